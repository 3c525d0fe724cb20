//! Handicap (H-1, H-2, B-3): the fixed placements and star points against the table in
//! docs/rules/handicap.md, and Ing handicap moves through `Game`.

use hotstone_rules::{check_free_placement, max_fixed_handicap};
use hotstone_rules::{
    fixed_handicap, star_points, Action, BoardSize, Color, End, Game, HandicapError, HandicapMove,
    IngHandicap, Move, Point, Preset, Refusal,
};

mod common;

use common::{play, pt, B, W};

fn size(n: u8) -> BoardSize {
    BoardSize::new(i64::from(n)).unwrap()
}

fn names(points: &[Point]) -> Vec<String> {
    points.iter().map(Point::to_string).collect()
}

/// The rows of a markdown table whose header starts with `first`: cells trimmed.
fn table(doc: &str, first: &str) -> Vec<Vec<String>> {
    let mut lines = doc
        .lines()
        .skip_while(|l| !l.starts_with(&format!("| {first} |")));
    lines.next().expect("the table's header");
    lines.next().expect("the table's rule");
    lines
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect()
}

fn doc() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/rules/handicap.md");
    std::fs::read_to_string(path).expect("docs/rules/handicap.md")
}

#[test]
fn h1_every_fixed_placement_matches_the_documented_table() {
    let rows = table(&doc(), "size");
    let mut seen = 0;
    for n in 7..=19u8 {
        for stones in 2..=9u32 {
            let documented = rows
                .iter()
                .find(|r| r[0] == format!("{n}x{n}") && r[1] == stones.to_string());
            match (fixed_handicap(size(n), stones), documented) {
                (Ok(points), Some(row)) => {
                    assert_eq!(names(&points).join(" "), row[2], "{n}x{n}, {stones} stones");
                    seen += 1;
                }
                (Err(HandicapError::NoPlacementForCount { max, .. }), None) => {
                    assert_eq!(max, max_fixed_handicap(size(n)));
                    assert!(stones > max);
                }
                (got, row) => panic!("{n}x{n}, {stones} stones: {got:?} but the table has {row:?}"),
            }
        }
    }
    assert_eq!(seen, rows.len(), "every row of the table is a placement");
    assert_eq!(
        seen,
        7 * 8 + 6 * 3,
        "odd sizes 2..9 stones, even sizes 2..4"
    );
}

#[test]
fn b3_every_star_point_set_matches_the_documented_table() {
    let rows = table(&doc(), "board");
    assert_eq!(rows.len(), 13, "7x7..19x19");
    for row in rows {
        let n: u8 = row[0].split('x').next().unwrap().parse().unwrap();
        assert_eq!(names(&star_points(size(n))).join(" "), row[1], "{n}x{n}");
    }
}

#[test]
fn h1_placed_stones_give_white_the_move_and_undo_takes_them_back() {
    let mut g = Game::new(BoardSize::NINETEEN, Preset::Japanese.ruleset()).unwrap();
    let points = fixed_handicap(BoardSize::NINETEEN, 9).unwrap();
    g.place_handicap(&points).unwrap();
    assert_eq!(g.to_move(), W);
    assert_eq!(g.board().count(B), 9);
    assert_eq!(g.board().get(pt("K10")), Some(B));
    g.play(W, play("C3")).unwrap();
    assert_eq!(g.place_handicap(&points), Err(HandicapError::NotAtStart));
    g.undo();
    g.undo();
    assert_eq!(g.board().count(B), 0);
    assert_eq!(g.to_move(), B);
}

#[test]
fn h1_free_placement_is_any_empty_points() {
    let board = hotstone_rules::Board::new(BoardSize::SEVEN);
    assert!(check_free_placement(&board, &[pt("A1"), pt("B2"), pt("G7")]).is_ok());
    let mut g = Game::new(BoardSize::SEVEN, Preset::NewZealand.ruleset()).unwrap();
    g.place_handicap(&[pt("A1"), pt("B2")]).unwrap();
    assert_eq!(g.to_move(), W);
    assert_eq!(
        g.place_handicap(&[pt("B2"), pt("C3")]),
        Err(HandicapError::Occupied { point: pt("B2") })
    );
}

