//! The catalogue's tests: sentences as the requirements word them, in every language.

use hotstone_rules::{
    Color, CountError, HandicapKind, HandicapPoint, HotKind, HotStone, Method, Outcome, Place,
    PlacementName, Point, Refusal, RefusalKind, StepKind,
};

use super::*;
use crate::state::fill_in::{Caption, FillInSaid, Tally};
use crate::state::handicap_view::HandicapSaid;
use crate::state::marking::MarkingSaid;

fn p(name: &str) -> Point {
    Point::parse(name).unwrap()
}

fn marking(lang: Lang, m: MarkingText<'_>) -> String {
    t(lang, Text::Marking(m))
}

fn fill_in(lang: Lang, m: FillInText) -> String {
    t(lang, Text::FillIn(m))
}

fn caption(lang: Lang, c: Caption) -> String {
    fill_in(lang, FillInText::Caption(c))
}

fn outcome(lang: Lang, o: Outcome) -> String {
    fill_in(lang, FillInText::Outcome(o))
}

fn handicap(lang: Lang, m: HandicapText) -> String {
    t(lang, Text::HandicapView(m))
}

fn said(lang: Lang, s: Said) -> String {
    t(lang, Text::Said(&s))
}

#[test]
fn point_names_read_as_the_issue_asks() {
    let empty = PointFacts {
        point: p("C3"),
        stone: None,
        fill_in: false,
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
    // C-2: a stone the fill-in count put there is not named like a played one.
    let filled = PointFacts {
        fill_in: true,
        ..stone
    };
    assert_eq!(
        t(Lang::En, Text::PointName(filled)),
        "C3, black fill-in stone"
    );
    assert_eq!(
        t(Lang::De, Text::PointName(filled)),
        "C3, schwarzer Ausfüllstein"
    );
    assert_eq!(t(Lang::Ja, Text::PointName(filled)), "C3、黒の埋め石");
}

#[test]
fn a_hot_stone_refusal_names_the_rule_in_plain_words() {
    let refusal = Refusal::HotStone {
        point: p("B3"),
        hot: vec![HotStone {
            point: p("C3"),
            kind: HotKind::Single,
        }],
    };
    let refused = |lang| {
        t(
            lang,
            Text::Refused {
                color: Color::White,
                refusal: &refusal,
            },
        )
    };
    let text = refused(Lang::En);
    assert_eq!(
        text,
        "White may not take back a hot stone at once (Ing, fighting ko). Play elsewhere first."
    );
    for lang in [Lang::De, Lang::Ja] {
        assert_ne!(refused(lang), text);
    }
}

#[test]
fn c6_point_states_read_in_every_language() {
    let s = MarkingText::PointState {
        dead: true,
        disputed: true,
        territory: Some(Color::White),
    };
    assert_eq!(marking(Lang::En, s), ", dead, disputed, White's territory");
    assert_eq!(marking(Lang::De, s), ", tot, strittig, Gebiet von Weiß");
    assert_eq!(marking(Lang::Ja, s), "、死石、意見が分かれている、白の地");
    let nothing = MarkingText::PointState {
        dead: false,
        disputed: false,
        territory: None,
    };
    for lang in Lang::ALL {
        assert_eq!(marking(lang, nothing), "");
    }
}

/// German numbers take the decimal comma; a result code stays as the record writes it
/// ("W+0.5", as the comparison table and the fill-in count show it too).
#[test]
fn c4_german_writes_half_points_with_a_comma() {
    assert_eq!(marking(Lang::De, MarkingText::Komi(13)), "6,5");
    let r = marking(
        Lang::De,
        MarkingText::Result {
            outcome: Outcome::from_margin(-1, None),
            method: Method::Area,
        },
    );
    assert_eq!(r, "Flächenzählung: Weiß gewinnt mit 0,5 Punkten (W+0.5)");
}

fn all_captions() -> Vec<Caption> {
    let e5 = p("E5");
    vec![
        Caption::Supply {
            stones: 40,
            on_board: [21, 19],
        },
        Caption::RemoveDead {
            color: Color::White,
            stones: 3,
        },
        Caption::Bowls {
            black: 20,
            white: 21,
        },
        Caption::Compensation {
            to: Color::White,
            stones: 3,
            remainder_half: 1,
        },
        Caption::Penalty {
            against: Color::Black,
            stones: 1,
            remainder: 0,
            reason: hotstone_rules::PenaltyReason::Time,
        },
        Caption::Penalty {
            against: Color::White,
            stones: 5,
            remainder: 0,
            reason: hotstone_rules::PenaltyReason::Consultation,
        },
        Caption::FillTerritory {
            color: Color::Black,
            points: 12,
            unfilled: 0,
        },
        Caption::FillTerritory {
            color: Color::White,
            points: 8,
            unfilled: 3,
        },
        Caption::FillShared {
            color: Color::White,
            points: 2,
        },
        Caption::SharedLeftEmpty { point: e5 },
        Caption::WinningPoints {
            color: Color::White,
            points: 4,
            place: Place::Corner(e5),
        },
        Caption::LeftInBowls { black: 2, white: 0 },
        Caption::LosingStones {
            color: Color::Black,
            stones: 2,
        },
        Caption::Difference {
            tally: Tally {
                winning_points: [1, 0],
                losing_stones: [0, 3],
                compensation: [0, 4],
                penalty: [0, 0],
            },
            outcome: Outcome::from_margin(-2, None),
        },
    ]
}

#[test]
fn c2_every_step_has_a_one_line_caption_in_each_language() {
    for c in all_captions() {
        let texts: Vec<String> = Lang::ALL.into_iter().map(|l| caption(l, c)).collect();
        for t in &texts {
            assert!(!t.is_empty() && !t.contains('\n'), "{t}");
        }
        assert_ne!(texts[0], texts[1]);
        assert_ne!(texts[0], texts[2]);
    }
}

#[test]
fn c3_the_result_reads_as_a_sentence_with_the_language_s_decimal_mark() {
    let o = Outcome::from_margin(-7, None);
    assert_eq!(outcome(Lang::En, o), "White wins by 3.5 points");
    assert_eq!(outcome(Lang::De, o), "Weiß gewinnt mit 3,5 Punkten");
    assert_eq!(outcome(Lang::Ja, o), "白の3目半勝ち");
    assert_eq!(
        outcome(Lang::Ja, Outcome::from_margin(1, None)),
        "黒の半目勝ち"
    );
    assert_eq!(
        outcome(Lang::Ja, Outcome::from_margin(6, None)),
        "黒の3目勝ち"
    );
    let one = Outcome::from_margin(2, None);
    assert_eq!(outcome(Lang::De, one), "Schwarz gewinnt mit 1 Punkt");
    assert_eq!(outcome(Lang::En, Outcome::from_margin(0, None)), "Draw");
}

#[test]
fn c2_the_difference_names_its_parts_and_their_worth() {
    let c = *all_captions().last().unwrap();
    assert_eq!(
        caption(Lang::En, c),
        "Black 1 winning point ×1, White's 3 losing stones ×2 for Black, \
         4 compensation stones ×2 for White: White wins by 1 point."
    );
    assert_eq!(
        caption(Lang::De, c),
        "Schwarz 1 Gewinnpunkt ×1, 3 Verluststeine von Weiß ×2 für Schwarz, \
         4 Kompensationssteine ×2 für Weiß: Weiß gewinnt mit 1 Punkt."
    );
}

#[test]
fn b4_a_supply_exceeded_refusal_says_why() {
    let e = CountError::SupplyExceeded {
        color: Color::Black,
        on_board: 25,
        supply: 24,
    };
    let en = said(Lang::En, Said::FillIn(FillInSaid::CannotCount(e.clone())));
    assert!(
        en.contains("25") && en.contains("24") && en.contains("Black"),
        "{en}"
    );
    let de = said(Lang::De, Said::FillIn(FillInSaid::CannotCount(e)));
    assert!(de.contains("Schwarz"), "{de}");
}

#[test]
fn h2_says_each_step_in_three_languages() {
    let play = StepKind::Play {
        k: 2,
        n: 4,
        point: p("C3"),
    };
    let said_play = || {
        Said::Handicap(HandicapSaid::Step {
            kind: play,
            step: 3,
            of: 7,
        })
    };
    assert_eq!(
        said(Lang::En, said_play()),
        "Handicap move 2 of 4: Black C3 (step 3 of 7)"
    );
    assert_eq!(
        said(Lang::De, said_play()),
        "Vorgabezug 2 von 4: Schwarz C3 (Schritt 3 von 7)"
    );
    assert!(said(Lang::Ja, said_play()).starts_with("置き手 2／4：黒 C3"));
    let pass = StepKind::ObligatoryPass { k: 1, n: 4 };
    assert_eq!(
        handicap(Lang::En, HandicapText::Step(pass)),
        "White passes (obligatory, H-2)"
    );
    let ing = HandicapKind::IngMoves { n: 4, played: 4 };
    assert_eq!(
        handicap(Lang::En, HandicapText::Statement(ing)),
        "4 handicap moves = handicap 3"
    );
    assert_eq!(
        handicap(Lang::De, HandicapText::Statement(ing)),
        "4 Vorgabezüge = Vorgabe 3"
    );
}

#[test]
fn h1_english_placement_names_read_as_the_rules_table() {
    for n in 2..=9 {
        let name = PlacementName::of(n).unwrap();
        assert_eq!(
            handicap(
                Lang::En,
                HandicapText::Statement(HandicapKind::Fixed { name })
            ),
            format!("{n} stones: {name}"),
            "{n} stones"
        );
    }
}

#[test]
fn h1_names_the_placement_and_each_stones_point() {
    let fixed = HandicapKind::Fixed {
        name: PlacementName::ThreeCorners,
    };
    assert_eq!(
        handicap(Lang::En, HandicapText::Statement(fixed)),
        "3 stones: three corners"
    );
    assert_eq!(
        handicap(Lang::Ja, HandicapText::Statement(fixed)),
        "3子：三隅"
    );
    let stone = StepKind::Stone {
        k: 2,
        n: 3,
        point: p("E5"),
        at: Some(HandicapPoint::UpperRight),
    };
    assert_eq!(
        handicap(Lang::De, HandicapText::Step(stone)),
        "Vorgabestein 2 von 3: E5, obere rechte Ecke"
    );
}

/// Each feature's messages exist in every language, and each language says its own
/// words (a message copied from another language, or left empty, fails here).
#[test]
fn every_feature_speaks_three_distinct_languages() {
    let marked = Said::Marking(MarkingSaid::Marked {
        point: p("D4"),
        stones: 3,
        dead: true,
        by: Some(Color::White),
        disputed: 1,
    });
    let stepped = Said::FillIn(FillInSaid::Step {
        number: 2,
        of: 9,
        caption: all_captions()[3],
    });
    let handicap_step = Said::Handicap(HandicapSaid::Step {
        kind: StepKind::ObligatoryPass { k: 1, n: 3 },
        step: 2,
        of: 6,
    });
    let messages = [
        Text::NewGame,
        Text::ToMove(Color::Black),
        Text::Passed(Color::White),
        Text::LessonRules {
            written: hotstone_rules::Preset::Ing,
            played: hotstone_rules::Preset::Simple,
        },
        Text::Said(&marked),
        Text::Said(&stepped),
        Text::Said(&handicap_step),
        Text::Marking(MarkingText::Title),
        Text::Marking(MarkingText::Summary {
            alive: 2,
            dead: 1,
            disputed: 0,
        }),
        Text::Marking(MarkingText::MethodName(Method::FillIn)),
        Text::Marking(MarkingText::Result {
            outcome: Outcome::from_margin(5, None),
            method: Method::Territory,
        }),
        Text::FillIn(FillInText::Title),
        Text::FillIn(FillInText::Bowl(Color::White)),
        Text::FillIn(FillInText::Outcome(Outcome::from_margin(0, None))),
        Text::FillIn(FillInText::Caption(all_captions()[0])),
        Text::HandicapView(HandicapText::Timeline),
        Text::HandicapView(HandicapText::Title(HandicapKind::Free { stones: 3 })),
        Text::HandicapView(HandicapText::Step(StepKind::Play {
            k: 1,
            n: 3,
            point: p("Q16"),
        })),
        // The tournament page's module while it loads, and when it cannot be fetched.
        Text::TournamentLoading,
        Text::TournamentNotLoaded,
        // The new game's module likewise (issue 38).
        Text::NewGameLoading,
        Text::NewGameNotLoaded,
    ];
    for message in messages {
        let [en, de, ja] = Lang::ALL.map(|lang| t(lang, message));
        assert!(!en.is_empty() && !de.is_empty() && !ja.is_empty(), "{en}");
        assert!(en != de && en != ja && de != ja, "{en} | {de} | {ja}");
    }
    // The new game's own words, apart from the page's (its module links them).
    for message in [
        NewGameText::ConfirmDiscard(2),
        NewGameText::MoreOptions,
        NewGameText::HandicapNote(hotstone_rules::HandicapStyle::Free),
    ] {
        let [en, de, ja] = Lang::ALL.map(|lang| crate::i18n::new_game(lang, message));
        assert!(en != de && en != ja && de != ja, "{en} | {de} | {ja}");
    }
}

#[test]
fn x10_reasons_read_in_every_language() {
    let reason = hotstone_tournament::Reason::Behind {
        criterion: hotstone_tournament::Criterion::Shares,
        of: "Anna".into(),
    };
    let why = |lang| {
        crate::i18n::tournament(
            lang,
            TournamentText::Why {
                reason: &reason,
                mine: "0.784",
                theirs: "0.807",
            },
        )
    };
    assert_eq!(why(Lang::En), "behind Anna on shares: 0.784 to 0.807");
    assert_eq!(why(Lang::De), "hinter Anna nach Anteilen: 0,784 zu 0,807");
    assert!(why(Lang::Ja).contains("Anna"));
    let e = crate::state::tournament::PageError::Refused(
        hotstone_tournament::TournamentError::DuplicateName { name: "Ann".into() },
    );
    for lang in [Lang::En, Lang::De, Lang::Ja] {
        assert!(crate::i18n::tournament(lang, TournamentText::Error(&e)).contains("Ann"));
    }
}

/// an impossible count is said in the page's language, reason and all: no
/// English fragment of the crate's sentence inside a German or Japanese one.
#[test]
fn x8_x3_an_impossible_count_reads_in_every_language() {
    use hotstone_tournament::{CountProblem, TournamentError};
    let said = |lang, count, why: CountProblem| {
        let e = crate::state::tournament::PageError::Refused(TournamentError::ImpossibleCount {
            count,
            why,
        });
        crate::i18n::tournament(lang, TournamentText::Error(&e))
    };
    let class = || CountProblem::ClassWithoutPupils { class: "5c".into() };
    let cases = [
        (1, CountProblem::GameNeedsTwo),
        (1, CountProblem::MatchNeedsTwoClasses),
        (0, class()),
        (2, CountProblem::TableNeedsThree),
        (5, CountProblem::NoMixOfTables),
    ];
    // English is the crate's own sentence.
    assert_eq!(
        said(Lang::En, 5, CountProblem::NoMixOfTables),
        "5 entrants cannot be seated: no mix of tables of four and of three seats 5 (never \
         fewer than three at a table, X-8)"
    );
    for (count, why) in cases {
        let english = said(Lang::En, count, why.clone());
        let reason = english.split(": ").nth(1).unwrap();
        for lang in [Lang::De, Lang::Ja] {
            let text = said(lang, count, why.clone());
            assert!(!text.contains(reason), "{text}");
            for word in ["needs", "table", "class", "pupils", "players", "seat"] {
                assert!(!text.contains(word), "{word}: {text}");
            }
        }
    }
    // Each case's German and Japanese sentence, whole.
    let expected = [
        (
            1,
            CountProblem::GameNeedsTwo,
            "1 Spieler lässt sich nicht paaren: Eine Partie braucht zwei Spieler.",
            "1名では組めません：対局には2名が必要です。",
        ),
        (
            1,
            CountProblem::MatchNeedsTwoClasses,
            "1 Klasse lässt sich nicht paaren: Ein Mannschaftskampf braucht zwei Klassen.",
            "1クラスでは組めません：対抗戦には2クラスが必要です。",
        ),
        (
            0,
            class(),
            "Klasse „5c“ lässt sich nicht einteilen: Sie hat keine Schüler.",
            "クラス「5c」には生徒がいないため、組めません。",
        ),
        (
            2,
            CountProblem::TableNeedsThree,
            "2 Spieler lassen sich nicht einteilen: An einem Tisch sitzen mindestens drei Spieler \
             (X-8).",
            "2名では組めません：1卓には3名以上が必要です（X-8）。",
        ),
        (
            5,
            CountProblem::NoMixOfTables,
            "5 Spieler lassen sich nicht einteilen: Tische zu viert und zu dritt lassen sich nicht \
             so mischen, dass 5 Spieler Platz finden (nie weniger als drei an einem Tisch, X-8).",
            "5名では組めません：4人卓と3人卓をどう組み合わせても5名は座れません（1卓3名未満は不可、X-8）。",
        ),
    ];
    for (count, why, de, ja) in expected {
        assert_eq!(said(Lang::De, count, why.clone()), de);
        assert_eq!(said(Lang::Ja, count, why), ja);
    }
}

#[test]
fn x5_x7_result_entry_reads_in_every_language() {
    use crate::state::board_record::{Proposal, RecordError};
    let counted = Proposal {
        winner: Some(0),
        black: 0,
        black_name: "Ing".into(),
        white_name: String::new(),
        result: "B+13.5".into(),
        counted: true,
        forfeit: false,
        refused: None,
    };
    assert_eq!(
        crate::i18n::entry(Lang::En, EntryText::Proposal(&counted)),
        "The record: Ing (Black) – ? (White), counted after two passes with no stones taken off as dead: B+13.5."
    );
    let wrong = RecordError::WrongPlayers {
        black: "Lee".into(),
        white: "Kato".into(),
    };
    let tied = ["Ing".to_string(), "Kato".to_string()];
    let messages = [
        EntryText::Proposal(&counted),
        EntryText::RecordError(&wrong),
        EntryText::RecordError(&RecordError::NoResult),
        EntryText::Take(None),
        EntryText::Correcting(2),
        EntryText::DecisionHint(&tied),
    ];
    for message in messages {
        let [en, de, ja] = Lang::ALL.map(|lang| crate::i18n::entry(lang, message));
        assert!(en != de && en != ja && de != ja, "{en} | {de} | {ja}");
    }
    // E-4: the moves the rules refused, the first named with its rule and requirement.
    let refused = crate::state::board_record::Refused {
        count: 2,
        first: crate::state::record::SkippedMove {
            number: 7,
            color: hotstone_rules::Color::White,
            mv: hotstone_rules::Move::Play(p("D5")),
            refusal: hotstone_rules::Refusal::Occupied { point: p("D5") },
        },
    };
    let [en, de, ja] = Lang::ALL.map(|lang| crate::i18n::entry(lang, EntryText::Refused(&refused)));
    assert_eq!(
        en,
        "The rules refused 2 moves of the record, skipped for this result; the first: move 7, White D5 (occupied, M-1)."
    );
    assert!(
        de.contains("2 Züge") && de.contains("Zug 7, Weiß D5") && de.contains("M-1"),
        "{de}"
    );
    assert!(
        ja.contains("第7手") && ja.contains("D5") && ja.contains("M-1"),
        "{ja}"
    );
    let pending = Lang::ALL
        .map(|lang| crate::i18n::entry(lang, EntryText::RecordError(&RecordError::Pending)));
    assert!(pending[0].contains("pending"), "{}", pending[0]);
    assert!(pending[1].contains("steht noch aus") && pending[2].contains("保留"));
    let said = |lang| crate::i18n::entry(lang, EntryText::RecordError(&wrong));
    assert!(said(Lang::De).ends_with("Nichts wurde eingetragen."));
    assert!(said(Lang::Ja).contains("Lee") && said(Lang::Ja).ends_with("何も入力されていません。"));
}

/// 001 "Suspendierung": the question before a withdrawal quotes the seed in every
/// language and names a class as a class.
#[test]
fn x1_a_withdrawal_is_asked_in_every_language() {
    use hotstone_tournament::System;
    for system in [System::RoundRobin, System::SchoolTeam] {
        let ask = TournamentText::ConfirmWithdraw { name: "5a", system };
        let [en, de, ja] = Lang::ALL.map(|lang| crate::i18n::tournament(lang, ask));
        for said in [&en, &de, &ja] {
            assert!(
                said.contains("5a") && said.contains("verliert seine restlichen Partien"),
                "{said}"
            );
        }
        assert!(en != de && en != ja && de != ja);
    }
    let done = TournamentText::Withdrawn {
        name: "Ann",
        round: 2,
    };
    assert_eq!(
        crate::i18n::tournament(Lang::En, done),
        "Ann withdrew in round 2"
    );
}

#[test]
fn x3_a_team_penalty_reads_with_its_reason_and_requirement_in_every_language() {
    use hotstone_rules::{Penalty, PenaltyReason};
    let p = Penalty::offence(Color::Black, PenaltyReason::Consultation).unwrap();
    let line = |lang| marking(lang, MarkingText::Penalty(p));
    assert_eq!(line(Lang::En), "Black pays 10 points: consultation (X-3)");
    assert_eq!(line(Lang::De), "Schwarz zahlt 10 Punkte: Absprache (X-3)");
    assert_eq!(line(Lang::Ja), "黒が10点の罰則：相談（X-3）");
    let order = MarkingText::AddPenalty {
        against: Color::White,
        reason: PenaltyReason::MoveOrder,
    };
    assert_eq!(
        marking(Lang::En, order),
        "Penalty against White: wrong move order (1 point)"
    );
    for lang in Lang::ALL {
        // The button's name starts with the word it shows (WCAG 2.5.3).
        let remove = marking(lang, MarkingText::RemovePenalty(p));
        assert!(
            remove.starts_with(&marking(lang, MarkingText::Remove)),
            "{remove}"
        );
        assert!(remove.contains(&line(lang)), "{remove}");
        let taken = said(
            lang,
            Said::Marking(MarkingSaid::Penalty {
                penalty: p,
                added: false,
            }),
        );
        assert!(taken.contains("X-3"), "{taken}");
    }
    // The fill-in count lays it as stones, captioned as what it is (not a time penalty).
    let stones = Caption::Penalty {
        against: Color::Black,
        stones: 5,
        remainder: 0,
        reason: PenaltyReason::Consultation,
    };
    assert_eq!(stones.rule(), "X-3");
    assert_eq!(
        caption(Lang::En, stones),
        "Consultation penalty against Black: 5 stones for White, 2 points each."
    );
    assert!(caption(Lang::De, stones).starts_with("Strafe für Absprache gegen Schwarz"));
}

/// T-1, WCAG 1.1.1: a clock's face shows `m:ss` (`0:ss.t` in the last minute), and its
/// accessible name says the units in the game's language, never a bare "45.3" or "1:00".
#[test]
fn clocks_say_their_units() {
    use hotstone_rules::Tenths;
    let side = |lang, tenths, period: Option<u64>| {
        t(
            lang,
            Text::Clock(ClockText::Side {
                color: Color::Black,
                main_left: Tenths::new(tenths),
                in_overtime: period.is_some(),
                periods_left: period.map(|_| 3),
                period_left: period.map(Tenths::new),
                penalty: 0,
            }),
        )
    };
    assert_eq!(show_time(Tenths::new(453)), "0:45.3");
    assert_eq!(show_time(Tenths::new(7250)), "12:05");
    assert_eq!(side(Lang::En, 453, None), "Black: 45.3 seconds left");
    assert_eq!(side(Lang::En, 600, None), "Black: 1 minute left");
    assert_eq!(
        side(Lang::En, 7250, None),
        "Black: 12 minutes 5 seconds left"
    );
    assert_eq!(
        side(Lang::En, 7010, None),
        "Black: 11 minutes 41 seconds left"
    );
    assert_eq!(
        side(Lang::En, 0, Some(253)),
        "Black: 25.3 seconds of the period left, 3 in all"
    );
    assert_eq!(side(Lang::De, 453, None), "Schwarz: noch 45,3 Sekunden");
    assert_eq!(
        side(Lang::De, 610, None),
        "Schwarz: noch 1 Minute 1 Sekunde"
    );
    assert_eq!(side(Lang::Ja, 453, None), "黒：残り45.3秒");
    assert_eq!(side(Lang::Ja, 7250, None), "黒：残り12分5秒");
    let last = |lang, seconds| {
        t(
            lang,
            Text::Clock(ClockText::SecondsLeft {
                color: Color::White,
                seconds,
            }),
        )
    };
    assert_eq!(last(Lang::En, 1), "White: 1 second");
    assert_eq!(last(Lang::En, 5), "White: 5 seconds");
    assert_eq!(last(Lang::De, 1), "Weiß: 1 Sekunde");
    assert_eq!(last(Lang::Ja, 5), "白：5秒");
}

/// The legend's keys line names only the keys the board in hand answers: the app's page
/// all of them; an embedded board no G (it has no "Go to point" field); a read-only one
/// neither Enter, Space nor P (issue 16, P-3).
#[test]
fn the_keys_line_names_what_the_board_answers() {
    let keys = |lang, play, go_to| t(lang, Text::KeysHelp { play, go_to });
    assert_eq!(
        keys(Lang::En, true, true),
        "Keys: arrows move the cursor, Enter or Space plays, P passes, U or Ctrl+Z undoes, \
         Ctrl+Y redoes, L goes to the last move, G to a point you type."
    );
    assert_eq!(
        keys(Lang::En, false, false),
        "Keys: arrows move the cursor, U or Ctrl+Z undoes, Ctrl+Y redoes, L goes to the last move."
    );
    // The key as a word of the sentence: " P " in English and German, "Pで" in Japanese.
    let names = |line: &str, key: char| {
        line.contains(&format!(" {key} ")) || line.contains(&format!("{key}で"))
    };
    for lang in Lang::ALL {
        let all = keys(lang, true, true);
        assert!(
            names(&all, 'G') && names(&all, 'P') && all.contains("Enter"),
            "{all}"
        );
        let embedded = keys(lang, true, false);
        assert!(
            !names(&embedded, 'G') && names(&embedded, 'P'),
            "{embedded}"
        );
        let readonly = keys(lang, false, false);
        assert!(
            !readonly.contains("Enter") && !names(&readonly, 'P'),
            "{readonly}"
        );
        assert!(names(&readonly, 'L'), "{readonly}");
    }
}

/// The rename form's words in every language, as the withdrawal's neighbours say them.
#[test]
fn the_rename_form_reads_in_every_language() {
    use hotstone_tournament::System;
    for text in [
        TournamentText::RenameLabel(System::RoundRobin),
        TournamentText::RenameLabel(System::SchoolTeam),
        TournamentText::ClassOption("5a"),
        TournamentText::NewName,
        TournamentText::Rename,
    ] {
        let [en, de, ja] = Lang::ALL.map(|lang| crate::i18n::tournament(lang, text));
        assert!(!en.is_empty() && en != de && en != ja && de != ja, "{en}");
    }
    let de = |text| crate::i18n::tournament(Lang::De, text);
    assert_eq!(
        de(TournamentText::RenameLabel(System::RoundRobin)),
        "Spieler umbenennen"
    );
    assert_eq!(de(TournamentText::ClassOption("5a")), "Klasse 5a");
}

// E-7: a record whose setup the rules refuse is said in the page's language, the
// string named, not in the rules crate's English.
#[test]
fn e7_a_records_refused_setup_is_said_in_each_language() {
    let full = b"(;SZ[3]AB[aa][ab][ac][ba][bb][bc][ca][cb][cc])";
    let Err(e) = crate::state::record::load(full) else {
        panic!("a full board's setup is refused");
    };
    assert!(matches!(e, crate::state::record::LoadError::BadSetup(_)));
    let [en, de, ja] = Lang::ALL.map(|l| said(l, Said::SgfUnreadable(e.clone())));
    assert_eq!(
        en,
        "The file's game cannot be set up. Its stones cannot be placed: the string at A1 would have no liberties."
    );
    assert!(de.contains("die Kette bei A1 hätte keine Freiheit"), "{de}");
    assert!(ja.contains("A1の石に呼吸点がなくなります"), "{ja}");
}

/// Issue 36, L-2: the course's words are there in three distinct languages.
#[test]
fn l2_the_course_speaks_three_distinct_languages() {
    use crate::i18n::{course, CourseText as C};
    use hotstone_lessons::course::LessonState;
    let texts = [
        C::Title,
        C::Progress { done: 3, of: 26 },
        C::State(LessonState::Done),
        C::NextLesson,
        C::Step { step: 2, steps: 5 },
        C::Right,
        C::Wrong,
        C::NotListed,
        C::Hint,
        C::ShowAnswer,
        C::Reset,
        C::Found { left: 2 },
        C::Unreadable { result: true },
    ];
    for text in texts {
        let said: Vec<String> = Lang::ALL.iter().map(|&l| course(l, text)).collect();
        assert!(said.iter().all(|s| !s.is_empty()), "{text:?}");
        assert!(
            said[0] != said[1] && said[1] != said[2] && said[0] != said[2],
            "{said:?}"
        );
    }
    assert!(course(Lang::En, C::Progress { done: 3, of: 26 }).contains("3 of 26"));
    assert!(course(Lang::De, C::Found { left: 2 }).contains('2'));
}
