//! xboard (CECP v2) commands: one input line becomes one `Command`, or an error message.

use crate::input::{is_integer, shorten};
use crate::search::time::MAX_CLOCK;
use std::time::Duration;

/// A command from an xboard GUI.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `xboard`: the protocol greeting.
    Xboard,
    /// `protover N`: answer with the feature list.
    Protover(u32),
    /// `new`: the standard start, engine plays black, leave force mode.
    New,
    /// `variant NAME`.
    Variant(String),
    /// `force`: play neither side.
    Force,
    /// `go`: play the side to move and start thinking.
    Go,
    /// `playother`: play the side not to move.
    PlayOther,
    /// `white` / `black` (protocol 1): the engine plays the other colour.
    PlayColor(crate::chess::Color),
    /// `level MPS BASE INC`.
    Level {
        /// Moves per session (0: the whole game).
        moves: u32,
        /// Base time.
        base: Duration,
        /// Increment per move.
        increment: Duration,
    },
    /// `st SECONDS`: a fixed time per move.
    SearchTime(Duration),
    /// `sd DEPTH`.
    SearchDepth(i32),
    /// `nps N` (not supported).
    Nps,
    /// `time CS`: the engine's clock.
    Time(Duration),
    /// `otim CS`: the opponent's clock.
    OpponentTime(Duration),
    /// `usermove MOVE` or a bare move.
    UserMove(String),
    /// `?`: move now.
    MoveNow,
    /// `ping N`.
    Ping(String),
    /// `result ...`: the game is over.
    Result,
    /// `setboard FEN`.
    SetBoard(String),
    /// `undo`: take back one move.
    Undo,
    /// `remove`: take back two moves.
    Remove,
    /// `hard` / `easy`: pondering on or off.
    Ponder(bool),
    /// `post` / `nopost`: thinking output on or off.
    Post(bool),
    /// `analyze`.
    Analyze,
    /// `exit`: leave analysis.
    Exit,
    /// `.`: analysis status.
    Status,
    /// `memory MB`.
    Memory(usize),
    /// `cores N`.
    Cores(usize),
    /// `egtpath KIND PATH`: where endgame tables of a kind are (only `syzygy` is read).
    EgtPath {
        /// The kind of tables.
        kind: String,
        /// Their folders.
        path: String,
    },
    /// `quit`.
    Quit,
    /// Commands that need no action from this engine (`accepted`, `random`, `computer`, ...).
    Ignored,
}

/// What went wrong with a line, in the two forms the protocol knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// `Error (unknown command): X`.
    Unknown(String),
    /// `Error (REASON): COMMAND`.
    Bad {
        /// Why, in a few words.
        reason: String,
        /// The command as received.
        command: String,
    },
}

/// Whether `word` looks like a move in coordinate notation or castling (`O-O`, `0-0-0`).
pub fn looks_like_move(word: &str) -> bool {
    let bytes = word.as_bytes();
    let square = |file: u8, rank: u8| (b'a'..=b'h').contains(&file) && (b'1'..=b'8').contains(&rank);
    let coordinate = (bytes.len() == 4 || (bytes.len() == 5 && b"qrbnQRBN".contains(&bytes[4])))
        && square(bytes[0], bytes[1])
        && square(bytes[2], bytes[3]);
    coordinate || matches!(word, "O-O" | "O-O-O" | "0-0" | "0-0-0")
}

/// Why a time could not be read: not a number of the expected form, or beyond [`MAX_CLOCK`].
enum TimeError {
    Form,
    Range,
}

/// A time up to [`MAX_CLOCK`] from a count of `unit`s, none of it able to overflow.
fn bounded(count: u64, unit: Duration) -> Result<Duration, TimeError> {
    let time = u32::try_from(count).ok().and_then(|count| unit.checked_mul(count)).ok_or(TimeError::Range)?;
    if time > MAX_CLOCK {
        return Err(TimeError::Range);
    }
    Ok(time)
}

/// A whole number of things, saturated at `usize::MAX`; `None` if not a whole number.
fn count(text: &str) -> Option<usize> {
    match text.parse() {
        Ok(n) => Some(n),
        Err(_) if is_integer(text) && !text.starts_with('-') => Some(usize::MAX),
        Err(_) => None,
    }
}

