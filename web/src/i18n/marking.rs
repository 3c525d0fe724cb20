//! The catalogue's words for the marking view and the comparison of counts, in the
//! three languages.

use hotstone_rules::Reason;
use hotstone_rules::{Color, Komi, Method, Outcome, Point};

use super::Lang;
use crate::state::marking::{CompareKomi, MarkingSaid, Mode};

/// A message of the marking view.
#[derive(Debug, Clone, Copy)]
pub enum MarkingText<'a> {
    /// Appended to a point's accessible name: ", dead", ", disputed", ", Black's
    /// territory"; empty when there is nothing to add.
    PointState {
        dead: bool,
        disputed: bool,
        territory: Option<Color>,
    },
    Title,
    /// How to mark, in one sentence.
    HowTo,
    ModeLabel,
    ModeName(Mode),
    MarkerLabel,
    /// "Black's marks".
    MarkerName(Color),
    /// The merged view (C-6) in numbers of strings.
    Summary {
        alive: usize,
        dead: usize,
        disputed: usize,
    },
    /// One disputed string: its first point, its size, who says it is dead.
    Disputed {
        first: Point,
        stones: usize,
        dead_by: Color,
    },
    ResumeToSettle,
    /// Under Ing: what resuming does (M-5).
    ResumeExplained,
    /// Elsewhere: a referee decides (C-6, 003 a).
    RefereeDecides,
    Reset,
    UndoMark,
    /// Why the fill-in count waits.
    FillInWaits,
    ResultTitle,
    /// "Result (Simple rules, komi 5.5): B+5".
    Result {
        outcome: Outcome,
        method: Method,
    },
    /// One side's count under a method.
    SideCount {
        color: Color,
        method: Method,
        stones: usize,
        territory: usize,
        prisoners: usize,
    },
    CompareTitle,
    CompareKomiLabel,
    CompareKomiName(CompareKomi),
    MethodName(Method),
    /// The row heads of the comparison table.
    RowRules,
    RowKomi,
    RowBlack,
    RowWhite,
    RowResult,
    /// A compensation in half points (komi plus handicap points).
    Komi(i32),
    /// A count the method cannot make (fill-in: more stones than the bowl holds, B-4).
    CannotCount(Method),
    /// The verdict: all the same result, the same winner, or not.
    Verdict {
        agree: bool,
        same_winner: bool,
    },
    ReasonsTitle,
    Reason(&'a Reason),
    /// The panel's key to the board's marks.
    LegendDead,
    LegendTerritory,
    LegendDisputed,
}

pub fn text(lang: Lang, text: MarkingText<'_>) -> String {
    match lang {
        Lang::En => en(text),
        Lang::De => de(text),
        Lang::Ja => ja(text),
    }
}

pub fn said(lang: Lang, said: &MarkingSaid) -> String {
    match lang {
        Lang::En => en_said(said),
        Lang::De => de_said(said),
        Lang::Ja => ja_said(said),
    }
}

fn komi_en(half: i32) -> String {
    Komi::from_half_points(half).to_string()
}

fn komi_de(half: i32) -> String {
    komi_en(half).replace('.', ",")
}

fn methods(list: &[Method], name: fn(Method) -> &'static str, sep: &str) -> String {
    list.iter().map(|&m| name(m)).collect::<Vec<_>>().join(sep)
}

// --- English -------------------------------------------------------------------------

fn color_en(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}

fn method_en(m: Method) -> &'static str {
    match m {
        Method::Territory => "Territory",
        Method::Area => "Area",
        Method::FillIn => "Fill-in (Ing)",
    }
}

