//! `hetman bench`: a fixed-depth search of a fixed list of positions, one thread, a fresh table for
//! each position. The node count is a fingerprint of the search: it changes only when the search's
//! behaviour changes, so commits that change it record it as `Bench: N`.

use crate::chess::Position;
use crate::eval::nnue::Network;
use crate::search::limits::Limits;
use crate::search::searcher::Searcher;
use crate::search::tt::TranspositionTable;
use std::io::Write;
use std::sync::Arc;
use std::time::Instant;

/// The bench positions, one FEN per line (`data/bench.epd`).
pub const POSITIONS: &str = include_str!("../../data/bench.epd");

/// The depth every position is searched to unless told otherwise.
pub const DEFAULT_DEPTH: i32 = 11;

/// Table size for the bench, in MB.
const HASH_MB: usize = 16;

/// The totals of a bench run.
#[derive(Copy, Clone, Debug)]
pub struct BenchResult {
    /// Nodes searched over all positions.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
}

/// The FENs of the bench positions.
pub fn fens() -> impl Iterator<Item = &'static str> {
    POSITIONS.lines().map(str::trim).filter(|line| !line.is_empty() && !line.starts_with('#'))
}

/// Searches every bench position to `depth`, writing one line per position and the totals last:
/// `<N> nodes <M> nps`.
pub fn run(out: &mut impl Write, depth: i32, network: Arc<Network>) -> std::io::Result<BenchResult> {
    let start = Instant::now();
    let mut total = 0;
    for (index, fen) in fens().enumerate() {
        let pos = Position::from_fen(fen).expect("bench positions are valid");
        let table = TranspositionTable::new(HASH_MB).expect("the bench table fits in memory");
        let (result, nodes) = Searcher::alone(pos, &[], &table, |searcher| {
            searcher.set_network(network.clone());
            (searcher.run(Limits::depth(depth), |_| {}), searcher.nodes())
        });
        let best = result.map_or("(none)".to_string(), |r| r.best.to_uci(false).to_string());
        writeln!(out, "position {:>2}: {:>10} nodes, best {best:<5}  {fen}", index + 1, nodes)?;
        total += nodes;
    }
    let seconds = start.elapsed().as_secs_f64().max(1e-9);
    let nps = (total as f64 / seconds) as u64;
    writeln!(out, "time {:.2} s", seconds)?;
    writeln!(out, "{total} nodes {nps} nps")?;
    Ok(BenchResult { nodes: total, nps })
}
