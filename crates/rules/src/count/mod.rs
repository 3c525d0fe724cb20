//! Counting a finished position (C-1..C-6): the empty regions and who borders them,
//! the three methods (area, territory, Ing's fill-in), and the outcome they give.
//!
//! Every method starts from the same analysis: the dead stones (`DeadStones`) are taken
//! off, and each maximal connected set of empty points is a region, owned by a colour
//! when only that colour's stones border it. A stone marked dead therefore turns its
//! points into the surrounding colour's territory, as the territory view shows.
//!
//! Margins are kept in half points (`i32`), as `Komi` is, so that "is it a draw" is
//! exact. docs/rules/counting.md explains the methods and the choices made here.

mod area;
mod compare;
mod dead;
mod fill_in;
mod pass_alive;
mod territory;

use core::fmt;

use crate::board::Board;
use crate::handicap::HandicapCompensation;
use crate::penalty::{self, Penalty};
use crate::point::{BoardSize, Point};
use crate::rules::{Komi, Ruleset, Scoring};
use crate::Color;

pub use compare::{compare, Column, Comparison, Lineup, Reason};
pub use dead::{merge, Agreement, DeadError, DeadStones, Dispute, Settlement};
pub use fill_in::{supply, Bowl, FillIn, FillInSide, FillInStep, Frame, FrameKind, Place, Side};
pub use pass_alive::{pass_alive, PassAlive};

/// A maximal connected set of empty points, with the colours whose stones border it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Region {
    /// Sorted (by column, then row: A1, A2, ..., B1, ...).
    pub points: Vec<Point>,
    /// Whether a black stone borders the region.
    pub borders_black: bool,
    /// Whether a white stone borders the region.
    pub borders_white: bool,
}

impl Region {
    /// The colour whose stones alone border this region: its territory (C-1).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn owner(&self) -> Option<Color> {
        match (self.borders_black, self.borders_white) {
            (true, false) => Some(Color::Black),
            (false, true) => Some(Color::White),
            _ => None,
        }
    }

    /// Bordered by both colours: neutral points (dame), or shared points in seki.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn is_shared(&self) -> bool {
        self.owner().is_none()
    }
}

/// The empty regions of a board, in the order of their first point.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn regions(board: &Board) -> Vec<Region> {
    Analysis::of_board(board.clone(), [0, 0]).regions
}

/// How a position is counted: `Scoring` by another name, with the codes of the CLI.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Method {
    /// Stones plus territory (C-1, C-5).
    Area,
    /// Territory plus prisoners (C-4).
    Territory,
    /// Ing's fill-in counting (C-2).
    FillIn,
}

impl Method {
    /// The counting method a scoring rule uses.
    pub const fn of(scoring: Scoring) -> Method {
        match scoring {
            Scoring::Area => Method::Area,
            Scoring::Territory => Method::Territory,
            Scoring::IngFillIn => Method::FillIn,
        }
    }

    /// `area`, `territory` or `fill-in`.
    pub const fn code(self) -> &'static str {
        match self {
            Method::Area => "area",
            Method::Territory => "territory",
            Method::FillIn => "fill-in",
        }
    }
}

/// Prisoners taken during play (`Game::prisoners`): stones each colour's moves took
/// off the board.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Prisoners {
    /// The prisoners Black took (white stones).
    pub black: usize,
    /// The prisoners White took (black stones).
    pub white: usize,
}

impl Prisoners {
    #[cfg_attr(hotstone_size, optimize(size))]
    /// The prisoners taken in `game` so far.
    pub fn of(game: &crate::Game) -> Prisoners {
        Prisoners {
            black: game.prisoners(Color::Black),
            white: game.prisoners(Color::White),
        }
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    fn get(self, color: Color) -> usize {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }
}

/// What counting needs besides the board, the dead stones and the ruleset.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Adjustments {
    /// For territory counting (C-4).
    pub prisoners: Prisoners,
    /// Penalty points with their reasons (T-2 time, X-3 team rules); none without.
    pub penalties: Vec<Penalty>,
    /// Handicap stones (or Ing handicap board plays, H-2); below 2 the game is even.
    /// White receives `Ruleset::handicap_compensation` for them.
    pub handicap: u32,
}

impl Adjustments {
    /// What the game itself says: its prisoners and its handicap (H-1, H-2), no
    /// penalties.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn of(game: &crate::Game) -> Adjustments {
        Adjustments {
            prisoners: Prisoners::of(game),
            handicap: game
                .handicap()
                .map_or(0, crate::HandicapKind::compensated_stones),
            ..Adjustments::default()
        }
    }
}

