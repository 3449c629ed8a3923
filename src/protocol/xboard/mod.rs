//! The xboard / WinBoard front end (Chess Engine Communication Protocol, version 2).
//!
//! xboard tells the engine which side it plays and then only sends moves; the engine thinks
//! whenever its side is to move. Input is read on its own thread and arrives here as events,
//! together with the best moves of finished searches, so everything that changes the game
//! happens on this one thread, in order.
//!
//! A `ping` that arrives while the engine is thinking about its own move is answered after the
//! move, so `pong` always means that everything before it, including the move, is done.

pub mod command;
pub mod output;

use crate::chess::game::Game;
use crate::chess::{Color, Move};
use crate::engine::go::GoRequest;
use crate::engine::{options, Engine, SearchListener};
use crate::input::shorten;
use crate::search::report::{LineReport, SearchResult};
use command::{parse, Command, ParseError};
use output::{format_move, format_outcome, format_thinking, parse_move};
use std::io::BufRead;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// What the session reacts to.
enum Event {
    /// A line from the GUI.
    Input(String),
    /// The GUI closed our input.
    InputEnd,
    /// A search ended with this result.
    SearchDone { id: u64, result: Option<SearchResult> },
}

/// Why a search is running.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum SearchKind {
    /// On the engine's move: its result is played.
    Think,
    /// On the opponent's time, after the reply we expect.
    Ponder { expected: Move },
    /// Analysis: never played.
    Analyze,
}

#[derive(Copy, Clone, Debug)]
struct ActiveSearch {
    id: u64,
    kind: SearchKind,
}

/// The clock settings from `level`, `st` and `sd`.
#[derive(Copy, Clone, Debug)]
struct TimeControl {
    moves_per_session: u32,
    base: Duration,
    increment: Duration,
    fixed_move_time: Option<Duration>,
    depth: Option<i32>,
}

impl Default for TimeControl {
    /// xboard's own default: 40 moves in 5 minutes.
    fn default() -> TimeControl {
        TimeControl {
            moves_per_session: 40,
            base: Duration::from_secs(300),
            increment: Duration::ZERO,
            fixed_move_time: None,
            depth: None,
        }
    }
}

/// Prints thinking lines and hands the result back to the session.
struct XboardListener {
    id: u64,
    events: Sender<Event>,
    post: bool,
    chess960: bool,
    last_line: Arc<Mutex<Option<LineReport>>>,
}

impl SearchListener for XboardListener {
    fn line(&self, line: &LineReport) {
        if line.bound.is_some() || line.multipv != 1 {
            return;
        }
        if self.post {
            crate::say!("{}", format_thinking(line, self.chess960));
        }
        if let Ok(mut last) = self.last_line.lock() {
            *last = Some(line.clone());
        }
    }

    fn done(&self, result: Option<&SearchResult>) {
        let _ = self.events.send(Event::SearchDone { id: self.id, result: result.cloned() });
    }

    fn warning(&self, text: &str) {
        crate::say!("# warning: {text}");
    }
}

/// The state of an xboard conversation.
pub struct XboardSession {
    /// The engine, which owns the game and the Chess960 notation.
    engine: Engine,
    events: Receiver<Event>,
    sender: Sender<Event>,
    force: bool,
    engine_color: Color,
    post: bool,
    ponder: bool,
    analyzing: bool,
    search: Option<ActiveSearch>,
    next_search_id: u64,
    time_control: TimeControl,
    own_time: Option<Duration>,
    opponent_time: Option<Duration>,
    pending_pongs: Vec<String>,
    last_line: Arc<Mutex<Option<LineReport>>>,
}

/// Writes an xboard error line.
fn error(reason: &str, command: &str) {
    crate::say!("Error ({reason}): {command}");
}

impl XboardSession {
    fn new() -> XboardSession {
        let (sender, events) = channel();
        XboardSession {
            engine: Engine::new(),
            events,
            sender,
            force: false,
            engine_color: Color::Black,
            post: false,
            ponder: false,
            analyzing: false,
            search: None,
            next_search_id: 0,
            time_control: TimeControl::default(),
            own_time: None,
            opponent_time: None,
            pending_pongs: Vec::new(),
            last_line: Arc::new(Mutex::new(None)),
        }
    }

