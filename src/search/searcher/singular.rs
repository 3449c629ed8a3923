//! Singular extensions: when the table move scored well and no other move comes near that score in
//! a reduced search, the table move is the only good one and earns a ply more (two if the others
//! fell far short). Should even the others beat beta, several moves refute the node: it is cut off.

use super::*;

impl Searcher<'_> {
    /// The extension of the table move at this node: 0 without a test, -1 to 2 after one.
    /// `Err(score)` ends the node with that score: a multi-cut, or 0 when the search was stopped.
    pub(super) fn singular_extension(
        &mut self,
        entry: Option<TtHit>,
        beta: Score,
        depth: i32,
        ply: usize,
        pv_node: bool,
    ) -> Result<i32, Score> {
        let Some(hit) = entry.filter(|hit| {
            ply > 0
                && self.stack[ply].excluded == Move::NULL
                && hit.mv != Move::NULL
                && depth >= SE_MIN_DEPTH.get()
                && hit.depth as i32 >= depth - SE_TABLE_DEPTH_MARGIN.get()
                && hit.bound != Bound::Upper
                && hit.score.abs() < DECISIVE
        }) else {
            return Ok(0);
        };
        let singular_beta = hit.score - SE_MARGIN_PER_DEPTH.get() * depth;
        self.stack[ply].excluded = hit.mv;
        let score = self.negamax(singular_beta - 1, singular_beta, (depth - 1) / 2, ply, false);
        self.stack[ply].excluded = Move::NULL;
        self.stack[ply].pv.clear(); // the test's line is not this node's
        if self.stopped {
            return Err(0);
        }
        if score < singular_beta {
            // Far below: the table move is all there is, worth two plies away from the PV.
            let far_below =
                !pv_node && score < singular_beta - DOUBLE_EXTENSION_MARGIN.get() && (ply as i32) < self.root_depth;
            Ok(if far_below { 2 } else { 1 })
        } else if singular_beta >= beta {
            Err(singular_beta)
        } else if hit.score >= beta {
            // Other moves come near a score that already beats beta: the table move is not the
            // only way, so it earns less depth than the rest.
            Ok(-1)
        } else {
            Ok(0)
        }
    }
}
