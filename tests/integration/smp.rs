//! Lazy SMP stress: several search threads share one small transposition table while a checker
//! thread reads it. Every entry the checker finds for a known position must hold a legal move (or
//! none) and scores within bounds; a torn or foreign entry would show up as an illegal move or a
//! wild score. Every search must still return a legal move with a sane score.

use hetman::chess::{Move, Position};
use hetman::score::{MATE, MATE_BOUND};
use hetman::search::control::SearchControl;
use hetman::search::limits::Limits;
use hetman::search::searcher::{Searcher, Shared};
use hetman::search::tt::TranspositionTable;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

const ROOTS: [&str; 4] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];

/// Every position within two plies of the roots, by key.
fn known_positions() -> HashMap<u64, Position> {
    let mut known = HashMap::new();
    for fen in ROOTS {
        let root = Position::from_fen(fen).unwrap();
        known.insert(root.key(), root);
        for mv in root.legal_moves() {
            let child = root.after(mv);
            known.insert(child.key(), child);
            for reply in child.legal_moves() {
                let grandchild = child.after(reply);
                known.insert(grandchild.key(), grandchild);
            }
        }
    }
    known
}

#[test]
fn threads_sharing_a_small_table_never_use_a_corrupt_entry() {
    let table = TranspositionTable::new(1).unwrap();
    let known = known_positions();
    let done = AtomicBool::new(false);
    let (hits, checked_rounds) = (AtomicU64::new(0), AtomicU64::new(0));
    std::thread::scope(|scope| {
        scope.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                for (&key, pos) in &known {
                    let Some(hit) = table.probe(key) else { continue };
                    hits.fetch_add(1, Ordering::Relaxed);
                    assert!(hit.mv == Move::NULL || pos.is_legal(hit.mv), "illegal table move in {}", pos.to_fen());
                    assert!(hit.score.abs() <= MATE, "score {} out of bounds", hit.score);
                    assert!(hit.static_eval.abs() < MATE_BOUND, "static eval {} out of bounds", hit.static_eval);
                }
                checked_rounds.fetch_add(1, Ordering::Relaxed);
            }
        });
        let searches: Vec<_> = (0..4)
            .map(|thread| {
                let table = &table;
                std::thread::Builder::new()
                    .stack_size(64 << 20)
                    .spawn_scoped(scope, move || {
                        let control = SearchControl::new(false);
                        let nodes = AtomicU64::new(0);
                        let mut results = Vec::new();
                        for round in 0..3 {
                            for fen in ROOTS {
                                let pos = Position::from_fen(fen).unwrap();
                                let shared =
                                    Shared { table, control: &control, nodes: &nodes, progress: None, turns: None };
                                // Threads 1..3 act as helpers of thread 0, as in Lazy SMP.
                                let mut searcher = Searcher::new(pos, &[], shared, thread);
                                let result = searcher.run(Limits::depth(9 + round), |_| {}).unwrap();
                                assert!(pos.is_legal(result.best), "illegal best move in {fen}");
                                assert!(result.score.abs() <= MATE, "score {} in {fen}", result.score);
                                results.push(result.best);
                            }
                        }
                        results
                    })
                    .unwrap()
            })
            .collect();
        for search in searches {
            assert_eq!(search.join().unwrap().len(), 12);
        }
        done.store(true, Ordering::Relaxed);
    });
    assert!(checked_rounds.load(Ordering::Relaxed) >= 2);
    assert!(
        hits.load(Ordering::Relaxed) > 1000,
        "only {} hits: the check saw too little",
        hits.load(Ordering::Relaxed)
    );
}
