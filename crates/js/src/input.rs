//! Checking what a caller passed (`crate::args`, as serde read it): points (`"C3"` or
//! `{x, y}`), the game's options, rule axes, dead stones. Each check names what was
//! wrong and what is allowed, so that a programmer error becomes a JavaScript `Error`
//! with a useful sentence, and nothing unchecked reaches the rules.

use core::fmt;

use hotstone_rules::{
    BoardSize, CaptureGoal, Color, HandicapBonus, HandicapCompensation, HandicapStyle, KoRule,
    Komi, Point, Preset, Ruleset, Scoring, Suicide,
};
use serde::de::DeserializeOwned;

use crate::args::{self, PointInput, RuleAxes, RulesInput};
use crate::given::{named, names, number, Each, Given, List, Object};
use crate::lang::Lang;

/// A programmer error: what was wrong and what is allowed. Thrown as a JavaScript
/// `Error` with this message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError(pub String);

impl ApiError {
    pub fn new(message: impl Into<String>) -> ApiError {
        ApiError(message.into())
    }

    /// Prefixes the method the error came from: `play: ...`.
    pub fn during(self, method: &str) -> ApiError {
        ApiError(format!("{method}: {}", self.0))
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

pub type Checked<T> = Result<T, ApiError>;

/// A whole number within `range`, or an error naming `what` and the range.
pub fn whole(value: &Given, what: &str, min: i64, max: i64) -> Checked<i64> {
    match value {
        Given::Number(n) if n.fract() == 0.0 && (min as f64..=max as f64).contains(n) => {
            Ok(*n as i64)
        }
        other => Err(ApiError::new(format!(
            "{what} must be a whole number from {min} to {max}; got {other}"
        ))),
    }
}

/// One of `T`'s names (a unit enum of `crate::args`), or an error listing them.
fn choice<T: DeserializeOwned>(value: &Given, what: &str) -> Checked<T> {
    match value {
        Given::Text(s) => named::<T>(s).ok(),
        _ => None,
    }
    .ok_or_else(|| {
        ApiError::new(format!(
            "{what} must be one of {}; got {value}",
            quoted(names::<T>())
        ))
    })
}

/// `'a', 'b', 'c'`.
pub fn quoted(names: &[&str]) -> String {
    let mut out = String::new();
    for (k, n) in names.iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        out.push('\'');
        out.push_str(n);
        out.push('\'');
    }
    out
}

pub fn size(value: &Given) -> Checked<BoardSize> {
    let n = whole(
        value,
        "size",
        i64::from(BoardSize::MIN),
        i64::from(BoardSize::MAX),
    )?;
    BoardSize::new(n).map_err(|e| ApiError::new(e.to_string()))
}

/// A point: a name as on the board (`"C3"`, no I, row 1 at the bottom) or `{x, y}`,
/// 0-based from the top-left as @sabaki/go-board counts.
pub fn point(value: &PointInput, size: BoardSize) -> Checked<Point> {
    let n = size.get();
    match value {
        // The rules crate also reads "E05" and " e5 " (for the command line and SGF
        // tools); a point here is written as the board writes it, in either case, as
        // docs/js-api.md says (the JS developer's review): one letter and the row's
        // digits, no more characters than the name.
        PointInput::Name(name) => match size.parse_point(name) {
            Ok(p) if name.len() == 2 + usize::from(p.row() >= 9) => Ok(p),
            Ok(p) => Err(ApiError::new(format!(
                "{} is not written as on the board: write {p} (no leading zero, no spaces)",
                crate::given::text_shown(name)
            ))),
            Err(e) => Err(ApiError::new(format!(
                "{e}; or give {{x, y}} counted from 0 at the top-left"
            ))),
        },
        PointInput::XY(xy) => {
            let last = i64::from(n) - 1;
            let x = whole(&xy.x, "a point's x", 0, last)?;
            let y = whole(&xy.y, "a point's y", 0, last)?;
            // y counts rows from the top; the rules count them from the bottom.
            Point::new(x as u8, (last - y) as u8)
                .ok_or_else(|| ApiError::new("a point is off the board"))
        }
        // @sabaki/go-board's own vertex is an array [x, y]: say how to hand it over.
        PointInput::Other(Given::List) => Err(ApiError::new(
            "a point is a name such as \"C3\" or an object {x, y}; got an array \
             (for @sabaki/go-board's [x, y], pass {x, y})",
        )),
        PointInput::Other(other) => Err(ApiError::new(format!(
            "a point is a name such as \"C3\" or an object {{x, y}}; got {other}"
        ))),
    }
}

/// Many points, each named by its place in the list (`dead[1]: ...`).
pub fn points(given: &List<PointInput>, size: BoardSize, what: &str) -> Checked<Vec<Point>> {
    let values = given.0.as_ref().map_err(|other| {
        ApiError::new(format!(
            "{what} must be an array of points such as [\"C3\", {{x: 2, y: 6}}]; got {other}"
        ))
    })?;
    let mut points = Vec::with_capacity(values.len());
    for (i, v) in values.iter().enumerate() {
        points.push(point(v, size).map_err(|e| ApiError::new(format!("{what}[{i}]: {e}")))?);
    }
    Ok(points)
}

pub fn color(value: &Given, what: &str) -> Checked<Color> {
    match value {
        Given::Text(s) => Color::parse(s),
        _ => None,
    }
    .ok_or_else(|| ApiError::new(format!("{what} must be 'black' or 'white'; got {value}")))
}

/// Komi in points, in steps of 0.5 (the rules crate's check).
pub fn komi(value: &Given) -> Checked<Komi> {
    match value {
        Given::Number(n) => Komi::parse(&number(*n)).map_err(|e| ApiError::new(e.to_string())),
        other => Err(ApiError::new(format!(
            "komi must be a number of points in steps of 0.5, such as 6.5; got {other}"
        ))),
    }
}

/// The `lang` option: a language tag, or English when left out.
pub fn lang(value: &Given) -> Checked<Lang> {
    match value {
        Given::Missing => Ok(Lang::En),
        v => lang_tag(v),
    }
}

/// A language tag (`'de'`, `'de-AT'`); `game.lang = null` is refused as any other value
/// that is no language (the JS developer's review: it became English unsaid).
pub fn lang_tag(value: &Given) -> Checked<Lang> {
    match value {
        Given::Text(tag) => Lang::from_tag(tag),
        _ => None,
    }
    .ok_or_else(|| ApiError::new(format!("lang must be 'en', 'de' or 'ja'; got {value}")))
}

/// The presets' names, the rules crate's (`args::PresetName` declares them, a test
/// keeps the two the same): no reader of `PresetName`'s own is in the package.
pub fn presets() -> Vec<&'static str> {
    Preset::ALL.iter().map(|p| p.name()).collect()
}

