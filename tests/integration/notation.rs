//! UCI move notation in and out, with both castling conventions.

use hetman::chess::Position;

fn uci(pos: &Position, text: &str, chess960: bool) -> Option<String> {
    pos.parse_uci_move(text, chess960).map(|mv| mv.to_uci(chess960).to_string())
}

#[test]
fn standard_castling_is_read_in_both_notations() {
    let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    assert_eq!(uci(&pos, "e1g1", false).as_deref(), Some("e1g1"));
    assert_eq!(uci(&pos, "e1h1", false).as_deref(), Some("e1g1"));
    assert_eq!(uci(&pos, "e1c1", false).as_deref(), Some("e1c1"));
    assert_eq!(uci(&pos, "e1h1", true).as_deref(), Some("e1h1"));
    assert_eq!(uci(&pos, "e1a1", true).as_deref(), Some("e1a1"));
}

#[test]
fn chess960_king_step_wins_over_castling_lookalike() {
    // King f1, rook h1: "f1g1" is a real king step; castling is written f1h1 (or f1g1 only if the
    // step did not exist, which here it does).
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/5K1R w K - 0 1").unwrap();
    let step = pos.parse_uci_move("f1g1", true).unwrap();
    assert!(!step.is_castling());
    let castle = pos.parse_uci_move("f1h1", true).unwrap();
    assert!(castle.is_castling());
}

#[test]
fn promotions_and_illegal_moves() {
    let pos = Position::from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(uci(&pos, "b7b8n", false).as_deref(), Some("b7b8n"));
    assert_eq!(uci(&pos, "b7b8Q", false).as_deref(), Some("b7b8q"));
    assert_eq!(uci(&pos, "b7b8", false), None, "a promotion needs its piece");
    assert_eq!(uci(&pos, "e1e3", false), None);
    assert_eq!(uci(&pos, "", false), None);
    assert_eq!(uci(&pos, "e1e2extra", false), None);
}
