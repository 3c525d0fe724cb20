//! The tournament page's state and its reducer: the create form (a pasted list of
//! players or classes), the running event (hotstone-tournament computes everything) and
//! the last refusal. Plain Rust, no DOM, no words: every refusal is a typed value the
//! catalogue renders, and a refused action changes nothing but the error shown.
//! Corrections, play-off or lot decisions and withdrawals are the crate's
//! (`Event::correct`, `Event::decide`, `Event::withdraw`: 001 "Suspendierung", asked
//! first, since the entrant "verliert seine restlichen Partien"), and so is a rename
//! (`Event::rename`: a typo in a name fixed at any time, results kept); Undo takes back
//! the page's last change of any kind (the history is saved too), and with no history
//! withdraws the last entered result.

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

impl TournamentDraft {
    /// The form as saved in the browser, so that a reload while typing keeps it: the
    /// name, the system, the seed, each on a line of its own (none can hold a line
    /// break), then the entrants.
    pub fn to_text(&self) -> String {
        format!(
            "{}\n{}\n{}\n{}",
            self.name,
            self.system.name(),
            self.seed,
            self.entrants
        )
    }

    /// The form saved by [`TournamentDraft::to_text`]; `None` if it does not read.
    pub fn from_text(text: &str) -> Option<TournamentDraft> {
        let mut parts = text.splitn(4, '\n');
        let name = parts.next()?.to_string();
        let code = parts.next()?;
        let system = System::from_name(code)?;
        let seed = parts.next()?.to_string();
        let entrants = parts.next()?.to_string();
        Some(TournamentDraft {
            name,
            system,
            seed,
            entrants,
        })
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
    /// A school-team name with a colon or a comma, which the entrants' list uses to
    /// write a class and its pupils: it could not be written back into it.
    NameSeparator(String),
    /// The tournament saved in this browser no longer reads (E-7: saved state read
    /// defensively); its text is kept aside under `saved_tournament::UNREADABLE_KEY`.
    NotRestored(TournamentError),
}

/// Where a refusal is said: beside what was refused, so that it is seen where the user
/// acted (a correction far down the page), or at the top of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorAt {
    /// A result of round `round` (from 1), pairing `index` (from 0).
    Pairing { round: usize, index: usize },
    /// The withdrawal form.
    Withdrawal,
    /// The rename form.
    Renaming,
}

