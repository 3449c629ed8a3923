//! `hetman relabel`: a deeper search's score for positions of an existing data file.
//!
//! Datagen scores each position with the few thousand nodes a self-play move gets. The tuner fits
//! the evaluation to those scores, so the evaluation can only learn what a search that shallow
//! sees. Relabelling searches every chosen position again, from an empty table, with a larger node
//! budget, and writes the line back with the same result and the new score. Positions whose new
//! score is decided (beyond the datagen's win score) are dropped, as datagen drops them.
//!
//! The lines keep their order, so the tail of the output (the tuner's validation set) still holds
//! the latest games of the input. Output is written in batches as it is made: a stopped run leaves
//! a valid file.

use super::datagen::WIN_SCORE;
use super::dataset::{format_line, Record};
use crate::chess::{Color, Position};
use crate::search::limits::Limits;
use crate::search::searcher::Searcher;
use crate::search::tt::TranspositionTable;
use crate::tools::progress::ProgressBar;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Table size per relabelling thread, in MB.
const HASH_MB: usize = 8;
/// Positions searched between writes.
const BATCH: usize = 256;

/// How to relabel.
#[derive(Copy, Clone, Debug)]
pub struct RelabelOptions {
    /// Nodes searched per position.
    pub nodes: u64,
    /// Keep every `every`-th position of the input (1 keeps them all).
    pub every: usize,
    /// Threads, each searching its own positions.
    pub threads: usize,
}

/// What a run produced.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct RelabelSummary {
    /// Positions searched.
    pub searched: usize,
    /// Positions written (the searched ones whose score is not decided).
    pub written: usize,
}

/// The score for white of a `nodes`-node search of `pos` from an empty `table`.
fn deep_score(pos: &Position, nodes: u64, table: &TranspositionTable) -> Option<i32> {
    table.clear();
    let limits = Limits { nodes: Some(nodes), ..Limits::default() };
    let result = Searcher::alone(*pos, &[], table, |searcher| searcher.run(limits, |_| {}))?;
    Some(if pos.side_to_move() == Color::White { result.score } else { -result.score })
}

/// Relabels every `options.every`-th record of `records` and writes the lines to `out`, in input
/// order, with a progress bar on a terminal.
pub fn relabel(records: &[Record], options: &RelabelOptions, out: &mut impl Write) -> Result<RelabelSummary, String> {
    let chosen: Vec<&Record> = records.iter().step_by(options.every.max(1)).collect();
    if let Some(bad) = chosen.iter().find(|record| Position::from_fen(&record.fen).is_err()) {
        return Err(format!("invalid FEN '{}'", bad.fen));
    }
    let threads = options.threads.max(1);
    let tables: Vec<TranspositionTable> = (0..threads)
        .map(|_| TranspositionTable::new(HASH_MB).map_err(|e| format!("cannot make a search table: {e}")))
        .collect::<Result<_, _>>()?;
    let mut summary = RelabelSummary::default();
    let mut progress = ProgressBar::new(chosen.len());
    for batch in chosen.chunks(BATCH) {
        let next = AtomicUsize::new(0);
        let lines = Mutex::new(vec![None; batch.len()]);
        std::thread::scope(|scope| {
            for table in &tables {
                let (next, lines) = (&next, &lines);
                scope.spawn(move || loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(record) = batch.get(index) else { break };
                    let pos = Position::from_fen(&record.fen).expect("checked before the search");
                    let line = deep_score(&pos, options.nodes, table)
                        .filter(|score| score.abs() < WIN_SCORE)
                        .map(|score| format_line(&Record { score: Some(score), ..(*record).clone() }));
                    lines.lock().expect("no relabelling thread panics")[index] = line;
                });
            }
        });
        for line in lines.into_inner().expect("no relabelling thread panics").into_iter().flatten() {
            writeln!(out, "{line}").map_err(|e| e.to_string())?;
            summary.written += 1;
        }
        out.flush().map_err(|e| e.to_string())?;
        summary.searched += batch.len();
        progress.advance_to(summary.searched, &format!("positions, {} written", summary.written));
    }
    progress.finish();
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuning::dataset::read_records;

    #[test]
    fn deeper_scores_replace_the_old_ones_in_order() {
        // A queen up for white, a rook up for black, and a quiet opening position, each with a
        // deliberately wrong score: relabelling must find the real balance of each.
        let text = "\
# a comment
4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1 | 1.0 | 0
4k3/3r4/8/8/8/8/8/4K3 w - - 0 1 | 0.0 | 0

rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 | 0.5 | 900";
        let records = read_records(text).unwrap();
        assert_eq!(records.len(), 3);
        let options = RelabelOptions { nodes: 3000, every: 1, threads: 2 };
        let mut out = Vec::new();
        let summary = relabel(&records, &options, &mut out).unwrap();
        let lines: Vec<Record> = read_records(&String::from_utf8(out).unwrap()).unwrap();
        // The queen-up position may be scored as won (beyond the win score) and dropped.
        assert_eq!(summary, RelabelSummary { searched: 3, written: lines.len() });
        let last = lines.last().unwrap();
        assert_eq!(last.fen, records[2].fen, "the order is kept");
        assert_eq!(last.result, 0.5);
        assert!(last.score.unwrap().abs() < 100, "{last:?}");
        let rook = lines.iter().find(|r| r.fen == records[1].fen).unwrap();
        assert!(rook.score.unwrap() < -300 && rook.result == 0.0, "{rook:?}");
        if let Some(queen) = lines.iter().find(|r| r.fen == records[0].fen) {
            assert!(queen.score.unwrap() > 500, "{queen:?}");
        }
    }

    #[test]
    fn every_nth_position_is_kept() {
        let line = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 0.5 | 0\n";
        let records = read_records(&line.repeat(5)).unwrap();
        let options = RelabelOptions { nodes: 500, every: 2, threads: 1 };
        let summary = relabel(&records, &options, &mut Vec::new()).unwrap();
        assert_eq!(summary.searched, 3, "lines 1, 3 and 5");
    }

    #[test]
    fn bad_lines_and_bad_positions_are_named() {
        let error = read_records("8/8/8/8/8/8/8/8 w - - 0 1 | 2.0\n").unwrap_err();
        assert!(error.starts_with("line 1:"), "{error}");
        let records = read_records("not a fen | 0.5 | 0\n").unwrap();
        let options = RelabelOptions { nodes: 500, every: 1, threads: 1 };
        let error = relabel(&records, &options, &mut Vec::new()).unwrap_err();
        assert!(error.contains("not a fen"), "{error}");
    }
}
