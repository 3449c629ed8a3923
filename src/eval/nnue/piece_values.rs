//! What each piece is worth to the network, as Stockfish's `eval` shows it: the network's
//! evaluation of the position less its evaluation with that piece taken off, on a board
//! diagram, in pawns of the scale users read ([`crate::wdl::normalized`]), from white's view.

use super::Network;
use crate::chess::fen::placement_field;
use crate::chess::{Color, PieceKind, Position, Square};
use crate::score::Score;
use crate::wdl::{material, normalized};
use std::fmt::Write;

/// The network's evaluation of `pos` from white's point of view, in its own unit.
fn white_view(network: &Network, pos: &Position) -> Score {
    let score = network.evaluate(pos);
    if pos.side_to_move() == Color::White {
        score
    } else {
        -score
    }
}

/// `pos` without the piece on `sq`, or `None` where that leaves no legal position (the side
/// not to move in check, say). Castling and en passant rights go too: the network reads only
/// the pieces.
fn without(pos: &Position, sq: Square) -> Option<Position> {
    let board = placement_field(|here| pos.piece_on(here).filter(|_| here != sq));
    let side = if pos.side_to_move() == Color::White { 'w' } else { 'b' };
    Position::from_fen(&format!("{board} {side} - - 0 1")).ok()
}

/// Each piece's value to `network` in `pos`, by square, in the network's unit from white's
/// view: `None` on empty squares, for kings, and where taking the piece off leaves no legal
/// position.
pub fn piece_values(network: &Network, pos: &Position) -> [Option<Score>; 64] {
    let whole = white_view(network, pos);
    let mut values = [None; 64];
    for (index, value) in values.iter_mut().enumerate() {
        let sq = Square::new(index as u8);
        if pos.piece_on(sq).is_some_and(|piece| piece.kind() != PieceKind::King) {
            *value = without(pos, sq).map(|rest| whole - white_view(network, &rest));
        }
    }
    values
}

/// The network's view of `pos` for `eval`: the piece values on a board, then its evaluation,
/// naming the network as `name` says.
pub fn describe(network: &Network, pos: &Position, name: &str) -> String {
    let on_board = material(pos);
    let pawns = |score: Score| f64::from(normalized(score, on_board)) / 100.0;
    let values = piece_values(network, pos);
    let border = "+-------".repeat(8) + "+\n";
    let mut text =
        String::from("NNUE derived piece values (pawns, white's view; the evaluation less that without the piece):\n");
    text += &border;
    for rank in (0..8).rev() {
        let squares = (0..8).map(|file| Square::from_coords(file, rank));
        for sq in squares.clone() {
            let letter = pos.piece_on(sq).map_or(' ', |piece| piece.letter());
            let _ = write!(text, "|   {letter}   ");
        }
        text += "|\n";
        for sq in squares {
            match values[sq.index()] {
                Some(value) => {
                    let _ = write!(text, "| {:+5.2} ", pawns(value));
                }
                None => text += "|       ",
            }
        }
        text += "|\n";
        text += &border;
    }
    let white = white_view(network, pos);
    let side = network.evaluate(pos);
    let _ = writeln!(
        text,
        "NNUE evaluation: {:+.2} (white's view), cp {} for the side to move",
        pawns(white),
        normalized(side, on_board)
    );
    let _ = write!(text, "{name}");
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::nnue::embedded::embedded;

    #[test]
    fn a_piece_is_worth_the_evaluation_it_takes_with_it() {
        let network = embedded();
        // White has an extra queen on d1; black a knight on c6.
        let pos = Position::from_fen("r1b1kbnr/pppppppp/2n5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1").unwrap();
        let values = piece_values(&network, &pos);
        let at = |name: &str| values[Square::parse(name).unwrap().index()];
        let queen = at("d1").expect("the queen has a value");
        assert!(queen > 300, "the extra queen is worth {queen}");
        assert!(at("c6").expect("the knight has a value") < 0, "black's pieces count against white");
        assert_eq!((at("e1"), at("e8"), at("e4")), (None, None, None), "kings and empty squares show nothing");
        // The value is the difference of two evaluations, recomputed here from the FENs.
        let rest = Position::from_fen("r1b1kbnr/pppppppp/2n5/8/8/8/PPPPPPPP/RNB1KBNR b - - 0 1").unwrap();
        assert_eq!(queen, -network.evaluate(&pos) + network.evaluate(&rest));
    }

    #[test]
    fn a_piece_whose_removal_is_illegal_shows_nothing() {
        let network = embedded();
        // The rook on e2 shields the white king from the black rook on e8, with black to move:
        // without it white would be in check on black's turn.
        let pos = Position::from_fen("4r1k1/8/8/8/8/8/4R3/4K3 b - - 0 1").unwrap();
        let values = piece_values(&network, &pos);
        assert_eq!(values[Square::parse("e2").unwrap().index()], None);
        assert!(values[Square::parse("e8").unwrap().index()].is_some());
    }

    #[test]
    fn the_board_shows_each_piece_and_the_total() {
        let network = embedded();
        let text = describe(&network, &Position::startpos(), "network test");
        assert_eq!(text.lines().filter(|line| line.starts_with("+-------")).count(), 9);
        assert!(text.contains("|   Q   |") && text.contains("NNUE evaluation: ") && text.ends_with("network test"));
    }
}
