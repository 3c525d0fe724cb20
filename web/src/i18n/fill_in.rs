//! The catalogue's words for the fill-in view (C-2, C-3, B-4, B-5), in the three
//! languages. One caption per step, one line each, saying what the rule is.

use hotstone_rules::{Color, Komi, Scoring};
use hotstone_rules::{CountError, Outcome, Place, Side};

use super::Lang;
use crate::state::fill_in::{Caption, FillInSaid, Speed, Tally};

/// A message of the fill-in view.
#[derive(Debug, Clone, Copy)]
pub enum FillInText {
    Title,
    Controls,
    Play,
    Pause,
    First,
    Last,
    Back,
    Forward,
    Close,
    Speed,
    SpeedName(Speed),
    StepOf {
        number: usize,
        of: usize,
    },
    Caption(Caption),
    /// "Black's bowl".
    Bowl(Color),
    Stones(u32),
    /// The measuring frame's accessible description (B-5).
    Frame {
        full_holes: u32,
        partial: u32,
        reserve: u32,
    },
    CompensationArea,
    /// Compensation stones lying in their area, for `to`.
    CompensationFor {
        to: Color,
        stones: u32,
    },
    NoCompensation,
    Result,
    /// An outcome in words: "White wins by 1 point".
    Outcome(Outcome),
    /// The method's name beside its result: "Territory counting".
    Under(Scoring),
    KeysHelp,
}

fn color(lang: Lang, c: Color) -> &'static str {
    match (lang, c) {
        (Lang::En, Color::Black) => "Black",
        (Lang::En, Color::White) => "White",
        (Lang::De, Color::Black) => "Schwarz",
        (Lang::De, Color::White) => "Weiß",
        (Lang::Ja, Color::Black) => "黒",
        (Lang::Ja, Color::White) => "白",
    }
}

/// Points with the decimal mark of the language.
fn number(lang: Lang, half: u32) -> String {
    let s = Komi::from_half_points(half as i32).to_string();
    match lang {
        Lang::De => s.replace('.', ","),
        _ => s,
    }
}

fn stones(lang: Lang, n: u32) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 stone".into(),
        (Lang::En, n) => format!("{n} stones"),
        (Lang::De, 1) => "1 Stein".into(),
        (Lang::De, n) => format!("{n} Steine"),
        (Lang::Ja, n) => format!("{n}子"),
    }
}

fn place(lang: Lang, p: Place) -> String {
    let side = |s: Side| match (lang, s) {
        (Lang::En, s) => format!("on the {} side", s.code()),
        (Lang::De, Side::Bottom) => "am unteren Rand".into(),
        (Lang::De, Side::Top) => "am oberen Rand".into(),
        (Lang::De, Side::Left) => "am linken Rand".into(),
        (Lang::De, Side::Right) => "am rechten Rand".into(),
        (Lang::Ja, Side::Bottom) => "下辺".into(),
        (Lang::Ja, Side::Top) => "上辺".into(),
        (Lang::Ja, Side::Left) => "左辺".into(),
        (Lang::Ja, Side::Right) => "右辺".into(),
    };
    match (lang, p) {
        (Lang::En, Place::Corner(p)) => format!("in the {p} corner"),
        (Lang::De, Place::Corner(p)) => format!("in der Ecke bei {p}"),
        (Lang::Ja, Place::Corner(p)) => format!("{p}の隅"),
        (_, Place::Side(s)) => side(s),
        (Lang::En, Place::Inside) => "together".into(),
        (Lang::De, Place::Inside) => "beieinander".into(),
        (Lang::Ja, Place::Inside) => "一か所".into(),
    }
}

fn outcome(lang: Lang, o: Outcome) -> String {
    match o {
        Outcome::Counted {
            winner: Some(w),
            margin_half: 0,
            by_tie_rule: true,
        } => match lang {
            Lang::En => format!("Tie, given to {} by the tie rule", color(lang, w)),
            Lang::De => format!("Gleichstand, nach der Regel für {}", color(lang, w)),
            Lang::Ja => format!("同点、規定により{}の勝ち", color(lang, w)),
        },
        Outcome::Counted {
            winner: Some(w),
            margin_half,
            ..
        } => {
            let m = number(lang, margin_half);
            match lang {
                Lang::En if margin_half == 2 => format!("{} wins by 1 point", color(lang, w)),
                Lang::En => format!("{} wins by {m} points", color(lang, w)),
                Lang::De if margin_half == 2 => format!("{} gewinnt mit 1 Punkt", color(lang, w)),
                Lang::De => format!("{} gewinnt mit {m} Punkten", color(lang, w)),
                Lang::Ja => format!("{}の{m}目勝ち", color(lang, w)),
            }
        }
        Outcome::Counted { winner: None, .. } => match lang {
            Lang::En => "Draw".into(),
            Lang::De => "Unentschieden".into(),
            Lang::Ja => "持碁".into(),
        },
        // Not reached by a count; shown as the record writes it.
        other => other.result(),
    }
}

