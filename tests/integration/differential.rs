//! Differential test against cozy-chess, an independent move generator: random games from the
//! standard start and from Chess960 starts, checking at every position that
//! - our legal moves are exactly cozy-chess's, and the noisy and quiet stages split them correctly;
//! - bulk counting agrees with the list;
//! - checkers and pinned pieces agree;
//! - the incremental Zobrist key equals the key computed from scratch;
//! - printing the FEN and parsing it back gives the identical position;
//! - after each move, board, side to move and castling rights agree with cozy-chess's, and playing
//!   on a copy leaves the original untouched.

use cozy_chess as cozy;
use hetman::chess::{Bitboard, CastlingSide, Color, Move, Position};
use std::collections::BTreeSet;

/// xorshift64*: a tiny deterministic generator, enough to pick moves.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Our position as Shredder-FEN with zeroed counters, the form cozy-chess reads unambiguously.
fn shredder_fen(pos: &Position) -> String {
    let fen = pos.to_fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    let mut castling = String::new();
    for color in Color::BOTH {
        for side in CastlingSide::BOTH {
            if let Some(rook) = pos.castling_rights().rook(color, side) {
                let letter = char::from(b'a' + rook.file());
                castling.push(if color == Color::White { letter.to_ascii_uppercase() } else { letter });
            }
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    format!("{} {} {} {} 0 1", fields[0], fields[1], castling, fields[3])
}

fn cozy_moves(board: &cozy::Board) -> BTreeSet<String> {
    let mut moves = BTreeSet::new();
    board.generate_moves(|piece_moves| {
        moves.extend(piece_moves.into_iter().map(|mv| mv.to_string()));
        false
    });
    moves
}

fn uci_set(moves: &[Move]) -> BTreeSet<String> {
    moves.iter().map(|mv| mv.to_uci(true).to_string()).collect()
}

fn cozy_bitboard(bb: cozy::BitBoard) -> Bitboard {
    Bitboard(bb.0)
}

/// The first three FEN fields (placement, side, castling) of a Shredder-FEN.
fn board_fields(fen: &str) -> String {
    fen.split(' ').take(3).collect::<Vec<_>>().join(" ")
}

fn check_position(pos: &Position, board: &cozy::Board) {
    let fen = pos.to_fen();
    let legal = pos.legal_moves();
    assert_eq!(uci_set(&legal), cozy_moves(board), "legal moves differ in {fen}");
    assert_eq!(pos.count_legal_moves(), legal.len() as u64, "bulk count differs in {fen}");

    let noisy = pos.noisy_moves();
    let quiet = pos.quiet_moves();
    assert_eq!(noisy.len() + quiet.len(), legal.len(), "stages do not partition the moves in {fen}");
    let mut staged = uci_set(&noisy);
    staged.extend(uci_set(&quiet));
    assert_eq!(staged, uci_set(&legal), "stages miss moves in {fen}");
    for mv in &noisy {
        let captures = pos.piece_on(mv.to()).is_some_and(|p| p.color() != pos.side_to_move());
        assert!(captures || mv.is_en_passant() || mv.promotion_kind().is_some(), "{mv:?} is not noisy in {fen}");
    }

    assert_eq!(pos.checkers(), cozy_bitboard(board.checkers()), "checkers differ in {fen}");
    let cozy_pinned = board.pinned() & board.colors(board.side_to_move());
    assert_eq!(pos.pinned(), cozy_bitboard(cozy_pinned), "pinned pieces differ in {fen}");
    assert_eq!(pos.key(), pos.compute_key(), "incremental key drifted in {fen}");
    assert_eq!(Position::from_fen(&fen).as_ref(), Ok(pos), "FEN round trip changed {fen}");
}

/// Plays random games from `start` until `plies` positions were checked; returns the count.
fn random_games(start: &str, seed: u64, plies: usize) -> usize {
    let mut rng = Rng(seed);
    let mut checked = 0;
    while checked < plies {
        let mut pos = Position::from_fen(start).unwrap();
        for _ in 0..300 {
            let board = cozy::Board::from_fen(&shredder_fen(&pos), true)
                .unwrap_or_else(|e| panic!("cozy-chess rejects {}: {e:?}", shredder_fen(&pos)));
            check_position(&pos, &board);
            checked += 1;
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];

            let before = pos;
            let undo = pos.make_move(mv);
            let child = pos;
            pos.unmake_move(mv, undo);
            assert_eq!(pos, before, "unmaking {mv:?} did not restore {}", before.to_fen());
            let mut cozy_child = board.clone();
            cozy_child.play(mv.to_uci(true).to_string().parse().unwrap());
            assert_eq!(
                board_fields(&shredder_fen(&child)),
                board_fields(&format!("{cozy_child:#}")),
                "positions differ after {mv:?} in {}",
                pos.to_fen()
            );
            pos = child;
        }
    }
    checked
}

#[test]
fn random_games_from_the_standard_start_agree_with_cozy_chess() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let total: usize = (1..=4).map(|seed| random_games(start, seed * 0x9e37_79b9, 15_000)).sum();
    assert!(total >= 60_000);
}

#[test]
fn random_games_from_chess960_starts_agree_with_cozy_chess() {
    let mut rng = Rng(0x960);
    let mut total = 0;
    for seed in 1..=40 {
        let start = format!("{:#}", cozy::Board::chess960_startpos(rng.below(960) as u32));
        total += random_games(&start, seed, 1_500);
    }
    assert!(total >= 60_000);
}

#[test]
fn random_games_from_suite_positions_agree_with_cozy_chess() {
    // Mid-game Chess960 positions with odd castling rights, to reach rare castling cases quickly.
    let suite = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/perft/fischer.epd")).unwrap();
    let mut total = 0;
    for (index, line) in suite.lines().enumerate().step_by(24) {
        let fen = line.split(';').next().unwrap().trim();
        total += random_games(fen, index as u64 + 1, 500);
    }
    assert!(total >= 20_000);
}
