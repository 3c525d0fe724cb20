//! `score()`: the rules crate counts (C-1..C-5); this module only picks the method,
//! hands over the dead stones (the game gives its prisoners and handicap), and writes
//! the count down in the API's shape, Ing's fill-in steps included, each said in the
//! game's language by the catalogue the app captions them with.

use hotstone_rules::{
    count, Adjustments, Color, DeadStones, FillIn, FillInStep, Game, GameResult, Method, Outcome,
    Ruleset, Score,
};

use crate::input::{ApiError, Checked, ScoreOptions};
use crate::json::{Json, ToJson};
use crate::lang::{self, Caption, Lang};
use crate::view::{color_name, color_rows, each, names};

fn half(h: i32) -> f64 {
    f64::from(h) / 2.0
}

#[derive(Debug, Clone, PartialEq)]
pub struct SideView {
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

#[derive(Debug, Clone, PartialEq)]
pub struct ScoreView {
    /// `area`, `territory` or `fill-in`.
    pub method: &'static str,
    pub komi: f64,
    pub black: SideView,
    pub white: SideView,
    /// Empty points that count for nobody.
    pub shared: usize,
    /// Territory counting: the empty points in seki.
    pub seki: Vec<String>,
    /// The dead stones taken off (whole strings), sorted.
    pub dead: Vec<String>,
    /// Points White receives for a handicap.
    pub handicap_bonus: u32,
    /// The penalty points counted, each with who pays, how many and why.
    pub penalties: Vec<PenaltyView>,
    pub winner: Option<&'static str>,
    /// The winner's margin in points; null for a draw by count is 0, for no result null.
    pub margin: Option<f64>,
    /// As SGF's RE writes it: `B+3`, `W+0.5`, `Draw`, `B+R`, `Void`.
    pub result: String,
    /// Whether the game had ended when counted: a game in play is counted as its board
    /// stands (no dame filled, no stone dead unless named), which is no verdict.
    pub ended: bool,
    /// Who each point counts for, rows top first as `board()`.
    pub owners: Vec<Vec<Option<&'static str>>>,
    /// Ing's fill-in count, step by step (C-2, C-3, B-4); null under other methods.
    pub fill_in: Option<FillInView>,
}

/// A penalty as `score()` shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct PenaltyView {
    pub against: &'static str,
    pub points: u32,
    /// `move-order`, `consultation` or `time` (T-2).
    pub reason: &'static str,
    pub requirement: &'static str,
}

