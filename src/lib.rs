//! Hetman, a bitboard chess engine.
//!
//! The modules, from the rules up (each uses only those before it):
//! - `chess`: the rules (positions, legal moves, FEN, perft); `score`: the score type and mate
//!   scores that the evaluation and the search share; `input`: quoting and reading input.
//! - `eval`: the network evaluation; `search`: the search and its transposition table.
//! - `notation` (SAN, PGN, EPD) and `book` (Polyglot); `random`: the seeded generator.
//! - `engine`: the controller both protocols drive (game, options, search threads).
//! - `protocol`: UCI and xboard; `tools` (bench, perft, suites, statistics) and `tuning` (data
//!   generation and the network trainer): the command-line tools.
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
pub mod score;
pub mod search;
pub mod syzygy;
pub mod tools;
pub mod tuning;
pub mod wdl;
