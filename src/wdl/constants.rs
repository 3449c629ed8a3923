//! The win-rate model's coefficients, written by `hetman data fit-wdl` (highest power first, in
//! centipawns, of the material scaled as [`super::scaled_material`] does).
//! Fitted on 1129248 positions of generation 6, chunks 1-16 (`tools/nnue-generation.sh gen6`:
//! self-play at 1000 nodes a move, scored by the search with the default network 11d5abb04b68f230);
//! mean negative log-likelihood 0.5864.

/// The centre `a` of the win curve: the score at which a win is as likely as not.
pub const CENTRE: [f64; 4] = [279.038, -167.854, -537.825, 508.232];
/// The width `b` of the win curve.
pub const WIDTH: [f64; 4] = [108.548, -26.718, -180.644, 194.942];
