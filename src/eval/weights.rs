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
/// An enemy rook or queen attacked by a knight or bishop. (1 entry)
pub const THREAT_BY_MINOR: usize = 532;
/// An enemy queen attacked by a rook. (1 entry)
pub const THREAT_BY_ROOK: usize = 533;
/// An enemy piece or pawn attacked and not defended. (1 entry)
pub const HANGING: usize = 534;
/// The side to move. (1 entry)
pub const TEMPO: usize = 535;
/// The danger to the enemy king, by band of danger units (attacks on its zone and safe checks,
/// weighted by attacker). (16 entries)
pub const KING_DANGER: usize = 536;
/// The number of king-danger bands.
pub const KING_DANGER_BANDS: usize = 16;
/// The number of weights.
pub const COUNT: usize = 552;

/// Names and sizes of the terms in table order, for reports and the tuner.
pub const TERMS: [(&str, usize, usize); 36] = [
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
    ("threat_by_minor", THREAT_BY_MINOR, 1),
    ("threat_by_rook", THREAT_BY_ROOK, 1),
    ("hanging", HANGING, 1),
    ("tempo", TEMPO, 1),
    ("king_danger", KING_DANGER, 16),
];

/// The weights, `[mg, eg]`, indexed by the constants above.
#[rustfmt::skip]
pub const WEIGHTS: [[i32; 2]; COUNT] = [
    // material
    [82, 104], [337, 281], [365, 297], [477, 512], [1025, 936],
    // bishop_pair
    [30, 50],
    // piece_square
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [2, 2], [4, 2], [6, 2], [8, 2], [8, 2], [6, 2], [4, 2], [2, 2],
    [4, 8], [8, 8], [12, 8], [16, 8], [16, 8], [12, 8], [8, 8], [4, 8],
    [6, 18], [12, 18], [18, 18], [24, 18], [24, 18], [18, 18], [12, 18], [6, 18],
    [8, 32], [16, 32], [24, 32], [32, 32], [32, 32], [24, 32], [16, 32], [8, 32],
    [10, 50], [20, 50], [30, 50], [40, 50], [40, 50], [30, 50], [20, 50], [10, 50],
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [-28, -21], [-20, -15], [-12, -9], [-4, -3], [-4, -3], [-12, -9], [-20, -15], [-28, -21],
    [-20, -15], [-12, -9], [-4, -3], [4, 3], [4, 3], [-4, -3], [-12, -9], [-20, -15],
    [-12, -9], [-4, -3], [4, 3], [12, 9], [12, 9], [4, 3], [-4, -3], [-12, -9],
    [-4, -3], [4, 3], [12, 9], [20, 15], [20, 15], [12, 9], [4, 3], [-4, -3],
    [-4, -3], [4, 3], [12, 9], [20, 15], [20, 15], [12, 9], [4, 3], [-4, -3],
    [-12, -9], [-4, -3], [4, 3], [12, 9], [12, 9], [4, 3], [-4, -3], [-12, -9],
    [-20, -15], [-12, -9], [-4, -3], [4, 3], [4, 3], [-4, -3], [-12, -9], [-20, -15],
    [-28, -21], [-20, -15], [-12, -9], [-4, -3], [-4, -3], [-12, -9], [-20, -15], [-28, -21],
    [-14, -10], [-10, -7], [-6, -4], [-2, -1], [-2, -1], [-6, -4], [-10, -7], [-14, -10],
    [-10, -7], [-6, -4], [-2, -1], [2, 2], [2, 2], [-2, -1], [-6, -4], [-10, -7],
    [-6, -4], [-2, -1], [2, 2], [6, 5], [6, 5], [2, 2], [-2, -1], [-6, -4],
    [-2, -1], [2, 2], [6, 5], [10, 8], [10, 8], [6, 5], [2, 2], [-2, -1],
    [-2, -1], [2, 2], [6, 5], [10, 8], [10, 8], [6, 5], [2, 2], [-2, -1],
    [-6, -4], [-2, -1], [2, 2], [6, 5], [6, 5], [2, 2], [-2, -1], [-6, -4],
    [-10, -7], [-6, -4], [-2, -1], [2, 2], [2, 2], [-2, -1], [-6, -4], [-10, -7],
    [-14, -10], [-10, -7], [-6, -4], [-2, -1], [-2, -1], [-6, -4], [-10, -7], [-14, -10],
    [-6, 0], [-4, 0], [-2, 0], [0, 0], [0, 0], [-2, 0], [-4, 0], [-6, 0],
    [-6, 0], [-4, 0], [-2, 0], [0, 0], [0, 0], [-2, 0], [-4, 0], [-6, 0],
    [-6, 0], [-4, 0], [-2, 0], [0, 0], [0, 0], [-2, 0], [-4, 0], [-6, 0],
    [-6, 0], [-4, 0], [-2, 0], [0, 0], [0, 0], [-2, 0], [-4, 0], [-6, 0],
    [-6, 0], [-4, 0], [-2, 0], [0, 0], [0, 0], [-2, 0], [-4, 0], [-6, 0],
    [-6, 0], [-4, 0], [-2, 0], [0, 0], [0, 0], [-2, 0], [-4, 0], [-6, 0],
    [-6, 0], [-4, 0], [-2, 0], [0, 0], [0, 0], [-2, 0], [-4, 0], [-6, 0],
    [-6, 0], [-4, 0], [-2, 0], [0, 0], [0, 0], [-2, 0], [-4, 0], [-6, 0],
    [-7, -12], [-5, -8], [-3, -4], [-1, 0], [-1, 0], [-3, -4], [-5, -8], [-7, -12],
    [-5, -8], [-3, -4], [-1, 0], [1, 4], [1, 4], [-1, 0], [-3, -4], [-5, -8],
    [-3, -4], [-1, 0], [1, 4], [3, 8], [3, 8], [1, 4], [-1, 0], [-3, -4],
    [-1, 0], [1, 4], [3, 8], [5, 12], [5, 12], [3, 8], [1, 4], [-1, 0],
    [-1, 0], [1, 4], [3, 8], [5, 12], [5, 12], [3, 8], [1, 4], [-1, 0],
    [-3, -4], [-1, 0], [1, 4], [3, 8], [3, 8], [1, 4], [-1, 0], [-3, -4],
    [-5, -8], [-3, -4], [-1, 0], [1, 4], [1, 4], [-1, 0], [-3, -4], [-5, -8],
    [-7, -12], [-5, -8], [-3, -4], [-1, 0], [-1, 0], [-3, -4], [-5, -8], [-7, -12],
    [20, -35], [10, -25], [0, -15], [-10, -5], [-10, -5], [0, -15], [10, -25], [20, -35],
    [-15, -25], [-15, -15], [-15, -5], [-15, 5], [-15, 5], [-15, -5], [-15, -15], [-15, -25],
    [-30, -15], [-30, -5], [-30, 5], [-30, 15], [-30, 15], [-30, 5], [-30, -5], [-30, -15],
    [-45, -5], [-45, 5], [-45, 15], [-45, 25], [-45, 25], [-45, 15], [-45, 5], [-45, -5],
    [-60, -5], [-60, 5], [-60, 15], [-60, 25], [-60, 25], [-60, 15], [-60, 5], [-60, -5],
    [-75, -15], [-75, -5], [-75, 5], [-75, 15], [-75, 15], [-75, 5], [-75, -5], [-75, -15],
    [-90, -25], [-90, -15], [-90, -5], [-90, 5], [-90, 5], [-90, -5], [-90, -15], [-90, -25],
    [-105, -35], [-105, -25], [-105, -15], [-105, -5], [-105, -5], [-105, -15], [-105, -25], [-105, -35],
    // doubled_pawn
    [-10, -20],
    // isolated_pawn
    [-10, -12],
    // backward_pawn
    [-8, -8],
    // phalanx_pawn
    [0, 0], [4, 2], [6, 4], [10, 8], [20, 20], [40, 50], [60, 80], [0, 0],
    // supported_pawn
    [0, 0], [6, 4], [8, 6], [10, 8], [16, 16], [30, 40], [50, 60], [0, 0],
    // passed_pawn
    [0, 0], [0, 10], [0, 12], [10, 25], [25, 50], [45, 90], [70, 140], [0, 0],
    // passed_free_path
    [0, 0], [0, 2], [0, 4], [2, 8], [5, 15], [10, 30], [20, 60], [0, 0],
    // passed_supported
    [5, 10],
    // passed_own_king
    [0, 20], [0, 15], [0, 10], [0, 5], [0, 0], [0, -5], [0, -10], [0, -15],
    // passed_enemy_king
    [0, -30], [0, -20], [0, -10], [0, 0], [0, 8], [0, 16], [0, 24], [0, 30],
    // knight_mobility
    [-20, -25], [-8, -13], [-3, -8], [0, -4], [4, -1], [6, 1], [9, 4], [11, 6],
    [13, 8],
    // bishop_mobility
    [-20, -30], [-8, -18], [-3, -13], [0, -9], [4, -6], [6, -3], [9, 0], [11, 1],
    [13, 3], [16, 6], [17, 7], [19, 9], [21, 11], [23, 13],
    // rook_mobility
    [-10, -30], [-4, -15], [-1, -8], [0, -4], [2, 0], [3, 3], [4, 6], [5, 9],
    [6, 12], [8, 15], [8, 17], [9, 19], [10, 21], [11, 24], [12, 26],
    // queen_mobility
    [-5, -20], [-2, -11], [0, -7], [0, -4], [1, -2], [1, 0], [2, 2], [2, 3],
    [3, 5], [4, 7], [4, 8], [4, 9], [5, 11], [5, 12], [6, 13], [6, 14],
    [7, 16], [7, 17], [7, 18], [8, 19], [8, 20], [8, 21], [9, 22], [9, 23],
    [9, 24], [10, 25], [10, 25], [10, 26],
    // king_shield
    [12, 0], [6, 0], [-10, 0],
    // king_storm
    [-4, 0], [-12, 0], [-6, 0],
    // king_open_file
    [-25, 0],
    // king_half_open_file
    [-12, 0],
    // king_zone_attack
    [6, 0], [6, 0], [8, 0], [10, 0],
    // safe_check
    [12, 4], [8, 4], [12, 4], [10, 4],
    // rook_open_file
    [25, 10],
    // rook_half_open_file
    [10, 5],
    // rook_seventh
    [10, 20],
    // doubled_rooks
    [10, 5],
    // knight_outpost
    [20, 10],
    // bishop_outpost
    [10, 5],
    // bad_bishop
    [-2, -4],
    // threat_by_pawn
    [40, 30],
    // threat_by_minor
    [25, 20],
    // threat_by_rook
    [25, 20],
    // hanging
    [10, 8],
    // tempo
    [15, 5],
    // king_danger
    [0, 0], [0, 0], [1, 0], [2, 1], [4, 1], [6, 2], [9, 2], [12, 3],
    [16, 3], [20, 4], [25, 4], [30, 5], [36, 5], [42, 6], [49, 6], [56, 7],
];
