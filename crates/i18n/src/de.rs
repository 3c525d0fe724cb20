//! Deutsch: the words of the rules.

use hotstone_rules::PenaltyReason;
use hotstone_rules::{
    Color, CountError, End, HandicapError, Outcome, Place, Preset, Refusal, RefusalKind, Side,
};

pub use crate::plural;
use crate::{hot_points, Caption, Tally};

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
    // A loop, not `str::replace` (its code for this one call in the npm package).
    let mut out = String::new();
    for c in number.to_string().chars() {
        out.push(if c == '.' { ',' } else { c });
    }
    out
}

/// Half points as a German number: 13 gives "6,5".
pub fn half_points(half: i32) -> String {
    decimal(crate::half_points(half))
}

pub fn end(e: End) -> String {
    match e {
        End::TwoPasses => "Das Spiel wird angehalten: zweimal hintereinander gepasst.".into(),
        End::Resignation { loser } => format!(
            "{} hat aufgegeben: {} gewinnt.",
            color(loser),
            color(loser.opponent())
        ),
        End::NoResult => {
            "Kein Ergebnis: dieselbe Stellung ist zum dritten Mal entstanden (japanische Regeln)."
                .into()
        }
        End::Captures { winner } => format!(
            "{} hat das Fangziel erreicht: {} gewinnt (Fang-Go).",
            color(winner),
            color(winner)
        ),
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
        TimeReason::LateArrival => "nicht innerhalb des Zeitlimits erschienen",
    }
}

pub fn rule_name(kind: RefusalKind) -> &'static str {
    match kind {
        RefusalKind::GameOver => "Partie beendet",
        RefusalKind::WrongPlayer => "nicht am Zug",
        RefusalKind::OffBoard => "außerhalb des Bretts",
        RefusalKind::Occupied => "besetzt",
        RefusalKind::Suicide => "Selbstmord",
        RefusalKind::SingleStoneSuicide => "Selbstmord eines einzelnen Steins",
        RefusalKind::Ko => "Ko",
        RefusalKind::Superko => "Superko",
        RefusalKind::HotStone => "Hot Stone",
        RefusalKind::Disturber => "Störungs-Ko",
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
        RefusalKind::Disturber => "Ing, Störungs-Ko",
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
        Preset::CaptureGo => "Fang-Go",
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
            "{who} darf nicht auf {point} spielen: Die eigenen Steine hätten keine Freiheit mehr, und diese Regeln verbieten Selbstmord."
        ),
        Refusal::SingleStoneSuicide { point } => format!(
            "{who} darf nicht auf {point} spielen: Ein einzelner Stein dort schlüge nichts und würde sofort entfernt, doch ein Zug muss die Stellung verändern."
        ),
        Refusal::Ko { retakes, .. } => format!(
            "{who} darf das Ko nicht sofort zurückschlagen: Der Stein auf {retakes} hat gerade geschlagen (einfaches Ko). Erst woanders spielen."
        ),
        Refusal::Superko { situational, .. } => format!(
            "{who} darf dort nicht spielen: Der Zug würde {} wiederholen (Superko).",
            if *situational {
                "eine frühere Stellung mit demselben Spieler am Zug"
            } else {
                "eine frühere Brettstellung"
            }
        ),
        Refusal::HotStone { hot, .. } if hot.len() == 1 => format!(
            "{who} darf einen Hot Stone nicht sofort zurückschlagen (Ing, Kampf-Ko). Erst woanders spielen."
        ),
        Refusal::HotStone { hot, .. } => format!(
            "{who} darf die Hot Stones {} nicht sofort zurückschlagen (Ing, Kampf-Ko). Erst woanders spielen.",
            hot_points(hot)
        ),
        Refusal::Disturber { point, ban } => format!(
            "{who} hat hier einen Zyklus von {} Zügen begonnen (Ing, Störungs-Ko) und darf in dieser Lage nie wieder auf {point} spielen.",
            ban.cycle.length()
        ),
        Refusal::HandicapPass { left, .. } => format!(
            "Weiß passt, während Schwarz die Vorgabezüge macht (noch {left})."
        ),
        Refusal::HandicapPlay { left } => format!(
            "Schwarz muss noch {} machen, bevor er passen darf.",
            plural(*left as usize, "Vorgabezug", "Vorgabezüge")
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
        HandicapError::NotAtStart => "Die Vorgabe wird vor dem ersten Zug gegeben.".into(),
        HandicapError::NotBlacksTurn => "Vorgabezüge beginnen mit Schwarz am Zug.".into(),
        HandicapError::Setup(_) => "Die Vorgabesteine können dort nicht stehen.".into(),
        HandicapError::GameOver => "Die Partie ist zu Ende.".into(),
    }
}

