//! Whether a move gives check, answered before the move is made, so that the search can spare
//! checking moves from pruning without playing every move it prunes.

use super::attacks;
use super::{Bitboard, Move, PieceKind, Position};

impl Position {
    /// Whether the legal move `mv` puts the opponent in check, directly or by discovery (castling,
    /// en passant and promotions included).
    pub fn gives_check(&self, mv: Move) -> bool {
        let us = self.side_to_move();
        let king = self.king_square(!us);
        let from = Bitboard::from(mv.from());
        let mut diagonal = self.diagonal_sliders(us) & !from;
        let mut orthogonal = self.orthogonal_sliders(us) & !from;
        let mut direct = false;
        let occupied;
        if mv.is_castling() {
            // King and rook both move; the slider test below sees the rook's new line and
            // whatever the two of them uncover.
            let rook_from = Bitboard::from(mv.to());
            let rook_to = Bitboard::from(mv.castling_rook_target());
            occupied = (self.occupied() & !from & !rook_from) | Bitboard::from(mv.castling_king_target()) | rook_to;
            orthogonal = (orthogonal & !rook_from) | rook_to;
        } else {
            let to = Bitboard::from(mv.to());
            let mut vacated = from;
            if mv.is_en_passant() {
                vacated |= Bitboard::from(mv.to().offset(-us.forward()));
            }
            occupied = (self.occupied() & !vacated) | to;
            let Some(piece) = self.piece_on(mv.from()) else { return false };
            match mv.promotion_kind().unwrap_or(piece.kind()) {
                PieceKind::Knight => direct = attacks::knight(mv.to()).contains(king),
                PieceKind::Pawn => direct = attacks::pawn(us, mv.to()).contains(king),
                PieceKind::Bishop => diagonal |= to,
                PieceKind::Rook => orthogonal |= to,
                PieceKind::Queen => {
                    diagonal |= to;
                    orthogonal |= to;
                }
                PieceKind::King => {}
            }
        }
        // Sliders check from their new squares or through the squares the move vacated.
        direct
            || (attacks::bishop(king, occupied) & diagonal).any()
            || (attacks::rook(king, occupied) & orthogonal).any()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every legal move of every position in a small tree agrees with playing it and asking.
    fn check_tree(pos: &Position, depth: u32) {
        for mv in pos.legal_moves() {
            let after = pos.after(mv);
            assert_eq!(pos.gives_check(mv), after.in_check(), "{} in {}", mv.to_uci(true), pos.to_fen());
            if depth > 1 {
                check_tree(&after, depth - 1);
            }
        }
    }

    #[test]
    fn agrees_with_making_the_move() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            // Discovered checks by en passant and by castling rooks.
            "8/8/8/K2pP2q/8/8/8/7k w - d6 0 1",
            "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
            // Chess960: the rook starts beside the king.
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        ];
        for fen in fens {
            check_tree(&Position::from_fen(fen).unwrap(), 3);
        }
    }
}
