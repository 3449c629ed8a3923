//! `hetman epd`: runs a test suite of EPD positions with `bm` (best move) and `am` (avoid move)
//! operations, and reports which positions the engine solves, when it first found the solution
//! and kept it, and what the search cost.
//!
//! Each position is searched from a cleared table, through the same engine (and Lazy SMP threads)
//! that plays games. A position is solved when the move the search returns is one of its `bm`
//! moves and none of its `am` moves. "Found at" is the first completed iteration from which every
//! later completed iteration kept a solving move at the head of its principal variation.

use crate::chess::game::Game;
use crate::chess::{Move, Position};
use crate::engine::go::GoRequest;
use crate::engine::Engine;
use crate::engine::SearchListener;
use crate::input::shorten;
use crate::notation::epd::{self, split_epd};
use crate::notation::san::{parse_san, to_san};
use crate::output::progress::ProgressBar;
use crate::score::MATE_BOUND;
use crate::search::report::{LineReport, SearchResult};
use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// One position of a suite with what it asks for.
#[derive(Clone, Debug)]
pub struct EpdEntry {
    /// The `id` operation, or the line number.
    pub id: String,
    /// The position.
    pub pos: Position,
    /// Moves that solve it (`bm`); empty when only `am` is given.
    pub best: Vec<Move>,
    /// Moves that fail it (`am`).
    pub avoid: Vec<Move>,
}

impl EpdEntry {
    /// Whether playing `mv` solves the position.
    pub fn solved_by(&self, mv: Move) -> bool {
        (self.best.is_empty() || self.best.contains(&mv)) && !self.avoid.contains(&mv)
    }
}

/// How each position is searched.
#[derive(Clone, Debug)]
pub enum EpdLimit {
    /// A fixed time per position.
    Time(Duration),
    /// A fixed depth.
    Depth(i32),
    /// A fixed node count.
    Nodes(u64),
}

/// Parses one EPD line: four FEN fields, then `;`-separated operations. Lines without `bm` or
/// `am` are an error: they would test nothing.
pub fn parse_line(line: &str, number: usize) -> Result<EpdEntry, String> {
    let (fen, operations) = split_epd(line);
    let pos = Position::from_fen(fen).map_err(|e| format!("line {number}: {e}"))?;
    let mut entry = EpdEntry { id: format!("line {number}"), pos, best: Vec::new(), avoid: Vec::new() };
    for operation in epd::operations(operations).map_err(|e| format!("line {number}: {e}"))? {
        let moves = || -> Result<Vec<Move>, String> {
            let parse =
                |san: &String| parse_san(&pos, san).map_err(|e| format!("line {number}: move '{}': {e}", shorten(san)));
            operation.operands.iter().map(parse).collect()
        };
        match operation.opcode.as_str() {
            "bm" => entry.best = moves()?,
            "am" => entry.avoid = moves()?,
            "id" => entry.id = operation.operands.join(" "),
            _ => {}
        }
    }
    if entry.best.is_empty() && entry.avoid.is_empty() {
        return Err(format!("line {number}: no bm or am operation"));
    }
    Ok(entry)
}

/// Reads every position of an EPD file (blank lines and `#` comments skipped).
pub fn read_suite(text: &str) -> Result<Vec<EpdEntry>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .map(|(index, line)| parse_line(line.trim(), index + 1))
        .collect()
}

/// What the search of one position found.
#[derive(Clone, Debug)]
pub struct EpdOutcome {
    /// The move the search returned.
    pub found: Option<Move>,
    /// Whether it solves the position.
    pub solved: bool,
    /// The first iteration from which a solving move was kept.
    pub found_at: Option<FoundAt>,
    /// Deepest completed iteration.
    pub depth: i32,
    /// Nodes at the end of each completed iteration (index 0 is depth 1).
    pub nodes_by_depth: Vec<u64>,
    /// Nodes searched in all.
    pub nodes: u64,
    /// Whether the last completed iteration scored a mate: its iterations then run deep and
    /// cheap, which says nothing of the tree's growth.
    pub mate_found: bool,
}

/// When a solving move came to stay: the iteration that first put it on top.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FoundAt {
    /// The iteration's depth.
    pub depth: i32,
    /// The time at its end.
    pub time: Duration,
    /// The nodes searched by its end: the classic measure of how hard a test position is for a
    /// program, free of the machine's speed.
    pub nodes: u64,
}

