//! The `datagen`, `relabel` and `train` subcommands: argument handling, files, and the printed report.

use super::datagen::{generate, DatagenOptions, DatagenSummary};
use super::nnue_trainer::{FloatNetwork, Sample, TrainOptions, Trainer};
use super::relabel::{relabel, RelabelOptions};
use crate::chess::Position;
use crate::eval::nnue::{fnv1a, InputLayout, Network, Shape, MAX_HIDDEN};
use std::io::Write;

/// Reads the opening positions of an EPD or FEN file.
pub fn read_openings(path: &str) -> Result<Vec<Position>, String> {
    read_hashed_openings(path).map(|(positions, _)| positions)
}

/// The openings `hetman datagen` starts from when given none: the 2,000 positions of
/// `data/openings/noob_3moves_sample.epd`, built in so that the command works in any folder.
pub const BUILT_IN_OPENINGS: &str = include_str!("../../data/openings/noob_3moves_sample.epd");

/// As [`read_openings`], with the FNV-1a hash of the file, which names the book in a data
/// file's progress note.
fn read_hashed_openings(path: &str) -> Result<(Vec<Position>, u64), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    hashed_openings(&text, path)
}

/// The positions of an opening book's `text` (named `name` in errors) and the text's hash.
fn hashed_openings(text: &str, name: &str) -> Result<(Vec<Position>, u64), String> {
    let positions = crate::notation::epd::read_positions(text).map_err(|e| format!("{name}: {e}"))?;
    Ok((positions, fnv1a(text.as_bytes())))
}

/// Where a datagen's games start.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Starts<'a> {
    /// The built-in openings ([`BUILT_IN_OPENINGS`]).
    BuiltIn,
    /// The openings of an EPD or FEN file.
    File(&'a str),
    /// Random Chess960 start positions.
    Chess960,
}

/// A buffered writer to a new file at `path`, for the data the subcommands write.
fn create_buffered(path: &str) -> Result<std::io::BufWriter<std::fs::File>, String> {
    let file = std::fs::File::create(path).map_err(|e| format!("cannot create {path}: {e}"))?;
    Ok(std::io::BufWriter::new(file))
}

/// Where `hetman datagen` reads and writes.
pub struct DatagenFiles<'a> {
    /// Where the games start.
    pub openings: Starts<'a>,
    /// The data file.
    pub out: &'a str,
    /// Go on with the games the file and its progress note already hold.
    pub append: bool,
    /// The network that evaluates.
    pub network: std::sync::Arc<Network>,
}

/// The note beside a data file: how many games and bytes it holds whole, and what made them.
/// It is rewritten (a new file renamed over the old) after every game, so it is never torn.
fn progress_path(out: &str) -> String {
    format!("{out}.progress")
}

fn write_progress(out: &str, fingerprint: &str, summary: &DatagenSummary) -> std::io::Result<()> {
    let path = progress_path(out);
    let part = format!("{path}.part");
    std::fs::write(
        &part,
        format!(
            "games {}\nrefused {}\nbytes {}\noptions {fingerprint}\n",
            summary.games, summary.refused, summary.bytes
        ),
    )?;
    std::fs::rename(&part, &path)
}

/// The games and bytes a progress note records, checked against the options of this run.
fn read_progress(out: &str, fingerprint: &str) -> Result<DatagenSummary, String> {
    let path = progress_path(out);
    let text = std::fs::read_to_string(&path).map_err(|e| {
        format!("cannot resume {out}: cannot read {path} (written beside the data after each game): {e}")
    })?;
    let field = |name: &str| {
        text.lines()
            .find_map(|line| line.strip_prefix(name).and_then(|rest| rest.strip_prefix(' ')))
            .ok_or_else(|| format!("{path}: no '{name}' line"))
    };
    let number = |name: &str| -> Result<u64, String> {
        field(name)?.trim().parse().map_err(|_| format!("{path}: '{name}' is not a number"))
    };
    let made_with = field("options")?;
    if made_with != fingerprint {
        return Err(format!("cannot resume {out}: it was made with '{made_with}', this run asks for '{fingerprint}'"));
    }
    Ok(DatagenSummary {
        games: usize::try_from(number("games")?).map_err(|_| format!("{path}: too many games"))?,
        refused: usize::try_from(number("refused")?).map_err(|_| format!("{path}: too many games"))?,
        bytes: number("bytes")?,
        ..DatagenSummary::default()
    })
}

