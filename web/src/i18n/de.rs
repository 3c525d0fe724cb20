//! Deutsch.

use hotstone_rules::{Color, End, HandicapError, HandicapStyle, Preset, Refusal};

use super::{points, Lang, PointFacts, Text};
use crate::sgf::LoadError;
use crate::state::{Said, StartError};

fn color(c: Color) -> &'static str {
    match c {
        Color::Black => "Schwarz",
        Color::White => "Weiß",
    }
}

fn stones(n: usize) -> String {
    if n == 1 {
        "1 Stein".into()
    } else {
        format!("{n} Steine")
    }
}

fn end(e: End) -> String {
    match e {
        End::TwoPasses => "Das Spiel ruht: zweimal hintereinander gepasst.".into(),
        End::Resignation { loser } => format!(
            "{} hat aufgegeben: {} gewinnt.",
            color(loser),
            color(loser.opponent())
        ),
        End::NoResult => {
            "Kein Ergebnis: dieselbe Stellung ist zum dritten Mal entstanden (japanische Regeln)."
                .into()
        }
    }
}

fn rule_name(code: &str) -> &'static str {
    match code {
        "game-over" => "Partie beendet",
        "wrong-player" => "nicht am Zug",
        "off-board" => "außerhalb des Bretts",
        "occupied" => "besetzt",
        "suicide" => "Selbstmord",
        "single-stone-suicide" => "Selbstmord eines Einzelsteins",
        "ko" => "Ko",
        "superko" => "Superko",
        "hot-stone" => "heißer Stein",
        "disturber" => "Stör-Ko",
        "handicap-pass" | "handicap-play" => "Vorgabezüge",
        _ => "eine andere Regel",
    }
}

fn rule_source(code: &str) -> &'static str {
    match code {
        "game-over" => "die Partie ist zu Ende",
        "wrong-player" => "die Spieler ziehen abwechselnd",
        "off-board" => "der Brettrand",
        "occupied" => "ein Stein je Punkt",
        "suicide" => "diese Regeln verbieten Selbstmord",
        "single-stone-suicide" => "ein Zug muss die Stellung verändern",
        "ko" => "einfaches Ko",
        "superko" => "keine Brettstellung darf sich wiederholen",
        "hot-stone" => "Ing, Kampf-Ko",
        "disturber" => "Ing, Stör-Ko",
        "handicap-pass" | "handicap-play" => "Ing-Vorgabezüge",
        _ => "",
    }
}

fn preset(p: Preset) -> &'static str {
    match p {
        Preset::Ing => "Ing (SST)",
        Preset::Japanese => "Japanisch",
        Preset::Simple => "Einfach (7x7-Einführung)",
        Preset::Chinese => "Chinesisch",
        Preset::Aga => "AGA",
        Preset::NewZealand => "Neuseeland",
        Preset::TrompTaylor => "Tromp-Taylor",
        Preset::SchoolTeam => "Schulmannschaft (japanisch, Komi 5)",
        Preset::ComputerTournament => "Computer-Turnier (japanisch, Komi 6,5)",
    }
}

fn refused(c: Color, r: &Refusal) -> String {
    let who = color(c);
    match r {
        Refusal::GameOver { end: e } => format!("Die Partie ist zu Ende. {}", end(*e)),
        Refusal::WrongPlayer { to_move } => format!("{} ist am Zug.", color(*to_move)),
        Refusal::OffBoard { point, .. } => format!("{point} liegt nicht auf diesem Brett."),
        Refusal::Occupied { point } => format!("Auf {point} liegt schon ein Stein."),
        Refusal::Suicide { point, .. } => format!(
            "{who} darf nicht auf {point} spielen: die eigenen Steine hätten keine Freiheit mehr, und diese Regeln verbieten Selbstmord."
        ),
        Refusal::SingleStoneSuicide { point } => format!(
            "{who} darf nicht auf {point} spielen: ein einzelner Stein dort schlüge nichts und würde sofort entfernt, doch ein Zug muss die Stellung verändern."
        ),
        Refusal::Ko { retakes, .. } => format!(
            "{who} darf das Ko nicht sofort zurückschlagen: der Stein auf {retakes} hat gerade geschlagen (einfaches Ko). Erst woanders spielen."
        ),
        Refusal::Superko { situational, .. } => format!(
            "{who} darf dort nicht spielen: es wiederholte {} (Superko).",
            if *situational {
                "eine frühere Stellung mit demselben Spieler am Zug"
            } else {
                "eine frühere Brettstellung"
            }
        ),
        Refusal::HotStone { hot, .. } if hot.len() == 1 => format!(
            "{who} darf einen heißen Stein nicht sofort zurückschlagen (Ing, Kampf-Ko). Erst woanders spielen."
        ),
        Refusal::HotStone { hot, .. } => format!(
            "{who} darf die heißen Steine {} nicht sofort zurückschlagen (Ing, Kampf-Ko). Erst woanders spielen.",
            points(hot.iter().map(|h| h.point))
        ),
        Refusal::Disturber { point, ban } => format!(
            "{who} hat hier einen Zyklus von {} Zügen begonnen (Ing, Stör-Ko) und darf in dieser Lage nie wieder {point} spielen.",
            ban.cycle.length()
        ),
        Refusal::HandicapPass { left, .. } => format!(
            "Weiß passt, während Schwarz die Vorgabezüge macht (noch {left})."
        ),
        Refusal::HandicapPlay { left } => format!(
            "Schwarz macht noch {left} Vorgabezüge, bevor gepasst werden darf."
        ),
    }
}

fn handicap(e: &HandicapError) -> String {
    match e {
        HandicapError::NoPlacementForSize { size } => format!(
            "Das {size}-Brett hat keine festen Vorgabepunkte: bitte freie Platzierung wählen."
        ),
        HandicapError::NoPlacementForCount { size, stones, max } => format!(
            "Für {stones} Vorgabesteine gibt es auf dem {size}-Brett keine festen Punkte, nur für 2 bis {max}."
        ),
        HandicapError::TooFew { .. } => "Eine Vorgabe braucht mindestens 2 Steine.".into(),
        HandicapError::TooMany { stones, size } => {
            format!("{stones} Vorgabesteine würden das {size}-Brett füllen.")
        }
        HandicapError::OffBoard { point, .. } => {
            format!("{point} liegt nicht auf diesem Brett.")
        }
        HandicapError::Twice { point } => format!("{point} ist doppelt gewählt."),
        HandicapError::Occupied { point } => format!("Auf {point} liegt schon ein Stein."),
        HandicapError::NotAtStart => "Die Vorgabe kommt vor dem ersten Zug.".into(),
        HandicapError::NotBlacksTurn => "Vorgabezüge beginnen mit Schwarz am Zug.".into(),
        HandicapError::Setup(_) => "Die Vorgabesteine können dort nicht stehen.".into(),
        HandicapError::GameOver => "Die Partie ist zu Ende.".into(),
    }
}

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
    if let Some(code) = f.forbidden {
        out += ", verboten: ";
        out += rule_name(code);
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
        Text::RuleName(code) => rule_name(code).into(),
        Text::RuleSource(code) => rule_source(code).into(),
        Text::Hint { point, color: c, code } => format!(
            "{point}: {} darf hier nicht spielen: {} ({}).",
            color(c),
            rule_name(code),
            rule_source(code)
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
