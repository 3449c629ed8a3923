//! The cut-offs a node may take before it searches a move: razoring, reverse futility pruning,
//! null-move pruning and ProbCut. They apply only away from the principal variation, out of check,
//! below the root and outside a singular-extension test; the caller checks that.

use super::*;

/// What a node knows of its own value before it searches a move.
pub(super) struct NodeEstimate {
    /// What the table holds for the node, if anything.
    pub table_hit: Option<TtHit>,
    /// The evaluator's score, as the table stores it.
    pub raw_eval: Score,
    /// `raw_eval` corrected by the correction history.
    pub static_eval: Score,
    /// The best guess for pruning: the table's score where its bound allows, else `static_eval`.
    pub eval: Score,
    /// Whether `static_eval` beats this side's last one (two plies before, more after a check).
    pub improving: bool,
}

impl Searcher<'_> {
    /// Tries each cut-off in turn; `Some(score)` ends the node with that score (0 when the search
    /// was stopped meanwhile).
    pub(super) fn prune_node(
        &mut self,
        alpha: Score,
        beta: Score,
        depth: i32,
        ply: usize,
        allow_null: bool,
        estimate: &NodeEstimate,
    ) -> Option<Score> {
        if let Some(score) = self.razor(alpha, depth, ply, estimate.eval) {
            return Some(score);
        }
        if let Some(score) = reverse_futility(beta, depth, estimate) {
            return Some(score);
        }
        if allow_null {
            if let Some(score) = self.null_move(beta, depth, ply, estimate.eval) {
                return Some(score);
            }
        }
        self.probcut(beta, depth, ply, estimate)
    }

    /// Razoring: far below alpha with little depth left, only a capture could help, and if
    /// quiescence finds none, the node fails low.
    fn razor(&mut self, alpha: Score, depth: i32, ply: usize, eval: Score) -> Option<Score> {
        if depth > RAZOR_MAX_DEPTH.get() || eval + RAZOR_MARGIN.get() * depth > alpha || alpha.abs() >= DECISIVE {
            return None;
        }
        let score = self.quiescence(alpha, alpha + 1, ply);
        if self.stopped {
            return Some(0);
        }
        (score <= alpha).then_some(score)
    }

    /// Null move: give the opponent a free move; if we still beat beta, this node will too. Not
    /// where beta is a decisive loss for us (a mate, a tablebase loss): the shallow search after
    /// the pass cannot show that we escape the shorter loss the node is looking for.
    fn null_move(&mut self, beta: Score, depth: i32, ply: usize, eval: Score) -> Option<Score> {
        if depth < NMP_MIN_DEPTH.get() || eval < beta || beta <= -DECISIVE || !has_pieces(&self.pos) {
            return None;
        }
        let reduction = NMP_BASE_REDUCTION.get()
            + depth / NMP_DEPTH_DIVISOR.get()
            + ((eval - beta) / NMP_EVAL_DIVISOR.get()).min(NMP_MAX_EVAL_REDUCTION.get());
        stat!(self, null_tries);
        let undo = self.make_null(ply);
        let score = -self.negamax(-beta, -beta + 1, depth - 1 - reduction, ply + 1, false);
        self.unmake_null(undo);
        if self.stopped {
            return Some(0);
        }
        if score < beta {
            return None;
        }
        let score = if score >= DECISIVE { beta } else { score };
        // Deep down, verify with a reduced search of our own (guards zugzwang).
        if depth < NMP_VERIFY_DEPTH.get() || self.negamax(beta - 1, beta, depth - reduction, ply, false) >= beta {
            stat!(self, null_cutoffs);
            return Some(score);
        }
        self.stack[ply].pv.clear(); // the verification's line is not this node's
        None
    }

    /// ProbCut: a capture that beats beta by a wide margin in a shallow search would almost surely
    /// beat beta in the full one. A table entry at least as deep as that search which already
    /// scores below the raised bound says no capture will.
    fn probcut(&mut self, beta: Score, depth: i32, ply: usize, estimate: &NodeEstimate) -> Option<Score> {
        let entry = estimate.table_hit;
        let probcut_beta = beta + PROBCUT_MARGIN.get() - PROBCUT_IMPROVING_MARGIN.get() * i32::from(estimate.improving);
        // Below zero only in a `tune` build whose reduction exceeds the least depth (the table
        // stores such a depth as 0).
        let probcut_depth = depth - PROBCUT_REDUCTION.get() + 1;
        if depth < PROBCUT_MIN_DEPTH.get()
            || beta.abs() >= DECISIVE
            || entry.is_some_and(|hit| hit.depth as i32 >= probcut_depth && from_table(hit.score, ply) < probcut_beta)
        {
            return None;
        }
        let table_move = entry.map_or(Move::NULL, |hit| hit.mv);
        let found = self.probcut_capture(probcut_beta, depth, ply, estimate.static_eval, table_move);
        if self.stopped {
            return Some(0);
        }
        let (mv, score) = found?;
        let key = self.pos.key();
        self.shared.table.store(key, mv, to_table(score, ply), estimate.raw_eval, probcut_depth, Bound::Lower);
        Some(score)
    }

    /// The ProbCut test of a node at `depth`: the first capture that wins enough by SEE and then
    /// holds `probcut_beta` both in quiescence and in a search `PROBCUT_REDUCTION` plies shallower.
    /// Returns the capture and its score, or `None` when no capture does.
    fn probcut_capture(
        &mut self,
        probcut_beta: Score,
        depth: i32,
        ply: usize,
        static_eval: Score,
        table_move: Move,
    ) -> Option<(Move, Score)> {
        let mut moves = self.take_moves(ply, true);
        score_moves(&self.pos, &mut moves, table_move, ply, Move::NULL, &[None; 2], &self.ordering);
        let mut result = None;
        for index in 0..moves.len() {
            let mv = pick_next(&mut moves, index);
            if see(&self.pos, mv) < probcut_beta - static_eval {
                continue;
            }
            self.shared.table.prefetch(self.pos.key_after(mv));
            let undo = self.make(mv, ply);
            let mut score = -self.quiescence(-probcut_beta, -probcut_beta + 1, ply + 1);
            if score >= probcut_beta {
                score = -self.negamax(-probcut_beta, -probcut_beta + 1, depth - PROBCUT_REDUCTION.get(), ply + 1, true);
            }
            self.unmake(mv, undo);
            if self.stopped {
                break;
            }
            if score >= probcut_beta {
                result = Some((mv, score));
                break;
            }
        }
        self.stack[ply].moves = moves;
        result
    }
}

/// Reverse futility: far above beta with little depth left, a quiet position holds.
fn reverse_futility(beta: Score, depth: i32, estimate: &NodeEstimate) -> Option<Score> {
    let margin = RFP_MARGIN.get() * (depth - i32::from(estimate.improving));
    let holds = depth <= RFP_MAX_DEPTH.get() && estimate.eval - margin >= beta && beta.abs() < DECISIVE;
    holds.then_some(estimate.eval)
}

/// Whether the side to move has a piece other than pawns and king: with only pawns, zugzwang and
/// quiet pawn races make null move and the shallow pruning of moves unsafe.
pub(super) fn has_pieces(pos: &Position) -> bool {
    let pawns_and_kings = pos.kind(PieceKind::Pawn) | pos.kind(PieceKind::King);
    (pos.color(pos.side_to_move()) & !pawns_and_kings).any()
}
