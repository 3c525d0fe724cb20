//! The page's URL parameters: `?lesson=triple-ko&rules=japanese&projector&lang=de`,
//! decoded by the browser's own `URLSearchParams` (`io::browser::query`: `+` a space,
//! percent-escapes as UTF-8), so that a link a browser or a mail client encoded finds its
//! lesson (issue 40). This module reads the decoded pairs.

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
    /// `?course` (the course's contents) or `?course=ID` (a lesson of the course, issue
    /// 36): apart from `lesson`, the older one-position lessons, whose ids some share.
    pub course: Option<String>,
}

impl UrlParams {
    /// `?crash-test`: the browser suite's way to see the crash notice (`io::crash`). The
    /// value says where the fault happens: empty in the page itself, `tournament` in the
    /// tournament page's module.
    pub fn crash_test(pairs: &[(String, String)]) -> Option<&str> {
        pairs
            .iter()
            .find_map(|(key, value)| (key == "crash-test").then_some(value.as_str()))
    }

    /// The course's place kept in the address's fragment (`#course`, `#course=ID`), so
    /// that a reload returns to it: `Some("")` the contents, `Some(id)` a lesson.
    pub fn course_in(fragment: &str) -> Option<&str> {
        match fragment.split_once('=') {
            Some(("course", id)) => Some(id),
            None if fragment == "course" => Some(""),
            _ => None,
        }
    }

    /// The fragment that keeps the course's place (`course_in` reads it).
    pub fn course_fragment(id: &str) -> String {
        if id.is_empty() {
            "course".into()
        } else {
            format!("course={id}")
        }
    }

    /// Reads a query's decoded `(key, value)` pairs. Unknown parameters are ignored.
    pub fn parse(pairs: &[(String, String)]) -> UrlParams {
        let mut p = UrlParams::default();
        for (key, value) in pairs.iter().cloned() {
            match key.as_str() {
                "lesson" if !value.is_empty() => p.lesson = Some(value),
                "rules" => match Preset::from_name(&value) {
                    Ok(preset) => (p.rules, p.unknown_rules) = (Some(preset), None),
                    Err(_) => (p.rules, p.unknown_rules) = (None, Some(value)),
                },
                "projector" => p.projector = Some(!matches!(value.as_str(), "0" | "false" | "off")),
                "lang" => p.lang = Lang::from_tag(&value),
                "course" => p.course = Some(value),
                _ => {}
            }
        }
        p
    }

    /// The query without the parameters that start a game (they apply once: a reload
    /// must not start the lesson again over the game played since). `key_of` decodes a
    /// `key=value` pair's key as the page read it.
    pub fn without_game(query: &str, key_of: impl Fn(&str) -> String) -> String {
        Self::without(query, &["lesson", "rules", "course"], key_of)
    }

    /// The query without `lang`: a language chosen in the menu outlives the link's.
    pub fn without_lang(query: &str, key_of: impl Fn(&str) -> String) -> String {
        Self::without(query, &["lang"], key_of)
    }

    fn without(query: &str, keys: &[&str], key_of: impl Fn(&str) -> String) -> String {
        let kept: Vec<&str> = query
            .trim_start_matches('?')
            .split('&')
            // The key as decoded: `%6Cesson` is `lesson` too.
            .filter(|pair| !pair.is_empty() && !keys.contains(&key_of(pair).as_str()))
            .collect();
        if kept.is_empty() {
            String::new()
        } else {
            format!("?{}", kept.join("&"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn decoded_values_are_taken_as_they_read() {
        // What URLSearchParams gives for ?lesson=%3Cimg%20src%3Dx%3E&rules=new+zealand:
        // the notice names the text, never markup.
        let p = UrlParams::parse(&pairs(&[
            ("lesson", "<img src=x>"),
            ("rules", "new zealand"),
        ]));
        assert_eq!(p.lesson.as_deref(), Some("<img src=x>"));
        assert_eq!(p.unknown_rules.as_deref(), Some("new zealand"));
        assert_eq!(
            UrlParams::crash_test(&pairs(&[("crash-test", "tournament")])),
            Some("tournament")
        );
    }

    /// Issue 36: `?course=ID` is the course's, apart from `?lesson=ID`; its place is kept
    /// in the fragment.
    #[test]
    fn the_course_has_its_own_parameter_and_fragment() {
        let p = UrlParams::parse(&pairs(&[("course", "ko-rule"), ("lesson", "ko-rule")]));
        assert_eq!(p.course.as_deref(), Some("ko-rule"));
        assert_eq!(p.lesson.as_deref(), Some("ko-rule"));
        assert_eq!(
            UrlParams::parse(&pairs(&[("course", "")]))
                .course
                .as_deref(),
            Some("")
        );
        assert_eq!(UrlParams::course_in("course"), Some(""));
        assert_eq!(UrlParams::course_in("course=atari"), Some("atari"));
        assert_eq!(UrlParams::course_in("tournament"), None);
        assert_eq!(UrlParams::course_fragment("atari"), "course=atari");
        let key_of = |pair: &str| pair.split('=').next().unwrap_or("").to_string();
        assert_eq!(
            UrlParams::without_game("?course=atari&projector", key_of),
            "?projector"
        );
    }

    #[test]
    fn a_game_parameter_is_dropped_however_its_key_is_encoded() {
        let decode = |pair: &str| pair.split('=').next().unwrap_or("").replace("%6C", "l");
        assert_eq!(
            UrlParams::without_game("?%6Cesson=ko&projector", decode),
            "?projector"
        );
        assert_eq!(
            UrlParams::without_lang("?lang=de&lesson=a%20b", decode),
            "?lesson=a%20b"
        );
    }
}
