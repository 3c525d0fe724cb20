//! The API's arguments as JavaScript gives them: the options of `new Game`,
//! `Game.fromSgf` and `score()`, points, rule axes and the names they take. Each derives
//! `Deserialize` (read from JSON text by `crate::cross`) and its TypeScript declaration
//! (tsify), so the package's `.d.ts` of what it takes is these types'. A field is a
//! `Given` (`crate::given`) where its reader (`crate::input`) words its own error; its
//! TypeScript type is then named here (`tsify(type = ...)`), a name generated below or by
//! `hotstone-report`.

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess};
use serde::Deserialize;
use tsify::Tsify;

use crate::given::{items, read, skip_list, skip_object, Each, Given, List, Object, Reader};

/// A point as named on the board: a column letter (A..Z without I) and a row number, row 1 at the bottom: `"C3"`.
#[tsify::declare]
pub type PointName = String;

/// A point counted from 0 at the top-left, as @sabaki/go-board counts: `{ x: 2, y: 6 }` is C3 on 9x9.
#[derive(Debug, Clone, PartialEq, Deserialize, Tsify)]
#[serde(deny_unknown_fields)]
pub struct XY {
    #[tsify(type = "number")]
    pub x: Given,
    #[tsify(type = "number")]
    pub y: Given,
}

/// Wherever a point is taken, a name or `{x, y}`. Points returned are always names.
#[derive(Debug, Clone, PartialEq, Tsify)]
#[serde(untagged)]
pub enum PointInput {
    Name(PointName),
    XY(XY),
    /// Anything else, for the check to name (not in the declaration).
    #[serde(skip)]
    Other(Given),
}

/// The languages of the messages.
#[derive(Debug, Clone, Copy, PartialEq, Tsify)]
#[serde(rename_all = "lowercase")]
#[tsify(rename = "Lang")]
pub enum LangName {
    En,
    De,
    Ja,
}

/// A language as given: `Lang`, or a tag whose primary subtag is one, such as `'de-AT'`.
#[derive(Tsify)]
#[tsify(type = "Lang | `${Lang}-${string}` | `${Lang}_${string}`")]
pub struct LangTag(pub String);

/// The named rulesets.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize, Tsify)]
#[serde(rename_all = "kebab-case")]
#[tsify(rename = "Preset")]
pub enum PresetName {
    Ing,
    Japanese,
    Simple,
    Chinese,
    Aga,
    NewZealand,
    TrompTaylor,
    SchoolTeam,
    ComputerTournament,
    CaptureGo,
}

#[derive(Debug, Clone, Copy, PartialEq, Deserialize, Tsify)]
#[serde(rename_all = "kebab-case")]
pub enum KoRule {
    Basic,
    PositionalSuperko,
    SituationalSuperko,
    Ing,
}

#[derive(Debug, Clone, Copy, PartialEq, Deserialize, Tsify)]
#[serde(rename_all = "kebab-case")]
pub enum SuicideRule {
    Forbidden,
    MultiStoneOnly,
    Allowed,
}

#[derive(Debug, Clone, Copy, PartialEq, Deserialize, Tsify)]
#[serde(rename_all = "kebab-case")]
pub enum Scoring {
    Area,
    Territory,
    FillIn,
}

#[derive(Debug, Clone, Copy, PartialEq, Deserialize, Tsify)]
#[serde(rename_all = "kebab-case")]
pub enum HandicapStyle {
    Fixed,
    Free,
    IngMoves,
}

#[derive(Debug, Clone, Copy, PartialEq, Deserialize, Tsify)]
#[serde(rename_all = "kebab-case")]
pub enum HandicapBonus {
    None,
    N,
    NMinusOne,
}

/// A colour as given: `'black'` or `'white'`.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColorName {
    Black,
    White,
}

/// A team offence of a school-team game (000, X-3).
#[derive(Debug, Clone, Copy, PartialEq, Deserialize, Tsify)]
#[serde(rename_all = "kebab-case")]
pub enum Offence {
    MoveOrder,
    Consultation,
}

