//! What the lesson player's board shows (issue 36, L-2): the position at the learner's
//! step, the step's markup (the board's `data-mark` layers), the points found or placed
//! for a goal, the hint's area, the shown answer as ghost stones, and the last input's
//! verdict: the right move marked (`Marker::LastMove`, green by the player's CSS), a
//! wrong or refused one crossed where it was tried (`Marker::Refused`), never played.
//! The forbidden points are never drawn here: finding them is a lesson's goal.

use hotstone_board::{index, Layers, Mark, Marker};
use hotstone_lessons::{Goal, Outcome, Shown};
use hotstone_rules::{Move, Point};

use crate::state::course_play::LessonPlay;

/// The board's layers for the player's state.
pub(super) fn layers(play: &LessonPlay) -> Layers {
    let game = play.attempt.game();
    let size = game.size();
    let at = |p: Point| index(size, p);
    let mut l = Layers::new(size);
    for (p, c) in game.board().stones() {
        l.stones[at(p)] = Some(c);
    }
    if let Some(hot) = game.hot() {
        for s in &hot.stones {
            l.hot[at(s.point)] = true;
        }
    }
    let node = play.attempt.node();
    let m = play.lesson.markup(node);
    crate::scene::markup::draw(m, size, &mut l);
    for p in play
        .lesson
        .dimmed(node)
        .into_iter()
        .filter(|&p| size.contains(p))
    {
        l.dim[at(p)] = true;
    }
    // Forbidden points found are crossed; handicap stones placed are drawn as stones
    // (the judge keeps them in `points` until the goal is met).
    match play.lesson.goal(node) {
        Some(Goal::Forbidden) => {
            for &p in play.attempt.points() {
                l.marks[at(p)] = Some(Mark::Cross);
            }
        }
        Some(Goal::Handicap(_)) => {
            for &p in play.attempt.points() {
                l.stones[at(p)] = Some(hotstone_rules::Color::Black);
            }
        }
        _ => {}
    }
    for &p in play.hint.iter().filter(|&&p| size.contains(p)) {
        l.markers[at(p)] = Some(Marker::Highlight);
    }
    let to_move = game.to_move();
    match &play.shown {
        Some(Shown::Moves(moves)) => {
            for &mv in moves {
                if let Move::Play(p) = mv {
                    l.ghosts[at(p)] = Some(to_move);
                }
            }
        }
        Some(Shown::Points(points)) => {
            for &p in points.iter().filter(|p| !play.attempt.points().contains(p)) {
                l.ghosts[at(p)] = Some(to_move);
            }
        }
        _ => {}
    }
    let tried = match &play.last {
        Some(Outcome::Wrong(w)) => w.mv,
        Some(Outcome::NotListed { mv, .. }) => Some(*mv),
        Some(Outcome::Refused { at, .. }) => at.map(Move::Play),
        _ => None,
    };
    if let Some(Move::Play(p)) = tried {
        l.markers[at(p)] = Some(Marker::Refused);
    }
    if let Some(Outcome::Refused { refusal, .. }) = &play.last {
        for p in refusal.stones().into_iter().filter(|&p| size.contains(p)) {
            l.markers[at(p)] = Some(Marker::Highlight);
        }
    }
    if let Some(Outcome::Right(r) | Outcome::Done(r)) = &play.last {
        if let Some(Move::Play(p)) = r.mv {
            if l.markers[at(p)].is_none() {
                l.markers[at(p)] = Some(Marker::LastMove);
            }
        }
    } else if let Some(p) = game.last_play() {
        if tried.is_none() && l.markers[at(p)].is_none() {
            l.markers[at(p)] = Some(Marker::LastMove);
        }
    }
    l
}
