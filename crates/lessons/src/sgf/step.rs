//! The judge's outcome as one value for JavaScript: the detail of the element's
//! `hotstone-step` event (`{ kind: 'lesson', step, steps, outcome: 'right' | 'wrong' |
//! 'refused' | 'reply' | 'done', ... }`, a contract: keep the names), in the report crate's shape
//! (camelCase, points by name, `null` for nothing) and with its TypeScript declaration
//! under the feature `ts`.

use hotstone_i18n::Lang;
use hotstone_rules::{Move, Point};
use serde::Serialize;

use super::attempt::Attempt;
use super::lesson_tree::LessonTree;
use super::outcome::{Outcome, WrongKind};

/// One step's news: what the learner's input did, where the lesson stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Step {
    /// `'lesson'`: beside the `hotstone-step` events of a cycle, the fill-in count and the
    /// handicap (`kind` `'cycle'`, `'fill-in'`, `'handicap'`, docs/embed.md).
    #[cfg_attr(feature = "ts", tsify(type = "\"lesson\""))]
    pub kind: &'static str,
    /// The lesson's id.
    pub lesson: String,
    /// The step shown, from 1.
    pub step: usize,
    pub steps: usize,
    pub outcome: StepOutcome,
    /// Who moved (the learner, or the side the reply is for).
    pub color: hotstone_report::Color,
    /// The point played or pointed at; null for a pass or a value.
    pub point: Option<String>,
    /// What the lesson says to it: the answer's comment (why right, why wrong), the
    /// reply's text, or the rules' sentence for a placement they refuse.
    pub comment: Option<String>,
    /// Why a `wrong` is wrong.
    pub wrong: Option<WrongReason>,
    /// The rules' refusal (`refused`), or for a forbidden point found (`right`), the
    /// rule that forbids it.
    pub refusal: Option<hotstone_report::Refusal>,
    /// A reply follows (the player plays it after a short pause).
    pub reply_due: bool,
    /// Points still to find or place for the step's goal.
    pub left: usize,
    /// The lesson is done.
    pub done: bool,
}

/// The contract's outcome names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum StepOutcome {
    Right,
    Wrong,
    Refused,
    Reply,
    Done,
}

/// Why an answer is wrong (`Step::wrong`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum WrongReason {
    /// An answer the lesson marks wrong; `comment` says why.
    Listed,
    /// A legal move the lesson does not list: "not this one, try again".
    NotListed,
    /// A legal point where the forbidden points are asked for.
    Legal,
    FoundAlready,
    /// Not one of the fixed handicap points (H-1).
    NotAHandicapPoint,
    /// A handicap placement the rules refuse; `comment` says why.
    Placement,
    /// Another result or number than the right one.
    Value,
    /// A move where a value is asked, a value where a move is, or input after the end.
    NotAsked,
}

impl Step {
    /// The step report of `outcome`, the attempt as it stands after it, in `lang`.
    pub fn of(lesson: &LessonTree, attempt: &Attempt, outcome: &Outcome, lang: Lang) -> Step {
        let text = |node| lesson.text(node, lang).map(str::to_string);
        let mut step = Step {
            kind: "lesson",
            lesson: lesson.id().to_string(),
            step: attempt.step(lesson) + 1,
            steps: lesson.steps(),
            outcome: StepOutcome::Right,
            color: attempt.game().to_move().into(),
            point: None,
            comment: None,
            wrong: None,
            refusal: None,
            reply_due: attempt.reply_due(),
            left: 0,
            done: attempt.is_done(),
        };
        match outcome {
            Outcome::Right(r) | Outcome::Done(r) => {
                step.outcome = match outcome {
                    Outcome::Done(_) => StepOutcome::Done,
                    _ => StepOutcome::Right,
                };
                step.color = r.mover.into();
                step.point = r.mv.and_then(name);
                step.comment = r.answer.and_then(text);
                step.left = r.left;
                step.refusal = r.forbidden.as_ref().map(|f| {
                    let at = r.mv.and_then(point);
                    hotstone_report::Refusal::of(f, r.mover, at, &lang)
                });
            }
            Outcome::Reply(r) => {
                step.outcome = StepOutcome::Reply;
                step.color = r.color.into();
                step.point = name(r.mv);
                step.comment = r.node.and_then(text);
            }
            Outcome::Wrong(w) => {
                step.outcome = StepOutcome::Wrong;
                step.color = w.mover.into();
                step.point = w.mv.and_then(name);
                step.wrong = Some(match &w.why {
                    WrongKind::Listed(node) => {
                        step.comment = text(*node);
                        WrongReason::Listed
                    }
                    WrongKind::Legal => WrongReason::Legal,
                    WrongKind::FoundAlready => WrongReason::FoundAlready,
                    WrongKind::NotAHandicapPoint { .. } => WrongReason::NotAHandicapPoint,
                    WrongKind::Placement(e) => {
                        step.comment = Some(hotstone_i18n::handicap_error(lang, e));
                        WrongReason::Placement
                    }
                    WrongKind::Value => WrongReason::Value,
                    WrongKind::NotAsked => WrongReason::NotAsked,
                });
            }
            Outcome::NotListed { mover, mv } => {
                step.outcome = StepOutcome::Wrong;
                step.color = (*mover).into();
                step.point = name(*mv);
                step.wrong = Some(WrongReason::NotListed);
            }
            Outcome::Refused { refusal, mover, at } => {
                step.outcome = StepOutcome::Refused;
                step.color = (*mover).into();
                step.point = at.map(|p| p.to_string());
                step.refusal = Some(hotstone_report::Refusal::of(refusal, *mover, *at, &lang));
            }
        }
        step
    }
}

fn point(mv: Move) -> Option<Point> {
    match mv {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    }
}

fn name(mv: Move) -> Option<String> {
    point(mv).map(|p| p.to_string())
}