fn n_en(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn en(t: MarkingText<'_>) -> String {
    match t {
        MarkingText::PointState {
            dead,
            disputed,
            territory,
        } => {
            let mut s = String::new();
            if dead {
                s.push_str(", dead");
            }
            if disputed {
                s.push_str(", disputed");
            }
            if let Some(c) = territory {
                s.push_str(&format!(", {}'s territory", color_en(c)));
            }
            s
        }
        MarkingText::Title => "Dead stones".into(),
        MarkingText::HowTo => "Click a stone (or press Enter on it) to mark its whole string dead, again to mark it alive. The marks start from Hotstone's suggestion.".into(),
        MarkingText::ModeLabel => "Who marks".into(),
        MarkingText::ModeName(Mode::One) => "One marking".into(),
        MarkingText::ModeName(Mode::Each) => "Each player marks".into(),
        MarkingText::MarkerLabel => "Marking now".into(),
        MarkingText::MarkerName(c) => format!("{}'s marks", color_en(c)),
        MarkingText::Summary {
            alive,
            dead,
            disputed,
        } => format!(
            "Agreed alive: {}. Agreed dead: {}. Disputed: {}.",
            n_en(alive, "string", "strings"),
            n_en(dead, "string", "strings"),
            n_en(disputed, "string", "strings")
        ),
        MarkingText::Disputed {
            first,
            stones,
            dead_by,
        } => format!(
            "{first} ({}): {} says dead, {} says alive.",
            n_en(stones, "stone", "stones"),
            color_en(dead_by),
            color_en(dead_by.opponent())
        ),
        MarkingText::ResumeToSettle => "Resume play to settle".into(),
        MarkingText::ResumeExplained => "Under Ing rules a dispute is settled on the board: play resumes, and after two more passes the stones are marked again (M-5).".into(),
        MarkingText::RefereeDecides => "The players disagree: a referee decides: life and death stone by stone, then territory, else a judgement of the whole position, else a draw (C-6). Change the marks to agree, or reset them.".into(),
        MarkingText::Reset => "Reset to suggestion".into(),
        MarkingText::UndoMark => "Undo mark".into(),
        MarkingText::FillInWaits => "The fill-in count waits until no string is disputed.".into(),
        MarkingText::LegendDead => "Dead stone (faded, dashed rim)".into(),
        MarkingText::LegendTerritory => "Territory: a square in the owner's colour".into(),
        MarkingText::LegendDisputed => "Disputed string (dashed ring)".into(),
        MarkingText::ResultTitle => "Result".into(),
        MarkingText::Result { outcome, method } => format!(
            "{} counting: {}",
            method_en(method),
            outcome_en(outcome)
        ),
        MarkingText::SideCount {
            color,
            method,
            stones,
            territory,
            prisoners,
        } => match method {
            Method::Territory => format!(
                "{}: {} territory + {} prisoners = {}",
                color_en(color),
                territory,
                prisoners,
                territory + prisoners
            ),
            _ => format!(
                "{}: {} stones + {} territory = {}",
                color_en(color),
                stones,
                territory,
                stones + territory
            ),
        },
        MarkingText::CompareTitle => "Comparing counts".into(),
        MarkingText::CompareKomiLabel => "Compensation".into(),
        MarkingText::CompareKomiName(CompareKomi::Game) => "This game's komi".into(),
        MarkingText::CompareKomiName(CompareKomi::Customary) => {
            "Each ruleset's usual komi (Japanese, Chinese, Ing)".into()
        }
        MarkingText::MethodName(m) => method_en(m).into(),
        MarkingText::RowRules => "Method".into(),
        MarkingText::RowKomi => "Komi".into(),
        MarkingText::RowBlack => "Black".into(),
        MarkingText::RowWhite => "White".into(),
        MarkingText::RowResult => "Result".into(),
        MarkingText::Komi(half) => komi_en(half),
        MarkingText::CannotCount(_) => {
            "cannot count: more stones on the board than a bowl holds (B-4)".into()
        }
        MarkingText::Verdict { agree: true, .. } => "All three methods give the same result.".into(),
        MarkingText::Verdict {
            same_winner: true, ..
        } => "The same winner, by different margins.".into(),
        MarkingText::Verdict { .. } => "The methods do not agree on the winner.".into(),
        MarkingText::ReasonsTitle => "Why they differ".into(),
        MarkingText::Reason(r) => reason_en(r),
    }
}

fn outcome_en(o: Outcome) -> String {
    match o {
        Outcome::Counted { winner: None, .. } => "a draw".into(),
        Outcome::Counted {
            winner: Some(w),
            by_tie_rule: true,
            ..
        } => format!("{} wins the tie ({})", color_en(w), o.result()),
        Outcome::Counted {
            winner: Some(w),
            margin_half,
            ..
        } => format!(
            "{} wins by {} ({})",
            color_en(w),
            komi_en(margin_half as i32),
            o.result()
        ),
        other => other.result(),
    }
}

fn reason_en(r: &Reason) -> String {
    match r {
        Reason::StonesAndPrisoners {
            black_stones,
            white_stones,
            black_prisoners,
            white_prisoners,
            black_gain,
        } => format!(
            "Prisoners: territory counting adds prisoners (Black {black_prisoners}, White {white_prisoners}), area counting counts stones on the board (Black {black_stones}, White {white_stones}). That moves the margin {} toward {} under area counting (C-1, C-4).",
            n_en(black_gain.unsigned_abs() as usize, "point", "points"),
            if *black_gain > 0 { "Black" } else { "White" }
        ),
        Reason::SekiEyes { black, white, .. } => format!(
            "Seki: eyes of stones in seki (Black {black}, White {white}) are territory under area and fill-in counting, but nobody's under territory counting (C-4)."
        ),
        Reason::Compensation {
            territory_half,
            area_half,
            fill_in_half,
        } => format!(
            "Compensation: White receives {} under territory, {} under area, {} under fill-in counting (C-3, C-4, C-5).",
            komi_en(*territory_half),
            komi_en(*area_half),
            komi_en(*fill_in_half)
        ),
        Reason::HalfPoint { remainder_half } => format!(
            "Fill-in shows compensation as stones worth 2 points each; the remainder, {}, which no stone can show, still counts (C-2).",
            komi_en(*remainder_half as i32)
        ),
        Reason::TieRule { winner, methods: m } => format!(
            "Tie rule: with no difference, {} wins under {} (C-3: Black wins a tie under Ing).",
            color_en(*winner),
            methods(m, method_en, ", ")
        ),
        Reason::Draw { methods: m } => format!(
            "Draw: a whole komi leaves no difference under {} (C-4).",
            methods(m, method_en, ", ")
        ),
    }
}

fn en_said(s: &MarkingSaid) -> String {
    match s {
        MarkingSaid::Marked {
            point,
            stones,
            dead,
            by,
            disputed,
        } => {
            let who = by.map_or(String::new(), |c| format!("{}: ", color_en(c)));
            let what = if *dead { "dead" } else { "alive" };
            let mut s = format!(
                "{who}{point} marked {what} ({}).",
                n_en(*stones, "stone", "stones")
            );
            if *disputed > 0 {
                s.push_str(&format!(
                    " Disputed: {}.",
                    n_en(*disputed, "string", "strings")
                ));
            }
            s
        }
        MarkingSaid::NoStone(p) => format!("{p} is empty: only stones can be marked dead."),
        MarkingSaid::Mode(m) => format!("{}.", en(MarkingText::ModeName(*m))),
        MarkingSaid::Marker(c) => format!("Now marking: {}.", en(MarkingText::MarkerName(*c))),
        MarkingSaid::Reset => "Marks reset to the suggestion.".into(),
        MarkingSaid::UndidMark => "Last mark undone.".into(),
        MarkingSaid::Resumed(n) => format!(
            "Play resumes to settle {} on the board (Ing, M-5).",
            n_en(*n, "disputed string", "disputed strings")
        ),
    }
}

// --- German --------------------------------------------------------------------------

fn color_de(c: Color) -> &'static str {
    match c {
        Color::Black => "Schwarz",
        Color::White => "Weiß",
    }
}

