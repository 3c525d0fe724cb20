//! A whole event on the game server: each round paired by `crates/tournament` (the
//! programs' order is the seeding), its games started as soon as both programs are
//! connected and free, several at once, each refereed by `crate::referee` on a thread
//! of its own; every result entered into the standings (a tournament file) and the
//! event file rewritten at once, so that a stopped server loses nothing and resumes
//! where it was. What 003 replays is played again: a repetition in a knockout (E-5,
//! 003 g), a game the server's stop interrupted (003 i: no program's fault).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use hotstone_rules::{draw_nigiri, Color, Tenths, Xorshift};
use hotstone_tournament::{Event, Outcome, Pairing as Paired, System, TournamentFile};

use crate::event_file::{EventFile, GameEntry, GameStatus, Settings};
use crate::lobby::{Lobby, Seated};
use crate::referee::{referee_seated, RefereeError, Verdict};
use crate::referee_report::{Pairing, Reason, Status};

/// How often the server looks at the standings for a referee's decision while a round
/// waits for one.
const LOOK_AGAIN: Duration = Duration::from_millis(250);

/// A game that ended: its line in the log, and the referee's verdict.
type Finished = (usize, Result<Verdict, RefereeError>);

/// An event being run.
pub struct EventRun {
    path: PathBuf,
    file: EventFile,
    settings: Settings,
    standings: PathBuf,
    sgf_dir: PathBuf,
    lobby: Arc<Lobby>,
    /// The log lines of the games in play.
    playing: BTreeSet<usize>,
    done: (Sender<Finished>, Receiver<Finished>),
}

/// What stops the server.
#[derive(Debug)]
pub struct RunError(pub String);

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

fn io_error(path: &Path, e: &std::io::Error) -> RunError {
    RunError(format!(
        "cannot write {}: {}",
        path.display(),
        crate::io::io_reason(e)
    ))
}

impl EventRun {
    /// Reads the event file and its standings (made when missing); games the server's
    /// stop interrupted are marked for a replay.
    pub fn open(path: &Path) -> Result<EventRun, RunError> {
        let text = std::fs::read_to_string(path).map_err(|e| {
            RunError(format!(
                "cannot read the event file: {}",
                crate::io::io_reason(&e)
            ))
        })?;
        let mut file = EventFile::from_json(&text).map_err(|e| RunError(e.0))?;
        let settings = file.settings().map_err(|e| RunError(e.0))?;
        let standings = file.standings_path(path);
        let sgf_dir = file.sgf_dir(path);
        std::fs::create_dir_all(&sgf_dir).map_err(|e| io_error(&sgf_dir, &e))?;
        if standings.exists() {
            let t = read_standings(&standings)?;
            let names: Vec<String> = file.programs.iter().map(|p| p.name.clone()).collect();
            if t.players != names || t.system != file.system {
                return Err(RunError(format!(
                    "the standings {} are of other programs or another system than the event file",
                    standings.display()
                )));
            }
        }
        for game in &mut file.games {
            if game.status == GameStatus::Playing {
                game.status = GameStatus::Replayed;
                game.detail = "interrupted: the server stopped during the game, which is \
                               played again from move 1 (not a program's fault, 003 i)"
                    .to_string();
            }
        }
        let programs: Vec<(String, String)> = file
            .programs
            .iter()
            .map(|p| (p.name.clone(), p.token.clone()))
            .collect();
        let lobby = Arc::new(Lobby::new(
            &programs,
            Duration::from_secs(file.reconnect_seconds),
        ));
        let run = EventRun {
            path: path.to_path_buf(),
            settings,
            standings,
            sgf_dir,
            lobby,
            playing: BTreeSet::new(),
            done: mpsc::channel(),
            file,
        };
        if !run.standings.exists() {
            let fresh = run.file.new_standings();
            Event::new(fresh.clone()).map_err(|e| RunError(e.to_string()))?;
            run.write(Some(&fresh))?;
        } else {
            run.write(None)?;
        }
        Ok(run)
    }

    /// The event's name for the records, with the round added by the caller.
    fn event_name(&self) -> String {
        if self.file.name.is_empty() {
            "hotstone server".to_string()
        } else {
            self.file.name.clone()
        }
    }

    pub fn lobby(&self) -> Arc<Lobby> {
        Arc::clone(&self.lobby)
    }

    /// Writes the event file, and the standings with it when given: both whole, both or
    /// neither (`crate::files`).
    fn write(&self, standings: Option<&TournamentFile>) -> Result<(), RunError> {
        let mut files = Vec::new();
        if let Some(t) = standings {
            files.push((self.standings.as_path(), t.to_json().into_bytes()));
        }
        files.push((self.path.as_path(), self.file.to_json().into_bytes()));
        crate::files::write_all(&files).map_err(|(p, e)| io_error(&p, &e))
    }

