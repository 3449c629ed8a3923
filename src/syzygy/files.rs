//! Finding and checking the table files of a `SyzygyPath`.
//!
//! The prober trusts the files it maps: a table cut short where its layout says data follows would
//! be read past its end. So each file is checked first (a table's name, a readable file, the size
//! every Syzygy file has, 16 more than a multiple of 64, its magic number, and at least the bytes
//! its header lays out, see [`super::layout`]), and the prober is given a folder of its own
//! holding links to the files that passed: a broken file is reported and left out, and the
//! engine plays on with the others.

use super::layout::{expected_size, whole_file_size, LayoutError, Material};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The first four bytes of a WDL table (`.rtbw`).
const WDL_MAGIC: [u8; 4] = [0x71, 0xE8, 0x23, 0x5D];
/// The first four bytes of a DTZ table (`.rtbz`).
const DTZ_MAGIC: [u8; 4] = [0xD7, 0x66, 0x0C, 0xA5];

/// The tables found on a path, linked into one folder for the prober.
#[derive(Debug)]
pub struct TableFolder {
    /// The folder of links.
    pub folder: PathBuf,
    /// WDL tables linked.
    pub wdl: usize,
    /// DTZ tables linked.
    pub dtz: usize,
    /// Pieces of the largest WDL table linked.
    pub max_pieces: usize,
    /// What the user should read: missing folders, folders without tables, broken files.
    pub messages: Vec<String>,
}

impl Drop for TableFolder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

/// The folders of a `SyzygyPath` value: separated by `:` on Unix and `;` on Windows, as
/// Stockfish reads them; empty parts are skipped.
pub fn split_path(path: &str) -> Vec<&str> {
    let separator = if cfg!(windows) { ';' } else { ':' };
    path.split(separator).map(str::trim).filter(|part| !part.is_empty()).collect()
}

/// The material and kind (`true` for WDL) of a table named like `KRPvKR` (with its extension),
/// or `None` for a name that is no table's.
fn table_kind(name: &str) -> Option<(Material, bool)> {
    let (stem, wdl) =
        if let Some(stem) = name.strip_suffix(".rtbw") { (stem, true) } else { (name.strip_suffix(".rtbz")?, false) };
    let (white, black) = stem.split_once('v')?;
    let side_ok = |side: &str| side.starts_with('K') && side[1..].chars().all(|c| "QRBNP".contains(c));
    if !(side_ok(white) && side_ok(black) && stem.len() <= 9) {
        return None;
    }
    Some((Material::from_name(stem)?, wdl))
}

/// Why the table file at `path` cannot be used, if it cannot; `Ok(Some(note))` for a file that
/// can be used but is not quite as a table file should be.
fn check_file(path: &Path, material: &Material, wdl: bool) -> Result<Option<String>, String> {
    use std::io::Read;
    let cannot_read = |e: std::io::Error| format!("cannot read {}: {e}", path.display());
    let mut file = std::fs::File::open(path).map_err(cannot_read)?;
    let size = file.metadata().map_err(cannot_read)?.len();
    if size % 64 != 16 {
        return Err(format!(
            "{} is broken or cut short ({size} bytes; a table has 16 more than a multiple of 64)",
            path.display()
        ));
    }
    // The header is read from the file's start, more of it while the walk needs more.
    let mut start = Vec::new();
    let mut wanted: u64 = 1 << 16;
    let laid_out = loop {
        let have = start.len() as u64;
        (&mut file).take(wanted.min(size) - have).read_to_end(&mut start).map_err(cannot_read)?;
        if start.len() < 4 {
            return Err(format!("{} is broken or cut short ({size} bytes)", path.display()));
        }
        if start[..4] != if wdl { WDL_MAGIC } else { DTZ_MAGIC } {
            return Err(format!("{} is not a Syzygy table (wrong magic number)", path.display()));
        }
        match expected_size(&start, material, wdl) {
            Ok(laid_out) => break laid_out,
            Err(LayoutError::NeedMore) if wanted < size => wanted = wanted.saturating_mul(2),
            Err(LayoutError::NeedMore) => {
                return Err(format!("{} is cut short (its header runs past the end)", path.display()));
            }
            Err(LayoutError::Broken) => {
                return Err(format!("{} is broken (its header describes no table of its material)", path.display()));
            }
        }
    };
    if size < laid_out {
        return Err(format!("{} is cut short ({size} bytes, where its header lays out {laid_out})", path.display()));
    }
    let whole = whole_file_size(laid_out);
    Ok((size != whole).then(|| {
        format!("{} has {size} bytes where a whole table has {whole}; its data is all there, using it", path.display())
    }))
}

