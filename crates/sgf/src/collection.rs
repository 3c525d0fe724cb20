//! SGF's syntax (FF[4], "EBNF definition"): a collection is one or more game trees; a game
//! tree is `(`, a sequence of nodes, then its variations (game trees again), and `)`; a
//! node is `;` and its properties; a property is an identifier and one or more values in
//! brackets. This module reads that shape into nodes whose properties hold their raw
//! values; what the values mean is read.rs's business.
//!
//! It reads in one pass with a stack of open `(`, never recursing, and forgives what real
//! files hold: text before, between and after game trees (mail headers, notes; a game
//! tree starts with `(;`), whitespace between any two tokens, lower-case identifiers
//! (`b[cc]` is `B`) and FF[3]'s mixed case (`AddBlack` is `AB`: its capitals). A value is
//! taken as written, escapes aside: `\` makes the next character plain (`\]`, `\\`, `\:`),
//! and `\` before a line break is a soft line break, removed with it (FF[4]). A broken
//! tree is an error naming the node where it broke, and the limits (limits.rs) are
//! checked on the way.

use crate::error::{ErrorKind, SgfError};
use crate::limits::{MAX_LINE, MAX_NODES, MAX_VALUE};
use crate::tree::NodePath;

/// The game trees of a text, their nodes in one vector.
pub(crate) struct Collection {
    pub nodes: Vec<RawNode>,
    pub games: Vec<RawGame>,
}

/// One game tree.
pub(crate) struct RawGame {
    /// The index of its root node.
    pub root: usize,
    /// The first property after a variation, in the sequence the variation belongs to
    /// (`(;B[aa](;W[bb])C[x])`): it belongs to no node. The path of the node the
    /// variations hang from, and the property as written. The game is refused as a whole
    /// (read.rs), once the games before it are known to read.
    pub property_after_variations: Option<(NodePath, String)>,
}

/// A node: its properties in the order written, and its children (the next node of its
/// sequence, or the first nodes of its variations).
#[derive(Default)]
pub(crate) struct RawNode {
    pub props: Vec<RawProp>,
    pub children: Vec<usize>,
}

/// A property: its identifier in FF[4]'s capitals, and its values unescaped.
pub(crate) struct RawProp {
    pub id: String,
    pub values: Vec<String>,
    /// Written as FF[4] writes it: capitals only (or small letters only), and `[` right
    /// after the identifier. Only such a `GM` names the game (read.rs, `is_go`).
    pub plain: bool,
}

/// One open `(`: where its first node hangs, and what it holds so far.
struct Frame {
    /// The length of the path of the node it hangs from: the path itself is the prefix
    /// of the current one (kept once, not copied per variation: no quadratic memory for
    /// deeply nested files).
    parent_len: usize,
    child: usize,
    nodes: usize,
    variations: usize,
    /// The node its first node hangs from (`None` for a game tree's root).
    attach: Option<usize>,
    /// Its last node so far.
    last: Option<usize>,
}

/// Reads the shape of `text`: every game tree, or the first thing broken in it.
pub(crate) fn parse(text: &str) -> Result<Collection, SgfError> {
    // A text with more `;` than MAX_NODES is first read without keeping its nodes, so
    // that a file over the limit is refused in the time and memory of one pass (docs/reliability.md,
    // "Limits on SGF input"), not after a quarter of a million nodes were built.
    if semicolons(text) > MAX_NODES {
        shape(text, false)?;
    }
    shape(text, true)
}

/// How many `;` stand outside `[...]` values: at least as many as there are nodes
/// (text around the game trees may hold more).
fn semicolons(text: &str) -> usize {
    let (mut count, mut in_value, mut escaped) = (0, false, false);
    for b in text.bytes() {
        match (in_value, b) {
            _ if escaped => escaped = false,
            (true, b'\\') => escaped = true,
            (true, b']') => in_value = false,
            (false, b'[') => in_value = true,
            (false, b';') => count += 1,
            _ => {}
        }
    }
    count
}

/// The length of the longest line through the node that starts `rest` (at its `;`),
/// `before` nodes above it: its sequence and variations are counted to the `)` that
/// closes them, values skipped, nothing kept (for `TooDeep`'s real length).
fn longest_line(rest: &str, before: usize) -> usize {
    let (mut len, mut longest, mut opened) = (before, before, Vec::new());
    let (mut in_value, mut escaped) = (false, false);
    for b in rest.bytes() {
        match (in_value, b) {
            _ if escaped => escaped = false,
            (true, b'\\') => escaped = true,
            (true, b']') => in_value = false,
            (false, b'[') => in_value = true,
            (false, b';') => {
                len += 1;
                longest = longest.max(len);
            }
            (false, b'(') => opened.push(len),
            (false, b')') => match opened.pop() {
                Some(at) => len = at,
                None => break,
            },
            _ => {}
        }
    }
    longest
}

