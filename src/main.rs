//! The `hetman` command line: without arguments, the UCI engine on standard input and output;
//! otherwise subcommands for bench, perft and perft suites.

use hetman::book::builder::BuildOptions;
use hetman::book::polyglot::Book;
use hetman::chess::{fen, perft, Position};
use hetman::input::{is_integer, shorten};
use hetman::protocol;
use hetman::tools::{bench, book_command, epd, perft_command, perft_suite};
use hetman::tuning::command::{datagen, relabel_command, trainable_weights, tune_command};
use hetman::tuning::datagen::DatagenOptions;
use hetman::tuning::relabel::RelabelOptions;
use hetman::tuning::tuner::TuneOptions;
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "\
Hetman, a chess engine.

Usage:
  hetman
      Run the engine on standard input and output: UCI, or xboard if the first command is
      'xboard' (for a GUI or a match tool).
  hetman bench [depth]
      Search the bench positions to a fixed depth (default 11) and print '<N> nodes <M> nps'.
  hetman book build --pgn FILE... --out BOOK [--max-ply N] [--min-games N]
      Build a Polyglot book from PGN games (moves of wins weigh double, losses are dropped).
  hetman book probe --book BOOK [--fen FEN]
      List the book moves of a position (the start position by default) with their weights.
  hetman datagen --out FILE [--games N] [--nodes N] [--random-plies N] [--threads N] [--seed N]
                 [--openings EPD]
      Play self-play games at a fixed node count and write their quiet positions with the game
      results and the search scores, as tuning data (defaults: 1000 games, 5000 nodes, 2 random
      plies, 1 thread, seed 1, openings data/openings/noob_3moves_sample.epd).
  hetman relabel --data FILE --out FILE [--nodes N] [--every K] [--threads N]
      Search every K-th position of a data file again from an empty table with N nodes (defaults:
      50000 nodes, every position, 1 thread) and write it with the same result and the new score,
      in the input's order; positions the new search scores as decided are dropped.
  hetman tune --data FILE [--epochs N] [--rate X] [--threads N] [--regularize L] [--only TERMS]
              [--lambda X] [--write WEIGHTS_RS]
      Texel-tune every evaluation weight on the data (defaults: 500 epochs, rate 1.0, 1 thread,
      no regularization); --regularize adds L * (weight - start)^2 / 2 per weight to the error;
      --only tunes just the named terms (comma-separated, as 'hetman eval' names them) and holds
      the rest; --lambda fits X * sigmoid(search score) + (1 - X) * result instead of the bare
      result (lines without a score use the result); --write rewrites the table in that file
      (src/eval/weights.rs).
  hetman epd FILE [--time MS | --depth D | --nodes N] [--threads T] [--hash MB]
      Run a test suite of EPD positions with bm/am moves (default 1000 ms a position): each
      position's move, when the solution was found and kept, and 'solved K of N' last.
  hetman stats [--depth D] [--hash MB] [--epd FILE]     (build with --features stats)
      Search statistics per iteration depth over the bench positions (or an EPD file), one
      thread, to depth 11 by default, with time(d) and memory(d) fitted to c * 2^(e*d).
  hetman eval [--fen FEN]
      Print every evaluation term for both sides, middle game and end game, and the blended total
      (the start position by default).
  hetman perft <depth> [--fen FEN] [--divide] [--chess960]
      Count the leaves of the legal move tree. --divide prints each root move with its count;
      --chess960 writes castling as king-takes-rook.
  hetman perft-suite <file> [--max-depth D] [--threads N]
      Check every position of a perft suite (EPD ';D1 n' lines or id/epd/perft blocks).
  hetman help
      This text.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        None => {
            protocol::run_stdin();
            Ok(())
        }
        Some("bench") => run_bench(&args[1..]),
        Some("eval") => run_eval(&args[1..]),
        Some("epd") => run_epd(&args[1..]),
        Some("stats") => run_stats(&args[1..]),
        Some("book") => book(&args[1..]),
        Some("datagen") => run_datagen(&args[1..]),
        Some("relabel") => run_relabel(&args[1..]),
        Some("tune") => run_tune(&args[1..]),
        Some("perft") => perft(&args[1..]),
        Some("perft-suite") => suite(&args[1..]),
        Some("help" | "--help" | "-h") => {
            // A reader that stops early (`hetman help | head`) is no error.
            let _ = writeln!(std::io::stdout(), "{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command '{}'; try 'hetman help'", shorten(other))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The value after a flag, or an error naming the flag.
fn flag_value<'a>(args: &'a [String], index: usize, flag: &str) -> Result<&'a str, String> {
    args.get(index + 1).map(String::as_str).ok_or(format!("{flag} needs a value"))
}

