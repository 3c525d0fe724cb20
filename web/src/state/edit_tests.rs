//! The teacher's edit mode (issue 37, P-2, P-3) on concrete positions: the triple ko of
//! tests/conformance/ko/triple-ko.ko.json set up on an empty 7x7 board, marked, played
//! on under Ing's rules, and its record read back the same.

use super::*;
use crate::state::{Action, Prefs, Settings, Step};
use hotstone_board::{index, Mark};
use hotstone_rules::{BoardSize, Preset, Refusal};

fn pt(name: &str) -> Point {
    Point::parse(name).unwrap()
}

fn edit(s: &mut State, a: EditAction) -> bool {
    s.apply(Action::Edit(a))
}

fn click(s: &mut State, name: &str) {
    s.apply(Action::ClickedPoint(pt(name)));
}

/// The conformance case's triple ko, in the corner of a 7x7 board, walled by row 6 and
/// column F so that each ko keeps its one liberty.
const BLACK: &[&str] = &[
    "A1", "A2", "A3", "A4", "A5", "A6", "B1", "B2", "B3", "B4", "B5", "B6", "C6", "C4", "C2", "D1",
];
const WHITE: &[&str] = &[
    "C5", "C3", "D2", "D4", "D6", "E1", "E2", "E3", "E4", "E5", "E6", "F1", "F2", "F3", "F4", "F5",
    "F6",
];

fn triple_ko() -> State {
    let mut s = State::new(
        Settings::even(BoardSize::SEVEN, Preset::Ing),
        Prefs::default(),
    );
    assert!(edit(&mut s, EditAction::Toggled));
    for name in BLACK {
        click(&mut s, name);
    }
    edit(&mut s, EditAction::Chose(Tool::White));
    for name in WHITE {
        click(&mut s, name);
    }
    s
}

/// P-2: the position is set up stone by stone into one setup node; its SGF is AB/AW;
/// play goes on from it under Ing's rules: Black's ko capture makes hot stones and
/// White's retake is refused (K-2); the record reads back into the same position.
#[test]
fn p2_the_triple_ko_set_up_marked_and_played_on() {
    let mut s = triple_ko();
    assert_eq!(s.game.board().stones().count(), BLACK.len() + WHITE.len());
    assert_eq!(s.document.tree().len(), 2, "one setup node");
    let sgf = s.sgf();
    assert!(sgf.contains("AB[aa][ab]") || sgf.contains("AB["), "{sgf}");
    assert!(sgf.contains("AW["), "{sgf}");
    // A triangle on the stone that will be hot, and a label.
    edit(&mut s, EditAction::Chose(Tool::Triangle));
    click(&mut s, "D1");
    edit(&mut s, EditAction::Chose(Tool::Letter));
    click(&mut s, "D5");
    click(&mut s, "D3");
    let l = crate::scene::layers(&s);
    let size = s.size();
    assert_eq!(l.marks[index(size, pt("D1"))], Some(Mark::Triangle));
    assert_eq!(
        l.marks[index(size, pt("D3"))],
        Some(Mark::Label("B".into()))
    );
    assert!(s.sgf().contains("TR[dg]"), "{}", s.sgf());
    assert!(s.sgf().contains("LB[dc:A][de:B]"), "{}", s.sgf());
    // Play on: the mode off, Black captures at D5, White's retake at C5 is refused.
    edit(&mut s, EditAction::Toggled);
    click(&mut s, "D5");
    assert_eq!(s.game.board().get(pt("C5")), None, "captured");
    assert!(s.game.hot().is_some());
    click(&mut s, "C5");
    assert!(matches!(
        s.notice,
        Some(Said::Refused {
            refusal: Refusal::HotStone { .. },
            ..
        })
    ));
    // The record reads back: the same position, the same marks at the setup node.
    let text = s.sgf();
    let mut back = State::new(Settings::default(), Prefs::default());
    back.apply(Action::OpenedSgf(text.clone().into_bytes()));
    assert_eq!(back.game.board(), s.game.board());
    assert_eq!(back.sgf(), text);
    back.apply(Action::Stepped(Step::Back));
    let l = crate::scene::layers(&back);
    assert_eq!(l.marks[index(size, pt("D1"))], Some(Mark::Triangle));
}

