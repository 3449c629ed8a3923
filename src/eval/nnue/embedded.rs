//! The network built into the binary (see `build/network.rs`), and what an `EvalFile` value
//! names: a file, the built-in network, the classical evaluation, or the build's default.

use super::Network;
use std::sync::{Arc, OnceLock};

/// The built-in network's file, empty when the build has none.
const EMBEDDED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/embedded.nnue"));

/// The `EvalFile` value that names the built-in network.
pub const EMBEDDED_NAME: &str = "<embedded>";
/// The `EvalFile` value that names the classical evaluation.
pub const CLASSICAL_NAME: &str = "<classical>";

/// The built-in network, read once (copied into aligned memory and checked); `None` when the
/// build has none.
pub fn embedded() -> Option<Arc<Network>> {
    static NETWORK: OnceLock<Option<Arc<Network>>> = OnceLock::new();
    NETWORK
        .get_or_init(|| {
            if EMBEDDED.is_empty() {
                return None;
            }
            // The build refuses what is plainly no network; a file of another architecture
            // would fail here, and the engine then evaluates classically.
            Network::from_bytes(EMBEDDED).ok().map(Arc::from)
        })
        .clone()
}

/// The evaluation an `EvalFile` value names: empty (or `<empty>`) for the build's default (the
/// built-in network if there is one, else the classical evaluation), `<embedded>`,
/// `<classical>`, or a network file's path. `None` is the classical evaluation.
pub fn network_for(value: &str) -> Result<Option<Arc<Network>>, String> {
    match value.trim() {
        "" | "<empty>" => Ok(embedded()),
        CLASSICAL_NAME => Ok(None),
        EMBEDDED_NAME => embedded().map(Some).ok_or_else(|| "this build has no built-in network".to_string()),
        path => {
            let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            let network = Network::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
            Ok(Some(Arc::from(network)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_network_if_any_is_whole_and_names_resolve() {
        // A build with a network must be able to read it; one without has none.
        assert_eq!(embedded().is_some(), !EMBEDDED.is_empty());
        assert!(network_for(CLASSICAL_NAME).unwrap().is_none());
        assert_eq!(network_for("").unwrap().map(|n| n.hash()), embedded().map(|n| n.hash()));
        assert_eq!(network_for(EMBEDDED_NAME).is_ok(), embedded().is_some());
        let missing = network_for("/no/such/net.nnue").err().unwrap_or_default();
        assert!(missing.starts_with("cannot read /no/such/net.nnue"), "{missing}");
    }
}
