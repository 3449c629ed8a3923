//! Running a search in the background: the main search thread, its Lazy SMP helpers, and the
//! hand-over of the best move.

use crate::chess::{Move, Position};
use crate::eval::nnue::Network;
use crate::random::SplitMix64;
use crate::search::control::SearchControl;
use crate::search::limits::Limits;
use crate::search::memory::SearchMemory;
use crate::search::searcher::{fallback_move, root_moves, LineReport, SearchResult, Searcher, Shared};
use crate::search::strength::Strength;
use crate::search::tt::TranspositionTable;
use crate::syzygy::Probing;
use crate::tools::perft_command;
use std::io::Write;
use std::sync::atomic::AtomicU64;
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
    /// Something went wrong that the search survived (a thread that could not start), for the
    /// user to read.
    fn warning(&self, _text: &str) {}
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
    /// The evaluation network, or `None` for the classical evaluation.
    pub network: Option<Arc<Network>>,
    /// The Syzygy tables and how to probe them, if any.
    pub tablebases: Option<Probing>,
    /// The level to play at with the seed of its choice, or `None` at full strength.
    pub strength: Option<(Strength, u64)>,
    /// Keep the best move until `stop` even if the search ends first (`go infinite`).
    pub hold_best_move: bool,
    pub ponder: bool,
}

/// A search (or perft) thread and the means to stop it.
pub(super) struct RunningSearch {
    control: Arc<SearchControl>,
    /// `None` when the thread could not start and the answer was given at once.
    handle: Option<JoinHandle<()>>,
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
        table.new_search();
        let fallback = fallback_result(&setup, &table);
        let spawned = {
            let (control, listener) = (Arc::clone(&control), Arc::clone(&listener));
            let fallback = fallback.clone();
            thread::Builder::new().name("search-main".into()).stack_size(STACK_BYTES).spawn(move || {
                // A panicked search leaves its lock poisoned; the tables inside are still usable.
                let mut memories = memories.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                let searched = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    search(&setup, &table, &control, &mut memories, listener.as_ref())
                }));
                drop(memories);
                let (result, sent) = searched.unwrap_or_else(|_| {
                    listener.warning("the search failed; playing the first move found");
                    (fallback, false)
                });
                if !sent {
                    // Under `go infinite` or while pondering, the best move waits for the GUI.
                    while may_hold(&setup, &control) {
                        thread::sleep(Duration::from_millis(1));
                    }
                    listener.done(result.as_ref());
                }
            })
        };
        let handle = match spawned {
            Ok(handle) => Some(handle),
            Err(error) => {
                listener.warning(&format!("cannot start the search thread ({error}); playing at once"));
                listener.done(fallback.as_ref());
                None
            }
        };
        RunningSearch { control, handle }
    }

    /// Counts the leaves of `pos` `depth` plies deep in the background (UCI `go perft`), writing
    /// what [`perft_command::run`] writes to `out`; `stop` ends the count at once.
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
                let counted = perft_command::run(&mut out, &pos, depth, true, chess960, threads, hash_mb, &stop);
                let _ = match counted {
                    Ok(Some(_)) => Ok(()),
                    Ok(None) => writeln!(out, "perft stopped"),
                    Err(error) => writeln!(out, "perft failed: {error}"),
                };
            })
        };
        let handle = spawned.map_err(|error| eprintln!("cannot start the perft thread: {error}")).ok();
        RunningSearch { control, handle }
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
        if self.handle.is_some_and(|handle| handle.join().is_err()) {
            eprintln!("the search thread panicked");
        }
    }
}

/// The answer of a search that could not run: the table's move if it is one of the root moves
/// allowed, else the first of them (`None` when there is no legal move).
fn fallback_result(setup: &SearchSetup, table: &TranspositionTable) -> Option<SearchResult> {
    let best = fallback_move(&setup.pos, &root_moves(&setup.pos, &setup.search_moves), table)?;
    Some(SearchResult { best, ponder: None, score: 0, depth: 0, others: Vec::new() })
}

/// Stops the helper threads when dropped, so that a main search that panics does not leave them
/// running (the thread scope waits for them before it passes the panic on).
struct StopOnDrop<'a>(&'a SearchControl);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

/// Runs the main searcher with `setup.threads - 1` helpers beside it; stops the helpers when the
/// main thread is done and returns its result, with whether it was already sent to `listener`
/// (as it is at once unless the move is to be held). Thread `i` starts from `memories[i]` (fresh tables
/// where there is none) and leaves what it learnt there.
fn search(
    setup: &SearchSetup,
    table: &TranspositionTable,
    control: &SearchControl,
    memories: &mut Vec<SearchMemory>,
    listener: &dyn SearchListener,
) -> (Option<SearchResult>, bool) {
    let nodes = AtomicU64::new(0);
    let helpers_stop = SearchControl::new(false);
    let shared = Shared { table, control, nodes: &nodes };
    let helper_shared = Shared { control: &helpers_stop, ..shared };
    let mut learnt = std::mem::take(memories);
    learnt.resize_with(setup.threads, SearchMemory::default);
    let mut learnt = learnt.into_iter();
    // In a tablebase position the root searches only the moves that keep its result best (the
    // DTZ probe is not safe beside others: it runs here, before the helpers start).
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
    let mut prepare = |shared, thread| {
        let memory = learnt.next().unwrap_or_default();
        let mut searcher = Searcher::with_memory(setup.pos, &setup.history, shared, thread, memory);
        searcher.restrict_root_moves(&search_moves);
        searcher.set_tablebases(setup.tablebases.clone());
        searcher.set_root_tablebase_score(root_score);
        searcher.set_contempt(setup.contempt);
        searcher.set_network(setup.network.clone());
        searcher
    };
    thread::scope(|scope| {
        let _stop_helpers = StopOnDrop(&helpers_stop);
        let mut main = prepare(shared, 0);
        let mut helpers = Vec::new();
        for thread in 1..setup.threads {
            let mut helper = prepare(helper_shared, thread);
            let limits = Limits { depth: setup.limits.depth, ..Limits::default() };
            let spawned = thread::Builder::new().name(format!("search-{thread}")).stack_size(STACK_BYTES).spawn_scoped(
                scope,
                move || {
                    helper.run(limits, |_| {});
                    helper.finish();
                    helper.into_memory()
                },
            );
            match spawned {
                Ok(handle) => helpers.push(handle),
                Err(error) => {
                    listener
                        .warning(&format!("cannot start search thread {thread} ({error}); searching with {thread}"));
                    break;
                }
            }
        }
        main.set_multipv(setup.multipv);
        let mut result = main.run(setup.limits.clone(), |line| listener.line(line));
        if let (Some((level, seed)), Some(searched)) = (setup.strength, &result) {
            result = Some(level.choose(searched, &mut SplitMix64::new(seed)));
        }
        main.finish();
        helpers_stop.stop();
        // The move goes out before the helpers are joined: on a loaded machine a helper may take
        // a while to see its stop, and that time would come off the clock.
        let sent = !may_hold(setup, control);
        if sent {
            listener.done(result.as_ref());
        }
        memories.push(main.into_memory());
        memories.extend(helpers.into_iter().map(|helper| helper.join().unwrap_or_default()));
        (result, sent)
    })
}

/// Whether a finished search must keep its best move for now: under `go infinite`, or while
/// pondering, until `stop` (or `ponderhit`).
fn may_hold(setup: &SearchSetup, control: &SearchControl) -> bool {
    (setup.hold_best_move || control.is_pondering()) && !control.is_stopped()
}
