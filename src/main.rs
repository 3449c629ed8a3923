//! The `hetman` command line: without a command, the engine on standard input and output (UCI,
//! or xboard if the first line is `xboard`); otherwise one of the tools below. The flags are
//! declared once, here, with clap: the usage text, `--help` of every command and the errors that
//! name a flag and the value it expects all come from these declarations.

use clap::{Args, Parser, Subcommand};
use hetman::book::builder::BuildOptions;
use hetman::book::polyglot::Book;
use hetman::chess::perft_run;
use hetman::chess::{fen, perft, Position};
use hetman::cli::{bench, book_command, epd, perft_diff, perft_suite};
use hetman::engine::options::{self, EngineOption};
use hetman::eval::nnue::embedded::network_for;
use hetman::input::shorten;
use hetman::protocol;
use hetman::tuning::command::{datagen, relabel_command, train_command, DatagenFiles, Starts, TrainCommand};
use hetman::tuning::data_tools;
use hetman::tuning::datagen::{DataFormat, DatagenOptions};
use hetman::tuning::nnue_trainer::TrainOptions;
use hetman::tuning::openings::{self, StartOptions};
use hetman::tuning::relabel::RelabelOptions;
use hetman::tuning::wdl_fit::{fit as fit_wdl, render as render_wdl, WdlSample};
use std::process::ExitCode;
use std::time::Duration;

/// Hetman, a chess engine. Without a command it reads UCI commands on standard input (or xboard,
/// if the first line is 'xboard'), as a GUI or a match tool runs it.
#[derive(Parser)]
#[command(
    name = "hetman",
    version = env!("HETMAN_VERSION"),
    after_help = "UCI commands as arguments: when the first argument has a space, every argument is a UCI command, \
                  run in order, as OpenBench asks for opening positions: hetman \"genfens 100 seed 1 book None\" quit \
                  (genfens N seed S book None|FILE.epd: N random balanced starts, one 'info string genfens FEN' line each)."
)]
struct Cli {
    /// Evaluate with this network file (as the EvalFile option), in the engine and in 'eval'.
    #[arg(long, global = true)]
    net: Option<String>,
    #[command(subcommand)]
    tool: Option<Tool>,
}

