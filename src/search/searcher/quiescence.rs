//! The quiescence search: captures and promotions until the position is quiet.

use super::*;

impl Searcher<'_> {
    /// Captures and promotions only (all moves when in check), standing pat on the static score.
    /// The table is read for cutoffs and written with depth 0.
    pub(super) fn quiescence(&mut self, mut alpha: Score, beta: Score, ply: usize) -> Score {
        self.stack[ply].pv.clear();
        self.check_stop();
        if self.stopped {
            return 0;
        }
        stat!(self, quiescence_nodes);
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 1 {
            return self.evaluator.evaluate(&self.pos);
        }
        if self.pos.insufficient_material() {
            return self.draw_score(ply);
        }
        let key = self.pos.key();
        let entry = self.shared.table.probe(key);
        stat!(self, table_probes);
        stat!(self, table_hits, entry.is_some());
        if let Some(hit) = entry {
            let score = from_table(hit.score, ply);
            if cuts_off(hit.bound, score, alpha, beta) {
                stat!(self, table_cutoffs);
                return score;
            }
        }
        let in_check = self.pos.in_check();
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut static_eval = 0;
        if !in_check {
            static_eval = entry.map_or_else(|| self.evaluator.evaluate(&self.pos), |hit| hit.static_eval);
            best_score = self.correction.corrected(&self.pos, static_eval);
            if best_score >= beta {
                return best_score;
            }
            alpha = alpha.max(best_score);
        }
        let mut moves = self.take_moves(ply, !in_check);
        if moves.is_empty() && in_check {
            self.stack[ply].moves = moves;
            return -MATE + ply as Score;
        }
        let table_move = entry.map_or(Move::NULL, |hit| hit.mv);
        score_moves(&self.pos, &mut moves, table_move, ply, Move::NULL, &[None; 2], &self.ordering);
        let mut best_move = Move::NULL;
        for index in 0..moves.len() {
            let mv = pick_next(&mut moves, index);
            // Captures that lose material cannot raise a standing-pat score, and neither can
            // those that win too little to reach alpha. (Scoring has already run SEE on most.)
            let holds = || exchange_holds(moves[index].score).unwrap_or_else(|| see(&self.pos, mv) >= 0);
            if !in_check && !holds() {
                continue;
            }
            if !in_check
                && mv.promotion_kind().is_none()
                && best_score + DELTA_MARGIN.get() + victim_value(&self.pos, mv) <= alpha
            {
                continue;
            }
            self.shared.table.prefetch(self.pos.key_after(mv));
            let undo = self.make(mv, ply);
            let score = -self.quiescence(-beta, -alpha, ply + 1);
            self.unmake(mv, undo);
            if self.stopped {
                self.stack[ply].moves = moves;
                return 0;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_move = mv;
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.stack[ply].moves = moves;
        let bound = bound_of(best_score, original_alpha, beta);
        self.shared.table.store(key, best_move, to_table(best_score, ply), static_eval, 0, bound);
        best_score
    }
}

/// The value of what `mv` captures in `pos` (a pawn for en passant, nothing for a quiet move).
fn victim_value(pos: &Position, mv: Move) -> Score {
    if mv.is_en_passant() {
        SEE_VALUE[0]
    } else {
        pos.piece_on(mv.to()).map_or(0, |piece| SEE_VALUE[piece.kind().index()])
    }
}
