//! The buttons: game controls (pass, undo, redo, hint, resign, resume, new game, the
//! record's download and upload) and view controls (language, coordinates, move numbers, projector mode, fullscreen).

use yew::prelude::*;

use crate::i18n::{t, ComputerText, EmbedText, Lang, Text};
use crate::io::browser;
use crate::state::{Action, MoveNumbers, Prefs};

#[derive(Properties, PartialEq)]
pub struct GameControlsProps {
    pub lang: Lang,
    pub send: Callback<Action>,
    pub can_play: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub can_resume: bool,
    pub on_download: Callback<()>,
    /// The computer may be asked for a hint now (`State::hint_due`, none shown).
    pub can_hint: bool,
    pub on_hint: Callback<()>,
}

fn button(label: String, action: Action, send: &Callback<Action>, enabled: bool) -> Html {
    let send = send.clone();
    let onclick = Callback::from(move |_: MouseEvent| send.emit(action.clone()));
    html! {
        <button type="button" {onclick} disabled={!enabled}>{ label }</button>
    }
}

#[component]
pub fn GameControls(props: &GameControlsProps) -> Html {
    let l = props.lang;
    let send = &props.send;
    let download = {
        let cb = props.on_download.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let hint = {
        let cb = props.on_hint.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let open = {
        let send = send.clone();
        browser::on_file_chosen(move |bytes| send.emit(Action::OpenedSgf(bytes)))
    };
    html! {
        <div class="controls" role="toolbar" aria-label={t(l, Text::GameControls)} data-game-controls="">
            { button(t(l, Text::Pass), Action::Passed, send, props.can_play) }
            { button(t(l, Text::Undo), Action::Undid, send, props.can_undo) }
            { button(t(l, Text::Redo), Action::Redid, send, props.can_redo) }
            <button type="button" onclick={hint} disabled={!props.can_hint} data-hint-button="">
                { t(l, Text::Computer(ComputerText::Hint)) }
            </button>
            { button(t(l, Text::Resign), Action::Resigned, send, props.can_play) }
            if props.can_resume {
                { button(t(l, Text::ResumePlay), Action::ResumedPlay, send, true) }
            }
            { button(t(l, Text::NewGame), Action::OpenedNewGame, send, true) }
            <button type="button" onclick={download} data-sgf-download="">{ t(l, Text::DownloadSgf) }</button>
            <label class="file-button">
                <input type="file" accept=".sgf,application/x-go-sgf" onchange={open}
                    data-sgf-open="" />
                <span>{ t(l, Text::OpenSgf) }</span>
            </label>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ViewControlsProps {
    pub prefs: Prefs,
    /// Whether the forbidden points show now (`State::shows_forbidden`).
    #[prop_or_default]
    pub shows_forbidden: bool,
    pub send: Callback<Action>,
    pub on_fullscreen: Callback<()>,
}

fn toggle(label: String, on: bool, action: Action, send: &Callback<Action>) -> Html {
    let send = send.clone();
    let onclick = Callback::from(move |_: MouseEvent| send.emit(action.clone()));
    html! {
        <button type="button" class="toggle" aria-pressed={on.to_string()} {onclick}>
            { label }
        </button>
    }
}

/// Move numbers: off, on every stone, on the last moves only (`aria-pressed="mixed"`).
fn numbers(l: Lang, numbers: MoveNumbers, send: &Callback<Action>) -> Html {
    let (pressed, label) = match numbers {
        MoveNumbers::Off => ("false", t(l, Text::MoveNumbers)),
        MoveNumbers::All => ("true", t(l, Text::MoveNumbers)),
        MoveNumbers::Last => ("mixed", t(l, Text::MoveNumbersLast(MoveNumbers::LAST))),
    };
    let onclick = send.reform(|_: MouseEvent| Action::ToggledNumbers);
    html! {
        <button type="button" class="toggle" aria-pressed={pressed} {onclick} data-move-numbers="">
            { label }
        </button>
    }
}

#[component]
pub fn ViewControls(props: &ViewControlsProps) -> Html {
    let p = props.prefs;
    let l = p.lang;
    let send = &props.send;
    let onchange = {
        let send = send.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(lang) = Lang::from_tag(&value) {
                // The menu's choice outlives a link's `?lang=` on the next reload.
                crate::io::browser::forget_lang_param();
                send.emit(Action::ChoseLanguage(lang));
            }
        })
    };
    let fullscreen = {
        let cb = props.on_fullscreen.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <div class="view-controls" role="toolbar" aria-label={t(l, Text::ViewControls)}>
            <label class="language">
                <span>{ t(l, Text::Language) }</span>
                <select {onchange} data-language="">
                    { for Lang::ALL.iter().map(|&option| html! {
                        <option value={option.code()} selected={option == l} lang={option.code()}>
                            { t(l, Text::LanguageName(option)) }
                        </option>
                    }) }
                </select>
            </label>
            { toggle(t(l, Text::Coordinates), p.coordinates, Action::ToggledCoordinates, send) }
            { numbers(l, p.numbers, send) }
            { toggle(t(l, Text::Projector), p.projector, Action::ToggledProjector, send) }
            { toggle(t(l, Text::Embed(EmbedText::ShowForbidden)), props.shows_forbidden, Action::ToggledForbidden, send) }
            <button type="button" onclick={fullscreen}>{ t(l, Text::Fullscreen) }</button>
        </div>
    }
}