fn method_de(m: Method) -> &'static str {
    match m {
        Method::Territory => "Gebietszählung",
        Method::Area => "Flächenzählung",
        Method::FillIn => "Auffüllzählung (Ing)",
    }
}

fn n_de(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn de(t: MarkingText<'_>) -> String {
    match t {
        MarkingText::PointState {
            dead,
            disputed,
            territory,
        } => {
            let mut s = String::new();
            if dead {
                s.push_str(", tot");
            }
            if disputed {
                s.push_str(", strittig");
            }
            if let Some(c) = territory {
                s.push_str(&format!(", Gebiet von {}", color_de(c)));
            }
            s
        }
        MarkingText::Title => "Tote Steine".into(),
        MarkingText::HowTo => "Einen Stein anklicken (oder Enter darauf drücken) markiert seine ganze Kette als tot, ein zweites Mal wieder als lebendig. Die Markierung beginnt mit Hotstones Vorschlag.".into(),
        MarkingText::ModeLabel => "Wer markiert".into(),
        MarkingText::ModeName(Mode::One) => "Eine Markierung".into(),
        MarkingText::ModeName(Mode::Each) => "Jeder Spieler markiert".into(),
        MarkingText::MarkerLabel => "Jetzt markiert".into(),
        MarkingText::MarkerName(c) => format!("Markierung von {}", color_de(c)),
        MarkingText::Summary {
            alive,
            dead,
            disputed,
        } => format!(
            "Einig lebendig: {}. Einig tot: {}. Strittig: {}.",
            n_de(alive, "Kette", "Ketten"),
            n_de(dead, "Kette", "Ketten"),
            n_de(disputed, "Kette", "Ketten")
        ),
        MarkingText::Disputed {
            first,
            stones,
            dead_by,
        } => format!(
            "{first} ({}): {} sagt tot, {} sagt lebendig.",
            n_de(stones, "Stein", "Steine"),
            color_de(dead_by),
            color_de(dead_by.opponent())
        ),
        MarkingText::ResumeToSettle => "Weiterspielen, um zu klären".into(),
        MarkingText::ResumeExplained => "Nach Ings Regeln wird ein Streit auf dem Brett entschieden: Das Spiel geht weiter, und nach zwei weiteren Pässen wird neu markiert (M-5).".into(),
        MarkingText::RefereeDecides => "Die Spieler sind sich nicht einig: Ein Schiedsrichter entscheidet: über Leben und Tod Stein für Stein, dann über das Gebiet, sonst nach der ganzen Stellung, sonst ist die Partie unentschieden (C-6). Die Markierung ändern, um sich zu einigen, oder zurücksetzen.".into(),
        MarkingText::Reset => "Auf Vorschlag zurücksetzen".into(),
        MarkingText::UndoMark => "Markierung zurücknehmen".into(),
        MarkingText::FillInWaits => "Die Auffüllzählung wartet, bis keine Kette mehr strittig ist.".into(),
        MarkingText::LegendDead => "Toter Stein (blass, gestrichelter Rand)".into(),
        MarkingText::LegendTerritory => "Gebiet: ein Quadrat in der Farbe des Besitzers".into(),
        MarkingText::LegendDisputed => "Strittige Kette (gestrichelter Ring)".into(),
        MarkingText::ResultTitle => "Ergebnis".into(),
        MarkingText::Result { outcome, method } => {
            format!("{}: {}", method_de(method), outcome_de(outcome))
        }
        MarkingText::SideCount {
            color,
            method,
            stones,
            territory,
            prisoners,
        } => match method {
            Method::Territory => format!(
                "{}: {} Gebiet + {} Gefangene = {}",
                color_de(color),
                territory,
                prisoners,
                territory + prisoners
            ),
            _ => format!(
                "{}: {} Steine + {} Gebiet = {}",
                color_de(color),
                stones,
                territory,
                stones + territory
            ),
        },
        MarkingText::CompareTitle => "Zählweisen im Vergleich".into(),
        MarkingText::CompareKomiLabel => "Ausgleich".into(),
        MarkingText::CompareKomiName(CompareKomi::Game) => "Komi dieser Partie".into(),
        MarkingText::CompareKomiName(CompareKomi::Customary) => {
            "Übliche Komi je Regelwerk (japanisch, chinesisch, Ing)".into()
        }
        // Soft hyphens let the comparison's narrow column heads break at the joint.
        MarkingText::MethodName(m) => method_de(m).replace("zählung", "\u{ad}zählung"),
        MarkingText::RowRules => "Zählweise".into(),
        MarkingText::RowKomi => "Komi".into(),
        MarkingText::RowBlack => "Schwarz".into(),
        MarkingText::RowWhite => "Weiß".into(),
        MarkingText::RowResult => "Ergebnis".into(),
        MarkingText::Komi(half) => komi_de(half),
        MarkingText::CannotCount(_) => {
            "nicht zählbar: mehr Steine auf dem Brett, als eine Schale fasst (B-4)".into()
        }
        MarkingText::Verdict { agree: true, .. } => {
            "Alle drei Zählweisen ergeben dasselbe Ergebnis.".into()
        }
        MarkingText::Verdict {
            same_winner: true, ..
        } => "Derselbe Sieger, mit verschiedenem Abstand.".into(),
        MarkingText::Verdict { .. } => "Die Zählweisen ergeben verschiedene Sieger.".into(),
        MarkingText::ReasonsTitle => "Warum sie sich unterscheiden".into(),
        MarkingText::Reason(r) => reason_de(r),
    }
}

fn outcome_de(o: Outcome) -> String {
    match o {
        Outcome::Counted { winner: None, .. } => "unentschieden".into(),
        Outcome::Counted {
            winner: Some(w),
            by_tie_rule: true,
            ..
        } => format!("{} gewinnt bei Gleichstand ({})", color_de(w), o.result()),
        Outcome::Counted {
            winner: Some(w),
            margin_half,
            ..
        } => format!(
            "{} gewinnt mit {} Punkten ({})",
            color_de(w),
            komi_de(margin_half as i32),
            o.result().replace('.', ",")
        ),
        other => other.result(),
    }
}

fn reason_de(r: &Reason) -> String {
    match r {
        Reason::StonesAndPrisoners {
            black_stones,
            white_stones,
            black_prisoners,
            white_prisoners,
            black_gain,
        } => format!(
            "Gefangene: Die Gebietszählung zählt Gefangene (Schwarz {black_prisoners}, Weiß {white_prisoners}), die Flächenzählung die Steine auf dem Brett (Schwarz {black_stones}, Weiß {white_stones}). Bei der Flächenzählung verschiebt das den Abstand um {} zugunsten von {} (C-1, C-4).",
            n_de(black_gain.unsigned_abs() as usize, "Punkt", "Punkte"),
            if *black_gain > 0 { "Schwarz" } else { "Weiß" }
        ),
        Reason::SekiEyes { black, white, .. } => format!(
            "Seki: Augen von Steinen im Seki (Schwarz {black}, Weiß {white}) sind bei Flächen- und Auffüllzählung Gebiet, bei der Gebietszählung zählen sie für niemanden (C-4)."
        ),
        Reason::Compensation {
            territory_half,
            area_half,
            fill_in_half,
        } => format!(
            "Ausgleich: Weiß erhält {} bei der Gebiets-, {} bei der Flächen- und {} bei der Auffüllzählung (C-3, C-4, C-5).",
            komi_de(*territory_half),
            komi_de(*area_half),
            komi_de(*fill_in_half)
        ),
        Reason::HalfPoint { remainder_half } => format!(
            "Die Auffüllzählung legt den Ausgleich als Steine zu je 2 Punkten; der Rest von {}, den kein Stein zeigen kann, zählt trotzdem (C-2).",
            komi_de(*remainder_half as i32)
        ),
        Reason::TieRule { winner, methods: m } => format!(
            "Gleichstand: Ohne Differenz gewinnt {} bei {} (C-3: nach Ing gewinnt Schwarz bei Gleichstand).",
            color_de(*winner),
            methods(m, method_de, ", ")
        ),
        Reason::Draw { methods: m } => format!(
            "Unentschieden: Ein ganzzahliges Komi lässt bei {} keine Differenz (C-4).",
            methods(m, method_de, ", ")
        ),
    }
}

fn de_said(s: &MarkingSaid) -> String {
    match s {
        MarkingSaid::Marked {
            point,
            stones,
            dead,
            by,
            disputed,
        } => {
            let who = by.map_or(String::new(), |c| format!("{}: ", color_de(c)));
            let what = if *dead { "tot" } else { "lebendig" };
            let mut s = format!(
                "{who}{point} als {what} markiert ({}).",
                n_de(*stones, "Stein", "Steine")
            );
            if *disputed > 0 {
                s.push_str(&format!(
                    " Strittig: {}.",
                    n_de(*disputed, "Kette", "Ketten")
                ));
            }
            s
        }
        MarkingSaid::NoStone(p) => {
            format!("{p} ist leer: Nur Steine können als tot markiert werden.")
        }
        MarkingSaid::Mode(m) => format!("{}.", de(MarkingText::ModeName(*m))),
        MarkingSaid::Marker(c) => format!("Jetzt: {}.", de(MarkingText::MarkerName(*c))),
        MarkingSaid::Reset => "Markierung auf den Vorschlag zurückgesetzt.".into(),
        MarkingSaid::UndidMark => "Letzte Markierung zurückgenommen.".into(),
        MarkingSaid::Resumed(n) => format!(
            "Das Spiel geht weiter, um {} auf dem Brett zu klären (Ing, M-5).",
            n_de(*n, "strittige Kette", "strittige Ketten")
        ),
    }
}

// --- Japanese ------------------------------------------------------------------------

fn color_ja(c: Color) -> &'static str {
    match c {
        Color::Black => "黒",
        Color::White => "白",
    }
}

