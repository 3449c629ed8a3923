//! The network's two hot loops, each in portable Rust and, on x86-64 CPUs with AVX2 (detected at
//! run time, so one binary runs everywhere), with `std::arch`:
//!
//! - [`add_sub`]: a child's accumulator from its parent's in one pass, the rows of the features a
//!   move adds and removes folded in 16 lanes at a time (wrapping i16 arithmetic, as the
//!   accumulators have always used);
//! - [`screlu_dot`]: one perspective's half of the output, `sum of clamp(x, 0, QA)^2 * w`, with
//!   the product `clamp(x) * w` in 16 bits (it fits: `QA * MAX_OUTPUT_WEIGHT < 2^15`) and the
//!   second multiplication pairwise into 32 bits (`madd`), the narrowest integers that cannot
//!   overflow; the tests check both kernels against the portable code and at the extremes.

use super::{HIDDEN, MAX_OUTPUT_WEIGHT, QA};

/// i16 lanes in a 256-bit register.
const LANES: usize = 16;
const _: () = assert!(HIDDEN.is_multiple_of(LANES));
// The clipped activation times an output weight fits an i16, the product AVX2 keeps.
const _: () = assert!(QA as i64 * MAX_OUTPUT_WEIGHT as i64 <= i16::MAX as i64);

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

/// `out = parent + (each row of adds) - (each row of subs)`, lane by lane, wrapping. The row
/// counts are constants, so that each shape a move has (one piece moved, a capture, castling)
/// gets its own unrolled loop.
#[inline]
pub fn add_sub<const ADDS: usize, const SUBS: usize>(
    out: &mut [i16; HIDDEN],
    parent: &[i16; HIDDEN],
    adds: [&[i16; HIDDEN]; ADDS],
    subs: [&[i16; HIDDEN]; SUBS],
) {
    #[cfg(target_arch = "x86_64")]
    if avx2() {
        // SAFETY: the CPU has AVX2, checked just above: the only requirement of this function.
        unsafe { x86::add_sub(out, parent, adds, subs) };
        return;
    }
    portable::add_sub(out, parent, adds, subs);
}

/// `sum of clamp(sums[i], 0, QA)^2 * weights[i]`, for output weights within
/// `MAX_OUTPUT_WEIGHT` (as every network file is checked to hold).
#[inline]
pub fn screlu_dot(sums: &[i16; HIDDEN], weights: &[i16; HIDDEN]) -> i32 {
    #[cfg(target_arch = "x86_64")]
    if avx2() {
        // SAFETY: the CPU has AVX2, checked just above: the only requirement of this function.
        return unsafe { x86::screlu_dot(sums, weights) };
    }
    portable::screlu_dot(sums, weights)
}

/// The kernels in plain Rust, written in blocks of `LANES` so that the compiler vectorises them
/// with whatever the target has.
pub mod portable {
    use super::{HIDDEN, LANES, QA};

