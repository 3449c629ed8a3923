//! Building a Polyglot book from games.
//!
//! Every move of the first `max_ply` plies of every game is counted under its position. A move
//! earns 2 points for each game the mover went on to win, 1 for a draw or an unknown result (`*`),
//! and none for a loss, so moves that only lost drop out. The weight of a move is its points,
//! scaled down per position when a count would not fit in 16 bits. Moves played in fewer than
//! `min_games` games are left out.

use super::polyglot::{encode_move, polyglot_key, Book, BookEntry};
use crate::chess::Color;
use crate::notation::pgn::{GameResult, PgnGame};
use std::collections::HashMap;

/// What to keep.
#[derive(Copy, Clone, Debug)]
pub struct BuildOptions {
    /// Only moves within this many plies of the start.
    pub max_ply: usize,
    /// Only moves played in at least this many games.
    pub min_games: u32,
}

impl Default for BuildOptions {
    fn default() -> BuildOptions {
        BuildOptions { max_ply: 20, min_games: 1 }
    }
}

#[derive(Copy, Clone, Default)]
struct Tally {
    games: u32,
    points: u64,
}

/// Collects games, then makes the book.
#[derive(Default)]
pub struct BookBuilder {
    options: BuildOptions,
    tallies: HashMap<(u64, u16), Tally>,
    games: usize,
}

impl BookBuilder {
    /// An empty builder.
    pub fn new(options: BuildOptions) -> BookBuilder {
        BookBuilder { options, tallies: HashMap::new(), games: 0 }
    }

    /// Counts the moves of one game.
    pub fn add(&mut self, game: &PgnGame) {
        self.games += 1;
        let mut pos = game.start;
        for &mv in game.moves.iter().take(self.options.max_ply) {
            let mover = pos.side_to_move();
            let points = match (game.result, mover) {
                (GameResult::WhiteWins, Color::White) | (GameResult::BlackWins, Color::Black) => 2,
                (GameResult::Draw | GameResult::Unknown, _) => 1,
                _ => 0,
            };
            let tally = self.tallies.entry((polyglot_key(&pos), encode_move(mv))).or_default();
            tally.games += 1;
            tally.points += points;
            pos.make_move(mv);
        }
    }

    /// Games counted so far.
    pub fn games(&self) -> usize {
        self.games
    }

    /// The book: entries sorted by key, heaviest move first within a key.
    pub fn build(&self) -> Book {
        let mut by_key: HashMap<u64, Vec<(u16, u64)>> = HashMap::new();
        for (&(key, mv), tally) in &self.tallies {
            if tally.games >= self.options.min_games && tally.points > 0 {
                by_key.entry(key).or_default().push((mv, tally.points));
            }
        }
        let mut entries = Vec::new();
        for (key, moves) in by_key {
            let heaviest = moves.iter().map(|&(_, points)| points).max().unwrap_or(1);
            let scale = heaviest.div_ceil(u64::from(u16::MAX)).max(1);
            for (mv, points) in moves {
                let weight = (points / scale).max(1) as u16;
                entries.push(BookEntry { key, mv, weight, learn: 0 });
            }
        }
        Book::from_entries(entries)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Position;
    use crate::notation::pgn::PgnReader;

    #[test]
    fn weights_favour_winning_moves_and_drop_losing_ones() {
        let pgn = "1. e4 e5 1-0\n\n1. e4 c5 0-1\n\n1. d4 d5 1/2-1/2\n\n1. c4 e5 0-1\n\n1. e4 e5 *\n";
        let mut builder = BookBuilder::new(BuildOptions { max_ply: 1, min_games: 1 });
        for game in PgnReader::new(pgn.as_bytes()) {
            builder.add(&game.unwrap());
        }
        assert_eq!(builder.games(), 5);
        let book = builder.build();
        let moves: Vec<(String, u16)> =
            book.moves(&Position::startpos()).iter().map(|&(mv, w)| (mv.to_uci(false).to_string(), w)).collect();
        // e4: win 2 + loss 0 + unknown 1 = 3; d4: a draw, 1; c4 only lost.
        assert_eq!(moves, [("e2e4".to_string(), 3), ("d2d4".to_string(), 1)]);
        let mut strict = BookBuilder::new(BuildOptions { max_ply: 1, min_games: 2 });
        for game in PgnReader::new(pgn.as_bytes()) {
            strict.add(&game.unwrap());
        }
        assert_eq!(strict.build().len(), 1);
    }
}
