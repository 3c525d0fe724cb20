//! What goes back to JavaScript: plain structs in the API's own words (camelCase,
//! points by name, colours as `'black' | 'white'`), built from the rules crate's values
//! and written out field by field (`json`).
//! Nothing is decided here; the sentences come from the catalogue (`lang`).

use hotstone_rules::{Ban, Color, Cycle, End, Game, HandicapKind, HotStone, Move, Point, Refusal};

use crate::json::{Json, ToJson};
use crate::lang::{self, Lang};

/// Each item's view, in order: a loop instead of `map` and `collect`, whose adapter
/// chain each list of views compiled anew in the wasm package.
pub fn each<T, U>(items: &[T], mut view: impl FnMut(&T) -> U) -> Vec<U> {
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        out.push(view(item));
    }
    out
}

pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

pub fn names(points: &[Point]) -> Vec<String> {
    each(points, Point::to_string)
}

/// A hot stone (K-2): where, and why (`single`, `double`, `twin`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HotView {
    pub point: String,
    pub kind: &'static str,
}

pub fn hot_views(stones: &[HotStone]) -> Vec<HotView> {
    each(stones, |h| HotView {
        point: h.point.to_string(),
        kind: h.kind.code(),
    })
}

/// How play stopped (M-4, M-5, K-5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndView {
    /// `two-passes`, `resignation`, `no-result` or `time`.
    pub code: &'static str,
    /// After a resignation or a loss on time, the other player; otherwise null (a
    /// count decides, or there is no result).
    pub winner: Option<&'static str>,
    pub message: String,
}

pub fn end_view(end: End, lang: Lang) -> EndView {
    EndView {
        code: end.code(),
        winner: match end {
            End::Resignation { loser } | End::Time { loser, .. } => {
                Some(color_name(loser.opponent()))
            }
            End::TwoPasses | End::NoResult => None,
        },
        message: lang::end(lang, end),
    }
}

/// One move of a cycle: who, and where (`null` for a pass).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveView {
    pub color: &'static str,
    pub point: Option<String>,
}

fn move_view(color: Color, mv: Move) -> MoveView {
    MoveView {
        color: color_name(color),
        point: match mv {
            Move::Play(p) => Some(p.to_string()),
            Move::Pass => None,
        },
    }
}

/// A completed cycle (K-3, K-5): its plays, its disturber (the player of its first board
/// play) and, under Ing, the banned play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CycleView {
    pub length: usize,
    /// How many times the situation has now occurred (2 on the first recurrence).
    pub occurrence: usize,
    /// History indices of the earlier and this occurrence (0 = the empty board; each setup, handicap and move adds one, so a record with setup starts at 1).
    pub from: usize,
    pub to: usize,
    pub plays: Vec<MoveView>,
    pub disturber: Option<&'static str>,
    /// Under Ing: the play the disturber may not make again in that situation.
    pub banned: Option<String>,
}

pub fn cycle_view(cycle: &Cycle, ing: bool) -> CycleView {
    let first = cycle.first_board_play();
    CycleView {
        length: cycle.length(),
        occurrence: cycle.occurrence,
        from: cycle.from,
        to: cycle.to,
        plays: each(&cycle.moves, |&(c, m)| move_view(c, m)),
        disturber: first.map(|(c, _)| color_name(c)),
        banned: first.filter(|_| ing).map(|(_, p)| p.to_string()),
    }
}

/// A ban of Ing's disturbing ko (K-3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BanView {
    pub color: &'static str,
    pub point: String,
    /// History index of the situation the ban holds in.
    pub situation: usize,
    pub cycle: CycleView,
}

pub fn ban_view(ban: &Ban) -> BanView {
    BanView {
        color: color_name(ban.color),
        point: ban.point.to_string(),
        situation: ban.situation,
        cycle: cycle_view(&ban.cycle, true),
    }
}

/// A legal move: what it did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedView {
    pub ok: bool,
    pub color: &'static str,
    /// The point played; null for a pass or a resignation.
    pub point: Option<String>,
    /// The number of this move (moves are board plays and passes).
    pub move_number: usize,
    pub captured: Vec<String>,
    /// Stones of the mover's own string removed by a suicide the rules allow.
    pub self_removed: Vec<String>,
    /// Under Ing, the hot stones this play left (K-2).
    pub hot: Vec<HotView>,
    /// Opponent strings this play left with one liberty, one point each.
    pub ataris: Vec<String>,
    /// The situation this move made occurred before.
    pub cycle: Option<CycleView>,
    pub end: Option<EndView>,
}

