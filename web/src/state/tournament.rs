//! The tournament page's state and its reducer: the create form (a pasted list of
//! players or classes), the running event (hotstone-tournament computes everything) and
//! the last refusal. Plain Rust, no DOM, no words: every refusal is a typed value the
//! catalogue renders, and a refused action changes nothing but the error shown.

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
}

/// What the user did on the page.
#[derive(Debug, Clone, PartialEq)]
pub enum TournamentAction {
    EditedName(String),
    ChoseSystem(System),
    EditedSeed(String),
    PastedEntrants(String),
    Created,
    Recorded(Outcome),
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
        TournamentPage {
            draft: TournamentDraft::default(),
            event: saved.and_then(|text| Event::from_json(text).ok()),
            error: None,
            revision: 0,
            confirming_close: false,
        }
    }

    /// The text to save: the event's file, or nothing.
    pub fn saved_text(&self) -> Option<String> {
        self.event.as_ref().map(|e| e.file().to_json())
    }

    /// The reducer's step, by value: a refusal keeps everything but the error.
    pub fn apply(mut self, action: TournamentAction) -> TournamentPage {
        use TournamentAction::*;
        let changed = |mut page: TournamentPage, event: Result<Event, PageError>| {
            match event {
                Ok(event) => {
                    page.event = Some(event);
                    page.error = None;
                    page.revision += 1;
                }
                Err(e) => page.error = Some(e),
            }
            page
        };
        match action {
            EditedName(name) => self.draft.name = name,
            ChoseSystem(system) => self.draft.system = system,
            EditedSeed(seed) => self.draft.seed = seed,
            PastedEntrants(text) => self.draft.entrants = text,
            Created => {
                let event =
                    file_from(&self.draft).and_then(|f| Event::new(f).map_err(PageError::Refused));
                return changed(self, event);
            }
            Recorded(outcome) => {
                let Some(event) = &self.event else {
                    return self;
                };
                let next = event.record(outcome).map_err(PageError::Refused);
                return changed(self, next);
            }
            Undid => {
                let Some(event) = &self.event else {
                    return self;
                };
                let next = event.undo().map_err(PageError::Refused);
                return changed(self, next);
            }
            Imported(text) => {
                let next = Event::from_json(&text).map_err(PageError::Refused);
                self.confirming_close = false;
                return changed(self, next);
            }
            AskedToClose => self.confirming_close = true,
            CancelledClose => self.confirming_close = false,
            ConfirmedClose => {
                self.confirming_close = false;
                self.event = None;
                self.error = None;
                self.revision += 1;
            }
            DismissedError => self.error = None,
        }
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
mod tests {
    use super::*;
    use hotstone_tournament::{Pairing, TeamMatch};

    fn page_with(system: System, entrants: &str) -> TournamentPage {
        TournamentPage::restored(None)
            .apply(TournamentAction::ChoseSystem(system))
            .apply(TournamentAction::PastedEntrants(entrants.to_string()))
            .apply(TournamentAction::Created)
    }

    #[test]
    fn x3_a_pasted_class_list_creates_the_school_tournament() {
        let page = page_with(System::SchoolTeam, "5a: Ali, Bea\n\n5b: Cem, Dana, Eli\n");
        let event = page.event.as_ref().expect("created");
        assert_eq!(event.file().teams.len(), 2);
        assert_eq!(event.file().teams[1].players, ["Cem", "Dana", "Eli"]);
        assert_eq!(page.revision, 1);
    }

    #[test]
    fn refusals_change_nothing_but_the_error() {
        let dup = page_with(System::FourTables, "Ann\nBo\nAnn\n");
        assert_eq!(dup.event, None);
        assert_eq!(
            dup.error,
            Some(PageError::Refused(TournamentError::DuplicateName {
                name: "Ann".into()
            }))
        );
        let five = page_with(System::FourTables, "A\nB\nC\nD\nE");
        assert!(matches!(
            five.error,
            Some(PageError::Refused(TournamentError::ImpossibleCount {
                count: 5,
                ..
            }))
        ));
        let line = page_with(System::SchoolTeam, "5a Ali, Bea");
        assert_eq!(line.error, Some(PageError::ClassLine("5a Ali, Bea".into())));

        let page = page_with(System::SchoolTeam, "5a: Ali, Bea\n5b: Cem, Dana");
        let before = page.event.clone();
        let wrong = TeamMatch {
            teams: ["5a".into(), "6c".into()],
            black: None,
            boards: vec!["5a".into(), "5a".into()],
            lot: None,
        };
        let after = page
            .clone()
            .apply(TournamentAction::Recorded(Outcome::Match(wrong)));
        assert_eq!(after.event, before);
        assert_eq!(after.revision, page.revision);
        assert!(after.error.is_some());
        let bad_import = page.clone().apply(TournamentAction::Imported("{".into()));
        assert_eq!(bad_import.event, before);
    }

    #[test]
    fn x5_a_result_then_undo_and_a_reload_keeps_the_event() {
        let page = page_with(System::SchoolTeam, "5a: Ali, Bea\n5b: Cem, Dana");
        let Some(round) = page.event.as_ref().unwrap().current().unwrap() else {
            panic!("a round")
        };
        let Pairing::Match { teams, .. } = &round.pairings[0] else {
            panic!("a match")
        };
        let m = TeamMatch {
            teams: teams.clone(),
            black: Some(teams[0].clone()),
            boards: vec![teams[1].clone(), "draw".into()],
            lot: None,
        };
        let played = page.apply(TournamentAction::Recorded(Outcome::Match(m)));
        assert!(played.event.as_ref().unwrap().is_over());
        let reloaded = TournamentPage::restored(played.saved_text().as_deref());
        assert_eq!(reloaded.event, played.event);
        let undone = played.apply(TournamentAction::Undid);
        assert!(!undone.event.as_ref().unwrap().is_over());
    }
}
