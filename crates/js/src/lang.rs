//! The game's language and its sentences. PLACEHOLDER until hotstone-i18n lands on main:
//! then this module re-exports that catalogue and writes no sentence of its own.

use hotstone_rules::{Color, End, Refusal};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    En,
    De,
    Ja,
}

impl Lang {
    pub fn from_tag(tag: &str) -> Option<Lang> {
        match tag {
            "en" => Some(Lang::En),
            "de" => Some(Lang::De),
            "ja" => Some(Lang::Ja),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Ja => "ja",
        }
    }
}

pub fn refusal(_lang: Lang, _mover: Color, refusal: &Refusal) -> String {
    refusal.to_string()
}

pub fn end(_lang: Lang, end: End) -> String {
    end.code().to_string()
}
