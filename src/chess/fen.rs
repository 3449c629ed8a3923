//! FEN, X-FEN and Shredder-FEN: parsing with precise errors, and printing.
//!
//! Castling letters: `K`/`Q`/`k`/`q` name the outermost rook on that side of the king (X-FEN), and
//! `A`-`H`/`a`-`h` name the rook's file (Shredder-FEN). Printing uses `KQkq` wherever that names the
//! right rook and the file letter otherwise, so every position prints in a form that parses back to it.
//! Four fields (EPD style) are accepted, with the move counters defaulting to 0 and 1.

use super::attacks;
use super::bitboard::Bitboard;
use super::castling::CastlingSide;
use super::piece::{Color, Piece, PieceKind};
use super::position::Position;
use super::square::Square;
use std::fmt;

/// The standard starting position's FEN (defined beside [`Position::startpos`]).
pub use super::position::STARTPOS;

/// What is wrong with a FEN string.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    /// Not 4 to 6 space-separated fields.
    WrongFieldCount(usize),
    /// The placement field does not have 8 ranks.
    WrongRankCount(usize),
    /// A character in the placement field that is neither a piece letter nor a digit 1-8.
    BadPieceLetter(char),
    /// A rank (1-8) that does not describe exactly 8 squares.
    BadRankLength {
        /// The rank, 1 to 8.
        rank: u8,
        /// How many squares it described.
        squares: usize,
    },
    /// A side without exactly one king.
    KingCount {
        /// Whose kings.
        color: Color,
        /// How many there are.
        count: u32,
    },
    /// A pawn on the first or last rank.
    PawnOnBackRank(Square),
    /// The side-to-move field is not `w` or `b`.
    BadSideToMove(String),
    /// The side that just moved has left its king in check.
    OpponentInCheck,
    /// The castling field has a character that is not `KQkq`, `A`-`H`, `a`-`h` or a lone `-`,
    /// or names one right twice.
    BadCastlingField(String),
    /// A castling right whose king is not on its back rank or whose rook is missing.
    CastlingWithoutPieces(char),
    /// The en-passant field is neither `-` nor a square name.
    BadEnPassantField(String),
    /// An en-passant square that no double pawn push could have produced.
    ImpossibleEnPassant(Square),
    /// The half-move clock is not a number.
    BadHalfmoveClock(String),
    /// The full-move number is not a number.
    BadFullmoveNumber(String),
    /// A move counter too large for any game: the field's text and its largest value.
    CounterOutOfRange {
        /// The counter's text.
        text: String,
        /// The largest value it may have.
        max: u32,
    },
    /// More than 8 pawns of one side.
    TooManyPawns {
        /// Whose pawns.
        color: Color,
        /// How many there are.
        count: u32,
    },
    /// More pieces of one side than its pawns could have promoted to: each queen past the first,
    /// and each rook, bishop or knight past the second, is a promoted pawn.
    TooManyPromotedPieces {
        /// Whose pieces.
        color: Color,
        /// How many of them must be promoted pawns.
        promoted: u32,
        /// How many pawns are missing to have promoted.
        missing_pawns: u32,
    },
    /// The side to move is in a check no move can give: by three or more pieces, or by two that
    /// cannot both check at once (two pieces that cannot discover a check, such as two knights).
    ImpossibleCheck {
        /// How many pieces give check.
        checkers: u32,
    },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::WrongFieldCount(n) => write!(f, "expected 4 to 6 fields, found {n}"),
            FenError::WrongRankCount(n) => write!(f, "expected 8 ranks in the placement field, found {n}"),
            FenError::BadPieceLetter(c) => write!(f, "bad piece letter '{c}'"),
            FenError::BadRankLength { rank, squares } => {
                write!(f, "rank {rank} describes {squares} squares instead of 8")
            }
            FenError::KingCount { color, count } => {
                write!(f, "{color:?} has {count} kings; exactly one is required")
            }
            FenError::PawnOnBackRank(sq) => write!(f, "pawn on {sq}: pawns cannot stand on the first or last rank"),
            FenError::BadSideToMove(s) => write!(f, "side to move must be 'w' or 'b', found '{s}'"),
            FenError::OpponentInCheck => write!(f, "the side not to move is in check"),
            FenError::BadCastlingField(s) => write!(f, "bad castling field '{s}'"),
            FenError::CastlingWithoutPieces(c) => {
                write!(f, "castling right '{c}' needs the king on its back rank and a rook on that side")
            }
            FenError::BadEnPassantField(s) => write!(f, "bad en-passant field '{s}'"),
            FenError::ImpossibleEnPassant(sq) => {
                write!(f, "impossible en-passant square {sq}: no pawn can just have passed it")
            }
            FenError::BadHalfmoveClock(s) => write!(f, "half-move clock '{s}' is not a number"),
            FenError::BadFullmoveNumber(s) => write!(f, "full-move number '{s}' is not a number"),
            FenError::CounterOutOfRange { text, max } => {
                write!(f, "move counter {text} is out of range: it must be between 0 and {max}")
            }
            FenError::TooManyPawns { color, count } => write!(f, "{color:?} has {count} pawns; at most 8 are possible"),
            FenError::TooManyPromotedPieces { color, promoted, missing_pawns } => write!(
                f,
                "{color:?} has {promoted} pieces beyond the starting set but only {missing_pawns} pawns missing to \
                 have promoted"
            ),
            FenError::ImpossibleCheck { checkers } => {
                write!(f, "the side to move is in a check by {checkers} pieces that no move can give")
            }
        }
    }
}

