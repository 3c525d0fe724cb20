//! The page: one reducer (`state.rs`) holding the app state, the board drawn from its
//! layers, the panels beside it, and the effects that reach the browser (saving,
//! the document's language and mode, the keyboard).

use std::rc::Rc;

use hotstone_rules::{BoardSize, End, KoRule};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::controls::{GameControls, ViewControls};
use crate::components::keyboard::{self, Mods, Target};
use crate::components::ko_panel::{CycleInfo, KoPanel};
use crate::components::legend::Legend;
use crate::components::live_region::{LiveRegion, Notice};
use crate::components::new_game::host::{start_text, NewGameHost};
use crate::components::record_panel::RecordPanel;
use crate::components::status::{Status, StatusProps};
use crate::components::tournament_host::{Module, TournamentHost};
use crate::i18n::{t, Lang, Text};
use crate::io::{browser, UrlParams};
use crate::scene;
use crate::state::lessons;
use crate::state::record;
use crate::state::{Action, Prefs, Said, Settings, State};
use hotstone_board::Board;

/// How long a language chosen in the menu rests before its page is loaded: a keyboard
/// user passing over a language with the arrow keys does not load it.
const HANDOVER_DELAY_MS: u32 = 500;

/// The preferences on load: the URL's, else the saved ones, else the browser's language.
pub(crate) fn initial_prefs(params: &UrlParams) -> Prefs {
    let languages = browser::languages();
    let base = Prefs {
        lang: Lang::negotiate(languages.iter().map(String::as_str)),
        ..Prefs::default()
    };
    let mut prefs = browser::load_prefs(base);
    if let Some(on) = params.projector {
        prefs.projector = on;
    }
    if let Some(lang) = params.lang {
        prefs.lang = lang;
    }
    prefs
}

/// The state on load: a lesson the URL asks for (offered, when a game in progress is
/// saved), else the saved game, else a beginner's game; the preferences saved, else the
/// browser's language.
fn initial_state() -> State {
    let params = UrlParams::parse(&browser::query());
    let mut prefs = initial_prefs(&params);
    // The page that speaks another language was asked for at start (`run`, io/page_lang):
    // should it not have come, this one's own language is shown and saved.
    prefs.lang = prefs.lang.in_this_build();
    // The game a link asks for: a lesson (under `rules` when given), or without one a
    // beginner's 9x9 under the `rules` named.
    let linked = match (
        params.lesson.as_deref().and_then(lessons::find),
        params.rules,
    ) {
        (Some(lesson), rules) => Some(Settings::lesson(&lesson, rules)),
        (None, Some(preset)) => Some(Settings::even(BoardSize::NINE, preset)),
        (None, None) => None,
    };
    let mut state = match (linked, browser::load_game()) {
        // A link never discards a game in progress silently: the game is restored and
        // the linked game offered, with the new-game dialog's question.
        (Some(linked), Some(Some(saved))) => {
            let state = restored(saved, prefs);
            if state.has_progress() {
                state.offering_lesson(linked)
            } else {
                State::new(linked, prefs)
            }
        }
        (Some(linked), _) => State::new(linked, prefs),
        (None, Some(Some(saved))) => restored(saved, prefs),
        (None, Some(None)) => State {
            notice: Some(Said::NotRestored { lost: None }),
            ..State::new(Settings::default(), prefs)
        },
        (None, None) => State::new(Settings::default(), prefs),
    };
    // A lesson or rules the URL names that do not exist are said, not dropped silently.
    let unknown_lesson = params.lesson.filter(|id| lessons::find(id).is_none());
    if unknown_lesson.is_some() || params.unknown_rules.is_some() {
        let shown = |s: String| s.chars().take(40).collect::<String>();
        state.notice = Some(Said::UnknownInUrl {
            lesson: unknown_lesson.map(shown),
            rules: params.unknown_rules.map(shown),
        });
    }
    // The course's parameter opens it, then lives in the fragment (a reload keeps it).
    if let Some(id) = &params.course {
        browser::set_fragment(&UrlParams::course_fragment(id));
    }
    browser::forget_game_params();
    // Each view is tried on its own; one that no longer reads is said (issue 20), the
    // game stays.
    let lost_clock = crate::io::saved_clock::restore_clock(&mut state);
    let lost_marking = crate::io::saved_marking::restore_marking(&mut state);
    let lost_fill_in = crate::io::saved_fill_in::restore_fill_in(&mut state);
    let lost_placing = crate::io::saved_placing::restore_placing(&mut state);
    if (lost_clock || lost_marking || lost_fill_in || lost_placing) && state.notice.is_none() {
        state.notice = Some(Said::ViewNotRestored);
    }
    // Loaded in the language just chosen: the refusal explained before, explained again.
    if let Some(point) = crate::io::page_lang::take_refused() {
        state.refuse_again(point);
    }
    state
}

