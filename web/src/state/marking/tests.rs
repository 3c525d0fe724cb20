//! The marking view's tests: marks, agreement, comparison, the saved marking (C-6, C-1..C-5).

use super::*;
use crate::io::saved_marking::{marking_text, read_marking};
use crate::state::{Action, Prefs, Said, Settings, State};
use hotstone_board::index;
use hotstone_rules::Preset;

fn pt(n: &str) -> Point {
    Point::parse(n).unwrap()
}

/// A 7x7 game that ends: Black's wall on row 4 (and D5 in White's half, dead),
/// White's wall on row 3, then two passes.
fn ended(preset: Preset) -> State {
    let mut s = State::new(Settings::even(BoardSize::SEVEN, preset), Prefs::default());
    let moves = [
        "A4", "A3", "B4", "B3", "C4", "C3", "D4", "D3", "E4", "E3", "F4", "F3", "G4", "G3", "D2",
    ];
    for m in moves {
        s.apply(Action::ClickedPoint(pt(m)));
    }
    s.apply(Action::Passed);
    s.apply(Action::Passed);
    s
}

fn act(s: &mut State, a: MarkingAction) -> bool {
    s.apply(Action::Marking(a))
}

#[test]
fn c6_two_passes_open_the_marking_from_the_suggestion() {
    let s = ended(Preset::Simple);
    assert_eq!(s.game.end(), Some(End::TwoPasses));
    let m = s.marking.as_ref().expect("the marking view is open");
    assert!(m.shown().is_dead(pt("D2")), "{:?}", m.shown().points());
    assert!(!m.shown().is_dead(pt("A4")));
    assert!(m.is_suggestion());
    let agreement = m.agreement(&s.game);
    assert!(agreement.is_settled(), "the suggestion is agreed");
    assert_eq!(agreement.dead, vec![vec![pt("D2")]]);
    assert!(s.agreed_result().is_some());
}

#[test]
fn c6_a_click_toggles_the_whole_string_and_territory_follows() {
    let mut s = ended(Preset::Simple);
    let l = crate::scene::layers(&s);
    let size = s.size();
    let i = |n| index(size, pt(n));
    assert!(l.dimmed[i("D2")]);
    assert_eq!(l.paint[i("D2")], Some(Color::White), "a dead stone's point");
    assert_eq!(l.paint[i("A7")], Some(Color::Black));
    assert_eq!(l.agreement[i("D2")], Some("dead"));
    assert_eq!(l.agreement[i("A4")], Some("alive"));
    assert!(l.labels[i("D2")].contains("dead"), "{}", l.labels[i("D2")]);

    // Mark White's wall dead: the whole string, and the lower half turns Black.
    s.apply(Action::ClickedPoint(pt("C3")));
    let m = s.marking.as_ref().unwrap();
    assert!(m.shown().is_dead(pt("G3")), "the string through C3");
    let l = crate::scene::layers(&s);
    assert_eq!(l.paint[i("A1")], Some(Color::Black));
    assert_eq!(
        s.game.board().get(pt("C3")),
        Some(Color::White),
        "no stone moved"
    );
    let Some((Said::Marking(MarkingSaid::Counted(marked, ..)), _)) = &s.said else {
        panic!("{:?}", s.said)
    };
    let MarkingSaid::Marked { stones, dead, .. } = **marked else {
        panic!("{marked:?}")
    };
    assert_eq!((stones, dead), (7, true));

    // Undo mark, then a click on an empty point changes nothing.
    assert!(act(&mut s, MarkingAction::UndoMark));
    assert!(!s.marking.as_ref().unwrap().shown().is_dead(pt("C3")));
    s.apply(Action::ClickedPoint(pt("A1")));
    assert!(s.marking.as_ref().unwrap().is_suggestion());
    assert!(!act(&mut s, MarkingAction::Reset), "already the suggestion");
}

