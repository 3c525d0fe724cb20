//! The course and its lesson player as a module of their own (issue 36; issue 17: a
//! page's first download), built as the tournament page is (`course-page.js`,
//! `course-page_bg.wasm`): `components::tournament_host` (`Module::Course`) imports it
//! when the course is first opened and mounts `CourseView` into its element. The
//! lessons' SGF, the judge and the player's words are here, not in the page. The page
//! and this module share no memory: the language, the way back and the place to open
//! at cross as arguments, the progress lives in localStorage (`io::saved_course`).

fn main() {}

#[cfg(target_arch = "wasm32")]
mod wasm {
    use hotstone_web::components::course_page::{CourseView, CourseViewProps};
    use hotstone_web::i18n::Lang;
    use wasm_bindgen::prelude::*;
    use yew::{AppHandle, Callback, Renderer};

    /// A mounted course: the host updates its language and unmounts it.
    #[wasm_bindgen]
    pub struct Mounted {
        app: Option<AppHandle<CourseView>>,
        on_back: Callback<()>,
        start: String,
    }

    fn lang_of(code: &str) -> Lang {
        Lang::from_tag(code).unwrap_or_default()
    }

    /// Mounts the course into `root`, in the language `lang` (a code such as `de`), at
    /// the lesson `start` (empty: the contents); `on_back` is called when the learner
    /// leaves the course. A fault here stops this
    /// module only: the page sees its trap and shows its crash notice, which keeps the
    /// game (`io::crash`: one notice, the page's, so this module links neither it nor
    /// the catalogue's other words).
    #[wasm_bindgen]
    pub fn mount(
        root: web_sys::Element,
        lang: &str,
        on_back: js_sys::Function,
        start: String,
    ) -> Mounted {
        let on_back = Callback::from(move |()| {
            // The host closes the page; nothing here depends on its answer.
            let _ = on_back.call0(&JsValue::NULL);
        });
        let props = CourseViewProps {
            lang: lang_of(lang),
            on_back: on_back.clone(),
            start: start.clone().into(),
        };
        let app = Renderer::<CourseView>::with_root_and_props(root, props).render();
        Mounted {
            app: Some(app),
            on_back,
            start,
        }
    }

    #[wasm_bindgen]
    impl Mounted {
        /// The page's language changed (the selector is in the page's header).
        pub fn set_lang(&mut self, lang: &str) {
            if let Some(app) = &mut self.app {
                app.update(CourseViewProps {
                    lang: lang_of(lang),
                    on_back: self.on_back.clone(),
                    start: self.start.clone().into(),
                });
            }
        }

        /// Takes the page out of the document (the host's element stays).
        pub fn unmount(&mut self) {
            if let Some(app) = self.app.take() {
                app.destroy();
            }
        }
    }
}
