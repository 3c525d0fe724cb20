//! The player's state over the built-in course (issue 36, L-2): every lesson is finished
//! by its shown answers and "next" alone, as the e2e suite's learner does in the page.

use super::*;
use hotstone_lessons::course;

/// Plays a step by what "show answer" gives, or goes on with "next".
fn finish(play: &mut LessonPlay) {
    for _ in 0..200 {
        if play.is_done() {
            return;
        }
        if play.attempt.reply_due() {
            play.apply(PlayAction::Reply);
            continue;
        }
        if !play.attempt.is_asking(&play.lesson) {
            assert!(play.apply(PlayAction::Next), "{}: next", play.lesson.id());
            continue;
        }
        play.apply(PlayAction::ShowAnswer);
        let action = match play.shown.clone() {
            Some(Shown::Moves(moves)) => match moves[0] {
                Move::Play(p) => PlayAction::Point(p),
                Move::Pass => PlayAction::Pass,
            },
            Some(Shown::Points(points)) => {
                let p = *points
                    .iter()
                    .find(|p| !play.attempt.points().contains(p))
                    .expect("a point left");
                PlayAction::Point(p)
            }
            Some(Shown::Value(v)) => PlayAction::Value(v.to_string()),
            // A free placement: any empty point the rules accept.
            _ => PlayAction::Point(
                play.attempt
                    .game()
                    .size()
                    .points()
                    .find(|&p| {
                        play.attempt.game().board().get(p).is_none()
                            && !play.attempt.points().contains(&p)
                    })
                    .expect("an empty point"),
            ),
        };
        play.apply(action);
        let last = play.last.clone();
        assert!(
            matches!(last, Some(Outcome::Right(_) | Outcome::Done(_))),
            "{}: {last:?}",
            play.lesson.id()
        );
    }
    panic!("{}: not done after 200 inputs", play.lesson.id());
}

/// L-2: each built-in lesson is finished by its right answers in the player.
#[test]
fn every_course_lesson_is_finished_by_its_answers() {
    for (_, entry) in course::entries() {
        let mut play = LessonPlay::new(course::lesson(entry.id).expect(entry.id));
        finish(&mut play);
    }
}

/// L-2: a wrong answer in "capture one stone" is said as wrong and changes nothing.
#[test]
fn a_wrong_move_is_taken_back() {
    let mut play = LessonPlay::new(course::lesson("capture-one-stone").unwrap());
    while !play.attempt.is_asking(&play.lesson) {
        play.apply(PlayAction::Next);
    }
    let before = play.attempt.game().board().clone();
    let empty = play
        .attempt
        .game()
        .size()
        .points()
        .filter(|&p| play.attempt.game().board().get(p).is_none())
        .find(|&p| {
            let mut probe = play.clone();
            probe.apply(PlayAction::Point(p));
            matches!(
                probe.last,
                Some(Outcome::Wrong(_) | Outcome::NotListed { .. })
            )
        })
        .expect("a legal move that is not the answer");
    play.apply(PlayAction::Point(empty));
    assert!(matches!(
        play.last,
        Some(Outcome::Wrong(_) | Outcome::NotListed { .. })
    ));
    assert_eq!(play.attempt.game().board(), &before);
}

/// L-2: a value that does not read is said so; nothing is judged.
#[test]
fn an_unreadable_value_is_said() {
    let mut play = LessonPlay::new(course::lesson("territory").unwrap());
    while !play.asks_value() {
        assert!(play.apply(PlayAction::Next) || play.attempt.is_asking(&play.lesson));
        if play.attempt.is_asking(&play.lesson) && !play.asks_value() {
            panic!("territory asks a point first");
        }
    }
    play.apply(PlayAction::Value("many".into()));
    assert!(play.unreadable);
    assert!(play.last.is_none());
}
