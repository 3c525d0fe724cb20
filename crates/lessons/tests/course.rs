//! The built-in course (issue 36, L-2): every lesson reads, `check` finds no fault, every
//! text is there in English, German and Japanese, and a learner who gives the right
//! answers is taken through the whole lesson by the rules (a lesson can never teach a
//! move the rules refuse); each wrong answer a lesson lists is judged wrong, and a move
//! the rules refuse at a step is refused, never taken for an answer.

use hotstone_i18n::Lang;
use hotstone_lessons::course::{entries, lesson, COURSE};
use hotstone_lessons::sgf::{Judgement, Right};
use hotstone_lessons::Goal;
use hotstone_lessons::{check, Answer, Attempt, LessonTree, Outcome, Shown, Step};
use hotstone_rules::{Move, RefusalKind};

fn all() -> Vec<LessonTree> {
    entries()
        .map(|(_, e)| LessonTree::read(e.id, e.sgf).unwrap_or_else(|f| panic!("{}: {f}", e.id)))
        .collect()
}

#[test]
fn every_built_in_lesson_reads_and_checks_without_a_fault() {
    for l in all() {
        let faults: Vec<String> = check(&l).iter().map(|f| f.to_string()).collect();
        assert!(faults.is_empty(), "{}: {faults:#?}", l.id());
    }
}

#[test]
fn the_course_has_at_least_25_lessons_in_four_groups_with_unique_ids() {
    let ids: Vec<&str> = entries().map(|(_, e)| e.id).collect();
    let mut unique = ids.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "{ids:?}");
    assert!(ids.len() >= 25, "{} lessons", ids.len());
    assert!(COURSE.iter().all(|g| !g.lessons.is_empty()));
    assert!(lesson(ids[0]).is_some());
}

#[test]
fn every_text_is_written_in_english_german_and_japanese() {
    for l in all() {
        let tree = l.tree();
        let root = tree.root().to_owned();
        for key in ["GNEN", "GNDE", "GNJA"] {
            let own = tree.node(root).other.iter().any(|p| p.id == key);
            assert!(own || key == "GNEN", "{}: no {key}", l.id());
        }
        for id in tree.preorder() {
            let node = tree.node(id);
            for (base, written) in [("C", node.comment.is_some()), ("N", node.name.is_some())] {
                for lang in ["DE", "JA"] {
                    let own = node.other.iter().any(|p| p.id == format!("{base}{lang}"));
                    assert_eq!(written, own, "{} {}: {base}{lang}", l.id(), tree.path(id));
                }
            }
        }
        for lang in Lang::ALL {
            assert!(l.title(lang).is_some(), "{} title", l.id());
        }
    }
}

/// Plays the right answer at the attempt's step: what "show answer" shows.
fn answer_right(l: &LessonTree, a: &mut Attempt) -> Vec<Outcome> {
    match a.shown(l) {
        Shown::Moves(moves) => vec![a.play(l, moves[0])],
        Shown::Points(points) => points
            .into_iter()
            .map(|p| a.play(l, Move::Play(p)))
            .collect(),
        Shown::Value(v) => vec![a.answer(l, v)],
        Shown::Nothing => match l.goal(a.node()) {
            // A goal any answer of its kind meets: free handicap stones, Ing's moves.
            Some(Goal::Handicap(n)) => {
                let size = a.game().size();
                let points: Vec<_> = size
                    .points()
                    .filter(|&p| a.game().board().get(p).is_none())
                    .collect();
                let step = points.len() / (n as usize + 1);
                (1..=n as usize)
                    .map(|k| {
                        let out = a.play(l, Move::Play(points[k * step]));
                        a.reply(l);
                        out
                    })
                    .collect()
            }
            _ => Vec::new(),
        },
    }
}

fn is_right(o: &Outcome) -> bool {
    matches!(o, Outcome::Right(Right { .. }) | Outcome::Done(_))
}