/// Why a position cannot be counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CountError {
    /// The dead-stone marks were made for another board size.
    SizeMismatch {
        /// The board's size.
        board: BoardSize,
        /// The size the marks were made for.
        marks: BoardSize,
    },
    /// Fill-in counting: a side has more stones on the board than its bowl holds (B-4).
    SupplyExceeded {
        /// The side with too many stones.
        color: Color,
        /// Its stones on the board.
        on_board: usize,
        /// Its bowl's supply.
        supply: usize,
    },
}

impl fmt::Display for CountError {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountError::SizeMismatch { board, marks } => write!(
                f,
                "the dead stones are marked on a {marks} board, but the position is {board}"
            ),
            CountError::SupplyExceeded {
                color,
                on_board,
                supply,
            } => write!(
                f,
                "{} has {on_board} stones on the board, more than the {supply} of its bowl: \
                 fill-in counting needs each side's stones to come from its supply (B-4)",
                color_name(*color)
            ),
        }
    }
}

impl std::error::Error for CountError {}

#[cfg_attr(hotstone_size, optimize(size))]
pub(crate) fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}

/// One side's count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SideCount {
    /// Its stones left on the board (the dead ones taken off).
    pub stones: usize,
    /// Empty points that count for it, the points of dead opponent stones included.
    /// Under territory counting, eyes of stones in seki are not territory.
    pub territory: usize,
    /// Opponent stones it holds: those taken during play plus the opponent's dead ones.
    pub prisoners: usize,
    /// Its own stones marked dead.
    pub dead: usize,
}

impl SideCount {
    /// Stones plus territory (C-1).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn area(&self) -> usize {
        self.stones + self.territory
    }

    /// What the side's count is worth under `method`, before komi: its area (C-1,
    /// C-5), or its territory plus prisoners (C-4).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn points(&self, method: Method) -> usize {
        match method {
            Method::Area | Method::FillIn => self.area(),
            Method::Territory => self.territory + self.prisoners,
        }
    }
}

/// How a game came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Decided by counting. `winner` is `None` for a draw (a whole komi makes them
    /// possible, C-4); `margin_half` is the winner's lead in half points. `by_tie_rule`:
    /// the margin is 0 and a tie rule gave the game to `winner` (C-3).
    Counted {
        /// The winner; `None` for a draw.
        winner: Option<Color>,
        /// The winner's lead in half points.
        margin_half: u32,
        /// Whether a tie rule decided a zero margin.
        by_tie_rule: bool,
    },
    /// The loser resigned (M-4, E-2).
    Resignation {
        /// The player who did not resign.
        winner: Color,
    },
    /// The loser ran out of time (T-5, E-2).
    Time {
        /// The player whose time did not run out.
        winner: Color,
    },
    /// A cycle ended the game without result (K-5, E-5).
    NoResult,
    /// The loser forfeited the game: an illegal move (E-4, 003 4 f; see
    /// `adjudication::illegal_move`) or an abnormal termination (E-6, 003 4 h).
    Forfeit {
        /// The player who did not forfeit.
        winner: Color,
    },
    /// Capture Go (L-4): the winner's captures reached the goal, or, when two passes
    /// stopped play first, the winner captured more; `None`: as many (a draw).
    Captures {
        /// The player with more captures; `None`: as many.
        winner: Option<Color>,
    },
}

impl Outcome {
    /// The outcome of a count: `margin_half` is Black's lead over White in half points,
    /// komi and every adjustment included; `tie_winner` takes a zero margin.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn from_margin(margin_half: i32, tie_winner: Option<Color>) -> Outcome {
        let winner = match margin_half {
            m if m > 0 => Some(Color::Black),
            m if m < 0 => Some(Color::White),
            _ => tie_winner,
        };
        Outcome::Counted {
            winner,
            margin_half: margin_half.unsigned_abs(),
            by_tie_rule: margin_half == 0 && tie_winner.is_some(),
        }
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// The winner; `None` for a draw or no result.
    pub fn winner(&self) -> Option<Color> {
        match *self {
            Outcome::Counted { winner, .. } | Outcome::Captures { winner } => winner,
            Outcome::Resignation { winner }
            | Outcome::Time { winner }
            | Outcome::Forfeit { winner } => Some(winner),
            Outcome::NoResult => None,
        }
    }

