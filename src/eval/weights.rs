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
/// The inner weights of king safety: each side's danger to the enemy king is the sum of these
/// weights times its features (see `king.rs`), and that danger is worth `danger^2 / 720` in the
/// middle game and `danger / 20` in the end game when positive. By slot: 0 a constant, 1-4 king
/// zone squares attacked by knights, bishops, rooks and queens, 5 pieces attacking the zone, 6 zone
/// squares attacked that only the king or queen defends, 7 zone squares our pawns attack, 8-11 safe
/// checking squares by knight, bishop, rook and queen, 12 unsafe checking squares, 13 no queen of
/// ours, 14 the enemy king's files with no own pawn one or two ranks ahead, 15 enemy knights
/// defending the zone. (16 entries)
pub const KING_SAFETY: usize = 544;
/// The number of king-safety features.
pub const KING_SAFETY_FEATURES: usize = 16;
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
/// The enemy king stands on a wing without pawns. (1 entry)
pub const PAWNLESS_FLANK: usize = 591;
/// Distance from the king to its nearest own pawn, 1 to 7 (none when it has no pawns). (7 entries)
pub const KING_PAWN_DISTANCE: usize = 592;
/// A knight (slot 0) or bishop (slot 1) off an outpost that attacks an empty outpost square. (2 entries)
pub const REACHABLE_OUTPOST: usize = 599;
/// A rook on a file with a queen of either side on it. (1 entry)
pub const ROOK_ON_QUEEN_FILE: usize = 601;
/// An own knight, bishop, rook or queen pinned to the own king. (1 entry)
pub const PINNED_PIECE: usize = 602;
/// A passed pawn, by its file's distance from the board's edge (a/h 0 to d/e 3). (4 entries)
pub const PASSED_FILE: usize = 603;
/// A pawn attacked by two enemy pawns and defended by none. (1 entry)
pub const WEAK_LEVER: usize = 607;
/// A checking square, per kind (knight, bishop, rook, queen), that the enemy holds. (4 entries)
pub const UNSAFE_CHECK: usize = 608;
/// An enemy pawn on the bishop's diagonals, seen through everything. (1 entry)
pub const BISHOP_XRAY_PAWNS: usize = 612;
/// Material imbalance with own pieces: own knights, bishops, rooks and queens each times the count
/// of an own kind no more valuable (knight: pawns, knights; bishop: pawns, knights, bishops; rook:
/// pawns to rooks; queen: pawns to queens). (14 entries)
pub const IMBALANCE_OURS: usize = 613;
/// Material imbalance with enemy pieces: own knights, bishops, rooks and queens each times the count
/// of an enemy kind less valuable (knight: pawns; bishop: pawns, knights; rook: pawns to bishops;
/// queen: pawns to rooks). (10 entries)
pub const IMBALANCE_THEIRS: usize = 627;
/// Distance of the own king to the square in front of a passed pawn, once per square, by the
/// pawn's relative rank. (8 entries)
pub const PASSED_OWN_KING_BY_RANK: usize = 637;
/// Distance of the enemy king to the square in front of a passed pawn, once per square, by the
/// pawn's relative rank. (8 entries)
pub const PASSED_ENEMY_KING_BY_RANK: usize = 645;
/// The number of weights.
pub const COUNT: usize = PASSED_ENEMY_KING_BY_RANK + 8;

/// Names and sizes of the terms in table order, for reports and the tuner.
pub const TERMS: [(&str, usize, usize); 65] = [
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
    ("king_safety", KING_SAFETY, KING_SAFETY_FEATURES),
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
    ("pawnless_flank", PAWNLESS_FLANK, 1),
    ("king_pawn_distance", KING_PAWN_DISTANCE, 7),
    ("reachable_outpost", REACHABLE_OUTPOST, 2),
    ("rook_on_queen_file", ROOK_ON_QUEEN_FILE, 1),
    ("pinned_piece", PINNED_PIECE, 1),
    ("passed_file", PASSED_FILE, 4),
    ("weak_lever", WEAK_LEVER, 1),
    ("unsafe_check", UNSAFE_CHECK, 4),
    ("bishop_xray_pawns", BISHOP_XRAY_PAWNS, 1),
    ("imbalance_ours", IMBALANCE_OURS, 14),
    ("imbalance_theirs", IMBALANCE_THEIRS, 10),
    ("passed_own_king_by_rank", PASSED_OWN_KING_BY_RANK, 8),
    ("passed_enemy_king_by_rank", PASSED_ENEMY_KING_BY_RANK, 8),
];

