//! Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard check of a
//! move generator. The last ply is bulk-counted (moves are counted, not played).

use super::moves::Move;
use super::position::Position;

/// The number of leaves of the legal move tree `depth` plies deep.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => pos.legal_moves().iter().map(|&mv| perft(&pos.after(mv), depth - 1)).sum(),
    }
}

/// Perft split by root move: each legal move with the leaf count below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let depth = depth.max(1);
    pos.legal_moves().iter().map(|&mv| (mv, perft(&pos.after(mv), depth - 1))).collect()
}
