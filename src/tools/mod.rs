//! Command-line tools built on the rules: perft with divide, and perft suites.

pub mod bench;
pub mod book_command;
pub mod perft_command;
pub mod perft_suite;
pub mod progress;
