//! The game tree: nodes with typed properties (moves, setup, comments, names, markup,
//! game info) and, verbatim, every property Hotstone does not model. Nodes live in one
//! vector and refer to each other by `NodeId`, so no operation recurses: a line of
//! thousands of nodes is as safe as a short one.

use core::fmt;

use crate::sorted::{SortedMap, SortedSet};
use hotstone_rules::{
    BoardSize, CaptureGoal, Color, Decimal, Komi, KomiError, Move, Point, Preset, Ruleset, Setup,
    UnknownRules,
};

/// A node of a `GameTree`, valid for that tree only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub(crate) usize);

impl NodeId {
    /// The position of the node in the tree's storage (the root is 0).
    pub const fn index(self) -> usize {
        self.0
    }
}

/// Where a node is: the child taken at each step from the root (`[]` is the root, `[0,
/// 0]` the second node of the main line). Errors name nodes this way.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodePath(pub Vec<usize>);

impl NodePath {
    /// Nodes from the root: 0 for the root.
    pub fn depth(&self) -> usize {
        self.0.len()
    }

    /// On the main line (the first child at every step).
    pub fn is_main_line(&self) -> bool {
        self.0.iter().all(|&c| c == 0)
    }
}

impl fmt::Display for NodePath {
    /// `root node`, `node 3` on the main line, or `node 5 (child 2 at node 3)` in a
    /// variation: nodes are counted from the root as 0, children from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("root node");
        }
        write!(f, "node {}", self.0.len())?;
        // The turns as `child 2 at node 3, child 3 at node 5`, written as they come.
        let mut first = true;
        for (at, &c) in self.0.iter().enumerate().filter(|(_, &c)| c > 0) {
            f.write_str(if first { " (" } else { ", " })?;
            write!(f, "child {} at node {at}", c + 1)?;
            first = false;
        }
        if !first {
            f.write_str(")")?;
        }
        Ok(())
    }
}

/// Setup properties: AB, AW, AE and PL.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SetupProps {
    pub black: SortedSet<Point>,
    pub white: SortedSet<Point>,
    pub empty: SortedSet<Point>,
    pub to_move: Option<Color>,
}

impl SetupProps {
    pub fn is_empty(&self) -> bool {
        self.black.is_empty()
            && self.white.is_empty()
            && self.empty.is_empty()
            && self.to_move.is_none()
    }

    /// The setup for `hotstone_rules::Game::setup`, or `None` when there is none.
    pub fn to_setup(&self) -> Option<Setup> {
        (!self.is_empty()).then(|| Setup {
            black: self.black.iter().copied().collect(),
            white: self.white.iter().copied().collect(),
            empty: self.empty.iter().copied().collect(),
            to_move: self.to_move,
            handicap: None,
        })
    }
}

/// Markup: LB, TR, SQ, CR, MA, AR and LN.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Markup {
    pub labels: SortedMap<Point, String>,
    pub triangles: SortedSet<Point>,
    pub squares: SortedSet<Point>,
    pub circles: SortedSet<Point>,
    /// MA.
    pub crosses: SortedSet<Point>,
    /// AR: from, to.
    pub arrows: SortedSet<(Point, Point)>,
    /// LN: from, to.
    pub lines: SortedSet<(Point, Point)>,
}

impl Markup {
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
            && self.triangles.is_empty()
            && self.squares.is_empty()
            && self.circles.is_empty()
            && self.crosses.is_empty()
            && self.arrows.is_empty()
            && self.lines.is_empty()
    }
}

/// Game-info properties. They belong in the root (SGF allows them in one node per line
/// of play; any node may hold them here).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GameInfo {
    /// KM, in steps of half a point.
    pub komi: Option<Komi>,
    /// HA: the number of handicap stones (for Ing handicap moves, Black's board plays).
    pub handicap: Option<u32>,
    /// RU as written; `preset()` reads it.
    pub rules: Option<String>,
    /// RE as written, e.g. `B+R`, `W+0.5`, `0`.
    pub result: Option<String>,
    pub black_player: Option<String>,
    pub white_player: Option<String>,
    pub black_rank: Option<String>,
    pub white_rank: Option<String>,
    pub date: Option<String>,
    pub event: Option<String>,
    pub round: Option<String>,
    /// TM, in seconds, as the decimal written (one that is exactly a double,
    /// `Decimal::exact`): written back as it reads, without a float (`real::plain`).
    pub time_limit: Option<Decimal>,
    /// OT.
    pub overtime: Option<String>,
    /// PC.
    pub place: Option<String>,
}

impl GameInfo {
    pub fn is_empty(&self) -> bool {
        *self == GameInfo::default()
    }

    /// The preset RU names (E-7): GOE/Ing → ing, Japanese, Chinese, AGA, NZ, or a
    /// preset's own name. `None` without RU (or with a blank one).
    pub fn preset(&self) -> Option<Result<Preset, UnknownRules>> {
        let ru = self
            .rules
            .as_deref()
            .filter(|r| !hotstone_text::trim(r).is_empty())?;
        Some(Preset::from_sgf(ru))
    }

