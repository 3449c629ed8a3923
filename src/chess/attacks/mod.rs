//! Attack sets of every piece. Sliders come from one backend chosen at compile time:
//! hyperbola quintessence by default, magic bitboards with the `magic` feature; the API is the same.

#[cfg(not(feature = "magic"))]
mod hyperbola;
#[cfg(not(feature = "magic"))]
use hyperbola as sliders;

#[cfg(feature = "magic")]
mod magic;
#[cfg(feature = "magic")]
use magic as sliders;

use super::bitboard::Bitboard;
use super::piece::Color;
use super::square::Square;
use super::tables;

/// The name of the slider backend compiled in, for reports.
pub const SLIDER_BACKEND: &str = sliders::NAME;

/// Squares a knight on `sq` attacks.
#[inline]
pub fn knight(sq: Square) -> Bitboard {
    Bitboard(tables::KNIGHT_ATTACKS[sq.index()])
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king(sq: Square) -> Bitboard {
    Bitboard(tables::KING_ATTACKS[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks.
#[inline]
pub fn pawn(color: Color, sq: Square) -> Bitboard {
    Bitboard(tables::PAWN_ATTACKS[color.index()][sq.index()])
}

/// Squares the pawns `pawns` of `color` attack, as two sets: the captures towards the a-file (one
/// step forward and one left) and those towards the h-file.
#[inline]
pub fn pawn_captures(color: Color, pawns: Bitboard) -> [Bitboard; 2] {
    let up = color.forward();
    [(pawns & !Bitboard::FILE_A).shift(up - 1), (pawns & !Bitboard::FILE_H).shift(up + 1)]
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[inline]
pub fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(sliders::bishop(sq.index(), occupied.0))
}

/// Squares a rook on `sq` attacks, given the occupied squares.
#[inline]
pub fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(sliders::rook(sq.index(), occupied.0))
}

/// Squares a queen on `sq` attacks, given the occupied squares.
#[inline]
pub fn queen(sq: Square, occupied: Bitboard) -> Bitboard {
    bishop(sq, occupied) | rook(sq, occupied)
}

/// Squares a bishop on `sq` would attack on an empty board.
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(tables::BISHOP_RAYS[sq.index()])
}

/// Squares a rook on `sq` would attack on an empty board.
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(tables::ROOK_RAYS[sq.index()])
}

/// Squares strictly between `a` and `b` if they share a rank, file or diagonal; empty otherwise.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(tables::BETWEEN[a.index()][b.index()])
}

/// The whole line through `a` and `b` (both included) if they are aligned; empty otherwise.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(tables::LINE[a.index()][b.index()])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Slider attacks by walking the rays one square at a time: the slow, obviously right answer.
    fn walk(sq: Square, occupied: Bitboard, directions: &[(i8, i8)]) -> Bitboard {
        let mut result = Bitboard::EMPTY;
        for &(df, dr) in directions {
            let (mut file, mut rank) = (sq.file() as i8 + df, sq.rank() as i8 + dr);
            while (0..8).contains(&file) && (0..8).contains(&rank) {
                let target = Square::from_coords(file as u8, rank as u8);
                result |= Bitboard::from_square(target);
                if occupied.contains(target) {
                    break;
                }
                file += df;
                rank += dr;
            }
        }
        result
    }

    #[test]
    fn sliders_match_ray_walking_on_random_occupancies() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..2000 {
            let occupied = Bitboard(next() & next());
            for sq in Square::ALL {
                let rook_dirs = [(1, 0), (-1, 0), (0, 1), (0, -1)];
                let bishop_dirs = [(1, 1), (-1, -1), (1, -1), (-1, 1)];
                assert_eq!(rook(sq, occupied), walk(sq, occupied, &rook_dirs), "rook {sq} {occupied:?}");
                assert_eq!(bishop(sq, occupied), walk(sq, occupied, &bishop_dirs), "bishop {sq} {occupied:?}");
                assert_eq!(rook_rays(sq), walk(sq, Bitboard::EMPTY, &rook_dirs));
                assert_eq!(bishop_rays(sq), walk(sq, Bitboard::EMPTY, &bishop_dirs));
            }
        }
    }

    #[test]
    fn between_and_line_agree() {
        for a in Square::ALL {
            for b in Square::ALL {
                let aligned = line(a, b).any();
                if a == b {
                    assert!(!aligned);
                    continue;
                }
                assert_eq!(between(a, b), between(b, a));
                if aligned {
                    assert!(line(a, b).contains(a) && line(a, b).contains(b));
                    assert_eq!(between(a, b) & !line(a, b), Bitboard::EMPTY);
                } else {
                    assert!(between(a, b).is_empty());
                }
            }
        }
        let e1 = Square::parse("e1").unwrap();
        let e8 = Square::parse("e8").unwrap();
        assert_eq!(between(e1, e8).count(), 6);
        assert_eq!(line(e1, e8), Bitboard(0x1010_1010_1010_1010));
    }
}
