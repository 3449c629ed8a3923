//! Time allocation: how long to think about one move, given the clock.
//!
//! The search gets two numbers. The soft limit is the time it aims to use: it does not start a new
//! iteration past it (the searcher scales it down when the best move is stable and up when the
//! best move keeps changing). The hard limit is a wall it never crosses, kept well inside the time
//! left so a slow answer never loses on time.

use super::params::*;
use std::time::Duration;

/// The side to move's clock as the GUI reports it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Time left on the clock.
    pub time: Duration,
    /// Increment per move.
    pub increment: Duration,
    /// Moves until the next time control, if the control is not sudden death.
    pub moves_to_go: Option<u32>,
}

/// The soft and hard limits for one move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// Do not start a new iteration after this long.
    pub soft: Duration,
    /// Never search longer than this.
    pub hard: Duration,
}

/// The reserve never asks for more than this, however large the increment.
const MAX_RESERVE: Duration = Duration::from_secs(1);

/// The longest clock, increment or move time the protocols accept (a year): far beyond any game,
/// and small enough that no sum or product in this file can overflow a `Duration`.
pub const MAX_CLOCK: Duration = Duration::from_secs(365 * 24 * 3600);

/// Splits `clock` for one move, keeping `overhead` for the communication lag of each move. Times
/// beyond [`MAX_CLOCK`] count as `MAX_CLOCK`, so no input can overflow the arithmetic.
pub fn allocate(clock: Clock, overhead: Duration) -> TimeBudget {
    let time = clock.time.min(MAX_CLOCK);
    let increment = clock.increment.min(MAX_CLOCK);
    let available = time.saturating_sub(overhead).max(Duration::from_millis(1));
    let horizon = clock.moves_to_go.unwrap_or(TIME_HORIZON.get() as u32).clamp(1, TIME_MAX_HORIZON);
    let last_move = horizon == 1;
    let count = |param: &Param| param.get().max(0) as u32;
    let fraction = |param: &Param| f64::from(param.get()) / 100.0;
    let increment_share = increment * count(&TIME_INCREMENT_SHARE) / 100;
    let share = available / horizon + increment_share;
    // What the clock holds above the reserve, plus part of the increment the move earns back.
    let above_reserve = time.saturating_sub((increment * count(&TIME_RESERVE_INCREMENTS)).min(MAX_RESERVE));
    let (soft_fraction, hard_fraction) = if last_move {
        (&TIME_SOFT_FRACTION_LAST, &TIME_HARD_FRACTION_LAST)
    } else {
        (&TIME_SOFT_FRACTION, &TIME_HARD_FRACTION)
    };
    // Below the reserve a move may spend only what the increment brings back beyond the lag
    // (the overhead), so that the clock climbs back however many moves are played there.
    let earned = increment_share.min(increment.saturating_sub(overhead)).max(Duration::from_millis(1));
    let soft = share
        .min(available.mul_f64(fraction(soft_fraction)))
        .min(above_reserve + earned.min(increment / TIME_EARNED_DIVISOR));
    let hard = (soft * count(&TIME_HARD_MULTIPLE))
        .min(available.mul_f64(fraction(hard_fraction)))
        .min(above_reserve + earned)
        .max(soft);
    TimeBudget { soft, hard }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn limits_stay_inside_the_clock_whatever_the_increment() {
        for time in [1, 5, 20, 100, 1_000, 60_000, 3_600_000] {
            for increment in [0, 10, 100, 5_000] {
                for moves_to_go in [None, Some(1), Some(2), Some(40)] {
                    let clock = Clock { time: ms(time), increment: ms(increment), moves_to_go };
                    let budget = allocate(clock, ms(10));
                    assert!(budget.soft <= budget.hard, "{clock:?}");
                    let left = ms(time).saturating_sub(ms(10)).max(ms(1));
                    assert!(budget.hard <= left, "{clock:?} gives {budget:?}");
                }
            }
        }
    }

    #[test]
    fn absurd_clocks_do_not_overflow() {
        for time in [Duration::ZERO, MAX_CLOCK, Duration::MAX] {
            for increment in [Duration::ZERO, MAX_CLOCK, Duration::MAX] {
                for moves_to_go in [None, Some(0), Some(1), Some(u32::MAX)] {
                    let clock = Clock { time, increment, moves_to_go };
                    let budget = allocate(clock, Duration::MAX);
                    assert!(budget.soft <= budget.hard && budget.hard <= MAX_CLOCK, "{clock:?} gives {budget:?}");
                }
            }
        }
    }

    #[test]
    fn more_time_and_fewer_moves_mean_longer_thinking() {
        let base = Clock { time: ms(60_000), increment: ms(0), moves_to_go: None };
        let more = Clock { time: ms(120_000), ..base };
        let fewer = Clock { moves_to_go: Some(5), ..base };
        let with_increment = Clock { increment: ms(1_000), ..base };
        let soft = |clock| allocate(clock, ms(10)).soft;
        assert!(soft(more) > soft(base));
        assert!(soft(fewer) > soft(base));
        assert!(soft(with_increment) > soft(base));
        assert_eq!(soft(base), ms(59_990) / 30);
    }

    #[test]
    fn a_low_clock_spends_under_the_increment_until_it_has_grown_back() {
        let low = Clock { time: ms(70), increment: ms(30), moves_to_go: None };
        let budget = allocate(low, ms(20));
        assert!(budget.hard < ms(30), "{budget:?}");
        // Above the reserve the increment is spent as before.
        let comfortable = Clock { time: ms(2_000), ..low };
        assert!(allocate(comfortable, ms(20)).soft > ms(30));
    }

    #[test]
    fn a_bullet_clock_with_lag_below_the_overhead_never_falls() {
        // 1s+0.01s, as in the ponder matches: every search runs into its hard limit and the GUI's
        // lag takes up to 9 ms a move (more than the 10 ms increment no rule can make up for).
        // The clock settles near its reserve of four increments.
        for lag in [0, 5, 9] {
            let mut clock = Clock { time: ms(1_000), increment: ms(10), moves_to_go: None };
            let mut lowest = clock.time;
            for _ in 0..400 {
                let spent = allocate(clock, ms(20)).hard + ms(lag);
                clock.time = clock.time.saturating_sub(spent) + clock.increment;
                lowest = lowest.min(clock.time);
            }
            assert!(lowest >= ms(35), "lag {lag}: the clock fell to {lowest:?}");
        }
    }

    #[test]
    fn a_clock_played_down_to_the_increment_keeps_its_reserve() {
        // The worst case: every search runs into its hard limit, and 5 ms of lag come on top.
        let mut clock = Clock { time: ms(3_000), increment: ms(30), moves_to_go: None };
        let mut lowest = clock.time;
        for _ in 0..300 {
            let spent = allocate(clock, ms(20)).hard + ms(5);
            clock.time = clock.time.saturating_sub(spent) + clock.increment;
            lowest = lowest.min(clock.time);
        }
        assert!(lowest >= ms(100), "the clock fell to {lowest:?}");
    }
}
