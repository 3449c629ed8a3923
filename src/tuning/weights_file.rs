//! Writes tuned weights back into `src/eval/weights.rs`: only the `WEIGHTS` table is replaced; the
//! index constants, the term list and the documentation stay as they are.

use crate::eval::weights::TERMS;

/// The marker that opens the table in the weights file.
const TABLE_START: &str = "pub const WEIGHTS: [[i32; 2]; COUNT] = [";

/// The table's text, one comment line per term and eight `[mg, eg]` pairs per line.
pub fn render(weights: &[[i32; 2]]) -> String {
    let mut text = String::from(TABLE_START);
    text.push('\n');
    for &(name, start, len) in TERMS.iter() {
        text += &format!("    // {name}\n");
        for row in weights[start..start + len].chunks(8) {
            let cells: Vec<String> = row.iter().map(|[mg, eg]| format!("[{mg}, {eg}]")).collect();
            text += &format!("    {},\n", cells.join(", "));
        }
    }
    text.push_str("];");
    text
}

/// `source` (the weights file) with its table replaced by `weights`.
pub fn replace_table(source: &str, weights: &[[i32; 2]]) -> Result<String, String> {
    let start = source.find(TABLE_START).ok_or("the weights file has no WEIGHTS table")?;
    let end = source[start..].find("\n];").ok_or("the WEIGHTS table is not closed")? + start + 3;
    Ok(format!("{}{}{}", &source[..start], render(weights), &source[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::weights::WEIGHTS;

    #[test]
    fn the_table_is_rewritten_in_place() {
        let source = include_str!("../eval/weights.rs");
        let same = replace_table(source, &WEIGHTS).unwrap();
        let reparse = |text: &str| -> Vec<i32> {
            let table = &text[text.find(TABLE_START).unwrap() + TABLE_START.len()..];
            let table = &table[..table.find("\n];").unwrap()];
            table
                .lines()
                .filter(|line| !line.trim_start().starts_with("//"))
                .flat_map(|line| line.split(|c: char| !(c.is_ascii_digit() || c == '-')))
                .filter(|word| !word.is_empty())
                .map(|word| word.parse().unwrap())
                .collect()
        };
        let flat: Vec<i32> = WEIGHTS.iter().flatten().copied().collect();
        assert_eq!(reparse(&same), flat);
        let mut changed = WEIGHTS.to_vec();
        changed[0] = [-7, 1234];
        let rewritten = replace_table(source, &changed).unwrap();
        assert_eq!(&reparse(&rewritten)[..2], &[-7, 1234]);
        let around = |text: &str| {
            let start = text.find(TABLE_START).unwrap();
            (text[..start].to_string(), text[start..].split_once("\n];").unwrap().1.to_string())
        };
        assert_eq!(around(&rewritten), around(source), "only the table changes");
        assert!(replace_table("no table here", &WEIGHTS).is_err());
    }
}