/// The weights, `[mg, eg]`, indexed by the constants above.
#[rustfmt::skip]
pub const WEIGHTS: [[i32; 2]; COUNT] = [
    // material
    [64, 105], [356, 283], [372, 296], [489, 478], [1041, 908],
    // bishop_pair
    [29, 51],
    // piece_square
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [-3, 13], [-1, 16], [3, 23], [-11, 21], [-3, 27], [17, 20], [34, 2], [3, 4],
    [-6, 14], [-10, 12], [0, 17], [-4, 23], [5, 14], [-3, 19], [15, 2], [-3, 7],
    [2, 17], [-4, 15], [14, 4], [14, 4], [17, 3], [12, 9], [9, 9], [1, 12],
    [17, 20], [11, 21], [9, 14], [6, 5], [16, 5], [14, 7], [6, 10], [6, 2],
    [15, 15], [14, 21], [26, 29], [17, 25], [28, 18], [32, 28], [27, 21], [16, 12],
    [20, 11], [26, 49], [41, 51], [46, 51], [39, 41], [30, 50], [17, 52], [10, 15],
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [-28, -28], [-28, -20], [-15, -15], [-11, -11], [-10, -17], [-15, -22], [-39, -15], [-28, -25],
    [-17, -19], [-16, -8], [-6, -15], [-6, -8], [-5, -12], [-15, -9], [-12, -6], [-19, -14],
    [-16, -10], [-2, -3], [-1, -5], [-1, 4], [13, 0], [2, -16], [3, -18], [-16, -7],
    [1, 3], [5, 2], [19, 10], [12, 8], [6, 13], [18, 4], [12, -1], [1, 5],
    [8, 5], [8, -3], [10, 11], [18, 17], [8, 18], [17, 11], [-1, 5], [5, 1],
    [-11, -3], [6, 2], [12, 13], [25, 16], [24, 11], [18, 9], [2, 5], [-10, -7],
    [-18, -9], [-11, 8], [5, 7], [11, 10], [7, 11], [6, 5], [-12, -1], [-20, -15],
    [-42, -25], [-19, -9], [-12, -4], [-2, 7], [-1, 9], [-12, -5], [-20, -14], [-32, -25],
    [-16, -16], [-13, -8], [-16, -4], [-7, -8], [-3, -10], [-36, -3], [-10, -11], [-18, -15],
    [1, -9], [0, -15], [5, -8], [-10, 2], [-2, -3], [2, -5], [8, -26], [-6, -14],
    [0, -12], [8, 1], [-1, -1], [-3, 3], [5, 6], [-4, -5], [2, -9], [1, -11],
    [-9, -3], [7, 3], [1, 10], [18, 5], [19, 4], [7, 2], [1, -2], [1, -6],
    [-4, 4], [-3, 8], [9, 2], [15, 5], [8, 6], [11, 1], [2, 8], [-8, -6],
    [-9, 0], [0, 6], [0, 1], [16, 5], [11, 7], [10, 6], [2, 6], [6, -2],
    [-11, 3], [-8, 3], [-3, 8], [0, 7], [4, 8], [-3, 6], [-6, 6], [-23, -8],
    [-13, 1], [-8, 4], [-5, 7], [-3, 4], [-2, 8], [-6, 0], [-10, 0], [-15, -2],
    [-2, -22], [2, -24], [-2, -20], [3, -21], [9, -28], [4, -22], [-18, -13], [-10, -24],
    [-17, -14], [-17, -12], [-10, -12], [-6, -18], [-12, -16], [-7, -19], [-10, -15], [-40, -12],
    [-23, 1], [-22, 11], [-14, 2], [-7, -2], [-7, -8], [-9, -4], [-14, -5], [-19, -3],
    [-17, 9], [-8, 16], [-7, 8], [-7, 8], [-4, 9], [-1, 5], [-3, 9], [-19, 6],
    [-2, 8], [0, 10], [7, 1], [10, 4], [5, 6], [11, 6], [0, 7], [-5, 7],
    [6, 10], [10, 10], [11, 1], [19, 1], [18, 5], [11, 7], [10, 2], [1, 3],
    [-10, -1], [-7, 5], [0, -5], [4, -2], [5, -3], [1, -4], [-3, -1], [-1, -6],
    [6, 10], [4, 20], [4, 6], [6, 9], [5, 14], [3, 16], [4, 17], [3, 13],
    [-11, -20], [-11, -17], [-10, -16], [1, -27], [-9, -14], [-17, -20], [-13, -17], [-9, -13],
    [-14, -16], [-9, -9], [3, -27], [-1, -6], [3, -14], [0, -16], [-8, -16], [-8, -10],
    [-9, -6], [-10, -1], [-3, 4], [-4, 5], [1, 7], [4, 3], [6, -4], [-5, -2],
    [-19, 0], [0, 8], [-1, 15], [0, 17], [5, 18], [5, 11], [12, 7], [1, 2],
    [0, -1], [-6, 8], [7, 16], [3, 20], [9, 22], [8, 10], [7, 7], [2, 3],
    [-7, -2], [4, 3], [1, 12], [8, 12], [6, 12], [7, 10], [7, 4], [-3, -2],
    [-9, -3], [-9, 4], [7, 11], [8, 10], [5, 10], [2, 8], [3, -3], [11, -5],
    [-4, -8], [-1, -4], [6, 1], [3, 3], [5, 6], [1, 2], [-2, -6], [4, -7],
    [4, -33], [11, -26], [-5, -14], [-31, -21], [-9, -29], [-27, -17], [17, -31], [6, -48],
    [-10, -24], [-16, -15], [-22, -4], [-35, -7], [-37, -5], [-25, -4], [1, -13], [9, -24],
    [-31, -18], [-23, -13], [-26, -2], [-32, 0], [-30, 5], [-25, 0], [-15, -10], [-32, -25],
    [-45, -25], [-45, -7], [-44, 6], [-44, 11], [-46, 11], [-43, 5], [-42, -10], [-49, -28],
    [-59, -11], [-60, 7], [-60, 21], [-62, 22], [-63, 19], [-63, 11], [-58, -1], [-64, -21],
    [-75, -5], [-72, 16], [-72, 33], [-76, 24], [-74, 25], [-73, 26], [-71, 17], [-75, -3],
    [-91, -34], [-84, 17], [-85, 27], [-88, 24], [-87, 22], [-86, 29], [-81, 29], [-90, -30],
    [-108, -62], [-104, -16], [-103, -5], [-105, 0], [-105, -2], [-105, -4], [-103, -12], [-111, -74],
    // doubled_pawn
    [-7, -15],
    // isolated_pawn
    [-6, -6],
    // backward_pawn
    [-1, -9],
    // phalanx_pawn
    [0, 0], [4, 2], [8, 1], [9, 11], [27, 34], [47, 70], [60, 86], [0, 0],
    // supported_pawn
    [0, 0], [6, 4], [19, 4], [10, 4], [16, 9], [41, 34], [52, 55], [0, 0],
    // passed_pawn
    [0, 0], [-8, 17], [-9, 42], [-11, 60], [17, 68], [50, 61], [97, 61], [0, 0],
    // passed_free_path
    [0, 0], [-6, 4], [-11, 2], [-12, 16], [-3, 22], [9, 40], [41, 55], [0, 0],
    // passed_supported
    [13, 1],
    // passed_own_king
    [-2, 35], [-9, 38], [-2, 21], [-10, 3], [-8, -12], [-1, -20], [15, -28], [7, -30],
    // passed_enemy_king
    [-5, -32], [16, -46], [8, -27], [0, -5], [-8, 15], [-5, 25], [-12, 36], [-6, 32],
    // knight_mobility
    [-22, -27], [-16, -29], [-6, -13], [1, -5], [6, 5], [11, 10], [15, 10], [18, 9],
    [22, 4],
    // bishop_mobility
    [-27, -26], [-13, -24], [-1, -13], [4, -7], [7, 0], [9, 3], [12, 5], [13, 7],
    [15, 7], [18, 6], [19, 3], [20, 1], [23, 5], [22, 4],
    // rook_mobility
    [-21, -40], [-7, -21], [-3, -19], [-1, -6], [0, -3], [3, 0], [5, 2], [5, 5],
    [8, 15], [10, 14], [8, 20], [9, 30], [14, 30], [19, 22], [27, 18],
    // queen_mobility
    [-5, -20], [-6, -11], [-7, -10], [-8, -10], [-4, -12], [-1, -11], [0, -6], [2, 1],
    [5, 2], [8, 7], [9, 8], [11, 13], [8, 19], [7, 22], [9, 25], [11, 27],
    [12, 27], [12, 25], [13, 25], [13, 19], [9, 18], [11, 17], [10, 18], [7, 11],
    [7, 17], [7, 16], [10, 23], [10, 23],
    // king_shield
    [10, 2], [3, 7], [-4, 15],
    // king_storm
    [3, 12], [-21, -1], [-14, 4],
    // king_open_file
    [-22, -2],
    // king_half_open_file
    [-19, 9],
    // king_zone_attack
    [14, -2], [1, 4], [0, 2], [1, -5],
    // safe_check
    [41, -3], [19, 9], [57, -9], [32, -12],
    // rook_open_file
    [42, -11],
    // rook_half_open_file
    [21, 3],
    // rook_seventh
    [21, 4],
    // doubled_rooks
    [11, 0],
    // knight_outpost
    [30, 9],
    // bishop_outpost
    [28, 6],
    // bad_bishop
    [-5, -6],
    // threat_by_pawn
    [55, 21],
    // threat_by_minor
    [4, 20], [21, 25], [33, 14], [46, 6], [39, 9],
    // threat_by_rook
    [1, 16], [21, 18], [23, 20], [-2, 18], [25, 16],
    // hanging
    [15, 10],
    // tempo
    [31, 13],
    // king_safety
    [-173, -144], [28, -7], [28, -40], [22, -44], [12, -131], [54, 146], [36, 1], [24, 94],
    [83, 12], [62, 11], [85, -20], [51, 25], [20, 71], [-219, -214], [17, 1], [-36, -26],
    // threat_by_king
    [-4, 25],
    // threat_by_pawn_push
    [16, 14],
    // space
    [10, 16],
    // passed_safe_path
    [0, 0], [-8, 3], [-13, 1], [-28, 19], [-24, 34], [-8, 51], [-2, 51], [0, 0],
    // passed_safe_stop
    [0, 0], [6, -2], [6, 0], [6, 6], [7, 9], [6, 28], [0, 25], [0, 0],
    // rook_behind_passer
    [12, 29],
    // weak_unopposed
    [-7, -17],
    // minor_behind_pawn
    [8, 9],
    // king_protector
    [-5, -7], [-3, -4],
    // bishop_long_diagonal
    [18, 2],
    // trapped_rook
    [-18, -7],
    // rook_on_king_ring
    [12, -15],
    // bishop_on_king_ring
    [11, -1],
    // knight_on_queen
    [10, -8],
    // slider_on_queen
    [16, 6],
    // restricted
    [5, -2],
    // pawnless_flank
    [-2, 54],
    // king_pawn_distance
    [2, -66], [-4, -64], [-21, -67], [-15, -72], [-12, -71], [-10, -54], [-6, -22],
    // reachable_outpost
    [20, 9], [14, 4],
    // rook_on_queen_file
    [8, 1],
    // pinned_piece
    [9, 8],
    // passed_file
    [12, 1], [-6, 13], [-4, 1], [0, -1],
    // weak_lever
    [0, 0],
    // unsafe_check
    [4, 1], [8, 7], [18, -3], [9, 0],
    // bishop_xray_pawns
    [-4, -3],
    // imbalance_ours
    [8, 15], [3, -13], [10, 9], [6, -17], [8, -19], [5, 21], [-3, 3], [2, -5],
    [17, -21], [10, 32], [-4, 5], [-10, -4], [-5, -5], [-9, -30],
    // imbalance_theirs
    [5, 18], [2, 24], [2, 1], [-6, 33], [-2, 13], [-4, -4], [27, 37], [9, 8],
    [7, 5], [-3, -14],
    // passed_own_king_by_rank
    [0, 0], [-1, 14], [1, 4], [-2, 2], [-1, -2], [0, -5], [6, -8], [0, 0],
    // passed_enemy_king_by_rank
    [0, 0], [-2, -12], [-2, -10], [4, -6], [0, 4], [1, 19], [4, 25], [0, 0],
];
