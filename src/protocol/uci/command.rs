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
    /// `go ...`: the request, with what was wrong in it (each wrong parameter is left out or,
    /// for a number out of range, replaced by the nearest number in range). A GUI waits for the
    /// `bestmove` of every `go`, so a `go` is never refused.
    Go(GoRequest, Vec<String>),
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
        "go" => match rest.as_slice() {
            ["perft", depth] => Ok(Command::Perft(number(depth, "perft depth", 0, 64)?)),
            ["perft", ..] => Err("usage: go perft DEPTH".to_string()),
            _ => parse_go(&rest),
        },
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
        _ => Err(out_of_range(text, what, &min, &max)),
    }
}

fn out_of_range(text: &str, what: &str, min: &dyn std::fmt::Display, max: &dyn std::fmt::Display) -> String {
    format!("{what} is out of range: must be between {min} and {max}, found {}", shorten(text))
}

/// A number of a `go` parameter: one out of range becomes the nearest in range, with the error
/// saying so in `problems`; one that is no number is an error.
fn go_number<T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy>(
    text: &str,
    what: &str,
    (min, max): (T, T),
    problems: &mut Vec<String>,
) -> Result<T, String> {
    if !is_integer(text) {
        return Err(format!("{what} must be a number, found '{}'", shorten(text)));
    }
    let negative = text.starts_with('-');
    let value = match text.parse::<T>() {
        Ok(value) if value >= min && value <= max => return Ok(value),
        Ok(value) if value < min => min,
        Ok(_) => max,
        Err(_) if negative => min,
        Err(_) => max,
    };
    problems.push(format!("{}; using {value}", out_of_range(text, what, &min, &max)));
    Ok(value)
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
fn milliseconds(text: &str, what: &str, problems: &mut Vec<String>) -> Result<Duration, String> {
    let max = MAX_CLOCK.as_millis() as i64;
    let value: i64 = go_number(text, what, (-max, max), problems)?;
    Ok(Duration::from_millis(value.max(0) as u64))
}

/// `go`: every parameter that can be read is used; each wrong one is reported in the command's
/// list and left out (a number out of range is replaced by the nearest in range). Only `go perft`
/// with a wrong depth is an error, since it is no search.
fn parse_go(words: &[&str]) -> Result<Command, String> {
    let mut request = GoRequest::default();
    let mut problems = Vec::new();
    let mut i = 0;
    while i < words.len() {
        match go_parameter(&words[i..], &mut request, &mut problems) {
            Ok(used) => i += used,
            Err((problem, used)) => {
                problems.push(format!("{problem}; ignored"));
                i += used;
            }
        }
    }
    Ok(Command::Go(request, problems))
}

/// Reads the `go` parameter that starts `words` into `request`; returns how many words it used,
/// or what is wrong with it and how many words to skip.
fn go_parameter(words: &[&str], request: &mut GoRequest, problems: &mut Vec<String>) -> Result<usize, (String, usize)> {
    let keyword = words[0];
    // The value, unless it is missing (the next word is another parameter, or there is none).
    let value = words.get(1).copied().filter(|word| !GO_KEYWORDS.contains(word));
    let used = 1 + usize::from(value.is_some());
    let text = || value.ok_or((format!("'go {keyword}' needs a value"), used));
    let wrong = |problem: String| (problem, used);
    match keyword {
        "infinite" => request.infinite = true,
        "ponder" => request.ponder = true,
        "searchmoves" => {
            let moves = words[1..].iter().take_while(|w| !GO_KEYWORDS.contains(w));
            request.search_moves.extend(moves.map(|m| m.to_string()));
            return Ok(1 + words[1..].iter().take_while(|w| !GO_KEYWORDS.contains(w)).count());
        }
        "wtime" | "btime" | "winc" | "binc" | "movetime" => {
            let time = Some(milliseconds(text()?, keyword, problems).map_err(wrong)?);
            match keyword {
                "wtime" => request.time[0] = time,
                "btime" => request.time[1] = time,
                "winc" => request.increment[0] = time,
                "binc" => request.increment[1] = time,
                _ => request.move_time = time,
            }
        }
        "movestogo" => request.moves_to_go = Some(go_number(text()?, keyword, (0, 100_000), problems).map_err(wrong)?),
        "depth" => request.depth = Some(go_number(text()?, keyword, (1, 200), problems).map_err(wrong)?),
        "nodes" => request.nodes = Some(go_number(text()?, keyword, (1, u64::MAX), problems).map_err(wrong)?),
        "mate" => request.mate = Some(go_number(text()?, keyword, (1, 100), problems).map_err(wrong)?),
        other => return Err((format!("unknown go parameter '{}'", shorten(other)), 1)),
    }
    Ok(if matches!(keyword, "infinite" | "ponder") { 1 } else { used })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The request of a `go` line, with its list of problems.
    fn go(line: &str) -> (GoRequest, Vec<String>) {
        match parse(line) {
            Ok(Command::Go(request, problems)) => (request, problems),
            other => panic!("{line}: not a go command but {other:?}"),
        }
    }

    #[test]
    fn go_parameters_are_read_with_their_values() {
        let (request, problems) = go("go wtime 1000 btime -5 winc 10 movestogo 3 searchmoves e2e4 d2d4 depth 7");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(request.time, [Some(Duration::from_millis(1000)), Some(Duration::ZERO)]);
        assert_eq!(request.increment[0], Some(Duration::from_millis(10)));
        assert_eq!((request.moves_to_go, request.depth), (Some(3), Some(7)));
        assert_eq!(request.search_moves, ["e2e4", "d2d4"]);
        let (request, _) = go("go ponder searchmoves a2a3");
        assert!(request.ponder && request.search_moves == ["a2a3"]);
        assert_eq!(parse("go perft 3"), Ok(Command::Perft(3)));
    }

    #[test]
    fn a_wrong_go_parameter_is_reported_and_the_go_still_searches() {
        let (request, problems) = go("go depth");
        assert!(problems[0].contains("needs a value") && request == GoRequest::default(), "{problems:?}");
        let (request, problems) = go("go depth x movetime 50");
        assert!(problems[0].contains("must be a number"), "{problems:?}");
        assert_eq!((request.depth, request.move_time), (None, Some(Duration::from_millis(50))));
        // Out of range: the nearest number in range, said in the message.
        let (request, problems) = go("go depth 0");
        assert!(problems[0].contains("between 1 and 200") && problems[0].contains("using 1"), "{problems:?}");
        assert_eq!(request.depth, Some(1));
        let (request, problems) = go("go nodes 0");
        assert_eq!((request.nodes, problems.len()), (Some(1), 1));
        let (request, problems) = go("go nodes 99999999999999999999999");
        assert!(problems[0].contains("18446744073709551615"), "{problems:?}");
        assert_eq!(request.nodes, Some(u64::MAX));
        let (request, problems) = go("go wtime 99999999999999 btime 1000");
        assert!(problems[0].contains("out of range") && problems[0].contains("31536000000"), "{problems:?}");
        assert_eq!(request.time, [Some(MAX_CLOCK), Some(Duration::from_secs(1))]);
        let (request, problems) = go("go btime -9999999999");
        assert!(problems.is_empty() && request.time[1] == Some(Duration::ZERO), "a fallen flag within range is zero");
        let (request, problems) = go("go sideways depth 3");
        assert!(problems[0].contains("unknown go parameter 'sideways'"), "{problems:?}");
        assert_eq!(request.depth, Some(3));
        assert!(go("go searchmoves").0.search_moves.is_empty());
        assert!(parse("go perft x").unwrap_err().contains("must be a number"));
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
