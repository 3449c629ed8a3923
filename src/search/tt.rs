//! The transposition table: a lock-free hash table of search results shared by all search threads.
//!
//! Each entry is two atomic 64-bit words, `check` and `data`, with `check = key ^ data`. Writers store
//! both words without a lock; a reader accepts an entry only if `check ^ data` equals its key. If
//! another thread's write tore the pair (one word old, one new), the XOR no longer matches and the
//! entry reads as a miss, so a torn entry is never used. (Hyatt and Mann's "lockless hashing".)
//!
//! The `data` word:
//!
//! ```text
//!  63     58 57 56 55      48 47            32 31            16 15             0
//! +---------+-----+----------+----------------+----------------+----------------+
//! |   age   |bound|  depth   |  static eval   |     score      |      move      |
//! |  6 bits | 2 b |  8 bits  |  16 bits, i16  |  16 bits, i16  |    16 bits     |
//! +---------+-----+----------+----------------+----------------+----------------+
//! ```
//!
//! Bound 0 marks an empty slot. Four entries make a 64-byte bucket, one cache line. Replacement
//! keeps, in a bucket, the entries that are deep and recent: a new result goes to the slot of the
//! same position if there is one, else to an empty slot, else to the slot whose depth minus eight
//! times its age (searches since it was written) is lowest.

use super::params::{TT_AGE_WEIGHT, TT_KEEP_DEPTH_MARGIN};
use crate::chess::Move;
use crate::score::Score;
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};

/// What a stored score says about the true score.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true score is at most the stored one (the search failed low).
    Upper = 1,
    /// The true score is at least the stored one (the search failed high).
    Lower = 2,
    /// The stored score is exact.
    Exact = 3,
}

/// A result read from the table. Scores are as stored: mate scores relative to the node.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct TtHit {
    /// The best move found, or `Move::NULL`; check it is legal before playing it.
    pub mv: Move,
    /// The score, to be read with its bound.
    pub score: Score,
    /// The static evaluation of the position.
    pub static_eval: Score,
    /// The depth the score was searched to.
    pub depth: u8,
    /// How the score bounds the true one.
    pub bound: Bound,
}

const MOVE_SHIFT: u32 = 0;
const SCORE_SHIFT: u32 = 16;
const EVAL_SHIFT: u32 = 32;
const DEPTH_SHIFT: u32 = 48;
const BOUND_SHIFT: u32 = 56;
const AGE_SHIFT: u32 = 58;
const AGE_MASK: u8 = 63;

#[derive(Default)]
struct Entry {
    check: AtomicU64,
    data: AtomicU64,
}

#[derive(Default)]
#[repr(align(64))]
struct Bucket {
    entries: [Entry; 4],
}

const BUCKET_BYTES: usize = std::mem::size_of::<Bucket>();
const _: () = assert!(BUCKET_BYTES == 64);

/// The table could not be given the size asked for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TtAllocError {
    /// The size asked for, in MB.
    pub megabytes: usize,
}

impl std::fmt::Display for TtAllocError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot allocate a {} MB hash table", self.megabytes)
    }
}

/// The shared transposition table.
pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    /// The current search's number, modulo 64: entries remember it as their age.
    generation: AtomicU8,
}

fn pack(mv: Move, score: Score, static_eval: Score, depth: u8, bound: Bound, age: u8) -> u64 {
    let clamp = |value: Score| value.clamp(i16::MIN as Score, i16::MAX as Score) as i16 as u16 as u64;
    let move_bits: u16 = bytemuck::cast(mv);
    (move_bits as u64) << MOVE_SHIFT
        | clamp(score) << SCORE_SHIFT
        | clamp(static_eval) << EVAL_SHIFT
        | (depth as u64) << DEPTH_SHIFT
        | (bound as u64) << BOUND_SHIFT
        | ((age & AGE_MASK) as u64) << AGE_SHIFT
}

fn unpack(data: u64) -> Option<TtHit> {
    let bound = match (data >> BOUND_SHIFT) & 3 {
        1 => Bound::Upper,
        2 => Bound::Lower,
        3 => Bound::Exact,
        _ => return None,
    };
    Some(TtHit {
        mv: bytemuck::cast((data >> MOVE_SHIFT) as u16),
        score: (data >> SCORE_SHIFT) as u16 as i16 as Score,
        static_eval: (data >> EVAL_SHIFT) as u16 as i16 as Score,
        depth: (data >> DEPTH_SHIFT) as u8,
        bound,
    })
}

fn age_of(data: u64) -> u8 {
    (data >> AGE_SHIFT) as u8 & AGE_MASK
}