impl EpdOutcome {
    /// The ratio of nodes between the last two completed iterations.
    pub fn branching_factor(&self) -> Option<f64> {
        match self.nodes_by_depth.as_slice() {
            [.., before, last] if *before > 0 => Some(*last as f64 / *before as f64),
            _ => None,
        }
    }
}

/// Collects the completed iterations of the main thread and the final move.
#[derive(Default)]
struct Recorder {
    lines: Mutex<Vec<LineReport>>,
    result: Mutex<Option<SearchResult>>,
}

impl SearchListener for Recorder {
    fn line(&self, line: &LineReport) {
        if line.multipv == 1 && line.bound.is_none() {
            self.lines.lock().expect("no listener panics").push(line.clone());
        }
    }

    fn done(&self, result: Option<&SearchResult>) {
        *self.result.lock().expect("no listener panics") = result.cloned();
    }
}

/// Searches `entry` on `engine` (its table cleared first) within `limit`.
pub fn solve(engine: &mut Engine, entry: &EpdEntry, limit: &EpdLimit) -> EpdOutcome {
    engine.new_game();
    engine.set_game(Game::new(entry.pos));
    let request = match *limit {
        EpdLimit::Time(time) => GoRequest { move_time: Some(time), ..GoRequest::default() },
        EpdLimit::Depth(depth) => GoRequest { depth: Some(depth), ..GoRequest::default() },
        EpdLimit::Nodes(nodes) => GoRequest { nodes: Some(nodes), ..GoRequest::default() },
    };
    let recorder = Arc::new(Recorder::default());
    engine.go(&request, Arc::clone(&recorder) as Arc<dyn SearchListener>);
    engine.wait();
    let lines = std::mem::take(&mut *recorder.lines.lock().expect("no listener panics"));
    let found = recorder.result.lock().expect("no listener panics").as_ref().map(|r| r.best);
    let solved = found.is_some_and(|mv| entry.solved_by(mv));
    let mut found_at = None;
    for line in &lines {
        match line.pv.first() {
            Some(&mv) if entry.solved_by(mv) => {
                found_at = found_at.or(Some(FoundAt { depth: line.depth, time: line.elapsed, nodes: line.nodes }))
            }
            _ => found_at = None,
        }
    }
    EpdOutcome {
        found,
        solved,
        found_at: found_at.filter(|_| solved),
        depth: lines.last().map_or(0, |line| line.depth),
        nodes_by_depth: lines.iter().map(|line| line.nodes).collect(),
        nodes: lines.last().map_or(0, |line| line.nodes),
        mate_found: lines.last().is_some_and(|line| line.score.abs() >= MATE_BOUND),
    }
}

/// Totals over a suite.
#[derive(Clone, Debug, Default)]
pub struct SuiteSummary {
    /// Positions solved.
    pub solved: usize,
    /// Positions searched.
    pub total: usize,
    /// Nodes over all positions (to the last completed iteration of each).
    pub nodes: u64,
    /// Mean deepest completed iteration.
    pub average_depth: f64,
    /// Median deepest completed iteration: found mates run on to very deep iterations and pull
    /// the mean up.
    pub median_depth: f64,
    /// Geometric mean of each position's last-iteration branching factor, positions with a found
    /// mate left out.
    pub branching_factor: f64,
}

