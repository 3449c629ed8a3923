//! The version users read (`hetman --version`, UCI `id name`, xboard's `myname`): the package
//! version, the commit it was built from and the build date, as engines name their builds, e.g.
//! `0.1.0 (3150c3b, 2026-12-04)`. Outside a git checkout (a source archive) the commit is
//! `unknown`. Set as the compile-time variable `HETMAN_VERSION`.

use std::path::Path;
use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};

/// Emits `HETMAN_VERSION`, and asks cargo to run again when the commit changes.
pub fn emit() {
    let commit = git(&["rev-parse", "--short=7", "HEAD"]).unwrap_or_else(|| "unknown".to_string());
    let version = format!("{} ({commit}, {})", env!("CARGO_PKG_VERSION"), today());
    println!("cargo:rustc-env=HETMAN_VERSION={version}");
    // The files whose change means a new commit: HEAD, the branch it names, the packed refs.
    let git_dir = git(&["rev-parse", "--git-dir"]);
    let common_dir = git(&["rev-parse", "--git-common-dir"]);
    let branch = git(&["symbolic-ref", "-q", "HEAD"]);
    let mut watched = Vec::new();
    if let Some(dir) = &git_dir {
        watched.push(Path::new(dir).join("HEAD"));
    }
    if let Some(dir) = &common_dir {
        watched.push(Path::new(dir).join("packed-refs"));
        if let Some(branch) = &branch {
            watched.push(Path::new(dir).join(branch));
        }
    }
    for path in watched.iter().filter(|path| path.exists()) {
        println!("cargo:rerun-if-changed={}", path.display());
    }
}

/// What `git ARGS` prints in the package's folder, trimmed; `None` if git fails or is missing.
fn git(args: &[&str]) -> Option<String> {
    let output = Command::new("git").args(args).current_dir(env!("CARGO_MANIFEST_DIR")).output().ok()?;
    let text = String::from_utf8(output.stdout).ok()?.trim().to_string();
    (output.status.success() && !text.is_empty()).then_some(text)
}

/// Today's date (UTC) as YYYY-MM-DD, from the days since 1970 (the civil-from-days algorithm).
fn today() -> String {
    let seconds = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_secs());
    let days = (seconds / 86_400) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 { month_index + 3 } else { month_index - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}
