//! The compact data format: whole games, each a start position and then one 4-byte entry per
//! position (the move played from it and its search score), as the field's game formats do
//! (Viridithas's viriformat, Stockfish's binpack in a simpler form). Hetman's self-play games
//! take about 6.2 bytes per training position, every other searched position included (40 games
//! of `hetman datagen --nodes 1000`: 18,168 bytes for 2,925 positions, which take 93,600 as
//! records); generation 6's chunk 1 turned into games takes 435,460 bytes for 69,713 positions.
//! Files end in `.games`; `hetman data` reads them wherever it reads records, and converts both
//! ways ([`games_from_records`], [`records_from_games`]).
//!
//! ```text
//! a game:
//!   header, 32 bytes: the start position, laid out as a record (super::packed) except bytes 24..27
//!     bytes  0..24   occupancy and pieces, as the record
//!     bytes 24..26   castling rights, little-endian u16, four nibbles from the lowest: white short,
//!                    white long, black short, black long; each the castling rook's file + 1, 0 none
//!     byte  26       the game's result for white: 0 loss, 1 draw, 2 win
//!     bytes 27..32   side to move, half-move clock, en-passant file + 1, full-move number, as the record
//!   entries, 4 bytes each, one per position from the start on:
//!     bytes 0..2     the move played, little-endian u16 in Hetman's move layout (crate::chess::Move:
//!                    castling as the king taking its own rook), bit 15 set when the position is no
//!                    training position (its score is then kept all the same, or 0 if unknown);
//!                    move 0 (a1a1) means no move: the game ends at this position
//!     bytes 2..4     the search score of the position for its side to move, little-endian i16
//! ```
//!
//! Every game ends with a move-0 entry, so a file is games back to back with no index. A game's
//! training positions are the entries without bit 15, with the game's result seen from their
//! side to move: exactly the 32-byte records the generator would have written.

use super::packed::{PackedPosition, SideResult, RECORD_BYTES};
use crate::chess::{CastlingSide, Color, Move, Piece, Position, Square};
use std::fmt;

/// The extension that marks a file of games (any other file of data is read as records).
pub const GAMES_EXTENSION: &str = ".games";
/// The size of a game's header.
const HEADER_BYTES: usize = 32;
/// The size of an entry.
const ENTRY_BYTES: usize = 4;
/// The bit of an entry's move that marks a position that is no training position.
const NOT_TRAINING: u16 = 1 << 15;
/// The longest run of positions that are no records which [`games_from_records`] looks for
/// between two records of one game (a capture and its recapture between two quiet positions).
const MAX_BRIDGE_PLIES: u32 = 4;

/// One position of a game: the move played from it (`None` at the last) and its score.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The move played from this position; `None` ends the game.
    pub mv: Option<Move>,
    /// The search score for the side to move (0 where none is known).
    pub score: i16,
    /// Whether this position is a training position.
    pub training: bool,
}

/// A game to write: its start, its result for white and one entry per position.
#[derive(Clone, Debug)]
pub struct Game {
    /// The start position.
    pub start: Position,
    /// The result for white.
    pub white_result: SideResult,
    /// One entry per position from the start on; an entry with no move ends the game and is
    /// added (no training position) if the last has a move.
    pub entries: Vec<Entry>,
}

/// Why bytes are not games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GamesError {
    /// The data ends inside the game starting at this byte offset.
    Truncated {
        /// Where the broken game starts.
        offset: usize,
    },
    /// Something in the game starting at `offset` is not what the format allows.
    Invalid {
        /// Where the game starts.
        offset: usize,
        /// What is wrong.
        reason: String,
    },
}

impl fmt::Display for GamesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GamesError::Truncated { offset } => write!(f, "the data ends inside the game starting at byte {offset}"),
            GamesError::Invalid { offset, reason } => write!(f, "the game starting at byte {offset}: {reason}"),
        }
    }
}

impl std::error::Error for GamesError {}

/// Whether the file at `path` holds games (by its extension).
pub fn is_games_file(path: &str) -> bool {
    path.ends_with(GAMES_EXTENSION)
}