impl std::error::Error for FenError {}

impl Position {
    /// Parses FEN, X-FEN or Shredder-FEN, with 4 (EPD-style) to 6 fields, refusing positions no
    /// game can reach: more than 8 pawns a side, more promoted pieces than missing pawns, a check
    /// no move can give.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let pos = Position::from_fen_lenient(fen)?;
        for color in Color::BOTH {
            check_material(&pos, color)?;
        }
        check_possible_checkers(&pos)?;
        Ok(pos)
    }

    /// As [`Position::from_fen`], but accepting positions no game can reach, as long as the move
    /// generator can play them (one king a side, the side not to move not in check, no pawn on a
    /// back rank). Perft suites hold such positions (nine queens, two knights giving check) to
    /// test move generators; the perft tools read them this way, the protocols never do.
    pub fn from_fen_lenient(fen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(FenError::WrongFieldCount(fields.len()));
        }
        let mut pos = Position::empty();
        parse_placement(&mut pos, fields[0])?;
        pos.side_to_move = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::BadSideToMove(shorten(other))),
        };
        let them = !pos.side_to_move;
        if pos.is_attacked(pos.king_square(them), pos.side_to_move, pos.occupied()) {
            return Err(FenError::OpponentInCheck);
        }
        parse_castling(&mut pos, fields[2])?;
        parse_en_passant(&mut pos, fields[3])?;
        if let Some(text) = fields.get(4) {
            pos.halfmove_clock = parse_counter(text, u16::MAX.into(), FenError::BadHalfmoveClock)? as u16;
        }
        if let Some(text) = fields.get(5) {
            pos.fullmove_number = parse_counter(text, MAX_FULLMOVE_NUMBER, FenError::BadFullmoveNumber)?.max(1);
        }
        pos.key = pos.compute_key();
        pos.update_checks_and_pins();
        Ok(pos)
    }

    /// The position as FEN (X-FEN castling letters where `KQkq` would be ambiguous).
    pub fn to_fen(&self) -> String {
        let mut fen = placement_field(|sq| self.piece_on(sq));
        fen.push_str(if self.side_to_move == Color::White { " w " } else { " b " });
        fen.push_str(&self.castling_field());
        match self.en_passant {
            Some(sq) => fen.push_str(&format!(" {sq}")),
            None => fen.push_str(" -"),
        }
        fen.push_str(&format!(" {} {}", self.halfmove_clock, self.fullmove_number));
        fen
    }

    fn castling_field(&self) -> String {
        let mut field = String::new();
        for color in Color::BOTH {
            for side in CastlingSide::BOTH {
                let Some(rook) = self.castling.rook(color, side) else { continue };
                let outermost = outermost_rook(self, color, side) == Some(rook);
                let letter = match (outermost, side) {
                    (true, CastlingSide::Short) => 'k',
                    (true, CastlingSide::Long) => 'q',
                    (false, _) => char::from(b'a' + rook.file()),
                };
                field.push(if color == Color::White { letter.to_ascii_uppercase() } else { letter });
            }
        }
        if field.is_empty() {
            field.push('-');
        }
        field
    }
}

