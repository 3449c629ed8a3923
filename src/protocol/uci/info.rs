//! How search results are written in UCI: `info` lines and `bestmove`.

use crate::chess::Move;
use crate::engine::SearchListener;
use crate::input::shorten;
use crate::score::{shown_centipawns, Score, MATE, MATE_BOUND};
use crate::search::progress::CurrentMove;
use crate::search::report::{LineReport, SearchResult};
use crate::search::tt::Bound;
use std::fmt::Write;

/// Writes an error the GUI can show; the engine carries on.
pub fn error(message: &str) {
    crate::say!("info string error: {message}");
}

/// A score as UCI writes it: `cp N` or `mate N` (moves, negative when being mated). A tablebase
/// win is `cp 20000` less its distance in plies, as Stockfish writes it: a win beyond any
/// evaluation, and no mate.
pub fn format_score(score: Score) -> String {
    if score >= MATE_BOUND {
        format!("mate {}", (MATE - score + 1) / 2)
    } else if score <= -MATE_BOUND {
        format!("mate -{}", (MATE + score) / 2)
    } else {
        format!("cp {}", shown_centipawns(score))
    }
}

/// One `info` line for a principal variation.
pub fn format_line(line: &LineReport, chess960: bool, show_wdl: bool) -> String {
    let millis = line.elapsed.as_millis() as u64;
    let nps = line.nodes.saturating_mul(1000) / millis.max(1);
    let mut text = format!(
        "info depth {} seldepth {} multipv {} score {}",
        line.depth,
        line.seldepth,
        line.multipv,
        format_score(crate::wdl::normalized(line.score, line.material))
    );
    match line.bound {
        Some(Bound::Lower) => text.push_str(" lowerbound"),
        Some(Bound::Upper) => text.push_str(" upperbound"),
        Some(Bound::Exact) | None => {}
    }
    if show_wdl {
        let [win, draw, loss] = line.wdl;
        let _ = write!(text, " wdl {win} {draw} {loss}");
    }
    let _ = write!(
        text,
        " nodes {} nps {nps} hashfull {} tbhits {} time {millis} pv",
        line.nodes, line.hashfull, line.tbhits
    );
    for mv in &line.pv {
        let _ = write!(text, " {}", mv.to_uci(chess960));
    }
    text
}

/// The `bestmove` line.
pub fn format_best_move(result: Option<&SearchResult>, chess960: bool) -> String {
    match result {
        // No legal move: the null move, as GUIs read it.
        None => "bestmove 0000".to_string(),
        Some(result) => match result.ponder {
            Some(ponder) => format!("bestmove {} ponder {}", result.best.to_uci(chess960), ponder.to_uci(chess960)),
            None => format!("bestmove {}", result.best.to_uci(chess960)),
        },
    }
}

/// Prints a search's lines and best move to standard output.
pub struct UciPrinter {
    /// Whether castling is written king-takes-rook.
    pub chess960: bool,
    /// Whether info lines carry `wdl W D L` after the score (`UCI_ShowWDL`).
    pub show_wdl: bool,
}

impl SearchListener for UciPrinter {
    fn line(&self, line: &LineReport) {
        crate::say!("{}", format_line(line, self.chess960, self.show_wdl));
    }

    fn current_move(&self, current: &CurrentMove) {
        crate::say!(
            "info depth {} currmove {} currmovenumber {}",
            current.depth,
            current.mv.to_uci(self.chess960),
            current.number
        );
    }

    fn book_move(&self, mv: Move) {
        crate::say!("info string book move {}", mv.to_uci(self.chess960));
    }

    fn ignored_search_move(&self, text: &str) {
        error(&format!("searchmoves: '{}' is not a legal move here; ignored", shorten(text)));
    }

    fn done(&self, result: Option<&SearchResult>) {
        crate::say!("{}", format_best_move(result, self.chess960));
    }

    fn warning(&self, text: &str) {
        error(text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_count_moves_not_plies() {
        assert_eq!(format_score(MATE - 1), "mate 1");
        assert_eq!(format_score(MATE - 3), "mate 2");
        assert_eq!(format_score(-(MATE - 2)), "mate -1");
        assert_eq!(format_score(-(MATE - 4)), "mate -2");
        assert_eq!(format_score(-35), "cp -35");
    }
}