/// The saved game, restored (saying so when its last actions no longer replay).
fn restored(saved: crate::io::saved::SavedGame, prefs: Prefs) -> State {
    let lost = saved.lost;
    let mut state = State::restored(saved.settings, saved.game, saved.initial, prefs);
    crate::io::saved_record::restore_record(&mut state);
    crate::io::saved_document::restore_document(&mut state);
    if lost > 0 {
        state.notice = Some(Said::NotRestored { lost: Some(lost) });
    }
    state
}

/// The action a key press asks for (`keyboard::command` on its key, modifiers and
/// target); none while an input method composes. The app's and an embedded board's keys.
pub(crate) fn key_command(e: &web_sys::KeyboardEvent) -> Option<Action> {
    if e.is_composing() {
        return None;
    }
    let mods = Mods {
        ctrl: e.ctrl_key() || e.meta_key(),
        shift: e.shift_key(),
        alt: e.alt_key(),
    };
    keyboard::command(&e.key(), mods, target_kind(e.target()))
}

/// What kind of element a key press comes from.
fn target_kind(target: Option<web_sys::EventTarget>) -> Target {
    let Some(el) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return Target::Other;
    };
    if el.has_attribute("data-point") {
        return Target::Point;
    }
    match el.tag_name().to_ascii_lowercase().as_str() {
        // A file chosen ("Open SGF") leaves the focus on its input, which types nothing:
        // the record just opened is stepped at once.
        "input" if el.get_attribute("type").as_deref() == Some("file") => Target::Other,
        "input" | "select" | "textarea" => Target::Field,
        _ if el.closest("[contenteditable]").ok().flatten().is_some() => Target::Field,
        _ => Target::Other,
    }
}

fn toggle_fullscreen() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    } else if let Some(root) = document.document_element() {
        let _ = root.request_fullscreen();
    }
}

pub(crate) fn cycle_info(state: &State) -> Option<CycleInfo> {
    let game = &state.game;
    let cycle = game.cycles().last()?;
    let ing = game.rules().ko == KoRule::Ing;
    let ko = game.disturbing_ko();
    let step = (state.view.cycle())
        .and_then(|v| v.said(game))
        .map(|s| (s.step, s.of, s.to_move));
    Some(CycleInfo {
        length: cycle.length(),
        occurrence: cycle.occurrence,
        ban: if ing { cycle.first_board_play() } else { None },
        no_result_rule: game.rules().ko == KoRule::Basic,
        bans: ko.bans.len(),
        banned_now: ko.banned_now.iter().map(|b| (b.color, b.point)).collect(),
        step,
    })
}

/// The refusal or other notice to explain beside the board: its words and its code.
pub(crate) fn notice(state: &State, lang: Lang) -> Option<(String, &'static str)> {
    state.notice.as_ref().map(|n| {
        let code = match n {
            Said::Refused { refusal, .. } => refusal.code(),
            Said::SgfUnreadable(_) => "sgf",
            Said::FillIn(_) => "fill-in",
            Said::Marking(_) => "marking",
            Said::Edit(_) => "setup",
            Said::UnknownInUrl { .. } => "url",
            _ => "handicap",
        };
        (t(lang, Text::Said(n)), code)
    })
}

