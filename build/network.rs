//! The network embedded in the binary: `HETMAN_EVALFILE` if set (as `make EVALFILE=...` sets
//! it), else `networks/default.nnue`: the network is the engine's only evaluation, so a build
//! without one fails. The file is copied to `OUT_DIR/embedded.nnue`; the engine checks it fully
//! when it first reads it, this only refuses what is plainly no network.

use std::path::{Path, PathBuf};

/// The first bytes of every Hetman network file.
const MAGIC: &[u8] = b"HTMNNUE\0";

/// Copies the chosen network to `out_dir`.
pub fn embed(out_dir: &Path) {
    println!("cargo:rerun-if-env-changed=HETMAN_EVALFILE");
    println!("cargo:rerun-if-changed=networks");
    let path = match std::env::var("HETMAN_EVALFILE") {
        Ok(path) if !path.trim().is_empty() => PathBuf::from(path.trim()),
        _ => PathBuf::from("networks/default.nnue"),
    };
    println!("cargo:rerun-if-changed={}", path.display());
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("cannot read the network {}: {e}", path.display()));
    assert!(bytes.starts_with(MAGIC), "{} is not a Hetman network file", path.display());
    std::fs::write(out_dir.join("embedded.nnue"), bytes).expect("OUT_DIR is writable");
}
