//! The game server's event file (docs/referee.md, "The event file"): the programs with
//! their tokens, the system, board size, rules and clock, where the standings and the
//! records go, and the log of every game played or in play. The results themselves
//! are in the standings, a tournament file (docs/tournaments.md) that `hotstone
//! tournament` reads and into which a referee's decision is entered; the server adds to
//! it after every result and never keeps a result only in memory.

use std::path::{Path, PathBuf};

use hotstone_rules::{Komi, Preset, TimeControl};
use hotstone_tournament::{System, TournamentFile};
use serde::{Deserialize, Serialize};

use crate::referee::{ClockKind, GameArgs};

/// A program allowed to connect.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProgramEntry {
    pub name: String,
    /// Its operator's secret: whoever knows it plays as this program.
    pub token: String,
}

/// Where a game stands in the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameStatus {
    /// Being played; found so at start-up, the server was stopped during it.
    Playing,
    /// Its result is entered in the standings.
    Final,
    /// Waits for the human referee (E-3, C-6): enter the decision with `hotstone
    /// tournament STANDINGS --record`.
    Pending,
    /// To be played again: a repetition in a knockout (E-5, 003 g), or a game the
    /// server's stop interrupted (no program's fault: 003 i).
    Replayed,
}

/// One game of the log.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameEntry {
    pub round: usize,
    pub black: String,
    pub white: String,
    pub status: GameStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requirement: Option<String>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub detail: String,
    #[serde(default)]
    pub moves: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sgf: Option<String>,
}

fn default_size() -> u8 {
    19
}

fn default_rules() -> String {
    "computer-tournament".to_string()
}

fn default_reconnect() -> u64 {
    60
}

/// The event file as written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventFile {
    #[serde(default)]
    pub name: String,
    /// `round-robin` or `single-elimination` (the programs' order is the seeding).
    pub system: System,
    /// The seed of the colours' lot (each game's nigiri, 003 2) and of the draw.
    #[serde(default)]
    pub seed: u64,
    #[serde(default = "default_size")]
    pub size: u8,
    #[serde(default = "default_rules")]
    pub rules: String,
    /// Komi; by default the preset's (computer-tournament: 6.5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub komi: Option<f64>,
    /// Main time per side in seconds; by default the preset's (003: 2400).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<u64>,
    /// `absolute` (default), `ing-sp` or `ing-sz`, as `referee --clock`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub overruns: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub overrun_seconds: Option<u64>,
    /// How long a dropped connection may take to come back before it is an abnormal
    /// termination (E-6).
    #[serde(default = "default_reconnect")]
    pub reconnect_seconds: u64,
    pub programs: Vec<ProgramEntry>,
    /// The standings (a tournament file); relative paths are from the event file's
    /// directory. Default: the event file's name with `.standings.json`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standings: Option<PathBuf>,
    /// The records' directory. Default: the event file's name with `-games`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sgf_dir: Option<PathBuf>,
    #[serde(default)]
    pub games: Vec<GameEntry>,
}

/// What is wrong with an event file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventFileError(pub String);

impl std::fmt::Display for EventFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// An event's game settings, checked.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    pub size: hotstone_rules::BoardSize,
    pub preset: Preset,
    pub komi: Komi,
    pub control: TimeControl,
}

impl EventFile {
    pub fn from_json(text: &str) -> Result<EventFile, EventFileError> {
        let file: EventFile = serde_json::from_str(text)
            .map_err(|e| EventFileError(format!("not an event file: {e}")))?;
        file.check()?;
        Ok(file)
    }

