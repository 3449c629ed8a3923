//! Magic numbers for rook and bishop attacks, found by a seeded random search so builds are reproducible.
//!
//! For each square: the relevant-occupancy mask (the slider's rays without the board edge), a magic
//! multiplier that maps every subset of the mask to a distinct (or constructively colliding) slot, and
//! the slot range in one shared attack table.

use crate::geometry::{file_of, rank_of, slider_targets, BISHOP_DIRECTIONS, ROOK_DIRECTIONS};
use crate::writer::{Hex, RustFile};
use rand_xoshiro::rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

const SEED: u64 = 0x6d61_6769_635f_6262; // "magic_bb"

/// Squares whose occupancy matters to a slider on `sq`: its rays minus the last square of each.
fn relevant_mask(sq: usize, directions: &[(i32, i32)]) -> u64 {
    let mut mask = 0;
    for &(df, dr) in directions {
        let (mut file, mut rank) = (file_of(sq) + df, rank_of(sq) + dr);
        while (0..8).contains(&(file + df)) && (0..8).contains(&(rank + dr)) {
            mask |= 1u64 << (rank * 8 + file);
            file += df;
            rank += dr;
        }
    }
    mask
}

/// Every subset of `mask` (Carry-Rippler enumeration).
fn subsets(mask: u64) -> Vec<u64> {
    let mut all = Vec::with_capacity(1 << mask.count_ones());
    let mut subset = 0u64;
    loop {
        all.push(subset);
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            return all;
        }
    }
}

struct Found {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

/// Finds one magic per square and appends each square's attack slots to `table`.
fn find_all(directions: &[(i32, i32)], rng: &mut Xoshiro256PlusPlus, table: &mut Vec<u64>) -> Vec<Found> {
    (0..64)
        .map(|sq| {
            let mask = relevant_mask(sq, directions);
            let bits = mask.count_ones();
            let occupancies = subsets(mask);
            let attacks: Vec<u64> = occupancies.iter().map(|&occ| slider_targets(sq, occ, directions)).collect();
            let mut slots = vec![0u64; 1 << bits];
            let mut used = vec![0u32; 1 << bits];
            let shift = 64 - bits;
            let mut magic = 0;
            for attempt in 1u32.. {
                // Sparse candidates (AND of three randoms) succeed far more often.
                magic = rng.next_u64() & rng.next_u64() & rng.next_u64();
                if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                    continue;
                }
                let fits = occupancies.iter().zip(&attacks).all(|(&occ, &attack)| {
                    let index = (occ.wrapping_mul(magic) >> shift) as usize;
                    if used[index] != attempt {
                        used[index] = attempt;
                        slots[index] = attack;
                        true
                    } else {
                        slots[index] == attack
                    }
                });
                if fits {
                    break;
                }
            }
            let offset = table.len();
            table.extend_from_slice(&slots);
            Found { mask, magic, shift, offset }
        })
        .collect()
}

fn write_entries(out: &mut RustFile, name: &str, doc: &str, found: &[Found]) {
    let mut text = format!("/// {doc}\npub static {name}: [MagicEntry; 64] = [\n");
    for f in found {
        text.push_str(&format!(
            "    MagicEntry {{ mask: {}, magic: {}, shift: {}, offset: {} }},\n",
            Hex(f.mask),
            Hex(f.magic),
            f.shift,
            f.offset
        ));
    }
    text.push_str("];\n\n");
    out.raw(&text);
}

pub fn write(out: &mut RustFile) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(SEED);
    let mut table = Vec::new();
    let rooks = find_all(&ROOK_DIRECTIONS, &mut rng, &mut table);
    let bishops = find_all(&BISHOP_DIRECTIONS, &mut rng, &mut table);
    write_entries(out, "ROOK_MAGICS", "Rook magic entries by square.", &rooks);
    write_entries(out, "BISHOP_MAGICS", "Bishop magic entries by square.", &bishops);
    let hex: Vec<Hex> = table.into_iter().map(Hex).collect();
    out.array("Attack sets for every (square, relevant occupancy), rooks first.", "SLIDER_ATTACKS", "u64", &hex);
}