    /// Plays the event to its end.
    pub fn run(&mut self) -> Result<(), RunError> {
        loop {
            let event = Event::new(read_standings(&self.standings)?)
                .map_err(|e| RunError(format!("the standings: {e}")))?;
            self.note_decisions(&event)?;
            let round = event.current().map_err(|e| RunError(e.to_string()))?;
            let Some(round) = round else {
                if self.playing.is_empty() {
                    break;
                }
                self.wait()?;
                continue;
            };
            for (index, pairing) in round.pairings.iter().enumerate() {
                let Paired::Game { players } = pairing else {
                    continue;
                };
                if round.results[index].is_some() || self.busy(round.number, players) {
                    continue;
                }
                if self.lobby.take_pair(&players[0], &players[1]) {
                    self.start(round.number, players)?;
                }
            }
            self.wait()?;
        }
        self.lobby.dismiss();
        eprintln!(
            "hotstone server: the event is over; standings in {}",
            self.standings.display()
        );
        Ok(())
    }

    /// Whether the pairing is in play or waits for the referee's decision.
    fn busy(&self, round: usize, players: &[String; 2]) -> bool {
        self.file.games.iter().enumerate().any(|(i, g)| {
            g.round == round
                && same_pair(g, players)
                && (self.playing.contains(&i) || g.status == GameStatus::Pending)
        })
    }

    /// Waits for a game to end (or a while, for programs to connect and decisions to
    /// be entered) and enters what ended.
    fn wait(&mut self) -> Result<(), RunError> {
        let finished = match self.done.1.recv_timeout(LOOK_AGAIN) {
            Ok(f) => f,
            Err(RecvTimeoutError::Timeout) => return Ok(()),
            Err(RecvTimeoutError::Disconnected) => {
                return Err(RunError("the games' channel closed".to_string()))
            }
        };
        self.finish(finished)
    }

    /// Starts a game on a thread of its own; colours by nigiri (003 2), the other way
    /// round in a replay.
    fn start(&mut self, round: usize, players: &[String; 2]) -> Result<(), RunError> {
        let attempts = self
            .file
            .games
            .iter()
            .filter(|g| g.round == round && same_pair(g, players))
            .count();
        let first_black = nigiri(self.file.seed, round, players) ^ (attempts % 2 == 1);
        let [black, white] = if first_black {
            players.clone()
        } else {
            [players[1].clone(), players[0].clone()]
        };
        let index = self.file.games.len();
        let sgf = self.sgf_dir.join(format!(
            "round-{round}-{}-{}.sgf",
            slug(&black),
            slug(&white)
        ));
        let sgf = if attempts > 0 {
            sgf.with_extension(format!("{}.sgf", attempts + 1))
        } else {
            sgf
        };
        self.file.games.push(GameEntry {
            round,
            black: black.clone(),
            white: white.clone(),
            status: GameStatus::Playing,
            result: None,
            reason: None,
            requirement: None,
            detail: String::new(),
            moves: 0,
            // As the event file names its other files: from its directory.
            sgf: Some(
                sgf.strip_prefix(self.path.parent().unwrap_or(Path::new("")))
                    .unwrap_or(&sgf)
                    .display()
                    .to_string(),
            ),
        });
        self.write(None)?;
        eprintln!("hotstone server: round {round}: {black} (Black) against {white} (White)");
        let pairing = Pairing {
            black: black.clone(),
            white: white.clone(),
            size: self.settings.size,
            preset: self.settings.preset,
            komi: self.settings.komi,
            control: self.settings.control,
            seed: self.file.seed.wrapping_add(index as u64),
            late: [Tenths::ZERO; 2],
            event: Some(self.event_name()),
        };
        let mut seats = Seated {
            lobby: Arc::clone(&self.lobby),
            names: [black, white],
        };
        let done = self.done.0.clone();
        let lobby = Arc::clone(&self.lobby);
        self.playing.insert(index);
        thread::spawn(move || {
            let verdict = referee_seated(&pairing, Some(&sgf), &mut seats);
            for name in &seats.names {
                lobby.release(name);
            }
            let _ = done.send((index, verdict));
        });
        Ok(())
    }

