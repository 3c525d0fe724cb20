//! The tournament page as a module of its own (issue 17: a page's first download). Most
//! visitors play and never open a tournament, yet the tournament systems, their file
//! format (serde_json) and their views were a quarter of the page's wasm. Trunk builds
//! this binary from index.html (`data-type="worker"` with `data-bindgen-target="web"`:
//! `tournament-page.js` and `tournament-page_bg.wasm`, an ES module like the page's);
//! `components::tournament_host` imports it when the tournament page is first opened
//! and mounts `TournamentView` into its element. The page and this module share no
//! memory: the language and the way back cross as arguments, the tournament itself
//! lives in localStorage as before (`io::saved_tournament`).

fn main() {}

#[cfg(target_arch = "wasm32")]
mod wasm {
    use hotstone_web::components::tournament_page::{TournamentView, TournamentViewProps};
    use hotstone_web::i18n::Lang;
    use hotstone_web::io::UrlParams;
    use wasm_bindgen::prelude::*;
    use yew::{AppHandle, Callback, Renderer};

    /// A mounted tournament page: the host updates its language and unmounts it.
    #[wasm_bindgen]
    pub struct Mounted {
        app: Option<AppHandle<TournamentView>>,
        on_back: Callback<()>,
    }

    fn lang_of(code: &str) -> Lang {
        Lang::from_tag(code).unwrap_or_default()
    }

    /// Mounts the tournament page into `root`, in the language `lang` (a code such as
    /// `de`); `on_back` is called when the user leaves the page. A fault here stops this
    /// module only: the page sees its trap and shows its crash notice, which keeps the
    /// game (`io::crash`: one notice, the page's, so this module links neither it nor
    /// the catalogue's other words).
    #[wasm_bindgen]
    pub fn mount(root: web_sys::Element, lang: &str, on_back: js_sys::Function) -> Mounted {
        let on_back = Callback::from(move |()| {
            // The host closes the page; nothing here depends on its answer.
            let _ = on_back.call0(&JsValue::NULL);
        });
        let props = TournamentViewProps {
            lang: lang_of(lang),
            on_back: on_back.clone(),
        };
        let app = Renderer::<TournamentView>::with_root_and_props(root, props).render();
        // The browser suite's way to see a fault here (`?crash-test=tournament`).
        if UrlParams::crash_test(&hotstone_web::io::browser::query()) == Some("tournament") {
            gloo::timers::callback::Timeout::new(0, || panic!("crash test (tournament page)"))
                .forget();
        }
        Mounted {
            app: Some(app),
            on_back,
        }
    }

    #[wasm_bindgen]
    impl Mounted {
        /// The page's language changed (the selector is in the page's header).
        pub fn set_lang(&mut self, lang: &str) {
            if let Some(app) = &mut self.app {
                app.update(TournamentViewProps {
                    lang: lang_of(lang),
                    on_back: self.on_back.clone(),
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
