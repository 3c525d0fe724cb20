//! Monte Carlo tree search with RAVE (Gelly and Silver's MC-RAVE) over a `Game`.
//!
//! The tree's moves are made on a clone of the game, so each one is checked by the
//! game's own rules (suicide, ko or superko, Ing's hot stones and disturbing-ko bans,
//! cycles that end a game, the handicap phase): the player cannot choose a move the
//! rules refuse. Below the tree the light policy plays out on a `BareBoard`, which is
//! only an estimate of the position's worth, never a move to play.

use hotstone_rules::{Action, BareBoard, Color, End, Engine, Game, Move, Point, Scoring, Xorshift};
use hotstone_text::sort_by;

use crate::capture_race::{self, Race};
use crate::ownership::{area_margin, settled_margin, Ownership};
use crate::policy::{extension_liberties, Line, Policy};

/// Virtual visits each new child starts with, at a win rate set by its shape (priors).
const PRIOR_VISITS: f32 = 10.0;
/// The number of visits at which a node's own results and its AMAF estimate weigh the
/// same (RAVE's equivalence parameter).
const RAVE_EQUIVALENCE: f32 = 2000.0;
/// The weight of UCT's exploration term beside RAVE.
const EXPLORATION: f32 = 0.1;
/// A node grows children once it has been reached this many times.
const EXPAND_AT: f32 = 2.0;
/// The weight of the margin beside the win in a playout's result.
const SCORE_WEIGHT: f32 = 0.1;
/// The player's budget is checked every this many playouts.
const CHECK_EVERY: u32 = 16;
/// Resign below this win rate, once the search has seen enough playouts.
const RESIGN_BELOW: f64 = 0.06;
const RESIGN_AFTER: u32 = 500;

/// How the player chooses: the playouts per move, how much chance goes into the choice,
/// and whether it may resign.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Settings {
    /// The most playouts per move (the caller's `stop` may end the search sooner).
    pub playouts: u32,
    /// 0 plays the most visited move; above 0 a move is drawn with odds growing as
    /// visits^(1/temperature) among the moves the search thought of.
    pub temperature: f64,
    /// Resign when the game is hopeless (off for beginners).
    pub resign: bool,
    /// Never cruel (beginners' levels): once the game is safely won, aim at a win by
    /// about this share of the board's points (0.15: 7 points on 7x7, 12 on 9x9)
    /// rather than by the most. `None` maximises the margin.
    pub target: Option<f64>,
    /// The seed: the same game and settings give the same move.
    pub seed: u64,
}

/// What the player does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Decision {
    Play(Point),
    Pass,
    Resign,
}

impl Decision {
    /// The move, unless the player resigns.
    pub fn to_move(self) -> Option<Move> {
        match self {
            Decision::Play(p) => Some(Move::Play(p)),
            Decision::Pass => Some(Move::Pass),
            Decision::Resign => None,
        }
    }
}

/// One move the search considered.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate {
    pub mv: Move,
    /// Playouts through this move.
    pub visits: u32,
    /// The mover's share of wins in them (priors included).
    pub win_rate: f64,
    /// The mover's mean margin at the end of them, in points (0 without visits).
    pub margin: f64,
}

/// The search's answer: its decision, its best move (the hint: the most visited, with no
/// chance and no resigning), the best move's win rate, the candidates by visits, and
/// who owns each point at the end of the playouts.
#[derive(Debug, Clone)]
pub struct Analysis {
    pub decision: Decision,
    pub best: Move,
    pub win_rate: f64,
    pub playouts: u32,
    pub candidates: Vec<Candidate>,
    pub ownership: Ownership,
}

#[derive(Debug, Clone)]
struct Node {
    mv: Move,
    /// Visits and wins, priors included; wins are the mover's (who played `mv`).
    visits: f32,
    wins: f32,
    amaf_visits: f32,
    amaf_wins: f32,
    /// The sum of Black's margins (half points) at the end of the playouts through it.
    margins: f32,
    first_child: u32,
    children: u32,
    expanded: bool,
}

impl Node {
    fn new(mv: Move, prior: f32) -> Node {
        Node {
            mv,
            visits: PRIOR_VISITS,
            wins: PRIOR_VISITS * prior,
            amaf_visits: 0.0,
            amaf_wins: 0.0,
            margins: 0.0,
            first_child: 0,
            children: 0,
            expanded: false,
        }
    }

