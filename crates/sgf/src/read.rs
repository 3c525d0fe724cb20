//! Reading: bytes → text (CA), a tidying pass that forgives sloppy spelling and finds a
//! broken tree's node, sgf-parse for the tree and the property values, and the typed
//! model. Points are read by the rules crate (`BoardSize::parse_sgf`), so `tt` and
//! off-board letters mean the same here as everywhere in Hotstone.

use std::borrow::Cow;
use std::collections::BTreeSet;

use hotstone_rules::{BoardSize, Color, Komi, Move, Point};
use sgf_parse::go::{self, Prop};
use sgf_parse::{SgfNode, SgfParseError, SgfProp};

use crate::error::{ErrorKind, SgfError};
use crate::limits::{MAX_BYTES, MAX_LINE, MAX_NODES, MAX_VALUE};
use crate::real::real;
use crate::tree::{GameTree, Node, NodeId, NodePath, Property};

/// SGF's default board size when SZ is absent.
const DEFAULT_SIZE: i64 = 19;

/// Bytes to text. Without CA the bytes must be UTF-8 (a byte-order mark is skipped);
/// CA[UTF-8] and CA[US-ASCII] likewise; CA[ISO-8859-1] (Latin-1) and CA[windows-1252]
/// are decoded. Any other CA is accepted when the bytes are UTF-8 anyway (many files name
/// a legacy set and hold only ASCII), else it is an error naming the set.
pub fn decode(bytes: &[u8]) -> Result<Cow<'_, str>, SgfError> {
    if bytes.is_empty() {
        return Err(SgfError::new(ErrorKind::Empty));
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let utf8 = std::str::from_utf8(bytes);
    let charset = charset(bytes).map(|c| c.trim().to_ascii_lowercase());
    match charset.as_deref() {
        Some("iso-8859-1" | "iso8859-1" | "latin1" | "latin-1" | "l1" | "iso_8859-1") => {
            Ok(Cow::Owned(bytes.iter().map(|&b| b as char).collect()))
        }
        Some("windows-1252" | "cp1252" | "win1252") => {
            Ok(Cow::Owned(bytes.iter().map(|&b| windows_1252(b)).collect()))
        }
        _ => match utf8 {
            Ok(text) => Ok(Cow::Borrowed(text)),
            Err(e) if is_utf8_name(charset.as_deref()) => Err(SgfError::new(ErrorKind::NotUtf8 {
                offset: e.valid_up_to(),
            })),
            Err(_) => Err(SgfError::new(ErrorKind::Charset {
                name: self::charset(bytes).unwrap_or_default(),
            })
            .at(&NodePath::default())),
        },
    }
}

fn is_utf8_name(name: Option<&str>) -> bool {
    matches!(name, None | Some("utf-8" | "utf8" | "us-ascii" | "ascii"))
}

/// The value of the first `CA[...]` in the bytes (any case), if any.
fn charset(bytes: &[u8]) -> Option<String> {
    let at = bytes.windows(3).enumerate().find_map(|(i, w)| {
        let before_ok = i == 0 || !bytes[i - 1].is_ascii_alphabetic();
        (before_ok
            && w[0].eq_ignore_ascii_case(&b'C')
            && w[1].eq_ignore_ascii_case(&b'A')
            && w[2] == b'[')
            .then_some(i + 3)
    })?;
    let end = bytes[at..].iter().position(|&b| b == b']')?;
    Some(String::from_utf8_lossy(&bytes[at..at + end]).into_owned())
}

/// windows-1252: Latin-1 except 0x80..0x9F.
fn windows_1252(b: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž',
        '\u{8F}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}',
        'ž', 'Ÿ',
    ];
    match b {
        0x80..=0x9F => HIGH[(b - 0x80) as usize],
        _ => b as char,
    }
}

