//! A small per-thread cache of finished evaluations, keyed by the position's Zobrist key.
//!
//! The transposition table keeps the static evaluation of the nodes it stores, but quiescence
//! nodes that stand pat are never stored, and a 16 MB table overwrites its entries quickly. The
//! same positions come back within a search (move orders transpose, iterations repeat) and in the
//! next move's search, to which the search thread hands its evaluator on (`SearchMemory`). The
//! evaluation is a pure function of the position, so its result can be kept.

use crate::score::Score;

/// Entries in each thread's cache: 512 KB.
const ENTRIES: usize = 1 << 16;

/// The low bits of an entry hold the score; the rest check the key.
const SCORE_BITS: u32 = 16;
const SCORE_MASK: u64 = (1 << SCORE_BITS) - 1;

/// Evaluations by position, each entry the key's upper 48 bits beside the 16-bit score.
pub struct EvalCache {
    entries: Vec<u64>,
}

impl Default for EvalCache {
    fn default() -> EvalCache {
        EvalCache { entries: vec![0; ENTRIES] }
    }
}

impl EvalCache {
    /// The slot of `key`: its low bits (the key check uses the high ones).
    fn slot(key: u64) -> usize {
        (key as usize) & (ENTRIES - 1)
    }

    /// The cached evaluation of the position with `key`, if there is one.
    pub fn get(&self, key: u64) -> Option<Score> {
        let entry = self.entries[Self::slot(key)];
        // An empty slot is 0, which would match any key whose high 48 bits are zero: such keys
        // always miss instead (as does one stored with a score of 0), so an empty slot never
        // answers.
        ((entry ^ key) & !SCORE_MASK == 0 && entry != 0).then_some(entry as u16 as i16 as Score)
    }

    /// Remembers that the position with `key` evaluates to `score`.
    pub fn put(&mut self, key: u64, score: Score) {
        debug_assert!(i16::try_from(score).is_ok(), "an evaluation fits in 16 bits");
        self.entries[Self::slot(key)] = (key & !SCORE_MASK) | u64::from(score as i16 as u16);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_score_comes_back_for_its_key_only() {
        let mut cache = EvalCache::default();
        let key = 0x1234_5678_9abc_def0;
        assert_eq!(cache.get(key), None);
        cache.put(key, -321);
        assert_eq!(cache.get(key), Some(-321));
        // The same slot, another key: a miss, not the other key's score.
        assert_eq!(cache.get(key ^ (1 << 40)), None);
        cache.put(key ^ (1 << 40), 57);
        assert_eq!(cache.get(key ^ (1 << 40)), Some(57));
        assert_eq!(cache.get(key), None);
    }
}
