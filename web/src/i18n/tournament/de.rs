//! Die Turnierseite auf Deutsch.

use hotstone_tournament::{Criterion, Decider, Reason, System, TournamentError};

use super::TournamentText as T;
use crate::state::tournament::PageError;

/// Dezimalkomma.
fn num(text: &str) -> String {
    text.replace('.', ",")
}

fn system(s: System) -> &'static str {
    match s {
        System::RoundRobin => "Jeder gegen jeden (SST-Platzierung)",
        System::SingleElimination => "K.-o.-System (SST-Platzierung)",
        System::SchoolTeam => "Schulmannschaftsturnier",
        System::FourTables => "Vierertische",
    }
}

fn criterion(c: Criterion) -> &'static str {
    match c {
        Criterion::Knockout => "K.-o.",
        Criterion::Wins => "Siege",
        Criterion::A1 => "A1",
        Criterion::A2 => "A2",
        Criterion::B1 => "B1",
        Criterion::B2 => "B2",
        Criterion::VictoryPoints => "Siegpunkte",
        Criterion::OpponentsPoints => "Gegnerpunkte",
        Criterion::BoardPointsPerGame => "Brettpunkte je Partie",
        Criterion::Board1 => "Brett 1",
        Criterion::Board2 => "Brett 2",
        Criterion::Board3 => "Brett 3",
        Criterion::Points => "Punkte",
        Criterion::Shares => "Anteilen",
        Criterion::Raw => "Spielpunkte",
    }
}

fn why(reason: &Reason, mine: &str, theirs: &str) -> String {
    let (mine, theirs) = (num(mine), num(theirs));
    match reason {
        Reason::Alone => "einziger Teilnehmer".to_string(),
        Reason::Ahead { criterion: c, of } => {
            format!("vor {of} nach {}: {mine} zu {theirs}", criterion(*c))
        }
        Reason::Behind { criterion: c, of } => {
            format!("hinter {of} nach {}: {mine} zu {theirs}", criterion(*c))
        }
        Reason::Decision { of, ahead: true } => {
            format!("in allen Kriterien gleich mit {of}; vorn durch Stechen oder Los")
        }
        Reason::Decision { of, ahead: false } => {
            format!("in allen Kriterien gleich mit {of}; dahinter durch Stechen oder Los")
        }
        Reason::Shared { with } => {
            format!("in allen Kriterien gleich mit {with}: der Platz wird geteilt")
        }
    }
}

fn refused(e: &TournamentError) -> String {
    use TournamentError::*;
    match e {
        Malformed { reason } => format!("Keine Turnierdatei: {reason}"),
        EmptyName => "Ein Name ist leer.".into(),
        DuplicateName { name } => format!("Der Name „{name}“ kommt zweimal vor."),
        UnknownName { name } => format!("„{name}“ gehört nicht zu diesem Turnier."),
        ImpossibleCount { count, reason } => {
            format!("{count} Teilnehmer lassen sich nicht setzen: {reason}")
        }
        ClassesCannotMeet {
            larger,
            larger_size,
            smaller,
            smaller_size,
        } => format!(
            "Klasse „{larger}“ ({larger_size} Schüler) kann nicht gegen „{smaller}“ \
             ({smaller_size} Schüler) spielen: höchstens drei Schüler teilen sich ein Brett (X-3)."
        ),
        NoSuchPairing { round, names } => {
            format!("Runde {round} hat keine Paarung oder keinen Tisch mit {}.", names.join(", "))
        }
        AlreadyEntered { round, names } => format!(
            "Runde {round}: das Ergebnis von {} ist schon eingetragen.",
            names.join(", ")
        ),
        RoundIncomplete { round, missing } => format!(
            "Runde {round} fehlen Ergebnisse ({}), aber eine spätere Runde folgt.",
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
        CorrectionChangesLaterRounds { round } => format!(
            "Die Korrektur in Runde {round} würde die Paarungen einer späteren Runde mit \
             eingetragenen Ergebnissen ändern: diese zuerst zurücknehmen."
        ),
    }
}

fn error(e: &PageError) -> String {
    match e {
        PageError::Refused(e) => refused(e),
        PageError::Seed => "Der Startwert des Loses muss eine ganze Zahl ab 0 sein.".into(),
        PageError::ClassLine(line) => format!(
            "„{line}“ ist keine Klassenzeile: Klasse, Doppelpunkt, dann die Schüler (5a: Ali, Bea)."
        ),
    }
}

pub fn text(t: T<'_>) -> String {
    match t {
        T::Open => "Turnier".into(),
        T::BackToBoard => "Zurück zum Brett".into(),
        T::Title => "Turnier".into(),
        T::CreateTitle => "Neues Turnier".into(),
        T::NameLabel => "Name".into(),
        T::SystemLabel => "System".into(),
        T::SystemName(s) => system(s).into(),
        T::SeedLabel => "Startwert des Loses".into(),
        T::EntrantsLabel(System::SchoolTeam) => {
            "Klassen, eine pro Zeile: Klasse, Doppelpunkt, Schüler in Brettreihenfolge (5a: Ali, Bea, Cem)".into()
        }
        T::EntrantsLabel(_) => "Spieler, einer pro Zeile".into(),
        T::Create => "Anlegen".into(),
        T::Import => "Turnierdatei importieren".into(),
        T::Export => "Exportieren".into(),
        T::Print => "Drucken".into(),
        T::Undo => "Letztes Ergebnis zurücknehmen".into(),
        T::NewTournament => "Neues Turnier".into(),
        T::ConfirmClose => "Dieses Turnier weglegen? Vorher exportieren, um es zu behalten.".into(),
        T::Discard => "Weglegen".into(),
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
        T::ResultMatch(s) => {
            let how = match s.decider {
                Decider::BoardPoints => "nach Brettpunkten".to_string(),
                Decider::Board(b) => format!("durch Brett {b} (gleiche Brettpunkte)"),
                Decider::Lot => "durch Stechen oder Los".to_string(),
            };
            format!(
                "{} {} : {} {} — {} gewinnt {how}",
                s.teams[0],
                num(&s.board_points[0].to_string()),
                num(&s.board_points[1].to_string()),
                s.teams[1],
                s.teams[s.winner]
            )
        }
        T::ResultTable(scores) => super::scores(scores),
        T::Standings => "Tabelle".into(),
        T::FinalStandings => "Endstand".into(),
        T::Place => "Platz".into(),
        T::Name => "Name".into(),
        T::ReasonColumn => "Warum dieser Platz".into(),
        T::Criterion(Criterion::Shares) => "Anteile".into(),
        T::Criterion(c) => criterion(c).into(),
        T::Why { reason, mine, theirs } => why(reason, mine, theirs),
        T::Error(e) => error(e),
        T::Dismiss => "Schließen".into(),
    }
}
