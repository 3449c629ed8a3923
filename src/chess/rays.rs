//! The incremental ray scheme for sliding pieces: for every square and each of the eight
//! directions, the nearest occupied square on that ray (or none before the edge), updated as
//! pieces come and go instead of recomputed from the occupancy.
//!
//! A slider's attacks along a ray are the squares up to and including the nearest piece, and its
//! possible captures are just those nearest pieces, read off without scanning a line. A piece
//! arriving on or leaving a square changes the entries of the squares that look at it: walking
//! back from it in each direction up to the next piece. That walk is the scheme's cost per move.
//!
//! With the `rays` cargo feature the position keeps a [`RayBoard`] through make/unmake, and the
//! move generator reads slider moves, checks and pins from it; without it the module still serves
//! its tests and the slider benchmark. All tables are computed at compile time.

use super::bitboard::Bitboard;
use super::square::Square;

/// "No piece on this ray": the ray runs to the edge of the board.
const NONE: u8 = 64;

/// The eight directions as (file step, rank step): north, north-east, east, south-east, south,
/// south-west, west, north-west. Even indices are orthogonal, odd ones diagonal; the opposite of
/// direction `d` is `(d + 4) % 8`.
const STEPS: [(i8, i8); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// Directions a rook moves in.
pub const ORTHOGONAL: [usize; 4] = [0, 2, 4, 6];
/// Directions a bishop moves in.
pub const DIAGONAL: [usize; 4] = [1, 3, 5, 7];

/// `NEXT[d][sq]`: the square one step from `sq` in direction `d`, or `NONE` off the board.
const NEXT: [[u8; 64]; 8] = {
    let mut next = [[NONE; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let file = (sq % 8) as i8 + STEPS[d].0;
            let rank = (sq / 8) as i8 + STEPS[d].1;
            if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
                next[d][sq] = (rank * 8 + file) as u8;
            }
            sq += 1;
        }
        d += 1;
    }
    next
};

/// `RAY[d][sq]`: the squares from `sq` (not included) to the edge in direction `d`.
const RAY: [[u64; 64]; 8] = {
    let mut ray = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let mut at = NEXT[d][sq];
            while at != NONE {
                ray[d][sq] |= 1u64 << at;
                at = NEXT[d][at as usize];
            }
            sq += 1;
        }
        d += 1;
    }
    ray
};

/// The nearest piece on each ray of each square.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct RayBoard {
    nearest: [[u8; 8]; 64],
}

impl Default for RayBoard {
    fn default() -> RayBoard {
        RayBoard::EMPTY
    }
}

impl RayBoard {
    /// The empty board: every ray runs to the edge.
    pub const EMPTY: RayBoard = RayBoard { nearest: [[NONE; 8]; 64] };

    /// The board with exactly the squares of `occupied` taken.
    pub fn from_occupied(occupied: Bitboard) -> RayBoard {
        let mut board = RayBoard::EMPTY;
        for sq in occupied {
            board.occupy(sq);
        }
        board
    }

    /// The nearest occupied square from `sq` in direction `d`, if any before the edge.
    #[inline]
    pub fn nearest(&self, sq: Square, d: usize) -> Option<Square> {
        let at = self.nearest[sq.index()][d];
        (at != NONE).then(|| Square::new(at))
    }

    /// A piece arrives on the empty square `sq`: the squares behind it on each line, up to the
    /// next piece, now see it first.
    #[inline]
    pub fn occupy(&mut self, sq: Square) {
        let from = sq.index();
        for d in 0..8 {
            self.set_behind(from, d, sq.index() as u8);
        }
    }

    /// The piece on `sq` leaves: the squares that saw it first now see what lies beyond it.
    #[inline]
    pub fn vacate(&mut self, sq: Square) {
        let from = sq.index();
        for d in 0..8 {
            let beyond = self.nearest[from][d];
            self.set_behind(from, d, beyond);
        }
    }

