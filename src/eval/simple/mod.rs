//! The first evaluation: material plus piece-square tables, tapered between middle game and end
//! game by the material left. The search plays with it until the classical evaluation (the parent
//! module) is tuned and has beaten it in games; then this module goes.

mod params;

use super::Tapered;
use crate::chess::{Color, PieceKind, Position};
use crate::search::score::Score;
use params::{MATERIAL, PHASE_WEIGHT, PIECE_SQUARE, TOTAL_PHASE};

/// The game phase: `TOTAL_PHASE` with all pieces on the board, 0 with only kings and pawns.
pub fn phase(pos: &Position) -> i32 {
    let weighted: i32 =
        PieceKind::ALL.iter().map(|&kind| pos.kind(kind).count() as i32 * PHASE_WEIGHT[kind.index()]).sum();
    weighted.min(TOTAL_PHASE)
}

/// Material and piece-square score for white minus black, both phases.
pub fn material_and_placement(pos: &Position) -> Tapered {
    let mut total = Tapered::default();
    for color in Color::BOTH {
        let sign = if color == Color::White { 1 } else { -1 };
        for kind in PieceKind::ALL {
            for sq in pos.pieces(color, kind) {
                // Tables are written from white's side; black reads them with the ranks mirrored.
                let index = if color == Color::White { sq.index() } else { sq.index() ^ 56 };
                let [mg, eg] = PIECE_SQUARE[kind.index()][index];
                total.mg += sign * (MATERIAL[kind.index()][0] + mg);
                total.eg += sign * (MATERIAL[kind.index()][1] + eg);
            }
        }
    }
    total
}

/// The static evaluation in centipawns, from the side to move's point of view.
pub fn evaluate(pos: &Position) -> Score {
    let phase = phase(pos);
    let value = material_and_placement(pos);
    let white = (value.mg * phase + value.eg * (TOTAL_PHASE - phase)) / TOTAL_PHASE;
    match pos.side_to_move() {
        Color::White => white,
        Color::Black => -white,
    }
}

/// A human-readable account of the evaluation, for the `eval` command.
pub fn describe(pos: &Position) -> String {
    let value = material_and_placement(pos);
    let phase = phase(pos);
    let white = (value.mg * phase + value.eg * (TOTAL_PHASE - phase)) / TOTAL_PHASE;
    format!(
        "Material and placement (white's view): middle game {:+}, end game {:+}\n\
         Phase: {phase} of {TOTAL_PHASE} (middle game weight)\n\
         Evaluation: {:+.2} (white's view), {:+} cp for the side to move\n",
        value.mg,
        value.eg,
        f64::from(white) / 100.0,
        evaluate(pos)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> Score {
        evaluate(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn the_start_position_is_level_and_material_counts() {
        assert_eq!(eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), 0);
        assert!(eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1") < -700);
        assert!(eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1") > 700);
    }

    #[test]
    fn colour_flipped_positions_score_the_same_for_the_side_to_move() {
        let white = eval("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        let black = eval("rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3");
        assert_eq!(white, black);
    }

    #[test]
    fn centralised_knights_and_advanced_passers_score_higher() {
        let rim = eval("4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
        let centre = eval("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1");
        assert!(centre > rim);
        let fourth = eval("4k3/8/8/8/P7/8/8/4K3 w - - 0 1");
        let sixth = eval("4k3/8/P7/8/8/8/8/4K3 w - - 0 1");
        assert!(sixth > fourth);
    }
}
