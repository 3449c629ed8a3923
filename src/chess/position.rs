//! The position: bitboards by kind and colour, a mailbox, the game state, the incremental Zobrist key,
//! and the checkers and pinned pieces of the side to move (kept up to date by every move).

use super::attacks;
use super::bitboard::Bitboard;
use super::castling::CastlingRights;
use super::piece::{Color, Piece, PieceKind};
use super::square::Square;
use super::tables::zobrist;

/// A chess position, standard or Chess960.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Position {
    pub(super) by_kind: [Bitboard; 6],
    pub(super) by_color: [Bitboard; 2],
    pub(super) mailbox: [Option<Piece>; 64],
    pub(super) side_to_move: Color,
    pub(super) castling: CastlingRights,
    /// Set only when a pawn of the side to move attacks it, so equal positions hash equally.
    pub(super) en_passant: Option<Square>,
    pub(super) halfmove_clock: u16,
    pub(super) fullmove_number: u32,
    pub(super) key: u64,
    pub(super) checkers: Bitboard,
    pub(super) pinned: Bitboard,
    /// The nearest piece on every ray (the `rays` feature's slider backend).
    #[cfg(feature = "rays")]
    pub(super) rays: super::rays::RayBoard,
}

/// The standard starting position's FEN.
pub const STARTPOS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Position {
    /// The standard starting position.
    pub fn startpos() -> Position {
        Position::from_fen(STARTPOS).expect("the start position is valid")
    }

    /// An empty board, white to move: the starting point for building a position.
    pub(super) fn empty() -> Position {
        Position {
            by_kind: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            mailbox: [None; 64],
            side_to_move: Color::White,
            castling: CastlingRights::NONE,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            key: 0,
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
            #[cfg(feature = "rays")]
            rays: super::rays::RayBoard::EMPTY,
        }
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side_to_move
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_on(&self, sq: Square) -> Option<Piece> {
        self.mailbox[sq.index()]
    }

    /// All pieces of one kind, both colours.
    #[inline]
    pub fn kind(&self, kind: PieceKind) -> Bitboard {
        self.by_kind[kind.index()]
    }

    /// All pieces of one colour.
    #[inline]
    pub fn color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The pieces of one colour and kind.
    #[inline]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> Bitboard {
        self.by_color[color.index()] & self.by_kind[kind.index()]
    }

    /// A hash of where the pawns of each colour stand, for tables keyed by pawn structure: each
    /// colour's pawns multiplied by its own odd constant, so every pawn moves the high bits (take
    /// the index from the top).
    pub fn pawn_hash(&self) -> u64 {
        let white = self.pieces(Color::White, PieceKind::Pawn).0;
        let black = self.pieces(Color::Black, PieceKind::Pawn).0;
        white.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ black.wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
    }

    /// A hash of where the knights, bishops, rooks, queens and king of `color` stand, for tables
    /// keyed by one side's pieces (non-pawn correction history); take the index from the top bits.
    /// Each kind's squares are multiplied by its own odd constant as in [`Position::pawn_hash`],
    /// but to 128 bits with the halves folded together: a 64-bit product keeps only the low bits
    /// of the constant for a piece on a high square, so placements of Black's pieces about its back
    /// ranks collide more often, while the folded product of one square is the constant rotated by it.
    pub fn non_pawn_hash(&self, color: Color) -> u64 {
        const FACTORS: [(PieceKind, u64); 5] = [
            (PieceKind::Knight, 0xD6E8_FEB8_6659_FD93),
            (PieceKind::Bishop, 0xA076_1D64_78BD_642F),
            (PieceKind::Rook, 0xE703_7ED1_A0B4_28DB),
            (PieceKind::Queen, 0x8EBC_6AF0_9C88_C6E3),
            (PieceKind::King, 0x5899_65CC_7537_4CC3),
        ];
        FACTORS.iter().fold(0u64, |hash, &(kind, factor)| {
            let product = u128::from(self.pieces(color, kind).0) * u128::from(factor);
            hash.wrapping_add(product as u64 ^ (product >> 64) as u64)
        })
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The king of `color`.
    #[inline]
    pub fn king_square(&self, color: Color) -> Square {
        self.pieces(color, PieceKind::King).lowest()
    }

    /// Castling rights still held.
    #[inline]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// The en-passant target square, when a capture there is possible.
    #[inline]
    pub fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// Plies since the last capture or pawn move.
    #[inline]
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove_clock
    }

    /// The move number, starting at 1 and counting up after each black move.
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The Zobrist key, kept up to date incrementally.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// Enemy pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// Whether the side to move is in check.
    #[inline]
    pub fn in_check(&self) -> bool {
        self.checkers.any()
    }

    /// Neither side can ever mate: bare kings, or a single knight or bishop beside them.
    pub fn insufficient_material(&self) -> bool {
        let heavy = self.kind(PieceKind::Pawn) | self.kind(PieceKind::Rook) | self.kind(PieceKind::Queen);
        heavy.is_empty() && (self.kind(PieceKind::Knight) | self.kind(PieceKind::Bishop)).count() <= 1
    }

    /// Pieces of the side to move pinned to their king.
    #[inline]
    pub fn pinned(&self) -> Bitboard {
        self.pinned
    }

    /// Bishops and queens of `color`: the pieces that attack along diagonals.
    #[inline]
    pub(super) fn diagonal_sliders(&self, color: Color) -> Bitboard {
        (self.by_kind[PieceKind::Bishop.index()] | self.by_kind[PieceKind::Queen.index()]) & self.color(color)
    }

    /// Rooks and queens of `color`: the pieces that attack along ranks and files.
    #[inline]
    pub(super) fn orthogonal_sliders(&self, color: Color) -> Bitboard {
        (self.by_kind[PieceKind::Rook.index()] | self.by_kind[PieceKind::Queen.index()]) & self.color(color)
    }

    /// Squares a bishop on `sq` attacks with this position's pieces as the blockers: read from
    /// the ray board with the `rays` feature, computed by the slider backend otherwise.
    #[inline]
    pub(super) fn bishop_attacks_here(&self, sq: Square) -> Bitboard {
        #[cfg(feature = "rays")]
        return self.rays.bishop(sq);
        #[cfg(not(feature = "rays"))]
        attacks::bishop(sq, self.occupied())
    }

    /// Squares a rook on `sq` attacks with this position's pieces as the blockers.
    #[inline]
    pub(super) fn rook_attacks_here(&self, sq: Square) -> Bitboard {
        #[cfg(feature = "rays")]
        return self.rays.rook(sq);
        #[cfg(not(feature = "rays"))]
        attacks::rook(sq, self.occupied())
    }

    /// Pieces of `attacker` that attack `sq`, with `occupied` as the blockers.
    #[inline]
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let theirs = self.color(attacker);
        (attacks::knight(sq) & self.kind(PieceKind::Knight) & theirs)
            | (attacks::king(sq) & self.kind(PieceKind::King) & theirs)
            | (attacks::pawn(!attacker, sq) & self.kind(PieceKind::Pawn) & theirs)
            | (attacks::bishop(sq, occupied) & self.diagonal_sliders(attacker))
            | (attacks::rook(sq, occupied) & self.orthogonal_sliders(attacker))
    }

    /// Whether `attacker` attacks `sq`, with `occupied` as the blockers.
    #[inline]
    pub fn is_attacked(&self, sq: Square, attacker: Color, occupied: Bitboard) -> bool {
        let theirs = self.color(attacker);
        (attacks::knight(sq) & self.kind(PieceKind::Knight) & theirs).any()
            || (attacks::pawn(!attacker, sq) & self.kind(PieceKind::Pawn) & theirs).any()
            || (attacks::king(sq) & self.kind(PieceKind::King) & theirs).any()
            || self.slider_attacks(sq, occupied, self.diagonal_sliders(attacker), attacks::bishop_rays, attacks::bishop)
            || self.slider_attacks(sq, occupied, self.orthogonal_sliders(attacker), attacks::rook_rays, attacks::rook)
    }

    /// Whether one of `sliders` attacks `sq`; the slider attack set is computed only when one of
    /// them stands on an empty-board ray from `sq`, which most of the time none does.
    #[inline(always)]
    fn slider_attacks(
        &self,
        sq: Square,
        occupied: Bitboard,
        sliders: Bitboard,
        rays: fn(Square) -> Bitboard,
        attacks: fn(Square, Bitboard) -> Bitboard,
    ) -> bool {
        (rays(sq) & sliders).any() && (attacks(sq, occupied) & sliders).any()
    }

    /// Puts `piece` on the empty square `sq`, updating the key.
    #[inline]
    pub(super) fn put(&mut self, piece: Piece, sq: Square) {
        self.place::<true, true>(piece, sq);
    }

    /// Removes `piece` from `sq`, updating the key.
    #[inline]
    pub(super) fn remove(&mut self, piece: Piece, sq: Square) {
        self.lift::<true, true>(piece, sq);
    }

    /// Puts `piece` on the empty square `sq`: the bitboards always, the key if `KEYED`, the mailbox
    /// if `MAILBOX` (perft leaves out what its count never reads; see `make_move`).
    #[inline(always)]
    pub(super) fn place<const KEYED: bool, const MAILBOX: bool>(&mut self, piece: Piece, sq: Square) {
        let bit = Bitboard::from_square(sq);
        self.by_kind[piece.kind().index()] |= bit;
        self.by_color[piece.color().index()] |= bit;
        if MAILBOX {
            self.mailbox[sq.index()] = Some(piece);
        }
        if KEYED {
            self.key ^= zobrist::PIECE_SQUARE[piece.index()][sq.index()];
        }
        #[cfg(feature = "rays")]
        self.rays.occupy(sq);
    }

    /// Removes `piece` from `sq`, keeping up to date what [`Position::place`] does.
    #[inline(always)]
    pub(super) fn lift<const KEYED: bool, const MAILBOX: bool>(&mut self, piece: Piece, sq: Square) {
        let bit = Bitboard::from_square(sq);
        self.by_kind[piece.kind().index()] ^= bit;
        self.by_color[piece.color().index()] ^= bit;
        if MAILBOX {
            self.mailbox[sq.index()] = None;
        }
        if KEYED {
            self.key ^= zobrist::PIECE_SQUARE[piece.index()][sq.index()];
        }
        #[cfg(feature = "rays")]
        self.rays.vacate(sq);
    }

    /// The pieces of `color` pinned to its own king, whichever side is to move.
    pub fn pinned_to(&self, color: Color) -> Bitboard {
        if color == self.side_to_move {
            return self.pinned;
        }
        self.slider_checks_and_pins(color).1
    }

    /// The enemy sliders that check `color`'s king, and the pieces of `color` pinned to it.
    fn slider_checks_and_pins(&self, color: Color) -> (Bitboard, Bitboard) {
        let them = !color;
        let king = self.king_square(color);
        let occupied = self.occupied();
        let (mut checkers, mut pinned) = (Bitboard::EMPTY, Bitboard::EMPTY);
        // Enemy sliders that would see the king on an empty board: each checks, pins, or is blocked.
        let snipers = (attacks::bishop_rays(king) & self.diagonal_sliders(them))
            | (attacks::rook_rays(king) & self.orthogonal_sliders(them));
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if blockers.is_empty() {
                checkers |= Bitboard::from_square(sniper);
            } else if !blockers.has_several() {
                pinned |= blockers & self.color(color);
            }
        }
        (checkers, pinned)
    }

    /// Recomputes the checkers of, and the pieces pinned to, the king of the side to move.
    #[inline]
    pub(super) fn update_checks_and_pins(&mut self) {
        let us = self.side_to_move;
        let them = !us;
        let king = self.king_square(us);
        let steppers = (attacks::knight(king) & self.pieces(them, PieceKind::Knight))
            | (attacks::pawn(us, king) & self.pieces(them, PieceKind::Pawn));
        // With the ray board: the first piece on each ray from the king checks if it is an enemy
        // slider of the ray's kind, and is pinned if it is ours with such a slider right behind it.
        #[cfg(feature = "rays")]
        let (sliders_checking, pinned) = {
            let ours = self.color(us);
            let (mut checkers, mut pinned) = (Bitboard::EMPTY, Bitboard::EMPTY);
            for d in 0..8 {
                let Some(first) = self.rays.nearest(king, d) else { continue };
                let sliders = if d % 2 == 0 { self.orthogonal_sliders(them) } else { self.diagonal_sliders(them) };
                if sliders.contains(first) {
                    checkers |= Bitboard::from_square(first);
                } else if ours.contains(first) && self.rays.nearest(first, d).is_some_and(|s| sliders.contains(s)) {
                    pinned |= Bitboard::from_square(first);
                }
            }
            (checkers, pinned)
        };
        #[cfg(not(feature = "rays"))]
        let (sliders_checking, pinned) = self.slider_checks_and_pins(us);
        self.checkers = steppers | sliders_checking;
        self.pinned = pinned;
    }

    /// The Zobrist key computed from scratch; equal to `key()` in every consistent position.
    pub fn compute_key(&self) -> u64 {
        let mut key = 0;
        for sq in self.occupied() {
            let piece = self.mailbox[sq.index()].expect("occupied square has a piece");
            key ^= zobrist::PIECE_SQUARE[piece.index()][sq.index()];
        }
        if self.side_to_move == Color::Black {
            key ^= zobrist::BLACK_TO_MOVE;
        }
        key ^= zobrist::CASTLING[self.castling.bits()];
        if let Some(sq) = self.en_passant {
            key ^= zobrist::EN_PASSANT_FILE[sq.file() as usize];
        }
        key
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The correction table's index width, where collisions matter.
    const TOP_BITS: u32 = 14;

    #[test]
    fn non_pawn_hash_sees_only_its_own_colours_pieces() {
        let start = Position::startpos();
        let hash = |fen: &str, color| Position::from_fen(fen).expect("a valid FEN").non_pawn_hash(color);
        // Pawns and the other colour's pieces do not count.
        let moved = "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3";
        assert_eq!(hash(moved, Color::White), start.non_pawn_hash(Color::White));
        assert_ne!(hash(moved, Color::Black), start.non_pawn_hash(Color::Black));
        // A knight and a bishop swapped are different placements.
        let swapped = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKBNR w KQkq - 0 1";
        assert_ne!(hash(swapped, Color::White), start.non_pawn_hash(Color::White));
    }

    #[test]
    fn non_pawn_hash_spreads_pieces_on_high_squares() {
        // Black's rooks in the corners, its king and queen on every pair of the other squares of
        // its two back ranks: 182 placements, all in different slots of a 2^14-entry table (plain
        // 64-bit products, as in pawn_hash, put them in 176).
        let squares: Vec<usize> = (48..64).filter(|&sq| sq != 56 && sq != 63).collect();
        let mut slots = std::collections::HashSet::new();
        for &king in &squares {
            for &queen in squares.iter().filter(|&&queen| queen != king) {
                // FEN ranks 8 and 7, a file per character.
                let mut ranks = [['1'; 8]; 2];
                ranks[0][0] = 'r';
                ranks[0][7] = 'r';
                ranks[(63 - king) / 8][king % 8] = 'k';
                ranks[(63 - queen) / 8][queen % 8] = 'q';
                let [eighth, seventh] = ranks.map(|rank| rank.iter().collect::<String>());
                let pos =
                    Position::from_fen(&format!("{eighth}/{seventh}/8/8/8/8/8/4K3 w - - 0 1")).expect("a valid FEN");
                slots.insert(pos.non_pawn_hash(Color::Black) >> (64 - TOP_BITS));
            }
        }
        assert_eq!(slots.len(), squares.len() * (squares.len() - 1));
    }
}
