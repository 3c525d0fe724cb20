//! The reports of play: a move played or refused, how play stopped, a cycle, a ban of
//! Ing's disturbing ko and the state of ko (M-1..M-5, K-1..K-5).

use hotstone_rules as rules;
use rules::{End, Game, KoRule, Move, Point};
use serde::Serialize;

use crate::{each, names, Color, Words};

/// A hot stone (K-2): where, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct HotStone {
    pub point: String,
    #[cfg_attr(feature = "ts", tsify(type = "'single' | 'double' | 'twin'"))]
    pub kind: &'static str,
}

impl HotStone {
    pub fn of(stone: &rules::HotStone) -> HotStone {
        HotStone {
            point: stone.point.to_string(),
            kind: stone.kind.code(),
        }
    }

    /// The hot stones the side to move may not remove now (none when there are none).
    pub fn now(game: &Game) -> Vec<HotStone> {
        game.hot()
            .map(|h| each(&h.stones, HotStone::of))
            .unwrap_or_default()
    }
}

/// How play stopped (M-4, M-5, K-5, L-4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct GameEnd {
    #[cfg_attr(
        feature = "ts",
        tsify(type = "'two-passes' | 'resignation' | 'no-result' | 'time' | 'captures'")
    )]
    pub code: &'static str,
    /// After a resignation or a loss on time, the other player; after Capture Go's
    /// goal, the capturer (L-4); otherwise null (a count decides, or there is no result).
    pub winner: Option<Color>,
    pub message: String,
}

impl GameEnd {
    pub fn of(end: End, words: &dyn Words) -> GameEnd {
        GameEnd {
            code: end.code(),
            winner: match end {
                End::Resignation { loser } | End::Time { loser, .. } => {
                    Some(loser.opponent().into())
                }
                End::Captures { winner } => Some(winner.into()),
                End::TwoPasses | End::NoResult => None,
            },
            message: words.end(end),
        }
    }
}

/// One move of a cycle: who, and where (`null` for a pass).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct CycleMove {
    pub color: Color,
    pub point: Option<String>,
}

fn point_of(mv: Move) -> Option<String> {
    match mv {
        Move::Play(p) => Some(p.to_string()),
        Move::Pass => None,
    }
}

/// A completed cycle (K-3, K-5): its plays, its disturber (the player of its first board
/// play) and, under Ing, the banned play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Cycle {
    pub length: usize,
    /// How many times the situation has now occurred (2 on the first recurrence).
    pub occurrence: usize,
    /// History indices of the earlier and this occurrence (0 = the empty board; each
    /// setup, handicap and move adds one, so a record with setup starts at 1).
    pub from: usize,
    pub to: usize,
    pub plays: Vec<CycleMove>,
    pub disturber: Option<Color>,
    /// Under Ing: the play the disturber may not make again in that situation.
    pub banned: Option<String>,
}

impl Cycle {
    pub fn of(cycle: &rules::Cycle, ing: bool) -> Cycle {
        let first = cycle.first_board_play();
        Cycle {
            length: cycle.length(),
            occurrence: cycle.occurrence,
            from: cycle.from,
            to: cycle.to,
            plays: each(&cycle.moves, |&(c, m)| CycleMove {
                color: c.into(),
                point: point_of(m),
            }),
            disturber: first.map(|(c, _)| c.into()),
            banned: first.filter(|_| ing).map(|(_, p)| p.to_string()),
        }
    }
}

/// A ban of Ing's disturbing ko (K-3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Ban {
    pub color: Color,
    pub point: String,
    /// History index of the situation the ban holds in.
    pub situation: usize,
    pub cycle: Cycle,
}

impl Ban {
    pub fn of(ban: &rules::Ban) -> Ban {
        Ban {
            color: ban.color.into(),
            point: ban.point.to_string(),
            situation: ban.situation,
            cycle: Cycle::of(&ban.cycle, true),
        }
    }
}

/// A legal move: what it did. The package's `play()`, `pass()` and `resign()` answer it,
/// and the embedded board's `hotstone-move` event carries it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Played {
    #[cfg_attr(feature = "ts", tsify(type = "true"))]
    pub ok: bool,
    pub color: Color,
    /// The point played; null for a pass or a resignation.
    pub point: Option<String>,
    /// The number of this move (moves are board plays and passes).
    pub move_number: usize,
    pub captured: Vec<String>,
    /// Stones of the mover's own string removed by a suicide the rules allow.
    pub self_removed: Vec<String>,
    /// Under Ing, the hot stones this play left (K-2).
    pub hot: Vec<HotStone>,
    /// Opponent strings this play left with one liberty, one point each.
    pub ataris: Vec<String>,
    /// The situation this move made occurred before.
    pub cycle: Option<Cycle>,
    pub end: Option<GameEnd>,
}

