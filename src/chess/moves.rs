//! The 16-bit move and its UCI notation.
//!
//! Layout: bits 0-5 origin square, bits 6-11 target square, bits 12-15 the kind:
//! 0 normal, 1 castling, 2 en passant, 4-7 promotion to knight, bishop, rook, queen.
//! Castling is stored as "king takes own rook" (target = the rook's square), which covers Chess960
//! with no special cases; it is written as `e1g1` or as `e1h1` depending on the notation asked for.

use super::piece::PieceKind;
use super::square::Square;
use bytemuck::{Pod, Zeroable};
use std::fmt;

/// A move packed in 16 bits; see the module comment for the layout.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Pod, Zeroable)]
#[repr(transparent)]
pub struct Move(u16);

const KIND_NORMAL: u16 = 0;
const KIND_CASTLING: u16 = 1;
const KIND_EN_PASSANT: u16 = 2;
const KIND_PROMOTION: u16 = 4;

impl Move {
    /// The null move (a1a1): "no move", never legal.
    pub const NULL: Move = Move(0);

    #[inline]
    const fn pack(from: Square, to: Square, kind: u16) -> Move {
        Move(from.index() as u16 | (to.index() as u16) << 6 | kind << 12)
    }

    /// A normal move or capture (including pawn pushes).
    #[inline]
    pub const fn normal(from: Square, to: Square) -> Move {
        Move::pack(from, to, KIND_NORMAL)
    }

    /// Castling, as the king moving onto its own rook's square.
    #[inline]
    pub const fn castling(king: Square, rook: Square) -> Move {
        Move::pack(king, rook, KIND_CASTLING)
    }

    /// An en-passant capture; `to` is the square the pawn lands on.
    #[inline]
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move::pack(from, to, KIND_EN_PASSANT)
    }

    /// A promotion to `kind` (knight, bishop, rook or queen).
    #[inline]
    pub const fn promotion(from: Square, to: Square, kind: PieceKind) -> Move {
        Move::pack(from, to, KIND_PROMOTION + kind as u16 - 1)
    }

    /// The origin square (the king's square for castling).
    #[inline]
    pub const fn from(self) -> Square {
        Square::new((self.0 & 63) as u8)
    }

    /// The target square (the rook's square for castling).
    #[inline]
    pub const fn to(self) -> Square {
        Square::new((self.0 >> 6 & 63) as u8)
    }

    #[inline]
    const fn kind(self) -> u16 {
        self.0 >> 12
    }

    /// Whether this is castling.
    #[inline]
    pub const fn is_castling(self) -> bool {
        self.kind() == KIND_CASTLING
    }

    /// Whether this is an en-passant capture.
    #[inline]
    pub const fn is_en_passant(self) -> bool {
        self.kind() == KIND_EN_PASSANT
    }

    /// The piece promoted to, if this is a promotion.
    #[inline]
    pub const fn promotion_kind(self) -> Option<PieceKind> {
        // Any 16 bits are a `Move` (it is `Pod`), so this must not fail on kinds never produced.
        if self.kind() & KIND_PROMOTION != 0 {
            Some(PieceKind::ALL[(self.kind() & 3) as usize + 1])
        } else {
            None
        }
    }

    /// The move written in UCI notation. With `chess960`, castling is written king-takes-rook
    /// (`e1h1`); otherwise as the king's two-square step (`e1g1`).
    pub fn to_uci(self, chess960: bool) -> UciMove {
        UciMove { mv: self, chess960 }
    }

    /// Where the king lands when this castling move is played.
    #[inline]
    pub const fn castling_king_target(self) -> Square {
        let file = if self.to().file() > self.from().file() { 6 } else { 2 };
        Square::from_coords(file, self.from().rank())
    }

    /// Where the rook lands when this castling move is played.
    #[inline]
    pub const fn castling_rook_target(self) -> Square {
        let file = if self.to().file() > self.from().file() { 5 } else { 3 };
        Square::from_coords(file, self.from().rank())
    }
}

/// A move ready to be printed in UCI notation.
pub struct UciMove {
    mv: Move,
    chess960: bool,
}

impl fmt::Display for UciMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mv = self.mv;
        if mv == Move::NULL {
            return f.write_str("0000");
        }
        let to = if mv.is_castling() && !self.chess960 { mv.castling_king_target() } else { mv.to() };
        write!(f, "{}{}", mv.from(), to)?;
        if let Some(kind) = mv.promotion_kind() {
            write!(f, "{}", kind.letter())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_uci(true))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn fields_round_trip() {
        let mv = Move::promotion(sq("b7"), sq("a8"), PieceKind::Knight);
        assert_eq!((mv.from(), mv.to()), (sq("b7"), sq("a8")));
        assert_eq!(mv.promotion_kind(), Some(PieceKind::Knight));
        assert!(!mv.is_castling() && !mv.is_en_passant());
        for kind in [PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook, PieceKind::Queen] {
            assert_eq!(Move::promotion(sq("e7"), sq("e8"), kind).promotion_kind(), Some(kind));
        }
        assert!(Move::en_passant(sq("e5"), sq("d6")).is_en_passant());
        assert_eq!(Move::normal(sq("h8"), sq("a1")).promotion_kind(), None);
    }

    #[test]
    fn any_bits_read_back_without_panicking() {
        // Moves read from a table may hold any 16 bits; reading them must be safe.
        for bits in 0..=u16::MAX {
            let mv: Move = bytemuck::cast(bits);
            let _ = (mv.from(), mv.to(), mv.is_castling(), mv.is_en_passant(), mv.promotion_kind());
            assert!(!mv.to_uci(true).to_string().is_empty());
        }
    }

    #[test]
    fn uci_text() {
        assert_eq!(Move::normal(sq("e2"), sq("e4")).to_uci(false).to_string(), "e2e4");
        assert_eq!(Move::promotion(sq("e7"), sq("e8"), PieceKind::Queen).to_uci(false).to_string(), "e7e8q");
        let short = Move::castling(sq("e1"), sq("h1"));
        assert_eq!(short.to_uci(false).to_string(), "e1g1");
        assert_eq!(short.to_uci(true).to_string(), "e1h1");
        let long = Move::castling(sq("f8"), sq("b8"));
        assert_eq!(long.to_uci(false).to_string(), "f8c8");
        assert_eq!(long.to_uci(true).to_string(), "f8b8");
        assert_eq!(Move::NULL.to_uci(false).to_string(), "0000");
    }
}
