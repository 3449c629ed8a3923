//! The rules of chess and nothing else: board representation, move generation, notation, perft.

pub mod attacks;
pub mod bitboard;
pub mod castling;
mod checks;
pub mod fen;
pub mod game;
mod makemove;
pub mod movegen;
pub mod moves;
pub mod perft;
pub mod perft_hash;
pub mod perft_run;
pub mod piece;
pub mod position;
pub mod rays;
pub mod square;
mod tables;

pub use bitboard::Bitboard;
pub use castling::{CastlingRights, CastlingSide};
pub use fen::FenError;
pub use makemove::Undo;
pub use movegen::{MoveList, MoveSink};
pub use moves::Move;
pub use piece::{Color, Piece, PieceKind};
pub use position::Position;
pub use square::Square;