/// `parse`, keeping the nodes and their properties only if `keep`.
fn shape(text: &str, keep: bool) -> Result<Collection, SgfError> {
    let mut count = 0usize;
    let mut out = Collection {
        nodes: Vec::new(),
        games: Vec::new(),
    };
    let mut stack: Vec<Frame> = Vec::new();
    // The path of the node being read, for errors.
    let mut cur: Vec<usize> = Vec::new();
    let mut chars = text.char_indices().peekable();
    let broken = |what: &str, cur: &[usize]| {
        SgfError::new(ErrorKind::Broken {
            what: what.to_string(),
        })
        .at(&NodePath(cur.to_vec()))
    };
    while let Some((i, c)) = chars.next() {
        let nested = stack.len() > 1;
        let Some(frame) = stack.last_mut() else {
            match c {
                // A game tree starts with "(;": a '(' in text around the trees does not.
                '(' if text[i + 1..].trim_start().starts_with(';') => {
                    stack.push(Frame {
                        parent_len: 0,
                        child: 0,
                        nodes: 0,
                        variations: 0,
                        attach: None,
                        last: None,
                    });
                    cur.clear();
                }
                // Text before the first tree may hold anything; after a tree, a ')' is
                // one too many.
                ')' if !out.games.is_empty() => {
                    return Err(SgfError::new(ErrorKind::StrayClose {
                        after: out.games.len(),
                        offset: i,
                    }));
                }
                _ => {}
            }
            continue;
        };
        match c {
            c if c.is_whitespace() => {}
            ';' => {
                if frame.variations > 0 {
                    return Err(broken(
                        "a node follows the variations of its sequence",
                        &cur,
                    ));
                }
                if frame.nodes == 0 {
                    cur.truncate(frame.parent_len);
                    if nested {
                        cur.push(frame.child);
                    }
                } else {
                    cur.push(0);
                }
                frame.nodes += 1;
                if count >= MAX_NODES {
                    return Err(SgfError::new(ErrorKind::TooManyNodes).at(&NodePath(cur)));
                }
                if cur.len() + 1 > MAX_LINE {
                    return Err(SgfError::new(ErrorKind::TooDeep {
                        depth: longest_line(&text[i..], cur.len()),
                        offset: i,
                    }));
                }
                let id = count;
                count += 1;
                if keep {
                    out.nodes.push(RawNode::default());
                }
                match frame.last.or(frame.attach) {
                    Some(parent) if keep => out.nodes[parent].children.push(id),
                    Some(_) => {}
                    None => out.games.push(RawGame {
                        root: id,
                        property_after_variations: None,
                    }),
                }
                frame.last = Some(id);
            }
            '(' => {
                if frame.nodes == 0 {
                    return Err(broken("a variation starts before any node", &cur));
                }
                let child = frame.variations;
                frame.variations += 1;
                let attach = frame.last;
                stack.push(Frame {
                    parent_len: cur.len(),
                    child,
                    nodes: 0,
                    variations: 0,
                    attach,
                    last: None,
                });
            }
            ')' => {
                let done = stack.pop().expect("a frame is open");
                if done.nodes == 0 {
                    return Err(broken("an empty game tree '()'", &cur));
                }
                cur.truncate(done.parent_len);
            }
            '[' => return Err(broken("a property value without a property name", &cur)),
            c if c.is_ascii_alphabetic() => {
                let Some(node) = frame.last else {
                    return Err(broken("a property outside a node (no ';' before it)", &cur));
                };
                let mut end = i + 1;
                while let Some(&(j, d)) = chars.peek() {
                    if !d.is_ascii_alphabetic() {
                        break;
                    }
                    end = j + 1;
                    chars.next();
                }
                let written = &text[i..end];
                if !text[end..].trim_start().starts_with('[') {
                    return Err(broken(&format!("property {written} has no value"), &cur)
                        .in_property(written.to_string()));
                }
                let values = values(&mut chars, &cur)?;
                let lower = written.bytes().all(|b| b.is_ascii_lowercase());
                let upper = written.bytes().all(|b| b.is_ascii_uppercase());
                let id = if lower {
                    written.to_ascii_uppercase()
                } else {
                    // FF[3]'s mixed case: the capitals are the FF[4] identifier.
                    written.chars().filter(char::is_ascii_uppercase).collect()
                };
                let prop = RawProp {
                    id,
                    values,
                    plain: (lower || upper) && text[end..].starts_with('['),
                };
                if frame.variations > 0 {
                    let game = out.games.last_mut().expect("a game is open");
                    let shown = as_written(&prop.id, &prop.values);
                    game.property_after_variations
                        .get_or_insert((NodePath(cur.clone()), shown));
                } else if keep {
                    out.nodes[node].props.push(prop);
                }
            }
            other => {
                return Err(broken(
                    &format!(
                        "unexpected character '{}' between properties",
                        escaped(other)
                    ),
                    &cur,
                ))
            }
        }
    }
    if !stack.is_empty() {
        return Err(SgfError::new(ErrorKind::Unclosed).at(&NodePath(cur)));
    }
    if out.games.is_empty() {
        return Err(SgfError::new(ErrorKind::NoGameTree));
    }
    Ok(out)
}

