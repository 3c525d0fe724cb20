//! read(write(game)) == game (E-7) for random games with variations, comments, names,
//! markup, setup, game info and properties kept verbatim.

use hotstone_rules::{BoardSize, Color, Decimal, Komi, Move, Point};
use hotstone_sgf::{GameInfo, GameTree, Markup, Node, Property, SetupProps};
use proptest::collection::{btree_map, btree_set, vec};
use proptest::option;
use proptest::prelude::*;

fn color() -> impl Strategy<Value = Color> {
    prop_oneof![Just(Color::Black), Just(Color::White)]
}

/// Text with the characters SGF escapes, line breaks and non-ASCII letters.
fn text() -> impl Strategy<Value = String> {
    "[ a-zA-Z0-9\\]\\[\\\\:;()\n\r\téß]{0,12}"
}

fn point(size: u8) -> impl Strategy<Value = Point> {
    (0..size, 0..size).prop_map(|(c, r)| Point::new(c, r).expect("on the board"))
}

fn info() -> impl Strategy<Value = GameInfo> {
    (
        (
            option::of((-40i32..40).prop_map(Komi::from_half_points)),
            // HA below 2 is read but not written (FF[4] has handicaps from 2).
            option::of(2u32..10),
            option::of(prop_oneof![
                Just("GOE".to_string()),
                Just("Japanese".to_string()),
                text()
            ]),
            option::of(text()),
            option::of(text()),
            option::of(text()),
            option::of(text()),
        ),
        (
            option::of(text()),
            option::of(text()),
            option::of(text()),
            option::of(text()),
            option::of(
                (0u32..100_000)
                    .prop_map(|t| Decimal::parse(&(f64::from(t) / 4.0).to_string()).unwrap()),
            ),
            option::of(text()),
            option::of(text()),
        ),
    )
        .prop_map(
            |((komi, handicap, rules, result, pb, pw, br), (wr, dt, ev, ro, tm, ot, pc))| {
                GameInfo {
                    komi,
                    handicap,
                    rules,
                    result,
                    black_player: pb,
                    white_player: pw,
                    black_rank: br,
                    white_rank: wr,
                    date: dt,
                    event: ev,
                    round: ro,
                    time_limit: tm,
                    overtime: ot,
                    place: pc,
                }
            },
        )
}

fn node(size: u8, with_info: bool) -> impl Strategy<Value = Node> {
    let pts = move || btree_set(point(size), 0..4);
    let pairs = move || btree_set((point(size), point(size)), 0..3);
    (
        (
            option::of((color(), option::of(point(size)))),
            pts(),
            pts(),
            pts(),
            option::of(color()),
            option::of(text()),
            option::of(text()),
        ),
        (
            btree_map(point(size), text(), 0..3),
            pts(),
            pts(),
            pts(),
            pts(),
            pairs(),
            pairs(),
        ),
        // Each once: a property repeated in a node is read as one (docs/sgf.md).
        btree_map(
            prop_oneof![Just("GN"), Just("SO"), Just("XY"), Just("ZZ"), Just("GC")],
            vec(text(), 1..3),
            0..3,
        ),
        if with_info {
            info().boxed()
        } else {
            Just(GameInfo::default()).boxed()
        },
    )
        .prop_map(
            |(
                (mv, black, white, empty, to_move, comment, name),
                (labels, tr, sq, cr, ma, ar, ln),
                other,
                info,
            )| {
                Node {
                    mv: mv.map(|(c, p)| (c, p.map_or(Move::Pass, Move::Play))),
                    setup: SetupProps {
                        black: black.into_iter().collect(),
                        white: white.into_iter().collect(),
                        empty: empty.into_iter().collect(),
                        to_move,
                    },
                    comment,
                    name,
                    markup: Markup {
                        labels: labels.into_iter().collect(),
                        triangles: tr.into_iter().collect(),
                        squares: sq.into_iter().collect(),
                        circles: cr.into_iter().collect(),
                        crosses: ma.into_iter().collect(),
                        arrows: ar.into_iter().collect(),
                        lines: ln.into_iter().collect(),
                    },
                    info,
                    other: other
                        .into_iter()
                        .map(|(id, values)| Property {
                            id: id.to_string(),
                            values,
                        })
                        .collect(),
                }
            },
        )
}

fn game() -> impl Strategy<Value = GameTree> {
    (2u8..=25).prop_flat_map(|size| {
        (
            node(size, true),
            vec((any::<usize>(), node(size, false)), 0..12),
        )
            .prop_map(move |(root, rest)| {
                let mut tree = GameTree::new(BoardSize::new(i64::from(size)).expect("2..25"));
                let r = tree.root();
                *tree.node_mut(r) = root;
                let mut ids = vec![r];
                for (pick, n) in rest {
                    let parent = ids[pick % ids.len()];
                    ids.push(tree.add_child(parent, n));
                }
                tree
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn e7_read_of_write_is_the_game(games in vec(game(), 1..3)) {
        let text = hotstone_sgf::write(&games).unwrap();
        let again = hotstone_sgf::read(&text);
        prop_assert!(again.is_ok(), "{:?}\n{}", again.err(), text);
        prop_assert_eq!(again.unwrap(), games, "{}", text);
        // Canonical: writing what was read gives the same text.
        let twice = hotstone_sgf::write(&hotstone_sgf::read(&text).unwrap()).unwrap();
        prop_assert_eq!(twice, text);
    }
}
