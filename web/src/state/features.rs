//! The features as the core holds them: each feature's action goes to its reducer with
//! the feature's own sub-state and a narrow read-only context (`&Game`, a setting), and
//! what the reducer returns (`Effect`) is carried out here; the views over the board
//! open and close here, as transitions of `State::view`. Adding a feature adds its arm
//! to `State::apply_action` and its router below.

use hotstone_rules::{Adjustments, Comparison, DeadStones, GameResult, Tenths};

use super::clock;
use super::effect::Effect;
use super::fill_in::{self, FillInAction, FillInSaid, Speed};
use super::handicap_view::{self, HandicapAction};
use super::marking::{self, MarkingAction, MarkingSaid};
use super::*;

impl State {
    /// Carries out what a feature's reducer returned, its words wrapped by `said`; false
    /// when nothing changed.
    fn carry<S>(&mut self, effect: Effect<S>, said: fn(S) -> Said) -> bool {
        match effect {
            Effect::Unchanged => false,
            Effect::Changed => true,
            Effect::Said(s) => {
                self.say(said(s));
                true
            }
        }
    }

    /// A click or a pass while a view stands in for the game: the fill-in count keeps
    /// the board (true, nothing else happens); a cycle or the handicap shown closes
    /// (true); otherwise false, and the click or pass goes to the game.
    pub(super) fn leaves_view(&mut self) -> bool {
        match self.view {
            View::FillIn(_) => true,
            View::Cycle(_) | View::Handicap(_) => {
                self.view = View::Board;
                true
            }
            View::Board | View::Hint(_) => false,
        }
    }

    /// Shows this step of a cycle (opened, or stepped) and says it; false for `None`.
    pub(super) fn show_cycle(&mut self, view: Option<CycleView>) -> bool {
        let Some(view) = view else {
            return false;
        };
        self.view = View::Cycle(view);
        if let Some(s) = view.said(&self.game) {
            self.say(Said::CycleStep {
                step: s.step,
                of: s.of,
                to_move: s.to_move,
            });
        }
        true
    }

