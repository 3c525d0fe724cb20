//! Hotstone's lessons. A lesson is an SGF file (issue 36, L-2, docs/lessons.md): `sgf`
//! reads it (`LessonTree`), judges the learner's moves and answers (`Attempt`, `Outcome`,
//! `Step` for the element's `hotstone-step`), checks it through the rules (`check`), and
//! `course` holds the built-in course. The older format follows: a position, the ruleset it is read under, the player to move and
//! its words in each language, written as a small text format (`docs/lessons.md`).
//! `parse` reads any text and names the line and the reason of the first error; the
//! built-in lessons (`lessons/`) are compiled in as a table split from their files at
//! build time (build.rs), which a test checks against `parse`. Nothing here
//! knows a rule beyond asking `hotstone-rules` whether the position can start a game.

mod builtin;
mod convert;
pub mod course;
mod error;
mod lesson;
mod read;
pub mod sgf;

pub use builtin::{all, find, BUILT_IN};
pub use convert::{read_either, to_sgf, EitherError};
pub use error::{LessonError, Reason};
pub use lesson::Lesson;
pub use read::parse;
pub use sgf::{
    check, Answer, Attempt, Fault, FaultKind, Goal, Hint, Judgement, LessonTree, Outcome, Shown,
    Step, StepOutcome,
};
