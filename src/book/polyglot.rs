//! The Polyglot opening book format: position keys, move encoding, and reading a `.bin` file.
//!
//! A book is a sequence of 16-byte entries sorted by key, all fields big-endian:
//! key (u64), move (u16), weight (u16), learn (u32). The move packs the target file (bits 0-2) and
//! rank (3-5), the origin file (6-8) and rank (9-11), and a promotion piece (12-14: none, knight,
//! bishop, rook, queen). Castling is written as the king taking its own rook (`e1h1`), which is
//! how Hetman encodes castling too.

use super::random::RANDOM;
use crate::chess::{CastlingSide, Color, Move, PieceKind, Position};
use std::fmt;

const CASTLING_OFFSET: usize = 768;
const EN_PASSANT_OFFSET: usize = 772;
const TURN_OFFSET: usize = 780;

/// The Polyglot key of a position.
pub fn polyglot_key(pos: &Position) -> u64 {
    let mut key = 0;
    for color in Color::BOTH {
        for kind in PieceKind::ALL {
            // Polyglot orders pieces black pawn, white pawn, black knight, ...
            let piece_index = 2 * kind.index() + usize::from(color == Color::White);
            for sq in pos.pieces(color, kind) {
                key ^= RANDOM[64 * piece_index + sq.index()];
            }
        }
    }
    let rights = pos.castling_rights();
    for (index, (color, side)) in [
        (Color::White, CastlingSide::Short),
        (Color::White, CastlingSide::Long),
        (Color::Black, CastlingSide::Short),
        (Color::Black, CastlingSide::Long),
    ]
    .into_iter()
    .enumerate()
    {
        if rights.rook(color, side).is_some() {
            key ^= RANDOM[CASTLING_OFFSET + index];
        }
    }
    // Hetman keeps an en passant square only when a pawn of the side to move attacks it, which is
    // exactly Polyglot's rule.
    if let Some(sq) = pos.en_passant() {
        key ^= RANDOM[EN_PASSANT_OFFSET + sq.file() as usize];
    }
    if pos.side_to_move() == Color::White {
        key ^= RANDOM[TURN_OFFSET];
    }
    key
}

/// A move in Polyglot's 16-bit encoding.
pub fn encode_move(mv: Move) -> u16 {
    let (from, to) = (mv.from(), mv.to());
    let promotion = match mv.promotion_kind() {
        Some(PieceKind::Knight) => 1,
        Some(PieceKind::Bishop) => 2,
        Some(PieceKind::Rook) => 3,
        Some(PieceKind::Queen) => 4,
        _ => 0,
    };
    (to.file() as u16)
        | (to.rank() as u16) << 3
        | (from.file() as u16) << 6
        | (from.rank() as u16) << 9
        | promotion << 12
}

/// The legal move of `pos` that `raw` encodes, if any.
pub fn decode_move(pos: &Position, raw: u16) -> Option<Move> {
    pos.legal_moves().into_iter().find(|&mv| encode_move(mv) == raw)
}

/// One 16-byte book entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct BookEntry {
    /// The Polyglot key of the position.
    pub key: u64,
    /// The move, Polyglot-encoded.
    pub mv: u16,
    /// How good or frequent the move is; moves are chosen in proportion.
    pub weight: u16,
    /// Learning data (unused, kept as read).
    pub learn: u32,
}

/// The size of an entry in bytes.
pub const ENTRY_BYTES: usize = 16;

impl BookEntry {
    /// The entry's 16 bytes.
    pub fn to_bytes(self) -> [u8; ENTRY_BYTES] {
        let mut bytes = [0; ENTRY_BYTES];
        bytes[..8].copy_from_slice(&self.key.to_be_bytes());
        bytes[8..10].copy_from_slice(&self.mv.to_be_bytes());
        bytes[10..12].copy_from_slice(&self.weight.to_be_bytes());
        bytes[12..].copy_from_slice(&self.learn.to_be_bytes());
        bytes
    }

    fn from_bytes(bytes: &[u8]) -> BookEntry {
        let field = |range: std::ops::Range<usize>| bytes[range].iter().fold(0u64, |acc, &b| acc << 8 | u64::from(b));
        BookEntry {
            key: field(0..8),
            mv: field(8..10) as u16,
            weight: field(10..12) as u16,
            learn: field(12..16) as u32,
        }
    }
}