/// C-6, WCAG 4.1.3: each mark, undo and reset says the result it leads to, in the live
/// region's words; a mark that leaves a dispute says none, a choice of mode neither.
#[test]
fn c6_each_mark_says_the_new_result() {
    let said = |s: &State| {
        let (said, _) = s.said.as_ref().unwrap();
        crate::i18n::t(crate::i18n::Lang::En, crate::i18n::Text::Said(said))
    };
    let mut s = ended(Preset::Simple);
    s.apply(Action::ClickedPoint(pt("C3")));
    assert_eq!(
        said(&s),
        "C3 marked dead (7 stones). Area counting: Black wins by 43.5 (B+43.5)."
    );
    assert!(act(&mut s, MarkingAction::UndoMark));
    assert_eq!(
        said(&s),
        "Last mark undone. Area counting: Black wins by 1.5 (B+1.5)."
    );
    assert!(act(&mut s, MarkingAction::ChoseMode(Mode::Each)));
    assert_eq!(said(&s), "Each player marks.");
    act(&mut s, MarkingAction::ChoseMarker(Color::White));
    s.apply(Action::ClickedPoint(pt("D2")));
    assert_eq!(
        said(&s),
        "White: D2 marked alive (1 stone). Disputed: 1 string."
    );
}

#[test]
fn c6_each_player_marks_and_the_merge_shows_a_dispute() {
    let mut s = ended(Preset::Japanese);
    assert!(act(&mut s, MarkingAction::ChoseMode(Mode::Each)));
    // White says D2 lives: a disputed string.
    assert!(act(&mut s, MarkingAction::ChoseMarker(Color::White)));
    s.apply(Action::ClickedPoint(pt("D2")));
    let m = s.marking.as_ref().unwrap();
    assert!(m.marks.black.is_dead(pt("D2")));
    assert!(!m.marks.white.is_dead(pt("D2")));
    let a = m.agreement(&s.game);
    assert_eq!(a.disputed.len(), 1);
    assert_eq!(a.disputed[0].dead_by, Color::Black);
    assert!(s.agreed_result().is_none(), "no result while disputed");
    let l = crate::scene::layers(&s);
    assert_eq!(l.agreement[index(s.size(), pt("D2"))], Some("disputed"));
    assert!(l.labels[index(s.size(), pt("D2"))].contains("disputed"));
    // Not Ing: the referee decides; resuming is not the marking's to do.
    assert!(!act(&mut s, MarkingAction::ResumeToSettle));
    assert_eq!(s.game.end(), Some(End::TwoPasses));
    // Reset: both back to the suggestion, agreed again.
    assert!(act(&mut s, MarkingAction::Reset));
    assert!(s.marking.as_ref().unwrap().agreement(&s.game).is_settled());
}

#[test]
fn m5_under_ing_a_dispute_resumes_play_and_the_view_closes() {
    let mut s = ended(Preset::Ing);
    act(&mut s, MarkingAction::ChoseMode(Mode::Each));
    act(&mut s, MarkingAction::ChoseMarker(Color::White));
    s.apply(Action::ClickedPoint(pt("D2")));
    assert!(act(&mut s, MarkingAction::ResumeToSettle));
    assert_eq!(s.game.end(), None, "play goes on");
    assert!(s.marking.is_none());
    assert_eq!(
        s.said.as_ref().unwrap().0,
        Said::Marking(MarkingSaid::Resumed(1))
    );
    // Two more passes stop it again: a fresh marking.
    s.apply(Action::Passed);
    s.apply(Action::Passed);
    assert!(s.marking.as_ref().unwrap().is_suggestion());
}

#[test]
fn undoing_the_pass_closes_the_view_and_redo_reopens_it() {
    let mut s = ended(Preset::Simple);
    s.apply(Action::ClickedPoint(pt("C3")));
    assert!(s.apply(Action::Undid));
    assert!(s.marking.is_none());
    assert!(s.apply(Action::Redid));
    assert!(s.marking.as_ref().unwrap().is_suggestion());
}

#[test]
fn marks_survive_a_reload_of_the_same_position_only() {
    let mut s = ended(Preset::Simple);
    act(&mut s, MarkingAction::ChoseMode(Mode::Each));
    s.apply(Action::ClickedPoint(pt("C3")));
    act(&mut s, MarkingAction::ChoseCompare(CompareKomi::Customary));
    let text = marking_text(s.marking.as_ref().unwrap());
    let mut fresh = ended(Preset::Simple);
    assert!(read_marking(&mut fresh, &text));
    let (a, b) = (fresh.marking.as_ref().unwrap(), s.marking.as_ref().unwrap());
    assert_eq!(a.marks, b.marks);
    assert_eq!(a.compare, CompareKomi::Customary);
    // Another position: ignored.
    let mut other = ended(Preset::Simple);
    other.apply(Action::Undid);
    other.apply(Action::Undid);
    other.apply(Action::ClickedPoint(pt("A1")));
    other.apply(Action::Passed);
    other.apply(Action::Passed);
    assert!(!read_marking(&mut other, &text));
    assert!(other.marking.as_ref().unwrap().is_suggestion());
    assert!(!read_marking(&mut fresh, "garbage"));
}

