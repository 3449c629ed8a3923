//! Training data for the tuner: the text format `hetman datagen` writes, and its reading into the
//! linear form the tuner works on.
//!
//! The format is one position per line: a FEN, a space, a vertical bar, a space, and the game's
//! result from white's side as `1.0`, `0.5` or `0.0`:
//!
//! ```text
//! r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4 | 0.5
//! ```
//!
//! Lines starting with `#` and empty lines are skipped.

use crate::chess::Position;
use crate::eval::weights::WEIGHTS;
use crate::eval::{coefficients, end_game_scale, phase, Tapered, TOTAL_PHASE};

/// One data line for `fen` and a white `result` (1, 0.5 or 0).
pub fn format_line(fen: &str, result: f32) -> String {
    format!("{fen} | {result:.1}")
}

/// The FEN and the result of one data line.
pub fn parse_line(line: &str) -> Result<(String, f32), String> {
    let (fen, result) = line.rsplit_once('|').ok_or_else(|| format!("no '|' in '{line}'"))?;
    let result: f32 = result.trim().parse().map_err(|_| format!("bad result in '{line}'"))?;
    if ![0.0, 0.5, 1.0].contains(&result) {
        return Err(format!("result must be 1.0, 0.5 or 0.0 in '{line}'"));
    }
    Ok((fen.trim().to_string(), result))
}

/// A position reduced to what the tuner needs: the evaluation is
/// `(mg * phase + eg * (24 - phase)) / 24 * scale / 64`, with `mg` and `eg` the sums of
/// `count * weight` over `features`.
#[derive(Clone, Debug)]
pub struct Sample {
    /// `(weight index, white-minus-black count)` of every feature present.
    pub features: Vec<(u16, i16)>,
    /// Game phase, 0 (pawn ending) to 24 (all pieces).
    pub phase: u8,
    /// End-game scale out of 64 (from the weights in use when the data was read).
    pub scale: u8,
    /// The game result for white.
    pub result: f32,
}

impl Sample {
    /// The evaluation of this sample under `weights`, white's view, in centipawns.
    pub fn evaluate(&self, weights: &[[f64; 2]]) -> f64 {
        let (mut mg, mut eg) = (0.0, 0.0);
        for &(index, count) in &self.features {
            let [w_mg, w_eg] = weights[index as usize];
            mg += f64::from(count) * w_mg;
            eg += f64::from(count) * w_eg;
        }
        let phase = f64::from(self.phase) / f64::from(TOTAL_PHASE);
        (mg * phase + eg * (1.0 - phase)) * f64::from(self.scale) / 64.0
    }
}

/// Reads one line into a sample; `None` for positions the evaluation scores as dead draws.
pub fn sample_from_line(line: &str) -> Result<Option<Sample>, String> {
    let (fen, result) = parse_line(line)?;
    let pos = Position::from_fen(&fen).map_err(|e| format!("bad FEN in '{line}': {e}"))?;
    if pos.insufficient_material() {
        return Ok(None);
    }
    let features = coefficients(&pos);
    let mut total = Tapered::default();
    for &(index, count) in &features {
        total.mg += i32::from(count) * WEIGHTS[index as usize][0];
        total.eg += i32::from(count) * WEIGHTS[index as usize][1];
    }
    let scale = end_game_scale(&pos, total.eg);
    Ok(Some(Sample { features, phase: phase(&pos) as u8, scale: scale as u8, result }))
}

/// Reads a whole data text: the samples, and the number of lines skipped as dead draws.
pub fn read_samples(text: &str) -> Result<(Vec<Sample>, usize), String> {
    let mut samples = Vec::new();
    let mut skipped = 0;
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match sample_from_line(line).map_err(|e| format!("line {}: {e}", number + 1))? {
            Some(sample) => samples.push(sample),
            None => skipped += 1,
        }
    }
    Ok((samples, skipped))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::evaluate;

    #[test]
    fn lines_round_trip_and_bad_lines_are_named() {
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        assert_eq!(parse_line(&format_line(fen, 0.5)).unwrap(), (fen.to_string(), 0.5));
        assert!(parse_line(fen).unwrap_err().contains("no '|'"));
        assert!(parse_line(&format!("{fen} | 2.0")).unwrap_err().contains("must be"));
        assert!(sample_from_line("8/8/8 w - - 0 1 | 1.0").unwrap_err().contains("bad FEN"));
    }

    #[test]
    fn a_sample_evaluates_as_the_engine_does() {
        for fen in [
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "2r3k1/pp3ppp/4p3/3pP3/3P4/P4N2/1P3PPP/2R3K1 b - - 0 25",
            "6k1/5p2/6p1/8/3B4/8/5PPP/6K1 w - - 0 40",
        ] {
            let sample = sample_from_line(&format_line(fen, 1.0)).unwrap().unwrap();
            let weights: Vec<[f64; 2]> = WEIGHTS.iter().map(|&[mg, eg]| [f64::from(mg), f64::from(eg)]).collect();
            let pos = Position::from_fen(fen).unwrap();
            let white = if pos.side_to_move() == crate::chess::Color::White { evaluate(&pos) } else { -evaluate(&pos) };
            // The engine rounds at each integer division; the tuner does not.
            assert!((sample.evaluate(&weights) - f64::from(white)).abs() <= 2.0, "{fen}: {white}");
        }
    }
}
