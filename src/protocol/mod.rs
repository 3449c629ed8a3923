//! The protocol front ends. Each reads commands, drives the `engine` controller and prints
//! answers in its own language. The first command decides which one runs: `xboard` starts the
//! xboard (CECP) front end, anything else the UCI one.

pub mod uci;
pub mod xboard;

use std::io::{BufRead, Write};
use uci::{Flow, UciSession};
use xboard::XboardSession;

/// Writes one line to standard output, like `println!`, and flushes it. A GUI that closed our
/// output is gone: a failed write ends the process quietly, where `println!` would panic.
#[macro_export]
macro_rules! say {
    () => {
        $crate::protocol::write_line(format_args!(""))
    };
    ($($arg:tt)*) => {
        $crate::protocol::write_line(format_args!($($arg)*))
    };
}

/// What [`say!`] calls: writes `text` and a newline, or exits if standard output is closed.
pub fn write_line(text: std::fmt::Arguments) {
    let mut out = std::io::stdout().lock();
    if out.write_fmt(text).and_then(|()| out.write_all(b"\n")).and_then(|()| out.flush()).is_err() {
        std::process::exit(0);
    }
}

/// A writer that passes whole lines to [`write_line`], so that lines written from a background
/// thread (a perft's) never interleave with the answers of the protocol thread.
#[derive(Default)]
pub struct StdoutLines {
    pending: Vec<u8>,
}

impl Write for StdoutLines {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(bytes);
        while let Some(end) = self.pending.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.pending.drain(..=end).collect();
            write_line(format_args!("{}", String::from_utf8_lossy(&line[..end])));
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

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
        say!();
        XboardSession::run_stdin(settings);
    } else {
        let mut session = UciSession::new();
        session.apply_settings(settings);
        if session.handle(&first) == Flow::Continue {
            session.run(std::io::stdin().lock());
        }
    }
}
