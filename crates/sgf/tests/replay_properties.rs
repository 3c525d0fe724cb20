//! E-7, M-1: a random game under any preset, written as SGF and read back, replays to
//! the same game: every move taken with the same verdict (what it captured, Ing's hot
//! stones, the cycles it closed), the same actions, the same final position and end
//! (a resignation as the record's RE).
//! The fuzz target `sgf_replay` starts from any record; this starts from real games.

use hotstone_rules::{Action, BoardSize, Color, Game, Move, Played, Point, Preset};
use hotstone_sgf::{game_tree, read, replay_tree, write_tree, GameInfo};
use proptest::prelude::*;

/// The k-th legal board play of the side to move, a pass one time in thirty (and when
/// nothing is legal), and a capture when one is legal one time in four: captures make
/// kos, hot stones and repetitions, the moves a record must carry exactly.
fn choose(game: &Game, choice: u16) -> Move {
    if choice % 30 == 0 {
        return Move::Pass;
    }
    let color = game.to_move();
    let legal: Vec<Point> = game
        .size()
        .points()
        .filter(|&p| game.board().get(p).is_none() && game.check(color, Move::Play(p)).is_ok())
        .collect();
    let captures: Vec<Point> = legal
        .iter()
        .copied()
        .filter(|&p| game.board().preview(p, color).captured > 0)
        .collect();
    let pool = if choice % 4 == 1 && !captures.is_empty() {
        captures
    } else {
        legal
    };
    match pool.len() {
        0 => Move::Pass,
        n => Move::Play(pool[usize::from(choice / 30) % n]),
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 96,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn e7_m1_a_written_game_replays_with_the_same_verdicts(
        size in prop_oneof![6 => 2u8..=9, 1 => Just(19u8)],
        preset in proptest::sample::select(Preset::ALL.to_vec()),
        choices in proptest::collection::vec(any::<u16>(), 0..120),
        resign in any::<bool>(),
    ) {
        let size = BoardSize::new(i64::from(size)).unwrap();
        let mut game = Game::new(size, preset.ruleset()).unwrap();
        let mut played: Vec<(Color, Move, Played)> = Vec::new();
        for choice in choices {
            if game.end().is_some() {
                break;
            }
            let color = game.to_move();
            let mv = choose(&game, choice);
            let done = game.play(color, mv).map_err(|r| {
                TestCaseError::fail(format!("{mv} by {color} was chosen as legal: {r}"))
            })?;
            played.push((color, mv, done));
        }
        if resign && game.end().is_none() {
            game.resign(game.to_move()).unwrap();
        }

        let text = write_tree(&game_tree(&game, GameInfo::default())).unwrap();
        let trees = read(&text).map_err(|e| TestCaseError::fail(format!("{e}: {text}")))?;
        prop_assert_eq!(trees.len(), 1);
        let mut again = Game::new(size, preset.ruleset()).unwrap();
        let replayed = replay_tree(&mut again, &trees[0])
            .map_err(|e| TestCaseError::fail(format!("{e}: {text}")))?;

        prop_assert_eq!(replayed.moves.len(), played.len(), "{}", text);
        for (m, (color, mv, done)) in replayed.moves.iter().zip(&played) {
            prop_assert_eq!((m.color, m.mv), (*color, *mv), "{}", text);
            let verdict = m.verdict.as_ref().map(|(p, _)| p);
            prop_assert_eq!(verdict, Ok(done), "move {} of {}", m.node, text);
        }
        prop_assert_eq!(again.board(), game.board());
        // A resignation is written as RE, which a replay reads as the record's result,
        // not as a move (M-4, tests/conformance/end/result-property-ignored.sgf).
        let mut actions = game.actions().to_vec();
        if let Some(Action::Resign { color }) = actions.last().cloned() {
            actions.pop();
            let re = format!("{}+R", color.opponent().letter());
            prop_assert_eq!(trees[0].info().result.as_deref(), Some(re.as_str()));
            prop_assert_eq!(again.end(), None);
        } else {
            prop_assert_eq!(again.end(), game.end());
        }
        prop_assert_eq!(again.actions(), &actions[..]);
    }
}
