//! Where the tournament page goes: an element that the tournament module
//! (`src/bin/tournament_page.rs`, built by Trunk beside the page) is mounted into. The
//! module is imported the first time the page is opened, so a visitor who only plays
//! never downloads it (issue 17). The course (issue 36, `src/bin/course_page.rs`) is
//! hosted the same way (`Module::Course`), with the place it opens at. While it loads the element says so; if it cannot be
//! loaded (the network, a page served without it) the element says that and the way
//! back to the board stays.

use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::components::later::{tell, use_later_module, Loading};
use crate::i18n::{t, Lang, Text};

/// The module hosted.
#[derive(Clone, Copy, PartialEq, Default)]
pub enum Module {
    #[default]
    Tournament,
    /// The course and its lesson player (issue 36).
    Course,
}

impl Module {
    /// Its script and stylesheet, written next to index.html (Trunk, trunk-css.mjs).
    fn files(self) -> (&'static str, &'static str) {
        match self {
            Module::Tournament => ("tournament-page.js", "tournament-page.css"),
            Module::Course => ("course-page.js", "course-page.css"),
        }
    }

    fn words(self) -> (Text<'static>, Text<'static>) {
        match self {
            Module::Tournament => (Text::TournamentLoading, Text::TournamentNotLoaded),
            Module::Course => (Text::CourseLoading, Text::CourseNotLoaded),
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct TournamentHostProps {
    pub lang: Lang,
    pub on_back: Callback<()>,
    #[prop_or_default]
    pub module: Module,
    /// Where the module opens (the course: a lesson's id, empty for its contents).
    #[prop_or_default]
    pub start: AttrValue,
}

#[component]
pub fn TournamentHost(props: &TournamentHostProps) -> Html {
    let lang = props.lang;
    let module = props.module;
    let (js, css) = module.files();
    let (root, loading, mounted) = {
        let on_back = props.on_back.clone();
        let start = props.start.clone();
        use_later_module(js, css, move || {
            let back = Closure::<dyn Fn()>::new(move || on_back.emit(()));
            let args = vec![
                JsValue::from_str(lang.code()),
                back.as_ref().clone(),
                JsValue::from_str(&start),
            ];
            (args, back)
        })
    };
    // The header's language selector stays the page's: the module follows it.
    {
        let mounted = mounted.clone();
        use_effect_with((lang, loading), move |(lang, _)| {
            tell(&mounted, "set_lang", &[JsValue::from_str(lang.code())]);
        });
    }

    let back = {
        let cb = props.on_back.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let state = loading.code();
    let (loading_words, failed_words) = module.words();
    let tournament = module == Module::Tournament;
    html! {
        // Closed, it hands the focus back to the button that opened it (`io::focus`).
        <div class="tournament-host"
            data-focus-return={if tournament { "[data-open-tournament]" } else { "[data-open-course]" }}
            data-tournament-host={tournament.then_some(state)}
            data-course-host={(!tournament).then_some(state)}>
            if loading == Loading::Waiting {
                <p class="loading" role="status">{ t(lang, loading_words) }</p>
            }
            if loading == Loading::Failed {
                <div class="error" role="alert" data-tournament-load-error="">
                    <p>{ t(lang, failed_words) }</p>
                    <button type="button" onclick={back}>
                        { t(lang, Text::BackToBoard) }
                    </button>
                </div>
            }
            <div ref={root}></div>
        </div>
    }
}
