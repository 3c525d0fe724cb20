//! The computer opponent's Web Worker (issue 21): the search runs here, off the page's
//! thread, so the board never freezes while the computer thinks.
//!
//! Trunk builds it from index.html (`data-type="worker"`: `player-worker.js` and
//! `player-worker_bg.wasm`); the page starts it from a small loader
//! (`components::computer::new_worker`). It
//! posts "ready" once it listens, then answers each request (`state::computer::Request`,
//! as text) with a reply (`Reply`, as text).

fn main() {
    #[cfg(target_arch = "wasm32")]
    wasm::listen();
}

#[cfg(target_arch = "wasm32")]
mod wasm {
    use hotstone_web::io::worker::answer;
    use hotstone_web::state::computer::Request;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    pub fn listen() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let reply_scope = scope.clone();
        let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            let Some(text) = e.data().as_string() else {
                return;
            };
            let Some(request) = Request::parse(&text) else {
                return;
            };
            let started = js_sys::Date::now();
            let most = request.millis as f64;
            let mut stop = |_: u32| js_sys::Date::now() - started >= most;
            if let Some(reply) = answer(&request, &mut stop) {
                let _ = reply_scope.post_message(&JsValue::from_str(&reply.message()));
            }
        });
        scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        onmessage.forget();
        let _ = scope.post_message(&JsValue::from_str("ready"));
    }
}
