//! UCI commands: one input line becomes one `Command`, or an error message saying what is wrong.

use crate::engine::go::GoRequest;
use crate::input::{is_integer, shorten};
use crate::search::time::MAX_CLOCK;
use std::time::Duration;

/// A command from the GUI.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `uci`: identify and list the options.
    Uci,
    /// `debug on|off`.
    Debug(bool),
    /// `isready`.
    IsReady,
    /// `setoption name N [value V]`.
    SetOption {
        /// The option name as sent.
        name: String,
        /// The value, if any.
        value: Option<String>,
    },
    /// `ucinewgame`.
    NewGame,
    /// `position startpos|fen F [moves M...]`.
    Position {
        /// The FEN, or `None` for the start position.
        fen: Option<String>,
        /// Moves in UCI notation.
        moves: Vec<String>,
    },
    /// `go ...`.
    Go(GoRequest),
    /// `go perft N`.
    Perft(u32),
    /// `stop`.
    Stop,
    /// `ponderhit`.
    PonderHit,
    /// `quit`.
    Quit,
    /// `d`: show the board.
    Display,
    /// `eval`: show the static evaluation.
    Eval,
    /// `bench [depth]`.
    Bench(Option<i32>),
    /// `genfens N seed S book None|PATH [...]`: OpenBench's request for N opening FENs.
    Genfens {
        /// How many positions.
        count: usize,
        /// The seed: the same seed and book give the same positions.
        seed: u64,
        /// The EPD book to start from; `None` for the start position.
        book: Option<String>,
    },
    /// An empty line, ignored.
    Empty,
}

/// Words that start a `go` parameter; `searchmoves` collects moves until the next of them.
const GO_KEYWORDS: [&str; 13] = [
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
    "perft",
];

/// Parses one line of UCI input.
pub fn parse(line: &str) -> Result<Command, String> {
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else { return Ok(Command::Empty) };
    let rest: Vec<&str> = words.collect();
    let no_arguments = |command: Command| {
        if rest.is_empty() {
            Ok(command)
        } else {
            Err(format!("'{first}' takes no arguments, found '{}'", rest.join(" ")))
        }
    };
    match first {
        "uci" => no_arguments(Command::Uci),
        "isready" => no_arguments(Command::IsReady),
        "ucinewgame" => no_arguments(Command::NewGame),
        "stop" => no_arguments(Command::Stop),
        "ponderhit" => no_arguments(Command::PonderHit),
        "quit" => Ok(Command::Quit),
        "d" => no_arguments(Command::Display),
        "eval" => no_arguments(Command::Eval),
        "debug" => match rest.as_slice() {
            ["on"] => Ok(Command::Debug(true)),
            ["off"] => Ok(Command::Debug(false)),
            _ => Err("usage: debug on|off".to_string()),
        },
        "setoption" => parse_setoption(&rest),
        "position" => parse_position(&rest),
        "go" => parse_go(&rest),
        "bench" => match rest.as_slice() {
            [] => Ok(Command::Bench(None)),
            [depth] => Ok(Command::Bench(Some(number(depth, "bench depth", 1, 64)?))),
            _ => Err("usage: bench [depth]".to_string()),
        },
        "genfens" => parse_genfens(&rest),
        other => Err(format!("unknown command '{}'", shorten(other))),
    }
}

fn number<T: std::str::FromStr + PartialOrd + std::fmt::Display>(
    text: &str,
    what: &str,
    min: T,
    max: T,
) -> Result<T, String> {
    match text.parse::<T>() {
        Ok(value) if value >= min && value <= max => Ok(value),
        Err(_) if !is_integer(text) => Err(format!("{what} must be a number, found '{}'", shorten(text))),
        // A whole number too large for the type is out of range like any other.
        _ => Err(format!("{what} is out of range: must be between {min} and {max}, found {}", shorten(text))),
    }
}

/// `genfens N seed S book B`, as OpenBench sends it; words after the book are OpenBench's extra
/// arguments, which Hetman takes none of and ignores.
fn parse_genfens(words: &[&str]) -> Result<Command, String> {
    match words {
        [count, "seed", seed, "book", book, ..] => Ok(Command::Genfens {
            count: number(count, "genfens count", 1, 100_000_000)?,
            seed: number(seed, "genfens seed", 0, u64::MAX)?,
            book: (!book.eq_ignore_ascii_case("none")).then(|| book.to_string()),
        }),
        _ => Err("usage: genfens N seed S book None|PATH".to_string()),
    }
}

fn parse_setoption(words: &[&str]) -> Result<Command, String> {
    let usage = "usage: setoption name NAME [value VALUE]";
    if words.first() != Some(&"name") {
        return Err(usage.to_string());
    }
    let value_at = words.iter().position(|&w| w == "value");
    let name_words = &words[1..value_at.unwrap_or(words.len())];
    if name_words.is_empty() {
        return Err(usage.to_string());
    }
    let value = value_at.map(|at| words[at + 1..].join(" "));
    Ok(Command::SetOption { name: name_words.join(" "), value })
}

fn parse_position(words: &[&str]) -> Result<Command, String> {
    let usage = "usage: position startpos|fen FEN [moves M...]";
    let moves_at = words.iter().position(|&w| w == "moves");
    let (setup, moves) = match moves_at {
        Some(at) => (&words[..at], &words[at + 1..]),
        None => (words, &[][..]),
    };
    let fen = match setup {
        ["startpos"] => None,
        ["fen", fields @ ..] if !fields.is_empty() => Some(fields.join(" ")),
        _ => return Err(usage.to_string()),
    };
    Ok(Command::Position { fen, moves: moves.iter().map(|m| m.to_string()).collect() })
}

