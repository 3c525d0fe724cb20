//! The judge (issue 36, L-2) on an author's lesson written from docs/lessons.md alone
//! (tests/lessons/author.sgf: goproblems' `RIGHT`/`WRONG` comments, a reply, a hint,
//! English and German) and on built-in ones: every outcome, the step report the element
//! sends as `hotstone-step`, next and previous, hint and show answer, and `check`'s
//! faults on a broken lesson (tests/lessons/broken.sgf), each named with its node.

use hotstone_i18n::Lang;
use hotstone_lessons::course::lesson;
use hotstone_lessons::sgf::{Right, WrongKind};
use hotstone_lessons::{check, Answer, Attempt, FaultKind, LessonTree, Outcome, Shown, Step};
use hotstone_rules::{Color, Move, Point, RefusalKind};
use serde_json::json;

const AUTHOR: &str = include_str!("../../../tests/lessons/author.sgf");
const BROKEN: &str = include_str!("../../../tests/lessons/broken.sgf");

fn mv(name: &str) -> Move {
    Move::parse(name).unwrap()
}

fn author() -> LessonTree {
    LessonTree::read("author", AUTHOR).unwrap()
}

#[test]
fn the_authors_lesson_reads_checks_and_has_three_steps_in_two_languages() {
    let l = author();
    assert!(check(&l).is_empty(), "{:?}", check(&l));
    assert_eq!(l.steps(), 3);
    assert_eq!(l.title(Lang::De), Some("Mein erster Hot Stone"));
    // No Japanese written: the text as written (C) is shown.
    assert_eq!(l.title(Lang::Ja), Some("My first hot stone"));
    let root = l.tree().root();
    assert_eq!(
        l.goal_line(root, Lang::En),
        Some("Take the white stone on B3.")
    );
    assert_eq!(
        l.text(root, Lang::Ja),
        Some("A ko on the left side. Black to play.")
    );
}

#[test]
fn l2_a_wrong_answer_is_taken_back_with_its_comment() {
    let l = author();
    let mut a = Attempt::new(&l);
    let out = a.play(&l, mv("D2"));
    let Outcome::Wrong(w) = &out else {
        panic!("{out:?}")
    };
    assert!(matches!(w.why, WrongKind::Listed(_)));
    // The board is unchanged: the stone is taken back.
    assert_eq!(a.game().board().get(Point::parse("D2").unwrap()), None);
    let step = Step::of(&l, &a, &out, Lang::De);
    assert_eq!(
        serde_json::to_value(&step).unwrap(),
        json!({
            "kind": "lesson", "lesson": "author", "step": 1, "steps": 3, "outcome": "wrong", "color": "black",
            "point": "D2", "comment": "Falsch: D2 berührt B3 nicht.", "wrong": "listed",
            "refusal": null, "replyDue": false, "left": 0, "done": false
        })
    );
    // The marker is no word for the learner: English "WRONG: ..." reads without it.
    assert_eq!(
        Step::of(&l, &a, &out, Lang::En).comment.as_deref(),
        Some("D2 does not touch B3.")
    );
}

#[test]
fn m2_a_move_the_rules_refuse_is_refused_in_their_words_and_a_legal_one_not_listed_is_not_this_one()
{
    let l = author();
    let mut a = Attempt::new(&l);
    let out = a.play(&l, mv("B3"));
    let step = Step::of(&l, &a, &out, Lang::En);
    assert_eq!(step.outcome, hotstone_lessons::StepOutcome::Refused);
    assert_eq!(step.refusal.as_ref().unwrap().code, "occupied");
    let out = a.play(&l, mv("E5"));
    assert_eq!(
        out,
        Outcome::NotListed {
            mover: Color::Black,
            mv: mv("E5")
        }
    );
    let v = serde_json::to_value(Step::of(&l, &a, &out, Lang::En)).unwrap();
    assert_eq!(
        (v["outcome"].as_str(), v["wrong"].as_str()),
        (Some("wrong"), Some("not-listed"))
    );
    assert_eq!(a.step(&l), 0, "still the first step");
}

