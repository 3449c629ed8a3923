//! SplitMix64: a small, fast, well-mixed seeded generator, for choices that must be reproducible
//! (weighted book moves, the random plies of data generation).

/// A SplitMix64 generator; the same seed gives the same sequence.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator starting from `seed`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (which must not be zero).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}
