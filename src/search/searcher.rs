//! One search thread: iterative deepening with aspiration windows over a negamax principal
//! variation search (fail-soft), with quiescence search at the leaves. A failed window is widened
//! from the fail-soft score; a move that fails high at the root is played if the search stops
//! before its re-search ends.
//!
//! Pruning and reductions: mate distance pruning, razoring, reverse futility pruning, null-move pruning (not in
//! check, not twice in a row, not without pieces, reduction growing with depth and eval surplus,
//! verified at high depth), ProbCut, internal iterative reduction, late move pruning, futility and SEE
//! pruning (checking moves spared), late move reductions guided by history; check, single-reply and
//! singular extensions. The static eval is corrected by what searches have shown about its error
//! for the pawn structure and for each side's other pieces (correction history). Pruning is bolder
//! when the static eval is worse than two plies before ("not improving"). Every constant sits in
//! [`super::params`]. Draws by repetition (twofold inside the tree, threefold with the game),
//! fifty-move rule and insufficient material.
//!
//! Several searchers share one table for Lazy SMP: the main thread (index 0) watches the limits and
//! reports; helper threads search the same root to fill the table and stop when told to.

use super::control::SearchControl;
use super::correction::CorrectionHistory;
use super::limits::Limits;
use super::memory::SearchMemory;
use super::ordering::{is_noisy, pick_next, score_moves, Earlier, OrderingTables, ScoredMove, Slot};
use super::params::*;
use super::score::{from_table, to_table, Score, MATE, MATE_BOUND, MAX_PLY};
use super::see::{see, SEE_VALUE};
use super::stats::stat;
#[cfg(feature = "stats")]
use super::stats::SearchStats;
use super::tt::{Bound, TranspositionTable};
use crate::chess::{Move, PieceKind, Position, Undo};
use crate::eval::Evaluator;
use arrayvec::ArrayVec;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// One principal variation of a finished (or, with a bound, a failed) root search.
#[derive(Clone, Debug)]
pub struct LineReport {
    /// The depth searched.
    pub depth: i32,
    /// The deepest ply reached.
    pub seldepth: usize,
    /// Which line this is, 1 for the best (MultiPV).
    pub multipv: usize,
    /// The score from the root side's point of view.
    pub score: Score,
    /// `Some` when the score is only a bound: the aspiration window failed.
    pub bound: Option<Bound>,
    /// Nodes searched so far by all threads.
    pub nodes: u64,
    /// Time since the search clock started.
    pub elapsed: Duration,
    /// Table fill in permille.
    pub hashfull: u32,
    /// The principal variation, best move first.
    pub pv: Vec<Move>,
}

/// The outcome of a search: the move to play and what is known about it.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The move to play.
    pub best: Move,
    /// The expected reply, if one is known (for pondering).
    pub ponder: Option<Move>,
    /// The score of the best move.
    pub score: Score,
    /// The last completed depth (0 if not even depth 1 completed).
    pub depth: i32,
}

/// What all threads of one search share.
#[derive(Copy, Clone)]
pub struct Shared<'a> {
    /// The transposition table.
    pub table: &'a TranspositionTable,
    /// Stop and ponder flags and the clock.
    pub control: &'a SearchControl,
    /// Nodes of all threads, published every few thousand nodes.
    pub nodes: &'a AtomicU64,
}

