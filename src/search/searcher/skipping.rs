//! The moves a node skips at shallow depth: late quiet moves (late move pruning), quiet moves that
//! cannot lift a hopeless score (futility), quiet moves that keep failing (history pruning), and
//! moves that lose material by exchange (SEE pruning). Moves that give check are never skipped.

use super::*;

/// What a node fixes before its move loop that the skipping rules read.
pub(super) struct SkipRules {
    /// Whether the node is on the principal variation (the quiet-move rules do not apply there).
    pub pv_node: bool,
    /// The depth left.
    pub depth: i32,
    /// The node's best guess at its score (see `NodeEstimate::eval`).
    pub eval: Score,
    /// How many quiet moves late move pruning keeps.
    pub late_move_limit: i32,
}

impl Searcher<'_> {
    /// Whether to skip `mv`, ordered by `order`: the move after `quiets_seen` quiet ones (itself
    /// included if quiet), with quiet-move `history` (0 for a noisy move), searched against `alpha`.
    ///
    /// Whether the move gives check is asked last, and only of a move some rule would skip: it is
    /// the dearest test, and most moves pass the others.
    pub(super) fn skips(
        &self,
        ScoredMove { mv, score: order }: ScoredMove,
        noisy: bool,
        history: i32,
        quiets_seen: i32,
        alpha: Score,
        rules: &SkipRules,
    ) -> bool {
        let depth = rules.depth;
        let quiet_rule = !noisy && !rules.pv_node && {
            // Late move pruning: the first quiet moves are enough this close to the leaves.
            let late = depth <= LMP_MAX_DEPTH.get() && quiets_seen > rules.late_move_limit;
            // Futility: a quiet move cannot lift a hopeless static score.
            let futile = depth <= FUTILITY_MAX_DEPTH.get()
                && rules.eval + FUTILITY_BASE.get() + FUTILITY_PER_DEPTH.get() * depth <= alpha;
            // History: a quiet move that keeps failing here is not worth a shallow look.
            let failing = depth <= HISTORY_PRUNE_MAX_DEPTH.get() && history < -HISTORY_PRUNE_MARGIN.get() * depth;
            late || futile || failing
        };
        // SEE pruning: moves that lose material by exchange are not worth a shallow look.
        let exchange_rule = || {
            // A capture scored as holding material passes without another SEE: the threshold is
            // never above zero.
            if noisy && exchange_holds(order) == Some(true) {
                return false;
            }
            let threshold =
                if noisy { -SEE_CAPTURE_MARGIN.get() * depth } else { -SEE_QUIET_MARGIN.get() * depth * depth };
            depth <= SEE_PRUNE_MAX_DEPTH.get() && see(&self.pos, mv) < threshold
        };
        (quiet_rule || exchange_rule()) && !self.pos.gives_check(mv)
    }
}
