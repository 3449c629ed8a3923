//! The engine as a GUI sees it: UCI over standard input and output. Every best move is checked
//! against cozy-chess's legal moves.

use crate::common;

use crate::common::{is_legal_by_cozy, Engine, STARTPOS};
use std::time::{Duration, Instant};

const SECONDS_30: Duration = Duration::from_secs(30);

fn assert_legal(fen: &str, moves: &[&str], best: &str) {
    assert!(is_legal_by_cozy(fen, moves, best, false), "bestmove {best} is illegal after {moves:?} from {fen}");
}

/// `info` lines with a `score`, as (multipv, first pv move, score text).
fn scored_lines(lines: &[String]) -> Vec<(usize, String, String)> {
    lines
        .iter()
        .filter(|line| line.starts_with("info depth") && line.contains(" pv "))
        .map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            let after = |key: &str| words.iter().position(|&w| w == key).map(|i| words[i + 1]);
            let multipv = after("multipv").map_or(1, |n| n.parse().unwrap());
            let score_at = words.iter().position(|&w| w == "score").unwrap();
            let score = format!("{} {}", words[score_at + 1], words[score_at + 2]);
            (multipv, after("pv").unwrap().to_string(), score)
        })
        .collect()
}

#[test]
fn handshake_lists_every_option_with_its_range() {
    let mut engine = Engine::start();
    engine.send("uci");
    let lines = engine.read_until_prefix("uciok", SECONDS_30);
    assert!(lines[0].starts_with("id name Hetman"));
    assert!(lines.iter().any(|l| l.starts_with("id author")));
    for option in [
        "option name Hash type spin default 16 min 1 max 65536",
        "option name Threads type spin default 1 min 1 max 256",
        "option name Clear Hash type button",
        "option name Ponder type check default false",
        "option name MultiPV type spin default 1 min 1 max 256",
        "option name Move Overhead type spin default 20 min 0 max 5000",
        "option name Contempt type spin default 0 min 0 max 100",
        "option name UCI_Chess960 type check default false",
    ] {
        assert!(lines.iter().any(|l| l == option), "missing '{option}' in {lines:?}");
    }
    assert!(engine.sync().is_empty());
    engine.send("quit");
    assert!(engine.wait_exit(Duration::from_secs(5)));
}

#[test]
fn position_with_moves_then_go_depth() {
    let mut engine = Engine::start();
    let moves = ["e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4", "f3d4", "g8f6", "b1c3", "a7a6"];
    engine.send(&format!("position startpos moves {}", moves.join(" ")));
    engine.send("go depth 6");
    let (best, ponder, lines) = engine.best_move(SECONDS_30);
    assert_legal(STARTPOS, &moves, &best);
    let mut with_best = moves.to_vec();
    with_best.push(&best);
    assert_legal(STARTPOS, &with_best, &ponder.expect("a ponder move after depth 6"));
    let depths: Vec<&String> = lines.iter().filter(|l| l.starts_with("info depth 6 ")).collect();
    assert_eq!(depths.len(), 1, "{lines:?}");
    for key in [" seldepth ", " multipv 1 ", " score cp ", " nodes ", " nps ", " hashfull ", " time ", " pv "] {
        assert!(depths[0].contains(key), "'{key}' missing from {}", depths[0]);
    }
}

#[test]
fn every_go_mode_ends_with_a_legal_best_move() {
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    let mut engine = Engine::start();
    engine.send(&format!("position fen {fen}"));
    for go in [
        "go depth 4",
        "go nodes 20000",
        "go movetime 100",
        "go wtime 1000 btime 1000",
        "go wtime 3000 btime 3000 winc 100 binc 100",
        "go wtime 500 btime 500 movestogo 1",
        "go wtime 60000 btime 60000 movestogo 40",
        "go mate 2 movetime 300",
        "go depth 3 searchmoves a2a3 h2h3",
        "go wtime 0 btime 1000",
        "go",
    ] {
        let start = Instant::now();
        engine.send(go);
        if go == "go" {
            std::thread::sleep(Duration::from_millis(100));
            engine.send("stop");
        }
        let (best, _, _) = engine.best_move(SECONDS_30);
        assert_legal(fen, &[], &best);
        if go.contains("searchmoves") {
            assert!(best == "a2a3" || best == "h2h3", "{go}: {best}");
        }
        if go.starts_with("go wtime 1000") || go.starts_with("go movetime") {
            assert!(start.elapsed() < Duration::from_millis(900), "{go} took {:?}", start.elapsed());
        }
    }
}

