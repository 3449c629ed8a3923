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
    [68, 90], [359, 300], [375, 321], [489, 506], [1046, 926],
    // bishop_pair
    [24, 44],
    // piece_square
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [1, 20], [-1, 16], [0, 21], [-5, 18], [-3, 26], [17, 19], [26, 5], [9, 7],
    [-2, 12], [-4, 11], [-1, 14], [-3, 21], [7, 14], [3, 13], [15, 2], [1, 5],
    [3, 16], [2, 15], [13, 5], [14, 7], [13, 8], [10, 9], [5, 7], [-3, 7],
    [14, 20], [10, 13], [12, 10], [11, 4], [13, 10], [17, 1], [4, 6], [5, 11],
    [14, 22], [14, 26], [23, 23], [16, 23], [24, 20], [32, 21], [24, 15], [15, 7],
    [19, 15], [26, 51], [42, 52], [45, 50], [39, 45], [29, 51], [18, 56], [9, 14],
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [-28, -28], [-16, -17], [-13, -16], [-8, -11], [-7, -14], [-13, -20], [-22, -15], [-28, -25],
    [-16, -18], [-14, -8], [-6, -11], [-1, -8], [-4, -9], [-13, -9], [-11, -7], [-19, -14],
    [-11, -9], [-1, -5], [-4, -3], [-2, 6], [7, 3], [1, -11], [1, -12], [-17, -9],
    [1, 0], [6, 3], [13, 8], [5, 10], [7, 12], [12, 6], [10, -1], [0, 2],
    [8, 3], [7, 2], [10, 10], [14, 16], [8, 16], [13, 12], [3, 4], [3, 2],
    [-10, -2], [3, 1], [10, 9], [22, 12], [22, 13], [15, 10], [2, 4], [-10, -6],
    [-18, -8], [-11, 6], [3, 5], [11, 10], [7, 12], [5, 5], [-12, 1], [-20, -14],
    [-41, -26], [-20, -10], [-12, -5], [-2, 6], [-1, 8], [-12, -5], [-20, -14], [-31, -24],
    [-15, -13], [-14, -9], [-9, -4], [-5, -7], [-1, -6], [-22, -2], [-9, -10], [-15, -11],
    [-6, -12], [0, -13], [0, -7], [-5, 3], [-2, -4], [1, -4], [5, -19], [-3, -8],
    [0, -9], [5, 1], [1, -3], [-3, 2], [0, 7], [-1, -7], [7, -1], [1, -7],
    [-4, -1], [6, 4], [1, 7], [14, 5], [13, 0], [3, 5], [3, -1], [4, -4],
    [-3, 3], [-4, 7], [8, 1], [12, 5], [7, 8], [7, -1], [3, 7], [-6, -5],
    [-7, 2], [1, 4], [1, 3], [12, 5], [10, 5], [8, 7], [-1, 1], [4, -1],
    [-9, 2], [-7, 5], [-4, 8], [1, 7], [4, 7], [-3, 4], [-6, 4], [-20, -6],
    [-12, 0], [-8, 3], [-5, 6], [-3, 2], [-3, 5], [-6, -1], [-10, -1], [-16, -1],
    [-1, -22], [0, -21], [-1, -16], [2, -21], [5, -24], [-2, -17], [-19, -11], [-4, -29],
    [-12, -11], [-12, -7], [-8, -9], [-5, -12], [-11, -13], [-8, -12], [-8, -13], [-38, -9],
    [-20, 3], [-19, 6], [-12, 1], [-4, -2], [-7, -5], [-9, -3], [-13, -5], [-20, -4],
    [-16, 11], [-6, 13], [-7, 9], [-5, 5], [-5, 4], [-1, 7], [-4, 8], [-18, 4],
    [-3, 9], [0, 11], [7, 5], [5, 5], [4, 5], [8, 5], [-1, 8], [-7, 6],
    [4, 9], [10, 8], [10, 4], [19, 0], [16, 3], [10, 5], [10, 4], [0, 1],
    [-10, 2], [-5, 3], [1, -5], [4, -2], [3, -4], [0, -3], [-4, 0], [-2, -6],
    [5, 9], [5, 15], [6, 9], [6, 12], [5, 13], [2, 14], [2, 15], [2, 11],
    [-9, -19], [-11, -14], [-7, -15], [-4, -18], [-9, -11], [-13, -17], [-11, -16], [-8, -12],
    [-10, -15], [-8, -8], [2, -23], [-2, -4], [-1, -11], [0, -11], [-7, -14], [-4, -9],
    [-6, -6], [-1, -4], [-4, 4], [-6, 5], [0, 6], [0, 1], [5, -3], [-5, -2],
    [-8, 2], [1, 7], [-1, 11], [-2, 16], [0, 13], [1, 11], [8, 6], [1, 1],
    [0, -1], [-3, 8], [4, 14], [3, 20], [6, 19], [6, 10], [4, 7], [2, 3],
    [-7, -2], [7, 4], [1, 9], [7, 12], [5, 10], [6, 10], [7, 4], [-1, -2],
    [-7, -3], [-7, 3], [6, 9], [7, 9], [4, 9], [3, 7], [2, -3], [10, -5],
    [-3, -8], [0, -3], [5, -1], [3, 4], [5, 6], [0, 1], [-4, -7], [4, -5],
    [10, -36], [9, -27], [-8, -17], [-31, -19], [-8, -31], [-22, -17], [12, -29], [11, -44],
    [-10, -22], [-15, -13], [-23, -9], [-31, -12], [-32, -8], [-17, -11], [-2, -18], [3, -28],
    [-31, -20], [-25, -13], [-26, -5], [-32, -2], [-33, 0], [-27, -6], [-19, -12], [-30, -20],
    [-45, -21], [-46, -8], [-46, 5], [-45, 8], [-46, 9], [-45, 4], [-42, -9], [-48, -23],
    [-60, -11], [-60, 8], [-60, 19], [-62, 20], [-62, 17], [-62, 14], [-58, 4], [-62, -14],
    [-75, -3], [-72, 18], [-73, 30], [-75, 29], [-74, 26], [-72, 27], [-72, 22], [-75, 0],
    [-90, -28], [-84, 17], [-86, 26], [-88, 26], [-87, 21], [-87, 26], [-82, 24], [-90, -24],
    [-107, -58], [-104, -17], [-103, -5], [-105, -1], [-105, 0], [-105, -3], [-103, -13], [-110, -70],
    // doubled_pawn
    [-7, -13],
    // isolated_pawn
    [-8, -5],
    // backward_pawn
    [-1, -6],
    // phalanx_pawn
    [0, 0], [3, 0], [6, 2], [6, 9], [16, 30], [45, 60], [60, 86], [0, 0],
    // supported_pawn
    [0, 0], [6, 4], [13, 7], [10, 8], [15, 11], [37, 29], [52, 54], [0, 0],
    // passed_pawn
    [0, 0], [-7, 10], [-8, 31], [-8, 51], [13, 65], [46, 66], [96, 74], [0, 0],
    // passed_free_path
    [0, 0], [-5, 3], [-11, 3], [-10, 8], [-4, 15], [9, 36], [41, 67], [0, 0],
    // passed_supported
    [11, -2],
    // passed_own_king
    [-3, 31], [-16, 35], [1, 15], [-6, 1], [-7, -13], [-2, -21], [10, -24], [9, -30],
    // passed_enemy_king
    [-4, -36], [13, -48], [5, -29], [3, -9], [-8, 13], [-5, 25], [-12, 36], [-6, 34],
    // knight_mobility
    [-15, -23], [-6, -26], [0, -11], [2, -1], [4, 7], [6, 11], [9, 11], [12, 10],
    [19, 5],
    // bishop_mobility
    [-13, -22], [-5, -21], [0, -11], [4, -4], [6, 1], [7, 3], [9, 5], [10, 7],
    [12, 6], [13, 6], [16, 5], [18, 7], [23, 6], [22, 7],
    // rook_mobility
    [-9, -36], [-1, -20], [1, -14], [1, -5], [1, 0], [2, 5], [3, 6], [4, 10],
    [5, 15], [6, 18], [7, 21], [6, 26], [9, 26], [17, 23], [23, 18],
    // queen_mobility
    [-3, -20], [-3, -11], [-3, -9], [-3, -8], [-1, -11], [0, -11], [1, -4], [2, 1],
    [4, 2], [5, 7], [7, 9], [8, 13], [6, 19], [7, 21], [8, 24], [11, 26],
    [12, 26], [11, 25], [12, 25], [13, 20], [11, 21], [11, 20], [9, 19], [7, 14],
    [7, 18], [7, 16], [10, 23], [10, 23],
    // king_shield
    [7, 6], [2, 7], [-1, 12],
    // king_storm
    [3, 14], [-14, -2], [-3, -1],
    // king_open_file
    [-18, -2],
    // king_half_open_file
    [-10, 6],
    // king_zone_attack
    [7, 0], [2, 3], [3, 3], [3, -3],
    // safe_check
    [34, 0], [13, 10], [45, -4], [21, -3],
    // rook_open_file
    [26, -6],
    // rook_half_open_file
    [12, 1],
    // rook_seventh
    [19, 5],
    // doubled_rooks
    [5, 0],
    // knight_outpost
    [17, 5],
    // bishop_outpost
    [20, 4],
    // bad_bishop
    [-2, -9],
    // threat_by_pawn
    [35, 17],
    // threat_by_minor
    [4, 15], [12, 18], [22, 11], [38, 0], [25, 8],
    // threat_by_rook
    [4, 14], [15, 16], [15, 14], [-1, 16], [20, 15],
    // hanging
    [9, 10],
    // tempo
    [8, 6],
    // king_danger
    [11, 3], [5, -5], [3, -9], [2, -8], [-1, -1], [-3, 8], [-3, 10], [-3, 11],
    [6, 6], [11, 7], [19, 4], [34, 5], [42, 4], [50, 2], [60, 5], [82, 3],
    // threat_by_king
    [-5, 16],
    // threat_by_pawn_push
    [9, 9],
    // space
    [3, 6],
    // passed_safe_path
    [0, 0], [-7, 2], [-12, 1], [-25, 13], [-20, 29], [-6, 49], [-1, 49], [0, 0],
    // passed_safe_stop
    [0, 0], [7, -3], [5, -2], [7, 1], [5, 10], [4, 22], [0, 25], [0, 0],
    // rook_behind_passer
    [5, 20],
    // weak_unopposed
    [-5, -15],
    // minor_behind_pawn
    [4, 7],
    // king_protector
    [-2, -4], [-2, -1],
    // bishop_long_diagonal
    [9, 5],
    // trapped_rook
    [-12, -4],
    // rook_on_king_ring
    [6, -8],
    // bishop_on_king_ring
    [6, 1],
    // knight_on_queen
    [5, -2],
    // slider_on_queen
    [7, 3],
    // restricted
    [2, 0],
    // pawnless_flank
    [-1, 40],
    // king_pawn_distance
    [1, -42], [-1, -41], [-14, -42], [-10, -49], [-8, -50], [-7, -37], [-4, -16],
    // reachable_outpost
    [11, 6], [10, 1],
    // rook_on_queen_file
    [3, 3],
    // pinned_piece
    [5, 10],
    // passed_file
    [5, -1], [-1, 6], [-4, 1], [-1, -4],
    // weak_lever
    [0, 0],
    // unsafe_check
    [2, 0], [4, 4], [10, 1], [5, 4],
    // bishop_xray_pawns
    [-1, -3],
    // imbalance_ours
    [0, 7], [1, -6], [3, 2], [2, -7], [2, -7], [-1, 6], [-1, 5], [-3, -1],
    [7, -9], [2, 9], [-3, 1], [-4, -2], [-2, -2], [-4, -12],
    // imbalance_theirs
    [2, 3], [-1, 7], [-1, 2], [-5, 10], [1, 7], [-2, -2], [6, 8], [5, 2],
    [1, 1], [-3, -7],
    // passed_own_king_by_rank
    [0, 0], [-3, 7], [0, 4], [1, 2], [-1, -1], [-1, -4], [2, -7], [0, 0],
    // passed_enemy_king_by_rank
    [0, 0], [1, -7], [0, -7], [1, -4], [1, 1], [-1, 9], [0, 12], [0, 0],
];
