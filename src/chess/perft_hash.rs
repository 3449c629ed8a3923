//! Perft with a hash table and threads: subtrees counted once and looked up again, root moves
//! shared out over threads.
//!
//! An entry is found by the position's Zobrist key and a second 64-bit key of its own (a mix of
//! the bitboards, side, castling rights, en passant square and the depth, independent of the
//! Zobrist numbers), so a count is taken only when 128 bits agree: a wrong count needs two
//! different positions (or depths) that agree on both, about one chance in 2^128 per probe, far
//! below one in a trillion over the 10^15 probes of the largest perft ever run. The table is
//! lock-free: an entry is three words, the keys each stored xor the count, so a read that meets
//! two half-written entries sees keys that do not match and counts the subtree itself.

use super::moves::Move;
use super::perft::count_leaves;
use super::position::Position;
use super::{Color, PieceKind};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

/// A shared table of subtree counts.
pub struct PerftTable {
    entries: Vec<[AtomicU64; 3]>,
}

impl PerftTable {
    /// A table of at most `megabytes` MB (a power of two of entries, 24 bytes each), or the
    /// reason it cannot be had.
    pub fn new(megabytes: usize) -> Result<PerftTable, String> {
        PerftTable::with_entries(megabytes.saturating_mul(1 << 20) / 24)
            .map_err(|e| format!("cannot allocate a {megabytes} MB perft table: {e}"))
    }

    /// A table of `entries` entries (rounded down to a power of two, at least one).
    pub fn with_entries(entries: usize) -> Result<PerftTable, std::collections::TryReserveError> {
        let entries = if entries <= 1 { 1 } else { 1usize << entries.ilog2() };
        let mut table = Vec::new();
        table.try_reserve_exact(entries)?;
        table.resize_with(entries, || [AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0)]);
        Ok(PerftTable { entries: table })
    }

    fn slot(&self, key: u64) -> &[AtomicU64; 3] {
        &self.entries[(key as usize) & (self.entries.len() - 1)]
    }

    fn probe(&self, key: u64, check: u64) -> Option<u64> {
        let [k, c, n] = self.slot(key);
        let count = n.load(Ordering::Relaxed);
        (count != 0 && k.load(Ordering::Relaxed) ^ count == key && c.load(Ordering::Relaxed) ^ count == check)
            .then_some(count)
    }

    fn store(&self, key: u64, check: u64, count: u64) {
        let [k, c, n] = self.slot(key);
        k.store(key ^ count, Ordering::Relaxed);
        c.store(check ^ count, Ordering::Relaxed);
        n.store(count, Ordering::Relaxed);
    }
}

/// The SplitMix64 finaliser: a bijection that spreads every input bit over the output.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The second key of `pos` counted `depth` plies deep.
fn check_key(pos: &Position, depth: u32) -> u64 {
    let state = u64::from(pos.side_to_move() == Color::Black)
        | (pos.castling_rights().bits() as u64) << 1
        | pos.en_passant().map_or(0, |sq| sq.index() as u64 + 1) << 8
        | u64::from(depth) << 16;
    let words = [pos.color(Color::White).0, pos.color(Color::Black).0]
        .into_iter()
        .chain(PieceKind::ALL.iter().map(|&kind| pos.kind(kind).0))
        .chain(std::iter::once(state));
    words.fold(0x243F_6A88_85A3_08D3, |hash, word| mix(hash ^ word))
}

fn count_hashed(pos: &mut Position, depth: u32, table: &PerftTable, stop: &impl Fn() -> bool) -> Option<u64> {
    if depth < 2 {
        return count_leaves(pos, depth, stop);
    }
    let key = pos.key();
    let check = check_key(pos, depth);
    if let Some(count) = table.probe(key, check) {
        return Some(count);
    }
    if depth >= 3 && stop() {
        return None;
    }
    let mut leaves = 0;
    for mv in pos.legal_moves() {
        let undo = pos.make_move(mv);
        let below = count_hashed(pos, depth - 1, table, stop);
        pos.unmake_move(mv, undo);
        leaves += below?;
    }
    table.store(key, check, leaves);
    Some(leaves)
}

/// How a perft runs: threads and an optional table.
pub struct PerftSetup<'a> {
    /// Threads sharing the root moves.
    pub threads: usize,
    /// The table, if any.
    pub table: Option<&'a PerftTable>,
}