// --- Die Ausfüllzählung (C-2, C-3, B-4, B-5) -----------------------------------------

/// Where a side's winning points were gathered (C-2).
pub fn place(p: Place) -> String {
    match p {
        Place::Corner(p) => format!("in der Ecke bei {p}"),
        Place::Side(Side::Bottom) => "an der unteren Seite".into(),
        Place::Side(Side::Top) => "an der oberen Seite".into(),
        Place::Side(Side::Left) => "an der linken Seite".into(),
        Place::Side(Side::Right) => "an der rechten Seite".into(),
        Place::Inside => "beieinander".into(),
    }
}

/// The count's result, as the last step of the fill-in count says it.
pub fn fill_in_outcome(o: Outcome) -> String {
    match o {
        Outcome::Counted {
            winner: Some(w),
            margin_half: 0,
            by_tie_rule: true,
        } => format!("Gleichstand, nach der Regel {} zuerkannt", color(w)),
        Outcome::Counted {
            winner: Some(w),
            margin_half: 2,
            ..
        } => format!("{} gewinnt mit 1 Punkt", color(w)),
        Outcome::Counted {
            winner: Some(w),
            margin_half,
            ..
        } => format!(
            "{} gewinnt mit {} Punkten",
            color(w),
            half_points(margin_half as i32)
        ),
        Outcome::Counted { winner: None, .. } => "Unentschieden".into(),
        // A game that ended without result keeps none whatever the count (K-5):
        // shown as the record writes it.
        other => other.result(),
    }
}

/// The difference's parts in words: winning points 1 each, losing, compensation and
/// penalty stones 2 each (C-2).
pub fn tally(t: Tally) -> String {
    let mut parts = Vec::new();
    for (i, c) in [Color::Black, Color::White].into_iter().enumerate() {
        let (name, other) = (color(c), color(c.opponent()));
        let n = t.winning_points[i] as usize;
        if n > 0 {
            let points = plural(n, "Gewinnpunkt", "Gewinnpunkte");
            parts.push(format!("{name} {points} ×1"));
        }
        let n = t.losing_stones[i] as usize;
        if n > 0 {
            let stones = plural(n, "Verluststein", "Verluststeine");
            parts.push(format!("{stones} von {name} ×2 für {other}"));
        }
        let n = t.compensation[i] as usize;
        if n > 0 {
            let stones = plural(n, "Kompensationsstein", "Kompensationssteine");
            parts.push(format!("{stones} ×2 für {name}"));
        }
        let n = t.penalty[i] as usize;
        if n > 0 {
            let stones = plural(n, "Strafstein", "Strafsteine");
            parts.push(format!("{stones} ×2 für {name}"));
        }
    }
    if parts.is_empty() {
        return "Keine Gewinnpunkte, keine Verluststeine".into();
    }
    crate::joined(&parts, ", ")
}

/// Why a count cannot be made (B-4).
pub fn count_error(e: &CountError) -> String {
    match e {
        CountError::SizeMismatch { .. } => {
            "Die toten Steine gehören zu einer anderen Brettgröße: keine Ausfüllzählung.".into()
        }
        CountError::SupplyExceeded {
            color: c,
            on_board,
            supply,
        } => format!(
            "Keine Ausfüllzählung: {} hat {on_board} Steine auf dem Brett, mehr als die {supply} seiner Dose (B-4).",
            color(*c)
        ),
    }
}

