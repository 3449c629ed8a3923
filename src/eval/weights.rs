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
    [73, 78], [373, 292], [382, 325], [513, 527], [1048, 940],
    // bishop_pair
    [36, 48],
    // piece_square
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [3, 9], [1, 11], [6, 20], [-4, 17], [0, 12], [20, 10], [23, -1], [-4, 9],
    [-4, 9], [-2, 0], [-1, 16], [0, 12], [10, 9], [8, 10], [6, 2], [-6, 8],
    [0, 13], [0, 6], [12, 8], [11, -4], [17, 4], [11, -1], [-6, 10], [-4, 6],
    [16, 22], [11, 21], [20, 4], [12, 13], [16, 11], [17, 1], [1, 11], [9, 17],
    [12, 34], [22, 44], [27, 34], [14, 9], [23, 34], [33, 31], [21, 20], [20, 13],
    [12, 28], [25, 57], [38, 50], [44, 55], [39, 43], [30, 49], [19, 49], [12, 12],
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [-28, -23], [-16, -12], [-9, -13], [-3, -7], [-6, -6], [-22, -20], [-11, -12], [-28, -21],
    [-25, -15], [-18, -10], [6, 0], [7, -5], [6, -4], [-6, -2], [-11, -7], [-11, -12],
    [-18, -12], [1, -1], [-1, -7], [8, 11], [10, 6], [5, -1], [0, -3], [-16, -10],
    [-8, -5], [10, 6], [9, 7], [10, 15], [19, 7], [25, 9], [7, -3], [-6, 2],
    [3, 2], [3, 4], [13, 19], [23, 21], [16, 18], [17, 19], [4, 1], [-5, 1],
    [-11, -7], [1, -8], [6, 10], [19, 15], [11, 7], [8, 5], [0, -1], [-11, -6],
    [-19, -13], [-12, -5], [-4, 0], [6, 5], [6, 5], [-5, -4], [-12, -6], [-23, -15],
    [-36, -24], [-20, -15], [-12, -9], [-4, -1], [-3, -2], [-12, -9], [-20, -16], [-31, -24],
    [-15, -9], [-17, -11], [-6, -5], [1, -4], [0, -2], [-16, -2], [-8, -9], [-15, -11],
    [-10, -10], [5, 0], [-2, 0], [0, 3], [1, 1], [-3, -2], [15, 2], [-12, -6],
    [-14, -16], [-6, -1], [16, 4], [-3, 2], [2, 7], [8, 6], [5, 0], [-7, -5],
    [-3, 1], [0, -1], [2, 7], [19, 13], [12, 5], [7, 10], [6, -1], [-3, -3],
    [-8, -2], [6, 10], [4, 0], [9, 7], [8, 7], [4, -4], [9, 4], [-5, -4],
    [-9, 3], [-6, -3], [2, 9], [11, 6], [8, 2], [3, 9], [-7, -4], [-1, -5],
    [-9, -4], [-1, 5], [-6, -1], [0, 0], [3, 4], [-4, 0], [-4, 4], [-10, -6],
    [-13, -4], [-8, -4], [-5, -2], [-3, -4], [-2, 2], [-6, -4], [-10, -8], [-16, -8],
    [-2, -7], [5, -8], [3, -5], [19, -13], [18, -19], [14, -6], [-12, -3], [-15, -3],
    [-18, -5], [-12, -5], [-13, -7], [-1, -8], [-8, -12], [-9, -11], [-4, -11], [-31, -3],
    [-19, 3], [-14, 1], [-11, 1], [4, 0], [-4, -8], [-11, 0], [-8, 0], [-19, -2],
    [-7, 6], [-6, 5], [-9, 1], [8, 13], [0, -4], [0, 9], [-6, -1], [-8, 8],
    [-1, 1], [-4, 7], [-1, 4], [4, 9], [2, 2], [6, 4], [-4, 5], [-8, 5],
    [2, 7], [1, 4], [2, 3], [11, 8], [8, 4], [2, 3], [7, 7], [1, 4],
    [-9, -4], [2, 1], [2, -1], [3, -1], [4, 0], [0, -1], [-3, 0], [-5, 1],
    [-2, 2], [0, 9], [2, 5], [2, 5], [1, 3], [-2, 3], [-3, 3], [-4, 5],
    [-13, -18], [-5, -8], [-9, -5], [-3, -4], [-6, -1], [3, -7], [-4, -10], [-8, -12],
    [-5, -11], [-10, -7], [5, -10], [-3, 4], [8, 0], [-3, -3], [2, -8], [2, -8],
    [-8, -6], [-6, -4], [-3, 3], [-1, 7], [8, 9], [8, 5], [8, 2], [-4, -2],
    [-14, -3], [1, 6], [3, 11], [1, 12], [10, 16], [9, 11], [4, 4], [7, 0],
    [1, -1], [-7, 3], [-1, 10], [1, 17], [10, 15], [3, 6], [5, 7], [4, 3],
    [-8, -4], [3, 3], [0, 6], [6, 10], [7, 10], [2, 6], [4, 2], [-6, -2],
    [-9, -10], [-11, -6], [0, 3], [0, 3], [5, 7], [-1, 4], [-2, -3], [2, -5],
    [-6, -12], [-4, -7], [-2, -4], [3, 4], [1, 2], [-3, -4], [-5, -8], [-5, -12],
    [20, -21], [10, -26], [6, -17], [-23, -11], [-4, -22], [-32, -9], [15, -24], [17, -36],
    [-11, -18], [-15, -14], [-15, -8], [-27, 3], [-23, 0], [-14, 3], [-4, -5], [-8, -20],
    [-31, -17], [-28, -10], [-27, -1], [-32, 7], [-32, 8], [-23, 6], [-22, -5], [-32, -20],
    [-45, -12], [-47, -6], [-48, 8], [-44, 15], [-46, 16], [-45, 9], [-45, -3], [-46, -12],
    [-60, -7], [-61, 7], [-60, 15], [-62, 19], [-62, 15], [-60, 20], [-58, 8], [-61, -7],
    [-75, -13], [-74, 3], [-73, 17], [-75, 18], [-75, 17], [-73, 19], [-72, 11], [-75, -11],
    [-90, -27], [-89, -10], [-89, 1], [-88, 10], [-88, 10], [-88, 4], [-88, -6], [-90, -27],
    [-106, -39], [-104, -20], [-104, -12], [-105, -4], [-105, -7], [-105, -15], [-104, -22], [-107, -45],
    // doubled_pawn
    [-8, -4],
    // isolated_pawn
    [-4, -12],
    // backward_pawn
    [-6, -18],
    // phalanx_pawn
    [0, 0], [1, 4], [5, 5], [10, 14], [23, 28], [42, 46], [60, 82], [0, 0],
    // supported_pawn
    [0, 0], [6, 4], [11, 9], [11, 15], [17, 19], [27, 30], [49, 45], [0, 0],
    // passed_pawn
    [0, 0], [-4, 8], [-5, 23], [-2, 53], [18, 67], [39, 81], [89, 83], [0, 0],
    // passed_free_path
    [0, 0], [-1, -3], [-11, 3], [-3, 13], [-3, 28], [17, 43], [33, 57], [0, 0],
    // passed_supported
    [-5, 10],
    // passed_own_king
    [1, 35], [-4, 30], [-6, 13], [-3, -6], [-10, -19], [-3, -19], [0, -14], [10, -14],
    // passed_enemy_king
    [4, -51], [1, -53], [-3, -20], [5, -1], [-13, 22], [-1, 35], [-8, 41], [-1, 32],
    // knight_mobility
    [-25, -25], [-9, -20], [-4, -16], [1, -6], [8, 6], [14, 14], [17, 15], [19, 9],
    [25, 1],
    // bishop_mobility
    [-25, -29], [-9, -24], [-4, -16], [1, -10], [7, -2], [14, 2], [13, 6], [14, 15],
    [15, 12], [19, 14], [17, 7], [20, 15], [23, 6], [22, 5],
    // rook_mobility
    [-28, -39], [-6, -34], [-2, -14], [4, -13], [1, 5], [4, 10], [7, 7], [10, 11],
    [13, 18], [14, 21], [19, 22], [11, 31], [19, 35], [16, 26], [17, 25],
    // queen_mobility
    [0, -20], [-7, -11], [-8, -9], [-5, -7], [-5, -3], [-2, -5], [-1, 1], [3, 3],
    [7, 3], [5, 9], [9, 4], [8, 11], [10, 17], [8, 21], [9, 18], [10, 23],
    [17, 27], [13, 23], [13, 25], [11, 23], [10, 20], [7, 14], [9, 20], [7, 14],
    [7, 18], [7, 16], [10, 23], [10, 23],
    // king_shield
    [9, -3], [3, 1], [-7, 11],
    // king_storm
    [-7, 21], [-18, -1], [0, -5],
    // king_open_file
    [-18, -10],
    // king_half_open_file
    [-10, 5],
    // king_zone_attack
    [12, -7], [13, -2], [14, -4], [15, -1],
    // safe_check
    [26, -4], [15, 6], [25, -1], [31, -23],
    // rook_open_file
    [36, 2],
    // rook_half_open_file
    [9, 12],
    // rook_seventh
    [30, 16],
    // doubled_rooks
    [13, 3],
    // knight_outpost
    [19, 16],
    // bishop_outpost
    [21, 8],
    // bad_bishop
    [0, -10],
    // threat_by_pawn
    [39, 22],
    // threat_by_minor
    [33, 12],
    // threat_by_rook
    [31, 22],
    // hanging
    [10, 26],
    // tempo
    [8, 4],
    // king_danger
    [9, -9], [0, 1], [-6, 7], [-3, 4], [0, 6], [2, -2], [8, 7], [5, 7],
    [17, 0], [23, 3], [21, 2], [34, 7], [40, 5], [44, 6], [52, 5], [62, -1],
];
