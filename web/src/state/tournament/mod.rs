//! The tournament page's state and its reducer: the create form (a pasted list of
//! players or classes), the running event (hotstone-tournament computes everything) and
//! the last refusal. Plain Rust, no DOM, no words: every refusal is a typed value the
//! catalogue renders, and a refused action changes nothing but the error shown.
//! Corrections, play-off or lot decisions and withdrawals are the crate's
//! (`Event::correct`, `Event::decide`, `Event::withdraw`: 001 "Suspendierung", asked
//! first, since the entrant "verliert seine restlichen Partien"); Undo takes back the page's last change of any kind (the history is
//! saved too), and with no history withdraws the last entered result.

use std::rc::Rc;

use hotstone_tournament::{Event, Outcome, System, Team, TournamentError, TournamentFile};
use yew::Reducible;

/// The create form as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentDraft {
    pub name: String,
    pub system: System,
    pub seed: String,
    /// One player per line; for classes, `5a: Ali, Bea, Cem` per line.
    pub entrants: String,
}

impl Default for TournamentDraft {
    fn default() -> Self {
        TournamentDraft {
            name: String::new(),
            system: System::SchoolTeam,
            seed: "1".to_string(),
            entrants: String::new(),
        }
    }
}

/// Why the page refused what the user did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageError {
    /// The crate's refusal of the event, a result or an imported file.
    Refused(TournamentError),
    /// The seed is not a whole number from 0.
    Seed,
    /// A class line without `name:` before its pupils.
    ClassLine(String),
    /// The tournament saved in this browser no longer reads (E-7: saved state read
    /// defensively); its text is kept aside under `saved_tournament::UNREADABLE_KEY`.
    NotRestored(TournamentError),
}

/// The page.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentPage {
    pub draft: TournamentDraft,
    pub event: Option<Event>,
    pub error: Option<PageError>,
    /// Counts changes of the event, so that saving follows them.
    pub revision: u64,
    /// "New tournament" asks before the running one is put away.
    pub confirming_close: bool,
    /// The event before each change made on this page, oldest first, for Undo.
    pub history: Vec<Event>,
    /// The entrant (a player, or a class) whose withdrawal waits for the user to confirm
    /// it: it forfeits their remaining games (001 "verliert seine restlichen Partien").
    pub confirming_withdraw: Option<String>,
}

/// How many changes Undo can take back.
pub const HISTORY: usize = 50;

/// Starts each saved step of the history: RFC 7464's record separator, which JSON text
/// never holds unescaped.
const RECORD_SEPARATOR: char = '\u{1e}';

/// What the user did on the page.
#[derive(Debug, Clone, PartialEq)]
pub enum TournamentAction {
    EditedName(String),
    ChoseSystem(System),
    EditedSeed(String),
    PastedEntrants(String),
    Created,
    Recorded(Outcome),
    /// A result entered in round `round` (from 1) replaced, for the same entrants.
    Corrected {
        round: usize,
        outcome: Outcome,
    },
    /// A play-off or lot among entrants tied on every criterion, best first.
    Decided(Vec<String>),
    /// The user chose to withdraw this entrant: the page asks first.
    AskedToWithdraw(String),
    /// The withdrawal asked about is confirmed (`Event::withdraw`; Undo takes it back).
    ConfirmedWithdraw,
    CancelledWithdraw,
    Undid,
    /// An exported tournament file's text.
    Imported(String),
    AskedToClose,
    ConfirmedClose,
    CancelledClose,
    DismissedError,
}

impl TournamentPage {
    /// The page with a saved tournament file's text, if it still reads.
    pub fn restored(saved: Option<&str>) -> TournamentPage {
        let read = saved
            .filter(|text| !text.trim().is_empty())
            .map(Event::from_json);
        let (event, error) = match read {
            Some(Ok(event)) => (Some(event), None),
            Some(Err(e)) => (None, Some(PageError::NotRestored(e))),
            None => (None, None),
        };
        TournamentPage {
            draft: TournamentDraft::default(),
            event,
            error,
            revision: 0,
            confirming_close: false,
            history: Vec::new(),
            confirming_withdraw: None,
        }
    }

