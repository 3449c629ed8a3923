//! Perft suites: files of positions with their expected perft counts, and a runner that checks them.
//!
//! Two formats are read, and may be mixed in one file:
//! - EPD lines: `FEN ;D1 20 ;D2 400 ...`
//! - blocks: `id NAME`, `epd FEN`, then `perft DEPTH COUNT` lines; a new `id` or `epd` starts a block.
//!
//! `#` starts a comment line; blank lines are ignored.

use crate::chess::perft::{perft, MAX_DEPTH};
use crate::chess::Position;
use crate::input::shorten;
use crate::output::progress::ProgressBar;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// One position of a suite with its expected counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuiteEntry {
    /// A name for reports: the block's `id`, or the line number.
    pub name: String,
    /// The position, as written in the file.
    pub fen: String,
    /// (depth, expected leaf count), in file order.
    pub expected: Vec<(u32, u64)>,
}

/// A line of a suite file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuiteError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for SuiteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

fn parse_count(line: usize, depth: &str, count: &str) -> Result<(u32, u64), SuiteError> {
    let error = |message: String| SuiteError { line, message };
    let bad = || error(format!("bad depth/count '{}'", shorten(&format!("{depth} {count}"))));
    let parsed: (u32, u64) = (depth.parse().map_err(|_| bad())?, count.parse().map_err(|_| bad())?);
    if parsed.0 > MAX_DEPTH {
        return Err(error(format!("depth {} is out of range: must be between 0 and {MAX_DEPTH}", parsed.0)));
    }
    Ok(parsed)
}

/// Reads a suite in either format.
pub fn parse_suite(text: &str) -> Result<Vec<SuiteEntry>, SuiteError> {
    let mut entries: Vec<SuiteEntry> = Vec::new();
    let mut pending_id: Option<String> = None;
    for (index, raw) in text.lines().enumerate() {
        let line_number = index + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(id) = line.strip_prefix("id ") {
            pending_id = Some(id.trim().to_string());
        } else if let Some(fen) = line.strip_prefix("epd ") {
            let name = pending_id.take().unwrap_or_else(|| format!("line {line_number}"));
            entries.push(SuiteEntry { name, fen: fen.trim().to_string(), expected: Vec::new() });
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let entry = entries
                .last_mut()
                .ok_or(SuiteError { line: line_number, message: "'perft' line before any 'epd' line".to_string() })?;
            let mut words = rest.split_whitespace();
            let (depth, count) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
            entry.expected.push(parse_count(line_number, depth, count)?);
        } else {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap_or("").trim().to_string();
            let mut expected = Vec::new();
            for part in parts {
                let part = part.trim();
                let (depth, count) = part.split_once(char::is_whitespace).unwrap_or((part, ""));
                let depth = depth.strip_prefix('D').ok_or(SuiteError {
                    line: line_number,
                    message: format!("expected 'D<depth> <count>', found '{}'", shorten(part)),
                })?;
                expected.push(parse_count(line_number, depth, count.trim())?);
            }
            entries.push(SuiteEntry { name: format!("line {line_number}"), fen, expected });
        }
    }
    Ok(entries)
}

/// What went wrong with one entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Perft at `depth` counted `found` leaves where the file says `expected`.
    Count {
        /// The depth checked.
        depth: u32,
        /// What the file says.
        expected: u64,
        /// What perft counted.
        found: u64,
    },
    /// The FEN was rejected.
    BadFen(String),
}

/// One check that did not come out as the file says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The entry's name.
    pub name: String,
    /// Its FEN.
    pub fen: String,
    /// What went wrong.
    pub problem: Problem,
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.problem {
            Problem::Count { depth, expected, found } => {
                write!(f, "FAIL {}: depth {depth}: expected {expected}, found {found}: {}", self.name, self.fen)
            }
            Problem::BadFen(error) => write!(f, "FAIL {}: bad FEN ({error}): {}", self.name, self.fen),
        }
    }
}

/// The outcome of a suite run.
#[derive(Debug, Default)]
pub struct SuiteReport {
    /// Entries whose every checked depth matched.
    pub passed: usize,
    /// Entries with at least one mismatch (or a rejected FEN).
    pub failed: usize,
    /// Entries with no count at a depth up to the maximum: nothing was checked.
    pub skipped: usize,
    /// Every mismatch, in file order.
    pub mismatches: Vec<Mismatch>,
    /// Leaf nodes counted in all.
    pub nodes: u64,
}

