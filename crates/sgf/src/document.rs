//! A game as a document (L-1): the record's whole tree (setup, moves, passes, comments,
//! markup and every property read, kept), the node shown and the line from the root to
//! it. The position at a node is the rules' `Game`, played along the line; each node
//! remembers what entering it made the game do and, for a move, the rules' verdict.
//!
//! Undo and redo are moves along the line; a move where one already follows enters that
//! node, another makes a variation beside it, so that nothing played is ever dropped.
//! The web app, the element and the package keep their games this way, and write the
//! tree back as it was read (`write_tree`).

use hotstone_rules::{Action, Game, Refusal};

use crate::game::{enter_node, line_of, setup_props};
use crate::tree::{GameTree, Node, NodeId, NodePath};

/// What entering a node made the game do.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
struct Made {
    /// The game's actions, in order: a node's setup and move, and any the game made at
    /// the node without a node of their own (a resignation, play resumed by hand).
    actions: Vec<Action>,
    /// The rules' verdict on the node's move.
    verdict: Option<Result<(), Refusal>>,
}

/// A game tree, the line to the node shown, and what the rules said of each node entered.
#[derive(Debug, Clone)]
pub struct Document {
    tree: GameTree,
    /// The game at the root: the start, the root's setup and handicap made.
    start: Game,
    /// Per node (by index): what entering it made; `None` for a node not entered yet.
    made: Vec<Option<Made>>,
    /// Per node: the child that Redo enters (the one entered last; the first at first).
    chosen: Vec<usize>,
    /// The nodes from the root to the one shown.
    line: Vec<NodeId>,
}

impl Document {
    /// A document at the root of `tree`, whose game there is `start`.
    pub fn new(tree: GameTree, start: Game) -> Document {
        let n = tree.len();
        let mut made = vec![None; n];
        made[tree.root().index()] = Some(Made::default());
        Document {
            line: vec![tree.root()],
            tree,
            start,
            made,
            chosen: vec![0; n],
        }
    }

    /// The document of a game played from its first `initial` actions (a new game's
    /// start: its handicap, a lesson's position): the start as the root, each move after
    /// it a node, as `game_tree` writes a game.
    pub fn of_game(game: &Game, initial: usize) -> Document {
        let start = first_actions(game, initial);
        let tree = crate::game_tree(&start, crate::GameInfo::default());
        let mut doc = Document::new(tree, start);
        doc.follow(game);
        doc
    }

    pub fn tree(&self) -> &GameTree {
        &self.tree
    }

    /// The game at the root.
    pub fn start(&self) -> &Game {
        &self.start
    }

    /// The node shown.
    pub fn current(&self) -> NodeId {
        *self.line.last().unwrap_or(&self.tree.root())
    }

    /// The nodes from the root to the one shown.
    pub fn line(&self) -> &[NodeId] {
        &self.line
    }

    /// Where the node shown is.
    pub fn path(&self) -> NodePath {
        self.tree.path(self.current())
    }

    /// The rules' verdict on a node's move, once the node was entered: a refused move
    /// in a record is kept in the tree and skipped in play.
    pub fn verdict(&self, node: NodeId) -> Option<&Result<(), Refusal>> {
        self.made.get(node.index())?.as_ref()?.verdict.as_ref()
    }

    /// The node Redo enters: the child entered last, or the first.
    pub fn next(&self) -> Option<NodeId> {
        let at = self.current();
        let children = self.tree.children(at);
        children
            .get(self.chosen[at.index()])
            .or(children.first())
            .copied()
    }

    /// Nodes Redo enters one after the other from the node shown, to the end of its line.
    pub fn ahead(&self) -> usize {
        self.redo_line_from(self.current()).1
    }

    /// The end of the line Redo would follow from the root: what a reload restores as
    /// the line taken back (`choose_line`).
    pub fn line_end(&self) -> NodeId {
        self.redo_line_from(self.tree.root()).0
    }

