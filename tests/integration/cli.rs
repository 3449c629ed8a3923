//! The command-line tools, run as a user would run them.

use hetman::tuning::packed::{read_records, PackedPosition, SideResult};
use std::process::{Command, Output};

fn hetman(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hetman")).args(args).output().expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn perft_divide_lists_each_root_move_then_the_total() {
    let output = hetman(&["perft", "3", "--divide"]);
    assert!(output.status.success());
    let text = stdout(&output);
    let divide: Vec<(String, u64)> = text
        .lines()
        .filter_map(|line| line.split_once(": "))
        .filter(|(mv, _)| !mv.contains(char::is_whitespace))
        .filter_map(|(mv, count)| Some((mv.to_string(), count.parse().ok()?)))
        .collect();
    assert_eq!(divide.len(), 20);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 8902);
    assert!(divide.contains(&("e2e4".to_string(), 600)));
    assert!(text.contains("Nodes searched: 8902\n"));
    assert!(text.lines().last().unwrap().ends_with(" nps"));
}

#[test]
fn perft_from_a_fen_with_chess960_castling() {
    let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let output = hetman(&["perft", "3", "--fen", fen]);
    assert!(stdout(&output).contains("Nodes searched: 12189\n"));
    let divide = stdout(&hetman(&["perft", "1", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "--divide"]));
    assert!(divide.contains("e1g1: 1\n"));
    let divide960 =
        stdout(&hetman(&["perft", "1", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "--divide", "--chess960"]));
    assert!(divide960.contains("e1h1: 1\n"));
}

#[test]
fn bad_input_gets_a_clear_error() {
    let output = hetman(&["perft", "2", "--fen", "8/8/8 w - - 0 1"]);
    assert!(!output.status.success());
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("invalid FEN: expected 8 ranks"), "{error}");
    // The argument parser names the argument and what it expects.
    let output = hetman(&["perft", "deep"]);
    assert!(String::from_utf8_lossy(&output.stderr).contains("invalid value 'deep' for '<DEPTH>'"));
    let output = hetman(&["datagen", "--out", "x", "--threads", "0"]);
    assert!(String::from_utf8_lossy(&output.stderr).contains("'--threads <THREADS>': 0 is not in 1..=256"));
    let output = hetman(&["frobnicate"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("unrecognized subcommand 'frobnicate'"));
    // Every command has its --help, generated from the same declarations.
    for command in
        ["bench", "perft", "perft-suite", "epd", "eval", "datagen", "relabel", "train", "data", "stats", "book"]
    {
        let output = hetman(&[command, "--help"]);
        assert!(output.status.success() && stdout(&output).contains("Usage: hetman"), "{command} --help");
    }
}