/// The difference's parts in words: winning points 1 each, losing, compensation and
/// penalty stones 2 each (C-2).
fn tally_words(lang: Lang, t: Tally) -> String {
    let mut parts = Vec::new();
    for (i, c) in [Color::Black, Color::White].into_iter().enumerate() {
        let (name, other) = (color(lang, c), color(lang, c.opponent()));
        let n = t.winning_points[i];
        if n > 0 {
            parts.push(match lang {
                Lang::En if n == 1 => format!("{name} 1 winning point ×1"),
                Lang::En => format!("{name} {n} winning points ×1"),
                Lang::De if n == 1 => format!("{name} 1 Gewinnpunkt ×1"),
                Lang::De => format!("{name} {n} Gewinnpunkte ×1"),
                Lang::Ja => format!("{name}の勝ち点{n}×1"),
            });
        }
        let n = t.losing_stones[i];
        if n > 0 {
            parts.push(match lang {
                Lang::En => format!(
                    "{name}'s {} ×2 for {other}",
                    stones(lang, n).replace("stone", "losing stone")
                ),
                Lang::De if n == 1 => format!("1 Verluststein von {name} ×2 für {other}"),
                Lang::De => format!("{n} Verluststeine von {name} ×2 für {other}"),
                Lang::Ja => format!("{name}の負け石{n}子×2は{other}に"),
            });
        }
        let n = t.compensation[i];
        if n > 0 {
            parts.push(match lang {
                Lang::En => format!(
                    "{} ×2 for {name}",
                    stones(lang, n).replace("stone", "compensation stone")
                ),
                Lang::De => format!("{n} Kompensationssteine ×2 für {name}"),
                Lang::Ja => format!("{name}のコミの石{n}子×2"),
            });
        }
        let n = t.penalty[i];
        if n > 0 {
            parts.push(match lang {
                Lang::En => format!(
                    "{} ×2 for {name}",
                    stones(lang, n).replace("stone", "penalty stone")
                ),
                Lang::De => format!("{n} Strafsteine ×2 für {name}"),
                Lang::Ja => format!("{name}の罰の石{n}子×2"),
            });
        }
    }
    if parts.is_empty() {
        return match lang {
            Lang::En => "No winning points, no losing stones".into(),
            Lang::De => "Keine Gewinnpunkte, keine Verluststeine".into(),
            Lang::Ja => "勝ち点も負け石もなし".into(),
        };
    }
    parts.join(if lang == Lang::Ja { "、" } else { ", " })
}

