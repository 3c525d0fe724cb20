//! The words of the rules in English, German and Japanese: why a move was refused, how a
//! game ended, what a preset is called, what each step of Ing's fill-in count shows. The
//! web app and the JavaScript package both say these sentences from here, so a refusal
//! or a count reads the same everywhere. Each language is one file of exhaustive
//! `match`es over the rules crate's enums: a new refusal does not compile until every
//! language names it.

#[cfg(feature = "de")]
pub mod de;
#[cfg(feature = "en")]
pub mod en;
#[cfg(feature = "ja")]
pub mod ja;

// The languages compiled in are the crate's features (all three by default). The web
// app's page is built once per language with only its own (issue 17: a visitor downloads
// one language, not three); a language left out is said in the build's first one.
#[cfg(all(not(feature = "en"), feature = "de"))]
use de as first;
#[cfg(feature = "en")]
use en as first;
#[cfg(all(not(feature = "en"), not(feature = "de"), feature = "ja"))]
use ja as first;
#[cfg(not(any(feature = "en", feature = "de", feature = "ja")))]
compile_error!("hotstone-i18n needs a language: the features en, de, ja");

/// `spoken!(lang, f(args))`: the language's own `f`, or the build's first language's when
/// `lang` is not compiled in. For a crate with the features `de` and `ja` and the modules
/// `de`, `ja` and `first` (the build's first language) in scope: this one and the web
/// app's catalogue.
#[macro_export]
macro_rules! spoken {
    ($lang:expr, $($call:tt)+) => {
        match $lang {
            #[cfg(feature = "de")]
            $crate::Lang::De => de::$($call)+,
            #[cfg(feature = "ja")]
            $crate::Lang::Ja => ja::$($call)+,
            _ => first::$($call)+,
        }
    };
}

// A fill-in step's figures are the step view's (hotstone-report); the catalogue words them.
pub use hotstone_report::{Caption, Tally};

use hotstone_rules::{
    Color, CountError, End, HandicapError, HotStone, Komi, Point, Preset, Refusal, RefusalKind,
};
use hotstone_text::joined;

/// A language of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
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

    /// Whether this build speaks the language (the crate's features; all by default).
    pub const fn is_compiled(self) -> bool {
        match self {
            Lang::En => cfg!(feature = "en"),
            Lang::De => cfg!(feature = "de"),
            Lang::Ja => cfg!(feature = "ja"),
        }
    }

    /// The language itself when this build speaks it, else the build's first language
    /// (the one its sentences fall back to).
    pub const fn in_this_build(self) -> Lang {
        if self.is_compiled() {
            self
        } else if cfg!(feature = "en") {
            Lang::En
        } else if cfg!(feature = "de") {
            Lang::De
        } else {
            Lang::Ja
        }
    }

    /// Reads a language tag such as `de`, `de-AT` or `ja-JP`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag
            .split(['-', '_'])
            .next()
            .map(hotstone_text::trim)?
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the preferred languages that the catalogue has, else English.
    pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred
            .into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or(Lang::En)
    }
}

/// A colour's name: "Black", "Schwarz", "黒".
pub fn color(lang: Lang, c: Color) -> &'static str {
    spoken!(lang, color(c))
}

/// How the game ended, as a sentence.
pub fn end(lang: Lang, e: End) -> String {
    spoken!(lang, end(e))
}

/// Why a player lost on time, in a few words (T-5).
pub fn time_reason(lang: Lang, r: hotstone_rules::TimeReason) -> &'static str {
    spoken!(lang, time_reason(r))
}

/// The rule behind a refusal in a few words: "hot stone".
pub fn rule_name(lang: Lang, kind: impl Into<RefusalKind>) -> &'static str {
    let kind = kind.into();
    spoken!(lang, rule_name(kind))
}

/// Where the rule comes from: "Ing, fighting ko".
pub fn rule_source(lang: Lang, kind: impl Into<RefusalKind>) -> &'static str {
    let kind = kind.into();
    spoken!(lang, rule_source(kind))
}

/// A preset's name: "Ing (SST)".
pub fn preset(lang: Lang, p: Preset) -> &'static str {
    spoken!(lang, preset(p))
}

/// Why `mover`'s move was refused, as one plain sentence.
pub fn refusal(lang: Lang, mover: Color, r: &Refusal) -> String {
    spoken!(lang, refusal(mover, r))
}

/// What a step of the fill-in count shows, as one sentence (C-2, C-3, B-4, B-5).
pub fn caption(lang: Lang, c: Caption) -> String {
    spoken!(lang, caption(c))
}

