//! Magic bitboards: the relevant occupancy times a magic number, shifted, indexes a table of attack sets.
//! Magics are searched by `build.rs` from a fixed seed.

#![allow(clippy::unreadable_literal)]

/// One square's magic lookup parameters.
pub struct MagicEntry {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

include!(concat!(env!("OUT_DIR"), "/magic.rs"));

/// The backend's name.
pub const NAME: &str = "magic";

#[inline(always)]
fn lookup(entry: &MagicEntry, occupied: u64) -> u64 {
    let index = ((occupied & entry.mask).wrapping_mul(entry.magic) >> entry.shift) as usize;
    SLIDER_ATTACKS[entry.offset + index]
}

#[inline(always)]
pub fn bishop(sq: usize, occupied: u64) -> u64 {
    lookup(&BISHOP_MAGICS[sq], occupied)
}

#[inline(always)]
pub fn rook(sq: usize, occupied: u64) -> u64 {
    lookup(&ROOK_MAGICS[sq], occupied)
}
