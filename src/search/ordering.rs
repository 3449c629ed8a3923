//! Move ordering: the table move first, then captures by MVV-LVA (those that lose material by SEE
//! last of all), promotions, the two killer moves of the ply, the counter move to the opponent's
//! last move, and quiet moves by history.

use super::see::{see, SEE_VALUE};
use crate::chess::movegen::MovePush;
use crate::chess::{Move, Position};

const TABLE_MOVE: i32 = 1 << 24;
const GOOD_CAPTURE: i32 = 1 << 22;
const PROMOTION: i32 = 1 << 21;
const KILLER: i32 = 1 << 20;
const COUNTER: i32 = KILLER - 1;
const BAD_CAPTURE: i32 = -(1 << 22);

/// A move and its ordering score, higher first.
#[derive(Clone, Copy, Debug)]
pub struct ScoredMove {
    /// The move.
    pub mv: Move,
    /// Its ordering score.
    pub score: i32,
}

/// Generated moves arrive unscored; [`score_moves`] scores them.
impl MovePush for Vec<ScoredMove> {
    #[inline]
    fn push_move(&mut self, mv: Move) {
        self.push(ScoredMove { mv, score: 0 });
    }
}

/// The largest size a history score may reach; quiet scores stay below the killers'.
pub const HISTORY_LIMIT: i32 = 1 << 14;

/// What the search has learnt about quiet moves: killers per ply, history per piece and target.
pub struct OrderingTables {
    /// Two quiet moves per ply that caused a beta cutoff, newest first.
    pub killers: Vec<[Move; 2]>,
    /// Quiet-move history by piece (0..12) and target square.
    pub history: Box<[[i32; 64]; 12]>,
    /// The quiet move that last refuted each opponent move, by its piece (0..12) and target square.
    pub counters: Box<[[Move; 64]; 12]>,
}

impl OrderingTables {
    /// Empty tables for a search up to `max_ply` plies deep.
    pub fn new(max_ply: usize) -> OrderingTables {
        OrderingTables {
            killers: vec![[Move::NULL; 2]; max_ply + 1],
            history: Box::new([[0; 64]; 12]),
            counters: Box::new([[Move::NULL; 64]; 12]),
        }
    }

    /// The history score of quiet move `mv` in `pos`.
    pub fn history_of(&self, pos: &Position, mv: Move) -> i32 {
        pos.piece_on(mv.from()).map_or(0, |piece| self.history[piece.index()][mv.to().index()])
    }

    /// The counter move remembered for `previous`, the opponent's move that led to `pos`.
    pub fn counter_to(&self, pos: &Position, previous: Move) -> Move {
        counter_slot(pos, previous).map_or(Move::NULL, |(piece, to)| self.counters[piece][to])
    }

    /// Remembers a quiet move that caused a cutoff at `ply`, after `depth` plies of search, and
    /// penalises the quiet moves tried before it.
    /// `previous` is the opponent's move that led to `pos` (`Move::NULL` at the root or after a
    /// null move); `best` becomes its counter move.
    pub fn reward_quiet(&mut self, pos: &Position, ply: usize, depth: i32, best: Move, previous: Move, tried: &[Move]) {
        if let Some((piece, to)) = counter_slot(pos, previous) {
            self.counters[piece][to] = best;
        }
        let killers = &mut self.killers[ply];
        if killers[0] != best {
            killers[1] = killers[0];
            killers[0] = best;
        }
        let bonus = (depth * depth).min(HISTORY_LIMIT / 4);
        for &mv in tried {
            let sign = if mv == best { 1 } else { -1 };
            if let Some(piece) = pos.piece_on(mv.from()) {
                let entry = &mut self.history[piece.index()][mv.to().index()];
                // Gravity: entries move towards the bound and never pass it.
                *entry += sign * bonus - *entry * bonus / HISTORY_LIMIT;
            }
        }
    }
}

/// Where the counter move to `previous` is kept: the piece that made it (found on its target square
/// in `pos`, the position after it) and that square. `None` for no move or a null move.
fn counter_slot(pos: &Position, previous: Move) -> Option<(usize, usize)> {
    if previous == Move::NULL {
        return None;
    }
    pos.piece_on(previous.to()).map(|piece| (piece.index(), previous.to().index()))
}

/// Whether `mv` captures or promotes.
pub fn is_noisy(pos: &Position, mv: Move) -> bool {
    mv.is_en_passant() || mv.promotion_kind().is_some() || (!mv.is_castling() && pos.piece_on(mv.to()).is_some())
}

/// Scores each of `moves`; `counter` is the counter move to the opponent's last move.
pub fn score_moves(
    pos: &Position,
    moves: &mut [ScoredMove],
    table_move: Move,
    ply: usize,
    counter: Move,
    tables: &OrderingTables,
) {
    for entry in moves.iter_mut() {
        entry.score = score_move(pos, entry.mv, table_move, ply, counter, tables);
    }
}

/// The ordering score of `mv`.
fn score_move(pos: &Position, mv: Move, table_move: Move, ply: usize, counter: Move, tables: &OrderingTables) -> i32 {
    if mv == table_move {
        return TABLE_MOVE;
    }
    if is_noisy(pos, mv) {
        let victim =
            if mv.is_en_passant() { 0 } else { pos.piece_on(mv.to()).map_or(0, |p| SEE_VALUE[p.kind().index()]) };
        let attacker = pos.piece_on(mv.from()).map_or(0, |p| p.kind().index() as i32);
        let mvv_lva = victim * 8 - attacker;
        if let (0, Some(kind)) = (victim, mv.promotion_kind()) {
            return PROMOTION + SEE_VALUE[kind.index()];
        }
        return if see(pos, mv) >= 0 { GOOD_CAPTURE + mvv_lva } else { BAD_CAPTURE + mvv_lva };
    }
    let killers = tables.killers[ply];
    if mv == killers[0] {
        KILLER + 1
    } else if mv == killers[1] {
        KILLER
    } else if mv == counter {
        COUNTER
    } else {
        tables.history_of(pos, mv)
    }
}

/// The move to search at `index`, with `moves[..index]` already searched: the best-scored of the
/// rest, swapped into place (one step of selection sort).
///
/// Sorting the rest at once when a node goes past its first few moves was tried: it puts equally
/// scored moves in another order, and the bench needed 10-30% more nodes to the same depths.
pub fn pick_next(moves: &mut [ScoredMove], index: usize) -> Move {
    let mut best = index;
    for i in index + 1..moves.len() {
        if moves[i].score > moves[best].score {
            best = i;
        }
    }
    moves.swap(index, best);
    moves[index].mv
}
