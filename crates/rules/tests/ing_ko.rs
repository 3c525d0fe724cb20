//! The six cases of ../shared/spec/ing-ko.md under the `ing` preset, with exactly the
//! verdicts the spec states (K-2 hot stones, K-3 disturbing ko, M-2, M-3).

use hotstone_rules::{Board, Color, Game, HotKind, HotStone, Move, Point, Preset, Refusal};

mod common;

use common::{play, pt, B, W};

fn ing(rows: &[&str], to_move: Color) -> Game {
    Game::from_position(
        Board::from_rows(rows).unwrap(),
        to_move,
        Preset::Ing.ruleset(),
    )
    .unwrap()
}

fn hot_points(g: &Game) -> Vec<Point> {
    g.hot().map(|h| h.points()).unwrap_or_default()
}

/// Plays the moves in turn, starting with `first`; `"pass"` passes.
fn moves(g: &mut Game, mut color: Color, list: &[&str]) {
    for m in list {
        let mv = Move::parse(m).unwrap();
        g.play(color, mv)
            .unwrap_or_else(|r| panic!("{color} {m}: refused {r}"));
        color = color.opponent();
    }
}

#[test]
fn case1_k2_basic_ko_single_hot_stone() {
    let mut g = ing(&[".....", ".XO..", "XO.O.", ".XO..", "....."], B);
    let played = g.play(B, play("C3")).unwrap();
    let hot = played.hot.expect("C3 is hot");
    assert_eq!(
        hot.stones,
        vec![HotStone {
            point: pt("C3"),
            kind: HotKind::Single
        }]
    );
    let refusal = g.play(W, play("B3")).unwrap_err();
    assert_eq!(refusal.code(), "hot-stone");
    assert_eq!(refusal.requirement(), "K-2");
    assert_eq!(refusal.explain().stones, vec![pt("C3")]);
    // Rule 4: the refusal costs nothing; White moves again.
    assert_eq!(g.to_move(), W);
    g.play(W, Move::Pass).unwrap();
    assert!(
        g.hot().is_none(),
        "one intervening move cools the hot stone"
    );
    g.play(B, play("E5")).unwrap();
    let retake = g.play(W, play("B3")).unwrap();
    assert_eq!(retake.captured, vec![pt("C3")]);
    assert_eq!(hot_points(&g), vec![pt("B3")], "the retake is itself hot");
}

#[test]
fn case1_k2_an_intervening_board_play_also_cools() {
    let mut g = ing(&[".....", ".XO..", "XO.O.", ".XO..", "....."], B);
    g.play(B, play("C3")).unwrap();
    g.play(W, play("E1")).unwrap();
    g.play(B, play("E5")).unwrap();
    assert!(g.play(W, play("B3")).is_ok());
}

const DOUBLE_KO_SEKI: [&str; 5] = [".XXXX", "XOXXX", "OO.XX", "OOOXO", "OOOO."];

#[test]
fn case2_k3_double_ko_seki_black_disturbs() {
    let mut g = ing(&DOUBLE_KO_SEKI, B);
    let start = g.board().clone();
    assert_eq!(g.play(B, play("E1")).unwrap().captured, vec![pt("E2")]);
    assert_eq!(hot_points(&g), vec![pt("E1")]);
    assert_eq!(g.play(W, play("A5")).unwrap().captured, vec![pt("A4")]);
    assert_eq!(hot_points(&g), vec![pt("A5")]);
    assert_eq!(g.play(B, play("A4")).unwrap_err().code(), "hot-stone");
    g.play(B, Move::Pass).unwrap();
    g.play(W, play("E2")).unwrap();
    g.play(B, play("A4")).unwrap();
    assert_eq!(g.play(W, play("A5")).unwrap_err().code(), "hot-stone");
    let played = g.play(W, Move::Pass).unwrap();
    assert_eq!(g.board(), &start, "the start recurs with Black to move");
    let cycle = played.cycle.expect("a cycle completed");
    assert_eq!(cycle.length(), 6);
    assert_eq!(cycle.first_board_play(), Some((B, pt("E1"))));
    let ban = played.ban.expect("the disturber is banned");
    assert_eq!((ban.color, ban.point, ban.situation), (B, pt("E1"), 0));
    // Black, the disturber, may never again play E1 in this situation.
    let refusal = g.check(B, play("E1")).unwrap_err();
    assert_eq!(refusal.code(), "disturber");
    assert_eq!(refusal.requirement(), "K-3");
    assert_eq!(refusal.explain().cycle.unwrap().length(), 6);
    assert_eq!(g.disturbing_ko().banned_now.len(), 1);
    assert!(g
        .forbidden()
        .iter()
        .any(|(p, r)| *p == pt("E1") && r.code() == "disturber"));
    // Only E1 is banned; White is not restricted at all.
    assert_eq!(g.forbidden().len(), 1);
    g.play(B, Move::Pass).unwrap();
    g.resume().unwrap();
    assert!(
        g.check(W, play("A5")).is_ok(),
        "the other player is not restricted"
    );
}

#[test]
fn case2_m5_the_ban_survives_a_stop_and_resume() {
    let mut g = ing(&DOUBLE_KO_SEKI, B);
    moves(&mut g, B, &["E1", "A5", "pass", "E2", "A4", "pass"]);
    assert_eq!(g.check(B, play("E1")).unwrap_err().code(), "disturber");
    // The cycle ended with White's pass: Black's pass now stops play.
    g.play(B, Move::Pass).unwrap();
    assert_eq!(g.end(), Some(hotstone_rules::End::TwoPasses));
    g.resume().unwrap();
    g.play(W, Move::Pass).unwrap();
    assert_eq!(
        g.check(B, play("E1")).unwrap_err().code(),
        "disturber",
        "the cycle history survives a stop and resume (M-5)"
    );
}

