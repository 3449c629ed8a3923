//! `hetman datagen` and OpenBench's `genfens`, run as a user (or OpenBench) runs them: files
//! that resume to the same bytes, refusals that keep what was written, positions that another
//! move generator (cozy-chess) accepts.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn hetman(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hetman")).args(args).output().expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A fresh directory of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hetman-datagen-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn datagen(out: &Path, games: &str, extra: &[&str]) -> Output {
    let out = out.to_str().unwrap();
    let mut args = vec!["datagen", "--out", out, "--games", games, "--nodes", "800", "--seed", "5"];
    args.extend_from_slice(extra);
    hetman(&args)
}

#[test]
fn a_resumed_file_is_the_file_of_one_run() {
    let dir = scratch("resume");
    let whole = dir.join("whole.bin");
    let output = datagen(&whole, "4", &["--threads", "2"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stdout).contains("it holds 4 games"), "{}", text(&output.stdout));
    let whole_bytes = std::fs::read(&whole).unwrap();
    assert!(!whole_bytes.is_empty() && whole_bytes.len().is_multiple_of(32));

    // Two games, then a kill inside a game's write (a torn record at the end), then --append.
    let part = dir.join("part.bin");
    assert!(datagen(&part, "2", &[]).status.success());
    let mut torn = std::fs::read(&part).unwrap();
    torn.extend_from_slice(&[7; 13]);
    std::fs::write(&part, &torn).unwrap();
    let output = datagen(&part, "4", &["--append"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stderr).contains("dropping the 13 bytes"), "{}", text(&output.stderr));
    assert_eq!(std::fs::read(&part).unwrap(), whole_bytes, "resumed = one run");

    // Without --append an existing file is refused and kept.
    let output = datagen(&part, "6", &[]);
    assert!(!output.status.success());
    assert!(text(&output.stderr).contains("exists: --append resumes it"), "{}", text(&output.stderr));
    assert_eq!(std::fs::read(&part).unwrap(), whole_bytes);
    // A resumed run with other options is refused: its games would not match.
    let output = datagen(&part, "6", &["--append", "--random-plies", "3"]);
    assert!(!output.status.success());
    assert!(text(&output.stderr).contains("it was made with"), "{}", text(&output.stderr));
    // A file shorter than its note is refused.
    std::fs::write(&part, &whole_bytes[..32]).unwrap();
    let output = datagen(&part, "6", &["--append"]);
    assert!(text(&output.stderr).contains("fewer than the"), "{}", text(&output.stderr));

    // The data tools read the file; every position is legal for cozy-chess.
    let output = hetman(&["data", "stats", whole.to_str().unwrap()]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn chess960_data() {
    let dir = scratch("960");
    let out = dir.join("frc.bin");
    let output = datagen(&out, "2", &["--chess960"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let records = hetman::tuning::data_tools::read_file(out.to_str().unwrap()).unwrap();
    assert!(records.len() > 5, "{} positions", records.len());
    let mut non_standard = 0;
    for record in &records {
        // Records hold no castling rights; the placement, side and counters are what this checks.
        let fen = record.to_fen();
        let board: cozy_chess::Board = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e:?}"));
        assert!(board.checkers().is_empty(), "{fen}");
        non_standard += usize::from(!fen.contains("/PPPPPPPP/RNBQKBNR") && !fen.starts_with("rnbqkbnr/"));
    }
    assert!(non_standard > 0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unwritable_and_unreadable_paths_are_named() {
    let output = datagen(Path::new("/nonexistent-dir/x.bin"), "1", &[]);
    assert!(!output.status.success());
    assert!(text(&output.stderr).contains("cannot create /nonexistent-dir/x.bin"), "{}", text(&output.stderr));
    let output = datagen(Path::new("/tmp/unused.bin"), "1", &["--openings", "/nonexistent/book.epd"]);
    assert!(text(&output.stderr).contains("cannot read /nonexistent/book.epd"), "{}", text(&output.stderr));
}

fn genfens_lines(output: &Output) -> Vec<String> {
    text(&output.stdout)
        .lines()
        .filter_map(|line| line.strip_prefix("info string genfens "))
        .map(String::from)
        .collect()
}

#[test]
fn genfens_as_openbench_runs_it() {
    // OpenBench: ./engine "genfens N seed S book None <extra>" quit
    let run = |seed: &str, book: &str| hetman(&[&format!("genfens 12 seed {seed} book {book} extra words"), "quit"]);
    let first = genfens_lines(&run("9", "None"));
    assert_eq!(first.len(), 12, "{first:?}");
    assert_eq!(genfens_lines(&run("9", "None")), first, "the same seed gives the same positions");
    assert_ne!(genfens_lines(&run("10", "None")), first);
    for fen in &first {
        let board: cozy_chess::Board = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e:?}"));
        assert_eq!(board.fullmove_number(), 5, "8 random plies from the start: {fen}");
    }
    let book = concat!(env!("CARGO_MANIFEST_DIR"), "/data/openings/noob_3moves_sample.epd");
    let from_book = genfens_lines(&run("9", book));
    assert_eq!(from_book.len(), 12);
    assert!(from_book.iter().all(|fen| fen.parse::<cozy_chess::Board>().unwrap().fullmove_number() == 8));
    // A setoption first, as OpenBench sends with a network; a bad request is an error, not a crash.
    let output = hetman(&["setoption name Hash value 8", "genfens 2 seed 1 book None", "quit"]);
    assert_eq!(genfens_lines(&output).len(), 2);
    let output = hetman(&["genfens 2 seed x book None", "quit"]);
    assert!(text(&output.stdout).contains("info string error: genfens seed must be a number"));
    let output = hetman(&["genfens 2 seed 1 book /nonexistent.epd", "quit"]);
    assert!(text(&output.stdout).contains("info string error: cannot read /nonexistent.epd"));
}

#[test]
fn the_built_in_openings_work_in_any_folder_and_are_the_shipped_file() {
    let dir = scratch("anywhere");
    let built_in = dir.join("built-in.bin");
    let output = Command::new(env!("CARGO_BIN_EXE_hetman"))
        .current_dir(&dir)
        .args(["datagen", "--out", "built-in.bin", "--games", "2", "--nodes", "800", "--seed", "5"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", text(&output.stderr));
    let book = concat!(env!("CARGO_MANIFEST_DIR"), "/data/openings/noob_3moves_sample.epd");
    let from_file = dir.join("from-file.bin");
    assert!(datagen(&from_file, "2", &["--openings", book]).status.success());
    assert_eq!(std::fs::read(&built_in).unwrap(), std::fs::read(&from_file).unwrap());
    let notes = |path: &Path| std::fs::read_to_string(format!("{}.progress", path.display())).unwrap();
    assert_eq!(notes(&built_in), notes(&from_file), "a run resumes with either");
}