#[test]
fn c1_c4_the_comparison_counts_the_agreed_position() {
    // Black 21 points and 7 stones, White 14 points, 7 stones and D2 as a prisoner.
    let mut s = ended(Preset::Japanese);
    let c = s.comparison().unwrap();
    let area = c.column(hotstone_rules::Method::Area);
    let score = area.score.as_ref().unwrap();
    assert_eq!(score.black.dead, 1, "D2 agreed dead");
    let results: Vec<String> = c
        .columns
        .iter()
        .map(|col| col.outcome().unwrap().result())
        .collect();
    // The game's komi 6.5 for all three: the prisoner decides territory for White,
    // Black's extra stone decides area and fill-in.
    assert_eq!(results, ["W+0.5", "B+0.5", "B+0.5"]);
    assert!(!c.same_winner());
    assert!(c.reasons.iter().any(|r| r.code() == "stones-and-prisoners"));
    // Each method's customary komi: all for White.
    act(&mut s, MarkingAction::ChoseCompare(CompareKomi::Customary));
    let c = s.comparison().unwrap();
    assert!(c.same_winner());
    assert!(c.reasons.iter().any(|r| r.code() == "compensation"));
}

#[test]
fn c6_the_keyboard_toggles_a_string_like_a_click() {
    let mut s = ended(Preset::Simple);
    s.apply(Action::FocusedPoint(pt("E3")));
    s.apply(Action::PressedPlayKey);
    assert!(s.marking.as_ref().unwrap().shown().is_dead(pt("A3")));
    s.apply(Action::PressedPlayKey);
    assert!(!s.marking.as_ref().unwrap().shown().is_dead(pt("A3")));
    assert_eq!(s.game.board().get(pt("E3")), Some(Color::White));
}

#[test]
fn c6_each_mode_shows_the_chosen_players_marks_and_one_mode_keeps_the_agreed() {
    let mut s = ended(Preset::Simple);
    assert!(
        !act(&mut s, MarkingAction::ChoseMarker(Color::White)),
        "no marker in one marking"
    );
    act(&mut s, MarkingAction::ChoseMode(Mode::Each));
    // Black alone marks White's wall dead: the board shows Black's marks.
    s.apply(Action::ClickedPoint(pt("C3")));
    let l = crate::scene::layers(&s);
    assert!(l.dimmed[index(s.size(), pt("C3"))]);
    assert_eq!(l.agreement[index(s.size(), pt("C3"))], Some("disputed"));
    // White's marks do not have it.
    act(&mut s, MarkingAction::ChoseMarker(Color::White));
    let l = crate::scene::layers(&s);
    assert!(!l.dimmed[index(s.size(), pt("C3"))]);
    assert!(l.dimmed[index(s.size(), pt("D2"))], "both agree D2 is dead");
    // Back to one marking: only what both agreed stays dead.
    act(&mut s, MarkingAction::ChoseMode(Mode::One));
    let m = s.marking.as_ref().unwrap();
    assert!(m.shown().is_dead(pt("D2")));
    assert!(!m.shown().is_dead(pt("C3")));
    // Undo mark goes back to each player's marks, the dispute included.
    assert!(act(&mut s, MarkingAction::UndoMark));
    let m = s.marking.as_ref().unwrap();
    assert_eq!(m.marks.mode, Mode::Each);
    assert_eq!(m.agreement(&s.game).disputed.len(), 1);
}

#[test]
fn the_suggestion_on_19x19_is_bounded() {
    assert_eq!(playouts(BoardSize::NINETEEN), 16);
    assert!(playouts(BoardSize::SEVEN) > playouts(BoardSize::NINETEEN));
}