#[test]
fn h2_black_plays_n_times_while_white_passes() {
    let mut g = Game::new(BoardSize::NINE, Preset::Ing.ruleset()).unwrap();
    g.start_handicap_moves(3).unwrap();
    assert_eq!(g.ing_handicap(), Some(IngHandicap { n: 3, played: 0 }));
    assert_eq!(g.ing_handicap().unwrap().size(), 2, "handicap size is N-1");

    let first = g.play(B, play("C3")).unwrap();
    assert_eq!(first.handicap, Some(HandicapMove::Play { k: 1, n: 3 }));
    let refused = g.play(W, play("E5")).unwrap_err();
    assert_eq!(
        refused,
        Refusal::HandicapPass {
            point: pt("E5"),
            left: 2
        }
    );
    assert_eq!(refused.code(), "handicap-pass");
    assert_eq!(refused.requirement(), "H-2");
    assert_eq!(refused.point(), Some(pt("E5")));
    assert!(refused.to_string().contains("obligatory pass"), "{refused}");
    assert_eq!(refused.explain().rule, "handicap-pass");

    let pass = g.play(W, Move::Pass).unwrap();
    assert_eq!(
        pass.handicap,
        Some(HandicapMove::ObligatoryPass { k: 1, n: 3 })
    );
    assert_eq!(g.consecutive_passes(), 0, "obligatory passes do not count");
    let refused = g.play(B, Move::Pass).unwrap_err();
    assert_eq!(refused.code(), "handicap-play");
    assert_eq!(refused.requirement(), "H-2");
    g.play(B, play("G7")).unwrap();
    g.play(W, Move::Pass).unwrap();
    let last = g.play(B, play("E5")).unwrap();
    assert_eq!(last.handicap, Some(HandicapMove::Play { k: 3, n: 3 }));
    assert!(!g.ing_handicap().unwrap().active());

    // Now White plays freely, and two ordinary passes stop play.
    let free = g.play(W, play("D4")).unwrap();
    assert_eq!(free.handicap, None);
    g.play(B, Move::Pass).unwrap();
    let stop = g.play(W, Move::Pass).unwrap();
    assert_eq!(stop.end, Some(End::TwoPasses));
    assert_eq!(g.board().count(B), 3);
    assert_eq!(g.board().count(W), 1);
}

#[test]
fn h2_an_obligatory_pass_then_a_black_pass_does_not_stop_play() {
    let mut g = Game::new(BoardSize::SEVEN, Preset::Ing.ruleset()).unwrap();
    g.start_handicap_moves(2).unwrap();
    g.play(B, play("C3")).unwrap();
    g.play(W, Move::Pass).unwrap();
    g.play(B, play("E5")).unwrap();
    g.play(W, Move::Pass).unwrap();
    assert_eq!(g.consecutive_passes(), 1, "White's first free pass counts");
    assert_eq!(g.end(), None);
    g.play(B, Move::Pass).unwrap();
    assert_eq!(g.end(), Some(End::TwoPasses));
}

#[test]
fn h2_undo_and_redo_replay_the_handicap_phase() {
    let mut g = Game::new(BoardSize::SEVEN, Preset::Ing.ruleset()).unwrap();
    g.start_handicap_moves(2).unwrap();
    g.play(B, play("C3")).unwrap();
    g.play(W, Move::Pass).unwrap();
    assert_eq!(
        g.undo(),
        Some(Action::Move {
            color: W,
            mv: Move::Pass
        })
    );
    assert_eq!(g.ing_handicap(), Some(IngHandicap { n: 2, played: 1 }));
    assert!(
        g.play(W, play("D4")).is_err(),
        "still in the phase after undo"
    );
    g.redo().unwrap();
    g.play(B, play("E5")).unwrap();
    assert!(!g.ing_handicap().unwrap().active());
    g.undo();
    assert_eq!(g.ing_handicap().unwrap().left(), 1);
    g.undo();
    g.undo();
    assert_eq!(g.undo(), Some(Action::HandicapMoves { n: 2 }));
    assert_eq!(g.ing_handicap(), None);
    g.play(B, play("D4")).unwrap();
    g.play(W, play("C3")).unwrap();
}

#[test]
fn h2_handicap_moves_start_before_the_first_move_only() {
    let mut g = Game::new(BoardSize::SEVEN, Preset::Ing.ruleset()).unwrap();
    assert_eq!(
        g.start_handicap_moves(1),
        Err(HandicapError::TooFew { stones: 1 })
    );
    g.play(B, play("D4")).unwrap();
    assert_eq!(g.start_handicap_moves(2), Err(HandicapError::NotAtStart));
    let mut g = Game::new(BoardSize::SEVEN, Preset::Ing.ruleset()).unwrap();
    g.start_handicap_moves(2).unwrap();
    assert_eq!(g.start_handicap_moves(2), Err(HandicapError::NotAtStart));
}

/// H-2: no more handicap moves than the board has points less one (an SGF's HA[1000] on
/// 5x5 made a game in which Black could neither play nor pass).
#[test]
fn h2_handicap_moves_leave_a_point_empty() {
    let five = BoardSize::new(5).unwrap();
    let mut g = Game::new(five, Preset::Ing.ruleset()).unwrap();
    assert_eq!(
        g.start_handicap_moves(25),
        Err(HandicapError::TooMany {
            stones: 25,
            size: five
        })
    );
    assert_eq!(g.ing_handicap(), None, "a refused handicap changes nothing");
    g.start_handicap_moves(24).unwrap();
}

