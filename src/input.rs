//! Helpers for reading input and quoting it back: every layer that reports bad input uses them,
//! so no message echoes a huge line and every number out of range is called so.

/// At most 40 characters of `text`, for messages about very long input.
pub fn shorten(text: &str) -> String {
    shorten_to(text, 40)
}

/// At most `limit` characters of `text`, then `...` if there were more.
pub fn shorten_to(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        text.to_string()
    } else {
        format!("{}...", text.chars().take(limit).collect::<String>())
    }
}

/// Whether `text` is a whole number (an optional sign, then digits), however large.
pub fn is_integer(text: &str) -> bool {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_cut_and_integers_of_any_size_are_told_apart() {
        assert_eq!(shorten("short"), "short");
        assert_eq!(shorten(&"x".repeat(1000)).len(), 43);
        assert!(is_integer("-99999999999999999999999") && is_integer("+7") && is_integer("12"));
        assert!(!is_integer("") && !is_integer("-") && !is_integer("1.5") && !is_integer("x1"));
    }
}
