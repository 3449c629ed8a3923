//! Slider backends compared on the 40 bench positions (`data/bench.epd`, mostly middlegames):
//!
//! - `captures/*`: every sliding capture of the side to move. `backend` asks the slider backend
//!   compiled in (hyperbola quintessence, or magic with `--features magic`) for each slider's
//!   attacks and keeps the enemy pieces; `rays-nearest` reads the nearest piece on each of the
//!   slider's rays from a [`RayBoard`] (built beforehand, as make/unmake would keep it) and keeps
//!   the enemy ones; `rays-attacks` builds the attack sets from the ray board instead.
//! - `update/*`: the cost of keeping the board through a move: `make-unmake` plays and takes back
//!   every legal move (with `--features rays` the position also keeps its ray board), and
//!   `rays-only` applies and undoes just the ray board's changes of every legal move.
//!
//! Full perft for each backend is `benches/perft.rs` under each feature; `tools/slider-bench.sh`
//! runs everything.

use criterion::{criterion_group, criterion_main, Criterion};
use hetman::chess::attacks;
use hetman::chess::rays::{RayBoard, DIAGONAL, ORTHOGONAL};
use hetman::chess::{Bitboard, Move, PieceKind, Position};
use std::hint::black_box;
use std::time::Duration;

const BENCH_POSITIONS: &str = include_str!("../data/bench.epd");

fn positions() -> Vec<Position> {
    BENCH_POSITIONS
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| Position::from_fen(line.trim()).expect("bench positions are valid"))
        .collect()
}

fn sliders(pos: &Position) -> (Bitboard, Bitboard, Bitboard) {
    let us = pos.side_to_move();
    let queens = pos.pieces(us, PieceKind::Queen);
    (pos.pieces(us, PieceKind::Bishop) | queens, pos.pieces(us, PieceKind::Rook) | queens, pos.color(!us))
}

fn captures_backend(pos: &Position) -> u32 {
    let (diagonal, orthogonal, enemy) = sliders(pos);
    let occupied = pos.occupied();
    let mut count = 0;
    for sq in diagonal {
        count += (attacks::bishop(sq, occupied) & enemy).count();
    }
    for sq in orthogonal {
        count += (attacks::rook(sq, occupied) & enemy).count();
    }
    count
}

fn captures_rays_nearest(pos: &Position, board: &RayBoard) -> u32 {
    let (diagonal, orthogonal, enemy) = sliders(pos);
    let mut count = 0;
    for sq in diagonal {
        count += (board.first_pieces(sq, &DIAGONAL) & enemy).count();
    }
    for sq in orthogonal {
        count += (board.first_pieces(sq, &ORTHOGONAL) & enemy).count();
    }
    count
}

fn captures_rays_attacks(pos: &Position, board: &RayBoard) -> u32 {
    let (diagonal, orthogonal, enemy) = sliders(pos);
    let mut count = 0;
    for sq in diagonal {
        count += (board.bishop(sq) & enemy).count();
    }
    for sq in orthogonal {
        count += (board.rook(sq) & enemy).count();
    }
    count
}

fn sliding_captures(c: &mut Criterion) {
    let positions = positions();
    let boards: Vec<RayBoard> = positions.iter().map(|pos| RayBoard::from_occupied(pos.occupied())).collect();
    for (pos, board) in positions.iter().zip(&boards) {
        let expected = captures_backend(pos);
        assert_eq!(captures_rays_nearest(pos, board), expected);
        assert_eq!(captures_rays_attacks(pos, board), expected);
    }
    let mut group = c.benchmark_group(format!("captures/{}", attacks::SLIDER_BACKEND));
    group.sample_size(30).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3));
    group.bench_function("backend", |b| {
        b.iter(|| positions.iter().map(|pos| captures_backend(black_box(pos))).sum::<u32>())
    });
    group.bench_function("rays-nearest", |b| {
        b.iter(|| positions.iter().zip(&boards).map(|(p, r)| captures_rays_nearest(black_box(p), r)).sum::<u32>())
    });
    group.bench_function("rays-attacks", |b| {
        b.iter(|| positions.iter().zip(&boards).map(|(p, r)| captures_rays_attacks(black_box(p), r)).sum::<u32>())
    });
    group.finish();
}

/// The ray-board changes of `mv`: squares vacated and occupied (a capture leaves its target
/// occupied; castling moves two pieces; en passant empties the captured pawn's square).
fn ray_changes(pos: &Position, mv: Move) -> ([Option<hetman::chess::Square>; 3], [Option<hetman::chess::Square>; 2]) {
    let (from, to) = (mv.from(), mv.to());
    if mv.is_castling() {
        return ([Some(from), Some(to), None], [Some(mv.castling_king_target()), Some(mv.castling_rook_target())]);
    }
    if mv.is_en_passant() {
        let captured = hetman::chess::Square::from_coords(to.file(), from.rank());
        return ([Some(from), Some(captured), None], [Some(to), None]);
    }
    if pos.piece_on(to).is_some() {
        ([Some(from), None, None], [None, None])
    } else {
        ([Some(from), None, None], [Some(to), None])
    }
}

fn update_cost(c: &mut Criterion) {
    let positions = positions();
    let moves: Vec<Vec<Move>> = positions.iter().map(|pos| pos.legal_moves().into_iter().collect()).collect();
    let changes: Vec<Vec<_>> =
        positions.iter().zip(&moves).map(|(pos, list)| list.iter().map(|&mv| ray_changes(pos, mv)).collect()).collect();
    // The simulated changes must leave the board a fresh one of the position after the move.
    for ((pos, list), change_list) in positions.iter().zip(&moves).zip(&changes) {
        for (&mv, (vacated, occupied)) in list.iter().zip(change_list) {
            let mut board = RayBoard::from_occupied(pos.occupied());
            vacated.iter().flatten().for_each(|&sq| board.vacate(sq));
            occupied.iter().flatten().for_each(|&sq| board.occupy(sq));
            assert_eq!(board, RayBoard::from_occupied(pos.after(mv).occupied()), "{mv:?}");
        }
    }
    let total: usize = moves.iter().map(Vec::len).sum();
    let mut group = c.benchmark_group(format!("update/{}-moves", total));
    group.sample_size(30).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3));
    group.bench_function(if cfg!(feature = "rays") { "make-unmake-with-rays" } else { "make-unmake" }, |b| {
        let mut positions = positions.clone();
        b.iter(|| {
            for (pos, list) in positions.iter_mut().zip(&moves) {
                for &mv in list {
                    let undo = pos.make_move(mv);
                    black_box(pos.key());
                    pos.unmake_move(mv, undo);
                }
            }
        })
    });
    group.bench_function("rays-only", |b| {
        let mut boards: Vec<RayBoard> = positions.iter().map(|pos| RayBoard::from_occupied(pos.occupied())).collect();
        b.iter(|| {
            for (board, list) in boards.iter_mut().zip(&changes) {
                for (vacated, occupied) in list {
                    vacated.iter().flatten().for_each(|&sq| board.vacate(sq));
                    occupied.iter().flatten().for_each(|&sq| board.occupy(sq));
                    black_box(&*board);
                    occupied.iter().flatten().for_each(|&sq| board.vacate(sq));
                    vacated.iter().rev().flatten().for_each(|&sq| board.occupy(sq));
                }
            }
        })
    });
    group.finish();
}

criterion_group!(benches, sliding_captures, update_cost);
criterion_main!(benches);