/// Reads raw bytes: `decode`, then `read`.
pub fn read_bytes(bytes: &[u8]) -> Result<Vec<GameTree>, SgfError> {
    within_size(bytes.len())?;
    read(&decode(bytes)?)
}

/// Reads every game of an SGF collection.
pub fn read(text: &str) -> Result<Vec<GameTree>, SgfError> {
    within_size(text.len())?;
    let tidy = tidy(text)?;
    let trees = sgf_parse::parse(&tidy).map_err(parse_error)?;
    trees
        .into_iter()
        .enumerate()
        .map(|(g, t)| match t {
            sgf_parse::GameTree::GoGame(root) => convert(&root).map_err(|e| e.in_game(g)),
            sgf_parse::GameTree::Unknown(root) => {
                // The first property named GM (FF[3]'s `GaMe` is one too), as sgf-parse's
                // `Display` writes it, without its `identifier()` (see `prop_id`).
                let gm = root
                    .properties()
                    .find_map(|p| match p {
                        sgf_parse::unknown_game::Prop::GM(n) => Some(format!("GM[{n}]")),
                        sgf_parse::unknown_game::Prop::Invalid(id, values) if id == "GM" => {
                            Some(written(id, values))
                        }
                        _ => None,
                    })
                    .unwrap_or_default();
                Err(SgfError::new(ErrorKind::NotGo)
                    .at(&NodePath::default())
                    .in_property(gm)
                    .in_game(g))
            }
        })
        .collect()
}

/// Refuses an input over `MAX_BYTES` before anything else is done with it.
fn within_size(bytes: usize) -> Result<(), SgfError> {
    if bytes > MAX_BYTES {
        return Err(SgfError::new(ErrorKind::TooLarge { bytes }));
    }
    Ok(())
}

fn parse_error(e: SgfParseError) -> SgfError {
    SgfError::new(match e {
        SgfParseError::NoGameTrees => ErrorKind::NoGameTree,
        SgfParseError::UnexpectedEndOfData => ErrorKind::Unclosed,
        SgfParseError::UnexpectedGameType | SgfParseError::InvalidGameType => ErrorKind::NotGo,
        other => ErrorKind::Broken {
            what: other.to_string(),
        },
    })
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
}

