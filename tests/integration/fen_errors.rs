//! Every kind of broken FEN gets its own precise error, and valid variants (X-FEN, Shredder-FEN,
//! four-field EPD) are accepted.

use hetman::chess::{CastlingSide, Color, FenError, Position, Square};

fn error(fen: &str) -> FenError {
    Position::from_fen(fen).expect_err(fen)
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

#[test]
fn wrong_field_count() {
    assert_eq!(error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq"), FenError::WrongFieldCount(3));
    assert_eq!(error(""), FenError::WrongFieldCount(0));
    assert_eq!(error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra"), FenError::WrongFieldCount(7));
}

#[test]
fn bad_piece_letter() {
    assert_eq!(error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"), FenError::BadPieceLetter('X'));
    assert_eq!(error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN0 w KQkq - 0 1"), FenError::BadPieceLetter('0'));
    assert_eq!(error("rnbqkbnr/pppppppp/8/8/8/9/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), FenError::BadPieceLetter('9'));
}

#[test]
fn ranks_with_too_many_or_too_few_squares() {
    assert_eq!(
        error("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        FenError::BadRankLength { rank: 7, squares: 9 }
    );
    assert_eq!(
        error("rnbqkbnr/pppppppp/8/8/7/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        FenError::BadRankLength { rank: 4, squares: 7 }
    );
    assert_eq!(
        error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR1 w KQkq - 0 1"),
        FenError::BadRankLength { rank: 1, squares: 9 }
    );
    assert_eq!(error("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), FenError::WrongRankCount(7));
    // Digits that add up to eight are fine, however they are split.
    assert!(Position::from_fen("rnbqkbnr/pppppppp/8/8/44/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").is_ok());
}

#[test]
fn missing_or_extra_kings() {
    assert_eq!(error("8/8/8/8/8/8/8/4K3 w - - 0 1"), FenError::KingCount { color: Color::Black, count: 0 });
    assert_eq!(error("4k3/8/8/8/8/8/8/8 w - - 0 1"), FenError::KingCount { color: Color::White, count: 0 });
    assert_eq!(error("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"), FenError::KingCount { color: Color::White, count: 2 });
    assert_eq!(error("2kk4/8/8/8/8/8/8/4K3 b - - 0 1"), FenError::KingCount { color: Color::Black, count: 2 });
}

#[test]
fn pawns_on_the_first_or_last_rank() {
    assert_eq!(error("4k3/8/8/8/8/8/8/P3K3 w - - 0 1"), FenError::PawnOnBackRank(sq("a1")));
    assert_eq!(error("4k2p/8/8/8/8/8/8/4K3 w - - 0 1"), FenError::PawnOnBackRank(sq("h8")));
}

#[test]
fn bad_side_to_move() {
    assert_eq!(error("4k3/8/8/8/8/8/8/4K3 x - - 0 1"), FenError::BadSideToMove("x".to_string()));
    assert_eq!(error("4k3/8/8/8/8/8/8/4K3 white - - 0 1"), FenError::BadSideToMove("white".to_string()));
}

#[test]
fn side_not_to_move_in_check() {
    // White to move, but the black king on e8 is attacked by the rook on e1.
    assert_eq!(error("4k3/8/8/8/8/8/8/K3R3 w - - 0 1"), FenError::OpponentInCheck);
    // The same position with black to move is fine: black is simply in check.
    assert!(Position::from_fen("4k3/8/8/8/8/8/8/K3R3 b - - 0 1").unwrap().in_check());
}

#[test]
fn castling_rights_without_king_and_rook_in_place() {
    assert_eq!(error("r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1"), FenError::CastlingWithoutPieces('K'));
    assert_eq!(
        error("r3k2r/8/8/8/8/8/4K3/R6R w Q - 0 1"),
        FenError::CastlingWithoutPieces('Q'),
        "the king is not on its back rank"
    );
    assert_eq!(error("r3k2r/8/8/8/8/8/8/R3K2R w KQkqC - 0 1"), FenError::CastlingWithoutPieces('C'), "no rook on c1");
    assert_eq!(
        error("r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
        FenError::CastlingWithoutPieces('k'),
        "no black rook on the king side"
    );
    assert_eq!(
        error("r3k2r/8/8/8/8/8/8/R3K2R w KQkqA - 0 1"),
        FenError::BadCastlingField("KQkqA".to_string()),
        "the a1 rook already holds the queen-side right"
    );
}

#[test]
fn malformed_castling_field() {
    assert_eq!(error("r3k2r/8/8/8/8/8/8/R3K2R w KQkx - 0 1"), FenError::BadCastlingField("KQkx".to_string()));
    assert_eq!(
        error("r3k2r/8/8/8/8/8/8/R3K2R w KKkq - 0 1"),
        FenError::BadCastlingField("KKkq".to_string()),
        "a right named twice"
    );
}

#[test]
fn impossible_en_passant_square() {
    let base = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq";
    assert!(Position::from_fen(&format!("{base} d6 0 3")).is_ok());
    // Wrong rank for the side to move, no pawn in front, occupied target.
    assert_eq!(error(&format!("{base} d3 0 3")), FenError::ImpossibleEnPassant(sq("d3")));
    assert_eq!(error(&format!("{base} e6 0 3")), FenError::ImpossibleEnPassant(sq("e6")));
    assert_eq!(
        error("rnbqkbnr/ppp1pppp/3B4/3pP3/8/8/PPPP1PPP/RN1QKBNR w KQkq d6 0 3"),
        FenError::ImpossibleEnPassant(sq("d6"))
    );
    assert_eq!(error(&format!("{base} z9 0 3")), FenError::BadEnPassantField("z9".to_string()));
}

#[test]
fn non_numeric_counters() {
    let base = "4k3/8/8/8/8/8/8/4K3 w - -";
    assert_eq!(error(&format!("{base} x 1")), FenError::BadHalfmoveClock("x".to_string()));
    assert_eq!(error(&format!("{base} -1 1")), FenError::BadHalfmoveClock("-1".to_string()));
    assert_eq!(error(&format!("{base} 0 one")), FenError::BadFullmoveNumber("one".to_string()));
}

#[test]
fn errors_say_what_is_wrong() {
    assert_eq!(FenError::BadPieceLetter('X').to_string(), "bad piece letter 'X'");
    assert_eq!(FenError::BadRankLength { rank: 4, squares: 7 }.to_string(), "rank 4 describes 7 squares instead of 8");
    assert!(FenError::ImpossibleEnPassant(sq("d3")).to_string().contains("d3"));
}

#[test]
fn epd_style_four_fields_get_default_counters() {
    let pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").unwrap();
    assert_eq!((pos.halfmove_clock(), pos.fullmove_number()), (0, 1));
    assert_eq!(pos, Position::startpos());
}

#[test]
fn x_fen_and_shredder_fen_castling() {
    // Shredder-FEN names rook files; X-FEN letters name the outermost rook.
    let shredder = Position::from_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9").unwrap();
    let xfen = Position::from_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9").unwrap();
    assert_eq!(shredder, xfen);
    let rights = shredder.castling_rights();
    assert_eq!(rights.rook(Color::White, CastlingSide::Short), Some(sq("h1")));
    assert_eq!(rights.rook(Color::White, CastlingSide::Long), Some(sq("f1")));
    assert_eq!(rights.rook(Color::Black, CastlingSide::Long), Some(sq("f8")));
    assert_eq!(shredder.to_fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    // An inner rook needs its file letter to be told apart from the outermost one.
    let inner = Position::from_fen("4k3/8/8/8/8/8/8/RR2K3 w B - 0 1").unwrap();
    assert_eq!(inner.castling_rights().rook(Color::White, CastlingSide::Long), Some(sq("b1")));
    assert_eq!(inner.to_fen(), "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1");
}

#[test]
fn more_than_eight_pawns_of_a_side() {
    assert_eq!(
        error("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"),
        FenError::TooManyPawns { color: Color::White, count: 9 }
    );
    assert_eq!(
        error("4k3/pppppppp/pppppppp/8/8/8/8/4K3 b - - 0 1"),
        FenError::TooManyPawns { color: Color::Black, count: 16 }
    );
    assert!(Position::from_fen("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1").is_ok(), "eight are fine");
}

#[test]
fn more_promoted_pieces_than_missing_pawns() {
    // Three queens and eight pawns: two of the queens must be promoted pawns, and none is missing.
    assert_eq!(
        error("4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1"),
        FenError::TooManyPromotedPieces { color: Color::White, promoted: 2, missing_pawns: 0 }
    );
    // Three black knights with all eight pawns.
    assert_eq!(
        error("nnn1k3/pppppppp/8/8/8/8/8/4K3 w - - 0 1"),
        FenError::TooManyPromotedPieces { color: Color::Black, promoted: 1, missing_pawns: 0 }
    );
    // Nine queens and no pawns is possible: eight promotions.
    assert!(Position::from_fen("6rk/6pp/8/8/8/Q7/QQQQ4/QQQQ3K w - - 0 1").is_ok());
    assert_eq!(
        error("6rk/6pp/8/8/8/QQ6/QQQQ4/QQQQ3K w - - 0 1"),
        FenError::TooManyPromotedPieces { color: Color::White, promoted: 9, missing_pawns: 8 }
    );
}

#[test]
fn checks_no_move_could_give() {
    // Triple check: rook, bishop and knight.
    assert_eq!(error("4k3/8/3N4/1B6/8/8/8/4R1K1 b - - 0 1"), FenError::ImpossibleCheck { checkers: 3 });
    // Two knights.
    assert_eq!(error("4k3/2N5/3N4/8/8/8/8/6K1 b - - 0 1"), FenError::ImpossibleCheck { checkers: 2 });
    // A pawn and a knight.
    assert_eq!(error("4k3/3P4/3N4/8/8/8/8/6K1 b - - 0 1"), FenError::ImpossibleCheck { checkers: 2 });
    // A slider with a knight is a discovered double check, which a move can give.
    assert!(Position::from_fen("4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1").is_ok());
}

#[test]
fn move_counters_out_of_range_are_named_so() {
    let fen = |counters: &str| format!("4k3/8/8/8/8/8/8/4K3 w - - {counters}");
    assert_eq!(error(&fen("70000 1")), FenError::CounterOutOfRange { text: "70000".into(), max: u16::MAX.into() });
    assert_eq!(
        error(&fen("0 99999999999999999999")),
        FenError::CounterOutOfRange { text: "99999999999999999999".into(), max: 1_000_000 }
    );
    assert_eq!(error(&fen("-1 1")), FenError::BadHalfmoveClock("-1".into()));
    // The move number counts on past 65535 rather than saturating there.
    let mut pos = Position::from_fen(&fen("0 65535")).unwrap();
    for name in ["e1e2", "e8e7"] {
        let mv = pos.parse_uci_move(name, false).unwrap();
        pos.make_move(mv);
    }
    assert_eq!(pos.fullmove_number(), 65536);
}

#[test]
fn errors_quote_only_a_short_prefix_of_long_fields() {
    let long = "x".repeat(100_000);
    let message = error(&format!("4k3/8/8/8/8/8/8/4K3 {long} - - 0 1")).to_string();
    assert!(message.len() < 100, "{} characters", message.len());
}