/// Appends `game` to `out`. `None` for a start with more than 32 pieces.
pub fn write_game(game: &Game, out: &mut Vec<u8>) -> Option<()> {
    let record = PackedPosition::pack(&game.start, 0, SideResult::Draw)?;
    let mut header: [u8; RECORD_BYTES] = bytemuck::cast(record);
    header[24..26].copy_from_slice(&castling_nibbles(&game.start).to_le_bytes());
    header[26] = game.white_result as u8;
    out.extend_from_slice(&header);
    for entry in &game.entries {
        write_entry(entry, out);
    }
    if game.entries.last().is_none_or(|entry| entry.mv.is_some()) {
        write_entry(&Entry { mv: None, score: 0, training: false }, out);
    }
    Some(())
}

fn write_entry(entry: &Entry, out: &mut Vec<u8>) {
    let mv = entry.mv.map_or(0, bytemuck::cast::<Move, u16>) | if entry.training { 0 } else { NOT_TRAINING };
    out.extend_from_slice(&mv.to_le_bytes());
    out.extend_from_slice(&entry.score.to_le_bytes());
}

/// The castling rights of `pos` as the header's four nibbles.
fn castling_nibbles(pos: &Position) -> u16 {
    let mut nibbles = 0;
    for (index, (color, side)) in castling_order().enumerate() {
        if let Some(rook) = pos.castling_rights().rook(color, side) {
            nibbles |= u16::from(rook.file() + 1) << (4 * index);
        }
    }
    nibbles
}

/// The order of the castling nibbles: white short, white long, black short, black long.
fn castling_order() -> impl Iterator<Item = (Color, CastlingSide)> {
    Color::BOTH.into_iter().flat_map(|color| CastlingSide::BOTH.map(|side| (color, side)))
}

