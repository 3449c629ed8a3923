//! Syzygy tablebases (the 3- and 4-piece tables in `data/syzygy/`): Hetman's probes agree with
//! python-chess's prober, the engine converts won endgames within the fifty-move rule and holds
//! drawn ones against a tablebase defender, and bad paths and broken files get clear messages
//! while the engine plays on.

use crate::common;

use crate::common::Engine;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

fn tables() -> String {
    format!("{}/data/syzygy", env!("CARGO_MANIFEST_DIR"))
}

fn run_script(script: &str, args: &[&str], summary: &str) -> String {
    let Some(python) = common::python_with_chess() else {
        common::skip("no Python with the chess package");
        return String::new();
    };
    let script = format!("{}/tests/python/{script}", env!("CARGO_MANIFEST_DIR"));
    let output =
        Command::new(python).arg(&script).arg(env!("CARGO_BIN_EXE_hetman")).arg(tables()).args(args).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains(summary), "{stdout}");
    stdout
}

#[test]
fn probes_agree_with_python_chess() {
    // 100 random positions of each of the 35 material sets, and 100 with an en passant capture.
    let out = run_script("syzygy_compare.py", &["100", "1"], " 0 disagreements");
    assert!(out.contains("syzygy compare: 36"), "{out}");
}

#[test]
fn won_endgames_are_won_and_drawn_ones_held() {
    run_script("syzygy_games.py", &["3", "1"], "syzygy games: 12 of 12 won, 6 of 6 held");
}

/// A UCI session: sends `commands`, then `isready`, and returns every line up to `readyok`.
fn uci(commands: &[String]) -> Vec<String> {
    let mut engine = Engine::start();
    for command in commands {
        engine.send(command);
    }
    engine.sync()
}

fn set_path(path: &str) -> String {
    format!("setoption name SyzygyPath value {path}")
}

/// The lines of a search of `fen` to `depth` with the tables, up to its best move.
fn search_with_tables(fen: &str, depth: u32, threads: u32) -> Vec<String> {
    let mut engine = Engine::start();
    engine.send(&format!("setoption name Threads value {threads}"));
    engine.send("setoption name UCI_ShowWDL value true");
    engine.send(&set_path(&tables()));
    engine.send(&format!("position fen {fen}"));
    engine.send(&format!("go depth {depth}"));
    engine.read_until_prefix("bestmove", Duration::from_secs(60))
}

/// The number after `key` in an info line.
fn field(line: &str, key: &str) -> i64 {
    line.split(key).nth(1).and_then(|rest| rest.split(' ').next()).and_then(|n| n.parse().ok()).unwrap()
}

#[test]
fn tablebase_scores_and_hits_reach_the_info_lines() {
    // KPvK, white to move and winning: a tablebase win (cp 20000 less its distance), no mate,
    // no evaluation; the probes are counted.
    let lines = search_with_tables("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", 10, 1);
    assert!(lines[0].starts_with("info string found 35 WDL and 35 DTZ Syzygy tables, up to 4 pieces"), "{lines:?}");
    let last = lines.iter().rev().find(|l| l.starts_with("info depth 10 ")).expect("a depth 10 line");
    assert!((19_800..20_000).contains(&field(last, " score cp ")), "{last}");
    assert!(field(last, " tbhits ") > 0, "{last}");
    assert!(last.contains(" wdl 1000 0 0 "), "a tablebase win reads as a win: {last}");
    // The same material with black to move is a draw (black takes the opposition): score 0.
    let lines = search_with_tables("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", 10, 1);
    let last = lines.iter().rev().find(|l| l.starts_with("info depth 10 ")).expect("a depth 10 line");
    assert_eq!(field(last, " score cp "), 0, "{last}");
}

#[test]
fn a_double_step_answered_by_en_passant_is_not_taken_for_a_win() {
    // Black wins with the king (Kc5 or Kc4); a7a5 would be a draw after b5xa6 en passant, and
    // the prober's own move maker misses that capture.
    let lines = search_with_tables("8/p6K/8/1P1k4/8/8/8/8 b - - 0 1", 6, 1);
    let best = lines.last().unwrap();
    assert!(best.starts_with("bestmove d5c5") || best.starts_with("bestmove d5c4"), "{lines:?}");
    let last = lines.iter().rev().find(|l| l.starts_with("info depth 6 ")).expect("a depth 6 line");
    assert!(field(last, " score cp ") > 19_000, "{last}");
}

