//! A ruleset is a handful of orthogonal axes (as KataGo's are): ko rule, suicide,
//! scoring, komi and handicap style. Named presets expand into them; the seeds' own
//! rulesets are presets too.

use core::fmt;

use crate::capture_go::CaptureGoal;
use crate::handicap::{HandicapBonus, HandicapCompensation};
use crate::{Color, Decimal};

/// How repetition is prevented (K-1..K-5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KoRule {
    /// Only the basic ko is refused (K-1); a situation that occurs a third time ends
    /// the game with no result (K-5, 003 g). KataGo calls this "simple".
    Basic,
    /// No board play may recreate an earlier position (K-4).
    PositionalSuperko,
    /// No board play may recreate an earlier position with the same player to move.
    SituationalSuperko,
    /// Ing's fighting ko (hot stones, K-2) and disturbing ko (K-3).
    Ing,
}

/// Which self-removing plays are legal (M-2, M-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Suicide {
    /// No play may remove its own string.
    Forbidden,
    /// A string of two or more may remove itself; a single stone may not (Ing, M-2).
    MultiStoneOnly,
    /// Any play may remove its own string.
    Allowed,
}

/// How the result is counted (C-1..C-5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Territory plus prisoners (C-4).
    Territory,
    /// Stones plus surrounded empty points (C-1, C-5).
    Area,
    /// Ing's fill-in counting with a fixed stone supply (C-2, B-4).
    IngFillIn,
}

/// How handicap is given (H-1, H-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HandicapStyle {
    /// Stones on the conventional points (H-1).
    Fixed,
    /// Stones placed anywhere by Black before White's first move.
    Free,
    /// Black makes N board plays while White passes (H-2).
    IngMoves,
}

/// Komi in half points, so that equality and "is it whole" are exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Komi(i32);

/// A komi that is not a multiple of 0.5 or is out of range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KomiError {
    /// The komi as it was given.
    pub text: String,
}

impl fmt::Display for KomiError {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "komi '{}' is not a number of points in steps of 0.5 between -1000 and 1000",
            self.text
        )
    }
}

impl std::error::Error for KomiError {}

impl Komi {
    /// A komi of `half` half points.
    pub const fn from_half_points(half: i32) -> Komi {
        Komi(half)
    }

    /// The komi in half points.
    pub const fn half_points(self) -> i32 {
        self.0
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// The komi in points.
    pub fn points(self) -> f64 {
        self.0 as f64 / 2.0
    }

    /// A whole komi allows draws (000's komi 5, C-4).
    pub const fn is_whole(self) -> bool {
        self.0 % 2 == 0
    }

    /// A decimal number as Rust writes floats (`6.5`, `-0.5`, `+7`, `.5`, `65e-1`), read
    /// exactly (`Decimal`): a komi is a multiple of 0.5 as written, not after rounding to
    /// a float (`6.50000000000000000001` is refused).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn parse(text: &str) -> Result<Komi, KomiError> {
        half_points(hotstone_text::trim(text))
            .map(Komi)
            .ok_or_else(|| KomiError {
                text: text.to_string(),
            })
    }
}

/// The half points of a decimal that is a multiple of 0.5 between -1000 and 1000, else
/// `None`.
#[cfg_attr(hotstone_size, optimize(size))]
fn half_points(text: &str) -> Option<i32> {
    let Decimal::Number {
        negative,
        digits,
        scale,
    } = Decimal::parse(text)?
    else {
        return None;
    };
    if digits.is_empty() {
        return Some(0);
    }
    // At most 1000 (four digits before the point), and a fraction of at most one digit,
    // which must be a 5 (`digits` has no trailing zeros).
    if digits.len() as i64 + scale > 4 || scale < -1 || scale == -1 && !digits.ends_with('5') {
        return None;
    }
    let value: i64 = digits.bytes().fold(0, |n, b| n * 10 + i64::from(b - b'0'));
    let half = if scale == -1 {
        value / 5
    } else {
        value * 2 * 10i64.pow(scale as u32)
    };
    if half > 2000 {
        return None;
    }
    Some(if negative { -half } else { half } as i32)
}

