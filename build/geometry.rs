//! Board geometry shared by the table generators: squares are 0 (a1) to 63 (h8), file-major inside a rank.

/// The square at (file, rank), or None off the board.
pub fn square(file: i32, rank: i32) -> Option<usize> {
    ((0..8).contains(&file) && (0..8).contains(&rank)).then(|| (rank * 8 + file) as usize)
}

pub fn file_of(sq: usize) -> i32 {
    (sq % 8) as i32
}

pub fn rank_of(sq: usize) -> i32 {
    (sq / 8) as i32
}

/// The bitboard of the squares reached from `sq` by each (file, rank) step, one step only.
pub fn leaper_targets(sq: usize, steps: &[(i32, i32)]) -> u64 {
    steps.iter().filter_map(|&(df, dr)| square(file_of(sq) + df, rank_of(sq) + dr)).fold(0, |bb, to| bb | 1 << to)
}

/// The squares a slider on `sq` attacks along `directions`, stopping at the first piece in `occupied`.
pub fn slider_targets(sq: usize, occupied: u64, directions: &[(i32, i32)]) -> u64 {
    let mut targets = 0;
    for &(df, dr) in directions {
        let (mut file, mut rank) = (file_of(sq) + df, rank_of(sq) + dr);
        while let Some(to) = square(file, rank) {
            targets |= 1 << to;
            if occupied & (1 << to) != 0 {
                break;
            }
            file += df;
            rank += dr;
        }
    }
    targets
}

pub const ROOK_DIRECTIONS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
pub const BISHOP_DIRECTIONS: [(i32, i32); 4] = [(1, 1), (-1, -1), (1, -1), (-1, 1)];
