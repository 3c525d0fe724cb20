//! The reports of the rules' answers, written once: a move played or refused, the end of
//! a game, a cycle, the state of ko, a ruleset and a handicap, a count and its fill-in
//! steps. Each is derived from the rules crate's values by one constructor and derives
//! serde's `Serialize` in the JavaScript package's shape (camelCase fields, points by
//! name, colours as `'black' | 'white'`, `null` for nothing); with the feature `ts` each
//! also derives its TypeScript declaration (tsify), so the package's `.d.ts` is the
//! Rust types'. The package (crates/js) returns these, the command line's `score` reads
//! its fill-in steps from them, and the embedded board's `hotstone-move` is typed as
//! [`Played`]; no rule is decided here.
//!
//! The sentences (a refusal's message, an end's, a fill-in step's caption) are not this
//! crate's: a report is made with [`Words`], which the catalogue (hotstone-i18n)
//! implements for each language. The figures a caption words are a step's [`Caption`],
//! part of the one fill-in step view ([`FillInStep`]).

mod caption;
mod count;
mod play;
mod rules;

pub use caption::{Caption, Tally};
pub use count::{Bowls, FillIn, FillInSide, FillInStep, Penalty, Score, SideCount};
pub use play::{
    Ban, Captures, Cycle, CycleMove, GameEnd, HotStone, KoState, PlayResult, Played, Refusal,
    SkippedMove,
};
pub use rules::{
    handicap_bonus_name, handicap_style_name, ko_rule_name, scoring_name, suicide_name, Handicap,
    Rules, Sizes,
};

use serde::Serialize;

/// The words a report is said in: the catalogue's sentences for one language (the
/// package and the app), or the rules crate's own English (the command line).
pub trait Words {
    /// Why `mover`'s move was refused, as one plain sentence.
    fn refusal(&self, mover: hotstone_rules::Color, refusal: &hotstone_rules::Refusal) -> String;
    /// The rule behind a refusal in a few words ("hot stone").
    fn rule_name(&self, kind: hotstone_rules::RefusalKind) -> &'static str;
    /// How the game ended, as a sentence.
    fn end(&self, end: hotstone_rules::End) -> String;
    /// What a fill-in step shows, with its figures as `caption` holds them.
    fn step(&self, step: &hotstone_rules::FillInStep, caption: Caption) -> String;
}

/// A colour as the reports name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum Color {
    Black,
    White,
}

impl From<hotstone_rules::Color> for Color {
    fn from(c: hotstone_rules::Color) -> Color {
        match c {
            hotstone_rules::Color::Black => Color::Black,
            hotstone_rules::Color::White => Color::White,
        }
    }
}

impl From<Color> for hotstone_rules::Color {
    fn from(c: Color) -> hotstone_rules::Color {
        match c {
            Color::Black => hotstone_rules::Color::Black,
            Color::White => hotstone_rules::Color::White,
        }
    }
}

impl Color {
    /// `'black'` or `'white'`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

/// Each item's report, in order: a loop instead of `map` and `collect`, whose adapter
/// chain each list compiled anew in the wasm package.
pub fn each<T, U>(items: &[T], mut view: impl FnMut(&T) -> U) -> Vec<U> {
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        out.push(view(item));
    }
    out
}

/// Points by name, as the board writes them.
pub fn names(points: &[hotstone_rules::Point]) -> Vec<String> {
    each(points, hotstone_rules::Point::to_string)
}

/// A number of half points as points (the rules count in halves).
pub fn half(h: i32) -> f64 {
    f64::from(h) / 2.0
}

/// Rows of points, top row first, each point's colour by `color_at` or null: the
/// board's stones and the count's owners through one loop.
pub fn color_rows(
    n: u8,
    color_at: &dyn Fn(hotstone_rules::Point) -> Option<hotstone_rules::Color>,
) -> Vec<Vec<Option<Color>>> {
    let mut rows = Vec::with_capacity(usize::from(n));
    for row in (0..n).rev() {
        let mut cells = Vec::with_capacity(usize::from(n));
        for col in 0..n {
            cells.push(
                hotstone_rules::Point::new(col, row)
                    .and_then(color_at)
                    .map(Color::from),
            );
        }
        rows.push(cells);
    }
    rows
}