/// Centiseconds; a negative clock (a flag already fallen) counts as zero.
fn centiseconds(text: &str) -> Result<Duration, TimeError> {
    match text.parse::<i64>() {
        Ok(value) => bounded(value.max(0) as u64, Duration::from_millis(10)),
        Err(_) if is_integer(text) => Err(TimeError::Range),
        Err(_) => Err(TimeError::Form),
    }
}

/// `M` or `M:SS` minutes.
fn minutes(text: &str) -> Result<Duration, TimeError> {
    let (minutes, seconds) = text.split_once(':').unwrap_or((text, "0"));
    let whole = |t: &str| match t.parse::<u64>() {
        Ok(n) => Ok(n),
        Err(_) if is_integer(t) && !t.starts_with('-') => Err(TimeError::Range),
        Err(_) => Err(TimeError::Form),
    };
    let (minutes, seconds) = (whole(minutes)?, whole(seconds)?);
    if seconds >= 60 {
        return Err(TimeError::Form);
    }
    let base = bounded(minutes, Duration::from_secs(60))?;
    base.checked_add(Duration::from_secs(seconds)).filter(|&t| t <= MAX_CLOCK).ok_or(TimeError::Range)
}

/// Seconds, possibly with a fraction.
fn seconds(text: &str) -> Result<Duration, TimeError> {
    let value: f64 = text.parse().map_err(|_| TimeError::Form)?;
    if !value.is_finite() || value < 0.0 {
        return Err(TimeError::Form);
    }
    if value > MAX_CLOCK.as_secs_f64() {
        return Err(TimeError::Range);
    }
    Ok(Duration::from_secs_f64(value))
}

