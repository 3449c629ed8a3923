//! Training data for the tuner: the text format `hetman datagen` writes, and its reading into the
//! linear form the tuner works on.
//!
//! The format is one position per line: a FEN, ` | `, the game's result from white's side as `1.0`,
//! `0.5` or `0.0`, and optionally ` | ` and the score the game's search gave the position, in
//! centipawns from white's side:
//!
//! ```text
//! r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4 | 0.5 | 31
//! ```
//!
//! Lines starting with `#` and empty lines are skipped. Files from before the score was written
//! hold only the result; the tuner uses the result alone for such lines.

use crate::chess::Position;
use crate::eval::{coefficients, end_game_scale, phase, DANGER_EG_DIVISOR, DANGER_MG_DIVISOR, TOTAL_PHASE};
use crate::input::shorten;

/// One position of the data: what a line holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The position.
    pub fen: String,
    /// The game's result for white: 1, 0.5 or 0.
    pub result: f32,
    /// The search's score of the position for white, in centipawns, when the line has one.
    pub score: Option<i32>,
}

/// One data line for `record`.
pub fn format_line(record: &Record) -> String {
    let Record { fen, result, score } = record;
    match score {
        Some(score) => format!("{fen} | {result:.1} | {score}"),
        None => format!("{fen} | {result:.1}"),
    }
}

/// The position, result and (if present) score of one data line.
pub fn parse_line(line: &str) -> Result<Record, String> {
    let mut fields = line.split('|').map(str::trim);
    let fen = fields.next().unwrap_or_default().to_string();
    let result: f32 = fields
        .next()
        .ok_or_else(|| format!("no '|' in '{}'", shorten(line)))?
        .parse()
        .map_err(|_| format!("bad result in '{}'", shorten(line)))?;
    if ![0.0, 0.5, 1.0].contains(&result) {
        return Err(format!("result must be 1.0, 0.5 or 0.0 in '{}'", shorten(line)));
    }
    let score = match fields.next() {
        Some(text) => Some(text.parse().map_err(|_| format!("bad score in '{}'", shorten(line)))?),
        None => None,
    };
    if fields.next().is_some() {
        return Err(format!("more than three fields in '{}'", shorten(line)));
    }
    Ok(Record { fen, result, score })
}

/// A position reduced to what the tuner needs: the evaluation is
/// `(mg * phase + eg * (24 - phase)) / 24 * scale / 64`, with `mg` and `eg` the sums of
/// `count * weight` over `features` plus the value of each side's king danger, itself a sum of
/// `count * weight` over that side's `danger` features (see [`crate::eval::danger_value`]).
#[derive(Clone, Debug)]
pub struct Sample {
    /// `(weight index, white-minus-black count)` of every feature present.
    pub features: Vec<(u16, i16)>,
    /// `(weight index, count)` of the king-safety features in white's danger and in black's.
    pub danger: [Vec<(u16, i16)>; 2],
    /// Game phase, 0 (pawn ending) to 24 (all pieces).
    pub phase: u8,
    /// End-game scale out of 64 (from the weights in use when the data was read).
    pub scale: u8,
    /// The game result for white.
    pub result: f32,
    /// The search's score for white in centipawns, if the data has it.
    pub score: Option<i32>,
    /// What the tuner fits the evaluation's sigmoid to: the result, or a blend of the result and
    /// the score's sigmoid (see [`Sample::blend_target`]).
    pub target: f32,
}

impl Sample {
    /// The middle-game and end-game sums of the linear features under `weights`, white's view,
    /// and each side's danger to the enemy king before it is valued.
    pub fn sums(&self, weights: &[[f64; 2]]) -> ([f64; 2], [[f64; 2]; 2]) {
        let weighted = |list: &[(u16, i16)]| {
            let mut sum = [0.0; 2];
            for &(index, count) in list {
                let [w_mg, w_eg] = weights[index as usize];
                sum[0] += f64::from(count) * w_mg;
                sum[1] += f64::from(count) * w_eg;
            }
            sum
        };
        (weighted(&self.features), [weighted(&self.danger[0]), weighted(&self.danger[1])])
    }

    /// The middle-game share of this sample's blend, 0 to 1.
    pub fn mg_share(&self) -> f64 {
        f64::from(self.phase) / f64::from(TOTAL_PHASE)
    }

    /// The evaluation, white's view, in centipawns, from what [`Sample::sums`] returned.
    pub fn value(&self, (linear, dangers): ([f64; 2], [[f64; 2]; 2])) -> f64 {
        let [mut mg, mut eg] = linear;
        for (sign, [danger_mg, danger_eg]) in [1.0, -1.0].into_iter().zip(dangers) {
            mg += sign * danger_mg.max(0.0).powi(2) / f64::from(DANGER_MG_DIVISOR);
            eg += sign * danger_eg.max(0.0) / f64::from(DANGER_EG_DIVISOR);
        }
        let share = self.mg_share();
        (mg * share + eg * (1.0 - share)) * f64::from(self.scale) / 64.0
    }