#[test]
fn stop_and_isready_during_an_infinite_search() {
    let mut engine = Engine::start();
    engine.send("position startpos moves d2d4");
    engine.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    let before_ready = engine.sync();
    assert!(before_ready.iter().all(|l| !l.starts_with("bestmove")), "bestmove before stop: {before_ready:?}");
    // An infinite search that reaches its end still waits for stop.
    std::thread::sleep(Duration::from_millis(300));
    let stopped = Instant::now();
    engine.send("stop");
    let (best, _, _) = engine.best_move(Duration::from_secs(2));
    assert!(stopped.elapsed() < Duration::from_millis(500), "stop took {:?}", stopped.elapsed());
    assert_legal(STARTPOS, &["d2d4"], &best);
    // A second stop, with no search running, sends nothing.
    engine.send("stop");
    assert!(engine.sync().is_empty());
}

#[test]
fn infinite_search_of_a_mate_waits_for_stop() {
    let mut engine = Engine::start();
    engine.send("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    engine.send("go infinite depth 3");
    // The mate comes within milliseconds; a loaded machine may take longer to show it.
    let mut lines = Vec::new();
    let started = Instant::now();
    while !lines.iter().any(|l: &String| l.contains("score mate 1")) && started.elapsed() < SECONDS_30 {
        std::thread::sleep(Duration::from_millis(100));
        lines.extend(engine.sync());
    }
    assert!(lines.iter().any(|l| l.contains("score mate 1")), "{lines:?}");
    assert!(lines.iter().all(|l| !l.starts_with("bestmove")), "{lines:?}");
    engine.send("stop");
    assert_eq!(engine.best_move(SECONDS_30).0, "d1d8");
}

#[test]
fn ponder_then_ponderhit_and_ponder_miss() {
    let mut engine = Engine::start();
    engine.send("setoption name Ponder value true");
    engine.send("position startpos moves e2e4 e7e5 g1f3");
    engine.send("go ponder wtime 1000 btime 1000 winc 10 binc 10");
    std::thread::sleep(Duration::from_millis(700));
    // While pondering the clock is not ours: no move yet, however long it takes.
    assert!(engine.sync().iter().all(|l| !l.starts_with("bestmove")));
    let hit = Instant::now();
    engine.send("ponderhit");
    let (best, _, _) = engine.best_move(Duration::from_secs(5));
    assert!(hit.elapsed() < Duration::from_millis(600), "after ponderhit it took {:?}", hit.elapsed());
    assert_legal(STARTPOS, &["e2e4", "e7e5", "g1f3"], &best);

    // A miss: the GUI stops the ponder search and starts again from the real position.
    engine.send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5");
    engine.send("go ponder wtime 1000 btime 1000");
    std::thread::sleep(Duration::from_millis(100));
    engine.send("stop");
    engine.best_move(Duration::from_secs(2));
    engine.send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4");
    engine.send("go wtime 1000 btime 1000");
    let (best, _, _) = engine.best_move(Duration::from_secs(2));
    assert_legal(STARTPOS, &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4"], &best);
}

#[test]
fn multipv_three_gives_three_distinct_lines() {
    let mut engine = Engine::start();
    engine.send("setoption name MultiPV value 3");
    engine.send("position startpos moves e2e4");
    engine.send("go depth 7");
    let (best, _, lines) = engine.best_move(SECONDS_30);
    let last_depth: Vec<&String> = lines.iter().filter(|l| l.starts_with("info depth 7 ")).collect();
    let lines = scored_lines(&last_depth.into_iter().cloned().collect::<Vec<_>>());
    assert_eq!(lines.iter().map(|l| l.0).collect::<Vec<_>>(), [1, 2, 3]);
    let mut first_moves: Vec<&String> = lines.iter().map(|l| &l.1).collect();
    assert_eq!(first_moves[0], &best);
    first_moves.sort();
    first_moves.dedup();
    assert_eq!(first_moves.len(), 3, "{lines:?}");
    let cp = |text: &str| text.strip_prefix("cp ").unwrap().parse::<i32>().unwrap();
    assert!(cp(&lines[0].2) >= cp(&lines[1].2) && cp(&lines[1].2) >= cp(&lines[2].2), "{lines:?}");
    // Asking for more lines than there are moves gives one line per move.
    engine.send("position fen 7k/8/8/8/8/8/8/K7 w - - 0 1");
    engine.send("go depth 3");
    let (_, _, lines) = engine.best_move(SECONDS_30);
    let last: Vec<String> = lines.iter().filter(|l| l.starts_with("info depth 3 ")).cloned().collect();
    assert_eq!(scored_lines(&last).len(), 3);
}

#[test]
fn chess960_castling_is_read_and_written_king_takes_rook() {
    let fen = "4k3/8/8/8/8/8/8/R5KR w HA - 0 1";
    let mut engine = Engine::start();
    engine.send("setoption name UCI_Chess960 value true");
    for (castling, after) in [("g1h1", "R4RK1"), ("g1a1", "2KR3R")] {
        engine.send(&format!("position fen {fen} moves {castling}"));
        engine.send("d");
        let board = engine.sync();
        assert!(board.iter().any(|l| l == &format!("Fen: 4k3/8/8/8/8/8/8/{after} b - - 1 1")), "{board:?}");
    }
    engine.send(&format!("position fen {fen}"));
    engine.send("go perft 1");
    let perft = engine.read_until_prefix("Nodes searched", SECONDS_30);
    assert!(perft.iter().any(|l| l == "g1h1: 1") && perft.iter().any(|l| l == "g1a1: 1"), "{perft:?}");
    for castling in ["g1h1", "g1a1"] {
        engine.send(&format!("go depth 4 searchmoves {castling}"));
        let (best, _, _) = engine.best_move(SECONDS_30);
        assert_eq!(best, castling);
        assert!(common::is_legal_by_cozy("4k3/8/8/8/8/8/8/R5KR w HA - 0 1", &[], &best, true));
    }
    // Standard chess writes castling as the king's two-square step.
    engine.send("setoption name UCI_Chess960 value false");
    engine.send("position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    engine.send("go depth 3 searchmoves e1c1");
    assert_eq!(engine.best_move(SECONDS_30).0, "e1c1");
}

#[test]
fn bad_input_is_reported_and_changes_nothing() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e4");
    let cases: &[(&str, &str)] = &[
        ("flibbertigibbet", "unknown command"),
        ("position startpos moves e2e4 e2e4", "illegal move 'e2e4' (move 2"),
        ("position startpos moves e2e5", "illegal move"),
        ("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "invalid FEN"),
        ("position fen 8/8/8/8/8/8/8/8 w - - 0 1", "invalid FEN"),
        ("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "invalid FEN"),
        ("position fen", "usage: position"),
        ("position", "usage: position"),
        ("position sideways", "usage: position"),
        ("setoption name Hash value 0", "Hash is out of range: must be between 1 and 65536"),
        ("setoption name Hash value 99999999", "Hash is out of range"),
        ("setoption name Hash value lots", "whole number"),
        ("setoption name Threads value 1000", "Threads is out of range: must be between 1 and 256"),
        ("setoption name MultiPV value -1", "out of range"),
        ("setoption name Move Overhead value 100000", "Move Overhead is out of range"),
        ("setoption name Contempt value 101", "Contempt is out of range: must be between 0 and 100"),
        ("setoption name Contempt value -10", "out of range"),
        ("setoption name UCI_Chess960 value maybe", "true or false"),
        ("setoption name Hash", "needs a value"),
        ("setoption name Nonsense value 1", "unknown option"),
        ("setoption", "usage: setoption"),
        ("go perft -3", "perft depth is out of range: must be between"),
        ("go perft", "usage: go perft"),
        ("debug maybe", "usage: debug"),
        ("uci please", "takes no arguments"),
    ];
    for (input, expected) in cases {
        engine.send(input);
        let lines = engine.sync();
        assert!(
            lines.len() == 1 && lines[0].starts_with("info string error: ") && lines[0].contains(expected),
            "{input:?} gave {lines:?}, expected an error with {expected:?}"
        );
    }
    // Empty lines are ignored; a very long line and invalid UTF-8 are errors.
    engine.send("");
    engine.send("   \t ");
    assert!(engine.sync().is_empty());
    engine.send(&"x".repeat(200_000));
    let lines = engine.sync();
    assert!(lines.len() == 1 && lines[0].starts_with("info string error: unknown command") && lines[0].len() < 200);
    engine.send_bytes(b"\xff\xfe position \xc3\n");
    assert!(engine.sync()[0].starts_with("info string error:"));
    engine.send("go depth 3 searchmoves z9z9 e7e5");
    let (best, _, lines) = engine.best_move(SECONDS_30);
    assert!(lines.iter().any(|l| l.contains("error: searchmoves: 'z9z9'")), "{lines:?}");
    assert_eq!(best, "e7e5");
    // The position after e2e4 survived all of it.
    engine.send("d");
    let board = engine.sync();
    assert!(board.iter().any(|l| l == "Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), "{board:?}");
    engine.send("go depth 3");
    assert_legal(STARTPOS, &["e2e4"], &engine.best_move(SECONDS_30).0);
}

#[test]
fn a_truncated_last_line_is_still_read_and_end_of_input_ends_the_engine() {
    let mut engine = Engine::start();
    engine.send("position startpos");
    engine.send_bytes(b"go depth 5");
    engine.close_input();
    let (best, _, _) = engine.best_move(SECONDS_30);
    assert_legal(STARTPOS, &[], &best);
    assert!(engine.wait_exit(Duration::from_secs(5)));
}

#[test]
fn end_of_input_stops_an_infinite_search() {
    let mut engine = Engine::start();
    engine.send("go infinite");
    std::thread::sleep(Duration::from_millis(100));
    engine.close_input();
    let (best, _, _) = engine.best_move(Duration::from_secs(5));
    assert_legal(STARTPOS, &[], &best);
    assert!(engine.wait_exit(Duration::from_secs(5)));
}

#[test]
fn no_legal_move_gives_bestmove_0000() {
    let mut engine = Engine::start();
    engine.send("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    engine.send("go depth 5");
    let (best, _, lines) = engine.best_move(SECONDS_30);
    assert_eq!(best, "0000");
    assert!(lines.iter().any(|l| l == "info depth 0 score cp 0"), "stalemate: {lines:?}");
    engine.send("position fen 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    engine.send("go depth 5");
    let (best, _, lines) = engine.best_move(SECONDS_30);
    assert_eq!(best, "0000");
    assert!(lines.iter().any(|l| l == "info depth 0 score mate 0"), "checkmate: {lines:?}");
}

#[test]
fn perft_display_eval_and_new_game() {
    let mut engine = Engine::start();
    engine.send("position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    engine.send("go perft 3");
    let lines = engine.read_until_prefix("Nodes searched", SECONDS_30);
    assert_eq!(lines.last().unwrap(), "Nodes searched: 97862");
    assert_eq!(lines.iter().filter(|l| l.contains(": ") && l.len() < 12).count(), 48);
    engine.send("eval");
    let eval = engine.sync();
    assert!(eval.iter().any(|l| l.starts_with("NNUE evaluation: ")), "{eval:?}");
    engine.send("ucinewgame");
    engine.send("d");
    let board = engine.sync();
    assert!(board.iter().any(|l| l == &format!("Fen: {STARTPOS}")), "{board:?}");
    assert!(board.iter().any(|l| l.starts_with("Key: ") && l.len() == 21));
    assert!(board.iter().any(|l| l == "Checkers: "));
}

#[test]
fn options_take_effect() {
    let mut engine = Engine::start();
    for option in [
        "setoption name Hash value 1",
        "setoption name hash value 64",
        "setoption name Threads value 3",
        "setoption name Clear Hash",
        "setoption name Move Overhead value 50",
        "setoption name Ponder value false",
    ] {
        engine.send(option);
        assert!(engine.sync().is_empty(), "{option}");
    }
    engine.send("go depth 8");
    let (best, _, lines) = engine.best_move(SECONDS_30);
    assert_legal(STARTPOS, &[], &best);
    assert!(lines.iter().any(|l| l.starts_with("info depth 8 ")));
    engine.send("debug on");
    engine.send("position startpos moves g1f3");
    let lines = engine.sync();
    assert!(lines.iter().any(|l| l.starts_with("info string")), "{lines:?}");
}

#[test]
fn contempt_is_what_a_dead_draw_scores_against_the_engine() {
    let mut engine = Engine::start();
    for (contempt, score) in [("0", "score cp 0 "), ("25", "score cp -25 "), ("15", "score cp -15 ")] {
        engine.send(&format!("setoption name Contempt value {contempt}"));
        engine.send("ucinewgame");
        // King and knight against king, whoever takes what: every line ends in a dead draw.
        engine.send("position fen 8/8/8/3k4/8/8/2Kn4/8 w - - 0 1");
        engine.send("go depth 5");
        let (_, _, lines) = engine.best_move(SECONDS_30);
        let last = lines.iter().rev().find(|l| l.starts_with("info depth 5 ")).expect("a depth-5 line");
        assert!(last.contains(score), "contempt {contempt}: {last}");
    }
}

#[test]
fn bench_node_count_is_the_same_every_run() {
    let run = || {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_hetman")).args(["bench", "7"]).output().unwrap();
        assert!(output.status.success());
        let text = String::from_utf8(output.stdout).unwrap();
        let last: Vec<String> = text.lines().last().unwrap().split_whitespace().map(String::from).collect();
        assert_eq!((last.len(), last[1].as_str(), last[3].as_str()), (4, "nodes", "nps"), "{text}");
        last[0].parse::<u64>().unwrap()
    };
    let first = run();
    assert!(first > 10_000);
    assert_eq!(first, run());
}

#[test]
fn win_draw_loss_chances_follow_the_score_when_asked_for() {
    let mut engine = Engine::start();
    engine.send("go depth 4");
    let plain = engine.read_until_prefix("bestmove", SECONDS_30);
    assert!(plain.iter().all(|l| !l.contains(" wdl ")), "off by default: {plain:?}");
    engine.send("setoption name UCI_ShowWDL value true");
    let chances = |line: &str| -> [u32; 3] {
        let words: Vec<&str> = line.split(" wdl ").nth(1).expect("a wdl field").split(' ').take(3).collect();
        [0, 1, 2].map(|i| words[i].parse().unwrap())
    };
    // Level, then a queen up for the side to move, then a mate in one to give.
    let mut seen = Vec::new();
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
    ] {
        engine.send(&format!("position fen {fen}"));
        engine.send("go depth 6");
        let lines = engine.read_until_prefix("bestmove", SECONDS_30);
        let last = lines.iter().rev().find(|l| l.starts_with("info depth")).unwrap().clone();
        let [w, d, l] = chances(&last);
        assert_eq!(w + d + l, 1000, "{last}");
        seen.push(([w, d, l], last));
    }
    assert!(seen[1].0[0] > seen[0].0[0] && seen[1].0[2] < seen[0].0[2], "{seen:?}");
    assert!(seen[1].0[0] > 900, "a queen up wins: {seen:?}");
    assert!(seen[2].1.contains(" score mate 1 "), "{seen:?}");
    assert_eq!(seen[2].0, [1000, 0, 0], "a mate is certain");
}
