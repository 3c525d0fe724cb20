//! The judge (L-2): the learner's attempt at a lesson, the node it stands at and the game
//! there, and what each move or answer does. Pure: no clock, no pause, no words; the
//! player (the app, the element) shows the outcome, waits, and asks for the reply.
//!
//! Every move goes to the rules first (`Game::check`): a lesson can list no move the rules
//! refuse (`check`), and a move it does not list is still judged by them, so a refusal
//! is said as everywhere else and a legal move is "not this one", never silence.

use hotstone_rules::{fixed_handicap, Color, Game, HandicapStyle, Move, Point, Refusal};
use hotstone_sgf::{enter_node, line_of, NodeId};

use super::answer::{counted, Answer};
use super::goal::Goal;
use super::lesson_tree::{Judgement, LessonTree};
use super::outcome::{Outcome, Reply, Right, Wrong, WrongKind};

/// Where the learner stands in a lesson. Cheap to clone (a game of a few moves).
#[derive(Debug, Clone)]
pub struct Attempt {
    node: NodeId,
    game: Game,
    /// The points found (`GOAL[forbidden]`) or placed (`GOAL[handicap:N]`) so far.
    points: Vec<Point>,
    /// The learner's prisoners when the node's goal began (`GOAL[capture:N]`).
    prisoners_before: usize,
    /// The reply the lesson owes after a right answer.
    reply_due: Option<NodeId>,
    /// The node's goal is met.
    met: bool,
    done: bool,
}

impl Attempt {
    /// The lesson's first step.
    pub fn new(lesson: &LessonTree) -> Attempt {
        Attempt::at_step(lesson, 0)
    }

    /// Step `k` (from 0; past the last, the last), as the right path reaches it.
    pub fn at_step(lesson: &LessonTree, k: usize) -> Attempt {
        let k = k.min(lesson.steps() - 1);
        let node = lesson.stop(k).unwrap_or(lesson.tree().root());
        Attempt::arrive(lesson, node, lesson.game_at(node))
    }

    /// At `node` with `game` there: the node's goal begins.
    fn arrive(lesson: &LessonTree, node: NodeId, mut game: Game) -> Attempt {
        if let Some(Goal::Handicap(n)) = lesson.goal(node) {
            if game.rules().handicap == HandicapStyle::IngMoves {
                // Refused only where `check` names it (not at the start, White to move).
                let _ = game.start_handicap_moves(n);
            }
        }
        let prisoners_before = game.prisoners(game.to_move());
        let done = lesson.next_on_line(node).is_none() && !lesson.is_question(node);
        Attempt {
            node,
            game,
            points: Vec::new(),
            prisoners_before,
            reply_due: None,
            met: false,
            done,
        }
    }

    /// The node shown: its text, goal line and markup are the step's.
    pub fn node(&self) -> NodeId {
        self.node
    }

    /// The game at the node: the board to draw, the player to move, the hot stones.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The points found or placed so far (drawn as the learner's marks or stones).
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// The step shown (from 0).
    pub fn step(&self, lesson: &LessonTree) -> usize {
        lesson.step_of(self.node)
    }

    /// The lesson is done: its last step reached and its goal met.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The step asks the learner for something still: a move among its answers, or its
    /// goal not yet met. Else the player offers "next" (or the lesson is done).
    pub fn is_asking(&self, lesson: &LessonTree) -> bool {
        !self.done
            && self.reply_due.is_none()
            && (!lesson.answers(self.node).is_empty()
                || (lesson.goal(self.node).is_some() && !self.met))
    }

    /// A reply is owed (`reply` plays it).
    pub fn reply_due(&self) -> bool {
        self.reply_due.is_some() || self.game.obligatory_pass_due()
    }

    /// The learner plays `mv` (a board play, a point of a goal, or a pass).
    pub fn play(&mut self, lesson: &LessonTree, mv: Move) -> Outcome {
        if self.reply_due() {
            self.reply(lesson);
        }
        let mover = self.game.to_move();
        let wrong = |why| {
            Outcome::Wrong(Wrong {
                mover,
                mv: Some(mv),
                why,
            })
        };
        if self.done {
            return wrong(WrongKind::NotAsked);
        }
        let fixed_or_free = self.game.rules().handicap != HandicapStyle::IngMoves;
        match lesson.goal(self.node) {
            Some(Goal::Forbidden) if !self.met => return self.find_forbidden(lesson, mover, mv),
            Some(Goal::Handicap(n)) if !self.met && fixed_or_free => {
                return self.place_handicap(lesson, n, mover, mv)
            }
            Some(Goal::Result | Goal::Number) if !self.met => return wrong(WrongKind::NotAsked),
            _ => {}
        }
        if let Err(refusal) = self.game.check(mover, mv) {
            return Outcome::Refused {
                refusal,
                mover,
                at: point_of(mv),
            };
        }
        if let Some(child) = lesson.child_with(self.node, mover, mv) {
            let question = !lesson.answers(self.node).is_empty();
            return match lesson.judgement(child) {
                Some(Judgement::Wrong) => wrong(WrongKind::Listed(child)),
                // Beside judged answers, a child marked neither is no answer (`check`
                // names it); elsewhere it is the lesson's own line, played on.
                None if question => Outcome::NotListed { mover, mv },
                _ => self.enter_answer(lesson, child, mover, mv),
            };
        }
        self.unlisted(lesson, mover, mv)
    }

