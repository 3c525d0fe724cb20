//! The message catalogue: every word the page shows or says, in English, German and
//! Japanese. Components name a [`Text`] and ask [`t`]; no UI text is written anywhere
//! else. Each language is one exhaustive `match`, so a message missing in a language
//! does not compile.

mod de;
mod en;
mod fill_in;
mod handicap;
mod ja;
mod marking;

pub use fill_in::FillInText;
pub use handicap::HandicapText;
pub use marking::MarkingText;

use hotstone_rules::{Color, End, HandicapStyle, Komi, Point, Preset, Refusal};

use crate::state::{Said, StartError};

/// A language of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    De,
    Ja,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Ja];

    /// The BCP 47 code, as in `<html lang>` and the `?lang=` parameter.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Ja => "ja",
        }
    }

    pub const fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::De => 1,
            Lang::Ja => 2,
        }
    }

    /// Reads a language tag such as `de`, `de-AT` or `ja-JP`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.trim().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's preferred languages that the catalogue has.
    pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred
            .into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or(Lang::En)
    }
}

/// What an accessible point name is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PointFacts {
    pub point: Point,
    pub stone: Option<Color>,
    pub hot: bool,
    pub last: bool,
    pub number: Option<u32>,
    /// The reason code of a refusal, for an empty point the side to move may not play.
    pub forbidden: Option<&'static str>,
}

/// Every message of the page.
#[derive(Debug, Clone, Copy)]
pub enum Text<'a> {
    AppTitle,
    Language,
    LanguageName(Lang),
    Projector,
    Fullscreen,
    Coordinates,
    MoveNumbers,
    GameControls,
    ViewControls,
    Pass,
    Resign,
    Undo,
    Redo,
    NewGame,
    ResumePlay,
    /// The board's accessible name: "9 by 9 board".
    BoardName(u8),
    ToMove(Color),
    /// A player: their name and colour, or the colour alone.
    Player {
        color: Color,
        name: &'a str,
    },
    Captures(usize),
    PresetName(Preset),
    RulesLine {
        preset: Preset,
        komi: Komi,
        size: u8,
    },
    MoveCount(usize),
    Ended(End),
    HandicapMovesLeft(u32),
    PlaceHandicap(u32),
    PointName(PointFacts),
    /// A refusal code in a few words: "hot stone".
    RuleName(&'a str),
    /// The rule behind a refusal code: "Ing, fighting ko".
    RuleSource(&'a str),
    /// Hover or focus on a point the side to move may not play.
    Hint {
        point: Point,
        color: Color,
        code: &'a str,
    },
    Refused {
        color: Color,
        refusal: &'a Refusal,
    },
    Said(&'a Said),
    Dismiss,
    KoPanelTitle,
    /// An Ing cycle: its length, the disturber, the banned play.
    CycleIng {
        length: usize,
        disturber: Color,
        point: Point,
    },
    /// A recurrence under another ruleset.
    CycleRecurred {
        length: usize,
        occurrence: usize,
    },
    /// Japanese rules: what a third occurrence does.
    NoResultWarning,
    BansInForce(usize),
    BannedNow {
        color: Color,
        point: Point,
    },
    StepThrough,
    Previous,
    Next,
    BackToGame,
    CycleStep {
        step: usize,
        of: usize,
        to_move: Color,
    },
    LegendTitle,
    LegendStone(Color),
    LegendLastMove,
    LegendHot,
    LegendForbidden,
    LegendCursor,
    KeysHelp,
    LessonHeading(&'a str),
    DialogTitle,
    BoardSize,
    /// A board size as the size select lists it: "9×9".
    SizeName(u8),
    Rules,
    KomiLabel,
    Handicap,
    HandicapNone,
    HandicapStyleLabel,
    HandicapStyleName(HandicapStyle),
    /// What the handicap count means for the chosen style.
    HandicapNote(HandicapStyle),
    PlayerName(Color),
    StartFrom,
    EmptyBoard,
    Start,
    Cancel,
    ConfirmDiscard(usize),
    DiscardAndStart,
    KeepPlaying,
    CannotStart(&'a StartError),
    DownloadSgf,
    OpenSgf,
    /// Before a file's game replaces one with this many moves.
    ConfirmOpen(usize),
    DiscardAndOpen,
    /// The button that opens Ing's fill-in count after play stopped.
    ShowFillIn,
    Marking(MarkingText<'a>),
    FillIn(FillInText),
    HandicapView(HandicapText),
}

/// The message in a language.
pub fn t(lang: Lang, text: Text<'_>) -> String {
    match lang {
        Lang::En => en::text(text),
        Lang::De => de::text(text),
        Lang::Ja => ja::text(text),
    }
}

/// Point names joined with commas: "D1, D5".
pub(crate) fn points(list: impl IntoIterator<Item = Point>) -> String {
    list.into_iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browser_language_picks_the_catalogue() {
        assert_eq!(Lang::negotiate(["de-AT", "en"]), Lang::De);
        assert_eq!(Lang::negotiate(["fr-FR", "ja"]), Lang::Ja);
        assert_eq!(Lang::negotiate(["fr"]), Lang::En);
        assert_eq!(Lang::negotiate([]), Lang::En);
    }

    #[test]
    fn point_names_read_as_the_issue_asks() {
        let c3 = Point::parse("C3").unwrap();
        let empty = PointFacts {
            point: c3,
            stone: None,
            hot: false,
            last: false,
            number: None,
            forbidden: Some("hot-stone"),
        };
        assert_eq!(
            t(Lang::En, Text::PointName(empty)),
            "C3, empty, forbidden: hot stone"
        );
        let stone = PointFacts {
            stone: Some(Color::Black),
            forbidden: None,
            ..empty
        };
        assert_eq!(t(Lang::En, Text::PointName(stone)), "C3, black stone");
        assert_eq!(t(Lang::De, Text::PointName(stone)), "C3, schwarzer Stein");
    }

    #[test]
    fn a_hot_stone_refusal_names_the_rule_in_plain_words() {
        let c3 = Point::parse("C3").unwrap();
        let refusal = Refusal::HotStone {
            point: Point::parse("B3").unwrap(),
            hot: vec![hotstone_rules::HotStone {
                point: c3,
                kind: hotstone_rules::HotKind::Single,
            }],
        };
        let text = t(
            Lang::En,
            Text::Refused {
                color: Color::White,
                refusal: &refusal,
            },
        );
        assert_eq!(
            text,
            "White may not take back a hot stone at once (Ing, fighting ko). Play elsewhere first."
        );
        for lang in [Lang::De, Lang::Ja] {
            let other = t(
                lang,
                Text::Refused {
                    color: Color::White,
                    refusal: &refusal,
                },
            );
            assert_ne!(other, text);
        }
    }

    #[test]
    fn every_refusal_code_has_a_name_in_every_language() {
        let codes = [
            "game-over",
            "wrong-player",
            "off-board",
            "occupied",
            "suicide",
            "single-stone-suicide",
            "ko",
            "superko",
            "hot-stone",
            "disturber",
            "handicap-pass",
            "handicap-play",
        ];
        for lang in Lang::ALL {
            let unknown = t(lang, Text::RuleName("no-such-rule"));
            for code in codes {
                let name = t(lang, Text::RuleName(code));
                assert!(!name.is_empty() && name != unknown, "{lang:?} {code}");
                let source = t(lang, Text::RuleSource(code));
                assert!(!source.is_empty(), "{lang:?} {code}");
            }
        }
    }
}
