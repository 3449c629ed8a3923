//! Pieces: mobility, rooks on open files and the seventh rank, doubled rooks, outposts and outposts
//! within reach, bad bishops, bishops eyeing enemy pawns, minor pieces sheltered behind pawns or far
//! from their king, bishops on the long diagonals, rooks and bishops aimed at the enemy king's zone,
//! rooks on a queen's file, rooks trapped by their own king.

use super::context::{relative_rank, sign, Context, PieceAttacks};
use super::masks::{attack_span, distance, file_of};
use super::weights::*;
use super::Sink;
use crate::chess::{attacks, Bitboard, CastlingSide, Color, PieceKind};

/// d4, e4, d5 and e5.
const CENTRE: Bitboard = Bitboard(0x0000_0018_1800_0000);

/// Adds the piece terms for both sides.
pub fn add(context: &Context, sink: &mut impl Sink) {
    let pos = context.pos;
    for color in Color::BOTH {
        let (s, side, enemy) = (sign(color), color.index(), (!color).index());
        let own_pawns = pos.pieces(color, PieceKind::Pawn);
        let enemy_pawns = pos.pieces(!color, PieceKind::Pawn);
        // Mobility counts squares not held by own pieces and not attacked by enemy pawns.
        let safe = !pos.color(color) & !context.pawn_attacks[enemy];
        let pawns = pos.kind(PieceKind::Pawn);
        // The squares just behind a pawn of either side, from this side's point of view.
        let behind_pawns = pawns.shift(-color.forward());
        let enemy_zone = context.king_zone[enemy];
        let king_file = context.king[side].file();
        let rights = pos.castling_rights();
        let may_castle = CastlingSide::BOTH.into_iter().any(|way| rights.rook(color, way).is_some());
        let outposts = outpost_squares(context, color);
        let queens = pos.kind(PieceKind::Queen);
        for &PieceAttacks { kind, square: sq, attacks } in &context.pieces[side] {
            let table = match kind {
                PieceKind::Knight => KNIGHT_MOBILITY,
                PieceKind::Bishop => BISHOP_MOBILITY,
                PieceKind::Rook => ROOK_MOBILITY,
                _ => QUEEN_MOBILITY,
            };
            let mobility = (attacks & safe).count();
            sink.add(table + mobility as usize, s);
            if matches!(kind, PieceKind::Knight | PieceKind::Bishop) {
                let slot = usize::from(kind == PieceKind::Bishop);
                if outposts.contains(sq) {
                    sink.add(if kind == PieceKind::Knight { KNIGHT_OUTPOST } else { BISHOP_OUTPOST }, s);
                } else if (attacks & outposts & !pos.color(color)).any() {
                    sink.add(REACHABLE_OUTPOST + slot, s);
                }
                if behind_pawns.contains(sq) {
                    sink.add(MINOR_BEHIND_PAWN, s);
                }
                sink.add_times(KING_PROTECTOR + slot, s, distance(sq, context.king[side]) as i32);
            }
            if kind == PieceKind::Bishop {
                if (attacks::bishop(sq, pawns) & enemy_zone).any() {
                    sink.add(BISHOP_ON_KING_RING, s);
                }
                if (attacks::bishop(sq, pawns) & CENTRE).has_several() {
                    sink.add(BISHOP_LONG_DIAGONAL, s);
                }
                let colour =
                    if Bitboard::DARK_SQUARES.contains(sq) { Bitboard::DARK_SQUARES } else { !Bitboard::DARK_SQUARES };
                sink.add_times(BAD_BISHOP, s, (own_pawns & colour).count() as i32);
                sink.add_times(BISHOP_XRAY_PAWNS, s, (attacks::bishop_rays(sq) & enemy_pawns).count() as i32);
            }
            if kind == PieceKind::Rook {
                let file = file_of(sq);
                if (file & own_pawns).is_empty() {
                    sink.add(if (file & enemy_pawns).is_empty() { ROOK_OPEN_FILE } else { ROOK_HALF_OPEN_FILE }, s);
                }
                if relative_rank(color, sq) == 6 {
                    sink.add(ROOK_SEVENTH, s);
                }
                if (attacks & file & pos.pieces(color, PieceKind::Rook)).any() {
                    sink.add(DOUBLED_ROOKS, s);
                }
                if (file & queens).any() {
                    sink.add(ROOK_ON_QUEEN_FILE, s);
                }
                if (file & enemy_zone).any() {
                    sink.add(ROOK_ON_KING_RING, s);
                }
                // Hemmed in between its king and the edge: the king has to walk out first.
                let outer_side = (king_file < 4) == (sq.file() < king_file);
                if mobility <= 3 && outer_side && sq.file() != king_file {
                    sink.add_times(TRAPPED_ROOK, s, if may_castle { 1 } else { 2 });
                }
            }
        }
    }
}

/// Outposts for `color`: squares on its fourth to sixth ranks that an own pawn defends and no enemy
/// pawn can ever attack.
fn outpost_squares(context: &Context, color: Color) -> Bitboard {
    let enemy_pawns = context.pos.pieces(!color, PieceKind::Pawn);
    let ranks = Bitboard::rank(color.relative_rank(3))
        | Bitboard::rank(color.relative_rank(4))
        | Bitboard::rank(color.relative_rank(5));
    let candidates = ranks & context.pawn_attacks[color.index()];
    let mut outposts = Bitboard::EMPTY;
    for sq in candidates {
        if (attack_span(color, sq) & enemy_pawns).is_empty() {
            outposts |= Bitboard::from_square(sq);
        }
    }
    outposts
}