    /// What the marking reads of the game: the game, whether its rules give team
    /// penalties, and the clock's penalties (T-2).
    pub fn marking_ctx(&self) -> marking::Ctx<'_> {
        marking::Ctx {
            game: &self.game,
            team_penalties: self.settings.preset.has_team_penalties(),
            time_penalties: self
                .clock
                .as_ref()
                .map(|c| c.penalties())
                .unwrap_or_default(),
        }
    }

    /// What counting needs besides the board: prisoners, handicap and every penalty.
    pub fn adjustments(&self) -> Adjustments {
        self.marking_ctx().adjustments(self.marking.as_ref())
    }

    /// The game's result with the agreed dead stones, once nothing is disputed.
    pub fn agreed_result(&self) -> Option<GameResult> {
        marking::result(self.marking.as_ref()?, &self.marking_ctx())
    }

    /// Territory, area and fill-in side by side with the agreed dead stones.
    pub fn comparison(&self) -> Option<Comparison> {
        marking::comparison(self.marking.as_ref()?, &self.marking_ctx())
    }

    /// A marking action (C-6, M-5, X-3); none while the fill-in count is shown.
    pub(super) fn apply_marking(&mut self, action: MarkingAction) -> bool {
        if self.view.fill_in().is_some() {
            return false;
        }
        if action == MarkingAction::ResumeToSettle {
            return self.resume_to_settle();
        }
        let Some(mut m) = self.marking.take() else {
            return false;
        };
        let effect = marking::apply(&mut m, &self.marking_ctx(), action);
        self.marking = Some(m);
        self.carry(effect, Said::Marking)
    }

    /// A click on the board while marking; true when marking took it.
    pub(super) fn mark(&mut self, point: Point) -> bool {
        let Some(mut m) = self.marking.take() else {
            return false;
        };
        let effect = marking::clicked(&mut m, &self.marking_ctx(), point);
        self.marking = Some(m);
        self.carry(effect, Said::Marking);
        true
    }

    /// Under Ing, a dispute resumes play (M-5, `Agreement::settle`).
    fn resume_to_settle(&mut self) -> bool {
        let Some(m) = self.marking.as_ref() else {
            return false;
        };
        let agreement = m.agreement(&self.game);
        let disputed = agreement.disputed.len();
        if disputed == 0 {
            return false;
        }
        match agreement.settle(&mut self.game) {
            Ok(hotstone_rules::Settlement::ResumePlay) if self.game.end().is_none() => {
                self.notice = None;
                self.changed(Said::Marking(MarkingSaid::Resumed(disputed)));
                true
            }
            _ => false,
        }
    }

    /// Opens Ing's fill-in count of the stopped position with these dead stones (C-2),
    /// at its first step, paused; refused with the reason when it cannot be counted.
    pub(super) fn open_fill_in(&mut self, dead: DeadStones) -> bool {
        if self.game.end() != Some(End::TwoPasses) {
            return false;
        }
        match fill_in::count_fill_in(&self.game, dead, &self.adjustments()) {
            Ok(counted) => {
                let speed = self.view.fill_in().map_or(Speed::Normal, |v| v.speed);
                let view = fill_in::open(counted, speed);
                self.notice = None;
                if let Some(said) = view.said() {
                    self.say(Said::FillIn(said));
                }
                self.view = View::FillIn(view);
            }
            Err(e) => self.refuse(Said::FillIn(FillInSaid::CannotCount(e))),
        }
        true
    }

    /// An action in the fill-in view, or its closing.
    pub(super) fn apply_fill_in(&mut self, action: FillInAction) -> bool {
        if action == FillInAction::Closed {
            if self.view.fill_in().is_none() {
                return false;
            }
            self.view = View::Board;
            self.say(Said::FillIn(FillInSaid::Closed));
            return true;
        }
        let View::FillIn(view) = &mut self.view else {
            return false;
        };
        let effect = fill_in::apply(view, action);
        self.carry(effect, Said::FillIn)
    }

    /// Stepping through the handicap (H-1, H-2); the fill-in count owns the board while
    /// it is shown.
    pub(super) fn apply_handicap(&mut self, action: HandicapAction) -> bool {
        if self.view.fill_in().is_some() {
            return false;
        }
        let Some(phase) = handicap_view::phase(&self.game) else {
            return false;
        };
        let Some((next, said)) = handicap_view::apply(self.view.handicap(), &phase, action) else {
            return false;
        };
        // Any other view of the board gives way.
        self.view = next.map_or(View::Board, View::Handicap);
        if let Some(said) = said {
            self.say(Said::Handicap(said));
        }
        true
    }

    /// Is the side to move's clock running (`clock::running`)?
    pub fn clock_running(&self) -> bool {
        clock::running(self.clock.as_ref(), &self.game, self.computer_blocked())
    }

    /// Keeps the clock in step with the game after a change (`replayed`: a redo); a turn
    /// that came too late ends the game on time all the same (T-5).
    pub(crate) fn follow_clock(&mut self, replayed: bool) {
        let turns = clock::turns(&self.game, self.initial);
        if let Some(loss) = clock::follow(&mut self.clock, self.settings.clock, &turns, replayed) {
            let _ = self.game.lose_on_time(loss);
        }
    }

    /// Time passed on the page: charged to the side to move while its clock runs; past
    /// its allowance it loses on time (T-5).
    pub(crate) fn tick_clock(&mut self, elapsed: Tenths) -> bool {
        if !self.clock_running() {
            return false;
        }
        let color = self.game.to_move();
        let Some(c) = self.clock.as_mut() else {
            return false;
        };
        if let Some(loss) = clock::tick(c, color, elapsed) {
            if self.game.lose_on_time(loss).is_ok() {
                self.changed(Said::LostOnTime(loss));
            }
        }
        true
    }

    /// The teacher's pause button.
    pub(super) fn pause_clock(&mut self, paused: bool) -> bool {
        (self.clock.as_mut()).is_some_and(|c| clock::set_paused(c, paused))
    }
}
