//! Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard check of a
//! move generator. The last ply is bulk-counted (moves are counted, not played).
//!
//! The stoppable count (used by [`super::perft_hash`], which adds threads, a table and the divide
//! lines) looks at its stop test at every node three or more plies above the leaves: some
//! thousand leaves apart, well under a millisecond at any depth, and too rarely to show in the
//! count's speed.

use super::movegen::MovePush;
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

/// As [`perft`] from `pos` (made and unmade in place), giving up with `None` as soon as `stop`
/// returns true.
pub(super) fn count_leaves(pos: &mut Position, depth: u32, stop: &impl Fn() -> bool) -> Option<u64> {
    match depth {
        0 => Some(1),
        1 => Some(pos.count_legal_moves()),
        2 => Some(count_two_plies(pos)),
        _ => {
            if stop() {
                return None;
            }
            let mut leaves = 0;
            for mv in pos.legal_moves() {
                let undo = pos.make_move_unkeyed(mv);
                let below = count_leaves(pos, depth - 1, stop);
                pos.unmake_move(mv, undo);
                leaves += below?;
            }
            Some(leaves)
        }
    }
}

/// The leaves two plies below `pos`: the generator hands each move straight to a sink that plays
/// it on a scratch copy, counts the child's moves and puts the copy's board back, with no move
/// list written and read back and no whole position copied per child.
fn count_two_plies(pos: &Position) -> u64 {
    let mut counter = ChildCounter { parent: pos, child: *pos, leaves: 0 };
    pos.generate::<true, true>(&mut counter);
    counter.leaves
}

/// Counts the legal moves after each move it receives, played on `child`, a copy of `parent`
/// whose board is put back from `parent` after each one (its mailbox is never touched).
struct ChildCounter<'a> {
    parent: &'a Position,
    child: Position,
    leaves: u64,
}

impl MovePush for ChildCounter<'_> {
    #[inline(always)]
    fn push_move(&mut self, mv: Move) {
        self.child.make_move_for_count(mv);
        self.leaves += self.child.count_legal_moves();
        self.child.restore_board(self.parent);
    }
}
