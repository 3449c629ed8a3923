//! EPD lines: a position (FEN's four board fields, and the move counters where they follow), then
//! operations such as `bm Qg6; id "WAC.001";`.

use crate::chess::Position;

/// Splits an EPD (or FEN) line into its position, the four board fields plus the two move
/// counters where numbers follow them, and the rest: the EPD operations (`bm Qg6; id "x";`).
pub fn split_epd(line: &str) -> (&str, &str) {
    let line = line.trim();
    let (mut end, mut fields) = (0, 0);
    while fields < 6 {
        let rest = line[end..].trim_start();
        let length = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let field = &rest[..length];
        if field.is_empty() || (fields >= 4 && !field.bytes().all(|b| b.is_ascii_digit())) {
            break;
        }
        end = line.len() - rest.len() + length;
        fields += 1;
    }
    (&line[..end], line[end..].trim_start())
}

/// The positions of an EPD or FEN text, one a line (operations after the position are ignored;
/// blank lines and `#` comments are skipped). An error names the line.
pub fn read_positions(text: &str) -> Result<Vec<Position>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .map(|(index, line)| Position::from_fen(split_epd(line).0).map_err(|e| format!("line {}: {e}", index + 1)))
        .collect()
}

/// One EPD operation: its opcode and its operands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operation {
    /// The opcode (`bm`, `id`, ...).
    pub opcode: String,
    /// The operands, string operands without their quotes.
    pub operands: Vec<String>,
}

/// The operations of an EPD line's operation part, by the standard's grammar: each ends with a
/// `;`, operands are separated by spaces, and a string operand is in double quotes, where a `;`
/// or a space is part of the string (and `\"` a quote). A missing final `;` is forgiven.
pub fn operations(text: &str) -> Result<Vec<Operation>, String> {
    let mut operations = Vec::new();
    let mut words: Vec<String> = Vec::new();
    let mut chars = text.chars().peekable();
    let mut finish = |words: &mut Vec<String>| {
        if !words.is_empty() {
            let opcode = words.remove(0);
            operations.push(Operation { opcode, operands: std::mem::take(words) });
        }
    };
    while let Some(c) = chars.next() {
        match c {
            ';' => finish(&mut words),
            c if c.is_whitespace() => {}
            '"' => {
                let mut string = String::new();
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') if chars.peek() == Some(&'"') => string.push(chars.next().unwrap_or('"')),
                        Some(c) => string.push(c),
                        None => return Err("string operand not closed".to_string()),
                    }
                }
                words.push(string);
            }
            c => {
                let mut word = String::from(c);
                while let Some(&next) = chars.peek() {
                    if next.is_whitespace() || next == ';' || next == '"' {
                        break;
                    }
                    word.push(next);
                    chars.next();
                }
                words.push(word);
            }
        }
    }
    finish(&mut words);
    Ok(operations)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::STARTPOS;

    #[test]
    fn epd_lines_split_into_position_and_operations() {
        let wac = r#"2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";"#;
        assert_eq!(
            split_epd(wac),
            ("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - -", r#"bm Qg6; id "WAC.001";"#)
        );
        assert_eq!(split_epd(&format!("  {STARTPOS}  ")), (STARTPOS, ""));
        assert_eq!(
            split_epd("8/8/8/8/8/8/8/K1k5 b -  -   0 7 c0 \"x\";"),
            ("8/8/8/8/8/8/8/K1k5 b -  -   0 7", "c0 \"x\";")
        );
        assert_eq!(split_epd("8/8/8 w"), ("8/8/8 w", ""));
    }

    #[test]
    fn positions_are_read_line_by_line() {
        let text = format!("# openings\n\n{STARTPOS}\n4k3/8/8/8/8/8/4P3/4K3 w - - bm e4;\n");
        let positions = read_positions(&text).unwrap();
        assert_eq!(positions.len(), 2);
        assert_eq!(positions[0], Position::startpos());
        assert!(read_positions("4k3/8/8/8/8/8/4P3/4K3 w - -\n8/8/8 w - -\n").unwrap_err().starts_with("line 2: "));
    }

    #[test]
    fn operations_follow_the_grammar_with_quoted_strings() {
        let ops = operations(r#"bm Qg6 Rf8; id "WAC; \"one\""; c0 "a b";noop;  am e4"#).unwrap();
        let pairs: Vec<(&str, Vec<&str>)> =
            ops.iter().map(|op| (op.opcode.as_str(), op.operands.iter().map(String::as_str).collect())).collect();
        assert_eq!(
            pairs,
            [
                ("bm", vec!["Qg6", "Rf8"]),
                ("id", vec!["WAC; \"one\""]),
                ("c0", vec!["a b"]),
                ("noop", vec![]),
                ("am", vec!["e4"])
            ]
        );
        assert!(operations(r#"id "never closed"#).is_err());
    }
}