    /// The winner's margin in points; `None` when the game was not decided by counting.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn margin(&self) -> Option<f64> {
        match *self {
            Outcome::Counted { margin_half, .. } => Some(f64::from(margin_half) / 2.0),
            _ => None,
        }
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// Whether the game is a draw.
    pub fn is_draw(&self) -> bool {
        matches!(
            self,
            Outcome::Counted { winner: None, .. } | Outcome::Captures { winner: None }
        )
    }

    /// Board points for a team match (X-5, seed 000): 1 for a win, 1/2 for a draw, 0
    /// for a loss; `None` for no result (a league counts it a draw, a knockout replays
    /// it: K-5).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn board_points(&self, color: Color) -> Option<f64> {
        match self {
            Outcome::NoResult => None,
            o if o.is_draw() => Some(0.5),
            o => Some(if o.winner() == Some(color) { 1.0 } else { 0.0 }),
        }
    }

    /// The result as SGF's RE writes it: `B+3`, `W+0.5`, `B+0` (a tie given to Black by
    /// the tie rule), `Draw`, `B+R`, `W+T`, `W+F` (forfeit), `Void`, `B+` (Capture Go).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn result(&self) -> String {
        match *self {
            Outcome::Counted { winner: None, .. } => "Draw".to_string(),
            Outcome::Counted {
                winner: Some(w),
                margin_half,
                ..
            } => {
                let m = Komi::from_half_points(margin_half as i32);
                format!("{}+{m}", w.letter())
            }
            Outcome::Resignation { winner } => format!("{}+R", winner.letter()),
            Outcome::Time { winner } => format!("{}+T", winner.letter()),
            Outcome::Forfeit { winner } => format!("{}+F", winner.letter()),
            Outcome::NoResult => "Void".to_string(),
            // SGF FF[4] allows a win without a score ("B+"), as in games that have none;
            // the RU (`Capture Go 3`) and the moves say how (docs/sgf.md).
            Outcome::Captures { winner: Some(w) } => format!("{}+", w.letter()),
            Outcome::Captures { winner: None } => "Draw".to_string(),
        }
    }
}

impl fmt::Display for Outcome {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.result())
    }
}

/// A counted position: both sides' counts under the ruleset's method, the outcome and,
/// under Ing, the fill-in model. `owner` is the territory view.
#[derive(Debug, Clone, PartialEq)]
pub struct Score {
    /// How the position was counted.
    pub method: Method,
    /// The board's size.
    pub size: BoardSize,
    /// Black's count.
    pub black: SideCount,
    /// White's count.
    pub white: SideCount,
    /// Empty points that count for nobody: neutral points and shared points in seki,
    /// and under territory counting the eyes of stones in seki too.
    pub shared: usize,
    /// The komi counted.
    pub komi: Komi,
    /// Points White receives for a handicap (`Ruleset::handicap_compensation`).
    pub handicap_bonus: u32,
    /// The penalties counted, with their reasons (T-2, X-3).
    pub penalties: Vec<Penalty>,
    /// The outcome: who won, by how much.
    pub outcome: Outcome,
    /// Under fill-in counting, the fill-in's figures and steps.
    pub fill_in: Option<FillIn>,
    /// Under territory counting: the empty points in seki (shared liberties and eyes).
    pub seki: Vec<Point>,
    owners: Vec<Option<Color>>,
    dead: DeadStones,
}

impl Score {
    /// What a side's count is worth under the method, in half points, before komi:
    /// area, or territory plus prisoners.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn points_half(&self, color: Color) -> i32 {
        2 * self.side(color).points(self.method) as i32
    }

    /// The compensation `color` receives, in half points: komi and the handicap bonus
    /// go to White, a negative komi to Black; 0 for the other side. A side's total is
    /// `points_half + compensation_half`, and the totals differ by the margin less
    /// the penalties.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn compensation_half(&self, color: Color) -> i32 {
        let white = self.komi.half_points() + 2 * self.handicap_bonus as i32;
        match color {
            Color::White => white.max(0),
            Color::Black => (-white).max(0),
        }
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// The count of `color`.
    pub fn side(&self, color: Color) -> &SideCount {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    /// Black's lead in half points: the difference of the counts, less komi, the
    /// handicap bonus and Black's penalties, plus White's.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn margin_half(&self) -> i32 {
        self.points_half(Color::Black)
            - self.points_half(Color::White)
            - self.komi.half_points()
            - 2 * self.handicap_bonus as i32
            - 2 * self.penalty(Color::Black) as i32
            + 2 * self.penalty(Color::White) as i32
    }

    /// The penalty points `color` pays, all reasons together.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn penalty(&self, color: Color) -> u32 {
        penalty::total(&self.penalties, color)
    }

    /// The territory view: who a point counts for. Live stones count for their colour
    /// (under area counting; under territory counting they are shown the same way), a
    /// dead stone for the colour whose territory it lies in, an empty point for the
    /// colour owning its region; `None` for neutral, shared and seki points.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn owner(&self, p: Point) -> Option<Color> {
        if !self.size.contains(p) {
            return None;
        }
        self.owners[self.size.index(p)]
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// The dead stones taken off before counting.
    pub fn dead(&self) -> &DeadStones {
        &self.dead
    }
}