    /// Sets RU to the preset's SGF name (ing → GOE, japanese → Japanese, ...).
    pub fn set_preset(&mut self, preset: Preset) {
        self.rules = Some(preset.sgf().to_string());
    }

    /// Sets RU for a game under `preset` with these axes: as `set_preset`, and Capture
    /// Go's goal with it (`RU[Capture Go 3]`, L-4), so that the record reads back.
    pub fn set_rules(&mut self, preset: Preset, rules: &Ruleset) {
        self.rules = Some(preset.ru(rules.capture_goal));
    }

    /// The preset's axes with what RU says beyond the preset's name: Capture Go's goal
    /// (`RU[Capture Go 3]`, L-4; the first capture when RU names none).
    pub fn ruleset(&self, preset: Preset) -> Ruleset {
        let rules = preset.ruleset();
        let goal = self.rules.as_deref().and_then(CaptureGoal::from_ru);
        match (rules.capture_goal, goal) {
            (Some(_), Some(Ok(goal))) => rules.with_capture_goal(Some(goal)),
            _ => rules,
        }
    }
}

/// A property kept as read: identifier and values (unescaped).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Property {
    pub id: String,
    pub values: Vec<String>,
}

/// One node's properties.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Node {
    /// B or W: a board play or a pass (`B[]`, and `B[tt]` up to 19x19).
    pub mv: Option<(Color, Move)>,
    pub setup: SetupProps,
    /// C.
    pub comment: Option<String>,
    /// N.
    pub name: Option<String>,
    pub markup: Markup,
    pub info: GameInfo,
    /// Every other property, verbatim and in the order read (unknown ones, and known ones
    /// Hotstone does not model, such as GN, SO, BM or SZ outside the root).
    pub other: Vec<Property>,
}

impl Node {
    /// A node holding one move.
    pub fn with_move(color: Color, mv: Move) -> Node {
        Node {
            mv: Some((color, mv)),
            ..Node::default()
        }
    }

    /// No property at all.
    pub fn is_empty(&self) -> bool {
        self.mv.is_none() && self.is_empty_but_move()
    }

    /// No property but perhaps a move.
    pub(crate) fn is_empty_but_move(&self) -> bool {
        self.setup.is_empty()
            && self.comment.is_none()
            && self.name.is_none()
            && self.markup.is_empty()
            && self.info.is_empty()
            && self.other.is_empty()
    }
}

#[derive(Debug, Clone)]
struct Slot {
    node: Node,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
}

/// One game: a board size and a tree of nodes, the root first.
#[derive(Debug, Clone)]
pub struct GameTree {
    size: BoardSize,
    slots: Vec<Slot>,
}

impl GameTree {
    /// A tree holding only an empty root node.
    pub fn new(size: BoardSize) -> GameTree {
        GameTree {
            size,
            slots: vec![Slot {
                node: Node::default(),
                parent: None,
                children: Vec::new(),
            }],
        }
    }