/// The text sgf-parse is given: text outside game trees dropped (mail headers, notes;
/// a game tree starts with `(;`),
/// lower-case property names upper-cased (`b[cc]` → `B[cc]`; FF[3]'s mixed case such as
/// `AddBlack` is left to sgf-parse, which keeps its capitals), whitespace between
/// properties made plain spaces, values untouched. On the
/// way it checks the tree's shape, so that a broken tree is reported with its node, and
/// counts the longest line (`MAX_LINE`).
fn tidy(text: &str) -> Result<String, SgfError> {
    let mut out = String::with_capacity(text.len());
    let mut stack: Vec<Frame> = Vec::new();
    let mut cur: Vec<usize> = Vec::new();
    let mut trees = 0;
    let mut nodes = 0usize;
    let mut value_ok = false;
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
                    });
                    cur.clear();
                    trees += 1;
                    out.push(c);
                }
                // Text before the first tree may hold anything; after a tree, a ')' is
                // one too many.
                ')' if trees > 0 => {
                    return Err(SgfError::new(ErrorKind::Broken {
                        what: "a ')' closes no game tree".to_string(),
                    })
                    .at(&NodePath(cur.clone())))
                }
                _ => {}
            }
            continue;
        };
        match c {
            // Any whitespace, as one plain space: sgf-parse knows ASCII's but not all
            // of it (a vertical tab became a nameless property, fuzz target sgf_read).
            c if c.is_whitespace() => out.push(' '),
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
                nodes += 1;
                if nodes > MAX_NODES {
                    return Err(SgfError::new(ErrorKind::TooManyNodes).at(&NodePath(cur)));
                }
                if cur.len() + 1 > MAX_LINE {
                    return Err(SgfError::new(ErrorKind::TooDeep {
                        depth: cur.len() + 1,
                    }));
                }
                value_ok = false;
                out.push(c);
            }
            '(' => {
                if frame.nodes == 0 {
                    return Err(broken("a variation starts before any node", &cur));
                }
                let child = frame.variations;
                frame.variations += 1;
                stack.push(Frame {
                    parent_len: cur.len(),
                    child,
                    nodes: 0,
                    variations: 0,
                });
                value_ok = false;
                out.push(c);
            }
            ')' => {
                let done = stack.pop().expect("a frame is open");
                if done.nodes == 0 {
                    return Err(broken("an empty game tree '()'", &cur));
                }
                cur.truncate(done.parent_len);
                value_ok = false;
                out.push(c);
            }
            '[' => {
                if !value_ok {
                    return Err(broken("a property value without a property name", &cur));
                }
                out.push(c);
                let mut closed = false;
                let mut length = 0usize;
                while let Some((_, v)) = chars.next() {
                    // The closing ']' is not part of the value.
                    length += usize::from(v != ']');
                    if length > MAX_VALUE {
                        return Err(SgfError::new(ErrorKind::ValueTooLong).at(&NodePath(cur)));
                    }
                    out.push(v);
                    match v {
                        '\\' => {
                            if let Some((_, e)) = chars.next() {
                                out.push(e);
                            }
                        }
                        ']' => {
                            closed = true;
                            break;
                        }
                        _ => {}
                    }
                }
                if !closed {
                    return Err(SgfError::new(ErrorKind::UnclosedValue).at(&NodePath(cur)));
                }
            }
            c if c.is_ascii_alphabetic() => {
                if frame.nodes == 0 {
                    return Err(broken("a property outside a node (no ';' before it)", &cur));
                }
                let mut end = i + c.len_utf8();
                while let Some(&(j, d)) = chars.peek() {
                    if !d.is_ascii_alphabetic() {
                        break;
                    }
                    end = j + d.len_utf8();
                    chars.next();
                }
                let id = &text[i..end];
                let rest = text[end..].trim_start();
                if !rest.starts_with('[') {
                    return Err(broken(&format!("property {id} has no value"), &cur)
                        .in_property(id.to_string()));
                }
                if id.bytes().all(|b| b.is_ascii_lowercase()) {
                    out.push_str(&id.to_ascii_uppercase());
                } else {
                    out.push_str(id);
                }
                value_ok = true;
            }
            other => {
                return Err(broken(
                    &format!(
                        "unexpected character '{}' between properties",
                        other.escape_debug()
                    ),
                    &cur,
                ))
            }
        }
    }
    if !stack.is_empty() {
        return Err(SgfError::new(ErrorKind::Unclosed).at(&NodePath(cur)));
    }
    if trees == 0 {
        return Err(SgfError::new(ErrorKind::NoGameTree));
    }
    Ok(out)
}

/// sgf-parse's tree into ours, without recursion.
fn convert(root: &SgfNode<Prop>) -> Result<GameTree, SgfError> {
    let at_root = |e: SgfError| e.at(&NodePath::default());
    let size = board_size(root).map_err(at_root)?;
    let mut tree = GameTree::new(size);
    let mut stack: Vec<(&SgfNode<Prop>, NodeId, Vec<usize>)> =
        vec![(root, tree.root(), Vec::new())];
    while let Some((source, id, path)) = stack.pop() {
        let node =
            read_node(source, size, path.is_empty()).map_err(|e| e.at(&NodePath(path.clone())))?;
        *tree.node_mut(id) = node;
        let children: Vec<_> = source
            .children()
            .enumerate()
            .map(|(k, child)| {
                let mut p = path.clone();
                p.push(k);
                (child, tree.add_child(id, Node::default()), p)
            })
            .collect();
        stack.extend(children.into_iter().rev());
    }
    Ok(tree)
}