/// Opens the data file to resume: cut back to the whole games the note records (a run killed
/// inside a game's write leaves part of it), refused if shorter than that.
fn open_to_resume(out: &str, holds: &DatagenSummary) -> Result<std::fs::File, String> {
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(out)
        .map_err(|e| format!("cannot open {out} to resume it: {e}"))?;
    let length = file.metadata().map_err(|e| format!("cannot read {out}: {e}"))?.len();
    if length < holds.bytes {
        return Err(format!(
            "cannot resume {out}: it has {length} bytes, fewer than the {} of the {} games its progress note records",
            holds.bytes, holds.games
        ));
    }
    if length > holds.bytes {
        eprintln!("{out}: dropping the {} bytes after byte {} (a game cut short)", length - holds.bytes, holds.bytes);
        file.set_len(holds.bytes).map_err(|e| format!("cannot cut {out} back to byte {}: {e}", holds.bytes))?;
    }
    let mut file = file;
    std::io::Seek::seek(&mut file, std::io::SeekFrom::End(0)).map_err(|e| format!("cannot seek in {out}: {e}"))?;
    Ok(file)
}

/// `hetman datagen`: plays the games and writes the data file, with its progress note beside it.
/// A file that exists is not overwritten: `--append` resumes it, or it must be removed first.
pub fn datagen(files: &DatagenFiles, options: &DatagenOptions) -> Result<(), String> {
    let (book, book_hash) = match files.openings {
        Starts::File(path) => {
            let (book, hash) = read_hashed_openings(path)?;
            if book.is_empty() {
                return Err(format!("{path} holds no positions"));
            }
            (book, hash)
        }
        // The same hash as the file it was built from: a run resumes with either.
        Starts::BuiltIn => hashed_openings(BUILT_IN_OPENINGS, "the built-in openings")?,
        Starts::Chess960 => (Vec::new(), 0),
    };
    let network = files.network.clone();
    let fingerprint = format!("{} book={book_hash:016x} network={:016x}", options.fingerprint(), network.hash());
    let out = files.out;
    let (mut file, holds) = if files.append && std::path::Path::new(out).exists() {
        let holds = read_progress(out, &fingerprint)?;
        (open_to_resume(out, &holds)?, holds)
    } else {
        let file = std::fs::OpenOptions::new().write(true).create_new(true).open(out).map_err(|e| {
            if e.kind() == std::io::ErrorKind::AlreadyExists {
                format!("{out} exists: --append resumes it, or remove it first")
            } else {
                format!("cannot create {out}: {e}")
            }
        })?;
        (file, DatagenSummary::default())
    };
    if holds.games >= options.games {
        crate::say!("{out} already holds {} games", holds.games);
        return Ok(());
    }
    let start = std::time::Instant::now();
    let note = |summary: &DatagenSummary| write_progress(out, &fingerprint, summary);
    let summary = generate(&book, options, &network, holds, &mut file, note).map_err(|(e, holds)| {
        format!(
            "writing {out} at byte {}: {e}; it holds {} whole games ({} bytes), which --append keeps",
            holds.bytes, holds.games, holds.bytes
        )
    })?;
    crate::say!(
        "{} games (white won {}, drawn {}, black won {}, {} starts refused), {} positions written to {out} in {:.0} s; it holds {} games, {} bytes",
        summary.games - holds.games,
        summary.results[0],
        summary.results[1],
        summary.results[2],
        summary.refused - holds.refused,
        summary.positions,
        start.elapsed().as_secs_f64(),
        summary.games,
        summary.bytes
    );
    Ok(())
}

