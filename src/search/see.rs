//! Static exchange evaluation: the material balance of the capture sequence on one square, each
//! side recapturing with its least valuable piece and free to stop when going on would lose.

use crate::chess::{attacks, Bitboard, Move, PieceKind, Position};

/// Exchange values per piece kind (pawn .. king); the king's is "more than everything".
pub const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// The expected material gain of `mv` for the side playing it, in centipawns.
pub fn see(pos: &Position, mv: Move) -> i32 {
    if mv.is_castling() {
        return 0;
    }
    let (from, to) = (mv.from(), mv.to());
    let Some(mover) = pos.piece_on(from) else { return 0 };
    let mut occupied = pos.occupied() ^ Bitboard::from_square(from);
    let mut captured_value = match pos.piece_on(to) {
        Some(piece) => SEE_VALUE[piece.kind().index()],
        None if mv.is_en_passant() => {
            occupied ^= Bitboard::from_square(to.offset(-pos.side_to_move().forward()));
            SEE_VALUE[0]
        }
        None => 0,
    };
    let mut on_square = SEE_VALUE[mover.kind().index()];
    if let Some(kind) = mv.promotion_kind() {
        captured_value += SEE_VALUE[kind.index()] - SEE_VALUE[0];
        on_square = SEE_VALUE[kind.index()];
    }

    let diagonal = pos.kind(PieceKind::Bishop) | pos.kind(PieceKind::Queen);
    let orthogonal = pos.kind(PieceKind::Rook) | pos.kind(PieceKind::Queen);
    let mut attackers = (pos.attackers_to(to, pos.side_to_move(), occupied)
        | pos.attackers_to(to, !pos.side_to_move(), occupied))
        & occupied;
    let mut gains = [0i32; 34];
    gains[0] = captured_value;
    let mut depth = 0;
    let mut side = !pos.side_to_move();
    loop {
        let ours = attackers & pos.color(side);
        if ours.is_empty() {
            break;
        }
        let (kind, from) = PieceKind::ALL
            .iter()
            .find_map(|&kind| {
                let candidates = ours & pos.kind(kind);
                candidates.any().then(|| (kind, candidates.lowest()))
            })
            .expect("some attacker has a kind");
        depth += 1;
        gains[depth] = on_square - gains[depth - 1];
        if (-gains[depth - 1]).max(gains[depth]) < 0 {
            break; // neither side wants to go on
        }
        on_square = SEE_VALUE[kind.index()];
        occupied ^= Bitboard::from_square(from);
        // Pieces behind the one that just captured join in.
        attackers |= (attacks::bishop(to, occupied) & diagonal) | (attacks::rook(to, occupied) & orthogonal);
        attackers &= occupied;
        side = !side;
        if depth + 1 >= gains.len() {
            break;
        }
    }
    while depth > 0 {
        depth -= 1;
        gains[depth] = -(-gains[depth]).max(gains[depth + 1]);
    }
    gains[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos = Position::from_fen(fen).unwrap();
        see(&pos, pos.parse_uci_move(uci, false).unwrap())
    }

    #[test]
    fn exchanges() {
        // Pawn takes an undefended pawn.
        assert_eq!(see_of("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 100);
        // Rook takes a pawn defended by a pawn: loses the exchange rook for pawn.
        assert_eq!(see_of("4k3/2p5/3p4/8/8/8/3R4/4K3 w - - 0 1", "d2d6"), 100 - 500);
        // Knight takes a knight defended by a pawn, recaptured: even.
        assert_eq!(see_of("4k3/8/2p5/3n4/8/4N3/8/4K3 w - - 0 1", "e3d5"), 0);
        // X-ray: the rook behind the rook backs it up: RxP RxR RxR wins the pawn.
        assert_eq!(see_of("3r2k1/3p4/8/8/8/8/3R4/3R2K1 w - - 0 1", "d2d7"), 100);
        // But a king next to the square ends it: RxP RxR and white stops, a rook for a pawn.
        assert_eq!(see_of("3rk3/3p4/8/8/8/8/3R4/3QK3 w - - 0 1", "d2d7"), 100 - 500);
        // Quiet move to an attacked square loses the piece.
        assert_eq!(see_of("4k3/8/2p5/8/8/4N3/8/4K3 w - - 0 1", "e3d5"), -320);
    }
}
