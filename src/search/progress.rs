//! What the main search thread has found so far, published for the thread that answers the GUI.
//!
//! The main thread normally ends its search itself and hands over its result. When it cannot do
//! so in time (more search threads than cores, a loaded machine: a thread may wait a long time
//! for its next turn on a core), the thread that keeps the clock answers from here instead, so
//! that a time limit is kept whatever the scheduler does. The main thread publishes after each
//! finished iteration and whenever a move proves best inside an unfinished one, and tells which
//! root move it is searching (for `currmove`).

use super::report::{LineReport, SearchResult};
use crate::chess::Move;
use std::sync::Mutex;

/// The best move found so far, with the line that shows it.
#[derive(Clone, Debug)]
pub struct Found {
    /// The move to play and what is known about it.
    pub result: SearchResult,
    /// The principal variation as an info line (its nodes and time as of its publication).
    pub line: LineReport,
    /// Whether it comes from an unfinished iteration (its score is then a lower bound).
    pub partial: bool,
}

/// The root move being searched: depth, move and its number in the search order (from 1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CurrentMove {
    /// The iteration.
    pub depth: i32,
    /// The move.
    pub mv: Move,
    /// Its place in the order the root moves are searched, from 1.
    pub number: usize,
}

/// The main thread's published progress.
#[derive(Debug, Default)]
pub struct Progress {
    found: Mutex<Option<Found>>,
    current: Mutex<Option<CurrentMove>>,
}

impl Progress {
    /// Publishes the best move so far.
    pub fn publish(&self, found: Found) {
        *self.found.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(found);
    }

    /// The best move published so far, if any.
    pub fn found(&self) -> Option<Found> {
        self.found.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).clone()
    }

    /// Publishes the root move being searched.
    pub fn set_current(&self, current: CurrentMove) {
        *self.current.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(current);
    }

    /// The root move being searched, if one was published.
    pub fn current(&self) -> Option<CurrentMove> {
        *self.current.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
