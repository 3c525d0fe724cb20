//! The embedded board's component: the app's `Board`, `Status`, `KoPanel`, `Legend`,
//! lesson text and end-of-game panels, around a state of its own. It listens to keys
//! on itself only (several boards on one page keep their own focus) and writes to
//! storage only under `persist`.

use std::rc::Rc;

use hotstone_board::Board;
use hotstone_rules::KoRule;
use yew::prelude::*;

use crate::components::app::{cycle_info, key_command, notice};
use crate::components::ko_panel::KoPanel;
use crate::components::legend::Legend;
use crate::components::live_region::{LiveRegion, Notice};
use crate::components::status::{LessonText, Status, StatusProps};
use crate::embed::{events, problem_detail, EmbedEvent, Options, Panel, Start};
use crate::i18n::{t, EmbedText, Lang, Text};
use crate::io::browser;
use crate::scene;
use crate::state::marking::MarkingAction;
use crate::state::{Action, State};

#[derive(Properties, PartialEq)]
pub struct EmbedProps {
    pub options: Rc<Options>,
    /// Bumped by `reset()`: the game starts again from the options.
    #[prop_or_default]
    pub generation: u32,
    #[prop_or_default]
    pub on_event: Callback<EmbedEvent>,
    /// Hears the game shown, once it is drawn and after each change (the page's
    /// `handle.game`), and `None` when it goes (a message in its place, a new start).
    #[prop_or_default]
    pub on_state: Callback<Option<UseReducerHandle<State>>>,
    /// Bumped by each change the page asks for; `on_drawn` hears it once the board has
    /// drawn it and told `on_state` (the effects of the board's parts run before its own).
    #[prop_or_default]
    pub asked: u32,
    #[prop_or_default]
    pub on_drawn: Callback<u32>,
}

/// The options' game, or the message that takes the board's place.
#[component]
pub fn EmbedBoard(props: &EmbedProps) -> Html {
    // The `persist` key whose kept record has been read: it is restored when the board
    // is mounted (or given a new key), never on a reset or a change of the game's options.
    let restored = use_mut_ref(|| None::<Option<String>>);
    let started = use_memo(
        (props.options.game_part(), props.generation),
        move |(options, _)| {
            let first = restored.borrow().as_ref() != Some(&options.persist);
            let saved = options
                .persist
                .as_deref()
                .filter(|_| first)
                .and_then(browser::load);
            let start = options.start(saved.as_deref()).map(Rc::new)?;
            *restored.borrow_mut() = Some(options.persist.clone());
            Ok(Started {
                start,
                restart: !first,
            })
        },
    );
    {
        let on_drawn = props.on_drawn.clone();
        use_effect_with(props.asked, move |asked| on_drawn.emit(*asked));
    }
    let lang = props.options.language();
    let problem = match (&*started, props.options.panels().as_ref()) {
        (Err(p), _) | (Ok(_), Err(p)) => Some((*p).clone()),
        _ => None,
    };
    use_effect_with(problem.clone(), |problem| {
        if let Some(p) = problem {
            web_sys::console::error_1(&format!("<hotstone-board>: {}", problem_detail(p)).into());
        }
    });
    // A language the catalogue does not have (the element's or the page's) is English,
    // and the page's author hears why.
    let unknown_lang = props
        .options
        .lang
        .clone()
        .filter(|tag| Lang::from_tag(tag).is_none());
    use_effect_with(unknown_lang, |tag| {
        if let Some(tag) = tag {
            let shown: String = tag.chars().take(20).collect();
            let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            web_sys::console::warn_1(
                &format!(
                    "<hotstone-board>: lang \"{shown}\" is not one of the board's languages ({}); it speaks English",
                    known.join(", ")
                )
                .into(),
            );
        }
    });
    // A record whose moves the rules refused is shown without them: the page's author
    // hears it, as the app's Open says it.
    let skipped = (*started)
        .as_ref()
        .ok()
        .map(|s| (Rc::as_ptr(&s.start) as usize, s.start.skipped));
    use_effect_with(skipped, |skipped| {
        if let Some((_, n @ 1..)) = skipped {
            let moves = if *n == 1 { "move" } else { "moves" };
            web_sys::console::warn_1(
                &format!("<hotstone-board>: the rules refused {n} {moves} of the record; skipped")
                    .into(),
            );
        }
    });
    match (&*started, problem) {
        (Ok(started), None) => html! {
            // A new start (new options, a reset) is a new game: a fresh component.
            <Live key={format!("{:p}", Rc::as_ptr(&started.start))} start={started.clone()}
                options={props.options.clone()} on_event={props.on_event.clone()}
                on_state={props.on_state.clone()} />
        },
        // No game stands: `Live` is gone and has said so (`on_state`).
        (_, problem) => problem.map_or_else(Html::default, |p| {
            html! {
                <div class="hotstone-problem" role="alert" part="message" data-problem={p.code()}
                    lang={lang.code()} dir={DIR}>
                    { t(lang, Text::Embed(EmbedText::Problem(&p))) }
                </div>
            }
        }),
    }
}

