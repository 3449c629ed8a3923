//! The search. So far: scores and the shared transposition table.

pub mod score;
pub mod tt;
