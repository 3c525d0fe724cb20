//! The report of a count (C-1..C-5): each side's figures, the result, and under Ing the
//! fill-in count step by step (C-2, C-3, B-4). One fill-in step view, [`FillInStep`]:
//! the package's `score().fillIn.steps`, the command line's `score` document and the
//! app's captions (its [`Caption`]) all read it.

use core::fmt::Display;

use hotstone_rules as rules;
use rules::{Method, Outcome, Place, Ruleset};
use serde::{Serialize, Serializer};

use crate::{color_rows, each, half, names, Caption, Color, Words};

/// Each side's figures.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct SideCount {
    /// Its stones on the board, the dead ones taken off.
    pub stones: usize,
    /// Empty points that count for it, the points of dead opponent stones included.
    pub territory: usize,
    /// Opponent stones it holds: taken during play plus the opponent's dead ones.
    pub prisoners: usize,
    /// Its own stones marked dead.
    pub dead: usize,
    /// Stones plus territory.
    pub area: usize,
    /// What counts under the method: area, or territory plus prisoners.
    pub points: f64,
}

impl SideCount {
    pub fn of(score: &rules::Score, c: rules::Color) -> SideCount {
        let s = score.side(c);
        SideCount {
            stones: s.stones,
            territory: s.territory,
            prisoners: s.prisoners,
            dead: s.dead,
            area: s.area(),
            points: half(score.points_half(c)),
        }
    }
}

/// A penalty counted: who pays, how many points and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Penalty {
    pub against: Color,
    pub points: u32,
    /// `move-order`, `consultation` or `time` (T-2).
    #[cfg_attr(feature = "ts", tsify(type = "'move-order' | 'consultation' | 'time'"))]
    pub reason: &'static str,
    pub requirement: &'static str,
}

impl Penalty {
    pub fn of(p: &rules::Penalty) -> Penalty {
        Penalty {
            against: p.against.into(),
            points: p.points,
            reason: p.reason.code(),
            requirement: p.reason.requirement(),
        }
    }
}

/// One side of the fill-in count (B-4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct FillInSide {
    pub on_board: u32,
    pub in_bowl: u32,
    pub filled: u32,
    pub used: u32,
    pub left: u32,
    pub winning_points: u32,
    pub winning_points_left: u32,
    pub losing_stones: u32,
}

impl FillInSide {
    pub fn of(f: &rules::FillIn, c: rules::Color) -> FillInSide {
        let s = f.side(c);
        FillInSide {
            on_board: s.on_board,
            in_bowl: s.in_bowl,
            filled: s.filled,
            used: s.used,
            left: s.left,
            winning_points: s.winning_points,
            winning_points_left: s.winning_points_left,
            losing_stones: s.losing_stones,
        }
    }
}

/// The stones in the bowls after a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Bowls {
    pub black: u32,
    pub white: u32,
}

/// A value written as its `Display` (a `Place`: "in the A1 corner").
fn shown<T: Display, S: Serializer>(value: &Option<T>, s: S) -> Result<S::Ok, S::Error> {
    match value {
        Some(v) => s.collect_str(v),
        None => s.serialize_none(),
    }
}

/// One fill-in step: its code, the colour and points it is about, the bowls after it,
/// its caption's figures and its sentence.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct FillInStep {
    #[cfg_attr(
        feature = "ts",
        tsify(
            type = "'supply' | 'remove-dead' | 'bowls' | 'compensation' | 'penalty' | 'fill-territory' | 'fill-shared' | 'shared-left-empty' | 'winning-points' | 'left-in-bowls' | 'losing-stones' | 'difference'"
        )
    )]
    pub step: &'static str,
    pub color: Option<Color>,
    pub points: Vec<String>,
    pub stones: Option<u32>,
    /// Where winning points were gathered: `in the A1 corner`, `on the bottom side`,
    /// `together`.
    #[serde(serialize_with = "shown")]
    #[cfg_attr(feature = "ts", tsify(type = "string | null"))]
    pub place: Option<Place>,
    /// The bowls' stones after the step, when it is about them.
    pub bowls: Option<Bowls>,
    pub difference: Option<f64>,
    /// The step's caption, in the words it was made with.
    pub text: String,
    /// The figures the caption words (the app shows them as it counts).
    #[serde(skip)]
    #[cfg_attr(feature = "ts", tsify(skip))]
    pub caption: Caption,
}

