//! The engine as an xboard GUI sees it: CECP v2 over standard input and output. Engine moves are
//! checked against cozy-chess's legal moves.

use crate::common;

use crate::common::{is_legal_by_cozy, Engine, STARTPOS};
use std::time::{Duration, Instant};

const SECONDS_30: Duration = Duration::from_secs(30);

/// An engine after the handshake, in force mode with thinking output on.
fn started() -> Engine {
    let mut engine = Engine::start_xboard();
    engine.send("force");
    engine.send("post");
    engine
}

/// Sends `ping n` and returns the lines before `pong n`.
fn sync(engine: &mut Engine, n: u32) -> Vec<String> {
    engine.send(&format!("ping {n}"));
    let mut lines = engine.read_until(SECONDS_30, |line| line == format!("pong {n}"));
    lines.pop();
    lines
}

/// The engine's next move, and the lines before it.
fn engine_move(engine: &mut Engine, timeout: Duration) -> (String, Vec<String>) {
    let lines = engine.read_until_prefix("move ", timeout);
    let mv = lines.last().unwrap()["move ".len()..].to_string();
    (mv, lines)
}

#[test]
fn handshake_announces_the_features() {
    let mut engine = Engine::start();
    engine.send("xboard");
    engine.send("protover 2");
    let lines = engine.read_until_prefix("feature done=1", SECONDS_30);
    assert!(lines.iter().any(|l| l == "feature done=0"), "{lines:?}");
    let features = lines.join(" ");
    for feature in [
        "myname=\"Hetman",
        "ping=1",
        "setboard=1",
        "usermove=1",
        "san=0",
        "sigint=0",
        "sigterm=0",
        "reuse=1",
        "analyze=1",
        "colors=0",
        "memory=1",
        "smp=1",
        "variants=\"normal,fischerandom\"",
    ] {
        assert!(features.contains(feature), "missing {feature} in {features}");
    }
    engine.send("accepted setboard");
    engine.send("rejected something");
    assert!(sync(&mut engine, 1).is_empty());
    engine.send("quit");
    assert!(engine.wait_exit(Duration::from_secs(5)));
}

#[test]
fn a_game_in_force_mode_then_go_and_the_engine_answers_user_moves() {
    let mut engine = started();
    engine.send("sd 4");
    for mv in ["usermove e2e4", "usermove e7e5", "g1f3"] {
        engine.send(mv);
    }
    assert!(sync(&mut engine, 1).is_empty(), "moves in force mode are silent");
    engine.send("go");
    let (black, lines) = engine_move(&mut engine, SECONDS_30);
    assert!(is_legal_by_cozy(STARTPOS, &["e2e4", "e7e5", "g1f3"], &black, false), "{black}");
    // Thinking lines: depth score time nodes pv, the deepest being 4.
    let thinking: Vec<Vec<&str>> =
        lines.iter().map(|l| l.split_whitespace().collect()).filter(|w: &Vec<&str>| w.len() >= 5).collect();
    assert!(thinking.iter().all(|w| w[..4].iter().all(|n| n.parse::<i64>().is_ok())), "{lines:?}");
    assert_eq!(thinking.last().unwrap()[0], "4");
    // The engine now plays black: a white move makes it answer.
    engine.send("usermove d2d4");
    let (reply, _) = engine_move(&mut engine, SECONDS_30);
    assert!(is_legal_by_cozy(STARTPOS, &["e2e4", "e7e5", "g1f3", &black, "d2d4"], &reply, false));
}

#[test]
fn undo_and_remove_take_moves_back() {
    let mut engine = started();
    for mv in ["e2e4", "e7e5", "g1f3", "b8c6"] {
        engine.send(mv);
    }
    engine.send("remove");
    engine.send("undo");
    // After three moves back only e2e4 stands: black to move, and e7e5 is legal again.
    engine.send("usermove e7e5");
    engine.send("usermove d2d4");
    assert!(sync(&mut engine, 2).is_empty());
    engine.send("usermove e2e4");
    assert_eq!(sync(&mut engine, 3), ["Illegal move: e2e4"]);
    engine.send("remove");
    engine.send("remove");
    assert_eq!(sync(&mut engine, 4), ["Error (no moves to take back): remove"]);
}