// The axes' names as `game.rules` reports them: the report's, read back here.
pub use hotstone_report::{
    handicap_bonus_name, handicap_style_name, ko_rule_name, scoring_name, suicide_name,
};

pub fn handicap_style(value: &Given, what: &str) -> Checked<HandicapStyle> {
    Ok(match choice(value, what)? {
        args::HandicapStyle::Fixed => HandicapStyle::Fixed,
        args::HandicapStyle::Free => HandicapStyle::Free,
        args::HandicapStyle::IngMoves => HandicapStyle::IngMoves,
    })
}

pub fn scoring(value: &Given, what: &str) -> Checked<Scoring> {
    Ok(match choice(value, what)? {
        args::Scoring::Area => Scoring::Area,
        args::Scoring::Territory => Scoring::Territory,
        args::Scoring::FillIn => Scoring::IngFillIn,
    })
}

/// A preset by its name, or an error listing the names (`what` names the field).
fn preset(name: &str, what: &str, or: &str) -> Checked<Preset> {
    // The name is shown as `describe` shows a string (cut, no control characters),
    // not as the rules crate's message repeats it whole.
    Preset::from_name(name).map_err(|_| {
        ApiError::new(format!(
            "{what}: unknown ruleset {}: accepted are {}, or {or}",
            crate::given::text_shown(name),
            quoted(&presets())
        ))
    })
}

/// The rules: a preset's name, or an object of axes. Returns the preset when one was
/// named (an SGF record's RU says it).
pub fn rules(value: &RulesInput) -> Checked<(Ruleset, Option<Preset>)> {
    match value {
        RulesInput::Missing => Ok((Preset::Simple.ruleset(), Some(Preset::Simple))),
        RulesInput::Name(name) => preset(name, "rules", "an object of axes {ko, suicide, scoring}")
            .map(|p| (p.ruleset(), Some(p))),
        RulesInput::Axes(given) => {
            let ruleset = axes(given)?;
            let preset = named_preset(given, &ruleset)?;
            let goal = preset.and_then(|p| p.ruleset().capture_goal);
            let goal = ruleset.capture_goal.or(goal);
            Ok((ruleset.with_capture_goal(goal), preset))
        }
        RulesInput::Other(other) => Err(ApiError::new(format!(
            "rules must be a preset's name ({}) or an object of axes {{ko, suicide, scoring}}; got {other}",
            quoted(&presets())
        ))),
    }
}