#[test]
fn l2_a_right_answer_is_played_the_reply_follows_and_the_last_is_done() {
    let l = author();
    let mut a = Attempt::new(&l);
    let out = a.play(&l, mv("C3"));
    assert!(
        matches!(
            out,
            Outcome::Right(Right {
                reply_due: true,
                ..
            })
        ),
        "{out:?}"
    );
    let step = Step::of(&l, &a, &out, Lang::En);
    assert_eq!(
        (step.outcome, step.reply_due, step.step),
        (hotstone_lessons::StepOutcome::Right, true, 1)
    );
    assert!(step.comment.unwrap().starts_with("C3 takes B3"));
    // K-2: C3 is hot; the lesson's reply is played after the pause.
    assert_eq!(a.game().hot().map(|h| h.stones.len()), Some(1));
    let reply = a.reply(&l).unwrap();
    let step = Step::of(&l, &a, &reply, Lang::En);
    assert_eq!(
        (step.outcome, step.point.as_deref(), step.step),
        (hotstone_lessons::StepOutcome::Reply, Some("E1"), 2)
    );
    assert_eq!(a.reply(&l), None, "one reply");
    assert!(matches!(a.play(&l, mv("A1")), Outcome::Wrong(_)));
    let out = a.play(&l, mv("B3"));
    assert!(matches!(out, Outcome::Done(_)), "{out:?}");
    assert!(a.is_done() && !a.is_asking(&l));
    let v = serde_json::to_value(Step::of(&l, &a, &out, Lang::En)).unwrap();
    assert_eq!(
        (
            v["outcome"].as_str(),
            v["step"].as_u64(),
            v["done"].as_bool()
        ),
        (Some("done"), Some(3), Some(true))
    );
}

#[test]
fn hint_and_show_answer_and_the_steps_back_and_forth() {
    let l = author();
    let mut a = Attempt::new(&l);
    let names = |ps: Vec<Point>| ps.iter().map(|p| p.to_string()).collect::<Vec<_>>();
    assert_eq!(names(a.hint(&l).points), ["B3", "C3"], "the author's HINT");
    assert_eq!(a.shown(&l), Shown::Moves(vec![mv("C3")]));
    assert!(a.next(&l));
    assert_eq!((a.step(&l), a.game().to_move()), (1, Color::Black));
    // Without HINT: the area around the answer, B3 and its neighbours.
    let hint = names(a.hint(&l).points);
    assert!(
        hint.contains(&"B3".to_string()) && hint.len() > 1,
        "{hint:?}"
    );
    assert!(a.next(&l));
    assert!(a.is_done());
    assert!(!a.next(&l), "no step after the last");
    assert!(a.previous(&l));
    assert_eq!(a.step(&l), 1);
    assert!(a.previous(&l) && !a.previous(&l));
    assert_eq!(a.step(&l), 0);
}

#[test]
fn k2_the_hot_stone_lesson_refuses_the_retake_and_finds_it_as_forbidden() {
    let l = lesson("hot-stone").unwrap();
    let mut a = Attempt::new(&l);
    assert!(matches!(a.play(&l, mv("C3")), Outcome::Right(_)));
    // GOAL[forbidden]: a legal point is wrong, the hot stone's point is found.
    let out = a.play(&l, mv("D4"));
    assert!(
        matches!(&out, Outcome::Wrong(w) if w.why == WrongKind::Legal),
        "{out:?}"
    );
    let out = a.play(&l, mv("B3"));
    let step = Step::of(&l, &a, &out, Lang::Ja);
    assert_eq!(
        (step.outcome, step.left),
        (hotstone_lessons::StepOutcome::Right, 0)
    );
    assert_eq!(step.refusal.unwrap().code, "hot-stone");
    assert!(a.next(&l));
    // Retaking at once is the rules' refusal, not the lesson's.
    match a.play(&l, mv("B3")) {
        Outcome::Refused { refusal, .. } => assert_eq!(refusal.kind(), RefusalKind::HotStone),
        out => panic!("{out:?}"),
    }
    assert!(
        matches!(a.play(&l, mv("D4")), Outcome::NotListed { .. }),
        "the step asks for a pass"
    );
    assert!(matches!(
        a.play(&l, Move::Pass),
        Outcome::Right(Right {
            reply_due: true,
            ..
        })
    ));
    a.reply(&l);
    assert!(matches!(a.play(&l, mv("B3")), Outcome::Done(_)));
}