/// A ruleset as an object of axes: `ko`, `suicide` and `scoring` are needed.
#[derive(Debug, Clone, PartialEq, Deserialize, Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RuleAxes {
    /// A preset's name when these are its axes (as `game.rules` reports them), else null or absent.
    #[serde(default)]
    #[tsify(optional, type = "Preset | null")]
    pub name: Given,
    #[tsify(type = "KoRule")]
    pub ko: Given,
    #[tsify(type = "SuicideRule")]
    pub suicide: Given,
    #[tsify(type = "Scoring")]
    pub scoring: Given,
    /// Points in steps of 0.5; 0 unless given.
    #[serde(default)]
    #[tsify(optional, type = "number")]
    pub komi: Given,
    /// 'fixed' unless given.
    #[serde(default)]
    #[tsify(optional, type = "HandicapStyle")]
    pub handicap_style: Given,
    /// What White receives per handicap stone; 'none' unless given.
    #[serde(default)]
    #[tsify(optional, type = "HandicapBonus")]
    pub handicap_bonus: Given,
    /// Who wins a tie in a handicap game; a draw stands unless given (or null).
    #[serde(default)]
    #[tsify(optional, type = "Color | null")]
    pub tie_winner: Given,
    /// Capture Go's goal (L-4): the captured stones that win at once, 1 to 10; the full
    /// game unless given (or null).
    #[serde(default)]
    #[tsify(optional, type = "number | null")]
    pub capture_goal: Given,
}

/// The rules as given: a preset's name or an object of axes.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum RulesInput {
    #[default]
    Missing,
    Name(String),
    Axes(Box<RuleAxes>),
    /// Anything else, for the check to name.
    Other(Given),
}

/// What `new Game(options)` takes; every field is optional.
#[derive(Debug, Clone, PartialEq, Default, Deserialize, Tsify)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct GameOptions {
    /// Lines per side, 2..25; 19 unless given.
    #[tsify(optional, type = "number")]
    pub size: Given,
    /// A preset's name or an object of axes; 'simple' unless given.
    #[tsify(optional, type = "Preset | RuleAxes")]
    pub rules: RulesInput,
    /// Points in steps of 0.5; the rules' own unless given.
    #[tsify(optional, type = "number")]
    pub komi: Given,
    /// Handicap stones (or, with 'ing-moves', Black's handicap board plays); 0 unless given.
    #[tsify(optional, type = "number")]
    pub handicap: Given,
    /// How the handicap is given; the rules' own unless given.
    #[tsify(optional, type = "HandicapStyle")]
    pub handicap_style: Given,
    /// Capture Go's goal (L-4): the captured stones that win at once, 1 to 10; 1 unless
    /// given. Only with `rules: 'capture-go'`.
    #[tsify(optional, type = "number")]
    pub captures: Given,
    /// The language of messages ('de-AT' reads as 'de'); 'en' unless given.
    #[tsify(optional, type = "LangTag")]
    pub lang: Given,
}

/// What `Game.fromSgf(text, options)` takes: each wins over the record's own.
#[derive(Debug, Clone, PartialEq, Default, Deserialize, Tsify)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct SgfOptions {
    #[tsify(optional, type = "Preset | RuleAxes")]
    pub rules: RulesInput,
    #[tsify(optional, type = "number")]
    pub komi: Given,
    #[tsify(optional, type = "LangTag")]
    pub lang: Given,
}

/// A team's offence in a school-team game (000, X-3), at the seed's price.
#[derive(Debug, Clone, PartialEq, Deserialize, Tsify)]
#[serde(deny_unknown_fields)]
pub struct PenaltyInput {
    #[tsify(type = "Color")]
    pub color: Given,
    #[tsify(type = "Offence")]
    pub offence: Given,
}

/// What `score(options)` takes.
#[derive(Default, Deserialize, Tsify)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct ScoreOptions {
    /// The counting method; the ruleset's own unless given.
    #[tsify(optional, type = "Scoring")]
    pub method: Given,
    /// One stone of each dead string (the whole string is taken off).
    #[tsify(optional, type = "PointInput[]")]
    pub dead: List<PointInput>,
    /// A team's offences in a school-team game (000, X-3), each at the seed's price.
    #[tsify(optional, type = "PenaltyInput[]")]
    pub penalties: List<Each<PenaltyInput>>,
}

/// The stable refusal codes; `refusalCodes()` lists them in the fast path's number order.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize, Tsify)]
#[serde(rename_all = "kebab-case")]
pub enum RefusalCode {
    GameOver,
    WrongPlayer,
    OffBoard,
    Occupied,
    Suicide,
    SingleStoneSuicide,
    Ko,
    Superko,
    HotStone,
    Disturber,
    HandicapPass,
    HandicapPlay,
    FreeHandicap,
}