/// C-3, H-1, H-2: the komi of a new handicap game without an agreed komi, per preset,
/// as docs/rules/handicap.md's table says.
#[test]
fn c3_handicap_komi_per_preset_is_documented() {
    let rows = table(&doc(), "rules");
    assert_eq!(rows.len(), Preset::ALL.len());
    for preset in Preset::ALL {
        let row = rows
            .iter()
            .find(|r| r[0] == format!("`{}`", preset.name()))
            .unwrap_or_else(|| panic!("{preset} is not in the komi table"));
        assert_eq!(row[1], preset.komi_for(0).to_string(), "{preset}");
        assert_eq!(row[2], preset.komi_for(2).to_string(), "{preset}");
    }
}

#[test]
fn compensation_per_preset_is_documented() {
    let rows = table(&doc(), "preset");
    for preset in Preset::ALL {
        let row = rows
            .iter()
            .find(|r| r[0] == format!("`{}`", preset.name()))
            .unwrap_or_else(|| panic!("{preset} is not in the compensation table"));
        let c = preset.ruleset().handicap_compensation;
        assert_eq!(c, preset.handicap_compensation());
        let bonus = match c.bonus {
            hotstone_rules::HandicapBonus::Zero => "0",
            hotstone_rules::HandicapBonus::N => "N",
            hotstone_rules::HandicapBonus::NMinusOne => "N-1",
        };
        assert_eq!(row[1], bonus, "{preset}");
        let ties = match c.tie_winner {
            Some(Color::White) => "White",
            Some(Color::Black) => "Black",
            None => "draw",
        };
        assert_eq!(row[2], ties, "{preset}");
        assert!(!preset.handicap_compensation_source().is_empty());
    }
}

/// H-1: a game remembers handicap stones placed as its handicap, named when they are
/// the conventional points, and counting gives White the compensation for them.
#[test]
fn h1_the_game_knows_its_handicap_stones_and_counting_uses_them() {
    use hotstone_rules::{Adjustments, HandicapKind, PlacementName, Setup};
    let mut g = Game::new(size(9), Preset::Chinese.ruleset()).unwrap();
    assert_eq!(g.handicap(), None);
    let points = fixed_handicap(size(9), 3).unwrap();
    g.place_handicap(&points).unwrap();
    assert_eq!(
        g.handicap(),
        Some(HandicapKind::Fixed {
            name: PlacementName::ThreeCorners
        })
    );
    assert_eq!(Adjustments::of(&g).handicap, 3);

    let mut free = Game::new(size(9), Preset::Chinese.ruleset()).unwrap();
    free.place_handicap(&[pt("A1"), pt("B2")]).unwrap();
    assert_eq!(free.handicap(), Some(HandicapKind::Free { stones: 2 }));

    // Plain setup stones are a position, not a handicap.
    let mut lesson = Game::new(size(9), Preset::Chinese.ruleset()).unwrap();
    lesson
        .setup(Setup {
            black: vec![pt("C3"), pt("G7")],
            to_move: Some(W),
            ..Setup::default()
        })
        .unwrap();
    assert_eq!(lesson.handicap(), None);
    assert_eq!(Adjustments::of(&lesson).handicap, 0);
}

/// H-2: White's obligatory passes are the game's to make, and a turn taken back takes
/// the obligatory pass with it.
#[test]
fn h2_obligatory_passes_are_made_and_taken_back_with_the_turn() {
    use hotstone_rules::{Adjustments, HandicapKind};
    let mut g = Game::new(size(9), Preset::Ing.ruleset()).unwrap();
    g.start_handicap_moves(3).unwrap();
    assert_eq!(
        g.handicap(),
        Some(HandicapKind::IngMoves { n: 3, played: 0 })
    );
    g.play(B, play("C3")).unwrap();
    assert!(g.obligatory_pass_due());
    assert_eq!(g.make_obligatory_passes(), 1);
    assert_eq!(g.to_move(), B);
    g.play(B, play("G7")).unwrap();
    assert_eq!(g.make_obligatory_passes(), 1);
    g.play(B, play("E5")).unwrap();
    // The phase is over: White plays freely now, nothing is due.
    assert!(!g.obligatory_pass_due());
    assert_eq!(g.make_obligatory_passes(), 0);
    assert_eq!(Adjustments::of(&g).handicap, 3);

    // Black's last handicap play back, then Black's second with White's pass after it.
    assert_eq!(g.undo_turn(0), 1);
    assert_eq!(g.undo_turn(0), 2);
    assert_eq!(g.to_move(), B);
    assert_eq!(g.board().get(pt("G7")), None);
    assert_eq!(g.redo_turn(), 2);
    assert_eq!(g.board().get(pt("G7")), Some(B));
    assert_eq!(g.to_move(), B);
    // Never below the floor given.
    let floor = g.actions().len();
    assert_eq!(g.undo_turn(floor), 0);
}
