//! Deutsch: every word of the app, feature by feature.

use hotstone_i18n::de::{
    caption, color, count_error, decimal, end, fill_in_outcome, half_points,
    handicap_error as handicap_refused, plural, preset, refusal as refused, rule_name, rule_source,
    stones,
};
use hotstone_rules::{
    Color, End, HandicapKind, HandicapPoint, HandicapStyle, Method, Outcome, PlacementName, Reason,
    Scoring, StepKind,
};

use super::points;
use super::EntryText;
use super::TournamentText as T;
use super::{
    endonym, join, known_in_url, point_name, speed_name, spoken_time, unit, ClockText, EditText,
    FillInText, HandicapText, MarkWord, MarkingText, PointWords, RecordText, Text, TimeWords,
};
use crate::state::board_record::{RecordError, Refused};
use crate::state::clock::ClockKind;
use crate::state::fill_in::FillInSaid;
use crate::state::handicap_view::HandicapSaid;
use crate::state::marking::{CompareKomi, MarkingSaid, Mode};
use crate::state::record::LoadError;
use crate::state::tournament::PageError;
use crate::state::{EditSaid, Said, StartError, Tool};
use hotstone_rules::{Penalty, PenaltyReason, SetupError};
use hotstone_sgf::ReplayError;
use hotstone_tournament as tour;

/// The way back from the tournament page: its own button and the host's.
const BACK_TO_BOARD: &str = "Zurück zum Brett";

pub(super) fn text(t: Text<'_>) -> String {
    match t {
        Text::AppTitle => "Hotstone".into(),
        Text::Language => "Sprache".into(),
        Text::LanguageName(l) => endonym(l).into(),
        Text::Projector => "Projektormodus".into(),
        Text::Fullscreen => "Vollbild".into(),
        Text::Coordinates => "Koordinaten".into(),
        Text::MoveNumbers => "Zugnummern".into(),
        Text::MoveNumbersLast(n) => format!("Zugnummern: letzte {n}"),
        Text::GameControls => "Partie".into(),
        Text::ViewControls => "Ansicht".into(),
        Text::Pass => "Passen".into(),
        Text::Resign => "Aufgeben".into(),
        Text::Undo => "Zurück".into(),
        Text::Redo => "Wiederholen".into(),
        Text::NewGame => "Neue Partie".into(),
        Text::ResumePlay => "Weiterspielen".into(),
        Text::BoardName(n) => format!("Brett {n}×{n}"),
        Text::ToMove(c) => format!("{} ist am Zug", color(c)),
        Text::LessonRules { written, played } => format!(
            "Diese Lektion ist für die Regeln „{}“ geschrieben; hier gilt „{}“.",
            preset(written),
            preset(played)
        ),
        Text::Passed(c) => format!("{} hat gepasst. Noch ein Passen beendet die Partie.", color(c)),
        Text::Player { color: c, name: "" } => color(c).into(),
        Text::Player { color: c, name } => format!("{name} ({})", color(c)),
        Text::Captures(n) => format!("Gefangene: {n}"),
        Text::RulesLine {
            preset: p,
            komi,
            size,
        } => format!(
            "{size}×{size} · Regeln: {} · Komi {}",
            preset(p),
            decimal(komi)
        ),
        Text::MoveCount(n) => format!("Züge: {n}"),
        Text::Ended(e) => end(e),
        Text::HandicapMovesLeft(left) => format!(
            "Vorgabezüge: Schwarz spielt noch {left}; Weiß passt dabei automatisch."
        ),
        Text::PlaceHandicap(left) => format!(
            "Noch {} setzen (klicken oder Enter auf dem Cursor).",
            plural(left as usize, "Vorgabestein", "Vorgabesteine")
        ),
        Text::PointName(f) => point_name(f, &POINT),
        Text::RuleName(kind) => rule_name(kind).into(),
        Text::RuleSource(kind) => rule_source(kind).into(),
        Text::Hint { point, color: c, kind } => format!(
            "{point}: {} darf hier nicht spielen – {} ({}).",
            color(c),
            rule_name(kind),
            rule_source(kind)
        ),
        Text::Refused { color: c, refusal } => refused(c, refusal),
        Text::Said(s) => said(s),
        Text::Dismiss => "Schließen".into(),
        Text::KoPanelTitle => "Wiederholung".into(),
        Text::CycleIng {
            length,
            disturber,
            point,
        } => format!(
            "Ein Zyklus von {length} Zügen ist vollständig. {} hat ihn begonnen (der Störer) und darf in dieser Lage nie wieder auf {point} spielen (Ing, Störungs-Ko).",
            color(disturber)
        ),
        Text::CycleRecurred { length, occurrence } => format!(
            "Die Stellung ist nach einem Zyklus von {length} Zügen wiedergekehrt ({occurrence}. Mal)."
        ),
        Text::NoResultWarning => {
            "Nach japanischen Regeln endet die Partie beim dritten Mal ohne Ergebnis.".into()
        }
        Text::BansInForce(n) => format!("Geltende Verbote: {n}."),
        Text::BannedNow { color: c, point } => {
            format!("Jetzt verboten: {} darf nicht auf {point} spielen.", color(c))
        }
        Text::StepThrough => "Zyklus Schritt für Schritt zeigen".into(),
        Text::Previous => "Zurück".into(),
        Text::Next => "Weiter".into(),
        Text::BackToGame => "Zurück zur Partie".into(),
        Text::CycleStep { step, of, to_move } => cycle_step(step, of, to_move),
        Text::LegendTitle => "Legende".into(),
        Text::LegendStone(Color::Black) => "Schwarzer Stein".into(),
        Text::LegendStone(Color::White) => "Weißer Stein".into(),
        Text::LegendLastMove => "Letzter Zug".into(),
        Text::LegendHot => {
            "Hot Stone: darf nicht sofort zurückgeschlagen werden (Ing, Kampf-Ko)".into()
        }
        Text::LegendForbidden => {
            "Verboten für die Seite am Zug: Maus darüber oder Fokus zeigt den Grund".into()
        }
        Text::LegendCursor => "Tastatur-Cursor".into(),
        Text::KeysHelp { play, go_to } => format!(
            "Tasten: Pfeile bewegen den Cursor{}, U oder Strg+Z nimmt zurück, Strg+Y wiederholt, L springt zum letzten Zug{}.",
            if play { ", Enter oder Leertaste setzt, P passt" } else { "" },
            if go_to { ", G zu einem eingetippten Punkt" } else { "" },
        ),
        Text::GoToPoint => "Gehe zu Punkt".into(),
        Text::GoToRefused { text, last, rows } => format!(
            "„{text}“ liegt nicht auf diesem Brett: einen Spaltenbuchstaben A bis {last} (ohne I) und eine Zeilenzahl 1 bis {rows} eingeben, etwa C3."
        ),
        Text::LessonHeading(title) => format!("Lektion: {title}"),
        Text::KeepPlaying => "Weiterspielen".into(),
        Text::DownloadSgf => "SGF herunterladen".into(),
        Text::OpenSgf => "SGF öffnen…".into(),
        Text::ConfirmOpen(n) => format!(
            "Die laufende Partie ({}) geht dabei verloren. Die Partie der Datei öffnen?",
            plural(n, "Zug", "Züge")
        ),
        Text::DiscardAndOpen => "Verwerfen und öffnen".into(),
        Text::ShowFillIn => "Ausfüllzählung zeigen".into(),
        Text::CrashTitle => "Etwas ist schiefgegangen".into(),
        Text::CrashBody => "Hotstone wurde durch einen Fehler im eigenen Programm angehalten. Die Partie bis zum letzten Zug ist erhalten: als SGF herunterladen oder die Seite neu laden und weiterspielen.".into(),
        Text::CrashDownload => "Partie als SGF herunterladen".into(),
        Text::CrashReload => "Seite neu laden".into(),
        Text::Marking(m) => marking(m),
        Text::Record(r) => record(r),
        Text::Edit(e) => edit(e),
        Text::FillIn(m) => fill_in(m),
        Text::HandicapView(m) => handicap(m),
        Text::OpenTournament => "Turnier".into(),
        Text::OpenCourse => "Lektionen".into(),
        Text::CourseLoading => "Die Lektionen werden geladen …".into(),
        Text::NewGameLoading => "Die Einstellungen für eine neue Partie werden geladen …".into(),
        Text::NewGameNotLoaded => "Die Einstellungen für eine neue Partie konnten nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut; die Partie auf dem Brett bleibt erhalten.".into(),
        Text::CourseNotLoaded => "Die Lektionen konnten nicht geladen werden. Prüfen Sie die Verbindung und öffnen Sie sie erneut; die Partie auf dem Brett bleibt erhalten.".into(),
        Text::TournamentLoading => "Die Turnierseite wird geladen …".into(),
        Text::TournamentNotLoaded => "Die Turnierseite konnte nicht geladen werden. Prüfen Sie die Verbindung und öffnen Sie sie erneut; die Partie auf dem Brett bleibt erhalten.".into(),
        Text::BackToBoard => BACK_TO_BOARD.into(),
        Text::Clock(m) => clock(m),
        Text::Computer(m) => computer(m),
        Text::Embed(m) => embed(m),
        Text::CannotStart(e) => cannot_start(e),
    }
}

