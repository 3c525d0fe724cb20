//! Monte Carlo tree search with RAVE (Gelly and Silver's MC-RAVE) over a `Game`.
//!
//! The tree's moves are made on a clone of the game, so each one is checked by the
//! game's own rules (suicide, ko or superko, Ing's hot stones and disturbing-ko bans,
//! cycles that end a game, the handicap phase): the player cannot choose a move the
//! rules refuse. Below the tree the light policy plays out on a `BareBoard`, which is
//! only an estimate of the position's worth, never a move to play.

use hotstone_rules::{Action, BareBoard, Color, End, Engine, Game, Move, Point, Xorshift};

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
    tree.analysis(&root_game, settings, done)
}

impl Tree {
    fn ownership_area(&self) -> usize {
        self.first.len()
    }

    fn index(&self, p: Point) -> usize {
        p.row() as usize * self.width + p.col() as usize
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
        let may_pass =
            game.check(color, Move::Pass).is_ok() && (plays == 0 || game.consecutive_passes() > 0);
        if may_pass {
            // A pass that ends play starts from the count as it stands (it gets no AMAF
            // estimate to lift it as plays do).
            let prior = if game.consecutive_passes() > 0 {
                let own = &self.ownership;
                let margin = settled_margin(board, |p| own.is_dead(board, p), game.rules().komi);
                let black = self.result(margin);
                if color == Color::Black {
                    black
                } else {
                    1.0 - black
                }
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

    fn select(&self, node: usize) -> usize {
        let n = &self.nodes[node];
        let log_parent = n.visits.max(1.0).ln();
        let start = n.first_child as usize;
        let mut best = start;
        let mut best_value = f32::MIN;
        for c in start..start + n.children as usize {
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
            node = child;
            self.path.push(node);
            self.movers.push(game.to_move());
        }
        let black_wins = self.play_out(&game);
        self.back_up(black_wins);
    }

    /// Plays the position out with the light policy; Black's result (1 win, 0 loss,
    /// 0.5 a draw or a game without result).
    fn play_out(&mut self, game: &Game) -> f32 {
        self.line.moves.clear();
        if game.end() == Some(End::NoResult) {
            return 0.5;
        }
        let last = match game.actions().last() {
            Some(Action::Move {
                mv: Move::Play(p), ..
            }) => Some(*p),
            _ => None,
        };
        if game.end() == Some(End::TwoPasses) {
            // Counted as it stands, less the stones the playouts so far call dead: what
            // players would agree on. Dead stones left in one's area spoil it, so the
            // player takes them off before it passes.
            let own = &self.ownership;
            let board = game.board();
            let margin = settled_margin(board, |p| own.is_dead(board, p), game.rules().komi);
            return self.result(margin);
        }
        let mut bare = BareBoard::new(game.board().clone(), game.to_move());
        self.policy.run(&mut bare, last, &mut self.line);
        self.ownership.add(bare.board());
        let margin = area_margin(bare.board(), game.rules().komi);
        self.result(margin)
    }

    /// Black's result for a margin in half points: mostly the win, a little the margin.
    fn result(&self, margin: i32) -> f32 {
        let win = match margin.signum() {
            1 => 1.0,
            -1 => 0.0,
            _ => 0.5,
        };
        // A little of the margin too: among winning moves the one that wins more (so a
        // capture is taken when everything wins), among losing ones the closer.
        let share = (margin as f32 / (4.0 * self.ownership_area() as f32)).clamp(-0.5, 0.5);
        (1.0 - SCORE_WEIGHT) * win + SCORE_WEIGHT * (0.5 + share)
    }

    fn back_up(&mut self, black_wins: f32) {
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
        let mut candidates: Vec<Candidate> = self.nodes[start..start + root.children as usize]
            .iter()
            .map(|n| Candidate {
                mv: n.mv,
                visits: (n.visits - PRIOR_VISITS).max(0.0) as u32,
                win_rate: f64::from(n.wins / n.visits),
            })
            .collect();
        candidates.sort_by(|a, b| {
            b.visits
                .cmp(&a.visits)
                .then(b.win_rate.total_cmp(&a.win_rate))
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
        let chosen = self.choose(&candidates, settings.temperature);
        let decision = if settings.resign
            && playouts >= RESIGN_AFTER
            && best.win_rate < RESIGN_BELOW
            && game.end().is_none()
        {
            Decision::Resign
        } else if pass.is_some_and(|p| p.win_rate >= 0.5 && p.win_rate + 0.1 >= best.win_rate) {
            // The opponent passed and stopping now wins as well as playing on.
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

    /// The move to play: the most visited, or by chance weighted by visits.
    fn choose(&mut self, candidates: &[Candidate], temperature: f64) -> Candidate {
        let best = candidates[0];
        if temperature <= 0.0 || best.visits == 0 {
            return best;
        }
        let weights: Vec<f64> = candidates
            .iter()
            .map(|c| {
                // Moves the search found bad are never drawn: chance, not cruelty to
                // oneself nor blunders a beginner can't see the point of.
                if c.win_rate + 0.15 < best.win_rate || c.visits * 10 < best.visits {
                    0.0
                } else {
                    f64::from(c.visits).powf(1.0 / temperature)
                }
            })
            .collect();
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
