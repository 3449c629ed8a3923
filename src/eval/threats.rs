//! Threats: pieces attacked by pawns or by lesser pieces, and pieces left hanging.

use super::context::{sign, Context};
use super::weights::*;
use super::Sink;
use crate::chess::{Color, PieceKind};

/// Adds the threats each side makes.
pub fn add(context: &Context, sink: &mut impl Sink) {
    let pos = context.pos;
    for color in Color::BOTH {
        let (s, side, enemy) = (sign(color), color.index(), (!color).index());
        let them = !color;
        let pieces = pos.color(them) & !pos.pieces(them, PieceKind::Pawn) & !pos.pieces(them, PieceKind::King);
        let majors = pos.pieces(them, PieceKind::Rook) | pos.pieces(them, PieceKind::Queen);
        let by_minors =
            context.attacks_by[side][PieceKind::Knight.index()] | context.attacks_by[side][PieceKind::Bishop.index()];
        sink.add_times(THREAT_BY_PAWN, s, (pieces & context.pawn_attacks[side]).count() as i32);
        sink.add_times(THREAT_BY_MINOR, s, (majors & by_minors).count() as i32);
        let by_rooks = context.attacks_by[side][PieceKind::Rook.index()];
        sink.add_times(THREAT_BY_ROOK, s, (pos.pieces(them, PieceKind::Queen) & by_rooks).count() as i32);
        let targets = pos.color(them) & !pos.pieces(them, PieceKind::King);
        let hanging = targets & context.attacked[side] & !context.attacked[enemy];
        sink.add_times(HANGING, s, hanging.count() as i32);
    }
}