#[test]
fn c5_a_result_and_a_number_are_answered_as_values() {
    let l = lesson("komi").unwrap();
    let mut a = Attempt::new(&l);
    assert!(
        matches!(a.play(&l, mv("D4")), Outcome::Wrong(_)),
        "a value is asked"
    );
    let wrong = Answer::parse_result("B+5").unwrap();
    assert!(matches!(a.answer(&l, wrong), Outcome::Wrong(_)));
    assert_eq!(
        a.shown(&l),
        Shown::Value(Answer::parse_result("W+0.5").unwrap())
    );
    assert!(matches!(
        a.answer(&l, Answer::parse_result("W+0.5").unwrap()),
        Outcome::Right(_)
    ));
    let l = lesson("area").unwrap();
    let mut a = Attempt::new(&l);
    assert!(matches!(
        a.answer(&l, Answer::parse_number(" 27 ").unwrap()),
        Outcome::Right(_)
    ));
    assert_eq!(
        Answer::parse_number("27,5"),
        Some(Answer::Number { half: 55 })
    );
    assert_eq!(Answer::parse_result("draw"), Answer::parse_result("0"));
    assert_eq!(Answer::parse_result("W+0"), None);
}

#[test]
fn h1_h2_handicap_goals_place_stones_or_make_moves_with_whites_passes() {
    let l = lesson("handicap").unwrap();
    let mut a = Attempt::new(&l);
    let out = a.play(&l, mv("A1"));
    assert!(
        matches!(&out, Outcome::Wrong(w) if matches!(w.why, WrongKind::NotAHandicapPoint { .. }))
    );
    for (p, left) in [("C3", 2), ("E5", 1)] {
        assert!(matches!(a.play(&l, mv(p)), Outcome::Right(Right { left: l, .. }) if l == left));
    }
    assert!(matches!(
        a.play(&l, mv("E3")),
        Outcome::Right(Right { left: 0, .. })
    ));
    assert_eq!(a.game().to_move(), Color::White, "H-1: White moves first");
    let l = lesson("ing-handicap-moves").unwrap();
    let mut a = Attempt::new(&l);
    match a.play(&l, Move::Pass) {
        Outcome::Refused { refusal, .. } => assert_eq!(refusal.kind(), RefusalKind::HandicapPlay),
        out => panic!("{out:?}"),
    }
    for p in ["C3", "G7"] {
        assert!(matches!(
            a.play(&l, mv(p)),
            Outcome::Right(Right {
                reply_due: true,
                ..
            })
        ));
        let Some(Outcome::Reply(r)) = a.reply(&l) else {
            panic!()
        };
        assert_eq!(
            (r.color, r.mv),
            (Color::White, Move::Pass),
            "H-2: an obligatory pass"
        );
    }
    assert!(matches!(
        a.play(&l, mv("E5")),
        Outcome::Right(Right {
            reply_due: false,
            ..
        })
    ));
    assert_eq!(a.game().to_move(), Color::White);
}

#[test]
fn check_names_each_fault_of_a_broken_lesson_with_its_node() {
    let l = LessonTree::read("broken", BROKEN).unwrap();
    let faults = check(&l);
    let said: Vec<String> = faults.iter().map(|f| f.to_string()).collect();
    assert_eq!(faults.len(), 3, "{said:#?}");
    assert!(matches!(faults[0].kind, FaultKind::ForbiddenDiffer { .. }));
    assert_eq!(
        said[0],
        "node 1 (move 1, B C3): ANSWER lists A5 as forbidden; the rules forbid B3"
    );
    assert!(matches!(&faults[1].kind, FaultKind::Refused(r) if r.kind() == RefusalKind::HotStone));
    assert!(
        said[1].starts_with("node 2 (move 2, W B3): the rules refuse this move"),
        "{}",
        said[1]
    );
    assert_eq!(said[2], "node 1 (child 2 at node 0) (move 1, B D2): a wrong answer (BM or WRONG) needs a comment saying why");
}

#[test]
fn reading_stops_at_what_no_lesson_can_have() {
    let fault = |sgf: &str| LessonTree::read("x", sgf).unwrap_err().kind;
    assert_eq!(fault("(;SZ[5]C[x])"), FaultKind::NoPlayer);
    assert_eq!(
        fault("(;SZ[5]PL[B])(;SZ[5]PL[B])"),
        FaultKind::NotOneTree(2)
    );
    assert_eq!(
        fault("(;SZ[5]PL[B]GOAL[win])"),
        FaultKind::BadGoal("win".into())
    );
    assert_eq!(fault("(;SZ[5]PL[B]GOAL[number])"), FaultKind::NoAnswer);
    assert_eq!(
        fault("(;SZ[5]PL[B]GOAL[result]ANSWER[Black])"),
        FaultKind::BadAnswer("Black".into())
    );
    assert!(matches!(
        fault("(;SZ[5]PL[B]RU[Klingon])"),
        FaultKind::UnknownRules(_)
    ));
    assert!(matches!(fault("(;SZ[5]"), FaultKind::Sgf(_)));
}

