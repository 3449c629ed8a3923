//! A streaming PGN reader: one game at a time from any `BufRead`, so files of any size can be read.
//!
//! Tags are kept; comments (`{...}`, `; ...`), variations (`(...)`, nested), numeric annotation
//! glyphs (`$1`), move numbers and `!?`-style suffixes are skipped. A `FEN` tag sets the start
//! position. A broken game (bad tag, unreadable FEN, illegal move, unclosed comment) is reported as
//! an error naming the game and the line, and reading goes on with the next game.

use super::san::parse_san;
use crate::chess::{fen, Move, Position};
use crate::input::shorten;
use std::fmt;
use std::io::BufRead;

/// How a game ended, as its movetext says.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*` or no result.
    Unknown,
}

/// One game read from PGN.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// Tag pairs in file order.
    pub tags: Vec<(String, String)>,
    /// The position before the first move.
    pub start: Position,
    /// The moves of the main line.
    pub moves: Vec<Move>,
    /// The result.
    pub result: GameResult,
}

impl PgnGame {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(key, _)| key == name).map(|(_, value)| value.as_str())
    }
}

/// A game that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The line of the problem, from 1.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, line {}: {}", self.game, self.line, self.message)
    }
}

/// Reads games one by one.
pub struct PgnReader<R> {
    input: R,
    /// The next line, read but not used yet, with its number.
    pending: Option<(usize, String)>,
    line_number: usize,
    games: usize,
    bytes_read: usize,
}

impl<R: BufRead> PgnReader<R> {
    /// A reader over `input`.
    pub fn new(input: R) -> PgnReader<R> {
        PgnReader { input, pending: None, line_number: 0, games: 0, bytes_read: 0 }
    }

    /// Bytes consumed from the input so far (for progress bars).
    pub fn bytes_read(&self) -> usize {
        self.bytes_read
    }

    fn next_line(&mut self) -> Option<(usize, String)> {
        if let Some(line) = self.pending.take() {
            return Some(line);
        }
        let mut bytes = Vec::new();
        match self.input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => None,
            Ok(count) => {
                self.bytes_read += count;
                self.line_number += 1;
                let text = String::from_utf8_lossy(&bytes).trim_end_matches(['\n', '\r']).to_string();
                Some((self.line_number, text))
            }
        }
    }

    /// The lines of the next game: tag lines, then movetext up to the next tag line outside a
    /// comment. `None` at the end of input.
    ///
    /// Comments follow the PGN standard (8.2.5): a brace comment runs to the first `}` (braces do
    /// not nest, and a `;` inside one is text), a `;` comment to the end of the line (a `{` inside
    /// one is text); tag values are strings, whose braces are text too.
    fn next_game_lines(&mut self) -> Option<Vec<(usize, String)>> {
        let mut lines = Vec::new();
        let mut in_movetext = false;
        let mut in_brace_comment = false;
        while let Some((number, text)) = self.next_line() {
            let trimmed = text.trim_start();
            let is_tag = !in_brace_comment && trimmed.starts_with('[');
            if is_tag && in_movetext {
                self.pending = Some((number, text));
                break;
            }
            if trimmed.is_empty() && lines.is_empty() {
                continue;
            }
            if !is_tag && !trimmed.is_empty() {
                in_movetext = true;
            }
            let mut outside_comments = String::new();
            if !is_tag {
                for c in text.chars() {
                    match (in_brace_comment, c) {
                        (true, '}') => in_brace_comment = false,
                        (true, _) => {}
                        (false, '{') => in_brace_comment = true,
                        (false, ';') => break,
                        (false, c) => outside_comments.push(c),
                    }
                }
            }
            let ends_game = !in_brace_comment
                && in_movetext
                && matches!(outside_comments.split_whitespace().last(), Some("1-0" | "0-1" | "1/2-1/2" | "*"));
            lines.push((number, text));
            if ends_game {
                break;
            }
        }
        (!lines.is_empty()).then_some(lines)
    }
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        let lines = self.next_game_lines()?;
        self.games += 1;
        Some(parse_game(self.games, &lines))
    }
}

fn parse_tag(text: &str) -> Option<(String, String)> {
    let inner = text.trim().strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, value) = inner.split_once(char::is_whitespace)?;
    let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
    Some((name.to_string(), value.replace("\\\"", "\"").replace("\\\\", "\\")))
}