#[test]
fn a_learner_giving_the_right_answers_is_taken_through_every_lesson_by_the_rules() {
    for l in all() {
        let mut a = Attempt::new(&l);
        let mut guard = 0;
        while !a.is_done() {
            guard += 1;
            assert!(guard < 100, "{}: no end", l.id());
            if a.is_asking(&l) {
                for o in answer_right(&l, &mut a) {
                    assert!(is_right(&o), "{} step {}: {o:?}", l.id(), a.step(&l) + 1);
                }
                if let Some(reply) = a.reply(&l) {
                    assert!(matches!(reply, Outcome::Reply(_)), "{}", l.id());
                }
            } else {
                assert!(a.next(&l), "{}: stuck at step {}", l.id(), a.step(&l) + 1);
            }
        }
        assert_eq!(
            a.step(&l) + 1,
            l.steps(),
            "{} ends on its last step",
            l.id()
        );
    }
}

#[test]
fn each_listed_wrong_answer_is_wrong_and_each_refused_move_is_refused() {
    let mut listed = 0;
    for l in all() {
        let (mut wrong, mut refused, mut stones, mut moves) = (0, 0, false, false);
        for k in 0..l.steps() {
            let a = Attempt::at_step(&l, k);
            stones |= a.game().board().stones().next().is_some();
            if !a.is_asking(&l) {
                continue;
            }
            for (child, j) in l.answers(a.node()) {
                let (_, mv) = l.tree().node(child).mv.unwrap();
                let out = a.clone().play(&l, mv);
                match j {
                    Judgement::Wrong => {
                        listed += 1;
                        wrong += 1;
                        assert!(
                            matches!(&out, Outcome::Wrong(_)),
                            "{} {mv}: {out:?}",
                            l.id()
                        );
                        for lang in Lang::ALL {
                            let step = Step::of(&l, &a, &out, lang);
                            assert!(step.comment.is_some(), "{} {mv}: no comment", l.id());
                        }
                    }
                    Judgement::Right => assert!(is_right(&out), "{} {mv}: {out:?}", l.id()),
                }
            }
            let goal = l.goal(a.node());
            if matches!(goal, Some(Goal::Result | Goal::Number)) {
                let out = a.clone().answer(&l, Answer::Number { half: -2 });
                assert!(matches!(out, Outcome::Wrong(_)), "{}: {out:?}", l.id());
                wrong += 1;
                continue;
            }
            moves = true;
            // A legal move the lesson does not list (or a legal point where forbidden
            // points are asked for) is wrong, never silence.
            let shown: Vec<Move> = match a.shown(&l) {
                Shown::Moves(m) => m,
                Shown::Points(p) => p.into_iter().map(Move::Play).collect(),
                _ => Vec::new(),
            };
            // Free handicap stones and Ing's handicap moves take any empty point.
            let any_point = matches!(goal, Some(Goal::Handicap(_))) && shown.is_empty();
            let legal = a.game().size().points().map(Move::Play).find(|&mv| {
                a.game().check(a.game().to_move(), mv).is_ok()
                    && l.child_with(a.node(), a.game().to_move(), mv).is_none()
                    && !shown.contains(&mv)
                    && !any_point
            });
            if any_point {
                // A pass: not a handicap stone (H-1), refused during Ing's moves (H-2).
                match a.clone().play(&l, Move::Pass) {
                    Outcome::Wrong(_) => wrong += 1,
                    Outcome::Refused { refusal, .. } => {
                        assert_eq!(refusal.kind(), RefusalKind::HandicapPlay, "{}", l.id());
                        refused += 1;
                        wrong += 1;
                    }
                    out => panic!("{}: a pass gave {out:?}", l.id()),
                }
            }
            if let Some(mv) = legal {
                let out = a.clone().play(&l, mv);
                assert!(
                    matches!(out, Outcome::Wrong(_) | Outcome::NotListed { .. }),
                    "{} {mv}: {out:?}",
                    l.id()
                );
                wrong += 1;
            }
            // A move the rules refuse: a forbidden point where a move is asked, else a
            // point that holds a stone.
            let forbidden = a.game().forbidden();
            let by_rule = forbidden
                .iter()
                .find(|(_, r)| r.kind() != RefusalKind::GameOver)
                .map(|&(p, _)| p);
            let occupied = a
                .game()
                .size()
                .points()
                .find(|&p| a.game().board().get(p).is_some());
            let point = match goal {
                Some(Goal::Forbidden) => occupied,
                _ => by_rule.or(occupied),
            };
            if let Some(p) = point {
                let out = a.clone().play(&l, Move::Play(p));
                assert!(
                    matches!(out, Outcome::Refused { .. }),
                    "{} {p}: {out:?}",
                    l.id()
                );
                refused += 1;
            }
        }
        assert!(wrong >= 1, "{}: no wrong move tried", l.id());
        assert!(
            refused >= 1 || !stones || !moves,
            "{}: no refused move tried",
            l.id()
        );
    }
    assert!(listed >= 6, "{listed} listed wrong answers");
}

