//! The root: iterative deepening, aspiration windows and when to stop.

use super::*;

/// Lines that failed high or low are shown only once the search has run this long (before, the
/// next line comes soon enough).
const SHOW_BOUNDS_AFTER: Duration = Duration::from_secs(1);

/// The legal moves of `pos` that a search may choose (`allowed` empty: every legal move).
pub fn root_moves(pos: &Position, allowed: &[Move]) -> Vec<Move> {
    pos.legal_moves().into_iter().filter(|mv| allowed.is_empty() || allowed.contains(mv)).collect()
}

/// The move of a search that could not run (`None` only when `pos` has no legal move): the table's
/// move if it is one of the root moves allowed (`allowed` empty: every legal move), else the one
/// that looks best a ply deep with `network` (see [`Searcher::static_choice`]).
pub fn quick_move(
    pos: &Position,
    game_keys: &[u64],
    allowed: &[Move],
    table: &TranspositionTable,
    network: Arc<Network>,
) -> Option<Move> {
    let candidates = root_moves(pos, allowed);
    candidates.first()?;
    Some(Searcher::alone(*pos, game_keys, table, |searcher| {
        searcher.set_network(network);
        searcher.evaluator.start(&searcher.pos);
        searcher.static_choice(&candidates)
    }))
}

impl Searcher<'_> {
    fn root_candidates(&self) -> Vec<Move> {
        root_moves(&self.pos, &self.allowed_root_moves)
    }

    /// Iterative deepening within `limits`; the main thread calls `report` for every finished line
    /// (and for failed aspiration windows after the first second), and once more for the best
    /// line when the search is stopped inside an iteration, with the nodes and time at the end.
    /// Returns `None` only when there is no legal root move. The first iteration always finishes
    /// unless it runs far past a stop or a limit (see [`Searcher::check_stop`]); a search stopped
    /// inside an iteration plays the best move that iteration has proven so far, or else the
    /// last finished iteration's, or else the table's move, or else the move that looks best one
    /// ply deep ([`Searcher::static_choice`]).
    pub fn run(&mut self, limits: Limits, mut report: impl FnMut(&LineReport)) -> Option<SearchResult> {
        self.limits = limits;
        self.first_iteration_done = false;
        self.limit_reached_at = None;
        self.evaluator.start(&self.pos);
        let candidates = self.root_candidates();
        candidates.first()?;
        let lines = self.multipv.min(candidates.len());
        let mut completed: Vec<Line> = Vec::new();
        let mut completed_depth = 0;
        let mut partial_depth = None;
        let mut stable_iterations = 0;
        let max_depth = self.limits.depth.unwrap_or(MAX_ITERATION_DEPTH).clamp(1, MAX_ITERATION_DEPTH);
        // Helpers start deeper by turns, so that the threads spread over several depths.
        let first_depth = if self.is_main() { 1 } else { 1 + (self.thread % HELPER_DEPTH_SPREAD) as i32 };
        let first_depth = first_depth.min(max_depth);
        for depth in first_depth..=max_depth {
            self.root_depth = depth;
            self.root_best = None;
            let mut found: Vec<Line> = Vec::new();
            for index in 0..lines {
                self.excluded_root_moves = found.iter().map(|line| line.pv[0]).collect();
                let previous = completed.get(index).cloned();
                let score = self.aspiration(depth, previous.as_ref(), index, &mut report);
                if self.stopped || self.stack[0].pv.is_empty() {
                    break;
                }
                found.push(Line { score, pv: self.stack[0].pv.clone() });
            }
            if found.len() < lines {
                // Stopped inside the iteration: keep the last complete one, unless a single line
                // was asked for and this iteration has already proven a best move.
                if let Some(line) = self.root_best.take().filter(|_| lines == 1) {
                    completed = vec![line];
                    partial_depth = Some(depth);
                }
                break;
            }
            found.sort_by_key(|line| -line.score);
            let previous_best = completed.first().map(|line| (line.pv[0], line.score));
            completed = found;
            completed_depth = depth;
            self.first_iteration_done = true;
            if self.is_main() {
                for (index, line) in completed.iter().enumerate() {
                    report(&self.line_report(depth, index, line.score, None, &line.pv));
                }
                self.publish(&completed, depth, false);
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
        if completed.is_empty() {
            let mv = self.static_choice(&candidates);
            completed.push(Line { score: 0, pv: vec![mv] });
        }
        if self.stopped && self.is_main() {
            // The last line reported is out of date (or there was none): say where the search ended.
            let bound = partial_depth.map(|_| Bound::Lower);
            for (index, line) in completed.iter().enumerate() {
                let depth = partial_depth.unwrap_or(completed_depth).max(1);
                report(&self.line_report(depth, index, line.score, bound, &line.pv));
            }
        }
        Some(self.result_of(&completed, partial_depth.unwrap_or(completed_depth)))
    }

    /// The result the lines `completed` (best first) give, proven to `depth`.
    fn result_of(&self, completed: &[Line], depth: i32) -> SearchResult {
        let best_line = &completed[0];
        let best = best_line.pv[0];
        let ponder = best_line.pv.get(1).copied().or_else(|| self.table_reply(best));
        let others = completed.iter().skip(1).map(|line| (line.pv[0], self.shown_score(line.score))).collect();
        SearchResult { best, ponder, score: self.shown_score(best_line.score), depth, others }
    }

    /// Publishes `lines` (best first), proven to `depth`, as the best move so far, for the thread
    /// that answers the GUI (see [`crate::search::progress`]).
    fn publish(&self, lines: &[Line], depth: i32, partial: bool) {
        let Some(progress) = self.shared.progress else { return };
        let bound = partial.then_some(Bound::Lower);
        let line = self.line_report(depth, 0, lines[0].score, bound, &lines[0].pv);
        progress.publish(Found { result: self.result_of(lines, depth), line, partial });
    }

    /// A move that raised alpha at the root of the unfinished iteration `depth`: published
    /// when it is the only line asked for, as the best move so far.
    pub(super) fn root_move_proven(&mut self, line: Line) {
        if self.is_main() && self.multipv == 1 {
            self.publish(std::slice::from_ref(&line), self.root_depth, true);
        }
        self.root_best = Some(line);
    }

    /// Tells the thread that answers the GUI which root move is searched (`currmove`).
    pub(super) fn root_move_started(&self, mv: Move, index: usize) {
        if let (true, Some(progress)) = (self.is_main(), self.shared.progress) {
            progress.set_current(CurrentMove { depth: self.root_depth, mv, number: index + 1 });
        }
    }

    /// The move of a search that has searched none: the table's move if it is one of
    /// `candidates`, else the one that looks best a ply deep (a mate at once first, then the
    /// best static evaluation after it), never merely the first one generated.
    fn static_choice(&mut self, candidates: &[Move]) -> Move {
        if let Some(mv) = self.shared.table.probe(self.pos.key()).map(|hit| hit.mv).filter(|mv| candidates.contains(mv))
        {
            return mv;
        }
        let mut best = (candidates[0], -INFINITY);
        for &mv in candidates {
            let undo = self.make(mv, 0);
            let score = if !self.pos.legal_moves().is_empty() {
                -self.evaluator.evaluate(&self.pos)
            } else if self.pos.in_check() {
                MATE - 1
            } else {
                self.draw_score(1)
            };
            self.unmake(mv, undo);
            if score > best.1 {
                best = (mv, score);
            }
        }
        best.0
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
        let Some(soft) = self.limits.soft_time else { return false };
        let time_is_up = self.time_is_up(candidates, depth, best, stable_iterations, score_drop, score, soft);
        let control = self.shared.control;
        if control.is_pondering() {
            // Pondering goes on until the GUI says; if the time is already up then, stop at once.
            if time_is_up {
                control.stop_on_ponderhit();
            }
            return false;
        }
        time_is_up
    }

    /// Whether the time of a search with the soft limit `soft` is up after iteration `depth`.
    #[allow(clippy::too_many_arguments)]
    fn time_is_up(
        &self,
        candidates: &[Move],
        depth: i32,
        best: Move,
        stable_iterations: i32,
        score_drop: Score,
        score: Score,
        soft: Duration,
    ) -> bool {
        if candidates.len() == 1 {
            return true; // a forced move: play it at once
        }
        // A mate found well inside the searched depth will not change: play it (or resist it).
        if score.abs() >= MATE_BOUND && depth >= 2 * (MATE - score.abs()) + MATE_PROOF_MARGIN {
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
        self.shared.control.elapsed() >= soft.mul_f64(scale.max(MIN_SOFT_SCALE))
    }

    fn line_report(&self, depth: i32, index: usize, score: Score, bound: Option<Bound>, pv: &[Move]) -> LineReport {
        let score = self.shown_score(score);
        LineReport {
            depth,
            seldepth: self.seldepth,
            multipv: index + 1,
            score,
            wdl: crate::wdl::wdl(score, crate::wdl::material(&self.pos)),
            material: crate::wdl::material(&self.pos),
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
    /// A bound line shows the principal variation that failed, or `previous`'s when none is
    /// known yet (a fail low: no move reached alpha).
    fn aspiration(
        &mut self,
        depth: i32,
        previous: Option<&Line>,
        line: usize,
        report: &mut impl FnMut(&LineReport),
    ) -> Score {
        let mut delta = ASPIRATION_DELTA.get();
        let (mut alpha, mut beta) = match previous.map(|line| line.score) {
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
            if self.is_main() && self.shared.control.elapsed() > SHOW_BOUNDS_AFTER {
                let pv = match previous {
                    Some(previous) if self.stack[0].pv.is_empty() => previous.pv.clone(),
                    _ => self.stack[0].pv.clone(),
                };
                report(&self.line_report(depth, line, score, Some(bound), &pv));
            }
            delta *= ASPIRATION_GROWTH;
            if delta > ASPIRATION_FULL_WIDTH.get() {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }
}
