//! King safety: the pawn shield and pawn storm on the king's files, open files at the king, attacks
//! on the king zone, safe and unsafe checks, pieces pinned to the king, a king on a wing without
//! pawns, the king's distance from its pawns, and the king danger that the attacks and checks add
//! up to.

use super::context::{piece_attacks, relative_rank, sign, Context};
use super::masks::{distance, front_span, king_flank};
use super::weights::*;
use super::Sink;
use crate::chess::{Bitboard, Color, PieceKind, Square};

/// Danger units per attacked king-zone square, by attacking kind (knight, bishop, rook, queen).
const DANGER_UNITS_PER_ATTACK: [i32; 4] = [2, 2, 3, 5];
/// Danger units per safe checking square.
const DANGER_UNITS_PER_CHECK: i32 = 4;
/// Danger units per piece attacking the king zone.
const DANGER_UNITS_PER_ATTACKER: i32 = 2;
/// Danger units per zone square we attack that only the king or queen defends.
const DANGER_UNITS_PER_WEAK_SQUARE: i32 = 1;
/// Danger units per zone square our pawns attack (a pawn wedged next to the king).
const DANGER_UNITS_PER_PAWN_ATTACK: i32 = 2;
/// Danger units per band of the king-danger weights.
const DANGER_UNITS_PER_BAND: i32 = 3;

/// Adds king safety for both sides (each side's terms describe the danger to its own king, so a
/// side is rewarded for attacking the enemy king and for sheltering its own).
pub fn add(context: &Context, sink: &mut impl Sink) {
    let pos = context.pos;
    for color in Color::BOTH {
        let (s, side, enemy) = (sign(color), color.index(), (!color).index());
        let king = context.king[side];
        let own_pawns = pos.pieces(color, PieceKind::Pawn);
        let enemy_pawns = pos.pieces(!color, PieceKind::Pawn);
        let king_rank = relative_rank(color, king);
        // Three files, moved in from the board's edge: a king on h1 has the f-, g- and h-files.
        let middle_file = king.file().clamp(1, 6);
        for file in middle_file - 1..=middle_file + 1 {
            let column = Square::from_coords(file, king.rank());
            let ahead = front_span(color, column);
            let nearest =
                |pawns: Bitboard| (pawns & ahead).into_iter().map(|sq| relative_rank(color, sq) - king_rank).min();
            match nearest(own_pawns) {
                Some(1) => sink.add(KING_SHIELD, s),
                Some(2) => sink.add(KING_SHIELD + 1, s),
                _ => sink.add(KING_SHIELD + 2, s),
            }
            if let Some(distance @ 1..=3) = nearest(enemy_pawns) {
                sink.add(KING_STORM + distance - 1, s);
            }
            let whole_file = super::masks::file_of(column);
            if (whole_file & own_pawns).is_empty() {
                sink.add(if (whole_file & enemy_pawns).is_empty() { KING_OPEN_FILE } else { KING_HALF_OPEN_FILE }, s);
            }
        }
        // In the end game the king has to reach its pawns to shepherd or defend them.
        if let Some(nearest) = own_pawns.into_iter().map(|sq| distance(king, sq)).min() {
            sink.add(KING_PAWN_DISTANCE + nearest - 1, s);
        }
        let pinned_pieces = context.pinned[side] & !own_pawns;
        sink.add_times(PINNED_PIECE, s, pinned_pieces.count() as i32);
        let enemy_king = context.king[enemy];
        // The enemy king on a wing without pawns has no cover to hide behind.
        if (king_flank(enemy_king) & pos.kind(PieceKind::Pawn)).is_empty() {
            sink.add(PAWNLESS_FLANK, s);
        }
        // Our attacks on the enemy king: zone squares attacked, and safe checking squares.
        let zone = context.king_zone[enemy];
        // Squares we could check from: safe ones the enemy does not attack, unsafe ones it does.
        let safe = !pos.color(color) & !context.attacked[enemy];
        let unsafe_squares = !pos.color(color) & context.attacked[enemy];
        let attackers = context.pieces[side].iter().filter(|piece| !(piece.attacks & zone).is_empty()).count() as i32;
        let defended_by_more = context.attacked_twice[enemy]
            | (context.attacked[enemy]
                & !context.attacks_by[enemy][PieceKind::King.index()]
                & !context.attacks_by[enemy][PieceKind::Queen.index()]);
        let weak_squares = (zone & context.attacked[side] & !defended_by_more).count() as i32;
        let pawn_attacks = (zone & context.pawn_attacks[side]).count() as i32;
        let mut danger_units = attackers * DANGER_UNITS_PER_ATTACKER
            + weak_squares * DANGER_UNITS_PER_WEAK_SQUARE
            + pawn_attacks * DANGER_UNITS_PER_PAWN_ATTACK;
        for (slot, kind) in
            [PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook, PieceKind::Queen].into_iter().enumerate()
        {
            let attacks = context.attacks_by[side][kind.index()];
            let zone_attacks = (attacks & zone).count() as i32;
            sink.add_times(KING_ZONE_ATTACK + slot, s, zone_attacks);
            let checking_squares = piece_attacks(!color, kind, enemy_king, context.occupied) & attacks;
            let checks = (checking_squares & safe).count() as i32;
            sink.add_times(SAFE_CHECK + slot, s, checks);
            sink.add_times(UNSAFE_CHECK + slot, s, (checking_squares & unsafe_squares).count() as i32);
            danger_units += zone_attacks * DANGER_UNITS_PER_ATTACK[slot] + checks * DANGER_UNITS_PER_CHECK;
        }
        // Without a queen an attack rarely breaks through: half the danger.
        if pos.pieces(color, PieceKind::Queen).is_empty() {
            danger_units /= 2;
        }
        // Attacks add up faster than linearly: one weight per band of the danger units, so the
        // tuner can learn the curve.
        let band = (danger_units / DANGER_UNITS_PER_BAND).min(KING_DANGER_BANDS as i32 - 1);
        sink.add(KING_DANGER + band as usize, s);
    }
}
