//! `hetman stats` (built with `--features stats`): searches a set of positions to a fixed depth,
//! one thread, a fresh table per position, and prints per iteration depth what the search did:
//! nodes and branching factor, where beta cutoffs happened, null-move and late-move-reduction
//! success, table use, the quiescence share, the time to finish the iteration and the table memory
//! in use. It ends with `time(d) = c * 2^(e * d)` and `memory(d) = c * 2^(e * d)` fitted to the
//! totals.

use super::fit::{fit_exponential, ExponentialFit};
use crate::chess::Position;
use crate::search::limits::Limits;
use crate::search::searcher::Searcher;
use crate::search::stats::DepthStats;
use crate::search::tt::TranspositionTable;
use std::io::Write;
use std::time::{Duration, Instant};

/// Totals over all positions for one iteration depth.
#[derive(Clone, Debug, Default)]
pub struct DepthRow {
    /// The search counters, summed.
    pub counters: DepthStats,
    /// Time from the start of each search to the end of this iteration, summed.
    pub time: Duration,
    /// Table bytes in use at the end of this iteration, summed.
    pub memory_bytes: u64,
    /// Positions that completed this iteration.
    pub positions: usize,
}

/// Searches every position to `depth` on a table of `hash_mb` MB and returns one row per depth.
pub fn collect(positions: &[Position], depth: i32, hash_mb: usize) -> Result<Vec<DepthRow>, String> {
    let mut rows = vec![DepthRow::default(); depth.max(1) as usize];
    for &pos in positions {
        let table = TranspositionTable::new(hash_mb).map_err(|e| e.to_string())?;
        // Counting the table's entries takes time; it is taken off the clock of later iterations.
        let mut counting = Duration::ZERO;
        let mut reached = Vec::new();
        Searcher::alone(pos, &[], &table, |searcher| {
            searcher.run(Limits::depth(depth), |line| {
                if line.multipv == 1 && line.bound.is_none() {
                    let start = Instant::now();
                    let bytes = (table.occupied() * TranspositionTable::ENTRY_BYTES) as u64;
                    reached.push((line.depth, line.elapsed.saturating_sub(counting), bytes));
                    counting += start.elapsed();
                }
            });
            for (index, counters) in searcher.stats().by_depth.iter().enumerate().take(rows.len()) {
                rows[index].counters.add(counters);
            }
        });
        for (reached_depth, time, bytes) in reached {
            let row = &mut rows[(reached_depth - 1) as usize];
            row.time += time;
            row.memory_bytes += bytes;
            row.positions += 1;
        }
    }
    Ok(rows)
}

fn percent(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    }
}

/// The fits of time (seconds) and memory (bytes) against depth over rows with a measurable time
/// (at least a millisecond in all), so that timer resolution does not bend the curve.
pub fn fits(rows: &[DepthRow]) -> (Option<ExponentialFit>, Option<ExponentialFit>) {
    let measurable = rows.iter().enumerate().filter(|(_, row)| row.time >= Duration::from_millis(1));
    let time: Vec<(f64, f64)> =
        measurable.clone().map(|(index, row)| ((index + 1) as f64, row.time.as_secs_f64())).collect();
    let memory: Vec<(f64, f64)> =
        measurable.map(|(index, row)| ((index + 1) as f64, row.memory_bytes as f64)).collect();
    (fit_exponential(&time), fit_exponential(&memory))
}

/// Prints the table and the fits.
pub fn report(rows: &[DepthRow], positions: usize, out: &mut impl Write) -> std::io::Result<()> {
    writeln!(out, "{positions} positions, one thread, a fresh table for each; counts summed over the positions")?;
    writeln!(
        out,
        "{:>5} {:>10} {:>5} {:>6} {:>7} {:>6} {:>8} {:>6} {:>8} {:>6} {:>9} {:>5} {:>6} {:>9} {:>9}",
        "depth",
        "nodes",
        "ebf",
        "qs%",
        "cut1st%",
        "cutidx",
        "nulls",
        "null%",
        "reduced",
        "re%",
        "tt probes",
        "hit%",
        "ttcut%",
        "time ms",
        "memory KB"
    )?;
    let mut previous_nodes = 0;
    for (index, row) in rows.iter().enumerate() {
        let c = &row.counters;
        let nodes = c.nodes();
        let ebf = if previous_nodes > 0 { nodes as f64 / previous_nodes as f64 } else { 0.0 };
        previous_nodes = nodes;
        let cut_index = if c.beta_cutoffs > 0 { c.cutoff_index_sum as f64 / c.beta_cutoffs as f64 } else { 0.0 };
        writeln!(
            out,
            "{:>5} {:>10} {:>5.2} {:>6.1} {:>7.1} {:>6.2} {:>8} {:>6.1} {:>8} {:>6.1} {:>9} {:>5.1} {:>6.1} {:>9.1} {:>9.0}",
            index + 1,
            nodes,
            ebf,
            percent(c.quiescence_nodes, nodes),
            percent(c.first_move_cutoffs, c.beta_cutoffs),
            cut_index,
            c.null_tries,
            percent(c.null_cutoffs, c.null_tries),
            c.reduced,
            percent(c.reduced_researches, c.reduced),
            c.table_probes,
            percent(c.table_hits, c.table_probes),
            percent(c.table_cutoffs, c.table_probes),
            row.time.as_secs_f64() * 1000.0,
            row.memory_bytes as f64 / 1024.0 / row.positions.max(1) as f64,
        )?;
    }
    writeln!(out, "(time: all positions together; memory: table in use, mean per position)")?;
    let (time, memory) = fits(rows);
    match time {
        Some(fit) => writeln!(out, "time(d)   = c * 2^(e*d): e = {:.3}, c = {:.3e} s", fit.e, fit.c)?,
        None => writeln!(out, "time(d): too few measurable depths to fit")?,
    }
    match memory {
        Some(fit) => writeln!(
            out,
            "memory(d) = c * 2^(e*d): e = {:.3}, c = {:.3e} bytes",
            fit.e,
            fit.c / positions.max(1) as f64
        )?,
        None => writeln!(out, "memory(d): too few measurable depths to fit")?,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_add_up_to_the_nodes_searched() {
        let pos = Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3").unwrap();
        let rows = collect(&[pos, pos], 6, 1).unwrap();
        assert_eq!(rows.len(), 6);
        for row in &rows {
            assert_eq!(row.positions, 2);
            let c = &row.counters;
            assert!(c.interior_nodes > 0 && c.first_move_cutoffs <= c.beta_cutoffs);
            assert!(c.table_hits <= c.table_probes && c.table_cutoffs <= c.table_hits);
            assert!(c.null_cutoffs <= c.null_tries && c.reduced_researches <= c.reduced);
        }
        // Deeper iterations search more, and the search does null moves and reductions by then.
        assert!(rows[5].counters.nodes() > rows[0].counters.nodes());
        assert!(rows[5].counters.null_tries > 0 && rows[5].counters.reduced > 0);
        let mut text = Vec::new();
        report(&rows, 2, &mut text).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(text.contains("time(d)") && text.contains("memory(d)"), "{text}");
    }
}