/// SZ: square boards the engine supports (2..25); absent means 19 (SGF's default).
fn board_size(root: &SgfNode<Prop>) -> Result<BoardSize, SgfError> {
    let size = match root.properties().find(|p| prop_id(p) == "SZ") {
        None => DEFAULT_SIZE,
        Some(Prop::SZ((cols, rows))) if cols == rows => i64::from(*cols),
        Some(Prop::SZ((cols, rows))) => {
            return Err(SgfError::new(ErrorKind::Rectangular {
                cols: *cols,
                rows: *rows,
            })
            .in_property(format!("SZ[{cols}:{rows}]")))
        }
        Some(Prop::Invalid(id, values)) => {
            let trimmed: Vec<String> = values.iter().map(|v| v.trim().to_string()).collect();
            match Prop::new(id.clone(), trimmed) {
                Prop::SZ((c, r)) if c == r => i64::from(c),
                _ => {
                    return Err(
                        SgfError::new(ErrorKind::SizeNotNumber).in_property(written(id, values))
                    )
                }
            }
        }
        // Never: sgf-parse reads SZ as SZ or Invalid.
        Some(_) => {
            return Err(SgfError::new(ErrorKind::SizeNotNumber).in_property("SZ".to_string()))
        }
    };
    BoardSize::new(size).map_err(|e| {
        SgfError::new(ErrorKind::Size {
            what: e.to_string(),
        })
        .in_property(format!("SZ[{size}]"))
    })
}

/// A property as it might have been written, for messages.
fn written(id: &str, values: &[String]) -> String {
    format!("{id}[{}]", values.join("]["))
}

/// SGF letters for a point sgf-parse read: a..z then A..Z, column first.
fn letters(p: go::Point) -> String {
    let letter = |v: u8| match v {
        0..=25 => (b'a' + v) as char,
        _ => (b'A' + (v - 26)) as char,
    };
    format!("{}{}", letter(p.x), letter(p.y))
}

/// A move's point: `""` and, up to 19x19, `tt` are passes.
fn move_at(size: BoardSize, id: &str, text: &str) -> Result<Move, SgfError> {
    match size.parse_sgf(text) {
        Ok(Some(p)) => Ok(Move::Play(p)),
        Ok(None) => Ok(Move::Pass),
        Err(e) => Err(SgfError::new(ErrorKind::Point {
            what: e.to_string(),
        })
        .in_property(format!("{id}[{text}]"))),
    }
}

/// A setup or markup point: a pass (`tt`) is no point.
fn point_at(size: BoardSize, id: &str, text: &str) -> Result<Point, SgfError> {
    match move_at(size, id, text)? {
        Move::Play(p) => Ok(p),
        Move::Pass => Err(SgfError::new(ErrorKind::PassAsPoint {
            text: text.to_string(),
            size: size.get(),
        })
        .in_property(format!("{id}[{text}]"))),
    }
}

/// A list of points, each value a point or a rectangle `aa:cc`; empty values are
/// nothing (`AB[]` happens).
fn point_list(size: BoardSize, id: &str, values: &[String]) -> Result<Vec<Point>, SgfError> {
    let mut points = Vec::new();
    for v in values.iter().map(|v| v.trim()).filter(|v| !v.is_empty()) {
        match v.split_once(':') {
            Some((a, b)) => {
                let (a, b) = (point_at(size, id, a.trim())?, point_at(size, id, b.trim())?);
                for col in a.col().min(b.col())..=a.col().max(b.col()) {
                    for row in a.row().min(b.row())..=a.row().max(b.row()) {
                        points.extend(Point::new(col, row));
                    }
                }
            }
            None => points.push(point_at(size, id, v)?),
        }
    }
    Ok(points)
}

fn typed_points(
    size: BoardSize,
    id: &str,
    set: &std::collections::HashSet<go::Point>,
) -> Result<Vec<Point>, SgfError> {
    let mut texts: Vec<String> = set.iter().map(|&p| letters(p)).collect();
    crate::sort::sort(&mut texts);
    texts.iter().map(|t| point_at(size, id, t)).collect()
}

