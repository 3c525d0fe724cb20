//! The page's URL parameters: `?lesson=triple-ko&rules=japanese&projector&lang=de`.

use hotstone_i18n::Lang;
use hotstone_rules::Preset;

/// What the page's URL asks for: `?lesson=triple-ko&rules=japanese&projector&lang=de`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UrlParams {
    pub lesson: Option<String>,
    pub rules: Option<Preset>,
    /// A `rules` value that names no preset, said on the page (the lesson's own rules
    /// apply).
    pub unknown_rules: Option<String>,
    pub projector: Option<bool>,
    pub lang: Option<Lang>,
}

impl UrlParams {
    /// `?crash-test`: the browser suite's way to see the crash notice (`io::crash`). The
    /// value says where the fault happens: empty in the page itself, `tournament` in the
    /// tournament page's module.
    pub fn crash_test(query: &str) -> Option<&str> {
        query.trim_start_matches('?').split('&').find_map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (key == "crash-test").then_some(value)
        })
    }

    /// Reads a query string (with or without its `?`). Unknown parameters are ignored.
    pub fn parse(query: &str) -> UrlParams {
        let mut p = UrlParams::default();
        for pair in query.trim_start_matches('?').split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match key {
                "lesson" if !value.is_empty() => p.lesson = Some(value.to_string()),
                "rules" => match Preset::from_name(value) {
                    Ok(preset) => (p.rules, p.unknown_rules) = (Some(preset), None),
                    Err(_) => (p.rules, p.unknown_rules) = (None, Some(value.to_string())),
                },
                "projector" => p.projector = Some(!matches!(value, "0" | "false" | "off")),
                "lang" => p.lang = Lang::from_tag(value),
                _ => {}
            }
        }
        p
    }

    /// The query without the parameters that start a game (they apply once: a reload
    /// must not start the lesson again over the game played since).
    pub fn without_game(query: &str) -> String {
        Self::without(query, &["lesson", "rules"])
    }

    /// The query without `lang`: a language chosen in the menu outlives the link's.
    pub fn without_lang(query: &str) -> String {
        Self::without(query, &["lang"])
    }

    fn without(query: &str, keys: &[&str]) -> String {
        let kept: Vec<&str> = query
            .trim_start_matches('?')
            .split('&')
            .filter(|pair| {
                let key = pair.split('=').next().unwrap_or("");
                !pair.is_empty() && !keys.contains(&key)
            })
            .collect();
        if kept.is_empty() {
            String::new()
        } else {
            format!("?{}", kept.join("&"))
        }
    }
}
