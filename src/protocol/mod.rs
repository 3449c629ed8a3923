//! The protocol front ends. Each reads commands, drives the `engine` controller and prints
//! answers in its own language. The first command decides which one runs: `xboard` starts the
//! xboard (CECP) front end, anything else the UCI one.

pub mod uci;
pub mod xboard;

use std::io::BufRead;
use uci::{Flow, UciSession};
use xboard::XboardSession;

/// Runs the engine on standard input and output until `quit` or the end of input, with the
/// options of `settings` (name, value) set first, as a GUI's `setoption` would set them.
pub fn run_stdin(settings: &[(&str, String)]) {
    let mut first = Vec::new();
    loop {
        first.clear();
        match std::io::stdin().lock().read_until(b'\n', &mut first) {
            Ok(0) | Err(_) => return,
            Ok(_) if String::from_utf8_lossy(&first).trim().is_empty() => continue,
            Ok(_) => break,
        }
    }
    let first = String::from_utf8_lossy(&first).into_owned();
    if first.trim() == "xboard" {
        crate::say!();
        XboardSession::run_stdin(settings);
    } else {
        let mut session = UciSession::new();
        session.apply_settings(settings);
        if session.handle(&first) == Flow::Continue {
            session.run(std::io::stdin().lock());
        }
    }
}
