//! One search thread: iterative deepening with aspiration windows over a negamax principal
//! variation search (fail-soft), with quiescence search at the leaves. A failed window is widened
//! from the fail-soft score. If the search stops inside an iteration, the best move that iteration
//! has proven so far is played: one that raised alpha or failed high at the root.
//!
//! Pruning and reductions: mate distance pruning, razoring, reverse futility pruning, null-move pruning (not in
//! check, not twice in a row, not without pieces, reduction growing with depth and eval surplus,
//! verified at high depth), ProbCut, internal iterative reduction, late move pruning, futility and SEE
//! pruning (checking moves spared), late move reductions guided by history; check, single-reply and
//! singular extensions. The static eval is corrected by what searches have shown about its error
//! for the pawn structure and for each side's other pieces (correction history). Pruning is bolder
//! when the static eval is worse than two plies before ("not improving"). The constants that shape
//! the tree sit in [`super::params`], with a few local ones beside the code they belong to
//! (the tablebase depth bonus, the singular test's depth). Draws by repetition (twofold inside the tree, threefold with the game),
//! fifty-move rule and insufficient material, and stalemates, score the contempt against the root
//! side (0 unless [`Searcher::set_contempt`] says otherwise).
//!
//! Several searchers share one table for Lazy SMP: the main thread (index 0) watches the limits and
//! reports; helper threads search the same root to fill the table and stop when told to.
//!
//! The files: `root.rs` deepens and widens the root search and decides when to stop, `negamax.rs`
//! searches one node, `pruning.rs` holds the cut-offs a node may take before its moves,
//! `skipping.rs` the moves it skips at shallow depth, `singular.rs` the singular-extension test,
//! `quiescence.rs` the search of captures at the leaves; this file holds the searcher's state and
//! what they all use (make and unmake, draws, the stop).

mod negamax;
mod pruning;
mod quiescence;
mod root;
pub use root::{quick_move, root_moves};
mod singular;
mod skipping;
mod stack;
mod tablebase;

use super::control::SearchControl;
use super::correction::CorrectionHistory;
use super::limits::Limits;
use super::memory::SearchMemory;
use super::ordering::{exchange_holds, is_noisy, pick_next, score_moves, Earlier, OrderingTables, ScoredMove, Slot};
use super::params::*;
use super::progress::{CurrentMove, Found, Progress};
use super::report::{LineReport, SearchResult};
use super::see::{see, SEE_VALUE};
use super::stats::stat;
#[cfg(feature = "stats")]
use super::stats::SearchStats;
use super::tt::{Bound, TranspositionTable, TtHit};
use super::turns::Turns;
use crate::chess::{Move, PieceKind, Position, Undo};
use crate::eval::nnue::Network;
use crate::eval::Evaluator;
use crate::score::{from_table, to_table, Score, DECISIVE, MATE, MATE_BOUND, MAX_PLY};
use arrayvec::ArrayVec;
use stack::Ply;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// What all threads of one search share.
#[derive(Copy, Clone)]
pub struct Shared<'a> {
    /// The transposition table.
    pub table: &'a TranspositionTable,
    /// Stop and ponder flags and the clock.
    pub control: &'a SearchControl,
    /// Nodes of all threads, published every few thousand nodes.
    pub nodes: &'a AtomicU64,
    /// Where the main thread publishes its best move so far (`None`: nobody reads it).
    pub progress: Option<&'a Progress>,
    /// The helpers' turns on the cores (`None`: every thread searches all the time).
    pub turns: Option<&'a Turns>,
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
    /// The search stack: one record per ply of the current path.
    stack: Vec<Ply>,
    /// The line that last raised alpha at the root in the current iteration (or failed high): a
    /// move proven best so far at this depth, worth playing if time runs out before the iteration
    /// ends.
    root_best: Option<Line>,
    /// The index in `keys` of the position after the latest null move on the search path (0 when
    /// there is none): a position cannot repeat one from before a null move.
    null_floor: usize,
    /// Nodes spent below each root move in this search, by the move's from and to squares.
    root_move_nodes: Vec<u64>,
    /// What a draw costs the root side, in centipawns.
    contempt: Score,
    /// The tablebases to probe in the search, if any.
    tablebases: Option<crate::syzygy::Probing>,
    /// The root's tablebase score, shown in place of search scores that are no mate.
    root_tablebase_score: Option<Score>,
    /// Whether the first iteration of this search has finished (until it has, a stop or a
    /// limit waits for it: see [`Searcher::check_stop`]).
    first_iteration_done: bool,
    /// When the main thread first found a hard limit reached, on the search clock.
    limit_reached_at: Option<Duration>,
    stopped: bool,
}

