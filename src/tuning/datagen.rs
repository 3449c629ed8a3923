//! `hetman datagen`: self-play games, keeping the quiet positions of each game labelled with the
//! game's result and the score its own search gave them. The labels are Hetman's: its search
//! (with the network of the generation before) and its games' results.
//!
//! Each game starts from [`super::openings::random_start`] (a book position or a Chess960 start,
//! then random plies); a start that a short search finds unbalanced is refused. Both sides then
//! search with one thread, finishing the iteration that passes `soft_nodes` nodes (a hard limit
//! of [`HARD_NODES_FACTOR`] times that bounds a runaway iteration). A game ends by the rules or
//! is adjudicated: a win once the score has stayed beyond [`WIN_SCORE`] for [`WIN_PLIES`] plies
//! in a row, a draw after [`MAX_PLIES`] plies.
//!
//! A position is kept when it is past the first [`SKIP_PLIES`] plies, not in check, its best
//! move is quiet and its score is no mate score.
//!
//! Games are written whole, in the order of their numbers whatever the threads, so the same seed
//! and options give the same file. The records of a game are written at once, so a killed run
//! leaves whole records; the caller keeps a note of the games written (see
//! [`super::command::datagen`]) to resume.

use super::games::{write_game, Entry, Game};
use super::openings::{is_balanced, random_start, StartOptions};
use super::packed::{PackedPosition, SideResult};
use crate::chess::game::Outcome;
use crate::chess::{Color, Move, Position};
use crate::eval::nnue::Network;
use crate::output::progress::ProgressLine;
use crate::random::SplitMix64;
use crate::score::{Score, MATE_BOUND};
use crate::search::limits::Limits;
use crate::search::memory::SearchMemory;
use crate::search::ordering::is_noisy;
use crate::search::searcher::Searcher;
use crate::search::tt::TranspositionTable;
use std::collections::BTreeMap;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Scores beyond this (centipawns, either side) count towards a win adjudication.
pub(super) const WIN_SCORE: Score = 1000;
/// Plies in a row beyond `WIN_SCORE` that decide a game.
const WIN_PLIES: usize = 6;
/// Plies after which an undecided game is a draw.
const MAX_PLIES: usize = 400;
/// The first plies after the start are too close to the random moves to teach much: not kept.
const SKIP_PLIES: usize = 8;
/// Table size per generating thread, in MB. A move's search at 1,000 nodes writes a few thousand
/// entries; 1 MB holds 65,536, the last dozens of moves of a game, and stays in the core's cache
/// beside the network (at 8 MB the generator took 14% more time a position: docs/networks.md).
const HASH_MB: usize = 1;
/// The hard node limit of a move, as a multiple of the soft one.
pub const HARD_NODES_FACTOR: u64 = 20;
/// How often the progress line is written.
const PROGRESS_EVERY: Duration = Duration::from_secs(30);

/// The two kinds of data file.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DataFormat {
    /// 32-byte records for the network trainer ([`super::packed`]).
    Records,
    /// Whole games, a few bytes a position ([`super::games`]).
    Games,
}

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DatagenOptions {
    /// Games the file holds when done (game numbers `0..games`), refused starts included.
    pub games: usize,
    /// Soft node limit of each move.
    pub soft_nodes: u64,
    /// How the games start.
    pub start: StartOptions,
    /// Threads, each playing its own games.
    pub threads: usize,
    /// Seed of the starts; the same seed, book and options give the same file.
    pub seed: u64,
    /// The file format.
    pub format: DataFormat,
}

impl DatagenOptions {
    /// The options that decide the data, in one line (threads and the game count do not).
    pub fn fingerprint(&self) -> String {
        format!(
            "seed={} soft-nodes={} random-plies={} chess960={} format={:?}",
            self.seed, self.soft_nodes, self.start.random_plies, self.start.chess960, self.format
        )
    }
}