    /// RAVE's blend of the node's own win rate and its AMAF win rate, plus exploration.
    fn value(&self, log_parent: f32) -> f32 {
        let q = self.wins / self.visits;
        let blended = if self.amaf_visits > 0.0 {
            let beta = self.amaf_visits
                / (self.amaf_visits
                    + self.visits
                    + self.visits * self.amaf_visits / RAVE_EQUIVALENCE);
            (1.0 - beta) * q + beta * (self.amaf_wins / self.amaf_visits)
        } else {
            q
        };
        blended + EXPLORATION * (log_parent / self.visits).sqrt()
    }
}

/// The tree and the buffers one search reuses.
struct Tree {
    nodes: Vec<Node>,
    policy: Policy,
    rng: Xorshift,
    line: Line,
    path: Vec<usize>,
    movers: Vec<Color>,
    first: Vec<Option<Color>>,
    ownership: Ownership,
    width: usize,
    /// `Settings::target` in half points.
    target: Option<i32>,
    /// Under territory counting (C-4), what turns the root's area margin into its
    /// territory margin, in half points (see `territory_offset`); `None` under area.
    territory: Option<i32>,
    /// Black's board plays less White's since the root, in the current simulation.
    plays: i32,
    /// The opponent has just passed at the root: the root's pass must not take every
    /// simulation (`Tree::select`).
    root_after_pass: bool,
    /// A capture game (L-4): lines are won by the goal, not by the count
    /// (`capture_race`).
    capture_go: bool,
}

/// Thinks about the position of `game` for the side to move, within `settings.playouts`
/// playouts or until `stop(playouts_so_far)` says so (checked every few playouts: the
/// caller's clock, if it has one; the player reads none).
pub fn think(game: &Game, settings: &Settings, stop: &mut dyn FnMut(u32) -> bool) -> Analysis {
    let mut root_game = game.clone();
    if root_game.end() == Some(End::TwoPasses) {
        // A move after two passes resumes play (M-5); the player may still pass.
        let _ = root_game.resume();
    }
    let size = root_game.size();
    let mut tree = Tree {
        nodes: vec![Node::new(Move::Pass, 0.5)],
        policy: Policy::new(size, settings.seed),
        rng: Xorshift::new(settings.seed.wrapping_add(0x9E37)),
        line: Line::default(),
        path: Vec::new(),
        movers: Vec::new(),
        first: vec![None; size.area()],
        ownership: Ownership::new(size),
        width: size.get() as usize,
        target: settings
            .target
            .map(|t| (2.0 * t * size.area() as f64).round() as i32),
        territory: (root_game.rules().scoring == Scoring::Territory
            && root_game.rules().capture_goal.is_none())
        .then(|| territory_offset(&root_game)),
        plays: 0,
        root_after_pass: root_game.consecutive_passes() > 0,
        capture_go: root_game.rules().capture_goal.is_some(),
    };
    tree.expand(0, &root_game);
    let mut done = 0;
    if tree.nodes[0].children > 0 && root_game.end().is_none() {
        while done < settings.playouts {
            if done % CHECK_EVERY == 0 && done > 0 && stop(done) {
                break;
            }
            tree.simulate(&root_game);
            done += 1;
        }
    }
    if tree.ownership.playouts() < OWNERSHIP_PLAYOUTS && root_game.end().is_none() {
        // Every simulation ended in the tree (two passes): playouts from the position
        // itself, each side first in turn, say who owns what (`Tree::open_point`).
        tree.estimate_ownership(&root_game);
    }
    tree.analysis(&root_game, settings, done)
}

impl Tree {
    fn ownership_area(&self) -> usize {
        self.first.len()
    }

    fn index(&self, p: Point) -> usize {
        p.row() as usize * self.width + p.col() as usize
    }

    /// Tops the ownership estimate up to `OWNERSHIP_PLAYOUTS` with playouts from the
    /// root's position, each side moving first in turn (as `suggest_dead`'s).
    fn estimate_ownership(&mut self, game: &Game) {
        for k in self.ownership.playouts()..OWNERSHIP_PLAYOUTS {
            let first = if k % 2 == 0 {
                game.to_move()
            } else {
                game.to_move().opponent()
            };
            let mut bare = BareBoard::new(game.board().clone(), first);
            self.line.moves.clear();
            self.policy.run(&mut bare, None, &mut self.line);
            self.ownership.add(bare.board());
        }
    }

