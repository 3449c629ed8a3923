//! Hetman, a bitboard chess engine.
//!
//! `chess` holds the rules (positions, legal moves, FEN, perft); `search` the search and its
//! transposition table; `tools` the command-line
//! tools built on them (perft, perft suites).
//!
//! ```
//! use hetman::chess::{perft::perft, Position};
//!
//! let kiwipete =
//!     Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
//! assert_eq!(kiwipete.legal_moves().len(), 48);
//! assert_eq!(perft(&kiwipete, 3), 97_862);
//! let e4 = Position::startpos().parse_uci_move("e2e4", false).unwrap();
//! assert_eq!(Position::startpos().after(e4).to_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! ```

pub mod book;
pub mod chess;
pub mod engine;
pub mod eval;
pub mod input;
pub mod notation;
pub mod protocol;
pub mod random;
pub mod search;
pub mod tools;
pub mod tuning;
