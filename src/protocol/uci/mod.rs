//! The Universal Chess Interface front end.
//!
//! Commands are read on the calling thread while the search runs on its own threads, so `isready`
//! and `stop` are answered at once. Any bad input gets `info string error: ...` and changes
//! nothing: the previous position and options stay.

pub mod command;
pub mod info;

use crate::chess::Position;
use crate::engine::book::BookMode;
use crate::engine::game::Game;
use crate::engine::{limits, Engine};
use crate::eval;
use crate::input::{is_integer, shorten};
use crate::protocol::StdoutLines;
use crate::tools::bench;
use command::{parse, Command};
use info::UciPrinter;
use std::io::BufRead;
use std::sync::Arc;

/// Whether to go on reading commands.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Flow {
    /// Read the next command.
    Continue,
    /// `quit` was received.
    Quit,
}

/// The state of a UCI conversation: the engine and the options only this protocol has.
pub struct UciSession {
    engine: Engine,
    debug: bool,
    ponder: bool,
}

impl Default for UciSession {
    fn default() -> UciSession {
        UciSession::new()
    }
}

/// Writes an error the GUI can show; the engine carries on.
fn error(message: &str) {
    crate::say!("info string error: {message}");
}

impl UciSession {
    /// A session with a fresh engine.
    pub fn new() -> UciSession {
        UciSession { engine: Engine::new(), debug: false, ponder: false }
    }

