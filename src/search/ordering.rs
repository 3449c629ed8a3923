//! Move ordering: the table move first, then captures by the victim's value and capture history
//! (those that lose material by SEE last of all), promotions, the two killer moves of the ply, the counter move to the opponent's
//! last move, and quiet moves by history: plain (by piece and target) plus continuation history
//! (by the same after each of the two moves before).

use super::params::{HISTORY_BONUS_MAX, HISTORY_BONUS_OFFSET, HISTORY_BONUS_SLOPE};
use super::see::{see, SEE_VALUE};
use crate::chess::movegen::MovePush;
use crate::chess::{Move, Position};

const TABLE_MOVE: i32 = 1 << 24;
const GOOD_CAPTURE: i32 = 1 << 22;
const PROMOTION: i32 = 1 << 21;
const KILLER: i32 = 1 << 20;
const COUNTER: i32 = KILLER - 1;
const BAD_CAPTURE: i32 = -(1 << 22);

/// How far a capture's order within its band (victim, capture history, attacker) may stray from
/// the band's centre: far less than the gaps between the bands.
const ORDER_SPAN: i32 = 1 << 20;
const _: () = assert!(SEE_VALUE[4] * 16 + HISTORY_LIMIT / 4 + 6 < ORDER_SPAN);

/// What a noisy move's ordering `score` already says of its exchange: `Some(true)` for a capture
/// scored as holding or winning material by SEE, `Some(false)` for one scored as losing it, `None`
/// when the score does not say (the table move, a promotion that captures nothing).
pub fn exchange_holds(score: i32) -> Option<bool> {
    if (GOOD_CAPTURE - ORDER_SPAN..=GOOD_CAPTURE + ORDER_SPAN).contains(&score) {
        Some(true)
    } else if (BAD_CAPTURE - ORDER_SPAN..=BAD_CAPTURE + ORDER_SPAN).contains(&score) {
        Some(false)
    } else {
        None
    }
}

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

/// A move as the history tables see it: the piece that moves (its index, 0..12) and its target.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Slot {
    piece: usize,
    to: usize,
}

impl Slot {
    /// The slot of `mv` in `pos`, the position before it.
    pub fn of(pos: &Position, mv: Move) -> Option<Slot> {
        pos.piece_on(mv.from()).map(|piece| Slot { piece: piece.index(), to: mv.to().index() })
    }
}

/// The moves one and two plies before a node (`None` at the root or for a null move): the
/// context that counter moves and continuation history are keyed by.
pub type Earlier = [Option<Slot>; 2];

const SLOTS: usize = 12 * 64;

/// What the search has learnt about quiet moves: killers per ply, history per piece and target,
/// counter moves, and continuation history (a quiet move's success after a given earlier move).
pub struct OrderingTables {
    /// Two quiet moves per ply that caused a beta cutoff, newest first.
    killers: Vec<[Move; 2]>,
    /// Quiet-move history by piece (0..12) and target square.
    history: Box<[[i32; 64]; 12]>,
    /// The quiet move that last refuted each opponent move, by that move's slot.
    counters: Box<[[Move; 64]; 12]>,
    /// Capture history by the slot of the capture and the kind captured (0..6).
    captures: Box<[[[i32; 6]; 64]; 12]>,
    /// Quiet-move history by the slot of an earlier move (one or two plies back) and the slot of
    /// the move: `SLOTS * SLOTS` entries, the earlier slot major. Entries stay within
    /// `HISTORY_LIMIT`, so 16 bits hold them (1.2 MB per thread).
    continuation: Vec<i16>,
}

impl OrderingTables {
    /// Empty tables for a search up to `max_ply` plies deep.
    pub fn new(max_ply: usize) -> OrderingTables {
        OrderingTables {
            killers: vec![[Move::NULL; 2]; max_ply + 1],
            history: Box::new([[0; 64]; 12]),
            counters: Box::new([[Move::NULL; 64]; 12]),
            captures: Box::new([[[0; 6]; 64]; 12]),
            continuation: vec![0; SLOTS * SLOTS],
        }
    }

    /// The two killers of `ply`, the latest first.
    #[inline]
    pub fn killers(&self, ply: usize) -> [Move; 2] {
        self.killers[ply]
    }

    /// Forgets the killers of `ply` (a node clears its children's before it searches them, so
    /// that they hold only moves of its own subtree); nothing beyond the deepest ply.
    #[inline]
    pub fn forget_killers_at(&mut self, ply: usize) {
        if let Some(killers) = self.killers.get_mut(ply) {
            *killers = [Move::NULL; 2];
        }
    }

    /// Forgets the killers, which belong to the plies of one search.
    pub fn forget_killers(&mut self) {
        self.killers.fill([Move::NULL; 2]);
    }

