//! Playing against the computer (issue 21): who the computer is (a level and a colour,
//! part of the game's settings), when it is due to move, its reply arriving from the
//! worker, undo taking back its reply with the user's move, and the hint.
//!
//! The search itself runs in a Web Worker (`src/bin/player_worker.rs`), so the page never
//! freezes; this module only says what to ask and applies the answer through the rules
//! crate. A reply for a position that has changed since it was asked is dropped.

use hotstone_player::Level;
use hotstone_rules::{Color, Move, Point};

use super::{Said, State};

/// The computer opponent of a game: its level and the colour it plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Computer {
    pub level: Level,
    pub color: Color,
}

/// What the worker is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Task {
    /// The computer's move, to be played.
    Move,
    /// The best move for the user, to be shown (not played).
    Hint,
}

impl Task {
    pub const fn code(self) -> &'static str {
        match self {
            Task::Move => "move",
            Task::Hint => "hint",
        }
    }

    pub fn from_code(code: &str) -> Option<Task> {
        [Task::Move, Task::Hint]
            .into_iter()
            .find(|t| t.code() == code)
    }
}

/// A question for the worker: the task, the position it is about (the state's revision),
/// the level, and the game as the saved format writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub task: Task,
    pub revision: u32,
    pub level: Level,
    /// The most the worker may think, in milliseconds (`hotstone_player::move_millis`:
    /// less than [`MOVE_MILLIS`] when the computer's clock nears a limit).
    pub millis: u64,
    pub game: String,
}

/// The most time a move may take in the browser, in milliseconds (the strongest level
/// uses all of it; the others stop at their playouts first).
pub const MOVE_MILLIS: u64 = 1000;

impl Request {
    /// The message posted to the worker: one header line, then the game.
    pub fn message(&self) -> String {
        format!(
            "{} {} {} {}\n{}",
            self.task.code(),
            self.revision,
            self.level.get(),
            self.millis,
            self.game
        )
    }

    pub fn parse(message: &str) -> Option<Request> {
        let (head, game) = message.split_once('\n')?;
        let mut words = head.split_whitespace();
        Some(Request {
            task: Task::from_code(words.next()?)?,
            revision: words.next()?.parse().ok()?,
            level: Level::new(words.next()?.parse().ok()?).ok()?,
            millis: words.next()?.parse().ok()?,
            game: game.to_string(),
        })
    }
}

/// The worker's answer: the task, the revision it was asked for, and a move (`None`:
/// the computer resigns).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reply {
    pub task: Task,
    pub revision: u32,
    pub mv: Option<Move>,
}

impl Reply {
    pub fn message(&self) -> String {
        let mv = self.mv.map_or("resign".to_string(), |m| m.to_string());
        format!("{} {} {mv}", self.task.code(), self.revision)
    }

    pub fn parse(message: &str) -> Option<Reply> {
        let mut words = message.split_whitespace();
        let task = Task::from_code(words.next()?)?;
        let revision = words.next()?.parse().ok()?;
        let mv = match words.next()? {
            "resign" => None,
            m => Some(Move::parse(m).ok()?),
        };
        Some(Reply { task, revision, mv })
    }
}

/// The level the hint thinks at: the strongest of the beginner-friendly ones' playouts
/// without chance (level 3).
pub const HINT_LEVEL: u8 = 3;

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
    /// stands still meanwhile (`clock::running`).
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
                            self.view = super::View::Board;
                        }
                        return true;
                    }
                };
                // Shown over the board (any other view gives way), and said: a screen
                // reader hears the hint (WCAG 4.1.3).
                self.view = super::View::Hint(hint);
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

