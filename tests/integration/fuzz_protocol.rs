//! The protocol fuzzer: drives the engine binary with bursts of random, mutated and broken UCI
//! commands. After each burst the engine must answer `isready`, show with `d` a position that
//! cozy-chess accepts, and play a move there at depth 3 that cozy-chess calls legal.
//!
//! CI runs a bounded slice; a longer run is one command, with its own seed:
//!
//! ```text
//! HETMAN_FUZZ_BURSTS=2000 HETMAN_FUZZ_SEED=7 cargo test --release --test integration fuzz_protocol:: -- --nocapture
//! ```

use crate::common::{legal_moves_by_cozy, Engine};
use std::time::Duration;

const SECONDS_30: Duration = Duration::from_secs(30);

/// Standard positions to start from (the fuzzer does not switch Chess960 on).
const FENS: [&str; 5] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
];

/// SplitMix64: the fuzzer's own randomness, reproducible from its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// A valid `position` command: a FEN of the list and a few legal moves (chosen by cozy-chess).
fn valid_position(rng: &mut Rng) -> String {
    let fen = rng.pick(&FENS);
    let mut moves: Vec<String> = Vec::new();
    for _ in 0..rng.below(7) {
        let played: Vec<&str> = moves.iter().map(String::as_str).collect();
        let legal = legal_moves_by_cozy(fen, &played, false);
        if legal.is_empty() {
            break;
        }
        moves.push(legal[rng.below(legal.len())].clone());
    }
    if moves.is_empty() {
        format!("position fen {fen}")
    } else {
        format!("position fen {fen} moves {}", moves.join(" "))
    }
}

/// A command a GUI might send, often with odd values.
fn plausible_command(rng: &mut Rng) -> String {
    match rng.below(12) {
        0..=2 => valid_position(rng),
        3 => format!("go depth {}", 1 + rng.below(6)),
        4 => format!("go nodes {}", 1 + rng.below(20_000)),
        5 => format!("go movetime {}", rng.below(30)),
        6 => format!("go wtime {} btime {} winc {}", rng.below(500), rng.below(500), rng.below(20)),
        7 => {
            rng.pick(&["go infinite", "go perft 3", "go mate 2 movetime 20", "go depth 2 searchmoves e2e4 a7a6"]).into()
        }
        8 => format!(
            "setoption name {} value {}",
            rng.pick(&["Hash", "Threads", "MultiPV", "Contempt", "Move Overhead", "Book Depth"]),
            rng.pick(&["1", "2", "3", "16", "0", "-1", "99999999999999999999", "x", ""])
        ),
        9 => rng
            .pick(&["stop", "isready", "ucinewgame", "uci", "ponderhit", "d", "eval", "debug on", "debug off"])
            .into(),
        10 => rng
            .pick(&[
                "setoption name Clear Hash",
                "setoption name OwnBook value true",
                "setoption name OwnBook value false",
            ])
            .into(),
        _ => {
            rng.pick(&["go ponder depth 3", "position startpos moves e2e4 e7e5 e1e2 e8e7", "go wtime 0 btime 0"]).into()
        }
    }
}

/// A plausible command broken by a few edits: characters replaced, dropped, repeated or cut.
fn mutated_command(rng: &mut Rng) -> Vec<u8> {
    let mut bytes = plausible_command(rng).into_bytes();
    for _ in 0..1 + rng.below(3) {
        if bytes.is_empty() {
            break;
        }
        let at = rng.below(bytes.len());
        match rng.below(4) {
            0 => {
                let alphabet = b" -0123456789abcdefghqrnbkpw/\xff\x00";
                bytes[at] = alphabet[rng.below(alphabet.len())];
            }
            1 => {
                bytes.remove(at);
            }
            2 => bytes.insert(at, bytes[at]),
            _ => bytes.truncate(at),
        }
    }
    bytes
}

/// Anything at all: random bytes, a huge line, a lone carriage return.
fn garbage(rng: &mut Rng) -> Vec<u8> {
    match rng.below(3) {
        0 => (0..rng.below(60)).map(|_| (rng.next() & 0xff) as u8).filter(|&b| b != b'\n').collect(),
        1 => format!("position fen {}", "x".repeat(100_000)).into_bytes(),
        _ => b"\r".to_vec(),
    }
}

#[test]
fn random_and_broken_commands_leave_the_engine_answering() {
    let bursts: usize = std::env::var("HETMAN_FUZZ_BURSTS").ok().and_then(|n| n.parse().ok()).unwrap_or(100);
    let seed: u64 = std::env::var("HETMAN_FUZZ_SEED").ok().and_then(|n| n.parse().ok()).unwrap_or(1);
    let mut rng = Rng(seed);
    let mut engine = Engine::start();
    let mut sent = 0;
    for burst in 0..bursts {
        // The burst's lines, shown (shortened) if the engine fails after it.
        let mut shown_lines = Vec::new();
        for _ in 0..20 {
            let mut line = match rng.below(10) {
                0..=5 => plausible_command(&mut rng).into_bytes(),
                6..=8 => mutated_command(&mut rng),
                _ => garbage(&mut rng),
            };
            shown_lines.push(String::from_utf8_lossy(&line).chars().take(120).collect::<String>());
            line.push(b'\n');
            engine.send_bytes(&line);
            sent += 1;
        }
        let burst_text = shown_lines.join("\n");
        // A marker the engine answers as an unknown command: everything the burst caused comes
        // before its answer (the burst's own `isready`s would end a plain sync too early).
        engine.send("stop");
        let marker = format!("fuzz-sync-{burst}");
        engine.send(&marker);
        engine.read_until(SECONDS_30, |line| line.contains(&format!("unknown command '{marker}'")));
        assert!(engine.sync().is_empty(), "burst {burst} (seed {seed}): output after the marker");
        engine.send("d");
        let shown = engine.read_until_prefix("Checkers:", SECONDS_30);
        let fen = shown
            .iter()
            .find_map(|line| line.strip_prefix("Fen: "))
            .unwrap_or_else(|| panic!("burst {burst} (seed {seed}): no FEN in {shown:?}"))
            .to_string();
        let legal = legal_moves_by_cozy(&fen, &[], false);
        engine.send("go depth 3");
        let (best, _, _) = engine.best_move(SECONDS_30);
        if legal.is_empty() {
            assert_eq!(best, "0000", "burst {burst} (seed {seed}): {fen} after\n{burst_text}");
        } else {
            assert!(
                legal.contains(&best),
                "burst {burst} (seed {seed}): {best} is illegal in {fen} after\n{burst_text}\ntranscript tail:\n{}",
                engine.transcript[engine.transcript.len().saturating_sub(40)..].join("\n")
            );
        }
    }
    engine.send("quit");
    assert!(engine.wait_exit(Duration::from_secs(10)));
    println!("{sent} commands in {bursts} bursts (seed {seed}), engine answered after every burst");
}
