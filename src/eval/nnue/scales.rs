//! The network's integer scales, and the bounds that keep its integer sums inside their types:
//! what the network file, the SIMD kernels and the trainer agree on.

/// The widest hidden layer a network may have (neurons per perspective).
pub const MAX_HIDDEN: usize = 1024;
/// The feature layer's integer scale: a float weight `w` is stored as `round(w * QA)`; the
/// activation clips at `QA`.
pub const QA: i32 = 255;
/// The output layer's integer scale.
pub const QB: i32 = 64;
/// Centipawns per unit of the network's output, and the scale of the trainer's sigmoid: the
/// scale at which `sigmoid(score / SCALE)` best predicts the results of Hetman's own games
/// (fitted on 511,883 self-play positions at 5,000 nodes a move: squared error 0.0464 at 125 and
/// 150, 0.0699 at 400). With 400, game results labelled a queen +2,500 cp and the search's
/// margins, made for centipawns, no longer fitted (version 1 of the format).
pub const SCALE: i32 = 135;
/// Weights are clipped to this size in training, so that the quantised sums fit their integers.
pub const WEIGHT_CLIP: f32 = 1.98;
/// The largest output weight a network file may hold: `WEIGHT_CLIP * QB`, rounded. A file with a
/// larger one is refused, so that the output's sums cannot overflow (see `Network::output`).
pub const MAX_OUTPUT_WEIGHT: i16 = 127;