    /// The children of `node`: every play the rules allow that is neither a suicide nor
    /// the filling of an own one-point eye; a pass when the opponent just passed or
    /// nothing else is left.
    fn expand(&mut self, node: usize, game: &Game) {
        let color = game.to_move();
        let board = game.board();
        let size = board.size();
        let edge = size.get() - 1;
        let start = self.nodes.len();
        for p in size.points() {
            if board.get(p).is_some() || board.is_eye_of(p, color) {
                continue;
            }
            let preview = board.preview(p, color);
            if preview.self_removed > 0 {
                continue;
            }
            if game.check(color, Move::Play(p)).is_err() {
                continue;
            }
            let prior = if preview.captured > 0 {
                0.8
            } else if extension_liberties(board, p, color) <= 1 {
                0.3
            } else if p.col() == 0 || p.row() == 0 || p.col() == edge || p.row() == edge {
                0.4
            } else {
                0.5
            };
            self.nodes.push(Node::new(Move::Play(p), prior));
        }
        let plays = self.nodes.len() - start;
        // A gentle player may also pass first (`Tree::gentle`), and so may any player
        // under territory counting, where filling its own territory loses points.
        let may_pass = game.check(color, Move::Pass).is_ok()
            && (plays == 0
                || game.consecutive_passes() > 0
                || (node == 0 && (self.target.is_some() || self.territory.is_some())));
        if may_pass {
            // A pass that ends play starts from the count as it stands (it gets no AMAF
            // estimate to lift it as plays do).
            let prior = if game.consecutive_passes() > 0 {
                let own = &self.ownership;
                let margin = settled_margin(board, |p| own.is_dead(board, p), game.rules().komi);
                let black = self.result(self.counted(margin, 0));
                if color == Color::Black {
                    black
                } else {
                    1.0 - black
                }
            } else if plays > 0 {
                // A pass while play goes on: tried early, so that its worth is known
                // (`Tree::root_pass`).
                ROOT_PASS_PRIOR
            } else {
                0.5
            };
            self.nodes.push(Node::new(Move::Pass, prior));
        }
        let children = (self.nodes.len() - start) as u32;
        let n = &mut self.nodes[node];
        n.first_child = start as u32;
        n.children = children;
        n.expanded = true;
    }

    /// The child to go down: RAVE's best. At the root after the opponent's pass, a play
    /// whenever the pass has had half the simulations: the pass (the game's end, counted
    /// as it stands) wins as its prior says every time and would take them all, and when
    /// play is still open (`open_point`) the move played instead must have been searched
    /// (after a beginner's pass on the empty 7x7 board, every level answered B2, the
    /// first unsearched point).
    fn select(&self, node: usize) -> usize {
        let n = &self.nodes[node];
        let log_parent = n.visits.max(1.0).ln();
        let start = n.first_child as usize;
        let skip_pass = node == 0
            && self.root_after_pass
            && self.nodes[start..start + n.children as usize]
                .iter()
                .any(|c| c.mv == Move::Pass && 2.0 * (c.visits - PRIOR_VISITS) > n.visits);
        let mut best = start;
        let mut best_value = f32::MIN;
        for c in start..start + n.children as usize {
            if skip_pass && self.nodes[c].mv == Move::Pass {
                continue;
            }
            let v = self.nodes[c].value(log_parent);
            if v > best_value {
                best_value = v;
                best = c;
            }
        }
        best
    }

    /// One simulation: down the tree by RAVE, grow it by one node, play out, and
    /// count the result back up.
    fn simulate(&mut self, root: &Game) {
        let mut game = root.clone();
        self.path.clear();
        self.movers.clear();
        self.path.push(0);
        self.movers.push(game.to_move());
        let mut node = 0;
        self.plays = 0;
        while game.end().is_none() {
            if !self.nodes[node].expanded {
                if self.nodes[node].visits - PRIOR_VISITS < EXPAND_AT {
                    break;
                }
                self.expand(node, &game);
            }
            if self.nodes[node].children == 0 {
                break;
            }
            let child = self.select(node);
            let color = game.to_move();
            if !game.try_play(color, self.nodes[child].mv) {
                // Cannot happen: every child was checked by the same rules.
                break;
            }
            self.plays += plays_by(color, self.nodes[child].mv);
            node = child;
            self.path.push(node);
            self.movers.push(game.to_move());
        }
        let mut margin = self.play_out(&game);
        if game.end() != Some(End::NoResult) && !self.capture_go {
            let line = self.line.moves.iter().map(|&(c, mv)| plays_by(c, mv)).sum();
            margin = self.counted(margin, line);
        }
        let black_wins = self.result(margin);
        self.back_up(black_wins, margin);
    }

