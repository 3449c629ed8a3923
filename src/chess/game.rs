//! The game being played: a start position and the moves since, with the key of every position
//! reached (for repetition draws).

use crate::chess::{fen, Color, Move, Position};

/// How a game has ended by the rules.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The side to move is mated; `winner` delivered it.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// The same position for the third time.
    Repetition,
    /// Fifty moves by each side without a capture or pawn move.
    FiftyMoves,
    /// Neither side has mating material.
    InsufficientMaterial,
}

/// A start position and the moves played from it.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    moves: Vec<Move>,
    /// The position after every move so far; the last one is the current position.
    positions: Vec<Position>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Position::startpos())
    }
}

impl Game {
    /// A game starting at `start` with no moves yet.
    pub fn new(start: Position) -> Game {
        Game { start, moves: Vec::new(), positions: vec![start] }
    }

    /// A game from a FEN (or `None` for the standard start) and moves in UCI notation. The first
    /// bad FEN or illegal move is reported and nothing is built.
    pub fn from_uci(fen_text: Option<&str>, moves: &[&str], chess960: bool) -> Result<Game, String> {
        let start = Position::from_fen(fen_text.unwrap_or(fen::STARTPOS)).map_err(|e| format!("invalid FEN: {e}"))?;
        let mut game = Game::new(start);
        for (index, text) in moves.iter().enumerate() {
            let mv = game.current().parse_uci_move(text, chess960).ok_or_else(|| {
                format!(
                    "illegal move '{}' (move {} of the list) in {}",
                    crate::input::shorten(text),
                    index + 1,
                    game.current().to_fen()
                )
            })?;
            game.play(mv);
        }
        Ok(game)
    }

    /// The current position.
    pub fn current(&self) -> &Position {
        self.positions.last().expect("a game always has its start position")
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Plays a legal move.
    pub fn play(&mut self, mv: Move) {
        debug_assert!(self.current().is_legal(mv));
        let next = self.current().after(mv);
        self.moves.push(mv);
        self.positions.push(next);
    }

    /// Takes back the last move; false if there is none.
    pub fn undo(&mut self) -> bool {
        if self.moves.pop().is_some() {
            self.positions.pop();
            true
        } else {
            false
        }
    }

    /// Whether the game is over by the rules (draws that a player may claim count as over).
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.current();
        if pos.legal_moves().is_empty() {
            return Some(if pos.in_check() {
                Outcome::Checkmate { winner: !pos.side_to_move() }
            } else {
                Outcome::Stalemate
            });
        }
        if pos.halfmove_clock() >= 100 {
            return Some(Outcome::FiftyMoves);
        }
        if pos.insufficient_material() {
            return Some(Outcome::InsufficientMaterial);
        }
        let window = (pos.halfmove_clock() as usize + 1).min(self.positions.len());
        let recent = &self.positions[self.positions.len() - window..];
        if recent.iter().filter(|p| p.key() == pos.key()).count() >= 3 {
            return Some(Outcome::Repetition);
        }
        None
    }

    /// Keys of the positions before the current one, oldest first.
    pub fn history_keys(&self) -> Vec<u64> {
        let before = &self.positions[..self.positions.len() - 1];
        before.iter().map(Position::key).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_checked_and_a_bad_list_builds_nothing() {
        let game = Game::from_uci(None, &["e2e4", "e7e5", "g1f3"], false).unwrap();
        assert_eq!(game.moves().len(), 3);
        assert_eq!(game.history_keys().len(), 3);
        assert_eq!(game.history_keys()[0], Position::startpos().key());
        let error = Game::from_uci(None, &["e2e4", "e2e4"], false).unwrap_err();
        assert!(error.contains("illegal move 'e2e4' (move 2"), "{error}");
        assert!(Game::from_uci(Some("8/8/8 w - - 0 1"), &[], false).unwrap_err().starts_with("invalid FEN"));
    }

    #[test]
    fn outcomes_by_the_rules() {
        let mate = Game::from_uci(None, &["f2f3", "e7e5", "g2g4", "d8h4"], false).unwrap();
        assert_eq!(mate.outcome(), Some(Outcome::Checkmate { winner: Color::Black }));
        let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"];
        let game = Game::from_uci(None, &shuffle[..7], false).unwrap();
        assert_eq!(game.outcome(), None);
        let game = Game::from_uci(None, &shuffle, false).unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Repetition));
        let stalemate = Game::from_uci(Some("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), &[], false).unwrap();
        assert_eq!(stalemate.outcome(), Some(Outcome::Stalemate));
        let bare = Game::from_uci(Some("7k/8/6K1/8/8/8/8/6B1 b - - 0 1"), &[], false).unwrap();
        assert_eq!(bare.outcome(), Some(Outcome::InsufficientMaterial));
        let fifty = Game::from_uci(Some("7k/8/6K1/8/8/8/8/6R1 w - - 99 80"), &["g1g2"], false).unwrap();
        assert_eq!(fifty.outcome(), Some(Outcome::FiftyMoves));
    }

    #[test]
    fn undo_returns_to_the_previous_position() {
        let mut game = Game::from_uci(None, &["e2e4"], false).unwrap();
        assert!(game.undo());
        assert_eq!(game.current().key(), Position::startpos().key());
        assert!(!game.undo());
    }
}