/// Pairs `aa:bb` (AR, LN).
fn point_pairs(
    size: BoardSize,
    id: &str,
    values: &[String],
) -> Result<Vec<(Point, Point)>, SgfError> {
    values
        .iter()
        .map(|v| match v.split_once(':') {
            Some((a, b)) => Ok((point_at(size, id, a.trim())?, point_at(size, id, b.trim())?)),
            None => Err(SgfError::new(ErrorKind::Value {
                id: id.to_string(),
                expected: "pairs of points such as [aa:cc]",
            })
            .in_property(written(id, values))),
        })
        .collect()
}

fn set_once<T: PartialEq + Clone>(
    slot: &mut Option<T>,
    value: T,
    id: &str,
) -> Result<(), SgfError> {
    match slot {
        Some(old) if *old != value => {
            Err(SgfError::new(ErrorKind::Twice { id: id.to_string() }).in_property(id.to_string()))
        }
        _ => {
            *slot = Some(value);
            Ok(())
        }
    }
}

fn set_move(node: &mut Node, color: Color, mv: Move, shown: String) -> Result<(), SgfError> {
    if let Some((first, _)) = node.mv {
        return Err(SgfError::new(ErrorKind::TwoMoves {
            first: first.letter(),
            second: color.letter(),
        })
        .in_property(shown));
    }
    node.mv = Some((color, mv));
    Ok(())
}

fn text_into(slot: &mut Option<String>, text: &str, joiner: &str) {
    match slot {
        Some(old) => {
            old.push_str(joiner);
            old.push_str(text);
        }
        None => *slot = Some(text.to_string()),
    }
}

/// The node's properties into the model.
fn read_node(source: &SgfNode<Prop>, size: BoardSize, is_root: bool) -> Result<Node, SgfError> {
    let mut node = Node::default();
    for prop in source.properties() {
        apply(&mut node, prop, size, is_root, false)?;
    }
    Ok(node)
}

