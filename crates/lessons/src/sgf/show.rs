//! What "hint" and "show answer" give at a step: the answer read from the lesson (its
//! right answers) or asked of the rules (the forbidden points, the fixed handicap points,
//! the count), so the player never needs a rule of its own.

use hotstone_rules::{fixed_handicap, Game, HandicapStyle, Move, Point};

use super::answer::{counted, Answer};
use super::attempt::Attempt;
use super::goal::Goal;
use super::lesson_tree::{Judgement, LessonTree};

/// What "hint" marks: an area around the answer, or the points the author wrote (`HINT`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    pub points: Vec<Point>,
}

/// What "show answer" shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shown {
    /// The right moves.
    Moves(Vec<Move>),
    /// The points to find or place.
    Points(Vec<Point>),
    /// The value to give.
    Value(Answer),
    /// Nothing to show: the step asks nothing, or any answer of its kind is right.
    Nothing,
}

impl Attempt {
    /// What "show answer" shows at the node.
    pub fn shown(&self, lesson: &LessonTree) -> Shown {
        match lesson.goal(self.node()) {
            Some(Goal::Forbidden) => Shown::Points(
                self.game()
                    .forbidden()
                    .into_iter()
                    .map(|(p, _)| p)
                    .collect(),
            ),
            Some(Goal::Handicap(n)) if self.game().rules().handicap == HandicapStyle::Fixed => {
                Shown::Points(fixed_handicap(self.game().size(), n).unwrap_or_default())
            }
            Some(Goal::Handicap(_)) => Shown::Nothing,
            Some(Goal::Result) => counted(self.game()).map_or(Shown::Nothing, Shown::Value),
            Some(Goal::Number) => lesson
                .written_answer(self.node())
                .map_or(Shown::Nothing, Shown::Value),
            goal => {
                let right: Vec<Move> = lesson
                    .answers(self.node())
                    .into_iter()
                    .filter(|&(_, j)| j == Judgement::Right)
                    .filter_map(|(c, _)| lesson.tree().node(c).mv.map(|(_, m)| m))
                    .collect();
                match goal {
                    Some(Goal::Capture(n)) if right.is_empty() => {
                        Shown::Moves(capturing(self.game(), n as usize))
                    }
                    _ if right.is_empty() => Shown::Nothing,
                    _ => Shown::Moves(right),
                }
            }
        }
    }

    /// What "hint" marks: the author's `HINT`, else the area around the first point of
    /// the answer (the point and its neighbours, so the hint does not give it away).
    pub fn hint(&self, lesson: &LessonTree) -> Hint {
        if let Some(points) = lesson.hint_points(self.node()) {
            return Hint { points };
        }
        let first = match self.shown(lesson) {
            Shown::Moves(moves) => moves.into_iter().find_map(point_of),
            Shown::Points(points) => points.into_iter().find(|p| !self.points().contains(p)),
            _ => None,
        };
        let size = self.game().size();
        let points = first
            .map(|p| std::iter::once(p).chain(p.neighbors(size)).collect())
            .unwrap_or_default();
        Hint { points }
    }
}

/// The legal moves of the side to move that capture at least `n` stones at once.
fn capturing(game: &Game, n: usize) -> Vec<Move> {
    let color = game.to_move();
    game.size()
        .points()
        .map(Move::Play)
        .filter(|&mv| {
            let mut g = game.clone();
            g.play(color, mv).is_ok_and(|p| p.captured.len() >= n)
        })
        .collect()
}

fn point_of(mv: Move) -> Option<Point> {
    match mv {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    }
}