/// `hetman relabel`: reads the data file, searches the chosen positions again and writes them
/// as records.
pub fn relabel_command(data_path: &str, out_path: &str, options: &RelabelOptions) -> Result<(), String> {
    if super::games::is_games_file(out_path) {
        return Err(format!("{out_path}: relabel writes records; `hetman data merge` turns them into games"));
    }
    let records = super::data_tools::read_file(data_path)?;
    let mut out = create_buffered(out_path)?;
    let start = std::time::Instant::now();
    let summary = relabel(&records, options, &mut out).map_err(|e| format!("{out_path}: {e}"))?;
    crate::say!(
        "{} positions searched with {} nodes, {} written to {out_path} in {:.0} s",
        summary.searched,
        options.nodes,
        summary.written,
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The hidden neurons of a fresh network when none are asked for.
pub const DEFAULT_HIDDEN: usize = 128;

/// What `hetman train` needs beyond the trainer's options.
#[derive(Clone, Debug)]
pub struct TrainCommand {
    /// Record files, read in order (shuffle them first: the validation part is their end).
    pub data: Vec<String>,
    /// The network file to write; the checkpoint goes beside it (`.checkpoint`).
    pub out: String,
    /// Weight of the search score in the target (1: the score alone, 0: the result alone).
    pub lambda: f32,
    /// Share of the samples held out for the validation loss (when `validation_data` is empty).
    pub validation: f64,
    /// Record files of other games to measure the validation loss on instead: a held-out share
    /// of shuffled data shares its games with the training part, so it cannot show overfitting.
    pub validation_data: Vec<String>,
    /// Train on each position's left-right mirror too.
    pub mirror: bool,
    /// How a fresh network's inputs see the board (a resumed run keeps its checkpoint's; a run
    /// from --init keeps its network's, or turns a plain one king-mirrored).
    pub layout: InputLayout,
    /// Hidden neurons of a fresh network (`DEFAULT_HIDDEN` if none); a resumed run or one from
    /// --init has its network's, which this must equal if given.
    pub hidden: Option<usize>,
    /// Go on from the checkpoint beside `out`.
    pub resume: bool,
    /// Start from this network file's weights (and fresh optimiser moments) instead of random
    /// ones.
    pub init: Option<String>,
}

/// The shape of a network of `hidden` neurons, or why the engine could not run one.
fn fresh_shape(hidden: usize) -> Result<Shape, String> {
    Shape::new(hidden)
        .ok_or_else(|| format!("--hidden {hidden}: a network's width is a multiple of 16 from 16 to {MAX_HIDDEN}"))
}

/// `hetman train`: reads the records, trains, and writes a checkpoint after every epoch and the
/// quantised network at the end, with a progress line per epoch on `report`.
pub fn train_command(command: &TrainCommand, options: &TrainOptions, report: &mut impl Write) -> Result<(), String> {
    let checkpoint = format!("{}.checkpoint", command.out);
    let mut trainer = match (&command.init, command.resume) {
        (Some(_), true) => return Err("--init and --resume exclude each other".to_string()),
        (None, true) => {
            let bytes = std::fs::read(&checkpoint).map_err(|e| format!("cannot read {checkpoint}: {e}"))?;
            Trainer::from_bytes(&bytes).map_err(|e| format!("{checkpoint}: {e}"))?
        }
        (Some(path), false) => {
            let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            let network = Network::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
            let mut start = FloatNetwork::from_quantised(&network);
            // A plain network starts a king-mirrored one well: a king on files a-d sees what it
            // saw, one on e-h the mirrored board through the same weights, which is nearly as
            // good (the network has no castling inputs, the only thing that tells the sides apart).
            if command.layout == InputLayout::KingMirrored {
                start.layout = InputLayout::KingMirrored;
            }
            // A wider network asked for starts as this one, its new neurons silent.
            if let Some(hidden) = command.hidden.filter(|&hidden| hidden != network.hidden()) {
                let shape = fresh_shape(hidden)?;
                start = start.widened(shape, options.seed).ok_or_else(|| {
                    format!("--hidden {hidden}: narrower than the {} hidden neurons of {path}", network.hidden())
                })?;
            }
            Trainer::from_network(start)
        }
        (None, false) => {
            Trainer::new(fresh_shape(command.hidden.unwrap_or(DEFAULT_HIDDEN))?, options.seed, command.layout)
        }
    };
    let hidden = trainer.network.shape.hidden;
    if command.hidden.is_some_and(|asked| asked != hidden) {
        return Err(format!("--hidden: the checkpoint to go on from has {hidden} hidden neurons"));
    }
    // A resumed run goes on with its checkpoint's inputs, a run from --init with its network's
    // (or king-mirrored if asked).
    let layout = trainer.network.layout;
    let read = |files: &[String]| -> Result<Vec<Sample>, String> {
        let mut samples = Vec::new();
        for file in files {
            let records = super::data_tools::read_file(file)?;
            samples.extend(records.iter().map(|record| Sample::from_record(record, command.lambda, layout)));
        }
        Ok(samples)
    };
    let mut training = read(&command.data)?;
    let validation = if command.validation_data.is_empty() {
        if training.len() < 2 {
            return Err("train needs at least two positions".to_string());
        }
        let held_out = ((training.len() as f64 * command.validation) as usize).clamp(1, training.len() - 1);
        training.split_off(training.len() - held_out)
    } else {
        read(&command.validation_data)?
    };
    if training.is_empty() || validation.is_empty() {
        return Err("train needs training and validation positions".to_string());
    }
    // Mirrored after the split, so that no validation position has its mirror in training.
    if command.mirror {
        let mirrors: Vec<Sample> = training.iter().map(Sample::mirrored).collect();
        training.extend(mirrors);
    }
    let io = |e: std::io::Error| e.to_string();
    writeln!(report, "{} training and {} validation positions", training.len(), validation.len()).map_err(io)?;
    // The network written is the one of the epoch with the lowest validation loss; a resumed
    // run knows the best loss before the resume from its checkpoint.
    let mut written = None;
    let write_network = |trainer: &Trainer| -> Result<u64, String> {
        let network = trainer.network.quantise();
        std::fs::write(&command.out, network.to_bytes()).map_err(|e| format!("cannot write {}: {e}", command.out))?;
        Ok(network.hash())
    };
    while trainer.epochs_done < options.epochs {
        let epoch = trainer.epoch(&training, &validation, options);
        let improved = epoch.validation_loss < trainer.best_validation_loss;
        if improved {
            trainer.best_validation_loss = epoch.validation_loss;
            written = Some(write_network(&trainer)?);
        }
        std::fs::write(&checkpoint, trainer.to_bytes()).map_err(|e| format!("cannot write {checkpoint}: {e}"))?;
        writeln!(
            report,
            "epoch {:>3}/{}: training loss {:.6}, validation loss {:.6}{}, {:.0} positions/s",
            epoch.epoch,
            options.epochs,
            epoch.training_loss,
            epoch.validation_loss,
            if improved { " (best)" } else { "" },
            epoch.samples_per_second
        )
        .map_err(io)?;
    }
    let best = trainer.best_validation_loss;
    if written.is_none() && !std::path::Path::new(&command.out).exists() {
        // Resumed with the best network's file gone: the checkpoint's network is all there is.
        written = Some(write_network(&trainer)?);
    }
    match written {
        Some(hash) => writeln!(report, "network {hash:016x} (validation loss {best:.6}) written to {}", command.out),
        // Resumed, and no epoch since beat the best before: that epoch's network stays.
        None => writeln!(report, "no epoch beat the validation loss {best:.6}; {} is unchanged", command.out),
    }
    .map_err(io)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_resumed_training_run_keeps_the_best_network_of_the_run_before() {
        use crate::tuning::packed::{PackedPosition, SideResult};
        let dir = std::env::temp_dir().join(format!("hetman-train-resume-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
        // A few hundred records: a knight up or down for white, scored to match.
        let records: Vec<PackedPosition> = (0..400)
            .map(|i| {
                let fen = if i % 2 == 0 {
                    "4k3/pppp4/8/8/8/8/PPPP4/1N2K3 w - - 0 1"
                } else {
                    "1n2k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1"
                };
                let score = if i % 2 == 0 { 300 } else { -300 };
                PackedPosition::pack(&Position::from_fen(fen).unwrap(), score, SideResult::Draw).unwrap()
            })
            .collect();
        super::super::data_tools::write_file(&path("data.bin"), &records).unwrap();
        let command = TrainCommand {
            data: vec![path("data.bin")],
            out: path("net.nnue"),
            lambda: 1.0,
            validation: 0.1,
            validation_data: Vec::new(),
            mirror: false,
            layout: InputLayout::Plain,
            hidden: None,
            resume: false,
            init: None,
        };
        let options = TrainOptions { epochs: 2, batch: 64, ..TrainOptions::default() };
        let mut report = Vec::new();
        train_command(&command, &options, &mut report).unwrap();
        let first = String::from_utf8(report).unwrap();
        assert!(first.contains("written to"), "{first}");
        let network = std::fs::read(path("net.nnue")).unwrap();
        let checkpoint = Trainer::from_bytes(&std::fs::read(path("net.nnue.checkpoint")).unwrap()).unwrap();
        assert!(checkpoint.best_validation_loss.is_finite(), "the checkpoint holds the best loss");
        // Resumed with nothing left to do, no epoch beats the best before: the network stays.
        let resumed = TrainCommand { resume: true, ..command };
        let mut report = Vec::new();
        train_command(&resumed, &options, &mut report).unwrap();
        let second = String::from_utf8(report).unwrap();
        assert!(second.contains("is unchanged"), "{second}");
        assert_eq!(std::fs::read(path("net.nnue")).unwrap(), network);
        // With the network's file gone, the checkpoint's network is written again.
        std::fs::remove_file(path("net.nnue")).unwrap();
        train_command(&resumed, &options, &mut Vec::new()).unwrap();
        assert_eq!(std::fs::read(path("net.nnue")).unwrap().len(), network.len());
        // Started from that network at a learning rate of zero, a run writes it again: --init
        // takes its weights whole.
        let init = TrainCommand { init: Some(path("net.nnue")), resume: false, out: path("again.nnue"), ..resumed };
        let still = TrainOptions { epochs: 1, learning_rate: 0.0, weight_decay: 0.0, ..options };
        train_command(&init, &still, &mut Vec::new()).unwrap();
        assert_eq!(std::fs::read(path("again.nnue")).unwrap(), std::fs::read(path("net.nnue")).unwrap());
        // A file that is no network, and --init beside --resume, are refused.
        let broken = TrainCommand { init: Some(path("data.bin")), ..init.clone() };
        let error = train_command(&broken, &still, &mut Vec::new()).unwrap_err();
        assert!(error.starts_with(&path("data.bin")), "{error}");
        let both = TrainCommand { resume: true, ..init.clone() };
        assert!(train_command(&both, &still, &mut Vec::new()).unwrap_err().contains("exclude each other"));
        // A wider network, fresh; a width the engine cannot run, or another than --init's, is
        // refused.
        let wide = TrainCommand { hidden: Some(256), init: None, out: path("wide.nnue"), ..init.clone() };
        train_command(&wide, &options, &mut Vec::new()).unwrap();
        let written = Network::from_bytes(&std::fs::read(path("wide.nnue")).unwrap()).unwrap();
        assert_eq!(written.hidden(), 256);
        let odd = TrainCommand { hidden: Some(100), ..wide };
        assert!(train_command(&odd, &options, &mut Vec::new()).unwrap_err().contains("multiple of 16"));
        let narrower = TrainCommand { hidden: Some(64), ..init.clone() };
        let error = train_command(&narrower, &still, &mut Vec::new()).unwrap_err();
        assert!(error.contains("narrower than the 128 hidden neurons"), "{error}");
        let checkpoint = TrainCommand { hidden: Some(256), resume: true, init: None, ..init.clone() };
        let error = train_command(&checkpoint, &still, &mut Vec::new()).unwrap_err();
        assert!(error.contains("has 128 hidden neurons"), "{error}");
        // Widened from that network at a learning rate of zero: the same evaluations.
        let widened = TrainCommand { hidden: Some(256), out: path("widened.nnue"), ..init };
        train_command(&widened, &still, &mut Vec::new()).unwrap();
        let (narrow, wide) = (
            Network::from_bytes(&std::fs::read(path("net.nnue")).unwrap()).unwrap(),
            Network::from_bytes(&std::fs::read(path("widened.nnue")).unwrap()).unwrap(),
        );
        assert_eq!(wide.hidden(), 256);
        for fen in
            ["4k3/pppp4/8/8/8/8/PPPP4/1N2K3 w - - 0 1", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"]
        {
            let pos = Position::from_fen(fen).unwrap();
            assert_eq!(wide.evaluate(&pos), narrow.evaluate(&pos), "{fen}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
