//! The engine controller: the game, the options, the shared transposition table and the running
//! search. Protocol front ends (UCI, xboard) translate their commands into calls here; no search
//! code lives in them.

pub mod book;
pub mod go;
pub mod options;
mod pool;
mod threads;

use crate::chess::game::Game;
use crate::chess::{Move, Position};
use crate::eval::nnue::Network;
use crate::random::SplitMix64;
use crate::search::report::SearchResult;
use crate::search::strength::Strength;
use crate::search::tt::TranspositionTable;
use crate::syzygy::{self, Probing, Tablebases};
use book::OwnBook;
use go::GoRequest;
use pool::ThreadPool;
use std::sync::Arc;
use std::time::{Duration, Instant};
use threads::RunningSearch;
pub use threads::SearchListener;

/// The engine: a game, its options, and at most one search at a time.
pub struct Engine {
    game: Game,
    table: Arc<TranspositionTable>,
    /// The search threads, each with what it learnt in the searches of this game.
    pool: Arc<ThreadPool>,
    hash_mb: usize,
    multipv: usize,
    move_overhead: Duration,
    contempt: i32,
    /// The evaluation network.
    network: Arc<Network>,
    /// The file the network came from (empty for the built-in network).
    eval_file: String,
    /// What evaluates, as the user reads it (see [`Engine::evaluation_name`]).
    evaluation_name: String,
    chess960: bool,
    book: OwnBook,
    /// The Syzygy tables, if a `SyzygyPath` gave any.
    tablebases: Option<Arc<Tablebases>>,
    /// The `SyzygyPath` they came from.
    syzygy_path: String,
    syzygy_probe_depth: i32,
    syzygy_probe_limit: usize,
    syzygy_fifty_move_rule: bool,
    /// Notes for the user from the last option set (what was loaded, what was left out).
    notes: Vec<String>,
    /// Whether UCI info lines carry win/draw/loss chances.
    show_wdl: bool,
    /// `UCI_AnalyseMode`: a GUI analyses, so no book move is played.
    analyse_mode: bool,
    /// `UCI_LimitStrength`, `UCI_Elo` and `Skill Level`.
    limit_strength: bool,
    elo: i64,
    skill: i64,
    /// Seeds the choices of limited levels, one per search.
    random: SplitMix64,
    search: Option<RunningSearch>,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

impl Engine {
    /// An engine at the standard start position with default options.
    pub fn new() -> Engine {
        let mut engine = Engine::with_default_options();
        engine.name_evaluation();
        engine
    }

    /// Names the evaluation for [`Engine::evaluation_name`] (the network's fingerprint is
    /// computed once here, not at each search).
    fn name_evaluation(&mut self) {
        let source = if self.eval_file.is_empty() || self.eval_file == "<embedded>" {
            "built in".to_string()
        } else {
            self.eval_file.clone()
        };
        self.evaluation_name = format!("NNUE evaluation using network {:016x} ({source})", self.network.hash());
    }