/// Runs every entry, printing one line per position and the summary last.
pub fn run_suite(
    engine: &mut Engine,
    entries: &[EpdEntry],
    limit: &EpdLimit,
    out: &mut impl Write,
) -> std::io::Result<SuiteSummary> {
    let mut summary = SuiteSummary { total: entries.len(), ..SuiteSummary::default() };
    let (mut depths, mut log_factor_sum, mut factors) = (Vec::new(), 0.0, 0usize);
    let mut progress = ProgressBar::new(entries.len());
    for entry in entries {
        let outcome = solve(engine, entry, limit);
        let found = outcome.found.map_or("(none)".to_string(), |mv| to_san(&entry.pos, mv));
        let when = match outcome.found_at {
            Some(at) => format!("found at depth {}, {:.3} s, {} nodes", at.depth, at.time.as_secs_f64(), at.nodes),
            None if outcome.solved => "found in the last, unfinished iteration".to_string(),
            None => "not solved".to_string(),
        };
        let verdict = if outcome.solved { "ok  " } else { "FAIL" };
        writeln!(
            out,
            "{verdict} {:<12} played {found:<8} {when:<50} depth {:>2} nodes {}",
            entry.id, outcome.depth, outcome.nodes
        )?;
        summary.solved += usize::from(outcome.solved);
        summary.nodes += outcome.nodes;
        depths.push(outcome.depth);
        if let Some(factor) = outcome.branching_factor().filter(|_| !outcome.mate_found) {
            log_factor_sum += factor.ln();
            factors += 1;
        }
        progress.step(&format!("{} solved", summary.solved));
    }
    progress.finish();
    let count = entries.len().max(1) as f64;
    summary.average_depth = depths.iter().map(|&depth| f64::from(depth)).sum::<f64>() / count;
    summary.median_depth = median(&mut depths);
    summary.branching_factor = if factors > 0 { (log_factor_sum / factors as f64).exp() } else { 0.0 };
    writeln!(out, "solved {} of {}", summary.solved, summary.total)?;
    writeln!(
        out,
        "nodes {}, depth median {:.1} mean {:.2}, effective branching factor {:.2} (geometric mean, {} positions \
         without a found mate)",
        summary.nodes, summary.median_depth, summary.average_depth, summary.branching_factor, factors
    )?;
    Ok(summary)
}

/// The median of `values` (0 for none), averaging the middle two of an even count.
fn median(values: &mut [i32]) -> f64 {
    values.sort_unstable();
    match values.len() {
        0 => 0.0,
        n if n % 2 == 1 => f64::from(values[n / 2]),
        n => (f64::from(values[n / 2 - 1]) + f64::from(values[n / 2])) / 2.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operations_are_read_with_their_moves() {
        let line = r#"2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";"#;
        let entry = parse_line(line, 1).unwrap();
        assert_eq!(entry.id, "WAC.001");
        assert_eq!(entry.best.len(), 1);
        assert_eq!(to_san(&entry.pos, entry.best[0]), "Qg6");
        assert!(entry.solved_by(entry.best[0]));
        let avoid = parse_line("4k3/8/8/8/8/8/4P3/4K3 w - - am e4 Kd1; id \"x\"", 2).unwrap();
        assert_eq!(avoid.avoid.len(), 2);
        assert!(avoid.solved_by(parse_san(&avoid.pos, "e3").unwrap()));
        assert!(!avoid.solved_by(parse_san(&avoid.pos, "Kd1").unwrap()));
    }

    #[test]
    fn median_takes_the_middle_or_the_middle_two() {
        assert_eq!(median(&mut []), 0.0);
        assert_eq!(median(&mut [9, 1, 5]), 5.0);
        assert_eq!(median(&mut [60, 12, 14, 11]), 13.0);
    }

    #[test]
    fn broken_lines_are_reported() {
        assert!(parse_line("8/8/8 w - -", 3).unwrap_err().contains("line 3"));
        assert!(parse_line("4k3/8/8/8/8/8/4P3/4K3 w - - bm Qh5;", 4).unwrap_err().contains("Qh5"));
        assert!(parse_line("4k3/8/8/8/8/8/4P3/4K3 w - - id \"y\";", 5).unwrap_err().contains("no bm"));
        assert!(parse_line("4k3/8/8/9/8/8/4P3/4K3 w - - bm e4;", 6).is_err());
    }

    #[test]
    fn a_mate_in_one_is_found_and_timed() {
        let entry = parse_line("6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"m1\"", 1).unwrap();
        let mut engine = Engine::new();
        let outcome = solve(&mut engine, &entry, &EpdLimit::Depth(4));
        assert!(outcome.solved, "{outcome:?}");
        assert_eq!(outcome.found_at.map(|at| at.depth), Some(1));
        assert_eq!(outcome.depth, 4);
        assert_eq!(outcome.nodes_by_depth.len(), 4);
        assert_eq!(outcome.found_at.map(|at| at.nodes), Some(outcome.nodes_by_depth[0]));
        let mut text = Vec::new();
        let summary = run_suite(&mut engine, &[entry], &EpdLimit::Depth(3), &mut text).unwrap();
        assert_eq!((summary.solved, summary.total), (1, 1));
        assert!(String::from_utf8(text).unwrap().contains("solved 1 of 1"));
    }
}