    /// Runs a session on standard input (after the `xboard` line) until `quit` or end of input.
    pub fn run_stdin(settings: &[(&str, String)]) {
        let mut session = XboardSession::new();
        for (name, value) in settings {
            if let Err(message) = options::set(&mut session.engine, name, Some(value)) {
                crate::say!("# warning: {message}");
            }
        }
        let sender = session.sender.clone();
        std::thread::spawn(move || {
            let mut input = std::io::stdin().lock();
            let mut bytes = Vec::new();
            loop {
                bytes.clear();
                match input.read_until(b'\n', &mut bytes) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        if sender.send(Event::Input(String::from_utf8_lossy(&bytes).into_owned())).is_err() {
                            return;
                        }
                    }
                }
            }
            let _ = sender.send(Event::InputEnd);
        });
        session.run();
    }

    fn run(&mut self) {
        while let Ok(event) = self.events.recv() {
            match event {
                Event::Input(line) => {
                    if !self.handle(&line) {
                        break;
                    }
                }
                Event::InputEnd => {
                    // The GUI is gone: a move in progress is cut short (and still sent), then stop.
                    if matches!(self.search, Some(ActiveSearch { kind: SearchKind::Think, .. })) {
                        self.engine.stop();
                        while let Ok(event) = self.events.try_recv() {
                            if let Event::SearchDone { id, result } = event {
                                self.search_done(id, result);
                            }
                        }
                    }
                    break;
                }
                Event::SearchDone { id, result } => self.search_done(id, result),
            }
        }
        self.cancel_search();
    }

    /// Handles one line; false on `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let command = match parse(line) {
            Ok(Some(command)) => command,
            Ok(None) => return true,
            Err(ParseError::Unknown(text)) => {
                crate::say!("Error (unknown command): {text}");
                return true;
            }
            Err(ParseError::Bad { reason, command }) => {
                error(&reason, &command);
                return true;
            }
        };
        let text = line.trim();
        match command {
            Command::Xboard => crate::say!(),
            Command::Protover(_) => self.features(),
            Command::New => {
                self.cancel_search();
                self.engine.new_game();
                self.engine.set_chess960(false);
                self.force = false;
                self.analyzing = false;
                self.engine_color = Color::Black;
                self.time_control = TimeControl { depth: None, fixed_move_time: None, ..self.time_control };
                self.own_time = None;
                self.opponent_time = None;
            }
            Command::Variant(name) => match name.as_str() {
                "normal" => self.engine.set_chess960(false),
                "fischerandom" => self.engine.set_chess960(true),
                _ => error("unsupported variant", text),
            },
            Command::Force => {
                self.cancel_search();
                self.force = true;
            }
            Command::Go => {
                self.force = false;
                self.engine_color = self.engine.game().current().side_to_move();
                self.cancel_search();
                self.think_if_our_turn();
            }
            Command::PlayOther => {
                self.cancel_search();
                self.force = false;
                self.engine_color = !self.engine.game().current().side_to_move();
            }
            Command::PlayColor(color) => {
                self.cancel_search();
                self.engine_color = color;
            }
            Command::Level { moves, base, increment } => {
                self.time_control = TimeControl {
                    moves_per_session: moves,
                    base,
                    increment,
                    fixed_move_time: None,
                    ..self.time_control
                };
            }
            Command::SearchTime(time) => self.time_control.fixed_move_time = Some(time),
            Command::SearchDepth(depth) => self.time_control.depth = Some(depth),
            Command::Nps => error("not supported", text),
            Command::Time(time) => self.own_time = Some(time),
            Command::OpponentTime(time) => self.opponent_time = Some(time),
            Command::UserMove(text) => self.user_move(&text),
            Command::MoveNow => {
                if matches!(self.search, Some(ActiveSearch { kind: SearchKind::Think, .. })) {
                    // The search ends at once and its move arrives as a SearchDone event.
                    self.engine.stop();
                }
            }
            Command::Ping(n) => {
                if matches!(self.search, Some(ActiveSearch { kind: SearchKind::Think, .. })) {
                    self.pending_pongs.push(n);
                } else {
                    crate::say!("pong {n}");
                }
            }
            Command::Result => {
                self.cancel_search();
                self.force = true;
            }
            Command::SetBoard(fen) => match Game::from_uci(Some(&fen), &[], self.engine.chess960()) {
                Ok(game) => {
                    self.cancel_search();
                    self.engine.set_game(game);
                    self.restart_analysis();
                }
                Err(message) => crate::say!("tellusererror Illegal position: {message}"),
            },
            Command::Undo => self.take_back(1, text),
            Command::Remove => self.take_back(2, text),
            Command::Ponder(on) => {
                self.ponder = on;
                if !on && matches!(self.search, Some(ActiveSearch { kind: SearchKind::Ponder { .. }, .. })) {
                    self.cancel_search();
                }
            }
            Command::Post(on) => self.post = on,
            Command::Analyze => {
                self.analyzing = true;
                self.restart_analysis();
            }
            Command::Exit => {
                if self.analyzing {
                    self.analyzing = false;
                    self.cancel_search();
                }
            }
            Command::Status => self.status(),
            Command::Memory(megabytes) => {
                if let Err(message) = options::HASH.set_number(&mut self.engine, options::HASH.clamp(megabytes)) {
                    error(&message, text);
                }
                self.restart_analysis();
            }
            Command::Cores(cores) => {
                if let Err(message) = options::THREADS.set_number(&mut self.engine, options::THREADS.clamp(cores)) {
                    error(&message, text);
                }
                self.restart_analysis();
            }
            Command::EgtPath { kind, path } => {
                if kind != "syzygy" {
                    error(&format!("only syzygy tables are read, not {}", shorten(&kind)), text);
                } else if let Err(message) = self.engine.set_syzygy_path(&path) {
                    error(&message, text);
                }
                for note in self.engine.take_notes() {
                    crate::say!("# {note}");
                }
            }
            Command::Quit => return false,
            Command::Ignored => {}
        }
        true
    }

    fn features(&self) {
        crate::say!("feature done=0");
        crate::say!("feature myname=\"Hetman {}\"", env!("HETMAN_VERSION"));
        crate::say!(
            "feature ping=1 setboard=1 usermove=1 san=0 sigint=0 sigterm=0 reuse=1 analyze=1 colors=0 \
             memory=1 smp=1 time=1 draw=0 egt=\"syzygy\" variants=\"normal,fischerandom\""
        );
        crate::say!("feature done=1");
    }

    /// Stops any search without using its result. Pings held back for the move are answered
    /// now, in the order they came: that move will not be played.
    fn cancel_search(&mut self) {
        if self.search.take().is_some() {
            self.engine.stop();
        }
        self.answer_pending_pings();
    }

    fn answer_pending_pings(&mut self) {
        for n in self.pending_pongs.drain(..) {
            crate::say!("pong {n}");
        }
    }

    /// Starts a search of the engine's game (after `request.after`, for a ponder search).
    fn start_search(&mut self, request: GoRequest, kind: SearchKind) {
        self.cancel_search();
        self.next_search_id += 1;
        let id = self.next_search_id;
        if let Ok(mut last) = self.last_line.lock() {
            *last = None;
        }
        let listener = Arc::new(XboardListener {
            id,
            events: self.sender.clone(),
            post: self.post || kind == SearchKind::Analyze,
            chess960: self.engine.chess960(),
            last_line: Arc::clone(&self.last_line),
        });
        self.engine.go(&request, listener);
        self.search = Some(ActiveSearch { id, kind });
    }

    /// The search request for the engine's move in `game` from the clock settings.
    fn timed_request(&self, game: &Game) -> GoRequest {
        let control = self.time_control;
        let mut request = GoRequest { depth: control.depth, ..GoRequest::default() };
        if let Some(time) = control.fixed_move_time {
            request.move_time = Some(time);
            return request;
        }
        let side = game.current().side_to_move();
        request.time[side.index()] = Some(self.own_time.unwrap_or(control.base));
        request.time[(!side).index()] = Some(self.opponent_time.unwrap_or(control.base));
        request.increment = [Some(control.increment); 2];
        if control.moves_per_session > 0 {
            // Moves this side has made since the start position, within the current session.
            let played = game.moves().len() as u32;
            let ours = if game.start().side_to_move() == side { played.div_ceil(2) } else { played / 2 };
            request.moves_to_go = Some(control.moves_per_session - ours % control.moves_per_session);
        }
        request
    }

    /// Starts thinking if the engine plays the side to move (announcing the result if the game is
    /// already over).
    fn think_if_our_turn(&mut self) {
        let game = self.engine.game();
        if self.force || self.analyzing || game.current().side_to_move() != self.engine_color {
            return;
        }
        if let Some(outcome) = game.outcome() {
            crate::say!("{}", format_outcome(outcome));
            return;
        }
        let request = self.timed_request(game);
        self.start_search(request, SearchKind::Think);
    }

    fn restart_analysis(&mut self) {
        if self.analyzing {
            let request = GoRequest { infinite: true, ..GoRequest::default() };
            self.start_search(request, SearchKind::Analyze);
        }
    }

    fn user_move(&mut self, text: &str) {
        let Some(mv) = parse_move(self.engine.game().current(), text, self.engine.chess960()) else {
            crate::say!("Illegal move: {}", crate::input::shorten(text));
            return;
        };
        if let Some(ActiveSearch { id, kind: SearchKind::Ponder { expected } }) = self.search {
            if mv == expected {
                // Ponder hit: the search goes on as our own thinking, with our clock running.
                self.search = Some(ActiveSearch { id, kind: SearchKind::Think });
                self.engine.ponderhit_with(mv);
                return;
            }
        }
        self.cancel_search();
        self.engine.play(mv);
        if self.analyzing {
            self.restart_analysis();
        } else {
            self.think_if_our_turn();
        }
    }

    fn take_back(&mut self, count: usize, text: &str) {
        if self.engine.game().moves().len() < count {
            error("no moves to take back", text);
            return;
        }
        self.cancel_search();
        for _ in 0..count {
            self.engine.undo();
        }
        self.restart_analysis();
    }

    fn search_done(&mut self, id: u64, result: Option<SearchResult>) {
        let Some(active) = self.search.filter(|s| s.id == id) else { return };
        if active.kind != SearchKind::Think {
            return; // a ponder or analysis search that ended by itself: wait for the GUI
        }
        self.search = None;
        if let Some(result) = result {
            crate::say!("move {}", format_move(result.best, self.engine.chess960()));
            self.engine.play(result.best);
            self.answer_pending_pings();
            if let Some(outcome) = self.engine.game().outcome() {
                crate::say!("{}", format_outcome(outcome));
                return;
            }
            self.start_ponder(result.ponder);
        }
        self.answer_pending_pings();
    }

    /// After our move: search the position after the reply we expect, on the opponent's time.
    fn start_ponder(&mut self, expected: Option<Move>) {
        let game = self.engine.game();
        let Some(expected) = expected.filter(|&mv| self.ponder && !self.force && game.current().is_legal(mv)) else {
            return;
        };
        let mut after = game.clone();
        after.play(expected);
        if after.outcome().is_some() {
            return;
        }
        let mut request = self.timed_request(&after);
        request.ponder = true;
        request.after = Some(expected);
        self.start_search(request, SearchKind::Ponder { expected });
    }

    /// `.` in analysis: `stat01: time nodes depth moves-left total-moves`.
    fn status(&self) {
        if !self.analyzing {
            return;
        }
        let last = self.last_line.lock().ok().and_then(|last| last.clone());
        let total = self.engine.game().current().legal_moves().len();
        match last {
            Some(line) => {
                crate::say!("stat01: {} {} {} 0 {total}", line.elapsed.as_millis() / 10, line.nodes, line.depth);
            }
            None => crate::say!("stat01: 0 0 0 {total} {total}"),
        }
    }
}
