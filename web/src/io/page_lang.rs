//! One language per page module (issue 17: a visitor downloads one language, not three).
//! index.html builds the page once per language with only that one (`hotstone-web` in
//! English, `page-de`, `page-ja`); the page's loader (scripts/trunk-page.mjs) starts the
//! module for the language it expects from the address, the saved preferences and the
//! browser's languages. The module has the last word, since it reads them as the page
//! does (`app::initial_prefs`): one that does not speak the page's language hands over to
//! the one that does, once, by a reload with a hint that the loader follows. Choosing a
//! language in the menu hands over the same way; what waits to be saved is written first,
//! so the game and its views come back as after any reload.

use hotstone_i18n::Lang;
use hotstone_rules::Point;

use super::browser;

/// sessionStorage: the language the next start loads ("de"), then " chosen" when it was
/// chosen in the menu, then the point of a refused play that was explained ("de chosen
/// C3"). The loader reads the first word.
const NEXT: &str = "hotstone.page-lang";

/// How a start of the page's module goes on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    /// The module that speaks the page's language is being loaded instead: mount nothing.
    Elsewhere,
    /// This module shows the page. After a language chosen in the menu: `chosen` (the
    /// menu gets the focus back) and the refused play explained before, to explain again.
    Here {
        chosen: bool,
        refused: Option<Point>,
    },
}

/// Whether this module shows the page in `wanted`, the language the page asks for. After
/// a handover it always does (a module never hands over twice in a row: no reload loop
/// should the loader and the page ever disagree; the page then shows its own language).
pub fn start(wanted: Lang) -> Start {
    let next = browser::take_session(NEXT);
    let start = decide(wanted, next.as_deref());
    if let Start::Here { refused, .. } = start {
        REFUSED.set(refused);
    }
    start
}

thread_local! {
    static REFUSED: std::cell::Cell<Option<Point>> = const { std::cell::Cell::new(None) };
}

/// The refused play to explain again on this start, if any: taken once, by the page's
/// first state.
pub fn take_refused() -> Option<Point> {
    REFUSED.take()
}

fn decide(wanted: Lang, next: Option<&str>) -> Start {
    if wanted.is_compiled() || next.is_some() {
        let mut words = next.unwrap_or("").split(' ').skip(1);
        return Start::Here {
            chosen: words.next() == Some("chosen"),
            refused: words.next().and_then(|p| Point::parse(p).ok()),
        };
    }
    load(wanted, None);
    Start::Elsewhere
}

/// Loads the page in `lang` unless this module speaks it. `chosen`: in the menu, with the
/// point of the refused play the page explains, if any. Returns whether it does.
pub fn load(lang: Lang, chosen: Option<Option<Point>>) -> bool {
    if lang.is_compiled() {
        return false;
    }
    let mut hint = lang.code().to_string();
    if let Some(refused) = chosen {
        hint.push_str(" chosen");
        if let Some(point) = refused {
            hint = format!("{hint} {point}");
        }
    }
    // Without the hint the loader reads the language as the page does: a choice in the
    // menu, saved with the preferences, still loads its page. A handover of its own
    // needs the hint, or a loader that disagrees would start this module again, and
    // again: without storage the page stays in its own language.
    if !browser::set_session(NEXT, &hint) && chosen.is_none() {
        return false;
    }
    browser::reload();
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    // The default build speaks every language: nothing is ever handed over, and the
    // hint a handover left is read back.
    #[test]
    fn a_module_that_speaks_the_language_shows_the_page() {
        let here = |chosen, refused: Option<&str>| Start::Here {
            chosen,
            refused: refused.map(|p| Point::parse(p).unwrap()),
        };
        for lang in Lang::ALL {
            assert_eq!(decide(lang, None), here(false, None));
            assert_eq!(decide(lang, Some("de chosen")), here(true, None));
            assert_eq!(decide(lang, Some("de chosen C3")), here(true, Some("C3")));
            assert_eq!(decide(lang, Some("ja chosen Z99")), here(true, None));
            assert_eq!(decide(lang, Some("ja")), here(false, None));
        }
    }
}
