//! Stepping through the document (L-1, P-3): back and forward along the line, to its
//! start and end, between variations, into a variation's next move. A presentation
//! clicker's keys (PageUp, PageDown) step the view over the board instead while one is
//! open (a cycle, the fill-in count, the handicap's steps).

use hotstone_rules::{Color, Move, Point};
use hotstone_sgf::NodeId;

use super::fill_in::FillInAction;
use super::handicap_view::HandicapAction;
use super::{Said, State, View};

/// A step through the record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// One move back (as Undo).
    Back,
    /// One move on along the line Redo follows (as Redo).
    Forward,
    /// The start of the record.
    First,
    /// The end of the line Redo follows.
    Last,
    /// The variation before (-1) or after (+1) the node shown, beside it.
    Sibling(isize),
    /// The next move of variation k (from 0, in the record's order).
    Child(usize),
}

/// What the record says at the node shown, for the panel beside the board.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct NodeView {
    /// The node's comment (C), as the record has it.
    pub comment: Option<String>,
    /// Moves played to the node shown.
    pub moves: usize,
    /// Which of its parent's variations the node shown is (from 1) and how many there
    /// are, when there are several.
    pub variation: Option<(usize, usize)>,
    /// The next move of each variation at the node shown, when there are several (`None`
    /// for a variation that starts without one, such as a setup).
    pub next: Vec<Option<(Color, Move)>>,
    pub can_back: bool,
    pub can_forward: bool,
}

impl State {
    /// The comment, the place and the variations of the node shown.
    pub fn node_view(&self) -> NodeView {
        let tree = self.document.tree();
        let at = self.document.current();
        let node = tree.node(at);
        let variation = tree.parent(at).and_then(|p| {
            let siblings = tree.children(p);
            let k = siblings.iter().position(|&c| c == at)?;
            (siblings.len() > 1).then_some((k + 1, siblings.len()))
        });
        NodeView {
            comment: node
                .comment
                .clone()
                .filter(|c| !hotstone_text::trim(c).is_empty()),
            moves: self.moves_played(),
            variation,
            next: self.next_moves(),
            can_back: self.can_undo(),
            can_forward: self.can_redo(),
        }
    }

    /// The next move of each variation at the node shown, when there are several.
    pub fn next_moves(&self) -> Vec<Option<(Color, Move)>> {
        let tree = self.document.tree();
        let children = tree.children(self.document.current());
        if children.len() < 2 {
            return Vec::new();
        }
        children.iter().map(|&c| tree.node(c).mv).collect()
    }

    /// Whether the record has more than one line of play or a comment: then the panel
    /// of the record is shown beside the board.
    pub fn has_record_view(&self) -> bool {
        let tree = self.document.tree();
        tree.preorder()
            .into_iter()
            .any(|id| tree.children(id).len() > 1 || tree.node(id).comment.is_some())
    }

    /// One step through the record, or through the view over the board while one is open.
    pub(super) fn step(&mut self, step: Step) -> bool {
        let (back, whole) = match step {
            Step::Back => (true, false),
            Step::Forward => (false, false),
            Step::First => (true, true),
            Step::Last => (false, true),
            Step::Sibling(_) | Step::Child(_) if self.viewing() => return false,
            Step::Sibling(_) | Step::Child(_) => (false, false),
        };
        let by = if back { -1 } else { 1 };
        match &self.view {
            View::Cycle(_) if !whole => {
                let view = self.view.cycle();
                return self.show_cycle(view.and_then(|v| v.stepped(&self.game, by)));
            }
            View::FillIn(_) => {
                return self.apply_fill_in(match (whole, back) {
                    (false, _) => FillInAction::Stepped(by),
                    (true, true) => FillInAction::First,
                    (true, false) => FillInAction::Last,
                })
            }
            View::Handicap(_) => {
                return self.apply_handicap(match (whole, back) {
                    (false, _) => HandicapAction::Stepped(by),
                    (true, true) => HandicapAction::First,
                    (true, false) => HandicapAction::Last,
                })
            }
            _ if self.viewing() || self.placing_left().is_some() => return false,
            _ => {}
        }
        let tree = self.document.tree();
        let at = self.document.current();
        match step {
            Step::Back => self.take_back(),
            Step::Forward => self.replay(),
            Step::First => self.show(tree.root()),
            Step::Last => {
                if self.document.next().is_none() {
                    return false;
                }
                while self.document.forward(&mut self.game).is_some() {}
                self.stepped()
            }
            Step::Sibling(d) => {
                let Some(parent) = tree.parent(at) else {
                    return false;
                };
                let siblings = tree.children(parent);
                let k = siblings.iter().position(|&c| c == at).unwrap_or(0);
                match k.checked_add_signed(d).and_then(|k| siblings.get(k)) {
                    Some(&node) => self.show(node),
                    None => false,
                }
            }
            Step::Child(k) => match tree.children(at).get(k) {
                Some(&node) => self.show(node),
                None => false,
            },
        }
    }

    /// A click on the next move of a variation shown on the board follows it, whichever
    /// colour the record gives it.
    pub(super) fn follows_variation(&mut self, p: Point) -> bool {
        let k = self
            .next_moves()
            .iter()
            .position(|next| next.is_some_and(|(_, mv)| mv == Move::Play(p)));
        k.is_some_and(|k| self.step(Step::Child(k)))
    }

    /// Shows `node`: the game played along the line to it.
    fn show(&mut self, node: NodeId) -> bool {
        if node == self.document.current() {
            return false;
        }
        self.document.go_to(&mut self.game, node);
        self.stepped()
    }

    fn stepped(&mut self) -> bool {
        self.notice = None;
        let moves = self.moves_played();
        self.changed(Said::Stepped { moves });
        true
    }
}

#[cfg(test)]
#[path = "step_tests.rs"]
mod tests;
