//! The page in German: index.html builds this binary with the crate's `de` feature
//! alone (`page-de.js` and `page-de_bg.wasm`, an ES module like the page's), and the
//! page's loader (scripts/trunk-page.mjs) starts it for a visitor who reads German
//! (io/page_lang.rs). `hotstone-web` is the page in English.

fn main() {
    hotstone_web::run();
}
