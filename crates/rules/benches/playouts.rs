//! Random playouts from an empty board by the crate's one playout rule (`Playout`: a
//! partial Fisher-Yates shuffle of all points each turn, the first empty point that is
//! not the mover's own eye and that the engine allows is played, else a pass; two passes
//! in a row or 3*N*N moves stop a game).
//!
//! Two engines: `Game` through its public API, with the full check of each ruleset
//! (suicide, basic ko or superko over the whole history, Ing's hot stones and disturbing
//! ko, cycles), and `BareBoard` (captures and the basic ko only).
//!
//! Each benchmark replays the same seeded playouts, so the work per iteration is fixed
//! and the throughput (moves per second, passes included) is exact.
//!
//! Time is the benchmark thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), which equals
//! wall time on a quiet machine and stays close to it on a shared one, where other
//! processes take turns on the cores; `PLAYOUTS_CLOCK=wall` measures wall time instead.
//!
//! Run: `cargo bench -p hotstone-rules --bench playouts`

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::{Measurement, ValueFormatter, WallTime};
use criterion::{Criterion, Throughput};
use hotstone_rules::{BareBoard, Board, BoardSize, Color, Engine, Game, Playout, Preset};

/// Playouts per benchmark iteration, each from its own seed.
const PLAYOUTS: u64 = 8;

/// One playout of `engine` from seed `seed`; returns the moves made.
fn run<E: Engine>(mut engine: E, size: BoardSize, seed: u64) -> usize {
    let end = Playout::new(size, seed).run(&mut engine);
    black_box(engine.board().hash());
    end.moves
}

fn game(size: BoardSize, preset: Preset) -> Game {
    Game::new(size, preset.ruleset()).expect("an empty board is a valid start")
}

fn bare(size: BoardSize) -> BareBoard {
    BareBoard::new(Board::new(size), Color::Black)
}

/// The calling thread's CPU time so far.
#[cfg(unix)]
fn thread_cpu_time() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime only writes the timespec it is given, which lives here.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    assert!(ok, "the thread CPU clock is readable");
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// Criterion measurement by the thread's CPU clock, formatted as wall time is.
#[cfg(unix)]
struct ThreadCpuTime;

#[cfg(unix)]
static WALL: WallTime = WallTime;

#[cfg(unix)]
impl Measurement for ThreadCpuTime {
    type Intermediate = Duration;
    type Value = Duration;

    fn start(&self) -> Duration {
        thread_cpu_time()
    }

    fn end(&self, started: Duration) -> Duration {
        thread_cpu_time() - started
    }

    fn add(&self, a: &Duration, b: &Duration) -> Duration {
        *a + *b
    }

    fn zero(&self) -> Duration {
        Duration::ZERO
    }

    fn to_f64(&self, value: &Duration) -> f64 {
        value.as_nanos() as f64
    }

    fn formatter(&self) -> &dyn ValueFormatter {
        WALL.formatter()
    }
}

fn playouts<M: Measurement>(c: &mut Criterion<M>) {
    let mut group = c.benchmark_group("playout");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for n in [9, 19] {
        let size = BoardSize::new(n).expect("9 and 19 are board sizes");
        let mut bench = |name: String, one: &dyn Fn(u64) -> usize| {
            let moves: usize = (0..PLAYOUTS).map(one).sum();
            eprintln!(
                "playout/{name}: {moves} moves in {PLAYOUTS} playouts ({} per playout)",
                moves as u64 / PLAYOUTS
            );
            group.throughput(Throughput::Elements(moves as u64));
            group.bench_function(name, |b| {
                b.iter(|| (0..PLAYOUTS).map(|s| one(black_box(s))).sum::<usize>())
            });
        };
        for preset in [Preset::Simple, Preset::Japanese, Preset::Ing] {
            bench(format!("{n}x{n}/{preset}"), &|s| {
                run(game(size, preset), size, s)
            });
        }
        bench(format!("{n}x{n}/bare"), &|s| run(bare(size), size, s));
    }
    group.finish();
}

fn main() {
    let wall = std::env::var("PLAYOUTS_CLOCK").is_ok_and(|v| v == "wall");
    #[cfg(unix)]
    if !wall {
        let mut c = Criterion::default()
            .with_measurement(ThreadCpuTime)
            .configure_from_args();
        playouts(&mut c);
        c.final_summary();
        return;
    }
    let _ = wall;
    let mut c = Criterion::default().configure_from_args();
    playouts(&mut c);
    c.final_summary();
}
