//! Opening books in the Polyglot format: keys, reading and probing, and building from PGN.

pub mod builder;
pub mod polyglot;
mod random;