fn parse_number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, String> {
    text.parse().map_err(|_| {
        let shown = shorten(text);
        if is_integer(text) {
            format!("{what} is out of range, found {shown}")
        } else {
            format!("{what} must be a number, found '{shown}'")
        }
    })
}

fn run_bench(args: &[String]) -> Result<(), String> {
    let depth = match args {
        [] => bench::DEFAULT_DEPTH,
        [depth] => parse_number(depth, "depth")?,
        _ => return Err("usage: hetman bench [depth]".to_string()),
    };
    if !(1..=64).contains(&depth) {
        return Err(format!("depth must be between 1 and 64, found {depth}"));
    }
    bench::run(&mut std::io::stdout().lock(), depth).map_err(|e| e.to_string())?;
    Ok(())
}

fn run_epd(args: &[String]) -> Result<(), String> {
    let usage = "usage: hetman epd FILE [--time MS | --depth D | --nodes N] [--threads T] [--hash MB]";
    let path = args.first().filter(|a| !a.starts_with("--")).ok_or(usage)?;
    let mut limit = epd::EpdLimit::Time(std::time::Duration::from_millis(1000));
    let mut engine = hetman::engine::Engine::new();
    let mut i = 1;
    while i < args.len() {
        let value = flag_value(args, i, &args[i])?;
        match args[i].as_str() {
            "--time" => limit = epd::EpdLimit::Time(std::time::Duration::from_millis(parse_number(value, "--time")?)),
            "--depth" => limit = epd::EpdLimit::Depth(parse_number(value, "--depth")?),
            "--nodes" => limit = epd::EpdLimit::Nodes(parse_number(value, "--nodes")?),
            "--threads" => engine.set_threads(parse_number(value, "--threads")?)?,
            "--hash" => engine.set_hash(parse_number(value, "--hash")?)?,
            other => return Err(format!("unexpected argument '{}'; {usage}", shorten(other))),
        }
        i += 2;
    }
    let valid = match limit {
        epd::EpdLimit::Time(time) => !time.is_zero(),
        epd::EpdLimit::Depth(depth) => (1..=64).contains(&depth),
        epd::EpdLimit::Nodes(nodes) => nodes > 0,
    };
    if !valid {
        return Err("--time and --nodes must be above 0, --depth 1 to 64".to_string());
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let entries = epd::read_suite(&text).map_err(|e| format!("{path}: {e}"))?;
    epd::run_suite(&mut engine, &entries, &limit, &mut std::io::stdout().lock()).map_err(|e| e.to_string())?;
    Ok(())
}

#[cfg(not(feature = "stats"))]
fn run_stats(_args: &[String]) -> Result<(), String> {
    Err("this build has no search statistics; run: cargo run --release --features stats -- stats".to_string())
}

#[cfg(feature = "stats")]
fn run_stats(args: &[String]) -> Result<(), String> {
    use hetman::tools::stats;
    let (mut depth, mut hash_mb, mut file) = (bench::DEFAULT_DEPTH, 64, None);
    let mut i = 0;
    while i < args.len() {
        let value = flag_value(args, i, &args[i])?;
        match args[i].as_str() {
            "--depth" => depth = parse_number(value, "--depth")?,
            "--hash" => hash_mb = parse_number(value, "--hash")?,
            "--epd" => file = Some(value.to_string()),
            other => return Err(format!("unexpected argument '{}'; try 'hetman help'", shorten(other))),
        }
        i += 2;
    }
    if !(1..=40).contains(&depth) || !(1..=65536).contains(&hash_mb) {
        return Err("--depth must be 1 to 40 and --hash 1 to 65536".to_string());
    }
    let text = match &file {
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?,
        None => bench::POSITIONS.to_string(),
    };
    let positions = hetman::notation::epd::read_positions(&text)?;
    let rows = stats::collect(&positions, depth, hash_mb)?;
    stats::report(&rows, positions.len(), &mut std::io::stdout().lock()).map_err(|e| e.to_string())
}

fn run_eval(args: &[String]) -> Result<(), String> {
    let fen_text = match args {
        [] => fen::STARTPOS.to_string(),
        [flag, rest @ ..] if flag == "--fen" && !rest.is_empty() => rest.join(" "),
        _ => return Err("usage: hetman eval [--fen FEN]".to_string()),
    };
    let pos = Position::from_fen(&fen_text).map_err(|e| format!("bad FEN '{}': {e}", shorten(&fen_text)))?;
    hetman::say!("{}", hetman::eval::describe(&pos).trim_end());
    Ok(())
}

fn book(args: &[String]) -> Result<(), String> {
    let usage = "usage: hetman book build --pgn FILE... --out BOOK [--max-ply N] [--min-games N]\n       \
                 hetman book probe --book BOOK [--fen FEN]";
    let (mut pgn, mut out, mut book_file, mut fen_text) = (Vec::new(), None, None, fen::STARTPOS.to_string());
    let mut options = BuildOptions::default();
    let mut i = 1;
    while i < args.len() {
        match args[i].as_str() {
            "--pgn" => {
                while let Some(file) = args.get(i + 1).filter(|a| !a.starts_with("--")) {
                    pgn.push(file.clone());
                    i += 1;
                }
            }
            "--out" => {
                out = Some(flag_value(args, i, "--out")?.to_string());
                i += 1;
            }
            "--book" => {
                book_file = Some(flag_value(args, i, "--book")?.to_string());
                i += 1;
            }
            "--fen" => {
                fen_text = flag_value(args, i, "--fen")?.to_string();
                i += 1;
            }
            "--max-ply" => {
                options.max_ply = parse_number(flag_value(args, i, "--max-ply")?, "--max-ply")?;
                i += 1;
            }
            "--min-games" => {
                options.min_games = parse_number(flag_value(args, i, "--min-games")?, "--min-games")?;
                i += 1;
            }
            other => return Err(format!("unexpected argument '{}'\n{usage}", shorten(other))),
        }
        i += 1;
    }
    match args.first().map(String::as_str) {
        Some("build") => {
            let out = out.ok_or(format!("book build needs --out\n{usage}"))?;
            if pgn.is_empty() {
                return Err(format!("book build needs --pgn FILE\n{usage}"));
            }
            let start = std::time::Instant::now();
            let summary = book_command::build(&pgn, &out, options)?;
            for error in &summary.errors {
                eprintln!("skipped {error}");
            }
            hetman::say!(
                "{} games, {} skipped as broken, {} entries written to {out} in {:.1} s",
                summary.games,
                summary.broken,
                summary.entries,
                start.elapsed().as_secs_f64()
            );
            Ok(())
        }
        Some("probe") => {
            let file = book_file.ok_or(format!("book probe needs --book\n{usage}"))?;
            let book = Book::open(&file).map_err(|e| e.to_string())?;
            let pos = Position::from_fen(&fen_text).map_err(|e| format!("invalid FEN: {e}"))?;
            book_command::probe(&mut std::io::stdout().lock(), &book, &pos).map_err(|e| e.to_string())
        }
        _ => Err(usage.to_string()),
    }
}

fn run_datagen(args: &[String]) -> Result<(), String> {
    let mut options = DatagenOptions { games: 1000, nodes: 5000, random_plies: 2, threads: 1, seed: 1 };
    let mut openings = "data/openings/noob_3moves_sample.epd".to_string();
    let mut out = None;
    let mut i = 0;
    while i < args.len() {
        let value = flag_value(args, i, &args[i]);
        match args[i].as_str() {
            "--out" => out = Some(value?.to_string()),
            "--openings" => openings = value?.to_string(),
            "--games" => options.games = parse_number(value?, "--games")?,
            "--nodes" => options.nodes = parse_number(value?, "--nodes")?,
            "--random-plies" => options.random_plies = parse_number(value?, "--random-plies")?,
            "--threads" => options.threads = parse_number(value?, "--threads")?,
            "--seed" => options.seed = parse_number(value?, "--seed")?,
            other => return Err(format!("unexpected argument '{}'; try 'hetman help'", shorten(other))),
        }
        i += 2;
    }
    if !(1..=256).contains(&options.threads) || options.nodes == 0 {
        return Err("--threads must be 1 to 256 and --nodes above 0".to_string());
    }
    let out = out.ok_or("datagen needs --out FILE")?;
    datagen(&openings, &out, &options)
}

fn run_relabel(args: &[String]) -> Result<(), String> {
    let mut options = RelabelOptions { nodes: 50_000, every: 1, threads: 1 };
    let (mut data, mut out) = (None, None);
    let mut i = 0;
    while i < args.len() {
        let value = flag_value(args, i, &args[i]);
        match args[i].as_str() {
            "--data" => data = Some(value?.to_string()),
            "--out" => out = Some(value?.to_string()),
            "--nodes" => options.nodes = parse_number(value?, "--nodes")?,
            "--every" => options.every = parse_number(value?, "--every")?,
            "--threads" => options.threads = parse_number(value?, "--threads")?,
            other => return Err(format!("unexpected argument '{}'; try 'hetman help'", shorten(other))),
        }
        i += 2;
    }
    if !(1..=256).contains(&options.threads) || options.nodes == 0 || options.every == 0 {
        return Err("--threads must be 1 to 256, and --nodes and --every above 0".to_string());
    }
    let (data, out) = (data.ok_or("relabel needs --data FILE")?, out.ok_or("relabel needs --out FILE")?);
    relabel_command(&data, &out, &options)
}

fn run_tune(args: &[String]) -> Result<(), String> {
    let mut options = TuneOptions::default();
    let (mut data, mut write_to) = (None, None);
    let mut i = 0;
    while i < args.len() {
        let value = flag_value(args, i, &args[i]);
        match args[i].as_str() {
            "--data" => data = Some(value?.to_string()),
            "--write" => write_to = Some(value?.to_string()),
            "--epochs" => options.epochs = parse_number(value?, "--epochs")?,
            "--rate" => options.learning_rate = parse_number(value?, "--rate")?,
            "--threads" => options.threads = parse_number(value?, "--threads")?,
            "--regularize" => options.regularization = parse_number(value?, "--regularize")?,
            "--only" => options.trainable = trainable_weights(value?)?,
            "--lambda" => options.score_weight = parse_number(value?, "--lambda")?,
            other => return Err(format!("unexpected argument '{}'; try 'hetman help'", shorten(other))),
        }
        i += 2;
    }
    if !(options.regularization.is_finite() && options.regularization >= 0.0) {
        return Err("--regularize must be 0 or above".to_string());
    }
    if !(0.0..=1.0).contains(&options.score_weight) {
        return Err("--lambda must be 0 to 1".to_string());
    }
    let rate_ok = options.learning_rate.is_finite() && options.learning_rate > 0.0;
    if !(1..=256).contains(&options.threads) || !rate_ok {
        return Err("--threads must be 1 to 256 and --rate above 0".to_string());
    }
    let data = data.ok_or("tune needs --data FILE")?;
    tune_command(&data, &options, write_to.as_deref(), &mut std::io::stdout().lock())
}

fn perft(args: &[String]) -> Result<(), String> {
    let mut depth = None;
    let mut fen_text = fen::STARTPOS.to_string();
    let (mut show_divide, mut chess960) = (false, false);
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--fen" => {
                fen_text = flag_value(args, i, "--fen")?.to_string();
                i += 1;
            }
            "--divide" => show_divide = true,
            "--chess960" => chess960 = true,
            other if depth.is_none() => depth = Some(parse_number::<u32>(other, "depth")?),
            other => return Err(format!("unexpected argument '{}'", shorten(other))),
        }
        i += 1;
    }
    let depth = depth.ok_or("perft needs a depth")?;
    if depth > perft::MAX_DEPTH {
        return Err(format!("depth is out of range: must be between 0 and {}, found {depth}", perft::MAX_DEPTH));
    }
    let pos = Position::from_fen_lenient(&fen_text).map_err(|e| format!("invalid FEN: {e}"))?;
    perft_command::run(&mut std::io::stdout().lock(), &pos, depth, show_divide, chess960, &|| false)
        .map_err(|e| e.to_string())?;
    Ok(())
}