/// The preset an object of axes names in `name`, as `game.rules` reports it, so that a
/// game's rules can be given back as they are (and a record written with them says its
/// RU): the preset's own axes, its komi and handicap style aside (as `new Game`'s `komi`
/// and `handicapStyle` options give them). `null` or no `name`: rules of one's own.
fn named_preset(given: &RuleAxes, ruleset: &Ruleset) -> Checked<Option<Preset>> {
    let name = match &given.name {
        Given::Missing => return Ok(None),
        Given::Text(name) => name,
        other => {
            return Err(ApiError::new(format!(
                "rules.name must be a preset's name or null; got {other}"
            )))
        }
    };
    let preset = preset(name, "rules.name", "null for rules of your own")?;
    // Capture Go's goal is the game's, as its komi is (L-4): `rules()` gives the
    // preset's to axes that name Capture Go without one.
    let preset_goal = preset.ruleset().capture_goal;
    let given = ruleset.with_capture_goal(ruleset.capture_goal.or(preset_goal));
    let own = Ruleset {
        komi: ruleset.komi,
        handicap: ruleset.handicap,
        ..preset.ruleset()
    }
    .with_capture_goal(preset_goal.and(given.capture_goal));
    if own != given {
        return Err(ApiError::new(format!(
            "rules.name '{}' names other axes than the ones given: leave it out (or null) for rules of your own",
            preset.name()
        )));
    }
    Ok(Some(preset))
}

/// An object of axes: `ko`, `suicide` and `scoring` are needed; `komi`, `handicapStyle`,
/// `handicapBonus` and `tieWinner` are optional, and `name` (a preset's, or null) is
/// checked by `named_preset`.
fn axes(given: &RuleAxes) -> Checked<Ruleset> {
    let ko = match choice(&given.ko, "rules.ko")? {
        args::KoRule::Basic => KoRule::Basic,
        args::KoRule::PositionalSuperko => KoRule::PositionalSuperko,
        args::KoRule::SituationalSuperko => KoRule::SituationalSuperko,
        args::KoRule::Ing => KoRule::Ing,
    };
    let suicide = match choice(&given.suicide, "rules.suicide")? {
        args::SuicideRule::Forbidden => Suicide::Forbidden,
        args::SuicideRule::MultiStoneOnly => Suicide::MultiStoneOnly,
        args::SuicideRule::Allowed => Suicide::Allowed,
    };
    let scoring = scoring(&given.scoring, "rules.scoring")?;
    // Inside the rules object, its fields are named as `rules.komi`, as the others are.
    let komi = match &given.komi {
        Given::Missing => Komi::from_half_points(0),
        v => komi(v).map_err(|e| ApiError(format!("rules.{}", e.0)))?,
    };
    let handicap = match &given.handicap_style {
        Given::Missing => HandicapStyle::Fixed,
        v => handicap_style(v, "rules.handicapStyle")?,
    };
    let bonus = match &given.handicap_bonus {
        Given::Missing => HandicapBonus::Zero,
        v => match choice(v, "rules.handicapBonus")? {
            args::HandicapBonus::None => HandicapBonus::Zero,
            args::HandicapBonus::N => HandicapBonus::N,
            args::HandicapBonus::NMinusOne => HandicapBonus::NMinusOne,
        },
    };
    let tie_winner = match &given.tie_winner {
        Given::Missing => None,
        v => Some(color(v, "rules.tieWinner")?),
    };
    let capture_goal = match &given.capture_goal {
        Given::Missing => None,
        v => Some(capture_goal(v, "rules.captureGoal")?),
    };
    Ok(Ruleset {
        ko,
        suicide,
        scoring,
        komi,
        handicap,
        handicap_compensation: HandicapCompensation { bonus, tie_winner },
        capture_goal,
    })
}

