//! Hyperbola quintessence: the attacks along one line are `(o - 2s) ^ reverse(reverse(o) - 2 reverse(s))`,
//! masked to the line, where `o` is the occupancy on the line and `s` the slider. Reversal is a byte
//! swap, which mirrors files, diagonals and anti-diagonals correctly but not ranks, so ranks use a
//! small first-rank table instead.

use crate::chess::tables::{ANTI_DIAGONAL_MASKS, DIAGONAL_MASKS, FILE_MASKS, FIRST_RANK_ATTACKS};

/// The backend's name.
pub const NAME: &str = "hyperbola";

#[inline(always)]
fn line_attacks(sq: usize, occupied: u64, mask: u64) -> u64 {
    let slider = 1u64 << sq;
    let on_line = occupied & mask;
    let forward = on_line.wrapping_sub(slider.wrapping_mul(2));
    let reverse = on_line.swap_bytes().wrapping_sub(slider.swap_bytes().wrapping_mul(2));
    (forward ^ reverse.swap_bytes()) & mask
}

#[inline(always)]
fn rank_attacks(sq: usize, occupied: u64) -> u64 {
    let rank_shift = sq & 56;
    let inner = (occupied >> (rank_shift + 1)) & 63;
    (FIRST_RANK_ATTACKS[sq & 7][inner as usize] as u64) << rank_shift
}

#[inline(always)]
pub fn bishop(sq: usize, occupied: u64) -> u64 {
    line_attacks(sq, occupied, DIAGONAL_MASKS[sq]) | line_attacks(sq, occupied, ANTI_DIAGONAL_MASKS[sq])
}

#[inline(always)]
pub fn rook(sq: usize, occupied: u64) -> u64 {
    line_attacks(sq, occupied, FILE_MASKS[sq]) | rank_attacks(sq, occupied)
}
