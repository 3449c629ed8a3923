//! Knight, king and pawn attack tables.

use crate::geometry::leaper_targets;
use crate::writer::{Hex, RustFile};

const KNIGHT_STEPS: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const KING_STEPS: [(i32, i32); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];

pub fn write(out: &mut RustFile) {
    let table = |steps: &[(i32, i32)]| -> Vec<Hex> { (0..64).map(|sq| Hex(leaper_targets(sq, steps))).collect() };
    out.array("Squares a knight attacks, by square.", "KNIGHT_ATTACKS", "u64", &table(&KNIGHT_STEPS));
    out.array("Squares a king attacks, by square.", "KING_ATTACKS", "u64", &table(&KING_STEPS));
    let pawn_rows = vec![
        (0..64).map(|sq| Hex(leaper_targets(sq, &[(-1, 1), (1, 1)]))).collect::<Vec<_>>(),
        (0..64).map(|sq| Hex(leaper_targets(sq, &[(-1, -1), (1, -1)]))).collect::<Vec<_>>(),
    ];
    out.matrix("Squares a pawn attacks, by colour (white, black) then square.", "PAWN_ATTACKS", "u64", &pawn_rows);
}
