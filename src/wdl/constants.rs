//! The win-rate model's coefficients, written by `hetman data fit-wdl` (highest power first, in
//! centipawns, of the material scaled as [`super::scaled_material`] does).
//! Fitted on 372490 positions of /work/nnue-data/gen0-1to5.bin, /work/nnue-data/gen1/chunk-1.bin; mean negative log-likelihood 0.4889.

/// The centre `a` of the win curve: the score at which a win is as likely as not.
pub const CENTRE: [f64; 4] = [-486.633, 1439.215, -1396.884, 547.658];
/// The width `b` of the win curve.
pub const WIDTH: [f64; 4] = [-179.785, 529.718, -436.136, 183.694];
