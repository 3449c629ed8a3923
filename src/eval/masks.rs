//! Pawn-structure masks, built at compile time: files, neighbouring files, and the squares in front
//! of a square for each colour.

use crate::chess::{Bitboard, Color, Square};

const fn file_mask(file: usize) -> u64 {
    0x0101_0101_0101_0101u64 << file
}

/// Squares strictly in front of `sq` (from `color`'s side) on the files in `files`.
const fn in_front(white: bool, sq: usize, files: u64) -> u64 {
    let rank = sq / 8;
    let mut ranks = 0u64;
    let mut r = 0;
    while r < 8 {
        if (white && r > rank) || (!white && r < rank) {
            ranks |= 0xFFu64 << (8 * r);
        }
        r += 1;
    }
    ranks & files
}

const fn neighbours(file: usize) -> u64 {
    let mut mask = 0;
    if file > 0 {
        mask |= file_mask(file - 1);
    }
    if file < 7 {
        mask |= file_mask(file + 1);
    }
    mask
}

const fn table(kind: usize) -> [[u64; 64]; 2] {
    let mut out = [[0; 64]; 2];
    let mut side = 0;
    while side < 2 {
        let mut sq = 0;
        while sq < 64 {
            let file = sq % 8;
            let white = side == 0;
            out[side][sq] = match kind {
                0 => in_front(white, sq, file_mask(file)),
                1 => in_front(white, sq, file_mask(file) | neighbours(file)),
                2 => in_front(white, sq, neighbours(file)),
                // Neighbouring files, this rank and behind: where supporting pawns can come from.
                _ => neighbours(file) & !in_front(white, sq, !0),
            };
            sq += 1;
        }
        side += 1;
    }
    out
}

/// The king's wing by the king's file, as Stockfish 11 draws it: a to c or a to d on the queen's
/// side, c to f in the centre, e to h or f to h on the king's side.
const fn flank_files(file: usize) -> u64 {
    let (first, last) = match file {
        0 => (0, 2),
        1 | 2 => (0, 3),
        3 | 4 => (2, 5),
        5 | 6 => (4, 7),
        _ => (5, 7),
    };
    let mut mask = 0;
    let mut f = first;
    while f <= last {
        mask |= file_mask(f);
        f += 1;
    }
    mask
}

/// The king's wing by the king's file.
const FLANKS: [u64; 8] = [
    flank_files(0),
    flank_files(1),
    flank_files(2),
    flank_files(3),
    flank_files(4),
    flank_files(5),
    flank_files(6),
    flank_files(7),
];
const FRONT_SPAN: [[u64; 64]; 2] = table(0);
const PASSED_SPAN: [[u64; 64]; 2] = table(1);
const ATTACK_SPAN: [[u64; 64]; 2] = table(2);
const SUPPORT_SPAN: [[u64; 64]; 2] = table(3);

/// The file of `sq`.
pub fn file_of(sq: Square) -> Bitboard {
    Bitboard(file_mask(sq.file() as usize))
}

/// The files next to the file of `sq`.
pub fn neighbour_files(sq: Square) -> Bitboard {
    Bitboard(neighbours(sq.file() as usize))
}

/// Squares in front of `sq` on its file, seen from `color`.
pub fn front_span(color: Color, sq: Square) -> Bitboard {
    Bitboard(FRONT_SPAN[color.index()][sq.index()])
}

/// Squares in front of `sq` on its file and the neighbouring files: a pawn there blocks a passer.
pub fn passed_span(color: Color, sq: Square) -> Bitboard {
    Bitboard(PASSED_SPAN[color.index()][sq.index()])
}

/// Squares in front of `sq` on the neighbouring files: enemy pawns there can one day attack `sq`.
pub fn attack_span(color: Color, sq: Square) -> Bitboard {
    Bitboard(ATTACK_SPAN[color.index()][sq.index()])
}

/// Squares on the neighbouring files level with or behind `sq`: own pawns there can support it.
pub fn support_span(color: Color, sq: Square) -> Bitboard {
    Bitboard(SUPPORT_SPAN[color.index()][sq.index()])
}

/// The files of the wing of a king on `king`, every rank.
pub fn king_flank(king: Square) -> Bitboard {
    Bitboard(FLANKS[king.file() as usize])
}

/// King-move distance between two squares.
pub fn distance(a: Square, b: Square) -> usize {
    let files = (a.file() as i32 - b.file() as i32).unsigned_abs();
    let ranks = (a.rank() as i32 - b.rank() as i32).unsigned_abs();
    files.max(ranks) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_from_both_sides() {
        let e4 = Square::parse("e4").unwrap();
        assert_eq!(front_span(Color::White, e4).count(), 4);
        assert_eq!(front_span(Color::Black, e4).count(), 3);
        assert_eq!(passed_span(Color::White, e4).count(), 12);
        assert_eq!(attack_span(Color::Black, e4).count(), 6);
        assert_eq!(support_span(Color::White, e4).count(), 8);
        let a2 = Square::parse("a2").unwrap();
        assert_eq!(passed_span(Color::White, a2).count(), 12);
        assert_eq!(distance(a2, e4), 4);
        assert_eq!(king_flank(Square::parse("g1").unwrap()).count(), 32);
        assert_eq!(king_flank(Square::parse("a8").unwrap()).count(), 24);
    }
}