    /// Plays the position out with the light policy; Black's margin in half points (0,
    /// a draw, for a game without result).
    fn play_out(&mut self, game: &Game) -> i32 {
        self.line.moves.clear();
        if game.end() == Some(End::NoResult) {
            return 0;
        }
        let last = match game.actions().last() {
            Some(Action::Move {
                mv: Move::Play(p), ..
            }) => Some(*p),
            _ => None,
        };
        if self.capture_go {
            return self.race_out(game, last);
        }
        if game.end() == Some(End::TwoPasses) {
            // Counted as it stands, less the stones the playouts so far call dead: what
            // players would agree on. Dead stones left in one's area spoil it, so the
            // player takes them off before it passes.
            let own = &self.ownership;
            let board = game.board();
            return settled_margin(board, |p| own.is_dead(board, p), game.rules().komi);
        }
        let mut bare = BareBoard::new(game.board().clone(), game.to_move());
        self.policy.run(&mut bare, last, &mut self.line);
        self.ownership.add(bare.board());
        area_margin(bare.board(), game.rules().komi)
    }

    /// Plays a capture game out (L-4): the line stops at the capture that reaches the
    /// goal, and its winner takes the whole board; a line that stops before, by two
    /// passes, goes to the side that captured more, as the rules say.
    fn race_out(&mut self, game: &Game, last: Option<Point>) -> i32 {
        let area = self.ownership_area();
        if let Some(winner) = capture_race::ended(game) {
            return capture_race::margin(winner, area);
        }
        let Some(mut race) = Race::of(game) else {
            return 0;
        };
        let mut winner = None;
        let mut bare = BareBoard::new(game.board().clone(), game.to_move());
        self.policy.run_until(
            &mut bare,
            last,
            &mut self.line,
            |bare: &BareBoard, mover| {
                winner = race.take(mover, bare.board().last_removed().len());
                winner.is_some()
            },
        );
        self.ownership.add(bare.board());
        capture_race::margin(winner.or_else(|| race.leader()), area)
    }

    /// Black's margin as the rules count it, from an area margin at the end of a line
    /// with `line` more plays by Black than by White below the tree. Under territory
    /// counting each play costs its player a point (its stone is not territory; a
    /// capture's prisoner is the captured stone's point, which area counts too), so
    /// territory margin = area margin - the root's offset - (Black's plays - White's).
    fn counted(&self, area: i32, line: i32) -> i32 {
        match self.territory {
            Some(offset) => area - offset - 2 * (self.plays + line),
            None => area,
        }
    }

    /// Black's result for a margin in half points: mostly the win, a little the margin.
    fn result(&self, margin: i32) -> f32 {
        let win = match margin.signum() {
            1 => 1.0,
            -1 => 0.0,
            _ => 0.5,
        };
        // A little of the margin too: among winning moves the one that wins more (so a
        // capture is taken when everything wins), among losing ones the closer. A
        // gentle player sees no gain in margins beyond its target.
        let margin = match self.target {
            Some(t) => margin.clamp(-t, t),
            None => margin,
        };
        let share = (margin as f32 / (4.0 * self.ownership_area() as f32)).clamp(-0.5, 0.5);
        (1.0 - SCORE_WEIGHT) * win + SCORE_WEIGHT * (0.5 + share)
    }

    fn back_up(&mut self, black_wins: f32, margin: i32) {
        let result = |c: Color| {
            if c == Color::Black {
                black_wins
            } else {
                1.0 - black_wins
            }
        };
        self.first.iter_mut().for_each(|f| *f = None);
        for k in (0..self.line.moves.len()).rev() {
            if let (c, Move::Play(p)) = self.line.moves[k] {
                let i = self.index(p);
                self.first[i] = Some(c);
            }
        }
        for d in (0..self.path.len()).rev() {
            let node = self.path[d];
            let to_move = self.movers[d];
            let (start, count) = {
                let n = &self.nodes[node];
                (n.first_child as usize, n.children as usize)
            };
            let r = result(to_move);
            for c in start..start + count {
                if let Move::Play(p) = self.nodes[c].mv {
                    if self.first[self.index(p)] == Some(to_move) {
                        let child = &mut self.nodes[c];
                        child.amaf_visits += 1.0;
                        child.amaf_wins += r;
                    }
                }
            }
            let n = &mut self.nodes[node];
            n.visits += 1.0;
            n.margins += margin as f32;
            if d > 0 {
                let mover = self.movers[d - 1];
                n.wins += result(mover);
                if let Move::Play(p) = n.mv {
                    let i = self.index(p);
                    self.first[i] = Some(mover);
                }
            }
        }
    }

