//! SGF (FF[4]) text → a small typed game record for the replay: board size, the root's
//! RU, KM and HA, and the main line (first child at each node) as setup and move nodes.
//! The file is read by the hotstone-sgf crate (crates/sgf), the same reader `hotstone sgf`
//! uses, so every file the replay reads can be written back canonically and read again
//! unchanged. Every error names the node and the property.

use hotstone_rules::{BoardSize, Komi};
use hotstone_sgf::{ErrorKind, GameTree, LineNode, SgfError};

use crate::error::InputError;

/// What the replay needs from an SGF file.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub size: BoardSize,
    /// The root's RU value, unless absent or blank.
    pub ru: Option<String>,
    /// The root's KM: none for an absent or empty one (`KM[]`), an error for one that
    /// is no komi, which only counts when no `--komi` is given (`komi_unless`).
    pub komi: Result<Option<Komi>, InputError>,
    /// The root's HA (0 and 1 included).
    pub handicap: Option<u32>,
    /// The root places black stones (AB): the handicap is given as stones.
    pub handicap_stones: bool,
    /// The main line, root first.
    pub nodes: Vec<Node>,
}

/// One node of the main line (hotstone_sgf::LineNode).
pub type Node = LineNode;

/// Bytes to text: UTF-8, or the character set CA names (hotstone_sgf::decode).
pub fn decode(bytes: &[u8]) -> Result<std::borrow::Cow<'_, str>, InputError> {
    hotstone_sgf::decode(bytes).map_err(input_error)
}

/// The longest line of nodes read (hotstone_sgf::MAX_LINE).
#[cfg(test)]
pub const MAX_LINE: usize = hotstone_sgf::MAX_LINE;

/// An SGF error read from `text` as the CLI's input error, with its line and column
/// (`input_error`).
pub fn located_error(text: &str, e: SgfError) -> InputError {
    let at = hotstone_sgf::locate(text, &e);
    input_error(e).at_location(at)
}

/// An SGF error as the CLI's input error: main-line nodes by number, a node in a
/// variation (or another game of the collection) by its place.
pub fn input_error(e: SgfError) -> InputError {
    let mut error = InputError::new(e.kind.to_string());
    match &e.node {
        Some(path) if path.is_main_line() && e.game == 0 => {
            error = error.at_node(path.depth());
            if let Some(p) = e.property {
                error = error.in_property(p);
            }
        }
        Some(_) => {
            let place = e.place();
            error = error.in_property(place);
        }
        None => {
            if let Some(p) = e.property {
                error = error.in_property(p);
            }
        }
    }
    error
}

/// Reads the first game of an SGF collection (the whole collection's shape must be
/// sound; the later games' values are not read: hotstone_sgf::read_first).
pub fn read(text: &str) -> Result<Record, InputError> {
    let tree = hotstone_sgf::read_first(text).map_err(|mut e| {
        // The conformance suite pins a truncated file's message to the file alone
        // (malformed/truncated*.err); `hotstone sgf` names the node where it ends.
        if matches!(e.kind, ErrorKind::Unclosed | ErrorKind::UnclosedValue) {
            e.node = None;
            return input_error(e);
        }
        located_error(text, e)
    })?;
    Ok(record(&tree, text))
}

impl Record {
    /// The record's komi when the command line gives none: `--komi` wins over KM, so an
    /// unreadable KM is an error only without it.
    pub fn komi_unless(&self, option: Option<Komi>) -> Result<Option<Komi>, InputError> {
        match option {
            Some(_) => Ok(None),
            None => self.komi.clone(),
        }
    }
}