/// What a step of the fill-in count shows (C-2, C-3, B-4, B-5).
pub fn caption(c: Caption) -> String {
    match c {
        Caption::Supply {
            stones: n,
            on_board: [b, w],
        } => {
            let mut out = format!(
                "Jede Dose enthält {}, die Hälfte der Brettpunkte minus eins; der Messrahmen zeigt sie in Löchern zu je 5.",
                stones(n as usize)
            );
            if b + w > 0 {
                out += &format!(
                    " Die Steine auf dem Brett stammen aus den Dosen: {b} von Schwarz, {w} von Weiß."
                );
            }
            out
        }
        Caption::RemoveDead { color: c, stones } => format!(
            "Die toten Steine von {} ({stones}) werden vom Brett genommen und kommen zurück in seine Dose.",
            color(c)
        ),
        Caption::Bowls { black, white } => format!(
            "Mit den zurückgelegten toten Steinen und Gefangenen hat Schwarz {} in der Dose, Weiß {}.",
            stones(black as usize),
            stones(white as usize)
        ),
        Caption::Compensation {
            to,
            stones: n,
            remainder_half,
        } => {
            let extra = if remainder_half > 0 {
                format!(
                    ", dazu {} Punkte, die kein Stein zeigt",
                    half_points(remainder_half as i32)
                )
            } else {
                String::new()
            };
            format!(
                "Kompensation: {} für {} in einer getrennten Fläche, je 2 Punkte{extra}.",
                stones(n as usize),
                color(to)
            )
        }
        Caption::Penalty {
            against,
            stones: n,
            reason,
            ..
        } => format!(
            "{} gegen {}: {} für {}, je 2 Punkte.",
            match reason {
                PenaltyReason::Time => "Zeitstrafe",
                PenaltyReason::MoveOrder => "Strafe für falsche Zugreihenfolge",
                PenaltyReason::Consultation => "Strafe für Absprache",
            },
            color(against),
            stones(n as usize),
            color(against.opponent())
        ),
        Caption::FillTerritory {
            color: c,
            points,
            unfilled: 0,
        } => format!(
            "{} füllt sein Gebiet mit Steinen aus der eigenen Dose aus, ohne einen Stein zu versetzen: {points} Punkte.",
            color(c)
        ),
        Caption::FillTerritory {
            color: c,
            points,
            unfilled,
        } => format!(
            "{} füllt sein Gebiet mit Steinen aus der eigenen Dose aus, ohne einen Stein zu versetzen: {points} Punkte, bis die Dose leer ist; {unfilled} Punkte seines Gebiets bleiben leer, seine Gewinnpunkte.",
            color(c)
        ),
        Caption::FillShared { color: c, points } => format!(
            "{} füllt seine Hälfte der geteilten Punkte aus: {points}.",
            color(c)
        ),
        Caption::SharedLeftEmpty { point } => {
            format!("Die Zahl der geteilten Punkte ist ungerade: {point} bleibt leer.")
        }
        Caption::WinningPoints {
            color: c,
            points,
            place: p,
        } => format!(
            "Die Dose von {} ist leer: {points} leere Punkte sind seine Gewinnpunkte und werden {} angeordnet.",
            color(c),
            place(p)
        ),
        Caption::LeftInBowls { black, white } => format!(
            "In den Dosen bleiben Schwarz {}, Weiß {}: Das sind Verluststeine.",
            stones(black as usize),
            stones(white as usize)
        ),
        Caption::LosingStones { color: c, stones } => format!(
            "Die Verluststeine von {} ({stones}) werden in die Gewinnpunkte von {} eingefügt.",
            color(c),
            color(c.opponent())
        ),
        Caption::Difference { tally: t, outcome } => {
            format!("{}: {}.", tally(t), fill_in_outcome(outcome))
        }
    }
}
