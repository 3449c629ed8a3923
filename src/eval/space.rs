//! Space: room behind the pawns for the pieces, which matters while there are pieces to use it.

use super::context::{sign, Context};
use super::weights::SPACE;
use super::Sink;
use crate::chess::{Bitboard, Color, PieceKind};

/// Files c to f on ranks 2 to 4, from each side's point of view.
const SPACE_AREA: [Bitboard; 2] = [Bitboard(0x0000_0000_3C3C_3C00), Bitboard(0x003C_3C3C_0000_0000)];

/// Adds each side's space: the centre squares of its half that enemy pawns do not attack, those
/// up to three squares behind an own pawn and not attacked at all counting twice, times a weight
/// that grows with the side's number of pieces.
pub fn add(context: &Context, sink: &mut impl Sink) {
    let pos = context.pos;
    for color in Color::BOTH {
        let (side, enemy) = (color.index(), (!color).index());
        let own_pawns = pos.pieces(color, PieceKind::Pawn);
        let safe = SPACE_AREA[side] & !own_pawns & !context.pawn_attacks[enemy];
        let back = -color.forward();
        let mut behind = own_pawns | own_pawns.shift(back);
        behind |= behind.shift(2 * back);
        let squares = (safe.count() + (behind & safe & !context.attacked[enemy]).count()) as i32;
        let weight = (pos.color(color).count() as i32 - 3).max(0);
        sink.add_times(SPACE, sign(color), squares * weight * weight / 256);
    }
}
