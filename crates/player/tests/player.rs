//! The player on concrete positions: it takes what it can take, keeps its eyes, passes
//! on a finished board, resigns only when allowed and hopeless, and never chooses a
//! move the rules refuse, under every preset (Ing's hot stones and the handicap phase
//! included).

use hotstone_player::{no_stop, think, Decision, Level, Settings};
use hotstone_rules::{Board, BoardSize, Color, Game, Move, Point, Preset, Refusal};

fn p(s: &str) -> Point {
    Point::parse(s).unwrap()
}

fn settings(playouts: u32, seed: u64) -> Settings {
    Settings {
        playouts,
        temperature: 0.0,
        resign: false,
        target: None,
        seed,
    }
}

fn game(rows: &[&str], to_move: Color, preset: Preset) -> Game {
    Game::from_position(Board::from_rows(rows).unwrap(), to_move, preset.ruleset()).unwrap()
}

#[test]
fn m3_captures_a_big_group_in_atari() {
    // White's five stones in the middle have one liberty left, at D3.
    let g = game(
        &[
            ".......", //
            "..XXX..", //
            ".XOOOX.", //
            ".XOOX..", //
            "..X....", //
            ".......", //
            ".......",
        ],
        Color::Black,
        Preset::Japanese,
    );
    let a = think(&g, &settings(800, 1), &mut no_stop);
    assert_eq!(a.decision, Decision::Play(p("D3")), "{:?}", a.candidates);
    assert_eq!(a.best, Move::Play(p("D3")));
    assert!(a.win_rate > 0.6);
}

#[test]
fn m3_saves_its_own_group_put_in_atari() {
    // Black's four stones have one liberty, at E4; extending there is their only chance.
    let g = game(
        &[
            ".......", //
            "..OOO..", //
            ".OXXXO.", //
            "..OX...", //
            "...O...", //
            ".......", //
            ".......",
        ],
        Color::Black,
        Preset::Chinese,
    );
    // Black's string C5 D5 E5 D4 is in atari: its one liberty is E4.
    assert_eq!(g.board().liberties(p("D5")), vec![p("E4")]);
    let a = think(&g, &settings(1500, 2), &mut no_stop);
    assert_eq!(
        a.decision,
        Decision::Play(p("E4")),
        "{:?}",
        &a.candidates[..3]
    );
}

#[test]
fn m3_never_fills_its_own_eye_and_passes_when_only_eyes_are_left() {
    // Black's living group owns the whole 5x5 board but for its two eyes A1 and C1.
    let g = game(
        &["XXXXX", "XXXXX", "XXXXX", "XXXXX", ".X.XX"],
        Color::Black,
        Preset::Japanese,
    );
    for seed in 0..3 {
        let a = think(&g, &settings(200, seed), &mut no_stop);
        assert_eq!(a.decision, Decision::Pass);
        assert!(a.candidates.iter().all(|c| c.mv == Move::Pass));
    }
}

#[test]
fn e1_passes_on_a_finished_board_after_the_opponent_passed() {
    // Black's wall on the E column: 35 points against White's 14, komi 6.5 under
    // Japanese rules. White passed; Black wins by stopping now.
    let mut g = game(
        &[
            "....XO.", //
            "....XO.", //
            "....XO.", //
            "....XO.", //
            "....XO.", //
            "....XO.", //
            "....XO.",
        ],
        Color::White,
        Preset::Japanese,
    );
    let _ = g.play(Color::White, Move::Pass).unwrap();
    let a = think(&g, &settings(1000, 3), &mut no_stop);
    assert!(a.win_rate > 0.5, "{a:?}");
    assert_eq!(a.decision, Decision::Pass, "{:?}", &a.candidates[..3]);
}

/// The computer's move at a level.
fn level_move(g: &Game, level: u8, seed: u64) -> Decision {
    let s = Level::new(i64::from(level)).unwrap().settings(seed);
    think(g, &s, &mut no_stop).decision
}

#[test]
fn e1_a_beginners_early_pass_is_not_answered_by_a_pass() {
    // 7x7, Simple rules, the computer (White) at levels 1 to 3: Black A1, White,
    // Black G7, White, Black passes. Passing back would end the game at move 6 and
    // count the board as it stands, with Black's two stones called dead: nearly
    // everything is still open (`open_point`), so the computer plays on.
    for level in 1..=3 {
        for seed in 0..6 {
            let mut g = Game::new(BoardSize::SEVEN, Preset::Simple.ruleset()).unwrap();
            for (turn, black) in ["A1", "G7"].into_iter().enumerate() {
                g.play(Color::Black, Move::Play(p(black))).unwrap();
                let white = level_move(&g, level, seed * 10 + turn as u64);
                g.play(Color::White, white.to_move().unwrap()).unwrap();
            }
            g.play(Color::Black, Move::Pass).unwrap();
            let answer = level_move(&g, level, seed);
            assert!(
                matches!(answer, Decision::Play(_)),
                "level {level}, seed {seed}: {answer:?} after {:?}",
                g.actions()
            );
        }
    }
}