/// "6.5", "-0.5", "7": written from the half points, without float formatting (which
/// would add its code to the wasm package, docs/performance.md).
impl fmt::Display for Komi {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let half = self.0.unsigned_abs();
        let fraction = if half % 2 == 1 { ".5" } else { "" };
        write!(f, "{sign}{}{fraction}", half / 2)
    }
}

/// The axes of a ruleset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ruleset {
    /// The ko rule.
    pub ko: KoRule,
    /// Whether suicide is allowed.
    pub suicide: Suicide,
    /// How the position is counted.
    pub scoring: Scoring,
    /// White's komi.
    pub komi: Komi,
    /// How handicap stones are given.
    pub handicap: HandicapStyle,
    /// What White receives in a handicap game (H-1, H-2); see
    /// `Preset::handicap_compensation_source` and docs/rules/handicap.md.
    pub handicap_compensation: HandicapCompensation,
    /// Capture Go (L-4): the first side whose captured stones reach the goal wins at
    /// once; `None` in the full game.
    pub capture_goal: Option<CaptureGoal>,
}

impl Ruleset {
    /// The same axes with another komi (a record's KM, a dialog's choice).
    pub const fn with_komi(self, komi: Komi) -> Ruleset {
        Ruleset { komi, ..self }
    }

    /// The same axes with another handicap style.
    pub const fn with_handicap_style(self, handicap: HandicapStyle) -> Ruleset {
        Ruleset { handicap, ..self }
    }

    /// The same axes with another capture goal (Capture Go's N, L-4).
    pub const fn with_capture_goal(self, capture_goal: Option<CaptureGoal>) -> Ruleset {
        Ruleset {
            capture_goal,
            ..self
        }
    }

    /// The same axes counted by another method (the comparison of counts, C-1..C-5).
    pub const fn with_scoring(self, scoring: Scoring) -> Ruleset {
        Ruleset { scoring, ..self }
    }
}

/// The named rulesets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Preset {
    /// Ing's SST laws (001).
    Ing,
    /// Japanese rules (000, 003).
    Japanese,
    /// The 7x7 introduction (004): positional superko, area, komi 5.5.
    Simple,
    /// Chinese rules: area counting, positional superko, komi 7.5.
    Chinese,
    /// The American Go Association's rules: area counting, situational superko, komi 7.5.
    Aga,
    /// New Zealand rules: area counting, situational superko, suicide allowed, komi 7.
    NewZealand,
    /// Tromp-Taylor rules: area counting, positional superko, suicide allowed, komi 7.5.
    TrompTaylor,
    /// 000's school team tournament: Japanese rules, komi 5 (draws possible).
    SchoolTeam,
    /// 003's computer-Go tournament: Japanese rules, komi 6.5.
    ComputerTournament,
    /// Capture Go (L-4): Yasuda's "First Capture", the AGA's capture-game teaching
    /// method: the first capture wins (or the Nth stone, `Ruleset::with_capture_goal`).
    CaptureGo,
}

/// A preset name or SGF RU value that Hotstone does not know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRules {
    /// The name as it was given.
    pub text: String,
    /// What was being read: "preset" or "RU".
    pub what: &'static str,
}

impl fmt::Display for UnknownRules {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.what == "RU" {
            write!(
                f,
                "unknown rules RU[{}]: accepted are GOE, Ing, Japanese, Chinese, AGA, NZ, \
                 Korean and the presets' names ({})",
                self.text,
                Preset::names()
            )
        } else {
            write!(
                f,
                "unknown ruleset '{}': accepted are {}",
                self.text,
                Preset::names()
            )
        }
    }
}

impl std::error::Error for UnknownRules {}

