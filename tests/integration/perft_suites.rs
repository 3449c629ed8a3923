//! Perft counts from the suites in `data/perft/` (see data/README.md for their origin).
//! CI checks every position at the depths that fit its budget; the `#[ignore]` test checks every
//! listed depth (`cargo test --release -- --ignored`: 524 billion nodes, about 15 minutes on two cores).

use hetman::cli::perft_suite::{parse_suite, run_suite};

fn check(file: &str, max_depth: u32) {
    let path = format!("{}/data/perft/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let entries = parse_suite(&text).unwrap();
    let checks: usize = entries.iter().map(|e| e.expected.iter().filter(|(d, _)| *d <= max_depth).count()).sum();
    assert!(checks > 0, "{file} has nothing to check up to depth {max_depth}");
    let report = run_suite(&entries, max_depth, 2, false);
    let listing: Vec<String> = report.mismatches.iter().map(ToString::to_string).collect();
    assert_eq!(report.failed, 0, "{file}:\n{}", listing.join("\n"));
    assert_eq!(report.passed, entries.len());
    eprintln!("{file}: {} positions, {checks} counts, {} nodes", entries.len(), report.nodes);
}

#[test]
fn standard_every_depth() {
    check("standard.epd", 6);
}

#[test]
fn tricky_every_depth() {
    check("tricky.perft", u32::MAX);
}

#[test]
fn fischer_to_depth_5() {
    check("fischer.epd", 5);
}

#[test]
#[ignore = "524 billion nodes, about 15 minutes: run on demand with --ignored"]
fn fischer_every_depth() {
    check("fischer.epd", u32::MAX);
}

#[test]
fn suite_sizes_match_the_files() {
    let count = |file: &str| {
        let text = std::fs::read_to_string(format!("{}/data/perft/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        parse_suite(&text).unwrap().len()
    };
    assert_eq!(count("standard.epd"), 128);
    assert_eq!(count("fischer.epd"), 960);
    assert_eq!(count("tricky.perft"), 26);
}

/// Every count of `file` up to `max_depth` again, with 2 threads and a hashed table: a table
/// of `entries` entries (a small one is overwritten all the time).
fn check_hashed(file: &str, max_depth: u32, entries: usize) {
    use hetman::chess::perft_hash::{perft_with, PerftSetup, PerftTable};
    use hetman::chess::Position;
    let text = std::fs::read_to_string(format!("{}/data/perft/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let table = PerftTable::with_entries(entries).unwrap();
    let setup = PerftSetup { threads: 2, table: Some(&table) };
    let mut checked = 0;
    for entry in parse_suite(&text).unwrap() {
        let pos = Position::from_fen_lenient(&entry.fen).unwrap();
        for &(depth, expected) in entry.expected.iter().filter(|(d, _)| *d <= max_depth) {
            assert_eq!(perft_with(&pos, depth, &setup, &|| false), Some(expected), "{} depth {depth}", entry.fen);
            checked += 1;
        }
    }
    assert!(checked > 50, "{file}: {checked}");
}

#[test]
fn counts_hold_with_threads_and_a_table() {
    check_hashed("standard.epd", 5, 1 << 20);
    check_hashed("tricky.perft", 5, 1 << 20);
    check_hashed("fischer.epd", 4, 1 << 16);
}

#[test]
fn counts_hold_with_a_table_that_overflows_all_the_time() {
    check_hashed("standard.epd", 4, 256);
    check_hashed("tricky.perft", 4, 16);
}