fn apply(
    node: &mut Node,
    prop: &Prop,
    size: BoardSize,
    is_root: bool,
    retried: bool,
) -> Result<(), SgfError> {
    let info = &mut node.info;
    match prop {
        Prop::B(m) | Prop::W(m) => {
            let (color, id) = if matches!(prop, Prop::B(_)) {
                (Color::Black, "B")
            } else {
                (Color::White, "W")
            };
            let (mv, shown) = match m {
                go::Move::Pass => (Move::Pass, format!("{id}[]")),
                go::Move::Move(p) => {
                    let t = letters(*p);
                    (move_at(size, id, &t)?, format!("{id}[{t}]"))
                }
            };
            set_move(node, color, mv, shown)?;
        }
        Prop::AB(s) => node.setup.black.extend(typed_points(size, "AB", s)?),
        Prop::AW(s) => node.setup.white.extend(typed_points(size, "AW", s)?),
        Prop::AE(s) => node.setup.empty.extend(typed_points(size, "AE", s)?),
        Prop::PL(c) => {
            let color = match c {
                sgf_parse::Color::Black => Color::Black,
                sgf_parse::Color::White => Color::White,
            };
            set_once(&mut node.setup.to_move, color, "PL")?;
        }
        Prop::C(t) => text_into(&mut node.comment, &t.text, "\n"),
        Prop::N(t) => text_into(&mut node.name, &t.text, " "),
        Prop::TR(s) => node.markup.triangles.extend(typed_points(size, "TR", s)?),
        Prop::SQ(s) => node.markup.squares.extend(typed_points(size, "SQ", s)?),
        Prop::CR(s) => node.markup.circles.extend(typed_points(size, "CR", s)?),
        Prop::MA(s) => node.markup.crosses.extend(typed_points(size, "MA", s)?),
        Prop::LB(labels) => {
            // Sorted by point, then text, as one string: the two letters of a point
            // first (always two), so that the strings' order is the pairs' order, and the
            // sort is the one the other lists of strings use (a sort per element type
            // costs the wasm package several KB).
            let mut sorted: Vec<String> =
                labels.iter().map(|(p, t)| letters(*p) + &t.text).collect();
            crate::sort::sort(&mut sorted);
            for label in sorted {
                let (p, text) = label.split_at(2);
                let point = point_at(size, "LB", p)?;
                node.markup.labels.insert(point, text.to_string());
            }
        }
        Prop::AR(pairs) | Prop::LN(pairs) => {
            let id = if matches!(prop, Prop::AR(_)) {
                "AR"
            } else {
                "LN"
            };
            let values: Vec<String> = pairs
                .iter()
                .map(|(a, b)| format!("{}:{}", letters(*a), letters(*b)))
                .collect();
            let set: &mut BTreeSet<(Point, Point)> = if id == "AR" {
                &mut node.markup.arrows
            } else {
                &mut node.markup.lines
            };
            set.extend(point_pairs(size, id, &values)?);
        }
        Prop::SZ(_) | Prop::FF(_) | Prop::GM(_) | Prop::CA(_) if is_root => {}
        Prop::KM(v) => {
            let v = real(*v);
            let komi = Komi::parse(&v).map_err(|e| {
                SgfError::new(ErrorKind::Komi {
                    what: e.to_string(),
                })
                .in_property(format!("KM[{v}]"))
            })?;
            set_once(&mut info.komi, komi, "KM")?;
        }
        Prop::HA(n) => {
            let n = u32::try_from(*n).map_err(|_| {
                SgfError::new(ErrorKind::HandicapNotNumber).in_property(format!("HA[{n}]"))
            })?;
            set_once(&mut info.handicap, n, "HA")?;
        }
        Prop::RU(t) => set_once(&mut info.rules, t.text.clone(), "RU")?,
        Prop::RE(t) => set_once(&mut info.result, t.text.clone(), "RE")?,
        Prop::PB(t) => set_once(&mut info.black_player, t.text.clone(), "PB")?,
        Prop::PW(t) => set_once(&mut info.white_player, t.text.clone(), "PW")?,
        Prop::BR(t) => set_once(&mut info.black_rank, t.text.clone(), "BR")?,
        Prop::WR(t) => set_once(&mut info.white_rank, t.text.clone(), "WR")?,
        Prop::DT(t) => set_once(&mut info.date, t.text.clone(), "DT")?,
        Prop::EV(t) => set_once(&mut info.event, t.text.clone(), "EV")?,
        Prop::RO(t) => set_once(&mut info.round, t.text.clone(), "RO")?,
        Prop::OT(t) => set_once(&mut info.overtime, t.text.clone(), "OT")?,
        Prop::PC(t) => set_once(&mut info.place, t.text.clone(), "PC")?,
        Prop::TM(v) if v.is_finite() && info.time_limit.is_none() => info.time_limit = Some(*v),
        Prop::Invalid(id, values) => invalid(node, id, values, size, is_root, retried)?,
        other => node.other.push(Property {
            id: prop_id(other).to_string(),
            values: raw_values(other),
        }),
    }
    Ok(())
}

