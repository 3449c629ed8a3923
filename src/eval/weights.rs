//! The evaluation weights: where each term lives in one flat table, and its `[middle game, end
//! game]` values in centipawns. The tuner (`hetman tune`) rewrites the values in this file; the
//! layout and the documentation stay.

/// Material per kind, pawn to queen. (5 entries)
pub const MATERIAL: usize = 0;
/// Both bishops. (1 entry)
pub const BISHOP_PAIR: usize = 5;
/// Piece-square values, `64 * kind + square` from white's side (a1 = 0). (384 entries)
pub const PIECE_SQUARE: usize = 6;
/// A pawn with an own pawn in front of it on the same file. (1 entry)
pub const DOUBLED_PAWN: usize = 390;
/// A pawn with no own pawns on the neighbouring files. (1 entry)
pub const ISOLATED_PAWN: usize = 391;
/// A pawn that neighbours cannot support and whose stop square an enemy pawn guards. (1 entry)
pub const BACKWARD_PAWN: usize = 392;
/// A pawn with an own pawn beside it, by relative rank. (8 entries)
pub const PHALANX_PAWN: usize = 393;
/// A pawn defended by an own pawn, by relative rank. (8 entries)
pub const SUPPORTED_PAWN: usize = 401;
/// A passed pawn, by relative rank. (8 entries)
pub const PASSED_PAWN: usize = 409;
/// A passed pawn with nothing in front of it, by relative rank. (8 entries)
pub const PASSED_FREE_PATH: usize = 417;
/// A passed pawn defended by an own pawn. (1 entry)
pub const PASSED_SUPPORTED: usize = 425;
/// Distance of the own king to the square in front of a passed pawn. (8 entries)
pub const PASSED_OWN_KING: usize = 426;
/// Distance of the enemy king to the square in front of a passed pawn. (8 entries)
pub const PASSED_ENEMY_KING: usize = 434;
/// Knight moves to squares not attacked by enemy pawns (0..8). (9 entries)
pub const KNIGHT_MOBILITY: usize = 442;
/// Bishop moves to safe squares (0..13). (14 entries)
pub const BISHOP_MOBILITY: usize = 451;
/// Rook moves to safe squares (0..14). (15 entries)
pub const ROOK_MOBILITY: usize = 465;
/// Queen moves to safe squares (0..27). (28 entries)
pub const QUEEN_MOBILITY: usize = 480;
/// Per file beside and in front of the king: own pawn one rank ahead, two ranks ahead, none closer. (3 entries)
pub const KING_SHIELD: usize = 508;
/// Per file near the king: enemy pawn one, two or three ranks ahead of the king. (3 entries)
pub const KING_STORM: usize = 511;
/// A file at the king without pawns. (1 entry)
pub const KING_OPEN_FILE: usize = 514;
/// A file at the king with enemy pawns only. (1 entry)
pub const KING_HALF_OPEN_FILE: usize = 515;
/// Attacked squares of the enemy king zone, per attacking kind (knight, bishop, rook, queen). (4 entries)
pub const KING_ZONE_ATTACK: usize = 516;
/// Safe checking squares, per kind (knight, bishop, rook, queen). (4 entries)
pub const SAFE_CHECK: usize = 520;
/// A rook on a file without pawns. (1 entry)
pub const ROOK_OPEN_FILE: usize = 524;
/// A rook on a file without own pawns. (1 entry)
pub const ROOK_HALF_OPEN_FILE: usize = 525;
/// A rook on the seventh rank. (1 entry)
pub const ROOK_SEVENTH: usize = 526;
/// A rook defending another rook along a file. (1 entry)
pub const DOUBLED_ROOKS: usize = 527;
/// A knight on ranks 4-6, defended by a pawn, beyond the reach of enemy pawns. (1 entry)
pub const KNIGHT_OUTPOST: usize = 528;
/// A bishop on such an outpost. (1 entry)
pub const BISHOP_OUTPOST: usize = 529;
/// Per own pawn on the squares of the bishop's colour. (1 entry)
pub const BAD_BISHOP: usize = 530;
/// An enemy piece attacked by a pawn. (1 entry)
pub const THREAT_BY_PAWN: usize = 531;
/// An enemy piece attacked by a knight or bishop, if weak (attacked and not held firmly: see
/// `threats.rs`) or, for pieces, even if defended; by victim, pawn to queen. (5 entries)
pub const THREAT_BY_MINOR: usize = 532;
/// A weak enemy piece or pawn attacked by a rook, by victim, pawn to queen. (5 entries)
pub const THREAT_BY_ROOK: usize = 537;
/// An enemy piece or pawn attacked and not defended. (1 entry)
pub const HANGING: usize = 542;
/// The side to move. (1 entry)
pub const TEMPO: usize = 543;
/// The danger to the enemy king, by band of danger units (attacks on its zone and safe checks,
/// weighted by attacker; pieces attacking the zone; zone squares only the king or queen defends;
/// zone squares our pawns attack; halved without our queen). (16 entries)
pub const KING_DANGER: usize = 544;
/// The number of king-danger bands.
pub const KING_DANGER_BANDS: usize = 16;
/// A weak enemy piece or pawn attacked by the king. (1 entry)
pub const THREAT_BY_KING: usize = 560;
/// An enemy piece that a pawn would attack after a safe push of one or two squares. (1 entry)
pub const THREAT_BY_PAWN_PUSH: usize = 561;
/// Safe squares in the centre files on ranks 2 to 4, counted twice behind own pawns, times the
/// square of the side's piece count less three, over 256. (1 entry)
pub const SPACE: usize = 562;
/// A passed pawn whose path to promotion no enemy piece stands on or attacks, by rank. (8 entries)
pub const PASSED_SAFE_PATH: usize = 563;
/// Otherwise, a passed pawn whose stop square no enemy piece stands on or attacks, by rank. (8 entries)
pub const PASSED_SAFE_STOP: usize = 571;
/// An own rook behind a passed pawn on its file, with nothing in between. (1 entry)
pub const ROOK_BEHIND_PASSER: usize = 579;
/// An isolated or backward pawn with no enemy pawn in front of it on its file. (1 entry)
pub const WEAK_UNOPPOSED: usize = 580;
/// A knight or bishop directly behind a pawn of either side. (1 entry)
pub const MINOR_BEHIND_PAWN: usize = 581;
/// Per square of distance between a knight (or a bishop) and its own king. (2 entries)
pub const KING_PROTECTOR: usize = 582;
/// A bishop on a long diagonal that sees two of the four centre squares through pawns. (1 entry)
pub const BISHOP_LONG_DIAGONAL: usize = 584;
/// A rook with at most three safe squares to go to, on the outer side of its own king, counted
/// twice once the side may no longer castle. (1 entry)
pub const TRAPPED_ROOK: usize = 585;
/// A rook on a file (through any pieces) that holds a square of the enemy king's zone. (1 entry)
pub const ROOK_ON_KING_RING: usize = 586;
/// A bishop whose diagonals, seen through everything but pawns, reach the enemy king's zone. (1 entry)
pub const BISHOP_ON_KING_RING: usize = 587;
/// A safe square from which one of our knights could attack the enemy's only queen. (1 entry)
pub const KNIGHT_ON_QUEEN: usize = 588;
/// A safe square we attack twice from which one of our bishops or rooks could attack the enemy's
/// only queen. (1 entry)
pub const SLIDER_ON_QUEEN: usize = 589;
/// A square both sides attack that the enemy does not hold firmly: its pieces are restricted. (1 entry)
pub const RESTRICTED: usize = 590;
/// The number of weights.
pub const COUNT: usize = RESTRICTED + 1;

