//! The static evaluation: the network of [`nnue`], updated move by move along the search path,
//! and the known win of a bare king against mating material ([`bare_king`]).
//! [`Evaluator`] is what a search thread holds: the network and the accumulators of the
//! positions from the root to the current one.

pub mod bare_king;
pub mod nnue;

use crate::chess::{Move, Position};
use crate::score::{Score, DECISIVE};
use nnue::accumulator::{changes_of, AccumulatorStack, Changes};
use nnue::Network;
use std::sync::Arc;

/// A network with the accumulators of the current search path (one per search thread).
pub struct Evaluator {
    network: Arc<Network>,
    stack: AccumulatorStack,
}

impl Default for Evaluator {
    /// The built-in network, from the start position.
    fn default() -> Evaluator {
        Evaluator::new(nnue::embedded::embedded(), &Position::startpos())
    }
}

impl Evaluator {
    /// Evaluates with `network`; `root` is the position the next moves are made from.
    pub fn new(network: Arc<Network>, root: &Position) -> Evaluator {
        Evaluator { stack: AccumulatorStack::new(&network, root), network }
    }

    /// Evaluates with `network` from now on; `root` is the position the next moves are made from.
    pub fn use_network(&mut self, network: Arc<Network>, root: &Position) {
        *self = Evaluator::new(network, root);
    }

    /// A search starts at `root`: the accumulators start again from it.
    pub fn start(&mut self, root: &Position) {
        self.stack.restart(&self.network, root);
    }

    /// What the network needs to know of `mv` before it is made in `pos`.
    #[inline]
    pub fn before_move(&self, pos: &Position, mv: Move) -> Changes {
        changes_of(pos, mv)
    }

    /// `mv` was made and led to `after`; `changes` is what [`Evaluator::before_move`] said.
    #[inline]
    pub fn after_move(&mut self, changes: &Changes, after: &Position) {
        self.stack.push_move(&self.network, changes, after);
    }

    /// A null move was made.
    #[inline]
    pub fn after_null(&mut self) {
        self.stack.push_null();
    }

    /// The last move (or null move) was unmade.
    #[inline]
    pub fn undo(&mut self) {
        self.stack.pop();
    }

    /// The static evaluation in centipawns for the side to move, from the accumulators (which
    /// must describe `pos`), kept below the decisive scores; a bare king against mating material
    /// is scored by [`bare_king`] instead.
    pub fn evaluate(&mut self, pos: &Position) -> Score {
        if let Some(score) = bare_king::bare_king_score(pos) {
            return score;
        }
        let score = self.stack.top().evaluate(&self.network, pos);
        score.clamp(-DECISIVE + 1, DECISIVE - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_incremental_evaluation_is_the_network_s_own() {
        let network = nnue::embedded::embedded();
        let root = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
        let mut evaluator = Evaluator::new(network.clone(), &root);
        let mut pos = root;
        for _ in 0..6 {
            let mv = pos.legal_moves()[0];
            let changes = evaluator.before_move(&pos, mv);
            pos = pos.after(mv);
            evaluator.after_move(&changes, &pos);
            assert_eq!(evaluator.evaluate(&pos), network.evaluate(&pos), "{}", pos.to_fen());
        }
        evaluator.after_null();
        evaluator.undo();
        assert_eq!(evaluator.evaluate(&pos), network.evaluate(&pos));
    }
}