    /// Whether Undo has something to take back.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
            || self.event.as_ref().is_some_and(|e| {
                e.rounds()
                    .iter()
                    .any(|r| r.results.iter().any(Option::is_some))
            })
    }

    /// The text to save: the event's file, or nothing.
    pub fn saved_text(&self) -> Option<String> {
        self.event.as_ref().map(|e| e.file().to_json())
    }

    /// The history to save: each step's file as a JSON text sequence (RFC 7464).
    pub fn history_text(&self) -> String {
        self.history
            .iter()
            .map(|e| format!("{RECORD_SEPARATOR}{}", e.file().to_json()))
            .collect()
    }

    /// The page with its saved history, oldest first. Steps that no longer read are
    /// left out with everything before them, so Undo never jumps over a lost step.
    pub fn with_history(mut self, saved: Option<&str>) -> TournamentPage {
        let steps = saved
            .unwrap_or_default()
            .split(RECORD_SEPARATOR)
            .filter(|t| !t.trim().is_empty())
            .map(|t| Event::from_json(t).ok());
        let mut history = Vec::new();
        for step in steps {
            match step {
                Some(event) => history.push(event),
                None => history.clear(),
            }
        }
        let kept = history.len().saturating_sub(HISTORY);
        self.history = history.split_off(kept);
        // A history without the event it led to belongs to nothing.
        if self.event.is_none() {
            self.history.clear();
        }
        self
    }

    /// The reducer's step, by value: a refusal keeps everything but the error.
    pub fn apply(mut self, action: TournamentAction) -> TournamentPage {
        use TournamentAction::*;
        match action {
            EditedName(name) => self.draft.name = name,
            ChoseSystem(system) => self.draft.system = system,
            EditedSeed(seed) => self.draft.seed = seed,
            PastedEntrants(text) => self.draft.entrants = text,
            Created => {
                let event =
                    file_from(&self.draft).and_then(|f| Event::new(f).map_err(PageError::Refused));
                return self.replaced(event);
            }
            Recorded(outcome) => return self.changed(|e| e.record(outcome)),
            Corrected { round, outcome } => return self.changed(|e| e.correct(round, outcome)),
            Decided(order) => return self.changed(|e| e.decide(order)),
            AskedToWithdraw(name) => {
                if self.event.is_some() {
                    self.confirming_withdraw = Some(name);
                }
            }
            CancelledWithdraw => self.confirming_withdraw = None,
            ConfirmedWithdraw => {
                let Some(name) = self.confirming_withdraw.take() else {
                    return self;
                };
                return self.changed(|e| e.withdraw(name));
            }
            Undid => {
                if let Some(before) = self.history.pop() {
                    self.event = Some(before);
                    self.error = None;
                    self.revision += 1;
                    return self;
                }
                let Some(event) = &self.event else {
                    return self;
                };
                return match event.undo() {
                    Ok(event) => self.stepped(event),
                    Err(e) => self.refused(PageError::Refused(e)),
                };
            }
            Imported(text) => {
                let next = Event::from_json(&text).map_err(PageError::Refused);
                self.confirming_close = false;
                return self.replaced(next);
            }
            AskedToClose => self.confirming_close = true,
            CancelledClose => self.confirming_close = false,
            ConfirmedClose => {
                self.confirming_close = false;
                self.event = None;
                self.error = None;
                self.history.clear();
                self.confirming_withdraw = None;
                self.revision += 1;
            }
            DismissedError => self.error = None,
        }
        self
    }

    /// A change of the running event that Undo can take back.
    fn changed(
        mut self,
        change: impl FnOnce(&Event) -> Result<Event, TournamentError>,
    ) -> TournamentPage {
        let Some(event) = self.event.take() else {
            return self;
        };
        match change(&event) {
            Ok(next) => {
                self.history.push(event);
                if self.history.len() > HISTORY {
                    self.history.remove(0);
                }
                self.stepped(next)
            }
            Err(e) => {
                self.event = Some(event);
                self.refused(PageError::Refused(e))
            }
        }
    }

    /// A new event in place of the old one (created, imported): a fresh history.
    fn replaced(mut self, event: Result<Event, PageError>) -> TournamentPage {
        match event {
            Ok(event) => {
                self.history.clear();
                self.stepped(event)
            }
            Err(e) => self.refused(e),
        }
    }

    fn stepped(mut self, event: Event) -> TournamentPage {
        self.event = Some(event);
        self.error = None;
        self.confirming_withdraw = None;
        self.revision += 1;
        self
    }

    fn refused(mut self, error: PageError) -> TournamentPage {
        self.error = Some(error);
        self
    }
}

impl Reducible for TournamentPage {
    type Action = TournamentAction;

    fn reduce(self: Rc<Self>, action: TournamentAction) -> Rc<Self> {
        Rc::new((*self).clone().apply(action))
    }
}

/// The tournament file the form describes.
pub fn file_from(draft: &TournamentDraft) -> Result<TournamentFile, PageError> {
    let seed = draft
        .seed
        .trim()
        .parse::<u64>()
        .map_err(|_| PageError::Seed)?;
    let lines = draft
        .entrants
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty());
    let mut file = TournamentFile {
        name: draft.name.trim().to_string(),
        system: draft.system,
        seed,
        players: Vec::new(),
        teams: Vec::new(),
        rounds: Vec::new(),
        decisions: Vec::new(),
    };
    if draft.system == System::SchoolTeam {
        for line in lines {
            let (name, pupils) = line
                .split_once(':')
                .ok_or_else(|| PageError::ClassLine(line.to_string()))?;
            file.teams.push(Team {
                name: name.trim().to_string(),
                players: pupils
                    .split(',')
                    .map(str::trim)
                    .filter(|p| !p.is_empty())
                    .map(str::to_string)
                    .collect(),
            });
        }
    } else {
        file.players = lines.map(str::to_string).collect();
    }
    Ok(file)
}

#[cfg(test)]
mod tests;
