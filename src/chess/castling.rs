//! Castling rights that work for standard chess and Chess960: each right remembers its rook's square.

use super::attacks;
use super::bitboard::Bitboard;
use super::piece::Color;
use super::square::Square;

/// Which way a king castles.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CastlingSide {
    /// Towards the h-file (O-O): the king lands on g, the rook on f.
    Short = 0,
    /// Towards the a-file (O-O-O): the king lands on c, the rook on d.
    Long = 1,
}

impl CastlingSide {
    /// Both sides, short first.
    pub const BOTH: [CastlingSide; 2] = [CastlingSide::Short, CastlingSide::Long];

    /// The file (0 = a) the king lands on.
    pub const fn king_target_file(self) -> u8 {
        match self {
            CastlingSide::Short => 6,
            CastlingSide::Long => 2,
        }
    }

    /// The file (0 = a) the rook lands on.
    pub const fn rook_target_file(self) -> u8 {
        match self {
            CastlingSide::Short => 5,
            CastlingSide::Long => 3,
        }
    }
}

/// The castling rights still held: for each colour and side, the square of the rook that may castle.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct CastlingRights {
    rooks: [[Option<Square>; 2]; 2],
}

impl CastlingRights {
    /// No rights at all.
    pub const NONE: CastlingRights = CastlingRights { rooks: [[None; 2]; 2] };

    /// The castling rook's square, if `color` may still castle on `side`.
    #[inline]
    pub fn rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        self.rooks[color.index()][side as usize]
    }

    /// Grants a right, remembering the rook's square.
    pub fn grant(&mut self, color: Color, side: CastlingSide, rook: Square) {
        self.rooks[color.index()][side as usize] = Some(rook);
    }

    /// Whether any right is left.
    #[inline]
    pub fn any(&self) -> bool {
        *self != CastlingRights::NONE
    }

    /// The rights as four bits (white short, white long, black short, black long): the Zobrist index.
    #[inline]
    pub fn bits(&self) -> usize {
        let mut bits = 0;
        for color in Color::BOTH {
            for side in CastlingSide::BOTH {
                if self.rook(color, side).is_some() {
                    bits |= 1 << (color.index() * 2 + side as usize);
                }
            }
        }
        bits
    }

    /// Removes the rights a move loses: both of a side whose king moved, and any whose rook's square
    /// was left or landed on (`touched` holds the move's origin and target).
    #[inline]
    pub fn update(&mut self, touched: Bitboard, king_moved: Option<Color>) {
        if let Some(color) = king_moved {
            self.rooks[color.index()] = [None; 2];
        }
        for color_rooks in &mut self.rooks {
            for rook in color_rooks.iter_mut() {
                if rook.is_some_and(|sq| touched.contains(sq)) {
                    *rook = None;
                }
            }
        }
    }

    /// Squares that must be empty to castle (all the king and rook pass over or land on, less
    /// the king and the rook themselves).
    #[inline]
    pub fn path_to_clear(king: Square, rook: Square, side: CastlingSide) -> Bitboard {
        let king_target = Square::from_coords(side.king_target_file(), king.rank());
        let rook_target = Square::from_coords(side.rook_target_file(), king.rank());
        let path = attacks::between(king, king_target)
            | Bitboard::from_square(king_target)
            | attacks::between(rook, rook_target)
            | Bitboard::from_square(rook_target);
        path & !Bitboard::from_square(king) & !Bitboard::from_square(rook)
    }

    /// Squares the king passes over or lands on, which must not be attacked. The target is included
    /// even when the king does not move (Chess960), since the rook leaving may expose it.
    #[inline]
    pub fn king_path(king: Square, side: CastlingSide) -> Bitboard {
        let king_target = Square::from_coords(side.king_target_file(), king.rank());
        attacks::between(king, king_target) | Bitboard::from_square(king_target)
    }
}