#[test]
fn every_old_lesson_converts_to_an_sgf_lesson_of_the_same_position_and_words() {
    for old in hotstone_lessons::all() {
        let sgf = hotstone_lessons::to_sgf(&old);
        let l =
            LessonTree::read(&old.id, &sgf).unwrap_or_else(|f| panic!("{}: {f}\n{sgf}", old.id));
        assert!(check(&l).is_empty(), "{}", old.id);
        assert_eq!(
            (l.preset(), l.start().board()),
            (old.rules, &old.board),
            "{}",
            old.id
        );
        assert_eq!(l.start().to_move(), old.to_move);
        for lang in Lang::ALL {
            assert_eq!(l.title(lang), Some(old.title(lang)));
            assert_eq!(l.text(l.tree().root(), lang), Some(old.about(lang)));
        }
    }
}

#[test]
fn every_sgf_example_of_docs_lessons_md_reads_and_checks_and_the_authors_lesson_is_shown_whole() {
    let doc = include_str!("../../../docs/lessons.md");
    let examples: Vec<&str> = doc
        .split("```sgf\n")
        .skip(1)
        .map(|b| b.split("```").next().unwrap())
        .collect();
    assert_eq!(examples.len(), 6);
    assert_eq!(examples[0], AUTHOR);
    for sgf in examples {
        let l = LessonTree::read("doc", sgf).unwrap_or_else(|f| panic!("{f}\n{sgf}"));
        assert!(check(&l).is_empty(), "{:?}\n{sgf}", check(&l));
        // Each plays to its end by its shown answers.
        let mut a = Attempt::new(&l);
        for _ in 0..10 {
            if a.is_done() {
                break;
            }
            if !a.is_asking(&l) {
                a.next(&l);
                continue;
            }
            let out = match a.shown(&l) {
                Shown::Moves(m) => a.play(&l, m[0]),
                Shown::Points(ps) => ps
                    .into_iter()
                    .map(|p| a.play(&l, Move::Play(p)))
                    .last()
                    .unwrap(),
                Shown::Value(v) => a.answer(&l, v),
                Shown::Nothing => panic!("{sgf}"),
            };
            assert!(
                matches!(out, Outcome::Right(_) | Outcome::Done(_)),
                "{out:?}\n{sgf}"
            );
            a.reply(&l);
        }
        assert!(a.is_done(), "{sgf}");
    }
}

#[test]
fn a_child_beside_the_answers_marked_neither_is_a_fault_and_not_this_one() {
    let sgf = "(;SZ[5]RU[GOE]PL[B]AB[bb][ac][bd]AW[cb][bc][dc][cd]C[Take B3.]\
               (;B[cc]TE[1]C[Right.])(;B[ee]))";
    let l = LessonTree::read("x", sgf).unwrap();
    let faults: Vec<String> = check(&l).iter().map(|f| f.to_string()).collect();
    assert_eq!(faults.len(), 1, "{faults:?}");
    assert!(
        faults[0].starts_with("node 1 (child 2 at node 0) (move 1, B E1): beside the answers"),
        "{}",
        faults[0]
    );
    let mut a = Attempt::new(&l);
    assert!(matches!(a.play(&l, mv("E1")), Outcome::NotListed { .. }));
}

#[test]
fn a_page_may_give_a_lesson_in_either_format() {
    let l = hotstone_lessons::read_either("author", AUTHOR).unwrap();
    assert_eq!((l.id(), l.steps()), ("author", 3));
    let older = hotstone_lessons::BUILT_IN[0];
    let l = hotstone_lessons::read_either("ignored", older).unwrap();
    assert_eq!(l.id(), hotstone_lessons::all()[0].id);
    let e = hotstone_lessons::read_either("x", "id = x\n").unwrap_err();
    assert!(e.to_string().starts_with("lesson line"), "{e}");
    let e = hotstone_lessons::read_either("x", "(;SZ[5])").unwrap_err();
    assert_eq!(
        e.to_string(),
        "root node: no PL: the root says who moves first"
    );
}