/// Where a lesson asks a number or a result, its `ANSWER` is what the rules count: the
/// counting lessons' numbers are the count's own (C-1, C-2, C-4, C-5).
#[test]
fn the_counting_lessons_numbers_are_the_rules_own() {
    use hotstone_rules::{count, Adjustments, Color, DeadStones};
    for id in ["territory", "area", "fill-in", "counting", "komi"] {
        let l = lesson(id).unwrap();
        for &node in l.path() {
            let Some(written) = l.written_answer(node) else {
                continue;
            };
            let g = l.game_at(node);
            let score = count(
                g.board(),
                &DeadStones::none(g.size()),
                g.rules(),
                &Adjustments::of(&g),
            )
            .unwrap();
            let figures: Vec<i64> = match &score.fill_in {
                Some(f) => vec![f.black.winning_points.into(), f.white.left.into()],
                None => [Color::Black, Color::White]
                    .iter()
                    .map(|&c| {
                        let side = score.side(c);
                        let points = side.points(score.method);
                        points as i64
                    })
                    .collect(),
            };
            match written {
                Answer::Number { half } => assert!(
                    figures.contains(&(half / 2)),
                    "{id}: {written} not in {figures:?}"
                ),
                Answer::Result { .. } => {
                    assert_eq!(Some(written), hotstone_lessons::sgf::counted(&g), "{id}")
                }
            }
        }
    }
}

/// Not a test: prints what the rules say at each step (the forbidden points, the count),
/// for writing a lesson's words. `cargo test -p hotstone-lessons --test course -- --ignored --nocapture`
#[test]
#[ignore]
fn probe() {
    for l in all() {
        println!("== {} ({} steps)", l.id(), l.steps());
        for &id in l.path() {
            let g = l.game_at(id);
            let forbidden: Vec<String> = g
                .forbidden()
                .iter()
                .map(|(p, r)| format!("{p}:{}", r.code()))
                .collect();
            println!(
                "  {} {:?} to move {:?} forbidden {forbidden:?} counted {:?} end {:?}",
                l.tree().path(id),
                l.tree().node(id).mv.map(|(c, m)| format!("{c} {m}")),
                g.to_move(),
                hotstone_lessons::sgf::counted(&g).map(|a| a.to_string()),
                g.end()
            );
        }
    }
}

#[test]
fn progress_is_kept_as_text_and_read_back_forgivingly() {
    use hotstone_lessons::course::{next_after, LessonState, Progress};
    let mut p = Progress::default();
    let first = entries().next().unwrap().1.id;
    assert_eq!(p.next(), Some(first));
    p.start("hot-stone");
    p.finish(first);
    p.finish("no-such-lesson");
    assert_eq!(p.state(first), LessonState::Done);
    assert_eq!(p.state("hot-stone"), LessonState::Started);
    assert_eq!(p.state("komi"), LessonState::NotStarted);
    assert_eq!(p.done_of(), (1, entries().count()));
    assert_eq!(p.next(), next_after(first));
    let kept = p.to_text();
    let back = Progress::from_text(&format!("{kept}garbage\ndone gone-lesson\n"));
    assert_eq!(back.to_text(), kept);
    assert_eq!(kept, "done first-moves\nstarted hot-stone\n");
}
