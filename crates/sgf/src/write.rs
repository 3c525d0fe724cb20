//! Canonical SGF: `FF[4]GM[1]CA[UTF-8]SZ[n]` first in the root, then the typed
//! properties in a fixed order (game info, move, setup, name, comment, markup), then the
//! kept properties in the order read; points one by one, sorted by their SGF letters
//! (no `aa:cc` rectangles); a pass as `B[]`; one node a line. Written without recursion.

use hotstone_rules::{BoardSize, Color, Move, Point};

use crate::error::{ErrorKind, SgfError};
use crate::record::numbers;
use crate::sorted::SortedSet;
use crate::tree::{GameTree, Node, NodeId};

/// How to write.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriteOptions {
    /// Ing's recorder convention (E-7): every move node gets `MN[n]` with its E-7 number
    /// (odd Black, even White, no number twice), and passes that no board play follows
    /// are left out (with their nodes, when nothing else is in them). Not a round trip:
    /// the record is what a recorder would write.
    pub recorder: bool,
}

/// Writes a collection canonically; each game ends with a newline.
///
/// ```
/// let trees = hotstone_sgf::read("(;SZ[9] KM[6.5] ; B[ee] ; W[cc])").unwrap();
/// let text = hotstone_sgf::write(&trees).unwrap();
/// assert!(text.ends_with('\n'));
/// assert_eq!(hotstone_sgf::read(&text).unwrap(), trees, "read back as it was");
/// ```
pub fn write(trees: &[GameTree]) -> Result<String, SgfError> {
    write_with(trees, WriteOptions::default())
}

/// Writes one game canonically.
pub fn write_tree(tree: &GameTree) -> Result<String, SgfError> {
    write(std::slice::from_ref(tree))
}

pub fn write_with(trees: &[GameTree], options: WriteOptions) -> Result<String, SgfError> {
    let mut out = String::new();
    for (g, tree) in trees.iter().enumerate() {
        write_one(tree, options, &mut out).map_err(|e| e.in_game(g))?;
        out.push('\n');
    }
    Ok(out)
}

enum Step {
    Open,
    Close,
    Node(NodeId),
}

fn write_one(tree: &GameTree, options: WriteOptions, out: &mut String) -> Result<(), SgfError> {
    let plan = if options.recorder {
        Some(RecorderPlan::new(tree))
    } else {
        None
    };
    let mut stack = vec![Step::Close, Step::Node(tree.root()), Step::Open];
    while let Some(step) = stack.pop() {
        match step {
            Step::Open => {
                if !out.is_empty() && !out.ends_with('\n') {
                    out.push('\n');
                }
                out.push('(');
            }
            Step::Close => out.push(')'),
            Step::Node(id) => {
                if !out.ends_with('(') {
                    out.push('\n');
                }
                out.push(';');
                let recorded = plan.as_ref().map(|p| p.recorded(id));
                write_node(tree.size(), tree.node(id), recorded, id == tree.root(), out)
                    .map_err(|e| e.at(&tree.path(id)))?;
                let mut children = Vec::new();
                for &c in tree.children(id) {
                    if plan.as_ref().is_none_or(|p| p.keep[c.index()]) {
                        children.push(c);
                    }
                }
                if let [only] = children.as_slice() {
                    stack.push(Step::Node(*only));
                } else {
                    for &c in children.iter().rev() {
                        stack.extend([Step::Close, Step::Node(c), Step::Open]);
                    }
                }
            }
        }
    }
    Ok(())
}

/// What the recorder option changes: E-7 numbers per move node, trailing passes dropped.
struct RecorderPlan {
    number: Vec<Option<u32>>,
    drop_pass: Vec<bool>,
    keep: Vec<bool>,
}

impl RecorderPlan {
    fn new(tree: &GameTree) -> RecorderPlan {
        let n = tree.len();
        let order = tree.preorder();
        // A board play in the node or below it, on some line.
        let mut play_below = vec![false; n];
        for &id in order.iter().rev() {
            let here = matches!(tree.node(id).mv, Some((_, Move::Play(_))));
            play_below[id.index()] =
                here || tree.children(id).iter().any(|c| play_below[c.index()]);
        }
        let mut drop_pass = vec![false; n];
        let mut number = vec![None; n];
        for &id in &order {
            let node = tree.node(id);
            if node.mv.map(|(_, m)| m) == Some(Move::Pass)
                && !tree.children(id).iter().any(|c| play_below[c.index()])
            {
                drop_pass[id.index()] = true;
            }
        }
        // Number each move node along its own line (lines share their beginnings).
        for &id in &order {
            if tree.node(id).mv.is_none() || drop_pass[id.index()] {
                continue;
            }
            let mut moves = Vec::new();
            for x in tree.line_to(id) {
                if let Some(mv) = tree.node(x).mv.filter(|_| !drop_pass[x.index()]) {
                    moves.push(mv);
                }
            }
            // The line ends here with a move that some board play follows or that is a
            // play, so only its last number is needed; no trailing pass is in `moves`.
            let with_play = {
                let mut m = moves.clone();
                m.push((Color::Black, Move::Play(Point::new(0, 0).expect("A1"))));
                m
            };
            number[id.index()] = numbers(&with_play)[moves.len() - 1];
        }
        let mut keep = vec![true; n];
        for &id in order.iter().rev() {
            let node = tree.node(id);
            let moved = node.mv.is_some() && !drop_pass[id.index()];
            keep[id.index()] = id == tree.root()
                || moved
                || !node.is_empty_but_move()
                || tree.children(id).iter().any(|c| keep[c.index()]);
        }
        RecorderPlan {
            number,
            drop_pass,
            keep,
        }
    }

