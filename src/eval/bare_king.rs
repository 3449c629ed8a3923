//! Bare-king endings: one side has nothing but its king, the other enough to mate by force (a
//! queen or a rook, bishops on both colours, a bishop and a knight, three knights).
//!
//! The network seldom meets these endings (its self-play games are adjudicated long before) and
//! rates a rook up as a pawn or two, with no sense of where the bare king should go, so the
//! search drifts and repeats in a won ending. Here the evaluation is a known win instead, graded
//! so that the search finds the way: the bare king driven to the edge (to a corner of the
//! bishop's colour with a bishop and a knight), the kings brought together, material kept.

use crate::chess::{Bitboard, Color, PieceKind, Position, Square};
use crate::score::Score;

/// What a forced mate against a bare king is worth before the grading below: beyond what the
/// network gives for any material, below the decisive scores the search keeps for mates and
/// tablebase results.
pub const BARE_KING_WIN: Score = 2000;
/// The material that keeps its value in such an ending, by kind (pawn to queen): a pawn kept may
/// yet promote, and no piece is given away for nothing.
const MATERIAL: [Score; 5] = [100, 300, 300, 500, 900];
/// Per step of the bare king's distance from the centre (0 to 6).
const EDGE_WEIGHT: Score = 20;
/// With a bishop and a knight, per step nearer to a corner of the bishop's colour (0 to 7).
const CORNER_WEIGHT: Score = 40;
/// Per step nearer the kings stand (0 to 7).
const KINGS_WEIGHT: Score = 10;
// The most a side can hold is fifteen pieces besides its king, none worth more than a queen: the
// score stays below the decisive ones.
const _: () = assert!(
    BARE_KING_WIN + 15 * MATERIAL[4] + CORNER_WEIGHT * 7 + EDGE_WEIGHT * 6 + KINGS_WEIGHT * 7 < crate::score::DECISIVE
);

/// The score of `pos` for the side to move when one side has a bare king against mating
/// material, else `None` (the network decides).
pub fn bare_king_score(pos: &Position) -> Option<Score> {
    let weak = Color::BOTH.into_iter().find(|&color| !pos.color(color).has_several())?;
    let strong = !weak;
    let has = |kind| pos.pieces(strong, kind);
    let bishops = has(PieceKind::Bishop);
    let bishops_on_both_colours = (bishops & Bitboard::DARK_SQUARES).any() && (bishops & !Bitboard::DARK_SQUARES).any();
    let heavy = (has(PieceKind::Queen) | has(PieceKind::Rook)).any();
    let bishop_and_knight = bishops.any() && has(PieceKind::Knight).any();
    if !(heavy || bishops_on_both_colours || bishop_and_knight || has(PieceKind::Knight).count() >= 3) {
        return None;
    }
    let material: Score = [PieceKind::Pawn, PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook, PieceKind::Queen]
        .into_iter()
        .zip(MATERIAL)
        .map(|(kind, value)| value * has(kind).count() as Score)
        .sum();
    let (bare, king) = (pos.king_square(weak), pos.king_square(strong));
    let driven = if !heavy && !bishops_on_both_colours && bishop_and_knight {
        // Only a corner of the bishop's colour can be mated in: a1 and h8 are dark.
        let corners = if (bishops & Bitboard::DARK_SQUARES).any() { [0, 63] } else { [7, 56] };
        let [first, second] = corners.map(|corner| distance(bare, Square::new(corner)));
        let nearest = first.min(second);
        CORNER_WEIGHT * (7 - nearest)
    } else {
        EDGE_WEIGHT * centre_distance(bare)
    };
    let score = BARE_KING_WIN + material + driven + KINGS_WEIGHT * (7 - distance(bare, king));
    Some(if pos.side_to_move() == strong { score } else { -score })
}

/// King steps between two squares.
fn distance(a: Square, b: Square) -> Score {
    Score::from(a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank())))
}

/// Files plus ranks from the four centre squares: 0 on d4-e5, 6 in a corner.
fn centre_distance(sq: Square) -> Score {
    let from_centre = |coordinate: u8| if coordinate < 4 { 3 - coordinate } else { coordinate - 4 };
    Score::from(from_centre(sq.file()) + from_centre(sq.rank()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(fen: &str) -> Option<Score> {
        bare_king_score(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn mating_material_against_a_bare_king_is_a_known_win_for_either_side_to_move() {
        for fen in [
            "8/8/8/3k4/8/8/8/R3K3 w - - 0 1",
            "8/8/8/3k4/8/8/8/Q3K3 w - - 0 1",
            "8/8/8/3k4/8/8/8/2B1KB2 w - - 0 1",
            "8/8/8/3k4/8/8/8/1N2KB2 w - - 0 1",
            "8/8/8/3k4/8/8/8/1N2KNN1 w - - 0 1",
            "8/8/8/3k4/8/8/P7/R3K3 w - - 0 1",
        ] {
            let white = score(fen).unwrap_or_else(|| panic!("{fen}"));
            assert!(white >= BARE_KING_WIN, "{fen}: {white}");
            assert_eq!(score(&fen.replace(" w ", " b ")), Some(-white), "{fen}");
        }
        // Black the stronger side, to move.
        assert!(score("r3k3/8/8/8/3K4/8/8/8 b - - 0 1").unwrap() >= BARE_KING_WIN);
    }

    #[test]
    fn without_mating_material_or_a_bare_king_the_network_decides() {
        for fen in [
            "8/8/8/3k4/8/8/8/4K3 w - - 0 1",    // kings alone
            "8/8/8/3k4/8/8/8/1N2K3 w - - 0 1",  // a knight
            "8/8/8/3k4/8/8/8/2N1KN2 w - - 0 1", // two knights
            "8/8/8/3k4/8/8/8/3BKB2 w - - 0 1",  // bishops on one colour (d1 and f1 are light)
            "8/8/8/3k4/8/8/P7/4K3 w - - 0 1",   // a pawn
            "8/8/8/3k4/8/8/p7/R3K3 w - - 0 1",  // the other king is not bare
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ] {
            assert_eq!(score(fen), None, "{fen}");
        }
    }

    #[test]
    fn the_bare_king_is_better_off_in_the_centre_and_far_from_the_other_king() {
        // Three steps between the kings in both.
        let centre = score("8/8/8/8/3k4/8/8/R3K3 w - - 0 1").unwrap();
        let edge = score("8/8/8/8/8/8/8/R3K2k w - - 0 1").unwrap();
        assert!(edge > centre, "{edge} {centre}");
        let apart = score("7k/8/8/8/8/8/8/R1K5 w - - 0 1").unwrap();
        let near = score("7k/8/5K2/8/8/8/8/R7 w - - 0 1").unwrap();
        assert!(near > apart, "{near} {apart}");
    }

    #[test]
    fn a_bishop_and_a_knight_drive_to_a_corner_of_the_bishop_s_colour() {
        // The bishop on c1 is dark: a1 and h8 are the mating corners, a8 is not. The kings stand
        // four steps apart in both.
        let right = score("8/8/8/8/8/8/8/k1B1KN2 w - - 0 1").unwrap();
        let wrong = score("k7/8/8/4K3/8/8/8/2B2N2 w - - 0 1").unwrap();
        assert!(right > wrong, "{right} {wrong}");
    }
}
