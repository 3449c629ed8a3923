//! Chess notation beyond UCI coordinates: SAN moves, PGN game files and EPD lines.

pub mod epd;
pub mod pgn;
pub mod san;
