//! Drives the `hetman` binary over standard input and output, as a GUI does.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// A running engine process with its output read line by line on a background thread.
pub struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Every line read so far, for failure messages.
    pub transcript: Vec<String>,
}

impl Engine {
    /// Starts the engine with no arguments (protocol mode).
    pub fn start() -> Engine {
        Engine::start_with(Command::new(env!("CARGO_BIN_EXE_hetman")))
    }

    /// Starts `command` (the engine, run some other way) with its input and output piped.
    pub fn start_with(mut command: Command) -> Engine {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the engine starts");
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Engine { child, stdin, lines, transcript: Vec::new() }
    }

    /// Starts the engine in xboard mode: the handshake done, then `new`.
    pub fn start_xboard() -> Engine {
        let mut engine = Engine::start();
        engine.send("xboard");
        engine.send("protover 2");
        engine.read_until_prefix("feature done=1", Duration::from_secs(30));
        engine.send("new");
        engine
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) {
        self.send_bytes(format!("{line}\n").as_bytes());
    }

    /// Sends raw bytes (for broken input).
    pub fn send_bytes(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("input is open");
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    /// Closes the engine's input (end of file).
    pub fn close_input(&mut self) {
        self.stdin = None;
    }

    /// The next line, or `None` after `timeout`.
    pub fn next_line(&mut self, timeout: Duration) -> Option<String> {
        match self.lines.recv_timeout(timeout) {
            Ok(line) => {
                self.transcript.push(line.clone());
                Some(line)
            }
            Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => None,
        }
    }

    /// Lines up to and including the first that satisfies `done`; panics after `timeout`.
    pub fn read_until(&mut self, timeout: Duration, done: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = Instant::now() + timeout;
        let mut lines = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.next_line(left) {
                Some(line) => {
                    let finished = done(&line);
                    lines.push(line);
                    if finished {
                        return lines;
                    }
                }
                None => panic!("no expected line within {timeout:?}; transcript:\n{}", self.transcript.join("\n")),
            }
        }
    }

    /// Lines up to and including the next line starting with `prefix`.
    pub fn read_until_prefix(&mut self, prefix: &str, timeout: Duration) -> Vec<String> {
        self.read_until(timeout, |line| line.starts_with(prefix))
    }

    /// Sends `isready` and waits for `readyok`, returning the lines before it.
    pub fn sync(&mut self) -> Vec<String> {
        self.send("isready");
        let mut lines = self.read_until_prefix("readyok", Duration::from_secs(30));
        lines.pop();
        lines
    }

    /// The `bestmove` line's move and ponder move, after waiting up to `timeout`.
    pub fn best_move(&mut self, timeout: Duration) -> (String, Option<String>, Vec<String>) {
        let lines = self.read_until_prefix("bestmove", timeout);
        let words: Vec<&str> = lines.last().unwrap().split_whitespace().collect();
        let best = words.get(1).expect("bestmove has a move").to_string();
        let ponder = (words.get(2) == Some(&"ponder")).then(|| words[3].to_string());
        (best, ponder, lines)
    }

    /// Waits for the process to end and returns whether it exited successfully.
    pub fn wait_exit(&mut self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.success();
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        panic!("the engine did not exit within {timeout:?}");
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The legal moves after `moves` from `fen` according to cozy-chess, an independent move
/// generator, in UCI notation (castling as king-takes-rook when `chess960`, else king two squares).
pub fn legal_moves_by_cozy(fen: &str, moves: &[&str], chess960: bool) -> Vec<String> {
    let mut board = cozy_chess::Board::from_fen(fen, chess960).expect("a valid FEN");
    let notation = |board: &cozy_chess::Board, mv: cozy_chess::Move| -> String {
        let castling = board.king(board.side_to_move()) == mv.from && board.colors(board.side_to_move()).has(mv.to);
        if castling && !chess960 {
            let file = if mv.to.file() > mv.from.file() { 'g' } else { 'c' };
            format!("{}{file}{}", mv.from, mv.from.rank())
        } else {
            mv.to_string()
        }
    };
    let legal = |board: &cozy_chess::Board| -> Vec<(String, cozy_chess::Move)> {
        let mut list = Vec::new();
        board.generate_moves(|piece_moves| {
            list.extend(piece_moves.into_iter().map(|mv| (notation(board, mv), mv)));
            false
        });
        list
    };
    for text in moves {
        let (_, mv) = legal(&board).into_iter().find(|(t, _)| t == text).expect("the test's own moves are legal");
        board.play_unchecked(mv);
    }
    legal(&board).into_iter().map(|(text, _)| text).collect()
}

/// Whether `mv` is legal after `moves` from `fen`, according to cozy-chess.
pub fn is_legal_by_cozy(fen: &str, moves: &[&str], mv: &str, chess960: bool) -> bool {
    legal_moves_by_cozy(fen, moves, chess960).iter().any(|m| m == mv)
}

/// The start position.
pub const STARTPOS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A Python that can import python-chess, or `None` (the caller then calls [`skip`]). Nothing is
/// installed here: `tools/setup.sh` (run by `.ci/run`) installs what the tests need.
pub fn python_with_chess() -> Option<&'static str> {
    ["python3", "python"].into_iter().find(|python| {
        std::process::Command::new(python)
            .args(["-c", "import chess.engine, chess.polyglot, chess.syzygy"])
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

/// Skips a test whose outside requirement is missing, saying so; in CI (where `CI` is set) a
/// skip would hide a failure, so it fails instead.
pub fn skip(reason: &str) {
    if std::env::var_os("CI").is_some() {
        panic!("{reason}, and a test may not skip in CI: run tools/setup.sh");
    }
    eprintln!("SKIPPED: {reason} (tools/setup.sh installs it)");
}