    fn analysis(&mut self, game: &Game, settings: &Settings, playouts: u32) -> Analysis {
        let root = &self.nodes[0];
        let start = root.first_child as usize;
        // Margins are Black's in the tree; a candidate's is the mover's.
        let sign = if game.to_move() == Color::Black {
            0.5
        } else {
            -0.5
        };
        let mut candidates: Vec<Candidate> = self.nodes[start..start + root.children as usize]
            .iter()
            .map(|n| {
                let visits = (n.visits - PRIOR_VISITS).max(0.0);
                Candidate {
                    mv: n.mv,
                    visits: visits as u32,
                    win_rate: f64::from(n.wins / n.visits),
                    margin: if visits > 0.0 {
                        sign * f64::from(n.margins / visits)
                    } else {
                        0.0
                    },
                }
            })
            .collect();
        // hotstone-text's stable sort, not the standard library's (several KB of
        // wasm in the worker for each, issue 17): the same order, on at most 362 items.
        sort_by(&mut candidates, |a, b| {
            b.visits
                .cmp(&a.visits)
                .then(b.win_rate.total_cmp(&a.win_rate))
                .is_lt()
        });
        let Some(best) = candidates.first().copied() else {
            return Analysis {
                decision: Decision::Pass,
                best: Move::Pass,
                win_rate: 0.5,
                playouts,
                candidates,
                ownership: self.ownership.clone(),
            };
        };
        let pass = candidates.iter().find(|c| c.mv == Move::Pass).copied();
        // After the opponent's pass, a pass ends play: not while the player's share of
        // the count is still open (`open_point`).
        let open = game.consecutive_passes() > 0 && self.open_point(game, &candidates).is_some();
        // A capture game has no margin to be gentle with: it is won or lost.
        let gentle = settings
            .target
            .filter(|_| !self.capture_go)
            .and_then(|target| self.gentle(game, &candidates, target * size_area(game), open));
        let chosen = gentle.unwrap_or_else(|| self.choose(&candidates, settings.temperature));
        // A pass drawn by `choose` has no check of its own (a gentle player's has; one
        // instead of filling its own territory is `territory_pass`'s): a play drawn the
        // same way instead, when playing gains (`play_gains`).
        let chosen = match chosen.mv {
            Move::Pass if gentle.is_none() && self.play_gains(game, &candidates, open) => {
                let plays: Vec<Candidate> = candidates
                    .iter()
                    .filter(|c| c.mv != Move::Pass)
                    .copied()
                    .collect();
                self.choose(&plays, settings.temperature)
            }
            _ => chosen,
        };
        let chosen = self.territory_pass(game, chosen).unwrap_or(chosen);
        let decision = if settings.resign
            && playouts >= RESIGN_AFTER
            && best.win_rate < RESIGN_BELOW
            && game.end().is_none()
        {
            Decision::Resign
        } else if game.consecutive_passes() > 0
            && !open
            && pass.is_some_and(|p| p.win_rate >= 0.5 && p.win_rate + 0.1 >= best.win_rate)
        {
            // The opponent passed, nothing is left to gain, and stopping now wins as
            // well as playing on.
            Decision::Pass
        } else {
            match chosen.mv {
                Move::Play(p) => Decision::Play(p),
                Move::Pass => Decision::Pass,
            }
        };
        Analysis {
            decision,
            best: best.mv,
            win_rate: best.win_rate,
            playouts,
            candidates,
            ownership: self.ownership.clone(),
        }
    }

