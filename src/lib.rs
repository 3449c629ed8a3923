//! Hetman, a bitboard chess engine.
//!
//! `chess` holds the rules (positions, legal moves, FEN, perft); `tools` holds the command-line
//! tools built on them (perft, perft suites).

pub mod chess;
pub mod tools;
