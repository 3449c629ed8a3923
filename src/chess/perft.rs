//! Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard check of a
//! move generator. The last ply is bulk-counted (moves are counted, not played).
//!
//! The stoppable forms look at their stop test at every node three or more plies above the
//! leaves: some thousand leaves apart, well under a millisecond at any depth, and too rarely to
//! show in the count's speed.

use super::moves::Move;
use super::position::Position;

/// The deepest perft the tools accept: no deeper tree could ever be counted, and the recursion
/// stays far inside any thread's stack.
pub const MAX_DEPTH: u32 = 64;

/// The number of leaves of the legal move tree `depth` plies deep.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut pos = *pos;
    count_leaves(&mut pos, depth, &|| false).unwrap_or(0)
}

/// As [`perft`], giving up with `None` as soon as `stop` returns true.
pub fn perft_until(pos: &Position, depth: u32, stop: &impl Fn() -> bool) -> Option<u64> {
    let mut pos = *pos;
    count_leaves(&mut pos, depth, stop)
}

pub(super) fn count_leaves(pos: &mut Position, depth: u32, stop: &impl Fn() -> bool) -> Option<u64> {
    match depth {
        0 => Some(1),
        1 => Some(pos.count_legal_moves()),
        _ => {
            if depth >= 3 && stop() {
                return None;
            }
            let mut leaves = 0;
            for mv in pos.legal_moves() {
                let undo = pos.make_move(mv);
                let below = count_leaves(pos, depth - 1, stop);
                pos.unmake_move(mv, undo);
                leaves += below?;
            }
            Some(leaves)
        }
    }
}

/// Perft split by root move: each legal move with the leaf count below it (no moves at depth 0,
/// whose one leaf is the position itself).
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    divide_until(pos, depth, &|| false).unwrap_or_default()
}

/// As [`divide`], giving up with `None` as soon as `stop` returns true.
pub fn divide_until(pos: &Position, depth: u32, stop: &impl Fn() -> bool) -> Option<Vec<(Move, u64)>> {
    if depth == 0 {
        return Some(Vec::new());
    }
    let mut pos = *pos;
    let moves = pos.legal_moves();
    let mut split = Vec::with_capacity(moves.len());
    for mv in moves {
        let undo = pos.make_move(mv);
        let below = count_leaves(&mut pos, depth - 1, stop);
        pos.unmake_move(mv, undo);
        split.push((mv, below?));
    }
    Some(split)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depth_zero_is_one_leaf_and_no_divide_line() {
        let pos = Position::startpos();
        assert_eq!(perft(&pos, 0), 1);
        assert!(divide(&pos, 0).is_empty());
        assert_eq!(divide(&pos, 1).len(), 20);
    }

    #[test]
    fn a_stop_ends_the_count_at_once() {
        let pos = Position::startpos();
        let calls = std::cell::Cell::new(0);
        let stop_at_third = || {
            calls.set(calls.get() + 1);
            calls.get() >= 3
        };
        assert_eq!(perft_until(&pos, 12, &stop_at_third), None);
        assert_eq!(calls.get(), 3, "no test after the stop");
        assert_eq!(perft_until(&pos, 4, &|| false), Some(197_281));
        assert_eq!(divide_until(&pos, 9, &|| true), None);
    }
}