#[derive(Subcommand)]
enum Tool {
    /// Search the bench positions to a fixed depth, one thread; the last line is '<N> nodes <M> nps'.
    Bench {
        /// Depth of every search.
        #[arg(default_value_t = bench::DEFAULT_DEPTH, value_parser = clap::value_parser!(i32).range(1..=64))]
        depth: i32,
    },
    /// Print what UCI 'eval' shows: each piece's value to the network on a board, and the evaluation.
    Eval {
        /// The position (the start position by default); its fields may be given unquoted.
        #[arg(long, num_args = 1.., default_value = fen::STARTPOS)]
        fen: Vec<String>,
    },
    /// Run an EPD test suite with bm/am moves: each position's move and 'solved K of N' last.
    Epd(EpdArgs),
    /// Search statistics per iteration over the bench positions (build with --features stats).
    Stats {
        /// Depth of every search.
        #[arg(long, default_value_t = bench::DEFAULT_DEPTH, value_parser = clap::value_parser!(i32).range(1..=40))]
        depth: i32,
        /// Table size in MB.
        #[arg(long, default_value_t = 64, value_parser = within(&options::HASH))]
        hash: usize,
        /// An EPD file of positions instead of the bench positions.
        #[arg(long)]
        epd: Option<String>,
    },
    /// Build or probe Polyglot opening books.
    #[command(subcommand)]
    Book(BookTool),
    /// Play self-play games at a fixed node count and write their quiet positions with the game
    /// results and the search scores.
    Datagen(DatagenArgs),
    /// Search the positions of a data file (records or games) again for new scores (same
    /// results, same order), evaluating with --net's network or the built-in one, and write them
    /// as records; positions the new search scores as decided are dropped.
    Relabel {
        /// The data file to read.
        #[arg(long)]
        data: String,
        /// The record file to write.
        #[arg(long)]
        out: String,
        /// Nodes of each search, from an empty table.
        #[arg(long, default_value_t = 50_000, value_parser = clap::value_parser!(u64).range(1..))]
        nodes: u64,
        /// Search every K-th position.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
        every: u64,
        /// Search threads.
        #[arg(long, default_value_t = 1, value_parser = within(&options::THREADS))]
        threads: usize,
    },
    /// Tools for the network's training data: files of 32-byte records.
    #[command(subcommand)]
    Data(DataTool),
    /// Train the evaluation network on record files and write it quantised.
    Train(TrainArgs),
    /// Probe Syzygy tables: for each FEN line on standard input, 'WDL DTZ' for the side to move
    /// (WDL -2 loss, -1 blessed loss, 0 draw, 1 cursed win, 2 win, with the position's fifty-move
    /// counter; DTZ in plies, negative when losing, 0 for a draw), or an error. '(from the moves)'
    /// marks a DTZ read from the moves where the prober's own was wrong (see syzygy::probe_dtz).
    Syzygy {
        /// The table folders (separated by ':', on Windows ';').
        #[arg(long)]
        path: String,
    },
    /// Count the leaves of the legal move tree.
    Perft {
        /// Plies to count.
        #[arg(value_parser = clap::value_parser!(u32).range(0..=perft::MAX_DEPTH as i64))]
        depth: u32,
        /// The position (the start position by default).
        #[arg(long, default_value = fen::STARTPOS)]
        fen: String,
        /// Print each root move with its count first.
        #[arg(long)]
        divide: bool,
        /// Write castling as king-takes-rook.
        #[arg(long)]
        chess960: bool,
        /// Threads sharing the root moves.
        #[arg(long, default_value_t = 1, value_parser = within(&options::THREADS))]
        threads: usize,
        /// A table of subtree counts of this many MB (0: none).
        #[arg(long, default_value_t = 0, value_parser = up_to(&options::HASH))]
        hash: usize,
    },
    /// Find where the move tree differs from another UCI engine's (one that answers 'go perft' with
    /// 'move: count' lines, as Stockfish does): walks down the first root move whose counts differ
    /// to the position and move one side has and the other has not. Exits with 1 when they differ.
    PerftDiff {
        /// Plies to compare.
        #[arg(value_parser = clap::value_parser!(u32).range(1..=perft::MAX_DEPTH as i64))]
        depth: u32,
        /// The position (the start position by default).
        #[arg(long, default_value = fen::STARTPOS)]
        fen: String,
        /// The other engine: its program and arguments, separated by spaces.
        #[arg(long)]
        engine: String,
        /// Castling as king-takes-rook (and UCI_Chess960 set on the other engine).
        #[arg(long)]
        chess960: bool,
        /// Threads for Hetman's counts.
        #[arg(long, default_value_t = 1, value_parser = within(&options::THREADS))]
        threads: usize,
        /// Seconds to wait for a line of the other engine.
        #[arg(long, default_value_t = 600, value_parser = clap::value_parser!(u64).range(1..))]
        timeout: u64,
    },
    /// Check every position of a perft suite (EPD ';D1 n' lines or id/epd/perft blocks).
    PerftSuite {
        /// The suite file.
        file: String,
        /// Check only the depths up to this one.
        #[arg(long, default_value_t = perft::MAX_DEPTH)]
        max_depth: u32,
        /// Positions checked at once.
        #[arg(long, default_value_t = 1, value_parser = within(&options::THREADS))]
        threads: usize,
    },
}

