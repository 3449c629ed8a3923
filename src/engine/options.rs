//! Every engine option, declared once: its name, its type with the default and the range or
//! choices, and what setting it does. The UCI `uci` listing and `setoption` (its parsing and its
//! errors), xboard's `memory` and `cores`, the command line's thread and table-size ranges, and
//! the README's option table (a test compares them) all come from [`OPTIONS`], through
//! [`all`], which adds the search parameters as options in a `tune` build.

use super::book::{BookMode, OwnBook};
use super::pool::ThreadPool;
use super::{seed_from_clock, Engine};
use crate::chess::game::Game;
use crate::eval::nnue::embedded::embedded;
use crate::input::{is_integer, shorten};
use crate::random::SplitMix64;
use crate::search::strength;
use crate::search::tt::TranspositionTable;
use std::sync::Arc;
use std::time::Duration;

/// An option's type, with its default and its range or choices.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A whole number from `min` to `max`.
    Spin {
        /// The value at start-up.
        default: i64,
        /// The smallest value.
        min: i64,
        /// The largest value.
        max: i64,
    },
    /// On or off.
    Check {
        /// The value at start-up.
        default: bool,
    },
    /// An action with no value.
    Button,
    /// One of a few words.
    Combo {
        /// The value at start-up.
        default: &'static str,
        /// Every value allowed.
        choices: &'static [&'static str],
    },
    /// Free text (a file name); empty or `<empty>` for none.
    Text,
}

/// A value of an option, as parsed by [`EngineOption::parse`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A spin's number, within its range.
    Number(i64),
    /// A check's state.
    Bool(bool),
    /// A combo's choice (as the table spells it) or a text.
    Text(String),
    /// A button was pressed.
    Press,
}

/// One option of the engine.
#[derive(Copy, Clone)]
pub struct EngineOption {
    /// The name GUIs show and `setoption` uses (matched without regard to case).
    pub name: &'static str,
    /// Type, default, range or choices.
    pub kind: Kind,
    /// What setting it does; its value has been checked against `kind`.
    apply: Apply,
}

/// What setting an option does.
#[derive(Copy, Clone)]
enum Apply {
    /// Calls the engine (the value checked against the option's kind and range).
    Engine(fn(&mut Engine, Value) -> Result<(), String>),
    /// Sets a search parameter (`tune` builds: every parameter of `search::params` is an option).
    #[cfg(feature = "tune")]
    Param(&'static crate::search::params::Param),
}

impl EngineOption {
    /// The range of a spin (`(0, 0)` for the other kinds).
    pub const fn range(&self) -> (i64, i64) {
        match self.kind {
            Kind::Spin { min, max, .. } => (min, max),
            _ => (0, 0),
        }
    }

    /// The default of a spin (0 for the other kinds).
    pub const fn default_number(&self) -> i64 {
        match self.kind {
            Kind::Spin { default, .. } => default,
            _ => 0,
        }
    }

    /// `value` clamped into a spin's range, for protocols that ask for a size rather than set an
    /// option (xboard `memory` and `cores`).
    pub fn clamp(&self, value: usize) -> usize {
        let (min, max) = self.range();
        i64::try_from(value).unwrap_or(i64::MAX).clamp(min, max) as usize
    }

    /// The error for a value (`found`, as the user wrote it) outside a spin's range.
    pub fn out_of_range(&self, found: &str) -> String {
        let (min, max) = self.range();
        format!("option {} is out of range: must be between {min} and {max}, found {}", self.name, shorten(found))
    }

    /// The option as UCI's `uci` command lists it.
    pub fn uci_line(&self) -> String {
        let name = self.name;
        match self.kind {
            Kind::Spin { default, min, max } => {
                format!("option name {name} type spin default {default} min {min} max {max}")
            }
            Kind::Check { default } => format!("option name {name} type check default {default}"),
            Kind::Button => format!("option name {name} type button"),
            Kind::Combo { default, choices } => {
                let vars: Vec<String> = choices.iter().map(|choice| format!("var {choice}")).collect();
                format!("option name {name} type combo default {default} {}", vars.join(" "))
            }
            Kind::Text => format!("option name {name} type string default <empty>"),
        }
    }

    /// Sets this option from the text of its value, or says why not; on an error nothing changes.
    pub fn set(&self, engine: &mut Engine, text: Option<&str>) -> Result<(), String> {
        let value = self.parse(text)?;
        match self.apply {
            Apply::Engine(apply) => apply(engine, value),
            #[cfg(feature = "tune")]
            Apply::Param(param) => {
                param.store(count(value) as i32);
                Ok(())
            }
        }
    }

    /// Sets this spin to `number`, as [`EngineOption::set`] with its text.
    pub fn set_number(&self, engine: &mut Engine, number: usize) -> Result<(), String> {
        self.set(engine, Some(&number.to_string()))
    }