#[test]
fn perft_suite_reports_mismatches_and_a_summary() {
    let dir = std::env::temp_dir().join(format!("hetman-suite-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("suite.epd");
    std::fs::write(
        &file,
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66 ;D3 1197\n\
         4k3/8/8/8/8/8/8/R3K3 w Q - 0 1 ;D1 16 ;D2 72\n",
    )
    .unwrap();
    let output = hetman(&["perft-suite", file.to_str().unwrap(), "--max-depth", "3"]);
    let text = stdout(&output);
    assert!(!output.status.success());
    assert!(text.contains("depth 2: expected 72, found 71: 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), "{text}");
    assert_eq!(text.lines().last(), Some("1 passed, 1 failed, 0 skipped"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn eval_prints_what_evaluates_and_rejects_bad_fens() {
    let output = hetman(&["eval", "--fen", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]);
    assert!(output.status.success());
    let text = stdout(&output);
    for name in ["NNUE derived piece values", "|   P   |", "NNUE evaluation: +", "(built in)"] {
        assert!(text.contains(name), "{name} missing:\n{text}");
    }
    // The classical evaluation is gone: its old name is a file that is not there.
    let output = hetman(&["--net", "<classical>", "eval", "--fen", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]);
    let text = stdout(&output);
    assert!(text.contains("cannot read <classical>") && text.contains("(built in)"), "{text}");
    let output = hetman(&["eval", "--fen", "4k3/8/8 w - - 0 1"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("bad FEN"));
}

#[test]
fn epd_solves_a_small_suite_and_reports_each_position() {
    let dir = std::env::temp_dir().join(format!("hetman-epd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("suite.epd");
    std::fs::write(
        &file,
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"back rank\";\n\
         # a comment\n\
         4k3/8/8/8/8/8/4P3/4K3 w - - am Kd1; id \"no retreat\";\n",
    )
    .unwrap();
    // Kd1 draws (the tablebase: the black king takes the opposition); Kd2 and Kf2 win. The
    // network g12s-512 finds that at depth 9, g10f-256 before it at 5.
    let output = hetman(&["epd", file.to_str().unwrap(), "--depth", "10"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = stdout(&output);
    assert!(text.contains("back rank") && text.contains("played Ra8#"), "{text}");
    assert!(text.contains("solved 2 of 2"), "{text}");
    std::fs::write(&file, "4k3/8/8/8/8/8/4P3/4K3 w - - bm Qh5;\n").unwrap();
    let output = hetman(&["epd", file.to_str().unwrap(), "--depth", "2"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("line 1: move 'Qh5'"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn stats_needs_its_feature() {
    let output = hetman(&["stats", "--depth", "3"]);
    if cfg!(feature = "stats") {
        assert!(stdout(&output).contains("time(d)"));
    } else {
        assert!(!output.status.success());
        assert!(String::from_utf8_lossy(&output.stderr).contains("--features stats"));
    }
}

#[test]
fn relabel_rescores_a_data_file_and_rejects_bad_options() {
    let dir = std::env::temp_dir().join(format!("hetman-relabel-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (data, out) = (dir.join("in.bin"), dir.join("out.bin"));
    // Black is a rook up whatever the old score says (against a pawn, so that the network
    // scores it, not the bare-king rule).
    let pos = hetman::chess::Position::from_fen("4k3/3r4/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    let record = PackedPosition::pack(&pos, 50, SideResult::Loss).unwrap();
    std::fs::write(&data, bytemuck::bytes_of(&record)).unwrap();
    let (data_arg, out_arg) = (data.to_str().unwrap(), out.to_str().unwrap());
    let output = hetman(&["relabel", "--data", data_arg, "--out", out_arg, "--nodes", "2000"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout(&output).contains("1 positions searched with 2000 nodes, 1 written"));
    let written = read_records(&std::fs::read(&out).unwrap()).unwrap();
    assert!(written.len() == 1 && written[0].same_position(&record) && written[0].result() == 0.0);
    assert!(written[0].score() < -200, "{}", written[0].score());
    // Games are not written: relabel writes records.
    let output = hetman(&["relabel", "--data", data_arg, "--out", "x.games"]);
    assert!(String::from_utf8_lossy(&output.stderr).contains("relabel writes records"));
    let output = hetman(&["relabel", "--data", data_arg, "--out", out_arg, "--every", "0"]);
    assert!(String::from_utf8_lossy(&output.stderr).contains("'--every <EVERY>': 0 is not in 1.."));
    let output = hetman(&["relabel", "--out", out_arg]);
    assert!(String::from_utf8_lossy(&output.stderr).contains("--data <DATA>"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn data_tools_count_shuffle_and_merge_records() {
    let dir = std::env::temp_dir().join(format!("hetman-data-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    // A win for the side to move, a draw and a loss.
    let records: Vec<PackedPosition> = [
        ("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", -40, SideResult::Loss),
        ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", 120, SideResult::Draw),
        ("4k3/8/8/8/8/8/3QP3/4K3 w - - 0 1", 900, SideResult::Win),
    ]
    .iter()
    .map(|&(fen, score, result)| {
        PackedPosition::pack(&hetman::chess::Position::from_fen(fen).unwrap(), score, result).unwrap()
    })
    .collect();
    std::fs::write(path("a.bin"), bytemuck::cast_slice::<PackedPosition, u8>(&records)).unwrap();
    let output = hetman(&["data", "merge", &path("a.bin"), &path("a.bin"), "--out", &path("b.bin")]);
    assert!(stdout(&output).contains("6 positions written"), "{output:?}");
    let output = hetman(&["data", "shuffle", &path("b.bin"), "--out", &path("c.bin"), "--seed", "9"]);
    assert!(stdout(&output).contains("6 records shuffled"), "{output:?}");
    let text = stdout(&hetman(&["data", "stats", &path("c.bin")]));
    assert!(text.starts_with("6 positions (192 bytes as records)"), "{text}");
    assert!(text.contains("win 33.3%, draw 33.3%, loss 33.3%"), "{text}");
    // A truncated file is refused with the offset of its broken record.
    let bytes = std::fs::read(path("c.bin")).unwrap();
    std::fs::write(path("d.bin"), &bytes[..100]).unwrap();
    let output = hetman(&["data", "stats", &path("d.bin")]);
    assert!(!output.status.success());
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("d.bin: the data ends inside the record starting at byte 96")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn datagen_games_convert_to_the_same_records_and_export_to_bulletformat() {
    let dir = std::env::temp_dir().join(format!("hetman-games-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    // The same games written both ways.
    for out in ["g.bin", "g.games"] {
        let output = hetman(&["datagen", "--out", &path(out), "--games", "3", "--nodes", "400", "--seed", "5"]);
        assert!(output.status.success(), "{output:?}");
    }
    let (records, games) = (std::fs::read(path("g.bin")).unwrap(), std::fs::read(path("g.games")).unwrap());
    assert!(records.len() >= 32 * 20 && games.len() * 3 < records.len(), "{} {}", records.len(), games.len());
    // Games to records gives the generator's records byte for byte, and back again.
    let output = hetman(&["data", "merge", &path("g.games"), "--out", &path("from-games.bin")]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(std::fs::read(path("from-games.bin")).unwrap(), records);
    let output = hetman(&["data", "merge", &path("g.bin"), "--out", &path("again.games")]);
    assert!(output.status.success(), "{output:?}");
    let output = hetman(&["data", "merge", &path("again.games"), "--out", &path("again.bin")]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(std::fs::read(path("again.bin")).unwrap(), records);
    // Statistics read either file alike.
    assert_eq!(
        stdout(&hetman(&["data", "stats", &path("g.games")])),
        stdout(&hetman(&["data", "stats", &path("g.bin")]))
    );
    // Bulletformat: one 32-byte record a position.
    let output = hetman(&["data", "bullet", &path("g.games"), "--out", &path("g.bullet")]);
    assert!(stdout(&output).contains("in bulletformat"), "{output:?}");
    assert_eq!(std::fs::metadata(path("g.bullet")).unwrap().len() as usize, records.len());
    // A broken games file is refused with the place.
    std::fs::write(path("cut.games"), &games[..games.len() - 3]).unwrap();
    let output = hetman(&["data", "stats", &path("cut.games")]);
    assert!(!output.status.success());
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("cut.games: the data ends inside the game starting at byte")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn perft_with_threads_and_a_table_counts_the_same() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    for extra in [&["--threads", "2"][..], &["--hash", "1"], &["--threads", "3", "--hash", "4", "--divide"]] {
        let mut args = vec!["perft", "4", "--fen", kiwipete];
        args.extend_from_slice(extra);
        let output = hetman(&args);
        assert!(stdout(&output).contains("Nodes searched: 4085603\n"), "{extra:?}: {}", stdout(&output));
    }
    let lines = |text: String| text.lines().filter(|l| !l.starts_with("Time:")).map(String::from).collect::<Vec<_>>();
    let threaded = lines(stdout(&hetman(&["perft", "3", "--threads", "2", "--hash", "1", "--divide"])));
    assert_eq!(threaded, lines(stdout(&hetman(&["perft", "3", "--divide"]))), "the same lines in the same order");
    let output = hetman(&["perft", "3", "--hash", "70000"]);
    assert!(!output.status.success());
}