#[test]
fn h1_white_plays_its_first_move_in_a_handicap_game() {
    // Fixed handicap under Simple rules (komi 0.5): the easiest level, far behind,
    // still plays where it can gain rather than pass.
    for (size, stones) in [(7, 5), (7, 9), (9, 2), (9, 5)] {
        let size = BoardSize::new(size).unwrap();
        let rules = hotstone_rules::Ruleset {
            komi: Preset::Simple.komi_for(stones),
            ..Preset::Simple.ruleset()
        };
        let mut g = Game::new(size, rules).unwrap();
        let points = hotstone_rules::fixed_handicap(size, stones).unwrap();
        g.place_handicap(&points).unwrap();
        for level in [1, 2] {
            for seed in 0..6 {
                let first = level_move(&g, level, seed);
                assert!(
                    matches!(first, Decision::Play(_)),
                    "{size:?} with {stones} stones, level {level}, seed {seed}: {first:?}"
                );
            }
        }
    }
}

#[test]
fn e1_answers_a_pass_on_the_empty_board_with_a_searched_move() {
    // 7x7, Simple rules: the beginner passes first. Passing back would end the game on
    // an empty board, so the computer plays; every simulation used to go to the pass
    // (the count as it stands wins by komi, every time), and the play it chose instead
    // was one it never searched: B2 at every level and seed. Now a searched one, and at
    // level 3 (no chance) one off the first two lines.
    let mut g = Game::new(BoardSize::SEVEN, Preset::Simple.ruleset()).unwrap();
    g.play(Color::Black, Move::Pass).unwrap();
    for level in 1..=3 {
        for seed in 0..4 {
            let s = Level::new(level).unwrap().settings(seed);
            let a = think(&g, &s, &mut no_stop);
            let Decision::Play(q) = a.decision else {
                panic!("level {level}, seed {seed}: {:?}", a.decision);
            };
            let searched = a
                .candidates
                .iter()
                .find(|c| c.mv == Move::Play(q))
                .map_or(0, |c| c.visits);
            assert!(
                searched > 0,
                "level {level}, seed {seed}: {q} searched {searched} times"
            );
            if level == 3 {
                assert!(
                    (2..=4).contains(&q.col()) && (2..=4).contains(&q.row()),
                    "seed {seed}: {q}"
                );
            }
        }
    }
}

#[test]
fn e1_never_passes_first_by_chance_on_an_open_board() {
    // A pass first offers the end of the game: a beginner answers the computer's pass
    // with a pass. Under Japanese rules (the pass a candidate at the root) level 1 passed
    // at its second move on 9x9 after Black D1, White E5, Black F4 (seed 3004: the pass
    // drawn by chance, its 34 playouts' mean margin above its most visited play's). The
    // board is open: the computer plays on.
    let mut g = Game::new(BoardSize::NINE, Preset::Japanese.ruleset()).unwrap();
    for m in ["D1", "E5", "F4"] {
        g.play(g.to_move(), Move::Play(p(m))).unwrap();
    }
    for level in [1, 2] {
        for seed in [0, 1, 2, 3, 3004] {
            let answer = level_move(&g, level, seed);
            assert!(
                matches!(answer, Decision::Play(_)),
                "level {level}, seed {seed}: {answer:?}"
            );
        }
    }
}

/// A finished 7x7 game: Black's territory is 12 points in small regions no invader can
/// live in (A7 B7, D7, A5 B5, ...), White's the four eyes on the G column. Under Japanese
/// rules Black wins by 12 - 4 - 6.5 = 1.5 points: by 0.5 after filling one point of its
/// own territory, and it loses after two.
const FINISHED: [&str; 7] = [
    "..X.XO.", //
    "XXXXXOO", //
    "..X.XO.", //
    "XXXXXOO", //
    ".X..XO.", //
    "XXXXXOO", //
    "..X.XO.",
];

#[test]
fn c4_passes_rather_than_fill_its_own_territory_under_territory_counting() {
    // White has not passed. Under Japanese rules every play left fills Black's own
    // territory (A..D) and costs a point: Black passes, at every level's choice.
    let g = game(&FINISHED, Color::Black, Preset::Japanese);
    for seed in 0..3 {
        let a = think(&g, &settings(1000, seed), &mut no_stop);
        assert_eq!(a.decision, Decision::Pass, "{:?}", &a.candidates[..3]);
        for level in [Level::EASIEST, Level::new(3).unwrap()] {
            let mut s = level.settings(seed);
            s.playouts = s.playouts.min(1000);
            assert_eq!(
                think(&g, &s, &mut no_stop).decision,
                Decision::Pass,
                "level {level}"
            );
        }
    }
}

#[test]
fn c4_still_plays_what_matters_under_territory_counting() {
    // Under Japanese rules too, White's five stones in atari are taken (D3), and an own
    // group in atari is saved: passing is only for filling one's own territory.
    let g = game(
        &[
            ".......", //
            "..XXX..", //
            ".XOOOX.", //
            ".XOOX..", //
            "..X....", //
            ".......", //
            ".......",
        ],
        Color::Black,
        Preset::Japanese,
    );
    assert_eq!(
        think(&g, &settings(800, 1), &mut no_stop).decision,
        Decision::Play(p("D3"))
    );
}