// --- Die Partie ----------------------------------------------------------------------

fn said(s: &Said) -> String {
    match s {
        Said::Played {
            color: c,
            point,
            captured,
            self_removed,
            atari,
            hot,
            cycle,
            end: e,
            ..
        } => {
            let mut out = format!("{} {point}.", color(*c));
            if *captured > 0 {
                out += &format!(" Schlägt {}.", stones(*captured));
            }
            if *self_removed > 0 {
                let own = match self_removed {
                    1 => "1 eigener Stein".to_string(),
                    n => format!("{n} eigene Steine"),
                };
                out += &format!(
                    " Selbstmord: {own} vom Brett genommen, wie diese Regeln es erlauben."
                );
            }
            if *atari > 0 {
                out += &format!(" {} steht im Atari.", color(c.opponent()));
            }
            if *hot {
                out += " Hot Stone.";
            }
            if let Some(n) = cycle {
                out += &format!(" Die Stellung gab es schon einmal (Zyklus von {n} Zügen).");
            }
            if let Some(e) = e {
                out += " ";
                out += &end(*e);
            }
            out
        }
        Said::Passed { color: c, end: e } => {
            let mut out = format!("{} passt.", color(*c));
            if let Some(e) = e {
                out += " ";
                out += &end(*e);
            }
            if *e == Some(End::TwoPasses) {
                out += " Jetzt die toten Steine neben dem Brett markieren.";
            }
            out
        }
        Said::LostOnTime(loss) => end(End::Time {
            loser: loss.loser,
            reason: loss.reason,
        }),
        Said::Resigned { color: c } => {
            format!("{} gibt auf. {} gewinnt.", color(*c), color(c.opponent()))
        }
        Said::Refused { color: c, refusal } => refused(*c, refusal),
        Said::HandicapRefused(e) => handicap_refused(e),
        Said::Placed { point, left: 0 } => {
            format!("Vorgabestein auf {point}. Alle Vorgabesteine stehen: Weiß ist am Zug.")
        }
        Said::Placed { point, left } => {
            format!("Vorgabestein auf {point}. Noch {left} zu setzen.")
        }
        Said::TookBack => "Zug zurückgenommen.".into(),
        Said::NoLastMove => "Zuletzt wurde kein Stein gesetzt.".into(),
        Said::Stepped { moves: 0 } => "Der Anfang wird gezeigt.".into(),
        Said::Stepped { moves } => format!("Zug {moves} wird gezeigt."),
        Said::Replayed => "Zug wiederholt.".into(),
        Said::Resumed => "Das Spiel geht weiter.".into(),
        Said::Hint(h) => computer(super::ComputerText::HintIs(*h)),
        Said::ComputerLevel(n) => computer(super::ComputerText::Level(*n)),
        Said::NewGame => "Neue Partie.".into(),
        Said::NotRestored { lost: None } => "Die gespeicherte Partie war nicht lesbar; eine neue Partie beginnt.".into(),
        Said::UnknownInUrl { lesson, rules } => {
            let mut out = Vec::new();
            if let Some(name) = lesson {
                out.push(format!(
                    "Der Link nennt die Lektion „{name}“, die es nicht gibt. Bekannte Lektionen: {}.",
                    known_in_url(true, ", ")
                ));
            }
            if let Some(name) = rules {
                out.push(format!(
                    "Der Link nennt das Regelwerk „{name}“, das es nicht gibt; es bleibt unberücksichtigt. Bekannte Regelwerke: {}.",
                    known_in_url(false, ", ")
                ));
            }
            out.join(" ")
        }
        Said::ViewNotRestored => "Eine gespeicherte Ansicht (Uhr, Markierung der toten Steine oder Zählung) ließ sich nicht wiederherstellen; die Partie bleibt erhalten.".into(),
        Said::NotRestored { lost: Some(n) } => format!(
            "Die gespeicherte Partie wurde ohne {} am Ende wiederhergestellt (nicht mehr nachspielbar).",
            plural(*n, "Aktion", "Aktionen")
        ),
        Said::CycleStep { step, of, to_move } => cycle_step(*step, *of, *to_move),
        Said::OpenedSgf { moves, skipped } => {
            let mut out = format!("Partie geöffnet: {}.", plural(*moves, "Zug", "Züge"));
            if *skipped > 0 {
                out += &format!(
                    " Die Regeln haben {} der Datei abgelehnt; sie wurden übersprungen.",
                    plural(*skipped, "Zug", "Züge")
                );
            }
            out
        }
        Said::SgfUnreadable(e) => sgf_unreadable(e),
        Said::Marking(m) => marking_said(m),
        Said::Edit(e) => edit_said(e),
        Said::FillIn(m) => fill_in_said(m),
        Said::Handicap(m) => handicap_said(m),
    }
}

fn sgf_unreadable(e: &LoadError) -> String {
    match e {
        LoadError::Unreadable(why) => {
            format!("Die SGF-Datei kann nicht gelesen werden: {why}.")
        }
        LoadError::NoGame => "Die Datei enthält keine Partie.".into(),
        LoadError::UnknownRules(ru) => format!(
            "Unbekannte Regeln RU[{ru}]: bekannt sind GOE, Ing, Japanese, Chinese, AGA, NZ."
        ),
        LoadError::BadSetup(e) => {
            format!(
                "Die Partie der Datei lässt sich nicht aufbauen. {}",
                bad_setup(e)
            )
        }
        LoadError::CannotStart(e) => {
            format!(
                "Die Partie der Datei lässt sich nicht aufbauen. {}",
                cannot_start(e)
            )
        }
    }
}

/// A record's setup or Ing handicap moves refused by the rules, as a sentence.
fn bad_setup(e: &ReplayError) -> String {
    match e {
        ReplayError::Setup { error, .. } => format!(
            "Ihre Steine lassen sich nicht setzen: {}.",
            setup_refused(error)
        ),
        ReplayError::Handicap { error, .. } => {
            format!(
                "Ihre Vorgabe lässt sich nicht geben: {}",
                handicap_refused(error)
            )
        }
    }
}

fn cannot_start(e: &StartError) -> String {
    match e {
        StartError::Komi => "Komi muss eine Punktzahl in Schritten von 0,5 sein.".into(),
        StartError::Handicap(h) => handicap_refused(h),
        StartError::Position(_) => "Die Stellung hat Steine ohne Freiheiten.".into(),
        StartError::ClockMinutes => {
            "Die Minuten der Uhr müssen eine ganze Zahl von 1 bis 600 sein.".into()
        }
        StartError::ClockPeriods(ClockKind::IngSeconds) => {
            "Die Überschreitungen müssen eine ganze Zahl von 1 bis 99 sein.".into()
        }
        StartError::ClockPeriods(_) => {
            "Die Perioden müssen eine ganze Zahl von 1 bis 99 sein.".into()
        }
        StartError::ClockSeconds => {
            "Die Sekunden einer Periode müssen eine ganze Zahl von 1 bis 600 sein.".into()
        }
        StartError::UnknownLesson(id) => format!("Es gibt keine Lektion „{id}“."),
    }
}

fn cycle_step(step: usize, of: usize, to_move: Color) -> String {
    format!("Stellung {step} von {of}: {} ist am Zug.", color(to_move))
}

/// The words of an accessible point name.
const POINT: PointWords = PointWords {
    separator: ", ",
    black_stone: "schwarzer Stein",
    white_stone: "weißer Stein",
    black_fill_in: "schwarzer Ausfüllstein",
    white_fill_in: "weißer Ausfüllstein",
    empty: "leer",
    hot: "Hot Stone",
    move_number: |n| format!("Zug {n}"),
    last_move: "letzter Zug",
    forbidden: "verboten: ",
    rule_name,
};

fn handicap_style(s: HandicapStyle) -> &'static str {
    match s {
        HandicapStyle::Fixed => "feste Punkte",
        HandicapStyle::Free => "freie Platzierung",
        HandicapStyle::IngMoves => "Ing-Vorgabezüge",
    }
}

fn handicap_note(s: HandicapStyle) -> &'static str {
    match s {
        HandicapStyle::Fixed => "Die Steine kommen auf die Sternpunkte; Weiß zieht zuerst.",
        HandicapStyle::Free => "Schwarz setzt die Steine per Klick beliebig; dann zieht Weiß.",
        HandicapStyle::IngMoves => {
            "Schwarz macht so viele Brettzüge, während Weiß passt (die Vorgabe ist eins weniger)."
        }
    }
}

// --- Tote Steine markieren, Zählweisen vergleichen -----------------------------------

fn method(m: Method) -> &'static str {
    match m {
        Method::Territory => "Gebietszählung",
        Method::Area => "Flächenzählung",
        Method::FillIn => "Ausfüllzählung (Ing)",
    }
}