/// The page.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentPage {
    pub draft: TournamentDraft,
    pub event: Option<Event>,
    pub error: Option<PageError>,
    /// Where `error` is said; `None`: at the top of the page.
    pub error_at: Option<ErrorAt>,
    /// Counts changes of the event, so that saving follows them.
    pub revision: u64,
    /// "New tournament" asks before the running one is put away.
    pub confirming_close: bool,
    /// The event before each change made on this page, oldest first, for Undo.
    pub history: Vec<Event>,
    /// The entrant (a player, or a class) whose withdrawal waits for the user to confirm
    /// it: it forfeits their remaining games (001 "verliert seine restlichen Partien").
    pub confirming_withdraw: Option<String>,
    /// The running event's entrants are being edited in the create form: no result is
    /// entered yet, so a typo, a late entry or a no-show is fixed by creating it anew.
    pub editing: bool,
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
    /// The entrant `from` (a player, a class or a pupil) renamed to `to` as typed
    /// (`Event::rename`, the name trimmed as the create form trims it; Undo takes it
    /// back).
    Renamed {
        from: String,
        to: String,
    },
    Undid,
    /// An exported tournament file's text.
    Imported(String),
    /// Back to the create form, filled in with the running event, while no result is
    /// entered (the crate then refuses a withdrawal: "leave the entrant out").
    EditEntrants,
    CancelledEdit,
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
            error_at: None,
            revision: 0,
            confirming_close: false,
            history: Vec::new(),
            confirming_withdraw: None,
            editing: false,
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
            Recorded(outcome) => {
                let at = self.pairing_of(None, &outcome);
                return self.changed(|e| e.record(outcome)).said_at(at);
            }
            Corrected { round, outcome } => {
                let at = self.pairing_of(Some(round), &outcome);
                return self.changed(|e| e.correct(round, outcome)).said_at(at);
            }
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
                return self
                    .changed(|e| e.withdraw(name))
                    .said_at(Some(ErrorAt::Withdrawal));
            }
            Renamed { from, to } => {
                let to = to.trim().to_string();
                let school = self
                    .event
                    .as_ref()
                    .is_some_and(|e| e.system() == System::SchoolTeam);
                if school && to.contains([':', ',']) {
                    return self
                        .refused(PageError::NameSeparator(to))
                        .said_at(Some(ErrorAt::Renaming));
                }
                return self
                    .changed(|e| e.rename(&from, to))
                    .said_at(Some(ErrorAt::Renaming));
            }
            Undid => {
                if let Some(before) = self.history.pop() {
                    self.event = Some(before);
                    self.error = None;
                    self.error_at = None;
                    self.editing = false;
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
            EditEntrants => {
                if let Some(file) = self.event.as_ref().map(Event::file) {
                    if !file.has_results() {
                        self.draft = draft_of(file);
                        self.editing = true;
                        self.error = None;
                        self.error_at = None;
                        self.confirming_withdraw = None;
                    }
                }
            }
            CancelledEdit => self.editing = false,
            AskedToClose => self.confirming_close = true,
            CancelledClose => self.confirming_close = false,
            ConfirmedClose => {
                self.confirming_close = false;
                self.event = None;
                self.error = None;
                self.history.clear();
                self.confirming_withdraw = None;
                self.editing = false;
                self.revision += 1;
            }
            DismissedError => {
                self.error = None;
                self.error_at = None;
            }
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

    /// The pairing of round `round` (the current round if `None`) that `outcome` is
    /// about: every name of the outcome is one of its entrants.
    fn pairing_of(&self, round: Option<usize>, outcome: &Outcome) -> Option<ErrorAt> {
        let event = self.event.as_ref()?;
        let round = match round {
            None => event.current().ok().flatten()?,
            Some(n) => event.rounds().iter().find(|r| r.number == n)?.clone(),
        };
        let names = outcome.names();
        let index = round.pairings.iter().position(|p| {
            let seated = p.names();
            !names.is_empty() && names.iter().all(|n| seated.contains(n))
        })?;
        Some(ErrorAt::Pairing {
            round: round.number,
            index,
        })
    }

    /// A refusal just made is said at `at`.
    fn said_at(mut self, at: Option<ErrorAt>) -> TournamentPage {
        if self.error.is_some() {
            self.error_at = at;
        }
        self
    }

    fn stepped(mut self, event: Event) -> TournamentPage {
        self.event = Some(event);
        self.error = None;
        self.error_at = None;
        self.editing = false;
        self.confirming_withdraw = None;
        self.revision += 1;
        self
    }

    fn refused(mut self, error: PageError) -> TournamentPage {
        self.error = Some(error);
        self.error_at = None;
        self
    }
}

impl Reducible for TournamentPage {
    type Action = TournamentAction;

    fn reduce(self: Rc<Self>, action: TournamentAction) -> Rc<Self> {
        Rc::new((*self).clone().apply(action))
    }
}

/// The create form filled in with a tournament file (its entrants edited before the
/// first result): the inverse of [`file_from`].
pub fn draft_of(file: &TournamentFile) -> TournamentDraft {
    let entrants = if file.system == System::SchoolTeam {
        file.teams
            .iter()
            .map(|t| format!("{}: {}", t.name, t.players.join(", ")))
            .collect::<Vec<_>>()
    } else {
        file.players.clone()
    };
    TournamentDraft {
        name: file.name.clone(),
        system: file.system,
        seed: file.seed.to_string(),
        entrants: entrants.join("\n"),
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