    /// Where Redo's line from `at` ends, and how many nodes it enters to get there.
    fn redo_line_from(&self, mut at: NodeId) -> (NodeId, usize) {
        let mut n = 0;
        loop {
            let children = self.tree.children(at);
            match children.get(self.chosen[at.index()]).or(children.first()) {
                Some(&next) => {
                    at = next;
                    n += 1;
                }
                None => return (at, n),
            }
        }
    }

    /// Redo follows the line to `end` from now on, where it passes.
    pub fn choose_line(&mut self, end: NodeId) {
        if end.index() >= self.tree.len() {
            return;
        }
        let ids = self.tree.line_to(end);
        for w in ids.windows(2) {
            let k = self.tree.children(w[0]).iter().position(|&c| c == w[1]);
            self.chosen[w[0].index()] = k.unwrap_or(0);
        }
    }

    /// The game's actions the line accounts for.
    fn accounted(&self) -> usize {
        self.start.actions().len() + self.line.iter().map(|id| self.made_len(*id)).sum::<usize>()
    }

    fn made_len(&self, id: NodeId) -> usize {
        self.made[id.index()]
            .as_ref()
            .map_or(0, |m| m.actions.len())
    }

    /// Follows what `game` did since the document last saw it: actions taken back leave
    /// the nodes that made them (the nodes stay in the tree), and new ones enter a node:
    /// a move the node shown already has as a child enters that child, another move a
    /// new child (a variation, where one follows already). `game` is this document's
    /// game: the one at the node shown, changed by the rules since.
    pub fn follow(&mut self, game: &Game) {
        let actions = game.actions();
        let mut done = self.accounted();
        while done > actions.len() {
            let at = self.current();
            let own = self.made_len(at);
            if self.line.len() > 1 && done - own >= actions.len() {
                self.line.pop();
                done -= own;
                continue;
            }
            let keep = own.saturating_sub(done - actions.len());
            if let Some(m) = self.made[at.index()].as_mut() {
                m.actions.truncate(keep);
            }
            done = actions.len();
        }
        for action in &actions[done.min(actions.len())..] {
            self.record(action);
        }
    }

    /// One new action of the game at the node shown.
    fn record(&mut self, action: &Action) {
        let at = self.current();
        match action {
            Action::Move { color, mv } => {
                let same = |n: &Node| n.mv == Some((*color, *mv)) && n.setup.is_empty();
                let found = self
                    .tree
                    .children(at)
                    .iter()
                    .position(|&c| same(self.tree.node(c)));
                let made = Made {
                    actions: vec![action.clone()],
                    verdict: Some(Ok(())),
                };
                match found {
                    Some(k) => {
                        let child = self.tree.children(at)[k];
                        self.enter_as(at, k, child, made);
                    }
                    None => self.add(at, Node::with_move(*color, *mv), made),
                }
            }
            // A setup made in play (a free handicap placed, H-1) is a node of its own,
            // whose HA says it was the handicap.
            Action::Setup(s) => {
                let mut node = Node {
                    setup: setup_props(s),
                    ..Node::default()
                };
                node.info.handicap = s.handicap;
                let made = Made {
                    actions: vec![action.clone()],
                    verdict: None,
                };
                self.add(at, node, made);
            }
            // A resignation, a loss on time, play resumed by hand: the node's own.
            _ => self.push_made(at, action),
        }
    }

    fn push_made(&mut self, at: NodeId, action: &Action) {
        self.made[at.index()]
            .get_or_insert_with(Made::default)
            .actions
            .push(action.clone());
    }

    fn add(&mut self, at: NodeId, node: Node, made: Made) {
        let child = self.tree.add_child(at, node);
        self.made.push(None);
        self.chosen.push(0);
        let k = self.tree.children(at).len() - 1;
        self.enter_as(at, k, child, made);
    }

    fn enter_as(&mut self, at: NodeId, k: usize, child: NodeId, made: Made) {
        self.made[child.index()] = Some(made);
        self.chosen[at.index()] = k;
        self.line.push(child);
    }

    /// Redo: enters the node `next` names, on `game` (the game at the node shown).
    /// `None` at the end of a line.
    pub fn forward(&mut self, game: &mut Game) -> Option<NodeId> {
        let at = self.current();
        let child = self.next()?;
        let k = self.tree.children(at).iter().position(|&c| c == child)?;
        let made = self.enter(game, child);
        self.enter_as(at, k, child, made);
        Some(child)
    }

