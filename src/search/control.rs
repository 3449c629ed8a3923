//! What the outside world can tell a running search: stop now, or the ponder move was played.
//!
//! One `SearchControl` is shared by every thread of a search. The clock it keeps starts when the
//! search starts, or again at `ponderhit`: while pondering the engine's own clock is not running,
//! so time limits count from the moment the opponent played the expected move.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Stop and ponder flags with the search clock.
#[derive(Debug)]
pub struct SearchControl {
    stop: AtomicBool,
    pondering: AtomicBool,
    created: Instant,
    /// Microseconds after `created` at which the search clock started.
    clock_start: AtomicU64,
}

impl SearchControl {
    /// A control for a search starting now; `pondering` suspends time limits until `ponderhit`.
    pub fn new(pondering: bool) -> SearchControl {
        SearchControl {
            stop: AtomicBool::new(false),
            pondering: AtomicBool::new(pondering),
            created: Instant::now(),
            clock_start: AtomicU64::new(0),
        }
    }

    /// Asks every search thread to stop as soon as it can.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether a stop was asked for.
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The opponent played the move we pondered on: our clock starts now.
    pub fn ponderhit(&self) {
        let now = self.created.elapsed().as_micros() as u64;
        self.clock_start.store(now, Ordering::Relaxed);
        self.pondering.store(false, Ordering::Release);
    }

    /// Whether the search is pondering (no time limit applies).
    pub fn is_pondering(&self) -> bool {
        self.pondering.load(Ordering::Acquire)
    }

    /// Time since the search clock started.
    pub fn elapsed(&self) -> Duration {
        let start = Duration::from_micros(self.clock_start.load(Ordering::Relaxed));
        self.created.elapsed().saturating_sub(start)
    }
}