/// Capture Go's goal (L-4): a whole number of stones from 1 to 10 (`whole` checks it,
/// so the rules crate's error, and its words, stay out of the package).
fn capture_goal(value: &Given, what: &str) -> Checked<CaptureGoal> {
    let n = whole(value, what, 1, i64::from(CaptureGoal::MAX))?;
    Ok(CaptureGoal::new(n as u32).unwrap_or(CaptureGoal::FIRST))
}

/// What `new Game(options)` asks for, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct GameOptions {
    pub size: BoardSize,
    pub rules: Ruleset,
    pub preset: Option<Preset>,
    pub handicap: u32,
    pub lang: Lang,
}

/// The options object itself: an object, or nothing for the defaults.
fn object<'a, T>(given: &'a Object<T>, such_as: &str) -> Checked<Option<&'a T>> {
    match &given.0 {
        Ok(options) => Ok(options.as_ref()),
        Err(other) => Err(ApiError::new(format!(
            "the options must be an object such as {such_as}; got {other}"
        ))),
    }
}

pub fn game_options(given: &Object<args::GameOptions>) -> Checked<GameOptions> {
    let given = object(given, "{ size: 19, rules: 'ing' }")?;
    let none = args::GameOptions::default();
    let given = given.unwrap_or(&none);
    let size = match &given.size {
        Given::Missing => BoardSize::NINETEEN,
        v => size(v)?,
    };
    let (mut rules, preset) = rules(&given.rules)?;
    if !given.komi.is_missing() {
        rules.komi = komi(&given.komi)?;
    }
    if !given.handicap_style.is_missing() {
        rules.handicap = handicap_style(&given.handicap_style, "handicapStyle")?;
    }
    if !given.captures.is_missing() {
        // The goal of Capture Go only (L-4): the full game has none to set.
        if rules.capture_goal.is_none() {
            return Err(ApiError::new(
                "captures is Capture Go's goal: give it with rules: 'capture-go'",
            ));
        }
        rules.capture_goal = Some(capture_goal(&given.captures, "captures")?);
    }
    let handicap = match &given.handicap {
        Given::Missing => 0,
        v => whole(
            v,
            "handicap",
            0,
            i64::from(size.get()) * i64::from(size.get()) - 1,
        )? as u32,
    };
    // No komi given: a preset's komi for this handicap (its even-game komi is for even
    // games, C-3); an object of axes keeps its own, also one that names its preset.
    let named = matches!(given.rules, RulesInput::Name(_) | RulesInput::Missing);
    if let (Some(p), true, true) = (preset, named, given.komi.is_missing()) {
        rules.komi = p.komi_for(handicap);
    }
    Ok(GameOptions {
        size,
        rules,
        preset,
        handicap,
        lang: lang(&given.lang)?,
    })
}

/// What `Game.fromSgf(text, options)` may override.
#[derive(Debug, Clone, PartialEq)]
pub struct SgfOptions {
    pub rules: Option<(Ruleset, Option<Preset>)>,
    pub komi: Option<Komi>,
    pub lang: Lang,
}

pub fn sgf_options(given: &Object<args::SgfOptions>) -> Checked<SgfOptions> {
    let Some(given) = object(given, "{ rules: 'ing', komi: 7.5 }")? else {
        return Ok(SgfOptions {
            rules: None,
            komi: None,
            lang: Lang::En,
        });
    };
    Ok(SgfOptions {
        rules: match &given.rules {
            RulesInput::Missing => None,
            v => Some(rules(v)?),
        },
        komi: match &given.komi {
            Given::Missing => None,
            v => Some(komi(v)?),
        },
        lang: lang(&given.lang)?,
    })
}

/// How `score()` counts.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoreOptions {
    pub method: Option<Scoring>,
    pub dead: Vec<Point>,
    /// X-3's offences at the seed's price, counted with their reasons.
    pub penalties: Vec<hotstone_rules::Penalty>,
}

