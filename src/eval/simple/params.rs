//! Every evaluation weight, in one place. Values are centipawns, `[middle game, end game]`.
//! Piece-square tables are built by small rules (centralisation, advancement) at compile time and
//! indexed a1 = 0 .. h8 = 63 from white's side.

/// Material per piece kind (pawn .. king).
pub const MATERIAL: [[i32; 2]; 6] = [[82, 104], [337, 281], [365, 297], [477, 512], [1025, 936], [0, 0]];

/// Phase weight per piece kind: knights and bishops 1, rooks 2, queens 4.
pub const PHASE_WEIGHT: [i32; 6] = [0, 1, 1, 2, 4, 0];

/// The phase with all pieces on the board.
pub const TOTAL_PHASE: i32 = 24;

/// Distance from the centre, 0 (d4, e4, d5, e5) to 3 (corners), per file or rank.
const fn centre_distance(coord: usize) -> i32 {
    if coord < 4 {
        3 - coord as i32
    } else {
        coord as i32 - 4
    }
}

const fn table(kind: usize) -> [[i32; 2]; 64] {
    let mut out = [[0; 2]; 64];
    let mut sq = 0;
    while sq < 64 {
        let (file, rank) = (sq % 8, sq / 8);
        let centre = centre_distance(file) + centre_distance(rank); // 0 ..= 6
        out[sq] = match kind {
            // Pawns: advance, and hold the centre files in the middle game.
            0 => {
                let advance = rank as i32 - 1;
                let central_file = 3 - centre_distance(file);
                [advance * 4 + central_file * advance * 2, advance * advance * 3]
            }
            // Knights: strongly drawn to the centre.
            1 => [-8 * centre + 20, -6 * centre + 15],
            // Bishops: mildly central; long diagonals come from mobility later.
            2 => [-4 * centre + 10, -3 * centre + 8],
            // Rooks: the seventh rank, and central files a little.
            3 => [if rank == 6 { 20 } else { 0 } - 2 * centre_distance(file), if rank == 6 { 10 } else { 0 }],
            // Queens: a little central.
            4 => [-2 * centre + 5, -4 * centre + 12],
            // King: shelter on the back rank in the middle game, the centre in the end game.
            _ => {
                let shelter = if rank == 0 { 20 - 10 * (3 - centre_distance(file)) } else { -15 * rank as i32 };
                [shelter, -10 * centre + 25]
            }
        };
        sq += 1;
    }
    out
}

/// Piece-square bonuses per kind and square, `[mg, eg]`.
pub const PIECE_SQUARE: [[[i32; 2]; 64]; 6] = [table(0), table(1), table(2), table(3), table(4), table(5)];
