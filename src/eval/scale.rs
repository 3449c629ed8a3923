//! Known draws and drawish endings: how much of the end-game score stands, out of 64.

use crate::chess::{Bitboard, Color, PieceKind, Position, Square};

/// The full scale.
pub const FULL: i32 = 64;

fn non_pawn_material(pos: &Position, color: Color) -> i32 {
    pos.pieces(color, PieceKind::Knight).count() as i32 * 3
        + pos.pieces(color, PieceKind::Bishop).count() as i32 * 3
        + pos.pieces(color, PieceKind::Rook).count() as i32 * 5
        + pos.pieces(color, PieceKind::Queen).count() as i32 * 9
}

/// The end-game scale for a position whose end-game score favours `strong`.
pub fn factor(pos: &Position, strong: Color) -> i32 {
    let weak = !strong;
    let strong_pawns = pos.pieces(strong, PieceKind::Pawn);
    let (strong_material, weak_material) = (non_pawn_material(pos, strong), non_pawn_material(pos, weak));
    if strong_pawns.is_empty() {
        // Two knights cannot force mate against a bare king.
        let only_knights = strong_material == 3 * pos.pieces(strong, PieceKind::Knight).count() as i32;
        if only_knights && strong_material <= 6 && pos.pieces(weak, PieceKind::Pawn).is_empty() {
            return 0;
        }
        // Without pawns a side needs more than a minor piece's worth of extra material to win,
        // except that two bishops beat a lone knight.
        let strong_bishops = pos.pieces(strong, PieceKind::Bishop);
        let bishop_pair =
            (strong_bishops & Bitboard::DARK_SQUARES).any() && (strong_bishops & !Bitboard::DARK_SQUARES).any();
        let lone_knight = weak_material == 3 && pos.pieces(weak, PieceKind::Knight).any();
        if strong_material == 6 && bishop_pair && lone_knight {
            return FULL;
        }
        if strong_material - weak_material <= 3 {
            return if strong_material <= 3 { 0 } else { 8 };
        }
    }
    // Rook pawns cannot win when the defending king holds the corner in front of them, alone or
    // with a bishop that does not cover that corner (the wrong bishop) against a bare king.
    let rook_files = Bitboard::FILE_A | Bitboard::FILE_H;
    if strong_pawns.any() && (strong_pawns & !rook_files).is_empty() {
        let file = strong_pawns.lowest().file();
        let all_on_one_file = strong_pawns.into_iter().all(|sq| sq.file() == file);
        let corner = Square::from_coords(file, if strong == Color::White { 7 } else { 0 });
        let corner_is_dark = Bitboard::DARK_SQUARES.contains(corner);
        let bishop = pos.pieces(strong, PieceKind::Bishop);
        // Only against a bare king: the defender's own pawns can block its king or be
        // forced to move, and those endings are not all draws.
        let bare_king = pos.color(weak).count() == 1;
        let wrong_bishop = strong_material == 3
            && bare_king
            && bishop.count() == 1
            && (bishop & Bitboard::DARK_SQUARES).any() != corner_is_dark;
        let held = all_on_one_file && super::masks::distance(pos.king_square(weak), corner) <= 1;
        if held && (strong_material == 0 || wrong_bishop) {
            return 0;
        }
    }
    // Opposite-coloured bishops alone are very drawish.
    let bishops = [pos.pieces(Color::White, PieceKind::Bishop), pos.pieces(Color::Black, PieceKind::Bishop)];
    let one_bishop_each = bishops[0].count() == 1 && bishops[1].count() == 1;
    let opposite = (bishops[0] & Bitboard::DARK_SQUARES).any() != (bishops[1] & Bitboard::DARK_SQUARES).any();
    if strong_material == 3 && weak_material == 3 && one_bishop_each && opposite {
        return 32;
    }
    FULL
}
