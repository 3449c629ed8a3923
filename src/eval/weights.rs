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
    [72, 88], [364, 293], [382, 326], [505, 531], [1036, 938],
    // bishop_pair
    [32, 48],
    // piece_square
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [2, 5], [3, 10], [5, 13], [-6, 8], [-4, 10], [16, 9], [18, 2], [-3, 3],
    [-2, 8], [3, 3], [0, 12], [1, 8], [7, 6], [7, 12], [8, 1], [-6, 5],
    [0, 12], [4, 9], [13, 9], [13, -5], [20, 3], [10, 3], [-3, 11], [0, 4],
    [14, 22], [16, 22], [20, 5], [12, 16], [19, 12], [14, 4], [2, 11], [10, 17],
    [13, 36], [20, 41], [26, 34], [21, 15], [27, 34], [30, 34], [18, 22], [16, 18],
    [9, 35], [23, 54], [34, 50], [41, 51], [39, 45], [30, 50], [19, 48], [11, 28],
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [-28, -22], [-16, -14], [-10, -9], [-3, -5], [-7, -5], [-18, -16], [-12, -14], [-28, -21],
    [-23, -15], [-15, -10], [1, 0], [6, -2], [4, -1], [-6, -2], [-12, -8], [-17, -14],
    [-16, -10], [2, -1], [0, -2], [8, 10], [9, 7], [6, 1], [0, -2], [-13, -10],
    [-6, -4], [6, 5], [9, 8], [13, 15], [20, 9], [25, 12], [5, 0], [-6, 0],
    [0, 0], [5, 4], [14, 16], [22, 18], [21, 18], [15, 17], [4, 1], [-6, -1],
    [-12, -8], [-2, -6], [4, 6], [17, 13], [11, 7], [6, 4], [-2, -2], [-12, -8],
    [-20, -14], [-11, -6], [-3, -1], [5, 4], [5, 4], [-5, -4], [-12, -8], [-22, -15],
    [-32, -22], [-20, -15], [-12, -9], [-4, -2], [-3, -2], [-12, -9], [-20, -16], [-30, -23],
    [-15, -9], [-15, -9], [-7, -6], [-2, -4], [-1, -2], [-17, -3], [-9, -8], [-14, -10],
    [-9, -8], [3, -1], [-1, 0], [1, 3], [2, 2], [-2, -1], [12, 3], [-11, -6],
    [-12, -12], [-5, -2], [14, 5], [-1, 4], [0, 7], [9, 5], [-2, -2], [-7, -5],
    [-2, 0], [2, 2], [3, 5], [18, 15], [11, 7], [8, 8], [5, -1], [-2, -2],
    [-4, -2], [6, 8], [4, 2], [8, 6], [9, 9], [5, 0], [7, 5], [-4, -4],
    [-7, -1], [-4, -3], [2, 6], [10, 7], [7, 4], [3, 6], [-5, -3], [-5, -5],
    [-10, -6], [-2, 2], [-4, -1], [1, 1], [3, 4], [-3, -1], [-5, 1], [-9, -6],
    [-14, -7], [-9, -6], [-5, -3], [-2, -1], [-2, 0], [-6, -4], [-10, -8], [-15, -9],
    [-6, -3], [-1, -6], [0, -2], [16, -5], [15, -13], [12, -2], [-11, -2], [-17, -2],
    [-12, -4], [-11, -4], [-10, -4], [-1, -4], [-5, -8], [-7, -7], [-5, -7], [-23, -3],
    [-13, 2], [-8, 2], [-6, 1], [4, 3], [-2, -6], [-7, 2], [-7, 0], [-10, 1],
    [-5, 4], [-5, 0], [-6, 0], [5, 9], [-2, -4], [0, 6], [-5, -1], [-5, 5],
    [-3, 1], [-3, 6], [0, 4], [3, 6], [0, 0], [3, 3], [-4, 3], [-7, 3],
    [-1, 5], [-1, 3], [0, 1], [6, 6], [5, 3], [0, 2], [2, 4], [-2, 3],
    [-6, -2], [-1, 1], [0, -1], [2, -1], [2, 0], [-1, 0], [-4, -1], [-4, 2],
    [-3, 2], [-2, 5], [0, 3], [1, 3], [0, 1], [-2, 1], [-4, 1], [-5, 3],
    [-11, -15], [-5, -8], [-10, -5], [-5, -2], [-6, -1], [0, -5], [-5, -9], [-8, -12],
    [-4, -9], [-7, -6], [5, -4], [-3, 4], [6, 2], [-2, -1], [0, -6], [-2, -8],
    [-6, -5], [-3, -2], [-3, 3], [-2, 7], [6, 9], [7, 6], [5, 1], [-4, -3],
    [-8, -2], [2, 5], [6, 10], [1, 11], [9, 14], [7, 10], [3, 4], [5, 0],
    [1, 0], [-5, 3], [1, 9], [2, 15], [7, 13], [4, 7], [4, 6], [2, 2],
    [-6, -4], [2, 2], [1, 5], [4, 8], [5, 9], [2, 5], [2, 1], [-5, -3],
    [-7, -9], [-7, -5], [0, 2], [0, 3], [3, 6], [-2, 2], [-2, -3], [-1, -6],
    [-6, -12], [-5, -8], [-3, -4], [1, 2], [0, 1], [-3, -4], [-5, -8], [-6, -12],
    [20, -29], [10, -26], [10, -14], [-18, -10], [-5, -17], [-27, -13], [13, -24], [19, -36],
    [-13, -21], [-16, -16], [-15, -7], [-22, 3], [-21, 3], [-11, 1], [-6, -6], [-10, -21],
    [-31, -16], [-29, -7], [-29, 2], [-31, 12], [-32, 10], [-26, 6], [-24, -2], [-31, -18],
    [-45, -9], [-46, -1], [-47, 11], [-45, 19], [-46, 20], [-45, 10], [-45, 1], [-46, -10],
    [-60, -6], [-61, 5], [-60, 16], [-61, 23], [-61, 19], [-60, 19], [-59, 8], [-60, -4],
    [-75, -14], [-75, -1], [-74, 11], [-75, 17], [-75, 17], [-74, 13], [-73, 4], [-75, -13],
    [-90, -25], [-90, -14], [-90, -3], [-89, 7], [-89, 8], [-89, -1], [-89, -11], [-90, -26],
    [-105, -36], [-105, -23], [-105, -14], [-105, -5], [-105, -6], [-105, -15], [-105, -24], [-106, -39],
    // doubled_pawn
    [-6, -7],
    // isolated_pawn
    [-4, -11],
    // backward_pawn
    [-9, -17],
    // phalanx_pawn
    [0, 0], [1, 3], [5, 3], [9, 13], [22, 27], [41, 47], [60, 81], [0, 0],
    // supported_pawn
    [0, 0], [6, 4], [9, 9], [10, 14], [17, 13], [27, 32], [49, 51], [0, 0],
    // passed_pawn
    [0, 0], [-3, 8], [-4, 23], [3, 45], [20, 62], [40, 81], [77, 101], [0, 0],
    // passed_free_path
    [0, 0], [-1, -2], [-7, 3], [-1, 13], [0, 26], [15, 37], [26, 52], [0, 0],
    // passed_supported
    [-4, 7],
    // passed_own_king
    [1, 33], [-2, 29], [-4, 12], [-5, -3], [-10, -16], [-4, -16], [-1, -13], [8, -13],
    // passed_enemy_king
    [1, -46], [-2, -43], [-4, -17], [0, 0], [-12, 20], [2, 30], [-3, 34], [1, 33],
    // knight_mobility
    [-22, -25], [-8, -18], [-3, -13], [0, -6], [7, 5], [14, 12], [15, 12], [16, 10],
    [19, 3],
    // bishop_mobility
    [-25, -30], [-11, -21], [-4, -16], [1, -12], [7, -3], [14, 0], [14, 4], [14, 14],
    [15, 10], [19, 14], [17, 7], [20, 15], [22, 9], [23, 9],
    // rook_mobility
    [-25, -36], [-6, -28], [0, -13], [4, -10], [0, 4], [5, 10], [6, 7], [10, 12],
    [12, 17], [13, 20], [15, 21], [12, 28], [17, 32], [14, 25], [14, 25],
    // queen_mobility
    [-2, -20], [-6, -11], [-7, -8], [-4, -6], [-3, -3], [-3, -3], [-2, 1], [4, 3],
    [6, 5], [5, 8], [9, 6], [5, 10], [9, 14], [8, 17], [10, 16], [9, 19],
    [13, 22], [10, 20], [10, 22], [10, 22], [9, 20], [7, 17], [9, 21], [8, 18],
    [8, 21], [8, 20], [10, 24], [10, 24],
    // king_shield
    [9, -4], [3, -3], [-8, 9],
    // king_storm
    [-5, 16], [-18, 0], [-1, -6],
    // king_open_file
    [-19, -11],
    // king_half_open_file
    [-7, 8],
    // king_zone_attack
    [12, -4], [11, 1], [10, -1], [14, 1],
    // safe_check
    [20, -1], [13, 8], [20, 5], [23, -13],
    // rook_open_file
    [39, 6],
    // rook_half_open_file
    [11, 14],
    // rook_seventh
    [23, 19],
    // doubled_rooks
    [9, 2],
    // knight_outpost
    [19, 13],
    // bishop_outpost
    [21, 7],
    // bad_bishop
    [-1, -8],
    // threat_by_pawn
    [38, 25],
    // threat_by_minor
    [31, 16],
    // threat_by_rook
    [28, 21],
    // hanging
    [11, 27],
    // tempo
    [8, 4],
    // king_danger
    [5, -8], [-1, 1], [-6, 5], [-2, 3], [4, 4], [4, -1], [9, 5], [9, 5],
    [17, 2], [22, 4], [23, 3], [32, 6], [39, 6], [43, 6], [51, 6], [58, 2],
];
