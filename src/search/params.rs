//! Every constant that shapes the search tree, in one place, so that a tuning run or an SPRT test
//! changes one file. Depths are in plies, margins in centipawns.
//!
//! Each parameter is read with `.get()`. In a normal build it is a constant that the compiler
//! folds into the code; built with the `tune` feature, each becomes a UCI spin option (named as
//! here, with the range given here) so that a tuner such as `tools/spsa.py` can set it between
//! games.

#[cfg(feature = "tune")]
use std::sync::atomic::{AtomicI32, Ordering};

/// One tunable search parameter: its name, value and the range a tuner may give it.
pub struct Param {
    name: &'static str,
    default: i32,
    min: i32,
    max: i32,
    #[cfg(feature = "tune")]
    value: AtomicI32,
}

impl Param {
    const fn new(name: &'static str, default: i32, min: i32, max: i32) -> Param {
        Param {
            name,
            default,
            min,
            max,
            #[cfg(feature = "tune")]
            value: AtomicI32::new(default),
        }
    }

    /// The current value (the default unless a `tune` build was told otherwise).
    #[inline(always)]
    pub fn get(&self) -> i32 {
        #[cfg(feature = "tune")]
        return self.value.load(Ordering::Relaxed);
        #[cfg(not(feature = "tune"))]
        self.default
    }

    /// The name, as the UCI option shows it.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The value the search uses unless told otherwise.
    pub fn default(&self) -> i32 {
        self.default
    }

    /// The smallest and largest values a tuner may set.
    pub fn range(&self) -> (i32, i32) {
        (self.min, self.max)
    }

    /// Sets the value (`tune` builds only). The value is within [`Param::range`]: the engine's
    /// option table, which lists every parameter as a spin, checks it.
    #[cfg(feature = "tune")]
    pub(crate) fn store(&self, value: i32) {
        debug_assert!((self.min..=self.max).contains(&value), "{} = {value}", self.name);
        self.value.store(value, Ordering::Relaxed);
    }
}

