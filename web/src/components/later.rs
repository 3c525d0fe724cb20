//! A module of the page's that is fetched when first shown (issue 17, issue 35's page
//! size): [`use_later_module`] imports it (`js/tournament_host.js`), calls its `mount`
//! with the element it draws into and the arguments the host gives, and unmounts it when
//! the host goes. Used by the new game's and the handicap panel's hosts.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[wasm_bindgen(module = "/js/tournament_host.js")]
extern "C" {
    /// Imports a later module (and links its stylesheet, unless `css` is empty).
    fn load_tournament_page(url: &str, css: &str) -> js_sys::Promise;
}

/// The module's address: next to the page, whatever the page's own address.
fn module_url(js: &str) -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    web_sys::Url::new_with_base(js, &href)
        .ok()
        .map(|u| u.href())
}

/// Calls the method `name` of a JavaScript object. A missing method or a thrown error is
/// `None`; a fault inside the module (a trap) shows the crash notice.
fn call(object: &JsValue, name: &str, args: &[JsValue]) -> Option<JsValue> {
    let f = js_sys::Reflect::get(object, &JsValue::from_str(name))
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?;
    f.apply(object, &args.iter().collect::<js_sys::Array>())
        .inspect_err(crate::io::crash::notice_if_fault)
        .ok()
}

/// How far the module is.
#[derive(Clone, Copy, PartialEq)]
pub enum Loading {
    Waiting,
    Mounted,
    Failed,
}

impl Loading {
    /// As the host's `data-*` attribute says it.
    pub fn code(self) -> &'static str {
        match self {
            Loading::Waiting => "loading",
            Loading::Mounted => "mounted",
            Loading::Failed => "failed",
        }
    }
}

/// The module's mounted object, once there (its methods are called by the host).
pub type Mounted = Rc<RefCell<Option<JsValue>>>;

/// Imports the module `js` (its stylesheet `css` beside it, none if empty) once, when
/// the host is first drawn, and mounts it into the returned element with the arguments
/// `args` makes (the element first); `keep` lives as long as the module is mounted (the
/// closures it calls back). Unmounted and freed when the host goes.
#[hook]
pub fn use_later_module<K: 'static>(
    js: &'static str,
    css: &'static str,
    args: impl FnOnce() -> (Vec<JsValue>, K) + 'static,
) -> (NodeRef, Loading, Mounted) {
    let root = use_node_ref();
    let loading = use_state(|| Loading::Waiting);
    let mounted: Mounted = use_mut_ref(|| None);
    {
        let (root, loading, mounted) = (root.clone(), loading.clone(), mounted.clone());
        use_effect_with((), move |()| {
            let (args, keep) = args();
            let kept = Rc::new(RefCell::new(Some(keep)));
            // Set when the host goes before the module is there: it is then not mounted.
            let closed = Rc::new(Cell::new(false));
            {
                let (closed, mounted, kept) = (closed.clone(), mounted.clone(), kept.clone());
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
                    let all: Vec<JsValue> = std::iter::once(element.into()).chain(args).collect();
                    match call(&module, "mount", &all) {
                        Some(object) if !object.is_undefined() => {
                            *mounted.borrow_mut() = Some(object);
                            loading.set(Loading::Mounted);
                        }
                        _ => {
                            kept.borrow_mut().take();
                            loading.set(Loading::Failed);
                        }
                    }
                });
            }
            move || {
                closed.set(true);
                if let Some(object) = mounted.borrow_mut().take() {
                    call(&object, "unmount", &[]);
                    call(&object, "free", &[]);
                }
                drop(kept.borrow_mut().take());
            }
        });
    }
    (root, *loading, mounted)
}

/// Calls the mounted module's method `name`, if it is mounted.
pub fn tell(mounted: &Mounted, name: &str, args: &[JsValue]) {
    if let Some(object) = mounted.borrow().as_ref() {
        call(object, name, args);
    }
}

/// Called by a later module before it mounts: Yew numbers each app's root from 1 in every
/// wasm module, and a page and a module with the same number each take the other's
/// events for their own (Yew hears every event at its root in the capture phase and
/// keeps the root it found on the event: a click on the new game's Start ran the page's
/// Tournament button). Roots made and dropped here move the module's numbers past the
/// page's.
pub fn apart_from_the_page() {
    #[function_component]
    fn Nothing() -> Html {
        Html::default()
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    for _ in 0..8 {
        if let Ok(element) = document.create_element("div") {
            yew::Renderer::<Nothing>::with_root(element)
                .render()
                .destroy();
        }
    }
}
