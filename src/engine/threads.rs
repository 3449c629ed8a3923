//! Running a search in the background: a thread that keeps the clock and answers the GUI, the
//! pool's main search thread and its Lazy SMP helpers, and the hand-over of the best move.
//!
//! The main thread starts at once, from the `go`. The answering thread sleeps until the hard time
//! limit, the main thread's end, a `stop` or a `ponderhit` wakes it (in steps of a millisecond
//! only while it must look often). The main thread normally ends its search itself and sends its
//! move at once; when it is late (more threads than cores: it may wait long for its turn on a
//! core), the answering thread stops the search and answers with what the main thread has
//! published ([`Progress`]), so that every time limit is kept. Helpers start once the main thread has finished its first iteration, so
//! that this iteration, which decides the move of a search stopped early, has the cores to itself.

use super::pool::ThreadPool;
use crate::chess::perft_run;
use crate::chess::{Move, Position};
use crate::eval::nnue::Network;
use crate::random::SplitMix64;
use crate::score::Score;
use crate::search::control::SearchControl;
use crate::search::limits::Limits;
use crate::search::progress::{CurrentMove, Progress};
use crate::search::report::{LineReport, SearchResult};
use crate::search::searcher::{quick_move, Searcher, Shared};
use crate::search::strength::Strength;
use crate::search::tt::TranspositionTable;
use crate::search::turns::Turns;
use crate::syzygy::Probing;
use std::io::Write;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// Hears what a search finds; implemented by each protocol to print it its own way.
pub trait SearchListener: Send + Sync {
    /// A principal variation of the main thread.
    fn line(&self, line: &LineReport);
    /// A move from the opening book is about to be sent as the best move.
    fn book_move(&self, _mv: Move) {}
    /// A `searchmoves` entry that is not a legal move here, so the search ignores it. Heard
    /// before the search starts, so before any line or best move.
    fn ignored_search_move(&self, _text: &str) {}
    /// The root move being searched, told from a few seconds into a search on.
    fn current_move(&self, _current: &CurrentMove) {}
    /// The search is over: the best move, or `None` when there is no legal move.
    fn done(&self, result: Option<&SearchResult>);
    /// Something went wrong that the search survived (a thread that could not start), for the
    /// user to read.
    fn warning(&self, _text: &str) {}
}

/// Everything a search needs, copied out of the engine.
#[derive(Clone)]
pub(super) struct SearchSetup {
    pub pos: Position,
    pub history: Vec<u64>,
    pub limits: Limits,
    pub search_moves: Vec<Move>,
    pub multipv: usize,
    /// How many threads of the pool search (the first of them is the main thread).
    pub threads: usize,
    /// Centipawns a draw costs the side to move at the root.
    pub contempt: i32,
    /// The evaluation network.
    pub network: Arc<Network>,
    /// The Syzygy tables and how to probe them, if any.
    pub tablebases: Option<Probing>,
    /// The level to play at with the seed of its choice, or `None` at full strength.
    pub strength: Option<(Strength, u64)>,
    /// Keep the best move until `stop` even if the search ends first (`go infinite`).
    pub hold_best_move: bool,
    pub ponder: bool,
}

/// A search (or perft) and the means to stop it.
pub(super) struct RunningSearch {
    control: Arc<SearchControl>,
    /// The search, to wake its answering thread (`None` for a perft).
    job: Option<Arc<Job>>,
    /// `None` when the thread could not start and the answer was given at once.
    handle: Option<JoinHandle<()>>,
}

/// How often the answering thread looks at the clock while it must (before the helpers start,
/// while the search is told to stop); otherwise it sleeps until the hard limit, the main thread's
/// end, a `stop` or a `ponderhit` wakes it.
const WATCH_INTERVAL: Duration = Duration::from_millis(1);

/// How often the answering thread looks for the root move searched, from [`CURRENT_MOVE_AFTER`] on.
const CURRENT_MOVE_INTERVAL: Duration = Duration::from_millis(100);

/// How long the answering thread waits, once the search is told to stop, for the main thread to
/// end it before answering from the published progress instead.
const MAIN_THREAD_PATIENCE: Duration = Duration::from_millis(10);

/// From this long into a search on, the root move searched is reported (`currmove`).
const CURRENT_MOVE_AFTER: Duration = Duration::from_secs(3);

