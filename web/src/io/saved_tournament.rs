//! The tournament survives a reload: its file (docs/tournaments.md) in localStorage,
//! saved on every change of the event, and beside it the steps Undo can take back.

use yew::prelude::*;

use crate::io::browser;
use crate::state::tournament::{PageError, TournamentDraft, TournamentPage};

pub const TOURNAMENT_KEY: &str = "hotstone-tournament";
/// The earlier files, as a JSON text sequence (`TournamentPage::history_text`).
pub const HISTORY_KEY: &str = "hotstone-tournament-history";

/// The create form as typed (`TournamentDraft::to_text`), so that a reload while the
/// entrants are being typed loses nothing.
pub const DRAFT_KEY: &str = "hotstone-tournament-draft";

/// Where a saved tournament that no longer reads is kept, so that nothing is lost when
/// the page saves its next tournament under `TOURNAMENT_KEY`.
pub const UNREADABLE_KEY: &str = "hotstone-tournament-unreadable";

/// The page as it was saved; a saved file that no longer reads is set aside and said.
pub fn load_tournament() -> TournamentPage {
    let saved = browser::load(TOURNAMENT_KEY);
    let mut page = TournamentPage::restored(saved.as_deref())
        .with_history(browser::load(HISTORY_KEY).as_deref());
    if let Some(draft) = browser::load(DRAFT_KEY).and_then(|t| TournamentDraft::from_text(&t)) {
        page.draft = draft;
    }
    if let (Some(PageError::NotRestored(_)), Some(text)) = (&page.error, &saved) {
        browser::store(UNREADABLE_KEY, text);
    }
    page
}

/// Saves the page's tournament whenever its event changes.
#[hook]
pub fn use_saved_tournament(page: &UseReducerHandle<TournamentPage>) {
    let draft = page.draft.clone();
    let page = page.clone();
    use_effect_with(page.revision, move |_| {
        if page.revision > 0 {
            browser::store(TOURNAMENT_KEY, &page.saved_text().unwrap_or_default());
            browser::store(HISTORY_KEY, &page.history_text());
        }
    });
    // The create form, on every keystroke (an empty form only over one saved before).
    use_effect_with(draft, move |draft| {
        if *draft != TournamentDraft::default() || browser::load(DRAFT_KEY).is_some() {
            browser::store(DRAFT_KEY, &draft.to_text());
        }
    });
}
