//! Stepping through a record with variations, comments and markup (L-1, P-3), on
//! tests/sgf/teaching-variations.sgf.

use super::*;
use crate::state::{Action, Prefs, Settings};
use hotstone_board::{index, Layers, Line, Mark};

const RECORD: &str = include_str!("../../../tests/sgf/teaching-variations.sgf");

fn pt(name: &str) -> Point {
    Point::parse(name).unwrap()
}

fn opened() -> State {
    let mut s = State::new(Settings::default(), Prefs::default());
    s.apply(Action::OpenedSgf(RECORD.as_bytes().to_vec()));
    s
}

fn step(s: &mut State, step: Step) -> bool {
    s.apply(Action::Stepped(step))
}

fn layers(s: &State) -> Layers {
    crate::scene::layers(s)
}

fn mark(s: &State, l: &Layers, name: &str) -> Option<Mark> {
    l.marks[index(s.size(), pt(name))].clone()
}

/// L-1, P-3: the record opens at the end of its main line, its comment and markup
/// shown; up and down go between the variations there.
#[test]
fn p3_the_comment_and_the_markup_of_the_node_shown() {
    let mut s = opened();
    let v = s.node_view();
    assert_eq!(v.moves, 3);
    assert_eq!(v.comment.as_deref(), Some("Black follows."));
    assert_eq!(v.variation, Some((1, 2)));
    assert!(v.next.is_empty());
    assert_eq!(mark(&s, &layers(&s), "D4"), Some(Mark::Cross));
    assert!(layers(&s).labels[index(s.size(), pt("D4"))].ends_with(", cross"));

    assert!(step(&mut s, Step::Sibling(1)));
    let v = s.node_view();
    assert_eq!(v.comment.as_deref(), Some("Also good."));
    assert_eq!(v.variation, Some((2, 2)));
    assert_eq!(s.game.board().get(pt("D3")), Some(Color::Black));
    assert_eq!(s.game.board().get(pt("C4")), None);
    let l = layers(&s);
    assert_eq!(mark(&s, &l, "D4"), Some(Mark::Square));
    assert_eq!(mark(&s, &l, "C4"), Some(Mark::Label("a".into())));
    assert_eq!(mark(&s, &l, "E3").map(|m| m.code()), Some("label:b".into()));
    assert!(!step(&mut s, Step::Sibling(1)), "no third variation");
    assert!(step(&mut s, Step::Sibling(-1)));
    assert_eq!(s.game.board().get(pt("C4")), Some(Color::Black));
}

/// P-3: where the node shown has several next moves, each is on the board with its
/// number in the record's order, and a click on one follows it.
#[test]
fn p3_the_variations_next_moves_are_shown_and_followed() {
    let mut s = opened();
    assert!(step(&mut s, Step::Back));
    let l = layers(&s);
    let at = |n: &str| l.variations[index(s.size(), pt(n))];
    assert_eq!(at("C4"), Some((1, Color::Black)));
    assert_eq!(at("D3"), Some((2, Color::Black)));
    assert_eq!(s.node_view().comment.as_deref(), Some("White runs."));

    assert!(step(&mut s, Step::First));
    let v = s.node_view();
    assert_eq!((v.moves, v.comment.as_deref()), (0, Some("Black to play.")));
    let next: Vec<_> = v.next.iter().map(|n| n.unwrap().1).collect();
    assert_eq!(
        next,
        [
            Move::Play(pt("F5")),
            Move::Play(pt("E4")),
            Move::Play(pt("F4"))
        ]
    );
    // The second variation: a circle, an arrow and a line.
    s.apply(Action::ClickedPoint(pt("E4")));
    assert_eq!(
        s.node_view().comment.as_deref(),
        Some("WRONG: White connects.")
    );
    let l = layers(&s);
    assert_eq!(mark(&s, &l, "F5"), Some(Mark::Circle));
    let line = |from: &str, to: &str, arrow| Line {
        from: pt(from),
        to: pt(to),
        arrow,
    };
    assert_eq!(l.lines, [line("E4", "F5", true), line("D6", "E5", false)]);

    // The third: DD dims two points.
    assert!(step(&mut s, Step::First));
    assert!(step(&mut s, Step::Child(2)));
    let l = layers(&s);
    let dim: Vec<_> = s
        .size()
        .points()
        .filter(|&p| l.dim[index(s.size(), p)])
        .collect();
    assert_eq!(dim, [pt("E5"), pt("D6")]);
    assert!(!step(&mut s, Step::Last), "the end of its line");
}

/// L-1: End goes down the line Redo follows; a new move where one follows makes a
/// variation, and the download keeps every line.
#[test]
fn l1_end_and_a_new_variation() {
    let mut s = opened();
    assert!(step(&mut s, Step::First));
    assert!(step(&mut s, Step::Last));
    assert_eq!(s.node_view().comment.as_deref(), Some("Black follows."));
    assert!(step(&mut s, Step::Back));
    s.apply(Action::ClickedPoint(pt("E2")));
    assert_eq!(s.game.board().get(pt("E2")), Some(Color::Black));
    assert_eq!(s.node_view().variation, Some((3, 3)));
    let again = hotstone_sgf::read(&s.sgf()).unwrap();
    assert_eq!(again[0].len(), s.document.tree().len());
}
