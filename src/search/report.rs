//! What a search reports: each principal variation as it completes ([`LineReport`]) and its
//! outcome ([`SearchResult`]).

use super::tt::Bound;
use crate::chess::Move;
use crate::score::Score;
use std::time::Duration;

/// One principal variation of a finished (or, with a bound, a failed) root search.
#[derive(Clone, Debug)]
pub struct LineReport {
    /// The depth searched.
    pub depth: i32,
    /// The deepest ply reached.
    pub seldepth: usize,
    /// Which line this is, 1 for the best (MultiPV).
    pub multipv: usize,
    /// The score from the root side's point of view.
    pub score: Score,
    /// `Some` when the score is only a bound: the aspiration window failed.
    pub bound: Option<Bound>,
    /// Nodes searched so far by all threads.
    pub nodes: u64,
    /// Time since the search clock started.
    pub elapsed: Duration,
    /// Table fill in permille.
    pub hashfull: u32,
    /// Tablebase probes that found their position, all threads.
    pub tbhits: u64,
    /// Win, draw and loss chances of the score in per mille ([`crate::wdl`]).
    pub wdl: [u32; 3],
    /// The root's material as the win-rate model counts it, which scales the score shown to
    /// users ([`crate::wdl::normalized`]).
    pub material: u32,
    /// The principal variation, best move first.
    pub pv: Vec<Move>,
}

/// The outcome of a search: the move to play and what is known about it.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The move to play.
    pub best: Move,
    /// The expected reply, if one is known (for pondering).
    pub ponder: Option<Move>,
    /// The score of the best move.
    pub score: Score,
    /// The last completed depth (0 if not even depth 1 completed).
    pub depth: i32,
    /// The other root moves of that depth's lines with their scores, best first (empty unless
    /// several lines were searched: MultiPV).
    pub others: Vec<(Move, Score)>,
}

impl SearchResult {
    /// The result of a search that searched nothing and plays `best`.
    pub fn unsearched(best: Move) -> SearchResult {
        SearchResult { best, ponder: None, score: 0, depth: 0, others: Vec::new() }
    }
}