const INFINITY: Score = MATE + 1;

/// Nodes between two looks at the stop flag and the limits (see [`Searcher::check_stop`]).
const STOP_CHECK_INTERVAL: u64 = 1024;

/// What undoing a null move needs: the position's undo and the null floor before it.
struct NullUndo {
    undo: Undo,
    outer_null_floor: usize,
}

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
        let SearchMemory { mut ordering, correction, evaluator } = memory;
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
            evaluator,
            #[cfg(feature = "stats")]
            stats: SearchStats::default(),
            stack: vec![Ply::empty(-INFINITY); MAX_PLY + 2],
            root_best: None,
            null_floor: 0,
            root_move_nodes: vec![0; 64 * 64],
            contempt: 0,
            tablebases: None,
            root_tablebase_score: None,
            first_iteration_done: false,
            limit_reached_at: None,
            stopped: false,
        }
    }

    /// Runs `work` with a searcher of one thread on its own: a stop flag no one sets and a node
    /// count of its own, on `table`. The one set-up of every tool and test that searches one
    /// position at a time (bench, stats, datagen, relabel).
    pub fn alone<R>(
        pos: Position,
        game_keys: &[u64],
        table: &TranspositionTable,
        work: impl FnOnce(&mut Searcher) -> R,
    ) -> R {
        Searcher::alone_with_memory(pos, game_keys, table, SearchMemory::default(), work).0
    }

    /// As [`Searcher::alone`], starting from what an earlier search of the game learnt, and
    /// handing back what this one learnt for the next (as the engine does from move to move).
    pub fn alone_with_memory<R>(
        pos: Position,
        game_keys: &[u64],
        table: &TranspositionTable,
        memory: SearchMemory,
        work: impl FnOnce(&mut Searcher) -> R,
    ) -> (R, SearchMemory) {
        let control = SearchControl::new(false);
        let nodes = AtomicU64::new(0);
        let shared = Shared { table, control: &control, nodes: &nodes, progress: None, turns: None };
        let mut searcher = Searcher::with_memory(pos, game_keys, shared, 0, memory);
        let result = work(&mut searcher);
        (result, searcher.into_memory())
    }

    /// Evaluates with `network`.
    pub fn set_network(&mut self, network: Arc<Network>) {
        self.evaluator.use_network(network, &self.pos);
    }

    /// Restricts the root to `moves` (UCI `searchmoves`); an empty list allows every move.
    pub fn restrict_root_moves(&mut self, moves: &[Move]) {
        self.allowed_root_moves = moves.to_vec();
    }

    /// Searches the best `lines` root moves each with its own principal variation.
    pub fn set_multipv(&mut self, lines: usize) {
        self.multipv = lines.max(1);
    }

    /// Scores every draw `centipawns` below zero for the root side (and so above zero for its
    /// opponent): with contempt above 0 the search plays on rather than repeat a level position.
    pub fn set_contempt(&mut self, centipawns: Score) {
        self.contempt = centipawns;
    }

    /// The score of a draw at `ply` for the side to move there: the root side moves at even plies.
    fn draw_score(&self, ply: usize) -> Score {
        if ply.is_multiple_of(2) {
            -self.contempt
        } else {
            self.contempt
        }
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

    fn publish_nodes(&mut self) {
        self.shared.nodes.fetch_add(self.nodes - self.published_nodes, Ordering::Relaxed);
        self.published_nodes = self.nodes;
    }

    fn total_nodes(&self) -> u64 {
        self.shared.nodes.load(Ordering::Relaxed) + self.nodes - self.published_nodes
    }

    /// Publishes the node count; call once the search has returned.
    pub fn finish(&mut self) {
        self.publish_nodes();
    }

    /// What this search learnt, for the next search of the game.
    pub fn into_memory(self) -> SearchMemory {
        SearchMemory { ordering: self.ordering, correction: self.correction, evaluator: self.evaluator }
    }

    /// Every [`STOP_CHECK_INTERVAL`] nodes, at every depth (the first iteration too: quiescence in
    /// a position full of captures can take seconds at depth 1): publish the node count and look
    /// at the stop flag and the limits.
    ///
    /// The rule: at the 0.5 to 2 M nodes a second of one thread here, 1024 nodes are 0.5 to 2 ms,
    /// so `stop`, `quit`, the end of input and every time and node limit take effect within a few
    /// milliseconds; the check itself (two relaxed atomics and one clock read per 1024 nodes) costs
    /// no measurable nps. One exception: the main thread finishes its first iteration before it
    /// obeys (that takes well under a millisecond in nearly every position, and the move sent is
    /// then a searched one), unless that iteration runs past the stop or limit by the limits'
    /// first-iteration grace; then it plays the best move proven so far (see [`Searcher::run`]).
    /// Helpers obey their stop at once.
    fn check_stop(&mut self) {
        if !self.nodes.is_multiple_of(STOP_CHECK_INTERVAL) {
            return;
        }
        self.publish_nodes();
        let control = self.shared.control;
        if !self.is_main() {
            // A helper that has to wait for its next turn and sees the search end meanwhile stops.
            let turn_kept = || self.shared.turns.is_none_or(Turns::pass);
            self.stopped |= control.is_stopped() || !turn_kept();
            return;
        }
        let elapsed = control.elapsed();
        if self.limit_reached_at.is_none()
            && !control.is_pondering()
            && self.limits.hard_reached(elapsed, self.total_nodes())
        {
            self.limit_reached_at = Some(elapsed);
        }
        let asked = [control.stop_asked_at().filter(|_| control.is_stopped()), self.limit_reached_at];
        let Some(asked) = asked.into_iter().flatten().min() else { return };
        if self.first_iteration_done || !self.limits.first_iteration_may_go_on(asked, elapsed) {
            self.stopped = true;
        }
    }

    /// Draw by the fifty-move rule, insufficient material, or repetition: twofold when the earlier
    /// position lies on the search path (the root included), threefold counting the game before it.
    /// A position before a null move on the path does not count: the null move is not a real move.
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
        let earliest = current.saturating_sub(pos.halfmove_clock() as usize).max(self.null_floor);
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
        self.stack[ply].played = Slot::of(&self.pos, mv);
        let changes = self.evaluator.before_move(&self.pos, mv);
        let undo = self.pos.make_move(mv);
        self.evaluator.after_move(&changes, &self.pos);
        self.keys.push(self.pos.key());
        self.nodes += 1;
        undo
    }

    fn unmake(&mut self, mv: Move, undo: Undo) {
        self.keys.pop();
        self.evaluator.undo();
        self.pos.unmake_move(mv, undo);
    }

    /// Passes the turn at `ply` (a null move); no position before it can be repeated after it.
    fn make_null(&mut self, ply: usize) -> NullUndo {
        self.stack[ply].played = None;
        let undo = self.pos.make_null_move();
        self.evaluator.after_null();
        self.keys.push(self.pos.key());
        self.nodes += 1;
        let outer_null_floor = std::mem::replace(&mut self.null_floor, self.keys.len() - 1);
        NullUndo { undo, outer_null_floor }
    }

    fn unmake_null(&mut self, null: NullUndo) {
        self.null_floor = null.outer_null_floor;
        self.keys.pop();
        self.evaluator.undo();
        self.pos.unmake_null_move(null.undo);
    }

    /// The legal moves here (only captures and promotions if `noisy_only`), written into the
    /// list kept for `ply`; the caller gives the list back to `stack[ply].moves` when done with it.
    fn take_moves(&mut self, ply: usize, noisy_only: bool) -> Vec<ScoredMove> {
        let mut moves = std::mem::take(&mut self.stack[ply].moves);
        moves.clear();
        if noisy_only {
            self.pos.generate::<true, false>(&mut moves);
        } else {
            self.pos.generate::<true, true>(&mut moves);
        }
        moves
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

/// Where a root move keeps its node count: from and to squares (a promotion shares its square pair
/// with the other promotions, which is harmless for a share of nodes).
fn root_move_index(mv: Move) -> usize {
    mv.from().index() * 64 + mv.to().index()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays `moves` (UCI) on the searcher's path, a null move for each "0000".
    fn walk(searcher: &mut Searcher, moves: &[&str]) {
        for (ply, name) in moves.iter().enumerate() {
            if *name == "0000" {
                let _ = searcher.make_null(ply);
            } else {
                let mv = searcher.pos.parse_uci_move(name, false).expect("legal");
                searcher.make(mv, ply);
            }
        }
    }

    /// What a test's searchers share: a small table, a control that never stops, a node count.
    pub(super) struct Fixture {
        table: TranspositionTable,
        control: SearchControl,
        nodes: AtomicU64,
    }

    impl Fixture {
        pub(super) fn new() -> Fixture {
            Fixture {
                table: TranspositionTable::new(1).unwrap(),
                control: SearchControl::new(false),
                nodes: AtomicU64::new(0),
            }
        }

        pub(super) fn shared(&self) -> Shared<'_> {
            Shared { table: &self.table, control: &self.control, nodes: &self.nodes, progress: None, turns: None }
        }
    }

    #[test]
    fn repetition_on_the_path_is_a_draw_but_not_across_a_null_move() {
        let fixture = Fixture::new();
        let shared = fixture.shared();
        let pos = Position::from_fen("1k6/8/8/q7/8/8/7K/8 b - - 0 1").unwrap();

        // Four real moves back to the same position: a twofold repetition inside the tree.
        let mut searcher = Searcher::new(pos, &[], shared, 0);
        walk(&mut searcher, &["b8c8", "h2g3", "c8b8", "g3h2"]);
        assert!(searcher.is_draw());

        // The same king walk with the turn passed instead of white's moves never repeats a real
        // position: the null moves are not moves of the game.
        let mut searcher = Searcher::new(pos, &[], shared, 0);
        walk(&mut searcher, &["b8c8", "0000", "c8b8", "0000"]);
        assert_eq!(searcher.pos.key(), searcher.keys[searcher.root_index], "the walk returns to the root");
        assert!(!searcher.is_draw());
    }

    #[test]
    fn a_failed_aspiration_window_still_shows_a_move() {
        // Bound lines are shown from a second into the search on: this clock started long ago.
        let long_ago = std::time::Instant::now().checked_sub(Duration::from_secs(2)).expect("uptime");
        let control = SearchControl::started_at(long_ago, false);
        let (table, nodes) = (TranspositionTable::new(16).unwrap(), AtomicU64::new(0));
        let shared = Shared { table: &table, control: &control, nodes: &nodes, progress: None, turns: None };
        // Issue 78's position, where the window fails low within a few iterations.
        let pos = Position::from_fen("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PP3PPP/R4RK1 w - - 0 1").unwrap();
        let mut searcher = Searcher::new(pos, &[], shared, 0);
        let mut lines = Vec::new();
        searcher.run(Limits::depth(12), |line| lines.push(line.clone()));
        assert!(lines.iter().any(|line| line.bound == Some(Bound::Upper)), "no window failed low");
        for line in &lines {
            assert!(!line.pv.is_empty(), "depth {} ({:?}) shows no move", line.depth, line.bound);
        }
    }

    #[test]
    fn contempt_makes_a_draw_cost_the_root_side() {
        let fixture = Fixture::new();
        // Every move leaves king and knight against king (or king against king): a dead draw.
        for (contempt, side) in [(0, "w"), (15, "w"), (40, "w"), (15, "b")] {
            let pos = Position::from_fen(&format!("8/8/8/3k4/8/8/2Kn4/8 {side} - - 0 1")).unwrap();
            fixture.table.clear();
            let mut searcher = Searcher::new(pos, &[], fixture.shared(), 0);
            searcher.set_contempt(contempt);
            let result = searcher.run(Limits::depth(4), |_| {}).expect("there are legal moves");
            assert_eq!(result.score, -contempt, "contempt {contempt}, {side} to move");
        }
    }
}
