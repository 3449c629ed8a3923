//! Strength levels: `UCI_LimitStrength` with `UCI_Elo`, and `Skill Level`. A limited level
//! searches a bounded number of nodes over several lines and still plays legal moves; every level
//! mates a bare king with a queen or a rook against a tablebase defender
//! (tests/python/strength_mates.py; the tables of data/syzygy serve the defender only).

use crate::common;

use crate::common::Engine;
use std::process::Command;
use std::time::Duration;

/// The best move and info lines of `go` with `limits` from `position` at the given level
/// settings.
fn search_at(settings: &[&str], position: &str, limits: &str) -> (String, Vec<String>) {
    let mut engine = Engine::start();
    for setting in settings {
        engine.send(&format!("setoption name {setting}"));
    }
    engine.send(&format!("position {position}"));
    engine.send(&format!("go {limits}"));
    let (best, _, lines) = engine.best_move(Duration::from_secs(20));
    (best, lines)
}

/// The node count of the last info line.
fn last_nodes(lines: &[String]) -> u64 {
    let line = lines.iter().rev().find(|line| line.contains(" nodes ")).expect("an info line with nodes");
    let mut words = line.split_whitespace().skip_while(|word| *word != "nodes");
    words.nth(1).and_then(|n| n.parse().ok()).expect("a node count")
}

#[test]
fn the_lowest_level_looks_at_several_lines_within_a_tiny_budget() {
    let settings = ["UCI_LimitStrength value true", "UCI_Elo value 1000"];
    let position = "startpos moves e2e4 e7e5 g1f3";
    let (best, lines) = search_at(&settings, position, "wtime 10000 btime 10000 winc 100 binc 100");
    assert!(common::is_legal_by_cozy(common::STARTPOS, &["e2e4", "e7e5", "g1f3"], &best, false), "{best}");
    assert!(lines.iter().any(|line| line.contains(" multipv 5 ")), "{lines:?}");
    // About 40 nodes; the stop test runs every 1,024 nodes and a first iteration always finishes.
    assert!(last_nodes(&lines) < 2_000, "{lines:?}");
}

#[test]
fn skill_level_limits_and_full_strength_does_not() {
    let position = "startpos moves d2d4";
    // A level's budget is far below the 50,000 nodes asked for.
    let (_, limited) = search_at(&["Skill Level value 5"], position, "nodes 50000");
    assert!(limited.iter().any(|line| line.contains(" multipv 2 ")), "{limited:?}");
    assert!(last_nodes(&limited) < 10_000, "{limited:?}");
    // UCI_LimitStrength off and Skill Level at its maximum: one line, searched to the node limit
    // (the last line reported is the last iteration finished within it).
    let (_, full) = search_at(&["UCI_Elo value 1000"], position, "nodes 50000");
    assert!(full.iter().all(|line| !line.contains(" multipv 2 ")), "{full:?}");
    assert!(last_nodes(&full) > 20_000, "{full:?}");
}

#[test]
fn every_level_mates_a_bare_king() {
    let Some(python) = common::python_with_chess() else {
        common::skip("no Python with the chess package");
        return;
    };
    let root = env!("CARGO_MANIFEST_DIR");
    let output = Command::new(python)
        .arg(format!("{root}/tests/python/strength_mates.py"))
        .args([env!("CARGO_BIN_EXE_hetman"), &format!("{root}/data/syzygy"), "1", "3"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains("strength mates: 10 of 10"), "{stdout}");
}