/// What the file holds after a run, or at the point a run failed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct DatagenSummary {
    /// Games written (the next game number), counted from the first game of the file.
    pub games: usize,
    /// Starts refused as unbalanced or finished, among `games`.
    pub refused: usize,
    /// Positions written by this run.
    pub positions: usize,
    /// Bytes in the file: everything up to here is whole games.
    pub bytes: u64,
    /// Games of this run won by white, drawn, won by black.
    pub results: [usize; 3],
}

/// One position of a played game: the position, its search score for the side to move, the
/// move played from it (`None` at the end of the game) and whether it is kept for training.
struct Ply {
    pos: Position,
    score: Score,
    mv: Option<Move>,
    kept: bool,
}

/// One played game: its start, every position searched from it, and its result for white
/// (1, 0.5 or 0).
struct PlayedGame {
    start: Position,
    plies: Vec<Ply>,
    white_result: f32,
}

impl PlayedGame {
    /// The kept positions with their scores.
    fn kept(&self) -> impl Iterator<Item = (&Position, Score)> {
        self.plies.iter().filter(|ply| ply.kept).map(|ply| (&ply.pos, ply.score))
    }
}

/// Game number `index`: `None` when its start is refused. `table` is the thread's own, emptied
/// before each use, so that a game's play depends only on its number.
fn play_game(
    book: &[Position],
    options: &DatagenOptions,
    network: &Arc<Network>,
    index: usize,
    table: &TranspositionTable,
) -> Option<PlayedGame> {
    let mut rng = SplitMix64::new(options.seed ^ (index as u64).wrapping_mul(0x2545_F491_4F6C_DD1D));
    let mut game = random_start(book, &options.start, &mut rng)?;
    if !is_balanced(&game, options.soft_nodes, table, network) {
        return None;
    }
    table.clear();
    let limits = Limits {
        soft_nodes: Some(options.soft_nodes),
        nodes: Some(options.soft_nodes.saturating_mul(HARD_NODES_FACTOR)),
        ..Limits::default()
    };
    // What each move's search learnt goes on to the next, as in the engine's games; the
    // evaluator in it keeps the network.
    let mut memory = SearchMemory::with_network(network.clone(), game.current());
    let start = *game.current();
    let mut plies: Vec<Ply> = Vec::new();
    let mut decisive_plies = 0;
    let mut last_white_score: Score = 0;
    for ply in 0.. {
        if let Some(outcome) = game.outcome() {
            let white_result = match outcome {
                Outcome::Checkmate { winner: Color::White } => 1.0,
                Outcome::Checkmate { winner: Color::Black } => 0.0,
                _ => 0.5,
            };
            return Some(PlayedGame { start, plies, white_result });
        }
        if ply >= MAX_PLIES {
            return Some(PlayedGame { start, plies, white_result: 0.5 });
        }
        table.new_search();
        let pos = *game.current();
        let (searched, learnt) = Searcher::alone_with_memory(pos, &game.history_keys(), table, memory, |searcher| {
            searcher.run(limits.clone(), |_| {})
        });
        memory = learnt;
        let result = searched.expect("a game not over has a legal move");
        let white_score = if pos.side_to_move() == Color::White { result.score } else { -result.score };
        decisive_plies = if white_score.abs() >= WIN_SCORE && white_score.signum() == last_white_score.signum() {
            decisive_plies + 1
        } else {
            usize::from(white_score.abs() >= WIN_SCORE)
        };
        last_white_score = white_score;
        if decisive_plies >= WIN_PLIES {
            plies.push(Ply { pos, score: result.score, mv: None, kept: false });
            return Some(PlayedGame { start, plies, white_result: if white_score > 0 { 1.0 } else { 0.0 } });
        }
        let keep =
            ply >= SKIP_PLIES && !pos.in_check() && result.score.abs() < MATE_BOUND && !is_noisy(&pos, result.best);
        plies.push(Ply { pos, score: result.score, mv: Some(result.best), kept: keep });
        game.play(result.best);
    }
    unreachable!("the loop returns")
}

