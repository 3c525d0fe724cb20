//! The new game as a module of its own (issue 38's short start, issue 35's page size),
//! built as the course is (`new-game-page.js`, `new-game-page_bg.wasm`):
//! `components::new_game::host` imports it the first time New game is chosen and
//! mounts `NewGame` (the short start, and the full dialog behind "More…") into its
//! element. The page and this module share no memory: the settings to start from come
//! in as a saved game's text, with the moves a new game would discard and whether a
//! lesson link asks, and the settings chosen go back the same way (`io::saved`).

fn main() {}

#[cfg(target_arch = "wasm32")]
mod wasm {
    use hotstone_web::components::new_game::{NewGame, NewGameProps};
    use hotstone_web::i18n::Lang;
    use hotstone_web::io::saved::{game_text, read_game};
    use wasm_bindgen::prelude::*;
    use yew::{AppHandle, Callback, Renderer};

    /// A mounted new game: the host updates its language and unmounts it.
    #[wasm_bindgen]
    pub struct Mounted {
        app: Option<AppHandle<NewGame>>,
        props: NewGameProps,
    }

    fn lang_of(code: &str) -> Lang {
        Lang::from_tag(code).unwrap_or_default()
    }

    /// Mounts the new game into `root`, in the language `lang` (a code such as `de`),
    /// from the settings of the saved game `start`; `discards` is the number of moves a
    /// new game would discard (none: nothing in progress), `from_link` a lesson link's
    /// offer. `on_start` gets the settings chosen as a saved game's text, `on_cancel` is
    /// called when the user keeps the game. `None` when `start` does not read. A fault
    /// here stops this module only: the page sees its trap and shows its crash notice.
    #[wasm_bindgen]
    pub fn mount(
        root: web_sys::Element,
        lang: &str,
        start: &str,
        discards: Option<u32>,
        from_link: bool,
        on_start: js_sys::Function,
        on_cancel: js_sys::Function,
    ) -> Option<Mounted> {
        let start = read_game(start)?.settings;
        // The page's callbacks answer nothing this module depends on.
        let on_start = Callback::from(move |settings: hotstone_web::state::Settings| {
            let Ok(game) = settings.start() else {
                return;
            };
            let text = game_text(&settings, &game, 0);
            let _ = on_start.call1(&JsValue::NULL, &JsValue::from_str(&text));
        });
        let on_cancel = Callback::from(move |()| {
            let _ = on_cancel.call0(&JsValue::NULL);
        });
        let props = NewGameProps {
            lang: lang_of(lang),
            start,
            discards: discards.map(|n| n as usize),
            from_link,
            on_start,
            on_cancel,
        };
        hotstone_web::components::later::apart_from_the_page();
        let app = Renderer::<NewGame>::with_root_and_props(root, props.clone()).render();
        Some(Mounted {
            app: Some(app),
            props,
        })
    }

    #[wasm_bindgen]
    impl Mounted {
        /// The page's language changed (the selector is in the page's header).
        pub fn set_lang(&mut self, lang: &str) {
            self.props.lang = lang_of(lang);
            if let Some(app) = &mut self.app {
                app.update(self.props.clone());
            }
        }

        /// Takes the new game out of the document (the host's element stays).
        pub fn unmount(&mut self) {
            if let Some(app) = self.app.take() {
                app.destroy();
            }
        }
    }
}