/// `penalties: [{ color: 'black', offence: 'move-order' }]`: a team's offences in a
/// school-team game (000, X-3), each at the seed's price (1 and 10 points).
fn penalties(given: &List<Each<args::PenaltyInput>>) -> Checked<Vec<hotstone_rules::Penalty>> {
    use hotstone_rules::{Penalty, PenaltyReason};
    const SUCH_AS: &str = "{ color: 'black', offence: 'move-order' }";
    let given = given.0.as_ref().map_err(|other| {
        ApiError::new(format!(
            "penalties must be an array such as [{SUCH_AS}]; got {other}"
        ))
    })?;
    let mut penalties = Vec::with_capacity(given.len());
    for (i, Each(item)) in given.iter().enumerate() {
        let what = format!("penalties[{i}]");
        let item = item.as_ref().map_err(|other| {
            ApiError::new(format!(
                "{what} must be an object such as {SUCH_AS}; got {other}"
            ))
        })?;
        let against = color(&item.color, &format!("{what}.color"))?;
        let reason = match choice(&item.offence, &format!("{what}.offence"))? {
            args::Offence::MoveOrder => PenaltyReason::MoveOrder,
            args::Offence::Consultation => PenaltyReason::Consultation,
        };
        penalties.push(
            Penalty::offence(against, reason)
                .ok_or_else(|| ApiError::new(format!("{what}: no price for this offence")))?,
        );
    }
    Ok(penalties)
}

pub fn score_options(given: &Object<args::ScoreOptions>, size: BoardSize) -> Checked<ScoreOptions> {
    let Some(given) = object(given, "{ method: 'fill-in', dead: ['C3'] }")? else {
        return Ok(ScoreOptions {
            method: None,
            dead: Vec::new(),
            penalties: Vec::new(),
        });
    };
    let method = match &given.method {
        Given::Missing => None,
        v => Some(scoring(v, "method")?),
    };
    Ok(ScoreOptions {
        method,
        dead: points(&given.dead, size, "dead")?,
        penalties: penalties(&given.penalties)?,
    })
}

/// Arguments in tests: built as JSON values, read from their text as the API reads them.
#[cfg(test)]
pub mod build {
    use super::*;
    pub use serde_json::Value;

    pub fn num(n: f64) -> Value {
        serde_json::json!(n)
    }

    pub fn text(s: &str) -> Value {
        Value::String(s.to_string())
    }

    pub fn obj(fields: &[(&str, Value)]) -> Value {
        Value::Object(
            fields
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        )
    }

    pub fn xy(x: f64, y: f64) -> Value {
        obj(&[("x", num(x)), ("y", num(y))])
    }

    fn read<T: crate::args::Argument>(v: &Value) -> Checked<T> {
        crate::cross::from_json(&v.to_string()).map_err(ApiError)
    }

    pub fn game_options(v: &Value) -> Checked<super::GameOptions> {
        super::game_options(&read(v)?)
    }

    pub fn sgf_options(v: &Value) -> Checked<super::SgfOptions> {
        super::sgf_options(&read(v)?)
    }

    pub fn score_options(v: &Value, size: BoardSize) -> Checked<super::ScoreOptions> {
        super::score_options(&read(v)?, size)
    }

    pub fn point(v: &Value, size: BoardSize) -> Checked<Point> {
        super::point(&read(v)?, size)
    }

    pub fn points(v: &Value, size: BoardSize, what: &str) -> Checked<Vec<Point>> {
        super::points(&read(v)?, size, what)
    }

    pub fn rules(v: &Value) -> Checked<(Ruleset, Option<Preset>)> {
        super::rules(&read(v)?)
    }
}

#[cfg(test)]
mod tests {
    use super::build::*;
    use super::{
        args, handicap_bonus_name, handicap_style_name, ko_rule_name, lang_tag, names, presets,
        scoring_name, suicide_name, BoardSize, Color, Given, HandicapStyle, KoRule, Lang, Point,
        Preset, Suicide,
    };

    fn nine() -> BoardSize {
        BoardSize::NINE
    }

    #[test]
    fn b1_points_by_name_and_by_xy_from_the_top_left() {
        let c3 = Point::parse("C3").unwrap();
        assert_eq!(point(&text("C3"), nine()), Ok(c3));
        // C3 on 9x9: column 2, row 3 from the bottom = y 6 from the top.
        assert_eq!(point(&xy(2.0, 6.0), nine()), Ok(c3));
        assert_eq!(
            point(&xy(0.0, 0.0), nine()),
            Ok(Point::parse("A9").unwrap())
        );
    }

