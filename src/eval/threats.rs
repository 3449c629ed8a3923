//! Threats: enemy pieces attacked by pawns, by minor pieces, by rooks or by the king, pieces left
//! hanging, pawn pushes that would attack a piece, squares that restrict the enemy's pieces, and
//! squares from which a piece could attack the enemy queen.

use super::context::{sign, Context};
use super::weights::*;
use super::Sink;
use crate::chess::{attacks, Bitboard, Color, PieceKind};

/// The victims a table of threats is indexed by, pawn to queen.
const VICTIMS: [PieceKind; 5] =
    [PieceKind::Pawn, PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook, PieceKind::Queen];

/// Adds the threats each side makes.
pub fn add(context: &Context, sink: &mut impl Sink) {
    let pos = context.pos;
    for color in Color::BOTH {
        let (s, side, enemy) = (sign(color), color.index(), (!color).index());
        let them = !color;
        let targets = pos.color(them) & !pos.pieces(them, PieceKind::King);
        let pieces = targets & !pos.pieces(them, PieceKind::Pawn);
        // Held firmly: defended by a pawn, or defended twice and attacked at most once.
        let strongly_protected =
            context.pawn_attacks[enemy] | (context.attacked_twice[enemy] & !context.attacked_twice[side]);
        let weak = targets & context.attacked[side] & !strongly_protected;
        let by_minors =
            context.attacks_by[side][PieceKind::Knight.index()] | context.attacks_by[side][PieceKind::Bishop.index()];
        let by_rooks = context.attacks_by[side][PieceKind::Rook.index()];
        // A minor attacking a piece gains even when the piece is defended; a pawn is a target for
        // a minor or a rook only when weak.
        let minor_victims = ((pieces & strongly_protected) | weak) & by_minors;
        let rook_victims = weak & by_rooks;
        for (slot, kind) in VICTIMS.into_iter().enumerate() {
            let of_kind = pos.pieces(them, kind);
            sink.add_times(THREAT_BY_MINOR + slot, s, (minor_victims & of_kind).count() as i32);
            sink.add_times(THREAT_BY_ROOK + slot, s, (rook_victims & of_kind).count() as i32);
        }
        sink.add_times(THREAT_BY_PAWN, s, (pieces & context.pawn_attacks[side]).count() as i32);
        sink.add_times(THREAT_BY_KING, s, (weak & context.attacks_by[side][PieceKind::King.index()]).count() as i32);
        let hanging = targets & context.attacked[side] & !context.attacked[enemy];
        sink.add_times(HANGING, s, hanging.count() as i32);
        // Pawns that can step (or double-step) to a square where they are safe and attack a piece.
        let third_rank = Bitboard::rank(color.relative_rank(2));
        let empty = !context.occupied;
        let single = pos.pieces(color, PieceKind::Pawn).shift(color.forward()) & empty;
        let pushes = (single | (single & third_rank).shift(color.forward()) & empty)
            & !context.pawn_attacks[enemy]
            & (context.attacked[side] | !context.attacked[enemy]);
        let [west, east] = attacks::pawn_captures(color, pushes);
        sink.add_times(THREAT_BY_PAWN_PUSH, s, ((west | east) & pieces).count() as i32);
        // Squares both sides fight over where the enemy is not firmly in control: its pieces
        // cannot use them freely.
        let restricted = context.attacked[enemy] & !strongly_protected & context.attacked[side];
        sink.add_times(RESTRICTED, s, restricted.count() as i32);
        // A lone enemy queen: squares from which a piece of ours could attack it next move. Worth
        // double when ours is the only queen left to answer it.
        let enemy_queens = pos.pieces(them, PieceKind::Queen);
        if enemy_queens.count() == 1 {
            let queen = enemy_queens.lowest();
            let times = if pos.pieces(color, PieceKind::Queen).is_empty() { 2 } else { 1 };
            let safe = !pos.color(color) & !context.pawn_attacks[enemy] & !strongly_protected;
            let knight_squares = attacks::knight(queen) & context.attacks_by[side][PieceKind::Knight.index()];
            sink.add_times(KNIGHT_ON_QUEEN, s, times * (knight_squares & safe).count() as i32);
            let slider_squares = (attacks::bishop(queen, context.occupied)
                & context.attacks_by[side][PieceKind::Bishop.index()])
                | (attacks::rook(queen, context.occupied) & context.attacks_by[side][PieceKind::Rook.index()]);
            let slider_squares = slider_squares & safe & context.attacked_twice[side];
            sink.add_times(SLIDER_ON_QUEEN, s, times * slider_squares.count() as i32);
        }
    }
}