impl TranspositionTable {
    /// A table of `megabytes` MB (at least one bucket).
    pub fn new(megabytes: usize) -> Result<TranspositionTable, TtAllocError> {
        let count = (megabytes.saturating_mul(1 << 20) / BUCKET_BYTES).max(1);
        let mut buckets = Vec::new();
        buckets.try_reserve_exact(count).map_err(|_| TtAllocError { megabytes })?;
        buckets.resize_with(count, Bucket::default);
        Ok(TranspositionTable { buckets, generation: AtomicU8::new(0) })
    }

    /// The size in bytes.
    pub fn size_bytes(&self) -> usize {
        self.buckets.len() * BUCKET_BYTES
    }

    /// Empties every entry.
    pub fn clear(&self) {
        for entry in self.buckets.iter().flat_map(|bucket| &bucket.entries) {
            entry.check.store(0, Ordering::Relaxed);
            entry.data.store(0, Ordering::Relaxed);
        }
        self.generation.store(0, Ordering::Relaxed);
    }

    /// Starts a new search: entries written before now age by one.
    pub fn new_search(&self) {
        let next = self.generation.load(Ordering::Relaxed).wrapping_add(1) & AGE_MASK;
        self.generation.store(next, Ordering::Relaxed);
    }

    fn bucket(&self, key: u64) -> &Bucket {
        // Multiply-shift maps the key onto any table length without a division.
        let index = ((key as u128 * self.buckets.len() as u128) >> 64) as usize;
        &self.buckets[index]
    }

    /// Asks the processor to start loading the bucket of `key` into cache, so that a probe a
    /// little later finds it there instead of waiting on memory.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let bucket: *const Bucket = self.bucket(key);
            // SAFETY: a prefetch is only a hint; it never reads the address for the program, and
            // it cannot fault. The address is a live bucket of this table anyway, and SSE (which
            // the instruction needs) is part of every x86-64 processor.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The stored result for the position with this key, if any.
    pub fn probe(&self, key: u64) -> Option<TtHit> {
        self.bucket(key).entries.iter().find_map(|entry| {
            let data = entry.data.load(Ordering::Relaxed);
            let check = entry.check.load(Ordering::Relaxed);
            if check ^ data == key {
                unpack(data)
            } else {
                None
            }
        })
    }

    /// Stores a search result (score already made relative to the node, see `score::to_table`).
    /// The depth is kept in 0..=255: a negative one (a shallow search of a `tune` build) stores
    /// 0, never a wrapped 255.
    pub fn store(&self, key: u64, mv: Move, score: Score, static_eval: Score, depth: i32, bound: Bound) {
        let depth = depth.clamp(0, i32::from(u8::MAX)) as u8;
        let generation = self.generation.load(Ordering::Relaxed);
        let bucket = self.bucket(key);
        let mut victim = &bucket.entries[0];
        let mut victim_value = i32::MAX;
        let mut mv = mv;
        for entry in &bucket.entries {
            let data = entry.data.load(Ordering::Relaxed);
            let check = entry.check.load(Ordering::Relaxed);
            let stored = unpack(data);
            if check ^ data == key {
                if let Some(old) = stored {
                    // Keep a deeper result of this very search unless the new one is exact.
                    let same_search = age_of(data) == generation;
                    if same_search
                        && bound != Bound::Exact
                        && old.depth as i32 > i32::from(depth) + TT_KEEP_DEPTH_MARGIN.get()
                    {
                        return;
                    }
                    if mv == Move::NULL {
                        mv = old.mv;
                    }
                }
                victim = entry;
                break;
            }
            let value = match stored {
                None => i32::MIN,
                Some(old) => {
                    old.depth as i32 - TT_AGE_WEIGHT.get() * (generation.wrapping_sub(age_of(data)) & AGE_MASK) as i32
                }
            };
            if value < victim_value {
                victim_value = value;
                victim = entry;
            }
        }
        let data = pack(mv, score, static_eval, depth, bound, generation);
        victim.check.store(key ^ data, Ordering::Relaxed);
        victim.data.store(data, Ordering::Relaxed);
    }

    /// Entries in use, counted over the whole table (slow: for statistics, not for the search).
    pub fn occupied(&self) -> usize {
        let entries = self.buckets.iter().flat_map(|bucket| &bucket.entries);
        entries.filter(|entry| unpack(entry.data.load(Ordering::Relaxed)).is_some()).count()
    }

    /// The size of one entry in bytes.
    pub const ENTRY_BYTES: usize = BUCKET_BYTES / 4;