    /// What evaluates: the network with its fingerprint and file.
    pub fn evaluation_name(&self) -> &str {
        &self.evaluation_name
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Replaces the game (after stopping any search).
    pub fn set_game(&mut self, game: Game) {
        self.stop();
        self.game = game;
    }

    /// Whether castling moves are read and written as king-takes-rook (Chess960).
    pub fn chess960(&self) -> bool {
        self.chess960
    }

    /// Sets Chess960 move notation.
    pub fn set_chess960(&mut self, on: bool) {
        self.chess960 = on;
    }

    /// Resizes the table to `megabytes` (within [`options::HASH`]'s range, which
    /// [`options::set`] checks); on failure the old table stays.
    pub(in crate::engine) fn set_hash(&mut self, megabytes: usize) -> Result<(), String> {
        self.stop();
        // The new table is made while the old one lives, so that a size the allocator refuses
        // leaves the old table in place (old and new must fit in memory together).
        match TranspositionTable::new(megabytes) {
            Ok(table) => {
                self.table = Arc::new(table);
                self.hash_mb = megabytes;
                Ok(())
            }
            Err(error) => Err(format!("{error}; keeping {} MB", self.hash_mb)),
        }
    }

    /// Empties the table and forgets what the searches learnt.
    pub fn clear_hash(&mut self) {
        self.stop();
        self.table.clear();
        self.forget_search_memories();
    }

    fn forget_search_memories(&mut self) {
        self.pool.forget();
    }

    /// The number of search threads.
    pub fn threads(&self) -> usize {
        self.pool.len()
    }

    /// Sets the number of search threads (within [`options::THREADS`]'s range) and starts
    /// them. Threads that cannot start are reported in the error and done without: the engine
    /// searches with those that started.
    pub(in crate::engine) fn set_threads(&mut self, threads: usize) -> Result<(), String> {
        self.stop();
        if threads == self.pool.len() {
            return Ok(());
        }
        // The old threads end first, so that old and new never need memory together.
        self.pool = Arc::new(ThreadPool::new(1).0);
        let (pool, started) = ThreadPool::new(threads);
        self.pool = Arc::new(pool);
        started
    }

    /// Sets the number of principal variations (within [`options::MULTI_PV`]'s range).
    pub(in crate::engine) fn set_multipv(&mut self, lines: usize) {
        self.multipv = lines;
    }

    /// Sets the time kept per move for communication lag (within [`options::MOVE_OVERHEAD`]'s
    /// range).
    pub(in crate::engine) fn set_move_overhead(&mut self, milliseconds: u64) {
        self.move_overhead = Duration::from_millis(milliseconds);
    }

    /// Sets what a draw costs the engine, in centipawns (within [`options::CONTEMPT`]'s range).
    pub(in crate::engine) fn set_contempt(&mut self, centipawns: u64) {
        self.contempt = centipawns as i32;
    }

    /// The network that evaluates.
    pub fn network(&self) -> &Arc<Network> {
        &self.network
    }

    /// Evaluates as `value` names from the next search on (see
    /// [`crate::eval::nnue::embedded::network_for`]: a network file, or `<embedded>` or empty for
    /// the built-in network). A file that cannot be read or is no network of this
    /// engine is refused with the reason, and the evaluation stays as it was.
    pub fn set_eval_file(&mut self, value: &str) -> Result<(), String> {
        let keeping = || match self.eval_file.as_str() {
            "" | "<empty>" | "<embedded>" => "keeping the built-in network".to_string(),
            file => format!("keeping the network of {file}"),
        };
        let network = crate::eval::nnue::embedded::network_for(value).map_err(|e| format!("{e}; {}", keeping()))?;
        self.stop();
        self.network = network;
        self.eval_file = value.trim().to_string();
        self.name_evaluation();
        self.forget_other_evaluation();
        Ok(())
    }

    /// Probes the Syzygy tables in the folders of `path` (separated by `:`, on Windows `;`); an
    /// empty path means none. Folders without tables and broken files are noted
    /// (see [`Engine::take_notes`]) and left out; a path where no table can be used is refused
    /// and the tables before are kept.
    pub fn set_syzygy_path(&mut self, path: &str) -> Result<(), String> {
        let path = path.trim();
        if path.is_empty() {
            self.stop();
            self.tablebases = None;
            self.syzygy_path.clear();
            return Ok(());
        }
        let mut found = syzygy::find_tables(path)?;
        let problems = std::mem::take(&mut found.messages);
        if found.wdl == 0 {
            let keeping = match self.tablebases {
                Some(_) => format!("keeping the tables of {}", self.syzygy_path),
                None => "playing without tables".to_string(),
            };
            let mut reasons = problems;
            if reasons.is_empty() {
                reasons.push(format!("no Syzygy tables in {path}"));
            }
            return Err(format!("{}; {keeping}", reasons.join("; ")));
        }
        self.stop();
        // The prober holds one set of tables at a time: the old set goes first.
        self.tablebases = None;
        self.syzygy_path.clear();
        let tables = Tablebases::load(found)?;
        self.notes.extend(problems);
        self.notes.push(tables.summary());
        self.tablebases = Some(Arc::new(tables));
        self.syzygy_path = path.to_string();
        Ok(())
    }

    /// Positions with exactly the probe limit's count of pieces are probed from this depth on.
    pub(in crate::engine) fn set_syzygy_probe_depth(&mut self, depth: i32) {
        self.syzygy_probe_depth = depth;
    }

    /// Positions with more pieces than this are not probed.
    pub(in crate::engine) fn set_syzygy_probe_limit(&mut self, pieces: usize) {
        self.syzygy_probe_limit = pieces;
    }

    /// Whether cursed wins and blessed losses count as the draws the fifty-move rule makes them.
    pub fn set_syzygy_fifty_move_rule(&mut self, on: bool) {
        self.syzygy_fifty_move_rule = on;
    }

    /// Whether info lines carry win/draw/loss chances (`UCI_ShowWDL`).
    pub fn show_wdl(&self) -> bool {
        self.show_wdl
    }

    /// Shows win/draw/loss chances in info lines, or not.
    pub fn set_show_wdl(&mut self, on: bool) {
        self.show_wdl = on;
    }

    /// Sets `UCI_AnalyseMode`: while on, the engine plays no book move (the GUI analyses).
    pub fn set_analyse_mode(&mut self, on: bool) {
        self.analyse_mode = on;
    }

    /// Sets `UCI_LimitStrength`: play at the level of `UCI_Elo`.
    pub fn set_limit_strength(&mut self, on: bool) {
        self.limit_strength = on;
    }

    /// Sets `UCI_Elo`, the level played under `UCI_LimitStrength`.
    pub(in crate::engine) fn set_elo(&mut self, elo: i64) {
        self.elo = elo;
    }

    /// Sets `Skill Level` (full strength at its maximum; `UCI_LimitStrength` takes precedence).
    pub(in crate::engine) fn set_skill(&mut self, skill: i64) {
        self.skill = skill;
    }

    /// The level the engine plays at, or `None` at full strength.
    pub fn strength(&self) -> Option<Strength> {
        if self.limit_strength {
            Some(Strength::from_elo(self.elo))
        } else {
            Strength::from_skill(self.skill)
        }
    }

    /// The notes left for the user by the options set since the last call, oldest first.
    pub fn take_notes(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notes)
    }

