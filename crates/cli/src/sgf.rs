//! SGF (FF[4]) text → a small typed game record: board size, the root's RU and KM, and
//! the main line (first child at each node) as setup and move nodes. Points are read
//! by the rules crate (`BoardSize::parse_sgf`), so `tt` and off-board letters mean the
//! same here as everywhere else. Every error names the node and the property.

use hotstone_rules::{BoardSize, Color, Komi, Move, Point, Setup};
use sgf_parse::go::{self, Prop};
use sgf_parse::{LexerError, SgfNode, SgfParseError};

use crate::error::InputError;

/// What the replay needs from an SGF file.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub size: BoardSize,
    /// The root's RU value, unless absent or blank.
    pub ru: Option<String>,
    /// The root's KM.
    pub komi: Option<Komi>,
    /// The main line, root first.
    pub nodes: Vec<Node>,
}

/// One node of the main line: setup stones to place, then a move to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// Position on the main line; the root is 0.
    pub index: usize,
    pub setup: Option<Setup>,
    pub play: Option<(Color, Move)>,
}

/// SGF's default board size when SZ is absent.
const DEFAULT_SIZE: i64 = 19;

/// Checks the raw bytes before parsing: SGF files are text, and an empty file is no game.
pub fn decode(bytes: &[u8]) -> Result<&str, InputError> {
    if bytes.is_empty() {
        return Err(InputError::new("the input is empty: expected an SGF game"));
    }
    std::str::from_utf8(bytes).map_err(|e| {
        InputError::new(format!(
            "the input is not UTF-8 text (bad byte at offset {}): expected an SGF game",
            e.valid_up_to()
        ))
    })
}

/// The longest line of nodes read. sgf-parse builds (and drops) the tree recursively,
/// one stack frame per node, so an absurdly long line would overflow the stack: a crash,
/// not an error message. Real games stay far below (E-3 stops play at move 400).
pub const MAX_LINE: usize = 10_000;

/// Reads the first game of an SGF collection.
pub fn read(text: &str) -> Result<Record, InputError> {
    let depth = deepest_line(text);
    if depth > MAX_LINE {
        return Err(InputError::new(format!(
            "the game tree has a line of {depth} nodes; at most {MAX_LINE} are read"
        )));
    }
    let trees = go::parse(text).map_err(parse_error)?;
    let root = trees
        .first()
        .ok_or_else(|| InputError::new("no SGF game tree found"))?;
    let size = board_size(root).map_err(|e| e.at_node(0))?;
    let ru = root_text(root, "RU").filter(|ru| !ru.trim().is_empty());
    let komi = komi(root).map_err(|e| e.at_node(0))?;
    let handicap = handicap(root).map_err(|e| e.at_node(0))?;
    let mut nodes = root
        .main_variation()
        .enumerate()
        .map(|(index, n)| read_node(index, n, size).map_err(|e| e.at_node(index)))
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(setup) = nodes.first_mut().and_then(|n| n.setup.as_mut()) {
        if setup.to_move.is_none() && white_moves_first(handicap, setup) {
            setup.to_move = Some(Color::White);
        }
    }
    Ok(Record {
        size,
        ru,
        komi,
        nodes,
    })
}

