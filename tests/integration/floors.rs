//! The source's floors: each module of `src/` uses only the modules on floors below its own (the
//! list in `src/lib.rs`), and no two files use each other. The paths a file uses are read from
//! its text: `use` declarations (braces expanded) and `crate::`, `super::`, `self::` and
//! child-module paths in the code, outside its tests and comments. A path through a `pub use`
//! re-export is followed to the file that defines the item. The re-export itself is the
//! module's interface: it counts for the floors (a module may not hand on an item from above
//! it), not for the circles (a `mod.rs` re-exports its children, which use their parent).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module's path below the crate root: `["chess", "fen"]`; the root itself is empty.
type ModulePath = Vec<String>;

/// Every module file of `src/` (but `main.rs`, the binary above every floor) with its text.
fn modules() -> BTreeMap<ModulePath, String> {
    fn walk(dir: &Path, prefix: &[String], out: &mut BTreeMap<ModulePath, String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_stem().unwrap().to_str().unwrap().to_string();
            if path.is_dir() {
                walk(&path, &[prefix, &[name]].concat(), out);
            } else if path.extension().is_some_and(|e| e == "rs") && !(prefix.is_empty() && name == "main") {
                let module = if name == "mod" || (prefix.is_empty() && name == "lib") {
                    prefix.to_vec()
                } else {
                    [prefix, &[name]].concat()
                };
                out.insert(module, code_of(&std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &[], &mut out);
    out
}

/// A file's code without its tests module (the last item of a file, by this project's habit:
/// everything after `#[cfg(test)] mod tests` is left out) and its comments.
fn code_of(text: &str) -> String {
    let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or_default();
    code.lines().map(|line| line.split("//").next().unwrap_or_default()).collect::<Vec<_>>().join("\n")
}

/// The paths of a `use` tree: `a::{b, c::{d, e as f}}` is `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        return vec![tree.split(" as ").next().unwrap_or_default().trim().to_string()];
    };
    let prefix = tree[..open].trim_end_matches("::");
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let (mut parts, mut depth, mut current) = (Vec::new(), 0, String::new());
    for c in inner.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    parts.push(current);
    let joined = |rest: String| if prefix.is_empty() { rest } else { format!("{prefix}::{rest}") };
    parts.iter().filter(|p| !p.trim().is_empty()).flat_map(|p| expand(p)).map(joined).collect()
}

/// The `use` declarations of `code` (their trees), and whether each is a `pub` re-export.
fn use_declarations(code: &str) -> Vec<(String, bool)> {
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let before = rest[..at].trim_end();
        let starts_statement = before.is_empty()
            || before.ends_with([';', '{', '}', ']'])
            || before.ends_with("pub")
            || before.ends_with(')');
        let Some(end) = rest[at..].find(';') else { break };
        if starts_statement && rest[..at].chars().last().is_none_or(|c| !c.is_alphanumeric() && c != '_') {
            let public = before.ends_with("pub") || before.ends_with(')') && before.contains("pub(");
            found.push((rest[at + 4..at + end].to_string(), public));
        }
        rest = &rest[at + end..];
    }
    found
}

/// The paths written in `code` that start at `crate`, `super`, `self` or one of `children`
/// (the modules declared in the file).
fn inline_paths(code: &str, children: &[String]) -> Vec<String> {
    let bytes = code.as_bytes();
    let mut found = Vec::new();
    let children = children.iter().map(|child| format!("{child}::"));
    for start in ["crate::".to_string(), "super::".to_string(), "self::".to_string()].into_iter().chain(children) {
        for (at, _) in code.match_indices(start.as_str()) {
            if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_' || bytes[at - 1] == b':') {
                continue;
            }
            let end = code[at..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .map_or(code.len(), |e| at + e);
            found.push(code[at..end].trim_end_matches(':').to_string());
        }
    }
    found
}

/// What the re-exports of each module name: item name -> the module whose path it came from.
type Reexports = BTreeMap<ModulePath, BTreeMap<String, ModulePath>>;

/// The module file a `path` written in `module` leads to, through re-exports; `None` for an
/// outside crate's path.
fn resolve(
    path: &str,
    module: &ModulePath,
    all: &BTreeMap<ModulePath, String>,
    reexports: &Reexports,
) -> Option<ModulePath> {
    let segments: Vec<&str> = path.split("::").map(str::trim).filter(|s| !s.is_empty()).collect();
    let first = *segments.first()?;
    let mut full: Vec<String> = match first {
        "crate" => Vec::new(),
        "super" | "self" => module.clone(),
        child if all.contains_key(&[module.as_slice(), &[child.to_string()]].concat()) => module.clone(),
        _ => return None,
    };
    let mut rest = &segments[..];
    if first == "crate" {
        rest = &rest[1..];
    }
    while let Some(&step) = rest.first() {
        match step {
            "super" => {
                full.pop();
            }
            "self" => {}
            _ => break,
        }
        rest = &rest[1..];
    }
    full.extend(rest.iter().map(|s| s.to_string()));
    let depth = (0..=full.len()).rev().find(|&k| all.contains_key(&full[..k]))?;
    let found = full[..depth].to_vec();
    match full.get(depth).and_then(|item| reexports.get(&found)?.get(item)) {
        Some(source) => Some(source.clone()),
        None => Some(found),
    }
}

