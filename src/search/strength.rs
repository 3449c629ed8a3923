//! Playing levels below full strength (`UCI_LimitStrength` with `UCI_Elo`, and `Skill Level`).
//!
//! A weaker level plays like a weaker player rather than a strong one that blunders at random:
//! it searches less (a node budget from 20 nodes, a depth-one look, to a million) and it judges
//! less surely (the root is searched for several lines, and the move played is the best of them
//! after a random push to each, wider as the level falls), so its mistakes are moves that look
//! nearly as good to a shallow search, more of them and larger as the level falls. A mate found
//! is played. Against a bare king the engine plays at full strength (see `Engine::go`), so every
//! level mates with a queen or a rook.
//!
//! Each level is a setting from 0 to 1 that moves all of these together; [`CALIBRATION`] names
//! the settings by the Elo they showed in games at 10s+0.1s (`docs/strength.md`).

use super::report::SearchResult;
use crate::random::SplitMix64;
use crate::score::{Score, MATE_BOUND};

/// The lowest `UCI_Elo`.
pub const MIN_ELO: i64 = 1000;
/// The highest `UCI_Elo`: the strongest limited level.
pub const MAX_ELO: i64 = 2700;
/// `Skill Level` runs from 0 (the level of [`MIN_ELO`]) to this, full strength.
pub const MAX_SKILL: i64 = 20;

/// The node budget at the lowest setting and at the highest.
const NODES_AT_LOWEST: f64 = 20.0;
const NODES_AT_HIGHEST: f64 = 1_000_000.0;
/// The widest random push (centipawns), at the lowest setting; it falls with the square of the
/// setting's distance from the highest, where it is zero.
const PUSH_AT_LOWEST: f64 = 900.0;
/// Root lines compared at the lowest setting; two fewer at the highest that still pushes.
const LINES_AT_LOWEST: f64 = 6.0;

/// The calibration: the Elo of settings 0, 0.1, ..., 1 on Stockfish 15.1's `UCI_Elo` scale, from
/// a cubic fitted to fifteen 20-game matches at 10s+0.1s (`docs/strength.md`); a level between two
/// is the setting between theirs.
const CALIBRATION: [(i64, f64); 11] = [
    (647, 0.0),
    (919, 0.1),
    (1141, 0.2),
    (1328, 0.3),
    (1493, 0.4),
    (1649, 0.5),
    (1810, 0.6),
    (1988, 0.7),
    (2198, 0.8),
    (2452, 0.9),
    (2765, 1.0),
];

/// How a limited level searches and chooses.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Strength {
    /// The setting, 0 (weakest) to 1 (strongest).
    setting: f64,
}

impl Strength {
    /// The level of `elo` (clamped into [`MIN_ELO`]..=[`MAX_ELO`]).
    pub fn from_elo(elo: i64) -> Strength {
        let elo = elo.clamp(MIN_ELO, MAX_ELO);
        let upper = CALIBRATION.iter().position(|&(level, _)| level >= elo).unwrap_or(CALIBRATION.len() - 1).max(1);
        let ((low_elo, low), (high_elo, high)) = (CALIBRATION[upper - 1], CALIBRATION[upper]);
        let between = (elo - low_elo) as f64 / (high_elo - low_elo) as f64;
        Strength { setting: low + (high - low) * between }
    }

    /// The level of `Skill Level` `skill` (0..=[`MAX_SKILL`]), or `None` at full strength.
    pub fn from_skill(skill: i64) -> Option<Strength> {
        let skill = skill.clamp(0, MAX_SKILL);
        (skill < MAX_SKILL).then(|| Strength::from_elo(MIN_ELO + (MAX_ELO - MIN_ELO) * skill / MAX_SKILL))
    }

    /// The most nodes a search of this level may visit.
    pub fn node_budget(&self) -> u64 {
        (NODES_AT_LOWEST * (NODES_AT_HIGHEST / NODES_AT_LOWEST).powf(self.setting)).round() as u64
    }

