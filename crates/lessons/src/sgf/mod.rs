//! Lessons as SGF (issue 36, L-2): the format (`LessonTree`, docs/lessons.md), its goals
//! and answers, the judge (`Attempt` and its `Outcome`), the step report for the element's
//! `hotstone-step` (`Step`) and `check`, which plays a lesson through the rules.

mod answer;
mod attempt;
mod check;
mod fault;
mod goal;
pub(crate) mod lesson_tree;
mod outcome;
mod show;
mod step;

pub use answer::{counted, Answer};
pub use attempt::Attempt;
pub use check::check;
pub use fault::{Fault, FaultKind};
pub use goal::Goal;
pub use lesson_tree::{Judgement, LessonTree};
pub use outcome::{Outcome, Reply, Right, Wrong, WrongKind};
pub use show::{Hint, Shown};
pub use step::{Step, StepOutcome, WrongReason};