impl Preset {
    /// Every preset, in the order of the enum.
    pub const ALL: [Preset; 10] = [
        Preset::Ing,
        Preset::Japanese,
        Preset::Simple,
        Preset::Chinese,
        Preset::Aga,
        Preset::NewZealand,
        Preset::TrompTaylor,
        Preset::SchoolTeam,
        Preset::ComputerTournament,
        Preset::CaptureGo,
    ];

    /// The preset's stable name, as the CLI and the JSON use it.
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Ing => "ing",
            Preset::Japanese => "japanese",
            Preset::Simple => "simple",
            Preset::Chinese => "chinese",
            Preset::Aga => "aga",
            Preset::NewZealand => "new-zealand",
            Preset::TrompTaylor => "tromp-taylor",
            Preset::SchoolTeam => "school-team",
            Preset::ComputerTournament => "computer-tournament",
            Preset::CaptureGo => "capture-go",
        }
    }

    /// Whether the referee gives team penalties under these rules: only 000's
    /// school-team tournament has teams at one board; the other presets' seeds have
    /// none, so a penalty would change a result they never give.
    pub const fn has_team_penalties(self) -> bool {
        matches!(self, Preset::SchoolTeam)
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    fn names() -> String {
        crate::point::joined(Preset::ALL.iter().map(|p| p.name()))
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// The preset of a stable name (`ing`, `japanese`, ...).
    pub fn from_name(text: &str) -> Result<Preset, UnknownRules> {
        let wanted = hotstone_text::trim(text).to_ascii_lowercase();
        Preset::ALL
            .into_iter()
            .find(|p| p.name() == wanted)
            .ok_or(UnknownRules {
                text: text.to_string(),
                what: "preset",
            })
    }

    /// The preset for an SGF RU value (E-7): GOE or Ing → ing, Japanese, Chinese, AGA,
    /// NZ, Korean → japanese; a preset's own name is accepted too; any of them may be
    /// followed by " rules" (`RU[Japanese rules]`), case aside.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn from_sgf(ru: &str) -> Result<Preset, UnknownRules> {
        let lower = hotstone_text::trim(ru).to_ascii_lowercase();
        // RU is free text: "Japanese rules" names the Japanese rules.
        let key = lower.strip_suffix(" rules").unwrap_or(&lower);
        // Capture Go's RU carries its goal (`Capture Go 3`), read by `CaptureGoal::from_ru`;
        // a goal outside 1 to 10 names no rules Hotstone knows.
        match CaptureGoal::from_ru(key) {
            Some(Ok(_)) => return Ok(Preset::CaptureGo),
            Some(Err(_)) => {
                return Err(UnknownRules {
                    text: ru.to_string(),
                    what: "RU",
                })
            }
            None => {}
        }
        match key {
            "goe" | "ing" => Ok(Preset::Ing),
            // Korean rules count territory, forbid suicide, have the basic ko and make a
            // game with a repeated position void, as the Japanese preset does (K-1, K-5,
            // C-4); KataGo reads "korean" as "japanese" too.
            "japanese" | "jp" | "korean" | "kr" => Ok(Preset::Japanese),
            "chinese" | "cn" => Ok(Preset::Chinese),
            "aga" => Ok(Preset::Aga),
            "nz" | "new zealand" => Ok(Preset::NewZealand),
            _ => Preset::from_name(key).map_err(|_| UnknownRules {
                text: ru.to_string(),
                what: "RU",
            }),
        }
    }

    /// The RU value written to SGF. Capture Go's goal is added by `ru`.
    pub const fn sgf(self) -> &'static str {
        match self {
            Preset::Ing => "GOE",
            Preset::Japanese | Preset::SchoolTeam | Preset::ComputerTournament => "Japanese",
            Preset::Chinese => "Chinese",
            Preset::Aga => "AGA",
            Preset::NewZealand => "NZ",
            Preset::Simple => "simple",
            Preset::TrompTaylor => "tromp-taylor",
            Preset::CaptureGo => "Capture Go",
        }
    }

    /// The RU value written to SGF for a game under this preset with `goal`: Capture
    /// Go's names its goal (`Capture Go 3`), so that the record reads back as played.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn ru(self, goal: Option<CaptureGoal>) -> String {
        match (self, goal) {
            (Preset::CaptureGo, goal) => goal.unwrap_or(CaptureGoal::FIRST).ru(),
            _ => self.sgf().to_string(),
        }
    }

    /// The axes this preset stands for. Sources: Ing 001 (komi 8 by C-3); Japanese 003
    /// (6.5); simple 004 (5.5); school-team 000 (5); the others follow their published
    /// rules (Chinese 1988 forbids repeating a whole-board position).
    pub const fn ruleset(self) -> Ruleset {
        use HandicapStyle::*;
        use KoRule::*;
        use Scoring::*;
        use Suicide::*;
        let (ko, suicide, scoring, komi, handicap) = match self {
            Preset::Ing => (Ing, MultiStoneOnly, IngFillIn, 16, IngMoves),
            Preset::Japanese => (Basic, Forbidden, Territory, 13, Fixed),
            Preset::SchoolTeam => (Basic, Forbidden, Territory, 10, Fixed),
            Preset::ComputerTournament => (Basic, Forbidden, Territory, 13, Fixed),
            Preset::Simple => (PositionalSuperko, Forbidden, Area, 11, Fixed),
            Preset::Chinese => (PositionalSuperko, Forbidden, Area, 15, Fixed),
            Preset::Aga => (SituationalSuperko, Forbidden, Area, 15, Fixed),
            Preset::NewZealand => (SituationalSuperko, Allowed, Area, 14, Free),
            Preset::TrompTaylor => (PositionalSuperko, Allowed, Area, 15, Free),
            // The teaching method's rules are the full game's with another aim: suicide
            // forbidden, the basic ko; no komi, as the first capture decides.
            Preset::CaptureGo => (Basic, Forbidden, Area, 0, Fixed),
        };
        Ruleset {
            ko,
            suicide,
            scoring,
            komi: Komi::from_half_points(komi),
            handicap,
            handicap_compensation: self.handicap_compensation(),
            capture_goal: match self {
                Preset::CaptureGo => Some(CaptureGoal::FIRST),
                _ => None,
            },
        }
    }

    /// The komi a game under this preset is played with when none was agreed (no KM in
    /// a record, no komi given): the preset's even-game komi, or with a handicap of two
    /// stones or more (under Ing two handicap board plays or more) the handicap game's.
    /// The even-game komi is for even games: Ing's 8 points are the "Acht-Punkte-
    /// Kompensation in Gleichauf-Partien" (001, C-3), and the other presets' komi
    /// likewise pays for Black's first move, which a handicap game gives away. Under
    /// Ing a handicap game has no komi: White's compensation is the handicap bonus of
    /// one point per handicap play, and White wins a tie (`handicap_compensation`).
    /// Under every other preset it is half a point, as Go servers set it and the AGA's
    /// rules state, so that no handicap game is drawn (seed 004 §5's reason for a half
    /// point). docs/rules/handicap.md has the table.
    pub const fn komi_for(self, handicap: u32) -> Komi {
        if handicap < 2 {
            return self.ruleset().komi;
        }
        match self {
            // Capture Go is decided by captures: no count for a komi to change.
            Preset::Ing | Preset::CaptureGo => Komi::from_half_points(0),
            _ => Komi::from_half_points(1),
        }
    }

    /// What White receives in a handicap game under this preset (see
    /// `handicap_compensation_source` for why).
    pub const fn handicap_compensation(self) -> HandicapCompensation {
        use HandicapBonus::*;
        let (bonus, tie_winner) = match self {
            Preset::Ing => (N, Some(Color::White)),
            Preset::Chinese => (N, None),
            Preset::Aga => (NMinusOne, None),
            Preset::Japanese
            | Preset::SchoolTeam
            | Preset::ComputerTournament
            | Preset::Simple
            | Preset::NewZealand
            | Preset::TrompTaylor
            | Preset::CaptureGo => (Zero, None),
        };
        HandicapCompensation { bonus, tie_winner }
    }

    /// Where this preset's handicap compensation comes from, in one sentence.
    pub const fn handicap_compensation_source(self) -> &'static str {
        match self {
            Preset::Ing => {
                "seed 001 is silent on handicap compensation; we follow the AGA's reading of \
                 the SST laws (Kim, Simon, Straus): White receives one point per handicap \
                 stone (per handicap board play) and wins ties in handicap games"
            }
            Preset::Chinese => {
                "Chinese rules: Black returns one point per handicap stone (area counting)"
            }
            Preset::Aga => "AGA rules: White receives one point per handicap stone after the first",
            Preset::Japanese | Preset::SchoolTeam | Preset::ComputerTournament => {
                "Japanese rules (seeds 000, 003): territory counting gives nothing for handicap \
                 stones"
            }
            Preset::Simple => {
                "seed 004 places handicap stones and says nothing about compensation: nothing"
            }
            Preset::NewZealand => "New Zealand rules: no handicap compensation",
            Preset::TrompTaylor => "Tromp-Taylor rules: no handicap compensation",
            Preset::CaptureGo => "Capture Go has no count to compensate: nothing",
        }
    }
}

