//! Counting a full 19x19 finished position under each method: area, territory (with its
//! seki search) and Ing's fill-in model with every step, plus Benson's pass-alive
//! analysis. The position is a real-looking end of game: walls, eyes, a seki, dead stones
//! marked inside both sides' territory.
//!
//! Run: `cargo bench -p hotstone-rules --bench counting`

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use hotstone_rules::{count, pass_alive, Adjustments, DeadStones};
use hotstone_rules::{Board, Point, Preset};

/// Black holds the left, White the right; a seki in the lower left corner; dead stones
/// on both sides (White C17 and E10, Black R17 and the string Q4-Q5).
const POSITION: [&str; 19] = [
    "........XO.........",
    "........XO.........",
    "..O.....XO......X..",
    "........XO.........",
    "........XO.........",
    "........XO.........",
    "........XXO........",
    ".........XO........",
    ".........XO........",
    "....O....XO........",
    ".........XO........",
    ".........XO........",
    "........XXO........",
    "........XO.........",
    "........XO.....X...",
    "XXXX....XO.....X...",
    "OOOX....XO.........",
    ".XOX....XO.........",
    "X.OX....XO.........",
];

fn counting(c: &mut Criterion) {
    let board = Board::from_rows(&POSITION).expect("a valid position");
    let dead = DeadStones::from_points(
        &board,
        ["C17", "E10", "R17", "Q5"].map(|p| Point::parse(p).expect("a point")),
    )
    .expect("stones");
    let adj = Adjustments::default();
    let mut group = c.benchmark_group("counting-19x19");
    group
        .sample_size(50)
        .measurement_time(Duration::from_secs(3));
    for (name, preset) in [
        ("area", Preset::Chinese),
        ("territory", Preset::Japanese),
        ("fill-in", Preset::Ing),
    ] {
        let rules = preset.ruleset();
        group.bench_function(name, |b| {
            b.iter(|| count(black_box(&board), &dead, &rules, &adj).expect("counts"))
        });
    }
    group.bench_function("pass-alive", |b| b.iter(|| pass_alive(black_box(&board))));
    group.finish();
}

criterion_group!(benches, counting);
criterion_main!(benches);
