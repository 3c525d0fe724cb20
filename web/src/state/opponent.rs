//! The computer's turn, as the core plays it (issue 21): when it is due to move, its
//! reply arriving from the worker (a move through the rules crate, or a hint shown over
//! the board), and undo taking back its reply with the user's move. What is asked and
//! answered is `state/computer/`.

use hotstone_player::Level;

use super::computer::{Hint, Reply, Task};
use super::*;

impl State {
    /// Is the computer to move now (and nothing else is going on)?
    pub fn computer_to_move(&self) -> bool {
        self.computer_turn() && !self.user_view_open()
    }

    /// The computer's turn in a game going on (whether or not it may move now).
    fn computer_turn(&self) -> bool {
        self.settings
            .computer
            .is_some_and(|c| c.color == self.game.to_move())
            && self.game.end().is_none()
            && self.placing_left().is_none()
            && self.marking.is_none()
    }

    /// A view of the user's that keeps the computer from moving: the new-game dialog, an
    /// SGF waiting to be opened, a cycle shown.
    fn user_view_open(&self) -> bool {
        self.dialog.is_some() || self.pending.is_some() || self.view.cycle().is_some()
    }

    /// The computer's turn, but a view of the user's keeps it from moving: its clock
    /// stands still meanwhile (`State::clock_running`).
    pub fn computer_blocked(&self) -> bool {
        self.computer_turn() && self.user_view_open()
    }

    /// Whether the user may ask for a hint now: the game goes on and it is the user's turn.
    pub fn hint_due(&self) -> bool {
        self.game.end().is_none() && !self.computer_to_move()
    }

    /// The user changes the computer's strength during the game: it plays at `level` from
    /// its next move on. A new revision, so that the answer to a question asked at the old
    /// level is dropped and the question asked again, and the game is saved with its new
    /// opponent.
    pub(super) fn chose_computer_level(&mut self, level: Level) -> bool {
        let Some(c) = self.settings.computer.as_mut() else {
            return false;
        };
        if c.level == level || self.game.end().is_some() {
            return false;
        }
        c.level = level;
        self.held = None;
        self.revision = self.revision.wrapping_add(1);
        self.say(Said::ComputerLevel(level.get()));
        true
    }

    /// The worker answered. A stale answer (the position changed) changes nothing; the
    /// computer's move goes through the rules crate like a click (a refusal, which the
    /// search cannot produce, would be dropped unseen).
    pub(super) fn computer_replied(&mut self, reply: Reply) -> bool {
        if reply.revision != self.revision {
            return false;
        }
        match reply.task {
            Task::Hint => {
                let hint = match reply.mv {
                    Some(Move::Play(p)) => Hint::Play(p),
                    Some(Move::Pass) => Hint::Pass,
                    None => {
                        if self.view.hint().is_some() {
                            self.view = View::Board;
                        }
                        return true;
                    }
                };
                // Shown over the board (any other view gives way), and said: a screen
                // reader hears the hint (WCAG 4.1.3).
                self.view = View::Hint(hint);
                self.say(Said::Hint(hint));
                true
            }
            Task::Move => {
                let Some(c) = self.settings.computer else {
                    return false;
                };
                if !self.computer_to_move() {
                    // Its turn, but a view of the user's is open: the move waits for it
                    // to close (`State::apply`).
                    if self.computer_blocked() {
                        self.held = Some(reply);
                        return true;
                    }
                    return false;
                }
                match reply.mv {
                    None => match self.game.resign(c.color) {
                        Ok(()) => {
                            self.changed(Said::Resigned { color: c.color });
                            true
                        }
                        Err(_) => false,
                    },
                    Some(mv) => match self.game.play(c.color, mv) {
                        Ok(played) => {
                            let said = match mv {
                                Move::Play(p) => Self::describe_play(c.color, p, &played),
                                Move::Pass => Said::Passed {
                                    color: c.color,
                                    end: played.end,
                                },
                            };
                            self.game.make_obligatory_passes();
                            self.changed(said);
                            true
                        }
                        Err(_) => false,
                    },
                }
            }
        }
    }

    /// Undo against the computer takes back turns until it is the user's turn again
    /// (the computer's reply and the user's move), never below the start.
    pub(super) fn computer_take_back(&mut self) -> usize {
        let Some(c) = self.settings.computer else {
            return 0;
        };
        let mut undone = 0;
        loop {
            let n = self.game.undo_turn(self.initial);
            if n == 0 {
                break;
            }
            undone += n;
            if self.game.to_move() != c.color || self.game.actions().len() <= self.initial {
                break;
            }
        }
        undone
    }
}
