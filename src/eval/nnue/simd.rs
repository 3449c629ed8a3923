//! The network's two hot loops, each in portable Rust and, on x86-64 CPUs with AVX2 (detected at
//! run time, so one binary runs everywhere), with `std::arch`. Both take rows of the network's
//! width (a multiple of [`LANES`]); rows of unequal length are cut to the shortest, whole blocks
//! of `LANES` only, so that no row is read past its end.
//!
//! - [`add_sub`]: a child's accumulator from its parent's in one pass, the rows of the features a
//!   move adds and removes folded in 16 lanes at a time (wrapping i16 arithmetic, as the
//!   accumulators have always used);
//! - [`screlu_dot`]: one perspective's half of the output, `sum of clamp(x, 0, QA)^2 * w`, with
//!   the product `clamp(x) * w` in 16 bits (it fits: `QA * MAX_OUTPUT_WEIGHT < 2^15`), the
//!   second multiplication pairwise into 32-bit lanes (`madd`), and the lanes added in 64 bits:
//!   the narrowest integers that cannot overflow at any width up to `MAX_HIDDEN`; the tests check
//!   both kernels against the portable code and at the extremes.

use super::scales::{MAX_HIDDEN, MAX_OUTPUT_WEIGHT, QA};

/// i16 lanes in a 256-bit register: every network width is a multiple of it.
pub const LANES: usize = 16;
// The clipped activation times an output weight fits an i16, the product AVX2 keeps.
const _: () = assert!(QA as i64 * MAX_OUTPUT_WEIGHT as i64 <= i16::MAX as i64);
// Each of the eight 32-bit lanes of screlu_dot sums two products a block, MAX_HIDDEN / LANES
// blocks: it must fit an i32.
const _: () =
    assert!((MAX_HIDDEN / LANES) as i64 * 2 * QA as i64 * QA as i64 * MAX_OUTPUT_WEIGHT as i64 <= i32::MAX as i64);