fn marking(t: MarkingText<'_>) -> String {
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
                s.push_str(&format!(", Gebiet von {}", color(c)));
            }
            s
        }
        MarkingText::Title => "Tote Steine".into(),
        MarkingText::HowTo => "Einen Stein anklicken (oder Enter darauf drücken) markiert seine ganze Kette als tot, ein zweites Mal wieder als lebend. Die Markierung beginnt mit Hotstones Vorschlag.".into(),
        MarkingText::ModeLabel => "Wer markiert".into(),
        MarkingText::ModeName(Mode::One) => "Eine Markierung".into(),
        MarkingText::ModeName(Mode::Each) => "Jeder Spieler markiert".into(),
        MarkingText::MarkerLabel => "Jetzt markiert".into(),
        MarkingText::MarkerName(c) => format!("Markierung von {}", color(c)),
        MarkingText::Summary {
            alive,
            dead,
            disputed,
        } => format!(
            "Übereinstimmend lebend: {}. Übereinstimmend tot: {}. Strittig: {}.",
            plural(alive, "Kette", "Ketten"),
            plural(dead, "Kette", "Ketten"),
            plural(disputed, "Kette", "Ketten")
        ),
        MarkingText::Disputed {
            first,
            stones: n,
            dead_by,
        } => format!(
            "{first} ({}): Für {} tot, für {} lebend.",
            stones(n),
            color(dead_by),
            color(dead_by.opponent())
        ),
        MarkingText::ResumeToSettle => "Weiterspielen, um zu klären".into(),
        MarkingText::ResumeExplained => "Nach Ings Regeln wird ein Streit auf dem Brett entschieden: Das Spiel geht weiter, und wenn beide erneut gepasst haben, wird neu markiert (M-5).".into(),
        MarkingText::RefereeDecides => "Die Spieler sind sich nicht einig. Ein Schiedsrichter entscheidet über Leben und Tod Stein für Stein, dann über das Gebiet, sonst nach der ganzen Stellung; geht auch das nicht, ist die Partie unentschieden (C-6). Die Markierung ändern, um sich zu einigen, oder zurücksetzen.".into(),
        MarkingText::Reset => "Auf Vorschlag zurücksetzen".into(),
        MarkingText::UndoMark => "Markierung zurücknehmen".into(),
        MarkingText::FillInWaits => "Die Ausfüllzählung wartet, bis keine Kette mehr strittig ist.".into(),
        MarkingText::LegendDead => "Toter Stein (blass, gestrichelter Rand)".into(),
        MarkingText::LegendTerritory => "Gebiet: ein Quadrat in der Farbe des Besitzers".into(),
        MarkingText::LegendDisputed => "Strittige Kette (gestrichelter Ring)".into(),
        MarkingText::ResultTitle => "Ergebnis".into(),
        MarkingText::PenaltiesTitle => "Mannschaftsstrafen (X-3)".into(),
        MarkingText::AddPenalty { against, reason } => format!(
            "Strafe für {}: {} ({})",
            color(against),
            offence(reason),
            plural(reason.points().unwrap_or(0) as usize, "Punkt", "Punkte")
        ),
        MarkingText::Penalty(p) => penalty(&p),
        MarkingText::Remove => "Entfernen".into(),
        MarkingText::RemovePenalty(p) => format!("Entfernen: {}", penalty(&p)),
        MarkingText::Result { outcome, method: m } => {
            format!("{}: {}", method(m), marking_outcome(outcome))
        }
        MarkingText::SideCount {
            color: c,
            method: m,
            stones,
            territory,
            prisoners,
            komi,
            total,
        } => {
            let counted = match m {
                Method::Territory => format!(
                        "{territory} Gebiet + {}",
                        plural(prisoners, "Gefangener", "Gefangene")
                    ),
                Method::Area | Method::FillIn => format!("{} + {territory} Gebiet", plural(stones, "Stein", "Steine")),
            };
            let komi_part = match komi {
                0 => String::new(),
                k => format!(" + {} Komi", half_points(k)),
            };
            format!(
                "{}: {counted}{komi_part} = {}",
                color(c),
                half_points(total)
            )
        }
        MarkingText::CompareTitle => "Zählweisen im Vergleich".into(),
        MarkingText::CompareKomiLabel => "Ausgleich".into(),
        MarkingText::CompareKomiName(CompareKomi::Game) => "Komi dieser Partie".into(),
        MarkingText::CompareKomiName(CompareKomi::Customary) => {
            "Übliches Komi je Regelwerk (japanisch, chinesisch, Ing)".into()
        }
        // Soft hyphens let the comparison's narrow column heads break at the joint.
        MarkingText::MethodName(m) => method(m).replace("zählung", "\u{ad}zählung"),
        MarkingText::RowRules => "Zählweise".into(),
        MarkingText::RowKomi => "Komi".into(),
        MarkingText::RowBlack => "Schwarz".into(),
        MarkingText::RowWhite => "Weiß".into(),
        MarkingText::RowResult => "Ergebnis".into(),
        MarkingText::Komi(half) => half_points(half),
        MarkingText::CannotCount(_) => {
            "nicht zählbar: mehr Steine auf dem Brett, als eine Dose fasst (B-4)".into()
        }
        MarkingText::Verdict { agree: true, .. } => {
            "Alle drei Zählweisen ergeben dasselbe Ergebnis.".into()
        }
        MarkingText::Verdict {
            same_winner: true, ..
        } => "Derselbe Sieger, mit verschiedenem Abstand.".into(),
        MarkingText::Verdict { .. } => "Die Zählweisen ergeben verschiedene Sieger.".into(),
        MarkingText::ReasonsTitle { agree: false } => "Warum sie sich unterscheiden".into(),
        MarkingText::ReasonsTitle { agree: true } => "Hinweise zu den Zählungen".into(),
        MarkingText::Reason(r) => reason(r),
    }
}

fn marking_outcome(o: Outcome) -> String {
    match o {
        Outcome::Counted { winner: None, .. } => "unentschieden".into(),
        Outcome::Counted {
            winner: Some(w),
            by_tie_rule: true,
            ..
        } => format!("{} gewinnt bei Gleichstand ({})", color(w), o.result()),
        Outcome::Counted {
            winner: Some(w),
            margin_half,
            ..
        } => format!(
            "{} gewinnt mit {} {} ({})",
            color(w),
            half_points(margin_half as i32),
            if margin_half == 2 { "Punkt" } else { "Punkten" },
            o.result()
        ),
        other => other.result(),
    }
}

fn reason(r: &Reason) -> String {
    match r {
        Reason::StonesAndPrisoners {
            black_stones,
            white_stones,
            black_prisoners,
            white_prisoners,
            black_gain,
        } => format!(
            "Gefangene: Die Gebietszählung zählt Gefangene (Schwarz {black_prisoners}, Weiß {white_prisoners}), die Flächenzählung die Steine auf dem Brett (Schwarz {black_stones}, Weiß {white_stones}). Bei der Flächenzählung verschiebt das den Abstand um {} zugunsten von {} (C-1, C-4).",
            plural(black_gain.unsigned_abs() as usize, "Punkt", "Punkte"),
            if *black_gain > 0 { "Schwarz" } else { "Weiß" }
        ),
        Reason::SekiEyes { black, white, .. } => format!(
            "Seki: Augen von Steinen im Seki (Schwarz {black}, Weiß {white}) sind bei Flächen- und Ausfüllzählung Gebiet, bei der Gebietszählung zählen sie für niemanden (C-4)."
        ),
        Reason::Compensation {
            territory_half,
            area_half,
            fill_in_half,
        } => format!(
            "Ausgleich: Weiß erhält {} bei der Gebiets-, {} bei der Flächen- und {} bei der Ausfüllzählung (C-3, C-4, C-5).",
            half_points(*territory_half),
            half_points(*area_half),
            half_points(*fill_in_half)
        ),
        Reason::HalfPoint { remainder_half } => format!(
            "Die Ausfüllzählung legt den Ausgleich als Steine zu je 2 Punkten; der Rest von {}, den kein Stein zeigen kann, zählt trotzdem (C-2).",
            half_points(*remainder_half as i32)
        ),
        Reason::TieRule { winner, methods } => format!(
            "Gleichstand: Ohne Differenz gewinnt {} bei {} (C-3: nach Ing gewinnt Schwarz bei Gleichstand).",
            color(*winner),
            join(methods, method, ", ")
        ),
        Reason::Draw { methods } => format!(
            "Unentschieden: Ein ganzzahliges Komi lässt bei {} keine Differenz (C-4).",
            join(methods, method, ", ")
        ),
    }
}

/// Warum eine Seite Strafpunkte zahlt (T-2, X-3).
fn offence(r: PenaltyReason) -> &'static str {
    match r {
        PenaltyReason::Time => "Zeitüberschreitung",
        PenaltyReason::MoveOrder => "falsche Zugreihenfolge",
        PenaltyReason::Consultation => "Absprache",
    }
}