#[cfg(unix)]
fn link(from: &Path, to: &Path) -> std::io::Result<()> {
    std::os::unix::fs::symlink(from, to)
}

#[cfg(not(unix))]
fn link(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::hard_link(from, to).or_else(|_| std::fs::copy(from, to).map(|_| ()))
}

/// Finds the tables of `path` (see [`split_path`]), checks them and links those that pass into a
/// new folder. A table found in two folders is taken from the first.
pub fn find_tables(path: &str) -> Result<TableFolder, String> {
    static FOLDERS: AtomicUsize = AtomicUsize::new(0);
    let folder = std::env::temp_dir().join(format!(
        "hetman-syzygy-{}-{}",
        std::process::id(),
        FOLDERS.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
    let mut found = TableFolder { folder, wdl: 0, dtz: 0, max_pieces: 0, messages: Vec::new() };
    for part in split_path(path) {
        let entries = match std::fs::read_dir(part) {
            Ok(entries) => entries,
            Err(e) => {
                found.messages.push(format!("no folder {part} ({e})"));
                continue;
            }
        };
        let mut tables_here = 0;
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let Some((material, wdl)) = table_kind(&name) else { continue };
            tables_here += 1;
            let target = found.folder.join(&name);
            if target.exists() {
                continue;
            }
            let source = Path::new(part).join(&name);
            match check_file(&source, &material, wdl) {
                Ok(note) => found.messages.extend(note),
                Err(message) => {
                    found.messages.push(format!("{message}; playing without it"));
                    continue;
                }
            }
            let source = std::fs::canonicalize(&source).unwrap_or(source);
            if let Err(e) = link(&source, &target) {
                found.messages.push(format!("cannot use {}: {e}", source.display()));
                continue;
            }
            if wdl {
                found.wdl += 1;
                found.max_pieces = found.max_pieces.max(material.pieces());
            } else {
                found.dtz += 1;
            }
        }
        if tables_here == 0 {
            found.messages.push(format!("no Syzygy tables in {part}"));
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_names() {
        let pieces = |name: &str| table_kind(name).map(|(material, wdl)| (material.pieces(), wdl));
        assert_eq!(pieces("KQvK.rtbw"), Some((3, true)));
        assert_eq!(pieces("KRPvKR.rtbz"), Some((5, false)));
        assert_eq!(pieces("KQvK.txt"), None);
        assert_eq!(pieces("README.rtbw"), None);
        assert_eq!(pieces("KXvK.rtbw"), None);
    }

    /// Each table of the 3-4-man set cut by 64 bytes (so that its size still looks like a
    /// table's) and by 128: refused whenever a byte the header lays out is gone, noted otherwise.
    #[test]
    fn tables_cut_by_whole_64_byte_units_are_caught() {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/data/syzygy");
        let scratch = std::env::temp_dir().join(format!("hetman-cut-tables-{}", std::process::id()));
        std::fs::create_dir_all(&scratch).unwrap();
        let (mut refused, mut noted, mut cuts) = (0, 0, 0);
        for entry in std::fs::read_dir(folder).unwrap().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let Some((material, wdl)) = table_kind(&name) else { continue };
            let bytes = std::fs::read(entry.path()).unwrap();
            assert_eq!(check_file(&entry.path(), &material, wdl), Ok(None), "{name} whole");
            let laid_out = expected_size(&bytes, &material, wdl).unwrap();
            for cut in [64, 128].into_iter().filter(|&cut| cut < bytes.len()) {
                cuts += 1;
                let path = scratch.join(&name);
                std::fs::write(&path, &bytes[..bytes.len() - cut]).unwrap();
                let verdict = check_file(&path, &material, wdl);
                if ((bytes.len() - cut) as u64) < laid_out {
                    let message = verdict.unwrap_err();
                    assert!(message.contains("cut short"), "{message}");
                    refused += 1;
                } else {
                    assert!(verdict.unwrap().is_some_and(|note| note.contains("using it")), "{name} cut by {cut}");
                    noted += 1;
                }
            }
        }
        std::fs::remove_dir_all(&scratch).unwrap();
        // A cut by 128 bytes always loses data; by 64, unless the last 48 bytes were padding.
        assert!(refused + noted == cuts && refused >= cuts / 2, "{refused} refused, {noted} noted of {cuts}");
    }

    #[test]
    fn paths_split_as_stockfish_reads_them() {
        let separator = if cfg!(windows) { ";" } else { ":" };
        assert_eq!(split_path(&format!("/a{separator}/b c{separator}")), vec!["/a", "/b c"]);
        assert!(split_path("").is_empty());
    }
}