/// A searcher bound to one position and one shared table.
pub struct Searcher<'a> {
    pos: Position,
    /// Keys of the game before the root, then of the current search path.
    keys: Vec<u64>,
    root_index: usize,
    shared: Shared<'a>,
    thread: usize,
    limits: Limits,
    /// Root moves the search may choose from (`searchmoves`); empty means all.
    allowed_root_moves: Vec<Move>,
    /// Root moves already given as better lines in this iteration (MultiPV).
    excluded_root_moves: Vec<Move>,
    multipv: usize,
    root_depth: i32,
    nodes: u64,
    published_nodes: u64,
    seldepth: usize,
    ordering: OrderingTables,
    /// Late-move reductions by depth and move index (see [`reduction_table`]).
    reductions: Box<[[i32; 64]; 64]>,
    /// The static evaluation's learnt errors by pawn structure and by each side's other pieces.
    correction: CorrectionHistory,
    /// The evaluation, with this thread's pawn-structure cache.
    evaluator: Evaluator,
    /// Counters per iteration (only with the `stats` feature).
    #[cfg(feature = "stats")]
    stats: SearchStats,
    /// Static eval per ply of the current path (`-INFINITY` where in check).
    static_evals: Vec<Score>,
    /// The move each ply's node must not search (`Move::NULL` for none): set while a singular
    /// extension test searches the node's other moves.
    excluded_moves: Vec<Move>,
    /// The move played at each ply of the current path, as history sees it (`None` for a null move).
    path_slots: Vec<Option<Slot>>,
    pv: Vec<Vec<Move>>,
    /// A move list per ply, taken by the node at that ply and given back, so that no node
    /// allocates or copies a move list.
    move_lists: Vec<Vec<ScoredMove>>,
    /// The line that last failed high at the root in the current iteration: a move proven
    /// better than the last iteration's best, worth playing if time runs out before the re-search.
    root_fail_high: Option<Line>,
    /// Nodes spent below each root move in this search, by the move's from and to squares.
    root_move_nodes: Vec<u64>,
    stopped: bool,
}

const INFINITY: Score = MATE + 1;

/// A finished line of the current iteration.
#[derive(Clone, Debug)]
struct Line {
    score: Score,
    pv: Vec<Move>,
}

impl<'a> Searcher<'a> {
    /// Searcher number `thread` (0 is the main thread) for `pos`, reached through positions with
    /// `game_keys` (oldest first, not including `pos` itself), with nothing learnt yet.
    pub fn new(pos: Position, game_keys: &[u64], shared: Shared<'a>, thread: usize) -> Searcher<'a> {
        Searcher::with_memory(pos, game_keys, shared, thread, SearchMemory::default())
    }

    /// As [`Searcher::new`], starting from what an earlier search of the game learnt.
    pub fn with_memory(
        pos: Position,
        game_keys: &[u64],
        shared: Shared<'a>,
        thread: usize,
        memory: SearchMemory,
    ) -> Searcher<'a> {
        let SearchMemory { mut ordering, correction } = memory;
        ordering.forget_killers();
        let mut keys = game_keys.to_vec();
        keys.push(pos.key());
        Searcher {
            pos,
            root_index: keys.len() - 1,
            keys,
            shared,
            thread,
            limits: Limits::default(),
            allowed_root_moves: Vec::new(),
            excluded_root_moves: Vec::new(),
            multipv: 1,
            root_depth: 0,
            nodes: 0,
            published_nodes: 0,
            seldepth: 0,
            ordering,
            reductions: reduction_table(),
            correction,
            evaluator: Evaluator::default(),
            #[cfg(feature = "stats")]
            stats: SearchStats::default(),
            static_evals: vec![-INFINITY; MAX_PLY + 2],
            excluded_moves: vec![Move::NULL; MAX_PLY + 2],
            path_slots: vec![None; MAX_PLY + 2],
            pv: vec![Vec::new(); MAX_PLY + 1],
            move_lists: vec![Vec::new(); MAX_PLY + 1],
            root_fail_high: None,
            root_move_nodes: vec![0; 64 * 64],
            stopped: false,
        }
    }

    /// Restricts the root to `moves` (UCI `searchmoves`); an empty list allows every move.
    pub fn restrict_root_moves(&mut self, moves: &[Move]) {
        self.allowed_root_moves = moves.to_vec();
    }

    /// Searches the best `lines` root moves each with its own principal variation.
    pub fn set_multipv(&mut self, lines: usize) {
        self.multipv = lines.max(1);
    }

    /// Nodes searched so far by this thread.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The counters of every iteration so far.
    #[cfg(feature = "stats")]
    pub fn stats(&self) -> &SearchStats {
        &self.stats
    }

    fn is_main(&self) -> bool {
        self.thread == 0
    }

    fn root_candidates(&self) -> Vec<Move> {
        let allowed = &self.allowed_root_moves;
        self.pos.legal_moves().into_iter().filter(|mv| allowed.is_empty() || allowed.contains(mv)).collect()
    }

