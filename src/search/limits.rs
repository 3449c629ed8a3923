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
}

impl Limits {
    /// A fixed-depth search.
    pub fn depth(depth: i32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    /// Whether the hard limits are reached after `elapsed` and `nodes`.
    pub fn hard_reached(&self, elapsed: Duration, nodes: u64) -> bool {
        self.nodes.is_some_and(|max| nodes >= max) || self.hard_time.is_some_and(|max| elapsed >= max)
    }
}