    /// A legal move the lesson does not list: right where a goal without listed answers
    /// accepts it (a capture of N stones, an Ing handicap move), else not listed.
    fn unlisted(&mut self, lesson: &LessonTree, mover: Color, mv: Move) -> Outcome {
        let listed = !lesson.answers(self.node).is_empty();
        let right = |reply_due| Right {
            answer: None,
            mv: Some(mv),
            mover,
            reply_due,
            forbidden: None,
            left: 0,
        };
        let ing_moves = self.game.ing_handicap().is_some_and(|h| h.active());
        // The move as the rules play it, on a copy: `play` has checked it is legal.
        let mut next = self.game.clone();
        let played = next.play(mover, mv).is_ok();
        match lesson.goal(self.node) {
            Some(Goal::Capture(n))
                if !listed
                    && played
                    && next.prisoners(mover).saturating_sub(self.prisoners_before)
                        >= n as usize =>
            {
                self.game = next;
                self.meet(lesson, right(false))
            }
            Some(Goal::Handicap(_)) if !listed && ing_moves && played => {
                self.game = next;
                let left = self.game.ing_handicap().map_or(0, |h| h.left() as usize);
                if left == 0 {
                    return self.meet(lesson, right(false));
                }
                Outcome::Right(Right {
                    left,
                    ..right(true)
                })
            }
            _ => Outcome::NotListed { mover, mv },
        }
    }

    /// A right answer (or the lesson's own next move): played, and the reply owed.
    fn enter_answer(
        &mut self,
        lesson: &LessonTree,
        child: NodeId,
        mover: Color,
        mv: Move,
    ) -> Outcome {
        self.enter(lesson, child);
        let reply = lesson.reply(child);
        self.reply_due = reply;
        let right = Right {
            answer: Some(child),
            mv: Some(mv),
            mover,
            reply_due: reply.is_some(),
            forbidden: None,
            left: 0,
        };
        if reply.is_none() && self.done {
            return Outcome::Done(right);
        }
        Outcome::Right(right)
    }

    /// Enters `node` (a child of the node shown) on the game: its setup and its move.
    fn enter(&mut self, lesson: &LessonTree, node: NodeId) {
        let ids = lesson.tree().line_to(node);
        let line = line_of(lesson.tree(), &ids);
        let mut game = self.game.clone();
        // `check` has found every refused move of a lesson; one here changes nothing.
        let _ = enter_node(&mut game, &line[line.len() - 1]);
        *self = Attempt::arrive(lesson, node, game);
    }

    /// Plays the reply owed: the lesson's, or White's obligatory pass (H-2).
    pub fn reply(&mut self, lesson: &LessonTree) -> Option<Outcome> {
        if let Some(node) = self.reply_due.take() {
            let (color, mv) = lesson.tree().node(node).mv?;
            self.enter(lesson, node);
            return Some(Outcome::Reply(Reply {
                node: Some(node),
                color,
                mv,
                done: self.done,
            }));
        }
        if self.game.make_obligatory_passes() > 0 {
            return Some(Outcome::Reply(Reply {
                node: None,
                color: Color::White,
                mv: Move::Pass,
                done: self.done,
            }));
        }
        None
    }

    /// The node's goal is met: done when the lesson goes no further.
    fn meet(&mut self, lesson: &LessonTree, right: Right) -> Outcome {
        self.met = true;
        if lesson.next_on_line(self.node).is_none() {
            self.done = true;
            return Outcome::Done(right);
        }
        Outcome::Right(right)
    }

