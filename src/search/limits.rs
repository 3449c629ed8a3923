//! What bounds a search: depth, nodes, time, or an outside stop.

use std::time::{Duration, Instant};

/// Limits of one search; `None` means unbounded.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Deepest iteration.
    pub depth: Option<i32>,
    /// Node budget (checked every few thousand nodes).
    pub nodes: Option<u64>,
    /// Stop starting new iterations after this long.
    pub soft_time: Option<Duration>,
    /// Stop searching at once after this long.
    pub hard_time: Option<Duration>,
}

impl Limits {
    /// A fixed-depth search.
    pub fn depth(depth: i32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    /// Whether the hard limits are reached.
    pub fn hard_reached(&self, start: Instant, nodes: u64) -> bool {
        self.nodes.is_some_and(|max| nodes >= max) || self.hard_time.is_some_and(|max| start.elapsed() >= max)
    }

    /// Whether a new iteration should not be started.
    pub fn soft_reached(&self, start: Instant, nodes: u64) -> bool {
        self.hard_reached(start, nodes) || self.soft_time.is_some_and(|max| start.elapsed() >= max)
    }
}