/// A game as `JSON.stringify(game)` writes it (`game.toJSON()`): what a user keeps of it.
/// `Game.fromSgf(json.sgf, { rules: json.rules, lang: json.lang })` reads it back.
#[derive(Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(rename = "GameJSON")]
pub struct GameJson {
    pub size: u8,
    pub rules: hotstone_report::Rules,
    #[tsify(type = "Lang")]
    pub lang: LangName,
    pub to_move: hotstone_report::Color,
    pub move_number: u32,
    #[tsify(type = "GameEnd | null")]
    pub end: Option<hotstone_report::GameEnd>,
    /// The game as `toSgf()` writes it.
    pub sgf: String,
}

/// Which argument's shape an array or an object is read as, where a leaf meets one: the
/// one `Reader` of `crate::given` (a value, not a type per leaf, so that serde_json's
/// reader of any value is in the package once), and the one seed an argument is read
/// with (`crate::cross::read`, so that serde_json's entry is in the package once too).
#[derive(Clone, Copy)]
pub enum Expect {
    /// A scalar: an array or an object is only said to be one.
    Any,
    Game,
    Sgf,
    Score,
    Point,
    Axes,
    Penalty,
    Points,
    Penalties,
}

/// What `Expect` read: what was given, or the shape it expected.
pub enum Shape {
    Given(Given),
    Game(GameOptions),
    Sgf(SgfOptions),
    Score(ScoreOptions),
    Point(XY),
    Axes(RuleAxes),
    Penalty(PenaltyInput),
    Points(Vec<PointInput>),
    Penalties(Vec<Each<PenaltyInput>>),
}

impl<'de> Reader<'de> for Expect {
    type Value = Shape;

    fn given(self, given: Given) -> Shape {
        Shape::Given(given)
    }
    fn list<A: SeqAccess<'de>>(self, seq: A) -> Result<Shape, A::Error> {
        match self {
            Expect::Points => items(seq).map(Shape::Points),
            Expect::Penalties => items(seq).map(Shape::Penalties),
            _ => skip_list(seq).map(Shape::Given),
        }
    }
    fn object<A: MapAccess<'de>>(self, map: A) -> Result<Shape, A::Error> {
        use de::value::MapAccessDeserializer as Fields;
        match self {
            Expect::Game => GameOptions::deserialize(Fields::new(map)).map(Shape::Game),
            Expect::Sgf => SgfOptions::deserialize(Fields::new(map)).map(Shape::Sgf),
            Expect::Score => ScoreOptions::deserialize(Fields::new(map)).map(Shape::Score),
            Expect::Point => XY::deserialize(Fields::new(map)).map(Shape::Point),
            Expect::Axes => RuleAxes::deserialize(Fields::new(map)).map(Shape::Axes),
            Expect::Penalty => PenaltyInput::deserialize(Fields::new(map)).map(Shape::Penalty),
            _ => skip_object(map).map(Shape::Given),
        }
    }
}

impl<'de> DeserializeSeed<'de> for Expect {
    type Value = Shape;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Shape, D::Error> {
        read(d, self)
    }
}

impl Shape {
    /// What was given where the expected shape was not.
    fn given(self) -> Given {
        match self {
            Shape::Given(g) => g,
            _ => Given::Object,
        }
    }
}

/// An argument as the API takes it: which shape to expect, and what to make of the
/// shape read (`crate::cross::read`). Types that are only fields (`RuleAxes`, a penalty)
/// are read by their derived or own `Deserialize`.
pub trait Argument: Sized {
    const EXPECT: Expect;
    fn of(shape: Shape) -> Self;
}

/// Nothing as no object (`Ok(None)`), anything else as what was given.
fn none_or<T>(given: Given) -> Result<Option<T>, Given> {
    match given {
        Given::Missing => Ok(None),
        other => Err(other),
    }
}

/// Nothing as an empty list, anything else as what was given.
fn empty_or<T>(given: Given) -> Result<Vec<T>, Given> {
    none_or::<()>(given).map(|_| Vec::new())
}

impl Argument for Given {
    const EXPECT: Expect = Expect::Any;
    fn of(shape: Shape) -> Self {
        shape.given()
    }
}

