//! python-chess, a real client, analyses with the engine and plays a game against it, over UCI
//! (`tests/python/uci_client.py`) and over xboard (`tests/python/xboard_client.py`). The package comes from `tools/requirements.txt`; if it is
//! missing the test installs it, and if that is impossible (no Python at all) it says so and skips.
//! The unit tests of the match and tuning tools (`tools/test_match.py`, `tools/test_spsa.py`) run
//! here too, so that CI runs them.

use crate::common;

use std::process::Command;

/// Runs a client script against the engine and checks it finished with its summary line.
fn run_client(script: &str, summary: &str) {
    let Some(python) = common::python_with_chess() else {
        return common::skip("no Python with the chess package");
    };
    let script = format!("{}/tests/python/{script}", env!("CARGO_MANIFEST_DIR"));
    let output = Command::new(python).args([&script, env!("CARGO_BIN_EXE_hetman")]).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "client failed:\n{stdout}\n{stderr}");
    assert!(stdout.contains(summary), "{stdout}");
}

#[test]
fn python_chess_analyses_and_plays_over_uci() {
    run_client("uci_client.py", "python-chess client:");
}

#[test]
fn python_chess_analyses_and_plays_over_xboard() {
    run_client("xboard_client.py", "python-chess xboard client:");
}

/// The match tool's own tests (`tools/test_match.py`, standard-library unittest): its Elo summary,
/// its engine fields, the ponder hits, misses and clocks of games between scripted engines, and one
/// game at 1s+0.01s with this Hetman pondering against itself. With them, the tuning tool's
/// (`tools/test_spsa.py`): a run's values written into `src/search/params.rs`.
#[test]
fn match_tool() {
    let Some(python) = common::python_with_chess() else {
        return common::skip("no Python with the chess package");
    };
    let output = Command::new(python)
        .args(["-m", "unittest", "tools/test_match.py", "tools/test_spsa.py"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("HETMAN", env!("CARGO_BIN_EXE_hetman"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "the tools' tests failed:\n{stderr}");
    assert!(!stderr.contains("skipped"), "a test of the tools was skipped:\n{stderr}");
}
