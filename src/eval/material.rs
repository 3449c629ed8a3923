//! Material, the bishop pair, the material imbalance, and piece-square values.

use super::context::{relative, sign, Context};
use super::weights::{BISHOP_PAIR, IMBALANCE_OURS, IMBALANCE_THEIRS, MATERIAL, PIECE_SQUARE};
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
    let counts = Color::BOTH.map(|color| counts(context, color));
    for color in Color::BOTH {
        imbalance(counts[color.index()], counts[(!color).index()], sign(color), sink);
    }
}

/// The counts of `color`'s pieces, pawn to queen.
fn counts(context: &Context, color: Color) -> [i32; 5] {
    let mut counts = [0; 5];
    for (slot, count) in counts.iter_mut().enumerate() {
        *count = context.pos.pieces(color, PieceKind::ALL[slot]).count() as i32;
    }
    counts
}

/// What a piece is worth beside the other material: each own knight, bishop, rook and queen times
/// the own pieces of its value or less and the enemy pieces of less, one weight per pair.
/// `ours` and `theirs` are the counts of each side, pawn to queen; `s` is the side's sign.
fn imbalance(ours: [i32; 5], theirs: [i32; 5], s: i32, sink: &mut impl Sink) {
    let (mut own_slot, mut their_slot) = (IMBALANCE_OURS, IMBALANCE_THEIRS);
    for piece in 1..5 {
        for partner in &ours[..=piece] {
            sink.add_times(own_slot, s, ours[piece] * partner);
            own_slot += 1;
        }
        for partner in &theirs[..piece] {
            sink.add_times(their_slot, s, ours[piece] * partner);
            their_slot += 1;
        }
    }
}