#[test]
fn x3_team_penalties_go_into_the_count_are_saved_and_end_with_the_position() {
    // School-team (000): territory, komi 5. Black 21, White 14 + D2 as a prisoner: B+1.
    let mut s = ended(Preset::SchoolTeam);
    let outcome = |s: &State| s.agreed_result().unwrap().outcome.result();
    assert_eq!(outcome(&s), "B+1");
    // Consultation costs Black 10 points: the result turns.
    assert!(act(
        &mut s,
        MarkingAction::AddedPenalty(Color::Black, PenaltyReason::Consultation)
    ));
    assert_eq!(outcome(&s), "W+9");
    let score = s.agreed_result().unwrap().score.unwrap();
    assert_eq!(score.penalty(Color::Black), 10);
    assert_eq!(score.penalties[0].reason.requirement(), "X-3");
    // A wrong move order costs White one point; time is the clock's, not the referee's.
    assert!(act(
        &mut s,
        MarkingAction::AddedPenalty(Color::White, PenaltyReason::MoveOrder)
    ));
    assert!(!act(
        &mut s,
        MarkingAction::AddedPenalty(Color::White, PenaltyReason::Time)
    ));
    assert_eq!(outcome(&s), "W+8");
    assert_eq!(
        s.comparison().unwrap().columns[0]
            .outcome()
            .unwrap()
            .result(),
        "W+8"
    );
    // Kept across a reload of the same position.
    let text = marking_text(s.marking.as_ref().unwrap());
    assert!(
        text.contains("penalties B:consultation,W:move-order\n"),
        "{text}"
    );
    let mut fresh = ended(Preset::SchoolTeam);
    assert!(read_marking(&mut fresh, &text));
    assert_eq!(
        fresh.marking.as_ref().unwrap().penalties,
        s.marking.as_ref().unwrap().penalties
    );
    assert!(!read_marking(
        &mut fresh,
        &text.replace("W:move-order", "W:time")
    ));
    // Taken back: one of them, then nothing more to take back.
    let consultation = Penalty::offence(Color::Black, PenaltyReason::Consultation).unwrap();
    assert!(act(&mut s, MarkingAction::RemovedPenalty(consultation)));
    assert!(!act(&mut s, MarkingAction::RemovedPenalty(consultation)));
    assert_eq!(outcome(&s), "B+2", "White still pays its point");
    // Resuming play drops them; two passes again start without.
    assert!(s.apply(Action::Undid));
    assert!(s.apply(Action::Redid));
    assert!(s.marking.as_ref().unwrap().penalties.is_empty());
    assert_eq!(outcome(&s), "B+1");
    // So does "Resume play", and a new game.
    let order = MarkingAction::AddedPenalty(Color::Black, PenaltyReason::MoveOrder);
    assert!(act(&mut s, order.clone()));
    assert!(s.apply(Action::ResumedPlay));
    assert!(s.marking.is_none());
    s.apply(Action::Passed);
    s.apply(Action::Passed);
    assert!(s.marking.as_ref().unwrap().penalties.is_empty());
    assert!(act(&mut s, order));
    s.apply(Action::OpenedNewGame);
    s.apply(Action::StartedNewGame);
    s.apply(Action::ConfirmedDiscard);
    assert_eq!(s.game.actions().len(), 0);
    s.apply(Action::Passed);
    s.apply(Action::Passed);
    assert!(s.marking.as_ref().unwrap().penalties.is_empty());
}

#[test]
fn x3_team_penalties_belong_to_the_school_team_preset_only() {
    for preset in [Preset::Japanese, Preset::Ing, Preset::Simple] {
        let mut s = ended(preset);
        assert!(!s.settings.preset.has_team_penalties());
        assert!(!act(
            &mut s,
            MarkingAction::AddedPenalty(Color::Black, PenaltyReason::Consultation)
        ));
        assert!(s.marking.as_ref().unwrap().penalties.is_empty());
    }
}

#[test]
fn l4_capture_go_two_passes_are_decided_by_captures_without_a_marking() {
    // Issue 38: the same stopped position under Capture Go (no capture yet): the rules
    // decide it by the captures, so no dead stones are marked.
    let s = ended(Preset::CaptureGo);
    assert_eq!(s.game.end(), Some(End::TwoPasses));
    assert!(s.marking.is_none());
    assert!(GameResult::decided(&s.game).is_some());
}