/// A refused move: which rule, its requirement ID and a sentence in the game's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefusedView {
    pub ok: bool,
    pub code: &'static str,
    pub requirement: &'static str,
    pub message: String,
    /// The rule's name in a few words, in the game's language ("hot stone").
    pub rule: &'static str,
    /// The stones the refusal is about (the hot stones, the ko stone, the string that
    /// would die).
    pub stones: Vec<String>,
    pub point: Option<String>,
}

pub fn refused_view(refusal: &Refusal, mover: Color, lang: Lang) -> RefusedView {
    RefusedView {
        ok: false,
        code: refusal.code(),
        requirement: refusal.requirement(),
        message: lang::refusal(lang, mover, refusal),
        rule: lang::rule_name(lang, refusal.kind()),
        stones: names(&refusal.stones()),
        point: refusal.point().map(|p| p.to_string()),
    }
}

/// A move of a record the rules refused (`Game.fromSgf`): its node on the main line (the
/// root is 0), its colour and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedView {
    pub node: usize,
    pub color: &'static str,
    pub refusal: RefusedView,
}

impl ToJson for SkippedView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("node", &self.node)
            .field("color", &self.color)
            .field("refusal", &self.refusal)
            .close('}');
    }
}

/// `play()`'s answer: one of the two.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    Played(PlayedView),
    Refused(RefusedView),
}

impl Answer {
    pub fn is_ok(&self) -> bool {
        matches!(self, Answer::Played(_))
    }
}

/// A point the side to move may not play, and why.
pub type ForbiddenView = RefusedView;

/// The state of ko for the side to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KoStateView {
    /// The ko rule of the game.
    pub rule: &'static str,
    /// A basic ko the side to move may not retake now (K-1): the point.
    pub ko: Option<String>,
    /// Ing: the hot stones the side to move may not remove now (K-2).
    pub hot: Vec<HotView>,
    /// The most recent completed cycle, if any.
    pub cycle: Option<CycleView>,
    /// Every completed cycle, in order.
    pub cycles: Vec<CycleView>,
    /// Ing: every ban in force (K-3).
    pub bans: Vec<BanView>,
    /// Ing: the bans that forbid a play to the side to move right now.
    pub banned_now: Vec<BanView>,
}

pub fn ko_state(game: &Game, rule: &'static str) -> KoStateView {
    let ing = game.rules().ko == hotstone_rules::KoRule::Ing;
    let dk = game.disturbing_ko();
    let cycles = each(game.cycles(), |c| cycle_view(c, ing));
    KoStateView {
        rule,
        ko: game.basic_ko().map(|k| k.point.to_string()),
        hot: game.hot().map(|h| hot_views(&h.stones)).unwrap_or_default(),
        // The last cycle's view made again, not cloned (its clone's code, for this alone).
        cycle: game.cycles().last().map(|c| cycle_view(c, ing)),
        cycles,
        bans: each(dk.bans, ban_view),
        banned_now: each(&dk.banned_now, |b| ban_view(b)),
    }
}

/// The board as rows, top row first (y = 0), each point `'black'`, `'white'` or null:
/// `board()[y][x]`.
pub fn rows(game: &Game) -> Vec<Vec<Option<&'static str>>> {
    color_rows(game.size().get(), &|p| game.board().get(p))
}

/// Rows of points, top row first, each point's colour by `color_at` as its name or
/// null: the board's stones (`rows`) and the count's owners (`score`) through one loop.
pub fn color_rows(
    n: u8,
    color_at: &dyn Fn(Point) -> Option<Color>,
) -> Vec<Vec<Option<&'static str>>> {
    let mut rows = Vec::with_capacity(usize::from(n));
    for row in (0..n).rev() {
        let mut cells = Vec::with_capacity(usize::from(n));
        for col in 0..n {
            cells.push(Point::new(col, row).and_then(color_at).map(color_name));
        }
        rows.push(cells);
    }
    rows
}

