//! Perft speed, ours against cozy-chess, side by side in one run: same positions, same profile, same
//! flags; single thread, bulk counting at the last ply, no hashing.
//!
//! `cargo bench --bench perft` (add `--features magic` for the magic backend; native code is the
//! default through `.cargo/config.toml`, `RUSTFLAGS=` gives the x86-64 baseline);
//! `tools/perft-ratios.sh` runs all four.

use cozy_chess as cozy;
use criterion::{criterion_group, criterion_main, Criterion};
use hetman::chess::{perft::perft, Position};
use std::hint::black_box;
use std::time::Duration;

const POSITIONS: [(&str, &str, u32); 2] = [
    ("startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
];

/// cozy-chess's perft written the way its own example writes it: bulk counting at the last ply.
fn cozy_perft(board: &cozy::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += cozy_perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}

fn perft_against_cozy(c: &mut Criterion) {
    for (name, fen, depth) in POSITIONS {
        let ours = Position::from_fen(fen).unwrap();
        let theirs = cozy::Board::from_fen(fen, false).unwrap();
        assert_eq!(perft(&ours, depth), cozy_perft(&theirs, depth), "the two disagree on {name}");
        let mut group = c.benchmark_group(format!("perft/{name}/d{depth}"));
        group.sample_size(10).warm_up_time(Duration::from_secs(2)).measurement_time(Duration::from_secs(8));
        group.bench_function("hetman", |b| b.iter(|| perft(black_box(&ours), black_box(depth))));
        group.bench_function("cozy-chess", |b| b.iter(|| cozy_perft(black_box(&theirs), black_box(depth))));
        group.finish();
    }
}

criterion_group!(benches, perft_against_cozy);
criterion_main!(benches);