/// Names and sizes of the terms in table order, for reports and the tuner.
pub const TERMS: [(&str, usize, usize); 52] = [
    ("material", MATERIAL, 5),
    ("bishop_pair", BISHOP_PAIR, 1),
    ("piece_square", PIECE_SQUARE, 384),
    ("doubled_pawn", DOUBLED_PAWN, 1),
    ("isolated_pawn", ISOLATED_PAWN, 1),
    ("backward_pawn", BACKWARD_PAWN, 1),
    ("phalanx_pawn", PHALANX_PAWN, 8),
    ("supported_pawn", SUPPORTED_PAWN, 8),
    ("passed_pawn", PASSED_PAWN, 8),
    ("passed_free_path", PASSED_FREE_PATH, 8),
    ("passed_supported", PASSED_SUPPORTED, 1),
    ("passed_own_king", PASSED_OWN_KING, 8),
    ("passed_enemy_king", PASSED_ENEMY_KING, 8),
    ("knight_mobility", KNIGHT_MOBILITY, 9),
    ("bishop_mobility", BISHOP_MOBILITY, 14),
    ("rook_mobility", ROOK_MOBILITY, 15),
    ("queen_mobility", QUEEN_MOBILITY, 28),
    ("king_shield", KING_SHIELD, 3),
    ("king_storm", KING_STORM, 3),
    ("king_open_file", KING_OPEN_FILE, 1),
    ("king_half_open_file", KING_HALF_OPEN_FILE, 1),
    ("king_zone_attack", KING_ZONE_ATTACK, 4),
    ("safe_check", SAFE_CHECK, 4),
    ("rook_open_file", ROOK_OPEN_FILE, 1),
    ("rook_half_open_file", ROOK_HALF_OPEN_FILE, 1),
    ("rook_seventh", ROOK_SEVENTH, 1),
    ("doubled_rooks", DOUBLED_ROOKS, 1),
    ("knight_outpost", KNIGHT_OUTPOST, 1),
    ("bishop_outpost", BISHOP_OUTPOST, 1),
    ("bad_bishop", BAD_BISHOP, 1),
    ("threat_by_pawn", THREAT_BY_PAWN, 1),
    ("threat_by_minor", THREAT_BY_MINOR, 5),
    ("threat_by_rook", THREAT_BY_ROOK, 5),
    ("hanging", HANGING, 1),
    ("tempo", TEMPO, 1),
    ("king_danger", KING_DANGER, KING_DANGER_BANDS),
    ("threat_by_king", THREAT_BY_KING, 1),
    ("threat_by_pawn_push", THREAT_BY_PAWN_PUSH, 1),
    ("space", SPACE, 1),
    ("passed_safe_path", PASSED_SAFE_PATH, 8),
    ("passed_safe_stop", PASSED_SAFE_STOP, 8),
    ("rook_behind_passer", ROOK_BEHIND_PASSER, 1),
    ("weak_unopposed", WEAK_UNOPPOSED, 1),
    ("minor_behind_pawn", MINOR_BEHIND_PAWN, 1),
    ("king_protector", KING_PROTECTOR, 2),
    ("bishop_long_diagonal", BISHOP_LONG_DIAGONAL, 1),
    ("trapped_rook", TRAPPED_ROOK, 1),
    ("rook_on_king_ring", ROOK_ON_KING_RING, 1),
    ("bishop_on_king_ring", BISHOP_ON_KING_RING, 1),
    ("knight_on_queen", KNIGHT_ON_QUEEN, 1),
    ("slider_on_queen", SLIDER_ON_QUEEN, 1),
    ("restricted", RESTRICTED, 1),
];

