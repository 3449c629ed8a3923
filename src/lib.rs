//! Hetman, a bitboard chess engine.
//!
//! The modules stand on floors, from the rules up; a module uses only modules on the floors below
//! its own, and no two files use each other (`tests/integration/floors.rs` reads every file's
//! paths against this list):
//!
//! 1. `input`, `output`, `random`, `score`: reading input, writing whole lines and progress,
//!    the seeded generator, and the score type with its mate scores.
//! 2. `chess`: the rules (positions, legal moves, FEN, the game record, perft).
//! 3. `notation`, `syzygy`, `wdl`: SAN, PGN and EPD; tablebase probes; the win/draw/loss model.
//! 4. `book`, `eval`: Polyglot books; the network evaluation.
//! 5. `search`: the search, its transposition table, time and strength limits.
//! 6. `tuning`: opening starts (`genfens`), data generation, data files and the trainer.
//! 7. `engine`: the controller both protocols drive (options, search threads, the game).
//! 8. `cli`: the command-line tools (bench, perft suites and diff, EPD suites, books, stats).
//! 9. `protocol`: UCI and xboard.
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
pub mod cli;
pub mod engine;
pub mod eval;
pub mod input;
pub mod notation;
pub mod output;
pub mod protocol;
pub mod random;
pub mod score;
pub mod search;
pub mod syzygy;
pub mod tuning;
pub mod wdl;
