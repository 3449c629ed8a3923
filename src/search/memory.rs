//! What a search thread learns that stays true for the next search of the same game: the move
//! ordering histories, the evaluation's correction history, and the evaluator with its network.
//! The engine keeps one per thread from move to move and forgets them when a new game begins.

use std::sync::Arc;

use super::correction::CorrectionHistory;
use super::ordering::OrderingTables;
use crate::chess::Position;
use crate::eval::nnue::Network;
use crate::eval::Evaluator;
use crate::score::MAX_PLY;

/// One search thread's learnt tables.
pub struct SearchMemory {
    pub(super) ordering: OrderingTables,
    pub(super) correction: CorrectionHistory,
    pub(super) evaluator: Evaluator,
}

impl Default for SearchMemory {
    fn default() -> SearchMemory {
        SearchMemory {
            ordering: OrderingTables::new(MAX_PLY),
            correction: CorrectionHistory::default(),
            evaluator: Evaluator::default(),
        }
    }
}

impl SearchMemory {
    /// Fresh tables whose evaluator evaluates with `network` from
    /// `root` on: for a game played by one searcher move after move, which sets it only once.
    pub fn with_network(network: Arc<Network>, root: &Position) -> SearchMemory {
        let mut memory = SearchMemory::default();
        memory.evaluator.use_network(network, root);
        memory
    }
}