/// Whether the AVX2 kernels run on this CPU.
#[inline]
pub fn avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::is_x86_feature_detected!("avx2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The whole blocks of `LANES` that `out` and every row hold.
#[inline]
fn common_length(out: usize, rows: impl Iterator<Item = usize>) -> usize {
    let shortest = rows.fold(out, usize::min);
    shortest - shortest % LANES
}

/// `out = parent + (each row of adds) - (each row of subs)`, lane by lane, wrapping. The row
/// counts are constants, so that each shape a move has (one piece moved, a capture, castling)
/// gets its own unrolled loop.
#[inline]
pub fn add_sub<const ADDS: usize, const SUBS: usize>(
    out: &mut [i16],
    parent: &[i16],
    adds: [&[i16]; ADDS],
    subs: [&[i16]; SUBS],
) {
    let length = common_length(out.len(), [parent].iter().chain(&adds).chain(&subs).map(|row| row.len()));
    #[cfg(target_arch = "x86_64")]
    if avx2() {
        // SAFETY: the CPU has AVX2, checked just above, and every row holds `length`, a
        // multiple of LANES: the function's two requirements.
        unsafe { x86::add_sub(length, out, parent, adds, subs) };
        return;
    }
    portable::add_sub(length, out, parent, adds, subs);
}

/// `sum of clamp(sums[i], 0, QA)^2 * weights[i]`, exact for output weights within
/// `MAX_OUTPUT_WEIGHT` (as every network file is checked to hold; a larger one would wrap in
/// the AVX2 kernel's 16-bit product), over at most `MAX_HIDDEN` of them.
#[inline]
pub fn screlu_dot(sums: &[i16], weights: &[i16]) -> i64 {
    debug_assert!(weights.iter().all(|w| w.unsigned_abs() <= MAX_OUTPUT_WEIGHT.unsigned_abs()));
    let length = common_length(sums.len().min(MAX_HIDDEN), std::iter::once(weights.len()));
    #[cfg(target_arch = "x86_64")]
    if avx2() {
        // SAFETY: the CPU has AVX2, checked just above, and both rows hold `length`, a multiple
        // of LANES: the function's two requirements.
        return unsafe { x86::screlu_dot(length, sums, weights) };
    }
    portable::screlu_dot(length, sums, weights)
}

/// The kernels in plain Rust, written in blocks of `LANES` so that the compiler vectorises them
/// with whatever the target has.
pub mod portable {
    use crate::eval::nnue::scales::QA;
    use crate::eval::nnue::simd::LANES;

    /// See [`super::add_sub`]: the first `length` lanes (a multiple of `LANES`).
    pub fn add_sub<const ADDS: usize, const SUBS: usize>(
        length: usize,
        out: &mut [i16],
        parent: &[i16],
        adds: [&[i16]; ADDS],
        subs: [&[i16]; SUBS],
    ) {
        for start in (0..length).step_by(LANES) {
            let block = start..start + LANES;
            let mut lanes = [0i16; LANES];
            lanes.copy_from_slice(&parent[block.clone()]);
            for row in adds {
                lanes.iter_mut().zip(&row[block.clone()]).for_each(|(lane, &w)| *lane = lane.wrapping_add(w));
            }
            for row in subs {
                lanes.iter_mut().zip(&row[block.clone()]).for_each(|(lane, &w)| *lane = lane.wrapping_sub(w));
            }
            out[block].copy_from_slice(&lanes);
        }
    }

    /// See [`super::screlu_dot`]: the first `length` lanes.
    pub fn screlu_dot(length: usize, sums: &[i16], weights: &[i16]) -> i64 {
        sums[..length]
            .iter()
            .zip(&weights[..length])
            .map(|(&sum, &weight)| {
                let clipped = i64::from(sum).clamp(0, i64::from(QA));
                clipped * i64::from(weight) * clipped
            })
            .sum()
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use crate::eval::nnue::scales::QA;
    use crate::eval::nnue::simd::LANES;
    use std::arch::x86_64::*;

    /// The 16 lanes of `row` from `start`.
    ///
    /// # Safety
    /// `start + LANES <= row.len()`, and the CPU has AVX2.
    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn load(row: &[i16], start: usize) -> __m256i {
        debug_assert!(start + LANES <= row.len());
        // SAFETY: the 32 bytes from `start` lie inside `row` (the caller's promise); an unaligned
        // load needs no alignment.
        unsafe { _mm256_loadu_si256(row.as_ptr().add(start).cast()) }
    }

    /// See [`super::add_sub`]: the first `length` lanes.
    ///
    /// # Safety
    /// The CPU has AVX2, and `out`, `parent` and every row hold at least `length` lanes, a
    /// multiple of `LANES`.
    #[target_feature(enable = "avx2")]
    pub unsafe fn add_sub<const ADDS: usize, const SUBS: usize>(
        length: usize,
        out: &mut [i16],
        parent: &[i16],
        adds: [&[i16]; ADDS],
        subs: [&[i16]; SUBS],
    ) {
        for start in (0..length).step_by(LANES) {
            // SAFETY (each load and the store): `start + LANES <= length`, which every row and
            // `out` hold; AVX2 is the caller's promise.
            let mut lanes = unsafe { load(parent, start) };
            for row in adds {
                lanes = _mm256_add_epi16(lanes, unsafe { load(row, start) });
            }
            for row in subs {
                lanes = _mm256_sub_epi16(lanes, unsafe { load(row, start) });
            }
            unsafe { _mm256_storeu_si256(out.as_mut_ptr().add(start).cast(), lanes) };
        }
    }

    /// See [`super::screlu_dot`]: the first `length` lanes.
    ///
    /// # Safety
    /// The CPU has AVX2, and both rows hold at least `length` lanes, a multiple of `LANES`. (The
    /// sum is exact, as the portable one, for `length` up to `MAX_HIDDEN` and weights within
    /// `MAX_OUTPUT_WEIGHT`: no 16-bit product and no 32-bit lane can overflow.)
    #[target_feature(enable = "avx2")]
    pub unsafe fn screlu_dot(length: usize, sums: &[i16], weights: &[i16]) -> i64 {
        let (zero, ceiling) = (_mm256_setzero_si256(), _mm256_set1_epi16(QA as i16));
        let mut total = _mm256_setzero_si256();
        for start in (0..length).step_by(LANES) {
            // SAFETY: `start + LANES <= length`, which both rows hold; AVX2 is the caller's
            // promise.
            let (x, w) = unsafe { (load(sums, start), load(weights, start)) };
            let clipped = _mm256_min_epi16(_mm256_max_epi16(x, zero), ceiling);
            // clipped * w fits 16 bits (the assertion at the top); madd multiplies by clipped
            // again and adds neighbouring lanes in 32 bits.
            let products = _mm256_madd_epi16(_mm256_mullo_epi16(clipped, w), clipped);
            total = _mm256_add_epi32(total, products);
        }
        // The eight lanes, each within an i32 (the assertion at the top), added in 64 bits.
        let low = _mm256_cvtepi32_epi64(_mm256_castsi256_si128(total));
        let high = _mm256_cvtepi32_epi64(_mm256_extracti128_si256::<1>(total));
        let quads = _mm256_add_epi64(low, high);
        let pairs = _mm_add_epi64(_mm256_castsi256_si128(quads), _mm256_extracti128_si256::<1>(quads));
        _mm_cvtsi128_si64(pairs) + _mm_extract_epi64::<1>(pairs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::SplitMix64;

    fn random_row(rng: &mut SplitMix64, length: usize, low: i16, high: i16) -> Vec<i16> {
        let span = (i32::from(high) - i32::from(low) + 1) as u64;
        (0..length).map(|_| (i32::from(low) + rng.below(span) as i32) as i16).collect()
    }

    #[test]
    fn the_chosen_update_equals_the_portable_one_wrapping_included() {
        let mut rng = SplitMix64::new(3);
        for round in 0..300 {
            let hidden = [128, 256, MAX_HIDDEN][round / 3 % 3];
            let parent = random_row(&mut rng, hidden, i16::MIN, i16::MAX);
            let rows: Vec<Vec<i16>> = (0..4).map(|_| random_row(&mut rng, hidden, -2000, 2000)).collect();
            // One or two rows added, one or two removed: every shape a move has.
            let (a, b, c, d) = (&rows[0][..], &rows[1][..], &rows[2][..], &rows[3][..]);
            let (adds, subs): (Vec<&[i16]>, Vec<&[i16]>) = match round % 3 {
                0 => (vec![a], vec![c]),
                1 => (vec![a], vec![c, d]),
                _ => (vec![a, b], vec![c, d]),
            };
            let (mut chosen, mut portable) = (vec![0; hidden], vec![0; hidden]);
            match round % 3 {
                0 => {
                    add_sub(&mut chosen, &parent, [a], [c]);
                    portable::add_sub(hidden, &mut portable, &parent, [a], [c]);
                }
                1 => {
                    add_sub(&mut chosen, &parent, [a], [c, d]);
                    portable::add_sub(hidden, &mut portable, &parent, [a], [c, d]);
                }
                _ => {
                    add_sub(&mut chosen, &parent, [a, b], [c, d]);
                    portable::add_sub(hidden, &mut portable, &parent, [a, b], [c, d]);
                }
            }
            assert_eq!(chosen, portable);
            // And the portable one is the plain sum, wrapping.
            let plain: Vec<i16> = (0..hidden)
                .map(|i| {
                    let added = adds.iter().fold(parent[i], |v, row| v.wrapping_add(row[i]));
                    subs.iter().fold(added, |v, row| v.wrapping_sub(row[i]))
                })
                .collect();
            assert_eq!(portable, plain);
        }
    }

    #[test]
    fn rows_of_unequal_length_are_cut_to_the_shortest_whole_blocks() {
        let (parent, short) = (vec![1i16; 64], vec![1i16; 40]);
        let mut out = vec![0i16; 64];
        add_sub(&mut out, &parent, [&short[..]], []);
        assert_eq!(&out[..32], &[2; 32][..], "two whole blocks of the shortest row");
        assert_eq!(&out[32..], &[0; 32][..], "the rest untouched");
        assert_eq!(screlu_dot(&[1; 64], &[3; 40]), 32 * 3);
    }

    #[test]
    fn the_chosen_output_equals_the_portable_one_at_the_extremes_too() {
        let mut rng = SplitMix64::new(4);
        let max = MAX_OUTPUT_WEIGHT;
        for hidden in [128, 256, MAX_HIDDEN] {
            for _ in 0..100 {
                let sums = random_row(&mut rng, hidden, -600, 600);
                let weights = random_row(&mut rng, hidden, -max, max);
                assert_eq!(screlu_dot(&sums, &weights), portable::screlu_dot(hidden, &sums, &weights));
            }
            // Every activation at its ceiling and every weight at the largest a file may hold,
            // of either sign: the largest sums the kernels meet, exact (beyond an i32 from 256
            // neurons on).
            for weight in [max, -max] {
                let full = i64::from(QA) * i64::from(QA) * i64::from(weight) * hidden as i64;
                let (sums, weights) = (vec![i16::MAX; hidden], vec![weight; hidden]);
                assert_eq!(screlu_dot(&sums, &weights), full);
                assert_eq!(portable::screlu_dot(hidden, &sums, &weights), full);
            }
            assert_eq!(screlu_dot(&vec![i16::MIN; hidden], &vec![max; hidden]), 0, "negative sums are clipped to 0");
        }
        assert!(i64::from(QA * QA) * i64::from(max) * MAX_HIDDEN as i64 > i64::from(i32::MAX));
    }
}
