//! `hetman datagen`: self-play games at a fixed node count, keeping the quiet positions of each
//! game labelled with its result and with the score the game's search gave it, as training data
//! for the evaluation tuner.
//!
//! Each game starts from an opening of an EPD file followed by a few random plies (so no two games
//! are alike), then both sides search `nodes` nodes per move with one thread. A game ends by the
//! rules, or is adjudicated: a win once the score has stayed beyond `WIN_SCORE` for
//! `WIN_PLIES` plies in a row, a draw after `MAX_PLIES` plies.
//!
//! A position is kept when it is not in check, the move chosen is quiet, the score is not
//! decided yet, and the quiescence search agrees with the static evaluation (no capture or
//! promotion changes the score). See [`super::dataset`] for the file format.

use super::dataset::{format_line, Record};
use crate::chess::{Color, Position};
use crate::engine::game::{Game, Outcome};
use crate::eval::evaluate;
use crate::random::SplitMix64;
use crate::search::limits::Limits;
use crate::search::ordering::is_noisy;
use crate::search::searcher::Searcher;
use crate::search::tt::TranspositionTable;
use crate::tools::progress::ProgressBar;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Scores beyond this (centipawns, either side) count towards a win adjudication.
pub(super) const WIN_SCORE: i32 = 1000;
/// Plies in a row beyond `WIN_SCORE` that decide a game.
const WIN_PLIES: usize = 6;
/// Plies after which an undecided game is a draw.
const MAX_PLIES: usize = 400;
/// The first plies of each game are too close to the opening to teach much: not kept.
const SKIP_PLIES: usize = 8;
/// Table size per generating thread, in MB.
const HASH_MB: usize = 8;

/// What to generate.
#[derive(Clone, Debug)]
pub struct DatagenOptions {
    /// Games to play.
    pub games: usize,
    /// Nodes searched per move.
    pub nodes: u64,
    /// Random plies played after the opening position.
    pub random_plies: usize,
    /// Threads, each playing its own games.
    pub threads: usize,
    /// Seed of the random plies; the same seed, openings and options give the same file.
    pub seed: u64,
}

/// What a run produced.
#[derive(Copy, Clone, Debug, Default)]
pub struct DatagenSummary {
    /// Games played.
    pub games: usize,
    /// Positions written.
    pub positions: usize,
    /// Games won by white, drawn, won by black.
    pub results: [usize; 3],
}

/// One game from `opening`: its kept positions (FENs, each with its search score for white) and
/// its result for white (1, 0.5 or 0), or `None` when the random plies ran into a finished game.
fn play_game(opening: &Position, options: &DatagenOptions, game_index: usize) -> Option<(Vec<(String, i32)>, f32)> {
    let mut rng = SplitMix64::new(options.seed ^ (game_index as u64).wrapping_mul(0x2545_F491_4F6C_DD1D));
    let mut game = Game::new(*opening);
    for _ in 0..options.random_plies {
        let moves = game.current().legal_moves();
        if moves.is_empty() {
            return None;
        }
        game.play(moves[rng.below(moves.len() as u64) as usize]);
    }
    let table = TranspositionTable::new(HASH_MB).expect("a small table fits in memory");
    // The quiet test runs on a table of its own, emptied each time, so that no entry of the game's
    // search stands in for the quiescence search.
    let quiet_table = TranspositionTable::new(1).expect("a small table fits in memory");
    let mut kept = Vec::new();
    let mut decisive_plies = 0;
    let mut last_white_score: i32 = 0;
    for ply in 0.. {
        if let Some(outcome) = game.outcome() {
            let result = match outcome {
                Outcome::Checkmate { winner: Color::White } => 1.0,
                Outcome::Checkmate { winner: Color::Black } => 0.0,
                _ => 0.5,
            };
            return Some((kept, result));
        }
        if ply >= MAX_PLIES {
            return Some((kept, 0.5));
        }
        table.new_search();
        let pos = *game.current();
        let limits = Limits { nodes: Some(options.nodes), ..Limits::default() };
        let result = Searcher::alone(pos, &game.history_keys(), &table, |searcher| searcher.run(limits, |_| {}))
            .expect("a game not over has a legal move");
        let white_score = if pos.side_to_move() == Color::White { result.score } else { -result.score };
        decisive_plies = if white_score.abs() >= WIN_SCORE && white_score.signum() == last_white_score.signum() {
            decisive_plies + 1
        } else {
            usize::from(white_score.abs() >= WIN_SCORE)
        };
        last_white_score = white_score;
        if decisive_plies >= WIN_PLIES {
            return Some((kept, if white_score > 0 { 1.0 } else { 0.0 }));
        }
        let quiet = ply >= SKIP_PLIES
            && !pos.in_check()
            && white_score.abs() < WIN_SCORE
            && !is_noisy(&pos, result.best)
            && is_quiet(&pos, &quiet_table);
        if quiet {
            kept.push((pos.to_fen(), white_score));
        }
        game.play(result.best);
    }
    unreachable!("the loop returns")
}

