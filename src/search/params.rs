//! Every constant that shapes the search tree, in one place, so that a tuning run or an SPRT test
//! changes one file. Depths are in plies, margins in centipawns.

/// Aspiration: the first half-width of the window around the previous iteration's score.
pub const ASPIRATION_DELTA: i32 = 20;
/// Aspiration windows are used from this iteration on.
pub const ASPIRATION_MIN_DEPTH: i32 = 5;

/// Razoring applies with at most this much depth left.
pub const RAZOR_MAX_DEPTH: i32 = 3;
/// Razoring drops to quiescence when the eval is this much per ply below alpha.
pub const RAZOR_MARGIN: i32 = 250;

/// Reverse futility pruning applies with at most this much depth left.
pub const RFP_MAX_DEPTH: i32 = 7;
/// Reverse futility margin per ply of depth (one ply less when the eval is improving).
pub const RFP_MARGIN: i32 = 75;

/// Null move is tried with at least this much depth left.
pub const NMP_MIN_DEPTH: i32 = 3;
/// Null-move reduction at the shallowest depth.
pub const NMP_BASE_REDUCTION: i32 = 3;
/// One more ply of null-move reduction per this many plies of depth.
pub const NMP_DEPTH_DIVISOR: i32 = 3;
/// One more ply of null-move reduction per this much static eval above beta (at most 3).
pub const NMP_EVAL_DIVISOR: i32 = 200;
/// From this depth on a null-move cutoff is verified by a reduced search of our own.
pub const NMP_VERIFY_DEPTH: i32 = 12;

/// ProbCut is tried with at least this much depth left.
pub const PROBCUT_MIN_DEPTH: i32 = 5;
/// ProbCut looks for a capture that beats beta by this much.
pub const PROBCUT_MARGIN: i32 = 200;
/// ... by this much less when the static eval is improving.
pub const PROBCUT_IMPROVING_MARGIN: i32 = 50;
/// ProbCut's verification search is this many plies shallower than the node.
pub const PROBCUT_REDUCTION: i32 = 4;

/// Internal iterative reduction: with no table move at this depth or more, search one ply less.
pub const IIR_MIN_DEPTH: i32 = 4;

/// Singular extensions are tested with at least this much depth left.
pub const SE_MIN_DEPTH: i32 = 8;
/// The table move's score must come from at least `depth - SE_TABLE_DEPTH_MARGIN` plies.
pub const SE_TABLE_DEPTH_MARGIN: i32 = 3;
/// The other moves are searched against the table score less this much per ply of depth.
pub const SE_MARGIN_PER_DEPTH: i32 = 2;
/// A singular table move that scored this far below the singular bound, off the principal
/// variation, is extended by two plies.
pub const DOUBLE_EXTENSION_MARGIN: i32 = 20;

/// Late move pruning applies with at most this much depth left.
pub const LMP_MAX_DEPTH: i32 = 8;
/// Late move pruning keeps `(LMP_BASE + depth^2) / (2 - improving)` quiet moves.
pub const LMP_BASE: i32 = 3;

/// Futility pruning of quiet moves applies with at most this much depth left.
pub const FUTILITY_MAX_DEPTH: i32 = 6;
/// Futility margin at depth 0.
pub const FUTILITY_BASE: i32 = 90;
/// Futility margin added per ply of depth.
pub const FUTILITY_PER_DEPTH: i32 = 100;

/// History pruning of quiet moves applies with at most this much depth left.
pub const HISTORY_PRUNE_MAX_DEPTH: i32 = 3;
/// A quiet move whose history (plain plus continuation) is below minus this times depth is
/// skipped.
pub const HISTORY_PRUNE_MARGIN: i32 = 4096;

/// SEE pruning applies with at most this much depth left.
pub const SEE_PRUNE_MAX_DEPTH: i32 = 8;
/// A quiet move losing more than this times depth squared by SEE is skipped.
pub const SEE_QUIET_MARGIN: i32 = 20;
/// A capture losing more than this times depth by SEE is skipped.
pub const SEE_CAPTURE_MARGIN: i32 = 90;

/// Late move reductions apply with at least this much depth left.
pub const LMR_MIN_DEPTH: i32 = 3;
/// Late move reductions start with the move at this index (0 is the first move searched).
pub const LMR_MIN_INDEX: usize = 2;
/// The constant term of the reduction `LMR_BASE + ln(depth) ln(index) / LMR_DIVISOR`.
pub const LMR_BASE: f32 = 0.75;
/// The divisor of the reduction formula.
pub const LMR_DIVISOR: f32 = 2.25;
/// History score (plain plus continuation) worth one ply of reduction, removed for good history
/// and added for bad.
pub const LMR_HISTORY_DIVISOR: i32 = 8000;

/// In quiescence, a capture that would leave the score more than this below alpha even after
/// winning its victim is skipped (delta pruning).
pub const DELTA_MARGIN: i32 = 150;

/// The time-scale factor for the best root move's share of the nodes: the soft limit is scaled by
/// `(1.5 - share) * NODE_SHARE_SCALE`.
pub const NODE_SHARE_SCALE: f64 = 1.25;
