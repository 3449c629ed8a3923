//! Property-based fuzzing of every parser that reads outside input: FEN, UCI and xboard command
//! lines, PGN games, EPD lines and Polyglot books. Each gets random input and mutations of valid
//! input, and must answer with a value or an error: never a panic, never a hang.
//!
//! CI runs the default slice (256 cases a property); a longer run is one command:
//!
//! ```text
//! PROPTEST_CASES=100000 cargo test --release --test integration fuzz_parsers::
//! ```
//!
//! (`fuzz_protocol.rs` drives the whole engine the same way.)

use hetman::book::polyglot::{polyglot_key, Book};
use hetman::chess::perft::perft;
use hetman::chess::Position;
use hetman::notation::epd;
use hetman::notation::pgn::PgnReader;
use hetman::protocol::{uci, xboard};
use proptest::prelude::*;

/// Valid positions to mutate, among them castling rights, en passant and Chess960 rooks.
const FENS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
];

/// Valid command lines of both protocols to mutate.
const COMMANDS: [&str; 12] = [
    "position startpos moves e2e4 e7e5 g1f3",
    "position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1 moves e1g1",
    "go wtime 1000 btime 1000 winc 10 binc 10 movestogo 20",
    "go depth 5 searchmoves e2e4 d2d4",
    "setoption name Move Overhead value 30",
    "setoption name Book Mode value Best",
    "level 40 4:30 0.5",
    "time 12345",
    "setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "usermove e2e4",
    "memory 64",
    "go perft 3",
];

const GAME: &str =
    "[Event \"x\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O {a} Kd7 (1... Ke7) 2. Rd1+ $1 ; c\n\
                    Kc7 1/2-1/2\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n";

/// `text` with one of four edits at `at` (taken modulo its length): a character replaced,
/// deleted, duplicated, or the text cut there.
fn mutate(text: &str, at: usize, edit: u8, with: char) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return with.to_string();
    }
    let at = at % chars.len();
    match edit % 4 {
        0 => chars[at] = with,
        1 => {
            chars.remove(at);
        }
        2 => chars.insert(at, chars[at]),
        _ => chars.truncate(at),
    }
    chars.into_iter().collect()
}

/// Characters that FENs, commands and PGN are made of, with some that they are not.
fn chess_char() -> impl Strategy<Value = char> {
    prop_oneof![
        4 => proptest::sample::select("pnbrqkPNBRQK12345678/ -wabcdefghKQkq0;{}()[]\"\\.$+#=x9".chars().collect::<Vec<_>>()),
        1 => any::<char>(),
    ]
}

/// A FEN that parsed must write itself back as a FEN of the same position, and its move tree
/// must be walkable.
fn check_fen(text: &str) {
    for pos in [Position::from_fen(text), Position::from_fen_lenient(text)].into_iter().flatten() {
        let again = Position::from_fen_lenient(&pos.to_fen()).expect("our own FEN parses");
        assert_eq!(again.key(), pos.key(), "{text} -> {}", pos.to_fen());
        perft(&pos, 2);
    }
}

proptest! {
    #[test]
    fn fen_parser_takes_any_text(text in "\\PC{0,100}") {
        check_fen(&text);
    }

    #[test]
    fn fen_parser_takes_mutated_fens(index in 0..FENS.len(), edits in prop::collection::vec((any::<usize>(), any::<u8>(), chess_char()), 1..4)) {
        let mut text = FENS[index].to_string();
        for (at, edit, with) in edits {
            text = mutate(&text, at, edit, with);
        }
        check_fen(&text);
    }

    #[test]
    fn command_parsers_take_any_line(line in "\\PC{0,200}") {
        let _ = uci::command::parse(&line);
        let _ = xboard::command::parse(&line);
    }

    #[test]
    fn command_parsers_take_mutated_commands(index in 0..COMMANDS.len(), edits in prop::collection::vec((any::<usize>(), any::<u8>(), chess_char()), 1..4)) {
        let mut line = COMMANDS[index].to_string();
        for (at, edit, with) in edits {
            line = mutate(&line, at, edit, with);
        }
        let _ = uci::command::parse(&line);
        let _ = xboard::command::parse(&line);
    }

    #[test]
    fn pgn_reader_takes_mutated_games(edits in prop::collection::vec((any::<usize>(), any::<u8>(), chess_char()), 1..6)) {
        let mut text = GAME.to_string();
        for (at, edit, with) in edits {
            text = mutate(&text, at, edit, with);
        }
        // Two games in, so at most a few out: a reader that loops would never end.
        let games = PgnReader::new(text.as_bytes()).take(100).count();
        prop_assert!(games <= 10, "{games} games from {text:?}");
    }

    #[test]
    fn pgn_reader_takes_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let games = PgnReader::new(&bytes[..]).take(1000).count();
        prop_assert!(games < 1000);
    }

    #[test]
    fn epd_reader_takes_mutated_lines(index in 0..FENS.len(), ops in "\\PC{0,80}", edits in prop::collection::vec((any::<usize>(), any::<u8>(), chess_char()), 0..3)) {
        let mut line = format!("{} bm e4; id \"a; b\"; {ops}", FENS[index]);
        for (at, edit, with) in edits {
            line = mutate(&line, at, edit, with);
        }
        let (_, operations) = epd::split_epd(&line);
        let _ = epd::operations(operations);
        let _ = hetman::cli::epd::parse_line(&line, 1);
    }

    #[test]
    fn polyglot_reader_takes_any_bytes(mut bytes in prop::collection::vec(any::<u8>(), 0..200), keyed in any::<bool>(), index in 0..FENS.len()) {
        if keyed {
            // An entry for a real position with a random move: the move must be checked.
            let key = polyglot_key(&Position::from_fen(FENS[index]).unwrap());
            bytes.splice(0..0, key.to_be_bytes());
        }
        if let Ok(book) = Book::from_bytes(&bytes) {
            for fen in FENS {
                let pos = Position::from_fen(fen).unwrap();
                for (mv, _) in book.moves(&pos) {
                    prop_assert!(pos.is_legal(mv), "the book gave an illegal move {mv:?}");
                }
            }
        }
    }
}