/// Whether the quiescence search of `pos` returns its static evaluation.
fn is_quiet(pos: &Position, table: &TranspositionTable) -> bool {
    table.clear();
    Searcher::alone(*pos, &[], table, |searcher| searcher.quiescence_score()) == evaluate(pos)
}

/// Plays `options.games` games from `openings` (cycled in order) and writes the kept positions to
/// `out`, with a progress bar on a terminal.
pub fn generate(
    openings: &[Position],
    options: &DatagenOptions,
    out: &mut (impl Write + Send),
) -> std::io::Result<DatagenSummary> {
    assert!(!openings.is_empty(), "datagen needs at least one opening");
    let next_game = AtomicUsize::new(0);
    let state = Mutex::new((DatagenSummary::default(), ProgressBar::new(options.games), out, None));
    std::thread::scope(|scope| {
        for _ in 0..options.threads.max(1) {
            scope.spawn(|| loop {
                let index = next_game.fetch_add(1, Ordering::Relaxed);
                if index >= options.games {
                    break;
                }
                let outcome = play_game(&openings[index % openings.len()], options, index);
                let mut guard = state.lock().expect("no writer panics");
                let (summary, progress, out, error) = &mut *guard;
                summary.games += 1;
                if let Some((positions, result)) = outcome {
                    summary.results[if result == 1.0 {
                        0
                    } else if result == 0.5 {
                        1
                    } else {
                        2
                    }] += 1;
                    summary.positions += positions.len();
                    for (fen, score) in positions {
                        let record = Record { fen, result, score: Some(score) };
                        if let Err(e) = writeln!(out, "{}", format_line(&record)) {
                            error.get_or_insert(e);
                        }
                    }
                }
                progress.step(&format!("games, {} positions", summary.positions));
            });
        }
    });
    let (summary, progress, out, error) = state.into_inner().expect("no writer panics");
    progress.finish();
    out.flush()?;
    match error {
        Some(e) => Err(e),
        None => Ok(summary),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_reproducible_and_positions_quiet() {
        let opening = Position::startpos();
        let options = DatagenOptions { games: 2, nodes: 2000, random_plies: 4, threads: 2, seed: 7 };
        let mut first = Vec::new();
        let summary = generate(&[opening], &options, &mut first).unwrap();
        let mut second = Vec::new();
        generate(&[opening], &DatagenOptions { threads: 1, ..options }, &mut second).unwrap();
        let sorted = |bytes: &[u8]| {
            let mut lines: Vec<String> = String::from_utf8(bytes.to_vec()).unwrap().lines().map(String::from).collect();
            lines.sort();
            lines
        };
        assert_eq!(sorted(&first), sorted(&second), "same seed, same data, whatever the threads");
        assert_eq!(summary.games, 2);
        assert!(summary.positions > 10, "{summary:?}");
        for line in sorted(&first) {
            let record = super::super::dataset::parse_line(&line).unwrap();
            let pos = Position::from_fen(&record.fen).unwrap();
            assert!(!pos.in_check(), "{line}");
            let score = record.score.expect("datagen writes the search score");
            assert!(score.abs() < WIN_SCORE, "{line}");
        }
    }
}
