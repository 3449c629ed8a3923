//! Turns on the cores for helper threads beyond the core count.
//!
//! With more search threads than cores (a user may set `Threads` to 256 on two cores), every
//! thread is runnable at once and the scheduler serves each in turn: a thread that wakes (the
//! one that keeps the clock) or that must see a stop (the main thread) waits behind all the
//! others, and time limits are missed by seconds. So helpers take turns instead: at most
//! `permits` of them search at a time, each passing its turn to the next waiting helper every
//! few thousand nodes; the others are parked and cost the scheduler nothing. The main thread
//! takes no turn. With no more helpers than permits nobody ever waits, and a pass costs one
//! relaxed load.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::{self, Thread};

/// A fair semaphore that hands its permits over in the order helpers asked for them.
#[derive(Debug)]
pub struct Turns {
    state: Mutex<State>,
    /// How many helpers wait for a turn (read without the lock on every pass).
    waiting: AtomicUsize,
}

#[derive(Debug)]
struct State {
    free: usize,
    queue: VecDeque<Arc<Waiter>>,
    /// Set when the search ends: nobody waits any longer.
    closed: bool,
}

#[derive(Debug)]
struct Waiter {
    thread: Thread,
    granted: AtomicBool,
}

impl Turns {
    /// Turns for `permits` helpers at a time (at least one).
    pub fn new(permits: usize) -> Turns {
        Turns {
            state: Mutex::new(State { free: permits.max(1), queue: VecDeque::new(), closed: false }),
            waiting: AtomicUsize::new(0),
        }
    }

    /// Turns for the helpers of a search on this machine: one core is the main thread's.
    pub fn for_this_machine() -> Turns {
        let cores = thread::available_parallelism().map_or(1, |cores| cores.get());
        Turns::new(cores.saturating_sub(1))
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Waits for a turn; false if the turns were closed first (the search is over).
    pub fn begin(&self) -> bool {
        let mut state = self.lock();
        if state.closed {
            return false;
        }
        if state.free > 0 && state.queue.is_empty() {
            state.free -= 1;
            return true;
        }
        self.wait_in(state)
    }

    /// Queues the calling thread and parks it until it is handed a turn or the turns close.
    fn wait_in(&self, mut state: MutexGuard<'_, State>) -> bool {
        let waiter = Arc::new(Waiter { thread: thread::current(), granted: AtomicBool::new(false) });
        state.queue.push_back(Arc::clone(&waiter));
        self.waiting.fetch_add(1, Ordering::Relaxed);
        drop(state);
        loop {
            if waiter.granted.load(Ordering::Acquire) {
                return true;
            }
            if self.lock().closed {
                return waiter.granted.load(Ordering::Acquire);
            }
            thread::park();
        }
    }

    /// Gives the turn back: to the helper that has waited longest, if any.
    pub fn end(&self) {
        let mut state = self.lock();
        self.hand_on(&mut state);
    }

    fn hand_on(&self, state: &mut State) {
        match state.queue.pop_front() {
            Some(next) => {
                self.waiting.fetch_sub(1, Ordering::Relaxed);
                next.granted.store(true, Ordering::Release);
                next.thread.unpark();
            }
            None => state.free += 1,
        }
    }

    /// Passes the turn on if another helper waits, and waits for the next one; false if the
    /// turns closed meanwhile (the caller then holds no turn).
    pub fn pass(&self) -> bool {
        if self.waiting.load(Ordering::Relaxed) == 0 {
            return true;
        }
        self.hand_over()
    }

    /// The locked half of [`Turns::pass`]. The waiter counted before the lock may have been
    /// served meanwhile by another helper's `end`: with nobody left in the queue the caller
    /// keeps its turn (handing it "on" to nobody would free a permit and queue the caller
    /// behind it, where nothing but the search's end would wake it).
    fn hand_over(&self) -> bool {
        let mut state = self.lock();
        if state.closed || state.queue.is_empty() {
            return true;
        }
        self.hand_on(&mut state);
        self.wait_in(state)
    }

    /// Ends every wait: the search is over.
    pub fn close(&self) {
        let mut state = self.lock();
        state.closed = true;
        for waiter in state.queue.drain(..) {
            waiter.thread.unpark();
        }
        self.waiting.store(0, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::sync::mpsc;
    use std::time::{Duration, Instant};

    #[test]
    fn no_more_helpers_than_permits_search_at_once_and_all_get_turns() {
        let turns = Arc::new(Turns::new(2));
        let (inside, most, work_done) =
            (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let helpers: Vec<_> = (0..6)
            .map(|_| {
                let (turns, inside, most, work_done) =
                    (Arc::clone(&turns), Arc::clone(&inside), Arc::clone(&most), Arc::clone(&work_done));
                thread::spawn(move || {
                    assert!(turns.begin());
                    for _ in 0..20 {
                        let now = inside.fetch_add(1, Ordering::SeqCst) + 1;
                        most.fetch_max(now, Ordering::SeqCst);
                        thread::sleep(Duration::from_micros(200));
                        inside.fetch_sub(1, Ordering::SeqCst);
                        work_done.fetch_add(1, Ordering::SeqCst);
                        assert!(turns.pass());
                    }
                    turns.end();
                })
            })
            .collect();
        // A helper left waiting forever would hang the test run: after a generous deadline the
        // turns close, which wakes it with a refused turn and fails its `assert!(turns.pass())`.
        let deadline = Instant::now() + Duration::from_secs(60);
        while !helpers.iter().all(|helper| helper.is_finished()) && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(5));
        }
        turns.close();
        for helper in helpers {
            assert!(helper.join().is_ok(), "a helper waited for a turn that never came");
        }
        assert_eq!(work_done.load(Ordering::SeqCst), 120);
        assert!(most.load(Ordering::SeqCst) <= 2, "{} searched at once", most.load(Ordering::SeqCst));
    }

    /// The race CI once hung on: a helper saw a waiter, but another helper's `end` served that
    /// waiter before the first took the lock. Passing to an empty queue must keep the turn,
    /// neither park the caller nor free a permit.
    #[test]
    fn a_waiter_served_before_the_pass_leaves_the_turn_with_the_passer() {
        let turns = Arc::new(Turns::new(1));
        assert!(turns.begin());
        let (sent, received) = mpsc::channel();
        let passer = {
            let turns = Arc::clone(&turns);
            thread::spawn(move || sent.send(turns.hand_over()))
        };
        let kept = received.recv_timeout(Duration::from_secs(10));
        turns.close(); // wakes the passer if it was parked
        passer.join().unwrap().ok();
        assert_eq!(kept, Ok(true), "the passer was parked with nobody to hand it a turn");
        assert_eq!(turns.lock().free, 0, "the turn is still held: no permit was freed");
    }

    #[test]
    fn closing_releases_every_waiter() {
        let turns = Arc::new(Turns::new(1));
        assert!(turns.begin());
        let waiters: Vec<_> = (0..4)
            .map(|_| {
                let turns = Arc::clone(&turns);
                thread::spawn(move || turns.begin())
            })
            .collect();
        thread::sleep(Duration::from_millis(20));
        turns.close();
        for waiter in waiters {
            assert!(!waiter.join().unwrap(), "a closed turn is no turn");
        }
    }
}