    #[test]
    fn b1_bad_points_say_what_is_allowed() {
        let e = point(&text("Z99"), nine()).unwrap_err().0;
        assert!(e.contains("Z99") && e.contains("{x, y}"), "{e}");
        let e = point(&text("I3"), nine()).unwrap_err().0;
        assert!(e.contains("skip I"), "{e}");
        // The rules crate reads these for the command line; the API takes names only as
        // the board writes them (either case).
        for lenient in ["E05", " E5", "E5 ", "e005"] {
            let e = point(&text(lenient), nine()).unwrap_err().0;
            assert!(
                e.contains("is not written as on the board: write E5"),
                "{e}"
            );
        }
        assert_eq!(point(&text("e5"), nine()), point(&text("E5"), nine()));
        let e = point(&xy(9.0, 0.0), nine()).unwrap_err().0;
        assert!(e.contains("from 0 to 8") && e.contains("got 9"), "{e}");
        let e = point(&xy(1.5, 0.0), nine()).unwrap_err().0;
        assert!(e.contains("whole number"), "{e}");
        let e = point(&obj(&[("x", num(1.0)), ("row", num(2.0))]), nine())
            .unwrap_err()
            .0;
        assert!(e.contains("'row'"), "{e}");
        let e = point(&num(3.0), nine()).unwrap_err().0;
        assert!(e.contains("\"C3\""), "{e}");
        let e = points(&text("C3"), nine(), "dead").unwrap_err().0;
        assert!(e.contains("array"), "{e}");
        let e = points(&Value::Array(vec![text("C3"), text("X")]), nine(), "dead")
            .unwrap_err()
            .0;
        assert!(e.starts_with("dead[1]"), "{e}");
    }

    /// penalties at the seed's price; a wrong offence or colour says what is allowed.
    #[test]
    fn x3_penalties_at_the_seed_s_price() {
        let given = |items: Vec<Value>| {
            score_options(&obj(&[("penalties", Value::Array(items))]), nine()).map(|o| o.penalties)
        };
        let item = |c: &str, o: &str| obj(&[("color", text(c)), ("offence", text(o))]);
        let p = given(vec![
            item("white", "move-order"),
            item("black", "consultation"),
        ])
        .unwrap();
        assert_eq!(p.iter().map(|p| p.points).collect::<Vec<_>>(), [1, 10]);
        assert_eq!(p[0].against, Color::White);
        let e = given(vec![item("black", "time")]).unwrap_err().0;
        assert!(
            e.starts_with("penalties[0].offence") && e.contains("'consultation'"),
            "{e}"
        );
        let e = given(vec![item("red", "move-order")]).unwrap_err().0;
        assert!(e.contains("penalties[0].color"), "{e}");
    }

    #[test]
    fn options_default_and_check_every_field() {
        let o = game_options(&Value::Null).unwrap();
        assert_eq!(o.size.get(), 19);
        assert_eq!(o.preset, Some(Preset::Simple));
        let o = game_options(&obj(&[
            ("size", num(9.0)),
            ("rules", text("ing")),
            ("komi", num(7.5)),
            ("handicap", num(3.0)),
            ("handicapStyle", text("fixed")),
            ("lang", text("de")),
        ]))
        .unwrap();
        assert_eq!(o.rules.ko, KoRule::Ing);
        assert_eq!(o.rules.komi.half_points(), 15);
        assert_eq!(o.rules.handicap, HandicapStyle::Fixed);
        assert_eq!(o.handicap, 3);
        assert_eq!(o.lang, Lang::De);

        // C-3: without a komi, a handicap game under a preset has no even-game komi.
        let komi = |fields: &[(&str, Value)]| game_options(&obj(fields)).unwrap().rules.komi;
        let ing = || ("rules", text("ing"));
        assert_eq!(komi(&[ing()]).half_points(), 16);
        assert_eq!(komi(&[ing(), ("handicap", num(3.0))]).half_points(), 0);
        let japanese = || ("rules", text("japanese"));
        assert_eq!(komi(&[japanese(), ("handicap", num(2.0))]).half_points(), 1);
        let given = komi(&[japanese(), ("handicap", num(2.0)), ("komi", num(6.5))]);
        assert_eq!(given.half_points(), 13, "a komi given stands");
        let err = |v: Value| game_options(&v).unwrap_err().0;
        assert!(err(obj(&[("size", num(30.0))])).contains("from 2 to 25; got 30"));
        assert!(err(obj(&[("rules", text("korean"))])).contains("tromp-taylor"));
        assert!(err(obj(&[("komi", num(6.3))])).contains("0.5"));
        assert!(err(obj(&[("komi", text("6.5"))])).contains("got \"6.5\""));
        assert!(err(obj(&[("lang", text("fr"))])).contains("'ja'"));
        // Left out (or null) the option is English; the setter's value must be a tag.
        assert_eq!(super::lang(&Given::Missing), Ok(Lang::En));
        let e = lang_tag(&Given::Missing).unwrap_err().0;
        assert!(e.ends_with("'en', 'de' or 'ja'; got nothing"), "{e}");
        assert!(err(obj(&[("handicapStyle", text("chinese"))])).contains("'ing-moves'"));
        assert!(err(obj(&[("sise", num(9.0))])).contains("'sise'"));
        assert!(err(num(9.0)).contains("an object"));
        // Inside a rules object its fields are named as rules' fields.
        let axes = |field: &str, v: Value| {
            err(obj(&[(
                "rules",
                obj(&[
                    ("ko", text("basic")),
                    ("suicide", text("forbidden")),
                    ("scoring", text("area")),
                    (field, v),
                ]),
            )]))
        };
        assert!(axes("komi", num(6.3)).starts_with("rules.komi '6.3'"));
        assert!(axes("handicapStyle", text("x")).starts_with("rules.handicapStyle must be"));
    }