const TRIPLE_KO: [&str; 5] = ["XXO.O", "XXXOO", "XXO.O", "XXXOO", "XX.XO"];

#[test]
fn case3_k2_triple_ko_twin_hot_stones() {
    let mut g = ing(&TRIPLE_KO, B);
    let played = g.play(B, play("D5")).unwrap();
    assert_eq!(played.captured, vec![pt("C5")]);
    let hot = played.hot.unwrap();
    assert_eq!(
        hot.stones,
        vec![
            HotStone {
                point: pt("D1"),
                kind: HotKind::Twin
            },
            HotStone {
                point: pt("D5"),
                kind: HotKind::Single
            },
        ]
    );
    assert_eq!(g.check(W, play("C5")).unwrap_err().code(), "hot-stone");
    let c1 = g.check(W, play("C1")).unwrap_err();
    assert_eq!(c1.code(), "hot-stone");
    assert!(matches!(c1, Refusal::HotStone { ref hot, .. } if hot[0].point == pt("D1")));
    // After White's interval (a pass) and Black's reply elsewhere, both retakes open.
    g.play(W, Move::Pass).unwrap();
    g.play(B, Move::Pass).unwrap();
    g.resume().unwrap();
    assert!(g.check(W, play("C5")).is_ok());
    assert!(g.check(W, play("C1")).is_ok());
}

#[test]
fn case4_k2_eternal_life_double_hot_stones() {
    let mut g = ing(&["XXOOX", ".XXO.", ".XX.X", "XOXOX", ".OOOO"], W);
    g.play(W, play("A4")).unwrap();
    g.play(B, play("A1")).unwrap();
    let played = g.play(W, play("A3")).unwrap();
    assert_eq!(played.captured, vec![pt("A1"), pt("A2")]);
    let hot = played.hot.unwrap();
    assert_eq!(
        hot.stones,
        vec![
            HotStone {
                point: pt("A3"),
                kind: HotKind::Double
            },
            HotStone {
                point: pt("A4"),
                kind: HotKind::Double
            },
        ]
    );
    let refusal = g.check(B, play("A2")).unwrap_err();
    assert_eq!(refusal.code(), "hot-stone");
    assert_eq!(refusal.explain().stones, vec![pt("A3"), pt("A4")]);
}

#[test]
fn case5_k3_sending_two_returning_one_is_not_hot() {
    let mut g = ing(&[".X.XX", "OOXXX", "OXXXX", "O.XXX", "XXXXX"], B);
    let start = g.board().clone();
    g.play(B, play("A5")).unwrap();
    let two = g.play(W, play("C5")).unwrap();
    assert_eq!(two.captured, vec![pt("A5"), pt("B5")]);
    assert!(two.hot.is_none(), "one stone taking two is not hot");
    let back = g.play(B, play("B5")).unwrap();
    assert_eq!(back.captured, vec![pt("C5")]);
    let played = g.play(W, Move::Pass).unwrap();
    assert_eq!(g.board(), &start);
    let ban = played.ban.expect("Black disturbs");
    assert_eq!((ban.color, ban.point, ban.cycle.length()), (B, pt("A5"), 4));
    assert_eq!(g.check(B, play("A5")).unwrap_err().code(), "disturber");
}

#[test]
fn case6_k3_a_cycle_with_passes() {
    let mut g = ing(&["OXXXX", ".OXXX", "OO.XX", "OOOXO", "OOOO."], B);
    let start = g.board().clone();
    let last_before = ["E1", "pass", "A4", "E2", "pass"];
    moves(&mut g, B, &last_before);
    let played = g.play(W, play("A5")).unwrap();
    assert_eq!(g.board(), &start);
    let ban = played
        .ban
        .expect("Black, who made the first board play, disturbs");
    assert_eq!((ban.color, ban.point, ban.cycle.length()), (B, pt("E1"), 6));
    assert_eq!(g.check(B, play("E1")).unwrap_err().code(), "disturber");
}

#[test]
fn m2_ing_rule1_single_stone_suicide_refused_multi_stone_allowed() {
    let single = [".....", ".....", ".....", ".O...", "O.O.."];
    let g = ing(&single, B);
    assert_eq!(
        g.check(B, play("B1")).unwrap_err(),
        Refusal::SingleStoneSuicide { point: pt("B1") }
    );
    let multi = [".....", "OO...", "XXO..", ".OO..", "O...."];
    let mut g = ing(&multi, B);
    let played = g.play(B, play("A2")).unwrap();
    assert_eq!(played.self_removed, vec![pt("A2"), pt("A3"), pt("B3")]);
    assert!(played.hot.is_none());
}

#[test]
fn k2_snapback_is_never_hot() {
    // Black throws in at A1; White takes it with B1 and is left in atari with five
    // stones; Black takes them back at once.
    let mut g = ing(&[".....", ".....", "XXX..", "OOOX.", "..OX."], B);
    assert!(g.play(B, play("A1")).unwrap().hot.is_none());
    let take = g.play(W, play("B1")).unwrap();
    assert_eq!(take.captured, vec![pt("A1")]);
    assert!(
        take.hot.is_none(),
        "White's string is larger than the one stone it took"
    );
    let snap = g.play(B, play("A1")).unwrap();
    assert_eq!(snap.captured.len(), 5);
    assert!(snap.hot.is_none());
}
