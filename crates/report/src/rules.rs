//! The reports of a game's rules: a ruleset's axes by name and the handicap (H-1, H-2).

use hotstone_rules::{
    HandicapBonus, HandicapKind, HandicapStyle, KoRule, Preset, Ruleset, Scoring, Suicide,
};
use serde::Serialize;

use crate::Color;

pub const fn ko_rule_name(k: KoRule) -> &'static str {
    match k {
        KoRule::Basic => "basic",
        KoRule::PositionalSuperko => "positional-superko",
        KoRule::SituationalSuperko => "situational-superko",
        KoRule::Ing => "ing",
    }
}

pub const fn suicide_name(s: Suicide) -> &'static str {
    match s {
        Suicide::Forbidden => "forbidden",
        Suicide::MultiStoneOnly => "multi-stone-only",
        Suicide::Allowed => "allowed",
    }
}

pub const fn scoring_name(s: Scoring) -> &'static str {
    match s {
        Scoring::Area => "area",
        Scoring::Territory => "territory",
        Scoring::IngFillIn => "fill-in",
    }
}

pub const fn handicap_style_name(s: HandicapStyle) -> &'static str {
    match s {
        HandicapStyle::Fixed => "fixed",
        HandicapStyle::Free => "free",
        HandicapStyle::IngMoves => "ing-moves",
    }
}

pub const fn handicap_bonus_name(b: HandicapBonus) -> &'static str {
    match b {
        HandicapBonus::Zero => "none",
        HandicapBonus::N => "n",
        HandicapBonus::NMinusOne => "n-minus-one",
    }
}

/// A ruleset's axes, and the preset they came from.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Rules {
    /// The preset's name; null for an object of axes.
    #[cfg_attr(feature = "ts", tsify(type = "Preset | null"))]
    pub name: Option<&'static str>,
    #[cfg_attr(feature = "ts", tsify(type = "KoRule"))]
    pub ko: &'static str,
    #[cfg_attr(feature = "ts", tsify(type = "SuicideRule"))]
    pub suicide: &'static str,
    #[cfg_attr(feature = "ts", tsify(type = "Scoring"))]
    pub scoring: &'static str,
    pub komi: f64,
    #[cfg_attr(feature = "ts", tsify(type = "HandicapStyle"))]
    pub handicap_style: &'static str,
    /// What White receives per handicap stone: `none`, `n`, `n-minus-one`.
    #[cfg_attr(feature = "ts", tsify(type = "HandicapBonus"))]
    pub handicap_bonus: &'static str,
    /// Who wins a tie in a handicap game; null when a draw stands.
    pub tie_winner: Option<Color>,
    /// Capture Go's goal (L-4): the captured stones that win at once, 1 to 10; null in
    /// the full game.
    pub capture_goal: Option<u32>,
}

impl Rules {
    pub fn of(rules: &Ruleset, preset: Option<Preset>) -> Rules {
        Rules {
            name: preset.map(|p| p.name()),
            ko: ko_rule_name(rules.ko),
            suicide: suicide_name(rules.suicide),
            scoring: scoring_name(rules.scoring),
            komi: rules.komi.points(),
            handicap_style: handicap_style_name(rules.handicap),
            handicap_bonus: handicap_bonus_name(rules.handicap_compensation.bonus),
            tie_winner: rules.handicap_compensation.tie_winner.map(Color::from),
            capture_goal: rules.capture_goal.map(|g| g.stones()),
        }
    }
}

/// A game's handicap (H-1, H-2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Handicap {
    /// `fixed` (the conventional points), `free` (placed anywhere) or `ing-moves`.
    #[cfg_attr(feature = "ts", tsify(type = "HandicapStyle"))]
    pub style: &'static str,
    /// The handicap: the stones, or N-1 for N Ing handicap moves.
    pub size: u32,
    /// What White's compensation is counted from: the stones, or Black's N handicap
    /// board plays.
    pub stones: u32,
    /// Ing handicap moves Black still owes, or the stones of a free handicap not yet
    /// placed; 0 otherwise.
    pub left: u32,
}

impl Handicap {
    /// `kind`; `waiting` stones of a free handicap not yet placed.
    pub fn of(kind: HandicapKind, waiting: u32) -> Handicap {
        Handicap {
            style: match kind {
                HandicapKind::Fixed { .. } => "fixed",
                HandicapKind::Free { .. } => "free",
                HandicapKind::IngMoves { .. } => "ing-moves",
            },
            size: kind.size(),
            stones: kind.compensated_stones(),
            left: match kind {
                HandicapKind::IngMoves { n, played } => n.saturating_sub(played),
                _ => 0,
            }
            .max(waiting),
        }
    }
}

/// The board sizes the rules accept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Sizes {
    pub min: u8,
    pub max: u8,
}

impl Sizes {
    pub const ALL: Sizes = Sizes {
        min: hotstone_rules::BoardSize::MIN,
        max: hotstone_rules::BoardSize::MAX,
    };
}