    /// Sets the direction-`d` entry of every square behind `from` (walking the opposite way, up
    /// to and including the first piece there) to `value`.
    #[inline(always)]
    fn set_behind(&mut self, from: usize, d: usize, value: u8) {
        let back = (d + 4) % 8;
        let stop = self.nearest[from][back];
        let mut at = NEXT[back][from];
        while at != NONE {
            self.nearest[at as usize][d] = value;
            if at == stop {
                break;
            }
            at = NEXT[back][at as usize];
        }
    }

    /// The squares a slider on `sq` attacks in direction `d`.
    #[inline(always)]
    fn ray_attacks(&self, sq: usize, d: usize) -> u64 {
        let at = self.nearest[sq][d];
        if at == NONE {
            RAY[d][sq]
        } else {
            RAY[d][sq] ^ RAY[d][at as usize]
        }
    }

    /// Squares a bishop on `sq` attacks.
    #[inline]
    pub fn bishop(&self, sq: Square) -> Bitboard {
        let s = sq.index();
        Bitboard(self.ray_attacks(s, 1) | self.ray_attacks(s, 3) | self.ray_attacks(s, 5) | self.ray_attacks(s, 7))
    }

    /// Squares a rook on `sq` attacks.
    #[inline]
    pub fn rook(&self, sq: Square) -> Bitboard {
        let s = sq.index();
        Bitboard(self.ray_attacks(s, 0) | self.ray_attacks(s, 2) | self.ray_attacks(s, 4) | self.ray_attacks(s, 6))
    }

    /// The pieces a slider on `sq` moving in `directions` could capture (of either colour: the
    /// caller keeps the enemy ones): the nearest piece on each ray.
    #[inline]
    pub fn first_pieces(&self, sq: Square, directions: &[usize]) -> Bitboard {
        let mut found = Bitboard::EMPTY;
        for &d in directions {
            let at = self.nearest[sq.index()][d];
            if at != NONE {
                found |= Bitboard::from_square(Square::new(at));
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::attacks;
    use crate::random::SplitMix64;

    fn random_occupancy(random: &mut SplitMix64) -> Bitboard {
        Bitboard(random.next_u64() & random.next_u64())
    }

    fn assert_matches_hyperbola(board: &RayBoard, occupied: Bitboard) {
        for index in 0..64 {
            let sq = Square::new(index);
            assert_eq!(board.bishop(sq), attacks::bishop(sq, occupied), "bishop on {index}, {occupied:?}");
            assert_eq!(board.rook(sq), attacks::rook(sq, occupied), "rook on {index}, {occupied:?}");
            let first = board.first_pieces(sq, &ORTHOGONAL) | board.first_pieces(sq, &DIAGONAL);
            assert_eq!(first, attacks::queen(sq, occupied) & occupied, "nearest pieces of {index}");
        }
    }

    #[test]
    fn attacks_equal_the_compiled_backend_on_random_boards() {
        let mut random = SplitMix64::new(7);
        assert_matches_hyperbola(&RayBoard::EMPTY, Bitboard::EMPTY);
        for _ in 0..300 {
            let occupied = random_occupancy(&mut random);
            assert_matches_hyperbola(&RayBoard::from_occupied(occupied), occupied);
        }
    }

    #[test]
    fn incremental_updates_equal_a_fresh_board() {
        let mut random = SplitMix64::new(11);
        let mut occupied = random_occupancy(&mut random);
        let mut board = RayBoard::from_occupied(occupied);
        for _ in 0..5000 {
            let sq = Square::new((random.next_u64() % 64) as u8);
            if occupied.contains(sq) {
                board.vacate(sq);
            } else {
                board.occupy(sq);
            }
            occupied ^= Bitboard::from_square(sq);
            assert_eq!(board, RayBoard::from_occupied(occupied));
        }
        assert_matches_hyperbola(&board, occupied);
    }
}