    /// Reads commands from `input` until `quit` or the end of input. The end of input means the
    /// GUI is gone: a running search is stopped (its best move still sent) and the engine exits.
    pub fn run(&mut self, mut input: impl BufRead) {
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            match input.read_until(b'\n', &mut bytes) {
                Ok(0) => break,
                Ok(_) => {
                    if self.handle(&String::from_utf8_lossy(&bytes)) == Flow::Quit {
                        self.engine.stop();
                        return;
                    }
                }
                Err(e) => {
                    error(&format!("cannot read input: {e}"));
                    break;
                }
            }
        }
        self.engine.stop();
    }

    /// Handles one line of input.
    pub fn handle(&mut self, line: &str) -> Flow {
        match parse(line) {
            Ok(command) => self.execute(command),
            Err(message) => {
                error(&message);
                Flow::Continue
            }
        }
    }

    fn execute(&mut self, command: Command) -> Flow {
        match command {
            Command::Uci => self.identify(),
            Command::Debug(on) => self.debug = on,
            Command::IsReady => crate::say!("readyok"),
            Command::SetOption { name, value } => {
                if let Err(message) = self.set_option(&name, value.as_deref()) {
                    error(&message);
                }
            }
            Command::NewGame => self.engine.new_game(),
            Command::Position { fen, moves } => {
                let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
                match Game::from_uci(fen.as_deref(), &moves, self.engine.chess960()) {
                    Ok(game) => {
                        self.engine.set_game(game);
                        if self.debug {
                            crate::say!("info string position {}", self.engine.game().current().to_fen());
                        }
                    }
                    Err(message) => error(&format!("{message}; keeping the previous position")),
                }
            }
            Command::Go(request) => {
                let pos = *self.engine.game().current();
                if pos.legal_moves().is_empty() {
                    let score = if pos.in_check() { "mate 0" } else { "cp 0" };
                    crate::say!("info depth 0 score {score}");
                }
                let printer = Arc::new(UciPrinter { chess960: self.engine.chess960() });
                self.engine.go(&request, printer);
            }
            Command::Perft(depth) => self.engine.perft(depth, Box::new(StdoutLines::default())),
            Command::Stop => self.engine.stop(),
            Command::PonderHit => self.engine.ponderhit(),
            Command::Quit => return Flow::Quit,
            Command::Display => display(self.engine.game().current()),
            Command::Eval => crate::say!("{}", eval::describe(self.engine.game().current()).trim_end()),
            Command::Bench(depth) => {
                self.engine.stop();
                if let Err(e) = bench::run(&mut std::io::stdout().lock(), depth.unwrap_or(bench::DEFAULT_DEPTH)) {
                    error(&e.to_string());
                }
            }
            Command::Empty => {}
        }
        Flow::Continue
    }

    fn identify(&self) {
        crate::say!("id name Hetman {}", env!("CARGO_PKG_VERSION"));
        crate::say!("id author the Hetman developers");
        let spin = |name: &str, (min, default, max): (u64, u64, u64)| {
            crate::say!("option name {name} type spin default {default} min {min} max {max}");
        };
        let widen = |(a, b, c): (usize, usize, usize)| (a as u64, b as u64, c as u64);
        spin("Hash", widen(limits::HASH_MB));
        spin("Threads", widen(limits::THREADS));
        crate::say!("option name Clear Hash type button");
        crate::say!("option name Ponder type check default false");
        spin("MultiPV", widen(limits::MULTI_PV));
        spin("Move Overhead", limits::MOVE_OVERHEAD_MS);
        spin("Contempt", limits::CONTEMPT_CP);
        crate::say!("option name UCI_Chess960 type check default false");
        crate::say!("option name OwnBook type check default false");
        crate::say!("option name BookFile type string default <empty>");
        crate::say!("option name Book Depth type spin default 20 min 0 max 200");
        crate::say!("option name Book Mode type combo default Weighted var Best var Weighted");
        crate::say!("option name Book Seed type spin default 1 min 0 max 2147483647");
        #[cfg(feature = "tune")]
        for param in crate::search::params::ALL {
            let (min, max) = param.range();
            crate::say!("option name {} type spin default {} min {min} max {max}", param.name(), param.default());
        }
        crate::say!("uciok");
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), String> {
        let number = |what: &str| -> Result<u64, String> {
            let text = value.ok_or(format!("option {what} needs a value"))?;
            let text = text.trim();
            match text.parse::<u64>() {
                Ok(n) => Ok(n),
                Err(_) if text.starts_with('-') && is_integer(text) => {
                    Err(format!("option {what} is out of range: it cannot be negative, found {}", shorten(text)))
                }
                // Too large for u64: saturated, so that the option's own range check reports it.
                Err(_) if is_integer(text) => Ok(u64::MAX),
                Err(_) => Err(format!("option {what} needs a whole number, found '{}'", shorten(text))),
            }
        };
        let check = |what: &str| -> Result<bool, String> {
            match value.map(str::trim) {
                Some("true") => Ok(true),
                Some("false") => Ok(false),
                _ => Err(format!("option {what} must be true or false")),
            }
        };
        let as_usize = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
        match name.to_ascii_lowercase().as_str() {
            "hash" => self.engine.set_hash(as_usize(number("Hash")?)),
            "threads" => self.engine.set_threads(as_usize(number("Threads")?)),
            "clear hash" => {
                self.engine.clear_hash();
                Ok(())
            }
            "ponder" => check("Ponder").map(|on| self.ponder = on),
            "multipv" => self.engine.set_multipv(as_usize(number("MultiPV")?)),
            "move overhead" => self.engine.set_move_overhead(number("Move Overhead")?),
            "contempt" => self.engine.set_contempt(number("Contempt")?),
            "uci_chess960" => check("UCI_Chess960").map(|on| self.engine.set_chess960(on)),
            "ownbook" => self.engine.book_mut().set_enabled(check("OwnBook")?),
            "bookfile" => self.engine.book_mut().set_file(value.unwrap_or("")),
            "book depth" => match number("Book Depth")? {
                plies @ 0..=200 => {
                    self.engine.book_mut().set_depth(plies as u32);
                    Ok(())
                }
                plies => Err(format!("Book Depth must be between 0 and 200, got {plies}")),
            },
            "book mode" => match value.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
                Some("best") => {
                    self.engine.book_mut().set_mode(BookMode::Best);
                    Ok(())
                }
                Some("weighted") => {
                    self.engine.book_mut().set_mode(BookMode::Weighted);
                    Ok(())
                }
                _ => Err("option Book Mode must be Best or Weighted".to_string()),
            },
            "book seed" => match number("Book Seed")? {
                seed @ 0..=2_147_483_647 => {
                    self.engine.book_mut().set_seed(seed);
                    Ok(())
                }
                seed => Err(format!("Book Seed must be between 0 and 2147483647, got {seed}")),
            },
            #[cfg(feature = "tune")]
            _ if crate::search::params::find(name).is_some() => {
                let param = crate::search::params::find(name).expect("just found");
                let text = value.ok_or(format!("option {} needs a value", param.name()))?;
                let number = text
                    .trim()
                    .parse()
                    .map_err(|_| format!("option {} needs a whole number, found '{}'", param.name(), shorten(text)))?;
                param.set(number)
            }
            _ => Err(format!("unknown option '{}'", shorten(name))),
        }
    }
}

/// `d`: the board, its FEN, key and checkers.
fn display(pos: &Position) {
    crate::say!("{pos}");
    crate::say!("Key: {:016X}", pos.key());
    let checkers: Vec<String> = pos.checkers().into_iter().map(|sq| sq.to_string()).collect();
    crate::say!("Checkers: {}", checkers.join(" "));
}
