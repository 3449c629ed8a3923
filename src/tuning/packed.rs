//! The network's training record: one position in 32 bytes with its search score and its game
//! result. Its layout is Hetman's own: the same size as the field's records (marlinformat,
//! bulletformat), not the same bytes; [`super::bullet`] writes bulletformat for the `bullet`
//! trainer, and [`super::games`] keeps whole games in about a fifth of the space. Files of
//! records are read as a whole with bytemuck; a file whose length is no multiple of 32 is refused
//! with the offset of its broken last record.
//!
//! ```text
//! bytes  0..8    occupancy, little-endian u64: bit i set = a piece on square i (a1 = 0, h8 = 63)
//! bytes  8..24   the pieces, one nibble each in rising square order, low nibble first:
//!                bit 3 = black, bits 0-2 = kind (0 pawn, 1 knight, 2 bishop, 3 rook, 4 queen, 5 king)
//! bytes 24..26   search score, little-endian i16, centipawns, for the side to move
//! byte  26       game result for the side to move: 0 loss, 1 draw, 2 win
//! byte  27       side to move: 0 white, 1 black
//! byte  28       half-move clock (saturated at 255)
//! byte  29       en-passant file + 1 (0: none)
//! bytes 30..32   full-move number, little-endian u16 (saturated at 65535)
//! ```
//!
//! Castling rights are not kept: the network does not see them.

use crate::chess::fen::placement_field;
use crate::chess::{Bitboard, Color, Piece, PieceKind, Position, Square};
use bytemuck::{Pod, Zeroable};
use std::fmt;

/// One position with its labels, as stored in a data file.
#[repr(C)]
#[derive(Copy, Clone, Pod, Zeroable, PartialEq, Eq, Debug)]
pub struct PackedPosition {
    occupancy: [u8; 8],
    pieces: [u8; 16],
    score: [u8; 2],
    result: u8,
    side_to_move: u8,
    halfmove_clock: u8,
    en_passant: u8,
    fullmove_number: [u8; 2],
}

/// The size of a record in bytes.
pub const RECORD_BYTES: usize = 32;
const _: () = assert!(std::mem::size_of::<PackedPosition>() == RECORD_BYTES);

/// A game result from one side's point of view.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SideResult {
    /// That side lost.
    Loss = 0,
    /// A draw.
    Draw = 1,
    /// That side won.
    Win = 2,
}

impl SideResult {
    /// The outcome for `side` of a game whose result for white is `white_result` (1, 0.5 or 0).
    pub fn for_side(white_result: f32, side: Color) -> SideResult {
        match if side == Color::White { white_result } else { 1.0 - white_result } {
            r if r > 0.75 => SideResult::Win,
            r if r < 0.25 => SideResult::Loss,
            _ => SideResult::Draw,
        }
    }

    /// The same result from the other side's point of view.
    pub fn flipped(self) -> SideResult {
        match self {
            SideResult::Loss => SideResult::Win,
            SideResult::Draw => SideResult::Draw,
            SideResult::Win => SideResult::Loss,
        }
    }
}