/// Each module file with the module files it uses (with `reexports`: and those whose items it
/// re-exports).
fn uses_counting(count_reexports: bool) -> BTreeMap<ModulePath, BTreeSet<ModulePath>> {
    let all = modules();
    let mut reexports = Reexports::new();
    for (module, code) in &all {
        for (tree, public) in use_declarations(code) {
            for path in expand(&tree).into_iter().filter(|_| public) {
                let item = path.rsplit("::").next().unwrap_or_default().to_string();
                if let Some(source) = resolve(&path, module, &all, &Reexports::new()) {
                    reexports.entry(module.clone()).or_default().insert(item, source);
                }
            }
        }
    }
    let mut edges = BTreeMap::new();
    for (module, code) in &all {
        let mut paths: Vec<String> = Vec::new();
        for (tree, public) in use_declarations(code) {
            if !public || count_reexports {
                paths.extend(expand(&tree));
            }
        }
        let children: Vec<String> = all
            .keys()
            .filter(|other| other.len() == module.len() + 1 && other.starts_with(module))
            .map(|child| child[module.len()].clone())
            .collect();
        let without_reexports: String = code
            .lines()
            .filter(|l| !(l.trim_start().starts_with("pub") && l.contains(" use ")))
            .collect::<Vec<_>>()
            .join("\n");
        paths.extend(inline_paths(&without_reexports, &children));
        let targets: BTreeSet<ModulePath> = paths
            .iter()
            .filter_map(|path| resolve(path, module, &all, &reexports))
            .filter(|target| target != module && !target.is_empty())
            .collect();
        edges.insert(module.clone(), targets);
    }
    edges
}

/// Each module file with the module files it uses.
fn uses() -> BTreeMap<ModulePath, BTreeSet<ModulePath>> {
    uses_counting(false)
}

/// The floors `src/lib.rs` lists: `//! N. `a`, `b`: ...` puts modules a and b on floor N.
fn floors() -> BTreeMap<String, usize> {
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    let mut floors = BTreeMap::new();
    for line in lib.lines() {
        let Some(rest) = line.strip_prefix("//! ") else { continue };
        let Some((number, names)) = rest.split_once(". `") else { continue };
        let Ok(floor) = number.parse::<usize>() else { continue };
        let names = names.split(':').next().unwrap_or_default();
        for name in names.split(',') {
            floors.insert(name.trim().trim_matches('`').to_string(), floor);
        }
    }
    floors
}

#[test]
fn every_module_uses_only_the_floors_below_it() {
    let floors = floors();
    let modules: BTreeSet<String> = modules().keys().filter_map(|m| m.first().cloned()).collect();
    let unplaced: Vec<&String> = modules.iter().filter(|m| !floors.contains_key(*m)).collect();
    assert!(unplaced.is_empty(), "modules on no floor of src/lib.rs: {unplaced:?}");
    let mut wrong = Vec::new();
    for (from, targets) in uses_counting(true) {
        let Some(top) = from.first() else { continue };
        for target in targets {
            let to = &target[0];
            if to != top && floors[to] >= floors[top] {
                wrong.push(format!(
                    "{} (floor {}) uses {} (floor {})",
                    from.join("::"),
                    floors[top],
                    target.join("::"),
                    floors[to]
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "uses that are not downward:\n{}", wrong.join("\n"));
}

#[test]
fn no_two_files_use_each_other() {
    let edges = uses();
    let mut circles = Vec::new();
    for (a, targets) in &edges {
        for b in targets {
            if a < b && edges.get(b).is_some_and(|back| back.contains(a)) {
                circles.push(format!("{} <-> {}", a.join("::"), b.join("::")));
            }
        }
    }
    assert!(circles.is_empty(), "files that use each other:\n{}", circles.join("\n"));
}

#[test]
fn the_reader_sees_uses_and_floors() {
    // The checks above are only as good as this reading: it must find what a file uses.
    assert_eq!(expand("a::{b, c::{d, e as f}}"), ["a::b", "a::c::d", "a::c::e"]);
    let edges = uses();
    let fen = edges.get(&vec!["chess".to_string(), "fen".to_string()]).unwrap();
    assert!(fen.contains(&vec!["chess".to_string(), "position".to_string()]), "{fen:?}");
    let uci = edges.get(&vec!["protocol".to_string(), "uci".to_string()]).unwrap();
    assert!(uci.iter().any(|m| m[0] == "engine"), "{uci:?}");
    // Through a re-export: `crate::chess::Position` is the file that defines it.
    let search = edges.get(&vec!["search".to_string(), "searcher".to_string()]).unwrap();
    assert!(search.contains(&vec!["chess".to_string(), "position".to_string()]), "{search:?}");
    // A child module's path written in the code, with no `use`: `eval` calls `nnue::embedded`.
    let eval = edges.get(&vec!["eval".to_string()]).unwrap();
    assert!(eval.contains(&vec!["eval".to_string(), "nnue".to_string(), "embedded".to_string()]), "{eval:?}");
    assert_eq!(inline_paths("let x = child::f(); other::g(); my_child::h();", &["child".to_string()]), ["child::f"]);
    // A re-export counts for the floors: `chess` hands on `Position` from `chess::position`.
    let chess = &uses_counting(true)[&vec!["chess".to_string()]];
    assert!(chess.contains(&vec!["chess".to_string(), "position".to_string()]), "{chess:?}");
    assert!(!uses()[&vec!["chess".to_string()]].contains(&vec!["chess".to_string(), "position".to_string()]));
    assert_eq!(floors().get("chess"), Some(&2));
    assert!(floors()["protocol"] > floors()["engine"]);
}
