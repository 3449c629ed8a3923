//! Texel tuning: the evaluation weights that best predict game results.
//!
//! The error of a weight set is the mean over the training samples of
//! `(target - sigmoid(K * eval / 400))^2`, with `sigmoid(x) = 1 / (1 + 10^-x)`. The target is the
//! game result, or a blend of the result and the sigmoid of the search's score of the position
//! (`score_weight`, see [`super::dataset::Sample::blend_target`]). K is fitted first, against the
//! results, with the weights as they are, so the error measures the weights and not the scale.
//! Then every weight moves at once by Adam, on the exact gradient of the error over the whole
//! training set, computed by several threads, plus an optional L2 pull towards the starting
//! weights (or only the weights of chosen terms move, the others held at their start). A
//! validation set, never trained on, shows whether the fit generalises.

use super::dataset::Sample;
use crate::eval::{DANGER_EG_DIVISOR, DANGER_MG_DIVISOR};

/// Tuning settings.
#[derive(Clone, Debug)]
pub struct TuneOptions {
    /// Full passes over the training set.
    pub epochs: usize,
    /// Adam's step size, in centipawns.
    pub learning_rate: f64,
    /// Threads computing the gradient.
    pub threads: usize,
    /// Strength of the pull back towards the starting weights: the penalty
    /// `regularization * (weight - start)^2 / 2` per weight is added to the error. It keeps
    /// weights that the data barely sees (a queen on a1 in the middle game) near their starting
    /// values instead of letting them drift on noise.
    pub regularization: f64,
    /// Which weights may move, by index; the rest keep their starting values. Empty means all.
    /// Tuning only newly added terms keeps the old weights from drifting on a small data set.
    pub trainable: Vec<bool>,
    /// The share of the target that comes from the search's score rather than the game result,
    /// 0 to 1 (lambda). A result says who won some 50 moves later; a score says what a search saw
    /// in this position, with less noise but only as deep as that search.
    pub score_weight: f64,
}

impl Default for TuneOptions {
    /// The defaults of `hetman tune`: 500 epochs at rate 1.0 on one thread, no pull, every weight,
    /// results alone as the target.
    fn default() -> TuneOptions {
        TuneOptions {
            epochs: 500,
            learning_rate: 1.0,
            threads: 1,
            regularization: 0.0,
            trainable: Vec::new(),
            score_weight: 0.0,
        }
    }
}

/// `1 / (1 + 10^(-k * eval / 400))`: the expected result for white of a white score `eval`.
pub fn sigmoid(k: f64, eval: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * eval / 400.0))
}

/// Mean squared error of `weights` over `samples` with scaling constant `k`.
pub fn mean_error(samples: &[Sample], weights: &[[f64; 2]], k: f64, threads: usize) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sums = in_parallel(samples, threads, |chunk| {
        chunk.iter().map(|s| (f64::from(s.target) - sigmoid(k, s.evaluate(weights))).powi(2)).sum::<f64>()
    });
    sums.iter().sum::<f64>() / samples.len() as f64
}

/// The K that minimises the error of `weights` (golden-section search over 0.1..10).
pub fn fit_k(samples: &[Sample], weights: &[[f64; 2]], threads: usize) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut low, mut high) = (0.1f64, 10.0f64);
    for _ in 0..40 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if mean_error(samples, weights, a, threads) < mean_error(samples, weights, b, threads) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// The gradient of the mean error with respect to every `[mg, eg]` weight.
