//! The course (issue 36, L-2): the built-in lessons in their groups, each with the
//! learner's state (not started, started, done) and the way to the next one, and the
//! lesson player (`player`). Its own module (`src/bin/course_page.rs`), loaded when the
//! course is first opened; the progress is kept in localStorage (`io::saved_course`),
//! the place in the address's fragment (`#course=ID`), so a reload returns to it.

mod layers;
mod player;

use hotstone_lessons::course::{self, LessonState, Progress};
use yew::prelude::*;

use crate::i18n::{CourseText as C, Lang};
use crate::io::saved_course::{load_progress, save_progress};
use crate::io::{browser, UrlParams};

use player::Player;

pub(crate) fn ct(lang: Lang, text: C<'_>) -> String {
    crate::i18n::course(lang, text)
}

#[derive(Properties, PartialEq)]
pub struct CourseViewProps {
    pub lang: Lang,
    pub on_back: Callback<()>,
    /// The lesson the course opens at; empty: its contents.
    #[prop_or_default]
    pub start: AttrValue,
}

/// A lesson's title in the learner's language, else its id.
fn title_of(id: &str, lang: Lang) -> String {
    course::lesson(id)
        .and_then(|l| l.title(lang).map(str::to_owned))
        .unwrap_or_else(|| id.to_owned())
}

#[component]
pub fn CourseView(props: &CourseViewProps) -> Html {
    let lang = props.lang;
    let progress = use_state(load_progress);
    // The lesson open: a course id, or none for the contents.
    let open = {
        let start = props.start.clone();
        use_state(move || course::lesson(&start).map(|_| AttrValue::from(start.to_string())))
    };
    let go = {
        let (open, progress) = (open.clone(), progress.clone());
        Callback::from(move |id: Option<AttrValue>| {
            browser::set_fragment(&UrlParams::course_fragment(id.as_deref().unwrap_or("")));
            if let Some(id) = &id {
                let mut p: Progress = (*progress).clone();
                p.start(id);
                save_progress(&p);
                progress.set(p);
            }
            open.set(id);
        })
    };
    // Opened at a lesson by the address: it counts as started.
    {
        let (open, go) = (open.clone(), go.clone());
        use_effect_with((), move |()| {
            if let Some(id) = (*open).clone() {
                go.emit(Some(id));
            }
        });
    }
    let on_done = {
        let progress = progress.clone();
        Callback::from(move |id: AttrValue| {
            let mut p: Progress = (*progress).clone();
            p.finish(&id);
            save_progress(&p);
            progress.set(p);
        })
    };
    let back = {
        let cb = props.on_back.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };

    if let Some(id) = (*open).clone() {
        if course::lesson(&id).is_some() {
            let next = course::next_after(&id).map(AttrValue::from);
            let to_contents = go.reform(|()| None);
            let to_next = go.reform(|id: AttrValue| Some(id));
            let key = id.to_string();
            return html! {
                <Player {key} {lang} {id} {next} {on_done} {to_contents} {to_next} />
            };
        }
    }

    let (done, of) = progress.done_of();
    let next = progress.next();
    html! {
        <div class="course" data-course-contents="">
            <div class="course-bar">
                <button type="button" onclick={back} data-course-back="">
                    { ct(lang, C::BackToBoard) }
                </button>
            </div>
            <h2>{ ct(lang, C::Title) }</h2>
            <p data-course-progress={format!("{done}/{of}")}>{ ct(lang, C::Progress { done, of }) }</p>
            if let Some(next) = next {
                <button type="button" class="primary" data-course-continue={next}
                    onclick={go.reform(move |_: MouseEvent| Some(AttrValue::from(next)))}>
                    { format!("{}: {}", ct(lang, C::NextLesson), title_of(next, lang)) }
                </button>
            } else {
                <p role="status">{ ct(lang, C::CourseDone) }</p>
            }
            { for course::COURSE.iter().map(|group| html! {
                <section class="course-group" data-course-group={group.id}>
                    <h3>{ group.title[lang.index()] }</h3>
                    <ol>
                        { for group.lessons.iter().map(|entry| {
                            let state = progress.state(entry.id);
                            let id = entry.id;
                            let code = match state {
                                LessonState::NotStarted => "not-started",
                                LessonState::Started => "started",
                                LessonState::Done => "done",
                            };
                            html! {
                                <li>
                                    <button type="button" class="course-entry" data-course-lesson={id}
                                        data-lesson-state={code}
                                        onclick={go.reform(move |_: MouseEvent| Some(AttrValue::from(id)))}>
                                        <span>{ title_of(id, lang) }</span>
                                        <span class={classes!("lesson-state", code)}>{ ct(lang, C::State(state)) }</span>
                                    </button>
                                </li>
                            }
                        }) }
                    </ol>
                </section>
            }) }
        </div>
    }
}
