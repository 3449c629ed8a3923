//! What several terms need about a position, computed once per evaluation: attack maps by side
//! and piece kind (sliders seeing through their own batteries, pinned pieces only along the pin),
//! pawn attacks, king squares and zones.

use crate::chess::{attacks, Bitboard, Color, PieceKind, Position, Square};
use arrayvec::ArrayVec;

/// A knight, bishop, rook or queen with the squares it attacks.
#[derive(Copy, Clone, Debug)]
pub struct PieceAttacks {
    /// The piece's kind.
    pub kind: PieceKind,
    /// Where it stands.
    pub square: Square,
    /// What it attacks.
    pub attacks: Bitboard,
}

/// Each side's knights, bishops, rooks and queens with their attacks. Kept by the caller and
/// refilled for each evaluation: returned inside the context by value, these 2 KB were copied again
/// on every call.
pub type PieceLists = [ArrayVec<PieceAttacks, 64>; 2];

/// Attack maps and other shared facts about one position.
pub struct Context<'a> {
    /// The position.
    pub pos: &'a Position,
    /// Every occupied square.
    pub occupied: Bitboard,
    /// Squares attacked by each side's pawns.
    pub pawn_attacks: [Bitboard; 2],
    /// Squares attacked by each side, per piece kind.
    pub attacks_by: [[Bitboard; 6]; 2],
    /// Squares attacked by each side.
    pub attacked: [Bitboard; 2],
    /// Squares attacked at least twice by each side.
    pub attacked_twice: [Bitboard; 2],
    /// Each king's square.
    pub king: [Square; 2],
    /// The squares around each king that attacks on it are counted on (see [`king_zone`]).
    pub king_zone: [Bitboard; 2],
    /// Each side's pieces pinned to its own king.
    pub pinned: [Bitboard; 2],
    /// Each side's knights, bishops, rooks and queens with their attacks.
    pub pieces: &'a PieceLists,
}

/// The attacks of one piece of `kind` on `sq`.
pub fn piece_attacks(color: Color, kind: PieceKind, sq: Square, occupied: Bitboard) -> Bitboard {
    match kind {
        PieceKind::Pawn => attacks::pawn(color, sq),
        PieceKind::Knight => attacks::knight(sq),
        PieceKind::Bishop => attacks::bishop(sq, occupied),
        PieceKind::Rook => attacks::rook(sq, occupied),
        PieceKind::Queen => attacks::queen(sq, occupied),
        PieceKind::King => attacks::king(sq),
    }
}

impl<'a> Context<'a> {
    /// Computes the maps for `pos`, listing its pieces in `lists`.
    pub fn new(pos: &'a Position, lists: &'a mut PieceLists) -> Context<'a> {
        let occupied = pos.occupied();
        let king = [pos.king_square(Color::White), pos.king_square(Color::Black)];
        let mut pawn_attacks = [Bitboard::EMPTY; 2];
        let mut attacks_by = [[Bitboard::EMPTY; 6]; 2];
        let mut attacked = [Bitboard::EMPTY; 2];
        let mut attacked_twice = [Bitboard::EMPTY; 2];
        let mut king_zone = [Bitboard::EMPTY; 2];
        let mut pinned = [Bitboard::EMPTY; 2];
        for color in Color::BOTH {
            let side = color.index();
            lists[side].clear();
            // Pawns all at once: the captures towards the a-file and towards the h-file.
            let [west, east] = attacks::pawn_captures(color, pos.pieces(color, PieceKind::Pawn));
            pawn_attacks[side] = west | east;
            attacks_by[side][PieceKind::Pawn.index()] = west | east;
            attacked[side] = west | east;
            attacked_twice[side] = west & east;
            king_zone[side] = king_zone_of(king[side], west & east);
            pinned[side] = pos.pinned_to(color);
            let queens = pos.pieces(color, PieceKind::Queen);
            let rooks = pos.pieces(color, PieceKind::Rook);
            for kind in [PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook, PieceKind::Queen, PieceKind::King] {
                // Bishops see through their own queens, rooks through their own queens and rooks:
                // a battery attacks what its back piece would attack once the front one moves.
                let blockers = match kind {
                    PieceKind::Bishop => occupied & !queens,
                    PieceKind::Rook => occupied & !queens & !rooks,
                    _ => occupied,
                };
                for sq in pos.pieces(color, kind) {
                    let mut targets = piece_attacks(color, kind, sq, blockers);
                    // A pinned piece attacks only along the line of the pin.
                    if pinned[side].contains(sq) {
                        targets &= attacks::line(king[side], sq);
                    }
                    attacked_twice[side] |= attacked[side] & targets;
                    attacked[side] |= targets;
                    attacks_by[side][kind.index()] |= targets;
                    if kind != PieceKind::King {
                        lists[side].push(PieceAttacks { kind, square: sq, attacks: targets });
                    }
                }
            }
        }
        Context {
            pos,
            occupied,
            pawn_attacks,
            attacks_by,
            attacked,
            attacked_twice,
            king,
            king_zone,
            pinned,
            pieces: lists,
        }
    }
}

/// The zone of a king on `king`: the three-by-three block around it, moved in by one file from the
/// board's edge and up by one rank from either back rank, so that a king on g1 has f1 to h3 (as in
/// Stockfish 11), less the squares its own pawns defend twice.
fn king_zone_of(king: Square, held_by_pawns: Bitboard) -> Bitboard {
    let centre = Square::from_coords(king.file().clamp(1, 6), king.rank().clamp(1, 6));
    (attacks::king(centre) | Bitboard::from_square(centre)) & !held_by_pawns
}

/// +1 for white, -1 for black: every term counts white minus black.
pub fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// `sq` as seen from `color`'s side (black's squares mirrored).
pub fn relative(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq.index(),
        Color::Black => sq.index() ^ 56,
    }
}

/// The rank of `sq` counted from `color`'s side, 0 to 7.
pub fn relative_rank(color: Color, sq: Square) -> usize {
    relative(color, sq) / 8
}