    /// Never cruel: when the game is safely won, a pass if that still wins safely by the
    /// target (`gentle_pass`), else a move drawn among the sensible ones (a play the
    /// search found safe, not putting its own stones in atari) whose mean margin comes
    /// nearest the target; `None` when the game is not safely won.
    fn gentle(
        &mut self,
        game: &Game,
        candidates: &[Candidate],
        target: f64,
        open: bool,
    ) -> Option<Candidate> {
        if candidates[0].win_rate <= AHEAD {
            return None;
        }
        let board = game.board();
        let color = game.to_move();
        if let Some(pass) = self.gentle_pass(game, target) {
            return Some(pass);
        }
        let mut safe: Vec<Candidate> = candidates
            .iter()
            .filter(|c| c.visits >= GENTLE_VISITS && c.win_rate >= SAFE)
            .filter(|c| match c.mv {
                Move::Play(p) => {
                    board.preview(p, color).captured > 0 || extension_liberties(board, p, color) > 1
                }
                // A pass too (its prior counted, like every candidate's), if the
                // opponent's free move leaves the player safe and nothing is left to
                // gain (`open_point`).
                Move::Pass => !open,
            })
            .copied()
            .collect();
        sort_by(&mut safe, |a, b| {
            (a.margin - target)
                .abs()
                .total_cmp(&(b.margin - target).abs())
                .is_lt()
        });
        safe.truncate(GENTLE_CHOICES);
        (!safe.is_empty()).then(|| safe[self.rng.below(safe.len())])
    }

    /// A gentle player's pass while play goes on (the opponent gets a free move): only
    /// when the playouts after it, its prior left out, still win safely by the target,
    /// and never twice in a row.
    fn gentle_pass(&self, game: &Game, target: f64) -> Option<Candidate> {
        let color = game.to_move();
        let moves = game.actions().iter().rev().filter_map(|a| match a {
            Action::Move { color: c, mv } => Some((*c, *mv)),
            _ => None,
        });
        if moves
            .filter(|(c, _)| *c == color)
            .take(1)
            .any(|(_, mv)| mv == Move::Pass)
        {
            return None;
        }
        self.root_pass(game)
            .filter(|pass| pass.win_rate >= SAFE && pass.margin >= target)
    }

    /// The pass at the root while play goes on (the gentle levels' and territory
    /// counting's), as its playouts alone saw it (its optimistic prior left out), once
    /// it has enough of them to say.
    fn root_pass(&self, game: &Game) -> Option<Candidate> {
        if game.consecutive_passes() > 0 {
            return None;
        }
        let root = &self.nodes[0];
        let start = root.first_child as usize;
        let node = self.nodes[start..start + root.children as usize]
            .iter()
            .find(|n| n.mv == Move::Pass)?;
        let visits = node.visits - PRIOR_VISITS;
        if visits < ROOT_PASS_VISITS {
            return None;
        }
        let sign = if game.to_move() == Color::Black {
            0.5
        } else {
            -0.5
        };
        Some(Candidate {
            mv: Move::Pass,
            visits: visits as u32,
            win_rate: f64::from((node.wins - PRIOR_VISITS * ROOT_PASS_PRIOR) / visits),
            margin: sign * f64::from(node.margins / visits),
        })
    }

    /// Under territory counting (C-4), a play that would only fill the player's own
    /// territory costs a point: a pass instead, when the search found passing about as
    /// good. Own territory: every neighbour is the player's stone or an empty point, the
    /// play takes nothing, and the player owned the point in nearly every playout.
    fn territory_pass(&self, game: &Game, chosen: Candidate) -> Option<Candidate> {
        self.territory?;
        let Move::Play(p) = chosen.mv else {
            return None;
        };
        let board = game.board();
        let color = game.to_move();
        let size = board.size();
        let inside = p
            .neighbors(size)
            .all(|n| board.get(n).is_none_or(|c| c == color))
            && board.preview(p, color).captured == 0
            && self.ownership.share(p, color) >= OWN_TERRITORY;
        if !inside {
            return None;
        }
        self.root_pass(game)
            .filter(|pass| pass.win_rate + PASS_SLACK >= chosen.win_rate)
    }

    /// Whether a play gains over a pass drawn by `choose`: after the opponent's pass,
    /// while the count is still open (`open_point`); while play goes on, while a neutral
    /// point is open (`neutral_point`), or when the most visited play's playouts end with
    /// a better margin for the player than the pass's own (its optimistic prior left out,
    /// `root_pass`), or the pass has too few of them to say. Otherwise a pass drawn for
    /// its prior gives moves away on an open board: White's first move in a handicap
    /// game, a pass at move 4 on 7x7; and level 1 under Japanese rules passed at its
    /// second move on 9x9, its pass's margin in 34 playouts above its most visited
    /// play's by chance (a beginner who passes back ends the game there).
    fn play_gains(&self, game: &Game, candidates: &[Candidate], open: bool) -> bool {
        let Some(play) = candidates.iter().find(|c| c.mv != Move::Pass) else {
            return false;
        };
        if game.consecutive_passes() > 0 {
            return open;
        }
        // The opponent may answer with a pass that ends the game (a beginner does): not
        // while the board is open, whatever the noisy margins say.
        if self.neutral_point(game, candidates).is_some() {
            return true;
        }
        self.root_pass(game)
            .is_none_or(|pass| pass.margin < play.margin)
    }