/// Why bytes are not a valid record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The data ends inside a record that starts at this byte offset.
    Truncated {
        /// Where the broken record starts.
        offset: usize,
    },
    /// The record at this index does not describe a position.
    Invalid {
        /// The record's index in the file.
        index: usize,
        /// What is wrong.
        reason: &'static str,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Truncated { offset } => {
                write!(
                    f,
                    "the data ends inside the record starting at byte {offset} (records are {RECORD_BYTES} bytes)"
                )
            }
            RecordError::Invalid { index, reason } => {
                write!(f, "record {index} (byte {}) is not a position: {reason}", index * RECORD_BYTES)
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl PackedPosition {
    /// `pos` with its `score` and `result` for the side to move; `None` for a position with more
    /// than 32 pieces (only possible in positions no game reaches).
    pub fn pack(pos: &Position, score: i16, result: SideResult) -> Option<PackedPosition> {
        let occupied = pos.occupied();
        if occupied.count() > 32 {
            return None;
        }
        let mut pieces = [0u8; 16];
        for (index, sq) in occupied.into_iter().enumerate() {
            let piece = pos.piece_on(sq)?;
            let nibble = (u8::from(piece.color() == Color::Black) << 3) | piece.kind().index() as u8;
            pieces[index / 2] |= nibble << (4 * (index % 2));
        }
        Some(PackedPosition {
            occupancy: occupied.0.to_le_bytes(),
            pieces,
            score: score.to_le_bytes(),
            result: result as u8,
            side_to_move: u8::from(pos.side_to_move() == Color::Black),
            halfmove_clock: pos.halfmove_clock().min(255) as u8,
            en_passant: pos.en_passant().map_or(0, |sq| sq.file() + 1),
            fullmove_number: (pos.fullmove_number().min(u32::from(u16::MAX)) as u16).to_le_bytes(),
        })
    }

    /// The pieces with their squares, in rising square order.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Bitboard(u64::from_le_bytes(self.occupancy)).into_iter().enumerate().map(|(index, sq)| {
            let nibble = (self.pieces[index / 2] >> (4 * (index % 2))) & 15;
            let color = if nibble & 8 != 0 { Color::Black } else { Color::White };
            (sq, Piece::new(color, PieceKind::ALL[usize::from(nibble & 7).min(5)]))
        })
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        if self.side_to_move == 1 {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The search score for the side to move, in centipawns.
    pub fn score(&self) -> i16 {
        i16::from_le_bytes(self.score)
    }

    /// The same record with another search score (for the side to move).
    pub fn with_score(&self, score: i16) -> PackedPosition {
        PackedPosition { score: score.to_le_bytes(), ..*self }
    }

    /// The game result for the side to move, as 0 (loss), 0.5 (draw) or 1 (win).
    pub fn result(&self) -> f32 {
        f32::from(self.result) / 2.0
    }

    /// The full-move number.
    pub fn fullmove_number(&self) -> u32 {
        u32::from(u16::from_le_bytes(self.fullmove_number))
    }

    /// Whether both records hold the same position (scores and results aside).
    pub fn same_position(&self, other: &PackedPosition) -> bool {
        PackedPosition { score: [0; 2], result: 0, ..*self } == PackedPosition { score: [0; 2], result: 0, ..*other }
    }

    /// The position as FEN (castling rights are not stored, so always `-`).
    pub fn to_fen(&self) -> String {
        self.fen_with_castling("-")
    }

    /// The position as FEN with `castling` as its castling field.
    pub fn fen_with_castling(&self, castling: &str) -> String {
        let mut board = [None; 64];
        for (sq, piece) in self.pieces() {
            board[sq.index()] = Some(piece);
        }
        let fen = placement_field(|sq| board[sq.index()]);
        let side = self.side_to_move();
        let en_passant = match self.en_passant {
            0 => "-".to_string(),
            file => Square::from_coords(file - 1, if side == Color::White { 5 } else { 2 }).to_string(),
        };
        let fullmove = u16::from_le_bytes(self.fullmove_number).max(1);
        let side = if side == Color::White { 'w' } else { 'b' };
        format!("{fen} {side} {castling} {en_passant} {} {fullmove}", self.halfmove_clock)
    }

    /// Why this record is no position, if it is none: a kind past the king, a count of pieces
    /// that is not one king a side, or labels out of range.
    pub fn problem(&self) -> Option<&'static str> {
        let occupied = Bitboard(u64::from_le_bytes(self.occupancy));
        let count = occupied.count() as usize;
        if count > 32 {
            return Some("more than 32 pieces");
        }
        let mut kings = [0; 2];
        for index in 0..count {
            let nibble = (self.pieces[index / 2] >> (4 * (index % 2))) & 15;
            match nibble & 7 {
                5 => kings[usize::from(nibble >> 3)] += 1,
                6 | 7 => return Some("a piece kind past the king"),
                _ => {}
            }
        }
        if kings != [1, 1] {
            return Some("not one king a side");
        }
        if self.result > 2 {
            return Some("a result past 2");
        }
        if self.side_to_move > 1 {
            return Some("a side to move past 1");
        }
        None
    }
}

/// The records of `bytes`, each checked; the error names the first broken one.
pub fn read_records(bytes: &[u8]) -> Result<Vec<PackedPosition>, RecordError> {
    if !bytes.len().is_multiple_of(RECORD_BYTES) {
        return Err(RecordError::Truncated { offset: bytes.len() / RECORD_BYTES * RECORD_BYTES });
    }
    let records: Vec<PackedPosition> = bytes.chunks_exact(RECORD_BYTES).map(bytemuck::pod_read_unaligned).collect();
    for (index, record) in records.iter().enumerate() {
        if let Some(reason) = record.problem() {
            return Err(RecordError::Invalid { index, reason });
        }
    }
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::SplitMix64;

    #[test]
    fn positions_of_random_games_survive_packing() {
        let mut rng = SplitMix64::new(5);
        for game in 0..40 {
            let mut pos = Position::startpos();
            for ply in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let score = (rng.below(4001) as i16) - 2000;
                let result = [SideResult::Loss, SideResult::Draw, SideResult::Win][(game + ply) % 3];
                let packed = PackedPosition::pack(&pos, score, result).unwrap();
                assert_eq!(packed.problem(), None);
                assert_eq!((packed.score(), packed.side_to_move()), (score, pos.side_to_move()));
                assert_eq!(packed.result(), result as u8 as f32 / 2.0);
                // The FEN holds everything but castling.
                let unpacked = Position::from_fen(&packed.to_fen()).expect("a valid position");
                for sq in (0..64).map(Square::new) {
                    assert_eq!(unpacked.piece_on(sq), pos.piece_on(sq));
                }
                assert_eq!(unpacked.en_passant(), pos.en_passant(), "{}", packed.to_fen());
                assert_eq!(unpacked.halfmove_clock(), pos.halfmove_clock().min(255));
                pos = pos.after(moves[rng.below(moves.len() as u64) as usize]);
            }
        }
    }

    #[test]
    fn broken_files_are_refused_with_the_place() {
        let record = PackedPosition::pack(&Position::startpos(), 12, SideResult::Draw).unwrap();
        let mut bytes: Vec<u8> = [record; 3].iter().flat_map(|r| bytemuck::bytes_of(r).to_vec()).collect();
        assert_eq!(read_records(&bytes).unwrap().len(), 3);
        bytes.truncate(70);
        assert_eq!(read_records(&bytes), Err(RecordError::Truncated { offset: 64 }));
        let mut bytes: Vec<u8> = [record; 3].iter().flat_map(|r| bytemuck::bytes_of(r).to_vec()).collect();
        bytes[32 + 26] = 7; // the second record's result
        assert_eq!(read_records(&bytes), Err(RecordError::Invalid { index: 1, reason: "a result past 2" }));
        bytes[32 + 26] = 1;
        bytes[32 + 8] = 0x66; // two pieces of kind 6
        assert!(read_records(&bytes).unwrap_err().to_string().contains("byte 32"));
    }
}