impl fmt::Display for Preset {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// C-3, H-1, H-2: the even-game komi is for even games; a handicap game without an
    /// agreed komi has Ing's 0 (the bonus compensates) or half a point elsewhere.
    #[test]
    fn c3_h1_h2_a_handicap_game_has_no_even_game_komi() {
        let komi = |p: Preset, h| p.komi_for(h).half_points();
        assert_eq!(komi(Preset::Ing, 0), 16, "8 points in an even game");
        assert_eq!(komi(Preset::Ing, 1), 16, "one handicap play is no handicap");
        assert_eq!(komi(Preset::Ing, 3), 0);
        assert_eq!(komi(Preset::Japanese, 0), 13);
        assert_eq!(komi(Preset::Japanese, 2), 1);
        assert_eq!(komi(Preset::SchoolTeam, 0), 10);
        for p in Preset::ALL {
            assert_eq!(p.komi_for(0), p.ruleset().komi, "{p}");
            assert!(p.komi_for(9).half_points() <= 1, "{p}");
        }
    }

    #[test]
    fn presets_round_trip_by_name() {
        for p in Preset::ALL {
            assert_eq!(Preset::from_name(p.name()), Ok(p));
        }
        let e = Preset::from_name("korean").unwrap_err();
        assert!(e.to_string().contains("'korean'"));
        assert!(e.to_string().contains("tromp-taylor"));
    }