/// Checks every entry at every listed depth up to `max_depth`, on `threads` threads, and reports.
/// With `show_progress`, a progress bar is drawn on stderr when it is a terminal.
pub fn run_suite(entries: &[SuiteEntry], max_depth: u32, threads: usize, show_progress: bool) -> SuiteReport {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Checked)>> = Mutex::new(Vec::new());
    let progress = Mutex::new(show_progress.then(|| ProgressBar::new(entries.len())));
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(entry) = entries.get(index) else { break };
                let checked = check_entry(entry, max_depth);
                results.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).push((index, checked));
                if let Some(bar) = progress.lock().unwrap().as_mut() {
                    bar.step(&entry.name);
                }
            });
        }
    });
    if let Some(bar) = progress.into_inner().unwrap() {
        bar.finish();
    }
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(index, _)| *index);
    let mut report = SuiteReport::default();
    for (_, checked) in results {
        if !checked.mismatches.is_empty() {
            report.failed += 1;
        } else if checked.depths == 0 {
            report.skipped += 1;
        } else {
            report.passed += 1;
        }
        report.mismatches.extend(checked.mismatches);
        report.nodes += checked.nodes;
    }
    report
}

/// What checking one entry found.
struct Checked {
    mismatches: Vec<Mismatch>,
    /// Depths counted.
    depths: usize,
    nodes: u64,
}

fn check_entry(entry: &SuiteEntry, max_depth: u32) -> Checked {
    let mismatch = |problem| Mismatch { name: entry.name.clone(), fen: entry.fen.clone(), problem };
    let pos = match Position::from_fen_lenient(&entry.fen) {
        Ok(pos) => pos,
        Err(error) => {
            return Checked { mismatches: vec![mismatch(Problem::BadFen(error.to_string()))], depths: 0, nodes: 0 }
        }
    };
    let mut checked = Checked { mismatches: Vec::new(), depths: 0, nodes: 0 };
    for &(depth, expected) in entry.expected.iter().filter(|(depth, _)| *depth <= max_depth) {
        let found = perft(&pos, depth);
        checked.depths += 1;
        checked.nodes += found;
        if found != expected {
            checked.mismatches.push(mismatch(Problem::Count { depth, expected, found }));
        }
    }
    checked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_formats() {
        let text = "# comment\nid start\nepd 8/8/8/8/8/8/8/K1k5 w - -\nperft 1 3\nperft 2 9\n\n\
                    4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66\n";
        let entries = parse_suite(text).unwrap();
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].name, "start");
        assert_eq!(entries[0].expected, vec![(1, 3), (2, 9)]);
        assert_eq!(entries[1].fen, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assert_eq!(entries[1].expected, vec![(1, 15), (2, 66)]);
    }

    #[test]
    fn reports_bad_lines_with_their_number() {
        let error = parse_suite("perft 1 20\n").unwrap_err();
        assert_eq!(error.line, 1);
        let error = parse_suite("\n8/8/8/8/8/8/8/K1k5 w - - ;X1 3\n").unwrap_err();
        assert_eq!(error.line, 2);
        assert!(parse_suite("epd 8/8/8/8/8/8/8/K1k5 w - -\nperft one 3\n").is_err());
    }

    #[test]
    fn counts_passes_and_failures() {
        let text = "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66\n4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 67\n\
                    4k3/8/8/8/8/8/8/4K2R w X - 0 1 ;D1 15\n";
        let report = run_suite(&parse_suite(text).unwrap(), 10, 2, false);
        assert_eq!((report.passed, report.failed), (1, 2));
        assert_eq!(report.mismatches[0].problem, Problem::Count { depth: 2, expected: 67, found: 66 });
        assert!(matches!(report.mismatches[1].problem, Problem::BadFen(_)));
    }

    #[test]
    fn entries_with_no_depth_checked_are_skipped_not_passed() {
        let text = "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66
4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D0 1 ;D1 15
";
        let report = run_suite(&parse_suite(text).unwrap(), 0, 1, false);
        assert_eq!((report.passed, report.failed, report.skipped), (1, 0, 1));
    }

    #[test]
    fn depths_beyond_the_limit_are_refused() {
        let error = parse_suite("8/8/8/8/8/8/8/K1k5 w - - ;D1000 3\n").unwrap_err();
        assert!(error.message.contains("out of range"), "{error}");
    }
}