    #[test]
    fn rules_as_an_object_of_axes() {
        let (r, preset) = rules(&obj(&[
            ("ko", text("situational-superko")),
            ("suicide", text("allowed")),
            ("scoring", text("area")),
            ("komi", num(7.0)),
        ]))
        .unwrap();
        assert_eq!(preset, None);
        assert_eq!(r.ko, KoRule::SituationalSuperko);
        assert_eq!(r.suicide, Suicide::Allowed);
        assert_eq!(r.komi.half_points(), 14);
        let e = rules(&obj(&[("ko", text("ing"))])).unwrap_err().0;
        assert!(
            e.contains("rules.suicide") && e.contains("'multi-stone-only'"),
            "{e}"
        );
        // Every axis name read back is a name the reader takes.
        for p in Preset::ALL {
            let r = p.ruleset();
            assert!(names::<args::KoRule>().contains(&ko_rule_name(r.ko)));
            assert!(names::<args::SuicideRule>().contains(&suicide_name(r.suicide)));
            assert!(names::<args::Scoring>().contains(&scoring_name(r.scoring)));
            let style = handicap_style_name(r.handicap);
            assert!(names::<args::HandicapStyle>().contains(&style));
            let bonus = handicap_bonus_name(r.handicap_compensation.bonus);
            assert!(names::<args::HandicapBonus>().contains(&bonus));
            assert!(presets().contains(&p.name()));
        }
    }

    #[test]
    fn a_games_rules_as_reported_are_taken_back_with_their_name() {
        // Every preset's axes as `game.rules` reports them, with its name: the same
        // rules and the preset back; without the name, the same rules and no preset.
        let reported = |p: Preset, name: Value| {
            let r = p.ruleset();
            let tie = r.handicap_compensation.tie_winner.map_or(Value::Null, |c| {
                text(hotstone_report::Color::from(c).name())
            });
            obj(&[
                ("name", name),
                ("ko", text(ko_rule_name(r.ko))),
                ("suicide", text(suicide_name(r.suicide))),
                ("scoring", text(scoring_name(r.scoring))),
                ("komi", num(f64::from(r.komi.half_points()) / 2.0)),
                ("handicapStyle", text(handicap_style_name(r.handicap))),
                (
                    "handicapBonus",
                    text(handicap_bonus_name(r.handicap_compensation.bonus)),
                ),
                ("tieWinner", tie),
                (
                    "captureGoal",
                    r.capture_goal
                        .map_or(Value::Null, |g| num(f64::from(g.stones()))),
                ),
            ])
        };
        for p in Preset::ALL {
            assert_eq!(
                rules(&reported(p, text(p.name()))).unwrap(),
                (p.ruleset(), Some(p))
            );
            assert_eq!(
                rules(&reported(p, Value::Null)).unwrap(),
                (p.ruleset(), None)
            );
        }
        let e = rules(&reported(Preset::Ing, text("japanese")))
            .unwrap_err()
            .0;
        assert!(e.contains("rules.name 'japanese' names other axes"), "{e}");
        let e = rules(&reported(Preset::Ing, text("korean"))).unwrap_err().0;
        assert!(e.starts_with("rules.name: unknown ruleset"), "{e}");
        let e = rules(&reported(Preset::Ing, num(1.0))).unwrap_err().0;
        assert!(e.starts_with("rules.name must be"), "{e}");
    }
}
