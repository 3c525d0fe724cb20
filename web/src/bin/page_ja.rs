//! The page in Japanese: index.html builds this binary with the crate's `ja` feature
//! alone (`page-ja.js` and `page-ja_bg.wasm`, an ES module like the page's), and the
//! page's loader (scripts/trunk-page.mjs) starts it for a visitor who reads Japanese
//! (io/page_lang.rs). `hotstone-web` is the page in English.

fn main() {
    hotstone_web::run();
}