/// „Schwarz zahlt 10 Punkte: Absprache “.
fn penalty(p: &Penalty) -> String {
    format!(
        "{} zahlt {}: {} ({})",
        color(p.against),
        plural(p.points as usize, "Punkt", "Punkte"),
        offence(p.reason),
        p.reason.requirement()
    )
}

fn marking_said(s: &MarkingSaid) -> String {
    match s {
        MarkingSaid::Marked {
            point,
            stones: n,
            dead,
            by,
            disputed,
        } => {
            let who = by.map_or(String::new(), |c| format!("{}: ", color(c)));
            let what = if *dead { "tot" } else { "lebend" };
            let mut s = format!("{who}{point} als {what} markiert ({}).", stones(*n));
            if *disputed > 0 {
                s.push_str(&format!(
                    " Strittig: {}.",
                    plural(*disputed, "Kette", "Ketten")
                ));
            }
            s
        }
        MarkingSaid::NoStone(p) => {
            format!("{p} ist leer: Nur Steine können als tot markiert werden.")
        }
        MarkingSaid::Mode(m) => format!("{}.", marking(MarkingText::ModeName(*m))),
        MarkingSaid::Marker(c) => format!("Jetzt: {}.", marking(MarkingText::MarkerName(*c))),
        MarkingSaid::Reset => "Markierung auf den Vorschlag zurückgesetzt.".into(),
        MarkingSaid::UndidMark => "Letzte Markierung zurückgenommen.".into(),
        MarkingSaid::Resumed(n) => format!(
            "Das Spiel geht weiter, um {} auf dem Brett zu klären (Ing, M-5).",
            plural(*n, "strittige Kette", "strittige Ketten")
        ),
        MarkingSaid::Counted(said, outcome, method) => format!(
            "{} {}.",
            marking_said(said),
            marking(MarkingText::Result {
                outcome: *outcome,
                method: *method
            })
        ),
        MarkingSaid::Penalty {
            penalty: p,
            added: true,
        } => format!("{}.", penalty(p)),
        MarkingSaid::Penalty { penalty: p, .. } => {
            format!("Strafe zurückgenommen: {}.", penalty(p))
        }
    }
}

// --- Die Ausfüllzählung (C-2, C-3, B-4, B-5) -----------------------------------------

fn fill_in(t: FillInText) -> String {
    match t {
        FillInText::Title => "Ausfüllzählung (Ing)".into(),
        FillInText::Controls => "Ablauf der Ausfüllzählung".into(),
        FillInText::Play => "Abspielen".into(),
        FillInText::Pause => "Pause".into(),
        FillInText::First => "Erster Schritt".into(),
        FillInText::Last => "Ergebnis".into(),
        FillInText::Back => "Schritt zurück".into(),
        FillInText::Forward => "Schritt vor".into(),
        FillInText::Close => "Zählung schließen".into(),
        FillInText::Speed => "Tempo".into(),
        FillInText::SpeedName(s) => speed_name(s).into(),
        FillInText::StepOf { number, of } => format!("Schritt {number} von {of}"),
        FillInText::Caption(c) => caption(c),
        FillInText::Bowl(c) => format!("Dose von {}", color(c)),
        FillInText::Stones(n) => stones(n as usize),
        FillInText::Frame {
            full_holes,
            partial,
            reserve,
        } => format!(
            "Messrahmen: {full_holes} von 36 Löchern voll (je 5), {partial} im nächsten, {reserve} in der Mitte"
        ),
        FillInText::CompensationArea => "Kompensation".into(),
        FillInText::CompensationFor { to, stones: n } => {
            format!("{} für {}", stones(n as usize), color(to))
        }
        FillInText::NoCompensation => "keine".into(),
        FillInText::Result => "Ergebnis".into(),
        FillInText::Outcome(o) => fill_in_outcome(o),
        FillInText::Under(Scoring::Territory) => "Gebietszählung".into(),
        FillInText::Under(Scoring::Area) => "Flächenzählung".into(),
        FillInText::Under(Scoring::IngFillIn) => "Ausfüllzählung".into(),
        FillInText::KeysHelp => {
            "Leertaste: Abspielen/Pause · ←/→: Schritt · Pos1/Ende: Anfang/Ergebnis · Esc: schließen".into()
        }
    }
}

fn fill_in_said(s: &FillInSaid) -> String {
    match s {
        FillInSaid::Step {
            number,
            of,
            caption: c,
        } => format!(
            "{}: {}",
            fill_in(FillInText::StepOf {
                number: *number,
                of: *of
            }),
            caption(*c)
        ),
        FillInSaid::CannotCount(e) => count_error(e),
        FillInSaid::Closed => "Ausfüllzählung geschlossen.".into(),
    }
}

// --- Die Vorgabe Schritt für Schritt (H-1, H-2) --------------------------------------

fn placement(name: PlacementName) -> &'static str {
    match name {
        PlacementName::Diagonal => "zwei Ecken auf der Diagonale",
        PlacementName::ThreeCorners => "drei Ecken",
        PlacementName::FourCorners => "vier Ecken",
        PlacementName::CornersAndCentre => "vier Ecken und Mitte",
        PlacementName::CornersAndLeftRight => "vier Ecken, linke und rechte Seite",
        PlacementName::CornersLeftRightAndCentre => "vier Ecken, linke und rechte Seite, Mitte",
        PlacementName::CornersAndSides => "vier Ecken und vier Seiten",
        PlacementName::CornersSidesAndCentre => "vier Ecken, vier Seiten und Mitte",
    }
}

fn handicap_point(at: HandicapPoint) -> &'static str {
    match at {
        HandicapPoint::LowerLeft => "untere linke Ecke",
        HandicapPoint::UpperRight => "obere rechte Ecke",
        HandicapPoint::LowerRight => "untere rechte Ecke",
        HandicapPoint::UpperLeft => "obere linke Ecke",
        HandicapPoint::LeftSide => "linke Seite",
        HandicapPoint::RightSide => "rechte Seite",
        HandicapPoint::LowerSide => "untere Seite",
        HandicapPoint::UpperSide => "obere Seite",
        HandicapPoint::Centre => "Mitte",
    }
}

fn handicap(t: HandicapText) -> String {
    match t {
        HandicapText::Title(HandicapKind::IngMoves { .. }) => "Vorgabezüge".into(),
        HandicapText::Title(HandicapKind::Fixed { .. } | HandicapKind::Free { .. }) => {
            "Vorgabesteine".into()
        }
        HandicapText::Statement(HandicapKind::IngMoves { n, .. }) => {
            format!("{n} Vorgabezüge = Vorgabe {}", n.saturating_sub(1))
        }
        HandicapText::Statement(HandicapKind::Fixed { name }) => {
            format!("{} Steine: {}", name.stones(), placement(name))
        }
        HandicapText::Statement(HandicapKind::Free { stones }) => {
            format!("{stones} Steine, frei gesetzt")
        }
        HandicapText::SoFar { played, n } => {
            format!("Schwarz hat {played} von {n} Vorgabezügen gemacht.")
        }
        HandicapText::Timeline => "Schritte der Vorgabe".into(),
        HandicapText::Step(kind) => step(kind),
        HandicapText::StepLine { kind, step: k, of } => {
            format!("{} (Schritt {k} von {of})", step(kind))
        }
        HandicapText::Open => "Schritt für Schritt".into(),
        HandicapText::First => "Anfang".into(),
        HandicapText::Previous => "Zurück".into(),
        HandicapText::Next => "Weiter".into(),
        HandicapText::Last => "Ende".into(),
        HandicapText::Replay => "Abspielen".into(),
        HandicapText::Pause => "Anhalten".into(),
        HandicapText::Close => "Zurück zur Partie".into(),
        HandicapText::PassMark => "Weiß passt".into(),
    }
}

fn step(kind: StepKind) -> String {
    match kind {
        StepKind::Play { k, n, point } => format!("Vorgabezug {k} von {n}: Schwarz {point}"),
        StepKind::ObligatoryPass { .. } => "Weiß passt (obligatorisch, H-2)".into(),
        StepKind::Stone {
            k,
            n,
            point,
            at: Some(at),
        } => format!("Vorgabestein {k} von {n}: {point}, {}", handicap_point(at)),
        StepKind::Stone { k, n, point, .. } => format!("Vorgabestein {k} von {n}: {point}"),
    }
}

fn handicap_said(s: &HandicapSaid) -> String {
    match *s {
        HandicapSaid::Step { kind, step, of } => {
            handicap(HandicapText::StepLine { kind, step, of })
        }
    }
}

// --- Turniere (X-1..X-10) --------------------------------------------------------

fn tournament_num(text: &str) -> String {
    text.replace('.', ",")
}

fn tournament_system(s: tour::System) -> &'static str {
    match s {
        tour::System::RoundRobin => "Jeder gegen jeden (SST-Platzierung)",
        tour::System::SingleElimination => "K.-o.-System (SST-Platzierung)",
        tour::System::SchoolTeam => "Schulmannschaftsturnier",
        tour::System::FourTables => "Vierertische",
    }
}

