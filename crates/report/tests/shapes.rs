//! The reports' JSON as the package returns it (docs/js-api.md): field names and order,
//! `null` for nothing, points by name, on concrete positions (M-1, M-4, K-2, C-2).

use hotstone_report::{Caption, PlayResult, Played, Refusal, Score, Words};
use hotstone_rules::{
    count, Adjustments, Board, Color, DeadStones, End, FillInStep, Game, Move, Point, Preset,
    RefusalKind,
};

/// Words that show what they were asked for.
struct Plain;

impl Words for Plain {
    fn refusal(&self, mover: Color, r: &hotstone_rules::Refusal) -> String {
        format!("{mover}: {}", r.code())
    }
    fn rule_name(&self, kind: RefusalKind) -> &'static str {
        kind.code()
    }
    fn end(&self, e: End) -> String {
        e.code().to_string()
    }
    fn step(&self, step: &FillInStep, _caption: Caption) -> String {
        step.code().to_string()
    }
}

fn pt(name: &str) -> Point {
    Point::parse(name).unwrap()
}

#[test]
fn m1_a_move_played_and_a_move_refused() {
    let mut game = Game::new(hotstone_rules::BoardSize::NINE, Preset::Japanese.ruleset()).unwrap();
    let played = game.play(Color::Black, Move::Play(pt("E5"))).unwrap();
    let report = Played::of(
        &game,
        Color::Black,
        Move::Play(pt("E5")),
        &played,
        1,
        &Plain,
    );
    assert_eq!(
        serde_json::to_string(&PlayResult::Played(report)).unwrap(),
        r#"{"ok":true,"color":"black","point":"E5","moveNumber":1,"captured":[],"selfRemoved":[],"hot":[],"ataris":[],"cycle":null,"end":null}"#
    );
    let refusal = game.play(Color::White, Move::Play(pt("E5"))).unwrap_err();
    let report = Refusal::of(&refusal, Color::White, Some(pt("E5")), &Plain);
    assert_eq!(
        serde_json::to_string(&PlayResult::Refused(report)).unwrap(),
        r#"{"ok":false,"code":"occupied","requirement":"M-1","message":"W: occupied","rule":"occupied","stones":[],"point":"E5"}"#
    );
}

#[test]
fn m4_a_resignation_names_the_winner() {
    let end = End::Resignation {
        loser: Color::Black,
    };
    let report = Played::resigned(Color::Black, 3, Some(end), &Plain);
    let json = serde_json::to_string(&report).unwrap();
    assert!(
        json.ends_with(r#""end":{"code":"resignation","winner":"white","message":"resignation"}}"#),
        "{json}"
    );
}

#[test]
fn c2_a_fill_in_count_step_by_step() {
    let board = Board::from_rows(&[
        "...XO..", "...XO..", "...XO..", "...XO..", "...XO..", "...XO..", "...XO..",
    ])
    .unwrap();
    let rules = Preset::Ing.ruleset();
    let dead = DeadStones::none(board.size());
    let score = count(&board, &dead, &rules, &Adjustments::default()).unwrap();
    let report = Score::of(&score, &rules, score.outcome, true, &Plain);
    let steps = &report.fill_in.as_ref().unwrap().steps;
    assert_eq!(
        serde_json::to_string(&steps[0]).unwrap(),
        r#"{"step":"supply","color":null,"points":[],"stones":24,"place":null,"bowls":{"black":24,"white":24},"difference":null,"text":"supply"}"#
    );
    let json = serde_json::to_value(&report).unwrap();
    let fields: Vec<&str> = json
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(fields.len(), 15, "{fields:?}");
    assert_eq!(json["method"], "fill-in");
    assert_eq!(json["owners"][0][3], "black");
    assert_eq!(json["owners"][0][0], "black");
    assert_eq!(json["owners"][0][5], "white");
}
