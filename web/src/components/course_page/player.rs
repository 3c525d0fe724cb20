//! The lesson player (issue 36, L-2): the goal line above the board (on a phone the goal
//! and the board are the first screen), the board with the step's markup, what the judge
//! said of the last input, the step's text, and the buttons: hint, show answer, pass,
//! previous and next step, reset; at the end, the next lesson. After a right answer the
//! lesson's reply is played after a short pause. PageDown and PageUp step (a
//! presentation clicker), arrows move the board's cursor, Enter or Space plays there.

use std::rc::Rc;

use hotstone_board::Board;
use hotstone_lessons::{course, Goal, Outcome, Shown};
use hotstone_rules::Point;
use yew::prelude::*;

use super::ct;
use super::layers::layers;
use crate::i18n::{CourseText as C, Lang};
use crate::io::browser;
use crate::state::course_play::{LessonPlay, PlayAction};

/// The pause before the lesson's reply, so the learner sees their own stone first.
const REPLY_PAUSE_MS: u32 = 600;

impl Reducible for LessonPlay {
    type Action = PlayAction;
    fn reduce(self: Rc<Self>, action: PlayAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

#[derive(Properties, PartialEq)]
pub(super) struct PlayerProps {
    pub lang: Lang,
    pub id: AttrValue,
    /// The lesson after this one in the course.
    pub next: Option<AttrValue>,
    pub on_done: Callback<AttrValue>,
    pub to_contents: Callback<()>,
    pub to_next: Callback<AttrValue>,
}

/// What the judge said, as the player shows it: its code (`data-outcome`) and words.
fn feedback(play: &LessonPlay, lang: Lang) -> Option<(&'static str, String)> {
    let text = |node| play.lesson.text(node, lang).map(str::to_owned);
    if play.unreadable {
        let result = play.lesson.goal(play.attempt.node()) == Some(Goal::Result);
        return Some(("unreadable", ct(lang, C::Unreadable { result })));
    }
    let said = match play.last.as_ref()? {
        Outcome::Right(r) | Outcome::Done(r) => {
            let done = play.is_done();
            let code = if done { "done" } else { "right" };
            let mut words = ct(lang, if done { C::Done } else { C::Right });
            let goal = play.lesson.goal(play.attempt.node());
            if let Some(refusal) = &r.forbidden {
                words = format!(
                    "{words} {}",
                    hotstone_i18n::refusal(lang, play.attempt.game().to_move(), refusal)
                );
            }
            if !done && r.mv.is_some() && r.answer.is_none() {
                match goal {
                    Some(Goal::Forbidden) => words = ct(lang, C::Found { left: r.left }),
                    Some(Goal::Handicap(_)) => words = ct(lang, C::Placed { left: r.left }),
                    _ => {}
                }
            }
            // The answer's own comment says it (built-in ones begin "Right:"); the
            // end of the lesson is said after it.
            // Unless the step shown is the answer's node: its text says it below.
            let said_below = r.answer == Some(play.attempt.node());
            if let Some(comment) = r.answer.filter(|_| !said_below).and_then(text) {
                words = if done {
                    format!("{comment} {}", ct(lang, C::Done))
                } else {
                    comment
                };
            }
            (code, words)
        }
        Outcome::Reply(r) if r.done => ("done", ct(lang, C::Done)),
        Outcome::Reply(_) => return None,
        Outcome::Wrong(w) => {
            let words = match &w.why {
                // The answer's comment says why (built-in ones begin "Wrong:").
                hotstone_lessons::sgf::WrongKind::Listed(node) => {
                    text(*node).unwrap_or_else(|| ct(lang, C::Wrong))
                }
                why => ct(lang, C::WrongWhy(why)),
            };
            ("wrong", words)
        }
        Outcome::NotListed { .. } => ("not-listed", ct(lang, C::NotListed)),
        Outcome::Refused { refusal, mover, .. } => {
            ("refused", hotstone_i18n::refusal(lang, *mover, refusal))
        }
    };
    Some(said)
}

/// What "show answer" says beside the board (the moves and points are drawn on it).
fn shown_words(play: &LessonPlay, lang: Lang) -> Option<String> {
    match play.shown.as_ref()? {
        Shown::Value(v) => Some(ct(lang, C::ShownValue(&v.to_string()))),
        Shown::Nothing => Some(ct(lang, C::ShownAny)),
        Shown::Moves(moves) if moves.iter().all(|m| *m == hotstone_rules::Move::Pass) => Some(
            format!("{}: {}", ct(lang, C::ShowAnswer), ct(lang, C::Pass)),
        ),
        _ => None,
    }
}

#[component]
pub(super) fn Player(props: &PlayerProps) -> Html {
    let lang = props.lang;
    let play = {
        let id = props.id.clone();
        use_reducer(move || LessonPlay::new(course::lesson(&id).expect("a lesson of the course")))
    };
    let send: Callback<PlayAction> = play.dispatcher().to_callback();
    let size = play.attempt.game().size();
    let cursor = use_state(|| {
        let mid = size.get() / 2;
        Point::new(mid, mid).expect("a board's middle")
    });

    // The reply after a short pause; a new input before it cancels it (the judge plays
    // a reply still owed before judging the input).
    {
        let send = send.clone();
        let due = play.attempt.reply_due();
        use_effect_with((play.serial, due), move |&(_, due)| {
            let timer = due.then(|| {
                gloo::timers::callback::Timeout::new(REPLY_PAUSE_MS, move || {
                    send.emit(PlayAction::Reply)
                })
            });
            move || drop(timer)
        });
    }
    // Done: kept in the progress.
    {
        let (on_done, id) = (props.on_done.clone(), props.id.clone());
        use_effect_with(play.is_done(), move |&done| {
            if done {
                on_done.emit(id);
            }
        });
    }
    // A presentation clicker's PageDown and PageUp step, wherever the focus is.
    {
        let send = send.clone();
        use_effect_with((), move |()| {
            let listener = browser::on_document_keydown(move |e| {
                let action = match e.key().as_str() {
                    "PageDown" => PlayAction::Next,
                    "PageUp" => PlayAction::Previous,
                    _ => return,
                };
                e.prevent_default();
                send.emit(action);
            });
            move || drop(listener)
        });
    }
    let on_key = {
        let (send, cursor) = (send.clone(), cursor.clone());
        Callback::from(move |e: KeyboardEvent| {
            let (col, row) = (cursor.col(), cursor.row());
            let n = size.get();
            let moved = match e.key().as_str() {
                "ArrowLeft" => (col.saturating_sub(1), row),
                "ArrowRight" => ((col + 1).min(n - 1), row),
                "ArrowDown" => (col, row.saturating_sub(1)),
                "ArrowUp" => (col, (row + 1).min(n - 1)),
                "Enter" | " " => {
                    e.prevent_default();
                    send.emit(PlayAction::Point(*cursor));
                    return;
                }
                _ => return,
            };
            e.prevent_default();
            if let Some(p) = Point::new(moved.0, moved.1) {
                cursor.set(p);
            }
        })
    };

    let lesson = &play.lesson;
    let node = play.attempt.node();
    let step = play.attempt.step(lesson) + 1;
    let steps = lesson.steps();
    let asking = play.attempt.is_asking(lesson);
    let done = play.is_done();
    let said = feedback(&play, lang);
    let shown = shown_words(&play, lang);
    let value = use_node_ref();
    let on_value = {
        let (send, value) = (send.clone(), value.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(input) = value.cast::<web_sys::HtmlInputElement>() {
                send.emit(PlayAction::Value(input.value()));
            }
        })
    };
    let button = |words: C<'static>, action: PlayAction, attr: &'static str, enabled: bool| {
        let send = send.clone();
        html! {
            <button type="button" data-course-button={attr} disabled={!enabled}
                onclick={move |_: MouseEvent| send.emit(action.clone())}>
                { ct(lang, words) }
            </button>
        }
    };
    let to_contents = props.to_contents.reform(|_: MouseEvent| ());
    let result = lesson.goal(node) == Some(Goal::Result);
    let asks_value = play.asks_value();
    let asks_point = asking && !asks_value;

    html! {
        <div class="course course-player" data-course-player={props.id.clone()}
            data-step={step.to_string()} data-steps={steps.to_string()}
            data-done={done.to_string()} data-asking={asking.to_string()}
            data-reply-due={play.attempt.reply_due().to_string()}
            data-serial={play.serial.to_string()}
            data-outcome={said.as_ref().map(|(code, _)| *code)}>
            <div class="course-bar">
                <button type="button" onclick={to_contents} data-course-contents-button="">
                    { ct(lang, C::Contents) }
                </button>
                <span class="course-title">{ lesson.title(lang).unwrap_or(lesson.id()) }</span>
                <span class="course-step" data-course-step="">{ ct(lang, C::Step { step, steps }) }</span>
            </div>
            if let Some(goal) = lesson.goal_line(node, lang) {
                <p class="course-goal" data-course-goal="">{ goal }</p>
            }
            <div class="course-board" onkeydown={on_key}>
                <Board {size} layers={Rc::new(layers(&play))} cursor={Some(*cursor)}
                    label={format!("{}, {}", ct(lang, C::BoardName(size.get())), ct(lang, C::ToMove(play.attempt.game().to_move())))}
                    on_click={send.reform(PlayAction::Point)}
                    on_focus={let c = cursor.clone(); Callback::from(move |p| c.set(p))} />
            </div>
            <p class="course-feedback" role="status" data-course-feedback="" key={play.serial.to_string()}>
                { said.map(|(_, words)| words).unwrap_or_default() }
                if let Some(words) = shown { { " " }{ words } }
            </p>
            if let Some(text) = lesson.text(node, lang) {
                <div class="course-text" data-course-text="">
                    { for text.split("\n\n").map(|para| html! { <p>{ para }</p> }) }
                </div>
            }
            if asks_value {
                <form class="course-value" onsubmit={on_value}>
                    <label>
                        { ct(lang, C::ValueLabel { result }) }
                        <input ref={value} type="text" inputmode={if result { "text" } else { "decimal" }}
                            autocomplete="off" data-course-value="" />
                    </label>
                    <button type="submit" class="primary" data-course-button="answer">{ ct(lang, C::Answer) }</button>
                </form>
            }
            if !asking && !done {
                <p class="course-go-on">{ ct(lang, C::GoOn) }</p>
            }
            <div class="controls course-controls">
                { button(C::Hint, PlayAction::Hint, "hint", asking) }
                { button(C::ShowAnswer, PlayAction::ShowAnswer, "show-answer", asking) }
                if asks_point {
                    { button(C::Pass, PlayAction::Pass, "pass", true) }
                }
                { button(C::Previous, PlayAction::Previous, "previous", step > 1) }
                { button(C::Next, PlayAction::Next, "next", step < steps) }
                { button(C::Reset, PlayAction::Reset, "reset", true) }
            </div>
            if done {
                if let Some(next) = props.next.clone() {
                    <button type="button" class="primary course-next-lesson" data-course-next-lesson={next.clone()}
                        onclick={props.to_next.reform(move |_: MouseEvent| next.clone())}>
                        { ct(lang, C::NextLesson) }
                    </button>
                } else {
                    <p>{ ct(lang, C::CourseDone) }</p>
                }
            }
        </div>
    }
}
