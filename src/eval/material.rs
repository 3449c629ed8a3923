//! Material, the bishop pair, and piece-square values.

use super::context::{relative, sign, Context};
use super::weights::{BISHOP_PAIR, MATERIAL, PIECE_SQUARE};
use super::Sink;
use crate::chess::{Color, PieceKind};

/// Adds material and placement for both sides.
pub fn add(context: &Context, sink: &mut impl Sink) {
    for color in Color::BOTH {
        let s = sign(color);
        for kind in PieceKind::ALL {
            for sq in context.pos.pieces(color, kind) {
                if kind != PieceKind::King {
                    sink.add(MATERIAL + kind.index(), s);
                }
                sink.add(PIECE_SQUARE + 64 * kind.index() + relative(color, sq), s);
            }
        }
        if context.pos.pieces(color, PieceKind::Bishop).has_several() {
            sink.add(BISHOP_PAIR, s);
        }
    }
}
