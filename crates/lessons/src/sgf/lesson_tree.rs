//! A lesson as one SGF game tree (L-2, issue 36): the root's setup and `PL` are the
//! position, each node's `C` its text, `N` its goal line, standard markup is drawn at its
//! node, and the children of a node where the learner moves are the answers: `TE` (or a
//! comment starting `RIGHT`) right, `BM` (or `WRONG`) wrong. A right answer's single
//! child of the other colour is the reply. Private properties (docs/lessons.md): `GOAL`,
//! `ANSWER`, `HINT`, and the texts per language, `CDE`, `CJA`, `NDE`, `GNJA`...
//!
//! The right path (the first right answer at each question, else the first child that is
//! not a wrong answer) is the lesson's line; its stops (the nodes where the player waits
//! for the learner: all but a right answer its reply follows at once) are its steps.

use hotstone_i18n::Lang;
use hotstone_rules::{BoardSize, Color, Game, Move, Point, Preset, Ruleset};
use hotstone_sgf::{enter_node, line_of, GameTree, Markup, Node, NodeId};

use super::answer::Answer;
use super::fault::{Fault, FaultKind};
use super::goal::Goal;

/// How the lesson judges an answer node.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Judgement {
    Right,
    Wrong,
}

/// A lesson read from SGF. Reading checks what every use needs (one tree, the rules,
/// the position, the goals' values); `check` plays the whole tree through the rules.
#[derive(Debug, Clone)]
pub struct LessonTree {
    id: String,
    tree: GameTree,
    preset: Preset,
    ruleset: Ruleset,
    /// The game at the root: the position and the player to move.
    start: Game,
    /// The right path, root first.
    path: Vec<NodeId>,
    /// Indexes into `path` of the stops, the steps.
    stops: Vec<usize>,
}

impl LessonTree {
    /// Reads a lesson from SGF text; `id` names it (a built-in's id, a file's name).
    pub fn read(id: &str, sgf: &str) -> Result<LessonTree, Fault> {
        let root_fault = |kind| Fault {
            node: hotstone_sgf::NodePath::default(),
            moves: 0,
            mv: None,
            kind,
        };
        let mut trees =
            hotstone_sgf::read(sgf).map_err(|e| root_fault(FaultKind::Sgf(e.to_string())))?;
        if trees.len() != 1 {
            return Err(root_fault(FaultKind::NotOneTree(trees.len())));
        }
        LessonTree::from_tree(id, trees.remove(0))
    }

    /// A lesson from a game tree already read (the app's document).
    pub fn from_tree(id: &str, tree: GameTree) -> Result<LessonTree, Fault> {
        let root = tree.root();
        let fault = |kind| Fault {
            node: hotstone_sgf::NodePath::default(),
            moves: 0,
            mv: None,
            kind,
        };
        let preset = match tree.preset() {
            None => hotstone_sgf::DEFAULT_PRESET,
            Some(Ok(p)) => p,
            Some(Err(e)) => return Err(fault(FaultKind::UnknownRules(e.to_string()))),
        };
        let mut ruleset = preset.ruleset();
        match tree.komi() {
            Ok(Some(k)) => ruleset = ruleset.with_komi(k),
            Ok(None) => {}
            Err(e) => return Err(fault(FaultKind::BadKomi(e.text))),
        }
        if tree.node(root).setup.to_move.is_none() {
            return Err(fault(FaultKind::NoPlayer));
        }
        let mut start =
            Game::new(tree.size(), ruleset).map_err(|e| fault(FaultKind::Setup(e.to_string())))?;
        enter_node(&mut start, &line_of(&tree, &[root])[0])
            .map_err(|e| fault(FaultKind::Setup(e.to_string())))?;
        let mut lesson = LessonTree {
            id: id.to_string(),
            tree,
            preset,
            ruleset,
            start,
            path: Vec::new(),
            stops: Vec::new(),
        };
        for id in lesson.tree.preorder() {
            lesson.read_private(id)?;
        }
        lesson.path = lesson.right_path();
        lesson.stops = lesson.find_stops();
        Ok(lesson)
    }

    /// `GOAL` and `ANSWER` read, so that a player never meets one that does not.
    fn read_private(&self, id: NodeId) -> Result<(), Fault> {
        let node = self.tree.node(id);
        let Some(value) = private(node, "GOAL") else {
            return Ok(());
        };
        let goal =
            Goal::parse(value).ok_or_else(|| self.fault(id, FaultKind::BadGoal(value.into())))?;
        let answer = private(node, "ANSWER");
        let bad = |a: &str| self.fault(id, FaultKind::BadAnswer(a.into()));
        match (goal, answer) {
            (Goal::Number, None) => return Err(self.fault(id, FaultKind::NoAnswer)),
            (Goal::Number, Some(a)) if Answer::parse_number(a).is_none() => return Err(bad(a)),
            (Goal::Result, Some(a)) if Answer::parse_result(a).is_none() => return Err(bad(a)),
            (Goal::Forbidden, Some(_)) if self.written_points(id, "ANSWER").is_none() => {
                return Err(bad(answer.unwrap_or_default()))
            }
            _ => {}
        }
        Ok(())
    }