/// The bytes of `game` in `format`.
fn encode(game: &PlayedGame, format: DataFormat) -> Vec<u8> {
    let clamped = |score: Score| score.clamp(i16::MIN.into(), i16::MAX.into()) as i16;
    let mut bytes = Vec::new();
    match format {
        DataFormat::Games => {
            let entries =
                game.plies.iter().map(|ply| Entry { mv: ply.mv, score: clamped(ply.score), training: ply.kept });
            let white_result = SideResult::for_side(game.white_result, Color::White);
            let record = Game { start: game.start, white_result, entries: entries.collect() };
            write_game(&record, &mut bytes).expect("a game's start has at most 32 pieces");
        }
        DataFormat::Records => {
            for (pos, score) in game.kept() {
                let result = SideResult::for_side(game.white_result, pos.side_to_move());
                let record =
                    PackedPosition::pack(pos, clamped(score), result).expect("a game position has at most 32 pieces");
                bytes.extend_from_slice(bytemuck::bytes_of(&record));
            }
        }
    }
    bytes
}

/// The writing side of a run: games wait here until every game before them is written.
struct Writer<'a, W, F> {
    summary: DatagenSummary,
    waiting: BTreeMap<usize, Option<PlayedGame>>,
    out: &'a mut W,
    written: F,
    progress: ProgressLine,
    error: Option<std::io::Error>,
}

impl<W: Write, F: FnMut(&DatagenSummary) -> std::io::Result<()>> Writer<'_, W, F> {
    /// Takes game `index` and writes every game that is now next in order.
    fn finished(&mut self, index: usize, game: Option<PlayedGame>, format: DataFormat) {
        self.waiting.insert(index, game);
        while let Some(game) = self.waiting.remove(&self.summary.games) {
            if self.error.is_some() {
                return;
            }
            let mut next = self.summary;
            next.games += 1;
            match &game {
                None => next.refused += 1,
                Some(game) => {
                    let bytes = encode(game, format);
                    if let Err(e) = self.out.write_all(&bytes).and_then(|()| self.out.flush()) {
                        self.error = Some(e);
                        return;
                    }
                    next.positions += game.kept().count();
                    next.bytes += bytes.len() as u64;
                    // Won by white, drawn, won by black.
                    next.results[2 - SideResult::for_side(game.white_result, Color::White) as usize] += 1;
                }
            }
            self.summary = next;
            if let Err(e) = (self.written)(&self.summary) {
                self.error = Some(e);
                return;
            }
            self.progress.update(self.summary.games, self.summary.positions, "positions");
        }
    }
}

