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
    [65, 99], [357, 282], [373, 299], [489, 482], [1042, 911],
    // bishop_pair
    [28, 49],
    // piece_square
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [-2, 15], [-3, 17], [1, 24], [-9, 20], [-3, 27], [16, 22], [33, -1], [4, 6],
    [-6, 13], [-12, 14], [0, 16], [-3, 20], [6, 18], [-3, 16], [14, 3], [-2, 4],
    [2, 18], [-1, 15], [16, 4], [15, 3], [15, 4], [10, 8], [8, 10], [1, 7],
    [19, 21], [11, 21], [8, 10], [6, 6], [21, 7], [15, 7], [6, 9], [6, 3],
    [15, 14], [14, 23], [25, 29], [17, 23], [28, 17], [32, 29], [27, 20], [15, 10],
    [19, 9], [27, 52], [41, 51], [46, 51], [39, 40], [30, 51], [17, 52], [10, 15],
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [-28, -28], [-25, -20], [-15, -16], [-11, -10], [-10, -17], [-14, -21], [-37, -15], [-28, -25],
    [-16, -19], [-15, -8], [-5, -14], [-5, -8], [-6, -12], [-15, -9], [-12, -6], [-18, -14],
    [-15, -10], [-1, -4], [-4, -5], [-2, 3], [13, 0], [1, -14], [1, -18], [-15, -7],
    [0, 2], [5, 2], [18, 10], [10, 8], [7, 11], [16, 3], [13, -1], [-1, 4],
    [8, 5], [7, -3], [10, 10], [17, 18], [8, 17], [16, 11], [-1, 4], [5, 2],
    [-10, -2], [6, 2], [12, 12], [26, 16], [23, 11], [18, 9], [2, 5], [-10, -7],
    [-18, -9], [-11, 8], [5, 7], [11, 10], [7, 11], [6, 5], [-12, -1], [-20, -15],
    [-42, -25], [-19, -9], [-12, -4], [-2, 7], [-1, 9], [-12, -5], [-20, -14], [-32, -25],
    [-16, -16], [-12, -7], [-15, -4], [-7, -7], [-3, -9], [-33, -2], [-10, -11], [-17, -15],
    [0, -9], [-1, -16], [4, -8], [-10, 1], [-3, -2], [2, -6], [9, -25], [-5, -13],
    [1, -11], [6, 1], [-1, -1], [-2, 2], [4, 6], [-3, -4], [2, -8], [1, -10],
    [-8, -2], [8, 3], [1, 10], [17, 4], [17, 3], [6, 1], [1, -2], [2, -5],
    [-4, 4], [-3, 7], [9, 2], [15, 4], [7, 5], [10, 0], [2, 9], [-7, -5],
    [-9, 0], [0, 5], [0, 1], [15, 4], [11, 7], [10, 7], [1, 5], [6, -1],
    [-10, 4], [-8, 2], [-3, 8], [0, 7], [5, 9], [-3, 6], [-6, 6], [-22, -8],
    [-13, 0], [-8, 4], [-5, 7], [-3, 4], [-2, 8], [-6, 1], [-10, 0], [-15, -2],
    [0, -23], [2, -25], [-1, -19], [3, -21], [8, -28], [3, -23], [-17, -11], [-10, -25],
    [-17, -14], [-17, -12], [-11, -12], [-6, -19], [-13, -17], [-7, -18], [-9, -14], [-39, -11],
    [-23, 0], [-22, 9], [-14, 1], [-7, -2], [-8, -8], [-10, -4], [-14, -4], [-20, -3],
    [-16, 9], [-7, 16], [-7, 9], [-7, 7], [-4, 9], [-1, 6], [-3, 10], [-19, 6],
    [-2, 8], [0, 10], [7, 1], [10, 5], [4, 5], [10, 5], [0, 7], [-6, 7],
    [6, 10], [11, 11], [11, 2], [20, 3], [18, 6], [11, 7], [10, 3], [1, 3],
    [-10, -1], [-5, 5], [0, -5], [4, -2], [4, -3], [1, -4], [-3, -1], [-1, -6],
    [5, 10], [4, 18], [4, 6], [6, 9], [5, 13], [3, 16], [4, 19], [3, 13],
    [-11, -20], [-9, -16], [-9, -16], [1, -25], [-9, -13], [-16, -19], [-13, -17], [-9, -13],
    [-13, -16], [-9, -9], [4, -26], [-1, -6], [1, -14], [-1, -15], [-7, -15], [-7, -10],
    [-9, -6], [-9, -1], [-4, 4], [-6, 4], [1, 7], [2, 2], [7, -4], [-4, -2],
    [-19, 0], [1, 8], [-1, 14], [-1, 16], [5, 17], [4, 10], [12, 7], [1, 2],
    [1, -1], [-7, 7], [7, 16], [3, 20], [9, 21], [8, 10], [6, 7], [3, 3],
    [-7, -2], [5, 3], [1, 11], [7, 12], [6, 12], [7, 10], [7, 4], [-3, -2],
    [-9, -3], [-9, 3], [7, 11], [8, 10], [5, 10], [2, 8], [3, -3], [11, -5],
    [-3, -8], [-1, -4], [6, 1], [3, 3], [5, 6], [1, 2], [-3, -6], [4, -7],
    [5, -32], [10, -26], [-7, -14], [-31, -18], [-8, -29], [-26, -16], [16, -28], [7, -44],
    [-10, -24], [-16, -16], [-23, -6], [-33, -8], [-35, -4], [-20, -4], [-1, -12], [6, -24],
    [-31, -19], [-24, -14], [-27, -3], [-32, -2], [-30, 3], [-25, -1], [-15, -8], [-32, -24],
    [-45, -24], [-45, -8], [-45, 5], [-44, 12], [-46, 9], [-43, 3], [-42, -11], [-49, -27],
    [-59, -11], [-60, 7], [-60, 20], [-62, 22], [-63, 18], [-63, 8], [-58, -3], [-63, -20],
    [-75, -5], [-72, 14], [-72, 34], [-76, 26], [-74, 27], [-73, 25], [-71, 15], [-75, -1],
    [-91, -34], [-84, 16], [-85, 28], [-88, 25], [-87, 22], [-86, 28], [-81, 28], [-90, -28],
    [-108, -62], [-104, -16], [-103, -5], [-105, 0], [-105, -1], [-105, -5], [-103, -12], [-111, -73],
    // doubled_pawn
    [-9, -14],
    // isolated_pawn
    [-6, -4],
    // backward_pawn
    [0, -7],
    // phalanx_pawn
    [0, 0], [4, 1], [8, 2], [8, 10], [26, 34], [47, 69], [60, 86], [0, 0],
    // supported_pawn
    [0, 0], [6, 4], [17, 5], [10, 5], [16, 7], [40, 30], [52, 55], [0, 0],
    // passed_pawn
    [0, 0], [-8, 15], [-9, 41], [-11, 57], [16, 69], [49, 60], [97, 62], [0, 0],
    // passed_free_path
    [0, 0], [-6, 4], [-11, 1], [-12, 13], [-3, 20], [8, 37], [40, 53], [0, 0],
    // passed_supported
    [12, 1],
    // passed_own_king
    [-2, 35], [-10, 34], [-1, 22], [-11, 2], [-10, -14], [-1, -23], [15, -26], [9, -28],
    // passed_enemy_king
    [-5, -31], [15, -48], [7, -30], [2, -6], [-8, 16], [-6, 24], [-13, 35], [-5, 33],
    // knight_mobility
    [-22, -27], [-13, -28], [-4, -12], [1, -3], [6, 5], [9, 11], [14, 9], [17, 6],
    [21, 3],
    // bishop_mobility
    [-23, -25], [-12, -23], [-2, -12], [4, -7], [7, 0], [9, 3], [11, 4], [13, 7],
    [15, 6], [17, 6], [18, 4], [19, 2], [23, 5], [22, 4],
    // rook_mobility
    [-18, -39], [-7, -21], [-3, -19], [-1, -7], [-2, -1], [2, 0], [5, 2], [5, 6],
    [8, 14], [10, 16], [10, 22], [9, 29], [13, 29], [19, 22], [26, 17],
    // queen_mobility
    [-4, -20], [-6, -11], [-7, -10], [-7, -9], [-3, -12], [-1, -11], [1, -6], [3, 2],
    [6, 3], [7, 7], [9, 8], [10, 12], [7, 19], [7, 21], [8, 24], [10, 26],
    [13, 27], [12, 25], [13, 25], [12, 18], [9, 18], [11, 18], [10, 19], [7, 12],
    [7, 17], [7, 16], [10, 23], [10, 23],
    // king_shield
    [10, 3], [3, 8], [-4, 14],
    // king_storm
    [3, 11], [-22, -3], [-13, 4],
    // king_open_file
    [-17, 0],
    // king_half_open_file
    [-17, 12],
    // king_zone_attack
    [18, -2], [7, 5], [3, 5], [4, -4],
    // safe_check
    [40, -3], [19, 8], [56, -8], [30, -9],
    // rook_open_file
    [39, -11],
    // rook_half_open_file
    [18, 1],
    // rook_seventh
    [22, 4],
    // doubled_rooks
    [10, 2],
    // knight_outpost
    [28, 8],
    // bishop_outpost
    [25, 4],
    // bad_bishop
    [-4, -8],
    // threat_by_pawn
    [49, 20],
    // threat_by_minor
    [3, 19], [19, 23], [29, 13], [44, 4], [33, 8],
    // threat_by_rook
    [3, 17], [19, 17], [20, 18], [-2, 17], [23, 16],
    // hanging
    [13, 9],
    // tempo
    [23, 9],
    // king_danger
    [8, 5], [0, -4], [-1, -8], [0, -10], [0, -6], [-6, 8], [-3, 10], [-1, 13],
    [8, 5], [10, 6], [23, 5], [34, 4], [45, 5], [52, 3], [62, 6], [84, 3],
    // threat_by_king
    [-4, 23],
    // threat_by_pawn_push
    [14, 14],
    // space
    [10, 18],
    // passed_safe_path
    [0, 0], [-8, 3], [-13, -1], [-27, 19], [-23, 32], [-8, 48], [-3, 47], [0, 0],
    // passed_safe_stop
    [0, 0], [7, -1], [5, 0], [6, 6], [7, 9], [6, 27], [0, 25], [0, 0],
    // rook_behind_passer
    [10, 26],
    // weak_unopposed
    [-8, -17],
    // minor_behind_pawn
    [8, 7],
    // king_protector
    [-4, -6], [-3, -3],
    // bishop_long_diagonal
    [16, 1],
    // trapped_rook
    [-16, -5],
    // rook_on_king_ring
    [11, -13],
    // bishop_on_king_ring
    [11, 1],
    // knight_on_queen
    [9, -6],
    // slider_on_queen
    [13, 6],
    // restricted
    [5, -2],
    // pawnless_flank
    [-2, 48],
    // king_pawn_distance
    [1, -66], [-5, -66], [-19, -66], [-14, -69], [-11, -67], [-9, -49], [-5, -19],
    // reachable_outpost
    [18, 9], [13, 6],
    // rook_on_queen_file
    [6, 0],
    // pinned_piece
    [7, 8],
    // passed_file
    [10, -6], [-5, 12], [-5, 5], [1, -3],
    // weak_lever
    [0, 0],
    // unsafe_check
    [2, 0], [8, 7], [17, -3], [11, 2],
    // bishop_xray_pawns
    [-4, -4],
    // imbalance_ours
    [7, 16], [3, -15], [10, 5], [3, -15], [7, -20], [4, 13], [-3, 5], [1, -7],
    [16, -21], [7, 22], [-3, 5], [-8, -4], [-4, -5], [-8, -27],
    // imbalance_theirs
    [6, 10], [0, 21], [2, 2], [-4, 22], [-1, 12], [-4, -5], [23, 25], [8, 6],
    [5, 3], [-3, -13],
    // passed_own_king_by_rank
    [0, 0], [-2, 12], [1, 5], [0, 2], [-1, -1], [0, -4], [7, -11], [0, 0],
    // passed_enemy_king_by_rank
    [0, 0], [-2, -10], [-3, -11], [3, -7], [2, 0], [1, 13], [3, 20], [0, 0],
];
