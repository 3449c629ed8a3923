//! Line masks for hyperbola quintessence, first-rank attacks, and the between/line tables.

use crate::geometry::{file_of, rank_of, slider_targets, square, BISHOP_DIRECTIONS, ROOK_DIRECTIONS};
use crate::writer::{Hex, RustFile};

/// The squares on the line through `sq` in direction (df, dr), both ways, without `sq` itself.
fn line_through(sq: usize, df: i32, dr: i32) -> u64 {
    slider_targets(sq, 0, &[(df, dr), (-df, -dr)])
}

pub fn write(out: &mut RustFile) {
    let masks = |df, dr| -> Vec<Hex> { (0..64).map(|sq| Hex(line_through(sq, df, dr))).collect() };
    out.array("The file through each square, without the square.", "FILE_MASKS", "u64", &masks(0, 1));
    out.array("The a1-h8 diagonal through each square, without the square.", "DIAGONAL_MASKS", "u64", &masks(1, 1));
    out.array(
        "The h1-a8 anti-diagonal through each square, without the square.",
        "ANTI_DIAGONAL_MASKS",
        "u64",
        &masks(1, -1),
    );

    let rays =
        |directions: &[(i32, i32)]| -> Vec<Hex> { (0..64).map(|sq| Hex(slider_targets(sq, 0, directions))).collect() };
    out.array("Bishop attacks on an empty board, by square.", "BISHOP_RAYS", "u64", &rays(&BISHOP_DIRECTIONS));
    out.array("Rook attacks on an empty board, by square.", "ROOK_RAYS", "u64", &rays(&ROOK_DIRECTIONS));

    // Rank attacks on the first rank: slider on `file`, the six inner squares' occupancy as index.
    let rank_rows: Vec<Vec<u8>> = (0..8)
        .map(|file| (0..64u64).map(|inner| slider_targets(file, inner << 1, &[(1, 0), (-1, 0)]) as u8).collect())
        .collect();
    out.matrix(
        "First-rank attacks of a slider, by its file then the occupancy of files b-g (6 bits).",
        "FIRST_RANK_ATTACKS",
        "u8",
        &rank_rows,
    );

    let mut between = vec![vec![Hex(0); 64]; 64];
    let mut line = vec![vec![Hex(0); 64]; 64];
    for from in 0..64 {
        for &(df, dr) in ROOK_DIRECTIONS.iter().chain(BISHOP_DIRECTIONS.iter()) {
            let full_line = line_through(from, df, dr) | 1 << from;
            let (mut file, mut rank) = (file_of(from) + df, rank_of(from) + dr);
            let mut passed = 0u64;
            while let Some(to) = square(file, rank) {
                between[from][to] = Hex(passed);
                line[from][to] = Hex(full_line);
                passed |= 1 << to;
                file += df;
                rank += dr;
            }
        }
    }
    out.matrix("Squares strictly between two squares on a common line; empty otherwise.", "BETWEEN", "u64", &between);
    out.matrix(
        "The whole line (edge to edge) through two squares, both included; empty if not aligned.",
        "LINE",
        "u64",
        &line,
    );
}
