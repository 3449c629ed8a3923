//! Accumulators updated as moves are made and unmade: the hidden layer's sums for both
//! perspectives, kept on a stack by ply so that unmaking a move is a pop.
//!
//! A move changes the piece on at most four squares (castling: the king's and the rook's squares
//! before and after; en passant: the captured pawn's square too). Before the move is made the
//! pieces on those squares are noted; after it, each square whose piece changed takes the old
//! piece's weights off and puts the new one's on. That covers every kind of move, Chess960
//! castling (where the king or rook may land where the other stood) included, without a case per
//! move kind.

use super::{feature, simd, Network};
use crate::chess::{Color, Move, Piece, Position, Square};
use arrayvec::ArrayVec;

/// Both perspectives' hidden sums (indexed by colour), one per neuron of the network.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Accumulator {
    /// White's sums, then black's.
    pub sums: [Vec<i16>; 2],
    /// What each perspective's features are XORed with (see [`super::InputLayout::mirror`]).
    mirrors: [usize; 2],
}

impl Accumulator {
    /// The accumulator of `pos` from scratch.
    pub fn new(network: &Network, pos: &Position) -> Accumulator {
        let mut accumulator =
            Accumulator { sums: [vec![0; network.hidden()], vec![0; network.hidden()]], mirrors: [0; 2] };
        accumulator.refresh(network, pos);
        accumulator
    }

    /// This accumulator computed again from scratch for `pos`, in place (its width must be the
    /// network's).
    fn refresh(&mut self, network: &Network, pos: &Position) {
        for color in Color::BOTH {
            network.accumulate_into(pos, color, &mut self.sums[color.index()]);
            self.mirrors[color.index()] = network.layout().mirror(pos.king_square(color));
        }
    }

    /// The network's output for `pos`, which this accumulator describes, in centipawns for the
    /// side to move.
    pub fn evaluate(&self, network: &Network, pos: &Position) -> i32 {
        let side = pos.side_to_move();
        network.output(&self.sums[side.index()], &self.sums[(!side).index()], pos.occupied().count())
    }

    /// This accumulator set to `parent`'s with the pieces `added` put on and `removed` taken off,
    /// in one pass per perspective; a perspective whose king crossed between files d and e sees
    /// the board mirrored the other way now and is computed again from `after`.
    fn update_from(
        &mut self,
        parent: &Accumulator,
        network: &Network,
        after: &Position,
        added: &[(Piece, Square)],
        removed: &[(Piece, Square)],
    ) {
        for perspective in Color::BOTH {
            let index = perspective.index();
            let mirror = network.layout().mirror(after.king_square(perspective));
            self.mirrors[index] = mirror;
            if mirror != parent.mirrors[index] {
                network.accumulate_into(after, perspective, &mut self.sums[index]);
                continue;
            }
            let row = |&(piece, sq): &(Piece, Square)| network.feature_row(feature(perspective, piece, sq) ^ mirror);
            let (out, from) = (&mut self.sums[index][..], &parent.sums[index][..]);
            match (added, removed) {
                ([a], [r]) => simd::add_sub(out, from, [row(a)], [row(r)]),
                ([a], [r, s]) => simd::add_sub(out, from, [row(a)], [row(r), row(s)]),
                ([a, b], [r, s]) => simd::add_sub(out, from, [row(a), row(b)], [row(r), row(s)]),
                // No move of chess has another shape; should one come, a piece at a time.
                _ => {
                    out.copy_from_slice(from);
                    for piece in added {
                        let copy = out.to_vec();
                        simd::add_sub(out, &copy, [row(piece)], []);
                    }
                    for piece in removed {
                        let copy = out.to_vec();
                        simd::add_sub(out, &copy, [], [row(piece)]);
                    }
                }
            }
        }
    }
}

/// Pieces put on or taken off by one move, with their squares.
type Pieces = ArrayVec<(Piece, Square), 4>;

/// The squares `mv` changes, with the pieces on them before the move.
pub type Changes = ArrayVec<(Square, Option<Piece>), 4>;

/// The squares whose piece `mv` changes in `pos` (before it is made), each with its piece now.
pub fn changes_of(pos: &Position, mv: Move) -> Changes {
    let (from, to) = (mv.from(), mv.to());
    let mut squares: ArrayVec<Square, 4> = ArrayVec::new();
    squares.push(from);
    squares.push(to);
    if mv.is_castling() {
        squares.push(mv.castling_king_target());
        squares.push(mv.castling_rook_target());
    } else if mv.is_en_passant() {
        squares.push(Square::from_coords(to.file(), from.rank()));
    }
    let mut changes = Changes::new();
    for sq in squares {
        if changes.iter().all(|&(seen, _)| seen != sq) {
            changes.push((sq, pos.piece_on(sq)));
        }
    }
    changes
}

/// Accumulators by ply for one search thread. The stack keeps its memory: the entries past the
/// current one are overwritten, never freed, as the search goes up and down.
#[derive(Clone, Debug)]
pub struct AccumulatorStack {
    stack: Vec<Accumulator>,
    /// The index of the current position's accumulator.
    current: usize,
}

impl AccumulatorStack {
    /// A stack holding the accumulator of `root`.
    pub fn new(network: &Network, root: &Position) -> AccumulatorStack {
        AccumulatorStack { stack: vec![Accumulator::new(network, root)], current: 0 }
    }

