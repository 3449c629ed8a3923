//! What a search thread learns that stays true for the next search of the same game: the move
//! ordering histories and the evaluation's correction history. The engine keeps one per thread
//! from move to move and forgets them when a new game begins.

use super::correction::CorrectionHistory;
use super::ordering::OrderingTables;
use super::score::MAX_PLY;

/// One search thread's learnt tables.
pub struct SearchMemory {
    pub(super) ordering: OrderingTables,
    pub(super) correction: CorrectionHistory,
}

impl Default for SearchMemory {
    fn default() -> SearchMemory {
        SearchMemory { ordering: OrderingTables::new(MAX_PLY), correction: CorrectionHistory::default() }
    }
}
