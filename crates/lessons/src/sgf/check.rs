//! `check`: a lesson played through the rules, every node of it (`hotstone lesson
//! check`). A lesson may never teach a move the rules refuse (L-2): every right answer,
//! reply and move of the tree is played; every goal is asked of the rules (the forbidden
//! points, the count, the handicap), and what an author wrote for them must agree.

use hotstone_i18n::Lang;
use hotstone_rules::{fixed_handicap, Game, HandicapStyle, Point};
use hotstone_sgf::{enter_node, line_of, NodeId};

use super::answer::counted;
use super::fault::{Fault, FaultKind};
use super::goal::Goal;
use super::lesson_tree::{Judgement, LessonTree};

/// Every fault of the lesson, in the tree's order (empty: the lesson is sound).
pub fn check(lesson: &LessonTree) -> Vec<Fault> {
    let tree = lesson.tree();
    let mut faults = Vec::new();
    if Lang::ALL
        .into_iter()
        .all(|l| lesson.text(tree.root(), l).is_none())
    {
        faults.push(lesson.fault(tree.root(), FaultKind::NoText));
    }
    // Depth first without recursion: each node with the game before it.
    let mut stack: Vec<(NodeId, Game)> = tree
        .children(tree.root())
        .iter()
        .rev()
        .map(|&c| (c, lesson.start().clone()))
        .collect();
    check_node(lesson, tree.root(), lesson.start(), &mut faults);
    while let Some((id, mut game)) = stack.pop() {
        let to_move = game.to_move();
        let judged = lesson.judgement(id);
        let ids = tree.line_to(id);
        let line = line_of(tree, &ids);
        match enter_node(&mut game, &line[line.len() - 1]) {
            Err(e) => {
                faults.push(lesson.fault(id, FaultKind::Setup(e.to_string())));
                continue;
            }
            Ok(Some(m)) if m.verdict.is_err() => {
                let refusal = m.verdict.unwrap_err();
                let kind = match judged {
                    Some(Judgement::Wrong) => FaultKind::WrongIsRefused(refusal),
                    _ => FaultKind::Refused(refusal),
                };
                faults.push(lesson.fault(id, kind));
                continue;
            }
            Ok(_) => {}
        }
        if judged.is_some() && tree.node(id).mv.is_some_and(|(c, _)| c != to_move) {
            faults.push(lesson.fault(id, FaultKind::NotTheLearnersMove { to_move }));
        }
        let said = Lang::ALL.into_iter().any(|l| lesson.text(id, l).is_some());
        if judged == Some(Judgement::Wrong) && !said {
            faults.push(lesson.fault(id, FaultKind::WrongWithoutComment));
        }
        if judged != Some(Judgement::Wrong) {
            check_node(lesson, id, &game, &mut faults);
            for &c in tree.children(id).iter().rev() {
                stack.push((c, game.clone()));
            }
        }
    }
    faults
}

/// A node as a question: its answers and its goal, on the game there.
fn check_node(lesson: &LessonTree, id: NodeId, game: &Game, faults: &mut Vec<Fault>) {
    let answers = lesson.answers(id);
    if !answers.is_empty() && answers.iter().all(|&(_, j)| j == Judgement::Wrong) {
        faults.push(lesson.fault(id, FaultKind::NoRightAnswer));
    }
    if !answers.is_empty() {
        for &c in lesson.tree().children(id) {
            if lesson.judgement(c).is_none() && lesson.tree().node(c).mv.is_some() {
                faults.push(lesson.fault(c, FaultKind::Unjudged));
            }
        }
    }
    let Some(goal) = lesson.goal(id) else {
        return;
    };
    let fault = |kind| lesson.fault(id, kind);
    match goal {
        Goal::Forbidden => {
            let rules: Vec<Point> = sorted(game.forbidden().into_iter().map(|(p, _)| p));
            if rules.is_empty() {
                faults.push(fault(FaultKind::NothingForbidden));
            }
            if let Some(written) = lesson.written_points(id, "ANSWER") {
                if written != rules {
                    faults.push(fault(FaultKind::ForbiddenDiffer { rules, written }));
                }
            }
        }
        Goal::Capture(n) => {
            let captured = captured_on_line(lesson, id, game);
            if captured < n as usize {
                faults.push(fault(FaultKind::CaptureNotReached { asked: n, captured }));
            }
        }
        Goal::Handicap(n) => {
            let mut g = game.clone();
            let given = match g.rules().handicap {
                HandicapStyle::IngMoves => g.start_handicap_moves(n),
                HandicapStyle::Fixed => {
                    fixed_handicap(g.size(), n).and_then(|ps| g.place_handicap(&ps))
                }
                HandicapStyle::Free => Ok(()),
            };
            if let Err(e) = given {
                faults.push(fault(FaultKind::Handicap(e)));
            }
        }
        Goal::Result => {
            let counted = counted(game);
            if let (Some(written), Some(counted)) = (lesson.written_answer(id), counted) {
                if written != counted {
                    faults.push(fault(FaultKind::ResultDiffers {
                        counted: counted.to_string(),
                        written: written.to_string(),
                    }));
                }
            }
        }
        Goal::Number => {}
    }
}

/// The stones the side to move at `id` captures along the lesson's line from there (the
/// right answers and the replies), or at once by the best move when none is listed.
fn captured_on_line(lesson: &LessonTree, id: NodeId, game: &Game) -> usize {
    let learner = game.to_move();
    let before = game.prisoners(learner);
    if lesson.answers(id).is_empty() {
        return game
            .size()
            .points()
            .filter_map(|p| {
                let mut g = game.clone();
                g.play(learner, hotstone_rules::Move::Play(p))
                    .ok()
                    .map(|p| p.captured.len())
            })
            .max()
            .unwrap_or(0);
    }
    let tree = lesson.tree();
    let mut g = game.clone();
    let mut at = id;
    while let Some(next) = lesson.next_on_line(at) {
        let ids = tree.line_to(next);
        let line = line_of(tree, &ids);
        if enter_node(&mut g, &line[line.len() - 1]).is_err() {
            break;
        }
        at = next;
    }
    g.prisoners(learner).saturating_sub(before)
}

fn sorted(points: impl Iterator<Item = Point>) -> Vec<Point> {
    let mut v: Vec<Point> = points.collect();
    v.sort_by_key(|p| (p.col(), p.row()));
    v
}