/// Who wins a tie. A handicap game follows `Ruleset::handicap_compensation`; an even
/// game under Ing's fill-in counting where Black pays compensation goes to Black (C-3:
/// "bei einem Unentschieden den Sieg Schwarz zuzuerkennen"); otherwise a tie is a draw.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn tie_winner(rules: &Ruleset, handicap: u32) -> Option<Color> {
    if handicap >= 2 {
        return rules.handicap_compensation.tie_winner;
    }
    (rules.scoring == Scoring::IngFillIn && rules.komi.half_points() > 0).then_some(Color::Black)
}

/// Points White receives for `handicap` stones under the ruleset.
#[cfg_attr(hotstone_size, optimize(size))]
fn handicap_bonus(compensation: HandicapCompensation, handicap: u32) -> u32 {
    compensation.white_points(handicap)
}

/// Counts a finished position under the ruleset's method (C-1, C-2, C-4): the dead
/// stones are taken off, the regions found, and the outcome decided with komi, the
/// handicap compensation, penalties and the tie rule.
///
/// A 5x5 game under Chinese rules (area, komi 7.5) where Black holds columns A and B
/// and White D and E, C left neutral: 10 points each, White wins by the komi.
///
/// ```
/// use hotstone_rules::{count, Adjustments, BoardSize, DeadStones, Game, Move, Preset};
///
/// let size = BoardSize::new(5).unwrap();
/// let mut game = Game::new(size, Preset::Chinese.ruleset()).unwrap();
/// for row in 1..=5 {
///     for col in ["B", "D"] {
///         let point = size.parse_point(&format!("{col}{row}")).unwrap();
///         game.play(game.to_move(), Move::Play(point)).unwrap();
///     }
/// }
/// let score = count(game.board(), &DeadStones::none(size), game.rules(), &Adjustments::of(&game)).unwrap();
/// assert_eq!((score.black.area(), score.white.area()), (10, 10));
/// assert_eq!(score.outcome.result(), "W+7.5");
/// ```
#[cfg_attr(hotstone_size, optimize(size))]
pub fn count(
    board: &Board,
    dead: &DeadStones,
    rules: &Ruleset,
    adjustments: &Adjustments,
) -> Result<Score, CountError> {
    if dead.size() != board.size() {
        return Err(CountError::SizeMismatch {
            board: board.size(),
            marks: dead.size(),
        });
    }
    let analysis = Analysis::new(board, dead);
    let method = Method::of(rules.scoring);
    let bonus = handicap_bonus(rules.handicap_compensation, adjustments.handicap);
    let (black, white, shared, seki, owners) = match method {
        Method::Area | Method::FillIn => {
            let (b, w, shared) = area::count(&analysis);
            (b, w, shared, Vec::new(), analysis.area_owners())
        }
        Method::Territory => {
            let t = territory::count(&analysis);
            (t.black, t.white, t.shared, t.seki, t.owners)
        }
    };
    let with_prisoners = |mut side: SideCount, color: Color| {
        side.prisoners = adjustments.prisoners.get(color) + analysis.dead[color.opponent().index()];
        side.dead = analysis.dead[color.index()];
        side
    };
    let fill_in = match method {
        Method::FillIn => Some(fill_in::fill_in(
            &analysis,
            board,
            dead,
            fill_in::Payments {
                compensation_half: rules.komi.half_points() + 2 * bonus as i32,
                penalties: adjustments.penalties.clone(),
            },
        )?),
        _ => None,
    };
    let mut score = Score {
        method,
        size: board.size(),
        black: with_prisoners(black, Color::Black),
        white: with_prisoners(white, Color::White),
        shared,
        komi: rules.komi,
        handicap_bonus: bonus,
        penalties: adjustments.penalties.clone(),
        outcome: Outcome::NoResult,
        fill_in,
        seki,
        owners,
        dead: dead.clone(),
    };
    score.outcome =
        Outcome::from_margin(score.margin_half(), tie_winner(rules, adjustments.handicap));
    Ok(score)
}

const NONE: u32 = u32::MAX;

