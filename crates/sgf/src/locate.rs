//! Where in the text an error is: line and column (both from 1, columns in characters),
//! found from the error's game, node path and property. Errors name nodes by path so
//! that the reader need not carry positions; an editor or a JavaScript caller wants the
//! line, so this module walks the text once more to find it.

use crate::error::{ErrorKind, SgfError};

/// A place in the text: line and column, both counted from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Location {
    pub line: usize,
    pub column: usize,
}

/// One node met in the text: where it starts and ends (byte offsets), its children.
struct Found {
    start: usize,
    end: usize,
    children: Vec<usize>,
}

/// What a walk over the text gives: the roots of its game trees, its nodes, and an
/// unclosed value's `[` if there is one.
struct Outline {
    roots: Vec<usize>,
    nodes: Vec<Found>,
    unclosed_value: Option<usize>,
}

fn outline(text: &str) -> Outline {
    let mut out = Outline {
        roots: Vec::new(),
        nodes: Vec::new(),
        unclosed_value: None,
    };
    // Per open '(': the node its next node hangs under (None at the top).
    let mut frames: Vec<Option<usize>> = Vec::new();
    let mut open_node: Option<usize> = None;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let structural = matches!(c, ';' | '(' | ')');
        if structural && !frames.is_empty() {
            if let Some(n) = open_node.take() {
                out.nodes[n].end = i;
            }
        }
        match c {
            // A game tree starts with "(;": a '(' in text around the trees does not.
            '(' if frames.is_empty() && text[i + 1..].trim_start().starts_with(';') => {
                frames.push(None);
            }
            '(' if frames.is_empty() => {}
            '(' => {
                let parent = *frames.last().unwrap_or(&None);
                frames.push(parent);
            }
            ')' => {
                frames.pop();
            }
            ';' if !frames.is_empty() => {
                let id = out.nodes.len();
                out.nodes.push(Found {
                    start: i,
                    end: text.len(),
                    children: Vec::new(),
                });
                match frames.last_mut() {
                    Some(Some(parent)) => {
                        out.nodes[*parent].children.push(id);
                    }
                    _ => out.roots.push(id),
                }
                if let Some(top) = frames.last_mut() {
                    *top = Some(id);
                }
                open_node = Some(id);
            }
            '[' if !frames.is_empty() => {
                let mut closed = false;
                while let Some((_, v)) = chars.next() {
                    match v {
                        '\\' => {
                            chars.next();
                        }
                        ']' => {
                            closed = true;
                            break;
                        }
                        _ => {}
                    }
                }
                if !closed {
                    out.unclosed_value = Some(i);
                }
            }
            _ => {}
        }
    }
    out
}

/// The line and column of byte offset `at`.
pub fn location_of(text: &str, at: usize) -> Location {
    let at = at.min(text.len());
    let before = text.get(..at).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |n| n + 1);
    Location {
        line,
        column: before[line_start..].chars().count() + 1,
    }
}

/// Where `error` lies in `text`, the text it was read from: the property when the error
/// names one, else the node, else the end of the text for a text that ends early.
/// `None` when the place cannot be found (the error came from other text).
pub fn locate(text: &str, error: &SgfError) -> Option<Location> {
    let outline = outline(text);
    match error.kind {
        ErrorKind::NotUtf8 { offset } => return Some(location_of(text, offset)),
        ErrorKind::UnclosedValue => {
            if let Some(at) = outline.unclosed_value {
                return Some(location_of(text, at));
            }
        }
        ErrorKind::Unclosed => return Some(location_of(text, text.trim_end().len())),
        ErrorKind::StrayClose { offset, .. } | ErrorKind::TooDeep { offset, .. } => {
            return Some(location_of(text, offset))
        }
        _ => {}
    }
    let Some(path) = &error.node else {
        return match error.kind {
            ErrorKind::Empty | ErrorKind::NoGameTree => Some(Location { line: 1, column: 1 }),
            _ => None,
        };
    };
    node_in(
        text,
        &outline,
        error.game,
        &path.0,
        error.property.as_deref(),
    )
}

/// Where a node of game `game` is in `text`: the node reached from the root by taking
/// child `path[0]`, then `path[1]`, ... (`&[0; k]` is the main line's node `k`), at its
/// property `property` when given and found there (`"AB"` finds the first `AB[`).
/// For errors found after reading, such as a setup the rules refuse.
pub fn locate_node(
    text: &str,
    game: usize,
    path: &[usize],
    property: Option<&str>,
) -> Option<Location> {
    node_in(text, &outline(text), game, path, property)
}