fn caption(lang: Lang, c: Caption) -> String {
    let col = |c: Color| color(lang, c);
    let st = |n: u32| stones(lang, n);
    match lang {
        Lang::En => match c {
            Caption::Supply { stones } => format!(
                "Each bowl holds {}, half the board's points less one; its measuring frame shows them in holes of 5.",
                st(stones)
            ),
            Caption::RemoveDead { color, stones } => format!(
                "{}'s dead stones ({stones}) leave the board and go back to {}'s bowl.",
                col(color),
                col(color)
            ),
            Caption::Bowls { black, white } => format!(
                "With dead stones and prisoners back, Black's bowl holds {}, White's {}.",
                st(black),
                st(white)
            ),
            Caption::Compensation {
                to,
                stones,
                remainder_half,
            } => {
                let extra = if remainder_half > 0 {
                    format!(", and {} more that no stone can show", number(lang, remainder_half))
                } else {
                    String::new()
                };
                format!(
                    "Compensation: {} for {} in a separate area, 2 points each{extra}.",
                    st(stones),
                    col(to)
                )
            }
            Caption::Penalty {
                against, stones, ..
            } => format!(
                "Time penalty against {}: {} for {}, 2 points each.",
                col(against),
                st(stones),
                col(against.opponent())
            ),
            Caption::FillTerritory { color, points } => format!(
                "{} fills its territory from its own bowl, moving no stone: {points} points.",
                col(color)
            ),
            Caption::FillShared { color, points } => format!(
                "{} fills its half of the shared points: {points}.",
                col(color)
            ),
            Caption::SharedLeftEmpty { point } => {
                format!("The shared points are odd in number: {point} stays empty.")
            }
            Caption::WinningPoints {
                color,
                points,
                place: p,
            } => format!(
                "{}'s bowl is empty: {points} empty points are its winning points, gathered {}.",
                col(color),
                place(lang, p)
            ),
            Caption::LeftInBowls { black, white } => format!(
                "Left in the bowls: Black {}, White {}. These are losing stones.",
                st(black),
                st(white)
            ),
            Caption::LosingStones { color, stones } => format!(
                "{}'s losing stones ({stones}) go into {}'s winning points.",
                col(color),
                col(color.opponent())
            ),
            Caption::Difference { tally, outcome: o } => {
                format!("{}: {}.", tally_words(lang, tally), outcome(lang, o))
            }
        },
        Lang::De => match c {
            Caption::Supply { stones } => format!(
                "Jede Schale enthält {}, die Hälfte der Punkte weniger einen; der Meßrahmen zeigt sie in Löchern zu 5.",
                st(stones)
            ),
            Caption::RemoveDead { color, stones } => format!(
                "Die toten Steine von {} ({stones}) verlassen das Brett und gehen zurück in seine Schale.",
                col(color)
            ),
            Caption::Bowls { black, white } => format!(
                "Tote Steine und Gefangene zurück: Schwarz hat {} in der Schale, Weiß {}.",
                st(black),
                st(white)
            ),
            Caption::Compensation {
                to,
                stones,
                remainder_half,
            } => {
                let extra = if remainder_half > 0 {
                    format!(", dazu {} Punkte, die kein Stein zeigt", number(lang, remainder_half))
                } else {
                    String::new()
                };
                format!(
                    "Kompensation: {} für {} in einem eigenen Bereich, je 2 Punkte{extra}.",
                    st(stones),
                    col(to)
                )
            }
            Caption::Penalty {
                against, stones, ..
            } => format!(
                "Zeitstrafe gegen {}: {} für {}, je 2 Punkte.",
                col(against),
                st(stones),
                col(against.opponent())
            ),
            Caption::FillTerritory { color, points } => format!(
                "{} füllt sein Gebiet aus der eigenen Schale auf, ohne Steine zu versetzen: {points} Punkte.",
                col(color)
            ),
            Caption::FillShared { color, points } => format!(
                "{} füllt seine Hälfte der gemeinsamen Punkte: {points}.",
                col(color)
            ),
            Caption::SharedLeftEmpty { point } => {
                format!("Die Zahl der gemeinsamen Punkte ist ungerade: {point} bleibt leer.")
            }
            Caption::WinningPoints {
                color,
                points,
                place: p,
            } => format!(
                "Die Schale von {} ist leer: {points} leere Punkte sind seine Gewinnpunkte, {}.",
                col(color),
                place(lang, p)
            ),
            Caption::LeftInBowls { black, white } => format!(
                "In den Schalen bleiben Schwarz {}, Weiß {}: das sind Verluststeine.",
                st(black),
                st(white)
            ),
            Caption::LosingStones { color, stones } => format!(
                "Die Verluststeine von {} ({stones}) gehen in die Gewinnpunkte von {}.",
                col(color),
                col(color.opponent())
            ),
            Caption::Difference { tally, outcome: o } => {
                format!("{}: {}.", tally_words(lang, tally), outcome(lang, o))
            }
        },
        Lang::Ja => match c {
            Caption::Supply { stones } => format!(
                "各碁笥に{}（交点の半分から1を引いた数）。計量枠の穴に5子ずつ入れて確かめる。",
                st(stones)
            ),
            Caption::RemoveDead { color, stones } => format!(
                "{}の死に石{}を盤から取り、{}の碁笥に戻す。",
                col(color),
                st(stones),
                col(color)
            ),
            Caption::Bowls { black, white } => format!(
                "死に石とアゲハマを戻すと、黒の碁笥に{}、白に{}。",
                st(black),
                st(white)
            ),
            Caption::Compensation {
                to,
                stones,
                remainder_half,
            } => {
                let extra = if remainder_half > 0 {
                    format!("、石で示せない{}点", number(lang, remainder_half))
                } else {
                    String::new()
                };
                format!(
                    "コミ：{}に{}を別の場所に置く（1子2点）{extra}。",
                    col(to),
                    st(stones)
                )
            }
            Caption::Penalty {
                against, stones, ..
            } => format!(
                "{}への時間の罰：{}に{}（1子2点）。",
                col(against),
                col(against.opponent()),
                st(stones)
            ),
            Caption::FillTerritory { color, points } => format!(
                "{}が自分の碁笥から自分の地を埋める（石は動かさない）：{points}点。",
                col(color)
            ),
            Caption::FillShared { color, points } => {
                format!("{}が共有点の半分を埋める：{points}点。", col(color))
            }
            Caption::SharedLeftEmpty { point } => {
                format!("共有点が奇数：{point}は空けておく。")
            }
            Caption::WinningPoints {
                color,
                points,
                place: p,
            } => format!(
                "{}の碁笥が空：残る{points}の空点が勝ち点、{}に集める。",
                col(color),
                place(lang, p)
            ),
            Caption::LeftInBowls { black, white } => format!(
                "碁笥に残った石：黒{}、白{}。これが負け石。",
                st(black),
                st(white)
            ),
            Caption::LosingStones { color, stones } => format!(
                "{}の負け石{}を{}の勝ち点に入れる。",
                col(color),
                st(stones),
                col(color.opponent())
            ),
            Caption::Difference { tally, outcome: o } => {
                format!("{}：{}。", tally_words(lang, tally), outcome(lang, o))
            }
        },
    }
}