#[derive(Debug, Clone, PartialEq)]
pub struct FillSideView {
    pub on_board: u32,
    pub in_bowl: u32,
    pub filled: u32,
    pub used: u32,
    pub left: u32,
    pub winning_points: u32,
    pub winning_points_left: u32,
    pub losing_stones: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub struct FillInView {
    /// Each side's supply (B-4).
    pub stones_each: u32,
    pub black: FillSideView,
    pub white: FillSideView,
    pub shared: u32,
    pub shared_each: u32,
    pub shared_left_empty: Option<String>,
    pub compensation_to: Option<&'static str>,
    pub compensation_stones: u32,
    /// Compensation points no stone can show.
    pub compensation_remainder: f64,
    /// Black's lead by the seed's count: 1 per winning point left, 2 per losing,
    /// compensation or penalty stone.
    pub difference: f64,
    pub steps: Vec<StepView>,
}

/// One fill-in step: its code, the colour and points it is about, and a sentence in the
/// game's language.
#[derive(Debug, Clone, PartialEq)]
pub struct StepView {
    pub step: &'static str,
    pub color: Option<&'static str>,
    pub points: Vec<String>,
    pub stones: Option<u32>,
    /// Where winning points were gathered: `in the A1 corner`, `on the bottom side`,
    /// `together`.
    pub place: Option<String>,
    /// The bowls' stones after the step, when it is about them.
    pub bowls: Option<BowlsView>,
    pub difference: Option<f64>,
    /// The app's caption of the step (hotstone-i18n), in the game's language.
    pub text: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct BowlsView {
    pub black: u32,
    pub white: u32,
}

fn side_view(score: &Score, c: Color) -> SideView {
    let s = score.side(c);
    SideView {
        stones: s.stones,
        territory: s.territory,
        prisoners: s.prisoners,
        dead: s.dead,
        area: s.area(),
        points: half(score.points_half(c)),
    }
}

fn fill_side(f: &FillIn, c: Color) -> FillSideView {
    let s = f.side(c);
    FillSideView {
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

/// `outcome` is the count's result as the score reports it, which the last step names.
fn step_view(step: &FillInStep, f: &FillIn, outcome: Outcome, lang: Lang) -> StepView {
    let base = StepView {
        step: step.code(),
        color: None,
        points: Vec::new(),
        stones: None,
        place: None,
        bowls: None,
        difference: None,
        text: lang::caption(lang, Caption::of(step, f, outcome)),
    };
    match step {
        FillInStep::Supply { stones_each } => StepView {
            stones: Some(*stones_each),
            bowls: Some(BowlsView {
                black: *stones_each,
                white: *stones_each,
            }),
            ..base
        },
        FillInStep::Bowls { black, white } | FillInStep::LeftInBowls { black, white } => StepView {
            bowls: Some(BowlsView {
                black: black.stones,
                white: white.stones,
            }),
            ..base
        },
        FillInStep::RemoveDead { color, points }
        | FillInStep::FillTerritory { color, points }
        | FillInStep::FillShared { color, points }
        | FillInStep::LosingStones { color, points } => StepView {
            color: Some(color_name(*color)),
            points: names(points),
            ..base
        },
        FillInStep::WinningPoints {
            color,
            points,
            place,
        } => StepView {
            color: Some(color_name(*color)),
            points: names(points),
            place: Some(place.to_string()),
            ..base
        },
        FillInStep::SharedLeftEmpty { point } => StepView {
            points: vec![point.to_string()],
            ..base
        },
        FillInStep::Compensation { to, stones, .. } => StepView {
            color: Some(color_name(*to)),
            stones: Some(*stones),
            ..base
        },
        FillInStep::Penalty {
            against, stones, ..
        } => StepView {
            color: Some(color_name(*against)),
            stones: Some(*stones),
            ..base
        },
        FillInStep::Difference {
            difference_half, ..
        } => StepView {
            difference: Some(half(*difference_half)),
            ..base
        },
    }
}

fn fill_in_view(f: &FillIn, outcome: Outcome, lang: Lang) -> FillInView {
    FillInView {
        stones_each: f.stones_each,
        black: fill_side(f, Color::Black),
        white: fill_side(f, Color::White),
        shared: f.shared,
        shared_each: f.shared_each,
        shared_left_empty: f.shared_left_empty.map(|p| p.to_string()),
        compensation_to: f.compensation_to.map(color_name),
        compensation_stones: f.compensation_stones,
        compensation_remainder: half(f.compensation_remainder_half as i32),
        difference: half(f.difference_half()),
        steps: each(&f.steps, |step| step_view(step, f, outcome, lang)),
    }
}

/// Counts the game's position: the dead strings through `options.dead` are taken off,
/// under `options.method` or the ruleset's own. A game that ended without result keeps
/// no result (K-5), whatever the count, and its fill-in steps say so too. Sentences are
/// in `lang`. `forfeit`: a record's illegal move that decided the game (E-4).
pub fn score(
    game: &Game,
    options: &ScoreOptions,
    lang: Lang,
    forfeit: Option<Outcome>,
) -> Checked<ScoreView> {
    let board = game.board();
    let dead = DeadStones::from_points(board, options.dead.iter().copied())
        .map_err(|e| ApiError::new(format!("dead: {e}")))?;
    let rules = Ruleset {
        scoring: options.method.unwrap_or(game.rules().scoring),
        ..*game.rules()
    };
    let adjustments = Adjustments {
        penalties: options.penalties.clone(),
        ..Adjustments::of(game)
    };
    let score = count(board, &dead, &rules, &adjustments)
        .map_err(|e| ApiError::new(lang::count_error(lang, &e)))?;
    // A resignation, a loss on time or no result decided the game; the count shows the
    // position beside it.
    let outcome = forfeit
        .or_else(|| GameResult::decided(game))
        .unwrap_or(score.outcome);
    let size = board.size();
    let n = size.get();
    let owners = color_rows(n, &|p| score.owner(p));
    Ok(ScoreView {
        method: Method::of(rules.scoring).code(),
        komi: rules.komi.points(),
        black: side_view(&score, Color::Black),
        white: side_view(&score, Color::White),
        shared: score.shared,
        seki: names(&score.seki),
        dead: names(&score.dead().points()),
        handicap_bonus: score.handicap_bonus,
        penalties: each(&score.penalties, |p| PenaltyView {
            against: color_name(p.against),
            points: p.points,
            reason: p.reason.code(),
            requirement: p.reason.requirement(),
        }),
        winner: outcome.winner().map(color_name),
        margin: outcome.margin(),
        result: outcome.result(),
        ended: game.end().is_some(),
        owners,
        fill_in: score
            .fill_in
            .as_ref()
            .map(|f| fill_in_view(f, outcome, lang)),
    })
}

// The fields in the order and with the names the API gives them (docs/js-api.md).

impl ToJson for SideView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("stones", &self.stones)
            .field("territory", &self.territory)
            .field("prisoners", &self.prisoners)
            .field("dead", &self.dead)
            .field("area", &self.area)
            .field("points", &self.points)
            .close('}');
    }
}

impl ToJson for ScoreView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("method", &self.method)
            .field("komi", &self.komi)
            .field("black", &self.black)
            .field("white", &self.white)
            .field("shared", &self.shared)
            .field("seki", &self.seki)
            .field("dead", &self.dead)
            .field("handicapBonus", &self.handicap_bonus)
            .field("penalties", &self.penalties)
            .field("winner", &self.winner)
            .field("margin", &self.margin)
            .field("result", &self.result)
            .field("ended", &self.ended)
            .field("owners", &self.owners)
            .field("fillIn", &self.fill_in)
            .close('}');
    }
}