    /// The evaluation of this sample under `weights`, white's view, in centipawns.
    pub fn evaluate(&self, weights: &[[f64; 2]]) -> f64 {
        self.value(self.sums(weights))
    }

    /// Sets the target to `lambda * expected(score) + (1 - lambda) * result`, where `expected`
    /// turns a score into an expected result; a sample without a score keeps the bare result.
    pub fn blend_target(&mut self, lambda: f64, expected: impl Fn(f64) -> f64) {
        self.target = match self.score {
            Some(score) => (lambda * expected(f64::from(score)) + (1.0 - lambda) * f64::from(self.result)) as f32,
            None => self.result,
        };
    }
}

/// Reads one line into a sample; `None` for positions the evaluation scores as dead draws.
pub fn sample_from_line(line: &str) -> Result<Option<Sample>, String> {
    let Record { fen, result, score } = parse_line(line)?;
    let pos = Position::from_fen(&fen).map_err(|e| format!("bad FEN in '{line}': {e}"))?;
    if pos.insufficient_material() {
        return Ok(None);
    }
    let coefficients = coefficients(&pos);
    let scale = end_game_scale(&pos, coefficients.total().eg);
    Ok(Some(Sample {
        features: coefficients.linear,
        danger: coefficients.danger,
        phase: phase(&pos) as u8,
        scale: scale as u8,
        result,
        score,
        target: result,
    }))
}

/// The data lines of a text, trimmed, each with its line number (from 1): comments and empty
/// lines are left out.
fn data_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
}

/// Reads a whole data text as records, naming the first bad line.
pub fn read_records(text: &str) -> Result<Vec<Record>, String> {
    data_lines(text).map(|(number, line)| parse_line(line).map_err(|e| format!("line {number}: {e}"))).collect()
}

/// Reads a whole data text: the samples, and the number of lines skipped as dead draws.
pub fn read_samples(text: &str) -> Result<(Vec<Sample>, usize), String> {
    let mut samples = Vec::new();
    let mut skipped = 0;
    for (number, line) in data_lines(text) {
        match sample_from_line(line).map_err(|e| format!("line {number}: {e}"))? {
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
    use crate::eval::weights::WEIGHTS;

    #[test]
    fn lines_round_trip_and_bad_lines_are_named() {
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        for score in [None, Some(-37)] {
            let record = Record { fen: fen.to_string(), result: 0.5, score };
            assert_eq!(parse_line(&format_line(&record)).unwrap(), record);
        }
        assert!(parse_line(fen).unwrap_err().contains("no '|'"));
        assert!(parse_line(&format!("{fen} | 2.0")).unwrap_err().contains("must be"));
        assert!(parse_line(&format!("{fen} | 1.0 | x")).unwrap_err().contains("bad score"));
        assert!(parse_line(&format!("{fen} | 1.0 | 5 | 6")).unwrap_err().contains("more than three"));
        assert!(sample_from_line("8/8/8 w - - 0 1 | 1.0").unwrap_err().contains("bad FEN"));
    }

    #[test]
    fn the_target_blends_the_result_with_the_score() {
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        let expected = |score: f64| if score > 0.0 { 0.8 } else { 0.2 };
        let mut scored = sample_from_line(&format!("{fen} | 0.0 | 50")).unwrap().unwrap();
        assert_eq!(scored.target, 0.0, "the result until a blend is asked for");
        scored.blend_target(0.25, expected);
        assert!((scored.target - 0.2).abs() < 1e-6, "0.25 * 0.8 + 0.75 * 0: {}", scored.target);
        scored.blend_target(1.0, expected);
        assert!((scored.target - 0.8).abs() < 1e-6);
        let mut bare = sample_from_line(&format!("{fen} | 1.0")).unwrap().unwrap();
        bare.blend_target(0.5, expected);
        assert_eq!(bare.target, 1.0, "no score: the result alone");
    }

    #[test]
    fn a_sample_evaluates_as_the_engine_does() {
        for fen in [
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "2r3k1/pp3ppp/4p3/3pP3/3P4/P4N2/1P3PPP/2R3K1 b - - 0 25",
            "6k1/5p2/6p1/8/3B4/8/5PPP/6K1 w - - 0 40",
        ] {
            let sample = sample_from_line(&format!("{fen} | 1.0")).unwrap().unwrap();
            let weights: Vec<[f64; 2]> = WEIGHTS.iter().map(|&[mg, eg]| [f64::from(mg), f64::from(eg)]).collect();
            let pos = Position::from_fen(fen).unwrap();
            let white = if pos.side_to_move() == crate::chess::Color::White { evaluate(&pos) } else { -evaluate(&pos) };
            // The engine rounds at each integer division; the tuner does not.
            assert!((sample.evaluate(&weights) - f64::from(white)).abs() <= 2.0, "{fen}: {white}");
        }
    }
}