/// Plays games `from.games..options.games` from `book` and appends them to `out` (which holds
/// the games before, `from.bytes` bytes), calling `written` after each game with what the file
/// then holds. A progress line goes to stderr every half minute. On a write error the run stops
/// and the error comes with the summary of what the file holds whole.
pub fn generate<W: Write + Send>(
    book: &[Position],
    options: &DatagenOptions,
    network: &Arc<Network>,
    from: DatagenSummary,
    out: &mut W,
    written: impl FnMut(&DatagenSummary) -> std::io::Result<()> + Send,
) -> Result<DatagenSummary, (std::io::Error, DatagenSummary)> {
    let start = DatagenSummary { positions: 0, results: [0; 3], ..from };
    let next_game = AtomicUsize::new(start.games);
    let failed = AtomicBool::new(false);
    let writer = Mutex::new(Writer {
        summary: start,
        waiting: BTreeMap::new(),
        out,
        written,
        progress: ProgressLine::new(options.games, start.games, PROGRESS_EVERY, "games"),
        error: None,
    });
    std::thread::scope(|scope| {
        for _ in 0..options.threads.max(1) {
            scope.spawn(|| {
                // One table a thread for all its games: a fresh one each game cost its
                // allocation and the zeroing of every page.
                let table = TranspositionTable::new(HASH_MB).expect("a small table fits in memory");
                loop {
                    let index = next_game.fetch_add(1, Ordering::Relaxed);
                    if index >= options.games || failed.load(Ordering::Relaxed) {
                        break;
                    }
                    let game = play_game(book, options, network, index, &table);
                    let mut writer = writer.lock().expect("no writer panics");
                    writer.finished(index, game, options.format);
                    if writer.error.is_some() {
                        failed.store(true, Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let writer = writer.into_inner().expect("no writer panics");
    match writer.error {
        Some(e) => Err((e, writer.summary)),
        None => Ok(writer.summary),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::nnue::embedded::embedded;
    use crate::tuning::games::records_from_games;
    use crate::tuning::packed::read_records;

    fn options(games: usize, threads: usize, format: DataFormat) -> DatagenOptions {
        DatagenOptions {
            games,
            soft_nodes: 1500,
            start: StartOptions { random_plies: 6, chess960: false },
            threads,
            seed: 7,
            format,
        }
    }

    fn run(options: &DatagenOptions, from: DatagenSummary, out: &mut Vec<u8>) -> DatagenSummary {
        generate(&[Position::startpos()], options, &embedded(), from, out, |_| Ok(())).unwrap()
    }

    #[test]
    fn the_same_seed_gives_the_same_file_whatever_the_threads_and_a_resumed_run_too() {
        let mut one = Vec::new();
        let summary = run(&options(4, 1, DataFormat::Records), DatagenSummary::default(), &mut one);
        let mut two = Vec::new();
        run(&options(4, 2, DataFormat::Records), DatagenSummary::default(), &mut two);
        assert_eq!(one, two, "same seed, same bytes, whatever the threads");
        assert_eq!(summary.games, 4);
        assert_eq!(summary.bytes, one.len() as u64);
        assert!(summary.positions > 10, "{summary:?}");
        // Two games, then the other two appended: the same file.
        let mut resumed = Vec::new();
        let half = run(&options(2, 1, DataFormat::Records), DatagenSummary::default(), &mut resumed);
        let rest = run(&options(4, 2, DataFormat::Records), half, &mut resumed);
        assert_eq!(resumed, one);
        assert_eq!((rest.games, rest.bytes), (4, one.len() as u64));
        for record in read_records(&one).unwrap() {
            let pos = Position::from_fen(&record.to_fen()).unwrap();
            assert!(!pos.in_check(), "{}", record.to_fen());
            assert!(i32::from(record.score()).abs() < MATE_BOUND);
        }
    }

    #[test]
    fn games_hold_the_same_training_positions_as_records_in_far_fewer_bytes() {
        let mut records = Vec::new();
        let summary = run(&options(3, 2, DataFormat::Records), DatagenSummary::default(), &mut records);
        let mut games = Vec::new();
        let games_summary = run(&options(3, 2, DataFormat::Games), DatagenSummary::default(), &mut games);
        assert_eq!(records_from_games(&games).unwrap(), read_records(&records).unwrap());
        assert_eq!((games_summary.positions, games_summary.bytes), (summary.positions, games.len() as u64));
        // Every searched position is in the games, kept or not, and still they are smaller.
        assert!(games.len() * 3 < records.len(), "{} bytes of games, {} of records", games.len(), records.len());
    }

    #[test]
    fn a_write_error_stops_the_run_with_what_the_file_holds() {
        /// Accepts `room` bytes, then fails as a full disk does.
        struct Full {
            room: usize,
            bytes: Vec<u8>,
        }
        impl Write for Full {
            fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
                if self.bytes.len() + buf.len() > self.room {
                    return Err(std::io::Error::other("no space left"));
                }
                self.bytes.extend_from_slice(buf);
                Ok(buf.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let mut whole = Vec::new();
        let first = run(&options(1, 1, DataFormat::Records), DatagenSummary::default(), &mut whole);
        let mut full = Full { room: whole.len() + 10, bytes: Vec::new() };
        let (error, summary) = generate(
            &[Position::startpos()],
            &options(6, 1, DataFormat::Records),
            &embedded(),
            DatagenSummary::default(),
            &mut full,
            |_| Ok(()),
        )
        .unwrap_err();
        assert_eq!(error.to_string(), "no space left");
        assert_eq!((summary.games, summary.bytes), (first.games, whole.len() as u64), "{summary:?}");
        assert_eq!(full.bytes, whole, "the first game is kept whole");
    }
}
