//! Command-line tools: bench, perft with divide, the perft tree diff, perft suites, EPD test suites, and the book tools.

pub mod bench;
pub mod book_command;
pub mod epd;
pub mod fit;
pub mod perft_diff;
pub mod perft_suite;
#[cfg(feature = "stats")]
pub mod stats;