/// A property sgf-parse could not read. Values with stray whitespace are read again
/// trimmed; what is still wrong is an error where the meaning is at stake (moves, setup,
/// markup points, KM, HA, PL) and is kept verbatim otherwise.
fn invalid(
    node: &mut Node,
    id: &str,
    values: &[String],
    size: BoardSize,
    is_root: bool,
    retried: bool,
) -> Result<(), SgfError> {
    let trimmed: Vec<String> = values.iter().map(|v| v.trim().to_string()).collect();
    if !retried && trimmed != values {
        let again = Prop::new(id.to_string(), trimmed.clone());
        if !matches!(again, Prop::Invalid(..)) {
            return apply(node, &again, size, is_root, true);
        }
    }
    let shown = written(id, values);
    let value_error = |expected| {
        SgfError::new(ErrorKind::Value {
            id: id.to_string(),
            expected,
        })
        .in_property(shown.clone())
    };
    match id {
        "B" | "W" => {
            let color = if id == "B" {
                Color::Black
            } else {
                Color::White
            };
            let [v] = trimmed.as_slice() else {
                return Err(value_error("exactly one point"));
            };
            let mv = move_at(size, id, v).map_err(|e| e.in_property(shown.clone()))?;
            set_move(node, color, mv, shown.clone())?;
        }
        "AB" | "AW" | "AE" | "TR" | "SQ" | "CR" | "MA" => {
            let points = point_list(size, id, &trimmed)?;
            let set = match id {
                "AB" => &mut node.setup.black,
                "AW" => &mut node.setup.white,
                "AE" => &mut node.setup.empty,
                "TR" => &mut node.markup.triangles,
                "SQ" => &mut node.markup.squares,
                "CR" => &mut node.markup.circles,
                _ => &mut node.markup.crosses,
            };
            set.extend(points);
        }
        "LB" => {
            for v in values {
                let Some((p, text)) = v.split_once(':') else {
                    return Err(value_error("labels such as [cc:A]"));
                };
                let point = point_at(size, id, p.trim())?;
                node.markup.labels.insert(point, text.to_string());
            }
        }
        "AR" | "LN" => {
            let pairs = point_pairs(size, id, &trimmed)?;
            let set = if id == "AR" {
                &mut node.markup.arrows
            } else {
                &mut node.markup.lines
            };
            set.extend(pairs);
        }
        "PL" => {
            let color = match trimmed.as_slice() {
                [v] => Color::parse(v),
                _ => None,
            }
            .ok_or_else(|| SgfError::new(ErrorKind::PlayerNotColor).in_property(shown.clone()))?;
            set_once(&mut node.setup.to_move, color, "PL")?;
        }
        "KM" => {
            let text = trimmed.first().cloned().unwrap_or_default();
            let komi = Komi::parse(&text).map_err(|e| {
                SgfError::new(ErrorKind::Komi {
                    what: e.to_string(),
                })
                .in_property(shown.clone())
            })?;
            set_once(&mut node.info.komi, komi, "KM")?;
        }
        "HA" => {
            // sgf-parse refuses HA below 2, but HA[0] and HA[1] occur in real files.
            let n = match trimmed.as_slice() {
                [v] => v.parse::<u32>().ok(),
                _ => None,
            }
            .ok_or_else(|| {
                SgfError::new(ErrorKind::HandicapNotNumber).in_property(shown.clone())
            })?;
            set_once(&mut node.info.handicap, n, "HA")?;
        }
        "FF" | "GM" | "CA" if is_root => {}
        _ => node.other.push(Property {
            id: id.to_string(),
            values: values.to_vec(),
        }),
    }
    Ok(())
}

