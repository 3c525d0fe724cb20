//! Reading: bytes → text (CA), the text's shape (collection.rs: game trees, nodes,
//! properties with their raw values), then each value read by its property's type into
//! the typed model. Points are read by the rules crate (`BoardSize::parse_sgf`), so `tt`
//! and off-board letters mean the same here as everywhere in Hotstone.

use std::borrow::Cow;

use hotstone_rules::{BoardSize, Color, Komi, Move, Point};
use hotstone_text::sgf_coordinate;

use crate::collection::{self, as_written, Collection, RawNode, RawProp};
use crate::error::{ErrorKind, SgfError};
use crate::limits::MAX_BYTES;
use crate::real;
use crate::sorted::SortedSet;
use crate::tree::{GameInfo, GameTree, Node, NodeId, NodePath, Property};
use hotstone_rules::Decimal;

/// SGF's default board size when SZ is absent.
const DEFAULT_SIZE: i64 = 19;

/// Bytes to text. A UTF-8 byte-order mark on UTF-8 bytes wins over any CA (the file
/// was saved as UTF-8 whatever its CA still says). Without CA, UTF-8 is read, and bytes
/// that are not UTF-8 but text (no control bytes but tab and line breaks) are read as
/// `FF[4]`'s default, ISO-8859-1, with windows-1252's characters for 0x80..0x9F (Latin-1's
/// C1 controls, which no text holds; WHATWG reads the Latin-1 label so too).
/// CA[UTF-8] and CA[US-ASCII] must be UTF-8; CA[ISO-8859-1] (Latin-1) and
/// CA[windows-1252] are decoded. Any other CA is accepted when the bytes are UTF-8
/// anyway (many files name a legacy set and hold only ASCII), else it is an error naming
/// the set.
pub fn decode(bytes: &[u8]) -> Result<Cow<'_, str>, SgfError> {
    if bytes.is_empty() {
        return Err(SgfError::new(ErrorKind::Empty));
    }
    let bom = bytes.strip_prefix(b"\xEF\xBB\xBF");
    let bytes = bom.unwrap_or(bytes);
    let utf8 = std::str::from_utf8(bytes);
    if let (Some(_), Ok(text)) = (bom, &utf8) {
        return Ok(Cow::Borrowed(text));
    }
    let charset = charset(bytes).map(|c| hotstone_text::trim(&c).to_ascii_lowercase());
    match charset.as_deref() {
        Some("iso-8859-1" | "iso8859-1" | "latin1" | "latin-1" | "l1" | "iso_8859-1") => {
            Ok(Cow::Owned(bytes.iter().map(|&b| b as char).collect()))
        }
        Some("windows-1252" | "cp1252" | "win1252") => {
            Ok(Cow::Owned(bytes.iter().map(|&b| windows_1252(b)).collect()))
        }
        _ => match utf8 {
            Ok(text) => Ok(Cow::Borrowed(text)),
            Err(_) if charset.is_none() && is_text(bytes) => {
                Ok(Cow::Owned(bytes.iter().map(|&b| windows_1252(b)).collect()))
            }
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

/// No control bytes but tab, line feed, form feed and carriage return, and no UTF-16
/// byte-order mark: text in a single-byte set, not binary data or UTF-16.
fn is_text(bytes: &[u8]) -> bool {
    !bytes.starts_with(b"\xFF\xFE")
        && !bytes.starts_with(b"\xFE\xFF")
        && !bytes
            .iter()
            .any(|&b| (b < 0x20 && !matches!(b, b'\t' | b'\n' | 0x0C | b'\r')) || b == 0x7F)
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
///
/// The shape of the whole text is read first, then whether each game is one of Go and
/// whole, game by game, and only then each game's properties: a broken tree anywhere
/// is reported before a bad value in an earlier game.
///
/// ```
/// let trees = hotstone_sgf::read("(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc])").unwrap();
/// assert_eq!(trees.len(), 1);
/// assert_eq!(trees[0].size().get(), 9);
///
/// let broken = hotstone_sgf::read("(;SZ[9];B[ee]").unwrap_err();
/// assert!(broken.to_string().contains("not closed"), "{broken}");
/// ```
pub fn read(text: &str) -> Result<Vec<GameTree>, SgfError> {
    read_games(text, usize::MAX)
}

/// Reads the first game of an SGF collection, for a caller that takes only it (a
/// replay, `Game.fromSgf`): the whole text's shape must be sound, but the later games
/// are not read further, so a bad value there (`SZ[19:13]`) stops nothing.
pub fn read_first(text: &str) -> Result<GameTree, SgfError> {
    read_games(text, 1)?
        .into_iter()
        .next()
        .ok_or_else(|| SgfError::new(ErrorKind::NoGameTree))
}

/// `read`, for the first `count` games of the collection only.
fn read_games(text: &str, count: usize) -> Result<Vec<GameTree>, SgfError> {
    within_size(text.len())?;
    let collection = collection::parse(text)?;
    let taken = &collection.games[..collection.games.len().min(count)];
    let mut go = Vec::with_capacity(taken.len());
    for (g, game) in taken.iter().enumerate() {
        go.push(is_go(&collection.nodes[game.root]).map_err(|e| e.in_game(g))?);
        if let Some((node, property)) = &game.property_after_variations {
            return Err(SgfError::new(ErrorKind::Broken {
                what: "a property follows the variations of its sequence".to_string(),
            })
            .at(node)
            .in_property(property.clone())
            .in_game(g));
        }
    }
    let mut trees = Vec::with_capacity(taken.len());
    for (g, (game, go)) in taken.iter().zip(go).enumerate() {
        let root = &collection.nodes[game.root];
        if go {
            trees.push(convert(&collection, game.root).map_err(|e| e.in_game(g))?);
            continue;
        }
        // The first property named GM (FF[3]'s `GaMe` is one too), as written.
        let gm = root
            .props
            .iter()
            .find(|p| p.id == "GM")
            .map(|p| match single(&p.values).and_then(number) {
                Some(n) => format!("GM[{n}]"),
                None => as_written(&p.id, &p.values),
            })
            .unwrap_or_default();
        return Err(SgfError::new(ErrorKind::NotGo)
            .at(&NodePath::default())
            .in_property(gm)
            .in_game(g));
    }
    Ok(trees)
}

/// Whether a game is one of Go (GM-1): no GM, or GM[1], in its root; the first GM
/// decides (two with different values are an error when the root is read). A GM that is
/// no number is an error. Only a GM written as FF[4] writes it names the game (`GM[..]`,
/// `gm[..]`; not `GaMe[..]` or `GM [..]`, which are read as GM later).
fn is_go(root: &RawNode) -> Result<bool, SgfError> {
    match root.props.iter().find(|p| p.plain && p.id == "GM") {
        None => Ok(true),
        Some(gm) => match single(&gm.values) {
            Some(v) if number(v).is_some_and(|n| i32::try_from(n).is_ok()) => Ok(v == "1"),
            _ => Err(SgfError::new(ErrorKind::NotGo)
                .at(&NodePath::default())
                .in_property(as_written(&gm.id, &gm.values))),
        },
    }
}

/// Refuses an input over `MAX_BYTES` before anything else is done with it.
fn within_size(bytes: usize) -> Result<(), SgfError> {
    if bytes > MAX_BYTES {
        return Err(SgfError::new(ErrorKind::TooLarge { bytes }));
    }
    Ok(())
}

/// One game of the collection into our tree, without recursion; nodes are numbered as
/// they are met, a node's children together.
fn convert(collection: &Collection, root: usize) -> Result<GameTree, SgfError> {
    let at_root = |e: SgfError| e.at(&NodePath::default());
    let size = board_size(&collection.nodes[root]).map_err(at_root)?;
    let mut tree = GameTree::new(size);
    let mut stack: Vec<(usize, NodeId, Vec<usize>)> = vec![(root, tree.root(), Vec::new())];
    while let Some((source, id, path)) = stack.pop() {
        let source = &collection.nodes[source];
        let node =
            read_node(source, size, path.is_empty()).map_err(|e| e.at(&NodePath(path.clone())))?;
        *tree.node_mut(id) = node;
        // The children numbered in order, and the first of them taken first.
        let first = stack.len();
        for (k, &child) in source.children.iter().enumerate() {
            let mut p = path.clone();
            p.push(k);
            stack.push((child, tree.add_child(id, Node::default()), p));
        }
        stack[first..].reverse();
    }
    Ok(tree)
}

/// SZ: square boards the engine supports (2..25); absent means 19 (SGF's default).
fn board_size(root: &RawNode) -> Result<BoardSize, SgfError> {
    let first = root.props.iter().find(|p| p.id == "SZ");
    let size = match first {
        None => DEFAULT_SIZE,
        Some(RawProp { id, values, .. }) => match size_value(values) {
            Some((cols, rows)) if cols == rows => i64::from(cols),
            Some((cols, rows)) => {
                return Err(SgfError::new(ErrorKind::Rectangular { cols, rows })
                    .in_property(format!("SZ[{cols}:{rows}]")))
            }
            None => match size_value(&trimmed(values)) {
                Some((c, r)) if c == r => i64::from(c),
                _ => {
                    return Err(
                        SgfError::new(ErrorKind::SizeNotNumber).in_property(as_written(id, values))
                    )
                }
            },
        },
    };
    BoardSize::new(size).map_err(|e| {
        SgfError::new(ErrorKind::Size {
            what: e.to_string(),
        })
        .in_property(format!("SZ[{size}]"))
    })
}

fn trimmed(values: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(values.len());
    for v in values {
        out.push(hotstone_text::trim(v).to_string());
    }
    out
}

/// The one value of a property that takes one.
fn single(values: &[String]) -> Option<&str> {
    match values {
        [v] => Some(v),
        _ => None,
    }
}

/// SZ's value: `n` or `cols:rows`, numbers of 0..255.
fn size_value(values: &[String]) -> Option<(u8, u8)> {
    let v = single(values)?;
    match compose(v) {
        Some((c, r)) => Some((unsigned(c)?, unsigned(r)?)),
        None if v.contains(':') => None,
        None => unsigned(v).map(|n| (n, n)),
    }
}

/// A composed value `a:b` with exactly one `:` (`\:` is read as `:`).
fn compose(v: &str) -> Option<(&str, &str)> {
    let (a, b) = v.split_once(':')?;
    (!b.contains(':')).then_some((a, b))
}

/// A point as SGF writes it: two letters, `a`..`z` then `A`..`Z` (0..51), column first.
fn point_code(v: &str) -> Option<(u8, u8)> {
    match v.as_bytes() {
        &[x, y] => Some((sgf_coordinate(x)?, sgf_coordinate(y)?)),
        _ => None,
    }
}

/// The letter of a coordinate (0..51).
fn letter(v: u8) -> char {
    match v {
        0..=25 => (b'a' + v) as char,
        _ => (b'A' + (v - 26)) as char,
    }
}

/// A list of points (SGF's `list of point`): each value a point, or a rectangle `aa:cc`
/// from its upper left to its lower right corner. The points' letters, sorted and each
/// once; `None` if a value is neither.
fn point_letters(values: &[String]) -> Option<Vec<String>> {
    let mut out = Vec::new();
    for v in values {
        let ((x0, y0), (x1, y1)) = match v.contains(':') {
            true => {
                let (a, b) = compose(v)?;
                (point_code(a)?, point_code(b)?)
            }
            false => (point_code(v)?, point_code(v)?),
        };
        if x0 > x1 || y0 > y1 {
            return None;
        }
        for x in x0..=x1 {
            for y in y0..=y1 {
                let mut point = String::new();
                point.push(letter(x));
                point.push(letter(y));
                out.push(point);
            }
        }
    }
    crate::sort::sort(&mut out);
    out.dedup();
    Some(out)
}

/// Pairs of distinct points `aa:cc` (AR, LN), no pair twice.
fn is_pair_list(values: &[String]) -> bool {
    values.iter().enumerate().all(|(k, v)| {
        compose(v).is_some_and(|(a, b)| {
            a != b && point_code(a).is_some() && point_code(b).is_some() && !values[..k].contains(v)
        })
    })
}

/// A number as SGF's Number (and Rust's `i64`) reads it.
fn number(v: &str) -> Option<i64> {
    v.parse().ok()
}

/// A number as an unsigned type's `parse` reads it (no `-`, not even in `-0`), through
/// `number`: one integer parser in the wasm package instead of one per type.
fn unsigned<T: TryFrom<i64>>(v: &str) -> Option<T> {
    match v.starts_with('-') {
        true => None,
        false => T::try_from(number(v)?).ok(),
    }
}

/// Whether the values are what the property's type takes (SGF FF[4]'s types, as read
/// before: Number as `i64`, Real as a float, Double `1` or `2`, Color `B` or `W`, a point
/// two letters, lists as `point_letters`, composed values `a:b`). `None` for a property
/// that is not one of FF[4]'s or Go's.
fn is_valid(id: &str, values: &[String]) -> Option<bool> {
    let one = single(values);
    let in_range = |range: std::ops::RangeInclusive<i64>| {
        one.and_then(number).is_some_and(|n| range.contains(&n))
    };
    Some(match id {
        "B" | "W" => one.is_some_and(|v| v.is_empty() || point_code(v).is_some()),
        "KO" | "DO" | "IT" => values.is_empty() || one == Some(""),
        "MN" | "GM" | "OB" | "OW" => one.and_then(number).is_some(),
        "FF" => in_range(0..=4),
        "ST" => in_range(0..=3),
        "PM" => in_range(1..=2),
        "HA" => in_range(2..=i64::MAX),
        "AB" | "AE" | "AW" | "CR" | "MA" | "SL" | "SQ" | "TR" | "DD" | "VW" | "TB" | "TW" => {
            point_letters(values).is_some()
        }
        "PL" => matches!(one, Some("B" | "W")),
        "DM" | "GB" | "GW" | "HO" | "UC" | "BM" | "TE" => matches!(one, Some("1" | "2")),
        "V" | "TM" | "BL" | "WL" | "KM" => one.and_then(Decimal::parse).is_some(),
        "AR" | "LN" => is_pair_list(values),
        "LB" => values
            .iter()
            .all(|v| compose(v).is_some_and(|(p, _)| point_code(p).is_some())),
        "AP" => one.and_then(compose).is_some(),
        "SZ" => size_value(values).is_some(),
        "FG" => match one {
            None => values.is_empty(),
            Some("") => true,
            Some(v) => compose(v).and_then(|(n, _)| number(n)).is_some(),
        },
        "C" | "N" | "CA" | "AN" | "BR" | "BT" | "CP" | "DT" | "EV" | "GN" | "GC" | "ON" | "OT"
        | "PB" | "PC" | "PW" | "RE" | "RO" | "RU" | "SO" | "US" | "WR" | "WT" => one.is_some(),
        _ => return None,
    })
}

/// A real's text as it is kept and shown: what `Display` writes of its float, or the
/// text as written when that is not certain without one (`real::decimal_text`).
fn real_text(v: &str) -> String {
    Decimal::parse(v)
        .and_then(|d| real::decimal_text(&d))
        .unwrap_or_else(|| v.to_string())
}

/// The values of a valid property (`is_valid`) that Hotstone keeps without modelling,
/// in a canonical form: numbers without `+` or leading zeros, reals as `real` writes
/// them, point lists one point a value, sorted.
fn kept_values(id: &str, values: &[String]) -> Vec<String> {
    match id {
        "MN" | "ST" | "OB" | "OW" | "PM" | "FF" | "GM" => {
            let mut out = Vec::new();
            for n in values.iter().filter_map(|v| number(v)) {
                out.push(n.to_string());
            }
            out
        }
        "V" | "BL" | "WL" | "TM" => {
            let mut out = Vec::new();
            for v in values {
                out.push(real_text(v));
            }
            out
        }
        "DD" | "SL" | "VW" | "TB" | "TW" => point_letters(values).unwrap_or_default(),
        "SZ" => match size_value(values) {
            Some((c, r)) if c == r => vec![c.to_string()],
            Some((c, r)) => vec![format!("{c}:{r}")],
            None => values.to_vec(),
        },
        "FG" => match single(values).and_then(compose) {
            Some((n, text)) => vec![format!("{}:{text}", number(n).unwrap_or_default())],
            None => values.to_vec(),
        },
        _ => values.to_vec(),
    }
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
/// The points a node's DD dims: `None` without DD (SGF: the dimming of the node before
/// goes on), none for `DD[]` (it ends). DD is kept verbatim among the node's `other`.
pub fn dimmed(node: &Node, size: BoardSize) -> Option<Vec<Point>> {
    let dd = node.other.iter().find(|p| p.id == "DD")?;
    Some(point_list(size, "DD", &dd.values).unwrap_or_default())
}

fn point_list(size: BoardSize, id: &str, values: &[String]) -> Result<Vec<Point>, SgfError> {
    let mut points = Vec::new();
    for v in values {
        let v = hotstone_text::trim(v);
        if v.is_empty() {
            continue;
        }
        match v.split_once(':') {
            Some((a, b)) => {
                let (a, b) = (
                    point_at(size, id, hotstone_text::trim(a))?,
                    point_at(size, id, hotstone_text::trim(b))?,
                );
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

/// The points of a valid point list (`point_letters`), in the order of their letters.
fn typed_points(size: BoardSize, id: &str, values: &[String]) -> Result<Vec<Point>, SgfError> {
    let mut points = Vec::new();
    for t in point_letters(values).unwrap_or_default() {
        points.push(point_at(size, id, &t)?);
    }
    Ok(points)
}

/// Pairs `aa:bb` (AR, LN).
fn point_pairs(
    size: BoardSize,
    id: &str,
    values: &[String],
) -> Result<Vec<(Point, Point)>, SgfError> {
    let mut pairs = Vec::new();
    for v in values {
        let Some((a, b)) = v.split_once(':') else {
            return Err(SgfError::new(ErrorKind::Value {
                id: id.to_string(),
                expected: "pairs of points such as [aa:cc]",
            })
            .in_property(as_written(id, values)));
        };
        pairs.push((
            point_at(size, id, hotstone_text::trim(a))?,
            point_at(size, id, hotstone_text::trim(b))?,
        ));
    }
    Ok(pairs)
}

/// A label on a point; FF[4] allows one label a point, so a second one is an error (not
/// a silent choice of one of them).
fn label_once(node: &mut Node, point: Point, text: &str) -> Result<(), SgfError> {
    match node.markup.labels.insert(point, text.to_string()) {
        Some(_) => Err(SgfError::new(ErrorKind::Twice {
            id: "LB".to_string(),
        })
        .in_property("LB")),
        None => Ok(()),
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

/// Keeps a property verbatim in `other`. FF[4] allows a property once per node: one
/// already kept takes a repeat's values after its own (Fox writes `AP[GNU Go:3.8]` and
/// `AP[foxwq]` in one root: `AP[GNU Go:3.8][foxwq]`), values it already holds aside.
fn keep(other: &mut Vec<Property>, id: &str, values: Vec<String>) {
    match other.iter_mut().find(|p| p.id == id) {
        Some(p) => {
            for v in values {
                if !p.values.contains(&v) {
                    p.values.push(v);
                }
            }
            // Point lists stay sorted, as `kept_values` writes them.
            if matches!(id, "DD" | "SL" | "VW" | "TB" | "TW") {
                crate::sort::sort(&mut p.values);
            }
        }
        None => other.push(Property {
            id: id.to_string(),
            values,
        }),
    }
}

/// The modelled properties that take one value.
const SINGLE: [&str; 17] = [
    "SZ", "GM", "TM", "KM", "HA", "PL", "RU", "RE", "PB", "PW", "BR", "WR", "DT", "EV", "RO", "PC",
    "OT",
];

/// The node's properties into the model.
fn read_node(source: &RawNode, size: BoardSize, is_root: bool) -> Result<Node, SgfError> {
    // FF[4] allows a property once per node: the same value again is one, another value
    // of a modelled single-valued property is an error, not a silent choice of one.
    for (k, p) in source.props.iter().enumerate() {
        if SINGLE.contains(&p.id.as_str())
            && source.props[..k]
                .iter()
                .any(|q| q.id == p.id && q.values != p.values)
        {
            return Err(SgfError::new(ErrorKind::Twice { id: p.id.clone() })
                .in_property(as_written(&p.id, &p.values)));
        }
    }
    let mut node = Node::default();
    for prop in &source.props {
        apply(&mut node, &prop.id, &prop.values, size, is_root, false)?;
    }
    Ok(node)
}

/// One property into the node. A valid one (`is_valid`) is read by its type; an invalid
/// one by `invalid`; one that is not FF[4]'s or Go's is kept verbatim.
fn apply(
    node: &mut Node,
    id: &str,
    values: &[String],
    size: BoardSize,
    is_root: bool,
    retried: bool,
) -> Result<(), SgfError> {
    match is_valid(id, values) {
        None => {
            keep(&mut node.other, id, values.to_vec());
            return Ok(());
        }
        Some(false) => return invalid(node, id, values, size, is_root, retried),
        Some(true) => {}
    }
    // One value where the type takes one (`is_valid`).
    let value = values.first().map_or("", String::as_str);
    let info = &mut node.info;
    match id {
        "B" | "W" => {
            let color = if id == "B" {
                Color::Black
            } else {
                Color::White
            };
            let mv = move_at(size, id, value)?;
            set_move(node, color, mv, format!("{id}[{value}]"))?;
        }
        "AB" | "AW" | "AE" | "TR" | "SQ" | "CR" | "MA" => {
            let points = typed_points(size, id, values)?;
            point_set(node, id).extend(points);
        }
        "PL" => {
            let color = if value == "B" {
                Color::Black
            } else {
                Color::White
            };
            node.setup.to_move = Some(color);
        }
        "C" => text_into(&mut node.comment, value, "\n"),
        "N" => text_into(&mut node.name, value, " "),
        "LB" => {
            // Sorted by point, then text, as one string: the two letters of a point
            // first (always two), so that the strings' order is the pairs' order, and the
            // sort is the one the other lists of strings use (a sort per element type
            // costs the wasm package several KB).
            // A valid label's `:` is its third byte, after the point's two letters.
            let mut sorted = values.to_vec();
            for label in &mut sorted {
                label.remove(2);
            }
            crate::sort::sort(&mut sorted);
            for label in sorted {
                let (p, text) = label.split_at(2);
                let point = point_at(size, "LB", p)?;
                label_once(node, point, text)?;
            }
        }
        "AR" | "LN" => {
            // Sorted, so that of two bad pairs the same one is named every time.
            let mut sorted = values.to_vec();
            crate::sort::sort(&mut sorted);
            let set: &mut SortedSet<(Point, Point)> = if id == "AR" {
                &mut node.markup.arrows
            } else {
                &mut node.markup.lines
            };
            set.extend(point_pairs(size, id, &sorted)?);
        }
        "SZ" | "FF" | "GM" | "CA" if is_root => {}
        "KM" => match Komi::parse(&real_text(value)) {
            Ok(komi) => info.komi = Some(komi),
            // Not in steps of half a point: kept as written, an error for a caller
            // that takes the record's komi (`GameTree::komi`), none for one with a komi
            // of its own.
            Err(_) => keep(&mut node.other, id, values.to_vec()),
        },
        "HA" => {
            let n = number(value).unwrap_or_default();
            let n = u32::try_from(n).map_err(|_| {
                SgfError::new(ErrorKind::HandicapNotNumber).in_property(format!("HA[{n}]"))
            })?;
            info.handicap = Some(n);
        }
        "RU" | "RE" | "PB" | "PW" | "BR" | "WR" | "DT" | "EV" | "RO" | "OT" | "PC" => {
            *info_text(info, id) = Some(value.to_string());
        }
        // A time limit only where the decimal is exactly a float without float parsing
        // (`Decimal::exact`): other values are kept as written, never rounded wrongly.
        "TM" if Decimal::parse(value).and_then(|d| d.exact()).is_some() => {
            info.time_limit = Decimal::parse(value);
        }
        _ => keep(&mut node.other, id, kept_values(id, values)),
    }
    Ok(())
}

/// The node's set of points that AB, AW, AE, TR, SQ, CR or MA (`id`) adds to: one
/// place for the seven, for `apply` and `invalid`.
fn point_set<'a>(node: &'a mut Node, id: &str) -> &'a mut SortedSet<Point> {
    match id {
        "AB" => &mut node.setup.black,
        "AW" => &mut node.setup.white,
        "AE" => &mut node.setup.empty,
        "TR" => &mut node.markup.triangles,
        "SQ" => &mut node.markup.squares,
        "CR" => &mut node.markup.circles,
        _ => &mut node.markup.crosses,
    }
}

/// The game information's text that RU, RE, PB, PW, BR, WR, DT, EV, RO, OT or PC (`id`)
/// sets.
fn info_text<'a>(info: &'a mut GameInfo, id: &str) -> &'a mut Option<String> {
    match id {
        "RU" => &mut info.rules,
        "RE" => &mut info.result,
        "PB" => &mut info.black_player,
        "PW" => &mut info.white_player,
        "BR" => &mut info.black_rank,
        "WR" => &mut info.white_rank,
        "DT" => &mut info.date,
        "EV" => &mut info.event,
        "RO" => &mut info.round,
        "OT" => &mut info.overtime,
        _ => &mut info.place,
    }
}

/// A property whose values its type does not take. Values with stray whitespace are read
/// again trimmed; what is still wrong is an error where the meaning is at stake (moves,
/// setup, markup points, KM, HA, PL) and is kept verbatim otherwise.
fn invalid(
    node: &mut Node,
    id: &str,
    values: &[String],
    size: BoardSize,
    is_root: bool,
    retried: bool,
) -> Result<(), SgfError> {
    let trimmed = trimmed(values);
    if !retried && trimmed != values && is_valid(id, &trimmed) == Some(true) {
        return apply(node, id, &trimmed, size, is_root, true);
    }
    let shown = as_written(id, values);
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
        // An empty list (`CR[]`, `AB[]`) marks and places nothing: kept as written.
        "AB" | "AW" | "AE" | "TR" | "SQ" | "CR" | "MA" if trimmed.iter().all(String::is_empty) => {
            keep(&mut node.other, id, values.to_vec());
        }
        "AB" | "AW" | "AE" | "TR" | "SQ" | "CR" | "MA" => {
            let points = point_list(size, id, &trimmed)?;
            point_set(node, id).extend(points);
        }
        "LB" => {
            for v in values {
                let Some((p, text)) = v.split_once(':') else {
                    return Err(value_error("labels such as [cc:A]"));
                };
                let point = point_at(size, id, hotstone_text::trim(p))?;
                label_once(node, point, text)?;
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
            node.setup.to_move = Some(color);
        }
        "KM" => match trimmed.as_slice() {
            [text] if !text.is_empty() => match Komi::parse(text) {
                Ok(komi) => node.info.komi = Some(komi),
                Err(_) => keep(&mut node.other, id, values.to_vec()),
            },
            // `KM[]` (Chinese sites write it) says nothing: kept as written, no komi.
            _ => keep(&mut node.other, id, values.to_vec()),
        },
        "HA" => {
            // HA below 2 is no handicap in FF[4], but HA[0] and HA[1] occur in real files.
            let n = match trimmed.as_slice() {
                [v] => unsigned::<u32>(v),
                _ => None,
            }
            .ok_or_else(|| {
                SgfError::new(ErrorKind::HandicapNotNumber).in_property(shown.clone())
            })?;
            node.info.handicap = Some(n);
        }
        "FF" | "GM" | "CA" if is_root => {}
        _ => keep(&mut node.other, id, values.to_vec()),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{number, unsigned};

    /// `unsigned` and `number` read what the types' own `parse` reads.
    #[test]
    fn one_parser_for_every_integer_type() {
        for v in [
            "",
            "+",
            "-",
            "0",
            "-0",
            "+0",
            "1",
            "+1",
            "-1",
            "255",
            "256",
            "+255",
            "0255",
            "4294967295",
            "4294967296",
            "-2147483648",
            "-2147483649",
            "2147483647",
            "2147483648",
            "9223372036854775808",
            " 1",
            "1 ",
            "1a",
            "--1",
            "+-1",
            "-+1",
        ] {
            assert_eq!(unsigned::<u8>(v), v.parse::<u8>().ok(), "{v:?}");
            assert_eq!(unsigned::<u32>(v), v.parse::<u32>().ok(), "{v:?}");
            let i32_ok = number(v).is_some_and(|n| i32::try_from(n).is_ok());
            assert_eq!(i32_ok, v.parse::<i32>().is_ok(), "{v:?}");
        }
    }
}

#[cfg(test)]
mod dd_tests {
    use super::*;

    #[test]
    fn dd_dims_its_points_and_an_empty_dd_ends_it() {
        let trees = crate::read("(;SZ[9];B[aa]DD[ab][cc:dd];W[bb]DD[];B[cc])").unwrap();
        let tree = &trees[0];
        let line = tree.main_line();
        let size = tree.size();
        let dimmed = |i: usize| dimmed(tree.node(line[i]), size);
        let names = |v: Vec<Point>| v.iter().map(|p| p.to_string()).collect::<Vec<_>>();
        assert_eq!(names(dimmed(1).unwrap()), ["A8", "C7", "C6", "D7", "D6"]);
        assert_eq!(dimmed(2), Some(vec![]));
        assert_eq!(dimmed(3), None);
    }
}