/// A hint shown on the board: the best move for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hint {
    Play(Point),
    Pass,
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::state::{Action, Prefs, Settings};
    use hotstone_rules::{BoardSize, Preset};

    pub(crate) fn state() -> State {
        let mut settings = Settings::even(BoardSize::SEVEN, Preset::Simple);
        settings.computer = Some(Computer {
            level: Level::EASIEST,
            color: Color::White,
        });
        State::new(settings, Prefs::default())
    }

    pub(crate) fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    #[test]
    fn messages_round_trip() {
        let r = Request {
            task: Task::Move,
            revision: 7,
            level: Level::EASIEST,
            millis: 250,
            game: "hotstone-game 1\nsize 7".into(),
        };
        assert_eq!(Request::parse(&r.message()), Some(r));
        for mv in [Some(Move::Pass), Some(Move::Play(p("D4"))), None] {
            let reply = Reply {
                task: Task::Hint,
                revision: 3,
                mv,
            };
            assert_eq!(Reply::parse(&reply.message()), Some(reply));
        }
    }

    #[test]
    fn h1_the_computer_as_black_places_its_own_free_handicap_stones() {
        // The new-game dialog: 9x9, New Zealand rules (free placement), 4 stones, the
        // computer playing Black. It places them at the start, on the conventional
        // points; the user, White, moves first, then the computer replies.
        let mut s = state();
        s.apply(Action::OpenedNewGame);
        let mut draft = s.dialog.as_ref().unwrap().draft.clone();
        draft.size = 9;
        draft.preset = Preset::NewZealand;
        draft.style = hotstone_rules::HandicapStyle::Free;
        draft.handicap = 4;
        draft.computer_color = Color::Black;
        s.apply(Action::EditedDraft(draft));
        s.apply(Action::StartedNewGame);
        assert!(
            s.dialog.is_none(),
            "{:?}",
            s.dialog.as_ref().map(|d| &d.error)
        );
        assert_eq!(s.placing_left(), None, "nothing left for the user to place");
        let points = hotstone_rules::fixed_handicap(BoardSize::NINE, 4).unwrap();
        for &q in &points {
            assert_eq!(s.game.board().get(q), Some(Color::Black));
        }
        assert_eq!(s.game.board().stones().count(), 4);
        assert!(matches!(
            s.game.handicap(),
            Some(hotstone_rules::HandicapKind::Fixed { .. })
        ));
        assert_eq!(s.game.to_move(), Color::White);
        assert!(!s.computer_to_move());
        assert!(!s.apply(Action::Undid), "the placement is the game's start");
        s.apply(Action::ClickedPoint(p("E5")));
        assert!(s.computer_to_move());
        let request = crate::io::worker::computer_request(&s).unwrap();
        let reply = crate::io::worker::answer(&request, &mut |_| false).unwrap();
        assert!(s.apply(Action::ComputerReplied(reply)));
        assert_eq!(s.game.board().count(Color::Black), 5);
        assert_eq!(s.game.to_move(), Color::White);
    }

    #[test]
    fn h1_the_user_as_black_still_places_free_handicap_stones() {
        let mut settings = Settings::even(BoardSize::NINE, Preset::NewZealand);
        settings.handicap = 2;
        settings.computer = Some(Computer {
            level: Level::EASIEST,
            color: Color::White,
        });
        let s = State::new(settings, Prefs::default());
        assert_eq!(s.placing_left(), Some(2));
        assert!(s.game.board().stones().next().is_none());
        assert!(!s.computer_to_move());
    }

    #[test]
    fn t5_a_reply_arriving_while_the_dialog_is_open_is_played_when_it_closes() {
        // The review's case: the user opens New game during the computer's turn and
        // cancels. The computer's clock stands still meanwhile, and its move, arrived
        // while the dialog was open, is played when it closes (it used to be dropped and
        // never asked again: the computer lost on time).
        let mut s = state();
        s.settings.clock =
            crate::state::clock::ClockSetting::new(crate::state::clock::ClockKind::Absolute, 1);
        crate::state::clock::after_change(&mut s, false);
        s.apply(Action::ClickedPoint(p("D4")));
        let revision = s.revision;
        s.apply(Action::ClockTicked(hotstone_rules::Tenths::seconds(2)));
        s.apply(Action::OpenedNewGame);
        assert!(s.computer_blocked() && !crate::state::clock::running(&s));
        assert!(!s.apply(Action::ClockTicked(hotstone_rules::Tenths::seconds(30))));
        let reply = Reply {
            task: Task::Move,
            revision,
            mv: Some(Move::Play(p("C3"))),
        };
        assert!(s.apply(Action::ComputerReplied(reply)));
        assert_eq!(
            s.game.board().get(p("C3")),
            None,
            "not while the dialog is open"
        );
        assert!(s.apply(Action::CancelledNewGame));
        assert_eq!(s.game.board().get(p("C3")), Some(Color::White));
        let c = s.clock.as_ref().unwrap();
        assert_eq!(
            c.clock.side(Color::White).used,
            hotstone_rules::Tenths::seconds(2),
            "the dialog's 30 seconds are not the computer's"
        );
        assert!(s.held.is_none());
    }

    #[test]
    fn the_computers_level_changes_mid_game_and_its_pending_answer_is_asked_again() {
        let mut s = state();
        s.apply(Action::ClickedPoint(p("D4")));
        let asked = crate::io::worker::computer_request(&s).unwrap();
        assert_eq!(asked.level, Level::EASIEST);
        let stronger = Level::new(3).unwrap();
        assert!(s.apply(Action::ChoseComputerLevel(stronger)));
        assert_eq!(s.settings.computer.map(|c| c.level), Some(stronger));
        assert_eq!(
            s.said.as_ref().map(|(said, _)| said.clone()),
            Some(Said::ComputerLevel(3))
        );
        // The answer to the old question is dropped; the question is asked again at
        // the new level, and the game is saved with it.
        assert!(!s.apply(Action::ComputerReplied(Reply {
            task: Task::Move,
            revision: asked.revision,
            mv: Some(Move::Play(p("C3"))),
        })));
        assert_eq!(s.game.board().get(p("C3")), None);
        let again = crate::io::worker::computer_request(&s).unwrap();
        assert_eq!(
            (again.level, again.revision > asked.revision),
            (stronger, true)
        );
        let saved = crate::io::saved::game_text(&s.settings, &s.game, s.initial);
        assert!(saved.contains("\ncomputer 3 W\n"), "{saved}");
        // The same level again changes nothing; nor does a game that is over.
        assert!(!s.apply(Action::ChoseComputerLevel(stronger)));
        s.apply(Action::Resigned);
        assert!(s.game.end().is_some());
        assert!(!s.apply(Action::ChoseComputerLevel(Level::EASIEST)));
        // Without a computer opponent there is no level to change.
        let mut two = State::new(Settings::default(), Prefs::default());
        assert!(!two.apply(Action::ChoseComputerLevel(stronger)));
    }

    #[test]
    fn undo_takes_back_the_computers_reply_too() {
        let mut s = state();
        s.apply(Action::ClickedPoint(p("D4")));
        let revision = s.revision;
        s.apply(Action::ComputerReplied(Reply {
            task: Task::Move,
            revision,
            mv: Some(Move::Play(p("C3"))),
        }));
        assert!(s.apply(Action::Undid));
        assert!(s.game.actions().is_empty(), "both moves taken back");
        assert_eq!(s.game.to_move(), Color::Black);
    }

    #[test]
    fn a_hint_is_said_and_its_point_named_in_the_games_language() {
        let mut s = state();
        s.prefs.lang = crate::i18n::Lang::De;
        let revision = s.revision;
        s.apply(Action::ComputerReplied(Reply {
            task: Task::Hint,
            revision,
            mv: Some(Move::Play(p("C5"))),
        }));
        let said = s.said.as_ref().map(|(said, _)| said.clone());
        assert_eq!(said, Some(Said::Hint(Hint::Play(p("C5")))));
        let lang = s.prefs.lang;
        let text = crate::i18n::t(lang, crate::i18n::Text::Said(&said.unwrap()));
        assert_eq!(text, "Tipp: C5");
        let layers = crate::components::computer::with_hint(crate::scene::layers(&s), &s);
        let i = hotstone_board::index(s.size(), p("C5"));
        assert_eq!(layers.labels[i], "C5, leer, Tipp");
    }
}