    /// How a search uses the tables, with a fresh probe count (`None` without tables).
    fn probing(&self) -> Option<Probing> {
        let tables = self.tablebases.as_ref()?;
        let limit = self.syzygy_probe_limit.min(tables.max_pieces());
        (limit > 0).then(|| Probing {
            tables: Arc::clone(tables),
            limit,
            depth: self.syzygy_probe_depth,
            fifty_move_rule: self.syzygy_fifty_move_rule,
            hits: Arc::default(),
        })
    }

    /// The table's results and the cached evaluations came from the evaluation before: forgotten.
    fn forget_other_evaluation(&mut self) {
        self.table.clear();
        self.forget_search_memories();
    }

    /// The engine's own opening book settings.
    pub fn book_mut(&mut self) -> &mut OwnBook {
        &mut self.book
    }

    /// Forgets what earlier searches learnt (a new game begins).
    pub fn new_game(&mut self) {
        self.stop();
        self.book.new_game();
        self.table.clear();
        self.forget_search_memories();
        self.game = Game::default();
    }

    /// Table fill in permille.
    pub fn hashfull(&self) -> u32 {
        self.table.hashfull()
    }

    /// The `searchmoves` of `request` that are legal moves of the current position; each of the
    /// others is told to `listener`.
    fn legal_search_moves(&self, pos: &Position, request: &GoRequest, listener: &dyn SearchListener) -> Vec<Move> {
        let mut legal = Vec::new();
        for text in &request.search_moves {
            match pos.parse_uci_move(text, self.chess960) {
                Some(mv) => legal.push(mv),
                None => listener.ignored_search_move(text),
            }
        }
        legal
    }

