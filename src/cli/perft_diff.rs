//! `hetman perft-diff <depth> [--fen F] --engine CMD`: finds where Hetman's move tree and another
//! UCI engine's differ, as `perftree` does for an author debugging a move generator.
//!
//! Both count `go perft` divides of the same position; the first root move whose counts differ is
//! played and its subtree compared one ply shallower, and so on down, until one side lists a move
//! the other does not. That position and move are the answer. The other engine must answer
//! `go perft N` with `move: count` lines and `Nodes searched: N`, as Stockfish does.

use crate::chess::perft_hash::{divide_with, PerftSetup};
use crate::chess::{Move, Position};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

/// What the walk down the trees found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Difference {
    /// The trees agree; both counted this many leaves.
    None(u64),
    /// In the position `fen` (after `path` from the start), `mv` is a legal move to one side only.
    Move {
        /// The position, as a FEN.
        fen: String,
        /// The moves from the given position to it, in UCI notation.
        path: Vec<String>,
        /// The move, in UCI notation.
        mv: String,
        /// Whether Hetman has it (else only the other engine does).
        hetman_has_it: bool,
    },
    /// At `path` the moves and their counts agree, yet one ply up the counts of the last move of
    /// `path` differed (`counts`: Hetman's, the other engine's): the other engine counts the
    /// position differently when reached by moves than when given alone.
    Count {
        /// The moves from the given position.
        path: Vec<String>,
        /// Hetman's count and the other engine's of the last move of `path`, one ply up.
        counts: (u64, u64),
    },
}

/// A UCI engine run as a child process, answering `go perft`.
pub struct PerftEngine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    timeout: Duration,
}

impl PerftEngine {
    /// Starts `command` (a program and its arguments, separated by spaces) and waits for `uciok`
    /// and `readyok`, each for at most `timeout`; with `chess960`, castling is king-takes-rook.
    pub fn start(command: &str, chess960: bool, timeout: Duration) -> Result<PerftEngine, String> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("the engine command is empty")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| format!("cannot start {program}: {error}"))?;
        let input = child.stdin.take().ok_or("the engine has no input")?;
        let output = child.stdout.take().ok_or("the engine has no output")?;
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = PerftEngine { child, input, lines, timeout };
        engine.send("uci")?;
        engine.wait_for(|line| line == "uciok")?;
        if chess960 {
            engine.send("setoption name UCI_Chess960 value true")?;
        }
        engine.send("isready")?;
        engine.wait_for(|line| line == "readyok")?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|_| "the engine has exited".to_string())
    }

    /// The next line, or an error when the engine exits or says nothing for the timeout.
    fn next_line(&self) -> Result<String, String> {
        self.lines.recv_timeout(self.timeout).map_err(|error| match error {
            RecvTimeoutError::Timeout => format!("the engine said nothing for {} s", self.timeout.as_secs()),
            RecvTimeoutError::Disconnected => "the engine has exited".to_string(),
        })
    }

    fn wait_for(&self, done: impl Fn(&str) -> bool) -> Result<(), String> {
        while !done(self.next_line()?.trim()) {}
        Ok(())
    }

    /// The other engine's divide of `fen` after `path` (UCI moves), `depth` plies: each root move
    /// with its count.
    pub fn divide(&mut self, fen: &str, path: &[String], depth: u32) -> Result<BTreeMap<String, u64>, String> {
        let moves = if path.is_empty() { String::new() } else { format!(" moves {}", path.join(" ")) };
        self.send(&format!("position fen {fen}{moves}"))?;
        self.send(&format!("go perft {depth}"))?;
        let mut counts = BTreeMap::new();
        loop {
            let line = self.next_line()?;
            let line = line.trim();
            if let Some(total) = line.strip_prefix("Nodes searched:") {
                total.trim().parse::<u64>().map_err(|_| format!("the engine's total is not a number: {line}"))?;
                return Ok(counts);
            }
            if let Some((mv, count)) = line.split_once(':') {
                if let Ok(count) = count.trim().parse::<u64>() {
                    counts.insert(mv.trim().to_string(), count);
                }
            }
        }
    }
}

