//! Deutsch: the words of the rules.

use hotstone_rules::{Color, End, HandicapError, Preset, Refusal, RefusalKind};

pub use crate::plural;
use crate::points;

pub fn color(c: Color) -> &'static str {
    match c {
        Color::Black => "Schwarz",
        Color::White => "Weiß",
    }
}

pub fn stones(n: usize) -> String {
    plural(n, "Stein", "Steine")
}

/// A number written with the German decimal comma: "6.5" becomes "6,5".
pub fn decimal(number: impl ToString) -> String {
    number.to_string().replace('.', ",")
}

/// Half points as a German number: 13 gives "6,5".
pub fn half_points(half: i32) -> String {
    decimal(crate::half_points(half))
}

pub fn end(e: End) -> String {
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
        End::Time { loser, reason } => format!(
            "{} hat durch Zeitüberschreitung verloren ({}): {} gewinnt.",
            color(loser),
            time_reason(reason),
            color(loser.opponent())
        ),
    }
}

pub fn time_reason(r: hotstone_rules::TimeReason) -> &'static str {
    use hotstone_rules::TimeReason;
    match r {
        TimeReason::Absolute => "die Bedenkzeit ist abgelaufen",
        TimeReason::ByoYomi => "die letzte Byo-Yomi-Periode ist abgelaufen",
        TimeReason::IngPenalty => "mehr Zusatzzeit als die Hälfte der Basiszeit",
        TimeReason::IngSeconds => "eine Überschreitung mehr als erlaubt",
        TimeReason::LateArrival => "die doppelte Verspätung übersteigt die Basiszeit",
    }
}

pub fn rule_name(kind: RefusalKind) -> &'static str {
    match kind {
        RefusalKind::GameOver => "Partie beendet",
        RefusalKind::WrongPlayer => "nicht am Zug",
        RefusalKind::OffBoard => "außerhalb des Bretts",
        RefusalKind::Occupied => "besetzt",
        RefusalKind::Suicide => "Selbstmord",
        RefusalKind::SingleStoneSuicide => "Selbstmord eines Einzelsteins",
        RefusalKind::Ko => "Ko",
        RefusalKind::Superko => "Superko",
        RefusalKind::HotStone => "heißer Stein",
        RefusalKind::Disturber => "Stör-Ko",
        RefusalKind::HandicapPass | RefusalKind::HandicapPlay => "Vorgabezüge",
    }
}

pub fn rule_source(kind: RefusalKind) -> &'static str {
    match kind {
        RefusalKind::GameOver => "die Partie ist zu Ende",
        RefusalKind::WrongPlayer => "die Spieler ziehen abwechselnd",
        RefusalKind::OffBoard => "der Brettrand",
        RefusalKind::Occupied => "ein Stein je Punkt",
        RefusalKind::Suicide => "diese Regeln verbieten Selbstmord",
        RefusalKind::SingleStoneSuicide => "ein Zug muss die Stellung verändern",
        RefusalKind::Ko => "einfaches Ko",
        RefusalKind::Superko => "keine Brettstellung darf sich wiederholen",
        RefusalKind::HotStone => "Ing, Kampf-Ko",
        RefusalKind::Disturber => "Ing, Stör-Ko",
        RefusalKind::HandicapPass | RefusalKind::HandicapPlay => "Ing-Vorgabezüge",
    }
}

pub fn preset(p: Preset) -> &'static str {
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

pub fn refusal(c: Color, r: &Refusal) -> String {
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

pub fn handicap_error(e: &HandicapError) -> String {
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
