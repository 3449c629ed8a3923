//! Driving a bare king to the edge: with a queen or a rook against a lone king, the mate needs the
//! defending king on the edge and the other king beside it, which a search sees only a few moves
//! ahead. These terms make every step towards it better, so the engine mates at any depth.

use super::masks::distance;
use crate::chess::{Color, PieceKind, Position, Square};

/// Centipawns for each ring the defending king stands away from the centre (0 to 3).
const EDGE: i32 = 20;
/// Centipawns for each step the kings stand nearer than the farthest (7).
const KINGS_NEAR: i32 = 10;

/// The bonus (white's view) when one side has only its king and the other a queen or a rook
/// and no pawns: the defender's distance from the centre and the kings' nearness. 0 otherwise.
pub fn bonus(pos: &Position) -> i32 {
    for strong in [Color::White, Color::Black] {
        let weak = !strong;
        let has_major = (pos.pieces(strong, PieceKind::Queen) | pos.pieces(strong, PieceKind::Rook)).any();
        if pos.color(weak).has_several() || !has_major || pos.pieces(strong, PieceKind::Pawn).any() {
            continue;
        }
        let (defender, attacker) = (pos.king_square(weak), pos.king_square(strong));
        let value = EDGE * rings_from_centre(defender) + KINGS_NEAR * (7 - distance(defender, attacker) as i32);
        return if strong == Color::White { value } else { -value };
    }
    0
}

/// 0 on the four centre squares, 3 on the edge.
fn rings_from_centre(sq: Square) -> i32 {
    let from_middle = |coordinate: u8| (2 * i32::from(coordinate) - 7).abs() / 2;
    from_middle(sq.file()).max(from_middle(sq.rank()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defender_on_the_edge_and_the_kings_near_score_more() {
        let score = |fen: &str| bonus(&Position::from_fen(fen).unwrap());
        let centre = score("8/8/8/3k4/8/8/8/R3K3 w - - 0 1");
        let edge = score("3k4/8/8/8/8/8/8/R3K3 w - - 0 1");
        let edge_near = score("3k4/8/3K4/8/8/8/8/R7 w - - 0 1");
        assert!(0 < centre && centre < edge && edge < edge_near, "{centre} {edge} {edge_near}");
        // Black's queen: the same from black's side; with a pawn or a second piece, nothing.
        assert_eq!(score("3K4/8/3k4/8/8/8/8/q7 w - - 0 1"), -edge_near);
        assert_eq!(score("3k4/8/3K4/8/8/8/P7/R7 w - - 0 1"), 0);
        assert_eq!(score("3k4/7n/3K4/8/8/8/8/R7 w - - 0 1"), 0);
        assert_eq!(rings_from_centre(Square::parse("a1").unwrap()), 3);
        assert_eq!(rings_from_centre(Square::parse("e4").unwrap()), 0);
    }
}
