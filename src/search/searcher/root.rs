//! The root: iterative deepening, aspiration windows and when to stop.

use super::*;

/// The legal moves of `pos` that a search may choose (`allowed` empty: every legal move).
pub fn root_moves(pos: &Position, allowed: &[Move]) -> Vec<Move> {
    pos.legal_moves().into_iter().filter(|mv| allowed.is_empty() || allowed.contains(mv)).collect()
}

/// The move of a search that has proven none: the table's move if it is one of `candidates`,
/// else the first of them (`None` when there are none).
pub fn fallback_move(pos: &Position, candidates: &[Move], table: &TranspositionTable) -> Option<Move> {
    let table_move = table.probe(pos.key()).map(|hit| hit.mv).filter(|mv| candidates.contains(mv));
    table_move.or_else(|| candidates.first().copied())
}

impl Searcher<'_> {
    fn root_candidates(&self) -> Vec<Move> {
        root_moves(&self.pos, &self.allowed_root_moves)
    }

    /// Iterative deepening within `limits`; the main thread calls `report` for every finished line
    /// (and for failed aspiration windows after the first second). Returns `None` only when there
    /// is no legal root move. A search stopped inside its first iteration plays the best move that
    /// iteration has proven so far, or else the table's move, or else the first legal move.
    pub fn run(&mut self, limits: Limits, mut report: impl FnMut(&LineReport)) -> Option<SearchResult> {
        self.limits = limits;
        self.evaluator.start(&self.pos);
        let candidates = self.root_candidates();
        let first = *candidates.first()?;
        let lines = self.multipv.min(candidates.len());
        let mut completed: Vec<Line> = Vec::new();
        let mut completed_depth = 0;
        let mut stable_iterations = 0;
        let max_depth = self.limits.depth.unwrap_or(MAX_PLY as i32 - 10).clamp(1, MAX_PLY as i32 - 10);
        // Helpers start one ply deeper every other thread, so threads spread over two depths.
        let first_depth = if self.is_main() { 1 } else { 1 + (self.thread % 2) as i32 }.min(max_depth);
        for depth in first_depth..=max_depth {
            self.root_depth = depth;
            self.root_best = None;
            let mut found: Vec<Line> = Vec::new();
            for index in 0..lines {
                self.excluded_root_moves = found.iter().map(|line| line.pv[0]).collect();
                let previous = completed.get(index).map(|line| line.score);
                let score = self.aspiration(depth, previous, index, &mut report);
                if self.stopped || self.pv[0].is_empty() {
                    break;
                }
                found.push(Line { score, pv: self.pv[0].clone() });
            }
            if found.len() < lines {
                // Stopped inside the iteration: keep the last complete one, unless a single line
                // was asked for and this iteration has already proven a best move.
                if let Some(line) = self.root_best.take().filter(|_| lines == 1) {
                    completed = vec![line];
                }
                break;
            }
            found.sort_by_key(|line| -line.score);
            let previous_best = completed.first().map(|line| (line.pv[0], line.score));
            completed = found;
            completed_depth = depth;
            if self.is_main() {
                for (index, line) in completed.iter().enumerate() {
                    report(&self.line_report(depth, index, line.score, None, &line.pv));
                }
            }
            let (best, score) = (completed[0].pv[0], completed[0].score);
            stable_iterations = match previous_best {
                Some((previous, _)) if previous == best => stable_iterations + 1,
                _ => 0,
            };
            let score_drop = previous_best.map_or(0, |(_, previous)| previous - score);
            if self.stopped
                || (self.is_main()
                    && self.iteration_limit_reached(&candidates, depth, best, stable_iterations, score_drop, score))
            {
                break;
            }
        }
        let best_line = completed.first().cloned().unwrap_or_else(|| {
            let mv = fallback_move(&self.pos, &candidates, self.shared.table).unwrap_or(first);
            Line { score: 0, pv: vec![mv] }
        });
        let best = best_line.pv[0];
        let ponder = best_line.pv.get(1).copied().or_else(|| self.table_reply(best));
        let others = completed.iter().skip(1).map(|line| (line.pv[0], self.shown_score(line.score))).collect();
        Some(SearchResult { best, ponder, score: self.shown_score(best_line.score), depth: completed_depth, others })
    }

    /// Whether the main thread should not start another iteration.
    fn iteration_limit_reached(
        &self,
        candidates: &[Move],
        depth: i32,
        best: Move,
        stable_iterations: i32,
        score_drop: Score,
        score: Score,
    ) -> bool {
        if self.limits.mate.is_some_and(|moves| score >= MATE_BOUND && (MATE - score + 1) / 2 <= moves as Score) {
            return true;
        }
        let nodes = self.total_nodes();
        if self.limits.nodes.is_some_and(|max| nodes >= max) || self.limits.soft_nodes.is_some_and(|max| nodes >= max) {
            return true;
        }
        if self.shared.control.is_pondering() {
            return false;
        }
        let Some(soft) = self.limits.soft_time else { return false };
        if candidates.len() == 1 {
            return true; // a forced move: play it at once
        }
        // A mate found well inside the searched depth will not change: play it (or resist it).
        if score.abs() >= MATE_BOUND && depth >= 2 * (MATE - score.abs()) + 4 {
            return true;
        }
        // A best move that keeps its place over iterations needs less time; a changing one, or a
        // falling score, more. So does a best move whose subtree took a small share of the
        // nodes: the others were hard to refute.
        let hundredths = |param: &Param| f64::from(param.get()) / 100.0;
        let stable = stable_iterations.min(TIME_STABLE_ITERATIONS.get());
        let mut scale = hundredths(&TIME_UNSTABLE_SCALE) - hundredths(&TIME_STABILITY_STEP) * f64::from(stable);
        if score_drop > TIME_DROP_MARGIN.get() {
            scale *= hundredths(&TIME_DROP_SCALE);
        }
        let searched: u64 = self.root_move_nodes.iter().sum();
        if searched > 0 {
            let share = self.root_move_nodes[root_move_index(best)] as f64 / searched as f64;
            scale *= (1.5 - share) * NODE_SHARE_SCALE;
        }
        self.shared.control.elapsed() >= soft.mul_f64(scale)
    }

    fn line_report(&self, depth: i32, index: usize, score: Score, bound: Option<Bound>, pv: &[Move]) -> LineReport {
        let score = self.shown_score(score);
        LineReport {
            depth,
            seldepth: self.seldepth,
            multipv: index + 1,
            score,
            wdl: crate::wdl::wdl(score, crate::wdl::material(&self.pos)),
            bound,
            nodes: self.total_nodes(),
            elapsed: self.shared.control.elapsed(),
            hashfull: self.shared.table.hashfull(),
            tbhits: self.tablebase_hits(),
            pv: pv.to_vec(),
        }
    }

    /// The reply the table remembers after `best`, if it is legal.
    fn table_reply(&self, best: Move) -> Option<Move> {
        let after = self.pos.after(best);
        let hit = self.shared.table.probe(after.key())?;
        (hit.mv != Move::NULL && after.is_legal(hit.mv)).then_some(hit.mv)
    }

    /// Searches the root with a window around the previous score, widening it on failure.
    fn aspiration(
        &mut self,
        depth: i32,
        previous: Option<Score>,
        line: usize,
        report: &mut impl FnMut(&LineReport),
    ) -> Score {
        let mut delta = ASPIRATION_DELTA.get();
        let (mut alpha, mut beta) = match previous {
            Some(score) if depth >= ASPIRATION_MIN_DEPTH.get() && score.abs() < DECISIVE => {
                (score - delta, score + delta)
            }
            _ => (-INFINITY, INFINITY),
        };
        loop {
            let score = self.negamax(alpha, beta, depth, 0, true);
            if self.stopped {
                return score;
            }
            // The new window is set from the fail-soft score, which says how far outside the old
            // one the truth lies.
            let bound = if score <= alpha {
                alpha = (score - delta).max(-INFINITY);
                Bound::Upper
            } else if score >= beta {
                beta = (score + delta).min(INFINITY);
                Bound::Lower
            } else {
                return score;
            };
            if self.is_main() && self.shared.control.elapsed() > Duration::from_secs(1) {
                let pv = self.pv[0].clone();
                report(&self.line_report(depth, line, score, Some(bound), &pv));
            }
            delta *= 2;
            if delta > ASPIRATION_FULL_WIDTH.get() {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }
}
