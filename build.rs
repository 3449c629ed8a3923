//! Generates the move generator's lookup tables and the Zobrist keys, so nothing is computed at
//! start-up. (The other tables are written in the source: the Polyglot keys are the published
//! table in `src/book/random.rs`; the late-move reductions are made per search from the
//! parameters.)
//!
//! Output (in `OUT_DIR`): `tables.rs` (leaper attacks, line masks, rank attacks, between/line),
//! `zobrist.rs` (hash keys from a fixed seed) and, with the `magic` feature, `magic.rs`
//! (magic numbers found from a fixed seed, plus the attack table they index); `embedded.nnue`,
//! the network built into the binary (see `build/network.rs`); and the compile-time variable
//! `HETMAN_VERSION`, the version with its commit and build date (`build/version.rs`).

#[path = "build/geometry.rs"]
mod geometry;
#[path = "build/leapers.rs"]
mod leapers;
#[path = "build/lines.rs"]
mod lines;
#[path = "build/magic.rs"]
mod magic;
#[path = "build/network.rs"]
mod network;
#[path = "build/version.rs"]
mod version;
#[path = "build/writer.rs"]
mod writer;
#[path = "build/zobrist.rs"]
mod zobrist;

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=build");
    version::emit();
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));

    let mut tables = writer::RustFile::new();
    leapers::write(&mut tables);
    lines::write(&mut tables);
    tables.save(&out_dir.join("tables.rs"));

    network::embed(&out_dir);

    let mut keys = writer::RustFile::new();
    zobrist::write(&mut keys);
    keys.save(&out_dir.join("zobrist.rs"));

    if std::env::var_os("CARGO_FEATURE_MAGIC").is_some() {
        let mut magics = writer::RustFile::new();
        magic::write(&mut magics);
        magics.save(&out_dir.join("magic.rs"));
    }
}