/// Milliseconds as sent by a GUI, up to [`MAX_CLOCK`]; negative clock values (a flag already
/// fallen) count as zero.
fn milliseconds(text: &str, what: &str) -> Result<Duration, String> {
    let max = MAX_CLOCK.as_millis() as i64;
    let value: i64 = number(text, what, -max, max)?;
    Ok(Duration::from_millis(value.max(0) as u64))
}

fn parse_go(words: &[&str]) -> Result<Command, String> {
    let mut request = GoRequest::default();
    let mut i = 0;
    while i < words.len() {
        let keyword = words[i];
        let value = || words.get(i + 1).copied().ok_or(format!("'go {keyword}' needs a value"));
        // Words used: the keyword and, for most, one value.
        let mut step = 2;
        match keyword {
            "infinite" => (request.infinite, step) = (true, 1),
            "ponder" => (request.ponder, step) = (true, 1),
            "searchmoves" => {
                let moves: Vec<String> =
                    words[i + 1..].iter().take_while(|w| !GO_KEYWORDS.contains(w)).map(|m| m.to_string()).collect();
                step = 1 + moves.len();
                request.search_moves.extend(moves);
            }
            "perft" => return Ok(Command::Perft(number(value()?, "perft depth", 0, 64)?)),
            "wtime" => request.time[0] = Some(milliseconds(value()?, keyword)?),
            "btime" => request.time[1] = Some(milliseconds(value()?, keyword)?),
            "winc" => request.increment[0] = Some(milliseconds(value()?, keyword)?),
            "binc" => request.increment[1] = Some(milliseconds(value()?, keyword)?),
            "movetime" => request.move_time = Some(milliseconds(value()?, keyword)?),
            "movestogo" => request.moves_to_go = Some(number(value()?, keyword, 0, 100_000)?),
            "depth" => request.depth = Some(number(value()?, keyword, 1, 200)?),
            "nodes" => request.nodes = Some(number(value()?, keyword, 1, u64::MAX)?),
            "mate" => request.mate = Some(number(value()?, keyword, 1, 100)?),
            other => return Err(format!("unknown go parameter '{}'", shorten(other))),
        }
        i += step;
    }
    Ok(Command::Go(request))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_parameters_are_read_with_their_values() {
        let Ok(Command::Go(go)) = parse("go wtime 1000 btime -5 winc 10 movestogo 3 searchmoves e2e4 d2d4 depth 7")
        else {
            panic!("not a go command")
        };
        assert_eq!(go.time, [Some(Duration::from_millis(1000)), Some(Duration::ZERO)]);
        assert_eq!(go.increment[0], Some(Duration::from_millis(10)));
        assert_eq!((go.moves_to_go, go.depth), (Some(3), Some(7)));
        assert_eq!(go.search_moves, ["e2e4", "d2d4"]);
        let Ok(Command::Go(go)) = parse("go ponder searchmoves a2a3") else { panic!() };
        assert!(go.ponder && go.search_moves == ["a2a3"]);
        assert_eq!(parse("go perft 3"), Ok(Command::Perft(3)));
    }

    #[test]
    fn bad_go_parameters_are_errors() {
        assert!(parse("go depth").unwrap_err().contains("needs a value"));
        assert!(parse("go depth x").unwrap_err().contains("must be a number"));
        assert!(parse("go nodes 0").unwrap_err().contains("between"));
        let huge = parse("go nodes 99999999999999999999999").unwrap_err();
        assert!(huge.contains("out of range") && huge.contains("18446744073709551615"), "{huge}");
        let clock = parse("go wtime 99999999999999").unwrap_err();
        assert!(clock.contains("out of range") && clock.contains("31536000000"), "{clock}");
        assert!(parse("go btime -9999999999").is_ok(), "a fallen flag within the range is zero");
        assert!(parse("go sideways").unwrap_err().contains("unknown go parameter"));
        assert!(matches!(parse("go searchmoves"), Ok(Command::Go(go)) if go.search_moves.is_empty()));
    }

    #[test]
    fn position_and_setoption_are_split_into_their_parts() {
        assert_eq!(
            parse("position fen 8/8/8/8/8/8/8/K1k5 w - - 0 1 moves a1a2"),
            Ok(Command::Position { fen: Some("8/8/8/8/8/8/8/K1k5 w - - 0 1".into()), moves: vec!["a1a2".into()] })
        );
        assert_eq!(parse("position startpos"), Ok(Command::Position { fen: None, moves: vec![] }));
        assert!(parse("position").is_err());
        assert!(parse("position fen").is_err());
        assert_eq!(
            parse("setoption name Move Overhead value 30"),
            Ok(Command::SetOption { name: "Move Overhead".into(), value: Some("30".into()) })
        );
        assert_eq!(
            parse("setoption name Clear Hash"),
            Ok(Command::SetOption { name: "Clear Hash".into(), value: None })
        );
        assert!(parse("setoption value 3").is_err());
    }

    #[test]
    fn unknown_and_empty_lines() {
        assert_eq!(parse("   "), Ok(Command::Empty));
        assert!(parse("fly").unwrap_err().contains("unknown command 'fly'"));
        let long = "x".repeat(10_000);
        assert!(parse(&long).unwrap_err().len() < 100);
        assert!(parse("uci now").is_err());
    }
}
