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
/// The number of weights.
pub const COUNT: usize = BISHOP_XRAY_PAWNS + 1;

/// Names and sizes of the terms in table order, for reports and the tuner.
pub const TERMS: [(&str, usize, usize); 61] = [
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
];

/// The weights, `[mg, eg]`, indexed by the constants above.
#[rustfmt::skip]
pub const WEIGHTS: [[i32; 2]; COUNT] = [
    // material
    [68, 86], [362, 312], [375, 337], [487, 535], [1050, 942],
    // bishop_pair
    [24, 43],
    // piece_square
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [3, 16], [-2, 14], [2, 21], [-5, 18], [-2, 20], [17, 15], [24, 2], [9, 7],
    [-1, 12], [-5, 9], [0, 15], [-3, 14], [6, 12], [2, 13], [10, 2], [1, 6],
    [5, 16], [0, 13], [12, 8], [15, 3], [14, 9], [12, 6], [3, 10], [-2, 7],
    [15, 21], [11, 16], [13, 11], [13, 3], [13, 10], [14, 0], [4, 7], [6, 11],
    [14, 30], [17, 33], [23, 27], [14, 15], [24, 22], [31, 21], [21, 13], [17, 14],
    [21, 27], [26, 54], [38, 48], [44, 52], [39, 43], [29, 50], [18, 55], [9, 13],
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    [-28, -25], [-15, -16], [-12, -15], [-6, -10], [-6, -9], [-15, -17], [-22, -15], [-28, -23],
    [-19, -17], [-14, -9], [-3, -8], [0, -7], [-3, -7], [-12, -6], [-12, -7], [-16, -15],
    [-9, -9], [1, -5], [-3, -4], [0, 8], [7, 5], [0, -9], [1, -8], [-17, -10],
    [-1, -2], [9, 4], [12, 9], [6, 11], [7, 12], [15, 7], [7, -1], [0, 3],
    [8, 2], [7, 2], [11, 11], [14, 17], [6, 16], [17, 13], [2, 2], [3, 3],
    [-10, -2], [3, -1], [10, 11], [20, 14], [19, 13], [14, 7], [1, 4], [-9, -5],
    [-18, -8], [-11, 3], [1, 5], [10, 8], [7, 12], [2, 2], [-12, -1], [-20, -14],
    [-39, -24], [-20, -10], [-12, -7], [-4, 3], [-1, 5], [-12, -5], [-20, -16], [-31, -24],
    [-14, -13], [-14, -9], [-8, -5], [-4, -5], [2, -3], [-21, 1], [-8, -9], [-15, -11],
    [-6, -12], [1, -10], [-1, -3], [-5, 2], [-2, -1], [2, -5], [8, -13], [-6, -8],
    [-1, -11], [3, 0], [3, 1], [-3, 5], [-1, 9], [1, -2], [5, -2], [-2, -4],
    [-5, 0], [4, 3], [1, 8], [14, 8], [12, 4], [4, 5], [2, -1], [1, -3],
    [-4, 2], [-1, 7], [8, 2], [10, 7], [6, 9], [7, 0], [4, 4], [-5, -5],
    [-8, 2], [1, 4], [2, 5], [13, 3], [8, 4], [6, 8], [-1, -2], [5, -4],
    [-10, -1], [-6, 4], [-5, 5], [1, 6], [4, 5], [-3, 4], [-6, 4], [-16, -6],
    [-12, 0], [-8, 1], [-5, 3], [-3, 0], [-2, 7], [-6, -1], [-10, -2], [-16, -4],
    [-2, -19], [-1, -17], [-2, -13], [2, -18], [4, -22], [-1, -16], [-18, -11], [-4, -27],
    [-16, -9], [-12, -5], [-10, -7], [-2, -11], [-6, -13], [-9, -10], [-8, -14], [-35, -7],
    [-19, 3], [-14, 5], [-13, 1], [-5, -1], [-6, -6], [-9, -1], [-11, -2], [-19, -2],
    [-13, 12], [-6, 13], [-8, 9], [-1, 7], [-4, 2], [-1, 7], [-4, 6], [-14, 5],
    [0, 9], [2, 11], [4, 7], [4, 7], [3, 5], [7, 6], [-1, 10], [-7, 4],
    [4, 10], [9, 9], [8, 3], [16, 4], [13, 3], [7, 3], [10, 6], [2, 2],
    [-11, 2], [-4, 0], [1, -5], [4, -3], [3, -3], [0, -2], [-4, 1], [-3, -5],
    [2, 9], [4, 12], [6, 9], [6, 13], [4, 12], [1, 12], [0, 12], [-1, 9],
    [-9, -19], [-9, -13], [-8, -12], [-5, -14], [-9, -8], [-9, -14], [-8, -13], [-8, -12],
    [-8, -15], [-6, -7], [2, -20], [-3, -1], [-1, -8], [-3, -8], [-3, -13], [-4, -9],
    [-6, -6], [-3, -3], [-4, 3], [-4, 6], [0, 6], [1, 2], [6, -1], [-4, -2],
    [-7, 1], [1, 6], [-1, 11], [0, 14], [3, 14], [1, 10], [6, 6], [0, 0],
    [0, -1], [-1, 8], [3, 14], [3, 19], [9, 17], [6, 10], [4, 7], [2, 3],
    [-6, -2], [4, 3], [0, 9], [7, 11], [6, 10], [6, 10], [7, 4], [-2, -2],
    [-7, -4], [-9, -1], [6, 9], [5, 9], [5, 10], [3, 7], [-1, -3], [7, -5],
    [0, -7], [0, -3], [4, -1], [3, 4], [5, 6], [-1, 0], [-4, -7], [1, -8],
    [17, -35], [8, -26], [-3, -19], [-28, -16], [-8, -27], [-23, -14], [10, -27], [14, -41],
    [-10, -19], [-17, -16], [-20, -9], [-29, -8], [-30, -8], [-17, -9], [-3, -16], [1, -25],
    [-31, -21], [-26, -13], [-26, -5], [-34, -2], [-33, 0], [-23, -5], [-18, -12], [-31, -20],
    [-45, -19], [-46, -10], [-48, 2], [-45, 8], [-46, 9], [-45, 1], [-44, -10], [-47, -21],
    [-60, -11], [-61, 6], [-60, 17], [-62, 18], [-62, 18], [-62, 12], [-58, 4], [-61, -11],
    [-75, -5], [-72, 15], [-73, 28], [-75, 29], [-74, 27], [-72, 30], [-72, 22], [-75, -1],
    [-90, -28], [-85, 11], [-86, 19], [-88, 20], [-87, 20], [-87, 23], [-82, 18], [-90, -22],
    [-106, -47], [-104, -17], [-103, -6], [-105, -1], [-105, -3], [-105, -7], [-103, -13], [-109, -64],
    // doubled_pawn
    [-6, -12],
    // isolated_pawn
    [-8, -7],
    // backward_pawn
    [-2, -7],
    // phalanx_pawn
    [0, 0], [2, 1], [6, 3], [6, 9], [16, 29], [44, 53], [60, 84], [0, 0],
    // supported_pawn
    [0, 0], [6, 4], [12, 8], [10, 8], [14, 14], [33, 30], [52, 51], [0, 0],
    // passed_pawn
    [0, 0], [-4, 2], [-7, 23], [-5, 51], [13, 65], [42, 69], [94, 82], [0, 0],
    // passed_free_path
    [0, 0], [-5, 4], [-9, 1], [-9, 8], [-5, 16], [9, 42], [39, 70], [0, 0],
    // passed_supported
    [9, 1],
    // passed_own_king
    [-2, 26], [-17, 33], [-2, 16], [-5, 0], [-5, -13], [0, -21], [10, -26], [8, -28],
    // passed_enemy_king
    [-2, -44], [8, -50], [6, -28], [2, -8], [-6, 12], [-5, 26], [-12, 35], [-5, 36],
    // knight_mobility
    [-15, -22], [-6, -26], [0, -10], [2, 2], [5, 8], [6, 12], [9, 14], [12, 12],
    [20, 6],
    // bishop_mobility
    [-12, -23], [-5, -20], [1, -11], [3, -4], [6, 1], [7, 5], [8, 6], [10, 9],
    [11, 8], [13, 9], [17, 6], [18, 9], [23, 7], [22, 7],
    // rook_mobility
    [-9, -34], [-1, -19], [1, -12], [1, -4], [1, 1], [2, 6], [4, 8], [5, 11],
    [5, 17], [6, 20], [8, 23], [7, 27], [10, 28], [16, 25], [17, 23],
    // queen_mobility
    [-4, -20], [-4, -11], [-4, -9], [-4, -8], [-2, -8], [1, -9], [2, -3], [3, 1],
    [4, 3], [5, 7], [7, 9], [8, 13], [7, 19], [8, 21], [9, 23], [10, 26],
    [11, 26], [12, 25], [12, 26], [13, 22], [11, 21], [11, 20], [9, 19], [7, 14],
    [7, 18], [7, 16], [10, 23], [10, 23],
    // king_shield
    [7, 6], [3, 6], [-2, 12],
    // king_storm
    [-2, 15], [-11, -1], [-2, -1],
    // king_open_file
    [-18, -2],
    // king_half_open_file
    [-9, 5],
    // king_zone_attack
    [6, 0], [2, 2], [3, 2], [3, -1],
    // safe_check
    [33, -1], [10, 11], [35, 1], [20, -2],
    // rook_open_file
    [25, -5],
    // rook_half_open_file
    [11, 4],
    // rook_seventh
    [20, 5],
    // doubled_rooks
    [5, 2],
    // knight_outpost
    [15, 4],
    // bishop_outpost
    [19, 4],
    // bad_bishop
    [-1, -9],
    // threat_by_pawn
    [33, 16],
    // threat_by_minor
    [3, 14], [12, 14], [20, 12], [38, 2], [26, 8],
    // threat_by_rook
    [3, 15], [14, 17], [14, 13], [-1, 16], [22, 15],
    // hanging
    [8, 11],
    // tempo
    [8, 7],
    // king_danger
    [12, 2], [7, -4], [4, -6], [2, -5], [1, 2], [-1, 6], [-2, 9], [-1, 10],
    [7, 4], [12, 3], [20, 4], [32, 4], [40, 4], [47, 3], [57, 5], [77, 3],
    // threat_by_king
    [-2, 17],
    // threat_by_pawn_push
    [9, 9],
    // space
    [3, 5],
    // passed_safe_path
    [0, 0], [-5, 0], [-11, -4], [-21, 6], [-15, 26], [-4, 49], [1, 56], [0, 0],
    // passed_safe_stop
    [0, 0], [5, -4], [4, -4], [6, -2], [4, 10], [4, 28], [0, 25], [0, 0],
    // rook_behind_passer
    [6, 15],
    // weak_unopposed
    [-4, -11],
    // minor_behind_pawn
    [4, 6],
    // king_protector
    [-2, -3], [-2, 0],
    // bishop_long_diagonal
    [6, 4],
    // trapped_rook
    [-10, -4],
    // rook_on_king_ring
    [4, -8],
    // bishop_on_king_ring
    [6, 2],
    // knight_on_queen
    [5, -3],
    // slider_on_queen
    [8, 1],
    // restricted
    [2, 0],
    // pawnless_flank
    [2, 38],
    // king_pawn_distance
    [1, -16], [0, -17], [-6, -18], [-4, -21], [-3, -20], [-3, -14], [-1, -6],
    // reachable_outpost
    [7, 6], [6, 1],
    // rook_on_queen_file
    [3, 1],
    // pinned_piece
    [6, 8],
    // passed_file
    [3, -1], [1, 0], [-3, 0], [-1, -3],
    // weak_lever
    [0, 0],
    // unsafe_check
    [1, 0], [3, 3], [5, 3], [4, 4],
    // bishop_xray_pawns
    [-1, -1],
];
