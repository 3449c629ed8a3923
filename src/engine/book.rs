//! The engine's own book: which file, how deep, and how a move is chosen.

use crate::book::polyglot::Book;
use crate::chess::{Color, Move, Position};
use crate::random::SplitMix64;
use std::sync::Arc;

/// The default book, built from `data/bjbraams_chessdb_198350_lines.pgn` (see `data/README.md`).
pub const DEFAULT_BOOK: &[u8] = include_bytes!("../../data/book.bin");

/// How a move is picked among the book moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BookMode {
    /// Always the heaviest move.
    Best,
    /// At random, in proportion to the weights, from a seeded generator.
    Weighted,
}

/// Book settings and the loaded book.
#[derive(Clone, Debug)]
pub struct OwnBook {
    enabled: bool,
    file: Option<String>,
    /// Book moves are played up to this ply of the game (counted from the standard start).
    depth: u32,
    mode: BookMode,
    seed: u64,
    random: SplitMix64,
    book: Option<Arc<Book>>,
}

impl Default for OwnBook {
    fn default() -> OwnBook {
        OwnBook {
            enabled: false,
            file: None,
            depth: 20,
            mode: BookMode::Weighted,
            seed: 1,
            random: SplitMix64::new(1),
            book: None,
        }
    }
}

impl OwnBook {
    /// Loads the chosen file (or the default book); on failure there is no book until the file or
    /// the switch is set again, and the error says why.
    fn load(&mut self) -> Result<(), String> {
        self.book = None;
        let book = match &self.file {
            None => Book::from_bytes(DEFAULT_BOOK),
            Some(path) => Book::open(path),
        };
        match book {
            Ok(book) => {
                self.book = Some(Arc::new(book));
                Ok(())
            }
            Err(error) => Err(format!("{error}; playing without a book")),
        }
    }

    /// Turns the book on or off (loading it when turned on).
    pub fn set_enabled(&mut self, on: bool) -> Result<(), String> {
        self.enabled = on;
        if on {
            self.load()
        } else {
            self.book = None;
            Ok(())
        }
    }

    /// Sets the book file; empty means the default book.
    pub fn set_file(&mut self, path: &str) -> Result<(), String> {
        let path = path.trim();
        self.file = (!path.is_empty()).then(|| path.to_string());
        if self.enabled {
            self.load()
        } else {
            Ok(())
        }
    }

    /// Sets the last ply at which book moves are played.
    pub fn set_depth(&mut self, plies: u32) {
        self.depth = plies;
    }

    /// Sets the way moves are chosen.
    pub fn set_mode(&mut self, mode: BookMode) {
        self.mode = mode;
    }

    /// Sets the seed of the weighted choice and restarts the generator.
    pub fn set_seed(&mut self, seed: u64) {
        self.seed = seed;
        self.random = SplitMix64::new(seed);
    }

    /// Restarts the generator (a new game replays the same choices for the same moves).
    pub fn new_game(&mut self) {
        self.random = SplitMix64::new(self.seed);
    }

    /// The book move for `pos`, if the book is on, the game is young enough, and the book knows
    /// the position.
    pub fn choose(&mut self, pos: &Position) -> Option<Move> {
        let book = self.book.as_ref().filter(|_| self.enabled)?;
        let ply = (pos.fullmove_number().max(1) - 1).saturating_mul(2) + u32::from(pos.side_to_move() == Color::Black);
        if ply >= self.depth {
            return None;
        }
        let moves = book.moves(pos);
        let total: u64 = moves.iter().map(|&(_, weight)| u64::from(weight)).sum();
        if moves.is_empty() || total == 0 {
            return None;
        }
        match self.mode {
            BookMode::Best => Some(moves[0].0),
            BookMode::Weighted => {
                let mut pick = self.random.below(total);
                for (mv, weight) in moves {
                    if pick < u64::from(weight) {
                        return Some(mv);
                    }
                    pick -= u64::from(weight);
                }
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_book_answers_the_start_and_respects_depth_and_mode() {
        let mut book = OwnBook::default();
        assert_eq!(book.choose(&Position::startpos()), None, "off by default");
        book.set_enabled(true).unwrap();
        book.set_mode(BookMode::Best);
        assert_eq!(book.choose(&Position::startpos()).map(|m| m.to_uci(false).to_string()).as_deref(), Some("e2e4"));
        book.set_mode(BookMode::Weighted);
        let picks: Vec<Option<Move>> = (0..50).map(|_| book.choose(&Position::startpos())).collect();
        assert!(picks.iter().all(Option::is_some));
        let mut distinct = picks.clone();
        distinct.sort_by_key(|m| m.map(|m| m.to_uci(false).to_string()));
        distinct.dedup();
        assert!(distinct.len() >= 3, "weighted choice should vary: {distinct:?}");
        book.new_game();
        let again: Vec<Option<Move>> = (0..50).map(|_| book.choose(&Position::startpos())).collect();
        assert_eq!(picks, again, "the same seed gives the same choices");
        book.set_depth(0);
        assert_eq!(book.choose(&Position::startpos()), None);
        assert!(book.set_file("/nonexistent/book.bin").unwrap_err().contains("playing without a book"));
        book.set_depth(20);
        assert_eq!(book.choose(&Position::startpos()), None);
    }
}
