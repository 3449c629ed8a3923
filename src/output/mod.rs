//! What the program writes: whole lines to standard output (the GUI's, or a tool's reader),
//! which every folder above may use, and a progress bar or line on a terminal's stderr.

pub mod progress;

use std::io::Write;

/// Writes one line to standard output, like `println!`, and flushes it. A GUI that closed our
/// output is gone: a failed write ends the process quietly, where `println!` would panic.
#[macro_export]
macro_rules! say {
    () => {
        $crate::output::write_line(format_args!(""))
    };
    ($($arg:tt)*) => {
        $crate::output::write_line(format_args!($($arg)*))
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