    /// Enters a game's verdict: a result into the standings, a verdict for the human
    /// referee or a replay into the log only; both files written at once.
    fn finish(&mut self, (index, verdict): Finished) -> Result<(), RunError> {
        self.playing.remove(&index);
        let verdict = verdict.map_err(|e| RunError(format!("game {}: {}", index + 1, e.0)))?;
        let report = verdict.report;
        let knockout = self.file.system == System::SingleElimination;
        let entry = &mut self.file.games[index];
        entry.result = report.result.clone();
        entry.reason = Some(report.reason.code().to_string());
        entry.requirement = Some(report.requirement.to_string());
        entry.detail = report.detail.clone();
        entry.moves = report.moves;
        if verdict.sgf_error.is_some() {
            entry.sgf = None;
        }
        let name = |c: Color| match c {
            Color::Black => entry.black.clone(),
            Color::White => entry.white.clone(),
        };
        let outcome = match (report.status, report.winner) {
            (Status::PendingAdjudication, _) => None,
            (_, Some(w)) => {
                let winner = if w == 'B' { Color::Black } else { Color::White };
                Some(Outcome::Game {
                    winner: name(winner),
                    loser: name(winner.opponent()),
                })
            }
            (_, None) if knockout && report.reason == Reason::Repetition => {
                entry.status = GameStatus::Replayed;
                entry
                    .detail
                    .push_str(" In a knockout the game is played again (E-5, 003 g: 再対局).");
                None
            }
            (_, None) if knockout => {
                // 003 a 6: no draw in a knockout: the referee decides.
                entry.status = GameStatus::Pending;
                entry
                    .detail
                    .push_str(" A knockout has no draw (003 a 6): the referee decides the winner.");
                None
            }
            (_, None) => Some(Outcome::Draw {
                draw: [entry.black.clone(), entry.white.clone()],
            }),
        };
        if report.status == Status::PendingAdjudication {
            entry.status = GameStatus::Pending;
        }
        eprintln!(
            "hotstone server: round {}: {} - {}: {} ({}, {})",
            entry.round,
            entry.black,
            entry.white,
            entry.result.as_deref().unwrap_or("pending"),
            report.reason.code(),
            report.requirement
        );
        let Some(outcome) = outcome else {
            return self.write(None);
        };
        entry.status = GameStatus::Final;
        // An operator may be entering a decision meanwhile (`hotstone tournament
        // --record`): read, enter and write under the standings' lock.
        let _lock =
            crate::files::lock(&self.standings).map_err(|e| io_error(&self.standings, &e))?;
        let event = Event::new(read_standings(&self.standings)?)
            .map_err(|e| RunError(format!("the standings: {e}")))?;
        match event.record(outcome) {
            Ok(event) => self.write(Some(event.file())),
            Err(e) => {
                // Entered meanwhile by hand (a correction): the log says so, the
                // standings keep what was entered.
                entry.detail.push_str(&format!(" Not entered: {e}."));
                self.write(None)
            }
        }
    }

    /// Marks the games that waited for the referee and whose decision is now in the
    /// standings.
    fn note_decisions(&mut self, event: &Event) -> Result<(), RunError> {
        let mut changed = false;
        for game in &mut self.file.games {
            if game.status != GameStatus::Pending {
                continue;
            }
            let decided = event.rounds().get(game.round - 1).is_some_and(|r| {
                r.pairings.iter().zip(&r.results).any(|(p, result)| {
                    result.is_some() && p.is_for(&[game.black.clone(), game.white.clone()])
                })
            });
            if decided {
                game.status = GameStatus::Final;
                game.detail
                    .push_str(" The referee's decision is entered in the standings.");
                changed = true;
            }
        }
        if changed {
            self.write(None)?;
        }
        Ok(())
    }
}

fn read_standings(path: &Path) -> Result<TournamentFile, RunError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        RunError(format!(
            "cannot read the standings {}: {}",
            path.display(),
            crate::io::io_reason(&e)
        ))
    })?;
    TournamentFile::from_json(&text).map_err(|e| RunError(format!("the standings: {e}")))
}

fn same_pair(g: &GameEntry, players: &[String; 2]) -> bool {
    (g.black == players[0] && g.white == players[1])
        || (g.black == players[1] && g.white == players[0])
}

/// The colours by nigiri (003 2, H-4), the rules crate's: the pairing's first program
/// (the higher seed) holds the stones, the other guesses, both drawn from the event's
/// seed, the round and the names (the same file always draws the same); whoever
/// chooses takes Black. Whether the first program takes Black.
fn nigiri(seed: u64, round: usize, players: &[String; 2]) -> bool {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ seed ^ (round as u64).rotate_left(32);
    for b in players.iter().flat_map(|p| p.bytes().chain([0])) {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    let mut random = Xorshift::new(h);
    let mut source = |bound: u32| random.below(bound as usize) as u32;
    let drawn = draw_nigiri(&mut source, 30);
    drawn.colours(Color::Black).holder == Color::Black
}

/// A name as a file name's part: letters and digits kept, the rest `_`.
fn slug(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn h4_colours_by_nigiri_are_drawn_the_same_from_the_same_file() {
        let pair = ["GNU Go 1".to_string(), "Hotstone 3".to_string()];
        assert_eq!(nigiri(2026, 1, &pair), nigiri(2026, 1, &pair));
        // Over rounds, either program takes Black.
        let firsts: Vec<bool> = (1..=20).map(|round| nigiri(2026, round, &pair)).collect();
        assert!(
            firsts.contains(&true) && firsts.contains(&false),
            "{firsts:?}"
        );
        assert_eq!(slug("GNU Go 1/x"), "GNU_Go_1_x");
    }
}