fn count_error(lang: Lang, e: &CountError) -> String {
    match (lang, e) {
        (Lang::En, CountError::SizeMismatch { .. }) => {
            "The dead stones were marked on another board size: no fill-in count.".into()
        }
        (Lang::De, CountError::SizeMismatch { .. }) => {
            "Die toten Steine gehören zu einer anderen Brettgröße: keine Auffüllzählung.".into()
        }
        (Lang::Ja, CountError::SizeMismatch { .. }) => {
            "死に石の指定が別の盤の大きさのもの：埋めによる計点はできません。".into()
        }
        (
            Lang::En,
            CountError::SupplyExceeded {
                color: c,
                on_board,
                supply,
            },
        ) => format!(
            "No fill-in count: {} has {on_board} stones on the board, more than the {supply} of its bowl (B-4).",
            color(lang, *c)
        ),
        (
            Lang::De,
            CountError::SupplyExceeded {
                color: c,
                on_board,
                supply,
            },
        ) => format!(
            "Keine Auffüllzählung: {} hat {on_board} Steine auf dem Brett, mehr als die {supply} seiner Schale (B-4).",
            color(lang, *c)
        ),
        (
            Lang::Ja,
            CountError::SupplyExceeded {
                color: c,
                on_board,
                supply,
            },
        ) => format!(
            "埋めによる計点はできません：{}の盤上の石{on_board}子が碁笥の{supply}子より多い（B-4）。",
            color(lang, *c)
        ),
    }
}

