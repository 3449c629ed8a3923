//! The search finds forced mates with the right distance and does not throw away won positions.

use hetman::chess::Position;
use hetman::score::MATE;
use hetman::search::limits::Limits;
use hetman::search::searcher::Searcher;
use hetman::search::tt::TranspositionTable;

fn search(fen: &str, depth: i32) -> (String, i32, Position) {
    search_after(fen, &[], depth)
}

/// Searches the position reached from `fen` by the game moves `played` (UCI), which the search
/// knows as the game's history.
fn search_after(fen: &str, played: &[&str], depth: i32) -> (String, i32, Position) {
    let mut pos = Position::from_fen(fen).unwrap();
    let mut game_keys = Vec::new();
    for name in played {
        game_keys.push(pos.key());
        pos = pos.after(pos.parse_uci_move(name, false).unwrap());
    }
    let table = TranspositionTable::new(16).unwrap();
    let result = Searcher::alone(pos, &game_keys, &table, |searcher| searcher.run(Limits::depth(depth), |_| {}))
        .expect("a legal move exists");
    let best = result.best;
    assert!(pos.is_legal(best));
    (best.to_uci(false).to_string(), result.score, pos)
}

#[test]
fn mate_in_one() {
    let (best, score, _) = search("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 4);
    assert_eq!((best.as_str(), score), ("d1d8", MATE - 1));
}

#[test]
fn mate_in_two_with_king_and_rook() {
    // Rh8+ and Ra1+ both let the king out; the king must step up first.
    let (_, score, _) = search("k7/8/2K5/8/8/8/8/7R w - - 0 1", 6);
    assert_eq!(score, MATE - 3);
}

#[test]
fn being_mated_is_scored_as_such() {
    // Black to move can only shuffle the king; white mates next move whatever happens.
    let (_, score, _) = search("k7/2K5/8/8/8/8/8/1R6 b - - 0 1", 5);
    assert_eq!(score, -(MATE - 2));
}

#[test]
fn does_not_stalemate_a_won_position() {
    let (best, score, pos) = search("k7/8/1Q6/8/8/8/8/6K1 w - - 0 1", 6);
    let after = pos.after(pos.parse_uci_move(&best, false).unwrap());
    assert!(!after.legal_moves().is_empty() || after.in_check(), "{best} stalemates");
    // A queen up is won: well above a rook's worth (the default network g6-l0.8 gives about 470).
    assert!(score > 300, "score {score}");
}

#[test]
fn every_depth_gives_a_legal_move_from_the_start() {
    for depth in 1..=6 {
        let (best, _, pos) = search("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth);
        assert!(pos.parse_uci_move(&best, false).is_some());
    }
}

#[test]
fn a_repetition_at_the_leaves_is_a_draw() {
    // White, a queen down, walks its king f1-g1-f1 twice and is now on h1; Kg1 brings back a
    // position for the third time. Searched one ply deep, the move after it is a leaf: the draw
    // must be seen there, not only one ply further up.
    let played = ["f1g1", "b8a8", "g1f1", "a8b8", "f1g1", "b8a8", "g1h1", "a8b8"];
    let (best, score, _) = search_after("1k6/8/8/q7/8/8/8/5K2 w - - 0 1", &played, 1);
    assert_eq!((best.as_str(), score), ("h1g1", 0));
}