/// The replay's view of a game tree: its root's game info and the main line as the
/// SGF crate reads it (H-1's handicap stones included).
pub fn record(tree: &GameTree, text: &str) -> Record {
    let info = tree.info();
    Record {
        size: tree.size(),
        ru: info.rules.clone().filter(|ru| !ru.trim().is_empty()),
        komi: tree.komi().map_err(|e| {
            let property = format!("KM[{}]", e.text);
            InputError::new(e.to_string())
                .at_node(0)
                .in_property(property)
                .located(text)
        }),
        handicap: info.handicap,
        handicap_stones: hotstone_sgf::handicap_stones(tree),
        nodes: hotstone_sgf::main_line(tree),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::{Color, Move, Point};

    fn pt(name: &str) -> Point {
        Point::parse(name).unwrap()
    }

    fn moves(record: &Record) -> Vec<(Color, Move)> {
        record.nodes.iter().filter_map(|n| n.play).collect()
    }

    #[test]
    fn b2_sgf_letters_become_points_and_tt_a_pass() {
        let r = read("(;SZ[9];B[cg];W[tt];B[];W[ia])").unwrap();
        let big = read("(;SZ[21];B[tt])").unwrap();
        assert_eq!(
            moves(&big),
            [(Color::Black, Move::Play(pt("U2")))],
            "tt is a point past 19x19"
        );
        assert_eq!(
            moves(&r),
            [
                (Color::Black, Move::Play(pt("C3"))),
                (Color::White, Move::Pass),
                (Color::Black, Move::Pass),
                (Color::White, Move::Play(pt("J9"))),
            ]
        );
        assert_eq!(
            r.nodes.iter().map(|n| n.index).collect::<Vec<_>>(),
            [0, 1, 2, 3, 4]
        );
    }

    #[test]
    fn b1_missing_sz_is_nineteen_and_bad_sizes_are_named() {
        assert_eq!(read("(;B[aa])").unwrap().size, BoardSize::NINETEEN);
        for (text, needle) in [
            ("(;SZ[30])", "SZ[30]"),
            ("(;SZ[1])", "SZ[1]"),
            ("(;SZ[abc])", "SZ[abc]"),
            ("(;SZ[9:7])", "SZ[9:7]"),
        ] {
            let e = read(text).unwrap_err();
            assert_eq!(e.node, Some(0), "{text}");
            assert_eq!(e.property.as_deref(), Some(needle), "{text}");
        }
    }

    #[test]
    fn b2_bad_move_points_are_errors_naming_node_and_property() {
        let e = read("(;SZ[9];B[cc];W[zz])").unwrap_err();
        assert_eq!((e.node, e.property.as_deref()), (Some(2), Some("W[zz]")));
        assert!(e.what.contains("off the 9x9 board"), "{}", e.what);
        let e = read("(;SZ[9];B[c3])").unwrap_err();
        assert_eq!(e.property.as_deref(), Some("B[c3]"));
        assert!(e.what.contains("not an SGF point"), "{}", e.what);
        let e = read("(;SZ[9];B[cc]W[dd])").unwrap_err();
        assert!(e.what.contains("two moves"), "{}", e.what);
        let e = read("(;SZ[5]AW[ff])").unwrap_err();
        assert_eq!(e.property.as_deref(), Some("AW[ff]"));
        let e = read("(;SZ[5]AB[tt])").unwrap_err();
        assert!(e.what.contains("off the 5x5 board"), "{}", e.what);
    }

    #[test]
    fn c4_km_and_ru_are_read_from_the_root() {
        let r = read("(;KM[6.5]RU[Japanese])").unwrap();
        assert_eq!(r.komi, Ok(Some(Komi::parse("6.5").unwrap())));
        assert_eq!(r.ru.as_deref(), Some("Japanese"));
        assert_eq!(
            read("(;RU[ ])").unwrap().ru,
            None,
            "a blank RU says nothing"
        );
        let e = read("(;KM[6.3])").unwrap().komi_unless(None).unwrap_err();
        assert_eq!(e.property.as_deref(), Some("KM[6.3]"));
        assert_eq!(e.node, Some(0));
    }

    #[test]
    fn the_longest_line_is_limited() {
        assert!(read("(;C[;;;(;;\\];;])").is_ok(), "values are skipped");
        let long = format!("(;{})", ";".repeat(MAX_LINE));
        let e = read(&long).unwrap_err();
        assert!(
            e.what.contains(&format!("at most {MAX_LINE}")),
            "{}",
            e.what
        );
        assert!(read(&format!("(;{})", ";B[aa];W[bb]".repeat(100))).is_ok());
    }

    #[test]
    fn malformed_text_is_an_error_not_a_panic() {
        for text in [
            "",
            "(;SZ[9];B[cc]",
            "(;SZ[9];B[cc",
            "hello",
            "(;B[aa]))",
            "(;GM[2])",
        ] {
            assert!(read(text).is_err(), "{text:?}");
        }
        assert!(decode(b"").is_err());
        let e = read("(;SZ[9];B[cc](;W[dd])(;W[zz]))").unwrap_err();
        assert_eq!(e.node, None, "not on the main line");
        assert_eq!(
            e.property.as_deref(),
            Some("node 2 (child 2 at node 1), W[zz]")
        );
        assert!(decode(b"\xff\xfe(;)").unwrap_err().what.contains("UTF-8"));
    }
}