pub fn text(lang: Lang, text: FillInText) -> String {
    use FillInText as T;
    let words: [&str; 3] = match text {
        T::Title => ["Fill-in count (Ing)", "Auffüllzählung (Ing)", "計点（応氏・埋め）"],
        T::Controls => ["Fill-in playback", "Ablauf der Auffüllzählung", "計点の再生"],
        T::Play => ["Play", "Abspielen", "再生"],
        T::Pause => ["Pause", "Pause", "一時停止"],
        T::First => ["First step", "Erster Schritt", "最初"],
        T::Last => ["Result", "Ergebnis", "結果"],
        T::Back => ["Step back", "Schritt zurück", "一つ戻る"],
        T::Forward => ["Step forward", "Schritt vor", "一つ進む"],
        T::Close => ["Close the count", "Zählung schließen", "計点を閉じる"],
        T::Speed => ["Speed", "Tempo", "速さ"],
        T::CompensationArea => ["Compensation", "Kompensation", "コミの石"],
        T::NoCompensation => ["none", "keine", "なし"],
        T::Result => ["Result", "Ergebnis", "結果"],
        T::KeysHelp => [
            "Space: play or pause · ←/→: step · Home/End: first/result · Esc: close",
            "Leertaste: Abspielen/Pause · ←/→: Schritt · Pos1/Ende: Anfang/Ergebnis · Esc: schließen",
            "スペース：再生・停止 · ←/→：一段階 · Home/End：最初/結果 · Esc：閉じる",
        ],
        T::Under(Scoring::Territory) => ["Territory counting", "Gebietszählung", "日本式（地）"],
        T::Under(Scoring::Area) => ["Area counting", "Flächenzählung", "中国式（地と石）"],
        T::Under(Scoring::IngFillIn) => ["Fill-in counting", "Auffüllzählung", "応氏の埋め"],
        T::SpeedName(s) => {
            let name = match s {
                Speed::Half => "½×",
                Speed::Normal => "1×",
                Speed::Double => "2×",
                Speed::Quadruple => "4×",
            };
            [name; 3]
        }
        T::StepOf { number, of } => {
            return match lang {
                Lang::En => format!("Step {number} of {of}"),
                Lang::De => format!("Schritt {number} von {of}"),
                Lang::Ja => format!("{of}段階中の{number}"),
            }
        }
        T::Caption(c) => return caption(lang, c),
        T::Bowl(c) => {
            return match lang {
                Lang::En => format!("{}'s bowl", color(lang, c)),
                Lang::De => format!("Schale von {}", color(lang, c)),
                Lang::Ja => format!("{}の碁笥", color(lang, c)),
            }
        }
        T::Stones(n) => return stones(lang, n),
        T::Frame {
            full_holes,
            partial,
            reserve,
        } => {
            return match lang {
                Lang::En => format!(
                    "Measuring frame: {full_holes} of 36 holes full (5 each), {partial} in the next, {reserve} in the centre"
                ),
                Lang::De => format!(
                    "Meßrahmen: {full_holes} von 36 Löchern voll (je 5), {partial} im nächsten, {reserve} in der Mitte"
                ),
                Lang::Ja => format!(
                    "計量枠：36穴のうち{full_holes}穴が満杯（各5子）、次の穴に{partial}子、中央に{reserve}子"
                ),
            }
        }
        T::CompensationFor { to, stones: n } => {
            return match lang {
                Lang::En => format!("{} for {}", stones(lang, n), color(lang, to)),
                Lang::De => format!("{} für {}", stones(lang, n), color(lang, to)),
                Lang::Ja => format!("{}に{}", color(lang, to), stones(lang, n)),
            }
        }
        T::Outcome(o) => return outcome(lang, o),
    };
    words[lang.index()].to_string()
}

pub fn said(lang: Lang, said: &FillInSaid) -> String {
    match said {
        FillInSaid::Step {
            number,
            of,
            caption: c,
        } => format!(
            "{}: {}",
            text(
                lang,
                FillInText::StepOf {
                    number: *number,
                    of: *of
                }
            ),
            caption(lang, *c)
        ),
        FillInSaid::CannotCount(e) => count_error(lang, e),
        FillInSaid::Closed => match lang {
            Lang::En => "Fill-in count closed.".into(),
            Lang::De => "Auffüllzählung geschlossen.".into(),
            Lang::Ja => "計点を閉じました。".into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::Point;

    fn all_captions() -> Vec<Caption> {
        let p = Point::parse("E5").unwrap();
        let o = Outcome::from_margin(-2, None);
        vec![
            Caption::Supply { stones: 40 },
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
            },
            Caption::FillTerritory {
                color: Color::Black,
                points: 12,
            },
            Caption::FillShared {
                color: Color::White,
                points: 2,
            },
            Caption::SharedLeftEmpty { point: p },
            Caption::WinningPoints {
                color: Color::White,
                points: 4,
                place: Place::Corner(p),
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
                outcome: o,
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
        assert_eq!(outcome(Lang::Ja, o), "白の3.5目勝ち");
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
        let en = said(Lang::En, &FillInSaid::CannotCount(e.clone()));
        assert!(
            en.contains("25") && en.contains("24") && en.contains("Black"),
            "{en}"
        );
        let de = said(Lang::De, &FillInSaid::CannotCount(e));
        assert!(de.contains("Schwarz"), "{de}");
    }
}