fn method_ja(m: Method) -> &'static str {
    match m {
        Method::Territory => "地の計算",
        Method::Area => "石と地の計算（数え）",
        Method::FillIn => "計点（埋め・応氏）",
    }
}

fn ja(t: MarkingText<'_>) -> String {
    match t {
        MarkingText::PointState {
            dead,
            disputed,
            territory,
        } => {
            let mut s = String::new();
            if dead {
                s.push_str("、死に石");
            }
            if disputed {
                s.push_str("、意見が分かれている");
            }
            if let Some(c) = territory {
                s.push_str(&format!("、{}の地", color_ja(c)));
            }
            s
        }
        MarkingText::Title => "死に石".into(),
        MarkingText::HowTo => "石をクリック（またはEnter）すると、その連全体を死に石にします。もう一度で生きに戻ります。最初はHotstoneの提案です。".into(),
        MarkingText::ModeLabel => "誰が指定するか".into(),
        MarkingText::ModeName(Mode::One) => "一人で指定".into(),
        MarkingText::ModeName(Mode::Each) => "対局者がそれぞれ指定".into(),
        MarkingText::MarkerLabel => "指定中".into(),
        MarkingText::MarkerName(c) => format!("{}の指定", color_ja(c)),
        MarkingText::Summary {
            alive,
            dead,
            disputed,
        } => format!("合意した生き：{alive}連。合意した死に：{dead}連。不一致：{disputed}連。"),
        MarkingText::Disputed {
            first,
            stones,
            dead_by,
        } => format!(
            "{first}（{stones}子）：{}は死に、{}は生きと主張。",
            color_ja(dead_by),
            color_ja(dead_by.opponent())
        ),
        MarkingText::ResumeToSettle => "対局を再開して決着".into(),
        MarkingText::ResumeExplained => "応氏ルールでは意見の不一致は盤上で決着します。対局を再開し、再び二人がパスしたら改めて指定します（M-5）。".into(),
        MarkingText::RefereeDecides => "意見が分かれています。審判が判定します。まず石ごとの死活、次に地、それでも決まらなければ局面全体の判断、最後は引き分けです（C-6）。指定を変えて合意するか、リセットしてください。".into(),
        MarkingText::Reset => "提案に戻す".into(),
        MarkingText::UndoMark => "指定を戻す".into(),
        MarkingText::FillInWaits => "不一致の連がなくなるまで計点（埋め）は表示できません。".into(),
        MarkingText::LegendDead => "死に石（薄く、破線の縁）".into(),
        MarkingText::LegendTerritory => "地：持ち主の色の四角".into(),
        MarkingText::LegendDisputed => "意見の分かれる連（破線の輪）".into(),
        MarkingText::ResultTitle => "結果".into(),
        MarkingText::Result { outcome, method } => {
            format!("{}：{}", method_ja(method), outcome_ja(outcome))
        }
        MarkingText::SideCount {
            color,
            method,
            stones,
            territory,
            prisoners,
        } => match method {
            Method::Territory => format!(
                "{}：地{territory} + アゲハマ{prisoners} = {}",
                color_ja(color),
                territory + prisoners
            ),
            _ => format!(
                "{}：石{stones} + 地{territory} = {}",
                color_ja(color),
                stones + territory
            ),
        },
        MarkingText::CompareTitle => "計算方法の比較".into(),
        MarkingText::CompareKomiLabel => "コミ".into(),
        MarkingText::CompareKomiName(CompareKomi::Game) => "この対局のコミ".into(),
        MarkingText::CompareKomiName(CompareKomi::Customary) => {
            "各ルールのコミ（日本・中国・応氏）".into()
        }
        MarkingText::MethodName(m) => method_ja(m).into(),
        MarkingText::RowRules => "方法".into(),
        MarkingText::RowKomi => "コミ".into(),
        MarkingText::RowBlack => "黒".into(),
        MarkingText::RowWhite => "白".into(),
        MarkingText::RowResult => "結果".into(),
        MarkingText::Komi(half) => komi_en(half),
        MarkingText::CannotCount(_) => "計算できません：碁笥の石数より多くの石が盤上にあります（B-4）".into(),
        MarkingText::Verdict { agree: true, .. } => "三つの方法で結果は同じです。".into(),
        MarkingText::Verdict {
            same_winner: true, ..
        } => "勝者は同じですが、差が違います。".into(),
        MarkingText::Verdict { .. } => "方法によって勝者が違います。".into(),
        MarkingText::ReasonsTitle => "違いの理由".into(),
        MarkingText::Reason(r) => reason_ja(r),
    }
}

