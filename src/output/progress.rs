//! A one-line progress bar on stderr, drawn only when stderr is a terminal.

use std::io::{IsTerminal, Write};

/// Progress through a known number of steps.
pub struct ProgressBar {
    total: usize,
    done: usize,
    visible: bool,
}

impl ProgressBar {
    /// A bar for `total` steps; silent unless stderr is a terminal.
    pub fn new(total: usize) -> ProgressBar {
        ProgressBar { total, done: 0, visible: std::io::stderr().is_terminal() }
    }

    /// Marks one more step done and redraws, with `label` after the bar.
    pub fn step(&mut self, label: &str) {
        self.done += 1;
        if !self.visible {
            return;
        }
        const WIDTH: usize = 30;
        let filled = WIDTH * self.done / self.total.max(1);
        let bar: String = "=".repeat(filled) + &" ".repeat(WIDTH - filled);
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r[{bar}] {}/{} {label}\x1b[K", self.done, self.total);
        let _ = err.flush();
    }

    /// Moves the bar to `done` steps (for progress measured in bytes, say), redrawing only when
    /// the shown fraction changes.
    pub fn advance_to(&mut self, done: usize, label: &str) {
        let per_mille = |n: usize| n * 1000 / self.total.max(1);
        let changed = per_mille(done) != per_mille(self.done);
        self.done = done.saturating_sub(1);
        if changed || done == self.total {
            self.step(label);
        } else {
            self.done = done;
        }
    }

    /// Clears the bar so normal output continues on a clean line.
    pub fn finish(&self) {
        if self.visible {
            let _ = write!(std::io::stderr(), "\r\x1b[K");
        }
    }
}

/// A progress line for long runs that may write to a log file: every `every`, one whole line on
/// stderr with the steps done, a count and its rate, and the time left at the rate so far.
pub struct ProgressLine {
    total: usize,
    first: usize,
    started: std::time::Instant,
    last: std::time::Instant,
    every: std::time::Duration,
    steps: &'static str,
}

impl ProgressLine {
    /// A line for steps (named by `steps`) `first..total`, written at most once every `every`.
    pub fn new(total: usize, first: usize, every: std::time::Duration, steps: &'static str) -> ProgressLine {
        let now = std::time::Instant::now();
        ProgressLine { total, first, started: now, last: now, every, steps }
    }

    /// Notes that `done` steps are done and `count` things (named by `unit`) made since the
    /// start; writes the line if it is due.
    pub fn update(&mut self, done: usize, count: usize, unit: &str) {
        if self.last.elapsed() < self.every {
            return;
        }
        self.last = std::time::Instant::now();
        let seconds = self.started.elapsed().as_secs_f64().max(1e-3);
        let steps = done.saturating_sub(self.first).max(1) as f64;
        let left = (self.total.saturating_sub(done) as f64 * seconds / steps) as u64;
        let _ = writeln!(
            std::io::stderr(),
            "{done}/{} {}, {count} {unit}, {:.0} {unit}/s, {}:{:02}:{:02} left",
            self.total,
            self.steps,
            count as f64 / seconds,
            left / 3600,
            left / 60 % 60,
            left % 60
        );
    }
}