fn node_in(
    text: &str,
    outline: &Outline,
    game: usize,
    path: &[usize],
    property: Option<&str>,
) -> Option<Location> {
    let mut node = *outline.roots.get(game)?;
    for &child in path {
        node = *outline.nodes[node].children.get(child)?;
    }
    let found = &outline.nodes[node];
    let span = text.get(found.start..found.end)?;
    let at = property
        .and_then(|p| find_property(span, p))
        .map_or(found.start, |k| found.start + k);
    Some(location_of(text, at))
}

/// Where `property` is in a node's text: as given (`B[zz]`, `AW[`), else its value
/// (`[zz]` of `TR[zz]`, named so for one value of `TR[aa]\n[zz]`).
fn find_property(span: &str, property: &str) -> Option<usize> {
    find_ignoring_case(span, property).or_else(|| {
        let value = property.get(property.find('[')?..)?;
        find_ignoring_case(span, value).filter(|_| value.len() > 2)
    })
}

/// Byte offset of `needle` in `hay`, ASCII case ignored (the reader upper-cases
/// property names, so `b[zz]` is reported as `B[zz]`).
fn find_ignoring_case(hay: &str, needle: &str) -> Option<usize> {
    let (h, n) = (hay.as_bytes(), needle.as_bytes());
    if n.is_empty() || n.len() > h.len() {
        return None;
    }
    (0..=h.len() - n.len()).find(|&i| h[i..i + n.len()].eq_ignore_ascii_case(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> (usize, usize) {
        let e = crate::read(text).unwrap_err();
        let l = locate(text, &e).unwrap_or_else(|| panic!("{e} not located"));
        (l.line, l.column)
    }

    #[test]
    fn e7_a_bad_move_in_a_variation_is_found_by_line_and_column() {
        assert_eq!(at("(;SZ[9];B[cc](;W[dd])(;W[zz]))"), (1, 24));
        assert_eq!(at("(;SZ[9]\n;B[cc]\n(;W[dd])\n(;w[zz]))"), (4, 3));
    }

    #[test]
    fn e7_root_properties_and_later_games() {
        assert_eq!(at("(;SZ[nine])"), (1, 3));
        assert_eq!(at("(;SZ[9])\n(;SZ[9];B[cc];W[zz])"), (2, 15));
    }

    #[test]
    fn e7_a_text_that_ends_early_points_at_the_open_value_or_the_end() {
        assert_eq!(at("(;SZ[9];C[open"), (1, 10));
        assert_eq!(at("(;SZ[9];B[cc]\n"), (1, 14));
        assert_eq!(at("hello"), (1, 1));
    }

    /// E-7: errors found after reading (a setup the rules refuse) name their line too.
    #[test]
    fn e7_a_node_of_the_main_line_is_found_by_line_and_column() {
        let text = "(;SZ[9]\nAB[ee]AW[ee]\n;B[cc]\n;AB[dd])";
        let at = |path: &[usize], p| locate_node(text, 0, path, p).map(|l| (l.line, l.column));
        assert_eq!(at(&[], Some("AW[")), Some((2, 7)));
        assert_eq!(at(&[], None), Some((1, 2)));
        assert_eq!(at(&[0, 0], None), Some((4, 1)));
        assert_eq!(
            at(&[0, 0], Some("KM[")),
            Some((4, 1)),
            "not there: the node"
        );
        assert_eq!(at(&[0, 0, 0], None), None);
        assert_eq!(locate_node(text, 1, &[], None), None, "no second game");
    }

    /// E-7: a bad value of a list is found where it is written, and a ')' that closes
    /// no game tree where it stands.
    #[test]
    fn e7_a_list_value_and_a_stray_close_are_found_where_they_are() {
        assert_eq!(at("(;SZ[9]\n;B[cc]\n;W[dd]\n  TR[aa]\n  [zz])"), (5, 3));
        assert_eq!(at("(;SZ[9]AB[aa]\n[bb] [zz])"), (2, 6));
        let text = "(;SZ[9];B[cc])\n\n)\n(;SZ[9])";
        let e = crate::read(text).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the SGF game tree is broken: a ')' after game 1 closes no game tree"
        );
        assert_eq!(at(text), (3, 1));
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        assert_eq!(location_of("ä\nöü;", 7), Location { line: 2, column: 3 });
    }
}
