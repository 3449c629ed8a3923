//! The evaluation network as a user meets it: the `EvalFile` option and `--net`, broken files
//! refused with their reason while the evaluation stays as it was, and searches that evaluate
//! with a network (its incremental accumulators are checked in `src/eval/nnue/accumulator.rs`).

use crate::common::{is_legal_by_cozy, Engine, STARTPOS};
use hetman::eval::nnue::{InputLayout, Network, Shape, OUTPUT_BUCKETS};
use std::path::PathBuf;
use std::time::Duration;

const SECONDS_30: Duration = Duration::from_secs(30);

/// A network of 128 hidden neurons with small pseudo-random weights, written to a file of its own.
fn network_file(name: &str) -> PathBuf {
    network_file_of(name, 128)
}

/// A network of `hidden` neurons with small pseudo-random weights, written to a file of its own.
fn network_file_of(name: &str, hidden: usize) -> PathBuf {
    let shape = Shape::new(hidden).unwrap();
    let mut state = 7u64;
    let mut next = |range: u64| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((state >> 33) % range) as i16
    };
    let mut params: Vec<i16> = (0..shape.output_weights(0)).map(|_| next(61) - 30).collect();
    params[shape.feature_biases()..].iter_mut().for_each(|b| *b = next(100));
    params.extend((shape.output_weights(0)..shape.output_biases()).map(|_| next(41) - 20));
    params.extend([0; OUTPUT_BUCKETS]);
    let network = Network::new(shape, params, InputLayout::Plain).unwrap();
    let path = std::env::temp_dir().join(format!("hetman-{name}-{}.nnue", std::process::id()));
    std::fs::write(&path, network.to_bytes()).unwrap();
    path
}

#[test]
fn broken_network_files_are_refused_and_the_evaluation_stays() {
    let mut engine = Engine::start();
    // A network file is in use: each refusal names it as the one kept.
    let kept = network_file("kept");
    engine.send(&format!("setoption name EvalFile value {}", kept.display()));
    assert!(engine.sync().is_empty());
    let truncated = network_file("truncated");
    let bytes = std::fs::read(&truncated).unwrap();
    std::fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
    // A network of an older format (its version word set to 2) is named as such.
    let older = network_file("older");
    let mut bytes = std::fs::read(&older).unwrap();
    bytes[8] = 2;
    std::fs::write(&older, &bytes).unwrap();
    let foreign = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
    let keeping = format!("keeping the network of {}", kept.display());
    for (path, reason) in [
        ("/nonexistent/net.nnue", "cannot read"),
        ("<classical>", "cannot read <classical>"),
        (truncated.to_str().unwrap(), "truncated or foreign"),
        (older.to_str().unwrap(), "format version 2, this engine reads 3 and 4"),
        (foreign, "not a Hetman network file"),
    ] {
        engine.send(&format!("setoption name EvalFile value {path}"));
        let lines = engine.sync();
        assert!(lines.len() == 1 && lines[0].contains(reason) && lines[0].ends_with(&keeping), "{path}: {lines:?}");
    }
    std::fs::remove_file(&truncated).unwrap();
    std::fs::remove_file(&older).unwrap();
    engine.send("go depth 4");
    assert!(is_legal_by_cozy(STARTPOS, &[], &engine.best_move(SECONDS_30).0, false));
    // The network kept is still the one in use.
    engine.send("eval");
    let shown = engine.sync();
    assert!(shown.iter().any(|l| l.contains(&kept.display().to_string())), "{shown:?}");
    std::fs::remove_file(&kept).unwrap();
}

#[test]
fn a_network_file_evaluates_searches_and_can_be_switched_back() {
    // A network twice as wide as the built-in one.
    let path = network_file_of("search", 256);
    let mut engine = Engine::start();
    engine.send(&format!("setoption name EvalFile value {}", path.display()));
    assert!(engine.sync().is_empty());
    let moves = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"];
    engine.send(&format!("position startpos moves {}", moves.join(" ")));
    engine.send("go depth 6");
    let (best, _, lines) = engine.best_move(SECONDS_30);
    assert!(is_legal_by_cozy(STARTPOS, &moves, &best, false), "{best}");
    let networked: Vec<&String> = lines.iter().filter(|l| l.starts_with("info depth 6 ")).collect();
    // Back to the built-in network: the same search scores differently.
    engine.send("setoption name EvalFile value <embedded>");
    engine.send("go depth 6");
    let (_, _, built_in) = engine.best_move(SECONDS_30);
    let built_in: Vec<&String> = built_in.iter().filter(|l| l.starts_with("info depth 6 ")).collect();
    let score = |line: &str| line.split(" score ").nth(1).map(|rest| rest.split(" nodes").next().unwrap().to_string());
    assert_ne!(score(networked[0]), score(built_in[0]), "{networked:?} {built_in:?}");
    // The command line: --net for the engine and for eval.
    let line = network_line(&["--net", path.to_str().unwrap()]);
    assert!(line.starts_with("Network ") && line.ends_with(" for the side to move"), "{line:?}");
    std::fs::remove_file(&path).unwrap();
}

/// What `hetman eval` with `args` says of the network, as `Network <hash>: cp N for the side to
/// move` (empty if it names no network): its fingerprint and its evaluation of the start position.
fn network_line(args: &[&str]) -> String {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_hetman")).arg("eval").args(args).output().unwrap();
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8_lossy(&output.stdout).to_string();
    let hash = text.lines().find_map(|line| line.strip_prefix("NNUE evaluation using network "));
    let score = text.lines().find_map(|line| line.strip_prefix("NNUE evaluation: ")?.split_once(", ").map(|(_, s)| s));
    match (hash, score) {
        (Some(hash), Some(score)) => format!("Network {}: {score}", hash.split(' ').next().unwrap_or_default()),
        _ => String::new(),
    }
}

#[test]
fn the_repository_network_is_built_in_and_evaluates_by_default() {
    // The build embeds HETMAN_EVALFILE if it was set (as `make EVALFILE=...` does), else
    // networks/default.nnue, which the repository ships.
    let file = match option_env!("HETMAN_EVALFILE").map(str::trim) {
        Some(path) if !path.is_empty() => PathBuf::from(path),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("networks/default.nnue"),
    };
    let from_file = network_line(&["--net", file.to_str().unwrap()]);
    assert!(from_file.starts_with("Network "), "{file:?} gives no network line");
    assert_eq!(network_line(&[]), from_file, "the default evaluation is not {file:?}");
    assert_eq!(network_line(&["--net", "<embedded>"]), from_file);
}

#[test]
fn the_repository_networks_are_named_by_their_hashes() {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("networks");
    let mut named = 0;
    for entry in std::fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
        if path.extension().is_some_and(|e| e == "nnue") && stem != "default" {
            let line = network_line(&["--net", path.to_str().unwrap()]);
            assert!(line.starts_with(&format!("Network {stem}:")), "{path:?} says {line:?}");
            named += 1;
        }
    }
    assert!(named > 0, "no network named by its hash in {folder:?}");
}
