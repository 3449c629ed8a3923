//! `hetman data fit-wdl`: fits the win-rate model of [`crate::wdl`] to self-play records (their
//! search scores, material and game results) by maximum likelihood, with Adam on the eight
//! coefficients, and writes them as `src/wdl/constants.rs`.

use super::packed::PackedPosition;
use crate::wdl::{chances, cubic, piece_material, scaled_material};

/// One position as the fit sees it.
#[derive(Copy, Clone, Debug)]
pub struct WdlSample {
    /// The search score, centipawns, side to move.
    pub score: f64,
    /// The scaled material.
    pub material: f64,
    /// The game result for the side to move: 0 loss, 1 draw, 2 win.
    pub result: u8,
}

impl WdlSample {
    /// The sample of a record.
    pub fn of(record: &PackedPosition) -> WdlSample {
        let material: u32 = record.pieces().map(|(_, piece)| piece_material(piece.kind())).sum();
        WdlSample {
            score: f64::from(record.score()),
            material: scaled_material(material),
            result: (record.result() * 2.0).round() as u8,
        }
    }
}

/// A fitted model.
#[derive(Clone, Debug, PartialEq)]
pub struct WdlFit {
    /// The centre's coefficients, highest power first.
    pub centre: [f64; 4],
    /// The width's coefficients.
    pub width: [f64; 4],
    /// Mean negative log-likelihood of the results.
    pub loss: f64,
}

/// The likelihood of each sample's result and its gradient by the eight coefficients.
fn loss_and_gradient(samples: &[WdlSample], centre: &[f64; 4], width: &[f64; 4]) -> (f64, [f64; 8]) {
    let mut loss = 0.0;
    let mut gradient = [0.0; 8];
    for sample in samples {
        let m = sample.material;
        let (a, b) = (cubic(centre, m), cubic(width, m).max(1.0));
        let (w, l) = chances(sample.score, a, b);
        let s = sample.score;
        // Derivatives of the win and loss chances by the centre and the width.
        let (dw_da, dw_db) = (-w * (1.0 - w) / b, -w * (1.0 - w) * (s - a) / (b * b));
        let (dl_da, dl_db) = (-l * (1.0 - l) / b, -l * (1.0 - l) * (-s - a) / (b * b));
        let (p, dp_da, dp_db) = match sample.result {
            2 => (w, dw_da, dw_db),
            0 => (l, dl_da, dl_db),
            _ => (1.0 - w - l, -dw_da - dl_da, -dw_db - dl_db),
        };
        let p = p.max(1e-9);
        loss -= p.ln();
        let powers = [m * m * m, m * m, m, 1.0];
        for k in 0..4 {
            gradient[k] -= dp_da / p * powers[k];
            gradient[4 + k] -= dp_db / p * powers[k];
        }
    }
    let n = samples.len().max(1) as f64;
    (loss / n, gradient.map(|g| g / n))
}

/// Fits the model to `samples` over `iterations` full passes.
pub fn fit(samples: &[WdlSample], iterations: usize) -> WdlFit {
    let mut params = [0.0, 0.0, 0.0, 150.0, 0.0, 0.0, 0.0, 100.0];
    let (mut m1, mut m2) = ([0.0f64; 8], [0.0f64; 8]);
    let (beta1, beta2, rate) = (0.9, 0.999, 2.0);
    let split = |p: &[f64; 8]| ([p[0], p[1], p[2], p[3]], [p[4], p[5], p[6], p[7]]);
    for step in 1..=iterations {
        let (centre, width) = split(&params);
        let (_, gradient) = loss_and_gradient(samples, &centre, &width);
        for k in 0..8 {
            m1[k] = beta1 * m1[k] + (1.0 - beta1) * gradient[k];
            m2[k] = beta2 * m2[k] + (1.0 - beta2) * gradient[k] * gradient[k];
            let corrected1 = m1[k] / (1.0 - beta1.powi(step as i32));
            let corrected2 = m2[k] / (1.0 - beta2.powi(step as i32));
            params[k] -= rate * corrected1 / (corrected2.sqrt() + 1e-8);
        }
    }
    let (centre, width) = split(&params);
    let (loss, _) = loss_and_gradient(samples, &centre, &width);
    WdlFit { centre, width, loss }
}

/// The text of `src/wdl/constants.rs` for `fit`, with `origin` (what it was fitted on) in its
/// documentation.
pub fn render(fit: &WdlFit, origin: &str) -> String {
    let list = |c: &[f64; 4]| c.iter().map(|v| format!("{v:.3}")).collect::<Vec<_>>().join(", ");
    format!(
        "//! The win-rate model's coefficients, written by `hetman data fit-wdl` (highest power first, in\n\
         //! centipawns, of the material scaled as [`super::scaled_material`] does).\n\
         //! Fitted on {origin}; mean negative log-likelihood {:.4}.\n\
         \n\
         /// The centre `a` of the win curve: the score at which a win is as likely as not.\n\
         pub const CENTRE: [f64; 4] = [{}];\n\
         /// The width `b` of the win curve.\n\
         pub const WIDTH: [f64; 4] = [{}];\n",
        fit.loss,
        list(&fit.centre),
        list(&fit.width)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::SplitMix64;

    #[test]
    fn the_fit_finds_the_model_that_made_the_results() {
        // Results drawn from a known model: the fit must find its curves again.
        let (centre, width) = ([0.0, 0.0, -80.0, 220.0], [0.0, 0.0, 30.0, 60.0]);
        let mut rng = SplitMix64::new(3);
        let samples: Vec<WdlSample> = (0..40_000)
            .map(|_| {
                let score = rng.below(1601) as f64 - 800.0;
                let material = 17.0 / 58.0 + rng.below(1000) as f64 / 1000.0 * (61.0 / 58.0);
                let (w, l) = chances(score, cubic(&centre, material), cubic(&width, material));
                let draw = rng.below(1_000_000) as f64 / 1e6;
                let result = if draw < w {
                    2
                } else if draw < w + l {
                    0
                } else {
                    1
                };
                WdlSample { score, material, result }
            })
            .collect();
        let fitted = fit(&samples, 1500);
        for m in [0.4, 0.8, 1.2] {
            let (a, b) = (cubic(&fitted.centre, m), cubic(&fitted.width, m));
            assert!((a - cubic(&centre, m)).abs() < 25.0, "centre at {m}: {a} for {}", cubic(&centre, m));
            assert!((b - cubic(&width, m)).abs() < 15.0, "width at {m}: {b} for {}", cubic(&width, m));
        }
        let text = render(&fitted, "a test");
        assert!(text.contains("pub const CENTRE: [f64; 4] = ["));
    }
}