fn tournament_criterion(c: tour::Criterion) -> &'static str {
    match c {
        tour::Criterion::Knockout => "K.-o.",
        tour::Criterion::Wins => "Siege",
        tour::Criterion::A1 => "A1",
        tour::Criterion::A2 => "A2",
        tour::Criterion::B1 => "B1",
        tour::Criterion::B2 => "B2",
        tour::Criterion::VictoryPoints => "Siegpunkte",
        tour::Criterion::OpponentsPoints => "Gegnerpunkte",
        tour::Criterion::BoardPointsPerGame => "Brettpunkte je Partie",
        tour::Criterion::Board1 => "Brett 1",
        tour::Criterion::Board2 => "Brett 2",
        tour::Criterion::Board3 => "Brett 3",
        tour::Criterion::Points => "Punkte",
        tour::Criterion::Shares => "Anteilen",
        tour::Criterion::Raw => "Spielpunkte",
    }
}

fn tournament_why(reason: &tour::Reason, mine: &str, theirs: &str) -> String {
    let (mine, theirs) = (tournament_num(mine), tournament_num(theirs));
    match reason {
        tour::Reason::Alone => "einziger Teilnehmer".to_string(),
        tour::Reason::Ahead { criterion: c, of } => {
            format!(
                "vor {of} nach {}: {mine} zu {theirs}",
                tournament_criterion(*c)
            )
        }
        tour::Reason::Behind { criterion: c, of } => {
            format!(
                "hinter {of} nach {}: {mine} zu {theirs}",
                tournament_criterion(*c)
            )
        }
        tour::Reason::Decision { of, ahead: true } => {
            format!("in allen Kriterien gleich mit {of}; vorn durch Stechen oder Los")
        }
        tour::Reason::Decision { of, ahead: false } => {
            format!("in allen Kriterien gleich mit {of}; dahinter durch Stechen oder Los")
        }
        tour::Reason::Shared { with } => {
            format!("in allen Kriterien gleich mit {with}: der Platz wird geteilt")
        }
    }
}

/// A count the system cannot pair or seat, said per reason: players or classes as the
/// system has them, and the verb agreeing with the count ("1 Spieler lässt sich").
fn impossible_count(count: usize, why: &tour::CountProblem) -> String {
    use tour::CountProblem::*;
    let lassen = if count == 1 { "lässt" } else { "lassen" };
    match why {
        GameNeedsTwo => {
            format!("{count} Spieler {lassen} sich nicht paaren: Eine Partie braucht zwei Spieler.")
        }
        MatchNeedsTwoClasses => {
            let klassen = if count == 1 { "Klasse" } else { "Klassen" };
            format!(
                "{count} {klassen} {lassen} sich nicht paaren: Ein Mannschaftskampf braucht zwei \
                 Klassen."
            )
        }
        // The crate counts this class's pupils (0); naming the class says more.
        ClassWithoutPupils { class } => {
            format!("Klasse „{class}“ lässt sich nicht einteilen: Sie hat keine Schüler.")
        }
        TableNeedsThree => format!(
            "{count} Spieler {lassen} sich nicht einteilen: An einem Tisch sitzen mindestens drei \
             Spieler (X-8)."
        ),
        NoMixOfTables => format!(
            "{count} Spieler {lassen} sich nicht einteilen: Tische zu viert und zu dritt lassen \
             sich nicht so mischen, dass {count} Spieler Platz finden (nie weniger als drei an \
             einem Tisch, X-8)."
        ),
    }
}

fn tournament_refused(e: &tour::TournamentError) -> String {
    use tour::TournamentError::*;
    match e {
        Malformed { reason } => format!("Keine Turnierdatei: {reason}"),
        EmptyName => "Ein Name ist leer.".into(),
        DuplicateName { name } => format!("Der Name „{name}“ kommt zweimal vor."),
        UnknownName { name } => format!("„{name}“ gehört nicht zu diesem Turnier."),
        ReservedName { name } => format!(
            "Eine Klasse kann nicht „{name}“ heißen: Ein Brett eines Mannschaftskampfs wird mit \
             „draw“ (unentschieden) oder „void“ (ohne Wertung) eingetragen (X-5)."
        ),
        ImpossibleCount { count, why } => impossible_count(*count, why),
        ClassesCannotMeet {
            larger,
            larger_size,
            smaller,
            smaller_size,
        } => format!(
            "Klasse „{larger}“ ({larger_size} Schüler) kann nicht gegen „{smaller}“ \
             ({smaller_size} Schüler) spielen: Höchstens drei Schüler teilen sich ein Brett (X-3)."
        ),
        NoSuchPairing { round, names } => {
            format!("Runde {round} hat keine Paarung oder keinen Tisch mit {}.", names.join(", "))
        }
        AlreadyEntered { round, names } => format!(
            "Runde {round}: Das Ergebnis von {} ist schon eingetragen.",
            names.join(", ")
        ),
        RoundIncomplete { round, missing } => format!(
            "In Runde {round} fehlen Ergebnisse ({}), aber eine spätere Runde folgt schon.",
            missing.join("; ")
        ),
        WrongResultKind { system, expected } => {
            format!("Ein Turnier „{system}“ nimmt {expected} als Ergebnisse.")
        }
        WrongBoardCount {
            teams,
            expected,
            got,
        } => format!(
            "Der Mannschaftskampf {} hat {expected} Bretter (X-3), aber {got} Ergebnisse.",
            teams.join(" – ")
        ),
        LotNeeded { teams } => format!(
            "Alle Bretter von {} endeten unentschieden: bitte den Sieger von Stechen oder Los angeben (X-7).",
            teams.join(" – ")
        ),
        ScoreOutOfRange { name, score } => {
            format!("Die Punktzahl {score} von „{name}“ ist keine ganze Zahl von 0 bis 1000000.")
        }
        NotTied { names } => format!(
            "{} sind nicht in allen Kriterien gleich: Stechen oder Los ordnen nur solche (X-7).",
            names.join(", ")
        ),
        TournamentOver => "Das Turnier ist beendet: keine Runde mehr.".into(),
        NothingToUndo => "Es ist noch kein Ergebnis eingetragen.".into(),
        KnockoutNeedsWinner {
            kind: tour::KnockoutRefusal::Draw,
            names,
        } => format!(
            "{}: Im K.-o.-System gibt es kein Unentschieden (003 a 6); die Partie wird \
             wiederholt, bis sie einen Sieger hat (003 g).",
            names.join(" – ")
        ),
        KnockoutNeedsWinner {
            kind: tour::KnockoutRefusal::Void,
            names,
        } => format!(
            "{}: Im K.-o.-System wird die Partie wiederholt (003 g); bitte den Sieger \
             eintragen.",
            names.join(" – ")
        ),
        AlreadyWithdrawn { name } => format!("„{name}“ hat das Turnier schon verlassen."),
        WithdrawalLeavesUnseatable { name, round, count } => format!(
            "Zieht sich „{name}“ zurück, bleiben für Runde {round} {count} Spieler; {count} \
             lassen sich nicht auf Vierertische verteilen (002, X-8: Tische zu viert und höchstens \
             drei zu dritt, nie weniger als drei an einem Tisch). Der Rückzug wird abgelehnt."
        ),
        ForfeitByWithdrawal {
            round,
            names,
            withdrawn,
        } => format!(
            "Runde {round}: {} wurde nicht gespielt, sondern durch den Rückzug von {} kampflos \
             entschieden (001, „verliert seine restlichen Partien“): Es gibt kein Ergebnis zu \
             korrigieren; den Rückzug zurücknehmen.",
            names.join(" – "),
            withdrawn.join(" und ")
        ),
        WithdrawalBeforeStart { name } => format!(
            "Noch ist kein Ergebnis eingetragen: „{name}“ bitte aus der Teilnehmerliste \
             streichen."
        ),
        CorrectionChangesLaterRounds { round } => format!(
            "Die Korrektur in Runde {round} würde die Paarungen einer späteren Runde mit \
             eingetragenen Ergebnissen ändern: diese zuerst zurücknehmen."
        ),
    }
}

fn tournament_error(e: &PageError) -> String {
    match e {
        PageError::Refused(e) => tournament_refused(e),
        PageError::Seed => "Der Startwert des Loses muss eine ganze Zahl ab 0 sein.".into(),
        PageError::ClassLine(line) => format!(
            "„{line}“ ist keine Klassenzeile: Klasse, Doppelpunkt, dann die Schüler (5a: Ali, Bea)."
        ),
        PageError::NameSeparator(name) => format!(
            "„{name}“: Der Name einer Klasse oder eines Schülers darf keinen Doppelpunkt und kein Komma enthalten; die Teilnehmerliste schreibt damit eine Klasse (5a: Ali, Bea)."
        ),
        PageError::NotRestored(e) => format!(
            "Das in diesem Browser gespeicherte Turnier ließ sich nicht wiederherstellen ({}). Sein Text ist beiseitegelegt; importieren Sie seine Datei erneut oder beginnen Sie ein neues Turnier.",
            tournament_refused(e)
        ),
    }
}

