//! The search stack: what the search keeps for each ply of the path from the root to the node
//! it is searching, one record per ply.

use crate::chess::Move;
use crate::score::Score;
use crate::search::ordering::{ScoredMove, Slot};

/// What the search keeps for one ply of the current path.
#[derive(Clone)]
pub(super) struct Ply {
    /// The node's static evaluation, corrected; in check, the one of two plies before
    /// (`-INFINITY` near the root).
    pub static_eval: Score,
    /// The move the node must not search (`Move::NULL` for none): set while a singular
    /// extension test searches the node's other moves.
    pub excluded: Move,
    /// The move played from this ply, as the histories see it (`None` for a null move).
    pub played: Option<Slot>,
    /// The principal variation from this ply, once a move has raised alpha.
    pub pv: Vec<Move>,
    /// The node's move list, taken by the node and given back, so that no node allocates or
    /// copies one.
    pub moves: Vec<ScoredMove>,
}

impl Ply {
    /// A ply the search has not reached, with nothing kept.
    pub fn empty(no_eval: Score) -> Ply {
        Ply { static_eval: no_eval, excluded: Move::NULL, played: None, pv: Vec::new(), moves: Vec::new() }
    }
}