fn gradient(samples: &[Sample], weights: &[[f64; 2]], k: f64, threads: usize) -> Vec<[f64; 2]> {
    let partials = in_parallel(samples, threads, |chunk| {
        let mut grad = vec![[0.0; 2]; weights.len()];
        for sample in chunk {
            let sums = sample.sums(weights);
            let predicted = sigmoid(k, sample.value(sums));
            // d(error)/d(eval), then d(eval)/d(weight) = count * phase share * scale.
            let d_eval = 2.0
                * (predicted - f64::from(sample.target))
                * predicted
                * (1.0 - predicted)
                * k
                * std::f64::consts::LN_10
                / 400.0;
            let scale = f64::from(sample.scale) / 64.0;
            let mg_share = sample.mg_share();
            for &(index, count) in &sample.features {
                let common = d_eval * f64::from(count) * scale;
                grad[index as usize][0] += common * mg_share;
                grad[index as usize][1] += common * (1.0 - mg_share);
            }
            // A king-safety weight moves its side's danger, whose value is `max(d, 0)^2 / 720`
            // in the middle game and `max(d, 0) / 20` in the end game.
            for (sign, (list, [danger_mg, danger_eg])) in [1.0, -1.0].into_iter().zip(sample.danger.iter().zip(sums.1))
            {
                let slope_mg = sign * 2.0 * danger_mg.max(0.0) / f64::from(DANGER_MG_DIVISOR);
                let slope_eg = if danger_eg > 0.0 { sign / f64::from(DANGER_EG_DIVISOR) } else { 0.0 };
                for &(index, count) in list {
                    let common = d_eval * f64::from(count) * scale;
                    grad[index as usize][0] += common * mg_share * slope_mg;
                    grad[index as usize][1] += common * (1.0 - mg_share) * slope_eg;
                }
            }
        }
        grad
    });
    let mut total = vec![[0.0; 2]; weights.len()];
    for part in partials {
        for (sum, value) in total.iter_mut().zip(part) {
            sum[0] += value[0];
            sum[1] += value[1];
        }
    }
    let n = samples.len().max(1) as f64;
    total.iter_mut().for_each(|g| *g = [g[0] / n, g[1] / n]);
    total
}

/// Adam over all weights for `options.epochs` full passes; calls `report(epoch, weights)` every
/// few epochs so the caller can show progress. Returns the tuned weights.
pub fn tune(
    samples: &[Sample],
    start: &[[f64; 2]],
    k: f64,
    options: &TuneOptions,
    mut report: impl FnMut(usize, &[[f64; 2]]),
) -> Vec<[f64; 2]> {
    let (beta1, beta2, epsilon): (f64, f64, f64) = (0.9, 0.999, 1e-8);
    let mut weights = start.to_vec();
    let mut first = vec![[0.0; 2]; weights.len()];
    let mut second = vec![[0.0; 2]; weights.len()];
    for epoch in 1..=options.epochs {
        let mut grad = gradient(samples, &weights, k, options.threads);
        for ((g, w), w0) in grad.iter_mut().zip(&weights).zip(start) {
            for phase in 0..2 {
                g[phase] += options.regularization * (w[phase] - w0[phase]);
            }
        }
        let (correct1, correct2) = (1.0 - beta1.powi(epoch as i32), 1.0 - beta2.powi(epoch as i32));
        for i in 0..weights.len() {
            if options.trainable.get(i) == Some(&false) {
                continue;
            }
            for phase in 0..2 {
                let g = grad[i][phase];
                first[i][phase] = beta1 * first[i][phase] + (1.0 - beta1) * g;
                second[i][phase] = beta2 * second[i][phase] + (1.0 - beta2) * g * g;
                let step = options.learning_rate * (first[i][phase] / correct1)
                    / ((second[i][phase] / correct2).sqrt() + epsilon);
                weights[i][phase] -= step;
            }
        }
        report(epoch, &weights);
    }
    weights
}

