//! Export to bulletformat: the 32-byte `ChessBoard` record that the `bullet` trainer reads
//! (crate `bulletformat`), so that our data trains with the field's GPU trainer. Its positions
//! are seen from the side to move: with black to move the board is mirrored top to bottom and
//! the colours swapped, so "our" pieces are always white and move up the board.
//!
//! ```text
//! bytes  0..8    occupancy, little-endian u64, squares from the side to move (a1 = 0; with black
//!                to move, square s is stored as s ^ 56)
//! bytes  8..24   the pieces, one nibble each in rising (stored) square order, low nibble first:
//!                bit 3 = the opponent's, bits 0-2 = kind (0 pawn .. 5 king)
//! bytes 24..26   search score for the side to move, little-endian i16, centipawns
//! byte  26       game result for the side to move: 0 loss, 1 draw, 2 win
//! byte  27       the side to move's king square (stored squares)
//! byte  28       the opponent's king square seen from the opponent (stored square ^ 56)
//! bytes 29..32   zero
//! ```

use super::packed::PackedPosition;
use crate::chess::{Color, PieceKind};

/// The size of a bulletformat record.
pub const BULLET_BYTES: usize = 32;

/// `record` in bulletformat.
pub fn to_bullet(record: &PackedPosition) -> [u8; BULLET_BYTES] {
    let black = record.side_to_move() == Color::Black;
    let mut pieces: Vec<(u8, u8)> = record
        .pieces()
        .map(|(sq, piece)| {
            let square = if black { sq.index() as u8 ^ 56 } else { sq.index() as u8 };
            let theirs = piece.color() != record.side_to_move();
            (square, u8::from(theirs) << 3 | piece.kind().index() as u8)
        })
        .collect();
    pieces.sort_unstable();
    let mut bytes = [0u8; BULLET_BYTES];
    let mut occupancy = 0u64;
    for (index, &(square, nibble)) in pieces.iter().enumerate() {
        occupancy |= 1 << square;
        bytes[8 + index / 2] |= nibble << (4 * (index % 2));
        if nibble == PieceKind::King.index() as u8 {
            bytes[27] = square;
        } else if nibble == 8 | PieceKind::King.index() as u8 {
            bytes[28] = square ^ 56;
        }
    }
    bytes[..8].copy_from_slice(&occupancy.to_le_bytes());
    bytes[24..26].copy_from_slice(&record.score().to_le_bytes());
    bytes[26] = (record.result() * 2.0) as u8;
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Position;
    use crate::tuning::packed::SideResult;

    fn bullet(fen: &str, score: i16, result: SideResult) -> [u8; BULLET_BYTES] {
        to_bullet(&PackedPosition::pack(&Position::from_fen(fen).unwrap(), score, result).unwrap())
    }

    #[test]
    fn records_of_random_games_match_the_bulletformat_crate() {
        use bulletformat::{BulletFormat, ChessBoard};
        let mut rng = crate::random::SplitMix64::new(21);
        for game in 0..30 {
            let mut pos = Position::startpos();
            for ply in 0..150 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let score = rng.below(3001) as i16 - 1500;
                let result = [SideResult::Loss, SideResult::Draw, SideResult::Win][(game + ply) % 3];
                let ours = to_bullet(&PackedPosition::pack(&pos, score, result).unwrap());
                // The crate reads scores and results for white from text.
                let white = pos.side_to_move() == crate::chess::Color::White;
                let white_score = if white { score } else { -score };
                let white_result = (if white { result } else { result.flipped() }) as u8;
                let line =
                    format!("{} | {white_score} | {}", pos.to_fen(), ["0.0", "0.5", "1.0"][white_result as usize]);
                let theirs: ChessBoard = line.parse().unwrap();
                assert_eq!(ours, ChessBoard::as_bytes_slice(&[theirs]), "{line}");
                pos = pos.after(moves[rng.below(moves.len() as u64) as usize]);
            }
        }
    }

    #[test]
    fn white_to_move_is_stored_as_it_stands() {
        // King e1, pawn e2 (ours); king e8 (theirs).
        let bytes = bullet("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", 35, SideResult::Win);
        assert_eq!(u64::from_le_bytes(bytes[..8].try_into().unwrap()), 1 << 4 | 1 << 12 | 1 << 60);
        // Square order: e1 our king (5), e2 our pawn (0), e8 their king (8 | 5).
        assert_eq!(&bytes[8..10], &[0x05, 0x0d]);
        assert_eq!(i16::from_le_bytes([bytes[24], bytes[25]]), 35);
        assert_eq!(bytes[26], 2);
        assert_eq!((bytes[27], bytes[28]), (4, 4), "e1, and e8 seen from black is e1");
        assert_eq!(&bytes[29..], &[0, 0, 0]);
    }

    #[test]
    fn black_to_move_is_the_mirror_of_white_to_move() {
        // The same position with colours swapped and the board mirrored is the same record.
        let white = bullet("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", 35, SideResult::Win);
        let black = bullet("4k3/4p3/8/8/8/8/8/4K3 b - - 0 1", 35, SideResult::Win);
        assert_eq!(white, black);
        let other = bullet("r3k3/1p6/8/8/8/8/8/4K2R b - - 0 1", -20, SideResult::Loss);
        assert_eq!((other[26], i16::from_le_bytes([other[24], other[25]])), (0, -20));
        assert_eq!((other[27], other[28]), (4, 4));
    }
}
