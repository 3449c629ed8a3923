//! Win, draw and loss chances from a search score and the material on the board, for UCI's
//! `UCI_ShowWDL`: the form of Stockfish's win-rate model, fitted on Hetman's own games.
//!
//! The chance to win with score `s` (centipawns, side to move) is `1 / (1 + e^((a - s) / b))`, to
//! lose `1 / (1 + e^((a + s) / b))`, and the rest is a draw. The centre `a` and the width `b` are
//! cubic polynomials in the material `m / 58` (pawns 1, knights and bishops 3, rooks 5, queens 9,
//! `m` clamped to 17-78): a score means more with less material left. `hetman data fit-wdl`
//! fits them to the results of self-play data and writes [`constants`].

mod constants;

use crate::chess::{PieceKind, Position};
use crate::score::{Score, DECISIVE};

pub use constants::{CENTRE, WIDTH};

/// What one piece of `kind` counts in the model's material.
pub fn piece_material(kind: PieceKind) -> u32 {
    match kind {
        PieceKind::Pawn => 1,
        PieceKind::Knight | PieceKind::Bishop => 3,
        PieceKind::Rook => 5,
        PieceKind::Queen => 9,
        PieceKind::King => 0,
    }
}

/// The material `pos` has for the model (both sides together).
pub fn material(pos: &Position) -> u32 {
    PieceKind::ALL.iter().map(|&kind| piece_material(kind) * pos.kind(kind).count()).sum()
}

/// The model's input: `material` clamped and scaled as the model reads it.
pub fn scaled_material(material: u32) -> f64 {
    f64::from(material.clamp(17, 78)) / 58.0
}

/// The value at `m` of a cubic with coefficients highest power first.
pub fn cubic(coefficients: &[f64; 4], m: f64) -> f64 {
    coefficients.iter().fold(0.0, |value, c| value * m + c)
}

/// The chances to win and to lose with `score` when the model has `centre` and `width`.
pub fn chances(score: f64, centre: f64, width: f64) -> (f64, f64) {
    let width = width.max(1.0);
    let curve = |x: f64| 1.0 / (1.0 + ((centre - x) / width).exp());
    (curve(score), curve(-score))
}

/// The centre of the win curve with `material` on the board: the score shown as 100.
fn centre(material: u32) -> f64 {
    cubic(&CENTRE, scaled_material(material)).max(1.0)
}

/// The score as users read it (UCI's `cp`, xboard's score): centipawns scaled so that 100 is
/// the score at which the side to move wins half its games with `material` on the board (the
/// centre of the win curve), as Stockfish scales its scores since 15.1. Shown scores and
/// [`wdl`] then agree: above 100 the side to move wins more often than not. Decided scores
/// (mates, tablebase results) are left as they are.
pub fn normalized(score: Score, material: u32) -> Score {
    if score.abs() >= DECISIVE {
        return score;
    }
    let centre = centre(material);
    let shown = (f64::from(score) * 100.0 / centre).round();
    // Within the decisive band whatever the model, so that no shown score reads as a mate.
    shown.clamp(f64::from(-DECISIVE + 1), f64::from(DECISIVE - 1)) as Score
}

/// The search's score that [`normalized`] shows as `shown` with `material` on the board (to the
/// nearest unit; below decisive scores).
pub fn internal(shown: Score, material: u32) -> Score {
    let centre = centre(material);
    let score = (f64::from(shown) * centre / 100.0).round();
    score.clamp(f64::from(-DECISIVE + 1), f64::from(DECISIVE - 1)) as Score
}

/// Win, draw and loss in per mille for the side whose `score` it is, with `material` on the
/// board; they sum to 1000. Decided scores (mates, tablebase results) are certain.
pub fn wdl(score: Score, material: u32) -> [u32; 3] {
    if score >= DECISIVE {
        return [1000, 0, 0];
    }
    if score <= -DECISIVE {
        return [0, 0, 1000];
    }
    let m = scaled_material(material);
    let (win, loss) = chances(f64::from(score), cubic(&CENTRE, m), cubic(&WIDTH, m));
    let win = (win * 1000.0).round().clamp(0.0, 1000.0) as u32;
    let loss = ((loss * 1000.0).round() as u32).min(1000 - win);
    [win, 1000 - win - loss, loss]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::{MATE, TB_WIN};

    #[test]
    fn chances_sum_to_a_thousand_and_follow_the_score() {
        for material in [0, 17, 40, 78, 100] {
            let mut last = [0, 0, 1000];
            for score in (-3000..=3000).step_by(25) {
                let [w, d, l] = wdl(score, material);
                assert_eq!(w + d + l, 1000, "{score} {material}");
                assert!(w >= last[0] && l <= last[2], "{score} {material}: {:?} after {last:?}", [w, d, l]);
                last = [w, d, l];
            }
            let [w, _, l] = wdl(0, material);
            assert!(w.abs_diff(l) <= 1, "a level score is even");
        }
        assert_eq!(wdl(MATE - 5, 30), [1000, 0, 0]);
        assert_eq!(wdl(TB_WIN - 20, 4), [1000, 0, 0], "a tablebase win reads as a win");
        assert_eq!(wdl(-(TB_WIN - 20), 4), [0, 0, 1000]);
        assert!(material(&Position::startpos()) == 78);
    }

    #[test]
    fn a_shown_hundred_is_an_even_chance_to_win() {
        for material in [17, 30, 45, 58, 78] {
            let centre = cubic(&CENTRE, scaled_material(material)).round() as Score;
            assert!(normalized(centre, material).abs_diff(100) <= 1, "material {material}");
            let [win, _, _] = wdl(centre, material);
            assert!(win.abs_diff(500) <= 5, "material {material}: {win}");
            for score in [-2000, -300, -50, 0, 50, 300, 2000] {
                let [win, _, _] = wdl(score, material);
                let shown = normalized(score, material);
                assert!(shown < 99 || win >= 495, "{score} at {material} shows {shown} with win {win}");
                assert!(shown > 101 || win <= 505, "{score} at {material} shows {shown} with win {win}");
            }
        }
        for material in [3, 30, 78] {
            for shown in [-100, -25, 0, 7, 100] {
                assert!(normalized(internal(shown, material), material).abs_diff(shown) <= 1, "{shown} at {material}");
            }
        }
        assert_eq!(normalized(MATE - 3, 40), MATE - 3);
        assert_eq!(normalized(-(TB_WIN - 9), 4), -(TB_WIN - 9));
    }
}