impl ToJson for PenaltyView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("against", &self.against)
            .field("points", &self.points)
            .field("reason", &self.reason)
            .field("requirement", &self.requirement)
            .close('}');
    }
}

impl ToJson for FillSideView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("onBoard", &self.on_board)
            .field("inBowl", &self.in_bowl)
            .field("filled", &self.filled)
            .field("used", &self.used)
            .field("left", &self.left)
            .field("winningPoints", &self.winning_points)
            .field("winningPointsLeft", &self.winning_points_left)
            .field("losingStones", &self.losing_stones)
            .close('}');
    }
}

impl ToJson for FillInView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("stonesEach", &self.stones_each)
            .field("black", &self.black)
            .field("white", &self.white)
            .field("shared", &self.shared)
            .field("sharedEach", &self.shared_each)
            .field("sharedLeftEmpty", &self.shared_left_empty)
            .field("compensationTo", &self.compensation_to)
            .field("compensationStones", &self.compensation_stones)
            .field("compensationRemainder", &self.compensation_remainder)
            .field("difference", &self.difference)
            .field("steps", &self.steps)
            .close('}');
    }
}

impl ToJson for StepView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("step", &self.step)
            .field("color", &self.color)
            .field("points", &self.points)
            .field("stones", &self.stones)
            .field("place", &self.place)
            .field("bowls", &self.bowls)
            .field("difference", &self.difference)
            .field("text", &self.text)
            .close('}');
    }
}

impl ToJson for BowlsView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("black", &self.black)
            .field("white", &self.white)
            .close('}');
    }
}
