//! `hetman perft <depth> [--fen FEN] [--divide] [--chess960]`.

use crate::chess::perft::{divide, perft};
use crate::chess::Position;
use std::io::Write;
use std::time::Instant;

/// Runs perft on `pos` and writes the optional divide lines, the node count and the speed.
pub fn run(
    out: &mut impl Write,
    pos: &Position,
    depth: u32,
    show_divide: bool,
    chess960: bool,
) -> std::io::Result<u64> {
    let start = Instant::now();
    let nodes = if show_divide {
        let mut total = 0;
        for (mv, count) in divide(pos, depth) {
            writeln!(out, "{}: {count}", mv.to_uci(chess960))?;
            total += count;
        }
        writeln!(out)?;
        total
    } else {
        perft(pos, depth)
    };
    let elapsed = start.elapsed();
    writeln!(out, "Nodes searched: {nodes}")?;
    let nps = nodes as f64 / elapsed.as_secs_f64().max(1e-9);
    writeln!(out, "Time: {} ms, {:.0} nps", elapsed.as_millis(), nps)?;
    Ok(nodes)
}