impl Drop for PerftEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Hetman's divide of `pos`, `depth` plies, in UCI notation.
fn own_divide(pos: &Position, depth: u32, chess960: bool, threads: usize) -> BTreeMap<String, u64> {
    let setup = PerftSetup { threads, table: None };
    let split = divide_with(pos, depth, &setup, &|| false, &|_, _, _| {}).unwrap_or_default();
    split.into_iter().map(|(mv, count)| (mv.to_uci(chess960).to_string(), count)).collect()
}

/// Walks down from `root` (given as `fen`) `depth` plies against `other`, writing a line per
/// level to `log`, and returns the difference found.
pub fn find_difference(
    root: &Position,
    depth: u32,
    chess960: bool,
    threads: usize,
    other: &mut PerftEngine,
    log: &mut impl Write,
) -> Result<Difference, String> {
    let fen = root.to_fen();
    let mut pos = *root;
    let mut path: Vec<String> = Vec::new();
    let mut descended_counts = (0, 0);
    for remaining in (1..=depth.max(1)).rev() {
        let ours = own_divide(&pos, remaining, chess960, threads);
        let theirs = other.divide(&fen, &path, remaining)?;
        let totals = (ours.values().sum::<u64>(), theirs.values().sum::<u64>());
        writeln!(log, "depth {remaining} after [{}]: hetman {} other {}", path.join(" "), totals.0, totals.1)
            .map_err(|error| format!("cannot write: {error}"))?;
        if let Some(mv) = ours.keys().find(|mv| !theirs.contains_key(*mv)) {
            return Ok(Difference::Move { fen: pos.to_fen(), path, mv: mv.clone(), hetman_has_it: true });
        }
        if let Some(mv) = theirs.keys().find(|mv| !ours.contains_key(*mv)) {
            return Ok(Difference::Move { fen: pos.to_fen(), path, mv: mv.clone(), hetman_has_it: false });
        }
        let Some((text, _)) = ours.iter().find(|(mv, count)| theirs.get(*mv) != Some(count)) else {
            return Ok(if path.is_empty() {
                Difference::None(totals.0)
            } else {
                Difference::Count { path, counts: descended_counts }
            });
        };
        descended_counts = (ours[text], theirs[text]);
        let mv: Move = pos.parse_uci_move(text, chess960).ok_or_else(|| format!("cannot play {text}"))?;
        pos = pos.after(mv);
        path.push(text.clone());
    }
    // Depth 1 counts every move once, so with the same moves the counts there agree; an engine
    // that counts a move at depth 1 as more than one leaf ends the walk here.
    Ok(Difference::Count { path, counts: descended_counts })
}

/// Compares the trees of `pos` with the engine started by `command` (waiting at most `timeout`
/// for each of its lines), writing each level walked and then the verdict to `out`: the position
/// as `fen F` and the move as `move M` when one side has a move the other has not. Returns
/// whether the trees agree.
pub fn run(
    out: &mut impl Write,
    pos: &Position,
    depth: u32,
    chess960: bool,
    threads: usize,
    command: &str,
    timeout: Duration,
) -> Result<bool, String> {
    let mut other = PerftEngine::start(command, chess960, timeout)?;
    let found = find_difference(pos, depth, chess960, threads, &mut other, out)?;
    let written = match &found {
        Difference::None(leaves) => writeln!(out, "the trees agree: {leaves} leaves"),
        Difference::Move { fen, path, mv, hetman_has_it } => {
            let (has, lacks) =
                if *hetman_has_it { ("hetman", "the other engine") } else { ("the other engine", "hetman") };
            writeln!(out, "difference after [{}]: {mv} is generated by {has} only, not by {lacks}", path.join(" "))
                .and_then(|()| writeln!(out, "fen {fen}\nmove {mv}"))
        }
        Difference::Count { path, counts: (ours, theirs) } => writeln!(
            out,
            "after [{}] every move and count agree, yet one ply up they were hetman {ours}, the other engine {theirs}: \
             the other engine counts this position differently when reached by moves",
            path.join(" ")
        ),
    };
    written.map_err(|error| format!("cannot write: {error}"))?;
    Ok(found.is_none())
}

impl Difference {
    /// Whether the trees agree.
    pub fn is_none(&self) -> bool {
        matches!(self, Difference::None(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_divide_names_every_move_once_with_its_count() {
        let counts = own_divide(&Position::startpos(), 2, false, 2);
        assert_eq!(counts.len(), 20);
        assert_eq!(counts["e2e4"], 20);
        assert_eq!(counts.values().sum::<u64>(), 400);
    }
}
