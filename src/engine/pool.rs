//! The search threads: started when `Threads` is set and kept from search to search, each with
//! what it learnt in the searches of the game (its [`SearchMemory`]), so that a `go` starts no
//! thread and allocates no tables.

use crate::search::memory::SearchMemory;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::{self, JoinHandle};

/// Search threads recurse deeply with move lists on the stack.
const STACK_BYTES: usize = 64 << 20;

/// Work for one thread of the pool: it gets the thread's memory and gives it back.
pub(super) type Task = Box<dyn FnOnce(SearchMemory) -> SearchMemory + Send>;

/// A fixed number of threads waiting for tasks.
pub(super) struct ThreadPool {
    workers: Vec<Worker>,
}

struct Worker {
    inbox: Arc<Inbox>,
    handle: Option<JoinHandle<()>>,
}

/// What a worker and the pool share: its task, its memory while idle, and whether it is busy.
#[derive(Default)]
struct Inbox {
    state: Mutex<WorkerState>,
    changed: Condvar,
}

#[derive(Default)]
struct WorkerState {
    task: Option<Task>,
    busy: bool,
    /// What the thread learnt, kept here between tasks (`None`: nothing yet, or forgotten).
    memory: Option<SearchMemory>,
    exit: bool,
}

impl Inbox {
    fn lock(&self) -> MutexGuard<'_, WorkerState> {
        // A task that panicked is caught before it can poison the lock; this is only a guard.
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn wait<'a>(&self, guard: MutexGuard<'a, WorkerState>) -> MutexGuard<'a, WorkerState> {
        self.changed.wait(guard).unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl ThreadPool {
    /// Starts `count` threads (at least one). A thread that cannot start is reported in the
    /// error, with the pool of those that did; the first one must start.
    pub fn new(count: usize) -> (ThreadPool, Result<(), String>) {
        let mut pool = ThreadPool { workers: Vec::with_capacity(count) };
        for index in 0..count.max(1) {
            // The thread's tables are made before its stack is mapped: where memory runs short,
            // a thread that cannot start is refused here, not a search that cannot allocate.
            let inbox = Arc::new(Inbox::default());
            inbox.lock().memory = Some(SearchMemory::default());
            let spawned = {
                let inbox = Arc::clone(&inbox);
                let name = if index == 0 { "search-main".to_string() } else { format!("search-{index}") };
                thread::Builder::new().name(name).stack_size(STACK_BYTES).spawn(move || work(&inbox))
            };
            match spawned {
                Ok(handle) => pool.workers.push(Worker { inbox, handle: Some(handle) }),
                Err(error) => {
                    let done = pool.workers.len();
                    return (pool, Err(format!("cannot start search thread {index} ({error}); searching with {done}")));
                }
            }
        }
        (pool, Ok(()))
    }

    /// The number of threads.
    pub fn len(&self) -> usize {
        self.workers.len()
    }

    /// Gives thread `index` its next task; it must be idle (see [`ThreadPool::wait`]).
    pub fn start(&self, index: usize, task: Task) {
        let inbox = &self.workers[index].inbox;
        let mut state = inbox.lock();
        debug_assert!(!state.busy, "thread {index} is busy");
        state.task = Some(task);
        state.busy = true;
        inbox.changed.notify_all();
    }

    /// Whether thread `index` is working on a task.
    #[cfg(test)]
    pub fn is_busy(&self, index: usize) -> bool {
        self.workers[index].inbox.lock().busy
    }

    /// Waits until every thread is idle.
    pub fn wait(&self) {
        for worker in &self.workers {
            let mut state = worker.inbox.lock();
            while state.busy {
                state = worker.inbox.wait(state);
            }
        }
    }

    /// Forgets what every thread learnt (a new game, another evaluation). Waits for idle threads.
    pub fn forget(&self) {
        self.wait();
        for worker in &self.workers {
            worker.inbox.lock().memory = None;
        }
    }
}

impl Drop for ThreadPool {
    fn drop(&mut self) {
        for worker in &self.workers {
            worker.inbox.lock().exit = true;
            worker.inbox.changed.notify_all();
        }
        for worker in &mut self.workers {
            if let Some(handle) = worker.handle.take() {
                let _ = handle.join();
            }
        }
    }
}

/// A worker's life: wait for a task, run it with the thread's memory, keep the memory, repeat.
fn work(inbox: &Inbox) {
    loop {
        let (task, memory) = {
            let mut state = inbox.lock();
            while state.task.is_none() && !state.exit {
                state = inbox.wait(state);
            }
            if state.exit {
                return;
            }
            (state.task.take().expect("a task"), state.memory.take())
        };
        // A task that panics loses what the thread learnt, and nothing else.
        let memory = catch_unwind(AssertUnwindSafe(|| task(memory.unwrap_or_default()))).ok();
        let mut state = inbox.lock();
        state.memory = memory;
        state.busy = false;
        inbox.changed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn tasks_run_on_their_threads_and_the_pool_waits_for_them() {
        let (pool, started) = ThreadPool::new(3);
        assert!(started.is_ok() && pool.len() == 3);
        let ran = Arc::new(AtomicUsize::new(0));
        for index in 0..3 {
            let ran = Arc::clone(&ran);
            pool.start(
                index,
                Box::new(move |memory| {
                    std::thread::sleep(std::time::Duration::from_millis(20));
                    ran.fetch_add(1, Ordering::SeqCst);
                    memory
                }),
            );
        }
        pool.wait();
        assert_eq!(ran.load(Ordering::SeqCst), 3);
        assert!((0..3).all(|index| !pool.is_busy(index)));
    }

    #[test]
    fn a_panicking_task_leaves_its_thread_working() {
        let (pool, _) = ThreadPool::new(1);
        pool.start(0, Box::new(|_| panic!("a search failed")));
        pool.wait();
        let ran = Arc::new(AtomicUsize::new(0));
        let counter = Arc::clone(&ran);
        pool.start(
            0,
            Box::new(move |memory| {
                counter.fetch_add(1, Ordering::SeqCst);
                memory
            }),
        );
        pool.wait();
        assert_eq!(ran.load(Ordering::SeqCst), 1);
    }
}