    /// What the plan writes of node `id`: the node is written as it is, not cloned and
    /// changed (a node's clone was linked for this alone).
    fn recorded(&self, id: NodeId) -> Recorded {
        Recorded {
            drop_move: self.drop_pass[id.index()],
            number: self.number[id.index()],
        }
    }
}

/// A node as the recorder writes it: its move left out (a trailing pass) or not, its
/// own MN left out and its E-7 number written as MN after its other properties.
#[derive(Clone, Copy)]
struct Recorded {
    drop_move: bool,
    number: Option<u32>,
}

/// `\` and `]` escaped (and `:` in the text part of a composed value).
fn escape(text: &str, colon: bool) -> String {
    let mut s = String::with_capacity(text.len());
    for c in text.chars() {
        if c == '\\' || c == ']' || (colon && c == ':') {
            s.push('\\');
        }
        s.push(c);
    }
    s
}

fn letters(size: BoardSize, p: Point) -> Result<String, SgfError> {
    size.sgf(p).ok_or_else(|| {
        SgfError::new(ErrorKind::OffBoard {
            point: p.to_string(),
            size: size.get(),
        })
    })
}

fn put(out: &mut String, id: &str, values: &[String]) {
    if values.is_empty() {
        return;
    }
    out.push_str(id);
    for v in values {
        out.push('[');
        out.push_str(v);
        out.push(']');
    }
}

fn put_text(out: &mut String, id: &str, value: &Option<String>) {
    if let Some(v) = value {
        put(out, id, &[escape(v, false)]);
    }
}

/// A list of points, each one's letters (sorted). The lists are built by loops, not
/// `map` and `collect::<Result<..>>`: an adapter chain per list cost the wasm package
/// about 1.3 KB raw.
fn put_points(
    out: &mut String,
    size: BoardSize,
    id: &str,
    points: &SortedSet<Point>,
) -> Result<(), SgfError> {
    let mut values = Vec::new();
    for &p in points {
        values.push(letters(size, p)?);
    }
    put_sorted(out, id, values);
    Ok(())
}

/// Pairs of points `aa:cc` (AR, LN).
fn put_pairs(
    out: &mut String,
    size: BoardSize,
    id: &str,
    pairs: &SortedSet<(Point, Point)>,
) -> Result<(), SgfError> {
    let mut values = Vec::new();
    for &(a, b) in pairs {
        values.push(composed(letters(size, a)?, &letters(size, b)?));
    }
    put_sorted(out, id, values);
    Ok(())
}

/// A composed value `a:b`.
fn composed(mut a: String, b: &str) -> String {
    a.push(':');
    a.push_str(b);
    a
}

fn put_sorted(out: &mut String, id: &str, mut values: Vec<String>) {
    crate::sort::sort(&mut values);
    put(out, id, &values);
}

fn write_node(
    size: BoardSize,
    node: &Node,
    recorded: Option<Recorded>,
    root: bool,
    out: &mut String,
) -> Result<(), SgfError> {
    if root {
        out.push_str(&format!("FF[4]GM[1]CA[UTF-8]SZ[{}]", size.get()));
    }
    let i = &node.info;
    put_text(out, "RU", &i.rules);
    if let Some(k) = i.komi {
        put(out, "KM", &[k.to_string()]);
    }
    // FF[4] has handicaps from 2: HA[0] and HA[1] (Fox writes HA[0] on every even
    // game) are read, and not written.
    if let Some(h) = i.handicap.filter(|&h| h >= 2) {
        put(out, "HA", &[h.to_string()]);
    }
    put_text(out, "PB", &i.black_player);
    put_text(out, "BR", &i.black_rank);
    put_text(out, "PW", &i.white_player);
    put_text(out, "WR", &i.white_rank);
    put_text(out, "DT", &i.date);
    put_text(out, "EV", &i.event);
    put_text(out, "RO", &i.round);
    put_text(out, "PC", &i.place);
    if let Some(t) = &i.time_limit {
        put(out, "TM", &[crate::real::plain(t)]);
    }
    put_text(out, "OT", &i.overtime);
    put_text(out, "RE", &i.result);
    let dropped = recorded.is_some_and(|r| r.drop_move);
    if let Some((color, mv)) = node.mv.filter(|_| !dropped) {
        let value = match mv {
            Move::Pass => String::new(),
            Move::Play(p) => letters(size, p)?,
        };
        out.push(color.letter());
        out.push('[');
        out.push_str(&value);
        out.push(']');
    }
    let s = &node.setup;
    put_points(out, size, "AB", &s.black)?;
    put_points(out, size, "AW", &s.white)?;
    put_points(out, size, "AE", &s.empty)?;
    if let Some(c) = s.to_move {
        put(out, "PL", &[c.letter().to_string()]);
    }
    put_text(out, "N", &node.name);
    put_text(out, "C", &node.comment);
    let m = &node.markup;
    let mut labels = Vec::new();
    for (&p, t) in &m.labels {
        labels.push(composed(letters(size, p)?, &escape(t, true)));
    }
    put_sorted(out, "LB", labels);
    put_points(out, size, "TR", &m.triangles)?;
    put_points(out, size, "SQ", &m.squares)?;
    put_points(out, size, "CR", &m.circles)?;
    put_points(out, size, "MA", &m.crosses)?;
    put_pairs(out, size, "AR", &m.arrows)?;
    put_pairs(out, size, "LN", &m.lines)?;
    for p in &node.other {
        if recorded.is_some() && p.id == "MN" {
            continue;
        }
        let mut values = Vec::new();
        for v in &p.values {
            values.push(escape(v, false));
        }
        if values.is_empty() {
            values.push(String::new());
        }
        put(out, &p.id, &values);
    }
    if let Some(n) = recorded.and_then(|r| r.number) {
        put(out, "MN", &[n.to_string()]);
    }
    Ok(())
}