/// The catalogue's words for the reports of the rules' answers (hotstone-report): the
/// package's and the app's sentences in this language.
impl hotstone_report::Words for Lang {
    fn refusal(&self, mover: Color, r: &Refusal) -> String {
        refusal(*self, mover, r)
    }

    fn rule_name(&self, kind: RefusalKind) -> &'static str {
        rule_name(*self, kind)
    }

    fn end(&self, e: End) -> String {
        end(*self, e)
    }

    fn step(&self, _step: &hotstone_rules::FillInStep, c: Caption) -> String {
        caption(*self, c)
    }
}

/// Why a count cannot be made (B-4): a side with more stones on the board than its bowl.
pub fn count_error(lang: Lang, e: &CountError) -> String {
    spoken!(lang, count_error(e))
}

/// Why a handicap could not be given.
pub fn handicap_error(lang: Lang, e: &HandicapError) -> String {
    spoken!(lang, handicap_error(e))
}

/// A count with its noun, where the language says one and many differently (English,
/// German): "1 stone", "3 stones".
pub fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// Half points as a number with a decimal point: 13 gives "6.5", 4 gives "2".
pub fn half_points(half: i32) -> String {
    Komi::from_half_points(half).to_string()
}

/// Point names joined with commas: "D1, D5".
pub fn points(list: impl IntoIterator<Item = Point>) -> String {
    let names: Vec<String> = list.into_iter().map(|p| p.to_string()).collect();
    joined(&names, ", ")
}