#[component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    // A move is timed at the click: the time since the clock's last tick goes first.
    let ticker = crate::components::clock::use_clock_ticker(&state);
    // One callback for the page's life (the dispatcher and the ticker do not change), so
    // that a panel whose own props stay equal is not drawn again on every click.
    let send: Callback<Action> = {
        let dispatcher = state.dispatcher();
        (*use_memo((), move |()| {
            Callback::from(move |action: Action| {
                if action.ends_a_move() {
                    if let Some(t) = ticker.borrow_mut().flush() {
                        dispatcher.dispatch(Action::ClockTicked(t));
                    }
                }
                dispatcher.dispatch(action);
            })
        }))
        .clone()
    };
    let lang = state.prefs.lang;
    // The tournament page replaces the board while open (`#tournament`, kept on reload);
    // the board's keys rest meanwhile.
    let tournament = use_state(|| browser::fragment() == "tournament");
    // The course (issue 36) replaces the board the same way (`#course`, `#course=ID`);
    // the place it opens at, `Some("")` its contents.
    let course = use_state(|| UrlParams::course_in(&browser::fragment()).map(AttrValue::from));
    let keys_rest = use_mut_ref(|| false);
    *keys_rest.borrow_mut() = *tournament || course.is_some();
    let open_course = {
        let course = course.clone();
        Callback::from(move |_: MouseEvent| {
            browser::set_fragment("course");
            course.set(Some(AttrValue::default()));
        })
    };
    let close_course = {
        let course = course.clone();
        Callback::from(move |()| {
            browser::set_fragment("");
            course.set(None);
        })
    };
    let show_tournament = |open: bool| {
        let tournament = tournament.clone();
        move || {
            browser::set_fragment(if open { "tournament" } else { "" });
            tournament.set(open);
        }
    };
    let open_tournament = {
        let show = show_tournament(true);
        Callback::from(move |_: MouseEvent| show())
    };
    let close_tournament = {
        let show = show_tournament(false);
        Callback::from(move |()| show())
    };

    // The game survives a reload.
    {
        let state = state.clone();
        use_effect_with(state.revision, move |_| browser::save_game(state));
    }
    crate::io::saved_marking::use_saved_marking(&state);
    crate::io::saved_clock::use_saved_clock(&state);
    crate::io::saved_fill_in::use_saved_fill_in(&state);
    crate::io::saved_record::use_saved_record(&state);
    crate::io::saved_document::use_saved_document(&state);
    crate::io::saved_placing::use_saved_placing(&state);
    // The computer opponent thinks in its worker; the hint button asks it too.
    let on_hint = crate::components::computer::use_computer(&state, &send);
    // Preferences: saved, and the document's language and mode follow them.
    let refused = state.refused_point();
    use_effect_with(state.prefs, move |prefs| {
        browser::save_prefs(prefs);
        // A language chosen in the menu that this module does not speak: its page is
        // loaded (at start the state holds the module's own language) once the choice
        // rests, since the menu's arrow keys choose at each press.
        let lang = prefs.lang;
        let handover = (!lang.is_compiled()).then(|| {
            gloo::timers::callback::Timeout::new(HANDOVER_DELAY_MS, move || {
                crate::io::page_lang::load(lang, Some(refused));
            })
        });
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
            .filter(|_| handover.is_none())
        {
            let _ = root.set_attribute("lang", lang.code());
            let _ = root
                .class_list()
                .toggle_with_force("projector", prefs.projector);
        }
        move || drop(handover)
    });
    // G on the board: the "Go to point" field takes the focus as it opens.
    let go_to = use_node_ref();
    {
        let input = go_to.clone();
        use_effect_with(state.go_to.is_some(), move |_| {
            if let Some(input) = input.cast::<web_sys::HtmlElement>() {
                let _ = input.focus();
            }
        });
    }
    // A control that goes or is disabled hands the focus on (`io::focus`).
    use_effect_with((), |_| crate::io::focus::keep());
    // Keyboard play, wherever the focus is (but not in a text field).
    {
        let send = send.clone();
        let keys_rest = keys_rest.clone();
        use_effect_with((), move |_| {
            let listener = browser::on_document_keydown(move |e| {
                if e.default_prevented() || *keys_rest.borrow() {
                    return;
                }
                if let Some(action) = key_command(e) {
                    e.prevent_default();
                    send.emit(action);
                }
            });
            move || drop(listener)
        });
    }

    let handicap_game = crate::components::handicap_host::use_game(&state);
    let game = &state.game;
    let size = state.size();
    let layers = Rc::new(crate::components::computer::with_hint(
        scene::layers(&state),
        &state,
    ));
    let (on_click, on_hover, on_focus, on_pause, on_step) = (*use_memo((), {
        let send = send.clone();
        move |()| {
            (
                send.reform(Action::ClickedPoint),
                send.reform(Action::HoveredPoint),
                send.reform(Action::FocusedPoint),
                send.reform(|pause| match pause {
                    true => Action::PausedClock,
                    false => Action::ResumedClock,
                }),
                send.reform(Action::Stepped),
            )
        }
    }))
    .clone();

    let on_download = {
        let state = state.clone();
        Callback::from(move |()| {
            let text = state.sgf();
            browser::download(
                &record::file_name(&state.settings),
                "application/x-go-sgf",
                &text,
            );
        })
    };
    let emit = |action: Action| {
        let send = send.clone();
        Callback::from(move |_: MouseEvent| send.emit(action.clone()))
    };
    let viewing = state.viewing();
    let can_play = state.can_pass();
    let lesson = state.settings.lesson.as_deref().and_then(lessons::find);
    let (said, serial) = state
        .said
        .as_ref()
        .map(|(s, n)| (t(lang, Text::Said(s)), *n))
        .unwrap_or_default();
    let notice = notice(&state, lang);
    let hint = scene::hint(
        &state.game,
        &state.view,
        state.hover.unwrap_or(state.cursor),
        lang,
    );
    // Behind the modal new-game dialog the page takes no focus, clicks or reading.
    let inert = state.dialog.is_some();

    html! {
        <div class={classes!("app", state.prefs.projector.then_some("projector"), state.shows_forbidden().then_some("show-forbidden"), state.view.fill_in().is_some().then_some("filling-in"))}
            data-lang={lang.code()}>
            <header class="top" {inert}>
                <h1>{ t(lang, Text::AppTitle) }</h1>
                <ViewControls prefs={state.prefs} shows_forbidden={state.shows_forbidden()} send={send.clone()}
                    on_fullscreen={Callback::from(|()| toggle_fullscreen())} />
                if !*tournament && course.is_none() {
                    <button type="button" class="no-print" onclick={open_course}
                        data-open-course="">
                        { t(lang, Text::OpenCourse) }
                    </button>
                    <button type="button" class="no-print" onclick={open_tournament}
                        data-open-tournament="">
                        { t(lang, Text::OpenTournament) }
                    </button>
                }
            </header>
            if *tournament {
                <TournamentHost {lang} on_back={close_tournament} />
            } else if let Some(start) = (*course).clone() {
                <TournamentHost {lang} on_back={close_course} module={Module::Course} {start} />
            } else {
            <main class="layout" data-key-scope="" {inert}>
                <section class="board-area">
                    <Board
                        {size}
                        {layers}
                        cursor={Some(state.cursor)}
                        coordinates={state.prefs.coordinates}
                        label={t(lang, Text::BoardName(size.get()))}
                        {on_click}
                        {on_hover}
                        {on_focus}
                    />
                    if let Some(refused) = &state.go_to {
                        { crate::components::go_to::field(lang, size, refused, &send, go_to.clone()) }
                    }
                    <p class="hint" data-hint="">{ hint.unwrap_or_default() }</p>
                    { crate::components::fill_in_panel::under_board(&state, &send) }
                </section>
                <aside class="side">
                    { crate::components::fill_in_panel::side(&state, &send) }
                    if state.has_record_view() {
                        <RecordPanel {lang} view={state.node_view()} {on_step} />
                    }
                    <Status
                        lesson={lesson.map(|l| (
                            AttrValue::from(l.title(lang)),
                            AttrValue::from(l.about(lang)),
                            crate::components::status::lesson_rules(lang, &l, state.settings.preset),
                        ))}
                        clocks={crate::components::clock::clocks(&state, lang)}
                        {on_pause}
                        ..StatusProps::of(&state, lang)
                    />
                    // Beside the status, not under the board: on a laptop the board
                    // fills the window's height and the line under it is out of sight.
                    { crate::components::computer::panel(&state, &send) }
                    <GameControls
                        {lang}
                        send={send.clone()}
                        {can_play}
                        can_undo={state.can_undo() && !viewing}
                        can_redo={state.can_redo() && !viewing}
                        can_resume={game.end() == Some(End::TwoPasses)}
                        {on_download}
                        can_hint={state.hint_due() && state.view.hint().is_none()}
                        {on_hint}
                    />
                    // Below the game's controls: on a phone the turn and the buttons come first.
                    { crate::components::edit_toolbar::side(&state, &send) }
                    if state.pending.is_some() {
                        <div class="confirm" role="alertdialog" data-confirm-open=""
                            aria-label={t(lang, Text::OpenSgf)}>
                            <p>{ t(lang, Text::ConfirmOpen(state.moves_played())) }</p>
                            <div class="controls">
                                <button type="button" class="primary"
                                    onclick={emit(Action::ConfirmedOpen)}>
                                    { t(lang, Text::DiscardAndOpen) }
                                </button>
                                <button type="button" onclick={emit(Action::CancelledOpen)}>
                                    { t(lang, Text::KeepPlaying) }
                                </button>
                            </div>
                        </div>
                    }
                    if let Some((text, code)) = notice {
                        <Notice {lang} {text} {code} send={send.clone()} />
                    }
                    if let Some(info) = cycle_info(&state) {
                        <KoPanel {lang} {info} send={send.clone()} />
                    }
                    { crate::components::handicap_host::side(&state, &handicap_game, &send) }
                    { crate::components::marking_panel::side(&state, &send, true) }
                    <Legend {lang} ing={game.rules().ko == KoRule::Ing} hot_now={game.hot().is_some()}
                        editing={state.editor.is_some()} />
                </aside>
            </main>
            }
            <LiveRegion text={said} {serial} />
            if let Some(dialog) = &state.dialog {
                <NewGameHost {lang} {send} start={start_text(&dialog.draft)}
                    discards={state.has_progress().then(|| state.moves_played())}
                    from_link={dialog.from_link} />
            }
        </div>
    }
}
