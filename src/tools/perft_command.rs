//! `hetman perft <depth> [--fen FEN] [--divide] [--chess960]`, and UCI `go perft`.

use crate::chess::perft::{divide_until, perft_until};
use crate::chess::Position;
use std::io::Write;
use std::time::Instant;

/// Runs perft on `pos` and writes the optional divide lines, the node count and the speed.
/// Returns the node count, or `None` if `stop` ended the count first (then nothing more is
/// written than the divide lines already finished).
pub fn run(
    out: &mut impl Write,
    pos: &Position,
    depth: u32,
    show_divide: bool,
    chess960: bool,
    stop: &impl Fn() -> bool,
) -> std::io::Result<Option<u64>> {
    let start = Instant::now();
    let nodes = if show_divide && depth > 0 {
        let Some(split) = divide_until(pos, depth, stop) else { return Ok(None) };
        for (mv, count) in &split {
            writeln!(out, "{}: {count}", mv.to_uci(chess960))?;
        }
        writeln!(out)?;
        split.iter().map(|(_, count)| count).sum()
    } else {
        match perft_until(pos, depth, stop) {
            Some(nodes) => nodes,
            None => return Ok(None),
        }
    };
    let elapsed = start.elapsed();
    writeln!(out, "Nodes searched: {nodes}")?;
    let nps = nodes as f64 / elapsed.as_secs_f64().max(1e-9);
    writeln!(out, "Time: {} ms, {:.0} nps", elapsed.as_millis(), nps)?;
    Ok(Some(nodes))
}