    /// After the opponent's pass, where play is still open for the player to move, by
    /// the count a pass back would start (`settled_margin`: the stones the playouts call
    /// dead taken off, each region to the colour bordering it alone): the first empty
    /// point that count gives to nobody and the player may play without putting its own
    /// stones in atari (a neutral point, not a seki's shared liberty), or the first
    /// point the count gives to the player that it owned in fewer than `SURE` of the
    /// playouts (its territory is not safe yet, or the opponent's stones there not
    /// surely dead: early in a game, the beginner's). What the count gives the opponent
    /// stays theirs: the player does not go hunting there. `None`: settled.
    fn open_point(&self, game: &Game, candidates: &[Candidate]) -> Option<Point> {
        self.open_in_count(game, candidates, true)
    }

    /// While play goes on, a neutral point of the count a pass and the opponent's pass
    /// back would start (`open_point`'s count, without its test of the player's own
    /// region): an open board, a boundary not yet closed. `None`: none.
    fn neutral_point(&self, game: &Game, candidates: &[Candidate]) -> Option<Point> {
        self.open_in_count(game, candidates, false)
    }

    /// `open_point` (`own_unsure`: a point the count gives the player that it owned in
    /// fewer than `SURE` of the playouts is open too) or `neutral_point`.
    fn open_in_count(
        &self,
        game: &Game,
        candidates: &[Candidate],
        own_unsure: bool,
    ) -> Option<Point> {
        let board = game.board();
        let color = game.to_move();
        let size = board.size();
        let own = &self.ownership;
        let live = |p: Point| board.get(p).filter(|_| !own.is_dead(board, p));
        let playable = |p: Point| {
            candidates.iter().any(|c| c.mv == Move::Play(p))
                && (board.preview(p, color).captured > 0
                    || extension_liberties(board, p, color) > 1)
        };
        let mut seen = vec![false; size.area()];
        let mut region = Vec::new();
        for p in size.points() {
            if live(p).is_some() || seen[self.index(p)] {
                continue;
            }
            seen[self.index(p)] = true;
            region.clear();
            region.push(p);
            let mut borders = [false; 2];
            let mut k = 0;
            while k < region.len() {
                for n in region[k].neighbors(size) {
                    match live(n) {
                        Some(c) => borders[usize::from(c == Color::White)] = true,
                        None if !seen[self.index(n)] => {
                            seen[self.index(n)] = true;
                            region.push(n);
                        }
                        None => {}
                    }
                }
                k += 1;
            }
            let mine = borders[usize::from(color == Color::White)];
            let theirs = borders[usize::from(color == Color::Black)];
            let open = region.iter().copied().find(|&q| match (mine, theirs) {
                (true, false) => own_unsure && own.share(q, color) < SURE,
                (false, true) => false,
                _ => board.get(q).is_none() && playable(q),
            });
            if open.is_some() {
                return open;
            }
        }
        None
    }