pub(super) fn tournament(t: T<'_>) -> String {
    match t {
        T::BackToBoard => BACK_TO_BOARD.into(),
        T::Title => "Turnier".into(),
        T::CreateTitle => "Neues Turnier".into(),
        T::NameLabel => "Name".into(),
        T::SystemLabel => "System".into(),
        T::SystemName(s) => tournament_system(s).into(),
        T::SeedLabel => "Startwert des Loses".into(),
        T::EntrantsLabel(tour::System::SchoolTeam) => {
            "Klassen, eine pro Zeile: Klasse, Doppelpunkt, Schüler in Brettreihenfolge (5a: Ali, Bea, Cem)".into()
        }
        T::EntrantsLabel(_) => "Spieler, einer pro Zeile".into(),
        T::Create => "Anlegen".into(),
        T::Import => "Turnierdatei importieren".into(),
        T::Export => "Exportieren".into(),
        T::Print => "Drucken".into(),
        T::Undo => "Letzte Änderung zurücknehmen".into(),
        T::NewTournament => "Neues Turnier".into(),
        T::ConfirmClose => "Dieses Turnier schließen? Vorher exportieren, um es zu behalten.".into(),
        T::Discard => "Schließen".into(),
        T::Keep => "Behalten".into(),
        T::Round(n) => format!("Runde {n}"),
        T::Over => "Das Turnier ist beendet.".into(),
        T::Table(n) => format!("Tisch {n}"),
        T::Bye(name) => format!("{name}: spielfrei"),
        T::Boards(n) => format!("{n} Bretter; Brett 1 per Nigiri"),
        T::BoardSeat { board, same_colours: true } => format!("Brett {board} (Farben wie Brett 1)"),
        T::BoardSeat { board, same_colours: false } => {
            format!("Brett {board} (Farben umgekehrt zu Brett 1)")
        }
        T::Won(name) => format!("{name} gewinnt"),
        T::Draw => "unentschieden".into(),
        T::BlackOnBoard1 => "Schwarz an Brett 1 (Nigiri)".into(),
        T::NotChosen => "—".into(),
        T::Lot => "Sieger von Stechen oder Los (alle Bretter unentschieden)".into(),
        T::Score(name) => format!("Punkte von {name}"),
        T::EnterResult => "Ergebnis eintragen".into(),
        T::ResultGame { winner, loser } => format!("{winner} schlägt {loser}"),
        T::ResultDraw([a, b]) => format!("{a} und {b}: unentschieden"),
        T::ResultVoid([a, b]) => {
            format!("{a} – {b}: aus der Gesamtwertung herausgenommen")
        }
        T::ResultBothLost([a, b]) => format!("{a} und {b} verlieren beide"),
        T::DrawButton => "Unentschieden".into(),
        T::VoidButton => "Ohne Wertung".into(),
        T::BothLostButton => "Beide verloren".into(),
        T::VoidBoard => "ohne Wertung (aus der Gesamtwertung herausgenommen)".into(),
        T::WithdrawLabel(tour::System::SchoolTeam) => "Klasse zurückziehen".into(),
        T::WithdrawLabel(_) => "Spieler zurückziehen".into(),
        T::Withdraw => "Zurückziehen …".into(),
        T::ConfirmWithdraw { name, system: tour::System::SchoolTeam } => format!(
            "Klasse {name} aus dem Turnier nehmen? Sie verliert ihre restlichen Mannschaftskämpfe an allen Brettern und wird nicht mehr gepaart (001: „verliert seine restlichen Partien“); eingetragene Ergebnisse bleiben. „Letzte Änderung zurücknehmen“ macht es rückgängig."
        ),
        T::ConfirmWithdraw { name, .. } => format!(
            "{name} aus dem Turnier nehmen? {name} verliert alle restlichen Partien (001: „verliert seine restlichen Partien“); eingetragene Ergebnisse bleiben. „Letzte Änderung zurücknehmen“ macht es rückgängig."
        ),
        T::ConfirmWithdrawal => "Zurückziehen".into(),
        T::Withdrawn { name, round } => format!("{name} hat sich in Runde {round} zurückgezogen"),
        T::RenameLabel(tour::System::SchoolTeam) => "Klasse oder Schüler umbenennen".into(),
        T::RenameLabel(_) => "Spieler umbenennen".into(),
        T::ClassOption(name) => format!("Klasse {name}"),
        T::NewName => "Neuer Name".into(),
        T::Rename => "Umbenennen".into(),
        T::WithdrewIn(round) => format!("zurückgezogen in Runde {round}"),
        T::ResultForfeit { winner: Some(w), withdrawn } => format!(
            "{w} gewinnt kampflos: {} hat sich zurückgezogen (001), nicht gespielt",
            withdrawn.join(" und ")
        ),
        T::ResultForfeit { winner: None, withdrawn } => format!(
            "kampflos verloren: {} haben sich zurückgezogen (001), nicht gespielt",
            withdrawn.join(" und ")
        ),
        T::ResultMatch(s) => {
            let how = match s.decider {
                tour::Decider::BoardPoints => "nach Brettpunkten".to_string(),
                tour::Decider::Board(b) => format!("durch Brett {b} (gleiche Brettpunkte)"),
                tour::Decider::Lot => "durch Stechen oder Los".to_string(),
            };
            format!(
                "{} {} : {} {} — {} gewinnt {how}",
                s.teams[0],
                tournament_num(&s.board_points[0].to_string()),
                tournament_num(&s.board_points[1].to_string()),
                s.teams[1],
                s.teams[s.winner]
            )
        }
        T::ResultTable(scores) => super::tournament_scores(scores),
        T::Standings => "Tabelle".into(),
        T::FinalStandings => "Endstand".into(),
        T::Place => "Platz".into(),
        T::Name => "Name".into(),
        T::ReasonColumn => "Warum dieser Platz".into(),
        T::Criterion(tour::Criterion::Shares) => "Anteile".into(),
        T::Criterion(c) => tournament_criterion(c).into(),
        T::Why { reason, mine, theirs } => tournament_why(reason, mine, theirs),
        T::Error(e) => tournament_error(e),
        T::Dismiss => "Schließen".into(),
        T::EditEntrants => "Teilnehmer bearbeiten".into(),
        T::EditingHint => "Noch ist kein Ergebnis eingetragen: Liste berichtigen (ein Tippfehler, ein Nachzügler, ein Spieler, der nicht gekommen ist) und das Turnier neu anlegen. Die Paarungen werden neu ausgelost.".into(),
        T::MissingScores(names) => format!(
            "Bitte eine Punktzahl (ganze Zahl ab 0) eintragen für {}. Nichts wurde eingetragen.",
            names.join(", ")
        ),
    }
}

// --- Turnierergebnisse: SGF, Korrekturen, Stechen oder Los (X-5, X-7) ---------------

fn record_error(e: &RecordError) -> String {
    let what = match e {
        RecordError::NoGame => "Die Datei enthält keine Partie.".to_string(),
        RecordError::Unreadable(m) => format!("Keine lesbare SGF-Partie: {m}."),
        RecordError::BadSetup(e) => {
            format!("Die Partie des Datensatzes lässt sich nicht aufbauen. {}", bad_setup(e))
        }
        RecordError::CannotStart(e) => {
            format!("Die Partie des Datensatzes lässt sich nicht aufbauen. {}", cannot_start(e))
        }
        RecordError::NoNames => {
            "Die Partie nennt keinen der Spieler (PB, PW) und sagt daher nicht, wer hier gewonnen hat.".into()
        }
        RecordError::WrongPlayers { black, white } => format!(
            "Die Spieler der Partie (Schwarz: {}, Weiß: {}) sind nicht die dieser Paarung oder dieses Bretts.",
            or_unnamed(black),
            or_unnamed(white)
        ),
        RecordError::Draw => "Die Partie endete unentschieden; eine Partie hier braucht einen Sieger.".into(),
        RecordError::NoResult => "Die Partie hat kein Ergebnis: RE fehlt oder nennt keines, und das Spiel endete nicht durch zweimaliges Passen.".into(),
        RecordError::Pending => "Das Ergebnis der Partie steht noch aus (RE[?]): Der Schiedsrichter hat noch nicht entschieden. Tragen Sie es nach der Entscheidung ein.".into(),
    };
    format!("{what} Nichts wurde eingetragen.")
}

