//! A perft run, as `hetman perft <depth> [--fen FEN] [--divide] [--chess960] [--threads N]
//! [--hash MB]` and UCI `go perft` (with the engine's `Threads` and `Hash`) make it: the count
//! with its divide lines, time and speed.

use crate::chess::perft_hash::{divide_with, PerftSetup, PerftTable};
use crate::chess::Position;
use std::io::Write;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Runs longer than this write a progress line to stderr every second.
const PROGRESS_AFTER: Duration = Duration::from_secs(3);

/// Runs perft on `pos` with `threads` threads and a table of `hash_mb` MB (0: none), and writes
/// the optional divide lines, the node count and the speed. Returns the node count, or `None`
/// if `stop` ended the count first (then nothing more is written).
#[allow(clippy::too_many_arguments)]
pub fn run(
    out: &mut impl Write,
    pos: &Position,
    depth: u32,
    show_divide: bool,
    chess960: bool,
    threads: usize,
    hash_mb: usize,
    stop: &(impl Fn() -> bool + Sync),
) -> std::io::Result<Option<u64>> {
    let start = Instant::now();
    let table = match hash_mb {
        0 => None,
        mb => Some(PerftTable::new(mb).map_err(std::io::Error::other)?),
    };
    let setup = PerftSetup { threads, table: table.as_ref() };
    let last_line = Mutex::new(start);
    let progress = |done: usize, total: usize, leaves: u64| {
        let mut last = last_line.lock().expect("no progress line panics");
        if start.elapsed() >= PROGRESS_AFTER && last.elapsed() >= Duration::from_secs(1) {
            *last = Instant::now();
            let seconds = start.elapsed().as_secs_f64();
            eprintln!("{done}/{total} root moves, {leaves} leaves, {:.0} leaves/s", leaves as f64 / seconds);
        }
    };
    let nodes = if depth == 0 {
        1
    } else {
        let Some(split) = divide_with(pos, depth, &setup, stop, &progress) else { return Ok(None) };
        if show_divide {
            for (mv, count) in &split {
                writeln!(out, "{}: {count}", mv.to_uci(chess960))?;
            }
            writeln!(out)?;
        }
        split.iter().map(|(_, count)| count).sum()
    };
    let elapsed = start.elapsed();
    writeln!(out, "Nodes searched: {nodes}")?;
    let nps = nodes as f64 / elapsed.as_secs_f64().max(1e-9);
    writeln!(out, "Time: {} ms, {:.0} nps", elapsed.as_millis(), nps)?;
    Ok(Some(nodes))
}