/// P-2: a stone that would leave a string without liberties is refused with the rules'
/// words, nothing changes; Undo in the mode takes back one edit at a time, marks too.
#[test]
fn p2_a_dead_setup_is_refused_and_undo_takes_back_one_edit() {
    let mut s = triple_ko();
    let before = s.game.board().clone();
    edit(&mut s, EditAction::Chose(Tool::White));
    // White at C1 would take Black's D1's last liberty: refused, not captured.
    click(&mut s, "C1");
    assert!(matches!(
        s.notice,
        Some(Said::Edit(EditSaid::Refused(
            Some(_),
            SetupError::NoLiberties { .. }
        )))
    ));
    assert_eq!(s.game.board(), &before);
    // Shown on the board: the point tried crossed, the string it would kill ringed.
    let l = crate::scene::layers(&s);
    let at = |name| index(s.size(), pt(name));
    assert_eq!(l.markers[at("C1")], Some(hotstone_board::Marker::Refused));
    assert_eq!(l.markers[at("D1")], Some(hotstone_board::Marker::Highlight));
    edit(&mut s, EditAction::Chose(Tool::Square));
    click(&mut s, "G7");
    assert!(s.sgf().contains("SQ[ga]"));
    assert!(s.apply(Action::Undid));
    assert!(!s.sgf().contains("SQ["), "the mark taken back");
    assert!(s.apply(Action::Undid));
    assert_eq!(
        s.game.board().get(pt("F6")),
        None,
        "the last stone taken back"
    );
    assert_eq!(s.game.board().get(pt("F5")), Some(Color::White));
    // Alternating stones, the side to move, the board cleared.
    edit(&mut s, EditAction::Chose(Tool::Alternate));
    click(&mut s, "G4");
    click(&mut s, "G5");
    assert_eq!(s.game.board().get(pt("G4")), Some(Color::Black));
    assert_eq!(s.game.board().get(pt("G5")), Some(Color::White));
    edit(&mut s, EditAction::GaveMove(Color::White));
    assert_eq!(s.game.to_move(), Color::White);
    assert!(s.sgf().contains("PL[W]"));
    edit(&mut s, EditAction::ClearedBoard);
    assert_eq!(s.game.board().stones().count(), 0);
    assert_eq!(s.document.tree().len(), 2, "still one setup node");
}

/// P-3: an arrow and a line take two clicks, dimmed points toggle, clear-all empties
/// the node's markup.
#[test]
fn p3_arrows_lines_dim_and_clear() {
    let mut s = triple_ko();
    edit(&mut s, EditAction::Chose(Tool::Arrow));
    click(&mut s, "G1");
    assert_eq!(s.editor.as_ref().unwrap().from, Some(pt("G1")));
    click(&mut s, "G5");
    edit(&mut s, EditAction::Chose(Tool::Line));
    click(&mut s, "A7");
    click(&mut s, "C7");
    edit(&mut s, EditAction::Chose(Tool::Dim));
    click(&mut s, "A1");
    click(&mut s, "B1");
    click(&mut s, "A1");
    let text = s.sgf();
    for part in ["AR[gg:gc]", "LN[aa:ca]", "DD[bg]"] {
        assert!(text.contains(part), "{part} in {text}");
    }
    let l = crate::scene::layers(&s);
    assert_eq!(l.lines.len(), 2);
    assert!(l.dim[index(s.size(), pt("B1"))]);
    edit(&mut s, EditAction::ClearedMarks);
    let text = s.sgf();
    assert!(!text.contains("AR[") && !text.contains("LN[") && !text.contains("DD["));
}

/// Show why: the overlays count each string's liberties on one of its stones and ring
/// the strings in atari, in the points' accessible names too; off, nothing is drawn.
#[test]
fn show_why_liberties_and_atari_overlays() {
    let mut s = triple_ko();
    let at = |s: &State, name| index(s.size(), pt(name));
    let l = crate::scene::layers(&s);
    assert!(l.liberties.iter().all(Option::is_none));
    s.apply(Action::ToggledLiberties);
    s.apply(Action::ToggledAtari);
    let l = crate::scene::layers(&s);
    // D1 (Black, C1 its one liberty) and C5, C3 (White, in atari at D5 and D3).
    assert_eq!(l.liberties[at(&s, "D1")], Some(1));
    assert!(l.atari[at(&s, "D1")] && l.atari[at(&s, "C5")] && l.atari[at(&s, "C3")]);
    assert!(!l.atari[at(&s, "A1")]);
    assert!(l.labels[at(&s, "C5")].ends_with(", 1 liberty, in atari"));
    // Black's big string: A7, B7, C7 and C1 (one count, on one stone).
    let counted: Vec<u8> = l.liberties.iter().flatten().copied().collect();
    assert!(counted.contains(&4), "{counted:?}");
    assert_eq!(counted.len(), 5, "one count a string: {counted:?}");
}