    /// Reads `text` as a value of this option, or says what is wrong with it.
    pub fn parse(&self, text: Option<&str>) -> Result<Value, String> {
        let name = self.name;
        let text = text.map(str::trim);
        match self.kind {
            Kind::Spin { min, max, .. } => {
                let text = text.filter(|t| !t.is_empty()).ok_or(format!("option {name} needs a value"))?;
                match text.parse::<i64>() {
                    Ok(number) if (min..=max).contains(&number) => Ok(Value::Number(number)),
                    Ok(_) => Err(self.out_of_range(text)),
                    Err(_) if is_integer(text) => Err(self.out_of_range(text)),
                    Err(_) => Err(format!("option {name} needs a whole number, found '{}'", shorten(text))),
                }
            }
            Kind::Check { .. } => match text.map(str::to_ascii_lowercase).as_deref() {
                Some("true") => Ok(Value::Bool(true)),
                Some("false") => Ok(Value::Bool(false)),
                _ => Err(format!("option {name} must be true or false")),
            },
            Kind::Button => Ok(Value::Press),
            Kind::Combo { choices, .. } => {
                let chosen = text.and_then(|t| choices.iter().find(|choice| choice.eq_ignore_ascii_case(t)));
                chosen
                    .map(|choice| Value::Text(choice.to_string()))
                    .ok_or(format!("option {name} must be one of {}", choices.join(", ")))
            }
            Kind::Text => {
                let text = text.unwrap_or("");
                Ok(Value::Text(if text == "<empty>" { String::new() } else { text.to_string() }))
            }
        }
    }
}

/// Table size in MB.
pub const HASH: EngineOption = EngineOption {
    name: "Hash",
    kind: Kind::Spin { default: 16, min: 1, max: 65536 },
    apply: Apply::Engine(|engine, value| engine.set_hash(count(value))),
};
/// Search threads.
pub const THREADS: EngineOption = EngineOption {
    name: "Threads",
    kind: Kind::Spin { default: 1, min: 1, max: 256 },
    apply: Apply::Engine(|engine, value| engine.set_threads(count(value))),
};
/// Principal variations reported.
pub const MULTI_PV: EngineOption = EngineOption {
    name: "MultiPV",
    kind: Kind::Spin { default: 1, min: 1, max: 256 },
    apply: Apply::Engine(|engine, value| {
        engine.set_multipv(count(value));
        Ok(())
    }),
};
/// Milliseconds kept per move for communication lag.
pub const MOVE_OVERHEAD: EngineOption = EngineOption {
    name: "Move Overhead",
    kind: Kind::Spin { default: 20, min: 0, max: 5000 },
    apply: Apply::Engine(|engine, value| {
        engine.set_move_overhead(count(value) as u64);
        Ok(())
    }),
};
/// Centipawns a draw costs the engine (the side to move when the search starts).
pub const CONTEMPT: EngineOption = EngineOption {
    name: "Contempt",
    kind: Kind::Spin { default: 0, min: 0, max: 100 },
    apply: Apply::Engine(|engine, value| {
        engine.set_contempt(count(value) as u64);
        Ok(())
    }),
};

/// Positions with exactly `SyzygyProbeLimit` pieces are probed from this depth on.
pub const SYZYGY_PROBE_DEPTH: EngineOption = EngineOption {
    name: "SyzygyProbeDepth",
    kind: Kind::Spin { default: 1, min: 1, max: 100 },
    apply: Apply::Engine(|engine, value| {
        engine.set_syzygy_probe_depth(count(value) as i32);
        Ok(())
    }),
};
/// Positions with more pieces are not probed (0: no probes).
pub const SYZYGY_PROBE_LIMIT: EngineOption = EngineOption {
    name: "SyzygyProbeLimit",
    kind: Kind::Spin { default: 7, min: 0, max: 7 },
    apply: Apply::Engine(|engine, value| {
        engine.set_syzygy_probe_limit(count(value));
        Ok(())
    }),
};

/// The level played under `UCI_LimitStrength`.
pub const UCI_ELO: EngineOption = EngineOption {
    name: "UCI_Elo",
    kind: Kind::Spin { default: strength::MAX_ELO, min: strength::MIN_ELO, max: strength::MAX_ELO },
    apply: Apply::Engine(|engine, value| {
        engine.set_elo(count(value) as i64);
        Ok(())
    }),
};
/// A simpler scale of levels, full strength at its maximum.
pub const SKILL_LEVEL: EngineOption = EngineOption {
    name: "Skill Level",
    kind: Kind::Spin { default: strength::MAX_SKILL, min: 0, max: strength::MAX_SKILL },
    apply: Apply::Engine(|engine, value| {
        engine.set_skill(count(value) as i64);
        Ok(())
    }),
};

/// Every option, in the order `uci` lists them.
pub const OPTIONS: [EngineOption; 23] = [
    HASH,
    THREADS,
    EngineOption {
        name: "Clear Hash",
        kind: Kind::Button,
        apply: Apply::Engine(|engine, _| {
            engine.clear_hash();
            Ok(())
        }),
    },
    // The engine always can ponder; the option only tells the GUI that it may ask.
    EngineOption { name: "Ponder", kind: Kind::Check { default: false }, apply: Apply::Engine(|_, _| Ok(())) },
    MULTI_PV,
    MOVE_OVERHEAD,
    CONTEMPT,
    EngineOption {
        name: "UCI_Chess960",
        kind: Kind::Check { default: false },
        apply: Apply::Engine(|engine, value| {
            engine.set_chess960(flag(value));
            Ok(())
        }),
    },
    // Sent by GUIs that analyse: the engine then plays no book move, as engines do.
    EngineOption {
        name: "UCI_AnalyseMode",
        kind: Kind::Check { default: false },
        apply: Apply::Engine(|engine, value| {
            engine.set_analyse_mode(flag(value));
            Ok(())
        }),
    },
    // Off by default: some GUIs break on the extra field.
    EngineOption {
        name: "UCI_ShowWDL",
        kind: Kind::Check { default: false },
        apply: Apply::Engine(|engine, value| {
            engine.set_show_wdl(flag(value));
            Ok(())
        }),
    },
    EngineOption {
        name: "UCI_LimitStrength",
        kind: Kind::Check { default: false },
        apply: Apply::Engine(|engine, value| {
            engine.set_limit_strength(flag(value));
            Ok(())
        }),
    },
    UCI_ELO,
    SKILL_LEVEL,
    EngineOption {
        name: "EvalFile",
        kind: Kind::Text,
        apply: Apply::Engine(|engine, value| engine.set_eval_file(&text(value))),
    },
    EngineOption {
        name: "SyzygyPath",
        kind: Kind::Text,
        apply: Apply::Engine(|engine, value| engine.set_syzygy_path(&text(value))),
    },
    SYZYGY_PROBE_DEPTH,
    SYZYGY_PROBE_LIMIT,
    EngineOption {
        name: "Syzygy50MoveRule",
        kind: Kind::Check { default: true },
        apply: Apply::Engine(|engine, value| {
            engine.set_syzygy_fifty_move_rule(flag(value));
            Ok(())
        }),
    },
    EngineOption {
        name: "OwnBook",
        kind: Kind::Check { default: false },
        apply: Apply::Engine(|engine, value| engine.book_mut().set_enabled(flag(value))),
    },
    EngineOption {
        name: "BookFile",
        kind: Kind::Text,
        apply: Apply::Engine(|engine, value| engine.book_mut().set_file(&text(value))),
    },
    EngineOption {
        name: "Book Depth",
        kind: Kind::Spin { default: 20, min: 0, max: 200 },
        apply: Apply::Engine(|engine, value| {
            engine.book_mut().set_depth(count(value) as u32);
            Ok(())
        }),
    },
    EngineOption {
        name: "Book Mode",
        kind: Kind::Combo { default: "Weighted", choices: &["Best", "Weighted"] },
        apply: Apply::Engine(|engine, value| {
            let mode = if text(value) == "Best" { BookMode::Best } else { BookMode::Weighted };
            engine.book_mut().set_mode(mode);
            Ok(())
        }),
    },
    EngineOption {
        name: "Book Seed",
        kind: Kind::Spin { default: 1, min: 0, max: 2_147_483_647 },
        apply: Apply::Engine(|engine, value| {
            engine.book_mut().set_seed(count(value) as u64);
            Ok(())
        }),
    },
];

/// Every option: the table, then (in a `tune` build) each search parameter of
/// [`crate::search::params`] as a spin with its range.
pub fn all() -> Vec<EngineOption> {
    #[allow(unused_mut)]
    let mut all = OPTIONS.to_vec();
    #[cfg(feature = "tune")]
    all.extend(crate::search::params::ALL.iter().map(|&param| {
        let (min, max) = param.range();
        let kind = Kind::Spin { default: param.default().into(), min: min.into(), max: max.into() };
        EngineOption { name: param.name(), kind, apply: Apply::Param(param) }
    }));
    all
}

/// The option called `name` (without regard to case).
pub fn find(name: &str) -> Option<EngineOption> {
    all().into_iter().find(|option| option.name.eq_ignore_ascii_case(name.trim()))
}

/// Sets option `name` from the text of its value, or says why not (unknown option, missing or
/// bad value, value out of range); on an error nothing changes. This is the one place a value
/// is checked: the engine's setters take it as checked.
pub fn set(engine: &mut Engine, name: &str, text: Option<&str>) -> Result<(), String> {
    let option = find(name).ok_or_else(|| format!("unknown option '{}'", shorten(name)))?;
    option.set(engine, text)
}

/// A checked spin value as the size type the engine uses (spins are never negative here).
fn count(value: Value) -> usize {
    match value {
        Value::Number(n) => usize::try_from(n).unwrap_or(0),
        _ => 0,
    }
}

fn flag(value: Value) -> bool {
    value == Value::Bool(true)
}

fn text(value: Value) -> String {
    match value {
        Value::Text(text) => text,
        _ => String::new(),
    }
}

impl Engine {
    /// The engine of [`Engine::new`], every option at its declared default, before its
    /// evaluation is named.
    pub(super) fn with_default_options() -> Engine {
        let hash_mb = HASH.default_number() as usize;
        Engine {
            game: Game::default(),
            table: Arc::new(TranspositionTable::new(hash_mb).expect("the default table fits in memory")),
            pool: Arc::new(ThreadPool::new(THREADS.default_number() as usize).0),
            hash_mb,
            multipv: MULTI_PV.default_number() as usize,
            move_overhead: Duration::from_millis(MOVE_OVERHEAD.default_number() as u64),
            contempt: CONTEMPT.default_number() as i32,
            network: embedded(),
            eval_file: String::new(),
            evaluation_name: String::new(),
            chess960: false,
            book: OwnBook::default(),
            tablebases: None,
            syzygy_path: String::new(),
            syzygy_probe_depth: SYZYGY_PROBE_DEPTH.default_number() as i32,
            syzygy_probe_limit: SYZYGY_PROBE_LIMIT.default_number() as usize,
            syzygy_fifty_move_rule: true,
            notes: Vec::new(),
            show_wdl: false,
            analyse_mode: false,
            limit_strength: false,
            elo: UCI_ELO.default_number(),
            skill: SKILL_LEVEL.default_number(),
            random: SplitMix64::new(seed_from_clock()),
            search: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_checked_against_the_table() {
        let hash = find("hash").unwrap();
        assert_eq!(hash.parse(Some(" 64 ")), Ok(Value::Number(64)));
        for bad in ["0", "65537", "-5", "99999999999999999999999"] {
            let error = hash.parse(Some(bad)).unwrap_err();
            assert!(error.contains("out of range: must be between 1 and 65536"), "{bad}: {error}");
        }
        assert!(hash.parse(Some("lots")).unwrap_err().contains("whole number"));
        assert!(hash.parse(None).unwrap_err().contains("needs a value"));
        let mode = find("Book Mode").unwrap();
        assert_eq!(mode.parse(Some("best")), Ok(Value::Text("Best".into())));
        assert!(mode.parse(Some("worst")).unwrap_err().contains("Best, Weighted"));
        assert_eq!(find("UCI_Chess960").unwrap().parse(Some("TRUE")), Ok(Value::Bool(true)));
        assert_eq!(find("BookFile").unwrap().parse(Some("<empty>")), Ok(Value::Text(String::new())));
    }

    #[test]
    fn setting_an_option_changes_the_engine_and_a_bad_value_nothing() {
        let mut engine = Engine::new();
        set(&mut engine, "threads", Some("3")).unwrap();
        assert_eq!(engine.threads(), 3);
        assert!(set(&mut engine, "Threads", Some("300")).is_err());
        assert_eq!(engine.threads(), 3);
        assert!(set(&mut engine, "Nonsense", Some("1")).unwrap_err().contains("unknown option"));
        assert_eq!(THREADS.clamp(usize::MAX), 256);
        assert_eq!(HASH.clamp(0), 1);
    }

    #[cfg(feature = "tune")]
    #[test]
    fn a_tune_build_sets_search_parameters_inside_their_range_only() {
        use crate::search::params::DELTA_MARGIN;
        let mut engine = Engine::new();
        let (min, max) = DELTA_MARGIN.range();
        for bad in [max + 1, min - 1] {
            let error = set(&mut engine, "delta_margin", Some(&bad.to_string())).unwrap_err();
            assert!(error.contains("out of range"), "{error}");
        }
        assert_eq!(DELTA_MARGIN.get(), DELTA_MARGIN.default());
        set(&mut engine, "DELTA_MARGIN", Some(&max.to_string())).unwrap();
        assert_eq!(DELTA_MARGIN.get(), max);
        set(&mut engine, "DELTA_MARGIN", Some(&DELTA_MARGIN.default().to_string())).unwrap();
    }

    #[test]
    fn names_are_unique_and_defaults_within_range() {
        let all = all();
        for (index, option) in all.iter().enumerate() {
            assert!(all[..index].iter().all(|other| !other.name.eq_ignore_ascii_case(option.name)));
            if let Kind::Spin { default, min, max } = option.kind {
                assert!(min <= default && default <= max, "{}", option.name);
            }
        }
    }
}
