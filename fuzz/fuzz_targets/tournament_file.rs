//! Any text given as a tournament file ends in an event or a typed error; an event's
//! pairings and standings are computed without a panic (X-1..X-10).
#![no_main]

use hotstone_tournament::Event;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(event) = Event::from_json(text) {
        let _ = event.current();
        let _ = event.standings();
        let _ = event.file().to_json();
    }
});
