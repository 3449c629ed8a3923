//! The game being played: a start position and the moves since, with the key of every position
//! reached (for repetition draws).

use crate::chess::{fen, Move, Position};

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
                format!("illegal move '{text}' (move {} of the list) in {}", index + 1, game.current().to_fen())
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
    fn undo_returns_to_the_previous_position() {
        let mut game = Game::from_uci(None, &["e2e4"], false).unwrap();
        assert!(game.undo());
        assert_eq!(game.current().key(), Position::startpos().key());
        assert!(!game.undo());
    }
}
