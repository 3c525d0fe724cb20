//! Allocations and memory, counted by a global allocator that only this test binary
//! uses (issue 17): the board's hot path allocates nothing per move, a game's history
//! grows only by amortised doubling, and the bytes one game holds after 400 moves under
//! each ruleset are printed (`cargo test -p hotstone-rules --test allocations --
//! --nocapture`; the figures are in docs/performance.md).
//!
//! Counters are per thread, so tests running side by side do not disturb each other.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use hotstone_rules::{BareBoard, Board, BoardSize, Color, Engine, Game, Playout, Preset};

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
    static LIVE_BYTES: Cell<isize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|a| a.set(a.get() + 1));
        let _ = LIVE_BYTES.try_with(|b| b.set(b.get() + layout.size() as isize));
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let _ = LIVE_BYTES.try_with(|b| b.set(b.get() - layout.size() as isize));
        System.dealloc(ptr, layout)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|a| a.set(a.get() + 1));
        let grown = new_size as isize - layout.size() as isize;
        let _ = LIVE_BYTES.try_with(|b| b.set(b.get() + grown));
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

fn live_bytes() -> isize {
    LIVE_BYTES.with(Cell::get)
}

fn size(n: i64) -> BoardSize {
    BoardSize::new(n).unwrap()
}

/// M-3: whole random games on the bare board (placing, merging, capturing, suicide
/// checks by preview, the basic ko) allocate nothing once the board exists.
#[test]
fn m3_board_plays_allocate_nothing() {
    for n in [9, 19] {
        for seed in 0..4 {
            let mut bare = BareBoard::new(Board::new(size(n)), Color::Black);
            let mut playout = Playout::new(size(n), seed);
            let before = allocations();
            let end = playout.run(&mut bare);
            let during = allocations() - before;
            assert!(end.moves > 50, "{n}x{n} seed {seed}: a real game ({end:?})");
            assert!(bare.board().count(Color::Black) > 0);
            assert_eq!(
                during, 0,
                "{n}x{n} seed {seed}: {during} allocations in {end:?}"
            );
        }
    }
}

/// A game's checks (superko over the whole history included, its buffers reused) and
/// its history allocate only when a list doubles, not per move: a few dozen
/// allocations in a whole 19x19 game under the simple rules.
#[test]
fn k4_game_moves_allocate_only_amortised_growth() {
    for seed in 0..4 {
        let mut game = Game::new(size(19), Preset::Simple.ruleset()).unwrap();
        let mut playout = Playout::new(size(19), seed);
        let before = allocations();
        let end = playout.run(&mut game);
        let during = allocations() - before;
        println!(
            "19x19 simple seed {seed}: {during} allocations in {} moves",
            end.moves
        );
        assert!(end.moves > 300, "seed {seed}: {end:?}");
        assert!(
            during * 8 < end.moves,
            "seed {seed}: {during} allocations in {} moves",
            end.moves
        );
    }
}

/// The heap bytes one game holds after 400 moves of a seeded playout, per ruleset
/// (board, history, actions, cycles and bans), printed for docs/performance.md; and
/// bounded, so that a regression to a copy per move fails.
#[test]
fn bytes_per_game_after_400_moves() {
    for n in [9, 19] {
        for preset in [Preset::Simple, Preset::Japanese, Preset::Ing] {
            let mut playout = Playout::new(size(n), 7);
            let before = live_bytes();
            let mut game = Game::new(size(n), preset.ruleset()).unwrap();
            let mut moves = 0;
            while moves < 400 && playout.turn(&mut game).is_some() {
                moves += 1;
            }
            let bytes = live_bytes() - before;
            println!("{n}x{n} {preset}: {bytes} bytes after {moves} moves");
            assert!(game.board().hash() != 0 || moves < 400);
            // A copy of the 19x19 board per move would be megabytes.
            assert!(bytes < 256 * 1024, "{n}x{n} {preset}: {bytes} bytes");
        }
    }
}

#[test]
fn the_counters_see_allocations() {
    let before = (allocations(), live_bytes());
    let v: Vec<u64> = Vec::with_capacity(100);
    assert_eq!(allocations(), before.0 + 1);
    assert_eq!(live_bytes(), before.1 + 800);
    drop(v);
    assert_eq!(live_bytes(), before.1);
    // Engine is used through Playout above; keep the trait in scope for the reader.
    let _: fn(&BareBoard) -> Color = <BareBoard as Engine>::to_move;
}