    /// Iterative deepening within `limits`; the main thread calls `report` for every finished line
    /// (and for failed aspiration windows after the first second). Returns `None` only when there
    /// is no legal root move; depth 1 always completes, whatever the limits.
    pub fn run(&mut self, limits: Limits, mut report: impl FnMut(&LineReport)) -> Option<SearchResult> {
        self.limits = limits;
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
            self.root_fail_high = None;
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
                // was asked for and a move failed high above it.
                if let Some(line) = self.root_fail_high.take().filter(|_| lines == 1) {
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
        let best_line = completed.first().cloned().unwrap_or(Line { score: 0, pv: vec![first] });
        let best = best_line.pv[0];
        let ponder = best_line.pv.get(1).copied().or_else(|| self.table_reply(best));
        Some(SearchResult { best, ponder, score: best_line.score, depth: completed_depth })
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
        if self.limits.nodes.is_some_and(|max| self.total_nodes() >= max) {
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
        let mut scale = 1.4 - 0.1 * f64::from(stable_iterations.min(8));
        if score_drop > 40 {
            scale *= 1.3;
        }
        let searched: u64 = self.root_move_nodes.iter().sum();
        if searched > 0 {
            let share = self.root_move_nodes[root_move_index(best)] as f64 / searched as f64;
            scale *= (1.5 - share) * NODE_SHARE_SCALE;
        }
        self.shared.control.elapsed() >= soft.mul_f64(scale)
    }

    fn line_report(&self, depth: i32, index: usize, score: Score, bound: Option<Bound>, pv: &[Move]) -> LineReport {
        LineReport {
            depth,
            seldepth: self.seldepth,
            multipv: index + 1,
            score,
            bound,
            nodes: self.total_nodes(),
            elapsed: self.shared.control.elapsed(),
            hashfull: self.shared.table.hashfull(),
            pv: pv.to_vec(),
        }
    }

    /// The reply the table remembers after `best`, if it is legal.
    fn table_reply(&self, best: Move) -> Option<Move> {
        let after = self.pos.after(best);
        let hit = self.shared.table.probe(after.key())?;
        (hit.mv != Move::NULL && after.is_legal(hit.mv)).then_some(hit.mv)
    }

    fn publish_nodes(&mut self) {
        self.shared.nodes.fetch_add(self.nodes - self.published_nodes, Ordering::Relaxed);
        self.published_nodes = self.nodes;
    }

    fn total_nodes(&self) -> u64 {
        self.shared.nodes.load(Ordering::Relaxed) + self.nodes - self.published_nodes
    }

    /// The quiescence search's score of the root with a full window: for a new searcher (nothing
    /// learnt, so no correction), equal to the static evaluation when no capture or promotion
    /// changes it (the data generator keeps only such quiet positions).
    pub fn quiescence_score(&mut self) -> Score {
        self.quiescence(-INFINITY, INFINITY, 0)
    }

    /// Publishes the node count; call once the search has returned.
    pub fn finish(&mut self) {
        self.publish_nodes();
    }

    /// What this search learnt, for the next search of the game.
    pub fn into_memory(self) -> SearchMemory {
        SearchMemory { ordering: self.ordering, correction: self.correction }
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
            Some(score) if depth >= ASPIRATION_MIN_DEPTH.get() && score.abs() < MATE_BOUND => {
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
                if line == 0 && !self.pv[0].is_empty() {
                    self.root_fail_high = Some(Line { score, pv: self.pv[0].clone() });
                }
                Bound::Lower
            } else {
                return score;
            };
            if self.is_main() && self.shared.control.elapsed() > Duration::from_secs(1) {
                let pv = self.pv[0].clone();
                report(&self.line_report(depth, line, score, Some(bound), &pv));
            }
            delta *= 2;
            if delta > 1000 {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }

    /// Every 1024 nodes: publish the node count and look at the limits. Depth 1 always completes,
    /// so there is a move to play however early the stop comes.
    fn check_stop(&mut self) {
        if self.nodes & 1023 != 0 {
            return;
        }
        self.publish_nodes();
        if self.root_depth <= 1 {
            return;
        }
        let control = self.shared.control;
        if control.is_stopped()
            || (self.is_main()
                && !control.is_pondering()
                && self.limits.hard_reached(control.elapsed(), self.total_nodes()))
        {
            self.stopped = true;
        }
    }

    /// Draw by the fifty-move rule, insufficient material, or repetition: twofold when the earlier
    /// position lies on the search path (the root included), threefold counting the game before it.
    fn is_draw(&self) -> bool {
        let pos = &self.pos;
        if pos.halfmove_clock() >= 100 && (!pos.in_check() || !pos.legal_moves().is_empty()) {
            return true;
        }
        if pos.insufficient_material() {
            return true;
        }
        let key = pos.key();
        let current = self.keys.len() - 1;
        let earliest = current.saturating_sub(pos.halfmove_clock() as usize);
        let mut earlier_in_game = 0;
        // Only positions with the same side to move can repeat, and four plies back is the nearest.
        let mut index = current.checked_sub(4);
        while let Some(i) = index.filter(|&i| i >= earliest) {
            if self.keys[i] == key {
                if i >= self.root_index {
                    return true;
                }
                earlier_in_game += 1;
                if earlier_in_game >= 2 {
                    return true;
                }
            }
            index = i.checked_sub(2);
        }
        false
    }

    fn make(&mut self, mv: Move, ply: usize) -> Undo {
        self.path_slots[ply] = Slot::of(&self.pos, mv);
        let undo = self.pos.make_move(mv);
        self.keys.push(self.pos.key());
        self.nodes += 1;
        undo
    }

    fn unmake(&mut self, mv: Move, undo: Undo) {
        self.keys.pop();
        self.pos.unmake_move(mv, undo);
    }

    /// The legal moves here (only captures and promotions if `noisy_only`), written into the
    /// list kept for `ply`; the caller gives the list back to `move_lists[ply]` when done with it.
    fn take_moves(&mut self, ply: usize, noisy_only: bool) -> Vec<ScoredMove> {
        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        moves.clear();
        if noisy_only {
            self.pos.generate::<true, false>(&mut moves);
        } else {
            self.pos.generate::<true, true>(&mut moves);
        }
        moves
    }

    fn negamax(&mut self, mut alpha: Score, mut beta: Score, depth: i32, ply: usize, allow_null: bool) -> Score {
        let pv_node = beta - alpha > 1;
        self.pv[ply].clear();
        self.check_stop();
        if self.stopped {
            return 0;
        }
        let in_check = self.pos.in_check();
        if depth <= 0 && !in_check {
            return self.quiescence(alpha, beta, ply);
        }
        stat!(self, interior_nodes);
        self.seldepth = self.seldepth.max(ply);
        if ply > 0 {
            if self.is_draw() {
                return 0;
            }
            if ply >= MAX_PLY - 1 {
                return self.evaluator.evaluate(&self.pos);
            }
            // Mate distance pruning: no result here can beat a mate already found nearer the root.
            alpha = alpha.max(-MATE + ply as Score);
            beta = beta.min(MATE - ply as Score - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        let mut depth = depth.max(1);

        let key = self.pos.key();
        let entry = self.shared.table.probe(key);
        stat!(self, table_probes);
        stat!(self, table_hits, entry.is_some());
        // A singular extension test searches this node without one move: the table's result does
        // not hold for that search, and that search's result must not go into the table.
        let excluded = self.excluded_moves[ply];
        let mut table_move = Move::NULL;
        if let Some(hit) = entry {
            // A move from a colliding key is harmless: ordering only matches it against the legal
            // moves generated here, so an illegal one is never played.
            table_move = hit.mv;
            let score = from_table(hit.score, ply);
            if !pv_node
                && ply > 0
                && excluded == Move::NULL
                && hit.depth as i32 >= depth
                && cuts_off(hit.bound, score, alpha, beta)
            {
                stat!(self, table_cutoffs);
                return score;
            }
        }
        // The table and the evaluator give the raw evaluation; the search works with it corrected.
        let raw_eval = if in_check {
            -INFINITY
        } else {
            entry.map_or_else(|| self.evaluator.evaluate(&self.pos), |hit| hit.static_eval)
        };
        let static_eval = if in_check { -INFINITY } else { self.correction.corrected(&self.pos, raw_eval) };
        self.static_evals[ply] = static_eval;
        // Improving: better than two plies ago, when this side last moved (in check counts as not).
        let improving = !in_check && (ply < 2 || static_eval > self.static_evals[ply - 2]);
        // For pruning, a table score is a better guess than the static one when its bound allows.
        let eval = match entry.map(|hit| (hit.bound, from_table(hit.score, ply))) {
            Some((bound, score))
                if !in_check && score.abs() < MATE_BOUND && cuts_off(bound, score, static_eval, static_eval) =>
            {
                score
            }
            _ => static_eval,
        };

        if !pv_node && !in_check && ply > 0 && excluded == Move::NULL {
            // Razoring: far below alpha with little depth left, only a capture could help, and
            // if quiescence finds none, the node fails low.
            if depth <= RAZOR_MAX_DEPTH.get() && eval + RAZOR_MARGIN.get() * depth <= alpha && alpha.abs() < MATE_BOUND
            {
                let score = self.quiescence(alpha, alpha + 1, ply);
                if self.stopped {
                    return 0;
                }
                if score <= alpha {
                    return score;
                }
            }
            // Reverse futility: far above beta with little depth left, a quiet position holds.
            let margin = RFP_MARGIN.get() * (depth - i32::from(improving));
            if depth <= RFP_MAX_DEPTH.get() && eval - margin >= beta && beta.abs() < MATE_BOUND {
                return eval;
            }
            // Null move: give the opponent a free move; if we still beat beta, this node will too.
            if allow_null && depth >= NMP_MIN_DEPTH.get() && eval >= beta && has_pieces(&self.pos) {
                let reduction = NMP_BASE_REDUCTION.get()
                    + depth / NMP_DEPTH_DIVISOR.get()
                    + ((eval - beta) / NMP_EVAL_DIVISOR.get()).min(3);
                self.path_slots[ply] = None;
                let undo = self.pos.make_null_move();
                stat!(self, null_tries);
                self.keys.push(self.pos.key());
                self.nodes += 1;
                let score = -self.negamax(-beta, -beta + 1, depth - 1 - reduction, ply + 1, false);
                self.keys.pop();
                self.pos.unmake_null_move(undo);
                if self.stopped {
                    return 0;
                }
                if score >= beta {
                    let score = if score >= MATE_BOUND { beta } else { score };
                    // Deep down, verify with a reduced search of our own (guards zugzwang).
                    if depth < NMP_VERIFY_DEPTH.get()
                        || self.negamax(beta - 1, beta, depth - reduction, ply, false) >= beta
                    {
                        stat!(self, null_cutoffs);
                        return score;
                    }
                    self.pv[ply].clear(); // the verification's line is not this node's
                }
            }
            // ProbCut: a capture that beats beta by a wide margin in a shallow search would almost
            // surely beat beta in the full one. A table entry at least as deep as that search
            // which already scores below the raised bound says no capture will.
            let probcut_beta = beta + PROBCUT_MARGIN.get() - PROBCUT_IMPROVING_MARGIN.get() * i32::from(improving);
            let probcut_depth = depth - PROBCUT_REDUCTION.get() + 1;
            if depth >= PROBCUT_MIN_DEPTH.get()
                && beta.abs() < MATE_BOUND
                && !entry
                    .is_some_and(|hit| hit.depth as i32 >= probcut_depth && from_table(hit.score, ply) < probcut_beta)
            {
                let found = self.probcut(probcut_beta, depth, ply, static_eval, table_move);
                if self.stopped {
                    return 0;
                }
                if let Some((mv, score)) = found {
                    let stored = to_table(score, ply);
                    self.shared.table.store(key, mv, stored, raw_eval, probcut_depth as u8, Bound::Lower);
                    return score;
                }
            }
        }
        // Without a table move this node was never searched deeply: spend less on it.
        if table_move == Move::NULL && depth >= IIR_MIN_DEPTH.get() {
            depth -= 1;
        }

        // Singular extension: when the table move scored well and no other move comes near that
        // score in a reduced search, the table move is the only good one and earns a ply more (two if
        // the others fell far short).
        // Should even the others beat beta, several moves refute this node: cut it off now.
        let mut table_move_extension = 0;
        if let Some(hit) = entry.filter(|hit| {
            ply > 0
                && excluded == Move::NULL
                && hit.mv != Move::NULL
                && depth >= SE_MIN_DEPTH.get()
                && hit.depth as i32 >= depth - SE_TABLE_DEPTH_MARGIN.get()
                && hit.bound != Bound::Upper
                && hit.score.abs() < MATE_BOUND
        }) {
            let singular_beta = hit.score - SE_MARGIN_PER_DEPTH.get() * depth;
            self.excluded_moves[ply] = hit.mv;
            let score = self.negamax(singular_beta - 1, singular_beta, (depth - 1) / 2, ply, false);
            self.excluded_moves[ply] = Move::NULL;
            self.pv[ply].clear(); // the test's line is not this node's
            if self.stopped {
                return 0;
            }
            if score < singular_beta {
                // Far below: the table move is all there is, worth two plies away from the PV.
                let far_below =
                    !pv_node && score < singular_beta - DOUBLE_EXTENSION_MARGIN.get() && (ply as i32) < self.root_depth;
                table_move_extension = if far_below { 2 } else { 1 };
            } else if singular_beta >= beta {
                return singular_beta;
            } else if hit.score >= beta {
                // Other moves come near a score that already beats beta: the table move is not
                // the only way, so it earns less depth than the rest.
                table_move_extension = -1;
            }
        }

        let mut moves = self.take_moves(ply, false);
        if excluded != Move::NULL {
            moves.retain(|m| m.mv != excluded);
        }
        if moves.is_empty() && excluded != Move::NULL {
            self.move_lists[ply] = moves;
            return alpha; // the excluded move was the only one: nothing else reaches the bound
        }
        if moves.is_empty() {
            self.move_lists[ply] = moves;
            return if in_check { -MATE + ply as Score } else { 0 };
        }
        let restricted_root = ply == 0 && (!self.allowed_root_moves.is_empty() || !self.excluded_root_moves.is_empty());
        if restricted_root {
            let (allowed, given) = (&self.allowed_root_moves, &self.excluded_root_moves);
            moves.retain(|m| (allowed.is_empty() || allowed.contains(&m.mv)) && !given.contains(&m.mv));
        }
        // Extensions stop at twice the iteration depth so that checks cannot run on for ever.
        let may_extend = (ply as i32) < 2 * self.root_depth;
        let single_reply = moves.len() == 1 && ply > 0 && excluded == Move::NULL;
        let earlier: Earlier = [1, 2].map(|back| ply.checked_sub(back).and_then(|at| self.path_slots[at]));
        let counter = self.ordering.counter_to(&earlier);
        score_moves(&self.pos, &mut moves, table_move, ply, counter, &earlier, &self.ordering);
        let killers = self.ordering.killers[ply];
        if ply + 1 < self.ordering.killers.len() {
            self.ordering.killers[ply + 1] = [Move::NULL; 2];
        }
        let mut best_score = -INFINITY;
        let mut best_move = Move::NULL;
        let mut quiets_tried: ArrayVec<Move, 64> = ArrayVec::new();
        let mut captures_tried: ArrayVec<Move, 32> = ArrayVec::new();
        let mut quiets_seen = 0;
        let original_alpha = alpha;
        let late_move_limit = (LMP_BASE.get() + depth * depth) / (2 - i32::from(improving));

        for index in 0..moves.len() {
            let mv = pick_next(&mut moves, index);
            self.shared.table.prefetch(self.pos.key_after(mv));
            let noisy = is_noisy(&self.pos, mv);
            if !noisy {
                quiets_seen += 1;
            }
            let history = if noisy { 0 } else { self.ordering.quiet_score(&self.pos, mv, &earlier) };
            // Pruning at shallow depth, once some move has shown we are not being mated. Checks
            // are spared: they are how tactics begin.
            if ply > 0 && !in_check && best_score > -MATE_BOUND && !self.pos.gives_check(mv) {
                if !noisy {
                    // Late move pruning: the first quiet moves are enough this close to the leaves.
                    if !pv_node && depth <= LMP_MAX_DEPTH.get() && quiets_seen > late_move_limit {
                        continue;
                    }
                    // Futility: a quiet move cannot lift a hopeless static score.
                    if !pv_node
                        && depth <= FUTILITY_MAX_DEPTH.get()
                        && eval + FUTILITY_BASE.get() + FUTILITY_PER_DEPTH.get() * depth <= alpha
                    {
                        continue;
                    }
                    // History: a quiet move that keeps failing here is not worth a shallow look.
                    if !pv_node
                        && depth <= HISTORY_PRUNE_MAX_DEPTH.get()
                        && history < -HISTORY_PRUNE_MARGIN.get() * depth
                    {
                        continue;
                    }
                }
                // SEE pruning: moves that lose material by exchange are not worth a shallow look.
                if depth <= SEE_PRUNE_MAX_DEPTH.get() {
                    let threshold =
                        if noisy { -SEE_CAPTURE_MARGIN.get() * depth } else { -SEE_QUIET_MARGIN.get() * depth * depth };
                    if see(&self.pos, mv) < threshold {
                        continue;
                    }
                }
            }
            let nodes_before = self.nodes;
            let undo = self.make(mv, ply);
            let gives_check = self.pos.in_check();
            let extension = if mv == table_move && table_move_extension < 0 {
                table_move_extension
            } else if !may_extend {
                0
            } else if mv == table_move && table_move_extension > 0 {
                table_move_extension
            } else {
                i32::from(gives_check || single_reply)
            };
            let new_depth = depth - 1 + extension;
            let score = if index == 0 {
                -self.negamax(-beta, -alpha, new_depth, ply + 1, true)
            } else {
                // Late quiet moves are searched shallower first; a surprise earns a full re-search.
                let reduction =
                    if depth >= LMR_MIN_DEPTH.get() && index as i32 >= LMR_MIN_INDEX.get() && !noisy && !in_check {
                        let mut r = self.reductions[depth.min(63) as usize][index.min(63)];
                        r += i32::from(!pv_node) + i32::from(!improving);
                        r -= i32::from(gives_check);
                        r -= i32::from(mv == killers[0] || mv == killers[1] || mv == counter);
                        r -= history / LMR_HISTORY_DIVISOR.get();
                        r.clamp(0, (new_depth - 1).max(0))
                    } else {
                        0
                    };
                stat!(self, reduced, reduction > 0);
                let mut score = -self.negamax(-alpha - 1, -alpha, new_depth - reduction, ply + 1, true);
                if score > alpha && reduction > 0 {
                    stat!(self, reduced_researches);
                    score = -self.negamax(-alpha - 1, -alpha, new_depth, ply + 1, true);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(-beta, -alpha, new_depth, ply + 1, true);
                }
                score
            };
            self.unmake(mv, undo);
            if ply == 0 {
                self.root_move_nodes[root_move_index(mv)] += self.nodes - nodes_before;
            }
            if self.stopped {
                self.move_lists[ply] = moves;
                return 0;
            }
            // The histories need only the first few.
            let _ = if noisy { captures_tried.try_push(mv) } else { quiets_tried.try_push(mv) };
            if score > best_score {
                best_score = score;
                best_move = mv;
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                    if score >= beta {
                        stat!(self, beta_cutoffs);
                        stat!(self, first_move_cutoffs, index == 0);
                        stat!(self, cutoff_index_sum, index);
                        if !noisy {
                            self.ordering.reward_quiet(&self.pos, ply, depth, mv, &earlier, &quiets_tried);
                        }
                        self.ordering.reward_captures(&self.pos, depth, mv, &captures_tried);
                        break;
                    }
                }
            }
        }

        self.move_lists[ply] = moves;
        let bound = bound_of(best_score, original_alpha, beta);
        if restricted_root || excluded != Move::NULL {
            return best_score; // not the score of the whole position: keep it out of the table
        }
        // A quiet result that the bound does not leave open shows how far off the evaluation was.
        let quiet_best = best_move == Move::NULL || !is_noisy(&self.pos, best_move);
        let bound_agrees = match bound {
            Bound::Lower => best_score > static_eval,
            Bound::Upper => best_score < static_eval,
            Bound::Exact => true,
        };
        if !in_check && quiet_best && bound_agrees && best_score.abs() < MATE_BOUND {
            self.correction.update(&self.pos, depth, raw_eval, best_score);
        }
        let stored_eval = if in_check { 0 } else { raw_eval };
        self.shared.table.store(key, best_move, to_table(best_score, ply), stored_eval, depth.min(255) as u8, bound);
        best_score
    }

    /// The ProbCut test of a node at `depth`: the first capture that wins enough by SEE and then
    /// holds `probcut_beta` both in quiescence and in a search `PROBCUT_REDUCTION` plies shallower.
    /// Returns the capture and its score, or `None` when no capture does.
    fn probcut(
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
        self.move_lists[ply] = moves;
        result
    }

    /// Captures and promotions only (all moves when in check), standing pat on the static score.
    /// The table is read for cutoffs and written with depth 0.
    fn quiescence(&mut self, mut alpha: Score, beta: Score, ply: usize) -> Score {
        self.pv[ply].clear();
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
            return 0;
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
            self.move_lists[ply] = moves;
            return -MATE + ply as Score;
        }
        let table_move = entry.map_or(Move::NULL, |hit| hit.mv);
        score_moves(&self.pos, &mut moves, table_move, ply, Move::NULL, &[None; 2], &self.ordering);
        let mut best_move = Move::NULL;
        for index in 0..moves.len() {
            let mv = pick_next(&mut moves, index);
            // Captures that lose material cannot raise a standing-pat score, and neither can
            // those that win too little to reach alpha.
            if !in_check && see(&self.pos, mv) < 0 {
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
                self.move_lists[ply] = moves;
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
        self.move_lists[ply] = moves;
        let bound = bound_of(best_score, original_alpha, beta);
        self.shared.table.store(key, best_move, to_table(best_score, ply), static_eval, 0, bound);
        best_score
    }
}

/// Late-move reductions by depth and move index: `LMR_BASE + ln(depth) ln(index) / LMR_DIVISOR`
/// (both in hundredths), made for each search from the current parameters.
fn reduction_table() -> Box<[[i32; 64]; 64]> {
    let base = LMR_BASE.get() as f32 / 100.0;
    let divisor = LMR_DIVISOR.get() as f32 / 100.0;
    let mut table = Box::new([[0; 64]; 64]);
    for (depth, row) in table.iter_mut().enumerate().skip(1) {
        for (index, cell) in row.iter_mut().enumerate().skip(1) {
            *cell = (base + (depth as f32).ln() * (index as f32).ln() / divisor) as i32;
        }
    }
    table
}

/// Where a root move keeps its node count: from and to squares (a promotion shares its square pair
/// with the other promotions, which is harmless for a share of nodes).
fn root_move_index(mv: Move) -> usize {
    mv.from().index() * 64 + mv.to().index()
}

/// Whether a table entry with `bound` and `score` settles a node searched with `alpha..beta`.
fn cuts_off(bound: Bound, score: Score, alpha: Score, beta: Score) -> bool {
    match bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score <= alpha,
    }
}

/// What `best_score` tells about a node entered with `original_alpha..beta`.
fn bound_of(best_score: Score, original_alpha: Score, beta: Score) -> Bound {
    if best_score >= beta {
        Bound::Lower
    } else if best_score > original_alpha {
        Bound::Exact
    } else {
        Bound::Upper
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

/// Whether the side to move has a piece other than pawns and king (null move is unsafe otherwise).
fn has_pieces(pos: &Position) -> bool {
    let pawns_and_kings = pos.kind(PieceKind::Pawn) | pos.kind(PieceKind::King);
    (pos.color(pos.side_to_move()) & !pawns_and_kings).any()
}