impl RunningSearch {
    /// Starts the search of `setup` on `table` with the threads of `pool` (each starting from
    /// what it learnt in the searches before), its clock running from `received` (when the `go`
    /// arrived). `listener` hears the lines and, exactly once, the best move.
    pub fn start(
        setup: SearchSetup,
        pool: Arc<ThreadPool>,
        table: Arc<TranspositionTable>,
        listener: Arc<dyn SearchListener>,
        received: Instant,
    ) -> RunningSearch {
        let control = Arc::new(SearchControl::started_at(received, setup.ponder));
        table.new_search();
        let answer = Arc::new(Answer { listener, given: Mutex::new(false) });
        let job = Arc::new(Job::new(setup, table, Arc::clone(&control)));
        // The main thread starts from here, without waiting for the answering thread.
        {
            let (job, answer) = (Arc::clone(&job), Arc::clone(&answer));
            pool.start(
                0,
                Box::new(move |memory| {
                    let _done = MainDone(&job);
                    job.search_main(&answer, memory)
                }),
            );
        }
        let spawned = {
            let (job, answer, pool) = (Arc::clone(&job), Arc::clone(&answer), Arc::clone(&pool));
            thread::Builder::new().name("search-clock".into()).spawn(move || watch(&job, &pool, &answer))
        };
        let handle = match spawned {
            Ok(handle) => Some(handle),
            Err(error) => {
                // Nobody keeps the clock: the search plays its first iteration's move.
                answer.warning(&format!("cannot start the search clock ({error}); playing at once"));
                control.stop();
                pool.wait();
                answer.give(best_so_far(&job).as_ref());
                None
            }
        };
        RunningSearch { control, job: Some(job), handle }
    }

    /// Counts the leaves of `pos` `depth` plies deep in the background (UCI `go perft`), writing
    /// what [`perft_run::run`] writes to `out`; `stop` ends the count at once.
    pub fn perft(
        pos: Position,
        depth: u32,
        chess960: bool,
        (threads, hash_mb): (usize, usize),
        mut out: Box<dyn Write + Send>,
    ) -> RunningSearch {
        let control = Arc::new(SearchControl::new(false));
        let spawned = {
            let control = Arc::clone(&control);
            thread::Builder::new().name("perft".into()).spawn(move || {
                let stop = || control.is_stopped();
                let counted = perft_run::run(&mut out, &pos, depth, true, chess960, threads, hash_mb, &stop);
                let _ = match counted {
                    Ok(Some(_)) => Ok(()),
                    Ok(None) => writeln!(out, "perft stopped"),
                    Err(error) => writeln!(out, "perft failed: {error}"),
                };
            })
        };
        let handle = spawned.map_err(|error| eprintln!("cannot start the perft thread: {error}")).ok();
        RunningSearch { control, job: None, handle }
    }

    /// Passes `ponderhit` on.
    pub fn ponderhit(&self) {
        self.control.ponderhit();
        self.wake();
    }

    /// Stops the search and waits for its best move to be sent.
    pub fn stop_and_wait(self) {
        self.control.stop();
        self.wake();
        self.wait();
    }

    fn wake(&self) {
        if let Some(job) = &self.job {
            job.wake();
        }
    }

    /// Waits for the search to end by itself.
    pub fn wait(self) {
        if self.handle.is_some_and(|handle| handle.join().is_err()) {
            eprintln!("the search thread panicked");
        }
    }
}

/// The listener of one search as the answering thread and the main thread share it: the best
/// move is given once, and no line follows it (a late main thread may still finish a line).
struct Answer {
    listener: Arc<dyn SearchListener>,
    /// Whether the best move was given.
    given: Mutex<bool>,
}

impl Answer {
    fn lock(&self) -> std::sync::MutexGuard<'_, bool> {
        self.given.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn line(&self, line: &LineReport) {
        let given = self.lock();
        if !*given {
            self.listener.line(line);
        }
    }

    fn current_move(&self, current: &CurrentMove) {
        let given = self.lock();
        if !*given {
            self.listener.current_move(current);
        }
    }

    fn warning(&self, text: &str) {
        self.listener.warning(text);
    }

    fn give(&self, result: Option<&SearchResult>) {
        let mut given = self.lock();
        if !*given {
            *given = true;
            self.listener.done(result);
        }
    }
}

/// One search as the threads of the pool share it.
struct Job {
    setup: SearchSetup,
    /// The root moves to search: the `searchmoves`, narrowed to the best by the tablebases.
    search_moves: Vec<Move>,
    /// The root's tablebase score, if the tables know the root.
    root_score: Option<Score>,
    table: Arc<TranspositionTable>,
    /// The search's control: the GUI's stop and ponderhit, and the clock.
    control: Arc<SearchControl>,
    /// The helpers' stop, given when the main thread is done.
    helpers_stop: SearchControl,
    nodes: AtomicU64,
    progress: Progress,
    /// The helpers' turns on the cores.
    turns: Turns,
    /// The main thread's result once it has finished (`Some(None)`: no legal move).
    main_result: Mutex<Option<Option<SearchResult>>>,
    /// Whether the main thread's task has ended (also when it panicked).
    main_done: std::sync::atomic::AtomicBool,
    /// Wakes the answering thread: set by the main thread's end, `stop` and `ponderhit`.
    woken: Mutex<bool>,
    wakeup: std::sync::Condvar,
}