#[test]
fn ping_is_answered_after_the_move_being_thought_about() {
    let mut engine = started();
    engine.send("st 1");
    engine.send("go");
    engine.send("ping 9");
    let lines = engine.read_until(SECONDS_30, |l| l == "pong 9");
    let move_at = lines.iter().position(|l| l.starts_with("move ")).expect("a move before pong");
    assert_eq!(move_at, lines.len() - 2, "{lines:?}");
}

#[test]
fn st_sd_and_move_now() {
    let mut engine = started();
    engine.send("st 1");
    let start = Instant::now();
    engine.send("go");
    let (mv, _) = engine_move(&mut engine, SECONDS_30);
    let took = start.elapsed();
    assert!(took > Duration::from_millis(500) && took < Duration::from_millis(1500), "st 1 took {took:?}");
    assert!(is_legal_by_cozy(STARTPOS, &[], &mv, false));

    engine.send("new");
    engine.send("force");
    engine.send("st 60");
    engine.send("go");
    std::thread::sleep(Duration::from_millis(300));
    let start = Instant::now();
    engine.send("?");
    let (mv, _) = engine_move(&mut engine, Duration::from_secs(2));
    assert!(start.elapsed() < Duration::from_millis(500), "? took {:?}", start.elapsed());
    assert!(is_legal_by_cozy(STARTPOS, &[], &mv, false));
}

#[test]
fn level_with_moves_per_session_keeps_every_move_inside_the_clock() {
    let mut engine = started();
    // Two moves per 2-second session: each move may use at most what is left of the session.
    engine.send("level 2 0:02 0");
    let mut moves: Vec<String> = Vec::new();
    let mut clock = Duration::from_secs(2);
    for ply in 0..6 {
        if ply % 2 == 0 && ply > 0 && (ply / 2) % 2 == 0 {
            clock += Duration::from_secs(2); // a new session begins
        }
        engine.send(&format!("time {}", clock.as_millis() / 10));
        engine.send("otim 200");
        let start = Instant::now();
        engine.send("go");
        let (mv, _) = engine_move(&mut engine, SECONDS_30);
        let took = start.elapsed();
        assert!(took < clock, "move {ply} took {took:?} with {clock:?} left");
        clock -= took;
        let played: Vec<&str> = moves.iter().map(String::as_str).collect();
        assert!(is_legal_by_cozy(STARTPOS, &played, &mv, false));
        moves.push(mv);
        engine.send("force");
        // The reply, then the engine plays the side to move again.
        let played: Vec<&str> = moves.iter().map(String::as_str).collect();
        let reply = common::legal_moves_by_cozy(STARTPOS, &played, false).into_iter().min().unwrap();
        engine.send(&format!("usermove {reply}"));
        moves.push(reply);
    }
}

#[test]
fn setboard_and_bad_positions() {
    let mut engine = started();
    let fen = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    engine.send(&format!("setboard {fen}"));
    engine.send("sd 4");
    engine.send("go");
    let lines = engine.read_until(SECONDS_30, |l| l.starts_with("1-0"));
    assert!(lines.iter().any(|l| l == "move d1d8"), "{lines:?}");
    assert_eq!(lines.last().unwrap(), "1-0 {White mates}");
    engine.send("force");
    engine.send("setboard 8/8/8 w - -");
    engine.send("setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x");
    let lines = sync(&mut engine, 1);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines.iter().all(|l| l.starts_with("tellusererror Illegal position")));
    // The mated position is still there: nothing is legal for black.
    engine.send("usermove g8h8");
    assert_eq!(sync(&mut engine, 2), ["Illegal move: g8h8"]);
}