#[derive(Args)]
struct EpdArgs {
    /// The EPD file.
    file: String,
    /// Milliseconds a position (the default: 1000).
    #[arg(long, conflicts_with_all = ["depth", "nodes"], value_parser = clap::value_parser!(u64).range(1..))]
    time: Option<u64>,
    /// A fixed depth a position.
    #[arg(long, conflicts_with = "nodes", value_parser = clap::value_parser!(i32).range(1..=64))]
    depth: Option<i32>,
    /// A fixed node count a position.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    nodes: Option<u64>,
    /// Search threads.
    #[arg(long, default_value_t = options::THREADS.default_number() as usize, value_parser = within(&options::THREADS))]
    threads: usize,
    /// Table size in MB.
    #[arg(long, default_value_t = options::HASH.default_number() as usize, value_parser = within(&options::HASH))]
    hash: usize,
}

#[derive(Subcommand)]
enum BookTool {
    /// Build a Polyglot book from PGN games (moves of wins weigh double, losses are dropped).
    Build {
        /// The PGN files to read.
        #[arg(long, num_args = 1.., required = true)]
        pgn: Vec<String>,
        /// The book to write.
        #[arg(long)]
        out: String,
        /// Plies of each game counted.
        #[arg(long, default_value_t = BuildOptions::default().max_ply)]
        max_ply: usize,
        /// Moves seen in fewer games are dropped.
        #[arg(long, default_value_t = BuildOptions::default().min_games)]
        min_games: u32,
    },
    /// List the book moves of a position with their weights.
    Probe {
        /// The book to read.
        #[arg(long)]
        book: String,
        /// The position (the start position by default).
        #[arg(long, default_value = fen::STARTPOS)]
        fen: String,
    },
}

#[derive(Args)]
struct TrainArgs {
    /// Record files (shuffled: the validation positions are the last ones).
    #[arg(long, num_args = 1.., required = true)]
    data: Vec<String>,
    /// The network file to write (a checkpoint is written beside it after every epoch).
    #[arg(long)]
    out: String,
    /// Passes over the data.
    #[arg(long, default_value_t = TrainOptions::default().epochs)]
    epochs: usize,
    /// Positions per optimiser step.
    #[arg(long, default_value_t = TrainOptions::default().batch, value_parser = clap::builder::RangedI64ValueParser::<usize>::new().range(1..))]
    batch: usize,
    /// The learning rate at the start (AdamW, falling on a cosine to a hundredth).
    #[arg(long, default_value_t = TrainOptions::default().learning_rate, value_parser = positive_f32)]
    rate: f32,
    /// AdamW's weight decay.
    #[arg(long, default_value_t = TrainOptions::default().weight_decay, value_parser = |t: &str| fraction(t).map(|v| v as f32))]
    weight_decay: f32,
    /// Train on each position's left-right mirror too (the network has no castling inputs).
    #[arg(long)]
    mirror: bool,
    /// A king-mirrored network: each side's inputs see the board mirrored left to right when its
    /// king stands on files e-h (--mirror adds nothing then); with --init, a plain network's
    /// weights start it.
    #[arg(long)]
    king_mirror: bool,
    /// Hidden neurons of a fresh network (a multiple of 16 up to 1024; 128 if not given). With
    /// --init, a wider width widens that network (the new neurons start silent, so it evaluates
    /// as before); with --resume the checkpoint's width, and this must agree if given.
    #[arg(long)]
    hidden: Option<usize>,
    /// Weight of the search score in the target; the rest is the game result.
    #[arg(long, default_value_t = 0.5, value_parser = fraction)]
    lambda: f64,
    /// Share of the positions held out to measure the validation loss (without --validation-data).
    #[arg(long, default_value_t = 0.02, value_parser = fraction)]
    validation: f64,
    /// Record files of other games on which to measure the validation loss instead; the network
    /// written is the one of the epoch with the lowest validation loss.
    #[arg(long, num_args = 1..)]
    validation_data: Vec<String>,
    /// Threads.
    #[arg(long, default_value_t = 1, value_parser = within(&options::THREADS))]
    threads: usize,
    /// Seed of the first weights and of the order of the batches.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Go on from the checkpoint beside --out.
    #[arg(long, conflicts_with = "init")]
    resume: bool,
    /// Start from this network file's weights instead of random ones (a network trained on
    /// earlier data, learning on from there).
    #[arg(long)]
    init: Option<String>,
}