/// Why a book could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// The file could not be read.
    Io(String),
    /// The length is not a whole number of entries.
    BadLength(usize),
    /// Entries are not sorted by key, so the book cannot be searched.
    Unsorted {
        /// The index of the first entry out of order.
        entry: usize,
    },
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Io(message) => write!(f, "cannot read the book: {message}"),
            BookError::BadLength(length) => {
                write!(f, "not a Polyglot book: {length} bytes is not a multiple of {ENTRY_BYTES}")
            }
            BookError::Unsorted { entry } => write!(f, "not a Polyglot book: entry {entry} is out of key order"),
        }
    }
}

/// A Polyglot book in memory.
#[derive(Clone, Debug, Default)]
pub struct Book {
    entries: Vec<BookEntry>,
}

impl Book {
    /// Reads a book from its bytes, checking length and key order.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        if !bytes.len().is_multiple_of(ENTRY_BYTES) {
            return Err(BookError::BadLength(bytes.len()));
        }
        let entries: Vec<BookEntry> = bytes.chunks_exact(ENTRY_BYTES).map(BookEntry::from_bytes).collect();
        if let Some(index) = entries.windows(2).position(|pair| pair[0].key > pair[1].key) {
            return Err(BookError::Unsorted { entry: index + 1 });
        }
        Ok(Book { entries })
    }

    /// Reads a book file.
    pub fn open(path: &str) -> Result<Book, BookError> {
        let bytes = std::fs::read(path).map_err(|e| BookError::Io(format!("{path}: {e}")))?;
        Book::from_bytes(&bytes)
    }

    /// A book from entries in any order.
    pub fn from_entries(mut entries: Vec<BookEntry>) -> Book {
        entries.sort_by(|a, b| a.key.cmp(&b.key).then(b.weight.cmp(&a.weight)).then(a.mv.cmp(&b.mv)));
        Book { entries }
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book has no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The book as bytes, for writing to a file.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.entries.iter().flat_map(|entry| entry.to_bytes()).collect()
    }

    /// The entries for a key, in file order.
    pub fn entries_for(&self, key: u64) -> &[BookEntry] {
        let start = self.entries.partition_point(|entry| entry.key < key);
        let end = self.entries.partition_point(|entry| entry.key <= key);
        &self.entries[start..end]
    }

    /// The legal book moves in `pos` with their weights, heaviest first (ties in file order).
    pub fn moves(&self, pos: &Position) -> Vec<(Move, u16)> {
        let mut moves: Vec<(Move, u16)> = self
            .entries_for(polyglot_key(pos))
            .iter()
            .filter_map(|entry| decode_move(pos, entry.mv).map(|mv| (mv, entry.weight)))
            .collect();
        moves.sort_by_key(|&(_, weight)| std::cmp::Reverse(weight));
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_through_bytes() {
        let entry = BookEntry { key: 0x0123_4567_89AB_CDEF, mv: 0x0F1E, weight: 513, learn: 7 };
        let book = Book::from_bytes(&entry.to_bytes()).unwrap();
        assert_eq!(book.entries_for(entry.key), [entry]);
        assert_eq!(Book::from_bytes(&[0; 17]).unwrap_err(), BookError::BadLength(17));
        let mut unsorted = BookEntry { key: 9, ..entry }.to_bytes().to_vec();
        unsorted.extend(BookEntry { key: 3, ..entry }.to_bytes());
        assert_eq!(Book::from_bytes(&unsorted).unwrap_err(), BookError::Unsorted { entry: 1 });
    }

    #[test]
    fn castling_and_promotion_encodings() {
        let pos = Position::from_fen("4k3/1P6/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        let castle = pos.parse_uci_move("e1g1", false).unwrap();
        assert_eq!(encode_move(castle), 4 << 6 | 7);
        let promote = pos.parse_uci_move("b7b8q", false).unwrap();
        assert_eq!(decode_move(&pos, encode_move(promote)), Some(promote));
        assert_eq!(encode_move(promote) >> 12, 4);
    }
}