#[test]
fn many_threads_probe_at_once() {
    // Five pieces at the root (no probe there), four after any capture: four threads probe the
    // tables from inside their searches together.
    let lines = search_with_tables("8/8/3k4/8/2r5/8/2PK4/5R2 w - - 0 1", 16, 4);
    let last = lines.iter().rev().find(|l| l.starts_with("info depth 16 ")).expect("a depth 16 line");
    assert!(field(last, " tbhits ") > 100, "{last}");
    assert!(lines.last().unwrap().starts_with("bestmove "));
}

#[test]
fn xboard_takes_the_path_from_egtpath() {
    let mut engine = Engine::start();
    engine.send("xboard");
    engine.send("protover 2");
    engine.send(&format!("egtpath syzygy {}", tables()));
    engine.send("egtpath gaviota /x");
    engine.send("ping 1");
    let text = engine.read_until_prefix("pong 1", Duration::from_secs(30)).join("\n");
    assert!(text.contains("egt=\"syzygy\""), "{text}");
    assert!(text.contains("# found 35 WDL and 35 DTZ Syzygy tables"), "{text}");
    assert!(text.contains("Error (only syzygy tables are read, not gaviota): egtpath gaviota /x"), "{text}");
}

#[test]
fn bad_paths_and_broken_files_get_messages_and_the_engine_plays_on() {
    let lines = uci(&[set_path("/nonexistent/tables"), "go depth 1".to_string()]);
    assert!(
        lines.iter().any(|l| l.starts_with("info string error: no folder /nonexistent/tables")
            && l.contains("playing without tables")),
        "{lines:?}"
    );
    let no_tables = format!("{}/data/openings", env!("CARGO_MANIFEST_DIR"));
    let lines = uci(&[set_path(&no_tables)]);
    assert!(lines.iter().any(|l| l.contains("no Syzygy tables in")), "{lines:?}");

    // A folder with good tables and a truncated one, next to a missing folder.
    let dir: PathBuf = std::env::temp_dir().join(format!("hetman-syzygy-broken-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for name in ["KQvK.rtbw", "KQvK.rtbz", "KRvK.rtbw", "KRvK.rtbz"] {
        std::fs::copy(format!("{}/{name}", tables()), dir.join(name)).unwrap();
    }
    let broken = std::fs::read(format!("{}/KBNvK.rtbw", tables())).unwrap();
    std::fs::write(dir.join("KBNvK.rtbw"), &broken[..broken.len() / 2]).unwrap();
    std::fs::write(dir.join("KBNvK.rtbz"), b"not a table at all, but the size of one!").unwrap();
    let path = format!("{}:/nonexistent/more", dir.display());
    let lines = uci(&[set_path(&path), "position fen 8/8/8/4k3/8/8/8/KQ6 w - - 0 1".to_string()]);
    let text = lines.join("\n");
    assert!(text.contains("KBNvK.rtbw is broken or cut short"), "{text}");
    assert!(
        text.contains("KBNvK.rtbz is broken or cut short") || text.contains("KBNvK.rtbz is not a Syzygy table"),
        "{text}"
    );
    assert!(text.contains("no folder /nonexistent/more"), "{text}");
    assert!(text.contains("found 2 WDL and 2 DTZ Syzygy tables, up to 3 pieces"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);

    // The probe tool says which positions the tables do not hold.
    let mut child = Command::new(env!("CARGO_BIN_EXE_hetman"))
        .args(["syzygy", "--path", &tables()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    writeln!(
        stdin,
        "8/8/8/4k3/8/8/8/KQ6 w - - 0 1\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nnot a fen"
    )
    .unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0].split(' ').next(), Some("2"), "{text}");
    assert_eq!(lines[1], "error: not in the tables");
    assert!(lines[2].starts_with("error: bad FEN"), "{text}");
}

#[test]
fn a_drawn_root_shows_the_contempt_as_other_draws_do() {
    // KPvK with black to move is a tablebase draw; with Contempt 25 a draw costs the root side
    // 25 cp, as the search scores every other draw.
    let mut engine = Engine::start();
    engine.send("setoption name Contempt value 25");
    engine.send(&set_path(&tables()));
    engine.send("position fen 4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
    engine.send("go depth 8");
    let lines = engine.read_until_prefix("bestmove", Duration::from_secs(60));
    let last = lines.iter().rev().find(|l| l.starts_with("info depth 8 ")).expect("a depth 8 line");
    assert_eq!(field(last, " score cp "), -25, "{last}");
}