#[derive(Subcommand)]
enum DataTool {
    /// Count, result split, score histogram and piece counts of record files.
    Stats {
        /// The record files.
        #[arg(required = true)]
        files: Vec<String>,
    },
    /// Shuffle the records of the files (read into memory) into one file.
    Shuffle {
        /// The record files.
        #[arg(required = true)]
        files: Vec<String>,
        /// The file to write.
        #[arg(long)]
        out: String,
        /// The shuffle's seed: the same seed and files give the same order.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Fit the win/draw/loss model (UCI_ShowWDL) to the scores, material and results of record
    /// files and write its coefficients.
    FitWdl {
        /// The record files.
        #[arg(required = true)]
        files: Vec<String>,
        /// Write the coefficients here (the model's source file is src/wdl/constants.rs).
        #[arg(long)]
        write: Option<String>,
        /// Passes over the data.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..=100_000))]
        iterations: u32,
    },
    /// How well the network (the built-in one, or that of --net) predicts the scores
    /// and results of record files: distance from the search scores, squared errors.
    Evaluate {
        /// The record files.
        #[arg(required = true)]
        files: Vec<String>,
        /// Read at most this many positions (from the start of the files).
        #[arg(long)]
        limit: Option<usize>,
    },
    /// Concatenate data files into one; converts between records and games (a file whose name
    /// ends in .games holds games, any other records).
    Merge {
        /// The data files, in order.
        #[arg(required = true)]
        files: Vec<String>,
        /// The file to write (.games: games, records otherwise).
        #[arg(long)]
        out: String,
    },
    /// Write the positions of data files in bulletformat (32-byte ChessBoard records, seen from
    /// the side to move), the input of the bullet trainer.
    Bullet {
        /// The data files, in order.
        #[arg(required = true)]
        files: Vec<String>,
        /// The file to write.
        #[arg(long)]
        out: String,
    },
}

#[derive(Args)]
struct DatagenArgs {
    /// The file to write: whole games if its name ends in .games (a few bytes a position),
    /// else 32-byte records; a file that exists is refused unless --append.
    #[arg(long)]
    out: String,
    /// Games the file holds when done (with --append, those already there count).
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// Soft node limit of each move: the iteration that passes it is the last. (Labels at 1,000
    /// nodes taught a network as much per position as at 5,000, at 5.6 times the rate:
    /// docs/networks.md.)
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
    nodes: u64,
    /// Random plies played after the opening.
    #[arg(long, default_value_t = openings::DEFAULT_RANDOM_PLIES)]
    random_plies: usize,
    /// Start from random Chess960 start positions instead of the openings.
    #[arg(long)]
    chess960: bool,
    /// Threads, each playing its own games.
    #[arg(long, default_value_t = 1, value_parser = within(&options::THREADS))]
    threads: usize,
    /// Seed of the starts: the same seed and options give the same file.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Opening positions (EPD or FEN lines); by default the 2,000 of
    /// data/openings/noob_3moves_sample.epd, built into the program.
    #[arg(long, conflicts_with = "chess960")]
    openings: Option<String>,
    /// Resume the file from the games its progress note (OUT.progress) records.
    #[arg(long)]
    append: bool,
}

/// A count within `option`'s range: the range is declared once, in the engine's option table.
fn within(option: &EngineOption) -> clap::builder::RangedI64ValueParser<usize> {
    let (min, max) = option.range();
    clap::builder::RangedI64ValueParser::<usize>::new().range(min..=max)
}

/// A count from 0 (none) to `option`'s largest value.
fn up_to(option: &EngineOption) -> clap::builder::RangedI64ValueParser<usize> {
    clap::builder::RangedI64ValueParser::<usize>::new().range(0..=option.range().1)
}

/// The result of writing to standard output: a reader that went away (`hetman ... | head`) ends
/// the program quietly, as the protocols do; any other error is reported.
fn written<T>(result: std::io::Result<T>) -> Result<T, String> {
    match result {
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        other => other.map_err(|e| e.to_string()),
    }
}

/// A finite number above 0.
fn positive(text: &str) -> Result<f64, String> {
    let value: f64 = text.parse().map_err(|_| format!("'{}' is not a number", shorten(text)))?;
    (value.is_finite() && value > 0.0).then_some(value).ok_or(format!("{value} is out of range: must be above 0"))
}

/// A number above 0 that an f32 holds without becoming 0 or infinite.
fn positive_f32(text: &str) -> Result<f32, String> {
    let value = positive(text)? as f32;
    (value.is_finite() && value > 0.0)
        .then_some(value)
        .ok_or(format!("{} is out of range for a 32-bit float", shorten(text)))
}

/// A number from 0 to 1.
fn fraction(text: &str) -> Result<f64, String> {
    let value: f64 = text.parse().map_err(|_| format!("'{}' is not a number", shorten(text)))?;
    (0.0..=1.0).contains(&value).then_some(value).ok_or(format!("{value} is out of range: must be 0 to 1"))
}

fn main() -> ExitCode {
    // Words of the command line with spaces in them are UCI commands, run in order, as OpenBench
    // runs `hetman "genfens 100 seed 1 book None" quit`.
    let args: Vec<String> = std::env::args_os().skip(1).map(|arg| arg.to_string_lossy().into_owned()).collect();
    if args.first().is_some_and(|first| first.contains(char::is_whitespace)) {
        protocol::uci::UciSession::new().run_commands(&args);
        return ExitCode::SUCCESS;
    }
    let cli = Cli::parse();
    let result = match cli.tool {
        None => {
            let settings: Vec<(&str, String)> = cli.net.iter().map(|path| ("EvalFile", path.clone())).collect();
            protocol::run_stdin(&settings);
            Ok(())
        }
        Some(tool) => run(tool, cli.net.as_deref()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The network `--net` names for a tool, the built-in one without it.
fn chosen_network(net: Option<&str>) -> Result<std::sync::Arc<hetman::eval::nnue::Network>, String> {
    network_for(net.unwrap_or(""))
}

fn run(tool: Tool, net: Option<&str>) -> Result<(), String> {
    let stdout = || std::io::stdout().lock();
    match tool {
        Tool::Bench { depth } => written(bench::run(&mut stdout(), depth, chosen_network(net)?).map(|_| ())),
        Tool::Eval { fen } => {
            let fen = fen.join(" ");
            Position::from_fen(&fen).map_err(|e| format!("bad FEN '{}': {e}", shorten(&fen)))?;
            // What the engine shows for `eval` with the same evaluation.
            let mut session = hetman::protocol::uci::UciSession::new();
            if let Some(net) = net {
                session.apply_settings(&[("EvalFile", net.to_string())]);
            }
            session.handle(&format!("position fen {fen}"));
            session.handle("eval");
            Ok(())
        }
        Tool::Epd(args) => run_epd(args),
        Tool::Stats { depth, hash, epd } => run_stats(depth, hash, epd),
        Tool::Book(BookTool::Build { pgn, out, max_ply, min_games }) => {
            let start = std::time::Instant::now();
            let summary = book_command::build(&pgn, &out, BuildOptions { max_ply, min_games })?;
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
        Tool::Book(BookTool::Probe { book, fen }) => {
            let book = Book::open(&book).map_err(|e| e.to_string())?;
            let pos = Position::from_fen(&fen).map_err(|e| format!("invalid FEN: {e}"))?;
            written(book_command::probe(&mut stdout(), &book, &pos))
        }
        Tool::Datagen(args) => {
            let options = DatagenOptions {
                games: args.games,
                soft_nodes: args.nodes,
                start: StartOptions { random_plies: args.random_plies, chess960: args.chess960 },
                threads: args.threads,
                seed: args.seed,
                format: if hetman::tuning::games::is_games_file(&args.out) {
                    DataFormat::Games
                } else {
                    DataFormat::Records
                },
            };
            let files = DatagenFiles {
                openings: match (&args.openings, args.chess960) {
                    (_, true) => Starts::Chess960,
                    (Some(path), false) => Starts::File(path),
                    (None, false) => Starts::BuiltIn,
                },
                out: &args.out,
                append: args.append,
                network: chosen_network(net)?,
            };
            datagen(&files, &options)
        }
        Tool::Relabel { data, out, nodes, every, threads } => {
            let every = usize::try_from(every).unwrap_or(usize::MAX);
            relabel_command(&data, &out, &RelabelOptions { network: chosen_network(net)?, nodes, every, threads })
        }
        Tool::Data(tool) => run_data(tool, net),
        Tool::Syzygy { path } => written(syzygy_probe(&path, std::io::stdin().lock(), &mut stdout())),
        Tool::Train(args) => {
            let options = TrainOptions {
                epochs: args.epochs,
                batch: args.batch,
                learning_rate: args.rate,
                weight_decay: args.weight_decay,
                threads: args.threads,
                seed: args.seed,
            };
            let command = TrainCommand {
                data: args.data,
                out: args.out,
                lambda: args.lambda as f32,
                validation: args.validation,
                validation_data: args.validation_data,
                mirror: args.mirror,
                layout: if args.king_mirror {
                    hetman::eval::nnue::InputLayout::KingMirrored
                } else {
                    hetman::eval::nnue::InputLayout::Plain
                },
                hidden: args.hidden,
                resume: args.resume,
                init: args.init,
            };
            train_command(&command, &options, &mut stdout())
        }
        Tool::Perft { depth, fen, divide, chess960, threads, hash } => {
            let pos = Position::from_fen_lenient(&fen).map_err(|e| format!("invalid FEN: {e}"))?;
            written(perft_run::run(&mut stdout(), &pos, depth, divide, chess960, threads, hash, &|| false))?;
            Ok(())
        }
        Tool::PerftDiff { depth, fen, engine, chess960, threads, timeout } => {
            let pos = Position::from_fen_lenient(&fen).map_err(|e| format!("invalid FEN: {e}"))?;
            let timeout = Duration::from_secs(timeout);
            let agree = perft_diff::run(&mut stdout(), &pos, depth, chess960, threads, &engine, timeout)?;
            if agree {
                Ok(())
            } else {
                Err("the trees differ".into())
            }
        }
        Tool::PerftSuite { file, max_depth, threads } => run_suite(&file, max_depth, threads),
    }
}

fn run_data(tool: DataTool, net: Option<&str>) -> Result<(), String> {
    let read_all = |files: &[String]| -> Result<Vec<_>, String> {
        let mut records = Vec::new();
        for file in files {
            records.extend(data_tools::read_file(file)?);
        }
        Ok(records)
    };
    match tool {
        DataTool::Stats { files } => {
            hetman::say!("{}", data_tools::stats(&read_all(&files)?).trim_end());
            Ok(())
        }
        DataTool::Shuffle { files, out, seed } => {
            let mut records = read_all(&files)?;
            data_tools::shuffle(&mut records, seed);
            data_tools::write_file(&out, &records)?;
            hetman::say!("{} records shuffled into {out}", records.len());
            Ok(())
        }
        DataTool::FitWdl { files, write, iterations } => {
            let records = read_all(&files)?;
            let samples: Vec<WdlSample> = records.iter().map(WdlSample::of).collect();
            let fit = fit_wdl(&samples, iterations as usize);
            hetman::say!("{} positions, mean negative log-likelihood {:.4}", samples.len(), fit.loss);
            for material in [17, 30, 45, 58, 78] {
                let m = hetman::wdl::scaled_material(material);
                let (a, b) = (hetman::wdl::cubic(&fit.centre, m), hetman::wdl::cubic(&fit.width, m));
                hetman::say!("material {material:2}: centre {a:6.1} cp, width {b:6.1} cp");
            }
            if let Some(path) = write {
                let origin = format!("{} positions of {}", samples.len(), files.join(", "));
                std::fs::write(&path, render_wdl(&fit, &origin)).map_err(|e| format!("cannot write {path}: {e}"))?;
                hetman::say!("written to {path}");
            }
            Ok(())
        }
        DataTool::Evaluate { files, limit } => {
            let mut records = read_all(&files)?;
            records.truncate(limit.unwrap_or(usize::MAX));
            let scale = f64::from(hetman::eval::nnue::SCALE);
            let network = chosen_network(net)?;
            hetman::say!("network {:016x}", network.hash());
            let report = data_tools::evaluation_agreement(&records, scale, |pos| network.evaluate(pos));
            hetman::say!("{}", report.trim_end());
            Ok(())
        }
        DataTool::Merge { files, out } => {
            let records = read_all(&files)?;
            data_tools::write_file(&out, &records)?;
            hetman::say!("{} positions written to {out}", records.len());
            Ok(())
        }
        DataTool::Bullet { files, out } => {
            let records = read_all(&files)?;
            data_tools::write_bullet_file(&out, &records)?;
            hetman::say!("{} positions written to {out} in bulletformat", records.len());
            Ok(())
        }
    }
}

fn run_epd(args: EpdArgs) -> Result<(), String> {
    let limit = match (args.time, args.depth, args.nodes) {
        (_, Some(depth), _) => epd::EpdLimit::Depth(depth),
        (_, _, Some(nodes)) => epd::EpdLimit::Nodes(nodes),
        (time, None, None) => epd::EpdLimit::Time(Duration::from_millis(time.unwrap_or(1000))),
    };
    let mut engine = hetman::engine::Engine::new();
    options::THREADS.set_number(&mut engine, args.threads)?;
    options::HASH.set_number(&mut engine, args.hash)?;
    let path = &args.file;
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let entries = epd::read_suite(&text).map_err(|e| format!("{path}: {e}"))?;
    written(epd::run_suite(&mut engine, &entries, &limit, &mut std::io::stdout().lock()))?;
    Ok(())
}

#[cfg(not(feature = "stats"))]
fn run_stats(_depth: i32, _hash_mb: usize, _epd: Option<String>) -> Result<(), String> {
    Err("this build has no search statistics; run: cargo run --release --features stats -- stats".to_string())
}

#[cfg(feature = "stats")]
fn run_stats(depth: i32, hash_mb: usize, epd: Option<String>) -> Result<(), String> {
    use hetman::cli::stats;
    let text = match &epd {
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?,
        None => bench::POSITIONS.to_string(),
    };
    let positions = hetman::notation::epd::read_positions(&text)?;
    let rows = stats::collect(&positions, depth, hash_mb)?;
    written(stats::report(&rows, positions.len(), &mut std::io::stdout().lock()))
}

fn run_suite(file: &str, max_depth: u32, threads: usize) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
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

/// `hetman syzygy`: probes each FEN line of `input`.
fn syzygy_probe(path: &str, input: impl std::io::BufRead, out: &mut impl std::io::Write) -> std::io::Result<()> {
    let mut found = hetman::syzygy::find_tables(path).map_err(std::io::Error::other)?;
    for message in std::mem::take(&mut found.messages) {
        eprintln!("{message}");
    }
    let tables = hetman::syzygy::Tablebases::load(found).map_err(std::io::Error::other)?;
    for line in input.lines() {
        let line = line?;
        let fen = line.trim();
        if fen.is_empty() {
            continue;
        }
        let Ok(pos) = Position::from_fen(fen) else {
            writeln!(out, "error: bad FEN '{}'", shorten(fen))?;
            continue;
        };
        match tables.probe_dtz(&pos) {
            Some((wdl, dtz, from_moves)) => {
                let wdl = wdl as i32 - 2;
                let dtz = i64::from(dtz) * i64::from(wdl.signum());
                writeln!(out, "{wdl} {dtz}{}", if from_moves { " (from the moves)" } else { "" })?;
            }
            None => writeln!(out, "error: not in the tables")?,
        }
    }
    Ok(())
}