#[test]
fn analysis_follows_moves_and_undo_and_reports_status() {
    let mut engine = started();
    engine.send("analyze");
    std::thread::sleep(Duration::from_millis(300));
    engine.send(".");
    engine.send("usermove e2e4");
    std::thread::sleep(Duration::from_millis(300));
    let lines = sync(&mut engine, 1);
    assert!(lines.iter().any(|l| l.starts_with("stat01: ")), "{lines:?}");
    let thinking: Vec<&String> = lines.iter().filter(|l| !l.starts_with("stat01")).collect();
    assert!(thinking.len() > 4, "{lines:?}");
    assert!(lines.iter().all(|l| !l.starts_with("move ")), "analysis never moves: {lines:?}");
    // After e2e4 the analysis is of black's moves.
    let last_pv_move = thinking.last().unwrap().split_whitespace().nth(4).unwrap().to_string();
    assert!(is_legal_by_cozy(STARTPOS, &["e2e4"], &last_pv_move, false), "{last_pv_move}");
    engine.send("undo");
    std::thread::sleep(Duration::from_millis(200));
    engine.send("exit");
    let lines = sync(&mut engine, 2);
    let last_pv_move = lines.last().unwrap().split_whitespace().nth(4).unwrap().to_string();
    assert!(is_legal_by_cozy(STARTPOS, &[], &last_pv_move, false), "{last_pv_move}");
    std::thread::sleep(Duration::from_millis(200));
    assert!(sync(&mut engine, 3).is_empty(), "exit stops the analysis");
}

#[test]
fn chess960_castling_with_variant_fischerandom() {
    let mut engine = started();
    engine.send("variant fischerandom");
    let fen = "4k3/8/8/8/8/8/8/R5KR w HA - 0 1";
    engine.send(&format!("setboard {fen}"));
    engine.send("usermove O-O");
    engine.send("usermove e8d8");
    engine.send("usermove O-O-O");
    assert_eq!(sync(&mut engine, 1), ["Illegal move: O-O-O"], "castling rights are gone after O-O");
    engine.send(&format!("setboard {fen}"));
    engine.send("usermove g1a1");
    engine.send("usermove e8e7");
    engine.send("sd 3");
    engine.send("go");
    let (mv, _) = engine_move(&mut engine, SECONDS_30);
    let after = "4k3/8/8/8/8/8/8/2KR3R b - - 1 1";
    assert!(common::is_legal_by_cozy(after, &["e8e7"], &mv, true), "{mv}");
}

#[test]
fn bad_input_is_answered_and_the_game_survives() {
    let mut engine = started();
    engine.send("e2e4");
    let cases: &[(&str, &str)] = &[
        ("flibbertigibbet", "Error (unknown command): flibbertigibbet"),
        ("usermove e2e5", "Illegal move: e2e5"),
        ("e7e4", "Illegal move: e7e4"),
        ("usermove", "Error (needs one argument): usermove"),
        ("level 40 5", "Error (usage: level MPS BASE INC): level 40 5"),
        ("sd 0", "Error (depth must be 1 to 200): sd 0"),
        ("st never", "Error (st needs seconds): st never"),
        ("time soon", "Error (time needs centiseconds): time soon"),
        ("variant crazyhouse", "Error (unsupported variant): variant crazyhouse"),
        ("nps 1000", "Error (not supported): nps 1000"),
    ];
    for (n, (input, expected)) in cases.iter().enumerate() {
        engine.send(input);
        assert_eq!(sync(&mut engine, n as u32), [*expected], "{input}");
    }
    engine.send(&"z".repeat(100_000));
    assert!(sync(&mut engine, 100)[0].starts_with("Error (unknown command): zzz"));
    engine.send_bytes(b"\xff\xfe\n");
    assert!(sync(&mut engine, 101)[0].starts_with("Error (unknown command)"));
    engine.send("");
    assert!(sync(&mut engine, 102).is_empty());
    // e2e4 still stands: black to move.
    engine.send("sd 3");
    engine.send("go");
    let (mv, _) = engine_move(&mut engine, SECONDS_30);
    assert!(is_legal_by_cozy(STARTPOS, &["e2e4"], &mv, false), "{mv}");
}
