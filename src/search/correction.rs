//! Correction history: what searches have shown about the static evaluation's error, by pawn
//! structure and by each side's other pieces. Three tables, each keyed by a hash and the side to
//! move: one by the pawns of both colours, one by White's knights, bishops, rooks, queens and king,
//! one by Black's. Each entry holds a running average of `search score - static eval` for the
//! positions that hash to it; the search adds a weighted average of the three entries to the static
//! eval before using that for pruning, so a structure or a piece placement the evaluation keeps
//! misjudging is judged better next time. The pawn table, the one measured alone, weighs as much as
//! the two others together; that split and `LIMIT` are first guesses, not tuned.

use crate::chess::{Color, Position};
use crate::score::Score;

use super::params::{
    CORRECTION_GRAIN as GRAIN, CORRECTION_INDEX_BITS as INDEX_BITS, CORRECTION_LIMIT as LIMIT,
    CORRECTION_MAX_WEIGHT as MAX_WEIGHT, CORRECTION_PAWN_SHARE as PAWN_SHARE, CORRECTION_WEIGHT_SCALE as WEIGHT_SCALE,
};

/// The sum of the tables' shares: the average divides by it.
const TOTAL_SHARE: i32 = PAWN_SHARE + 2;

/// One table of corrections, by hash slot and side to move.
struct Table {
    entries: Vec<[i32; 2]>,
}

impl Default for Table {
    fn default() -> Table {
        Table { entries: vec![[0; 2]; 1 << INDEX_BITS] }
    }
}

impl Table {
    /// The slot of positions with `hash`: the hash's top bits, which the position's hashes mix best.
    fn slot(hash: u64) -> usize {
        (hash >> (64 - INDEX_BITS)) as usize
    }

    /// The entry of positions with `hash` and `side` to move, in centipawns times [`GRAIN`].
    fn get(&self, hash: u64, side: Color) -> i32 {
        self.entries[Self::slot(hash)][side.index()]
    }

    /// Moves the entry a `weight / WEIGHT_SCALE` step towards `error` (times [`GRAIN`]).
    fn learn(&mut self, hash: u64, side: Color, weight: i32, error: i32) {
        let entry = &mut self.entries[Self::slot(hash)][side.index()];
        *entry = (*entry * (WEIGHT_SCALE - weight) + error * weight) / WEIGHT_SCALE;
    }
}

/// Evaluation corrections by side to move, pawn structure and each side's other pieces, one set
/// of tables per search thread.
#[derive(Default)]
pub struct CorrectionHistory {
    pawn: Table,
    /// Keyed by White's non-pawn pieces.
    white: Table,
    /// Keyed by Black's non-pawn pieces.
    black: Table,
}

/// The hashes `pos` is kept under: of its pawns, White's other pieces, Black's other pieces.
fn hashes(pos: &Position) -> [u64; 3] {
    [pos.pawn_hash(), pos.non_pawn_hash(Color::White), pos.non_pawn_hash(Color::Black)]
}

impl CorrectionHistory {
    /// `static_eval` of `pos` with the learnt correction added.
    pub fn corrected(&self, pos: &Position, static_eval: Score) -> Score {
        let side = pos.side_to_move();
        let [pawn, white, black] = hashes(pos);
        // A weighted average rather than a sum: every table learns the whole error, so when they
        // agree the correction is that error, not a multiple of it, and stays within LIMIT.
        let total = PAWN_SHARE * self.pawn.get(pawn, side) + self.white.get(white, side) + self.black.get(black, side);
        static_eval + total / (TOTAL_SHARE * GRAIN)
    }

    /// Learns from a search of `pos` to `depth` that scored `score` where the uncorrected static
    /// evaluation was `static_eval`.
    pub fn update(&mut self, pos: &Position, depth: i32, static_eval: Score, score: Score) {
        let weight = (depth + 1).min(MAX_WEIGHT);
        let error = (score - static_eval).clamp(-LIMIT, LIMIT) * GRAIN;
        let side = pos.side_to_move();
        let [pawn, white, black] = hashes(pos);
        self.pawn.learn(pawn, side, weight, error);
        self.white.learn(white, side, weight, error);
        self.black.learn(black, side, weight, error);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).expect("a valid FEN")
    }

    #[test]
    fn corrections_follow_the_error_and_stay_bounded() {
        let pos = Position::startpos();
        let mut history = CorrectionHistory::default();
        assert_eq!(history.corrected(&pos, 10), 10);
        for _ in 0..500 {
            history.update(&pos, 10, 10, 40);
        }
        let corrected = history.corrected(&pos, 10);
        assert!((38..=40).contains(&corrected), "{corrected}");
        for _ in 0..500 {
            history.update(&pos, 10, 0, 1000);
        }
        assert!(history.corrected(&pos, 0) <= LIMIT);
        // The other side to move has its own entries.
        let black_to_move = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
        let mut fresh = CorrectionHistory::default();
        fresh.update(&pos, 10, 0, 50);
        assert_eq!(fresh.corrected(&black_to_move, 0), 0);
    }

    #[test]
    fn each_table_is_shared_by_positions_alike_in_its_pieces() {
        // Learn a +80 error in the starting position only.
        let start = Position::startpos();
        let mut history = CorrectionHistory::default();
        for _ in 0..500 {
            history.update(&start, 10, 0, 80);
        }
        // Rounding keeps each entry a little under 80, so the shares come out a point low at most.
        let learnt = |pos: &Position| history.corrected(pos, 0);
        // Same pieces, other pawns (1.e4 e5, White to move): both non-pawn entries, half the weight.
        let other_pawns = position("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assert!((39..=40).contains(&learnt(&other_pawns)), "{}", learnt(&other_pawns));
        // Same pawns and black pieces, a white knight moved (White to move as the FEN says): the
        // pawn and black entries, three quarters.
        let white_knight_out = position("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1");
        assert!((59..=60).contains(&learnt(&white_knight_out)), "{}", learnt(&white_knight_out));
        // Same pawns and white pieces, a black knight moved: the pawn and white entries.
        let black_knight_out = position("rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert!((59..=60).contains(&learnt(&black_knight_out)), "{}", learnt(&black_knight_out));
        // Other pawns and both sides' pieces moved: nothing shared.
        let nothing_alike = position("rnbqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3");
        assert_eq!(learnt(&nothing_alike), 0);
    }
}