    /// How many root lines this level searches before it chooses (one where it does not push).
    pub fn lines(&self) -> usize {
        if self.push_width() < 1.0 {
            1
        } else {
            (LINES_AT_LOWEST - 4.0 * self.setting).round() as usize
        }
    }

    /// The widest random push to a line's score, in centipawns.
    fn push_width(&self) -> f64 {
        PUSH_AT_LOWEST * (1.0 - self.setting).powi(2)
    }

    /// The move this level plays from `result` of a search with [`Self::lines`] lines: the line
    /// whose score plus a random push in `0..width` is highest. A mate found is played.
    pub fn choose(&self, result: &SearchResult, random: &mut SplitMix64) -> SearchResult {
        if result.others.is_empty() || result.score >= MATE_BOUND || self.push_width() < 1.0 {
            return result.clone();
        }
        let width = self.push_width() as u64;
        let mut pushed = |score: Score| i64::from(score) + random.below(width) as i64;
        // (move, its score, its pushed value)
        let mut chosen = (result.best, result.score, pushed(result.score));
        for &(mv, score) in &result.others {
            let value = pushed(score);
            if value > chosen.2 {
                chosen = (mv, score, value);
            }
        }
        if chosen.0 == result.best {
            return result.clone();
        }
        SearchResult { best: chosen.0, ponder: None, score: chosen.1, depth: result.depth, others: Vec::new() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{Move, Position};

    fn result(pos: &Position, scores: &[Score]) -> (SearchResult, Vec<Move>) {
        let moves: Vec<Move> = pos.legal_moves().into_iter().take(scores.len()).collect();
        let others = moves[1..].iter().copied().zip(scores[1..].iter().copied()).collect();
        (SearchResult { best: moves[0], ponder: None, score: scores[0], depth: 5, others }, moves)
    }

    #[test]
    fn levels_search_less_and_push_more_as_they_fall() {
        let (low, mid, high) = (Strength::from_elo(MIN_ELO), Strength::from_elo(1900), Strength::from_elo(MAX_ELO));
        assert!(low.node_budget() < mid.node_budget() && mid.node_budget() < high.node_budget());
        assert!(low.push_width() > mid.push_width() && mid.push_width() > high.push_width());
        assert!(low.lines() > mid.lines() && high.lines() == 1);
        assert_eq!(Strength::from_elo(-5), low);
        assert_eq!(Strength::from_elo(i64::MAX), high);
        assert_eq!(Strength::from_skill(MAX_SKILL), None);
        assert_eq!(Strength::from_skill(0), Some(low));
    }

    #[test]
    fn the_lowest_level_often_errs_among_near_moves_and_never_far() {
        let pos = Position::startpos();
        let (searched, moves) = result(&pos, &[30, 20, 10, -1000]);
        let level = Strength::from_elo(MIN_ELO);
        let mut random = SplitMix64::new(3);
        let mut played = [0; 4];
        for _ in 0..2000 {
            let chosen = level.choose(&searched, &mut random);
            played[moves.iter().position(|&mv| mv == chosen.best).unwrap()] += 1;
        }
        assert!(played[1] > 200 && played[2] > 200, "{played:?}");
        assert_eq!(played[3], 0, "{played:?}");
        // The highest level always keeps the best move; one just below it mostly.
        let top = Strength::from_elo(MAX_ELO);
        assert!((0..200).all(|_| top.choose(&searched, &mut random).best == moves[0]));
        let near_top = Strength::from_elo(MAX_ELO - 100);
        let kept = (0..2000).filter(|_| near_top.choose(&searched, &mut random).best == moves[0]).count();
        assert!(kept > 1000, "{kept}");
    }

    #[test]
    fn a_mate_found_is_played() {
        let level = Strength::from_elo(MIN_ELO);
        let mut random = SplitMix64::new(1);
        let pos = Position::startpos();
        let (searched, moves) = result(&pos, &[MATE_BOUND + 3, 400, 399, 398]);
        assert!((0..200).all(|_| level.choose(&searched, &mut random).best == moves[0]));
    }
}
