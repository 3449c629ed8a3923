//! What bounds a search: depth, nodes, a mate to find, and time.

use std::time::Duration;

/// Limits of one search; `None` means unbounded.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Deepest iteration.
    pub depth: Option<i32>,
    /// Node budget over all threads (checked every few thousand nodes).
    pub nodes: Option<u64>,
    /// Do not start a new iteration once this many nodes are searched (the soft node limit of
    /// data generation: whole iterations, so a position's score comes from a finished one).
    pub soft_nodes: Option<u64>,
    /// Stop once a mate in at most this many moves is found.
    pub mate: Option<u32>,
    /// Do not start a new iteration after this long (scaled by how stable the best move is).
    pub soft_time: Option<Duration>,
    /// Stop searching at once after this long.
    pub hard_time: Option<Duration>,
    /// How far past a stop or a limit the first iteration may run to finish (`None`:
    /// [`FIRST_ITERATION_GRACE`]); see [`Limits::first_iteration_may_go_on`].
    pub first_iteration_grace: Option<Duration>,
}

/// How far past a stop or a limit the first iteration may run by default. The first iteration
/// takes well under a millisecond in nearly every position, so it always finishes and the move
/// sent has been searched (a mate in one is never missed for lack of time); only a position
/// whose quiescence explodes (queens everywhere) needs longer, and there the search stops this
/// long after it was asked to.
pub const FIRST_ITERATION_GRACE: Duration = Duration::from_millis(50);

impl Limits {
    /// A fixed-depth search.
    pub fn depth(depth: i32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    /// Whether a first iteration asked to stop (by a stop or a limit) `asked` after the start of
    /// the clock may go on at `elapsed`.
    pub fn first_iteration_may_go_on(&self, asked: Duration, elapsed: Duration) -> bool {
        elapsed < asked.saturating_add(self.first_iteration_grace.unwrap_or(FIRST_ITERATION_GRACE))
    }

    /// Whether the hard limits are reached after `elapsed` and `nodes`.
    pub fn hard_reached(&self, elapsed: Duration, nodes: u64) -> bool {
        self.nodes.is_some_and(|max| nodes >= max) || self.hard_time.is_some_and(|max| elapsed >= max)
    }
}