/// Parses one line; `Ok(None)` for an empty line.
pub fn parse(line: &str) -> Result<Option<Command>, ParseError> {
    let line = line.trim();
    let Some(first) = line.split_whitespace().next() else { return Ok(None) };
    let rest = line[first.len()..].trim();
    let args: Vec<&str> = rest.split_whitespace().collect();
    let bad = |reason: &str| ParseError::Bad { reason: reason.to_string(), command: shorten(line) };
    // A time's error: its expected form, or the range it must lie in.
    let bad_time = |form: &'static str| {
        move |error| match error {
            TimeError::Form => bad(form),
            TimeError::Range => bad(&format!("out of range: times go up to {} s", MAX_CLOCK.as_secs())),
        }
    };
    let single = if args.len() == 1 { Some(args[0]) } else { None };
    let one = |_: &[&str]| single.ok_or_else(|| bad("needs one argument"));
    let command = match first {
        "xboard" => Command::Xboard,
        "protover" => Command::Protover(one(&args)?.parse().map_err(|_| bad("bad version"))?),
        "new" => Command::New,
        "variant" => Command::Variant(one(&args)?.to_string()),
        "force" => Command::Force,
        "go" => Command::Go,
        "playother" => Command::PlayOther,
        "white" => Command::PlayColor(crate::chess::Color::Black),
        "black" => Command::PlayColor(crate::chess::Color::White),
        "level" => {
            let [moves, base, increment] = args[..] else { return Err(bad("usage: level MPS BASE INC")) };
            Command::Level {
                moves: match moves.parse() {
                    Ok(moves) => moves,
                    Err(_) if is_integer(moves) => {
                        return Err(bad(&format!("out of range: moves per session go up to {}", u32::MAX)))
                    }
                    Err(_) => return Err(bad("moves per session must be a whole number")),
                },
                base: minutes(base).map_err(bad_time("base time must be M or M:SS"))?,
                increment: seconds(increment).map_err(bad_time("increment must be seconds"))?,
            }
        }
        "st" => Command::SearchTime(seconds(one(&args)?).map_err(bad_time("st needs seconds"))?),
        "sd" => match one(&args)?.parse() {
            Ok(depth) if (1..=200).contains(&depth) => Command::SearchDepth(depth),
            _ => return Err(bad("depth must be 1 to 200")),
        },
        "nps" => Command::Nps,
        "time" => Command::Time(centiseconds(one(&args)?).map_err(bad_time("time needs centiseconds"))?),
        "otim" => Command::OpponentTime(centiseconds(one(&args)?).map_err(bad_time("otim needs centiseconds"))?),
        "usermove" => Command::UserMove(one(&args)?.to_string()),
        "?" => Command::MoveNow,
        "ping" => Command::Ping(rest.to_string()),
        "result" => Command::Result,
        "setboard" if !rest.is_empty() => Command::SetBoard(rest.to_string()),
        "setboard" => return Err(bad("setboard needs a FEN")),
        "undo" => Command::Undo,
        "remove" => Command::Remove,
        "hard" => Command::Ponder(true),
        "easy" => Command::Ponder(false),
        "post" => Command::Post(true),
        "nopost" => Command::Post(false),
        "analyze" => Command::Analyze,
        "exit" => Command::Exit,
        "." => Command::Status,
        // The session clamps both to the engine's range, so a count past usize saturates.
        "memory" => Command::Memory(count(one(&args)?).ok_or_else(|| bad("memory needs MB"))?),
        "cores" => Command::Cores(count(one(&args)?).ok_or_else(|| bad("cores needs a number"))?),
        "egtpath" => match rest.split_once(char::is_whitespace) {
            Some((kind, path)) => Command::EgtPath { kind: kind.to_string(), path: path.trim().to_string() },
            None => return Err(bad("egtpath needs a kind and a path")),
        },
        "quit" => Command::Quit,
        "accepted" | "rejected" | "random" | "computer" | "name" | "rating" | "ics" | "draw" | "hint" | "bk"
        | "option" | "easy_mode" => Command::Ignored,
        word if args.is_empty() && looks_like_move(word) => Command::UserMove(word.to_string()),
        _ => {
            return Err(ParseError::Unknown(shorten(line)));
        }
    };
    Ok(Some(command))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_reads_minutes_and_seconds() {
        let level = parse("level 40 4:30 0.5").unwrap().unwrap();
        assert_eq!(
            level,
            Command::Level { moves: 40, base: Duration::from_secs(270), increment: Duration::from_millis(500) }
        );
        assert!(parse("level 40 4:75 0").is_err());
        assert!(parse("level 40 5").is_err());
    }

    #[test]
    fn absurd_times_are_out_of_range_not_wrapped() {
        let reason = |line: &str| match parse(line) {
            Err(ParseError::Bad { reason, .. }) => reason,
            other => panic!("{line}: {other:?}"),
        };
        for line in [
            "level 1 300000000000000000 0",
            "level 0 99999999999999999999999 0",
            "time 9999999999999",
            "otim 99999999999999999999",
            "st 1e300",
        ] {
            assert!(reason(line).starts_with("out of range"), "{line}: {}", reason(line));
        }
        assert_eq!(reason("time soon"), "time needs centiseconds");
        assert_eq!(
            parse("level 0 525600 0").unwrap(),
            Some(Command::Level { moves: 0, base: MAX_CLOCK, increment: Duration::ZERO })
        );
    }

    #[test]
    fn moves_commands_and_errors() {
        assert_eq!(parse("e2e4").unwrap(), Some(Command::UserMove("e2e4".into())));
        assert_eq!(parse("e7e8q").unwrap(), Some(Command::UserMove("e7e8q".into())));
        assert_eq!(parse("O-O").unwrap(), Some(Command::UserMove("O-O".into())));
        assert_eq!(parse("usermove g1f3").unwrap(), Some(Command::UserMove("g1f3".into())));
        assert_eq!(parse("time 12345").unwrap(), Some(Command::Time(Duration::from_millis(123_450))));
        assert_eq!(parse("time -5").unwrap(), Some(Command::Time(Duration::ZERO)));
        assert_eq!(parse("ping 7").unwrap(), Some(Command::Ping("7".into())));
        assert_eq!(parse("  ").unwrap(), None);
        assert!(matches!(parse("fly away"), Err(ParseError::Unknown(_))));
        assert!(matches!(parse("e9e4"), Err(ParseError::Unknown(_))));
        assert!(matches!(parse("sd 0"), Err(ParseError::Bad { .. })));
        assert!(matches!(parse("st soon"), Err(ParseError::Bad { .. })));
        assert!(matches!(parse("memory"), Err(ParseError::Bad { .. })));
    }
}
