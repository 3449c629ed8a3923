//! Hostile and unlucky input, as issue 59 found it: every search stops when told, at any depth;
//! absurd numbers are refused, never wrapped or overflowed; a thread that cannot start, a GUI that
//! goes away or a closed output pipe is survived. Each test reproduces one failure of the engine
//! before these fixes.

use crate::common;

use crate::common::{is_legal_by_cozy, Engine};
use std::process::Command;
use std::time::{Duration, Instant};

const SECONDS_30: Duration = Duration::from_secs(30);

/// Queens everywhere: depth 1 alone took 17 s of quiescence before the first iteration could be
/// stopped.
const CAPTURE_STORM: &str = "k7/pR1q3b/rBp2pQ1/2B1q2P/2NQQbQn/r1RN1pnQ/QqQqp2Q/7K w - - 0 1";

fn assert_legal(fen: &str, best: &str) {
    assert!(is_legal_by_cozy(fen, &[], best, false), "bestmove {best} is illegal in {fen}");
}

#[test]
fn the_first_iteration_keeps_to_the_clock() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {CAPTURE_STORM}"));
    for go in ["go movetime 100", "go wtime 300 btime 300", "go nodes 5000"] {
        let start = Instant::now();
        engine.send(go);
        let (best, _, _) = engine.best_move(SECONDS_30);
        assert!(start.elapsed() < Duration::from_millis(600), "{go} took {:?}", start.elapsed());
        assert_legal(CAPTURE_STORM, &best);
    }
}

#[test]
fn stop_and_quit_end_the_first_iteration_at_once() {
    let mut engine = Engine::start();
    engine.send(&format!("position fen {CAPTURE_STORM}"));
    engine.send("go infinite");
    std::thread::sleep(Duration::from_millis(100));
    let stopped = Instant::now();
    engine.send("stop");
    let (best, _, _) = engine.best_move(SECONDS_30);
    assert!(stopped.elapsed() < Duration::from_millis(300), "stop took {:?}", stopped.elapsed());
    assert_legal(CAPTURE_STORM, &best);

    engine.send("go depth 1");
    std::thread::sleep(Duration::from_millis(100));
    let quit = Instant::now();
    engine.send("quit");
    assert!(engine.wait_exit(Duration::from_secs(5)));
    assert!(quit.elapsed() < Duration::from_millis(500), "quit took {:?}", quit.elapsed());
}

#[test]
fn a_clock_given_only_for_the_opponent_still_gives_a_move() {
    let mut engine = Engine::start();
    engine.send("position startpos");
    let start = Instant::now();
    engine.send("go btime 1000");
    let (best, _, _) = engine.best_move(Duration::from_secs(5));
    assert!(start.elapsed() < Duration::from_secs(1), "took {:?}", start.elapsed());
    assert_legal(common::STARTPOS, &best);
}

#[test]
fn end_of_input_stops_a_long_bounded_search_and_exits() {
    for go in ["go depth 200", "go movetime 100000"] {
        let mut engine = Engine::start();
        engine.send("position startpos");
        engine.send(go);
        std::thread::sleep(Duration::from_millis(200));
        let closed = Instant::now();
        engine.close_input();
        let (best, _, _) = engine.best_move(Duration::from_secs(5));
        assert_legal(common::STARTPOS, &best);
        assert!(engine.wait_exit(Duration::from_secs(5)));
        assert!(closed.elapsed() < Duration::from_secs(1), "{go}: exit took {:?}", closed.elapsed());
    }
}

#[test]
fn a_thread_that_cannot_start_is_reported_and_survived() {
    // Under a 2 GB address-space limit, 256 search threads of 64 MB stack each cannot all start.
    let mut command = Command::new("sh");
    command.args(["-c", &format!("ulimit -v 2000000 && exec '{}'", env!("CARGO_BIN_EXE_hetman"))]);
    let mut engine = Engine::start_with(command);
    engine.send("setoption name Threads value 256");
    engine.send("position startpos");
    engine.send("go movetime 20");
    let (best, _, lines) = engine.best_move(SECONDS_30);
    assert_legal(common::STARTPOS, &best);
    assert!(lines.iter().any(|l| l.starts_with("info string error: cannot start search thread")), "{lines:?}");
    let after = engine.sync();
    assert!(after.is_empty(), "{after:?}");
    engine.send("quit");
    assert!(engine.wait_exit(Duration::from_secs(10)));
}

#[test]
fn go_perft_answers_isready_stop_and_quit_while_it_counts() {
    let mut engine = Engine::start();
    engine.send("go perft 9");
    std::thread::sleep(Duration::from_millis(100));
    let asked = Instant::now();
    assert!(engine.sync().iter().all(|l| !l.starts_with("Nodes searched")));
    assert!(asked.elapsed() < Duration::from_millis(500), "readyok took {:?}", asked.elapsed());
    engine.send("stop");
    engine.read_until_prefix("perft stopped", Duration::from_secs(2));
    // A stopped count leaves the engine as it was: the next one is exact.
    engine.send("go perft 3");
    let lines = engine.read_until_prefix("Nodes searched", SECONDS_30);
    assert_eq!(lines.last().unwrap(), "Nodes searched: 8902");
    engine.send("go perft 9");
    std::thread::sleep(Duration::from_millis(100));
    engine.send("quit");
    assert!(engine.wait_exit(Duration::from_secs(2)));
}