impl Argument for PointInput {
    const EXPECT: Expect = Expect::Point;
    fn of(shape: Shape) -> Self {
        match shape {
            Shape::Point(xy) => PointInput::XY(xy),
            other => match other.given() {
                Given::Text(name) => PointInput::Name(name),
                other => PointInput::Other(other),
            },
        }
    }
}

impl Argument for RulesInput {
    const EXPECT: Expect = Expect::Axes;
    fn of(shape: Shape) -> Self {
        match shape {
            Shape::Axes(axes) => RulesInput::Axes(Box::new(axes)),
            other => match other.given() {
                Given::Missing => RulesInput::Missing,
                Given::Text(name) => RulesInput::Name(name),
                other => RulesInput::Other(other),
            },
        }
    }
}

impl Argument for Object<GameOptions> {
    const EXPECT: Expect = Expect::Game;
    fn of(shape: Shape) -> Self {
        Object(match shape {
            Shape::Game(o) => Ok(Some(o)),
            other => none_or(other.given()),
        })
    }
}

impl Argument for Object<SgfOptions> {
    const EXPECT: Expect = Expect::Sgf;
    fn of(shape: Shape) -> Self {
        Object(match shape {
            Shape::Sgf(o) => Ok(Some(o)),
            other => none_or(other.given()),
        })
    }
}

impl Argument for Object<ScoreOptions> {
    const EXPECT: Expect = Expect::Score;
    fn of(shape: Shape) -> Self {
        Object(match shape {
            Shape::Score(o) => Ok(Some(o)),
            other => none_or(other.given()),
        })
    }
}

impl Argument for Each<PenaltyInput> {
    const EXPECT: Expect = Expect::Penalty;
    fn of(shape: Shape) -> Self {
        Each(match shape {
            Shape::Penalty(p) => Ok(p),
            other => Err(other.given()),
        })
    }
}

impl Argument for List<PointInput> {
    const EXPECT: Expect = Expect::Points;
    fn of(shape: Shape) -> Self {
        List(match shape {
            Shape::Points(points) => Ok(points),
            other => empty_or(other.given()),
        })
    }
}

impl Argument for List<Each<PenaltyInput>> {
    const EXPECT: Expect = Expect::Penalties;
    fn of(shape: Shape) -> Self {
        List(match shape {
            Shape::Penalties(penalties) => Ok(penalties),
            other => empty_or(other.given()),
        })
    }
}

/// The fields' types, read as the arguments are: the derive of the option types asks
/// for these.
macro_rules! deserialize_as_argument {
    ($($t:ty),*) => {$(
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                read(d, <$t as Argument>::EXPECT).map(<$t as Argument>::of)
            }
        }
    )*};
}

deserialize_as_argument!(
    Given,
    PointInput,
    RulesInput,
    Each<PenaltyInput>,
    List<PointInput>,
    List<Each<PenaltyInput>>
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::given::names;

    /// The declared codes are `refusalCodes()`, in its order.
    #[test]
    fn refusal_codes_as_declared() {
        assert_eq!(names::<RefusalCode>(), crate::codes::codes());
    }

    /// Every preset's name is one the declared `Preset` has, and no other, in the rules
    /// crate's order (which the messages list, `input::presets`).
    #[test]
    fn preset_names_as_declared() {
        let declared = names::<PresetName>();
        assert_eq!(declared, crate::input::presets());
        assert_eq!(declared.len(), hotstone_rules::Preset::ALL.len());
        for p in hotstone_rules::Preset::ALL {
            assert!(declared.contains(&p.name()), "{}", p.name());
        }
    }

    /// P-4: serde's one error, a field an object does not have, names it and the fields.
    #[test]
    fn p4_an_unknown_field_is_named_with_the_fields() {
        let e = crate::cross::from_json::<crate::given::Object<GameOptions>>(r#"{"sise": 9}"#);
        let e = e.err().unwrap();
        assert_eq!(
            e,
            "unknown field 'sise', expected one of 'size', 'rules', 'komi', 'handicap', 'handicapStyle', 'captures', 'lang'"
        );
        let e = crate::cross::from_json::<crate::given::Object<ScoreOptions>>(
            r#"{"dead": [{"x": 1, "row": 2}]}"#,
        );
        assert_eq!(e.err().unwrap(), "unknown field 'row', expected 'x' or 'y'");
    }
}
