//! The network embedded in the binary: `HETMAN_EVALFILE` if set (as `make EVALFILE=...` sets
//! it), else `networks/default.nnue` if the repository has one, else none (the classical
//! evaluation is then the default). The file is copied to `OUT_DIR/embedded.nnue`, empty for
//! none; the engine checks it fully when it starts, this only refuses what is plainly no network.

use std::path::{Path, PathBuf};

/// The first bytes of every Hetman network file.
const MAGIC: &[u8] = b"HTMNNUE\0";

/// Copies the chosen network (or nothing) to `out_dir`.
pub fn embed(out_dir: &Path) {
    println!("cargo:rerun-if-env-changed=HETMAN_EVALFILE");
    println!("cargo:rerun-if-changed=networks");
    let chosen = match std::env::var("HETMAN_EVALFILE") {
        Ok(path) if !path.trim().is_empty() => Some(PathBuf::from(path.trim())),
        _ => Some(PathBuf::from("networks/default.nnue")).filter(|path| path.exists()),
    };
    let bytes = match &chosen {
        Some(path) => {
            println!("cargo:rerun-if-changed={}", path.display());
            let bytes =
                std::fs::read(path).unwrap_or_else(|e| panic!("cannot read the network {}: {e}", path.display()));
            assert!(bytes.starts_with(MAGIC), "{} is not a Hetman network file", path.display());
            bytes
        }
        None => Vec::new(),
    };
    std::fs::write(out_dir.join("embedded.nnue"), bytes).expect("OUT_DIR is writable");
}
