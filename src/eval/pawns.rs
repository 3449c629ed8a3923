//! Pawn structure (doubled, isolated, backward, phalanx, supported, weak-lever and passed pawns, the
//! passers also by file), which depends on the pawns alone and is cached, and the passed-pawn terms
//! that also depend on the pieces.

use super::context::{relative_rank, sign, Context};
use super::masks::{distance, front_span, neighbour_files, passed_span, support_span};
use super::weights::*;
use super::{Sink, Tapered};
use crate::chess::{attacks, Bitboard, Color, PieceKind, Position};

/// Adds the pawn-only terms and returns each side's passed pawns.
pub fn structure(pos: &Position, sink: &mut impl Sink) -> [Bitboard; 2] {
    let mut passers = [Bitboard::EMPTY; 2];
    for color in Color::BOTH {
        let s = sign(color);
        let ours = pos.pieces(color, PieceKind::Pawn);
        let theirs = pos.pieces(!color, PieceKind::Pawn);
        for sq in ours {
            let rank = relative_rank(color, sq);
            let stop = sq.offset(color.forward());
            if (front_span(color, sq) & ours).any() {
                sink.add(DOUBLED_PAWN, s);
            }
            let neighbours = neighbour_files(sq) & ours;
            let isolated = neighbours.is_empty();
            let backward =
                !isolated && (support_span(color, sq) & ours).is_empty() && (attacks::pawn(color, stop) & theirs).any();
            if isolated {
                sink.add(ISOLATED_PAWN, s);
            } else if backward {
                sink.add(BACKWARD_PAWN, s);
            }
            // With no enemy pawn in front, a weak pawn lies open to attack down its file.
            if (isolated || backward) && (front_span(color, sq) & theirs).is_empty() {
                sink.add(WEAK_UNOPPOSED, s);
            }
            if (neighbours & Bitboard::rank(sq.rank())).any() {
                sink.add(PHALANX_PAWN + rank, s);
            }
            if (attacks::pawn(!color, sq) & ours).any() {
                sink.add(SUPPORTED_PAWN + rank, s);
            } else if (attacks::pawn(color, sq) & theirs).has_several() {
                // A weak lever: both enemy pawns that could take it are there, and no pawn retakes.
                sink.add(WEAK_LEVER, s);
            }
            // Passed: no enemy pawn in front or beside in front, and not behind an own pawn.
            if (passed_span(color, sq) & theirs).is_empty() && (front_span(color, sq) & ours).is_empty() {
                sink.add(PASSED_PAWN + rank, s);
                sink.add(PASSED_FILE + usize::from(sq.file().min(7 - sq.file())), s);
                passers[color.index()] |= Bitboard::from_square(sq);
            }
        }
    }
    passers
}

/// Passed-pawn terms that depend on more than pawns: a free and a safe path, support, a rook
/// behind, king distances.
pub fn passed_extras(context: &Context, passers: [Bitboard; 2], sink: &mut impl Sink) {
    let pos = context.pos;
    for color in Color::BOTH {
        let (s, side, enemy) = (sign(color), color.index(), (!color).index());
        // Squares the enemy stands on or attacks: where the pawn cannot simply walk.
        let enemy_control = context.attacked[enemy] | pos.color(!color);
        let own_rooks = pos.pieces(color, PieceKind::Rook);
        for sq in passers[side] {
            let rank = relative_rank(color, sq);
            let path = front_span(color, sq);
            let stop = sq.offset(color.forward());
            if (path & context.occupied).is_empty() {
                sink.add(PASSED_FREE_PATH + rank, s);
            }
            if (path & enemy_control).is_empty() {
                sink.add(PASSED_SAFE_PATH + rank, s);
            } else if !enemy_control.contains(stop) {
                sink.add(PASSED_SAFE_STOP + rank, s);
            }
            if (attacks::rook(sq, context.occupied) & front_span(!color, sq) & own_rooks).any() {
                sink.add(ROOK_BEHIND_PASSER, s);
            }
            if (attacks::pawn(!color, sq) & pos.pieces(color, PieceKind::Pawn)).any() {
                sink.add(PASSED_SUPPORTED, s);
            }
            let (own_king, enemy_king) = (distance(context.king[side], stop), distance(context.king[enemy], stop));
            sink.add(PASSED_OWN_KING + own_king, s);
            sink.add(PASSED_ENEMY_KING + enemy_king, s);
            // The kings' race matters more the further the pawn has come.
            sink.add_times(PASSED_OWN_KING_BY_RANK + rank, s, own_king as i32);
            sink.add_times(PASSED_ENEMY_KING_BY_RANK + rank, s, enemy_king as i32);
        }
    }
}

/// A small per-thread cache of pawn-structure results, keyed by both sides' pawn sets.
pub struct PawnTable {
    entries: Vec<PawnEntry>,
}

#[derive(Copy, Clone, Default)]
struct PawnEntry {
    pawns: [u64; 2],
    score: Tapered,
    passers: [Bitboard; 2],
    used: bool,
}

const PAWN_TABLE_ENTRIES: usize = 1 << 14;

impl Default for PawnTable {
    fn default() -> PawnTable {
        PawnTable { entries: vec![PawnEntry::default(); PAWN_TABLE_ENTRIES] }
    }
}

impl PawnTable {
    /// The structure score and passers of `pos`, from the cache or computed and stored.
    pub fn probe(&mut self, pos: &Position) -> (Tapered, [Bitboard; 2]) {
        let pawns = [pos.pieces(Color::White, PieceKind::Pawn).0, pos.pieces(Color::Black, PieceKind::Pawn).0];
        let slot = (pos.pawn_hash() >> (64 - PAWN_TABLE_ENTRIES.trailing_zeros())) as usize;
        let entry = &mut self.entries[slot];
        if !entry.used || entry.pawns != pawns {
            let mut sum = super::Accumulator::default();
            let passers = structure(pos, &mut sum);
            *entry = PawnEntry { pawns, score: sum.total(), passers, used: true };
        }
        (entry.score, entry.passers)
    }
}
