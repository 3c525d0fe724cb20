//! Where the tournament page goes: an element that the tournament module
//! (`src/bin/tournament_page.rs`, built by Trunk beside the page) is mounted into. The
//! module is imported the first time the page is opened, so a visitor who only plays
//! never downloads it (issue 17). The course (issue 36, `src/bin/course_page.rs`) is
//! hosted the same way (`Module::Course`), with the place it opens at. While it loads the element says so; if it cannot be
//! loaded (the network, a page served without it) the element says that and the way
//! back to the board stays.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::{t, Lang, Text};

#[wasm_bindgen(module = "/js/tournament_host.js")]
extern "C" {
    /// Imports a later module (and links its stylesheet, unless `css` is empty).
    pub(crate) fn load_tournament_page(url: &str, css: &str) -> js_sys::Promise;
}

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

/// How far the module is.
#[derive(Clone, Copy, PartialEq)]
enum Loading {
    Waiting,
    Mounted,
    Failed,
}

/// The module's address: next to the page, whatever the page's own address.
pub(crate) fn module_url(js: &str) -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    web_sys::Url::new_with_base(js, &href)
        .ok()
        .map(|u| u.href())
}

/// Calls the method `name` of a JavaScript object. A missing method or a thrown error is
/// `None`; a fault inside the module (a trap) shows the crash notice.
pub(crate) fn call(object: &JsValue, name: &str, args: &[JsValue]) -> Option<JsValue> {
    let f = js_sys::Reflect::get(object, &JsValue::from_str(name))
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?;
    f.apply(object, &args.iter().collect::<js_sys::Array>())
        .inspect_err(crate::io::crash::notice_if_fault)
        .ok()
}

#[component]
pub fn TournamentHost(props: &TournamentHostProps) -> Html {
    let root = use_node_ref();
    let loading = use_state(|| Loading::Waiting);
    // The module's `Mounted` page, and the way back it calls (dropped with the page).
    let mounted = use_mut_ref(|| None::<(JsValue, Closure<dyn Fn()>)>);
    let lang = props.lang;
    let module = props.module;
    let (js, css) = module.files();

    {
        let (root, loading, mounted) = (root.clone(), loading.clone(), mounted.clone());
        let on_back = props.on_back.clone();
        let start = props.start.clone();
        use_effect_with((), move |()| {
            let back = Closure::<dyn Fn()>::new(move || on_back.emit(()));
            // Set when the host goes before the module is there: it is then not mounted.
            let closed = Rc::new(Cell::new(false));
            {
                let closed = closed.clone();
                let mounted = mounted.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let module = match module_url(js) {
                        Some(url) => {
                            wasm_bindgen_futures::JsFuture::from(load_tournament_page(&url, css))
                                .await
                                .inspect_err(crate::io::crash::notice_if_fault)
                        }
                        None => Err(JsValue::NULL),
                    };
                    if closed.get() {
                        return;
                    }
                    let (Ok(module), Some(element)) = (module, root.cast::<web_sys::Element>())
                    else {
                        loading.set(Loading::Failed);
                        return;
                    };
                    let args = [
                        element.into(),
                        JsValue::from_str(lang.code()),
                        back.as_ref().clone(),
                        JsValue::from_str(&start),
                    ];
                    match call(&module, "mount", &args) {
                        Some(page) => {
                            *mounted.borrow_mut() = Some((page, back));
                            loading.set(Loading::Mounted);
                        }
                        None => loading.set(Loading::Failed),
                    }
                });
            }
            move || {
                closed.set(true);
                let page = mounted.borrow_mut().take();
                if let Some((page, _calls)) = page {
                    call(&page, "unmount", &[]);
                    call(&page, "free", &[]);
                }
            }
        });
    }
    // The header's language selector stays the page's: the module follows it.
    {
        let mounted = mounted.clone();
        use_effect_with((lang, *loading), move |(lang, _)| {
            if let Some((page, _)) = mounted.borrow().as_ref() {
                call(page, "set_lang", &[JsValue::from_str(lang.code())]);
            }
        });
    }

    let back = {
        let cb = props.on_back.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let state = match *loading {
        Loading::Waiting => "loading",
        Loading::Mounted => "mounted",
        Loading::Failed => "failed",
    };
    let (loading_words, failed_words) = module.words();
    let tournament = module == Module::Tournament;
    html! {
        // Closed, it hands the focus back to the button that opened it (`io::focus`).
        <div class="tournament-host"
            data-focus-return={if tournament { "[data-open-tournament]" } else { "[data-open-course]" }}
            data-tournament-host={tournament.then_some(state)}
            data-course-host={(!tournament).then_some(state)}>
            if *loading == Loading::Waiting {
                <p class="loading" role="status">{ t(lang, loading_words) }</p>
            }
            if *loading == Loading::Failed {
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
