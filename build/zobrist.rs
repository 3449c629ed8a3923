//! Zobrist keys from a fixed seed, so hashes (and later opening-book tests) are reproducible.

use crate::writer::{Hex, RustFile};
use rand_xoshiro::rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

const SEED: u64 = 0x4865_746d_616e_2121; // "Hetman!!"

pub fn write(out: &mut RustFile) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(SEED);
    let mut next = || Hex(rng.next_u64());
    let pieces: Vec<Vec<Hex>> = (0..12).map(|_| (0..64).map(|_| next()).collect()).collect();
    let castling_rights: Vec<u64> = (0..4).map(|_| next().0).collect();
    // One key per subset of the four rights, so a change of rights is a single XOR of two entries.
    let castling: Vec<Hex> = (0..16usize)
        .map(|subset| Hex((0..4).filter(|bit| subset >> bit & 1 == 1).fold(0, |k, bit| k ^ castling_rights[bit])))
        .collect();
    let en_passant: Vec<Hex> = (0..8).map(|_| next()).collect();
    let side = next();
    out.matrix("Key per piece (white P N B R Q K, then black) and square.", "PIECE_SQUARE", "u64", &pieces);
    out.array(
        "Key per set of castling rights (bit 0 white short, 1 white long, 2 black short, 3 black long).",
        "CASTLING",
        "u64",
        &castling,
    );
    out.array(
        "Key per en-passant file, used only when an en-passant capture is possible.",
        "EN_PASSANT_FILE",
        "u64",
        &en_passant,
    );
    out.constant("Key XORed in when black is to move.", "BLACK_TO_MOVE", "u64", side);
}