    fn continuation_index(earlier: Slot, slot: Slot) -> usize {
        (earlier.piece * 64 + earlier.to) * SLOTS + slot.piece * 64 + slot.to
    }

    /// The history score of quiet move `mv` in `pos` after the `earlier` moves: its plain history
    /// plus its continuation history after each of them.
    pub fn quiet_score(&self, pos: &Position, mv: Move, earlier: &Earlier) -> i32 {
        let Some(slot) = Slot::of(pos, mv) else { return 0 };
        let mut score = self.history[slot.piece][slot.to];
        for before in earlier.iter().flatten() {
            score += i32::from(self.continuation[Self::continuation_index(*before, slot)]);
        }
        score
    }

    /// The capture-history entry of `mv` in `pos`, if it captures.
    fn capture_entry(&mut self, pos: &Position, mv: Move) -> Option<&mut i32> {
        let victim = captured_kind(pos, mv)?;
        let slot = Slot::of(pos, mv)?;
        Some(&mut self.captures[slot.piece][slot.to][victim])
    }

    /// The capture-history score of `mv` in `pos` (0 if it captures nothing).
    pub fn capture_score(&self, pos: &Position, mv: Move) -> i32 {
        match (captured_kind(pos, mv), Slot::of(pos, mv)) {
            (Some(victim), Some(slot)) => self.captures[slot.piece][slot.to][victim],
            _ => 0,
        }
    }

    /// After `best` caused a cutoff following `depth` plies of search, rewards it if it is among
    /// the noisy moves `tried` and penalises the captures among them tried before it.
    pub fn reward_captures(&mut self, pos: &Position, depth: i32, best: Move, tried: &[Move]) {
        let bonus = history_bonus(depth);
        for &mv in tried {
            let signed = if mv == best { bonus } else { -bonus };
            if let Some(entry) = self.capture_entry(pos, mv) {
                *entry = nudged(*entry, signed);
            }
        }
    }

    /// The counter move remembered for the opponent's last move, `earlier[0]`.
    pub fn counter_to(&self, earlier: &Earlier) -> Move {
        earlier[0].map_or(Move::NULL, |previous| self.counters[previous.piece][previous.to])
    }

    /// Remembers a quiet move that caused a cutoff at `ply`, after `depth` plies of search, and
    /// penalises the quiet moves tried before it; `best` becomes the counter move to `earlier[0]`.
    pub fn reward_quiet(
        &mut self,
        pos: &Position,
        ply: usize,
        depth: i32,
        best: Move,
        earlier: &Earlier,
        tried: &[Move],
    ) {
        if let Some(previous) = earlier[0] {
            self.counters[previous.piece][previous.to] = best;
        }
        let killers = &mut self.killers[ply];
        if killers[0] != best {
            killers[1] = killers[0];
            killers[0] = best;
        }
        let bonus = history_bonus(depth);
        for &mv in tried {
            let signed = if mv == best { bonus } else { -bonus };
            let Some(slot) = Slot::of(pos, mv) else { continue };
            let entry = &mut self.history[slot.piece][slot.to];
            *entry = nudged(*entry, signed);
            for before in earlier.iter().flatten() {
                let entry = &mut self.continuation[Self::continuation_index(*before, slot)];
                *entry = nudged(i32::from(*entry), signed) as i16;
            }
        }
    }
}

/// How far one cutoff after a search of `depth` plies moves a history entry: enough at the
/// shallow depths where most cutoffs happen for the tables to learn within one search.
fn history_bonus(depth: i32) -> i32 {
    (HISTORY_BONUS_SLOPE.get() * depth - HISTORY_BONUS_OFFSET.get()).clamp(1, HISTORY_BONUS_MAX.get())
}

/// A history entry moved by `bonus` with gravity: the nearer the bound, the smaller the step, so
/// entries never pass `HISTORY_LIMIT`.
fn nudged(entry: i32, bonus: i32) -> i32 {
    entry + bonus - entry * bonus.abs() / HISTORY_LIMIT
}

/// The kind (0..6) of the piece `mv` captures in `pos`, if any.
fn captured_kind(pos: &Position, mv: Move) -> Option<usize> {
    if mv.is_en_passant() {
        Some(0)
    } else if mv.is_castling() {
        None
    } else {
        pos.piece_on(mv.to()).map(|piece| piece.kind().index())
    }
}

/// Whether `mv` captures or promotes.
pub fn is_noisy(pos: &Position, mv: Move) -> bool {
    mv.is_en_passant() || mv.promotion_kind().is_some() || (!mv.is_castling() && pos.piece_on(mv.to()).is_some())
}

/// Scores each of `moves` at `ply`, after the `earlier` moves; `counter` is the counter move to
/// the opponent's last move.
pub fn score_moves(
    pos: &Position,
    moves: &mut [ScoredMove],
    table_move: Move,
    ply: usize,
    counter: Move,
    earlier: &Earlier,
    tables: &OrderingTables,
) {
    for entry in moves.iter_mut() {
        entry.score = score_move(pos, entry.mv, table_move, ply, counter, earlier, tables);
    }
}