/// Perft split by root move, the root moves shared over `setup.threads` threads and the
/// subtrees looked up in `setup.table`; `progress(done, total, leaves)` hears of each finished
/// root move. `None` once `stop` returns true.
pub fn divide_with(
    pos: &Position,
    depth: u32,
    setup: &PerftSetup,
    stop: &(impl Fn() -> bool + Sync),
    progress: &(impl Fn(usize, usize, u64) + Sync),
) -> Option<Vec<(Move, u64)>> {
    if depth == 0 {
        return Some(Vec::new());
    }
    let moves = pos.legal_moves();
    let counts: Mutex<Vec<Option<u64>>> = Mutex::new(vec![None; moves.len()]);
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let leaves = AtomicU64::new(0);
    std::thread::scope(|scope| {
        for _ in 0..setup.threads.clamp(1, moves.len().max(1)) {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(&mv) = moves.get(index) else { break };
                let mut child = pos.after(mv);
                let below = match setup.table {
                    Some(table) => count_hashed(&mut child, depth - 1, table, stop),
                    None => count_leaves(&mut child, depth - 1, stop),
                };
                let Some(below) = below else { break };
                counts.lock().expect("no counter panics")[index] = Some(below);
                let total = leaves.fetch_add(below, Ordering::Relaxed) + below;
                progress(done.fetch_add(1, Ordering::Relaxed) + 1, moves.len(), total);
            });
        }
    });
    let counts = counts.into_inner().expect("no counter panics");
    moves.into_iter().zip(counts).map(|(mv, count)| Some((mv, count?))).collect()
}

/// The leaves `depth` plies deep, as [`divide_with`] counts them.
pub fn perft_with(pos: &Position, depth: u32, setup: &PerftSetup, stop: &(impl Fn() -> bool + Sync)) -> Option<u64> {
    if depth == 0 {
        return Some(1);
    }
    Some(divide_with(pos, depth, setup, stop, &|_, _, _| {})?.iter().map(|(_, count)| count).sum())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::perft::perft;

    #[test]
    fn a_tiny_table_that_overflows_all_the_time_still_counts_exactly() {
        let kiwipete =
            Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
        for entries in [1, 2, 64, 1 << 16] {
            let table = PerftTable::with_entries(entries).unwrap();
            for threads in [1, 3] {
                let setup = PerftSetup { threads, table: Some(&table) };
                assert_eq!(
                    perft_with(&kiwipete, 4, &setup, &|| false),
                    Some(perft(&kiwipete, 4)),
                    "{entries} {threads}"
                );
            }
        }
        let none = PerftSetup { threads: 2, table: None };
        assert_eq!(perft_with(&Position::startpos(), 0, &none, &|| false), Some(1));
        assert_eq!(perft_with(&Position::startpos(), 5, &none, &|| false), Some(4_865_609));
    }

    #[test]
    fn depth_zero_is_one_leaf_and_no_divide_line() {
        let pos = Position::startpos();
        let setup = PerftSetup { threads: 1, table: None };
        assert_eq!(perft(&pos, 0), 1);
        assert_eq!(perft_with(&pos, 0, &setup, &|| false), Some(1));
        assert!(divide_with(&pos, 0, &setup, &|| false, &|_, _, _| {}).unwrap().is_empty());
        assert_eq!(divide_with(&pos, 1, &setup, &|| false, &|_, _, _| {}).unwrap().len(), 20);
    }

    #[test]
    fn a_stop_ends_the_count_at_once() {
        let pos = Position::startpos();
        let setup = PerftSetup { threads: 1, table: None };
        let calls = AtomicUsize::new(0);
        let stop_at_third = || calls.fetch_add(1, Ordering::Relaxed) + 1 >= 3;
        assert_eq!(perft_with(&pos, 12, &setup, &stop_at_third), None);
        assert_eq!(calls.load(Ordering::Relaxed), 3, "no test after the stop");
        assert_eq!(perft_with(&pos, 4, &setup, &|| false), Some(197_281));
        assert_eq!(divide_with(&pos, 9, &setup, &|| true, &|_, _, _| {}), None);
    }

    #[test]
    fn the_second_key_tells_depths_and_sides_apart() {
        let pos = Position::startpos();
        assert_ne!(check_key(&pos, 3), check_key(&pos, 4));
        let black = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1").unwrap();
        assert_ne!(check_key(&pos, 3), check_key(&black, 3));
    }
}
