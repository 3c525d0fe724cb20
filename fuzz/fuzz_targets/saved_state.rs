//! The page's load, from whatever localStorage and the URL hold (old versions,
//! hand-edited, truncated): the input is the stored texts, NUL-separated, in the order
//! `components/app.rs` reads them (URL query, preferences, game, clock, marking, fill-in
//! count, tournament; a missing part is a missing key). Every reader ends in a value or
//! "not restored", never a panic, and the restored page draws; a game read back writes
//! and reads again to the same actions with nothing lost.
//!
//! One target, not one per format: the marking, fill-in and clock readers read onto the
//! state the game reader made, as on the page, so they can only be fuzzed after it; and
//! one target keeps CI's smoke run at one minute instead of seven.
#![no_main]

use hotstone_web::io::saved::{game_text, read_game, read_prefs};
use hotstone_web::io::saved_clock::read_clock;
use hotstone_web::io::saved_fill_in::{restore_text, saved_text};
use hotstone_web::io::saved_marking::{marking_text, read_marking};
use hotstone_web::io::UrlParams;
use hotstone_web::scene;
use hotstone_web::state::tournament::TournamentPage;
use hotstone_web::state::{Prefs, Settings, State};
use libfuzzer_sys::fuzz_target;

/// A fixed wall time (ms) for the clock reader: 2026-11-25.
const NOW: f64 = 1_795_000_000_000.0;

fuzz_target!(|data: &[u8]| {
    let mut parts = data
        .split(|&b| b == 0)
        .map(|p| String::from_utf8_lossy(p).into_owned());
    let mut next = || parts.next();
    let query = next().unwrap_or_default();
    // The browser decodes the pairs (URLSearchParams); here they are split as written.
    let pairs: Vec<(String, String)> = query
        .split('&')
        .map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (key.to_string(), value.to_string())
        })
        .collect();
    let params = UrlParams::parse(&pairs);
    let key_of = |pair: &str| pair.split('=').next().unwrap_or("").to_string();
    let _ = UrlParams::without_game(&query, key_of);
    let _ = UrlParams::crash_test(&pairs);

    let mut prefs = next().map_or(Prefs::default(), |t| read_prefs(&t, Prefs::default()));
    if let Some(on) = params.projector {
        prefs.projector = on;
    }
    if let Some(lang) = params.lang {
        prefs.lang = lang;
    }

    let mut state = match next().map(|t| read_game(&t)) {
        Some(Some(saved)) => {
            let text = game_text(&saved.settings, &saved.game, saved.initial);
            let again = read_game(&text).expect("a written game reads back");
            assert_eq!(again.game.actions(), saved.game.actions(), "same actions");
            assert_eq!(again.lost, 0, "nothing lost on the way back");
            State::restored(saved.settings, saved.game, saved.initial, prefs)
        }
        _ => State::new(Settings::default(), prefs),
    };

    if let Some(t) = next() {
        read_clock(&mut state, &t, NOW);
    }
    if let Some(t) = next() {
        if read_marking(&mut state, &t) {
            let m = state.marking.clone().expect("a restored marking");
            let mut again = state.clone();
            assert!(
                read_marking(&mut again, &marking_text(&m)),
                "marking reads back"
            );
            assert_eq!(again.marking, state.marking, "same marking");
        }
    }
    if let Some(t) = next() {
        if restore_text(&mut state, &t) {
            let mut again = state.clone();
            assert!(
                restore_text(&mut again, &saved_text(&state)),
                "count reads back"
            );
        }
    }
    let _ = scene::layers(&state);
    let _ = scene::hint(&state.game, &state.view, state.cursor, state.prefs.lang);

    if let Some(t) = next() {
        let page = TournamentPage::restored(Some(&t));
        let _ = page.saved_text();
    }
});