/// The start position of a header, or what is wrong with it.
fn read_header(header: &[u8; HEADER_BYTES]) -> Result<(Position, SideResult), String> {
    let mut record = *header;
    let (nibbles, result) = (u16::from_le_bytes([header[24], header[25]]), header[26]);
    // The board checks of a record, with a neutral score and result in their place.
    record[24..27].copy_from_slice(&[0, 0, 1]);
    let record: PackedPosition = bytemuck::cast(record);
    if let Some(problem) = record.problem() {
        return Err(format!("the start is no position: {problem}"));
    }
    let white_result = match result {
        0 => SideResult::Loss,
        1 => SideResult::Draw,
        2 => SideResult::Win,
        _ => return Err(format!("result {result} (0, 1 or 2 expected)")),
    };
    let mut castling = String::new();
    for (index, (color, _)) in castling_order().enumerate() {
        let file = (nibbles >> (4 * index)) & 15;
        match file {
            0 => {}
            1..=8 => {
                let letter = char::from(b'A' + file as u8 - 1);
                castling.push(if color == Color::White { letter } else { letter.to_ascii_lowercase() });
            }
            _ => return Err(format!("castling rook file {file} (1 to 8, or 0 for none)")),
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let fen = record.fen_with_castling(&castling);
    let start = Position::from_fen(&fen).map_err(|e| format!("the start {fen} is refused: {e}"))?;
    Ok((start, white_result))
}

/// The training positions of the games in `bytes`, in order, as records; the error names the
/// first broken game.
pub fn records_from_games(bytes: &[u8]) -> Result<Vec<PackedPosition>, GamesError> {
    let mut records = Vec::new();
    let mut offset = 0;
    while offset < bytes.len() {
        offset = read_game(bytes, offset, &mut records)?;
    }
    Ok(records)
}

/// Reads the game at `offset`, appending its training positions to `records`; returns the
/// offset of the next game.
fn read_game(bytes: &[u8], offset: usize, records: &mut Vec<PackedPosition>) -> Result<usize, GamesError> {
    let truncated = GamesError::Truncated { offset };
    let invalid = |reason: String| GamesError::Invalid { offset, reason };
    let header: &[u8; HEADER_BYTES] =
        bytes.get(offset..offset + HEADER_BYTES).and_then(|h| h.try_into().ok()).ok_or(truncated.clone())?;
    let (mut pos, white_result) = read_header(header).map_err(invalid)?;
    let mut at = offset + HEADER_BYTES;
    for ply in 0usize.. {
        let entry = bytes.get(at..at + ENTRY_BYTES).ok_or(truncated.clone())?;
        at += ENTRY_BYTES;
        let raw = u16::from_le_bytes([entry[0], entry[1]]);
        let score = i16::from_le_bytes([entry[2], entry[3]]);
        if raw & NOT_TRAINING == 0 {
            let result = SideResult::for_side(f32::from(white_result as u8) / 2.0, pos.side_to_move());
            let record = PackedPosition::pack(&pos, score, result).expect("a legal position has at most 32 pieces");
            records.push(record);
        }
        let mv: Move = bytemuck::cast(raw & !NOT_TRAINING);
        if mv == Move::NULL {
            return Ok(at);
        }
        if !pos.legal_moves().contains(&mv) {
            return Err(invalid(format!("move {} of entry {ply} is not legal in {}", mv.to_uci(true), pos.to_fen())));
        }
        pos = pos.after(mv);
    }
    unreachable!("the loop returns")
}

/// `records` as games: records that follow from the one before by a few plies of the same
/// game (at most [`MAX_BRIDGE_PLIES`], found by search) join its game, the plies between them
/// as positions that are no training positions; any other record starts a game. Reading the
/// result back with [`records_from_games`] gives `records` again, byte for byte.
pub fn games_from_records(records: &[PackedPosition]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut current: Option<(Game, Position)> = None;
    for record in records {
        // for_side turns white's result into a side's and back: from the side to move's, white's.
        let white_result = SideResult::for_side(record.result(), record.side_to_move());
        if let Some((game, pos)) = &mut current {
            if game.white_result == white_result {
                if let Some(bridge) = bridge(pos, record) {
                    let last = game.entries.last_mut().expect("a game holds its start");
                    last.mv = Some(bridge[0]);
                    for pair in bridge.windows(2) {
                        *pos = pos.after(pair[0]);
                        game.entries.push(Entry { mv: Some(pair[1]), score: 0, training: false });
                    }
                    *pos = pos.after(*bridge.last().expect("a bridge has a move"));
                    game.entries.push(Entry { mv: None, score: record.score(), training: true });
                    continue;
                }
            }
            write_game(game, &mut out).expect("a record holds at most 32 pieces");
        }
        let start = Position::from_fen(&record.to_fen()).expect("a checked record is a position");
        let entries = vec![Entry { mv: None, score: record.score(), training: true }];
        current = Some((Game { start, white_result, entries }, start));
    }
    if let Some((game, _)) = &current {
        write_game(game, &mut out).expect("a record holds at most 32 pieces");
    }
    out
}

/// The moves that lead from `pos` to the position of `target` (its labels aside), if there are
/// at most [`MAX_BRIDGE_PLIES`] of them. The plies to search are known from the move numbers;
/// each move must start or land on a square whose content differs from the target's.
fn bridge(pos: &Position, target: &PackedPosition) -> Option<Vec<Move>> {
    let ply = |fullmove: u32, side: Color| 2 * i64::from(fullmove) + i64::from(side == Color::Black);
    let plies = ply(target.fullmove_number(), target.side_to_move()) - ply(pos.fullmove_number(), pos.side_to_move());
    if !(1..=i64::from(MAX_BRIDGE_PLIES)).contains(&plies) {
        return None;
    }
    let mut target_board = [None; 64];
    for (sq, piece) in target.pieces() {
        target_board[sq.index()] = Some(piece);
    }
    let mut line = Vec::new();
    search_bridge(pos, target, &target_board, plies as u32, &mut line).then_some(line)
}

fn search_bridge(
    pos: &Position,
    target: &PackedPosition,
    target_board: &[Option<Piece>; 64],
    plies: u32,
    line: &mut Vec<Move>,
) -> bool {
    let differs = |sq: Square| pos.piece_on(sq) != target_board[sq.index()];
    for mv in pos.legal_moves() {
        if !differs(mv.from()) && !differs(mv.to()) {
            continue;
        }
        let child = pos.after(mv);
        line.push(mv);
        let found = if plies == 1 {
            PackedPosition::pack(&child, target.score(), SideResult::Draw).is_some_and(|p| p.same_position(target))
        } else {
            search_bridge(&child, target, target_board, plies - 1, line)
        };
        if found {
            return true;
        }
        line.pop();
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::SplitMix64;

    /// Random games from the start, each position a training one with probability 1/2.
    fn random_games(seed: u64, count: usize) -> Vec<Game> {
        let mut rng = SplitMix64::new(seed);
        (0..count)
            .map(|index| {
                let start = Position::startpos();
                let mut pos = start;
                let mut entries = Vec::new();
                for _ in 0..rng.below(160) {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let mv = moves[rng.below(moves.len() as u64) as usize];
                    let score = rng.below(2001) as i16 - 1000;
                    entries.push(Entry { mv: Some(mv), score, training: rng.below(2) == 0 });
                    pos = pos.after(mv);
                }
                let white_result = [SideResult::Loss, SideResult::Draw, SideResult::Win][index % 3];
                Game { start, white_result, entries }
            })
            .collect()
    }

    /// The records a generator keeps of `games`.
    fn training_records(games: &[Game]) -> Vec<PackedPosition> {
        let mut records = Vec::new();
        for game in games {
            let mut pos = game.start;
            for entry in &game.entries {
                if entry.training {
                    let result = SideResult::for_side(f32::from(game.white_result as u8) / 2.0, pos.side_to_move());
                    records.push(PackedPosition::pack(&pos, entry.score, result).unwrap());
                }
                if let Some(mv) = entry.mv {
                    pos = pos.after(mv);
                }
            }
        }
        records
    }

    /// `games` written one after the other.
    fn written(games: &[Game]) -> Vec<u8> {
        let mut bytes = Vec::new();
        for game in games {
            write_game(game, &mut bytes).unwrap();
        }
        bytes
    }

    #[test]
    fn games_give_back_their_training_positions_in_a_few_bytes_each() {
        let games = random_games(11, 30);
        let bytes = written(&games);
        let positions: usize = games.iter().map(|g| g.entries.len() + 1).sum();
        assert_eq!(bytes.len(), games.len() * HEADER_BYTES + positions * ENTRY_BYTES);
        assert_eq!(records_from_games(&bytes).unwrap(), training_records(&games));
    }

    #[test]
    fn records_become_games_and_come_back_byte_for_byte() {
        let games = random_games(12, 20);
        let records = training_records(&games);
        let bytes = games_from_records(&records);
        assert_eq!(records_from_games(&bytes).unwrap(), records);
        // Records of one game a few plies apart share a game: far fewer than one game each.
        let games_written = {
            let mut count = 0;
            let mut offset = 0;
            while offset < bytes.len() {
                offset = read_game(&bytes, offset, &mut Vec::new()).unwrap();
                count += 1;
            }
            count
        };
        assert!(games_written < records.len() / 4, "{games_written} games for {} records", records.len());
        assert!(bytes.len() < records.len() * RECORD_BYTES / 2, "{} bytes", bytes.len());
    }

    #[test]
    fn castling_rights_and_chess960_rooks_survive_the_header() {
        for fen in [
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 20",
            "1r2k1r1/8/8/8/8/8/8/1R2K1R1 b BGbg - 0 9",
            "4k2r/8/8/8/8/8/8/R3K3 w Qk - 0 1",
        ] {
            let start = Position::from_fen(fen).unwrap();
            let castle = start.legal_moves().into_iter().find(|m| m.is_castling()).unwrap();
            let game = Game {
                start,
                white_result: SideResult::Win,
                entries: vec![Entry { mv: Some(castle), score: 5, training: true }],
            };
            let mut bytes = Vec::new();
            write_game(&game, &mut bytes).unwrap();
            let (read, result) = read_header(bytes[..HEADER_BYTES].try_into().unwrap()).unwrap();
            assert_eq!((read.castling_rights(), result), (start.castling_rights(), SideResult::Win), "{fen}");
            assert_eq!(records_from_games(&bytes).unwrap().len(), 1);
        }
    }

    #[test]
    fn broken_games_are_refused_with_the_place() {
        let games = random_games(13, 2);
        let bytes = written(&games);
        let second = HEADER_BYTES + (games[0].entries.len() + 1) * ENTRY_BYTES;
        let cut = records_from_games(&bytes[..bytes.len() - 2]).unwrap_err();
        assert_eq!(cut, GamesError::Truncated { offset: second });
        let mut bad = bytes.clone();
        bad[second + 26] = 3;
        assert!(records_from_games(&bad).unwrap_err().to_string().contains("result 3"));
        let mut bad = bytes.clone();
        bad[second + 24] = 9;
        assert!(records_from_games(&bad).unwrap_err().to_string().contains("castling rook file 9"));
        let mut bad = bytes.clone();
        // The first move of the second game made a1a2 (from white's own rook onto its pawn).
        bad[second + HEADER_BYTES..second + HEADER_BYTES + 2].copy_from_slice(&(8u16 << 6).to_le_bytes());
        let error = records_from_games(&bad).unwrap_err().to_string();
        assert!(error.starts_with(&format!("the game starting at byte {second}: move a1a2")), "{error}");
        let mut bad = bytes;
        bad[second + 8] = 0x66;
        assert!(records_from_games(&bad).unwrap_err().to_string().contains("the start is no position"));
    }
}