impl FillInStep {
    /// `step`, one of `fill_in`'s steps; `outcome` is the count's result as the report
    /// gives it, which the last step names.
    pub fn of(
        step: &rules::FillInStep,
        fill_in: &rules::FillIn,
        outcome: Outcome,
        words: &dyn Words,
    ) -> FillInStep {
        use rules::FillInStep as S;
        let caption = Caption::of(step, fill_in, outcome);
        let base = FillInStep {
            step: step.code(),
            color: None,
            points: Vec::new(),
            stones: None,
            place: None,
            bowls: None,
            difference: None,
            text: words.step(step, caption),
            caption,
        };
        match step {
            S::Supply { stones_each } => FillInStep {
                stones: Some(*stones_each),
                bowls: Some(Bowls {
                    black: *stones_each,
                    white: *stones_each,
                }),
                ..base
            },
            S::Bowls { black, white } | S::LeftInBowls { black, white } => FillInStep {
                bowls: Some(Bowls {
                    black: black.stones,
                    white: white.stones,
                }),
                ..base
            },
            S::RemoveDead { color, points }
            | S::FillTerritory { color, points }
            | S::FillShared { color, points }
            | S::LosingStones { color, points } => FillInStep {
                color: Some((*color).into()),
                points: names(points),
                ..base
            },
            S::WinningPoints {
                color,
                points,
                place,
            } => FillInStep {
                color: Some((*color).into()),
                points: names(points),
                place: Some(*place),
                ..base
            },
            S::SharedLeftEmpty { point } => FillInStep {
                points: vec![point.to_string()],
                ..base
            },
            S::Compensation { to, stones, .. } => FillInStep {
                color: Some((*to).into()),
                stones: Some(*stones),
                ..base
            },
            S::Penalty {
                against, stones, ..
            } => FillInStep {
                color: Some((*against).into()),
                stones: Some(*stones),
                ..base
            },
            S::Difference {
                difference_half, ..
            } => FillInStep {
                difference: Some(half(*difference_half)),
                ..base
            },
        }
    }
}

/// Ing's fill-in count (C-2, C-3, B-4).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct FillIn {
    /// Each side's supply (B-4).
    pub stones_each: u32,
    pub black: FillInSide,
    pub white: FillInSide,
    pub shared: u32,
    pub shared_each: u32,
    pub shared_left_empty: Option<String>,
    pub compensation_to: Option<Color>,
    pub compensation_stones: u32,
    /// Compensation points no stone can show.
    pub compensation_remainder: f64,
    /// Black's lead by the seed's count: 1 per winning point left, 2 per losing,
    /// compensation or penalty stone.
    pub difference: f64,
    pub steps: Vec<FillInStep>,
}

impl FillIn {
    pub fn of(f: &rules::FillIn, outcome: Outcome, words: &dyn Words) -> FillIn {
        FillIn {
            stones_each: f.stones_each,
            black: FillInSide::of(f, rules::Color::Black),
            white: FillInSide::of(f, rules::Color::White),
            shared: f.shared,
            shared_each: f.shared_each,
            shared_left_empty: f.shared_left_empty.map(|p| p.to_string()),
            compensation_to: f.compensation_to.map(Color::from),
            compensation_stones: f.compensation_stones,
            compensation_remainder: half(f.compensation_remainder_half as i32),
            difference: half(f.difference_half()),
            steps: each(&f.steps, |step| FillInStep::of(step, f, outcome, words)),
        }
    }
}

/// A count: both sides' figures, the result, and under Ing the fill-in steps.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Score {
    /// `area`, `territory` or `fill-in`.
    #[cfg_attr(feature = "ts", tsify(type = "Scoring"))]
    pub method: &'static str,
    pub komi: f64,
    pub black: SideCount,
    pub white: SideCount,
    /// Empty points that count for nobody.
    pub shared: usize,
    /// Territory counting: the empty points in seki.
    pub seki: Vec<String>,
    /// The dead stones taken off (whole strings), sorted.
    pub dead: Vec<String>,
    /// Points White receives for a handicap.
    pub handicap_bonus: u32,
    /// The penalty points counted, each with who pays, how many and why.
    pub penalties: Vec<Penalty>,
    pub winner: Option<Color>,
    /// The winner's margin in points; 0 for a draw, null for no result or a result not
    /// counted (a resignation).
    pub margin: Option<f64>,
    /// As SGF's RE writes it: `B+3`, `W+0.5`, `Draw`, `B+R`, `Void`.
    pub result: String,
    /// Whether the game had ended when counted: a game in play is counted as its board
    /// stands (no dame filled, no stone dead unless named), which is no verdict.
    pub ended: bool,
    /// Who each point counts for, rows top first as `board()`.
    pub owners: Vec<Vec<Option<Color>>>,
    /// Ing's fill-in count, step by step (C-2, C-3, B-4); null under other methods.
    pub fill_in: Option<FillIn>,
}

impl Score {
    /// `score`, counted under `rules`; `outcome` the result reported (the count's, or a
    /// resignation's, a forfeit's, no result); `ended` whether play had stopped.
    pub fn of(
        score: &rules::Score,
        rules: &Ruleset,
        outcome: Outcome,
        ended: bool,
        words: &dyn Words,
    ) -> Score {
        Score {
            method: Method::of(rules.scoring).code(),
            komi: rules.komi.points(),
            black: SideCount::of(score, rules::Color::Black),
            white: SideCount::of(score, rules::Color::White),
            shared: score.shared,
            seki: names(&score.seki),
            dead: names(&score.dead().points()),
            handicap_bonus: score.handicap_bonus,
            penalties: each(&score.penalties, Penalty::of),
            winner: outcome.winner().map(Color::from),
            margin: outcome.margin(),
            result: outcome.result(),
            ended,
            owners: color_rows(score.size.get(), &|p| score.owner(p)),
            fill_in: score
                .fill_in
                .as_ref()
                .map(|f| FillIn::of(f, outcome, words)),
        }
    }
}
