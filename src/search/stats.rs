//! Search statistics, counted per iteration of iterative deepening: where beta cutoffs happen,
//! how often null moves and reductions pay, how the table serves the search, and how much of the
//! tree is quiescence.
//!
//! The counters exist only in builds with the `stats` cargo feature. Without it the [`stat!`]
//! macro expands to nothing, so the normal search pays nothing for them (same node count, same
//! speed).

/// Counters of one iteration (one root depth), summed over every node searched in it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DepthStats {
    /// Main-search nodes (calls of the full-width search).
    pub interior_nodes: u64,
    /// Quiescence nodes (calls of the quiescence search).
    pub quiescence_nodes: u64,
    /// Nodes of the full-width search that ended with a beta cutoff.
    pub beta_cutoffs: u64,
    /// Cutoffs by the first move searched.
    pub first_move_cutoffs: u64,
    /// Sum over cutoffs of the cutting move's place in the ordered list (0 = first).
    pub cutoff_index_sum: u64,
    /// Null moves searched.
    pub null_tries: u64,
    /// Null moves whose search failed high and cut the node off.
    pub null_cutoffs: u64,
    /// Moves searched with a late move reduction.
    pub reduced: u64,
    /// Reduced moves that beat alpha and were searched again at full depth.
    pub reduced_researches: u64,
    /// Table probes (main search and quiescence).
    pub table_probes: u64,
    /// Probes that found an entry for the position.
    pub table_hits: u64,
    /// Probes whose entry ended the node at once.
    pub table_cutoffs: u64,
}

impl DepthStats {
    /// Adds `other`'s counters to these.
    pub fn add(&mut self, other: &DepthStats) {
        self.interior_nodes += other.interior_nodes;
        self.quiescence_nodes += other.quiescence_nodes;
        self.beta_cutoffs += other.beta_cutoffs;
        self.first_move_cutoffs += other.first_move_cutoffs;
        self.cutoff_index_sum += other.cutoff_index_sum;
        self.null_tries += other.null_tries;
        self.null_cutoffs += other.null_cutoffs;
        self.reduced += other.reduced;
        self.reduced_researches += other.reduced_researches;
        self.table_probes += other.table_probes;
        self.table_hits += other.table_hits;
        self.table_cutoffs += other.table_cutoffs;
    }

    /// Every node of the iteration.
    pub fn nodes(&self) -> u64 {
        self.interior_nodes + self.quiescence_nodes
    }
}

/// The counters of every iteration of a search; index 0 is depth 1.
#[derive(Clone, Debug, Default)]
pub struct SearchStats {
    /// Per iteration depth.
    pub by_depth: Vec<DepthStats>,
}

impl SearchStats {
    /// The counters of iteration `depth` (from 1), created on first use.
    pub fn at(&mut self, depth: i32) -> &mut DepthStats {
        let index = (depth.max(1) - 1) as usize;
        if self.by_depth.len() <= index {
            self.by_depth.resize(index + 1, DepthStats::default());
        }
        &mut self.by_depth[index]
    }
}

/// `stat!(searcher, field)` adds one to `field` of the searcher's current iteration;
/// `stat!(searcher, field, n)` adds `n`. Without the `stats` feature it expands to nothing.
macro_rules! stat {
    ($searcher:expr, $field:ident) => {
        stat!($searcher, $field, 1)
    };
    ($searcher:expr, $field:ident, $amount:expr) => {
        #[cfg(feature = "stats")]
        {
            let depth = $searcher.root_depth;
            $searcher.stats.at(depth).$field += $amount as u64;
        }
    };
}
pub(crate) use stat;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_are_kept_per_depth_and_add_up() {
        let mut stats = SearchStats::default();
        stats.at(3).beta_cutoffs += 2;
        stats.at(1).interior_nodes += 5;
        stats.at(1).quiescence_nodes += 7;
        assert_eq!(stats.by_depth.len(), 3);
        assert_eq!(stats.by_depth[2].beta_cutoffs, 2);
        assert_eq!(stats.by_depth[0].nodes(), 12);
        let mut total = DepthStats::default();
        total.add(&stats.by_depth[0]);
        total.add(&stats.by_depth[0]);
        assert_eq!(total.nodes(), 24);
    }
}