    /// A fault at `id`, its move and its move number named.
    pub(crate) fn fault(&self, id: NodeId, kind: FaultKind) -> Fault {
        let line = self.tree.line_to(id);
        Fault {
            node: self.tree.path(id),
            moves: line
                .iter()
                .filter(|&&n| self.tree.node(n).mv.is_some())
                .count(),
            mv: self.tree.node(id).mv,
            kind,
        }
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    pub fn tree(&self) -> &GameTree {
        &self.tree
    }

    pub fn size(&self) -> BoardSize {
        self.tree.size()
    }

    /// The preset `RU` names (Japanese without RU, as records are read).
    pub fn preset(&self) -> Preset {
        self.preset
    }

    /// The preset's axes with the root's `KM`.
    pub fn ruleset(&self) -> Ruleset {
        self.ruleset
    }

    /// The game at the root.
    pub fn start(&self) -> &Game {
        &self.start
    }

    /// The title (`GN`, `GNDE`, `GNJA`...) in `lang`, else as written.
    pub fn title(&self, lang: Lang) -> Option<&str> {
        words(self.tree.node(self.tree.root()), "GN", lang)
    }

    /// A node's text (`C`, `CDE`, `CJA`...) in `lang`, else as written; a leading
    /// `RIGHT` or `WRONG` (the marker, not words for the learner) left out.
    pub fn text(&self, id: NodeId, lang: Lang) -> Option<&str> {
        let text = words(self.tree.node(id), "C", lang)?;
        let bare = ["RIGHT", "WRONG"]
            .into_iter()
            .find_map(|m| text.strip_prefix(m))
            .filter(|rest| !rest.starts_with(|c: char| c.is_alphanumeric()))
            .map(|rest| {
                rest.trim_start_matches(|c: char| {
                    c == ':' || c == '.' || c == '!' || c == '-' || c.is_whitespace()
                })
            });
        Some(bare.unwrap_or(text)).filter(|t| !t.is_empty())
    }

    /// A node's goal line (`N`, `NDE`, `NJA`...) in `lang`, else as written.
    pub fn goal_line(&self, id: NodeId, lang: Lang) -> Option<&str> {
        words(self.tree.node(id), "N", lang)
    }

    /// The markup drawn at a node (TR, SQ, CR, MA, LB, AR, LN).
    pub fn markup(&self, id: NodeId) -> &Markup {
        &self.tree.node(id).markup
    }

    /// The points a node dims (`DD`).
    pub fn dimmed(&self, id: NodeId) -> Vec<Point> {
        self.written_points(id, "DD").unwrap_or_default()
    }

    /// The node's goal (`GOAL`), read when the lesson was.
    pub fn goal(&self, id: NodeId) -> Option<Goal> {
        private(self.tree.node(id), "GOAL").and_then(Goal::parse)
    }

    /// The value a `GOAL[result]` or `GOAL[number]` is answered with, as written.
    pub fn written_answer(&self, id: NodeId) -> Option<Answer> {
        let a = private(self.tree.node(id), "ANSWER")?;
        match self.goal(id)? {
            Goal::Number => Answer::parse_number(a),
            Goal::Result => Answer::parse_result(a),
            _ => None,
        }
    }

    /// The points a private or kept property lists (`HINT`, `ANSWER`, `DD`); `None` when
    /// a value is not a point (or a rectangle `aa:cc`) on this board.
    pub(crate) fn written_points(&self, id: NodeId, prop: &str) -> Option<Vec<Point>> {
        let values = self.tree.node(id).other.iter().find(|p| p.id == prop)?;
        let size = self.size();
        let mut points = Vec::new();
        for v in &values.values {
            let (a, b) = v.split_once(':').unwrap_or((v, v));
            let (a, b) = (size.parse_sgf(a).ok()??, size.parse_sgf(b).ok()??);
            for col in a.col().min(b.col())..=a.col().max(b.col()) {
                for row in a.row().min(b.row())..=a.row().max(b.row()) {
                    points.extend(Point::new(col, row));
                }
            }
        }
        points.sort_by_key(|p| (p.col(), p.row()));
        points.dedup();
        Some(points)
    }

    /// The points a node's `HINT` marks, if it has one.
    pub fn hint_points(&self, id: NodeId) -> Option<Vec<Point>> {
        self.written_points(id, "HINT")
    }

    /// How the lesson judges a node as an answer, if it does.
    pub fn judgement(&self, id: NodeId) -> Option<Judgement> {
        judgement(self.tree.node(id))
    }

    /// The answers listed at a node: its children the lesson judges.
    pub fn answers(&self, id: NodeId) -> Vec<(NodeId, Judgement)> {
        let children = self.tree.children(id);
        children
            .iter()
            .filter_map(|&c| self.judgement(c).map(|j| (c, j)))
            .collect()
    }

    /// Whether the learner acts at this node: answers are listed, or a goal is set.
    pub fn is_question(&self, id: NodeId) -> bool {
        self.goal(id).is_some() || !self.answers(id).is_empty()
    }

    /// The reply to a right answer: its one child, a move of the other colour.
    pub fn reply(&self, answer: NodeId) -> Option<NodeId> {
        let (color, _) = self.tree.node(answer).mv?;
        match self.tree.children(answer) {
            [only] if self.tree.node(*only).mv.is_some_and(|(c, _)| c != color) => Some(*only),
            _ => None,
        }
    }

    /// Where the lesson goes on from a node: the first right answer of a question that
    /// lists answers, else the first child that is not a wrong answer.
    pub fn next_on_line(&self, id: NodeId) -> Option<NodeId> {
        let children = self.tree.children(id);
        let right = |&&c: &&NodeId| self.judgement(c) == Some(Judgement::Right);
        let not_wrong = |&&c: &&NodeId| self.judgement(c) != Some(Judgement::Wrong);
        match children.iter().find(right) {
            Some(&c) => Some(c),
            None => children.iter().find(not_wrong).copied(),
        }
    }

    fn right_path(&self) -> Vec<NodeId> {
        let mut path = vec![self.tree.root()];
        // Each node has one parent, so the walk ends (the tree is finite, no cycle).
        while let Some(next) = self.next_on_line(path[path.len() - 1]) {
            path.push(next);
        }
        path
    }

    fn find_stops(&self) -> Vec<usize> {
        let last = self.path.len() - 1;
        (0..=last)
            .filter(|&i| {
                let node = self.path[i];
                let followed_by_reply = i < last
                    && self.judgement(node) == Some(Judgement::Right)
                    && self.reply(node) == Some(self.path[i + 1]);
                i == 0 || i == last || !followed_by_reply
            })
            .collect()
    }

    /// The right path, root first.
    pub fn path(&self) -> &[NodeId] {
        &self.path
    }

    /// How many steps the lesson has.
    pub fn steps(&self) -> usize {
        self.stops.len()
    }

    /// The node of step `k` (from 0).
    pub fn stop(&self, k: usize) -> Option<NodeId> {
        self.stops.get(k).map(|&i| self.path[i])
    }

    /// The step (from 0) a node belongs to: the last stop at its depth or above (a
    /// node off the right path, a second right answer, counts as the path's node there).
    pub fn step_of(&self, id: NodeId) -> usize {
        let depth = self.tree.path(id).depth();
        self.stops.iter().rposition(|&i| i <= depth).unwrap_or(0)
    }

    /// The game at a node: the root's position, then each node's setup and move down to
    /// it. A move the rules refuse is left out (`check` names it).
    pub fn game_at(&self, id: NodeId) -> Game {
        let ids = self.tree.line_to(id);
        let line = line_of(&self.tree, &ids);
        let mut game = self.start.clone();
        for node in &line[1..] {
            // A refused setup or move changes nothing; `check` names it.
            let _ = enter_node(&mut game, node);
        }
        game
    }

    /// The learner's colour at a node: the side to move there.
    pub fn to_move_at(&self, id: NodeId) -> Color {
        self.game_at(id).to_move()
    }

    /// The child of `id` with this move, if the lesson lists it.
    pub fn child_with(&self, id: NodeId, color: Color, mv: Move) -> Option<NodeId> {
        self.tree
            .children(id)
            .iter()
            .copied()
            .find(|&c| self.tree.node(c).mv == Some((color, mv)))
    }
}

/// How a node judges itself as an answer: `TE`, `BM`, or goproblems' comment markers.
fn judgement(node: &Node) -> Option<Judgement> {
    let has = |id: &str| node.other.iter().any(|p| p.id == id);
    if has("TE") {
        return Some(Judgement::Right);
    }
    if has("BM") {
        return Some(Judgement::Wrong);
    }
    let comment = node.comment.as_deref().unwrap_or("").trim_start();
    if comment.starts_with("RIGHT") {
        Some(Judgement::Right)
    } else if comment.starts_with("WRONG") {
        Some(Judgement::Wrong)
    } else {
        None
    }
}

/// A private property's first value.
fn private<'a>(node: &'a Node, id: &str) -> Option<&'a str> {
    node.other
        .iter()
        .find(|p| p.id == id)
        .and_then(|p| p.values.first())
        .map(String::as_str)
}

/// A text in `lang` (`CDE`), else the property as written (`C`), else any language's.
fn words<'a>(node: &'a Node, base: &str, lang: Lang) -> Option<&'a str> {
    let own = |l: Lang| {
        let id = format!("{base}{}", l.code().to_ascii_uppercase());
        private(node, &id)
    };
    let written = match base {
        "C" => node.comment.as_deref(),
        "N" => node.name.as_deref(),
        _ => private(node, base),
    };
    own(lang)
        .or(written)
        .or_else(|| Lang::ALL.into_iter().find_map(own))
        .filter(|t| !t.trim().is_empty())
}
