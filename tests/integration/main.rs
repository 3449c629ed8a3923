//! The integration tests: the `hetman` binary and library driven from outside, one module per
//! subject. They are one test binary, so that a build links once rather than once per file; run
//! one subject with its module name as the filter, as in
//! `cargo test --release --test integration perft_suites::`.

mod common;

mod bench_signature;
mod book;
mod cli;
mod datagen;
mod differential;
mod fen_errors;
mod floors;
mod fuzz_parsers;
mod fuzz_protocol;
mod gui;
mod mates;
mod network;
mod notation;
mod options;
mod packaging;
mod perft_diff;
mod perft_suites;
mod python_client;
mod reliability;
mod search;
mod smp;
mod strength;
mod syzygy;
mod uci;
mod xboard;