/// Declares each parameter as a `Param` static and lists them all in [`ALL`].
macro_rules! search_params {
    ($($(#[$doc:meta])* $name:ident = $default:literal in $min:literal..=$max:literal;)*) => {
        $($(#[$doc])* pub static $name: Param = Param::new(stringify!($name), $default, $min, $max);)*
        /// Every parameter, in the order declared.
        pub static ALL: &[&Param] = &[$(&$name),*];
    };
}

search_params! {
    /// Aspiration: the first half-width of the window around the previous iteration's score.
    ASPIRATION_DELTA = 20 in 5..=100;
    /// Aspiration windows are used from this iteration on.
    ASPIRATION_MIN_DEPTH = 5 in 1..=12;
    /// A window whose half-width has doubled past this opens to the full range.
    ASPIRATION_FULL_WIDTH = 1000 in 200..=4000;

    /// Razoring applies with at most this much depth left.
    RAZOR_MAX_DEPTH = 3 in 0..=8;
    /// Razoring drops to quiescence when the eval is this much per ply below alpha.
    RAZOR_MARGIN = 250 in 50..=600;

    /// Reverse futility pruning applies with at most this much depth left.
    RFP_MAX_DEPTH = 7 in 0..=16;
    /// Reverse futility margin per ply of depth (one ply less when the eval is improving).
    RFP_MARGIN = 75 in 20..=200;

    /// Null move is tried with at least this much depth left.
    NMP_MIN_DEPTH = 3 in 1..=8;
    /// The most plies the eval's surplus over beta adds to the null-move reduction.
    NMP_MAX_EVAL_REDUCTION = 3 in 0..=6;
    /// Null-move reduction at the shallowest depth.
    NMP_BASE_REDUCTION = 3 in 1..=6;
    /// One more ply of null-move reduction per this many plies of depth.
    NMP_DEPTH_DIVISOR = 3 in 1..=12;
    /// One more ply of null-move reduction per this much static eval above beta (at most 3).
    NMP_EVAL_DIVISOR = 200 in 50..=800;
    /// From this depth on a null-move cutoff is verified by a reduced search of our own.
    NMP_VERIFY_DEPTH = 12 in 4..=64;

    /// ProbCut is tried with at least this much depth left.
    PROBCUT_MIN_DEPTH = 5 in 2..=16;
    /// ProbCut looks for a capture that beats beta by this much.
    PROBCUT_MARGIN = 200 in 50..=500;
    /// ... by this much less when the static eval is improving.
    PROBCUT_IMPROVING_MARGIN = 50 in 0..=200;
    /// ProbCut's verification search is this many plies shallower than the node.
    PROBCUT_REDUCTION = 4 in 2..=8;

    /// Internal iterative reduction: with no table move at this depth or more, search one ply less.
    IIR_MIN_DEPTH = 4 in 2..=16;

    /// Singular extensions are tested with at least this much depth left.
    SE_MIN_DEPTH = 8 in 4..=16;
    /// The table move's score must come from at least `depth - SE_TABLE_DEPTH_MARGIN` plies.
    SE_TABLE_DEPTH_MARGIN = 3 in 1..=8;
    /// The other moves are searched against the table score less this much per ply of depth.
    SE_MARGIN_PER_DEPTH = 2 in 0..=10;
    /// A singular table move that scored this far below the singular bound, off the principal
    /// variation, is extended by two plies.
    DOUBLE_EXTENSION_MARGIN = 20 in 0..=100;

    /// Late move pruning applies with at most this much depth left.
    LMP_MAX_DEPTH = 8 in 1..=16;
    /// Late move pruning keeps `(LMP_BASE + depth^2) / (2 - improving)` quiet moves.
    LMP_BASE = 3 in 0..=20;

    /// Futility pruning of quiet moves applies with at most this much depth left.
    FUTILITY_MAX_DEPTH = 6 in 1..=16;
    /// Futility margin at depth 0.
    FUTILITY_BASE = 90 in 0..=300;
    /// Futility margin added per ply of depth.
    FUTILITY_PER_DEPTH = 100 in 20..=300;

    /// History pruning of quiet moves applies with at most this much depth left.
    HISTORY_PRUNE_MAX_DEPTH = 3 in 0..=8;
    /// A quiet move whose history (plain plus continuation) is below minus this times depth is
    /// skipped.
    HISTORY_PRUNE_MARGIN = 4096 in 256..=16384;

    /// SEE pruning applies with at most this much depth left.
    SEE_PRUNE_MAX_DEPTH = 8 in 1..=16;
    /// A quiet move losing more than this times depth squared by SEE is skipped.
    SEE_QUIET_MARGIN = 20 in 0..=200;
    /// A capture losing more than this times depth by SEE is skipped.
    SEE_CAPTURE_MARGIN = 90 in 0..=300;

    /// A history update after a search of depth `d` moves an entry by
    /// `min(HISTORY_BONUS_SLOPE * d - HISTORY_BONUS_OFFSET, HISTORY_BONUS_MAX)` (up for the move that
    /// cut off, down for those tried before it).
    HISTORY_BONUS_SLOPE = 300 in 1..=2000;
    /// See [`HISTORY_BONUS_SLOPE`].
    HISTORY_BONUS_OFFSET = 250 in 0..=2000;
    /// See [`HISTORY_BONUS_SLOPE`].
    HISTORY_BONUS_MAX = 2400 in 1..=8192;

    /// Late move reductions apply with at least this much depth left.
    LMR_MIN_DEPTH = 3 in 1..=8;
    /// Late move reductions start with the move at this index (0 is the first move searched).
    LMR_MIN_INDEX = 2 in 1..=8;
    /// The constant term of the reduction `LMR_BASE + ln(depth) ln(index) / LMR_DIVISOR`, in
    /// hundredths of a ply.
    LMR_BASE = 75 in 0..=300;
    /// The divisor of the reduction formula, in hundredths.
    LMR_DIVISOR = 225 in 100..=500;
    /// History score (plain plus continuation) worth one ply of reduction, removed for good history
    /// and added for bad.
    LMR_HISTORY_DIVISOR = 8000 in 1000..=50000;

    /// In quiescence, a capture that would leave the score more than this below alpha even after
    /// winning its victim is skipped (delta pruning).
    DELTA_MARGIN = 150 in 0..=500;

    /// Table: a deeper entry of the same search than this many plies beyond a new non-exact result
    /// is kept.
    TT_KEEP_DEPTH_MARGIN = 3 in 0..=8;
    /// Table: the plies of depth one search of age costs an entry when choosing what to replace.
    TT_AGE_WEIGHT = 8 in 0..=32;

    /// Time: moves a sudden-death clock is shared over.
    TIME_HORIZON = 30 in 10..=60;
    /// Time: hundredths of the increment added to each move's share (and to the hard limit's cap).
    TIME_INCREMENT_SHARE = 75 in 0..=100;
    /// Time: the soft limit's cap, in hundredths of the clock, before the last move of a session...
    TIME_SOFT_FRACTION = 40 in 10..=80;
    /// ...and on it.
    TIME_SOFT_FRACTION_LAST = 70 in 10..=95;
    /// Time: the hard limit's cap, in hundredths of the clock, before the last move of a session...
    TIME_HARD_FRACTION = 70 in 10..=95;
    /// ...and on it.
    TIME_HARD_FRACTION_LAST = 85 in 10..=95;
    /// Time: the hard limit is at most this many times the soft one.
    TIME_HARD_MULTIPLE = 4 in 1..=10;
    /// Time: increments a move aims to leave on the clock (capped at a second): below it, a move
    /// spends less than the increment.
    TIME_RESERVE_INCREMENTS = 4 in 0..=10;

    /// Time: the soft limit's scale, in hundredths, for a best move new in this iteration.
    TIME_UNSTABLE_SCALE = 140 in 100..=250;
    /// Time: hundredths taken off that scale for each iteration the best move has stayed...
    TIME_STABILITY_STEP = 10 in 0..=20;
    /// ...for at most this many iterations.
    TIME_STABLE_ITERATIONS = 8 in 0..=12;
    /// Time: a score that fell by more than this (centipawns) since the last iteration...
    TIME_DROP_MARGIN = 40 in 10..=200;
    /// ...scales the soft limit by this, in hundredths.
    TIME_DROP_SCALE = 130 in 100..=200;
}

/// The time-scale factor for the best root move's share of the nodes: the soft limit is scaled by
/// `(1.5 - share) * NODE_SHARE_SCALE`.
pub const NODE_SHARE_SCALE: f64 = 1.25;

/// The least the soft limit is scaled to. The defaults never go below 0.375 (0.6 for a stable
/// best move, times 0.625 for a node share of 1); a `tune` build's extremes could make the scale
/// negative, which `Duration::mul_f64` refuses with a panic.
pub const MIN_SOFT_SCALE: f64 = 0.25;

// The constants below shape the search as well but are not tuned (no `tune` option).

/// The deepest iteration: the deepest ply less room for extensions and the quiescence search.
pub const MAX_ITERATION_DEPTH: i32 = crate::score::MAX_PLY as i32 - 10;
/// Helper thread `t` starts its iterations `t % HELPER_DEPTH_SPREAD` plies deeper than the main
/// thread, so that the threads spread over that many depths.
pub const HELPER_DEPTH_SPREAD: usize = 2;
/// A mate found at a depth of at least twice its distance plus this many plies is played at
/// once: deeper iterations will not change it.
pub const MATE_PROOF_MARGIN: i32 = 4;
/// The aspiration window's half-width is multiplied by this after each failure.
pub const ASPIRATION_GROWTH: i32 = 2;
/// Extensions stop at plies beyond this multiple of the iteration's depth.
pub const EXTENSION_PLY_FACTOR: i32 = 2;
/// Late-move pruning allows this many times fewer quiet moves at a node that is not improving.
pub const LMP_NOT_IMPROVING_DIVISOR: i32 = 2;
/// Time: the most moves the clock is shared over (`movestogo` is capped here).
pub const TIME_MAX_HORIZON: u32 = 50;
/// Time: below the reserve, a move spends at most the increment divided by this.
pub const TIME_EARNED_DIVISOR: u32 = 2;
/// Correction history: entries per side to move in each table, as a power of two.
pub const CORRECTION_INDEX_BITS: u32 = 14;
/// Correction history: an entry holds centipawns times this, so small steps are not lost.
pub const CORRECTION_GRAIN: i32 = 256;
/// Correction history: the largest correction, in centipawns, of one entry and of their mean.
pub const CORRECTION_LIMIT: i32 = 96;
/// Correction history: an update's weight is `min(depth + 1, CORRECTION_MAX_WEIGHT)` out of
/// [`CORRECTION_WEIGHT_SCALE`].
pub const CORRECTION_MAX_WEIGHT: i32 = 16;
/// Correction history: the scale of an update's weight.
pub const CORRECTION_WEIGHT_SCALE: i32 = 256;
/// Correction history: how much the pawn table counts against each of the non-pawn ones.
pub const CORRECTION_PAWN_SHARE: i32 = 2;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_lie_in_their_ranges_and_names_are_unique() {
        for (index, param) in ALL.iter().enumerate() {
            let (min, max) = param.range();
            assert!(min <= param.default() && param.default() <= max, "{}", param.name());
            assert!(ALL[..index].iter().all(|other| !other.name().eq_ignore_ascii_case(param.name())));
        }
    }
}