    /// The move to play: the most visited, or by chance weighted by visits.
    fn choose(&mut self, candidates: &[Candidate], temperature: f64) -> Candidate {
        let best = candidates[0];
        if temperature <= 0.0 || best.visits == 0 {
            return best;
        }
        let weights = weights(candidates, temperature);
        let total: f64 = weights.iter().sum();
        if total <= 0.0 {
            return best;
        }
        let mut x = (self.rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
        for (c, w) in candidates.iter().zip(&weights) {
            if x < *w {
                return *c;
            }
            x -= w;
        }
        best
    }
}

fn size_area(game: &Game) -> f64 {
    game.size().area() as f64
}

/// +1 for a board play by Black, -1 for one by White, 0 for a pass.
fn plays_by(color: Color, mv: Move) -> i32 {
    match (mv, color) {
        (Move::Pass, _) => 0,
        (Move::Play(_), Color::Black) => 1,
        (Move::Play(_), Color::White) => -1,
    }
}

/// Area margin less territory margin (C-1 against C-4) of the game as it stands, in half
/// points: each side's stones on the board less the prisoners it took. Every later play
/// adds one for its player (a new stone; a capture moves as many stones from the board
/// to the prisoners as it frees points), passes and dead stones taken off at the end
/// nothing.
fn territory_offset(game: &Game) -> i32 {
    let board = game.board();
    let stones = board.count(Color::Black) as i32 - board.count(Color::White) as i32;
    let prisoners = game.prisoners(Color::Black) as i32 - game.prisoners(Color::White) as i32;
    2 * (stones - prisoners)
}

/// A gentle player's move must have been searched this often, win this often...
const GENTLE_VISITS: u32 = 3;
const SAFE: f64 = 0.7;
/// ...and is drawn among this many moves whose margins come nearest its target.
const GENTLE_CHOICES: usize = 3;
/// A pass at the root while play goes on starts optimistic, so that it is tried...
const ROOT_PASS_PRIOR: f32 = 0.9;
/// ...and its playouts say what it is worth once there are this many.
const ROOT_PASS_VISITS: f32 = 10.0;
/// Under territory counting a point the player owns in this share of the playouts is
/// its territory...
const OWN_TERRITORY: f64 = 0.9;
/// ...and it passes rather than fill it if passing wins within this of the play.
const PASS_SLACK: f64 = 0.05;

/// The fewest playouts the ownership estimate is made of when the player judges whether
/// anything is left to gain (`Tree::estimate_ownership`).
const OWNERSHIP_PLAYOUTS: u32 = 64;

/// A point the count gives the player is surely its own when the player owned it in
/// this share of the playouts (`Tree::open_point`). Measured: 0.83 at the least on the
/// finished 7x7 board of `e1_passes_on_a_finished_board_after_the_opponent_passed`,
/// 0.55 to 0.64 on the board White would take after Black A1, G7 and a pass
/// (`e1_a_beginners_early_pass_is_not_answered_by_a_pass`).
const SURE: f64 = 0.75;

/// Above this win rate a player with chance in its choice is comfortably ahead...
const AHEAD: f64 = 0.8;
/// ...and may then choose any move that still wins this often: it lets a beginner back
/// into the game rather than crushing them.
const STILL_AHEAD: f64 = 0.6;

/// The odds of each candidate (sorted by visits, most first) when the choice has
/// chance in it: visits^(1/temperature) among the good moves (within 0.15 of the best's
/// win rate, with a tenth of its visits at least); when comfortably ahead, among every
/// searched move that keeps a clear lead. Moves the search found bad are never drawn.
fn weights(candidates: &[Candidate], temperature: f64) -> Vec<f64> {
    let best = candidates[0];
    let merciful = best.win_rate > AHEAD;
    candidates
        .iter()
        .map(|c| {
            let good = if merciful {
                c.visits > 0 && c.win_rate >= STILL_AHEAD
            } else {
                c.win_rate + 0.15 >= best.win_rate && c.visits * 10 >= best.visits
            };
            if good {
                f64::from(c.visits.max(1)).powf(1.0 / temperature)
            } else {
                0.0
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(col: u8, visits: u32, win_rate: f64) -> Candidate {
        Candidate {
            mv: Move::Play(Point::new(col, 0).unwrap()),
            visits,
            win_rate,
            margin: 0.0,
        }
    }

    #[test]
    fn chance_draws_only_good_moves_and_is_merciful_when_far_ahead() {
        // Even game: the third move is too rarely visited, the fourth too bad.
        let even = [
            candidate(0, 100, 0.55),
            candidate(1, 50, 0.5),
            candidate(2, 5, 0.6),
            candidate(3, 40, 0.3),
        ];
        let w = weights(&even, 1.0);
        assert!(w[0] > w[1] && w[1] > 0.0);
        assert_eq!((w[2], w[3]), (0.0, 0.0));
        // Far ahead: any searched move still winning 60 % may be drawn.
        let ahead = [
            candidate(0, 100, 0.95),
            candidate(1, 3, 0.7),
            candidate(2, 0, 0.9),
            candidate(3, 40, 0.5),
        ];
        let w = weights(&ahead, 1.0);
        assert!(w[1] > 0.0, "a slack move that still wins");
        assert_eq!((w[2], w[3]), (0.0, 0.0), "unsearched or losing moves never");
    }
}