    /// Shows `node`: the game is played along the line to it from the root's.
    pub fn go_to(&mut self, game: &mut Game, node: NodeId) {
        if node.index() >= self.tree.len() {
            return;
        }
        let ids = self.tree.line_to(node);
        let mut g = self.start.clone();
        let root = self.tree.root();
        for a in self.made[root.index()].iter().flat_map(|m| &m.actions) {
            g.replay_action(a);
        }
        self.line = vec![root];
        for w in ids.windows(2) {
            let k = self
                .tree
                .children(w[0])
                .iter()
                .position(|&c| c == w[1])
                .unwrap_or(0);
            let made = self.enter(&mut g, w[1]);
            self.enter_as(w[0], k, w[1], made);
        }
        *game = g;
    }

    /// Goes down the line Redo follows to its end: an opened record shows its last
    /// position.
    pub fn to_end(&mut self, game: &mut Game) {
        while self.forward(game).is_some() {}
    }

    /// Enters `child` of the node shown on `game`: what it made before, played again
    /// where the rules still take it, else its setup and move as the record has them.
    fn enter(&self, game: &mut Game, child: NodeId) -> Made {
        if let Some(made) = &self.made[child.index()] {
            let before = game.clone();
            if made.actions.iter().all(|a| game.replay_action(a)) {
                return made.clone();
            }
            *game = before;
        }
        let before = game.actions().len();
        let ids = self.line_through(child);
        let depth = self.line.len();
        let node = &line_of(&self.tree, &ids)[depth];
        let verdict = match enter_node(game, node) {
            Ok(m) => m.map(|m| m.verdict.map(|_| ())),
            // A refused setup leaves the game as it was; the node is shown, empty-handed.
            Err(_) => None,
        };
        Made {
            actions: game.actions()[before..].to_vec(),
            verdict,
        }
    }

    /// The line to `child` (a child of the node shown) and on along first children: a
    /// setup without PL gives the move to the next move's colour on it (`main_line`).
    fn line_through(&self, child: NodeId) -> Vec<NodeId> {
        let mut ids = self.line.clone();
        ids.push(child);
        let mut at = child;
        while let Some(&next) = self.tree.children(at).first() {
            ids.push(next);
            at = next;
        }
        ids
    }

    /// `tree` (this document's tree as saved, with the lines played since) shown at
    /// `at`, with Redo's line to `end`, in place of this document: when the line to
    /// `at` gives `game` (this document's game) or a start of it, whose later actions
    /// are then followed. `None` when it does not: the tree is not this game's.
    pub fn restored(
        &self,
        tree: GameTree,
        at: &NodePath,
        end: &NodePath,
        game: &Game,
    ) -> Option<Document> {
        if tree.size() != self.tree.size() {
            return None;
        }
        let mut doc = Document::new(tree, self.start.clone());
        let root = self.tree.root();
        doc.made[root.index()] = self.made[root.index()].clone();
        if let Some(end) = doc.tree.at_path(end) {
            doc.choose_line(end);
        }
        let node = doc.tree.at_path(at)?;
        let mut g = game.clone();
        doc.go_to(&mut g, node);
        if !game.actions().starts_with(g.actions()) {
            return None;
        }
        doc.follow(game);
        Some(doc)
    }

    /// The tree, to change what a node says (comments, markup).
    pub fn tree_mut(&mut self) -> &mut GameTree {
        &mut self.tree
    }
}

/// The game after its first `n` actions.
fn first_actions(game: &Game, n: usize) -> Game {
    let mut start = match game.position_at(0) {
        Some((board, to_move)) => {
            Game::from_position(board, to_move, *game.rules()).unwrap_or_else(|_| game.clone())
        }
        None => game.clone(),
    };
    if start.actions().is_empty() {
        for a in game.actions().iter().take(n) {
            start.replay_action(a);
        }
    }
    start
}

mod set_up;

#[cfg(test)]
mod tests;
