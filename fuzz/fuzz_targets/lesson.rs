//! Any text given as a lesson ends in a lesson or an error naming its line and reason;
//! a lesson read starts a game under every preset and has words in every language,
//! never a panic (issue 16's format, docs/lessons.md).
#![no_main]

use hotstone_i18n::Lang;
use hotstone_rules::Preset;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match hotstone_lessons::parse(&text) {
        Ok(lesson) => {
            for preset in Preset::ALL {
                let game = lesson.game(preset);
                assert_eq!(game.size(), lesson.size());
            }
            for lang in Lang::ALL {
                let _ = (lesson.title(lang), lesson.about(lang), lesson.has(lang));
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
