//! The bench signature: `hetman bench` must search exactly the node count recorded in
//! `data/bench.signature`, the one place it is kept. A change to the search that changes the
//! count updates that file and says `Bench: N` in its commit message (as Stockfish's
//! `tests/signature.sh` checks for its own commits).

use std::process::Command;

const SIGNATURE: &str = include_str!("../../data/bench.signature");

#[test]
fn bench_searches_the_recorded_node_count() {
    let expected: u64 = SIGNATURE.trim().parse().expect("data/bench.signature holds one number");
    let output = Command::new(env!("CARGO_BIN_EXE_hetman")).arg("bench").output().expect("the binary runs");
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    let last = text.lines().last().unwrap_or_default();
    let nodes: u64 = last.split_whitespace().next().and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("{text}"));
    assert_eq!(
        nodes, expected,
        "hetman bench searched {nodes} nodes, data/bench.signature says {expected}: if the search changed on \
         purpose, write {nodes} there and 'Bench: {nodes}' in the commit message"
    );
}