    /// SZ.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    pub fn root(&self) -> NodeId {
        NodeId(0)
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Never: a tree has a root.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// # Panics
    /// If `id` is not a node of this tree.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.slots[id.0].node
    }

    /// # Panics
    /// If `id` is not a node of this tree.
    pub fn node_mut(&mut self, id: NodeId) -> &mut Node {
        &mut self.slots[id.0].node
    }

    pub fn get(&self, id: NodeId) -> Option<&Node> {
        self.slots.get(id.0).map(|s| &s.node)
    }

    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.slots.get(id.0).map_or(&[], |s| &s.children)
    }

    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.slots.get(id.0).and_then(|s| s.parent)
    }

    /// Adds `node` as the last child of `parent` (a new variation if it has children).
    ///
    /// # Panics
    /// If `parent` is not a node of this tree.
    pub fn add_child(&mut self, parent: NodeId, node: Node) -> NodeId {
        // The index, not `{parent:?}`: the derived `Debug` would be linked into the wasm
        // package for this message alone (issue 15).
        assert!(parent.0 < self.slots.len(), "no node NodeId({})", parent.0);
        let id = NodeId(self.slots.len());
        self.slots.push(Slot {
            node,
            parent: Some(parent),
            children: Vec::new(),
        });
        self.slots[parent.0].children.push(id);
        id
    }

    /// The root's game info.
    pub fn info(&self) -> &GameInfo {
        &self.node(self.root()).info
    }

    pub fn info_mut(&mut self) -> &mut GameInfo {
        let root = self.root();
        &mut self.node_mut(root).info
    }

    /// The main line: the root, then the first child at every node.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut line = vec![self.root()];
        let mut at = self.root();
        while let Some(&next) = self.children(at).first() {
            line.push(next);
            at = next;
        }
        line
    }

    /// The nodes from the root down to `id`, both included.
    pub fn line_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = vec![id];
        let mut at = id;
        while let Some(p) = self.parent(at) {
            line.push(p);
            at = p;
        }
        line.reverse();
        line
    }

    /// Where `id` is, as the child taken at each step from the root.
    pub fn path(&self, id: NodeId) -> NodePath {
        let line = self.line_to(id);
        let mut path = Vec::new();
        for w in line.windows(2) {
            let children = self.children(w[0]);
            path.push(children.iter().position(|&c| c == w[1]).unwrap_or(0));
        }
        NodePath(path)
    }

    /// The node at a path, if there is one.
    pub fn at_path(&self, path: &NodePath) -> Option<NodeId> {
        let mut at = self.root();
        for &c in &path.0 {
            at = *self.children(at).get(c)?;
        }
        Some(at)
    }

    /// Every node, parents before children, variations in order (depth first).
    pub fn preorder(&self) -> Vec<NodeId> {
        let mut out = Vec::with_capacity(self.slots.len());
        let mut stack = vec![self.root()];
        while let Some(id) = stack.pop() {
            out.push(id);
            stack.extend(self.children(id).iter().rev());
        }
        out
    }

    /// The tree with node `id` folded into its parent: its setup added to the parent's,
    /// its HA the parent's, its children in its place. A document's free handicap, a
    /// node of its own in play, is written into the root this way, as SGF has handicap
    /// stones (H-1). The tree as it is for the root or a node with a move.
    pub fn fold_into_parent(&self, id: NodeId) -> GameTree {
        let Some(parent) = self.parent(id).filter(|_| self.node(id).mv.is_none()) else {
            return self.clone();
        };
        let mut out = GameTree::new(self.size);
        let mut new_id = vec![NodeId(0); self.slots.len()];
        for old in self.preorder() {
            if old == self.root() {
                out.slots[0].node = self.node(old).clone();
                continue;
            }
            if old == id {
                new_id[old.0] = new_id[parent.0];
                let (from, into) = (self.node(id), &mut out.slots[new_id[parent.0].0].node);
                into.setup.black.extend(from.setup.black.iter().copied());
                into.setup.white.extend(from.setup.white.iter().copied());
                into.setup.empty.extend(from.setup.empty.iter().copied());
                into.setup.to_move = from.setup.to_move.or(into.setup.to_move);
                into.info.handicap = from.info.handicap.or(into.info.handicap);
                continue;
            }
            let above = new_id[self.parent(old).unwrap_or(parent).0];
            new_id[old.0] = out.add_child(above, self.node(old).clone());
        }
        out
    }

    /// The preset the root's RU names (see `GameInfo::preset`).
    pub fn preset(&self) -> Option<Result<Preset, UnknownRules>> {
        self.info().preset()
    }

    /// The root's komi (KM, C-4): `Ok(None)` without KM or with an empty one (`KM[]`,
    /// as Chinese sites write it); the KM as written (`KomiError::text`) when it is no
    /// komi (not a number, or not in steps of half a point). The reader keeps such a KM
    /// as written, so that a caller with a komi of its own (`--komi`) does not fail on it.
    pub fn komi(&self) -> Result<Option<Komi>, KomiError> {
        if let Some(komi) = self.info().komi {
            return Ok(Some(komi));
        }
        let root = self.node(self.root());
        match root
            .other
            .iter()
            .find(|p| p.id == "KM")
            .map(|p| p.values.as_slice())
        {
            Some([v]) if hotstone_text::trim(v).is_empty() => Ok(None),
            Some(values) => Err(KomiError {
                text: hotstone_text::joined(values, "]["),
            }),
            None => Ok(None),
        }
    }
}

impl PartialEq for GameTree {
    /// The same size and the same nodes in the same shape, whatever order they were
    /// added in.
    fn eq(&self, other: &GameTree) -> bool {
        if self.size != other.size || self.slots.len() != other.slots.len() {
            return false;
        }
        let mut stack = vec![(self.root(), other.root())];
        while let Some((a, b)) = stack.pop() {
            if self.node(a) != other.node(b) {
                return false;
            }
            let (ca, cb) = (self.children(a), other.children(b));
            if ca.len() != cb.len() {
                return false;
            }
            stack.extend(ca.iter().copied().zip(cb.iter().copied()));
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_name_nodes_from_the_root() {
        assert_eq!(NodePath(vec![]).to_string(), "root node");
        assert_eq!(NodePath(vec![0, 0, 0]).to_string(), "node 3");
        assert_eq!(
            NodePath(vec![0, 0, 1, 0]).to_string(),
            "node 4 (child 2 at node 2)"
        );
    }

    #[test]
    fn trees_compare_by_shape_not_by_insertion_order() {
        let mut a = GameTree::new(BoardSize::NINE);
        let r = a.root();
        let x = a.add_child(r, Node::with_move(Color::Black, Move::Pass));
        let y = a.add_child(r, Node::with_move(Color::Black, Move::Pass));
        a.add_child(x, Node::default());
        let mut b = GameTree::new(BoardSize::NINE);
        let r = b.root();
        let x2 = b.add_child(r, Node::with_move(Color::Black, Move::Pass));
        let _y2 = b.add_child(r, Node::with_move(Color::Black, Move::Pass));
        assert_ne!(a, b);
        b.add_child(x2, Node::default());
        assert_eq!(a, b);
        assert_eq!(a.path(y), NodePath(vec![1]));
        assert_eq!(a.at_path(&NodePath(vec![1])), Some(y));
        assert_eq!(a.main_line().len(), 3);
    }
}