/// Die von den Regeln abgelehnten Züge einer Partie: wie viele, und der erste.
fn refused_moves(r: &Refused) -> String {
    let first = &r.first;
    let many = if r.count == 1 {
        "Die Regeln haben 1 Zug der Partie abgelehnt, für dieses Ergebnis übersprungen:".to_string()
    } else {
        format!(
            "Die Regeln haben {} Züge der Partie abgelehnt, für dieses Ergebnis übersprungen; der erste:",
            r.count
        )
    };
    let mv = match first.mv {
        hotstone_rules::Move::Pass => "Passen".to_string(),
        hotstone_rules::Move::Play(p) => p.to_string(),
    };
    format!(
        "{many} Zug {}, {} {mv} ({}, {}).",
        first.number,
        color(first.color),
        rule_name(first.refusal.kind()),
        first.refusal.requirement()
    )
}

fn or_unnamed(name: &str) -> &str {
    if name.is_empty() {
        "?"
    } else {
        name
    }
}

pub(super) fn entry(t: EntryText<'_>) -> String {
    match t {
        EntryText::OpenRecord => "Ergebnis aus SGF".into(),
        EntryText::OpenBoardRecord(board) => format!("Brett {board}: Ergebnis aus SGF"),
        EntryText::Proposal(p) if p.counted => format!(
            "Die Partie: {} (Schwarz) – {} (Weiß), nach zweimaligem Passen ohne tote Steine ausgezählt: {}.",
            or_unnamed(&p.black_name),
            or_unnamed(&p.white_name),
            p.result
        ),
        EntryText::Proposal(p) if p.forfeit => format!(
            "Die Partie: {} (Schwarz) – {} (Weiß), entschieden durch ihren ersten regelwidrigen Zug, der nach diesen Regeln verliert (E-4): {}.",
            or_unnamed(&p.black_name),
            or_unnamed(&p.white_name),
            p.result
        ),
        EntryText::Proposal(p) => format!(
            "Die Partie: {} (Schwarz) – {} (Weiß), {}.",
            or_unnamed(&p.black_name),
            or_unnamed(&p.white_name),
            p.result
        ),
        EntryText::Refused(r) => refused_moves(r),
        EntryText::Take(Some(winner)) => format!("Übernehmen: {winner} gewinnt"),
        EntryText::Take(None) => "Übernehmen: unentschieden".into(),
        EntryText::Discard => "Verwerfen".into(),
        EntryText::RecordError(e) => record_error(e),
        EntryText::Correct => "Korrigieren".into(),
        EntryText::Cancel => "Abbrechen".into(),
        EntryText::Correcting(round) => format!("Ergebnis aus Runde {round} korrigieren"),
        EntryText::RoundsPlayed => "Gespielte Runden".into(),
        EntryText::DecisionTitle => "Stechen oder Los".into(),
        EntryText::DecisionHint(names) => format!(
            "Gleich in jeder Wertung: {}. Ergebnis von Stechen oder Los eintragen, Beste zuerst.",
            names.join(", ")
        ),
        EntryText::DecisionPlace(n) => format!("Platz {n}"),
        EntryText::Decide => "Stechen oder Los eintragen".into(),
    }
}

/// A clock's time in words (`spoken_time`).
const TIME: TimeWords = TimeWords {
    minutes: [" Minute", " Minuten"],
    seconds: [" Sekunde", " Sekunden"],
    point: ',',
};

fn clock(t: ClockText) -> String {
    match t {
        ClockText::Panel => "Uhren".into(),
        ClockText::Side {
            color: c,
            main_left,
            in_overtime,
            periods_left,
            period_left,
            penalty,
        } => {
            let mut out = format!("{}: noch {}", color(c), spoken_time(main_left, &TIME));
            if in_overtime {
                if let (Some(p), Some(n)) = (period_left, periods_left) {
                    out = format!(
                        "{}: noch {} der Periode, {n} insgesamt",
                        color(c),
                        spoken_time(p, &TIME)
                    );
                } else {
                    out = format!("{}: in der Zusatzzeit", color(c));
                }
            }
            if penalty > 0 {
                out += &format!(", Strafe {penalty} Punkte");
            }
            out
        }
        ClockText::PeriodsLeft { kind, left } => match kind {
            ClockKind::IngSeconds if left == 1 => "noch 1 Überschreitung".into(),
            ClockKind::IngSeconds => format!("noch {left} Überschreitungen"),
            _ if left == 1 => "noch 1 Periode".into(),
            _ => format!("noch {left} Perioden"),
        },
        ClockText::Penalty(p) => format!("Strafe {p}"),
        ClockText::Pause => "Uhr anhalten".into(),
        ClockText::Resume => "Uhr starten".into(),
        ClockText::Paused => "angehalten".into(),
        ClockText::SecondsLeft { color: c, seconds } => {
            format!("{}: {}", color(c), unit(seconds, TIME.seconds))
        }
    }
}

// --- Der Computergegner (Issue 21) ------------------------------------------------------

fn computer(t: super::ComputerText) -> String {
    use super::ComputerText as C;
    use crate::state::computer::Hint;
    match t {
        C::Opponent => "Gegner".into(),
        C::TwoPlayers => "Zwei Spieler an diesem Brett".into(),
        C::Level(1) => "Der Computer, Stufe 1 (kennt gerade die Regeln)".into(),
        C::Level(n) if n == hotstone_player::Level::MAX => {
            format!("Der Computer, Stufe {n} (am stärksten)")
        }
        C::Level(n) => format!("Der Computer, Stufe {n}"),
        C::ComputerPlays => "Der Computer spielt".into(),
        C::Thinking => "Der Computer denkt nach …".into(),
        C::Hint => "Tipp".into(),
        C::HintIs(Hint::Play(p)) => format!("Tipp: {p}"),
        C::HintIs(Hint::Pass) => "Tipp: passen".into(),
        C::HintedPoint => ", Tipp".into(),
    }
}

// --- Das eingebettete Brett ------------------------------------------------------------

fn embed(m: super::EmbedText<'_>) -> String {
    use super::EmbedText;
    use crate::state::embed_problem::Problem as P;
    match m {
        EmbedText::ShowForbidden => "Verbotene Punkte".into(),
        EmbedText::Problem(p) => match p {
            P::UnknownRules(r) => format!("Hotstone kennt keine Regeln namens „{r}“."),
            P::Size(s) => {
                format!("Ein Brett der Größe {s} gibt es nicht: Bretter haben 2 bis 25 Linien.")
            }
            P::Komi(k) => format!("„{k}“ ist kein Komi (eine Zahl wie 6,5)."),
            P::Handicap(h) => {
                format!("Eine Vorgabe von {h} ist auf diesem Brett nicht möglich.")
            }
            P::UnknownLesson(id) => format!("Es gibt keine Lektion „{id}“."),
            P::Lesson(e) => format!("Diese Lektion ist nicht lesbar (Zeile {}).", e.line),
            P::Sgf(_) => "Diese Partie ist nicht lesbar.".into(),
            P::Unreachable { url, .. } => format!("Die Datei {url} konnte nicht geladen werden."),
            P::Move(n) => format!("Die Partie hat keinen Zug {n}."),
            P::Panel(name) => format!("Es gibt kein Feld „{name}“."),
        },
    }
}

fn record(t: RecordText<'_>) -> String {
    match t {
        RecordText::Title => "Die Aufzeichnung".into(),
        RecordText::Position { moves, variation } => {
            let at = match moves {
                0 => "Anfang".to_string(),
                n => format!("Zug {n}"),
            };
            match variation {
                Some((k, of)) => format!("{at} · Variante {k} von {of}"),
                None => at,
            }
        }
        RecordText::First => "Zum Anfang".into(),
        RecordText::Back => "Zurück".into(),
        RecordText::Forward => "Vor".into(),
        RecordText::Last => "Zum Ende".into(),
        RecordText::Variations => "Varianten:".into(),
        RecordText::Variation { n, next } => match next {
            Some((c, Some(p))) => format!("Variante {n}: {} {p}", color(c)),
            Some((c, None)) => format!("Variante {n}: {} passt", color(c)),
            None => format!("Variante {n}"),
        },
        RecordText::Mark(m) => match m {
            MarkWord::Triangle => ", Dreieck".into(),
            MarkWord::Square => ", Quadrat".into(),
            MarkWord::Circle => ", Kreis".into(),
            MarkWord::Cross => ", Kreuz".into(),
            MarkWord::Label(text) => format!(", Beschriftung {text}"),
            MarkWord::Dimmed => ", abgeblendet".into(),
            MarkWord::Variation(n) => format!(", nächster Zug der Variante {n}"),
        },
        RecordText::Keys => "Durch eine Aufzeichnung: Bild↑ und Bild↓ (ein Presenter) oder ← und → außerhalb des Bretts gehen zurück und vor; ↑ und ↓ außerhalb des Bretts wechseln die Variante; Pos1 und Ende gehen zum Anfang und zum Ende.".into(),
    }
}