fn suite(args: &[String]) -> Result<(), String> {
    let mut file = None;
    let mut max_depth = u32::MAX;
    let mut threads = 1;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--max-depth" => {
                max_depth = parse_number(flag_value(args, i, "--max-depth")?, "--max-depth")?;
                i += 1;
            }
            "--threads" => {
                threads = parse_number(flag_value(args, i, "--threads")?, "--threads")?;
                i += 1;
            }
            other if file.is_none() => file = Some(other.to_string()),
            other => return Err(format!("unexpected argument '{}'", shorten(other))),
        }
        i += 1;
    }
    let file = file.ok_or("perft-suite needs a file")?;
    let text = std::fs::read_to_string(&file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let entries = perft_suite::parse_suite(&text).map_err(|e| format!("{file}: {e}"))?;
    let start = std::time::Instant::now();
    let report = perft_suite::run_suite(&entries, max_depth, threads, true);
    for mismatch in &report.mismatches {
        hetman::say!("{mismatch}");
    }
    let seconds = start.elapsed().as_secs_f64();
    hetman::say!("{} nodes in {seconds:.2} s ({:.0} nps)", report.nodes, report.nodes as f64 / seconds.max(1e-9));
    hetman::say!("{} passed, {} failed, {} skipped", report.passed, report.failed, report.skipped);
    if report.failed > 0 {
        return Err(format!("{} positions failed", report.failed));
    }
    Ok(())
}