/// The catalogue's languages (en, de, ja) are all written left to right, whatever the
/// page around the board is written in.
const DIR: &str = "ltr";

/// A started game, compared by identity. `restart`: it replaces a game shown before
/// (a reset, new options), not one restored or started when the board was mounted.
#[derive(Clone)]
struct Started {
    start: Rc<Start>,
    restart: bool,
}

impl PartialEq for Started {
    fn eq(&self, other: &Started) -> bool {
        Rc::ptr_eq(&self.start, &other.start) && self.restart == other.restart
    }
}

#[derive(Properties, PartialEq)]
struct LiveProps {
    start: Started,
    options: Rc<Options>,
    on_event: Callback<EmbedEvent>,
    on_state: Callback<Option<UseReducerHandle<State>>>,
}

/// Actions a read-only board still takes: looking, stepping through a record or a view,
/// choosing the komi the counts are compared with. What it refuses it does not offer:
/// no marking controls (`marking_panel::side`), no stone under the pointer.
fn allowed(action: &Action, readonly: bool) -> bool {
    let plays = match action {
        Action::ClickedPoint(_)
        | Action::PressedPlayKey
        | Action::Passed
        | Action::Resigned
        | Action::ResumedPlay => true,
        Action::Marking(m) => !matches!(m, MarkingAction::ChoseCompare(_)),
        _ => false,
    };
    !readonly || !plays
}

