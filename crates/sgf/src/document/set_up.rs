//! Setting up a position in the document (P-2, the teacher's edit mode): stones placed
//! and erased and the side to move given, written as a setup node (AB, AW, AE, PL).
//! One sitting's edits make one node: while the node shown is a setup node at the end
//! of its line, each edit rewrites its setup as the difference from the position before
//! it, so that the game holds one setup there, as a record read back gives it.

use hotstone_rules::{Action, Color, Game, Point, Setup, SetupError};

use super::{Document, Made};
use crate::game::setup_props;
use crate::tree::Node;

impl Document {
    /// Whether an edit rewrites the node shown (a setup node without a move, at the end
    /// of its line, not the root and not a handicap) rather than adding a node after it.
    pub fn edits_in_place(&self) -> bool {
        let at = self.current();
        let node = self.tree.node(at);
        let made = self.made[at.index()].as_ref();
        at != self.tree.root()
            && node.mv.is_none()
            && node.info.handicap.is_none()
            && self.tree.children(at).is_empty()
            && made.is_some_and(|m| {
                !m.actions.is_empty()
                    && m.actions
                        .iter()
                        .all(|a| matches!(a, Action::Setup(s) if s.handicap.is_none()))
            })
    }

    /// Sets up the position at the node shown: each point of `edits` gets its content
    /// (a stone, or none), and `to_move` the move when given. In the node shown when
    /// `edits_in_place`, else in a new setup node after it (a variation where a line
    /// follows). `Ok(false)` when nothing would change. The rules refuse a setup that
    /// leaves a string without liberties, or one after the game ended (SGF itself allows
    /// any position: "it's possible to create illegal board positions"); then the game
    /// and the document stay as they were.
    pub fn set_up(
        &mut self,
        game: &mut Game,
        edits: &[(Point, Option<Color>)],
        to_move: Option<Color>,
    ) -> Result<bool, SetupError> {
        let at = self.current();
        let in_place = self.edits_in_place();
        let (mut base, kept) = if in_place {
            let own = self.made_len(at);
            let mut base = game.clone();
            for _ in 0..own {
                base.undo();
            }
            (base, self.tree.node(at).setup.to_move)
        } else {
            (game.clone(), None)
        };
        let wanted = |p: Point| {
            edits
                .iter()
                .rev()
                .find(|(q, _)| *q == p)
                .map_or(game.board().get(p), |&(_, c)| c)
        };
        let mut setup = difference(&base, wanted);
        setup.to_move = to_move.or(kept);
        if !in_place && setup.to_move == Some(game.to_move()) {
            setup.to_move = None;
        }
        if setup == Setup::default() && !in_place {
            return Ok(false);
        }
        // As the node will hold it (its points sorted): the game's action and the one a
        // record read back makes are then the same, and a saved game finds its tree.
        let setup = setup_props(&setup).to_setup().unwrap_or_default();
        base.setup(setup.clone())?;
        let unchanged = base.board() == game.board() && base.to_move() == game.to_move();
        *game = base;
        let made = Made {
            actions: vec![Action::Setup(setup.clone())],
            verdict: None,
        };
        if in_place {
            self.made[at.index()] = Some(made);
            self.tree.node_mut(at).setup = setup_props(&setup);
        } else {
            let node = Node {
                setup: setup_props(&setup),
                ..Node::default()
            };
            self.add(at, node, made);
        }
        Ok(!unchanged)
    }
}

/// The setup that makes `base`'s board hold what `wanted` says of each point.
fn difference(base: &Game, wanted: impl Fn(Point) -> Option<Color>) -> Setup {
    let mut setup = Setup::default();
    for p in base.size().points() {
        let now = wanted(p);
        if now == base.board().get(p) {
            continue;
        }
        match now {
            Some(Color::Black) => setup.black.push(p),
            Some(Color::White) => setup.white.push(p),
            None => setup.empty.push(p),
        }
    }
    setup
}
