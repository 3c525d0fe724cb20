//! The app's `?embed` view as a module of its own (issue 17: a page's first download):
//! the embedded board, its options and the lesson reader for a page's own lesson text
//! were 17 KB gzipped of every visitor's page, for the iframes that alone show them.
//! Trunk builds this binary from index.html (`data-type="worker"` with
//! `data-bindgen-target="web"`: `embed-page.js` and `embed-page_bg.wasm`, an ES module
//! like the page's), and the page's loader, rewritten by `scripts/trunk-page.mjs`, starts
//! it instead of the page's own module when the address has `?embed`.

fn main() {
    hotstone_web::run_embed();
}
