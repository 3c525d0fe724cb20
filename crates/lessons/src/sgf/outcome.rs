//! What happened to the learner's move or answer: the judge's typed verdict (L-2). The
//! app's player and the element's `hotstone-step` event (`Step`, step.rs) are made
//! from it; the texts it points at are the lesson's (`LessonTree::text`).

use hotstone_rules::{Color, HandicapError, Move, Point, Refusal};
use hotstone_sgf::NodeId;

/// The judge's verdict on one input of the learner.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// Right, and the lesson goes on: played (or found), and, when `reply_due`, the
    /// lesson's reply follows (`Attempt::reply`, after a short pause).
    Right(Right),
    /// Right, and the lesson is done: its last step reached, its goal met.
    Done(Right),
    /// The reply the lesson plays for the other side, after a right answer.
    Reply(Reply),
    /// Wrong: nothing changed on the board (the stone is taken back), try again.
    Wrong(Wrong),
    /// The rules refuse the move (hot stone, ko, suicide...): nothing changed; the UI
    /// words the refusal as everywhere else.
    Refused {
        refusal: Refusal,
        mover: Color,
        /// The point of the move, for a board play.
        at: Option<Point>,
    },
    /// A legal move the lesson does not list: "not this one", try again; not played.
    NotListed { mover: Color, mv: Move },
}

/// A right answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Right {
    /// The answer's node, whose comment says why; `None` for a move a goal accepted
    /// that the lesson does not list, or a point of a goal.
    pub answer: Option<NodeId>,
    /// The move or point: `None` for a value (a result, a number).
    pub mv: Option<Move>,
    pub mover: Color,
    /// The lesson's reply follows.
    pub reply_due: bool,
    /// For `GOAL[forbidden]`: the rules' refusal at the point found, in their words.
    pub forbidden: Option<Refusal>,
    /// For the goals of several points (forbidden, handicap): how many are still to
    /// find or place.
    pub left: usize,
}

/// The reply played.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    pub node: Option<NodeId>,
    pub color: Color,
    pub mv: Move,
    /// The reply ends the lesson.
    pub done: bool,
}

/// A wrong answer, and why it is wrong.
#[derive(Debug, Clone, PartialEq)]
pub struct Wrong {
    pub mover: Color,
    /// The move or point; `None` for a value.
    pub mv: Option<Move>,
    pub why: WrongKind,
}

/// Why an answer is wrong.
#[derive(Debug, Clone, PartialEq)]
pub enum WrongKind {
    /// An answer the lesson marks wrong; its comment (`LessonTree::text`) says why.
    Listed(NodeId),
    /// `GOAL[forbidden]`: the side to move may play this point.
    Legal,
    /// `GOAL[forbidden]`: found already.
    FoundAlready,
    /// `GOAL[handicap:N]` under fixed handicap: not one of the N conventional points (H-1).
    NotAHandicapPoint { points: Vec<Point> },
    /// `GOAL[handicap:N]`: the rules refuse the placement (H-1).
    Placement(HandicapError),
    /// `GOAL[result]` or `GOAL[number]`: another value.
    Value,
    /// A value where the step asks for a move, or a move where it asks for a value.
    NotAsked,
}

impl Outcome {
    /// The contract's name of the outcome (`hotstone-step`'s `outcome`): `right`,
    /// `wrong` (also for a move not listed), `refused`, `reply` or `done`.
    pub fn name(&self) -> &'static str {
        match self {
            Outcome::Right(_) => "right",
            Outcome::Done(_) => "done",
            Outcome::Reply(_) => "reply",
            Outcome::Wrong(_) | Outcome::NotListed { .. } => "wrong",
            Outcome::Refused { .. } => "refused",
        }
    }
}