    /// How full the table is, in permille, from the entries of this search among the first thousand.
    pub fn hashfull(&self) -> u32 {
        let generation = self.generation.load(Ordering::Relaxed);
        let sample = self.buckets.iter().take(250).flat_map(|bucket| &bucket.entries);
        let (mut used, mut seen) = (0, 0);
        for entry in sample {
            let data = entry.data.load(Ordering::Relaxed);
            seen += 1;
            if unpack(data).is_some() && age_of(data) == generation {
                used += 1;
            }
        }
        used * 1000 / seen.max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Square;

    fn some_move() -> Move {
        Move::normal(Square::parse("e2").unwrap(), Square::parse("e4").unwrap())
    }

    #[test]
    fn stores_and_finds_every_field() {
        let table = TranspositionTable::new(1).unwrap();
        assert_eq!(table.size_bytes(), 1 << 20);
        assert_eq!(table.probe(42), None);
        table.store(42, some_move(), -31_990, -75, 17, Bound::Lower);
        let hit = table.probe(42).unwrap();
        assert_eq!(hit, TtHit { mv: some_move(), score: -31_990, static_eval: -75, depth: 17, bound: Bound::Lower });
        assert_eq!(table.probe(43), None);
        table.clear();
        assert_eq!(table.probe(42), None);
    }

    #[test]
    fn keeps_the_move_when_a_new_result_has_none() {
        let table = TranspositionTable::new(1).unwrap();
        table.store(7, some_move(), 10, 0, 4, Bound::Exact);
        table.store(7, Move::NULL, 20, 0, 5, Bound::Upper);
        let hit = table.probe(7).unwrap();
        assert_eq!((hit.mv, hit.score, hit.depth), (some_move(), 20, 5));
    }

    #[test]
    fn a_shallow_bound_does_not_replace_a_deep_result_of_the_same_search() {
        let table = TranspositionTable::new(1).unwrap();
        table.store(9, some_move(), 50, 0, 12, Bound::Exact);
        table.store(9, some_move(), -10, 0, 2, Bound::Upper);
        assert_eq!(table.probe(9).unwrap().depth, 12);
        table.new_search();
        table.store(9, some_move(), -10, 0, 2, Bound::Upper);
        assert_eq!(table.probe(9).unwrap().depth, 2, "an old result gives way");
    }

    #[test]
    fn replaces_the_shallowest_oldest_entry_of_a_full_bucket() {
        // A one-bucket table: every key lands in the same four slots.
        let table = TranspositionTable::new(0).unwrap();
        for (key, depth) in [(1, 10), (2, 3), (3, 8), (4, 9)] {
            table.store(key, some_move(), 0, 0, depth, Bound::Exact);
        }
        table.store(5, some_move(), 0, 0, 1, Bound::Exact);
        assert_eq!(table.probe(2), None, "depth 3 was the cheapest to lose");
        assert!([1, 3, 4, 5].iter().all(|&key| table.probe(key).is_some()));
        assert_eq!(table.hashfull(), 1000);
        table.new_search();
        assert_eq!(table.hashfull(), 0);
    }

    #[test]
    fn absurd_sizes_are_refused_not_fatal() {
        let error = TranspositionTable::new(usize::MAX / 2).err().unwrap();
        assert!(error.to_string().contains("cannot allocate"));
    }

    /// Threads hammer one small table with entries whose every field is derived from the key; any
    /// hit whose fields do not match its key would be a torn or corrupt entry that got through.
    #[test]
    fn concurrent_writers_never_produce_a_corrupt_hit() {
        let table = TranspositionTable::new(1).unwrap();
        let fields = |key: u64| {
            let mv: Move = bytemuck::cast((key >> 20) as u16);
            (mv, (key >> 40) as i16 as Score, (key >> 8) as i16 as Score, (key >> 3) as u8)
        };
        let hits = std::sync::atomic::AtomicU64::new(0);
        std::thread::scope(|scope| {
            for thread in 0..4u64 {
                let (table, hits) = (&table, &hits);
                scope.spawn(move || {
                    let mut state = 0x9e37_79b9_7f4a_7c15 ^ thread;
                    for _ in 0..400_000 {
                        state ^= state << 13;
                        state ^= state >> 7;
                        state ^= state << 17;
                        // A small key space, so threads keep writing over each other's slots.
                        let key = state % 20_000 * 0x0123_4567_89ab_cdef;
                        if state >> 63 == 0 {
                            let (mv, score, eval, depth) = fields(key);
                            table.store(key, mv, score, eval, i32::from(depth), Bound::Exact);
                        } else if let Some(hit) = table.probe(key) {
                            assert_eq!((hit.mv, hit.score, hit.static_eval, hit.depth), fields(key));
                            hits.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                });
            }
        });
        assert!(hits.load(Ordering::Relaxed) > 10_000, "the test must actually read entries back");
    }
}