    /// Plays a book move at once if the book has one; otherwise starts searching the current
    /// position in the background; `listener` hears every line and then the best move. The
    /// `searchmoves` that are not legal moves are told to `listener` and ignored (if none is
    /// legal, every move is searched).
    pub fn go(&mut self, request: &GoRequest, listener: Arc<dyn SearchListener>) {
        let received = request.received.unwrap_or_else(Instant::now);
        self.stop();
        // The searched game: the game itself, or after the reply a ponder search assumes.
        let mut searched = self.game.clone();
        if let Some(mv) = request.after.filter(|&mv| searched.current().is_legal(mv)) {
            searched.play(mv);
        }
        let pos = *searched.current();
        let search_moves = self.legal_search_moves(&pos, request, listener.as_ref());
        // A book move is played at once, unless the GUI analyses (`go infinite`,
        // `UCI_AnalyseMode`) or asked for a ponder search.
        if !request.infinite && !request.ponder && !self.analyse_mode && search_moves.is_empty() {
            if let Some(mv) = self.book.choose(&pos) {
                listener.book_move(mv);
                listener.done(Some(&SearchResult { best: mv, ponder: None, score: 0, depth: 0, others: Vec::new() }));
                return;
            }
        }
        let mut limits = request.limits(pos.side_to_move(), self.move_overhead);
        let (mut multipv, mut threads) = (self.multipv, self.pool.len());
        // Against a bare king every level plays at full strength, so that every level mates.
        let bare_king = !pos.color(!pos.side_to_move()).has_several();
        let strength = self.strength().filter(|_| !bare_king);
        if let Some(level) = strength {
            // A limited level searches alone, its node budget at most, and compares several lines.
            limits.nodes = Some(limits.nodes.map_or(level.node_budget(), |nodes| nodes.min(level.node_budget())));
            multipv = multipv.max(level.lines());
            threads = 1;
        }
        let setup = threads::SearchSetup {
            pos,
            history: searched.history_keys(),
            limits,
            search_moves,
            multipv,
            threads,
            strength: strength.map(|level| (level, self.random.next_u64())),
            // Contempt is set in the centipawns users read: the search's unit at this material.
            contempt: crate::wdl::internal(self.contempt, crate::wdl::material(&pos)),
            network: self.network.clone(),
            tablebases: self.probing(),
            hold_best_move: request.infinite,
            ponder: request.ponder,
        };
        self.search =
            Some(RunningSearch::start(setup, Arc::clone(&self.pool), Arc::clone(&self.table), listener, received));
    }

    /// Counts the leaves of the current position `depth` plies deep in the background, with the
    /// divide lines, writing to `out`, with the `Threads` and a table of `Hash` MB; `stop` ends
    /// it like a search.
    pub fn perft(&mut self, depth: u32, out: Box<dyn std::io::Write + Send>) {
        self.stop();
        let sizes = (self.pool.len(), self.hash_mb);
        self.search = Some(RunningSearch::perft(*self.game.current(), depth, self.chess960, sizes, out));
    }

    /// Plays `mv`, a legal move of the current position, after stopping any search.
    pub fn play(&mut self, mv: Move) {
        self.stop();
        self.game.play(mv);
    }

    /// Takes back the last move after stopping any search; false if there is none.
    pub fn undo(&mut self) -> bool {
        self.stop();
        self.game.undo()
    }

    /// The opponent played `mv`, the reply the running ponder search assumed (its request's
    /// `after`): the move joins the game and the search goes on, its clock running.
    pub fn ponderhit_with(&mut self, mv: Move) {
        self.game.play(mv);
        self.ponderhit();
    }

    /// The opponent played the pondered move: the search goes on with its clock running.
    pub fn ponderhit(&mut self) {
        if let Some(search) = &self.search {
            search.ponderhit();
        }
    }

    /// Stops the search, if any, and waits until it has sent its best move.
    pub fn stop(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop_and_wait();
        }
    }

    /// Waits for the search, if any, to end by itself.
    pub fn wait(&mut self) {
        if let Some(search) = self.search.take() {
            search.wait();
        }
    }
}

/// A seed that differs from one start of the engine to the next.
fn seed_from_clock() -> u64 {
    let since_epoch = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    since_epoch.as_nanos() as u64 ^ u64::from(std::process::id()).rotate_left(32)
}
