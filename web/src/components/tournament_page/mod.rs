//! The tournament page: create an event from a pasted list, print the round's pairings
//! or seating, enter results (by hand or from a played board's SGF), correct them, see
//! the standings with the reason for every place, decide a tie by play-off or lot,
//! withdraw an entrant (asked first), rename one (a typo fixed, results kept), undo,
//! export and import the tournament file. Its state and reducer are `state::tournament`;
//! hotstone-tournament computes everything shown. One component per module.

mod create_form;
mod decision_form;
mod event_view;
mod game_form;
mod match_form;
mod pairing_item;
mod question;
mod record_input;
mod rename_form;
mod standings_table;
mod table_form;
mod withdraw_form;

use yew::prelude::*;

use crate::i18n::{EntryText, Lang, TournamentText as TT};
use crate::io::browser;
use crate::io::saved_tournament::{load_tournament, use_saved_tournament};
use crate::state::tournament::TournamentAction as A;

use create_form::CreateForm;
use event_view::EventView;

fn tt(lang: Lang, text: TT<'_>) -> String {
    crate::i18n::tournament(lang, text)
}

fn et(lang: Lang, text: EntryText<'_>) -> String {
    crate::i18n::entry(lang, text)
}

/// A refusal and its reason, with the button that dismisses it: at the top of the page,
/// or beside what was refused (`state::tournament::ErrorAt`).
fn error_box(lang: Lang, text: &str, send: &Callback<A>) -> Html {
    html! {
        <div class="notice no-print" role="alert" data-tournament-error="">
            <p>{ text.to_string() }</p>
            <button type="button" onclick={send.reform(|_: MouseEvent| A::DismissedError)}>
                { tt(lang, TT::Dismiss) }
            </button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct TournamentViewProps {
    pub lang: Lang,
    pub on_back: Callback<()>,
}

#[component]
pub fn TournamentView(props: &TournamentViewProps) -> Html {
    let page = use_reducer(load_tournament);
    use_saved_tournament(&page);
    let send: Callback<A> = page.dispatcher().to_callback();
    let lang = props.lang;
    let on_back = {
        let cb = props.on_back.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let import = {
        let send = send.clone();
        browser::on_file_chosen(move |bytes| {
            send.emit(A::Imported(String::from_utf8_lossy(&bytes).into_owned()))
        })
    };
    html! {
        <main class="tournament" data-tournament="">
            <div class="tournament-head">
                <h2>{ tt(lang, TT::Title) }</h2>
                <button type="button" class="no-print" onclick={on_back} data-back-to-board="">
                    { tt(lang, TT::BackToBoard) }
                </button>
            </div>
            if let (Some(error), None) = (&page.error, page.error_at) {
                { error_box(lang, &tt(lang, TT::Error(error)), &send) }
            }
            {
                match &page.event {
                    Some(_) if page.editing => html! {
                        <>
                            <p class="hint no-print" data-tournament-editing="">{ tt(lang, TT::EditingHint) }</p>
                            <CreateForm {lang} draft={page.draft.clone()} editing=true send={send.clone()} />
                            <div class="controls no-print">
                                <button type="button" onclick={send.reform(|_: MouseEvent| A::CancelledEdit)}>
                                    { et(lang, EntryText::Cancel) }
                                </button>
                            </div>
                        </>
                    },
                    None => html! {
                        <>
                            <CreateForm {lang} draft={page.draft.clone()} send={send.clone()} />
                            <div class="controls no-print">
                                <label class="file-button">
                                    <input type="file" accept=".json,application/json" onchange={import}
                                        data-tournament-import="" />
                                    <span>{ tt(lang, TT::Import) }</span>
                                </label>
                            </div>
                        </>
                    },
                    Some(event) => html! {
                        <EventView {lang} event={event.clone()} can_undo={page.can_undo()}
                            error={page.error_at.zip(page.error.as_ref()).map(|(at, e)| (at, tt(lang, TT::Error(e))))}
                            confirming={page.confirming_close}
                            confirming_withdraw={page.confirming_withdraw.clone()} send={send.clone()} />
                    },
                }
            }
        </main>
    }
}
