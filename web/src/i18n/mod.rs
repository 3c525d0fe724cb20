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

use hotstone_rules::{Color, End, HandicapStyle, Komi, Point, Preset, Refusal, RefusalKind};

use crate::state::{Said, StartError};

pub use hotstone_i18n::{points, Lang};

/// What an accessible point name is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PointFacts {
    pub point: Point,
    pub stone: Option<Color>,
    pub hot: bool,
    pub last: bool,
    pub number: Option<u32>,
    /// The rule that refuses an empty point to the side to move.
    pub forbidden: Option<RefusalKind>,
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
    RuleName(RefusalKind),
    /// The rule behind a refusal code: "Ing, fighting ko".
    RuleSource(RefusalKind),
    /// Hover or focus on a point the side to move may not play.
    Hint {
        point: Point,
        color: Color,
        kind: RefusalKind,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn point_names_read_as_the_issue_asks() {
        let c3 = Point::parse("C3").unwrap();
        let empty = PointFacts {
            point: c3,
            stone: None,
            hot: false,
            last: false,
            number: None,
            forbidden: Some(RefusalKind::HotStone),
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
}
