//! Everything that leaves the app's memory: the saved formats (the game, the
//! preferences, the marking, an open fill-in count), the URL's parameters, and the
//! browser itself (localStorage, downloads, chosen files, languages).

pub mod browser;
pub mod crash;
pub mod focus;
pub mod page_lang;
pub mod saved;
pub mod saved_clock;
pub mod saved_course;
pub mod saved_document;
pub mod saved_fill_in;
pub mod saved_marking;
pub mod saved_placing;
pub mod saved_record;
pub mod saved_tournament;
pub mod url;
pub mod worker;

pub use url::UrlParams;
