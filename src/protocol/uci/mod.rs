//! The Universal Chess Interface front end.
//!
//! Commands are read on the calling thread while the search runs on its own threads, so `isready`
//! and `stop` are answered at once. Any bad input gets `info string error: ...` and changes
//! nothing: the previous position and options stay.

pub mod command;
pub mod info;

use crate::chess::game::Game;
use crate::chess::Position;
use crate::cli::bench;
use crate::engine::{options, Engine};
use crate::eval;
use crate::output::StdoutLines;
use crate::tuning::openings::{self, StartOptions};
use command::{parse, Command};
use info::{error, UciPrinter};
use std::io::BufRead;
use std::sync::Arc;
use std::time::Instant;

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
}

impl Default for UciSession {
    fn default() -> UciSession {
        UciSession::new()
    }
}

impl UciSession {
    /// A session with a fresh engine.
    pub fn new() -> UciSession {
        UciSession { engine: Engine::new(), debug: false }
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

    /// Sets each option of `settings` (name, value), reporting what cannot be set.
    pub fn apply_settings(&mut self, settings: &[(&str, String)]) {
        for (name, value) in settings {
            if let Err(message) = self.set_option(name, Some(value)) {
                error(&message);
            }
        }
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
                for note in self.engine.take_notes() {
                    crate::say!("info string {note}");
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
            Command::Go(mut request, problems) => {
                request.received = Some(Instant::now());
                // The search before ends (its best move sent) before anything of this one is said.
                self.engine.stop();
                for problem in problems {
                    error(&problem);
                }
                crate::say!("info string {}", self.engine.evaluation_name());
                let pos = *self.engine.game().current();
                if pos.legal_moves().is_empty() {
                    let score = if pos.in_check() { "mate 0" } else { "cp 0" };
                    crate::say!("info depth 0 score {score}");
                }
                let printer =
                    Arc::new(UciPrinter { chess960: self.engine.chess960(), show_wdl: self.engine.show_wdl() });
                self.engine.go(&request, printer);
            }
            Command::Perft(depth) => self.engine.perft(depth, Box::new(StdoutLines::default())),
            Command::Stop => self.engine.stop(),
            Command::PonderHit => self.engine.ponderhit(),
            Command::Quit => return Flow::Quit,
            Command::Display => display(self.engine.game().current()),
            Command::Eval => {
                let (pos, network) = (self.engine.game().current(), self.engine.network());
                let name = self.engine.evaluation_name();
                crate::say!("{}", eval::nnue::piece_values::describe(network, pos, name));
                if let Some(score) = eval::bare_king::bare_king_score(pos) {
                    let cp = crate::wdl::normalized(score, crate::wdl::material(pos));
                    crate::say!("Bare king against mating material: the search scores cp {cp} for the side to move");
                }
            }
            Command::Bench(depth) => {
                self.engine.stop();
                if let Err(e) = bench::run(
                    &mut std::io::stdout().lock(),
                    depth.unwrap_or(bench::DEFAULT_DEPTH),
                    self.engine.network().clone(),
                ) {
                    error(&e.to_string());
                }
            }
            Command::Genfens { count, seed, book } => {
                self.engine.stop();
                if let Err(message) = self.genfens(count, seed, book.as_deref()) {
                    error(&message);
                }
            }
            Command::Empty => {}
        }
        Flow::Continue
    }

    /// Runs `commands` (the words of the command line: each a UCI command, as OpenBench passes
    /// `genfens` and `setoption`), then waits for a search they started and ends.
    pub fn run_commands(&mut self, commands: &[String]) {
        for command in commands {
            if self.handle(command) == Flow::Quit {
                break;
            }
        }
        self.engine.wait();
    }

    /// OpenBench's `genfens`: random balanced starts from the book (or the start position, or
    /// with `UCI_Chess960` a Chess960 start), one `info string genfens FEN` line each.
    fn genfens(&self, count: usize, seed: u64, book: Option<&str>) -> Result<(), String> {
        let book = match book {
            Some(path) => crate::tuning::command::read_openings(path)?,
            None => Vec::new(),
        };
        let options = StartOptions {
            random_plies: openings::DEFAULT_RANDOM_PLIES,
            chess960: self.engine.chess960() && book.is_empty(),
        };
        openings::genfens(count, seed, &book, &options, self.engine.network(), |fen| {
            crate::say!("info string genfens {fen}")
        })
    }

    fn identify(&self) {
        crate::say!("id name Hetman {}", env!("HETMAN_VERSION"));
        crate::say!("id author the Hetman developers");
        for option in options::all() {
            crate::say!("{}", option.uci_line());
        }
        crate::say!("uciok");
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), String> {
        options::set(&mut self.engine, name, value)
    }
}

/// `d`: the board, its FEN, key and checkers.
fn display(pos: &Position) {
    crate::say!("{pos}");
    crate::say!("Key: {:016X}", pos.key());
    let checkers: Vec<String> = pos.checkers().into_iter().map(|sq| sq.to_string()).collect();
    crate::say!("Checkers: {}", checkers.join(" "));
}