    #[test]
    fn e7_sgf_ru_values_pick_presets() {
        assert_eq!(Preset::from_sgf("GOE"), Ok(Preset::Ing));
        assert_eq!(Preset::from_sgf("Ing"), Ok(Preset::Ing));
        assert_eq!(Preset::from_sgf("Japanese"), Ok(Preset::Japanese));
        assert_eq!(Preset::from_sgf("chinese"), Ok(Preset::Chinese));
        assert_eq!(Preset::from_sgf("AGA"), Ok(Preset::Aga));
        assert_eq!(Preset::from_sgf("NZ"), Ok(Preset::NewZealand));
        assert_eq!(Preset::from_sgf("Korean"), Ok(Preset::Japanese));
        assert_eq!(Preset::from_sgf(" Japanese rules "), Ok(Preset::Japanese));
        assert_eq!(Preset::from_sgf("Chinese Rules"), Ok(Preset::Chinese));
        assert_eq!(Preset::from_sgf("AGA rules"), Ok(Preset::Aga));
        assert!(Preset::from_sgf("rules").is_err());
        assert!(Preset::from_sgf(" rules").is_err());
        assert!(Preset::from_sgf("OGS").is_err());
        let e = Preset::from_sgf("Klingon").unwrap_err();
        assert!(e.to_string().contains("RU[Klingon]"));
        assert!(e.to_string().contains("GOE"));
    }

