//! One option table: the engine's `uci` listing, its `setoption` range errors and the README's
//! table must agree, option by option.

use crate::common::Engine;
use std::time::Duration;

/// An option as a table row: name, type, default, and the range (`min-max`) or choices.
#[derive(Debug, PartialEq, Eq)]
struct Row {
    name: String,
    kind: String,
    default: String,
    range: String,
}

/// The rows of the README's option table (the one whose header starts `| option | type |`).
fn readme_rows() -> Vec<Row> {
    let readme = include_str!("../../README.md");
    let mut lines = readme.lines().skip_while(|line| !line.starts_with("| option | type | default | range |"));
    lines.next().expect("the README has the option table");
    lines
        .skip(1) // the | --- | line
        .take_while(|line| line.starts_with('|'))
        .map(|line| {
            let cells: Vec<String> = line.split('|').map(|cell| cell.trim().trim_matches('`').to_string()).collect();
            Row { name: cells[1].clone(), kind: cells[2].clone(), default: cells[3].clone(), range: cells[4].clone() }
        })
        .collect()
}

/// The rows the engine lists after `uci`.
fn uci_rows(engine: &mut Engine) -> Vec<Row> {
    engine.send("uci");
    let lines = engine.read_until_prefix("uciok", Duration::from_secs(30));
    lines
        .iter()
        .filter_map(|line| line.strip_prefix("option name "))
        .map(|rest| {
            let (name, rest) = rest.split_once(" type ").expect("a type");
            let words: Vec<&str> = rest.split_whitespace().collect();
            let after = |key: &str| words.iter().position(|&w| w == key).map(|i| words[i + 1].to_string());
            let vars: Vec<&str> = words.windows(2).filter(|w| w[0] == "var").map(|w| w[1]).collect();
            let range = match (after("min"), after("max")) {
                (Some(min), Some(max)) => format!("{min}-{max}"),
                _ => vars.join(", "),
            };
            Row {
                name: name.to_string(),
                kind: words[0].to_string(),
                default: after("default").unwrap_or_default(),
                range,
            }
        })
        .collect()
}

#[test]
fn the_readme_table_is_the_engines_option_list() {
    let mut engine = Engine::start();
    assert_eq!(readme_rows(), uci_rows(&mut engine));
}

#[test]
fn setoption_refuses_each_spin_just_outside_its_range() {
    let mut engine = Engine::start();
    for row in uci_rows(&mut engine).into_iter().filter(|row| row.kind == "spin") {
        let (min, max) = row.range.split_once('-').unwrap();
        let above: i64 = max.parse::<i64>().unwrap() + 1;
        for value in [above.to_string(), format!("{}", min.parse::<i64>().unwrap() - 1)] {
            engine.send(&format!("setoption name {} value {value}", row.name));
            let lines = engine.sync();
            let expected = format!("must be between {min} and {max}");
            assert!(
                lines.len() == 1 && lines[0].starts_with("info string error: ") && lines[0].contains(&expected),
                "{} = {value}: {lines:?}",
                row.name
            );
        }
    }
}