fn parse_placement(pos: &mut Position, field: &str) -> Result<(), FenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::WrongRankCount(ranks.len()));
    }
    for (row, text) in ranks.iter().enumerate() {
        let rank = 7 - row as u8;
        let mut file = 0usize;
        for c in text.chars() {
            if let Some(skip) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += skip as usize;
            } else {
                let piece = Piece::from_letter(c).ok_or(FenError::BadPieceLetter(c))?;
                if file < 8 {
                    pos.put(piece, Square::from_coords(file as u8, rank));
                }
                file += 1;
            }
        }
        if file != 8 {
            return Err(FenError::BadRankLength { rank: rank + 1, squares: file });
        }
    }
    for color in Color::BOTH {
        let count = pos.pieces(color, PieceKind::King).count();
        if count != 1 {
            return Err(FenError::KingCount { color, count });
        }
    }
    let back_ranks = Bitboard::rank(0) | Bitboard::rank(7);
    if let Some(sq) = (pos.kind(PieceKind::Pawn) & back_ranks).next() {
        return Err(FenError::PawnOnBackRank(sq));
    }
    Ok(())
}

/// The largest full-move number a FEN may give: far beyond the longest possible game, and small
/// enough that counting on from it never saturates.
pub const MAX_FULLMOVE_NUMBER: u32 = 1_000_000;

/// A move counter of at most `max`; `not_a_number` makes the error for text that is none.
fn parse_counter(text: &str, max: u32, not_a_number: fn(String) -> FenError) -> Result<u32, FenError> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match text.parse::<u32>() {
        Ok(value) if value <= max => Ok(value),
        _ if digits => Err(FenError::CounterOutOfRange { text: shorten(text), max }),
        _ => Err(not_a_number(shorten(text))),
    }
}

/// At most the first 20 characters of a field, for error messages about long input.
fn shorten(text: &str) -> String {
    crate::input::shorten_to(text, 20)
}

/// At most 8 pawns, and no more promoted pieces than missing pawns.
fn check_material(pos: &Position, color: Color) -> Result<(), FenError> {
    let count = |kind| pos.pieces(color, kind).count();
    let pawns = count(PieceKind::Pawn);
    if pawns > 8 {
        return Err(FenError::TooManyPawns { color, count: pawns });
    }
    let beyond = |kind, start: u32| count(kind).saturating_sub(start);
    let promoted = beyond(PieceKind::Queen, 1)
        + beyond(PieceKind::Rook, 2)
        + beyond(PieceKind::Bishop, 2)
        + beyond(PieceKind::Knight, 2);
    let missing_pawns = 8 - pawns;
    if promoted > missing_pawns {
        return Err(FenError::TooManyPromotedPieces { color, promoted, missing_pawns });
    }
    Ok(())
}

