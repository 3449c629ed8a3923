//! Chess notation beyond UCI coordinates: SAN moves and PGN game files.

pub mod pgn;
pub mod san;