#[test]
fn e2_resigns_only_when_hopeless_and_allowed() {
    // White owns almost everything; Black has a lone stone.
    let g = game(
        &[
            "OOOOOOO", //
            "O.O.O.O", //
            "OOOOOOO", //
            "O.O.O.O", //
            "OOOOOOO", //
            "O.O.O..", //
            "OOOOO.X",
        ],
        Color::Black,
        Preset::Chinese,
    );
    let mut allowed = settings(800, 4);
    allowed.resign = true;
    assert_eq!(think(&g, &allowed, &mut no_stop).decision, Decision::Resign);
    assert_ne!(
        think(&g, &settings(800, 4), &mut no_stop).decision,
        Decision::Resign,
        "beginners' settings never resign"
    );
    assert!(!Level::EASIEST.settings(0).resign);
}

#[test]
fn k2_respects_ings_hot_stone() {
    // Under Ing, Black has just taken a ko at C2 (capturing B2's white stone); the
    // retake at B2 would remove the hot stone and is refused (K-2). Taking it would be
    // White's most attractive capture otherwise.
    let mut g = game(
        &[
            ".......", //
            ".......", //
            ".......", //
            ".......", //
            ".XO....", //
            "XO.O...", //
            ".XO....",
        ],
        Color::Black,
        Preset::Ing,
    );
    g.play(Color::Black, Move::Play(p("C2"))).unwrap();
    assert!(matches!(
        g.check(Color::White, Move::Play(p("B2"))),
        Err(Refusal::HotStone { .. })
    ));
    for seed in 0..3 {
        let a = think(&g, &settings(400, seed), &mut no_stop);
        assert_ne!(a.decision, Decision::Play(p("B2")));
        assert!(a.candidates.iter().all(|c| c.mv != Move::Play(p("B2"))));
        let mv = a.decision.to_move().unwrap();
        assert_eq!(g.check(Color::White, mv), Ok(()));
    }
}

#[test]
fn h2_white_passes_in_ings_handicap_phase() {
    let mut g = Game::new(BoardSize::SEVEN, Preset::Ing.ruleset()).unwrap();
    g.start_handicap_moves(3).unwrap();
    g.play(Color::Black, Move::Play(p("D4"))).unwrap();
    assert_eq!(g.to_move(), Color::White);
    let a = think(&g, &settings(100, 0), &mut no_stop);
    assert_eq!(a.decision, Decision::Pass);
    // Black, in turn, must play on the board.
    g.play(Color::White, Move::Pass).unwrap();
    let b = think(&g, &settings(100, 0), &mut no_stop);
    assert!(matches!(b.decision, Decision::Play(_)));
}

#[test]
fn m3_k1_k2_k5_never_chooses_a_refused_move_under_any_preset() {
    // Whole games against itself on 5x5, every move through `Game::play`, which
    // returns the refusal a refused move would get.
    let size = BoardSize::new(5).unwrap();
    for preset in Preset::ALL {
        let mut g = Game::new(size, preset.ruleset()).unwrap();
        for turn in 0..80u64 {
            if g.end().is_some() {
                break;
            }
            let a = think(&g, &settings(60, turn), &mut no_stop);
            let Some(mv) = a.decision.to_move() else {
                break;
            };
            let color = g.to_move();
            if let Err(r) = g.play(color, mv) {
                panic!("{preset}: move {turn} {mv:?} refused: {r}");
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_move_and_stop_ends_the_search() {
    let g = Game::new(BoardSize::NINE, Preset::Japanese.ruleset()).unwrap();
    let a = think(&g, &settings(300, 9), &mut no_stop);
    let b = think(&g, &settings(300, 9), &mut no_stop);
    assert_eq!(a.decision, b.decision);
    assert_eq!(a.playouts, 300);
    let mut asked = 0;
    let c = think(&g, &settings(10_000, 9), &mut |done| {
        asked += 1;
        done >= 64
    });
    assert_eq!(c.playouts, 64);
    assert!(asked >= 1);
}

#[test]
fn levels_run_from_easiest_to_strongest() {
    assert_eq!(Level::new(1), Ok(Level::EASIEST));
    assert!(Level::new(0).is_err());
    assert!(Level::new(i64::from(Level::MAX) + 1).is_err());
    let playouts: Vec<u32> = Level::all().map(Level::playouts).collect();
    assert!(playouts.windows(2).all(|w| w[0] < w[1]), "{playouts:?}");
    assert!(Level::EASIEST.settings(0).temperature > 0.0);
    assert!(Level::STRONGEST.settings(0).resign);
    // Never cruel: the beginners' levels aim at a modest margin, the others at the most.
    let targets: Vec<bool> = Level::all()
        .map(|l| l.settings(0).target.is_some())
        .collect();
    assert_eq!(targets, [true, true, false, false, false]);
}
