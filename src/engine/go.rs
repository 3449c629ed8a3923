//! A `go` request as a protocol hands it to the engine, and how it becomes search limits.

use crate::chess::Color;
use crate::search::limits::{Limits, FIRST_ITERATION_GRACE};
use crate::search::time::{allocate, Clock};
use std::time::Duration;

/// What to search and for how long. Every field is optional; an empty request searches until
/// stopped, like `go infinite`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GoRequest {
    /// Time left for white and for black.
    pub time: [Option<Duration>; 2],
    /// Increment per move for white and for black.
    pub increment: [Option<Duration>; 2],
    /// Moves to the next time control.
    pub moves_to_go: Option<u32>,
    /// Search exactly this long.
    pub move_time: Option<Duration>,
    /// Deepest iteration.
    pub depth: Option<i32>,
    /// Node budget.
    pub nodes: Option<u64>,
    /// Look for a mate in this many moves.
    pub mate: Option<u32>,
    /// Search until `stop`; the best move is not sent before.
    pub infinite: bool,
    /// Search on the opponent's time until `ponderhit` or `stop`.
    pub ponder: bool,
    /// Only these root moves (UCI notation), if any.
    pub search_moves: Vec<String>,
    /// Search the position after this move of the game's current position without playing it:
    /// the reply an xboard ponder search assumes (UCI sends that move in `position` instead).
    pub after: Option<crate::chess::Move>,
    /// When the GUI sent the request: the search clock starts there (`None`: when the search
    /// starts).
    pub received: Option<std::time::Instant>,
}

impl GoRequest {
    /// The limits for the side to move, keeping `overhead` per move for communication.
    pub fn limits(&self, side: Color, overhead: Duration) -> Limits {
        let mut limits = Limits { depth: self.depth, nodes: self.nodes, mate: self.mate, ..Limits::default() };
        if self.infinite {
            return limits;
        }
        if let Some(move_time) = self.move_time {
            // Exactly this long: no soft limit that would end the search early.
            limits.hard_time = Some(move_time.saturating_sub(overhead).max(Duration::from_millis(1)));
        } else if self.time.iter().any(Option::is_some) {
            // A clock for the opponent only: the GUI gave the mover no time, so it has none left
            // (as Stockfish reads it) and moves at once rather than think without a limit.
            let clock = Clock {
                time: self.time[side.index()].unwrap_or_default(),
                increment: self.increment[side.index()].unwrap_or_default(),
                moves_to_go: self.moves_to_go.filter(|&n| n > 0),
            };
            let budget = allocate(clock, overhead);
            limits.soft_time = Some(budget.soft);
            limits.hard_time = Some(budget.hard);
            // A first iteration that overruns the hard limit may take at most half of what the
            // clock holds beyond it.
            let beyond = clock.time.saturating_sub(overhead).saturating_sub(budget.hard) / 2;
            limits.first_iteration_grace = Some(beyond.min(FIRST_ITERATION_GRACE));
        }
        limits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_iteration_may_overrun_only_what_the_clock_can_spare() {
        let ms = Duration::from_millis;
        for (time, increment) in [(50, 10), (200, 0), (1_000, 10), (60_000, 1_000)] {
            let request = GoRequest {
                time: [Some(ms(time)), None],
                increment: [Some(ms(increment)), None],
                ..GoRequest::default()
            };
            let limits = request.limits(Color::White, ms(20));
            let (hard, grace) = (limits.hard_time.unwrap(), limits.first_iteration_grace.unwrap());
            assert!(grace <= FIRST_ITERATION_GRACE, "{time}+{increment}: {grace:?}");
            assert!(
                hard + grace <= ms(time).saturating_sub(ms(20)).max(hard),
                "{time}+{increment}: {hard:?} {grace:?}"
            );
        }
        let fixed = GoRequest { move_time: Some(ms(1)), ..GoRequest::default() };
        assert_eq!(fixed.limits(Color::White, ms(20)).first_iteration_grace, None, "movetime: the default grace");
    }
}
