//! `hetman book build` and `hetman book probe`.

use crate::book::builder::{BookBuilder, BuildOptions};
use crate::book::polyglot::{polyglot_key, Book};
use crate::chess::Position;
use crate::notation::pgn::PgnReader;
use crate::notation::san::to_san;
use crate::output::progress::ProgressBar;
use std::io::Write;

/// What a build did.
#[derive(Clone, Debug, Default)]
pub struct BuildSummary {
    /// Games read and counted.
    pub games: usize,
    /// Games skipped as broken, with their errors (at most the first 20 kept).
    pub broken: usize,
    /// The first errors, for the user to see.
    pub errors: Vec<String>,
    /// Entries written.
    pub entries: usize,
}

/// Builds a book from PGN files and writes it to `out`.
pub fn build(pgn_files: &[String], out: &str, options: BuildOptions) -> Result<BuildSummary, String> {
    let mut builder = BookBuilder::new(options);
    let mut summary = BuildSummary::default();
    for file in pgn_files {
        let bytes = std::fs::read(file).map_err(|e| format!("cannot read {file}: {e}"))?;
        let mut progress = ProgressBar::new(bytes.len());
        let mut reader = PgnReader::new(&bytes[..]);
        while let Some(game) = reader.next() {
            match game {
                Ok(game) => builder.add(&game),
                Err(error) => {
                    summary.broken += 1;
                    if summary.errors.len() < 20 {
                        summary.errors.push(format!("{file}: {error}"));
                    }
                }
            }
            progress.advance_to(reader.bytes_read(), file);
        }
        progress.finish();
    }
    summary.games = builder.games();
    let book = builder.build();
    summary.entries = book.len();
    std::fs::write(out, book.to_bytes()).map_err(|e| format!("cannot write {out}: {e}"))?;
    Ok(summary)
}

/// Lists the book moves of `pos` with their weights and shares.
pub fn probe(out: &mut impl Write, book: &Book, pos: &Position) -> std::io::Result<()> {
    let moves = book.moves(pos);
    writeln!(out, "key {:016x}: {} book moves", polyglot_key(pos), moves.len())?;
    let total: u64 = moves.iter().map(|&(_, weight)| u64::from(weight)).sum();
    for (mv, weight) in moves {
        let share = 100.0 * f64::from(weight) / total.max(1) as f64;
        writeln!(out, "{:<6} {:<7} weight {weight:>5} ({share:.1}%)", mv.to_uci(false), to_san(pos, mv))?;
    }
    Ok(())
}
