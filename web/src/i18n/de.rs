//! Deutsch.

use hotstone_i18n::de::{
    color, end, handicap_error as handicap, preset, refusal as refused, rule_name, rule_source,
    stones,
};
use hotstone_rules::{Color, End, HandicapStyle};

use super::{Lang, PointFacts, Text};
use crate::state::record::LoadError;
use crate::state::{Said, StartError};

fn said(s: &Said) -> String {
    match s {
        Said::Played {
            color: c,
            point,
            captured,
            atari,
            hot,
            cycle,
            end: e,
        } => {
            let mut out = format!("{} {point}.", color(*c));
            if *captured > 0 {
                out += &format!(" Schlägt {}.", stones(*captured));
            }
            if *atari > 0 {
                out += &format!(" {} steht im Atari.", color(c.opponent()));
            }
            if *hot {
                out += " Heißer Stein.";
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
        Said::Resigned { color: c } => {
            format!("{} gibt auf. {} gewinnt.", color(*c), color(c.opponent()))
        }
        Said::Refused { color: c, refusal } => refused(*c, refusal),
        Said::HandicapRefused(e) => handicap(e),
        Said::Placed { point, left: 0 } => {
            format!("Vorgabestein auf {point}. Alle Vorgabesteine stehen: Weiß ist am Zug.")
        }
        Said::Placed { point, left } => {
            format!("Vorgabestein auf {point}. Noch {left} zu setzen.")
        }
        Said::TookBack => "Zug zurückgenommen.".into(),
        Said::Replayed => "Zug wiederholt.".into(),
        Said::Resumed => "Das Spiel geht weiter.".into(),
        Said::NewGame => "Neue Partie.".into(),
        Said::CycleStep { step, of, to_move } => cycle_step(*step, *of, *to_move),
        Said::OpenedSgf { moves, skipped } => {
            let mut out = format!("Partie geöffnet: {moves} Züge.");
            if *skipped > 0 {
                out +=
                    &format!(" Die Regeln haben {skipped} Züge der Datei abgelehnt; übersprungen.");
            }
            out
        }
        Said::SgfUnreadable(e) => match e {
            LoadError::Unreadable(why) => {
                format!("Die SGF-Datei kann nicht gelesen werden: {why}.")
            }
            LoadError::NoGame => "Die Datei enthält keine Partie.".into(),
            LoadError::UnknownRules(ru) => format!(
                "Unbekannte Regeln RU[{ru}]: bekannt sind GOE, Ing, Japanese, Chinese, AGA, NZ."
            ),
            LoadError::BadSetup(why) => {
                format!("Die Steine der Datei können nicht gesetzt werden: {why}.")
            }
        },
        Said::Marking(m) => super::marking::said(Lang::De, m),
        Said::FillIn(m) => super::fill_in::said(Lang::De, m),
        Said::Handicap(m) => super::handicap::said(Lang::De, m),
    }
}

fn cycle_step(step: usize, of: usize, to_move: Color) -> String {
    format!("Lage {step} von {of}: {} ist am Zug.", color(to_move))
}

fn point_name(f: PointFacts) -> String {
    let mut out = f.point.to_string();
    out += match f.stone {
        Some(Color::Black) => ", schwarzer Stein",
        Some(Color::White) => ", weißer Stein",
        None => ", leer",
    };
    if f.hot {
        out += ", heiß";
    }
    if let Some(n) = f.number {
        out += &format!(", Zug {n}");
    }
    if f.last {
        out += ", letzter Zug";
    }
    if let Some(kind) = f.forbidden {
        out += ", verboten: ";
        out += rule_name(kind);
    }
    out
}

pub(super) fn text(t: Text<'_>) -> String {
    match t {
        Text::AppTitle => "Hotstone".into(),
        Text::Language => "Sprache".into(),
        Text::LanguageName(l) => match l {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Ja => "日本語",
        }
        .into(),
        Text::Projector => "Projektormodus".into(),
        Text::Fullscreen => "Vollbild".into(),
        Text::Coordinates => "Koordinaten".into(),
        Text::MoveNumbers => "Zugnummern".into(),
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
        Text::Player { color: c, name: "" } => color(c).into(),
        Text::Player { color: c, name } => format!("{name} ({})", color(c)),
        Text::Captures(n) => format!("Gefangene: {n}"),
        Text::PresetName(p) => preset(p).into(),
        Text::RulesLine {
            preset: p,
            komi,
            size,
        } => format!(
            "{size}×{size} · Regeln: {} · Komi {}",
            preset(p),
            komi.to_string().replace('.', ",")
        ),
        Text::MoveCount(n) => format!("Züge: {n}"),
        Text::Ended(e) => end(e),
        Text::HandicapMovesLeft(left) => format!(
            "Vorgabezüge: Schwarz spielt noch {left}; Weiß passt dabei automatisch."
        ),
        Text::PlaceHandicap(left) => format!(
            "Noch {left} Vorgabestein(e) setzen (klicken oder Enter auf dem Cursor)."
        ),
        Text::PointName(f) => point_name(f),
        Text::RuleName(kind) => rule_name(kind).into(),
        Text::RuleSource(kind) => rule_source(kind).into(),
        Text::Hint { point, color: c, kind } => format!(
            "{point}: {} darf hier nicht spielen: {} ({}).",
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
            "Ein Zyklus von {length} Zügen ist vollständig. {} hat ihn begonnen (der Störer) und darf in dieser Lage nie wieder {point} spielen (Ing, Stör-Ko).",
            color(disturber)
        ),
        Text::CycleRecurred { length, occurrence } => format!(
            "Die Stellung ist wiedergekehrt ({occurrence}. Mal) nach einem Zyklus von {length} Zügen."
        ),
        Text::NoResultWarning => {
            "Nach japanischen Regeln endet die Partie beim dritten Mal ohne Ergebnis.".into()
        }
        Text::BansInForce(n) => format!("Geltende Verbote: {n}."),
        Text::BannedNow { color: c, point } => {
            format!("Jetzt verboten: {} darf nicht {point} spielen.", color(c))
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
            "Heißer Stein: darf nicht sofort zurückgeschlagen werden (Ing, Kampf-Ko)".into()
        }
        Text::LegendForbidden => {
            "Verboten für die Seite am Zug: Maus darüber oder Fokus zeigt den Grund".into()
        }
        Text::LegendCursor => "Tastatur-Cursor".into(),
        Text::KeysHelp => {
            "Tasten: Pfeile bewegen den Cursor, Enter oder Leertaste setzt, P passt, U oder Strg+Z nimmt zurück, Strg+Y wiederholt.".into()
        }
        Text::LessonHeading(title) => format!("Lektion: {title}"),
        Text::DialogTitle => "Neue Partie".into(),
        Text::BoardSize => "Brettgröße".into(),
        Text::SizeName(n) => format!("{n}×{n}"),
        Text::Rules => "Regeln".into(),
        Text::KomiLabel => "Komi".into(),
        Text::Handicap => "Vorgabe".into(),
        Text::HandicapNone => "keine".into(),
        Text::HandicapStyleLabel => "Art der Vorgabe".into(),
        Text::HandicapStyleName(s) => match s {
            HandicapStyle::Fixed => "feste Punkte",
            HandicapStyle::Free => "freie Platzierung",
            HandicapStyle::IngMoves => "Ing-Vorgabezüge",
        }
        .into(),
        Text::HandicapNote(s) => match s {
            HandicapStyle::Fixed => {
                "Die Steine kommen auf die Sternpunkte; Weiß zieht zuerst."
            }
            HandicapStyle::Free => {
                "Schwarz setzt die Steine per Klick beliebig; dann zieht Weiß."
            }
            HandicapStyle::IngMoves => {
                "Schwarz macht so viele Brettzüge, während Weiß passt (die Vorgabe ist eins weniger)."
            }
        }
        .into(),
        Text::PlayerName(Color::Black) => "Spieler Schwarz".into(),
        Text::PlayerName(Color::White) => "Spieler Weiß".into(),
        Text::StartFrom => "Beginnen mit".into(),
        Text::EmptyBoard => "leerem Brett".into(),
        Text::Start => "Beginnen".into(),
        Text::Cancel => "Abbrechen".into(),
        Text::ConfirmDiscard(n) => format!(
            "Die laufende Partie ({n} Züge) geht dabei verloren. Neue Partie beginnen?"
        ),
        Text::DiscardAndStart => "Verwerfen und beginnen".into(),
        Text::KeepPlaying => "Weiterspielen".into(),
        Text::DownloadSgf => "SGF herunterladen".into(),
        Text::OpenSgf => "SGF öffnen…".into(),
        Text::ConfirmOpen(n) => format!(
            "Die laufende Partie ({n} Züge) geht dabei verloren. Die Partie der Datei öffnen?"
        ),
        Text::DiscardAndOpen => "Verwerfen und öffnen".into(),
        Text::ShowFillIn => "Auffüllzählung zeigen".into(),
        Text::Marking(m) => super::marking::text(Lang::De, m),
        Text::FillIn(m) => super::fill_in::text(Lang::De, m),
        Text::HandicapView(m) => super::handicap::text(Lang::De, m),
        Text::CannotStart(e) => match e {
            StartError::Komi => "Komi muss eine Punktzahl in Schritten von 0,5 sein.".into(),
            StartError::Handicap(h) => handicap(h),
            StartError::Position(_) => "Die Stellung hat Steine ohne Freiheiten.".into(),
            StartError::UnknownLesson(id) => format!("Es gibt keine Lektion „{id}“."),
        },
    }
}