/// Marks the main thread's task ended when dropped, however it ends, and wakes the answering
/// thread.
struct MainDone<'a>(&'a Job);

impl Drop for MainDone<'_> {
    fn drop(&mut self) {
        self.0.main_done.store(true, std::sync::atomic::Ordering::Release);
        self.0.wake();
    }
}

impl Job {
    fn new(setup: SearchSetup, table: Arc<TranspositionTable>, control: Arc<SearchControl>) -> Job {
        // In a tablebase position the root searches only the moves that keep its result best (the
        // DTZ probe is not safe beside others: it runs here, before any search thread starts).
        let root_probe = setup.tablebases.as_ref().and_then(|probing| probing.root(&setup.pos));
        let (search_moves, root_score) = match root_probe {
            Some((probe, score)) => {
                let kept: Vec<Move> = probe
                    .moves
                    .into_iter()
                    .filter(|mv| setup.search_moves.is_empty() || setup.search_moves.contains(mv))
                    .collect();
                if kept.is_empty() {
                    (setup.search_moves.clone(), None)
                } else {
                    (kept, Some(score))
                }
            }
            None => (setup.search_moves.clone(), None),
        };
        Job {
            setup,
            search_moves,
            root_score,
            table,
            control,
            helpers_stop: SearchControl::new(false),
            nodes: AtomicU64::new(0),
            progress: Progress::default(),
            turns: Turns::for_this_machine(),
            main_result: Mutex::new(None),
            main_done: std::sync::atomic::AtomicBool::new(false),
            woken: Mutex::new(false),
            wakeup: std::sync::Condvar::new(),
        }
    }

    /// A searcher for thread `thread` of this job, starting from `memory`.
    fn searcher<'a>(
        &'a self,
        shared: Shared<'a>,
        thread: usize,
        memory: crate::search::memory::SearchMemory,
    ) -> Searcher<'a> {
        let mut searcher = Searcher::with_memory(self.setup.pos, &self.setup.history, shared, thread, memory);
        searcher.restrict_root_moves(&self.search_moves);
        searcher.set_tablebases(self.setup.tablebases.clone());
        searcher.set_root_tablebase_score(self.root_score);
        searcher.set_contempt(self.setup.contempt);
        searcher.set_network(self.setup.network.clone());
        searcher
    }

    /// The main thread's search: reports its lines to `answer` and leaves its result in the job.
    fn search_main(
        &self,
        answer: &Answer,
        memory: crate::search::memory::SearchMemory,
    ) -> crate::search::memory::SearchMemory {
        let shared = Shared {
            table: &self.table,
            control: &self.control,
            nodes: &self.nodes,
            progress: Some(&self.progress),
            turns: None,
        };
        let mut main = self.searcher(shared, 0, memory);
        main.set_multipv(self.setup.multipv);
        let mut result = main.run(self.setup.limits.clone(), |line| answer.line(line));
        if let (Some((level, seed)), Some(searched)) = (self.setup.strength, &result) {
            result = Some(level.choose(searched, &mut SplitMix64::new(seed)));
        }
        main.finish();
        *self.main_result.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(result.clone());
        // The move goes out from here at once (the answering thread would see it only at its next
        // look); under `go infinite` or while pondering it waits for the GUI there.
        if !self.must_hold() {
            self.stop_helpers();
            answer.give(result.as_ref());
        }
        main.into_memory()
    }

    /// A helper's search: fills the table until the helpers are stopped.
    fn search_helper(
        &self,
        thread: usize,
        memory: crate::search::memory::SearchMemory,
    ) -> crate::search::memory::SearchMemory {
        if !self.turns.begin() {
            return memory; // the search ended before this helper's first turn
        }
        let shared = Shared {
            table: &self.table,
            control: &self.helpers_stop,
            nodes: &self.nodes,
            progress: None,
            turns: Some(&self.turns),
        };
        let mut helper = self.searcher(shared, thread, memory);
        helper.run(Limits { depth: self.setup.limits.depth, ..Limits::default() }, |_| {});
        helper.finish();
        self.turns.end();
        helper.into_memory()
    }

    /// Wakes the answering thread.
    fn wake(&self) {
        *self.woken.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = true;
        self.wakeup.notify_all();
    }

    /// Sleeps the answering thread until woken or for `timeout`.
    fn sleep(&self, timeout: Duration) {
        let woken = self.woken.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let (mut woken, _) = self
            .wakeup
            .wait_timeout_while(woken, timeout, |woken| !*woken)
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        *woken = false;
    }

    fn main_done(&self) -> bool {
        self.main_done.load(std::sync::atomic::Ordering::Acquire)
    }

    /// How long the answering thread may sleep before it must look again.
    fn nap(&self, helpers_started: bool, stopping: bool) -> Duration {
        if !helpers_started || stopping {
            return WATCH_INTERVAL;
        }
        let elapsed = self.control.elapsed();
        if elapsed >= CURRENT_MOVE_AFTER {
            return CURRENT_MOVE_INTERVAL;
        }
        let mut until = CURRENT_MOVE_AFTER - elapsed;
        if let Some(hard) = self.setup.limits.hard_time.filter(|_| !self.control.is_pondering()) {
            until = until.min(hard.saturating_sub(elapsed));
        }
        if self.control.is_pondering() {
            until = until.min(CURRENT_MOVE_INTERVAL); // ponderhit wakes it, but a look costs little
        }
        until.max(WATCH_INTERVAL)
    }

    /// Ends the helpers' search, waking those that wait for a turn.
    fn stop_helpers(&self) {
        self.helpers_stop.stop();
        self.turns.close();
    }

    fn main_result(&self) -> Option<Option<SearchResult>> {
        self.main_result.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).clone()
    }

    /// Whether the clock says stop: a stop was asked for, or the hard time limit is reached.
    fn time_to_stop(&self) -> bool {
        let control = &self.control;
        control.is_stopped()
            || (!control.is_pondering() && self.setup.limits.hard_time.is_some_and(|hard| control.elapsed() >= hard))
    }

    /// Whether the best move must wait for the GUI: under `go infinite`, or while pondering,
    /// until `stop` (or `ponderhit`).
    fn must_hold(&self) -> bool {
        (self.setup.hold_best_move || self.control.is_pondering()) && !self.control.is_stopped()
    }
}

