//! Colours, piece kinds and coloured pieces.

use std::ops::Not;

/// The side a piece belongs to.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Color {
    /// Moves first.
    White = 0,
    /// Moves second.
    Black = 1,
}

impl Color {
    /// Both colours, white first.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    /// The index 0 (white) or 1 (black).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The square offset of one pawn step forward.
    #[inline]
    pub const fn forward(self) -> i8 {
        match self {
            Color::White => 8,
            Color::Black => -8,
        }
    }

    /// The rank (0-based) of this side's back rank.
    #[inline]
    pub const fn back_rank(self) -> u8 {
        match self {
            Color::White => 0,
            Color::Black => 7,
        }
    }

    /// The rank seen from this side: its back rank is 0.
    #[inline]
    pub const fn relative_rank(self, rank: u8) -> u8 {
        match self {
            Color::White => rank,
            Color::Black => 7 - rank,
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// A kind of piece, without colour.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum PieceKind {
    /// Pawn.
    Pawn = 0,
    /// Knight.
    Knight = 1,
    /// Bishop.
    Bishop = 2,
    /// Rook.
    Rook = 3,
    /// Queen.
    Queen = 4,
    /// King.
    King = 5,
}

impl PieceKind {
    /// Every kind, pawn to king.
    pub const ALL: [PieceKind; 6] =
        [PieceKind::Pawn, PieceKind::Knight, PieceKind::Bishop, PieceKind::Rook, PieceKind::Queen, PieceKind::King];

    /// The index 0 (pawn) to 5 (king).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case letter used in FEN and UCI promotions.
    pub const fn letter(self) -> char {
        match self {
            PieceKind::Pawn => 'p',
            PieceKind::Knight => 'n',
            PieceKind::Bishop => 'b',
            PieceKind::Rook => 'r',
            PieceKind::Queen => 'q',
            PieceKind::King => 'k',
        }
    }

    /// The kind for a FEN letter of either case.
    pub fn from_letter(letter: char) -> Option<PieceKind> {
        PieceKind::ALL.into_iter().find(|kind| kind.letter() == letter.to_ascii_lowercase())
    }
}

/// A piece of one colour; the discriminant is `colour * 6 + kind`, the Zobrist table index.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Piece {
    /// A white pawn.
    WhitePawn,
    /// A white knight.
    WhiteKnight,
    /// A white bishop.
    WhiteBishop,
    /// A white rook.
    WhiteRook,
    /// A white queen.
    WhiteQueen,
    /// A white king.
    WhiteKing,
    /// A black pawn.
    BlackPawn,
    /// A black knight.
    BlackKnight,
    /// A black bishop.
    BlackBishop,
    /// A black rook.
    BlackRook,
    /// A black queen.
    BlackQueen,
    /// A black king.
    BlackKing,
}

impl Piece {
    const ALL: [Piece; 12] = [
        Piece::WhitePawn,
        Piece::WhiteKnight,
        Piece::WhiteBishop,
        Piece::WhiteRook,
        Piece::WhiteQueen,
        Piece::WhiteKing,
        Piece::BlackPawn,
        Piece::BlackKnight,
        Piece::BlackBishop,
        Piece::BlackRook,
        Piece::BlackQueen,
        Piece::BlackKing,
    ];

    /// The piece of this colour and kind.
    #[inline]
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece::ALL[color.index() * 6 + kind.index()]
    }

    /// Its colour.
    #[inline]
    pub const fn color(self) -> Color {
        if (self as u8) < 6 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Its kind.
    #[inline]
    pub const fn kind(self) -> PieceKind {
        PieceKind::ALL[self as usize % 6]
    }

    /// The index 0..12, for the Zobrist table.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The FEN letter: upper case for white.
    pub fn letter(self) -> char {
        let letter = self.kind().letter();
        match self.color() {
            Color::White => letter.to_ascii_uppercase(),
            Color::Black => letter,
        }
    }

    /// The piece for a FEN letter.
    pub fn from_letter(letter: char) -> Option<Piece> {
        let kind = PieceKind::from_letter(letter)?;
        let color = if letter.is_ascii_uppercase() { Color::White } else { Color::Black };
        Some(Piece::new(color, kind))
    }
}
