//! Standard Algebraic Notation: writing moves as `Nbd7`, `exd5`, `O-O`, `e8=Q+`, and reading them
//! back leniently (`e8Q`, `0-0`, `Nb8d7`, `exd6e.p.`, missing or extra check marks).

use crate::chess::{Move, PieceKind, Position, Square};
use std::fmt;

/// Why a SAN move could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// The text is not a move in any notation this reader knows.
    Syntax(String),
    /// No legal move fits.
    Illegal(String),
    /// More than one legal move fits.
    Ambiguous(String),
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(text) => write!(f, "'{text}' is not a move"),
            SanError::Illegal(text) => write!(f, "'{text}' is not a legal move here"),
            SanError::Ambiguous(text) => write!(f, "'{text}' could be more than one move"),
        }
    }
}

/// Whether a castling move goes towards the h-file.
fn is_short_castling(mv: Move) -> bool {
    mv.to().file() > mv.from().file()
}

/// The SAN of a legal move, with `+` or `#`.
pub fn to_san(pos: &Position, mv: Move) -> String {
    let mut text = if mv.is_castling() {
        if is_short_castling(mv) { "O-O" } else { "O-O-O" }.to_string()
    } else {
        let piece = pos.piece_on(mv.from()).expect("a legal move starts on a piece").kind();
        let capture = mv.is_en_passant() || pos.piece_on(mv.to()).is_some();
        let mut text = String::new();
        if piece == PieceKind::Pawn {
            if capture {
                text.push((b'a' + mv.from().file()) as char);
            }
        } else {
            text.push(piece.letter().to_ascii_uppercase());
            // Other pieces of the same kind that could also go there.
            let rivals: Vec<Square> = pos
                .legal_moves()
                .into_iter()
                .filter(|other| {
                    !other.is_castling()
                        && other.to() == mv.to()
                        && other.from() != mv.from()
                        && pos.piece_on(other.from()).map(|p| p.kind()) == Some(piece)
                })
                .map(|other| other.from())
                .collect();
            if !rivals.is_empty() {
                let file_unique = rivals.iter().all(|sq| sq.file() != mv.from().file());
                let rank_unique = rivals.iter().all(|sq| sq.rank() != mv.from().rank());
                if file_unique {
                    text.push((b'a' + mv.from().file()) as char);
                } else if rank_unique {
                    text.push((b'1' + mv.from().rank()) as char);
                } else {
                    text.push_str(&mv.from().to_string());
                }
            }
        }
        if capture {
            text.push('x');
        }
        text.push_str(&mv.to().to_string());
        if let Some(kind) = mv.promotion_kind() {
            text.push('=');
            text.push(kind.letter().to_ascii_uppercase());
        }
        text
    };
    let after = pos.after(mv);
    if after.in_check() {
        text.push(if after.legal_moves().is_empty() { '#' } else { '+' });
    }
    text
}