    /// See [`super::add_sub`].
    pub fn add_sub<const ADDS: usize, const SUBS: usize>(
        out: &mut [i16; HIDDEN],
        parent: &[i16; HIDDEN],
        adds: [&[i16; HIDDEN]; ADDS],
        subs: [&[i16; HIDDEN]; SUBS],
    ) {
        for start in (0..HIDDEN).step_by(LANES) {
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

    /// See [`super::screlu_dot`].
    pub fn screlu_dot(sums: &[i16; HIDDEN], weights: &[i16; HIDDEN]) -> i32 {
        sums.iter()
            .zip(weights)
            .map(|(&sum, &weight)| {
                let clipped = i32::from(sum).clamp(0, QA);
                clipped * i32::from(weight) * clipped
            })
            .sum()
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::{HIDDEN, LANES, QA};
    use std::arch::x86_64::*;

    /// The 16 lanes of `row` from `start`.
    ///
    /// # Safety
    /// `start + LANES <= HIDDEN`, and the CPU has AVX2.
    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn load(row: &[i16; HIDDEN], start: usize) -> __m256i {
        debug_assert!(start + LANES <= HIDDEN);
        // SAFETY: the 32 bytes from `start` lie inside `row` (the caller's promise); an unaligned
        // load needs no alignment.
        unsafe { _mm256_loadu_si256(row.as_ptr().add(start).cast()) }
    }

    /// See [`super::add_sub`].
    ///
    /// # Safety
    /// The CPU has AVX2.
    #[target_feature(enable = "avx2")]
    pub unsafe fn add_sub<const ADDS: usize, const SUBS: usize>(
        out: &mut [i16; HIDDEN],
        parent: &[i16; HIDDEN],
        adds: [&[i16; HIDDEN]; ADDS],
        subs: [&[i16; HIDDEN]; SUBS],
    ) {
        for start in (0..HIDDEN).step_by(LANES) {
            // SAFETY (each load and the store): `start + LANES <= HIDDEN`, HIDDEN being a
            // multiple of LANES; AVX2 is the caller's promise.
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

    /// See [`super::screlu_dot`].
    ///
    /// # Safety
    /// The CPU has AVX2.
    #[target_feature(enable = "avx2")]
    pub unsafe fn screlu_dot(sums: &[i16; HIDDEN], weights: &[i16; HIDDEN]) -> i32 {
        let (zero, ceiling) = (_mm256_setzero_si256(), _mm256_set1_epi16(QA as i16));
        let mut total = _mm256_setzero_si256();
        for start in (0..HIDDEN).step_by(LANES) {
            // SAFETY: `start + LANES <= HIDDEN`; AVX2 is the caller's promise.
            let (x, w) = unsafe { (load(sums, start), load(weights, start)) };
            let clipped = _mm256_min_epi16(_mm256_max_epi16(x, zero), ceiling);
            // clipped * w fits 16 bits (the assertion at the top); madd multiplies by clipped
            // again and adds neighbouring lanes in 32 bits.
            let products = _mm256_madd_epi16(_mm256_mullo_epi16(clipped, w), clipped);
            total = _mm256_add_epi32(total, products);
        }
        let halves = _mm_add_epi32(_mm256_castsi256_si128(total), _mm256_extracti128_si256::<1>(total));
        let pairs = _mm_add_epi32(halves, _mm_shuffle_epi32::<0b01_00_11_10>(halves));
        let single = _mm_add_epi32(pairs, _mm_shuffle_epi32::<0b10_11_00_01>(pairs));
        _mm_cvtsi128_si32(single)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::SplitMix64;

    fn random_row(rng: &mut SplitMix64, low: i16, high: i16) -> Box<[i16; HIDDEN]> {
        let span = (i32::from(high) - i32::from(low) + 1) as u64;
        Box::new(std::array::from_fn(|_| (i32::from(low) + rng.below(span) as i32) as i16))
    }

    #[test]
    fn the_chosen_update_equals_the_portable_one_wrapping_included() {
        let mut rng = SplitMix64::new(3);
        for round in 0..200 {
            let parent = random_row(&mut rng, i16::MIN, i16::MAX);
            let rows: Vec<Box<[i16; HIDDEN]>> = (0..4).map(|_| random_row(&mut rng, -2000, 2000)).collect();
            // One or two rows added, one or two removed: every shape a move has.
            let (a, b, c, d) = (&*rows[0], &*rows[1], &*rows[2], &*rows[3]);
            let (adds, subs): (Vec<&[i16; HIDDEN]>, Vec<&[i16; HIDDEN]>) = match round % 3 {
                0 => (vec![a], vec![c]),
                1 => (vec![a], vec![c, d]),
                _ => (vec![a, b], vec![c, d]),
            };
            let (mut chosen, mut portable) = ([0; HIDDEN], [0; HIDDEN]);
            match round % 3 {
                0 => {
                    add_sub(&mut chosen, &parent, [a], [c]);
                    portable::add_sub(&mut portable, &parent, [a], [c]);
                }
                1 => {
                    add_sub(&mut chosen, &parent, [a], [c, d]);
                    portable::add_sub(&mut portable, &parent, [a], [c, d]);
                }
                _ => {
                    add_sub(&mut chosen, &parent, [a, b], [c, d]);
                    portable::add_sub(&mut portable, &parent, [a, b], [c, d]);
                }
            }
            assert_eq!(chosen, portable);
            // And the portable one is the plain sum, wrapping.
            let plain: Vec<i16> = (0..HIDDEN)
                .map(|i| {
                    let added = adds.iter().fold(parent[i], |v, row| v.wrapping_add(row[i]));
                    subs.iter().fold(added, |v, row| v.wrapping_sub(row[i]))
                })
                .collect();
            assert_eq!(portable.to_vec(), plain);
        }
    }

    #[test]
    fn the_chosen_output_equals_the_portable_one_at_the_extremes_too() {
        let mut rng = SplitMix64::new(4);
        let max = MAX_OUTPUT_WEIGHT;
        for _ in 0..200 {
            let sums = random_row(&mut rng, -600, 600);
            let weights = random_row(&mut rng, -max, max);
            assert_eq!(screlu_dot(&sums, &weights), portable::screlu_dot(&sums, &weights));
        }
        // Every activation at its ceiling and every weight at the largest a file may hold, of
        // either sign: the largest sums the kernels meet, exact.
        for weight in [max, -max] {
            let full = i64::from(QA) * i64::from(QA) * i64::from(weight) * HIDDEN as i64;
            let (sums, weights) = ([i16::MAX; HIDDEN], [weight; HIDDEN]);
            assert_eq!(i64::from(screlu_dot(&sums, &weights)), full);
            assert_eq!(i64::from(portable::screlu_dot(&sums, &weights)), full);
        }
        assert_eq!(screlu_dot(&[i16::MIN; HIDDEN], &[max; HIDDEN]), 0, "negative sums are clipped to 0");
    }
}
