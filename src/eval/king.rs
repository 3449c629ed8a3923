//! King safety: the pawn shield and pawn storm on the king's files, open files at the king, attacks
//! on the king zone, safe and unsafe checks, pieces pinned to the king, a king on a wing without
//! pawns, the king's distance from its pawns, and the king danger that the attacks and checks add
//! up to.

use super::context::{piece_attacks, relative_rank, sign, Context};
use super::masks::{distance, front_span, king_flank};
use super::weights::*;
use super::Sink;
use crate::chess::{Bitboard, Color, PieceKind, Square};

/// Slots of the king-safety features in [`KING_SAFETY`], in the order its documentation gives.
mod slot {
    pub const CONSTANT: usize = 0;
    pub const ZONE_ATTACKS: usize = 1;
    pub const ATTACKERS: usize = 5;
    pub const WEAK_SQUARES: usize = 6;
    pub const PAWN_ATTACKS: usize = 7;
    pub const SAFE_CHECKS: usize = 8;
    pub const UNSAFE_CHECKS: usize = 12;
    pub const NO_QUEEN: usize = 13;
    pub const SHIELD_GAPS: usize = 14;
    pub const KNIGHT_DEFENDERS: usize = 15;
}

/// Adds king safety for both sides (each side's terms describe the danger to its own king, so a
/// side is rewarded for attacking the enemy king and for sheltering its own).
pub fn add(context: &Context, sink: &mut impl Sink) {
    let shield_gaps = Color::BOTH.map(|color| shelter(context, color, sink));
    for color in Color::BOTH {
        attack(context, color, shield_gaps[(!color).index()], sink);
    }
}

/// The shelter of `color`'s king: pawn shield and storm on its three files, open files, the
/// distance to its pawns and its pinned pieces. Returns the number of its files with no own pawn
/// one or two ranks ahead of it.
fn shelter(context: &Context, color: Color, sink: &mut impl Sink) -> i32 {
    let pos = context.pos;
    let (s, side) = (sign(color), color.index());
    let king = context.king[side];
    let own_pawns = pos.pieces(color, PieceKind::Pawn);
    let enemy_pawns = pos.pieces(!color, PieceKind::Pawn);
    let king_rank = relative_rank(color, king);
    let mut gaps = 0;
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
            _ => {
                sink.add(KING_SHIELD + 2, s);
                gaps += 1;
            }
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
    gaps
}

/// `color`'s attack on the enemy king, whose files have `enemy_gaps` holes in its pawn shield:
/// a wing without pawns, attacked zone squares and checks, each with its own weight, and all of
/// them together as the danger that king safety squares.
fn attack(context: &Context, color: Color, enemy_gaps: i32, sink: &mut impl Sink) {
    let pos = context.pos;
    let (s, side, enemy) = (sign(color), color.index(), (!color).index());
    let enemy_king = context.king[enemy];
    // The enemy king on a wing without pawns has no cover to hide behind.
    if (king_flank(enemy_king) & pos.kind(PieceKind::Pawn)).is_empty() {
        sink.add(PAWNLESS_FLANK, s);
    }
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
    let mut danger = [0; KING_SAFETY_FEATURES];
    let mut unsafe_checks = 0;
    for (index, kind) in
        [PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook, PieceKind::Queen].into_iter().enumerate()
    {
        let attacks = context.attacks_by[side][kind.index()];
        let zone_attacks = (attacks & zone).count() as i32;
        sink.add_times(KING_ZONE_ATTACK + index, s, zone_attacks);
        let checking_squares = piece_attacks(!color, kind, enemy_king, context.occupied) & attacks;
        let checks = (checking_squares & safe).count() as i32;
        sink.add_times(SAFE_CHECK + index, s, checks);
        let unsafe_here = (checking_squares & unsafe_squares).count() as i32;
        sink.add_times(UNSAFE_CHECK + index, s, unsafe_here);
        danger[slot::ZONE_ATTACKS + index] = zone_attacks;
        danger[slot::SAFE_CHECKS + index] = checks;
        unsafe_checks += unsafe_here;
    }
    // One attacker is an attack only with the queen; without it, it takes two.
    let has_queen = pos.pieces(color, PieceKind::Queen).any();
    if attackers < 2 - i32::from(has_queen) {
        return;
    }
    let knight_defenders = context.pieces[enemy]
        .iter()
        .filter(|piece| piece.kind == PieceKind::Knight && (piece.attacks & zone).any())
        .count() as i32;
    danger[slot::CONSTANT] = 1;
    danger[slot::ATTACKERS] = attackers;
    danger[slot::WEAK_SQUARES] = weak_squares;
    danger[slot::PAWN_ATTACKS] = (zone & context.pawn_attacks[side]).count() as i32;
    danger[slot::UNSAFE_CHECKS] = unsafe_checks;
    danger[slot::NO_QUEEN] = i32::from(!has_queen);
    danger[slot::SHIELD_GAPS] = enemy_gaps;
    danger[slot::KNIGHT_DEFENDERS] = knight_defenders;
    for (index, times) in danger.into_iter().enumerate() {
        if times != 0 {
            sink.add_danger(KING_SAFETY + index, s, times);
        }
    }
}
