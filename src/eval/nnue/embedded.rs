//! The network built into the binary (see `build/network.rs`), and what an `EvalFile` value
//! names: a network file or the built-in network.

use super::Network;
use std::sync::{Arc, OnceLock};

/// The built-in network's file.
const EMBEDDED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/embedded.nnue"));

/// The `EvalFile` value that names the built-in network.
pub const EMBEDDED_NAME: &str = "<embedded>";

/// The built-in network, read once (copied into aligned memory and checked).
pub fn embedded() -> Arc<Network> {
    static NETWORK: OnceLock<Arc<Network>> = OnceLock::new();
    NETWORK
        .get_or_init(|| {
            // The build refuses a file without the network magic; one of another shape fails
            // the test below, so no released build reaches this panic.
            Network::from_bytes(EMBEDDED).map(Arc::from).unwrap_or_else(|e| panic!("the built-in network: {e}"))
        })
        .clone()
}

/// The network an `EvalFile` value names: empty (or `<empty>`, or `<embedded>`) for the
/// built-in network, else a network file's path.
pub fn network_for(value: &str) -> Result<Arc<Network>, String> {
    match value.trim() {
        "" | "<empty>" | EMBEDDED_NAME => Ok(embedded()),
        path => {
            let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            let network = Network::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
            Ok(Arc::from(network))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_network_is_whole_and_names_resolve() {
        let built_in = embedded().hash();
        assert_eq!(network_for("").unwrap().hash(), built_in);
        assert_eq!(network_for(EMBEDDED_NAME).unwrap().hash(), built_in);
        let missing = network_for("/no/such/net.nnue").err().unwrap_or_default();
        assert!(missing.starts_with("cannot read /no/such/net.nnue"), "{missing}");
        let classical = network_for("<classical>").err().unwrap_or_default();
        assert!(classical.starts_with("cannot read <classical>"), "{classical}");
    }
}
