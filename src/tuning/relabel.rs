//! `hetman relabel`: a deeper search's score for the positions of an existing data file.
//!
//! Datagen scores each position with the thousand or so nodes a self-play move gets, and the
//! network learns what a search that shallow sees. Relabelling searches every chosen position
//! again, from an empty table, with a larger node budget, and writes the record back with the same
//! result and the new score. Positions whose new score is decided (beyond the datagen's win
//! score) are dropped, as datagen drops them. Records hold no castling rights, so the search sees
//! none.
//!
//! The records keep their order, so the tail of the output (a trainer's validation share) still
//! holds the latest games of the input. Output is written in batches as it is made: a stopped run
//! leaves a valid file of records.

use super::datagen::WIN_SCORE;
use super::packed::PackedPosition;
use crate::chess::Position;
use crate::eval::nnue::Network;
use crate::output::progress::ProgressBar;
use crate::search::limits::Limits;
use crate::search::searcher::Searcher;
use crate::search::tt::TranspositionTable;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// Table size per relabelling thread, in MB.
const HASH_MB: usize = 8;
/// Positions searched between writes.
const BATCH: usize = 256;

/// How to relabel.
#[derive(Clone, Debug)]
pub struct RelabelOptions {
    /// The network the searches evaluate with.
    pub network: Arc<Network>,
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

/// The score for the side to move of a `nodes`-node search of `pos` with `network` from an
/// empty `table`.
fn deep_score(pos: &Position, options: &RelabelOptions, table: &TranspositionTable) -> Option<i32> {
    table.clear();
    let limits = Limits { nodes: Some(options.nodes), ..Limits::default() };
    Searcher::alone(*pos, &[], table, |searcher| {
        searcher.set_network(options.network.clone());
        searcher.run(limits, |_| {})
    })
    .map(|result| result.score)
}

/// `record` with the score of a deeper search, `None` when that score is decided (or the record
/// holds no position a search can start from).
fn relabelled(record: &PackedPosition, options: &RelabelOptions, table: &TranspositionTable) -> Option<PackedPosition> {
    let pos = Position::from_fen(&record.to_fen()).ok()?;
    let score = deep_score(&pos, options, table).filter(|score| score.abs() < WIN_SCORE)?;
    Some(record.with_score(i16::try_from(score).ok()?))
}

/// Relabels every `options.every`-th record of `records` and writes the records to `out`, in
/// input order, with a progress bar on a terminal.
pub fn relabel(
    records: &[PackedPosition],
    options: &RelabelOptions,
    out: &mut impl Write,
) -> Result<RelabelSummary, String> {
    let chosen: Vec<&PackedPosition> = records.iter().step_by(options.every.max(1)).collect();
    let threads = options.threads.max(1);
    let tables: Vec<TranspositionTable> = (0..threads)
        .map(|_| TranspositionTable::new(HASH_MB).map_err(|e| format!("cannot make a search table: {e}")))
        .collect::<Result<_, _>>()?;
    let mut summary = RelabelSummary::default();
    let mut progress = ProgressBar::new(chosen.len());
    for batch in chosen.chunks(BATCH) {
        let next = AtomicUsize::new(0);
        let done = Mutex::new(vec![None; batch.len()]);
        std::thread::scope(|scope| {
            for table in &tables {
                let (next, done) = (&next, &done);
                scope.spawn(move || loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(record) = batch.get(index) else { break };
                    let new = relabelled(record, options, table);
                    done.lock().expect("no relabelling thread panics")[index] = new;
                });
            }
        });
        for record in done.into_inner().expect("no relabelling thread panics").into_iter().flatten() {
            out.write_all(bytemuck::bytes_of(&record)).map_err(|e| e.to_string())?;
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
    use crate::eval::nnue::embedded::{embedded, network_for};
    use crate::tuning::packed::{read_records, SideResult};

    fn record(fen: &str, score: i16, result: SideResult) -> PackedPosition {
        PackedPosition::pack(&Position::from_fen(fen).unwrap(), score, result).unwrap()
    }

    #[test]
    fn deeper_scores_replace_the_old_ones_in_order() {
        // A queen up for white, a rook up for black (white to move; each side keeps a pawn, so
        // that the network scores them, not the bare-king rule), and a quiet opening position,
        // each with a deliberately wrong score: relabelling must find the real balance.
        let records = [
            record("4k3/4p3/8/8/8/8/3Q4/4K3 w - - 0 1", 0, SideResult::Win),
            record("4k3/3r4/8/8/8/8/4P3/4K3 w - - 0 1", 0, SideResult::Loss),
            record("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1", 900, SideResult::Draw),
        ];
        let options = RelabelOptions { network: embedded(), nodes: 3000, every: 1, threads: 2 };
        let mut out = Vec::new();
        let summary = relabel(&records, &options, &mut out).unwrap();
        let written = read_records(&out).unwrap();
        // The queen-up position may be scored as won (beyond the win score) and dropped.
        assert_eq!(summary, RelabelSummary { searched: 3, written: written.len() });
        let last = written.last().unwrap();
        assert!(last.same_position(&records[2]), "the order is kept");
        assert_eq!(last.result(), 0.5);
        assert!(last.score().abs() < 100, "{}", last.score());
        // A rook up for black: the old score 0 gives way to a clear advantage.
        let rook = written.iter().find(|r| r.same_position(&records[1])).unwrap();
        assert!(rook.score() < -200 && rook.result() == 0.0, "{}", rook.score());
        // A queen up for white, when kept, scores clearly for white.
        if let Some(queen) = written.iter().find(|r| r.same_position(&records[0])) {
            assert!(queen.score() > 300, "{}", queen.score());
        }
        // Another network scores the quiet position otherwise: the searches use the one given.
        let older = network_for(concat!(env!("CARGO_MANIFEST_DIR"), "/networks/11d5abb04b68f230.nnue")).unwrap();
        assert_ne!(older.hash(), embedded().hash());
        let options = RelabelOptions { network: older, ..options };
        let mut again = Vec::new();
        relabel(&records[2..], &options, &mut again).unwrap();
        assert_ne!(read_records(&again).unwrap()[0].score(), last.score());
    }

    #[test]
    fn every_nth_position_is_kept() {
        let records = [record("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 0, SideResult::Draw); 5];
        let options = RelabelOptions { network: embedded(), nodes: 500, every: 2, threads: 1 };
        let summary = relabel(&records, &options, &mut Vec::new()).unwrap();
        assert_eq!(summary.searched, 3, "records 1, 3 and 5");
    }
}