/// Runs `work` on `threads` contiguous chunks of `samples` and collects the results.
fn in_parallel<T: Send>(samples: &[Sample], threads: usize, work: impl Fn(&[Sample]) -> T + Sync) -> Vec<T> {
    let chunk = samples.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = samples.chunks(chunk).map(|part| scope.spawn(|| work(part))).collect();
        handles.into_iter().map(|h| h.join().expect("a tuning thread does not panic")).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Samples whose result is decided by one feature: white wins when it has the extra "piece".
    fn toy_samples() -> Vec<Sample> {
        (0..400)
            .map(|i| {
                let count = if i % 2 == 0 { 1 } else { -1 };
                let result = if i % 10 < 2 {
                    0.5
                } else if count > 0 {
                    1.0
                } else {
                    0.0
                };
                Sample {
                    features: vec![(0, count), (1, 1)],
                    danger: [vec![], vec![]],
                    phase: 12,
                    scale: 64,
                    result,
                    score: None,
                    target: result,
                }
            })
            .collect()
    }

    /// Settings that fit the toy samples quickly: every weight free, no pull.
    fn toy_options() -> TuneOptions {
        TuneOptions { epochs: 300, learning_rate: 5.0, threads: 2, ..TuneOptions::default() }
    }

    #[test]
    fn tuning_lowers_the_error_and_finds_the_telling_feature() {
        let samples = toy_samples();
        let start = vec![[0.0; 2]; 2];
        let k = 1.0;
        let before = mean_error(&samples, &start, k, 2);
        let options = toy_options();
        let tuned = tune(&samples, &start, k, &options, |_, _| {});
        let after = mean_error(&samples, &tuned, k, 2);
        assert!(after < before * 0.5, "{before} -> {after}");
        assert!(tuned[0][0] > 100.0 && tuned[0][1] > 100.0, "{tuned:?}");
        // A feature present in every sample with balanced results stays near zero.
        assert!(tuned[1][0].abs() < 20.0, "{tuned:?}");
    }

    #[test]
    fn regularization_holds_weights_near_their_start() {
        let samples = toy_samples();
        let start = vec![[0.0; 2]; 2];
        let free = toy_options();
        let held = TuneOptions { regularization: 1e-4, ..free.clone() };
        let loose = tune(&samples, &start, 1.0, &free, |_, _| {});
        let tight = tune(&samples, &start, 1.0, &held, |_, _| {});
        assert!(tight[0][0] > 0.0 && tight[0][0] < loose[0][0] * 0.9, "{tight:?} vs {loose:?}");
    }

    #[test]
    fn frozen_weights_keep_their_start_while_the_others_move() {
        let samples = toy_samples();
        let start = vec![[0.0; 2], [7.0, -3.0]];
        let options = TuneOptions { trainable: vec![true, false], ..toy_options() };
        let tuned = tune(&samples, &start, 1.0, &options, |_, _| {});
        assert_eq!(tuned[1], [7.0, -3.0]);
        assert!(tuned[0][0] > 100.0, "{tuned:?}");
        // Frozen the other way round, the telling feature stays at zero.
        let options = TuneOptions { trainable: vec![false, true], ..options };
        assert_eq!(tune(&samples, &start, 1.0, &options, |_, _| {})[0], [0.0, 0.0]);
    }

    #[test]
    fn the_gradient_of_king_danger_weights_matches_the_error_they_make() {
        // Three weights: a linear one, and two danger weights that both sides use.
        let sample = |danger: [Vec<(u16, i16)>; 2], phase, target| Sample {
            features: vec![(0, 1)],
            danger,
            phase,
            scale: 64,
            result: target,
            score: None,
            target,
        };
        let samples = vec![
            sample([vec![(1, 3), (2, 1)], vec![(1, 1)]], 20, 0.9),
            sample([vec![(2, 2)], vec![(1, 4), (2, 1)]], 8, 0.2),
            sample([vec![], vec![(1, 2)]], 24, 0.4),
        ];
        let weights = vec![[30.0, 10.0], [40.0, 25.0], [-15.0, 35.0]];
        let k = 1.3;
        let analytic = gradient(&samples, &weights, k, 2);
        for index in 0..3 {
            for phase in 0..2 {
                let step = 1e-4;
                let moved = |delta: f64| {
                    let mut w = weights.clone();
                    w[index][phase] += delta;
                    mean_error(&samples, &w, k, 1)
                };
                let numeric = (moved(step) - moved(-step)) / (2.0 * step);
                let exact = analytic[index][phase];
                assert!((numeric - exact).abs() <= 1e-6 + 1e-3 * exact.abs(), "{index} {phase}: {numeric} vs {exact}");
                assert!(exact != 0.0, "every weight here moves the error");
            }
        }
    }

    #[test]
    fn the_fitted_k_beats_its_neighbours() {
        let samples = toy_samples();
        let weights = vec![[150.0, 150.0], [0.0, 0.0]];
        let k = fit_k(&samples, &weights, 2);
        let error = |k| mean_error(&samples, &weights, k, 1);
        assert!(error(k) <= error(k * 0.8) && error(k) <= error(k * 1.25), "k = {k}");
    }
}