#[test]
fn out_of_range_numbers_are_called_so_with_their_range() {
    let mut engine = Engine::start();
    // A clock out of range is a year: the search goes on until stopped, then answers.
    engine.send("go wtime 99999999999999999999");
    let error = engine.read_until_prefix("info string error", SECONDS_30);
    assert!(error[0].contains("out of range") && error[0].contains("31536000000"), "{error:?}");
    engine.send("stop");
    assert_legal(common::STARTPOS, &engine.best_move(SECONDS_30).0);
    engine.send("setoption name Hash value 99999999999999999999999");
    engine.send("setoption name Contempt value -5");
    let lines = engine.sync();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].contains("between 1 and 65536"), "{}", lines[0]);
    assert!(lines[1].contains("out of range"), "{}", lines[1]);
    engine.send("go depth 2");
    assert_legal(common::STARTPOS, &engine.best_move(SECONDS_30).0);
}

#[test]
fn xboard_absurd_clocks_are_refused_and_the_engine_plays_on() {
    let mut engine = Engine::start_xboard();
    for line in ["level 1 300000000000000000 0", "time 99999999999999999", "otim 99999999999999999999"] {
        engine.send(line);
        let reply = engine.read_until_prefix("Error", SECONDS_30);
        assert!(reply.last().unwrap().contains("out of range"), "{line}: {reply:?}");
    }
    // The largest clock accepted does not overflow the time manager.
    engine.send("level 0 525600 525600");
    engine.send("time 3153600000");
    engine.send("sd 3");
    engine.send("go");
    let lines = engine.read_until_prefix("move ", SECONDS_30);
    let mv = &lines.last().unwrap()["move ".len()..];
    assert_legal(common::STARTPOS, mv);
}

#[test]
fn xboard_pings_held_during_thinking_are_answered_in_order() {
    for interrupt in ["force", "new", "result 1-0 {adjourned}", "undo", "remove", "b8c6"] {
        let mut engine = Engine::start_xboard();
        engine.send("e2e4");
        engine.send("force");
        engine.send("e7e5");
        engine.send("g1f3");
        engine.send("st 100000");
        engine.send("go");
        engine.send("ping 1");
        std::thread::sleep(Duration::from_millis(50));
        engine.send(interrupt);
        engine.send("ping 2");
        let lines = engine.read_until(Duration::from_secs(5), |l| l == "pong 2");
        let pongs: Vec<&String> = lines.iter().filter(|l| l.starts_with("pong")).collect();
        assert_eq!(pongs, ["pong 1", "pong 2"], "after {interrupt}: {lines:?}");
    }
}

#[test]
fn xboard_end_of_input_cuts_a_move_short_and_exits() {
    let mut engine = Engine::start_xboard();
    engine.send("sd 200");
    engine.send("st 100000");
    engine.send("e2e4");
    std::thread::sleep(Duration::from_millis(200));
    let closed = Instant::now();
    engine.close_input();
    assert!(engine.wait_exit(Duration::from_secs(5)));
    assert!(closed.elapsed() < Duration::from_secs(1), "exit took {:?}", closed.elapsed());
}

fn hetman(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_hetman")).args(args).output().expect("the binary runs")
}

#[test]
fn a_deep_perft_is_refused_not_a_stack_overflow() {
    let output = hetman(&["perft", "5000"]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("5000 is not in 0..=64"), "{stderr}");
    let suite = std::env::temp_dir().join(format!("hetman-deep-suite-{}.epd", std::process::id()));
    std::fs::write(&suite, "4k3/8/8/8/8/8/8/4K3 w - - ;D1000 5\n").unwrap();
    let output = hetman(&["perft-suite", suite.to_str().unwrap()]);
    std::fs::remove_file(&suite).unwrap();
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("out of range"));
}

#[test]
fn perft_zero_with_divide_counts_one_leaf() {
    let output = hetman(&["perft", "0", "--divide"]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("Nodes searched: 1\n"), "{text}");
    assert!(!text.contains("e2e4"), "{text}");
}

#[test]
fn a_closed_output_pipe_ends_the_program_quietly() {
    // `hetman help | head -c 10`: the reader goes away after ten bytes.
    for args in [&["help"][..], &["perft", "4", "--divide"][..], &["book", "probe", "--book", "data/book.bin"][..]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hetman"))
            .args(args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
        assert!(output.status.code().is_some(), "{args:?} died of a signal: {:?}", output.status);
    }
}

#[test]
fn a_hash_size_the_allocator_refuses_keeps_the_old_table() {
    // Under a 3 GB address-space limit an 8 GB table cannot be had.
    let mut command = Command::new("sh");
    command.args(["-c", &format!("ulimit -v 3000000 && exec '{}'", env!("CARGO_BIN_EXE_hetman"))]);
    let mut engine = Engine::start_with(command);
    engine.send("setoption name Hash value 64");
    assert!(engine.sync().is_empty());
    engine.send("setoption name Hash value 8192");
    let lines = engine.sync();
    assert!(
        lines.len() == 1 && lines[0].starts_with("info string error: ") && lines[0].ends_with("keeping 64 MB"),
        "{lines:?}"
    );
    engine.send("position startpos");
    engine.send("go depth 6");
    assert_legal(common::STARTPOS, &engine.best_move(SECONDS_30).0);
}