/// No more than two checkers, and of two at least one a slider: a double check is a discovered
/// check by a slider beside the check of the piece that moved.
fn check_possible_checkers(pos: &Position) -> Result<(), FenError> {
    let checkers = pos.checkers();
    let count = checkers.count();
    let sliders = pos.kind(PieceKind::Bishop) | pos.kind(PieceKind::Rook) | pos.kind(PieceKind::Queen);
    if count > 2 || (count == 2 && (checkers & sliders).is_empty()) {
        return Err(FenError::ImpossibleCheck { checkers: count });
    }
    Ok(())
}

/// The placement field of FEN for the board that `piece_on` describes, rank 8 first.
pub fn placement_field(piece_on: impl Fn(Square) -> Option<Piece>) -> String {
    let mut field = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match piece_on(Square::from_coords(file, rank)) {
                Some(piece) => {
                    if empty > 0 {
                        field.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    field.push(piece.letter());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            field.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            field.push('/');
        }
    }
    field
}

/// The rook furthest from the king on `side` of it, on the back rank of `color`.
fn outermost_rook(pos: &Position, color: Color, side: CastlingSide) -> Option<Square> {
    let king = pos.king_square(color);
    let rooks = pos.pieces(color, PieceKind::Rook) & Bitboard::rank(color.back_rank());
    match side {
        CastlingSide::Short => rooks.filter(|sq| sq.file() > king.file()).max(),
        CastlingSide::Long => rooks.filter(|sq| sq.file() < king.file()).min(),
    }
}

fn parse_castling(pos: &mut Position, field: &str) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    let bad_field = || FenError::BadCastlingField(shorten(field));
    for letter in field.chars() {
        let color = if letter.is_ascii_uppercase() { Color::White } else { Color::Black };
        let king = pos.king_square(color);
        let king_home = king.rank() == color.back_rank();
        let (side, rook) = match letter.to_ascii_lowercase() {
            'k' => (CastlingSide::Short, outermost_rook(pos, color, CastlingSide::Short)),
            'q' => (CastlingSide::Long, outermost_rook(pos, color, CastlingSide::Long)),
            file @ 'a'..='h' => {
                let file = file as u8 - b'a';
                let sq = Square::from_coords(file, color.back_rank());
                let side = if file > king.file() { CastlingSide::Short } else { CastlingSide::Long };
                let is_rook = pos.piece_on(sq) == Some(Piece::new(color, PieceKind::Rook));
                (side, (is_rook && file != king.file()).then_some(sq))
            }
            _ => return Err(bad_field()),
        };
        let rook = rook.filter(|_| king_home).ok_or(FenError::CastlingWithoutPieces(letter))?;
        if pos.castling.rook(color, side).is_some() {
            return Err(bad_field());
        }
        pos.castling.grant(color, side, rook);
    }
    Ok(())
}

fn parse_en_passant(pos: &mut Position, field: &str) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    let target = Square::parse(field).ok_or_else(|| FenError::BadEnPassantField(shorten(field)))?;
    let us = pos.side_to_move;
    let them = !us;
    // The pawn that just moved two squares stands in front of the target, seen from its side, and
    // both the target and the square it came from are empty.
    let possible = target.rank() == us.relative_rank(5)
        && pos.piece_on(target.offset(them.forward())) == Some(Piece::new(them, PieceKind::Pawn))
        && pos.piece_on(target).is_none()
        && pos.piece_on(target.offset(-them.forward())).is_none();
    if !possible {
        return Err(FenError::ImpossibleEnPassant(target));
    }
    // Kept only if a pawn can capture there, so positions that differ in nothing else hash alike.
    if (attacks::pawn(them, target) & pos.pieces(us, PieceKind::Pawn)).any() {
        pos.en_passant = Some(target);
    }
    Ok(())
}

impl fmt::Display for Position {
    /// The board as a diagram, white at the bottom, followed by the FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            write!(f, " {} ", rank + 1)?;
            for file in 0..8 {
                let letter = self.piece_on(Square::from_coords(file, rank)).map_or('.', Piece::letter);
                write!(f, " {letter}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "\n    a b c d e f g h\n")?;
        write!(f, "Fen: {}", self.to_fen())
    }
}