/// The position as counting sees it: the dead stones taken off, the regions found.
#[derive(Debug, Clone)]
pub(crate) struct Analysis {
    pub size: BoardSize,
    /// The board without the dead stones.
    pub alive: Board,
    pub regions: Vec<Region>,
    /// Region index of each empty point of `alive`, `NONE` on stones.
    pub region_of: Vec<u32>,
    /// Stones left on the board, per colour (`Color::index`).
    pub stones: [usize; 2],
    /// Stones marked dead, per colour of the stones.
    pub dead: [usize; 2],
}

impl Analysis {
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn new(board: &Board, dead: &DeadStones) -> Analysis {
        let mut counts = [0, 0];
        let alive = Board::from_stones(
            board.size(),
            board.stones().filter(|&(p, c)| {
                let is_dead = dead.is_dead(p);
                if is_dead {
                    counts[c.index()] += 1;
                }
                !is_dead
            }),
        );
        Analysis::of_board(alive, counts)
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    fn of_board(alive: Board, dead: [usize; 2]) -> Analysis {
        let size = alive.size();
        let cells = alive.cells();
        let mut region_of = vec![NONE; size.area()];
        let mut regions = Vec::new();
        let mut stones = [0, 0];
        let mut stack = Vec::new();
        for start in 0..cells.len() {
            if let Some(c) = cells[start] {
                stones[c.index()] += 1;
                continue;
            }
            if region_of[start] != NONE {
                continue;
            }
            let id = regions.len() as u32;
            let mut region = Region {
                points: Vec::new(),
                borders_black: false,
                borders_white: false,
            };
            region_of[start] = id;
            stack.push(start);
            while let Some(i) = stack.pop() {
                let p = size.point(i);
                region.points.push(p);
                for n in p.neighbors(size) {
                    let j = size.index(n);
                    match cells[j] {
                        Some(Color::Black) => region.borders_black = true,
                        Some(Color::White) => region.borders_white = true,
                        None if region_of[j] == NONE => {
                            region_of[j] = id;
                            stack.push(j);
                        }
                        None => {}
                    }
                }
            }
            hotstone_text::sort(&mut region.points);
            regions.push(region);
        }
        Analysis {
            size,
            alive,
            regions,
            region_of,
            stones,
            dead,
        }
    }

    /// The region of an empty point.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn region(&self, p: Point) -> Option<&Region> {
        let id = self.region_of[self.size.index(p)];
        (id != NONE).then(|| &self.regions[id as usize])
    }

    /// Area counting's view: stones for their colour, regions for their owner.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn area_owners(&self) -> Vec<Option<Color>> {
        // A loop, not iterator adapters compiled at the crate's opt-level (issue 15).
        let mut owners = Vec::with_capacity(self.size.area());
        for p in self.size.points() {
            owners.push(match self.alive.get(p) {
                Some(c) => Some(c),
                None => self.region(p).and_then(Region::owner),
            });
        }
        owners
    }
}

#[cfg(test)]
mod fixtures;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c4_whole_komi_draws_and_half_points() {
        let draw = Outcome::from_margin(0, None);
        assert!(draw.is_draw());
        assert_eq!(draw.result(), "Draw");
        assert_eq!(draw.board_points(Color::Black), Some(0.5));
        assert_eq!(Outcome::from_margin(-1, None).result(), "W+0.5");
        assert_eq!(Outcome::from_margin(6, None).result(), "B+3");
        let tie = Outcome::from_margin(0, Some(Color::Black));
        assert_eq!(tie.result(), "B+0");
        assert_eq!(tie.winner(), Some(Color::Black));
        assert!(matches!(
            tie,
            Outcome::Counted {
                by_tie_rule: true,
                ..
            }
        ));
        assert_eq!(
            Outcome::Resignation {
                winner: Color::White
            }
            .result(),
            "W+R"
        );
        assert_eq!(
            Outcome::Time {
                winner: Color::Black
            }
            .result(),
            "B+T"
        );
        assert_eq!(Outcome::NoResult.result(), "Void");
        assert_eq!(Outcome::NoResult.board_points(Color::Black), None);
    }

    #[test]
    fn regions_know_their_borders() {
        let b = Board::from_rows(&["..X..", "..XO.", "XXXO.", "OOOO.", "....."]).unwrap();
        let r = regions(&b);
        assert_eq!(r.len(), 2);
        assert!(r[0].is_shared(), "A1..E5 touches O and, at D5, X");
        assert_eq!(r[0].points.len(), 10);
        assert_eq!(r[1].owner(), Some(Color::Black), "A4, B4, A5, B5");
    }
}