/// The values of a property Hotstone keeps verbatim, as text again.
fn raw_values(prop: &Prop) -> Vec<String> {
    fn double(d: &sgf_parse::Double) -> String {
        match d {
            sgf_parse::Double::One => "1".to_string(),
            sgf_parse::Double::Two => "2".to_string(),
        }
    }
    fn points(set: &std::collections::HashSet<go::Point>) -> Vec<String> {
        let mut v: Vec<String> = set.iter().map(|&p| letters(p)).collect();
        crate::sort::sort(&mut v);
        v
    }
    match prop {
        Prop::KO | Prop::DO | Prop::IT => vec![String::new()],
        Prop::MN(n)
        | Prop::ST(n)
        | Prop::OB(n)
        | Prop::OW(n)
        | Prop::PM(n)
        | Prop::FF(n)
        | Prop::GM(n)
        | Prop::HA(n) => {
            vec![n.to_string()]
        }
        Prop::DM(d)
        | Prop::GB(d)
        | Prop::GW(d)
        | Prop::HO(d)
        | Prop::UC(d)
        | Prop::BM(d)
        | Prop::TE(d) => {
            vec![double(d)]
        }
        Prop::V(x) | Prop::BL(x) | Prop::WL(x) | Prop::TM(x) | Prop::KM(x) => vec![real(*x)],
        Prop::DD(s) | Prop::SL(s) | Prop::VW(s) | Prop::TB(s) | Prop::TW(s) => points(s),
        Prop::AB(s)
        | Prop::AW(s)
        | Prop::AE(s)
        | Prop::CR(s)
        | Prop::MA(s)
        | Prop::SQ(s)
        | Prop::TR(s) => points(s),
        Prop::AP((a, b)) => vec![format!("{}:{}", a.text, b.text)],
        Prop::SZ((c, r)) if c == r => vec![c.to_string()],
        Prop::SZ((c, r)) => vec![format!("{c}:{r}")],
        Prop::FG(None) => vec![String::new()],
        Prop::FG(Some((n, t))) => vec![format!("{n}:{}", t.text)],
        Prop::C(t) | Prop::GC(t) => vec![t.text.clone()],
        Prop::N(t)
        | Prop::CA(t)
        | Prop::AN(t)
        | Prop::BR(t)
        | Prop::BT(t)
        | Prop::CP(t)
        | Prop::DT(t)
        | Prop::EV(t)
        | Prop::GN(t)
        | Prop::ON(t)
        | Prop::OT(t)
        | Prop::PB(t)
        | Prop::PC(t)
        | Prop::PW(t)
        | Prop::RE(t)
        | Prop::RO(t)
        | Prop::RU(t)
        | Prop::SO(t)
        | Prop::US(t)
        | Prop::WR(t)
        | Prop::WT(t) => vec![t.text.clone()],
        Prop::B(m) | Prop::W(m) => vec![match m {
            go::Move::Pass => String::new(),
            go::Move::Move(p) => letters(*p),
        }],
        Prop::PL(c) => vec![match c {
            sgf_parse::Color::Black => "B".to_string(),
            sgf_parse::Color::White => "W".to_string(),
        }],
        Prop::LB(labels) => {
            let mut v: Vec<String> = labels
                .iter()
                .map(|(p, t)| format!("{}:{}", letters(*p), t.text))
                .collect();
            crate::sort::sort(&mut v);
            v
        }
        Prop::AR(pairs) | Prop::LN(pairs) => {
            let mut v: Vec<String> = pairs
                .iter()
                .map(|(a, b)| format!("{}:{}", letters(*a), letters(*b)))
                .collect();
            crate::sort::sort(&mut v);
            v
        }
        Prop::Unknown(_, values) | Prop::Invalid(_, values) => values.clone(),
    }
}

/// A property's identifier. sgf-parse's own `identifier()` (and `get_property`, and its
/// `Display`, which use it) can panic with the property's `Debug`, which would link the
/// derived `Debug` of every property type and the standard library's float formatting
/// into the wasm package (issue 15).
fn prop_id(prop: &Prop) -> &str {
    macro_rules! ids {
        ($($unit:ident)*; $($id:ident)*) => {
            match prop {
                $(Prop::$unit => stringify!($unit),)*
                $(Prop::$id(_) => stringify!($id),)*
                Prop::Unknown(id, _) | Prop::Invalid(id, _) => id,
            }
        };
    }
    ids!(KO DO IT;
        B MN W AB AE AW PL C DM GB GW HO N UC V BM TE AR CR DD LB LN MA SL SQ TR AP CA FF GM
        ST SZ AN BR BT CP DT EV GN GC ON OT PB PC PW RE RO RU SO TM US WR WT BL OB OW WL FG
        PM VW KM HA TB TW)
}