/// The ordering score of `mv`; `counter` is the counter move to the opponent's last move.
fn score_move(
    pos: &Position,
    mv: Move,
    table_move: Move,
    ply: usize,
    counter: Move,
    earlier: &Earlier,
    tables: &OrderingTables,
) -> i32 {
    if mv == table_move {
        return TABLE_MOVE;
    }
    if is_noisy(pos, mv) {
        let Some(victim) = captured_kind(pos, mv) else {
            let kind = mv.promotion_kind().expect("a noisy move that captures nothing promotes");
            return PROMOTION + SEE_VALUE[kind.index()];
        };
        // The victim's value first; the capture history orders captures of equal victims.
        let attacker = pos.piece_on(mv.from()).map_or(0, |p| p.kind().index() as i32);
        let order = SEE_VALUE[victim] * 16 + tables.capture_score(pos, mv) / 4 - attacker;
        return if see(pos, mv) >= 0 { GOOD_CAPTURE + order } else { BAD_CAPTURE + order };
    }
    let killers = tables.killers[ply];
    if mv == killers[0] {
        KILLER + 1
    } else if mv == killers[1] {
        KILLER
    } else if mv == counter {
        COUNTER
    } else {
        tables.quiet_score(pos, mv, earlier)
    }
}

/// The move to search at `index`, with `moves[..index]` already searched: the best-scored of the
/// rest, swapped into place (one step of selection sort).
///
/// Sorting the rest at once when a node goes past its first few moves was tried: it puts equally
/// scored moves in another order, and the bench needed 10-30% more nodes to the same depths.
pub fn pick_next(moves: &mut [ScoredMove], index: usize) -> Move {
    // The best score is kept at hand rather than read back through `best`, so the comparison does
    // not wait on a load and compiles to a conditional move instead of a hard-to-predict branch.
    let (mut best, mut best_score) = (index, moves[index].score);
    for (i, candidate) in moves.iter().enumerate().skip(index + 1) {
        if candidate.score > best_score {
            (best, best_score) = (i, candidate.score);
        }
    }
    moves.swap(index, best);
    moves[index].mv
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewarded_moves_rise_penalised_ones_fall_and_both_stay_bounded() {
        let pos = Position::startpos();
        let parse = |text| pos.parse_uci_move(text, false).expect("a legal move");
        let (best, other) = (parse("g1f3"), parse("a2a3"));
        // Any two slots will do as the context; real ones come from the moves before.
        let earlier: Earlier = [Slot::of(&pos, parse("e2e4")), Slot::of(&pos, parse("b1c3"))];
        let mut tables = OrderingTables::new(8);
        for _ in 0..1000 {
            tables.reward_quiet(&pos, 3, 20, best, &earlier, &[other, best]);
        }
        let (good, bad) = (tables.quiet_score(&pos, best, &earlier), tables.quiet_score(&pos, other, &earlier));
        assert!((2 * HISTORY_LIMIT + 1..=3 * HISTORY_LIMIT).contains(&good), "{good}");
        assert!((-3 * HISTORY_LIMIT..-2 * HISTORY_LIMIT).contains(&bad), "{bad}");
        // Without the context only the plain history is left.
        assert!(tables.quiet_score(&pos, best, &[None; 2]) <= HISTORY_LIMIT);
        assert_eq!(tables.killers[3][0], best);
        assert_eq!(tables.counter_to(&earlier), best);
    }

    #[test]
    fn capture_history_reorders_captures_of_equal_victims() {
        let pos = Position::from_fen("4k3/8/8/3p4/2P2N2/8/8/4K3 w - - 0 1").expect("a valid FEN");
        let parse = |text| pos.parse_uci_move(text, false).expect("a legal move");
        let (pawn_takes, knight_takes) = (parse("c4d5"), parse("f4d5"));
        let mut tables = OrderingTables::new(8);
        let order = |tables: &OrderingTables| {
            let mut moves = vec![ScoredMove { mv: knight_takes, score: 0 }, ScoredMove { mv: pawn_takes, score: 0 }];
            score_moves(&pos, &mut moves, Move::NULL, 0, Move::NULL, &[None; 2], tables);
            pick_next(&mut moves, 0)
        };
        assert_eq!(order(&tables), pawn_takes, "the least valuable attacker first while nothing is learnt");
        for _ in 0..20 {
            tables.reward_captures(&pos, 8, knight_takes, &[pawn_takes, knight_takes]);
        }
        assert!(tables.capture_score(&pos, knight_takes) > 0 && tables.capture_score(&pos, pawn_takes) < 0);
        assert_eq!(order(&tables), knight_takes, "the capture that kept cutting off first");
    }
}