    /// Starts again from `root`'s accumulator alone, keeping the stack's memory.
    pub fn restart(&mut self, network: &Network, root: &Position) {
        if self.stack[0].sums[0].len() != network.hidden() {
            self.stack.clear();
            self.stack.push(Accumulator::new(network, root));
        } else {
            self.stack[0].refresh(network, root);
        }
        self.current = 0;
    }

    /// The accumulator of the current position.
    pub fn top(&self) -> &Accumulator {
        &self.stack[self.current]
    }

    /// The current accumulator and the next one up, to be written (made if the stack has none).
    fn parent_and_child(&mut self) -> (&Accumulator, &mut Accumulator) {
        if self.current + 1 == self.stack.len() {
            let copy = self.stack[self.current].clone();
            self.stack.push(copy);
        }
        let (below, above) = self.stack.split_at_mut(self.current + 1);
        self.current += 1;
        (&below[below.len() - 1], &mut above[0])
    }

    /// After a move whose `changes` were taken before it: `after` is the position it led to.
    pub fn push_move(&mut self, network: &Network, changes: &Changes, after: &Position) {
        debug_assert_eq!(self.top().sums[0].len(), network.hidden(), "a stack of another network");
        let (mut added, mut removed) = (Pieces::new(), Pieces::new());
        for &(sq, before) in changes {
            let now = after.piece_on(sq);
            if now != before {
                if let Some(piece) = before {
                    removed.push((piece, sq));
                }
                if let Some(piece) = now {
                    added.push((piece, sq));
                }
            }
        }
        let (parent, child) = self.parent_and_child();
        child.update_from(parent, network, after, &added, &removed);
    }

    /// After a null move: the pieces are where they were.
    pub fn push_null(&mut self) {
        let (parent, child) = self.parent_and_child();
        child.clone_from(parent);
    }

    /// Back to the position before the last move (the root's accumulator stays).
    pub fn pop(&mut self) {
        self.current = self.current.saturating_sub(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::nnue::{InputLayout, Shape};
    use crate::random::SplitMix64;

    fn network(hidden: usize, layout: InputLayout) -> Network {
        let shape = Shape::new(hidden).unwrap();
        let mut rng = SplitMix64::new(11);
        let mut params: Vec<i16> = (0..shape.parameters()).map(|_| rng.below(81) as i16 - 40).collect();
        params[shape.output_weights(0)..shape.output_biases()].iter_mut().for_each(|w| *w = rng.below(61) as i16 - 30);
        Network::new(shape, params, layout).unwrap()
    }

    #[test]
    fn incremental_accumulators_equal_fresh_ones_through_random_games() {
        random_games_agree(&network(128, InputLayout::Plain));
        random_games_agree(&network(256, InputLayout::Plain));
    }

    #[test]
    fn king_mirrored_accumulators_equal_fresh_ones_as_kings_cross_the_board() {
        random_games_agree(&network(128, InputLayout::KingMirrored));
    }

    #[test]
    fn a_stack_restarts_with_a_network_of_another_width() {
        let (narrow, wide) = (network(128, InputLayout::Plain), network(256, InputLayout::KingMirrored));
        let pos = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
        let mut stack = AccumulatorStack::new(&narrow, &Position::startpos());
        stack.push_null();
        for network in [&wide, &narrow, &narrow] {
            stack.restart(network, &pos);
            assert_eq!(*stack.top(), Accumulator::new(network, &pos));
        }
    }

    fn random_games_agree(network: &Network) {
        let network = network.clone();
        let mut crossings = 0;
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            // Chess960, with the king beside its rooks, and pawns about to promote.
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 2",
        ];
        let mut rng = SplitMix64::new(4);
        let (mut castles, mut en_passants, mut promotions) = (0, 0, 0);
        for start in starts {
            for _ in 0..30 {
                let mut pos = Position::from_fen(start).unwrap();
                let mut stack = AccumulatorStack::new(&network, &pos);
                let mut played = Vec::new();
                for _ in 0..60 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let mv = moves[rng.below(moves.len() as u64) as usize];
                    castles += usize::from(mv.is_castling());
                    en_passants += usize::from(mv.is_en_passant());
                    promotions += usize::from(mv.promotion_kind().is_some());
                    let changes = changes_of(&pos, mv);
                    let king = pos.king_square(pos.side_to_move());
                    let undo = pos.make_move(mv);
                    crossings += usize::from((king.file() >= 4) != (pos.king_square(!pos.side_to_move()).file() >= 4));
                    stack.push_move(&network, &changes, &pos);
                    assert_eq!(*stack.top(), Accumulator::new(&network, &pos), "after {}", pos.to_fen());
                    played.push((mv, undo));
                }
                // Unmaking goes back through the same accumulators.
                while let Some((mv, undo)) = played.pop() {
                    pos.unmake_move(mv, undo);
                    stack.pop();
                    assert_eq!(*stack.top(), Accumulator::new(&network, &pos));
                }
            }
        }
        assert!(castles > 0 && en_passants > 0 && promotions > 0, "{castles} {en_passants} {promotions}");
        assert!(crossings > 50, "{crossings} kings crossed between files d and e");
    }
}
