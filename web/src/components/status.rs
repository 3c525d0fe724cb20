//! Whose turn it is, the players and their captures, the rules, how the game ended,
//! the handicap phase and the lesson's words.

use hotstone_rules::{Color, End, Komi, Preset};
use yew::prelude::*;

use crate::i18n::{t, Lang, Text};
use crate::state::State;

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub lang: Lang,
    pub to_move: Color,
    pub black: AttrValue,
    pub white: AttrValue,
    pub captures: [usize; 2],
    pub preset: Preset,
    pub komi: Komi,
    pub size: u8,
    pub moves: usize,
    pub end: Option<End>,
    /// Free handicap stones still to place.
    pub placing: Option<u32>,
    /// Ing handicap board plays Black still makes.
    pub handicap_moves: Option<u32>,
    /// The last move was a pass and play goes on (the handicap phase's obligatory passes
    /// aside): one more pass stops it. Said beside whose turn it is, not only in the
    /// live region.
    pub passed: bool,
    /// A lesson's title and text, and a note when it is played under other rules than
    /// its own (`lesson_rules`).
    pub lesson: Option<(AttrValue, AttrValue, Option<AttrValue>)>,
    /// The clocks, when the game has them (T-1..T-5).
    #[prop_or_default]
    pub clocks: Option<crate::components::clock::Clocks>,
    /// Stops (`true`) or restarts (`false`) the clocks.
    #[prop_or_default]
    pub on_pause: Callback<bool>,
}

impl StatusProps {
    /// The status of a game as the app and the embedded board both show it: no lesson
    /// text and no clocks, which the app adds (one place builds it, not two).
    pub fn of(state: &State, lang: Lang) -> StatusProps {
        let game = &state.game;
        let name = |c: Color| AttrValue::from(state.settings.name(c).to_string());
        StatusProps {
            lang,
            to_move: game.to_move(),
            black: name(Color::Black),
            white: name(Color::White),
            captures: [game.prisoners(Color::Black), game.prisoners(Color::White)],
            preset: state.settings.preset,
            komi: state.settings.komi,
            size: state.size().get(),
            moves: state.moves_played(),
            end: game.end(),
            placing: state.placing_left(),
            handicap_moves: game.ing_handicap().filter(|h| h.active()).map(|h| h.left()),
            passed: game.end().is_none()
                && game.consecutive_passes() > 0
                && game.ing_handicap().is_none_or(|h| !h.active()),
            lesson: None,
            clocks: None,
            on_pause: Callback::noop(),
        }
    }
}

/// A small stone, as on the board.
pub fn stone_icon(c: Color) -> Html {
    let class = match c {
        Color::Black => "stone black",
        Color::White => "stone white",
    };
    html! {
        <svg class="icon" viewBox="-20 -20 40 40" aria-hidden="true">
            <circle {class} r="17" />
        </svg>
    }
}

#[component]
pub fn Status(props: &StatusProps) -> Html {
    let l = props.lang;
    let player = |c: Color, name: &AttrValue, captures: usize| {
        let current = props.end.is_none() && props.to_move == c;
        html! {
            <li class={classes!("player", current.then_some("current"))}>
                { stone_icon(c) }
                <span class="name">{ t(l, Text::Player { color: c, name }) }</span>
                <span class="captures">{ t(l, Text::Captures(captures)) }</span>
                if let Some(clocks) = &props.clocks {
                    { crate::components::clock::face_html(l, c, &clocks.faces[usize::from(c == Color::White)]) }
                }
            </li>
        }
    };
    let turn = match props.end {
        Some(end) => t(l, Text::Ended(end)),
        None => t(l, Text::ToMove(props.to_move)),
    };
    html! {
        <section class="status" data-status="">
            <p class="turn" data-to-move={
                props.end.is_none().then(|| props.to_move.name())
            } data-end={props.end.map(End::code)}>
                if props.end.is_none() {
                    { stone_icon(props.to_move) }
                }
                <span>{ turn }</span>
            </p>
            if props.passed {
                <p class="phase" data-passed="">{ t(l, Text::Passed(props.to_move.opponent())) }</p>
            }
            <ul class="players">
                { player(Color::Black, &props.black, props.captures[0]) }
                { player(Color::White, &props.white, props.captures[1]) }
            </ul>
            if let Some(clocks) = &props.clocks {
                { crate::components::clock::controls_html(l, clocks, &props.on_pause) }
            }
            <p class="rules">
                <span>{ t(l, Text::RulesLine { preset: props.preset, komi: props.komi, size: props.size }) }</span>
                <span data-moves={props.moves.to_string()}>{ t(l, Text::MoveCount(props.moves)) }</span>
            </p>
            if let Some(left) = props.placing {
                <p class="phase">{ t(l, Text::PlaceHandicap(left)) }</p>
            }
            if let Some(left) = props.handicap_moves {
                <p class="phase">{ t(l, Text::HandicapMovesLeft(left)) }</p>
            }
            if let Some((title, about, note)) = &props.lesson {
                <LessonText lang={l} title={title.clone()} about={about.clone()} note={note.clone()} />
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct LessonTextProps {
    pub lang: Lang,
    pub title: AttrValue,
    pub about: AttrValue,
    /// The lesson is written for other rules than the game's (`lesson_rules`).
    #[prop_or_default]
    pub note: Option<AttrValue>,
}

/// A lesson's title and text: in the status panel, and alone in the embedded board.
#[component]
pub fn LessonText(props: &LessonTextProps) -> Html {
    html! {
        <div class="lesson" data-lesson="" part="lesson">
            <h2>{ t(props.lang, Text::LessonHeading(&props.title)) }</h2>
            <p>{ props.about.clone() }</p>
            if let Some(note) = &props.note {
                <p class="note" data-lesson-rules="">{ note.clone() }</p>
            }
        </div>
    }
}

/// The note under a lesson played under other rules than the ones it is written for
/// (`?lesson=basic-ko&rules=simple`): its text speaks of its own.
pub fn lesson_rules(
    lang: Lang,
    lesson: &crate::state::lessons::Lesson,
    played: Preset,
) -> Option<AttrValue> {
    (lesson.rules != played).then(|| {
        t(
            lang,
            Text::LessonRules {
                written: lesson.rules,
                played,
            },
        )
        .into()
    })
}