impl Played {
    /// `color`'s move `mv`, played in `game` as `played` says; `move_number` its number.
    pub fn of(
        game: &Game,
        color: rules::Color,
        mv: Move,
        played: &rules::Played,
        move_number: usize,
        words: &dyn Words,
    ) -> Played {
        let ing = game.rules().ko == KoRule::Ing;
        Played {
            ok: true,
            color: color.into(),
            point: point_of(mv),
            move_number,
            captured: names(&played.captured),
            self_removed: names(&played.self_removed),
            hot: played
                .hot
                .as_ref()
                .map(|h| each(&h.stones, HotStone::of))
                .unwrap_or_default(),
            ataris: names(&played.ataris),
            cycle: played.cycle.as_ref().map(|c| Cycle::of(c, ing)),
            end: played.end.map(|e| GameEnd::of(e, words)),
        }
    }

    /// `color` resigned (M-4): no point, nothing taken; `end` is the game's end.
    pub fn resigned(
        color: rules::Color,
        move_number: usize,
        end: Option<End>,
        words: &dyn Words,
    ) -> Played {
        Played {
            ok: true,
            color: color.into(),
            point: None,
            move_number,
            captured: Vec::new(),
            self_removed: Vec::new(),
            hot: Vec::new(),
            ataris: Vec::new(),
            cycle: None,
            end: end.map(|e| GameEnd::of(e, words)),
        }
    }
}

/// A refused move: which rule, its requirement ID and a sentence in the game's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Refusal {
    #[cfg_attr(feature = "ts", tsify(type = "false"))]
    pub ok: bool,
    #[cfg_attr(feature = "ts", tsify(type = "RefusalCode"))]
    pub code: &'static str,
    pub requirement: &'static str,
    pub message: String,
    /// The rule's name in a few words, in the game's language ("hot stone").
    pub rule: &'static str,
    /// The stones the refusal is about (the hot stones, the ko stone, the string that
    /// would die).
    pub stones: Vec<String>,
    /// The point refused: the rules' own, else the point the move was at.
    pub point: Option<String>,
}

impl Refusal {
    /// `mover`'s move refused; `at` the move's point when it was a board play.
    pub fn of(
        refusal: &rules::Refusal,
        mover: rules::Color,
        at: Option<Point>,
        words: &dyn Words,
    ) -> Refusal {
        Refusal {
            ok: false,
            code: refusal.code(),
            requirement: refusal.requirement(),
            message: words.refusal(mover, refusal),
            rule: words.rule_name(refusal.kind()),
            stones: names(&refusal.stones()),
            point: refusal.point().or(at).map(|p| p.to_string()),
        }
    }
}

/// `play()`'s answer: one of the two (`ok` says which).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum PlayResult {
    Played(Played),
    Refused(Refusal),
}

impl PlayResult {
    pub fn is_ok(&self) -> bool {
        matches!(self, PlayResult::Played(_))
    }
}

/// A move of a record the rules refused (`Game.fromSgf`): its node on the main line (the
/// root is 0), its colour and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct SkippedMove {
    pub node: usize,
    pub color: Color,
    pub refusal: Refusal,
}

/// The state of ko for the side to move (K-1..K-5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct KoState {
    /// The ko rule of the game.
    #[cfg_attr(feature = "ts", tsify(type = "KoRule"))]
    pub rule: &'static str,
    /// A basic ko the side to move may not retake now (K-1): the point.
    pub ko: Option<String>,
    /// Ing: the hot stones the side to move may not remove now (K-2).
    pub hot: Vec<HotStone>,
    /// The most recent completed cycle, if any.
    pub cycle: Option<Cycle>,
    /// Every completed cycle, in order.
    pub cycles: Vec<Cycle>,
    /// Ing: every ban in force (K-3).
    pub bans: Vec<Ban>,
    /// Ing: the bans that forbid a play to the side to move right now.
    pub banned_now: Vec<Ban>,
}

impl KoState {
    pub fn of(game: &Game) -> KoState {
        let ing = game.rules().ko == KoRule::Ing;
        let dk = game.disturbing_ko();
        KoState {
            rule: crate::ko_rule_name(game.rules().ko),
            ko: game.basic_ko().map(|k| k.point.to_string()),
            hot: HotStone::now(game),
            cycle: game.cycles().last().map(|c| Cycle::of(c, ing)),
            cycles: each(game.cycles(), |c| Cycle::of(c, ing)),
            bans: each(dk.bans, Ban::of),
            banned_now: each(&dk.banned_now, |b| Ban::of(b)),
        }
    }
}

/// Stones taken off the board by each player's moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Captures {
    pub black: usize,
    pub white: usize,
}

impl Captures {
    pub fn of(game: &Game) -> Captures {
        Captures {
            black: game.prisoners(rules::Color::Black),
            white: game.prisoners(rules::Color::White),
        }
    }
}
