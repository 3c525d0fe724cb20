//! The handicap panel as a module of its own (H-1, H-2, P-2; issue 35's page size),
//! built as the course is (`handicap-page.js`, `handicap-page_bg.wasm`):
//! `components::handicap_host` imports it when a game with a handicap is first shown and
//! mounts `HandicapPanel` into its element. The page and this module share no memory:
//! the game comes in as its saved text (`io::saved`), the view as a step and whether a
//! replay runs, and each of the panel's actions goes back through a function of the
//! page's, with the number it carries.

fn main() {}

#[cfg(target_arch = "wasm32")]
mod wasm {
    use hotstone_web::components::handicap_panel::{HandicapPanel, HandicapPanelProps};
    use hotstone_web::i18n::Lang;
    use hotstone_web::io::saved::read_game;
    use hotstone_web::state::handicap_view::{HandicapAction, HandicapView};
    use wasm_bindgen::prelude::*;
    use yew::{AppHandle, Callback, Renderer};

    /// A mounted panel: the host hands it the game and the view, and unmounts it.
    #[wasm_bindgen]
    pub struct Mounted {
        app: Option<AppHandle<HandicapPanel>>,
        on_action: Callback<HandicapAction>,
    }

    /// The panel's props, `None` when the game does not read or has no handicap.
    fn props(
        lang: &str,
        game: &str,
        step: u32,
        playing: bool,
        on_action: &Callback<HandicapAction>,
    ) -> Option<HandicapPanelProps> {
        let phase = read_game(game)?.game.handicap_phase()?;
        let view = (step > 0).then_some(HandicapView {
            step: step as usize,
            playing,
        });
        Some(HandicapPanelProps {
            lang: Lang::from_tag(lang).unwrap_or_default(),
            phase,
            view,
            on_action: on_action.clone(),
        })
    }

    /// Mounts the panel into `root`, in the language `lang` (a code such as `de`), for
    /// the saved game `game`, at the step `step` (0: the view closed) and with `playing`
    /// a replay; the page's functions, one for each action, are called with the number
    /// the action carries (the steps of `Stepped`, the step of `Chose`, else 0). `None`
    /// when the game does not read or has no handicap.
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen]
    pub fn mount(
        root: web_sys::Element,
        lang: &str,
        game: &str,
        step: u32,
        playing: bool,
        opened: js_sys::Function,
        stepped: js_sys::Function,
        first: js_sys::Function,
        last: js_sys::Function,
        chose: js_sys::Function,
        replayed: js_sys::Function,
        paused: js_sys::Function,
        ticked: js_sys::Function,
        closed: js_sys::Function,
    ) -> Option<Mounted> {
        let on_action = Callback::from(move |action: HandicapAction| {
            let (f, n) = match action {
                HandicapAction::Opened => (&opened, 0),
                HandicapAction::Stepped(d) => (&stepped, d as i32),
                HandicapAction::First => (&first, 0),
                HandicapAction::Last => (&last, 0),
                HandicapAction::Chose(s) => (&chose, s as i32),
                HandicapAction::Replayed => (&replayed, 0),
                HandicapAction::Paused => (&paused, 0),
                HandicapAction::Ticked => (&ticked, 0),
                HandicapAction::Closed => (&closed, 0),
            };
            // The page's reducer takes it; nothing here depends on its answer.
            let _ = f.call1(&JsValue::NULL, &JsValue::from(n));
        });
        let props = props(lang, game, step, playing, &on_action)?;
        hotstone_web::components::later::apart_from_the_page();
        let app = Renderer::<HandicapPanel>::with_root_and_props(root, props).render();
        Some(Mounted {
            app: Some(app),
            on_action,
        })
    }

    #[wasm_bindgen]
    impl Mounted {
        /// The game, the view or the language changed.
        pub fn set(&mut self, lang: &str, game: &str, step: u32, playing: bool) {
            let props = props(lang, game, step, playing, &self.on_action);
            if let (Some(app), Some(props)) = (&mut self.app, props) {
                app.update(props);
            }
        }

        /// Takes the panel out of the document (the host's element stays).
        pub fn unmount(&mut self) {
            if let Some(app) = self.app.take() {
                app.destroy();
            }
        }
    }
}