fn outcome_ja(o: Outcome) -> String {
    match o {
        Outcome::Counted { winner: None, .. } => "持碁（引き分け）".into(),
        Outcome::Counted {
            winner: Some(w),
            by_tie_rule: true,
            ..
        } => format!("同点で{}の勝ち（{}）", color_ja(w), o.result()),
        Outcome::Counted {
            winner: Some(w),
            margin_half,
            ..
        } => format!(
            "{}の{}目勝ち（{}）",
            color_ja(w),
            komi_en(margin_half as i32),
            o.result()
        ),
        other => other.result(),
    }
}

fn reason_ja(r: &Reason) -> String {
    match r {
        Reason::StonesAndPrisoners {
            black_stones,
            white_stones,
            black_prisoners,
            white_prisoners,
            black_gain,
        } => format!(
            "アゲハマ：地の計算はアゲハマ（黒{black_prisoners}、白{white_prisoners}）を数え、数えでは盤上の石（黒{black_stones}、白{white_stones}）を数えます。そのため数えでは差が{}に{}目動きます（C-1、C-4）。",
            if *black_gain > 0 { "黒" } else { "白" },
            black_gain.abs()
        ),
        Reason::SekiEyes { black, white, .. } => format!(
            "セキ：セキの石の眼（黒{black}、白{white}）は数えと計点では地ですが、地の計算では誰の地にもなりません（C-4）。"
        ),
        Reason::Compensation {
            territory_half,
            area_half,
            fill_in_half,
        } => format!(
            "コミ：白は地の計算で{}、数えで{}、計点で{}を受け取ります（C-3、C-4、C-5）。",
            komi_en(*territory_half),
            komi_en(*area_half),
            komi_en(*fill_in_half)
        ),
        Reason::HalfPoint { remainder_half } => format!(
            "計点ではコミを1子2点の石で置きます。石で示せない{}点も数えます（C-2）。",
            komi_en(*remainder_half as i32)
        ),
        Reason::TieRule { winner, methods: m } => format!(
            "同点：差がなければ{}では{}の勝ちです（C-3：応氏ルールでは同点は黒の勝ち）。",
            methods(m, method_ja, "、"),
            color_ja(*winner)
        ),
        Reason::Draw { methods: m } => format!(
            "持碁：整数のコミのため{}では差がありません（C-4）。",
            methods(m, method_ja, "、")
        ),
    }
}