/// A ruleset's axes, and the preset they came from.
#[derive(Debug, Clone, PartialEq)]
pub struct RulesView {
    /// The preset's name; null for an object of axes.
    pub name: Option<&'static str>,
    pub ko: &'static str,
    pub suicide: &'static str,
    pub scoring: &'static str,
    pub komi: f64,
    pub handicap_style: &'static str,
    /// What White receives per handicap stone: `none`, `n`, `n-minus-one`.
    pub handicap_bonus: &'static str,
    /// Who wins a tie in a handicap game; null when a draw stands.
    pub tie_winner: Option<&'static str>,
}

pub fn rules_view(
    rules: &hotstone_rules::Ruleset,
    preset: Option<hotstone_rules::Preset>,
) -> RulesView {
    use crate::input::{
        handicap_bonus_name, handicap_style_name, ko_rule_name, scoring_name, suicide_name,
    };
    RulesView {
        name: preset.map(|p| p.name()),
        ko: ko_rule_name(rules.ko),
        suicide: suicide_name(rules.suicide),
        scoring: scoring_name(rules.scoring),
        komi: rules.komi.points(),
        handicap_style: handicap_style_name(rules.handicap),
        handicap_bonus: handicap_bonus_name(rules.handicap_compensation.bonus),
        tie_winner: rules.handicap_compensation.tie_winner.map(color_name),
    }
}

/// A game's handicap (H-1, H-2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandicapView {
    /// `fixed` (the conventional points), `free` (placed anywhere) or `ing-moves`.
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

pub fn handicap_view(kind: HandicapKind) -> HandicapView {
    HandicapView {
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
        },
    }
}

// The fields in the order and with the names the API gives them (docs/js-api.md).

impl ToJson for HotView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("point", &self.point)
            .field("kind", &self.kind)
            .close('}');
    }
}

impl ToJson for EndView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("code", &self.code)
            .field("winner", &self.winner)
            .field("message", &self.message)
            .close('}');
    }
}

impl ToJson for MoveView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("color", &self.color)
            .field("point", &self.point)
            .close('}');
    }
}

impl ToJson for CycleView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("length", &self.length)
            .field("occurrence", &self.occurrence)
            .field("from", &self.from)
            .field("to", &self.to)
            .field("plays", &self.plays)
            .field("disturber", &self.disturber)
            .field("banned", &self.banned)
            .close('}');
    }
}

impl ToJson for BanView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("color", &self.color)
            .field("point", &self.point)
            .field("situation", &self.situation)
            .field("cycle", &self.cycle)
            .close('}');
    }
}

impl ToJson for PlayedView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("ok", &self.ok)
            .field("color", &self.color)
            .field("point", &self.point)
            .field("moveNumber", &self.move_number)
            .field("captured", &self.captured)
            .field("selfRemoved", &self.self_removed)
            .field("hot", &self.hot)
            .field("ataris", &self.ataris)
            .field("cycle", &self.cycle)
            .field("end", &self.end)
            .close('}');
    }
}

impl ToJson for RefusedView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("ok", &self.ok)
            .field("code", &self.code)
            .field("requirement", &self.requirement)
            .field("message", &self.message)
            .field("rule", &self.rule)
            .field("stones", &self.stones)
            .field("point", &self.point)
            .close('}');
    }
}

impl ToJson for Answer {
    fn json(&self, out: &mut Json) {
        match self {
            Answer::Played(p) => p.json(out),
            Answer::Refused(r) => r.json(out),
        }
    }
}

impl ToJson for KoStateView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("rule", &self.rule)
            .field("ko", &self.ko)
            .field("hot", &self.hot)
            .field("cycle", &self.cycle)
            .field("cycles", &self.cycles)
            .field("bans", &self.bans)
            .field("bannedNow", &self.banned_now)
            .close('}');
    }
}

impl ToJson for RulesView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("name", &self.name)
            .field("ko", &self.ko)
            .field("suicide", &self.suicide)
            .field("scoring", &self.scoring)
            .field("komi", &self.komi)
            .field("handicapStyle", &self.handicap_style)
            .field("handicapBonus", &self.handicap_bonus)
            .field("tieWinner", &self.tie_winner)
            .close('}');
    }
}

impl ToJson for HandicapView {
    fn json(&self, out: &mut Json) {
        out.object()
            .field("style", &self.style)
            .field("size", &self.size)
            .field("stones", &self.stones)
            .field("left", &self.left)
            .close('}');
    }
}
