//! Search scores in centipawns, with mate scores at the ends of the range.

/// A score from the side to move's point of view, in centipawns.
pub type Score = i32;

/// The score of delivering mate now; mate in `n` plies scores `MATE - n`.
pub const MATE: Score = 32_000;

/// The deepest ply the search can reach: scores beyond `MATE - MAX_PLY` in size are mates.
pub const MAX_PLY: usize = 246;

/// Scores at or above this (in size) announce a forced mate.
pub const MATE_BOUND: Score = MATE - MAX_PLY as Score;

/// A tablebase win found `ply` plies from the root scores `TB_WIN - ply`: below every mate and
/// above every evaluation.
pub const TB_WIN: Score = MATE_BOUND - 1;

/// Scores at or above this in size are decided: a forced mate or a tablebase result.
pub const DECISIVE: Score = TB_WIN - MAX_PLY as Score;

/// The centipawns a tablebase win shows, less its distance in plies (as Stockfish shows it).
pub const TABLEBASE_WIN_CP: Score = 20_000;

/// What a GUI is shown for a score that is no mate: the centipawns of an evaluation, and a
/// tablebase win as [`TABLEBASE_WIN_CP`] less its distance in plies (a win beyond any
/// evaluation, and no mate).
pub fn shown_centipawns(score: Score) -> Score {
    if score.abs() >= DECISIVE && score.abs() < MATE_BOUND {
        score.signum() * (TABLEBASE_WIN_CP - (TB_WIN - score.abs()))
    } else {
        score
    }
}

/// Converts a score found `ply` plies from the root into one relative to the node itself, so a
/// mate (or tablebase win) stored in the table means the same distance wherever the position is
/// met again.
pub fn to_table(score: Score, ply: usize) -> Score {
    if score >= DECISIVE {
        score + ply as Score
    } else if score <= -DECISIVE {
        score - ply as Score
    } else {
        score
    }
}

/// The inverse of [`to_table`]: a table score read `ply` plies from the root.
pub fn from_table(score: Score, ply: usize) -> Score {
    if score >= DECISIVE {
        score - ply as Score
    } else if score <= -DECISIVE {
        score + ply as Score
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_are_stored_relative_to_the_node() {
        // Mate in 5 plies from the root, found at ply 3: mate in 2 from the node.
        let at_root = MATE - 5;
        assert_eq!(to_table(at_root, 3), MATE - 2);
        // Met again at ply 7 it is mate in 9 from the root.
        assert_eq!(from_table(MATE - 2, 7), MATE - 9);
        assert_eq!(from_table(to_table(-MATE + 6, 4), 4), -MATE + 6);
        assert_eq!(to_table(123, 40), 123);
        assert_eq!(from_table(-250, 40), -250);
    }
}
