//! How the engine writes in xboard: moves, thinking lines, results.

use crate::chess::game::Outcome;
use crate::chess::{Move, Position};
use crate::score::{shown_centipawns, Score, MATE, MATE_BOUND};
use crate::search::report::LineReport;
use std::fmt::Write;

/// A move as xboard reads it: coordinates, castling as `O-O`/`O-O-O` in Chess960.
pub fn format_move(mv: Move, chess960: bool) -> String {
    if chess960 && mv.is_castling() {
        let kingside = mv.to().file() > mv.from().file();
        return if kingside { "O-O" } else { "O-O-O" }.to_string();
    }
    mv.to_uci(false).to_string()
}

/// Reads a move in coordinates (either castling notation) or as `O-O`/`O-O-O`/`0-0`/`0-0-0`.
pub fn parse_move(pos: &Position, text: &str, chess960: bool) -> Option<Move> {
    let castling = match text {
        "O-O" | "0-0" => Some(true),
        "O-O-O" | "0-0-0" => Some(false),
        _ => None,
    };
    match castling {
        Some(kingside) => {
            pos.legal_moves().into_iter().find(|mv| mv.is_castling() && (mv.to().file() > mv.from().file()) == kingside)
        }
        None => pos.parse_uci_move(text, chess960),
    }
}

/// A score in centipawns, mates as 100000 + moves (xboard's convention).
pub fn format_score(score: Score) -> i32 {
    if score >= MATE_BOUND {
        100_000 + (MATE - score + 1) / 2
    } else if score <= -MATE_BOUND {
        -100_000 - (MATE + score) / 2
    } else {
        shown_centipawns(score)
    }
}

/// A thinking line: `depth score time(cs) nodes pv`.
pub fn format_thinking(line: &LineReport, chess960: bool) -> String {
    let mut text = format!(
        "{} {} {} {}",
        line.depth,
        format_score(crate::wdl::normalized(line.score, line.material)),
        line.elapsed.as_millis() / 10,
        line.nodes
    );
    for mv in &line.pv {
        let _ = write!(text, " {}", format_move(*mv, chess960));
    }
    text
}

/// The result line for a finished game.
pub fn format_outcome(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Checkmate { winner: crate::chess::Color::White } => "1-0 {White mates}",
        Outcome::Checkmate { winner: crate::chess::Color::Black } => "0-1 {Black mates}",
        Outcome::Stalemate => "1/2-1/2 {Stalemate}",
        Outcome::Repetition => "1/2-1/2 {Draw by repetition}",
        Outcome::FiftyMoves => "1/2-1/2 {Draw by fifty-move rule}",
        Outcome::InsufficientMaterial => "1/2-1/2 {Draw by insufficient material}",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_in_both_notations() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/R5KR w HA - 0 1").unwrap();
        let short = parse_move(&pos, "O-O", true).unwrap();
        assert_eq!(format_move(short, true), "O-O");
        assert_eq!(parse_move(&pos, "g1h1", true), Some(short));
        let long = parse_move(&pos, "0-0-0", true).unwrap();
        assert_eq!(format_move(long, true), "O-O-O");
        let standard = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
        let mv = parse_move(&standard, "e1g1", false).unwrap();
        assert_eq!(format_move(mv, false), "e1g1");
        assert_eq!(parse_move(&standard, "O-O", false), Some(mv));
    }

    #[test]
    fn mate_scores_use_the_100000_convention() {
        assert_eq!(format_score(MATE - 3), 100_002);
        assert_eq!(format_score(-(MATE - 2)), -100_001);
        assert_eq!(format_score(57), 57);
    }
}