/// Reads a move in SAN (leniently) or, failing that, in UCI coordinates.
pub fn parse_san(pos: &Position, text: &str) -> Result<Move, SanError> {
    let original = text;
    let mut text = text.trim().trim_end_matches(['+', '#', '!', '?']).to_string();
    for suffix in ["e.p.", "ep"] {
        if let Some(stripped) = text.strip_suffix(suffix) {
            text = stripped.trim_end().to_string();
        }
    }
    let legal = pos.legal_moves();
    let pick = |candidates: Vec<Move>| match candidates.len() {
        1 => Ok(candidates[0]),
        0 => Err(SanError::Illegal(original.to_string())),
        _ => Err(SanError::Ambiguous(original.to_string())),
    };
    let castling_side = match text.as_str() {
        "O-O" | "0-0" | "OO" | "00" => Some(true),
        "O-O-O" | "0-0-0" | "OOO" | "000" => Some(false),
        _ => None,
    };
    if let Some(short) = castling_side {
        return pick(legal.into_iter().filter(|&mv| mv.is_castling() && is_short_castling(mv) == short).collect());
    }
    let syntax = || SanError::Syntax(original.to_string());
    let mut chars: Vec<char> = text.chars().filter(|&c| c != 'x' && c != 'X' && c != '-' && c != ':').collect();
    // Promotion: `=Q`, `Q`, `q` or `(Q)` after the target square.
    let mut promotion = None;
    chars.retain(|&c| c != '=' && c != '(' && c != ')');
    if chars.len() >= 3 {
        let last = chars[chars.len() - 1];
        if chars[chars.len() - 2].is_ascii_digit() && "QRBNqrbn".contains(last) {
            promotion = PieceKind::from_letter(last.to_ascii_lowercase());
            chars.pop();
        }
    }
    let piece = match chars.first() {
        Some(&c) if "KQRBN".contains(c) => {
            chars.remove(0);
            PieceKind::from_letter(c.to_ascii_lowercase()).ok_or_else(syntax)?
        }
        Some(_) => PieceKind::Pawn,
        None => return Err(syntax()),
    };
    if chars.len() < 2 {
        return Err(syntax());
    }
    let target: String = chars[chars.len() - 2..].iter().collect();
    let to = Square::parse(&target).ok_or_else(syntax)?;
    let (mut from_file, mut from_rank) = (None, None);
    for &c in &chars[..chars.len() - 2] {
        match c {
            'a'..='h' if from_file.is_none() => from_file = Some(c as u8 - b'a'),
            '1'..='8' if from_rank.is_none() => from_rank = Some(c as u8 - b'1'),
            _ => return Err(syntax()),
        }
    }
    let candidates: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|&mv| {
            !mv.is_castling()
                && mv.to() == to
                && pos.piece_on(mv.from()).map(|p| p.kind()) == Some(piece)
                && from_file.is_none_or(|file| mv.from().file() == file)
                && from_rank.is_none_or(|rank| mv.from().rank() == rank)
                && match (mv.promotion_kind(), promotion) {
                    (None, None) => true,
                    (Some(kind), Some(wanted)) => kind == wanted,
                    (Some(kind), None) => kind == PieceKind::Queen, // `b8` alone promotes to a queen
                    (None, Some(_)) => false,
                }
        })
        .collect();
    match pick(candidates) {
        Ok(mv) => Ok(mv),
        Err(error) => pos.parse_uci_move(original.trim(), false).ok_or(error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn san(fen: &str, uci: &str) -> String {
        let pos = Position::from_fen(fen).unwrap();
        to_san(&pos, pos.parse_uci_move(uci, false).unwrap())
    }

    fn parse(fen: &str, text: &str) -> Result<String, SanError> {
        let pos = Position::from_fen(fen).unwrap();
        parse_san(&pos, text).map(|mv| mv.to_uci(false).to_string())
    }

    #[test]
    fn writes_disambiguation_captures_checks_and_promotions() {
        let knights = "4k3/8/8/8/8/8/8/1N1NK3 w - - 0 1";
        assert_eq!(san(knights, "b1c3"), "Nbc3");
        let rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
        assert_eq!(san(rooks, "a1a3"), "R1a3");
        let queens = "k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1";
        assert_eq!(san(queens, "c3d2"), "Qc3d2");
        assert_eq!(san("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"), "exd5");
        assert_eq!(san("7k/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q"), "b8=Q+");
        assert_eq!(san("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "d1d8"), "Rd8#");
        assert_eq!(san("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "O-O");
        assert_eq!(san("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1", "d5e6"), "dxe6");
    }

    #[test]
    fn reads_lenient_input() {
        let start = crate::chess::fen::STARTPOS;
        assert_eq!(parse(start, "Nf3"), Ok("g1f3".into()));
        assert_eq!(parse(start, "e4!?"), Ok("e2e4".into()));
        assert_eq!(parse(start, "e2e4"), Ok("e2e4".into()));
        assert_eq!(parse(start, "Ng1-f3"), Ok("g1f3".into()));
        let promotion = "7k/1P6/8/8/8/8/8/4K3 w - - 0 1";
        for text in ["b8=Q", "b8Q", "b8q", "b8=Q+", "b8(Q)"] {
            assert_eq!(parse(promotion, text), Ok("b7b8q".into()), "{text}");
        }
        assert_eq!(parse(promotion, "b8=N"), Ok("b7b8n".into()));
        let castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        for (text, uci) in [("0-0", "e1g1"), ("O-O", "e1g1"), ("O-O-O", "e1c1"), ("0-0-0", "e1c1")] {
            assert_eq!(parse(castle, text), Ok(uci.into()));
        }
        let knights = "4k3/8/8/8/8/8/8/1N1NK3 w - - 0 1";
        assert_eq!(parse(knights, "Nbc3"), Ok("b1c3".into()));
        assert!(matches!(parse(knights, "Nc3"), Err(SanError::Ambiguous(_))));
        let rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
        assert_eq!(parse(rooks, "R1a3"), Ok("a1a3".into()));
        assert_eq!(parse(rooks, "R5a3"), Ok("a5a3".into()));
        assert_eq!(parse("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1", "dxe6 e.p."), Ok("d5e6".into()));
        assert!(matches!(parse(start, "Nf4"), Err(SanError::Illegal(_))));
        assert!(matches!(parse(start, "hello"), Err(SanError::Syntax(_))));
        assert!(matches!(parse(start, ""), Err(SanError::Syntax(_))));
        // A lower-case b is a pawn file, not a bishop.
        assert_eq!(parse("4k3/8/8/8/8/2p5/1P6/4K3 w - - 0 1", "bxc3"), Ok("b2c3".into()));
    }
}