/// The most nodes (`;`) on one path from a root to a leaf, counted without parsing:
/// `(` starts a variation at the current depth, `)` returns to where it started, and
/// property values (`[...]`, with `\\` escapes) are skipped. Unbalanced text is left
/// to the parser to report.
fn deepest_line(text: &str) -> usize {
    let (mut depth, mut deepest) = (0usize, 0usize);
    let mut starts = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '(' => starts.push(depth),
            ')' => depth = starts.pop().unwrap_or(depth),
            ';' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            '[' => {
                while let Some(v) = chars.next() {
                    match v {
                        '\\' => {
                            chars.next();
                        }
                        ']' => break,
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    deepest
}

/// Handicap stones were placed, so White plays next (H-1), unless PL says otherwise.
/// HA[1] counts too: a file that says handicap and places black stones means it.
fn white_moves_first(handicap: Option<i64>, setup: &Setup) -> bool {
    handicap.is_some_and(|h| h >= 1) && !setup.black.is_empty()
}

fn parse_error(e: SgfParseError) -> InputError {
    let what = match e {
        SgfParseError::NoGameTrees => "no SGF game tree found: an SGF game starts with '(;'",
        SgfParseError::UnexpectedEndOfData => {
            "the SGF ends early: a game tree is not closed with ')' (truncated file?)"
        }
        SgfParseError::LexerError(LexerError::UnexpectedEndOfPropertyValue) => {
            "the SGF ends early: a property value is not closed with ']' (truncated file?)"
        }
        SgfParseError::LexerError(_) => {
            "the SGF is malformed: expected a property such as B[cc] (is this an SGF file?)"
        }
        SgfParseError::UnexpectedGameTreeStart
        | SgfParseError::UnexpectedGameTreeEnd
        | SgfParseError::UnexpectedProperty => {
            "the SGF is malformed: parentheses, ';' and properties are out of order"
        }
        SgfParseError::UnexpectedGameType | SgfParseError::InvalidGameType => {
            "the SGF is not a game of Go (GM must be 1)"
        }
        SgfParseError::InvalidFF4Property => "the SGF has a property name that is not FF[4]",
    };
    InputError::new(what)
}

/// SZ: square boards the engine supports; absent means 19 (SGF's default).
fn board_size(root: &SgfNode<Prop>) -> Result<BoardSize, InputError> {
    let size = match root.get_property("SZ") {
        None => DEFAULT_SIZE,
        Some(Prop::SZ((cols, rows))) if cols == rows => i64::from(*cols),
        Some(Prop::SZ((cols, rows))) => {
            return Err(InputError::new(format!(
                "rectangular boards ({cols}x{rows}) are not supported: boards are square"
            ))
            .in_property(format!("SZ[{cols}:{rows}]")))
        }
        Some(other) => {
            return Err(
                InputError::new("SZ is not a board size: expected a number such as 9")
                    .in_property(written(other)),
            )
        }
    };
    BoardSize::new(size)
        .map_err(|e| InputError::new(e.to_string()).in_property(format!("SZ[{size}]")))
}

/// KM as a komi in steps of half a point.
fn komi(root: &SgfNode<Prop>) -> Result<Option<Komi>, InputError> {
    match root.get_property("KM") {
        None => Ok(None),
        Some(Prop::KM(value)) => Komi::parse(&value.to_string())
            .map(Some)
            .map_err(|e| InputError::new(e.to_string()).in_property(format!("KM[{value}]"))),
        Some(other) => {
            Err(InputError::new("KM is not a number of points such as 6.5")
                .in_property(written(other)))
        }
    }
}

/// HA. sgf-parse rejects HA below 2, but HA[0] and HA[1] occur in real files: read them.
fn handicap(root: &SgfNode<Prop>) -> Result<Option<i64>, InputError> {
    match root.get_property("HA") {
        None => Ok(None),
        Some(Prop::HA(n)) => Ok(Some(*n)),
        Some(Prop::Invalid(_, values)) => match values.as_slice() {
            [v] => v.trim().parse().map(Some).map_err(|_| ()),
            _ => Err(()),
        }
        .map_err(|()| {
            InputError::new("HA is not a number of handicap stones")
                .in_property(format!("HA[{}]", values.join("][")))
        }),
        Some(other) => Err(InputError::new("HA is not a number").in_property(written(other))),
    }
}

fn root_text(root: &SgfNode<Prop>, id: &str) -> Option<String> {
    match root.get_property(id)? {
        Prop::RU(t) => Some(t.text.clone()),
        _ => None,
    }
}

/// The setup and move of one node. Game-info properties (SZ, RU, KM, HA) count only at
/// the root and are ignored elsewhere; comments, markup, RE and the rest are ignored.
fn read_node(index: usize, node: &SgfNode<Prop>, size: BoardSize) -> Result<Node, InputError> {
    let mut setup = Setup::default();
    let mut has_setup = false;
    let mut play: Option<(Color, Move)> = None;
    for prop in node.properties() {
        let (color, mv) = match prop {
            Prop::B(m) => (Color::Black, sgf_move(size, "B", m)?),
            Prop::W(m) => (Color::White, sgf_move(size, "W", m)?),
            Prop::AB(points) => {
                setup.black.extend(setup_points(size, "AB", points)?);
                has_setup = true;
                continue;
            }
            Prop::AW(points) => {
                setup.white.extend(setup_points(size, "AW", points)?);
                has_setup = true;
                continue;
            }
            Prop::AE(points) => {
                setup.empty.extend(setup_points(size, "AE", points)?);
                has_setup = true;
                continue;
            }
            Prop::PL(c) => {
                setup.to_move = Some(match c {
                    sgf_parse::Color::Black => Color::Black,
                    sgf_parse::Color::White => Color::White,
                });
                has_setup = true;
                continue;
            }
            Prop::Invalid(id, values) if is_read_here(id) => {
                return Err(invalid(id, values, size));
            }
            _ => continue,
        };
        if let Some((first, _)) = play {
            return Err(InputError::new(format!(
                "the node holds two moves ({} and {}): a node holds one move",
                first.letter(),
                color.letter()
            ))
            .in_property(written(prop)));
        }
        play = Some((color, mv));
    }
    // Sorted, so that the engine reports the same point first whatever the hash order.
    for points in [&mut setup.black, &mut setup.white, &mut setup.empty] {
        points.sort();
    }
    Ok(Node {
        index,
        setup: has_setup.then_some(setup),
        play,
    })
}

/// Properties whose invalid values are errors (the rest are ignored with their values).
fn is_read_here(id: &str) -> bool {
    matches!(id, "B" | "W" | "AB" | "AW" | "AE" | "PL")
}

/// Says why a property sgf-parse could not read is wrong, using the rules crate's point
/// reader for moves so that the message is the one a point always gets.
fn invalid(id: &str, values: &[String], size: BoardSize) -> InputError {
    let shown = format!("{id}[{}]", values.join("]["));
    let what = match (id, values) {
        ("B" | "W", [v]) => match size.parse_sgf(v) {
            Err(e) => e.to_string(),
            Ok(_) => format!("'{v}' is not a move"),
        },
        ("B" | "W", _) => "a move property holds exactly one point".to_string(),
        ("PL", _) => "PL names the player to move: B or W".to_string(),
        _ => format!("{id} is not a list of points such as [cc] or [aa:cc]"),
    };
    InputError::new(what).in_property(shown)
}

/// SGF's letters for a point read by sgf-parse: a..z then A..Z, column first.
fn sgf_letters(p: go::Point) -> String {
    let letter = |v: u8| match v {
        0..=25 => (b'a' + v) as char,
        _ => (b'A' + (v - 26)) as char,
    };
    format!("{}{}", letter(p.x), letter(p.y))
}

/// A move: `B[]` and, up to 19x19, `B[tt]` are passes.
fn sgf_move(size: BoardSize, id: &str, m: &go::Move) -> Result<Move, InputError> {
    let text = match m {
        go::Move::Pass => return Ok(Move::Pass),
        go::Move::Move(p) => sgf_letters(*p),
    };
    match size.parse_sgf(&text) {
        Ok(Some(point)) => Ok(Move::Play(point)),
        Ok(None) => Ok(Move::Pass),
        Err(e) => Err(InputError::new(e.to_string()).in_property(format!("{id}[{text}]"))),
    }
}

/// Setup points; a pass (`tt`) is no point to put a stone on.
fn setup_points(
    size: BoardSize,
    id: &str,
    points: &std::collections::HashSet<go::Point>,
) -> Result<Vec<Point>, InputError> {
    let mut letters: Vec<String> = points.iter().map(|&p| sgf_letters(p)).collect();
    letters.sort();
    letters
        .into_iter()
        .map(|text| match size.parse_sgf(&text) {
            Ok(Some(point)) => Ok(point),
            Ok(None) => Err(InputError::new(format!(
                "'{text}' is off the {size} board: setup needs points"
            ))
            .in_property(format!("{id}[{text}]"))),
            Err(e) => Err(InputError::new(e.to_string()).in_property(format!("{id}[{text}]"))),
        })
        .collect()
}

/// A property as it might have been written, for messages.
fn written(prop: &Prop) -> String {
    match prop {
        Prop::Invalid(id, values) | Prop::Unknown(id, values) => {
            format!("{id}[{}]", values.join("]["))
        }
        Prop::B(go::Move::Move(p)) => format!("B[{}]", sgf_letters(*p)),
        Prop::W(go::Move::Move(p)) => format!("W[{}]", sgf_letters(*p)),
        Prop::B(go::Move::Pass) => "B[]".to_string(),
        Prop::W(go::Move::Pass) => "W[]".to_string(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn h1_handicap_stones_without_pl_give_white_the_move() {
        let r = read("(;SZ[9]HA[2]AB[cc][gg];W[ee])").unwrap();
        let setup = r.nodes[0].setup.as_ref().unwrap();
        assert_eq!(setup.black, [pt("C7"), pt("G3")]);
        assert_eq!(setup.to_move, Some(Color::White));
        let r = read("(;SZ[9]HA[2]AB[cc][gg]PL[B])").unwrap();
        assert_eq!(
            r.nodes[0].setup.as_ref().unwrap().to_move,
            Some(Color::Black),
            "PL wins"
        );
        let r = read("(;SZ[9]HA[1]AB[cc])").unwrap();
        assert_eq!(
            r.nodes[0].setup.as_ref().unwrap().to_move,
            Some(Color::White)
        );
        let r = read("(;SZ[9]AB[cc])").unwrap();
        assert_eq!(
            r.nodes[0].setup.as_ref().unwrap().to_move,
            None,
            "no HA: no change"
        );
        let r = read("(;SZ[9]HA[0]AB[cc])").unwrap();
        assert_eq!(r.nodes[0].setup.as_ref().unwrap().to_move, None);
        assert!(read("(;HA[two])").is_err());
    }

    #[test]
    fn c4_km_and_ru_are_read_from_the_root() {
        let r = read("(;KM[6.5]RU[Japanese])").unwrap();
        assert_eq!(r.komi, Some(Komi::parse("6.5").unwrap()));
        assert_eq!(r.ru.as_deref(), Some("Japanese"));
        assert_eq!(
            read("(;RU[ ])").unwrap().ru,
            None,
            "a blank RU says nothing"
        );
        let e = read("(;KM[6.3])").unwrap_err();
        assert_eq!(e.property.as_deref(), Some("KM[6.3]"));
    }

    #[test]
    fn the_longest_line_is_counted_without_parsing() {
        assert_eq!(deepest_line("(;SZ[9];B[cc](;W[dd];B[ee])(;W[ff]))"), 4);
        assert_eq!(deepest_line("(;C[;;;(;;\\];;])"), 1, "values are skipped");
        let long = format!("(;{})", ";".repeat(MAX_LINE));
        let e = read(&long).unwrap_err();
        assert!(e.what.contains("at most 10000"), "{}", e.what);
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
        assert!(decode(b"\xff\xfe(;)").unwrap_err().what.contains("UTF-8"));
    }
}