/// The course's words (issue 36, L-2).
pub(super) fn course(t: super::CourseText<'_>) -> String {
    use super::CourseText as C;
    use hotstone_lessons::course::LessonState;
    use hotstone_lessons::sgf::WrongKind as W;
    match t {
        C::BackToBoard => BACK_TO_BOARD.into(),
        C::Title => "Lektionen".into(),
        C::Progress { done, of } => format!("{done} von {of} Lektionen erledigt"),
        C::State(LessonState::NotStarted) => "nicht begonnen".into(),
        C::State(LessonState::Started) => "begonnen".into(),
        C::State(LessonState::Done) => "erledigt".into(),
        C::Contents => "Alle Lektionen".into(),
        C::NextLesson => "Nächste Lektion".into(),
        C::CourseDone => "Sie haben alle Lektionen des Kurses erledigt.".into(),
        C::Step { step, steps } => format!("Schritt {step} von {steps}"),
        C::BoardName(n) => format!("Brett {n} × {n}"),
        C::ToMove(c) => format!("{} am Zug", color(c)),
        C::Right => "Richtig!".into(),
        C::Done => "Richtig! Die Lektion ist erledigt.".into(),
        C::Wrong => "Falsch: versuchen Sie es noch einmal.".into(),
        C::NotListed => "Nicht dieser: versuchen Sie es noch einmal.".into(),
        C::WrongWhy(w) => match w {
            W::Legal => "Dieser Punkt darf gespielt werden: versuchen Sie es noch einmal.".into(),
            W::FoundAlready => "Diesen Punkt haben Sie schon gefunden.".into(),
            W::NotAHandicapPoint { .. } => {
                "Kein Vorgabepunkt: versuchen Sie es noch einmal.".into()
            }
            W::Placement(e) => handicap_refused(e),
            W::Value => "Nicht dieser Wert: versuchen Sie es noch einmal.".into(),
            W::NotAsked | W::Listed(_) => "Falsch: versuchen Sie es noch einmal.".into(),
        },
        C::Found { left: 0 } => "Alle gefunden.".into(),
        C::Found { left } => format!("Gefunden: noch {left} zu finden."),
        C::Placed { left: 0 } => "Alle Vorgabesteine gesetzt.".into(),
        C::Placed { left } => format!("Gesetzt: noch {left} zu setzen."),
        C::GoOn => "Weiter mit „Nächster Schritt“.".into(),
        C::Hint => "Tipp".into(),
        C::ShowAnswer => "Lösung zeigen".into(),
        C::ShownValue(v) => format!("Die Lösung: {v}"),
        C::ShownAny => "Hier ist jede Antwort dieser Art richtig.".into(),
        C::Previous => "Voriger Schritt".into(),
        C::Next => "Nächster Schritt".into(),
        C::Reset => "Zurücksetzen".into(),
        C::Pass => "Passen".into(),
        C::ValueLabel { result: true } => "Wer gewinnt, mit wie viel (B+5, W+0,5, 0)".into(),
        C::ValueLabel { result: false } => "Ihre Antwort (eine Zahl)".into(),
        C::Answer => "Antworten".into(),
        C::Unreadable { result: true } => {
            "Schreiben Sie das Ergebnis als B+5, W+0,5 oder 0 für ein Unentschieden.".into()
        }
        C::Unreadable { result: false } => "Schreiben Sie eine Zahl, etwa 12 oder 6,5.".into(),
    }
}

/// The new game's words (`super::new_game`).
pub(super) fn new_game(t: super::NewGameText<'_>) -> String {
    use super::NewGameText as N;
    match t {
        N::ClockField => "Uhr".into(),
        N::ClockKind(k) => match k {
            ClockKind::None => "Keine Uhr",
            ClockKind::Absolute => "Absolute Bedenkzeit",
            ClockKind::ByoYomi => "Byo-Yomi",
            ClockKind::IngPenalty => "Ing SP: Strafpunkte",
            ClockKind::IngSeconds => "Ing SZ: Sekundenzählen",
        }
        .into(),
        N::ClockMinutes => "Basiszeit (Minuten)".into(),
        N::ClockPeriods(ClockKind::IngSeconds) => "Überschreitungen".into(),
        N::ClockPeriods(_) => "Perioden".into(),
        N::ClockPeriodSeconds(ClockKind::IngSeconds) => "Sekunden je Überschreitung".into(),
        N::ClockPeriodSeconds(_) => "Sekunden je Periode".into(),
        N::PresetName(p) => preset(p).into(),
        N::Title => "Neue Partie".into(),
        N::BoardSize => "Brettgröße".into(),
        N::SizeName(n) => format!("{n}×{n}"),
        N::Rules => "Regeln".into(),
        N::KomiLabel => "Komi".into(),
        N::Handicap => "Vorgabe".into(),
        N::HandicapNone => "keine".into(),
        N::HandicapStyleLabel => "Art der Vorgabe".into(),
        N::HandicapStyleName(s) => handicap_style(s).into(),
        N::HandicapNote(s) => handicap_note(s).into(),
        N::PlayerName(Color::Black) => "Spieler Schwarz".into(),
        N::PlayerName(Color::White) => "Spieler Weiß".into(),
        N::StartFrom => "Beginnen mit".into(),
        N::EmptyBoard => "leerem Brett".into(),
        N::Start => "Beginnen".into(),
        N::Cancel => "Abbrechen".into(),
        N::ConfirmDiscard(n) => format!(
            "Die laufende Partie ({}) geht dabei verloren. Neue Partie beginnen?",
            plural(n, "Zug", "Züge")
        ),
        N::ConfirmLessonLink { lesson, moves } => format!(
            "Der Link öffnet die Lektion „{lesson}“. Dabei geht die laufende Partie ({}) verloren. Lektion beginnen?",
            plural(moves, "Zug", "Züge")
        ),
        N::DiscardAndStart => "Verwerfen und beginnen".into(),
        N::MoreOptions => "Mehr …".into(),
    }
}

/// Die Wörter des Bearbeitungsmodus (issue 37).
fn edit(t: EditText) -> String {
    match t {
        EditText::Mode => "Aufbauen und markieren".into(),
        EditText::Toolbar => "Werkzeuge zum Aufbauen und Markieren".into(),
        EditText::Tool(tool) => tool_name(tool).into(),
        EditText::ToMove(c) => format!("{} am Zug", color(c)),
        EditText::ClearBoard => "Brett leeren".into(),
        EditText::ClearMarks => "Markierungen löschen".into(),
        EditText::Keys => "Aufbauen (E auf dem Brett): B Schwarz, W Weiß, A abwechselnd, D löschen, T Dreieck, S Quadrat, C Kreis, X Kreuz, K Buchstabe, N Zahl, R Pfeil, I Linie, H abdunkeln; Eingabe oder Leertaste wendet das Werkzeug am Cursor an; U nimmt zurück.".into(),
        EditText::Liberties => "Freiheiten".into(),
        EditText::Atari => "Atari".into(),
        EditText::LibertyCount(1) => ", 1 Freiheit".into(),
        EditText::LibertyCount(n) => format!(", {n} Freiheiten"),
        EditText::InAtari => ", im Atari".into(),
    }
}

fn tool_name(tool: Tool) -> &'static str {
    match tool {
        Tool::Black => "Schwarzer Stein",
        Tool::White => "Weißer Stein",
        Tool::Alternate => "Abwechselnd",
        Tool::Erase => "Löschen",
        Tool::Triangle => "Dreieck",
        Tool::Square => "Quadrat",
        Tool::Circle => "Kreis",
        Tool::Cross => "Kreuz",
        Tool::Letter => "Buchstabe",
        Tool::Number => "Zahl",
        Tool::Arrow => "Pfeil",
        Tool::Line => "Linie",
        Tool::Dim => "Abdunkeln",
    }
}

fn edit_said(s: &EditSaid) -> String {
    match s {
        EditSaid::Mode(true) => "Aufbaumodus: Klicken setzt Steine und Markierungen.".into(),
        EditSaid::Mode(false) => "Aufbaumodus aus: Es wird von hier aus weitergespielt.".into(),
        EditSaid::Tool(tool) => format!("Werkzeug: {}", tool_name(*tool)),
        EditSaid::Stone(p, Some(c)) => format!("{} Stein auf {p} gesetzt", color(*c)),
        EditSaid::Stone(p, None) => format!("{p} geleert"),
        EditSaid::Marked(p, tool) => format!("{}: {p}", tool_name(*tool)),
        EditSaid::From(p) => format!("Von {p}: Klicken Sie, wohin es geht"),
        EditSaid::ToMove(c) => format!("{} am Zug", color(*c)),
        EditSaid::ClearedBoard => "Brett geleert".into(),
        EditSaid::ClearedMarks => "Markierungen gelöscht".into(),
        EditSaid::Refused(_, e) => format!("Nicht aufgebaut: {}.", setup_refused(e)),
    }
}

fn setup_refused(error: &SetupError) -> String {
    match error {
        SetupError::OffBoard { point, size } => format!("{point} liegt nicht auf dem Brett {size}"),
        SetupError::Twice { point } => format!("{point} ist zweimal belegt"),
        SetupError::NoLiberties { strings } => format!(
            "die Kette bei {} hätte keine Freiheit",
            points(strings.iter().copied())
        ),
        SetupError::GameOver => "die Partie ist zu Ende".into(),
    }
}
