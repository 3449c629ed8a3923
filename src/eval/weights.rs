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
    [68, 89], [360, 305], [376, 327], [489, 518], [1048, 932],
    // bishop_pair
    [23, 43],
    // piece_square
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [1, 21], [-2, 17], [0, 21], [-5, 17], [-3, 25], [17, 19], [25, 4], [9, 7],
    [-2, 12], [-4, 11], [-1, 14], [-3, 20], [6, 14], [3, 13], [14, 1], [1, 5],
    [3, 16], [3, 15], [13, 4], [15, 6], [13, 8], [10, 8], [5, 7], [-3, 8],
    [14, 21], [10, 14], [12, 9], [11, 4], [13, 11], [17, 0], [3, 6], [5, 11],
    [14, 26], [15, 27], [23, 24], [16, 20], [24, 21], [32, 21], [23, 15], [16, 8],
    [20, 18], [26, 53], [41, 51], [44, 49], [39, 44], [30, 52], [18, 56], [9, 14],
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [-28, -27], [-15, -17], [-12, -15], [-8, -11], [-7, -13], [-14, -19], [-22, -14], [-28, -25],
    [-17, -18], [-14, -8], [-5, -10], [-1, -6], [-4, -9], [-12, -8], [-11, -7], [-19, -14],
    [-11, -9], [-1, -5], [-4, -2], [-2, 6], [8, 3], [1, -10], [1, -11], [-16, -9],
    [0, -1], [6, 3], [13, 8], [5, 10], [7, 13], [12, 6], [9, -1], [0, 2],
    [8, 3], [7, 2], [11, 10], [14, 16], [8, 17], [14, 12], [3, 4], [3, 2],
    [-10, -2], [4, 1], [10, 9], [22, 12], [21, 13], [15, 9], [2, 4], [-10, -6],
    [-18, -8], [-11, 5], [2, 5], [11, 9], [7, 12], [4, 4], [-12, 0], [-20, -14],
    [-40, -25], [-20, -10], [-12, -6], [-3, 5], [-1, 7], [-12, -5], [-20, -15], [-31, -24],
    [-15, -13], [-14, -9], [-9, -4], [-4, -6], [0, -5], [-21, -1], [-9, -10], [-15, -11],
    [-6, -12], [0, -12], [0, -6], [-5, 3], [-2, -3], [1, -4], [6, -17], [-3, -8],
    [0, -10], [5, 1], [1, -2], [-3, 3], [0, 8], [-1, -6], [7, 0], [1, -6],
    [-4, -1], [6, 4], [1, 7], [14, 5], [13, 1], [3, 5], [3, -1], [4, -3],
    [-3, 3], [-3, 7], [8, 1], [11, 6], [7, 8], [7, -1], [3, 7], [-5, -5],
    [-7, 2], [1, 4], [1, 3], [12, 4], [9, 5], [8, 8], [-1, 0], [4, -2],
    [-9, 1], [-7, 5], [-5, 8], [1, 6], [4, 7], [-3, 4], [-6, 4], [-19, -6],
    [-12, 0], [-8, 2], [-5, 5], [-3, 1], [-3, 5], [-6, -1], [-10, -2], [-16, -2],
    [-2, -21], [0, -20], [-1, -15], [2, -21], [5, -23], [-1, -17], [-19, -11], [-4, -28],
    [-12, -11], [-12, -6], [-8, -9], [-4, -12], [-10, -13], [-8, -11], [-8, -13], [-38, -8],
    [-20, 3], [-18, 6], [-13, 1], [-4, -1], [-7, -5], [-10, -3], [-12, -4], [-20, -4],
    [-15, 12], [-6, 13], [-7, 10], [-4, 5], [-5, 4], [-1, 7], [-4, 8], [-17, 4],
    [-3, 8], [0, 11], [6, 6], [5, 5], [4, 5], [8, 5], [-1, 8], [-7, 6],
    [4, 9], [10, 9], [9, 4], [18, 1], [15, 3], [10, 5], [10, 5], [0, 1],
    [-10, 2], [-5, 2], [1, -5], [4, -2], [3, -4], [0, -3], [-4, 0], [-2, -6],
    [4, 10], [5, 15], [6, 9], [6, 13], [5, 13], [2, 14], [2, 15], [1, 10],
    [-9, -19], [-11, -14], [-7, -14], [-4, -17], [-9, -10], [-12, -16], [-10, -15], [-8, -12],
    [-10, -15], [-8, -8], [2, -22], [-2, -3], [-1, -10], [-1, -10], [-6, -14], [-4, -9],
    [-6, -6], [-1, -4], [-4, 4], [-6, 5], [0, 6], [0, 1], [5, -2], [-4, -2],
    [-7, 2], [1, 7], [-1, 11], [-2, 16], [0, 13], [2, 11], [8, 6], [1, 0],
    [0, -1], [-3, 8], [4, 14], [3, 20], [7, 19], [6, 10], [4, 7], [2, 3],
    [-7, -2], [7, 4], [1, 9], [7, 12], [5, 10], [6, 10], [7, 4], [-1, -2],
    [-7, -3], [-7, 2], [6, 9], [7, 9], [4, 9], [3, 7], [1, -3], [9, -5],
    [-2, -8], [0, -3], [5, -1], [3, 4], [5, 6], [0, 1], [-4, -7], [3, -6],
    [11, -36], [9, -27], [-7, -17], [-31, -18], [-8, -29], [-22, -16], [12, -28], [12, -43],
    [-10, -21], [-15, -13], [-22, -8], [-30, -11], [-32, -7], [-17, -11], [-2, -18], [3, -27],
    [-31, -20], [-25, -13], [-26, -5], [-33, -2], [-33, 0], [-26, -6], [-18, -12], [-30, -19],
    [-45, -21], [-46, -9], [-47, 4], [-45, 7], [-46, 9], [-45, 4], [-42, -9], [-48, -23],
    [-60, -12], [-60, 8], [-60, 18], [-62, 19], [-62, 17], [-62, 14], [-58, 3], [-62, -14],
    [-75, -4], [-72, 17], [-73, 30], [-75, 29], [-74, 26], [-72, 28], [-72, 22], [-75, 0],
    [-90, -28], [-84, 16], [-86, 24], [-88, 24], [-87, 20], [-87, 25], [-82, 22], [-90, -23],
    [-107, -55], [-104, -17], [-103, -6], [-105, -1], [-105, -1], [-105, -4], [-103, -13], [-110, -68],
    // doubled_pawn
    [-7, -13],
    // isolated_pawn
    [-8, -6],
    // backward_pawn
    [-1, -6],
    // phalanx_pawn
    [0, 0], [3, 0], [6, 2], [6, 9], [16, 31], [44, 58], [60, 86], [0, 0],
    // supported_pawn
    [0, 0], [6, 4], [13, 7], [10, 9], [14, 11], [37, 28], [52, 53], [0, 0],
    // passed_pawn
    [0, 0], [-7, 8], [-8, 29], [-7, 51], [12, 65], [45, 66], [96, 77], [0, 0],
    // passed_free_path
    [0, 0], [-5, 3], [-11, 3], [-10, 9], [-5, 15], [9, 37], [40, 68], [0, 0],
    // passed_supported
    [10, -1],
    // passed_own_king
    [-3, 29], [-17, 34], [0, 16], [-6, 1], [-6, -14], [-2, -21], [10, -24], [9, -30],
    // passed_enemy_king
    [-4, -38], [12, -48], [5, -29], [3, -9], [-7, 12], [-5, 25], [-12, 36], [-6, 34],
    // knight_mobility
    [-15, -23], [-6, -25], [0, -11], [2, 0], [4, 7], [6, 11], [9, 12], [12, 11],
    [19, 6],
    // bishop_mobility
    [-13, -22], [-5, -20], [1, -11], [4, -4], [6, 1], [7, 4], [9, 5], [10, 7],
    [12, 7], [13, 6], [16, 5], [18, 8], [23, 6], [22, 7],
    // rook_mobility
    [-9, -35], [-1, -20], [1, -13], [1, -5], [1, 1], [1, 6], [4, 7], [4, 10],
    [5, 16], [6, 19], [8, 22], [6, 27], [10, 27], [17, 24], [21, 19],
    // queen_mobility
    [-3, -20], [-4, -11], [-4, -9], [-3, -8], [-1, -10], [1, -10], [1, -3], [3, 1],
    [4, 3], [5, 7], [7, 9], [8, 13], [6, 19], [7, 21], [8, 24], [11, 26],
    [12, 26], [11, 25], [12, 25], [13, 20], [11, 21], [11, 20], [9, 19], [7, 14],
    [7, 18], [7, 16], [10, 23], [10, 23],
    // king_shield
    [7, 5], [2, 7], [-1, 12],
    // king_storm
    [2, 14], [-13, -2], [-3, -1],
    // king_open_file
    [-18, -2],
    // king_half_open_file
    [-10, 6],
    // king_zone_attack
    [7, 0], [2, 3], [3, 2], [2, -3],
    // safe_check
    [34, 0], [12, 10], [42, -3], [21, -2],
    // rook_open_file
    [25, -6],
    // rook_half_open_file
    [12, 2],
    // rook_seventh
    [19, 5],
    // doubled_rooks
    [5, 1],
    // knight_outpost
    [17, 4],
    // bishop_outpost
    [20, 5],
    // bad_bishop
    [-2, -9],
    // threat_by_pawn
    [35, 17],
    // threat_by_minor
    [4, 15], [12, 17], [21, 11], [38, 0], [25, 8],
    // threat_by_rook
    [4, 14], [15, 17], [15, 14], [-1, 16], [20, 15],
    // hanging
    [9, 10],
    // tempo
    [8, 6],
    // king_danger
    [11, 3], [6, -4], [3, -8], [2, -8], [0, -1], [-2, 8], [-3, 10], [-3, 11],
    [6, 5], [12, 6], [19, 4], [34, 5], [42, 4], [49, 2], [59, 5], [80, 3],
    // threat_by_king
    [-4, 17],
    // threat_by_pawn_push
    [9, 9],
    // space
    [3, 6],
    // passed_safe_path
    [0, 0], [-7, 1], [-12, -1], [-24, 12], [-19, 28], [-5, 50], [0, 52], [0, 0],
    // passed_safe_stop
    [0, 0], [6, -4], [5, -3], [7, 0], [5, 11], [4, 24], [0, 25], [0, 0],
    // rook_behind_passer
    [6, 19],
    // weak_unopposed
    [-5, -15],
    // minor_behind_pawn
    [4, 8],
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
    [0, 40],
    // king_pawn_distance
    [1, -35], [0, -35], [-12, -36], [-9, -43], [-7, -43], [-6, -30], [-3, -12],
    // reachable_outpost
    [11, 5], [11, 0],
    // rook_on_queen_file
    [3, 3],
    // pinned_piece
    [5, 9],
    // passed_file
    [4, -1], [0, 5], [-4, 0], [-2, -4],
    // weak_lever
    [0, 0],
    // unsafe_check
    [2, 0], [4, 3], [9, 2], [5, 4],
    // bishop_xray_pawns
    [-1, -3],
    // imbalance_ours
    [0, 6], [0, -4], [2, 1], [0, -5], [1, -4], [0, 4], [0, 4], [-2, 1],
    [3, -6], [2, 5], [-2, 0], [-2, -1], [0, 0], [-2, -6],
    // imbalance_theirs
    [1, 2], [-1, 5], [0, 2], [-3, 7], [1, 5], [-1, -2], [4, 5], [3, 1],
    [1, 1], [-2, -4],
    // passed_own_king_by_rank
    [0, 0], [-2, 5], [0, 3], [1, 2], [-1, -1], [-1, -4], [1, -6], [0, 0],
    // passed_enemy_king_by_rank
    [0, 0], [1, -5], [0, -6], [1, -3], [1, 1], [0, 7], [1, 9], [0, 0],
];