fn ja_said(s: &MarkingSaid) -> String {
    match s {
        MarkingSaid::Marked {
            point,
            stones,
            dead,
            by,
            disputed,
        } => {
            let who = by.map_or(String::new(), |c| format!("{}：", color_ja(c)));
            let what = if *dead { "死に" } else { "生き" };
            let mut s = format!("{who}{point}（{stones}子）を{what}にしました。");
            if *disputed > 0 {
                s.push_str(&format!("不一致：{disputed}連。"));
            }
            s
        }
        MarkingSaid::NoStone(p) => format!("{p}は空点です。死に石にできるのは石だけです。"),
        MarkingSaid::Mode(m) => format!("{}。", ja(MarkingText::ModeName(*m))),
        MarkingSaid::Marker(c) => format!("{}に切り替えました。", ja(MarkingText::MarkerName(*c))),
        MarkingSaid::Reset => "提案に戻しました。".into(),
        MarkingSaid::UndidMark => "最後の指定を戻しました。".into(),
        MarkingSaid::Resumed(n) => {
            format!("不一致の{n}連を盤上で決着するため対局を再開します（応氏、M-5）。")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c6_point_states_read_in_every_language() {
        let s = MarkingText::PointState {
            dead: true,
            disputed: true,
            territory: Some(Color::White),
        };
        assert_eq!(text(Lang::En, s), ", dead, disputed, White's territory");
        assert_eq!(text(Lang::De, s), ", tot, strittig, Gebiet von Weiß");
        assert_eq!(text(Lang::Ja, s), "、死に石、意見が分かれている、白の地");
        let nothing = MarkingText::PointState {
            dead: false,
            disputed: false,
            territory: None,
        };
        for lang in Lang::ALL {
            assert_eq!(text(lang, nothing), "");
        }
    }

    #[test]
    fn c4_german_writes_half_points_with_a_comma() {
        assert_eq!(text(Lang::De, MarkingText::Komi(13)), "6,5");
        let o = Outcome::from_margin(-1, None);
        let r = text(
            Lang::De,
            MarkingText::Result {
                outcome: o,
                method: Method::Area,
            },
        );
        assert_eq!(r, "Flächenzählung: Weiß gewinnt mit 0,5 Punkten (W+0,5)");
    }
}