    /// `GOAL[forbidden]`: a point the side to move may not play is found (K-2, K-4...).
    fn find_forbidden(&mut self, lesson: &LessonTree, mover: Color, mv: Move) -> Outcome {
        let wrong = |why| {
            Outcome::Wrong(Wrong {
                mover,
                mv: Some(mv),
                why,
            })
        };
        let Move::Play(p) = mv else {
            return wrong(WrongKind::NotAsked);
        };
        if self.points.contains(&p) {
            return wrong(WrongKind::FoundAlready);
        }
        match self.game.check(mover, mv) {
            Ok(()) => wrong(WrongKind::Legal),
            Err(refusal @ (Refusal::Occupied { .. } | Refusal::OffBoard { .. })) => {
                Outcome::Refused {
                    refusal,
                    mover,
                    at: Some(p),
                }
            }
            Err(refusal) => {
                self.points.push(p);
                let left = self
                    .game
                    .forbidden()
                    .len()
                    .saturating_sub(self.points.len());
                let right = Right {
                    answer: None,
                    mv: Some(mv),
                    mover,
                    reply_due: false,
                    forbidden: Some(refusal),
                    left,
                };
                if left == 0 {
                    return self.meet(lesson, right);
                }
                Outcome::Right(right)
            }
        }
    }

    /// `GOAL[handicap:N]` with stones (H-1): on the fixed points, or anywhere (free).
    fn place_handicap(&mut self, lesson: &LessonTree, n: u32, mover: Color, mv: Move) -> Outcome {
        let wrong = |why| {
            Outcome::Wrong(Wrong {
                mover,
                mv: Some(mv),
                why,
            })
        };
        let Move::Play(p) = mv else {
            return wrong(WrongKind::NotAsked);
        };
        if self.game.board().get(p).is_some() || self.points.contains(&p) {
            return Outcome::Refused {
                refusal: Refusal::Occupied { point: p },
                mover,
                at: Some(p),
            };
        }
        if self.game.rules().handicap == HandicapStyle::Fixed {
            let points = fixed_handicap(self.game.size(), n).unwrap_or_default();
            if !points.contains(&p) {
                return wrong(WrongKind::NotAHandicapPoint { points });
            }
        }
        self.points.push(p);
        let left = (n as usize).saturating_sub(self.points.len());
        let right = Right {
            answer: None,
            mv: Some(mv),
            mover,
            reply_due: false,
            forbidden: None,
            left,
        };
        if left > 0 {
            return Outcome::Right(right);
        }
        let points = std::mem::take(&mut self.points);
        if let Err(e) = self.game.place_handicap(&points) {
            return wrong(WrongKind::Placement(e));
        }
        self.points = points;
        self.meet(lesson, right)
    }

    /// The learner answers `GOAL[result]` or `GOAL[number]` with a value.
    pub fn answer(&mut self, lesson: &LessonTree, answer: Answer) -> Outcome {
        let mover = self.game.to_move();
        let right = Right {
            answer: None,
            mv: None,
            mover,
            reply_due: false,
            forbidden: None,
            left: 0,
        };
        let wrong = |why| {
            Outcome::Wrong(Wrong {
                mover,
                mv: None,
                why,
            })
        };
        let expected = match lesson.goal(self.node) {
            _ if self.done || self.met => return wrong(WrongKind::NotAsked),
            Some(Goal::Result) => counted(&self.game),
            Some(Goal::Number) => lesson.written_answer(self.node),
            _ => return wrong(WrongKind::NotAsked),
        };
        if expected == Some(answer) {
            self.meet(lesson, right)
        } else {
            wrong(WrongKind::Value)
        }
    }

    /// The next step (false at the last): the learner's own line goes on when the step
    /// shown is the right path's, else the right path's position is taken.
    pub fn next(&mut self, lesson: &LessonTree) -> bool {
        let k = self.step(lesson) + 1;
        let Some(target) = lesson.stop(k) else {
            return false;
        };
        let on_path = lesson.path().contains(&self.node);
        let settled = self.met || !lesson.is_question(self.node);
        if on_path && settled && self.reply_due.is_none() {
            while self.node != target {
                match lesson.next_on_line(self.node) {
                    Some(next) => self.enter(lesson, next),
                    None => break,
                }
            }
            if self.node == target {
                return true;
            }
        }
        *self = Attempt::at_step(lesson, k);
        true
    }

    /// The step before (false at the first).
    pub fn previous(&mut self, lesson: &LessonTree) -> bool {
        let k = self.step(lesson);
        // A step left by a right answer goes back to its own start first.
        let back = if lesson.stop(k) == Some(self.node) {
            k.checked_sub(1)
        } else {
            Some(k)
        };
        match back {
            Some(k) => {
                *self = Attempt::at_step(lesson, k);
                true
            }
            None => false,
        }
    }

    /// The step shown from its start again.
    pub fn reset(&mut self, lesson: &LessonTree) {
        *self = Attempt::at_step(lesson, self.step(lesson));
    }
}

fn point_of(mv: Move) -> Option<Point> {
    match mv {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    }
}