/// A property as it might have been written, for messages.
pub(crate) fn as_written(id: &str, values: &[String]) -> String {
    let mut out = id.to_string();
    out.push('[');
    out.push_str(&hotstone_text::joined(values, "]["));
    out.push(']');
    out
}

/// A character as `char::escape_debug` writes it, without Unicode's printable and
/// grapheme tables (2.7 KB gzipped of the wasm package): the same text up to U+036F
/// and for the invisible characters named below; any other character is written as
/// itself, where std would escape the unassigned code points of planes 0 to 3 and the
/// combining marks and format characters of other blocks.
fn escaped(c: char) -> String {
    match c {
        '\0' => "\\0".to_string(),
        '\t' => "\\t".to_string(),
        '\r' => "\\r".to_string(),
        '\n' => "\\n".to_string(),
        '\\' | '\'' | '"' => format!("\\{c}"),
        // Controls (Cc), soft hyphen and no-break space (Cf, Zs), combining marks, the
        // format characters of General Punctuation, the byte-order mark, private use,
        // and planes 4 to 16 (unassigned, tags, variation selectors, private use).
        '\0'..='\u{1F}'
        | '\u{7F}'..='\u{A0}'
        | '\u{AD}'
        | '\u{300}'..='\u{36F}'
        | '\u{200B}'..='\u{200F}'
        | '\u{2028}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}'
        | '\u{FEFF}'
        | '\u{E000}'..='\u{F8FF}'
        | '\u{40000}'..='\u{10FFFF}' => format!("\\u{{{:x}}}", c as u32),
        c => c.to_string(),
    }
}

/// A property's values: `[...]` after `[...]`, whitespace between them allowed. The
/// identifier has been read and a `[` is known to follow.
fn values(
    chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>,
    cur: &[usize],
) -> Result<Vec<String>, SgfError> {
    let mut values = Vec::new();
    loop {
        while chars.next_if(|&(_, c)| c.is_whitespace()).is_some() {}
        if chars.next_if(|&(_, c)| c == '[').is_none() {
            return Ok(values);
        }
        let mut value = String::new();
        // Characters up to the closing `]`, a `\` counted but not what it escapes.
        let mut length = 0usize;
        loop {
            let Some((_, c)) = chars.next() else {
                return Err(SgfError::new(ErrorKind::UnclosedValue).at(&NodePath(cur.to_vec())));
            };
            if c == ']' {
                break;
            }
            length += 1;
            if length > MAX_VALUE {
                return Err(SgfError::new(ErrorKind::ValueTooLong).at(&NodePath(cur.to_vec())));
            }
            match c {
                '\\' => match chars.next() {
                    // A soft line break (FF[4]): `\` before a line break (LF, CR LF, CR or
                    // LF CR) removes both.
                    Some((_, first @ ('\n' | '\r'))) => {
                        if let Some(&(_, second @ ('\n' | '\r'))) = chars.peek() {
                            if second != first {
                                chars.next();
                            }
                        }
                    }
                    Some((_, escaped)) => value.push(escaped),
                    None => {
                        return Err(
                            SgfError::new(ErrorKind::UnclosedValue).at(&NodePath(cur.to_vec()))
                        )
                    }
                },
                c => value.push(c),
            }
        }
        values.push(value);
    }
}

#[cfg(test)]
mod tests {
    use super::escaped;

    /// The same text as std up to U+036F and in the ranges `escaped` names.
    #[test]
    fn escaped_as_std_writes_it() {
        let named = [
            0..=0x36F,
            0x200B..=0x200F,
            0x2028..=0x202E,
            0x2060..=0x206F,
            0xFEFF..=0xFEFF,
            0xE000..=0xF8FF,
            0x40000..=0x10FFFF,
        ];
        for c in named.into_iter().flatten().filter_map(char::from_u32) {
            assert_eq!(escaped(c), c.escape_debug().to_string(), "{:x}", c as u32);
        }
    }
}