/// Hot stones' points joined with commas, by a loop: `points` over an adapter chain
/// was a chain per language in the npm package.
pub fn hot_points(hot: &[HotStone]) -> String {
    let mut names = Vec::with_capacity(hot.len());
    for h in hot {
        names.push(h.point.to_string());
    }
    joined(&names, ", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::{HotKind, HotStone};

    fn p(name: &str) -> Point {
        Point::parse(name).unwrap()
    }

    #[test]
    fn the_preferred_language_picks_the_catalogue() {
        assert_eq!(Lang::negotiate(["de-AT", "en"]), Lang::De);
        assert_eq!(Lang::negotiate(["fr-FR", "ja"]), Lang::Ja);
        assert_eq!(Lang::negotiate(["fr"]), Lang::En);
        assert_eq!(Lang::negotiate([]), Lang::En);
    }

    /// K-2: the hot-stone refusal names the rule in plain words, in every language.
    #[test]
    fn a_hot_stone_refusal_names_the_rule_in_plain_words_k2() {
        let refusal = Refusal::HotStone {
            point: p("B3"),
            hot: vec![HotStone {
                point: p("C3"),
                kind: HotKind::Single,
            }],
        };
        let en = super::refusal(Lang::En, Color::White, &refusal);
        assert_eq!(
            en,
            "White may not take back a hot stone at once (Ing, fighting ko). Play elsewhere first."
        );
        assert_eq!(
            super::refusal(Lang::De, Color::White, &refusal),
            "Weiß darf einen Hot Stone nicht sofort zurückschlagen (Ing, Kampf-Ko). Erst woanders spielen."
        );
        assert!(super::refusal(Lang::Ja, Color::White, &refusal).starts_with('白'));
        assert_eq!(rule_name(Lang::En, &refusal), "hot stone");
        assert_eq!(rule_source(Lang::De, &refusal), "Ing, Kampf-Ko");
    }

    #[test]
    fn every_refusal_kind_has_a_name_and_a_source_in_every_language() {
        for lang in Lang::ALL {
            for kind in RefusalKind::ALL {
                assert!(!rule_name(lang, kind).is_empty(), "{lang:?} {kind:?}");
                assert!(!rule_source(lang, kind).is_empty(), "{lang:?} {kind:?}");
            }
        }
    }

    /// T-5: a loss on time is said with its reason in every language.
    #[test]
    fn a_loss_on_time_is_said_with_its_reason_t5() {
        let e = End::Time {
            loser: Color::White,
            reason: hotstone_rules::TimeReason::IngPenalty,
        };
        assert!(end(Lang::En, e).contains("half the base time"));
        assert!(end(Lang::De, e).contains("Zeitüberschreitung"));
        assert!(end(Lang::Ja, e).contains("時間切れ"));
        for lang in Lang::ALL {
            for r in hotstone_rules::TimeReason::ALL {
                assert!(!time_reason(lang, r).is_empty());
            }
        }
    }

    /// The supply step and the last step of the count on a 19x19 board, W+3: 1 winning
    /// point left for Black, 2 losing stones of White's (2 each for Black), 4
    /// compensation stones for White (2 each).
    fn supply_and_difference() -> [Caption; 2] {
        [
            Caption::Supply {
                stones: 180,
                on_board: [0, 0],
            },
            Caption::Difference {
                tally: Tally {
                    winning_points: [1, 0],
                    losing_stones: [0, 2],
                    compensation: [0, 4],
                    penalty: [0, 0],
                },
                outcome: hotstone_rules::Outcome::from_margin(-6, None),
            },
        ]
    }

    /// B-4, C-2, C-3: the fill-in count's captions in English, word for word.
    #[test]
    fn the_fill_in_captions_in_english_b4_c2_c3() {
        let [supply, difference] = supply_and_difference();
        assert_eq!(
            caption(Lang::En, supply),
            "Each bowl holds 180 stones, half the board's points less one; its measuring frame shows them in holes of 5."
        );
        assert_eq!(
            caption(Lang::En, difference),
            "Black 1 winning point ×1, White's 2 losing stones ×2 for Black, 4 compensation stones ×2 for White: White wins by 3 points."
        );
    }

    /// B-4, C-2: the supply says where the stones on the board came from, and filling a
    /// territory says when the bowl ran out before it was full (the next steps' bowls
    /// and winning points then need no guessing).
    #[test]
    fn b4_c2_the_stones_on_the_board_and_an_empty_bowl_are_said() {
        let supply = Caption::Supply {
            stones: 180,
            on_board: [20, 19],
        };
        assert!(caption(Lang::En, supply)
            .ends_with("The stones on the board came out of the bowls: Black's 20, White's 19."));
        assert!(caption(Lang::De, supply).ends_with(
            "Die Steine auf dem Brett stammen aus den Dosen: 20 von Schwarz, 19 von Weiß."
        ));
        assert!(caption(Lang::Ja, supply)
            .ends_with("盤上の石（黒20子、白19子）は碁笥から出したものです。"));
        let ran_out = Caption::FillTerritory {
            color: Color::Black,
            points: 160,
            unfilled: 10,
        };
        assert_eq!(
            caption(Lang::En, ran_out),
            "Black fills its territory from its own bowl, moving no stone: 160 points, until the bowl is empty; 10 points of its area stay empty, its winning points."
        );
        assert!(caption(Lang::De, ran_out).contains("160 Punkte, bis die Dose leer ist; 10 Punkte"));
        assert!(caption(Lang::Ja, ran_out).contains("160点で碁笥が空になり、残る10点"));
    }

    /// B-4, C-2, C-3: the fill-in count's captions in German, word for word.
    #[test]
    fn the_fill_in_captions_in_german_b4_c2_c3() {
        let [supply, difference] = supply_and_difference();
        assert_eq!(
            caption(Lang::De, supply),
            "Jede Dose enthält 180 Steine, die Hälfte der Brettpunkte minus eins; der Messrahmen zeigt sie in Löchern zu je 5."
        );
        assert_eq!(
            caption(Lang::De, difference),
            "Schwarz 1 Gewinnpunkt ×1, 2 Verluststeine von Weiß ×2 für Schwarz, 4 Kompensationssteine ×2 für Weiß: Weiß gewinnt mit 3 Punkten."
        );
    }

    /// B-4, C-2, C-3: the fill-in count's captions in Japanese, word for word.
    #[test]
    fn the_fill_in_captions_in_japanese_b4_c2_c3() {
        let [supply, difference] = supply_and_difference();
        assert_eq!(
            caption(Lang::Ja, supply),
            "各碁笥に180子あります（盤の交点の半分から1を引いた数）。計量枠の穴に5子ずつ入れて確かめます。"
        );
        assert_eq!(
            caption(Lang::Ja, difference),
            "黒の勝ち点1×1、白の負け石2子×2は黒に、白のコミの石4子×2：白の3目勝ち。"
        );
    }

    /// K-5, C-2: a count of a game that ended without result says so on its last step.
    #[test]
    fn the_last_step_of_a_game_without_result_says_void_k5() {
        let c = Caption::Difference {
            tally: Tally::default(),
            outcome: hotstone_rules::Outcome::NoResult,
        };
        assert_eq!(
            caption(Lang::En, c),
            "No winning points, no losing stones: Void."
        );
    }

    /// K-5: the third repetition under Japanese rules has no result.
    #[test]
    fn no_result_is_said_in_three_languages_k5() {
        assert!(end(Lang::En, End::NoResult).starts_with("No result"));
        assert!(end(Lang::De, End::NoResult).starts_with("Kein Ergebnis"));
        assert!(end(Lang::Ja, End::NoResult).starts_with("無勝負"));
    }
}