#[component]
fn Live(props: &LiveProps) -> Html {
    let start = props.start.start.clone();
    let state = use_reducer(move || start.state.clone());
    // The page's `handle.game` reads the state drawn: told after each drawing, and
    // taken back when this game goes.
    {
        let on_state = props.on_state.clone();
        let state = state.clone();
        use_effect(move || {
            on_state.emit(Some(state));
            move || on_state.emit(None)
        });
    }
    let options = &props.options;
    let readonly = options.readonly;
    let send: Callback<Action> = {
        let dispatch = state.dispatcher();
        Callback::from(move |a: Action| {
            if allowed(&a, readonly) {
                dispatch.dispatch(a);
            }
        })
    };
    let lang = options.language();

    // The view options follow the attributes without restarting the game.
    {
        let send = state.dispatcher();
        let want = options.prefs();
        use_effect_with((want, state.prefs), move |(want, have)| {
            if want.lang != have.lang {
                send.dispatch(Action::ChoseLanguage(want.lang));
            }
            if want.coordinates != have.coordinates {
                send.dispatch(Action::ToggledCoordinates);
            }
            if want.projector != have.projector {
                send.dispatch(Action::ToggledProjector);
            }
            if want.show_forbidden != have.show_forbidden {
                send.dispatch(Action::ToggledForbidden);
            }
        });
    }
    // The page hears what the state said, once each time it says something.
    {
        let state = state.clone();
        let on_event = props.on_event.clone();
        let serial = state.said.as_ref().map(|(_, n)| *n);
        use_effect_with(serial, move |_| {
            for e in events(&state, lang) {
                on_event.emit(e);
            }
        });
    }
    {
        let state = state.clone();
        let persist = options.persist.clone();
        // A new game replaces the kept one at once; a restored or first game is written
        // at its first move.
        let restart = props.start.restart;
        use_effect_with(state.revision, move |_| {
            if let Some(key) = persist.filter(|_| restart || state.revision > 0) {
                browser::store(&key, &state.sgf());
            }
        });
    }

    let onkeydown = {
        let send = send.clone();
        Callback::from(move |e: KeyboardEvent| {
            // A key the fill-in count took (its listener captures on this wrapper).
            if e.default_prevented() {
                return;
            }
            // No "Go to point" field in an embedded board: G does nothing there; nor an
            // edit mode yet (issue 37's `mode="edit"`): E and the tools' keys neither.
            let here = |a: &Action| *a != Action::OpenedGoTo && !matches!(a, Action::Edit(_));
            if let Some(action) = key_command(&e).filter(here) {
                e.prevent_default();
                send.emit(action);
            }
        })
    };

    let size = state.size();
    let mut layers = scene::layers(&state);
    if readonly {
        // No stone under the pointer where none can be played.
        layers.ghosts.iter_mut().for_each(|g| *g = None);
    }
    let layers = Rc::new(layers);
    let game = &state.game;
    let panels = options.panels().unwrap_or_default();
    let has = |p: Panel| panels.contains(&p);
    let lesson = props.start.start.lesson.as_ref();
    let (said, serial) = state
        .said
        .as_ref()
        .map(|(s, n)| (t(lang, Text::Said(s)), *n))
        .unwrap_or_default();
    html! {
        <div class={classes!(
                "hotstone-embed",
                state.prefs.projector.then_some("projector"),
                state.shows_forbidden().then_some("show-forbidden"),
                readonly.then_some("readonly"),
                state.view.fill_in().is_some().then_some("filling-in"),
            )}
            lang={lang.code()} dir={DIR} data-lang={lang.code()} data-key-scope="" {onkeydown}>
            <div class="embed-board" part="board">
                <Board
                    {size}
                    {layers}
                    cursor={Some(state.cursor)}
                    coordinates={state.prefs.coordinates}
                    label={t(lang, Text::BoardName(size.get()))}
                    on_click={send.reform(Action::ClickedPoint)}
                    on_hover={send.reform(Action::HoveredPoint)}
                    on_focus={send.reform(Action::FocusedPoint)}
                />
                if has(Panel::FillIn) {
                    { crate::components::fill_in_panel::under_board(&state, &send) }
                }
            </div>
            <div class="embed-panels" part="panels">
                // First: a notice that comes and goes moves no button under the pointer.
                if has(Panel::Controls) {
                    { controls(&state, &send, lang, readonly) }
                }
                if let Some((text, code)) = notice(&state, lang) {
                    <Notice {lang} {text} {code} send={send.clone()} />
                }
                if let Some(lesson) = lesson.filter(|_| has(Panel::Lesson)) {
                    <LessonText {lang} title={lesson.title(lang).to_string()}
                        about={lesson.about(lang).to_string()} />
                }
                if has(Panel::Status) {
                    <Status ..StatusProps::of(&state, lang) />
                }
                if let Some(info) = cycle_info(&state).filter(|_| has(Panel::Ko)) {
                    <KoPanel {lang} {info} send={send.clone()} />
                }
                if has(Panel::FillIn) {
                    { crate::components::fill_in_panel::side(&state, &send) }
                }
                if has(Panel::Handicap) {
                    { crate::components::handicap_panel::side(&state, &send) }
                }
                if has(Panel::Marking) {
                    { crate::components::marking_panel::side(&state, &send, !readonly) }
                }
                if has(Panel::Legend) {
                    <Legend {lang} ing={game.rules().ko == KoRule::Ing} hot_now={game.hot().is_some()}
                        play={!readonly} go_to={false} />
                }
            </div>
            <LiveRegion text={said} {serial} />
        </div>
    }
}

/// The `controls` panel: the app's Pass, Undo and Redo buttons, what P, U and Ctrl+Y do
/// on the board, for a reader with a mouse or a finger (stepping through a record shown
/// at `move`, two passes that end a game). A read-only board has no Pass.
fn controls(state: &State, send: &Callback<Action>, lang: Lang, readonly: bool) -> Html {
    let viewing = state.viewing();
    let can_play = state.can_pass();
    let button = |label: Text, action: Action, enabled: bool| {
        let send = send.clone();
        let onclick = Callback::from(move |_: MouseEvent| send.emit(action.clone()));
        html! {
            <button type="button" {onclick} disabled={!enabled}>{ t(lang, label) }</button>
        }
    };
    html! {
        <div class="controls embed-controls" role="toolbar" aria-label={t(lang, Text::GameControls)}
            data-game-controls="">
            if !readonly {
                { button(Text::Pass, Action::Passed, can_play) }
            }
            { button(Text::Undo, Action::Undid, state.can_undo() && !viewing) }
            { button(Text::Redo, Action::Redid, state.can_redo() && !viewing) }
        </div>
    }
}

/// Reads `?embed&lesson=...` (the attribute names as URL parameters, decoded:
/// `io::browser::query`). `?show-forbidden` alone is present, as an attribute without a
/// value.
pub fn options_from_query(query: Vec<(String, String)>) -> Options {
    Options::from_params(query)
}