    #[test]
    fn seeds_komi_c3_c4_c5() {
        assert_eq!(Preset::Ing.ruleset().komi.points(), 8.0);
        assert_eq!(Preset::Simple.ruleset().komi.points(), 5.5);
        assert_eq!(Preset::SchoolTeam.ruleset().komi.points(), 5.0);
        assert!(Preset::SchoolTeam.ruleset().komi.is_whole());
        assert_eq!(Preset::ComputerTournament.ruleset().komi.points(), 6.5);
        assert_eq!(Preset::Simple.ruleset().ko, KoRule::PositionalSuperko);
        assert_eq!(Preset::Japanese.ruleset().ko, KoRule::Basic);
        assert_eq!(Preset::Ing.ruleset().suicide, Suicide::MultiStoneOnly);
    }

    #[test]
    fn komi_parses_half_points_only() {
        assert_eq!(Komi::parse("6.5").unwrap().half_points(), 13);
        assert_eq!(Komi::parse("-2").unwrap().half_points(), -4);
        assert_eq!(Komi::parse("5").unwrap().to_string(), "5");
        assert_eq!(Komi::parse("5.5").unwrap().to_string(), "5.5");
        assert!(Komi::parse("6.3").is_err());
        assert!(Komi::parse("NaN").is_err());
        assert!(Komi::parse("inf").is_err());
        assert!(Komi::parse("").is_err());
        assert!(Komi::parse("1e9").is_err());
    }

    /// C-4: komi is read as the decimal it is written as, in every form Rust's float
    /// syntax allows, exactly: no rounding makes a komi of a value that is not one.
    #[test]
    fn c4_komi_is_read_exactly_as_a_decimal() {
        for (text, half) in [
            ("+7", 14),
            (".5", 1),
            ("5.", 10),
            ("6.50", 13),
            ("0006.5000", 13),
            ("65e-1", 13),
            ("0.65E1", 13),
            ("1e3", 2000),
            ("-1000", -2000),
            ("1000.0", 2000),
            ("-0", 0),
            ("0e999999999999", 0),
            ("  6.5\t", 13),
        ] {
            assert_eq!(
                Komi::parse(text).map(Komi::half_points),
                Ok(half),
                "{text:?}"
            );
        }
        for text in [
            "6.50000000000000000001",
            "6.4999999999999999999",
            "1000.5",
            "10000",
            "1e4",
            "0.25",
            "5e-1e1",
            ".",
            "-",
            "e5",
            "1e",
            "1e+",
            "--1",
            "1.5.0",
            "6,5",
            "0x10",
            "1e-999999999999999",
            "1e999999999999999",
            "infinity",
            "\u{0665}",
        ] {
            assert!(Komi::parse(text).is_err(), "{text:?} was read");
        }
    }

    /// C-4: komi reads as written, whole or with a half, negative too, from its half
    /// points (no float formatting).
    #[test]
    fn komi_is_written_from_its_half_points() {
        for (half, text) in [
            (13, "6.5"),
            (14, "7"),
            (0, "0"),
            (1, "0.5"),
            (-1, "-0.5"),
            (-13, "-6.5"),
            (-4, "-2"),
            (2000, "1000"),
        ] {
            assert_eq!(Komi::from_half_points(half).to_string(), text);
            assert_eq!(Komi::parse(text).unwrap().half_points(), half);
        }
    }

    #[test]
    fn x3_team_penalties_belong_to_the_school_team_preset_only() {
        let with: Vec<Preset> = Preset::ALL
            .into_iter()
            .filter(|p| p.has_team_penalties())
            .collect();
        assert_eq!(with, [Preset::SchoolTeam]);
    }
}