/// The answering thread: starts the helpers once the main thread has a move, watches the clock
/// and answers; returns when every thread of the search is idle again.
fn watch(job: &Arc<Job>, pool: &ThreadPool, answer: &Arc<Answer>) {
    let threads = job.setup.threads.clamp(1, pool.len());
    let mut helpers_started = threads == 1;
    let mut told_current = None;
    let mut stopping_since: Option<Instant> = None;
    let result = loop {
        if job.main_done() {
            match job.main_result() {
                Some(result) => break result,
                None => {
                    answer.warning("the search failed; playing the best move found so far");
                    break best_so_far(job);
                }
            }
        }
        if !helpers_started && job.progress.found().is_some() {
            start_helpers(job, pool, threads);
            helpers_started = true;
        }
        if job.control.elapsed() >= CURRENT_MOVE_AFTER {
            if let Some(current) = job.progress.current().filter(|current| Some(*current) != told_current) {
                answer.current_move(&current);
                told_current = Some(current);
            }
        }
        if job.time_to_stop() {
            job.control.stop();
            let since = *stopping_since.get_or_insert_with(Instant::now);
            // The main thread is late: answer with its best move so far, once it has one (or
            // once its first iteration has run far past the stop: see Limits).
            let asked = job.control.stop_asked_at().unwrap_or_default();
            let first_iteration_over = !job.setup.limits.first_iteration_may_go_on(asked, job.control.elapsed());
            if since.elapsed() >= MAIN_THREAD_PATIENCE && (job.progress.found().is_some() || first_iteration_over) {
                if let Some(found) = job.progress.found() {
                    // The main thread's last line is out of date: say where the search ended.
                    let nodes = job.nodes.load(std::sync::atomic::Ordering::Relaxed);
                    answer.line(&LineReport { nodes, elapsed: job.control.elapsed(), ..found.line });
                }
                break best_so_far(job);
            }
        }
        job.sleep(job.nap(helpers_started, stopping_since.is_some()));
    };
    job.stop_helpers();
    while job.must_hold() {
        job.sleep(CURRENT_MOVE_INTERVAL);
    }
    answer.give(result.as_ref());
    job.control.stop();
    job.stop_helpers();
    pool.wait();
}

/// Starts the helpers of the pool on `job`, up to `threads` threads in all.
fn start_helpers(job: &Arc<Job>, pool: &ThreadPool, threads: usize) {
    for thread in 1..threads {
        let job = Arc::clone(job);
        pool.start(thread, Box::new(move |memory| job.search_helper(thread, memory)));
    }
}

/// The best move the main thread has published, with its line; or, if it has none, the move
/// that looks best a ply deep (`None` only without a legal move).
fn best_so_far(job: &Job) -> Option<SearchResult> {
    if let Some(found) = job.progress.found() {
        return Some(found.result);
    }
    let setup = &job.setup;
    quick_move(&setup.pos, &setup.history, &job.search_moves, &job.table, setup.network.clone())
        .map(SearchResult::unsearched)
}
