//! Where self-play games start: a position of an opening book, or a Chess960 start position,
//! followed by random legal plies. A start that leaves one side far ahead is refused (random
//! plies often hang a piece), so the games are not decided before they begin. Data generation
//! and OpenBench's `genfens` command both start their games here.

use crate::chess::game::Game;
use crate::chess::Position;
use crate::eval::nnue::Network;
use crate::random::SplitMix64;
use crate::score::Score;
use crate::search::limits::Limits;
use crate::search::searcher::Searcher;
use crate::search::tt::TranspositionTable;
use std::sync::Arc;

/// A start whose search score is beyond this (centipawns, either side) is refused.
pub const BALANCE_LIMIT: Score = 500;
/// Random plies after the book position, unless told otherwise.
pub const DEFAULT_RANDOM_PLIES: usize = 8;
/// The soft node limit of the search that judges a start's balance, unless told otherwise.
pub const DEFAULT_BALANCE_NODES: u64 = 5000;

/// How the games start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartOptions {
    /// Random legal plies played after the book position.
    pub random_plies: usize,
    /// Start from a random Chess960 start position instead of the book.
    pub chess960: bool,
}

/// The knight pairs of the Scharnagl numbering: the empty squares (of the five left after the
/// bishops and the queen) that the knights take.
const KNIGHT_PAIRS: [(usize, usize); 10] =
    [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)];

/// The Chess960 start position of Scharnagl number `number` (taken modulo 960; 518 is the
/// standard start position), with castling rights for both rooks in Shredder-FEN letters.
pub fn chess960_start(number: usize) -> Position {
    let mut n = number % 960;
    let mut rank = [' '; 8];
    rank[2 * (n % 4) + 1] = 'b';
    n /= 4;
    rank[2 * (n % 4)] = 'b';
    n /= 4;
    let empty = |rank: &[char; 8]| -> Vec<usize> { (0..8).filter(|&file| rank[file] == ' ').collect() };
    rank[empty(&rank)[n % 6]] = 'q';
    n /= 6;
    let (first, second) = KNIGHT_PAIRS[n];
    let free = empty(&rank);
    rank[free[first]] = 'n';
    rank[free[second]] = 'n';
    let free = empty(&rank);
    rank[free[0]] = 'r';
    rank[free[1]] = 'k';
    rank[free[2]] = 'r';
    let black: String = rank.iter().collect();
    let file = |index: usize| char::from(b'a' + free[index] as u8);
    let castling = format!("{}{}{}{}", file(2).to_ascii_uppercase(), file(0).to_ascii_uppercase(), file(2), file(0));
    let fen = format!("{black}/pppppppp/8/8/8/8/PPPPPPPP/{} w {castling} - 0 1", black.to_ascii_uppercase());
    Position::from_fen(&fen).expect("every Chess960 start position is legal")
}

/// A game from a book position (or a Chess960 start) followed by `options.random_plies` random
/// legal moves, all chosen by `rng`; `None` when the random plies reach a finished game.
pub fn random_start(book: &[Position], options: &StartOptions, rng: &mut SplitMix64) -> Option<Game> {
    let start = if options.chess960 {
        chess960_start(rng.below(960) as usize)
    } else if book.is_empty() {
        Position::startpos()
    } else {
        book[rng.below(book.len() as u64) as usize]
    };
    let mut game = Game::new(start);
    for _ in 0..options.random_plies {
        let moves = game.current().legal_moves();
        if moves.is_empty() {
            return None;
        }
        game.play(moves[rng.below(moves.len() as u64) as usize]);
    }
    game.outcome().is_none().then_some(game)
}

/// Whether neither side of `game` is far ahead: a search of `nodes` nodes (soft limit) scores
/// it within [`BALANCE_LIMIT`]. The table is cleared first, so the verdict depends only on the
/// game.
pub fn is_balanced(game: &Game, nodes: u64, table: &TranspositionTable, network: &Arc<Network>) -> bool {
    table.clear();
    let limits = Limits { soft_nodes: Some(nodes), nodes: Some(nodes.saturating_mul(20)), ..Limits::default() };
    let result = Searcher::alone(*game.current(), &game.history_keys(), table, |searcher| {
        searcher.set_network(network.clone());
        searcher.run(limits, |_| {})
    });
    result.is_some_and(|result| result.score.abs() <= BALANCE_LIMIT)
}

/// OpenBench's `genfens N seed S book B`: `count` balanced random starts (FENs), each passed to
/// `emit`. The same seed and book give the same positions. Returns an error when the book
/// yields no balanced start after many tries (a book of lost or finished positions).
pub fn genfens(
    count: usize,
    seed: u64,
    book: &[Position],
    options: &StartOptions,
    network: &Arc<Network>,
    mut emit: impl FnMut(&str),
) -> Result<(), String> {
    let table = TranspositionTable::new(8).map_err(|e| format!("genfens: {e}"))?;
    let mut rng = SplitMix64::new(seed);
    let mut made = 0;
    let mut failures = 0usize;
    while made < count {
        match random_start(book, options, &mut rng) {
            Some(game) if is_balanced(&game, DEFAULT_BALANCE_NODES, &table, network) => {
                emit(&game.current().to_fen());
                made += 1;
            }
            _ => {
                failures += 1;
                if failures > 1000 + 100 * count {
                    return Err(format!("genfens: no balanced start after {failures} tries; {made} made"));
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn scharnagl_518_is_the_standard_start_and_all_960_differ() {
        assert_eq!(chess960_start(518).to_fen(), Position::startpos().to_fen());
        let placements: HashSet<String> = (0..960)
            .map(|n| {
                let pos = chess960_start(n);
                let fen = pos.to_fen();
                // 16 pawn moves, one or two for each knight, and a castling move where the king
                // and a rook stand side by side on their castled squares' files (f1 and g1).
                assert!((18..=22).contains(&pos.legal_moves().len()), "{fen}");
                fen.split(' ').next().unwrap().to_string()
            })
            .collect();
        assert_eq!(placements.len(), 960);
        // Number 0 is BBQNNRKR in the Scharnagl table.
        assert!(chess960_start(0).to_fen().starts_with("bbqnnrkr/"), "{}", chess960_start(0).to_fen());
    }

    #[test]
    fn random_starts_are_reproducible() {
        let book = [Position::startpos()];
        let options = StartOptions { random_plies: 8, chess960: false };
        let starts = |seed| {
            let mut rng = SplitMix64::new(seed);
            (0..20)
                .filter_map(|_| random_start(&book, &options, &mut rng))
                .map(|g| g.current().to_fen())
                .collect::<Vec<_>>()
        };
        assert_eq!(starts(3), starts(3));
        assert_ne!(starts(3), starts(4));
        for fen in starts(3) {
            let pos = Position::from_fen(&fen).unwrap();
            assert!(pos.fullmove_number() == 5, "8 plies from the start: move 5, {fen}");
        }
    }
}
