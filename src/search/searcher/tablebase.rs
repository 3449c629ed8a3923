//! Tablebase probes inside the search: after a capture or pawn move (the fifty-move counter at
//! zero, where a WDL result is exact), with few enough pieces, at enough depth when the count is
//! the limit itself. A win or loss is a bound (the distance is unknown), a draw exact; the result
//! is stored in the table a few plies deeper than searched, as a search that deep would store it.

use super::*;
use crate::syzygy::Probing;

/// Plies added to the depth of a tablebase result stored in the table.
const TABLE_DEPTH_BONUS: i32 = 6;

impl Searcher<'_> {
    /// Probes the tablebases of `probing` in the search (`None`: no tables).
    pub fn set_tablebases(&mut self, probing: Option<Probing>) {
        self.tablebases = probing;
    }

    /// Reports the tablebase score of the root (from its DTZ probe) in place of search scores
    /// that are no mate: the root's result is known, the search only chooses among the moves
    /// that keep it.
    pub fn set_root_tablebase_score(&mut self, score: Option<Score>) {
        self.root_tablebase_score = score;
    }

    /// The score shown for a search score at the root.
    pub(super) fn shown_score(&self, score: Score) -> Score {
        match self.root_tablebase_score {
            Some(known) if score.abs() < MATE_BOUND => self.with_contempt(known, 0),
            _ => score,
        }
    }

    /// A tablebase score at `ply` as the search counts it: a draw, and a cursed win or blessed
    /// loss one off a draw, cost the contempt as every other draw does.
    fn with_contempt(&self, score: Score, ply: usize) -> Score {
        if score.abs() < DECISIVE {
            self.draw_score(ply) + score
        } else {
            score
        }
    }

    /// The tablebase's score and bound for the node at `ply`, searched `depth` deep, if the
    /// tables hold it and the rules above allow a probe.
    pub(super) fn probe_tablebase(&mut self, depth: i32, ply: usize) -> Option<(Score, Bound)> {
        let probing = self.tablebases.as_ref()?;
        if self.pos.halfmove_clock() != 0 {
            return None;
        }
        let pieces = self.pos.occupied().count() as usize;
        if pieces > probing.limit || (pieces == probing.limit && depth < probing.depth) {
            return None;
        }
        let wdl = probing.tables.probe_wdl(&self.pos)?;
        probing.hits.fetch_add(1, Ordering::Relaxed);
        let score = self.with_contempt(wdl.score(ply, probing.fifty_move_rule), ply);
        let bound = if score >= DECISIVE {
            Bound::Lower
        } else if score <= -DECISIVE {
            Bound::Upper
        } else {
            Bound::Exact
        };
        Some((score, bound))
    }

    /// Stores a tablebase result of the node at `ply` in the table.
    pub(super) fn store_tablebase(&mut self, score: Score, bound: Bound, depth: i32, ply: usize) {
        let eval = if self.pos.in_check() { 0 } else { self.evaluator.evaluate(&self.pos) };
        let depth = depth + TABLE_DEPTH_BONUS;
        self.shared.table.store(self.pos.key(), Move::NULL, to_table(score, ply), eval, depth, bound);
    }

    /// Tablebase probes that found their position, over all threads of this search.
    pub(super) fn tablebase_hits(&self) -> u64 {
        self.tablebases.as_ref().map_or(0, |probing| probing.hits.load(Ordering::Relaxed))
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::Fixture;
    use super::*;
    use crate::score::TB_WIN;
    use crate::syzygy::{find_tables, Tablebases};
    use std::sync::Arc;

    #[test]
    fn a_tablebase_draw_costs_the_contempt_as_other_draws_do() {
        let folder = find_tables(concat!(env!("CARGO_MANIFEST_DIR"), "/data/syzygy")).expect("the 3-4 man tables");
        let tables = Arc::new(Tablebases::load(folder).expect("tables load"));
        let fixture = Fixture::new();
        let shared = fixture.shared();
        let probing =
            || Probing { tables: Arc::clone(&tables), limit: 4, depth: 0, fifty_move_rule: true, hits: Arc::default() };
        // KPvK with black to move is a draw (black takes the opposition); with white to move, a win.
        for (fen, drawn) in [("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", true), ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false)] {
            let mut searcher = Searcher::new(Position::from_fen(fen).unwrap(), &[], shared, 0);
            searcher.set_tablebases(Some(probing()));
            searcher.set_contempt(25);
            for ply in [1, 2] {
                let (score, bound) = searcher.probe_tablebase(1, ply).expect("the tables hold KPvK");
                if drawn {
                    assert_eq!((score, bound), (searcher.draw_score(ply), Bound::Exact), "ply {ply}");
                } else {
                    assert_eq!((score, bound), (TB_WIN - ply as Score, Bound::Lower), "ply {ply}");
                }
            }
        }
    }
}
