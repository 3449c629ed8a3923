//! Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard check of a
//! move generator. The last ply is bulk-counted (moves are counted, not played).

use super::moves::Move;
use super::position::Position;

/// The number of leaves of the legal move tree `depth` plies deep.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut pos = *pos;
    count_leaves(&mut pos, depth)
}

fn count_leaves(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => {
            let mut leaves = 0;
            for mv in pos.legal_moves() {
                let undo = pos.make_move(mv);
                leaves += count_leaves(pos, depth - 1);
                pos.unmake_move(mv, undo);
            }
            leaves
        }
    }
}

/// Perft split by root move: each legal move with the leaf count below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut pos = *pos;
    let moves = pos.legal_moves();
    let mut split = Vec::with_capacity(moves.len());
    for mv in moves {
        let undo = pos.make_move(mv);
        split.push((mv, count_leaves(&mut pos, depth.max(1) - 1)));
        pos.unmake_move(mv, undo);
    }
    split
}
