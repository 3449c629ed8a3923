//! What the outside world can tell a running search: stop now, or the ponder move was played.
//!
//! One `SearchControl` is shared by every thread of a search. Its clock starts when the `go`
//! arrives and keeps running through a ponder search: as in Stockfish, the time spent pondering
//! counts as thinking time, so a search that has already thought as long as its allowance when
//! `ponderhit` comes stops at once (see [`SearchControl::stop_on_ponderhit`]), and one that has
//! not goes on for what is left of it. The time limits are computed from the clock the GUI sent
//! with `go ponder`, which does not run while the engine ponders: counting from the `go` keeps
//! every limit inside the real clock.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Stop and ponder flags with the search clock.
#[derive(Debug)]
pub struct SearchControl {
    stop: AtomicBool,
    pondering: AtomicBool,
    /// Set by a pondering search that would already have stopped were it not pondering.
    stop_on_ponderhit: AtomicBool,
    started: Instant,
    /// Microseconds after `started` at which the first stop was asked for (`u64::MAX`: none yet).
    stop_asked: AtomicU64,
}

impl SearchControl {
    /// A control for a search starting now; `pondering` suspends time limits until `ponderhit`.
    pub fn new(pondering: bool) -> SearchControl {
        SearchControl::started_at(Instant::now(), pondering)
    }

    /// A control whose clock started at `started` (when the `go` arrived).
    pub fn started_at(started: Instant, pondering: bool) -> SearchControl {
        SearchControl {
            stop: AtomicBool::new(false),
            pondering: AtomicBool::new(pondering),
            stop_on_ponderhit: AtomicBool::new(false),
            started,
            stop_asked: AtomicU64::new(u64::MAX),
        }
    }

    /// Asks every search thread to stop as soon as it can.
    pub fn stop(&self) {
        let now = self.elapsed().as_micros().min(u128::from(u64::MAX - 1)) as u64;
        let _ = self.stop_asked.compare_exchange(u64::MAX, now, Ordering::Relaxed, Ordering::Relaxed);
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether a stop was asked for.
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// How long after the start of the clock the first stop was asked for, if one was.
    pub fn stop_asked_at(&self) -> Option<Duration> {
        let micros = self.stop_asked.load(Ordering::Relaxed);
        (micros != u64::MAX).then(|| Duration::from_micros(micros))
    }

    /// The opponent played the move we pondered on: the time limits apply from now on, and a
    /// search that has already used its allowance stops.
    pub fn ponderhit(&self) {
        self.pondering.store(false, Ordering::Release);
        if self.stop_on_ponderhit.load(Ordering::Acquire) {
            self.stop();
        }
    }

    /// Said by a pondering search whose time would be up were it not pondering: `ponderhit`
    /// will stop it at once.
    pub fn stop_on_ponderhit(&self) {
        self.stop_on_ponderhit.store(true, Ordering::Release);
        // A `ponderhit` that came between the search's look at the flag and now must not be lost.
        if !self.is_pondering() {
            self.stop();
        }
    }

    /// Whether the search is pondering (no time limit applies).
    pub fn is_pondering(&self) -> bool {
        self.pondering.load(Ordering::Acquire)
    }

    /// Time since the search clock started.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ponderhit_stops_a_search_that_has_had_its_time_and_only_that() {
        let control = SearchControl::new(true);
        control.ponderhit();
        assert!(!control.is_stopped() && !control.is_pondering());

        let control = SearchControl::new(true);
        control.stop_on_ponderhit();
        assert!(!control.is_stopped(), "pondering goes on until the GUI says");
        control.ponderhit();
        assert!(control.is_stopped());
    }

    #[test]
    fn the_first_stop_is_remembered() {
        let control = SearchControl::new(false);
        assert_eq!(control.stop_asked_at(), None);
        control.stop();
        let first = control.stop_asked_at().expect("asked");
        std::thread::sleep(Duration::from_millis(2));
        control.stop();
        assert_eq!(control.stop_asked_at(), Some(first));
    }
}
