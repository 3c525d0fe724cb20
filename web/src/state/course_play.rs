//! The learner in one lesson of the course (issue 36, L-2): the lesson, where the learner
//! stands (`hotstone_lessons::Attempt`) and what the player says about the last input.
//! Pure: the judge decides everything; this only keeps its last verdict, the hint and
//! the shown answer until the learner does something else. The reply's pause is the
//! component's (`components::course_page::player`), which sends `Reply` after it.

use std::rc::Rc;

use hotstone_lessons::{Answer, Attempt, Goal, LessonTree, Outcome, Shown};
use hotstone_rules::{Move, Point};

/// What the learner does in the player.
#[derive(Debug, Clone, PartialEq)]
pub enum PlayAction {
    /// A click (or Enter) on a point: a move, or a point of a goal.
    Point(Point),
    /// A pass (a lesson may ask for one: ending the game, Ing's handicap moves).
    Pass,
    /// A value typed for `GOAL[result]` or `GOAL[number]`.
    Value(String),
    /// The pause after a right answer is over: the lesson's reply.
    Reply,
    Hint,
    ShowAnswer,
    Next,
    Previous,
    Reset,
}

/// The player's state in one lesson.
#[derive(Debug, Clone)]
pub struct LessonPlay {
    pub lesson: Rc<LessonTree>,
    pub attempt: Attempt,
    /// The judge's verdict on the last input (`None` after stepping or a reset).
    pub last: Option<Outcome>,
    /// The value typed did not read as a result or a number.
    pub unreadable: bool,
    /// The points "hint" marks, while shown.
    pub hint: Vec<Point>,
    /// What "show answer" shows, while shown.
    pub shown: Option<Shown>,
    /// Counts the learner's inputs, so that the live region says a repeated verdict again.
    pub serial: u32,
}

impl PartialEq for LessonPlay {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.lesson, &other.lesson) && self.serial == other.serial
    }
}

impl LessonPlay {
    pub fn new(lesson: LessonTree) -> LessonPlay {
        let attempt = Attempt::new(&lesson);
        LessonPlay {
            lesson: Rc::new(lesson),
            attempt,
            last: None,
            unreadable: false,
            hint: Vec::new(),
            shown: None,
            serial: 0,
        }
    }

    /// The step asks for a value (a result or a number), not a point.
    pub fn asks_value(&self) -> bool {
        self.attempt.is_asking(&self.lesson)
            && matches!(
                self.lesson.goal(self.attempt.node()),
                Some(Goal::Result | Goal::Number)
            )
    }

    /// The lesson is done (its last step reached, its goal met, its reply played).
    pub fn is_done(&self) -> bool {
        self.attempt.is_done() && !self.attempt.reply_due()
    }

    /// Applies the learner's action; returns whether anything changed.
    pub fn apply(&mut self, action: PlayAction) -> bool {
        let lesson = Rc::clone(&self.lesson);
        self.serial += 1;
        match action {
            PlayAction::Point(p) => {
                self.clear();
                self.last = Some(self.attempt.play(&lesson, Move::Play(p)));
            }
            PlayAction::Pass => {
                self.clear();
                self.last = Some(self.attempt.play(&lesson, Move::Pass));
            }
            PlayAction::Value(text) => {
                self.clear();
                let answer = match lesson.goal(self.attempt.node()) {
                    Some(Goal::Result) => Answer::parse_result(&text),
                    _ => Answer::parse_number(&text),
                };
                match answer {
                    Some(answer) => self.last = Some(self.attempt.answer(&lesson, answer)),
                    None => self.unreadable = true,
                }
            }
            PlayAction::Reply => match self.attempt.reply(&lesson) {
                // The verdict on the answer stays said until the learner moves again;
                // a reply that ends the lesson is said as done.
                Some(Outcome::Reply(r)) if r.done => self.last = Some(Outcome::Reply(r)),
                Some(_) => {}
                None => return false,
            },
            PlayAction::Hint => {
                self.shown = None;
                self.hint = self.attempt.hint(&lesson).points;
            }
            PlayAction::ShowAnswer => {
                self.hint.clear();
                self.shown = Some(self.attempt.shown(&lesson));
            }
            PlayAction::Next => {
                self.clear();
                self.last = None;
                if self.attempt.reply_due() {
                    self.attempt.reply(&lesson);
                }
                return self.attempt.next(&lesson);
            }
            PlayAction::Previous => {
                self.clear();
                self.last = None;
                return self.attempt.previous(&lesson);
            }
            PlayAction::Reset => {
                self.clear();
                self.last = None;
                self.attempt.reset(&lesson);
            }
        }
        true
    }

    fn clear(&mut self) {
        self.hint.clear();
        self.shown = None;
        self.unreadable = false;
    }
}

#[cfg(test)]
#[path = "course_play_tests.rs"]
mod tests;
