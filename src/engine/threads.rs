//! Running a search in the background: the main search thread, its Lazy SMP helpers, and the
//! hand-over of the best move.

use crate::chess::{Move, Position};
use crate::search::control::SearchControl;
use crate::search::limits::Limits;
use crate::search::memory::SearchMemory;
use crate::search::searcher::{LineReport, SearchResult, Searcher, Shared};
use crate::search::tt::TranspositionTable;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// Hears what a search finds; implemented by each protocol to print it its own way.
pub trait SearchListener: Send + Sync {
    /// A principal variation of the main thread.
    fn line(&self, line: &LineReport);
    /// A move from the opening book is about to be sent as the best move.
    fn book_move(&self, _mv: Move) {}
    /// A `searchmoves` entry that is not a legal move here, so the search ignores it. Heard
    /// before the search starts, so before any line or best move.
    fn ignored_search_move(&self, _text: &str) {}
    /// The search is over: the best move, or `None` when there is no legal move.
    fn done(&self, result: Option<&SearchResult>);
}

/// Everything a search needs, copied out of the engine.
pub(super) struct SearchSetup {
    pub pos: Position,
    pub history: Vec<u64>,
    pub limits: Limits,
    pub search_moves: Vec<Move>,
    pub multipv: usize,
    pub threads: usize,
    /// Centipawns a draw costs the side to move at the root.
    pub contempt: i32,
    /// Keep the best move until `stop` even if the search ends first (`go infinite`).
    pub hold_best_move: bool,
    pub ponder: bool,
}

/// A search thread and the means to stop it.
pub(super) struct RunningSearch {
    control: Arc<SearchControl>,
    finished: Arc<AtomicBool>,
    handle: JoinHandle<()>,
}

/// Search threads recurse deeply with move lists on the stack.
const STACK_BYTES: usize = 64 << 20;

impl RunningSearch {
    /// Starts the search of `setup` on `table`, each thread starting from its entry of `memories`
    /// (what the threads of the last search learnt) and leaving there what it learns.
    pub fn start(
        setup: SearchSetup,
        table: Arc<TranspositionTable>,
        memories: Arc<Mutex<Vec<SearchMemory>>>,
        listener: Arc<dyn SearchListener>,
    ) -> RunningSearch {
        let control = Arc::new(SearchControl::new(setup.ponder));
        let finished = Arc::new(AtomicBool::new(false));
        table.new_search();
        let handle = {
            let (control, finished) = (Arc::clone(&control), Arc::clone(&finished));
            thread::Builder::new()
                .name("search-main".into())
                .stack_size(STACK_BYTES)
                .spawn(move || {
                    // A panicked search leaves its lock poisoned; the tables inside are still usable.
                    let mut memories = memories.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                    let result = search(&setup, &table, &control, &mut memories, listener.as_ref());
                    drop(memories);
                    // Under `go infinite` or while pondering, the best move waits for the GUI.
                    while (setup.hold_best_move || control.is_pondering()) && !control.is_stopped() {
                        thread::sleep(Duration::from_millis(1));
                    }
                    listener.done(result.as_ref());
                    finished.store(true, Ordering::Release);
                })
                .expect("the search thread starts")
        };
        RunningSearch { control, finished, handle }
    }

    /// Whether the best move has not been sent yet.
    pub fn is_running(&self) -> bool {
        !self.finished.load(Ordering::Acquire)
    }

    /// Passes `ponderhit` on.
    pub fn ponderhit(&self) {
        self.control.ponderhit();
    }

    /// Stops the search and waits for its best move to be sent.
    pub fn stop_and_wait(self) {
        self.control.stop();
        self.wait();
    }

    /// Waits for the search to end by itself.
    pub fn wait(self) {
        if self.handle.join().is_err() {
            eprintln!("the search thread panicked");
        }
    }
}

/// Runs the main searcher with `setup.threads - 1` helpers beside it; stops the helpers when the
/// main thread is done and returns its result. Thread `i` starts from `memories[i]` (fresh tables
/// where there is none) and leaves what it learnt there.
fn search(
    setup: &SearchSetup,
    table: &TranspositionTable,
    control: &SearchControl,
    memories: &mut Vec<SearchMemory>,
    listener: &dyn SearchListener,
) -> Option<SearchResult> {
    let nodes = AtomicU64::new(0);
    let helpers_stop = SearchControl::new(false);
    let shared = Shared { table, control, nodes: &nodes };
    let helper_shared = Shared { control: &helpers_stop, ..shared };
    let mut learnt = std::mem::take(memories);
    learnt.resize_with(setup.threads, SearchMemory::default);
    let mut learnt = learnt.into_iter();
    let mut prepare = |shared, thread| {
        let memory = learnt.next().unwrap_or_default();
        let mut searcher = Searcher::with_memory(setup.pos, &setup.history, shared, thread, memory);
        searcher.restrict_root_moves(&setup.search_moves);
        searcher.set_contempt(setup.contempt);
        searcher
    };
    thread::scope(|scope| {
        let mut main = prepare(shared, 0);
        let helpers: Vec<_> = (1..setup.threads)
            .map(|thread| {
                let mut helper = prepare(helper_shared, thread);
                let limits = Limits { depth: setup.limits.depth, ..Limits::default() };
                thread::Builder::new()
                    .name(format!("search-{thread}"))
                    .stack_size(STACK_BYTES)
                    .spawn_scoped(scope, move || {
                        helper.run(limits, |_| {});
                        helper.finish();
                        helper.into_memory()
                    })
                    .expect("a helper thread starts")
            })
            .collect();
        main.set_multipv(setup.multipv);
        let result = main.run(setup.limits.clone(), |line| listener.line(line));
        main.finish();
        helpers_stop.stop();
        memories.push(main.into_memory());
        memories.extend(helpers.into_iter().map(|helper| helper.join().unwrap_or_default()));
        result
    })
}
