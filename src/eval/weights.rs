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
pub const COUNT: usize = KING_DANGER + KING_DANGER_BANDS;

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
    ("king_danger", KING_DANGER, KING_DANGER_BANDS),
];

/// The weights, `[mg, eg]`, indexed by the constants above.
#[rustfmt::skip]
pub const WEIGHTS: [[i32; 2]; COUNT] = [
    // material
    [73, 79], [370, 296], [380, 329], [508, 531], [1048, 940],
    // bishop_pair
    [33, 49],
    // piece_square
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [3, 11], [1, 11], [4, 20], [-5, 18], [-2, 13], [20, 12], [23, -1], [-1, 9],
    [-2, 9], [-3, 2], [0, 16], [0, 13], [9, 11], [7, 10], [8, 2], [-5, 7],
    [1, 13], [-1, 7], [13, 7], [14, -2], [17, 5], [13, 0], [-3, 9], [-5, 7],
    [15, 21], [11, 20], [18, 5], [13, 8], [16, 11], [17, 1], [1, 10], [7, 15],
    [11, 32], [21, 41], [26, 31], [14, 9], [23, 32], [32, 28], [21, 22], [19, 14],
    [14, 29], [25, 58], [38, 51], [44, 54], [39, 43], [30, 50], [19, 51], [11, 13],
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [-28, -24], [-14, -12], [-9, -13], [-4, -7], [-5, -6], [-21, -19], [-15, -12], [-28, -21],
    [-24, -15], [-17, -10], [3, -3], [6, -6], [6, -5], [-7, -2], [-10, -6], [-12, -13],
    [-17, -11], [0, -1], [-2, -6], [7, 10], [11, 5], [4, -4], [1, -4], [-16, -10],
    [-6, -4], [9, 6], [8, 8], [9, 15], [15, 8], [21, 8], [7, -3], [-5, 2],
    [4, 2], [4, 4], [13, 17], [22, 19], [13, 19], [18, 18], [3, 1], [-2, 2],
    [-10, -5], [2, -7], [7, 10], [20, 16], [12, 9], [9, 6], [0, -1], [-10, -5],
    [-19, -12], [-11, -3], [-3, 1], [6, 6], [6, 6], [-4, -3], [-12, -5], [-22, -15],
    [-37, -24], [-20, -14], [-12, -9], [-4, 0], [-3, -1], [-12, -9], [-20, -16], [-31, -24],
    [-15, -9], [-16, -11], [-7, -5], [0, -5], [1, -2], [-17, 0], [-8, -9], [-15, -10],
    [-9, -10], [5, -1], [-2, 0], [-1, 3], [1, -1], [-1, -2], [15, -1], [-9, -6],
    [-9, -13], [-4, -1], [13, 4], [-1, 4], [0, 9], [7, 5], [5, -1], [-7, -4],
    [-4, -1], [0, 0], [-1, 8], [18, 11], [12, 5], [4, 9], [4, -2], [-1, -3],
    [-7, -1], [4, 8], [5, 1], [10, 7], [8, 7], [4, -4], [7, 4], [-5, -4],
    [-9, 2], [-4, -1], [2, 8], [11, 5], [8, 2], [4, 10], [-6, -3], [0, -5],
    [-9, -3], [-3, 4], [-7, -1], [0, 2], [3, 3], [-3, 1], [-4, 5], [-11, -6],
    [-13, -3], [-8, -3], [-5, -1], [-3, -4], [-2, 3], [-6, -3], [-10, -8], [-16, -7],
    [-3, -10], [2, -11], [3, -8], [15, -15], [14, -19], [10, -8], [-14, -6], [-10, -9],
    [-18, -6], [-12, -5], [-12, -7], [-1, -9], [-8, -13], [-9, -11], [-5, -12], [-32, -4],
    [-19, 3], [-14, 2], [-11, 1], [2, -1], [-5, -8], [-11, -1], [-9, -1], [-19, -2],
    [-9, 8], [-6, 6], [-8, 4], [6, 10], [-1, -3], [-2, 7], [-6, 0], [-9, 7],
    [-1, 4], [-3, 9], [1, 6], [4, 9], [2, 3], [6, 5], [-3, 6], [-7, 5],
    [3, 9], [3, 7], [4, 5], [12, 9], [9, 4], [3, 4], [8, 8], [2, 5],
    [-8, -1], [0, 0], [2, -2], [4, 0], [4, -1], [0, -1], [-4, -1], [-5, -2],
    [-1, 5], [0, 9], [3, 6], [3, 7], [2, 6], [-1, 6], [-3, 5], [-3, 6],
    [-13, -18], [-6, -9], [-7, -6], [-2, -5], [-6, -2], [1, -8], [-4, -10], [-8, -12],
    [-6, -12], [-8, -6], [5, -13], [-2, 3], [6, -2], [-2, -3], [2, -9], [2, -8],
    [-7, -6], [-5, -4], [-3, 3], [-2, 7], [6, 8], [6, 5], [8, 2], [-5, -2],
    [-11, -3], [0, 6], [2, 11], [0, 12], [7, 15], [6, 11], [3, 4], [5, 0],
    [1, -1], [-6, 4], [1, 11], [1, 17], [9, 15], [4, 7], [5, 7], [3, 3],
    [-8, -4], [3, 3], [0, 6], [6, 10], [8, 10], [3, 7], [6, 3], [-5, -2],
    [-9, -9], [-12, -6], [1, 4], [1, 4], [5, 7], [0, 5], [-2, -3], [3, -5],
    [-5, -11], [-4, -6], [-1, -3], [3, 4], [2, 3], [-2, -3], [-5, -8], [-5, -12],
    [19, -26], [10, -26], [4, -18], [-26, -13], [-4, -24], [-31, -10], [14, -25], [16, -38],
    [-11, -18], [-14, -14], [-16, -8], [-28, 0], [-25, 0], [-14, -1], [-3, -10], [-6, -20],
    [-31, -18], [-28, -10], [-27, -1], [-33, 5], [-32, 7], [-23, 2], [-21, -7], [-31, -19],
    [-45, -13], [-47, -7], [-48, 6], [-44, 13], [-46, 14], [-45, 7], [-45, -4], [-46, -12],
    [-60, -8], [-61, 7], [-60, 16], [-62, 19], [-62, 15], [-61, 17], [-58, 6], [-61, -8],
    [-75, -12], [-73, 7], [-73, 20], [-75, 22], [-75, 20], [-72, 22], [-72, 13], [-75, -9],
    [-90, -26], [-88, -6], [-88, 5], [-88, 12], [-87, 13], [-87, 8], [-87, -2], [-90, -25],
    [-106, -40], [-104, -20], [-103, -11], [-105, -3], [-105, -6], [-105, -14], [-104, -20], [-107, -47],
    // doubled_pawn
    [-8, -5],
    // isolated_pawn
    [-6, -12],
    // backward_pawn
    [-5, -16],
    // phalanx_pawn
    [0, 0], [2, 3], [5, 4], [9, 12], [21, 26], [43, 48], [60, 83], [0, 0],
    // supported_pawn
    [0, 0], [6, 4], [11, 10], [11, 13], [18, 18], [27, 29], [50, 47], [0, 0],
    // passed_pawn
    [0, 0], [-3, 4], [-4, 20], [-3, 50], [17, 67], [38, 83], [90, 88], [0, 0],
    // passed_free_path
    [0, 0], [-1, -1], [-9, 0], [-4, 10], [-5, 24], [15, 47], [35, 66], [0, 0],
    // passed_supported
    [0, 9],
    // passed_own_king
    [0, 32], [-7, 32], [-4, 15], [-3, -3], [-9, -17], [-2, -21], [2, -18], [8, -17],
    // passed_enemy_king
    [3, -50], [2, -52], [-1, -23], [3, -2], [-12, 21], [-1, 33], [-8, 41], [-2, 33],
    // knight_mobility
    [-25, -26], [-9, -21], [-3, -15], [2, -3], [7, 6], [11, 14], [15, 14], [19, 10],
    [26, 3],
    // bishop_mobility
    [-20, -29], [-8, -23], [-2, -15], [2, -8], [7, -1], [11, 3], [12, 7], [13, 13],
    [14, 10], [16, 12], [17, 7], [19, 14], [23, 7], [22, 6],
    // rook_mobility
    [-21, -38], [-5, -30], [-1, -15], [2, -9], [1, 4], [4, 9], [7, 10], [9, 12],
    [11, 18], [13, 21], [16, 23], [11, 29], [16, 31], [16, 25], [16, 25],
    // queen_mobility
    [-1, -20], [-7, -11], [-7, -9], [-6, -8], [-4, -4], [-1, -6], [0, 0], [3, 2],
    [6, 3], [5, 8], [9, 6], [8, 11], [9, 18], [8, 21], [10, 19], [10, 24],
    [16, 26], [12, 23], [13, 25], [12, 23], [10, 20], [8, 16], [9, 19], [7, 14],
    [7, 18], [7, 16], [10, 23], [10, 23],
    // king_shield
    [9, 1], [3, 2], [-6, 12],
    // king_storm
    [-6, 23], [-17, -2], [-1, -4],
    // king_open_file
    [-18, -10],
    // king_half_open_file
    [-10, 5],
    // king_zone_attack
    [12, -7], [12, -2], [11, -3], [12, 0],
    // safe_check
    [30, -3], [15, 8], [28, -1], [30, -12],
    // rook_open_file
    [33, -1],
    // rook_half_open_file
    [10, 14],
    // rook_seventh
    [30, 13],
    // doubled_rooks
    [11, 2],
    // knight_outpost
    [19, 11],
    // bishop_outpost
    [22, 7],
    // bad_bishop
    [-1, -10],
    // threat_by_pawn
    [37, 16],
    // threat_by_minor
    [33, 9],
    // threat_by_rook
    [30, 21],
    // hanging
    [9, 23],
    // tempo
    [11, 7],
    // king_danger
    [13, -7], [2, -1], [-2, 3], [-5, 3], [-3, 6], [0, -1], [4, 7], [3, 7],
    [18, 2], [23, 3], [21, 2], [34, 6], [41, 5], [44, 5], [53, 6], [64, 0],
];
