//! What a newcomer meets first (issue 78, item 9): a version that names its build, a license, a
//! help that lists every command, and data commands that name the file they expected.

use std::process::{Command, Output};

fn hetman(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hetman")).args(args).output().expect("the binary runs")
}

/// The commit of the checkout, as git itself names it (`None` outside a git checkout).
fn commit() -> Option<String> {
    let output = Command::new("git")
        .args(["rev-parse", "--short=7", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()?;
    output.status.success().then(|| String::from_utf8_lossy(&output.stdout).trim().to_string())
}

#[test]
fn the_version_names_the_commit_and_the_build_date() {
    let version = String::from_utf8(hetman(&["--version"]).stdout).unwrap();
    let expected = commit().unwrap_or_else(|| "unknown".to_string());
    let words: Vec<&str> = version.split_whitespace().collect();
    assert_eq!(words[..2], ["hetman", env!("CARGO_PKG_VERSION")], "{version}");
    assert_eq!(words[2], format!("({expected},"), "{version}");
    let date = words[3].trim_end_matches(')');
    let parts: Vec<u32> = date.split('-').map(|part| part.parse().unwrap()).collect();
    assert!(parts.len() == 3 && parts[0] >= 2026 && (1..=12).contains(&parts[1]) && (1..=31).contains(&parts[2]));
    // UCI and xboard name the engine the same way.
    let mut uci = crate::common::Engine::start();
    uci.send("uci");
    let id = uci.read_until_prefix("id name", std::time::Duration::from_secs(30));
    assert_eq!(id.last().unwrap(), &format!("id name Hetman {}", version.trim().trim_start_matches("hetman ")));
}

#[test]
fn the_license_is_the_one_cargo_declares() {
    let manifest = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")).unwrap();
    assert!(manifest.contains("license = \"MIT\""));
    assert!(!manifest.contains("classical evaluation"), "the description names the network");
    assert!(manifest.lines().any(|line| line.starts_with("rust-version = ")), "the minimum Rust is stated");
    let license = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/LICENSE")).unwrap();
    assert!(license.starts_with("MIT License") && license.contains("WITHOUT WARRANTY OF ANY KIND"));
}

#[test]
fn help_tells_of_genfens() {
    let help = String::from_utf8(hetman(&["help"]).stdout).unwrap();
    assert!(help.contains("hetman \"genfens 100 seed 1 book None\" quit"), "{help}");
}

#[test]
fn data_commands_name_a_broken_file_and_the_classical_tools_are_gone() {
    let broken = std::env::temp_dir().join(format!("hetman-records-{}.bin", std::process::id()));
    std::fs::write(&broken, [0x80u8, 0xff, 0x00, 0x13].repeat(9)).unwrap();
    let path = broken.to_str().unwrap();
    for args in [vec!["relabel", "--data", path, "--out", "/tmp/unused.bin"], vec!["data", "stats", path]] {
        let output = hetman(&args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?}");
        assert!(stderr.contains(path) && stderr.contains("byte 32"), "{args:?}: {stderr}");
    }
    std::fs::remove_file(&broken).unwrap();
    // The Texel tuner and the text data format left with the classical evaluation.
    for args in [vec!["tune", "--data", "x"], vec!["data", "convert", "x", "--out", "y"], vec!["datagen", "--text"]] {
        let output = hetman(&args);
        assert!(!output.status.success(), "{args:?}");
    }
}
