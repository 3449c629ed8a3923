//! Opening book: Polyglot keys against the specification's examples, SAN round trips over random
//! positions, books read the same way python-chess reads them, and the engine playing from its book.

use crate::common;

use hetman::book::polyglot::polyglot_key;
use hetman::chess::Position;
use hetman::notation::san::{parse_san, to_san};
use std::process::Command;
use std::time::{Duration, Instant};

#[test]
fn polyglot_keys_of_the_specification_examples() {
    // The example positions and keys listed in the Polyglot book format specification.
    let examples: [(&[&str], u64); 9] = [
        (&[], 0x463b96181691fc9c),
        (&["e2e4"], 0x823c9b50fd114196),
        (&["e2e4", "d7d5"], 0x0756b94461c50fb0),
        (&["e2e4", "d7d5", "e4e5"], 0x662fafb965db29d4),
        (&["e2e4", "d7d5", "e4e5", "f7f5"], 0x22a48b5a8e47ff78),
        (&["e2e4", "d7d5", "e4e5", "f7f5", "e1e2"], 0x652a607ca3f242c1),
        (&["e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7"], 0x00fdd303c946bdd9),
        (&["a2a4", "b7b5", "h2h4", "b5b4", "c2c4"], 0x3c8123ea7b067637),
        (&["a2a4", "b7b5", "h2h4", "b5b4", "c2c4", "b4c3", "a1a3"], 0x5c3f9b829b279560),
    ];
    for (moves, key) in examples {
        let mut pos = Position::startpos();
        for text in moves {
            pos = pos.after(pos.parse_uci_move(text, false).unwrap());
        }
        assert_eq!(polyglot_key(&pos), key, "after {moves:?}");
    }
}

/// A small deterministic generator for the random games.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn san_round_trips_for_every_legal_move_of_random_positions() {
    let starts = [
        hetman::chess::fen::STARTPOS,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    ];
    let (mut state, mut positions, mut moves_checked) = (0x9E37_79B9_7F4A_7C15u64, 0, 0);
    for start in starts {
        for _ in 0..25 {
            let mut pos = Position::from_fen(start).unwrap();
            for _ in 0..60 {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                positions += 1;
                for &mv in &legal {
                    let san = to_san(&pos, mv);
                    assert_eq!(parse_san(&pos, &san), Ok(mv), "{san} in {}", pos.to_fen());
                    moves_checked += 1;
                }
                pos = pos.after(legal[(next(&mut state) % legal.len() as u64) as usize]);
            }
        }
    }
    assert!(positions > 4000 && moves_checked > 50_000, "{positions} positions, {moves_checked} moves");
}

/// Compares our reading of `book` with python-chess's over positions reached by book moves.
fn compare_with_python_chess(book: &str, positions: usize) {
    let Some(python) = common::python_with_chess() else {
        return common::skip("no Python with the chess package");
    };
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/python/polyglot_compare.py");
    let output = Command::new(python)
        .args([script, env!("CARGO_BIN_EXE_hetman"), book, &positions.to_string()])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    let compared: usize = stdout.lines().last().unwrap().split_whitespace().nth(1).unwrap().parse().unwrap();
    assert!(compared >= positions.min(100), "{stdout}");
}

#[test]
fn our_default_book_reads_the_same_in_python_chess() {
    compare_with_python_chess(concat!(env!("CARGO_MANIFEST_DIR"), "/data/book.bin"), 300);
}

#[test]
fn gnuchess_book_reads_the_same_as_in_python_chess() {
    let path = "/usr/share/games/gnuchess/book.bin";
    if !std::path::Path::new(path).exists() {
        return common::skip(&format!("{path} is missing (Debian's gnuchess-book)"));
    }
    compare_with_python_chess(path, 300);
}

#[test]
fn a_book_built_from_pgn_reads_the_same_in_python_chess() {
    let dir = std::env::temp_dir().join(format!("hetman-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("games.pgn");
    std::fs::write(
        &pgn,
        "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n\n\
         [Result \"0-1\"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 0-1\n\n\
         [Result \"1/2-1/2\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2\n\n\
         [Result \"*\"]\n\n1. e4 e5 2. Nf3 Nf6 3. Nxe5 {a comment} (3. d4) d6 *\n\n\
         [Event \"broken\"]\n\n1. e4 e5 2. Ke3 *\n",
    )
    .unwrap();
    let book = dir.join("book.bin");
    let output = Command::new(env!("CARGO_BIN_EXE_hetman"))
        .args(["book", "build", "--pgn", pgn.to_str().unwrap(), "--out", book.to_str().unwrap(), "--max-ply", "12"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.starts_with("4 games, 1 skipped as broken"), "{stdout}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("Ke3"));
    compare_with_python_chess(book.to_str().unwrap(), 10);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_engine_plays_book_moves_at_once_then_searches() {
    let mut engine = common::Engine::start();
    engine.send("setoption name OwnBook value true");
    engine.send("setoption name Book Mode value Best");
    assert!(engine.sync().is_empty());
    engine.send("position startpos");
    let start = Instant::now();
    engine.send("go wtime 60000 btime 60000");
    let (best, _, mut lines) = engine.best_move(Duration::from_secs(5));
    assert!(start.elapsed() < Duration::from_millis(200), "a book move takes {:?}", start.elapsed());
    assert_eq!(best, "e2e4");
    lines.retain(|line| !line.starts_with("info string NNUE evaluation"));
    assert_eq!(lines, ["info string book move e2e4", "bestmove e2e4"]);
    // Out of book (a rare first move): the engine searches.
    engine.send("position startpos moves g2g4 e7e5 f2f3");
    engine.send("go depth 5");
    let (best, _, lines) = engine.best_move(Duration::from_secs(30));
    assert!(lines.iter().any(|l| l.starts_with("info depth 5")), "{lines:?}");
    assert_eq!(best, "d8h4", "mate in one");
    // A broken book file is reported once; the engine then searches normally.
    engine.send("setoption name BookFile value /nonexistent/book.bin");
    let lines = engine.sync();
    assert!(lines.len() == 1 && lines[0].contains("playing without a book"), "{lines:?}");
    engine.send("position startpos");
    engine.send("go depth 4");
    let (_, _, lines) = engine.best_move(Duration::from_secs(30));
    assert!(lines.iter().all(|l| !l.contains("book") && !l.contains("error")), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("info depth 4")));
    engine.send("setoption name Book Depth value 999");
    assert!(engine.sync()[0].contains("Book Depth is out of range: must be between 0 and 200"));
}
