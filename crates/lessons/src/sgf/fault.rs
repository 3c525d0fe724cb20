//! What is wrong with an SGF lesson, and at which node: what `LessonTree::read` stops at
//! and what `check` finds (`hotstone lesson check`, docs/lessons.md).

use core::fmt;

use hotstone_rules::{Color, HandicapError, Move, Point, Refusal};
use hotstone_sgf::NodePath;

/// One fault: the node (its path from the root, and the number of moves from the root to
/// it, as a record numbers them) and what is wrong there.
#[derive(Debug, Clone, PartialEq)]
pub struct Fault {
    pub node: NodePath,
    /// Moves from the root to this node, its own included: `move 3` in the messages.
    pub moves: usize,
    /// The node's own move, if it has one.
    pub mv: Option<(Color, Move)>,
    pub kind: FaultKind,
}

/// What is wrong. docs/lessons.md lists each.
#[derive(Debug, Clone, PartialEq)]
pub enum FaultKind {
    /// Not SGF at all, as hotstone-sgf reads it.
    Sgf(String),
    /// No game tree, or more than one: a lesson is one tree.
    NotOneTree(usize),
    /// `RU` names no preset.
    UnknownRules(String),
    /// `KM` is no komi.
    BadKomi(String),
    /// The root has no `PL`: a lesson says who moves first.
    NoPlayer,
    /// The root's setup is refused (stones without a liberty, a point twice).
    Setup(String),
    /// A `GOAL` value the format does not have.
    BadGoal(String),
    /// An `ANSWER` that does not read for the goal (`B+5`, `27`, a list of points).
    BadAnswer(String),
    /// `GOAL[number]` without `ANSWER`.
    NoAnswer,
    /// Answers are listed but none of them is right.
    NoRightAnswer,
    /// A right or wrong answer is not a move of the side to move.
    NotTheLearnersMove { to_move: Color },
    /// A right answer, a reply or a move the lesson plays is refused by the rules: a
    /// lesson may never teach a move the rules refuse.
    Refused(Refusal),
    /// A wrong answer the rules refuse: the learner would read the refusal, never the
    /// comment; leave it out, the rules explain it.
    WrongIsRefused(Refusal),
    /// A wrong answer with no comment saying why.
    WrongWithoutComment,
    /// A child of a node with answers that is marked neither right nor wrong.
    Unjudged,
    /// The right line does not capture the stones `GOAL[capture:N]` asks for.
    CaptureNotReached { asked: u32, captured: usize },
    /// `GOAL[forbidden]` where the side to move may play everywhere.
    NothingForbidden,
    /// The points an `ANSWER` lists for `GOAL[forbidden]` are not the rules' own.
    ForbiddenDiffer {
        rules: Vec<Point>,
        written: Vec<Point>,
    },
    /// `GOAL[handicap:N]` that the rules cannot give here.
    Handicap(HandicapError),
    /// The `ANSWER` of `GOAL[result]` is not what the rules count.
    ResultDiffers { counted: String, written: String },
    /// The root has no text (`C` in no language).
    NoText,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.node)?;
        if let Some((color, mv)) = self.mv {
            write!(f, " (move {}, {color} {mv})", self.moves)?;
        }
        write!(f, ": {}", self.kind)
    }
}

impl fmt::Display for FaultKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let points = |ps: &[Point]| {
            let names: Vec<String> = ps.iter().map(Point::to_string).collect();
            if names.is_empty() {
                "none".to_string()
            } else {
                names.join(", ")
            }
        };
        match self {
            FaultKind::Sgf(e) => write!(f, "not SGF: {e}"),
            FaultKind::NotOneTree(n) => write!(f, "{n} game trees: a lesson is one"),
            FaultKind::UnknownRules(r) => write!(f, "RU[{r}] names no rules"),
            FaultKind::BadKomi(k) => write!(f, "KM[{k}] is no komi"),
            FaultKind::NoPlayer => write!(f, "no PL: the root says who moves first"),
            FaultKind::Setup(e) => write!(f, "the position is refused: {e}"),
            FaultKind::BadGoal(g) => write!(
                f,
                "GOAL[{g}]: the goals are capture:N, forbidden, handicap:N, result, number"
            ),
            FaultKind::BadAnswer(a) => write!(f, "ANSWER[{a}] does not answer this goal"),
            FaultKind::NoAnswer => write!(f, "GOAL[number] without ANSWER"),
            FaultKind::NoRightAnswer => {
                write!(f, "answers are listed, none right (TE or a comment starting RIGHT)")
            }
            FaultKind::NotTheLearnersMove { to_move } => {
                write!(f, "an answer must be a move of the side to move, {to_move}")
            }
            FaultKind::Refused(r) => write!(f, "the rules refuse this move: {r}"),
            FaultKind::WrongIsRefused(r) => write!(
                f,
                "a wrong answer the rules refuse ({}): the learner would see the refusal, not the comment",
                r
            ),
            FaultKind::WrongWithoutComment => {
                write!(f, "a wrong answer (BM or WRONG) needs a comment saying why")
            }
            FaultKind::Unjudged => write!(
                f,
                "beside the answers of its node, this child is marked neither right nor wrong: TE, BM, RIGHT or WRONG"
            ),
            FaultKind::CaptureNotReached { asked, captured } => write!(
                f,
                "GOAL[capture:{asked}], but the right line captures {captured}"
            ),
            FaultKind::NothingForbidden => {
                write!(f, "GOAL[forbidden], but the side to move may play every point")
            }
            FaultKind::ForbiddenDiffer { rules, written } => write!(
                f,
                "ANSWER lists {} as forbidden; the rules forbid {}",
                points(written),
                points(rules)
            ),
            FaultKind::Handicap(e) => write!(f, "this handicap cannot be given: {e}"),
            FaultKind::ResultDiffers { counted, written } => write!(
                f,
                "ANSWER[{written}], but the rules count {counted}"
            ),
            FaultKind::NoText => write!(f, "the root has no text (C)"),
        }
    }
}

impl std::error::Error for Fault {}