/// The weights, `[mg, eg]`, indexed by the constants above.
#[rustfmt::skip]
pub const WEIGHTS: [[i32; 2]; COUNT] = [
    // material
    [71, 82], [367, 302], [375, 334], [499, 536], [1048, 942],
    // bishop_pair
    [28, 47],
    // piece_square
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [2, 12], [-1, 12], [3, 20], [-6, 18], [-4, 16], [18, 12], [23, 1], [0, 9],
    [-2, 10], [-3, 4], [1, 16], [-1, 14], [7, 12], [5, 11], [9, 2], [-3, 7],
    [2, 14], [0, 9], [13, 8], [14, -1], [18, 6], [12, 2], [0, 9], [-4, 8],
    [16, 22], [11, 20], [18, 6], [14, 7], [16, 10], [17, 1], [3, 10], [8, 14],
    [11, 30], [20, 37], [26, 29], [14, 9], [25, 29], [32, 26], [21, 22], [17, 12],
    [16, 27], [25, 56], [38, 50], [44, 53], [39, 44], [30, 51], [19, 53], [9, 13],
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [-28, -25], [-16, -14], [-11, -13], [-6, -9], [-4, -7], [-20, -18], [-20, -12], [-28, -21],
    [-22, -16], [-15, -10], [1, -5], [3, -6], [2, -5], [-9, -4], [-12, -6], [-14, -13],
    [-14, -9], [0, -3], [-2, -5], [6, 9], [9, 3], [2, -6], [1, -6], [-15, -10],
    [-3, -2], [9, 6], [9, 9], [8, 16], [14, 9], [22, 8], [7, -3], [-3, 1],
    [6, 2], [5, 3], [12, 14], [18, 19], [10, 20], [18, 16], [2, 1], [1, 1],
    [-10, -3], [2, -4], [7, 10], [20, 15], [14, 11], [11, 6], [0, 1], [-10, -5],
    [-19, -10], [-11, -1], [-1, 3], [8, 7], [6, 8], [-2, -1], [-12, -5], [-20, -15],
    [-39, -24], [-20, -12], [-12, -9], [-4, 1], [-3, 1], [-12, -9], [-20, -16], [-31, -24],
    [-15, -11], [-14, -11], [-8, -4], [-2, -6], [1, -2], [-21, 2], [-8, -9], [-15, -9],
    [-7, -10], [3, -5], [-1, -2], [-2, 3], [0, -1], [-1, -3], [10, -6], [-7, -7],
    [-4, -11], [-1, -1], [9, 3], [-2, 4], [-2, 9], [4, 3], [5, -2], [-7, -4],
    [-5, -1], [2, 1], [-1, 8], [16, 9], [12, 5], [7, 8], [4, -1], [-1, -3],
    [-6, -1], [3, 8], [7, 2], [9, 7], [7, 7], [5, -2], [5, 4], [-4, -5],
    [-8, 1], [-2, 1], [2, 8], [11, 5], [8, 3], [6, 10], [-4, -3], [0, -5],
    [-9, -1], [-5, 4], [-7, 1], [0, 5], [3, 3], [-3, 3], [-4, 5], [-11, -6],
    [-13, -1], [-8, -1], [-5, -1], [-3, -4], [-2, 4], [-6, -2], [-10, -6], [-16, -5],
    [-4, -13], [1, -13], [2, -10], [13, -16], [12, -20], [7, -11], [-14, -8], [-9, -16],
    [-18, -7], [-12, -5], [-12, -7], [-1, -9], [-8, -13], [-9, -11], [-7, -13], [-34, -4],
    [-19, 3], [-14, 3], [-11, 1], [-1, -1], [-5, -8], [-11, -1], [-10, -1], [-19, -2],
    [-11, 10], [-6, 9], [-8, 7], [4, 10], [-2, -1], [-2, 6], [-6, 2], [-11, 6],
    [-1, 7], [-3, 9], [1, 6], [4, 7], [2, 3], [6, 5], [-2, 7], [-7, 5],
    [3, 9], [5, 7], [6, 5], [12, 6], [9, 3], [5, 4], [10, 8], [2, 5],
    [-9, -1], [-3, -1], [1, -4], [4, -1], [4, -2], [0, 0], [-4, 0], [-3, -2],
    [1, 7], [0, 9], [5, 8], [5, 10], [3, 10], [1, 10], [-3, 8], [-1, 8],
    [-13, -18], [-8, -11], [-7, -8], [-3, -9], [-6, -4], [-3, -10], [-5, -10], [-8, -12],
    [-8, -14], [-7, -6], [5, -17], [-2, 1], [4, -4], [-1, -4], [0, -11], [2, -8],
    [-7, -6], [-5, -3], [-3, 3], [-3, 7], [4, 7], [5, 4], [8, 0], [-5, -2],
    [-8, -2], [-1, 6], [-1, 11], [0, 13], [5, 15], [5, 11], [3, 4], [3, 0],
    [0, -1], [-4, 6], [2, 13], [1, 17], [8, 15], [6, 9], [5, 7], [4, 3],
    [-8, -2], [3, 3], [0, 7], [6, 10], [8, 10], [5, 9], [8, 5], [-5, -2],
    [-9, -8], [-14, -6], [1, 6], [3, 6], [5, 7], [2, 7], [-2, -3], [5, -5],
    [-3, -9], [-4, -4], [1, -3], [3, 4], [4, 5], [-2, -2], [-5, -8], [-3, -12],
    [19, -30], [10, -28], [3, -20], [-29, -15], [-7, -26], [-32, -12], [14, -28], [17, -39],
    [-11, -18], [-14, -15], [-17, -8], [-28, -2], [-27, -2], [-15, -4], [-1, -13], [-3, -21],
    [-31, -18], [-28, -10], [-27, -3], [-33, 2], [-32, 5], [-23, 0], [-20, -9], [-31, -18],
    [-45, -14], [-47, -9], [-48, 4], [-44, 11], [-46, 12], [-45, 5], [-44, -7], [-46, -12],
    [-60, -10], [-61, 7], [-60, 16], [-62, 19], [-62, 15], [-62, 14], [-58, 4], [-61, -7],
    [-75, -10], [-73, 11], [-73, 22], [-75, 25], [-75, 24], [-72, 25], [-72, 15], [-75, -5],
    [-90, -26], [-88, -2], [-88, 11], [-88, 16], [-87, 15], [-87, 14], [-85, 6], [-90, -23],
    [-106, -42], [-104, -20], [-103, -9], [-105, -1], [-105, -6], [-105, -12], [-104, -18], [-109, -53],
    // doubled_pawn
    [-8, -7],
    // isolated_pawn
    [-5, -11],
    // backward_pawn
    [-5, -13],
    // phalanx_pawn
    [0, 0], [2, 2], [5, 4], [8, 11], [18, 25], [43, 50], [60, 84], [0, 0],
    // supported_pawn
    [0, 0], [6, 4], [10, 8], [10, 11], [16, 17], [29, 28], [52, 51], [0, 0],
    // passed_pawn
    [0, 0], [-3, 3], [-5, 22], [-2, 50], [16, 65], [38, 78], [90, 85], [0, 0],
    // passed_free_path
    [0, 0], [-1, 1], [-8, 0], [-5, 9], [-6, 20], [10, 41], [35, 65], [0, 0],
    // passed_supported
    [3, 4],
    // passed_own_king
    [-2, 28], [-12, 33], [-4, 15], [-3, -3], [-8, -16], [0, -22], [7, -20], [7, -20],
    // passed_enemy_king
    [2, -44], [4, -49], [3, -28], [2, -5], [-11, 17], [-2, 29], [-10, 38], [-4, 32],
    // knight_mobility
    [-24, -28], [-8, -21], [-3, -13], [1, -1], [6, 8], [10, 14], [13, 14], [18, 11],
    [26, 3],
    // bishop_mobility
    [-17, -29], [-7, -22], [-2, -13], [2, -6], [6, -1], [9, 3], [10, 6], [11, 11],
    [13, 9], [14, 12], [17, 7], [19, 12], [23, 8], [22, 8],
    // rook_mobility
    [-17, -36], [-4, -25], [-1, -14], [2, -6], [1, 4], [4, 9], [6, 10], [8, 11],
    [9, 16], [10, 20], [13, 22], [9, 27], [13, 30], [16, 26], [16, 26],
    // queen_mobility
    [-3, -20], [-5, -11], [-6, -9], [-5, -8], [-3, -5], [-1, -8], [1, -2], [3, 1],
    [5, 3], [5, 8], [8, 8], [8, 11], [8, 19], [8, 22], [10, 21], [10, 26],
    [14, 26], [12, 23], [13, 25], [12, 23], [10, 20], [10, 18], [9, 19], [7, 14],
    [7, 18], [7, 16], [10, 23], [10, 23],
    // king_shield
    [8, 3], [3, 5], [-6, 13],
    // king_storm
    [-6, 18], [-18, 0], [-2, -3],
    // king_open_file
    [-18, -9],
    // king_half_open_file
    [-9, 5],
    // king_zone_attack
    [12, -6], [12, -2], [10, -3], [12, -1],
    // safe_check
    [34, -3], [15, 9], [30, -2], [27, -8],
    // rook_open_file
    [31, -1],
    // rook_half_open_file
    [11, 9],
    // rook_seventh
    [26, 10],
    // doubled_rooks
    [10, 4],
    // knight_outpost
    [16, 7],
    // bishop_outpost
    [20, 6],
    // bad_bishop
    [0, -9],
    // threat_by_pawn
    [38, 14],
    // threat_by_minor
    [2, 9], [9, 13], [17, 13], [36, 7], [30, 9],
    // threat_by_rook
    [2, 12], [11, 16], [10, 15], [0, 18], [28, 19],
    // hanging
    [9, 15],
    // tempo
    [11, 8],
    // king_danger
    [15, -6], [5, -4], [0, 2], [-3, 1], [-5, 7], [-1, -1], [0, 9], [0, 9],
    [18, 5], [22, 3], [20, 4], [34, 4], [41, 5], [44, 3], [55, 6], [67, 0],
    // threat_by_king
    [2, 13],
    // threat_by_pawn_push
    [7, 6],
    // space
    [0, 2],
    // passed_safe_path
    [0, 0], [-2, 1], [-5, 1], [-9, 5], [-9, 16], [-4, 31], [-2, 41], [0, 0],
    // passed_safe_stop
    [0, 0], [2, 0], [2, 0], [2, 4], [2, 10], [0, 18], [0, 25], [0, 0],
    // rook_behind_passer
    [1, 10],
    // weak_unopposed
    [-2, -4],
    // minor_behind_pawn
    [2, 4],
    // king_protector
    [-1, 0], [-1, 0],
    // bishop_long_diagonal
    [3, 2],
    // trapped_rook
    [-25, -5],
    // rook_on_king_ring
    [8, 0],
    // bishop_on_king_ring
    [12, 0],
    // knight_on_queen
    [8, 6],
    // slider_on_queen
    [30, 10],
    // restricted
    [3, 3],
];