fn parse_game(game: usize, lines: &[(usize, String)]) -> Result<PgnGame, PgnError> {
    let error = |line: usize, message: String| PgnError { game, line, message };
    let mut tags = Vec::new();
    let mut movetext: Vec<(usize, &str)> = Vec::new();
    for (number, text) in lines {
        let trimmed = text.trim();
        if movetext.is_empty() && trimmed.starts_with('[') {
            tags.push(parse_tag(trimmed).ok_or_else(|| error(*number, format!("bad tag '{}'", shorten(trimmed))))?);
        } else {
            movetext.push((*number, text));
        }
    }
    let fen_tag = tags.iter().find(|(name, _)| name == "FEN").map(|(_, value)| value.clone());
    let start = Position::from_fen(fen_tag.as_deref().unwrap_or(fen::STARTPOS))
        .map_err(|e| error(lines[0].0, format!("bad FEN tag: {e}")))?;
    let mut pos = start;
    let mut moves = Vec::new();
    let mut result = GameResult::Unknown;
    let mut in_brace_comment = false;
    let mut variation_depth = 0usize;
    let mut last_line = lines[0].0;
    'lines: for (number, text) in movetext {
        last_line = number;
        let mut chars = text.char_indices().peekable();
        while let Some((start_index, c)) = chars.next() {
            if in_brace_comment {
                in_brace_comment = c != '}';
                continue;
            }
            match c {
                '{' => in_brace_comment = true,
                ';' => continue 'lines,
                '(' => variation_depth += 1,
                ')' => variation_depth = variation_depth.saturating_sub(1),
                c if c.is_whitespace() => {}
                _ => {
                    let mut end = start_index + c.len_utf8();
                    while let Some(&(index, next)) = chars.peek() {
                        if next.is_whitespace() || "{}();".contains(next) {
                            break;
                        }
                        end = index + next.len_utf8();
                        chars.next();
                    }
                    let token = &text[start_index..end];
                    if variation_depth > 0 || token.starts_with('$') {
                        continue;
                    }
                    let finished = match token {
                        "1-0" => Some(GameResult::WhiteWins),
                        "0-1" => Some(GameResult::BlackWins),
                        "1/2-1/2" => Some(GameResult::Draw),
                        "*" => Some(GameResult::Unknown),
                        _ => None,
                    };
                    if let Some(finished) = finished {
                        result = finished;
                        continue;
                    }
                    // Move numbers, possibly glued to the move: `12.`, `12...`, `12.e4`.
                    let token = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
                    if token.is_empty() {
                        continue;
                    }
                    let mv = parse_san(&pos, token)
                        .map_err(|e| error(number, format!("{e} after {} moves", moves.len())))?;
                    pos.make_move(mv);
                    moves.push(mv);
                }
            }
        }
    }
    if in_brace_comment {
        return Err(error(last_line, "comment not closed".to_string()));
    }
    Ok(PgnGame { tags, start, moves, result })
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAMES: &str = r#"[Event "Test"]
[White "A \"quoted\" name"]
[Result "1-0"]

1. e4 {a comment
over two lines (with parens)} e5 2. Nf3 (2. Bc4 Nf6 (2... Bc5) 3. d3) 2... Nc6 $1 3.Bb5 a6!? ; a rest-of-line comment
4. Ba4 1-0

[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]
[Result "1/2-1/2"]

1. O-O Kd7 1/2-1/2

[Event "Broken"]

1. e4 e5 2. Nf4 *

1. d4 d5 *
"#;

    #[test]
    fn reads_tags_moves_and_results_and_survives_a_broken_game() {
        let results: Vec<Result<PgnGame, PgnError>> = PgnReader::new(GAMES.as_bytes()).collect();
        assert_eq!(results.len(), 4);
        let first = results[0].as_ref().unwrap();
        assert_eq!(first.tag("White"), Some("A \"quoted\" name"));
        assert_eq!(first.result, GameResult::WhiteWins);
        let uci: Vec<String> = first.moves.iter().map(|m| m.to_uci(false).to_string()).collect();
        assert_eq!(uci, ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4"]);
        let second = results[1].as_ref().unwrap();
        assert_eq!((second.moves.len(), second.result), (2, GameResult::Draw));
        let broken = results[2].as_ref().unwrap_err();
        assert_eq!((broken.game, broken.line), (3, 16));
        assert!(broken.message.contains("Nf4"), "{broken}");
        let fourth = results[3].as_ref().unwrap();
        assert_eq!((fourth.moves.len(), fourth.result), (2, GameResult::Unknown));
    }

    #[test]
    fn broken_tags_fens_and_comments_are_errors() {
        let bad_tag = "[Event Test]\n\n1. e4 *\n";
        assert!(PgnReader::new(bad_tag.as_bytes()).next().unwrap().unwrap_err().message.contains("bad tag"));
        let bad_fen = "[FEN \"8/8/8 w\"]\n\n1. e4 *\n";
        assert!(PgnReader::new(bad_fen.as_bytes()).next().unwrap().unwrap_err().message.contains("bad FEN"));
        let open_comment = "1. e4 { never closed\n";
        assert_eq!(PgnReader::new(open_comment.as_bytes()).next().unwrap().unwrap_err().message, "comment not closed");
        assert!(PgnReader::new("".as_bytes()).next().is_none());
        assert!(PgnReader::new("\n\n  \n".as_bytes()).next().is_none());
    }

    #[test]
    fn braces_in_tag_values_and_line_comments_are_text() {
        let games = "[Event \"a { b\"]\n\n1. e4 e5 ; a { here\n2. Nf3 { a ; and a { } Nc6 1-0\n\n\
                     [Event \"next\"]\n\n1. d4 *\n";
        let results: Vec<Result<PgnGame, PgnError>> = PgnReader::new(games.as_bytes()).collect();
        assert_eq!(results.len(), 2, "{results:?}");
        let first = results[0].as_ref().unwrap();
        assert_eq!(first.tag("Event"), Some("a { b"));
        assert_eq!((first.moves.len(), first.result), (4, GameResult::WhiteWins));
        assert_eq!(results[1].as_ref().unwrap().tag("Event"), Some("next"));
    }
}