    pub fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }

    fn check(&self) -> Result<(), EventFileError> {
        if !matches!(self.system, System::RoundRobin | System::SingleElimination) {
            return Err(EventFileError(format!(
                "the game server plays round-robin and single-elimination events, not {}",
                self.system.name()
            )));
        }
        if self.programs.len() < 2 {
            return Err(EventFileError(
                "an event needs two programs or more".to_string(),
            ));
        }
        for p in &self.programs {
            let bad_name = p.name.trim() != p.name
                || p.name.is_empty()
                || p.name.contains(|c: char| c.is_control() || c == '\u{2028}')
                || p.name.contains("  ");
            if bad_name {
                return Err(EventFileError(format!(
                    "the program name {:?} must be words separated by single spaces",
                    p.name
                )));
            }
            if p.token.is_empty()
                || p.token
                    .contains(|c: char| c.is_whitespace() || c.is_control())
            {
                return Err(EventFileError(format!(
                    "the token of {:?} must be one word without spaces",
                    p.name
                )));
            }
        }
        if self.reconnect_seconds == 0 || self.reconnect_seconds > 3600 {
            return Err(EventFileError(
                "reconnect_seconds must be from 1 to 3600".to_string(),
            ));
        }
        self.settings().map(|_| ())
    }

    /// The board, rules, komi and clock, read as `referee`'s options are.
    pub fn settings(&self) -> Result<Settings, EventFileError> {
        use clap::ValueEnum;
        let preset = crate::arguments::parse_preset(&self.rules).map_err(EventFileError)?;
        let clock = match &self.clock {
            None => ClockKind::Absolute,
            Some(c) => ClockKind::from_str(c, true).map_err(|_| {
                EventFileError(format!("clock {c:?} is not absolute, ing-sp or ing-sz"))
            })?,
        };
        let komi = match self.komi {
            None => None,
            Some(k) => Some(crate::arguments::parse_komi(&k.to_string()).map_err(EventFileError)?),
        };
        let size = hotstone_rules::BoardSize::new(i64::from(self.size))
            .map_err(|e| EventFileError(format!("size: {e}")))?;
        let args = GameArgs {
            size: self.size,
            rules: preset,
            time: self.time,
            clock,
            overruns: self.overruns,
            overrun_seconds: self.overrun_seconds,
            komi,
            play_off: false,
        };
        let control = args.time_control().map_err(EventFileError)?;
        Ok(Settings {
            size,
            preset,
            komi: args.komi(),
            control,
        })
    }

    /// The standings a new event starts from: its programs in seeding order, nothing
    /// entered.
    pub fn new_standings(&self) -> TournamentFile {
        TournamentFile {
            name: self.name.clone(),
            system: self.system,
            seed: self.seed,
            players: self.programs.iter().map(|p| p.name.clone()).collect(),
            teams: Vec::new(),
            rounds: Vec::new(),
            decisions: Vec::new(),
        }
    }

    /// Where the standings are, for the event file at `path`.
    pub fn standings_path(&self, path: &Path) -> PathBuf {
        beside(path, self.standings.as_deref(), ".standings.json")
    }

    /// Where the records go, for the event file at `path`.
    pub fn sgf_dir(&self, path: &Path) -> PathBuf {
        beside(path, self.sgf_dir.as_deref(), "-games")
    }
}

/// `given` relative to `path`'s directory, or `path`'s name without `.json` and with
/// `suffix`.
fn beside(path: &Path, given: Option<&Path>, suffix: &str) -> PathBuf {
    let dir = path.parent().unwrap_or(Path::new(""));
    match given {
        Some(p) => dir.join(p),
        None => {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let stem = name.strip_suffix(".json").unwrap_or(&name);
            dir.join(format!("{stem}{suffix}"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = r#"{"system": "round-robin", "size": 9, "time": 60,
        "programs": [{"name": "GNU Go 1", "token": "a"}, {"name": "b", "token": "b"}]}"#;

    #[test]
    fn an_event_file_reads_with_the_referees_defaults() {
        let e = EventFile::from_json(FILE).unwrap();
        let s = e.settings().unwrap();
        assert_eq!(s.preset, Preset::ComputerTournament);
        assert_eq!(s.komi.points(), 6.5);
        assert_eq!(s.control.system.main(), hotstone_rules::Tenths::seconds(60));
        assert_eq!(e.reconnect_seconds, 60);
        assert_eq!(
            e.standings_path(Path::new("/x/cup.json")),
            PathBuf::from("/x/cup.standings.json")
        );
        assert_eq!(
            e.sgf_dir(Path::new("/x/cup.json")),
            PathBuf::from("/x/cup-games")
        );
        assert_eq!(EventFile::from_json(&e.to_json()).unwrap(), e);
        assert_eq!(e.new_standings().players, ["GNU Go 1", "b"]);
    }

    #[test]
    fn what_the_server_cannot_run_is_refused() {
        for (text, needle) in [
            (FILE.replace("round-robin", "four-tables"), "four-tables"),
            (
                FILE.replace(r#""token": "a""#, r#""token": "a b""#),
                "token",
            ),
            (FILE.replace("GNU Go 1", " x"), "single spaces"),
            (
                FILE.replace(r#""size": 9"#, r#""size": 9, "clock": "fischer""#),
                "clock",
            ),
            (
                FILE.replace(r#""size": 9"#, r#""size": 9, "colour": 1"#),
                "unknown field",
            ),
        ] {
            let e = EventFile::from_json(&text).unwrap_err();
            assert!(e.0.contains(needle), "{text}: {e}");
        }
    }
}
