//! Correction history: what searches have shown about the static evaluation's error, by pawn
//! structure. Each entry holds a running average of `search score - static eval` for the positions
//! of one side to move whose pawns hash to it; the search adds it to the static eval before using
//! that for pruning, so a structure the evaluation keeps misjudging is judged better next time.

use super::score::Score;
use crate::chess::Position;

/// Entries per side to move, as a power of two.
const INDEX_BITS: u32 = 14;
/// An entry holds centipawns times this, so small steps are not lost to rounding.
const GRAIN: i32 = 256;
/// The largest correction, in centipawns.
const LIMIT: i32 = 64;
/// The weight of one update is `min(depth + 1, MAX_WEIGHT)` out of 256.
const MAX_WEIGHT: i32 = 16;

/// Evaluation corrections by side to move and pawn structure, one table per search thread.
pub struct CorrectionHistory {
    entries: Vec<[i32; 2]>,
}

impl Default for CorrectionHistory {
    fn default() -> CorrectionHistory {
        CorrectionHistory { entries: vec![[0; 2]; 1 << INDEX_BITS] }
    }
}

impl CorrectionHistory {
    /// Where `pos` keeps its correction: the slot of its pawn structure, the column of its side
    /// to move.
    fn index(pos: &Position) -> (usize, usize) {
        ((pos.pawn_hash() >> (64 - INDEX_BITS)) as usize, pos.side_to_move().index())
    }

    /// `static_eval` of `pos` with the learnt correction added.
    pub fn corrected(&self, pos: &Position, static_eval: Score) -> Score {
        let (slot, side) = Self::index(pos);
        static_eval + self.entries[slot][side] / GRAIN
    }

    /// Learns from a search of `pos` to `depth` that scored `score` where the uncorrected static
    /// evaluation was `static_eval`.
    pub fn update(&mut self, pos: &Position, depth: i32, static_eval: Score, score: Score) {
        let weight = (depth + 1).min(MAX_WEIGHT);
        let error = (score - static_eval).clamp(-LIMIT, LIMIT) * GRAIN;
        let (slot, side) = Self::index(pos);
        let entry = &mut self.entries[slot][side];
        *entry = (*entry * (256 - weight) + error * weight) / 256;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let black_to_move =
            Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1").expect("a valid FEN");
        let mut fresh = CorrectionHistory::default();
        fresh.update(&pos, 10, 0, 50);
        assert_eq!(fresh.corrected(&black_to_move, 0), 0);
    }
}
