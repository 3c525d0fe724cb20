//! `hotstone referee`: plays two GTP engines against each other under a preset, as 003's
//! computer-Go tournament referee does. The referee keeps both clocks (wall time measured
//! here and added up exactly, charged to `hotstone_rules::Clock` as that total rounded
//! up to a tenth), and asks the rules crate for every verdict: legality (E-4),
//! repetition (E-5), the move limit (E-3), the dead-stone agreement (C-6, E-1), the
//! count, time (T-5) and abnormal termination (E-6). The programs are `Program`s from
//! `Seats`: engines it starts (`referee`, `match`), or programs connected to the game
//! server (`hotstone server`), refereed by this same code.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::Args;
use hotstone_rules::{
    abnormal_end, adjudicate, at_move_limit, illegal_move, AbnormalEnd, BoardSize, Claim, Clock,
    Color, DeadStones, End, Game, GameResult, Komi, Move, Outcome, Preset, Referral, Stop, Tenths,
    TimeControl, TimeLoss, TimeSystem,
};

use crate::engine::EngineError;
use crate::program::{Program, Seats, Spawned};
use crate::referee_report::{
    AdjudicationReport, ClaimReport, ClaimsReport, DeadReport, DisputeReport, Pairing,
    PositionReport, PrisonersReport, ProposalReport, Reason, ReferralReport, ReplayReport, Report,
    SideReport, Status,
};
use hotstone_gtp::{self as gtp, Vertex, VertexError};

/// How long an engine may take for a command that is not timed by its clock (setup,
/// `play`, `final_status_list`) before it counts as hung (E-6).
pub const COMMAND_LIMIT: Duration = Duration::from_secs(30);

/// The exit status of `referee` (and `match`) when a verdict waits for the human
/// referee (E-3, C-6): the JSON (or the table) was printed, but there is no result yet.
pub const PENDING_EXIT: u8 = 3;

/// Playouts of Hotstone's estimate of disputed strings, for the proposal (C-6).
const JUDGEMENT_PLAYOUTS: u32 = 200;

#[derive(Debug, Args)]
pub struct RefereeArgs {
    /// The command line of Black's engine, e.g. "gnugo --mode gtp --level 1".
    #[arg(long, value_name = "CMD")]
    pub black: String,

    /// The command line of White's engine.
    #[arg(long, value_name = "CMD")]
    pub white: String,

    #[command(flatten)]
    pub game: GameArgs,

    /// Write the game record here (SGF: RU, KM, TM, RE, both players, time left per
    /// move, the reason in the root comment).
    #[arg(long, value_name = "FILE")]
    pub sgf: Option<PathBuf>,

    /// A late arrival (T-4, 001 "Zuspätkommen"): COLOR (black or white) came SECONDS
    /// late, and twice that comes off its base time before the first move (the rules
    /// crate's clock, `Clock::late_arrival`), at most the whole base time; later than the
    /// whole time limit (base and extra time) is a failure to appear and loses on time
    /// (001 "Verlust (1)"). Once per colour.
    #[arg(long, value_name = "COLOR:SECONDS", value_parser = parse_late)]
    pub late: Vec<(Color, u64)>,
}

/// What `referee` and `match` share.
#[derive(Debug, Clone, Args)]
pub struct GameArgs {
    /// Board size (2..25).
    #[arg(long, value_name = "N", default_value_t = 19, value_parser = parse_size)]
    pub size: u8,

    /// Ruleset preset: ing, japanese, simple, chinese, aga, new-zealand, tromp-taylor,
    /// school-team, computer-tournament.
    #[arg(long, value_name = "PRESET", default_value = "computer-tournament", value_parser = crate::arguments::parse_preset)]
    pub rules: Preset,

    /// Main (base) time per side in seconds (T-1); by default the preset's clock
    /// (computer-tournament: 2400, school-team: 180 after 15 untimed minutes).
    #[arg(long, value_name = "SECONDS", value_parser = parse_time)]
    pub time: Option<u64>,

    /// What follows the main time: absolute (none: T-1), ing-sp (Ing's extra time with
    /// penalty points, T-2) or ing-sz (Ing's second counting, T-3).
    #[arg(long, value_enum, value_name = "SYSTEM", default_value_t = ClockKind::Absolute)]
    pub clock: ClockKind,

    /// ing-sz: how many overruns a side may make after its base time (T-3; default 3).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=1000))]
    pub overruns: Option<u32>,

    /// ing-sz: the seconds each move may take after the base time before it counts as an
    /// overrun (T-3; default 30).
    #[arg(long, value_name = "SECONDS", value_parser = parse_time)]
    pub overrun_seconds: Option<u64>,

    /// Komi in steps of 0.5; by default the preset's (computer-tournament 6.5,
    /// school-team 5), or with --play-off its tie-break games' (school-team 5.5).
    #[arg(long, value_name = "K", value_parser = crate::arguments::parse_komi, allow_negative_numbers = true)]
    pub komi: Option<Komi>,

    /// A tie-break game under the preset's seed: its clock and komi come from the rules
    /// crate (`Preset::tie_break_time_control`, `Preset::tie_break_komi`): school-team,
    /// 000's play-off for a shared place, 5 minutes absolute each from the first
    /// move and komi 5.5. Refused for a preset without tie-break games. --time and
    /// --komi still override.
    #[arg(long)]
    pub play_off: bool,
}

/// The referee's time systems (`--clock`): the rules crate's `TimeSystem`s a GTP match
/// can run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ClockKind {
    Absolute,
    IngSp,
    IngSz,
}

fn parse_size(text: &str) -> Result<u8, String> {
    let n: i64 = text
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a board size"))?;
    BoardSize::new(n)
        .map(|s| s.get())
        .map_err(|e| e.to_string())
}

/// `black:300`, `W:90`: a colour and whole seconds (T-4).
fn parse_late(text: &str) -> Result<(Color, u64), String> {
    let wrong = || format!("'{text}' is not COLOR:SECONDS (e.g. black:300, white:90)");
    let (color, seconds) = text.split_once(':').ok_or_else(wrong)?;
    let color = Color::parse(color.trim()).ok_or_else(wrong)?;
    let seconds = parse_time(seconds).map_err(|_| wrong())?;
    Ok((color, seconds))
}

fn parse_time(text: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(s) if s > 0 && s <= 100 * 3600 => Ok(s),
        _ => Err(format!(
            "'{text}' is not a number of seconds from 1 to 360000"
        )),
    }
}

impl GameArgs {
    /// The clock: `--time` as the main time (else the preset's tournament clock's,
    /// with its untimed start), followed by what `--clock` says.
    pub fn time_control(&self) -> Result<TimeControl, String> {
        let preset_clock = if self.play_off {
            let Some(control) = self.rules.tie_break_time_control() else {
                return Err(format!(
                    "the preset {} has no tie-break games (--play-off: school-team, 000's \
                     play-off, X-7)",
                    self.rules
                ));
            };
            Some(control)
        } else {
            self.rules.time_control()
        };
        let (main, untimed) = match (self.time, preset_clock) {
            (Some(s), _) => (Tenths::seconds(s), Tenths::ZERO),
            (None, Some(control)) => (control.system.main(), control.untimed),
            (None, None) => {
                return Err(format!(
                    "the preset {} sets no clock: give --time SECONDS",
                    self.rules
                ))
            }
        };
        if self.clock != ClockKind::IngSz
            && (self.overruns.is_some() || self.overrun_seconds.is_some())
        {
            return Err("--overruns and --overrun-seconds are for --clock ing-sz".to_string());
        }
        let system = match self.clock {
            ClockKind::Absolute => TimeSystem::Absolute { main },
            ClockKind::IngSp => TimeSystem::IngPenalty { base: main },
            ClockKind::IngSz => TimeSystem::IngSeconds {
                base: main,
                overruns: self.overruns.unwrap_or(3),
                seconds: Tenths::seconds(self.overrun_seconds.unwrap_or(30)),
            },
        };
        Ok(TimeControl { system, untimed })
    }

    /// `--komi`, else the preset's tie-break komi with `--play-off`, else the
    /// preset's.
    pub fn komi(&self) -> Komi {
        let tie_break = self.rules.tie_break_komi().filter(|_| self.play_off);
        self.komi.or(tie_break).unwrap_or(self.rules.ruleset().komi)
    }

    pub fn board_size(&self) -> BoardSize {
        BoardSize::new(i64::from(self.size)).unwrap_or(BoardSize::NINETEEN)
    }
}

/// A problem that stops the referee before a verdict: exit 2.
#[derive(Debug)]
pub struct RefereeError(pub String);

/// A finished attempt's ending.
struct Ending {
    winner: Option<Color>,
    /// `None` while the human referee decides (E-3, C-6).
    result: Option<String>,
    reason: Reason,
    detail: String,
    dead: Option<DeadReport>,
    adjudication: Option<AdjudicationReport>,
}

/// An engine that failed, and how.
type Failure = (Color, String);

/// One attempt's outcome: an ending, or an abnormal termination to rule on (E-6).
fn ended(ending: Ending) -> Attempt {
    Attempt::Ended(Box::new(ending))
}

enum Attempt {
    Ended(Box<Ending>),
    Crashed { color: Color, detail: String },
}

struct Player {
    color: Color,
    engine: Option<Box<dyn Program>>,
    name: String,
    commands: Vec<String>,
}

impl Player {
    /// Sends a command outside the clock; any failure is the engine's abnormal
    /// termination.
    fn send(&mut self, line: &str) -> Result<gtp::Response, String> {
        let engine = self
            .engine
            .as_mut()
            .ok_or_else(|| "the engine has stopped".to_string())?;
        engine
            .send(line, COMMAND_LIMIT)
            .map_err(|e| format!("{} engine, `{line}`: {e}", color_name(self.color)))
    }
}

pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}

/// The game in play: what the referee knows besides the engines.
struct Table {
    game: Game,
    clock: Clock,
    /// The part of the round still untimed (000's first 15 minutes), exact.
    untimed_left: Duration,
    /// Each side's exact time on its clock so far, `[black, white]` (T-1): the clock
    /// is charged this total rounded up to a tenth (`charge`).
    thinking: [Duration; 2],
    /// Each move with its side's time left after it.
    moves: Vec<(Color, Move, Tenths)>,
    /// When the side to move's turn began: when its opponent's move was sent to it
    /// (`play`), so that an engine thinking on `play` or `time_left` thinks on its own
    /// clock (T-1); `None` before the first move, whose turn begins with `time_left`.
    turn_started: Option<Instant>,
}

/// A duration in tenths, rounded up: whole tenths stay as they are, anything more is
/// the next tenth. The clock's limits are inclusive in tenths (clock.rs), so a total
/// rounded up is over the allowance exactly when the real time is (T-1, T-5).
fn tenths_up(d: Duration) -> Tenths {
    let nanos = d.as_nanos().div_ceil(100_000_000);
    Tenths::new(u64::try_from(nanos).unwrap_or(u64::MAX))
}

impl Table {
    /// Adds `timed` to `color`'s exact total and returns what the clock is charged for
    /// it: the rise of that total in tenths rounded up. The charges add up to the exact
    /// total rounded up, so no time is lost to rounding (003: time kept in tenths,
    /// T-1), and a side whose time is gone loses on its next move even at 0:00.0 (T-5).
    fn charge(&mut self, color: Color, timed: Duration) -> Tenths {
        let total = &mut self.thinking[index(color)];
        let before = tenths_up(*total);
        *total = total.saturating_add(timed);
        Tenths::new(tenths_up(*total).get() - before.get())
    }
}

fn seconds(t: Tenths) -> f64 {
    t.get() as f64 / 10.0
}

/// A verdict, and whether its record could not be written after the game.
pub struct Verdict {
    pub report: Report,
    /// The SGF could not be written after all (the verdict stands; the report's `sgf`
    /// is null).
    pub sgf_error: Option<RefereeError>,
}

/// Referees a pairing to its verdict, replaying after abnormal terminations as E-6
/// says, and writes the SGF if asked. An SGF path that cannot be written is refused
/// before any engine is started.
pub fn referee(pairing: &Pairing, sgf: Option<&PathBuf>) -> Result<Verdict, RefereeError> {
    referee_seated(pairing, sgf, &mut Spawned)
}

/// `referee` with the programs taken from `seats` (the game server's connected programs)
/// rather than started from the pairing's command lines.
pub fn referee_seated(
    pairing: &Pairing,
    sgf: Option<&PathBuf>,
    seats: &mut dyn Seats,
) -> Result<Verdict, RefereeError> {
    if let Some(path) = sgf {
        check_writable(path)?;
    }
    let mut earlier: Vec<Color> = Vec::new();
    let mut replays = Vec::new();
    let mut system = pairing.control.system;
    let mut untimed = pairing.control.untimed;
    loop {
        // A replay (E-6) starts on fresh clocks of 30 minutes each: lateness was charged
        // to the first attempt only.
        let late = if replays.is_empty() {
            pairing.late
        } else {
            [Tenths::ZERO; 2]
        };
        let (attempt, table, mut players) = play_once(pairing, system, untimed, late, seats)?;
        let ending = match attempt {
            Attempt::Ended(ending) => *ending,
            Attempt::Crashed { color, detail } => {
                let remaining = Tenths::new(
                    table.clock.allowance(Color::Black).get()
                        + table.clock.allowance(Color::White).get(),
                );
                match abnormal_end(color, remaining, &earlier) {
                    AbnormalEnd::Replay { each } => {
                        replays.push(ReplayReport {
                            crashed: color.letter(),
                            moves: table.moves.len(),
                            detail,
                            time_left_total: seconds(remaining),
                        });
                        earlier.push(color);
                        system = TimeSystem::Absolute { main: each };
                        untimed = Tenths::ZERO;
                        continue;
                    }
                    AbnormalEnd::Loses { loser } => Ending {
                        winner: Some(loser.opponent()),
                        result: Some(
                            Outcome::Forfeit {
                                winner: loser.opponent(),
                            }
                            .result(),
                        ),
                        reason: Reason::AbnormalTermination,
                        detail: format!(
                            "{detail}: an abnormal termination with {} left on both clocks together{}: {} loses (E-6)",
                            remaining,
                            if earlier.contains(&loser) {
                                ", its second in this pairing"
                            } else {
                                ""
                            },
                            color_name(loser)
                        ),
                        dead: None,
adjudication: None,
                    },
                }
            }
        };
        for p in players.iter_mut() {
            if let Some(engine) = p.engine.take() {
                engine.quit();
            }
        }
        let mut report = finish(pairing, system, ending, &table, &players, replays);
        let mut sgf_error = None;
        if let Some(path) = sgf {
            match write_sgf(pairing, system, &table, &report, path) {
                Ok(()) => report.sgf = Some(path.display().to_string()),
                Err(e) => sgf_error = Some(e),
            }
        }
        return Ok(Verdict { report, sgf_error });
    }
}

fn cannot_write_sgf(path: &Path, reason: impl std::fmt::Display) -> RefereeError {
    RefereeError(format!(
        "cannot write the SGF to {}: {reason}",
        path.display()
    ))
}

/// Whether the record can be written at `path`, found before the game, the way it will
/// be written (`crate::files`): a temporary file is made beside it and removed again; an
/// existing record is left as it is.
fn check_writable(path: &Path) -> Result<(), RefereeError> {
    crate::files::check_writable(path).map_err(|e| cannot_write_sgf(path, crate::io::io_reason(&e)))
}

/// Writes the record whole or not at all: beside its target, then renamed into place
/// (`crate::files`, as the tournament writes its files), so that a kill or a full disk
/// never leaves a record cut short where an earlier one was.
fn write_sgf(
    pairing: &Pairing,
    system: TimeSystem,
    table: &Table,
    report: &Report,
    path: &Path,
) -> Result<(), RefereeError> {
    let text = crate::referee_sgf::record(pairing, system, table.moves.as_slice(), report)
        .map_err(|e| cannot_write_sgf(path, e))?;
    crate::files::write_all(&[(path, text.into_bytes())])
        .map_err(|(_, e)| cannot_write_sgf(path, crate::io::io_reason(&e)))
}

fn finish(
    pairing: &Pairing,
    system: TimeSystem,
    ending: Ending,
    table: &Table,
    players: &[Player; 2],
    replays: Vec<ReplayReport>,
) -> Report {
    // Lateness is charged to the first attempt only (a replay starts on fresh clocks).
    let first_attempt = replays.is_empty();
    let side = |color: Color| {
        let clock = table.clock.side(color);
        let player = &players[usize::from(color == Color::White)];
        // The moves played: the clock also counts a move it charged that was then
        // refused (E-4) or came too late (T-5).
        let moves = table.moves.iter().filter(|(c, ..)| *c == color).count();
        let moves = u32::try_from(moves).unwrap_or(u32::MAX);
        // The allowance is what was left before the losing move: a flag that fell
        // leaves nothing.
        // The exact time on the clock (the untimed part not included).
        let exact = table.thinking[index(color)].as_secs_f64();
        let lost_on_time = table.clock.loss().is_some_and(|l| l.loser == color);
        let left = if lost_on_time {
            Tenths::ZERO
        } else {
            table.clock.allowance(color)
        };
        let late = if first_attempt {
            pairing.late[index(color)]
        } else {
            Tenths::ZERO
        };
        SideReport {
            late_seconds: (late > Tenths::ZERO).then(|| seconds(late)),
            command: match color {
                Color::Black => pairing.black.clone(),
                Color::White => pairing.white.clone(),
            },
            name: player.name.clone(),
            moves,
            time_used: seconds(clock.used),
            time_left: seconds(left),
            thinking_seconds: (exact * 1000.0).round() / 1000.0,
            average_move_seconds: (moves > 0)
                .then(|| (exact / f64::from(moves) * 100.0).round() / 100.0),
            penalty_points: matches!(system, TimeSystem::IngPenalty { .. })
                .then(|| table.clock.penalties()[index(color)]),
            overruns_left: matches!(system, TimeSystem::IngSeconds { .. })
                .then(|| clock.periods_left.saturating_sub(1)),
        }
    };
    Report {
        status: if ending.result.is_some() {
            Status::Final
        } else {
            Status::PendingAdjudication
        },
        result: ending.result,
        winner: ending.winner.map(Color::letter),
        reason: ending.reason,
        requirement: ending.reason.requirement(),
        detail: ending.detail,
        rules: pairing.preset.name(),
        size: pairing.size.get(),
        komi: table.game.rules().komi.points(),
        time_system: system.code(),
        time_seconds: seconds(system.main()),
        moves: table.moves.len(),
        black: side(Color::Black),
        white: side(Color::White),
        dead: ending.dead,
        adjudication: ending.adjudication,
        replays,
        sgf: None,
    }
}

/// Starts both engines and sets up the game; an engine that cannot be started is the
/// user's error, one that fails the setup commands has terminated abnormally.
fn start(
    pairing: &Pairing,
    system: TimeSystem,
    seats: &mut dyn Seats,
) -> Result<([Player; 2], Option<Failure>), RefereeError> {
    let mut players = [Color::Black, Color::White].map(|color| Player {
        color,
        engine: None,
        name: String::new(),
        commands: Vec::new(),
    });
    for p in players.iter_mut() {
        let command = pairing.command(p.color);
        p.name = command.to_string();
        p.engine = Some(seats.seat(p.color, command).map_err(|e| {
            RefereeError(format!("{} engine {command:?}: {e}", color_name(p.color)))
        })?);
    }
    for p in players.iter_mut() {
        if let Err(detail) = set_up(p, pairing, system) {
            // A program that exits before the game begins (a mistyped option, a missing
            // file) never played: the user's error, not a game lost (E-6 is about a
            // program that terminates during a game).
            let gone = p
                .engine
                .as_mut()
                .is_some_and(|e| e.exited_within(Duration::from_millis(300)));
            if gone {
                return Err(RefereeError(format!(
                    "{} engine {:?} stopped during its set-up, before the game: {detail}",
                    color_name(p.color),
                    pairing.command(p.color)
                )));
            }
            let color = p.color;
            return Ok((players, Some((color, detail))));
        }
    }
    Ok((players, None))
}

fn set_up(p: &mut Player, pairing: &Pairing, system: TimeSystem) -> Result<(), String> {
    // A refused `name` is fine (the command line names the engine); output that is not
    // GTP is not: an engine that prints a banner first would answer every later command
    // with the answer to the one before (E-6, said as what it is).
    let r = p.send("name")?;
    if r.ok && !r.text.is_empty() {
        p.name = r.text.lines().next().unwrap_or_default().to_string();
    }
    let commands = p.send("list_commands")?;
    if commands.ok {
        p.commands = commands
            .text
            .split_whitespace()
            .map(str::to_string)
            .collect();
    }
    let size = pairing.size.get().to_string();
    let komi = pairing.komi.to_string();
    let mut setup = vec![
        gtp::command("boardsize", &[&size]),
        gtp::command("clear_board", &[]),
    ];
    // The rules, in whichever words the engine knows (GTP itself has none); before
    // `komi`, since a rules command may set the preset's komi (`hotstone-rules` does).
    if p.commands.iter().any(|c| c == "hotstone-rules") {
        setup.push(gtp::command("hotstone-rules", &[pairing.preset.name()]));
    } else if p.commands.iter().any(|c| c == "kgs-rules") {
        setup.push(gtp::command("kgs-rules", &[kgs_rules(pairing.preset)]));
    }
    setup.push(gtp::command("komi", &[&komi]));
    // GTP knows absolute and Canadian time only: SZ's seconds per move are told as one
    // stone per period (advice; the referee keeps the clock).
    let main = (system.main().get() / 10).to_string();
    let period = match system {
        TimeSystem::IngSeconds { seconds, .. } => (seconds.get() / 10).to_string(),
        _ => "0".to_string(),
    };
    let stones = if period == "0" { "0" } else { "1" };
    setup.push(gtp::command("time_settings", &[&main, &period, stones]));
    for line in setup {
        let r = p.send(&line)?;
        if !r.ok && !line.starts_with("time_settings") && !line.starts_with("kgs-rules") {
            return Err(format!(
                "{} engine refused `{line}`: {}",
                color_name(p.color),
                r.text
            ));
        }
    }
    Ok(())
}

/// The KGS name of a preset's rules.
fn kgs_rules(preset: Preset) -> &'static str {
    match preset {
        Preset::Japanese | Preset::SchoolTeam | Preset::ComputerTournament | Preset::Ing => {
            "japanese"
        }
        Preset::Aga => "aga",
        Preset::NewZealand => "new_zealand",
        // KGS has no capture game: an engine plays it under area rules, and the referee
        // ends it at the goal (L-4).
        Preset::Chinese | Preset::Simple | Preset::TrompTaylor | Preset::CaptureGo => "chinese",
    }
}

fn play_once(
    pairing: &Pairing,
    system: TimeSystem,
    untimed: Tenths,
    late: [Tenths; 2],
    seats: &mut dyn Seats,
) -> Result<(Attempt, Table, [Player; 2]), RefereeError> {
    let clock = Clock::new(system).map_err(|e| RefereeError(e.to_string()))?;
    let game =
        Game::new(pairing.size, pairing.ruleset()).map_err(|e| RefereeError(e.to_string()))?;
    let mut table = Table {
        game,
        clock,
        untimed_left: Duration::from_millis(untimed.get().saturating_mul(100)),
        thinking: [Duration::ZERO; 2],
        moves: Vec::new(),
        turn_started: None,
    };
    let (mut players, failed) = start(pairing, system, seats)?;
    if let Some((color, detail)) = failed {
        return Ok((Attempt::Crashed { color, detail }, table, players));
    }
    // T-4: twice the lateness off the base time, the clock's rule; later than the whole
    // time limit loses.
    for color in [Color::Black, Color::White] {
        let lateness = late[index(color)];
        if lateness == Tenths::ZERO {
            continue;
        }
        if let Err(loss) = table.clock.late_arrival(color, lateness) {
            let attempt = on_time(&mut table.game, loss);
            return Ok((attempt, table, players));
        }
    }
    let attempt = play(pairing, &mut table, &mut players);
    Ok((attempt, table, players))
}

/// A colour's place in a `[black, white]` pair.
pub(crate) fn index(c: Color) -> usize {
    usize::from(c == Color::White)
}

/// Plays until a verdict or an abnormal termination.
fn play(pairing: &Pairing, table: &mut Table, players: &mut [Player; 2]) -> Attempt {
    loop {
        if at_move_limit(table.moves.len()) {
            return ended(stopped(pairing, table, players, Stop::MoveLimit));
        }
        let color = table.game.to_move();
        match genmove(table, &mut players[index(color)], color) {
            Err(attempt) => return attempt,
            Ok(Vertex::Resign) => {
                let _ = table.game.resign(color);
                return ended(Ending {
                    winner: Some(color.opponent()),
                    result: Some(format!("{}+R", color.opponent().letter())),
                    reason: Reason::Resignation,
                    detail: format!("{} resigned (E-2)", color_name(color)),
                    dead: None,
                    adjudication: None,
                });
            }
            Ok(Vertex::Move(mv)) => {
                let played = match table.game.play(color, mv) {
                    Ok(played) => played,
                    Err(refusal) => {
                        return ended(illegal(
                            color,
                            format!(
                                "{} played {}: illegal ({}, {}): {refusal}; an illegal move loses (E-4)",
                                color_name(color),
                                gtp::vertex(mv),
                                refusal.code(),
                                refusal.requirement()
                            ),
                        ))
                    }
                };
                let left = table.clock.allowance(color);
                table.moves.push((color, mv, left));
                let other = &mut players[index(color.opponent())];
                let line = gtp::command("play", &[color.name(), &gtp::vertex(mv)]);
                // The opponent's turn begins as it learns the move (T-1).
                table.turn_started = Some(Instant::now());
                match other.send(&line) {
                    Ok(r) if r.ok => {}
                    Ok(r) => {
                        return Attempt::Crashed {
                            color: color.opponent(),
                            detail: format!(
                                "{} engine refused the legal move `{line}`: {}",
                                color_name(color.opponent()),
                                r.text
                            ),
                        }
                    }
                    Err(detail) => {
                        return Attempt::Crashed {
                            color: color.opponent(),
                            detail,
                        }
                    }
                }
                // Capture Go (L-4): captures decide, at the goal or after two passes.
                if let Some(outcome) = played
                    .end
                    .and_then(|_| GameResult::decided(&table.game))
                    .filter(|o| matches!(o, Outcome::Captures { .. }))
                {
                    return ended(Ending {
                        winner: outcome.winner(),
                        result: Some(outcome.result()),
                        reason: Reason::Captures,
                        detail: format!(
                            "Capture Go: Black captured {}, White {} (L-4)",
                            table.game.prisoners(Color::Black),
                            table.game.prisoners(Color::White)
                        ),
                        dead: None,
                        adjudication: None,
                    });
                }
                match played.end {
                    Some(End::TwoPasses) => {
                        return ended(stopped(pairing, table, players, Stop::TwoPasses))
                    }
                    Some(End::NoResult) => {
                        return ended(Ending {
                            winner: None,
                            result: Some("Draw".to_string()),
                            reason: Reason::Repetition,
                            detail: "a position repeated under Japanese rules (triple ko or \
                                     the like): the game has no result (K-5), which the \
                                     referee, as in a league, scores a draw (E-5; a knockout \
                                     would replay it)"
                                .to_string(),
                            dead: None,
                            adjudication: None,
                        })
                    }
                    _ => {}
                }
            }
        }
    }
}

/// An illegal move: the rules crate's verdict (E-4), the mover loses by forfeit.
fn illegal(mover: Color, detail: String) -> Ending {
    let outcome = illegal_move(mover);
    Ending {
        winner: outcome.winner(),
        result: Some(outcome.result()),
        reason: Reason::IllegalMove,
        detail,
        dead: None,
        adjudication: None,
    }
}

/// The clock's verdict ends the game (T-5): the game records it, and its result says
/// who won.
fn on_time(game: &mut Game, loss: TimeLoss) -> Attempt {
    let _ = game.lose_on_time(loss);
    let result = GameResult::of(game, &DeadStones::none(game.size()))
        .map(|r| r.outcome.result())
        .unwrap_or_else(|_| GameResult::on_time(loss.loser).outcome.result());
    ended(Ending {
        winner: Some(loss.loser.opponent()),
        result: Some(result),
        reason: Reason::Time,
        // The clock's rule (T-1..T-4) says why, T-5 that it ends the game.
        detail: format!("{loss}, which ends the game (T-5)"),
        dead: None,
        adjudication: None,
    })
}

/// What `time_left` tells `color`'s engine, as GTP 2 means it: in main (base) time
/// the main time left and 0 stones; in byo-yomi or SZ the current period's seconds for
/// 1 stone (a Japanese period is a Canadian one of one stone); in SP's extra time all
/// it may still use before it loses (T-1..T-3).
fn time_left_words(clock: &Clock, color: Color) -> (u64, u32) {
    let view = clock.view(color, Tenths::ZERO);
    match view.period_left {
        Some(period) if view.main_left == Tenths::ZERO => (period.get() / 10, 1),
        _ if view.main_left > Tenths::ZERO => (view.main_left.get() / 10, 0),
        _ => (view.to_flag.get() / 10, 0),
    }
}

/// Asks `color`'s engine for a move on its clock. The clock runs from the start of its
/// turn (its opponent's move sent to it, or for the first move `time_left`) to the
/// response read; the part of the round still untimed is free.
fn genmove(table: &mut Table, player: &mut Player, color: Color) -> Result<Vertex, Attempt> {
    let allowance = table.clock.allowance(color);
    let start = table.turn_started.take().unwrap_or_else(Instant::now);
    let (secs, stones) = time_left_words(&table.clock, color);
    // time_left is advice: an engine that does not know it may refuse it.
    if let Err(detail) = player.send(&gtp::command(
        "time_left",
        &[color.name(), &secs.to_string(), &stones.to_string()],
    )) {
        return Err(Attempt::Crashed { color, detail });
    }
    let Some(engine) = player.engine.as_mut() else {
        return Err(Attempt::Crashed {
            color,
            detail: "the engine has stopped".to_string(),
        });
    };
    // Wait until one tenth past the allowance, and a little for the pipe, from the start
    // of the turn.
    let limit = table
        .untimed_left
        .saturating_add(Duration::from_millis(
            (allowance.get() + 1).saturating_mul(100) + 150,
        ))
        .saturating_sub(start.elapsed());
    let line = gtp::command("genmove", &[color.name()]);
    let response = if limit.is_zero() {
        Err(EngineError::Timeout)
    } else {
        engine.send(&line, limit)
    };
    let elapsed = start.elapsed();
    let free = elapsed.min(table.untimed_left);
    table.untimed_left -= free;
    let charged = table.charge(color, elapsed - free);
    match response {
        Err(EngineError::Timeout) => {
            // A hang on the clock is a loss on time (T-5, 003 d).
            player.engine = None;
            let over = Tenths::new(allowance.get().max(charged.get()) + 1);
            let loss = table.clock.check_flag(color, over).unwrap_or(TimeLoss {
                loser: color,
                reason: hotstone_rules::TimeReason::Absolute,
            });
            Err(on_time(&mut table.game, loss))
        }
        Err(e) => Err(crashed_on_the_clock(
            table,
            color,
            charged,
            format!("{} engine, `{line}`: {e}", color_name(color)),
        )),
        Ok(r) if !r.ok => Err(crashed_on_the_clock(
            table,
            color,
            charged,
            format!("{} engine failed `{line}`: {}", color_name(color), r.text),
        )),
        Ok(r) => {
            if let Err(loss) = table.clock.spend(color, charged) {
                return Err(on_time(&mut table.game, loss));
            }
            match gtp::parse_vertex(&r.text, table.game.size()) {
                Ok(v) => Ok(v),
                Err(VertexError::OffBoard { text }) => Err(ended(illegal(
                    color,
                    format!(
                        "{} played {text:?}, a point not on the {} board: an illegal move loses (E-4)",
                        color_name(color),
                        table.game.size()
                    ),
                ))),
                Err(e @ VertexError::Malformed { .. }) => Err(Attempt::Crashed {
                    color,
                    detail: format!("{} engine answered `{line}` with {e}", color_name(color)),
                }),
            }
        }
    }
}

/// A crash during `color`'s move: the time it thought until then is on its clock (003 h
/// weighs the time left on both clocks), so it is charged before the abnormal end is
/// judged (E-6). A crash after its time ran out is a loss on time (T-5).
fn crashed_on_the_clock(
    table: &mut Table,
    color: Color,
    charged: Tenths,
    detail: String,
) -> Attempt {
    match table.clock.spend(color, charged) {
        Ok(_) => Attempt::Crashed { color, detail },
        Err(loss) => on_time(&mut table.game, loss),
    }
}

/// What an engine answered when play stopped (003 a 1, 2): its dead stones and its
/// result, as read, and as it wrote its result.
fn claim_of(p: &mut Player, game: &Game) -> (Claim, Option<String>) {
    let board = game.board();
    let dead = p
        .send("final_status_list dead")
        .ok()
        .filter(|r| r.ok)
        .and_then(|r| gtp::parse_points(&r.text, board.size()))
        .map(|points| {
            let stones = points.into_iter().filter(|&pt| board.get(pt).is_some());
            DeadStones::from_points(board, stones)
                .unwrap_or_else(|_| DeadStones::none(board.size()))
        });
    let text = p
        .send("final_score")
        .ok()
        .filter(|r| r.ok)
        .and_then(|r| r.text.lines().next().map(|l| l.trim().to_string()))
        .filter(|t| !t.is_empty());
    let score = text.as_deref().and_then(parse_score);
    (Claim { dead, score }, text)
}

/// A GTP `final_score` answer as a counted outcome: `B+3.5`, `W+12`, `0` (also `Draw`,
/// `Jigo`); anything else (`B+R`, a sentence) is not a score.
pub fn parse_score(text: &str) -> Option<Outcome> {
    let text = text.trim();
    if ["0", "draw", "jigo"]
        .iter()
        .any(|d| text.eq_ignore_ascii_case(d))
    {
        return Some(Outcome::from_margin(0, None));
    }
    let (side, margin) = text.split_once('+')?;
    let half = Komi::parse(margin).ok()?.half_points();
    if half < 0 || margin.trim_start().starts_with(['+', '-']) {
        return None;
    }
    match side.trim() {
        "B" | "b" => Some(Outcome::from_margin(half, None)),
        "W" | "w" => Some(Outcome::from_margin(-half, None)),
        _ => None,
    }
}

/// Stops play for a count (E-1 after two passes, E-3 at the move limit) and asks the
/// rules crate (`adjudicate`) whether the result is automatic: both engines'
/// `final_status_list dead` and `final_score`, merged and compared with the count
/// (C-6, 003 a). When it is not, the verdict waits for the human referee: no result,
/// and Hotstone's count, disputed strings taken by its own estimate
/// (`hotstone_player::suggest_dead`), only as a proposal.
fn stopped(pairing: &Pairing, table: &Table, players: &mut [Player; 2], stop: Stop) -> Ending {
    let game = &table.game;
    let board = game.board();
    let (black, black_text) = claim_of(&mut players[0], game);
    let (white, white_text) = claim_of(&mut players[1], game);
    let estimate = hotstone_player::suggest_dead(board, pairing.seed, JUDGEMENT_PLAYOUTS);
    // Ing's SP penalty points (T-2) count with the position.
    let penalties = table.clock.time_penalties();
    let found = adjudicate(game, stop, &black, &white, &estimate, &penalties);
    let names = |strings: &[Vec<hotstone_rules::Point>]| -> Vec<String> {
        strings.iter().flatten().map(|p| p.to_string()).collect()
    };
    let dead_report = DeadReport {
        agreed_dead: names(&found.agreement.dead),
        disputed: found
            .agreement
            .disputed
            .iter()
            .zip(&found.estimate_dead)
            .map(|(d, &estimate_dead)| DisputeReport {
                stones: d.stones.iter().map(|p| p.to_string()).collect(),
                dead_by: d.dead_by.letter(),
                estimate_dead,
            })
            .collect(),
        unanswered: [(Color::Black, &black), (Color::White, &white)]
            .into_iter()
            .filter(|(_, c)| c.dead.is_none())
            .map(|(c, _)| c.letter())
            .collect(),
    };
    let claim_report = |claim: &Claim, text: Option<String>| ClaimReport {
        dead: claim
            .dead
            .as_ref()
            .map(|d| d.points().iter().map(|p| p.to_string()).collect()),
        final_score: text,
    };
    let counted = found.proposal().map(|r| r.outcome.result());
    let referee_decides: Vec<ReferralReport> = found
        .referrals
        .iter()
        .map(|&r| ReferralReport {
            code: r.code(),
            requirement: r.requirement(),
            detail: referral_detail(r, counted.as_deref(), &found.count),
        })
        .collect();
    let how = match stop {
        Stop::MoveLimit => "play stopped after the 400th move (E-3)",
        Stop::TwoPasses => "two passes stopped play (E-1)",
    };
    let method = hotstone_rules::Method::of(game.rules().scoring).code();
    let reason = match stop {
        Stop::MoveLimit => Reason::MoveLimit,
        Stop::TwoPasses => Reason::TwoPasses,
    };
    let claims = ClaimsReport {
        black: claim_report(&black, black_text),
        white: claim_report(&white, white_text),
    };
    if let Some(result) = found.result() {
        return Ending {
            winner: result.outcome.winner(),
            result: Some(result.outcome.result()),
            reason,
            detail: format!(
                "{how} and the position was counted under {} ({method} counting): both \
                 engines' dead stones and scores agree with the count (C-6, 003 a 3)",
                pairing.preset
            ),
            dead: Some(dead_report),
            adjudication: Some(AdjudicationReport {
                automatic: true,
                referee_decides,
                claims,
                proposal: None,
                position: None,
            }),
        };
    }
    let proposal = found.proposal().map(|r| ProposalReport {
        result: r.outcome.result(),
        winner: r.outcome.winner().map(Color::letter),
        detail: format!(
            "Hotstone's count of the position as it stands under {} ({method} counting), \
             with the dead stones both engines agree on and, for disputed strings, \
             Hotstone's own estimate: a proposal for the referee, not a result",
            pairing.preset
        ),
    });
    let mut codes: Vec<&str> = Vec::new();
    for r in &found.referrals {
        if !codes.contains(&r.code()) {
            codes.push(r.code());
        }
    }
    Ending {
        winner: None,
        result: None,
        reason,
        detail: format!(
            "{how}: the result is the referee's to decide in front of both operators \
             ({}; {}); Hotstone's count{} is only a proposal. Enter the referee's \
             decision into the event's results (hotstone tournament FILE --record)",
            codes.join(", "),
            match stop {
                Stop::MoveLimit => "003 e: win, loss or draw",
                Stop::TwoPasses => {
                    "003 a: life and death string by string, then the territory, \
                     then the position, else a draw"
                }
            },
            counted.map(|c| format!(" {c}")).unwrap_or_default()
        ),
        dead: Some(dead_report),
        adjudication: Some(AdjudicationReport {
            automatic: false,
            referee_decides,
            claims,
            proposal,
            position: Some(PositionReport {
                rows: board.rows(),
                to_move: game.to_move().letter(),
                prisoners: PrisonersReport {
                    black: game.prisoners(Color::Black),
                    white: game.prisoners(Color::White),
                },
            }),
        }),
    }
}

/// Why the referee decides, in a sentence.
fn referral_detail(
    r: Referral,
    counted: Option<&str>,
    count: &Result<GameResult, hotstone_rules::CountError>,
) -> String {
    match r {
        Referral::MoveLimit => "play stopped after the 400th move, a pass counting as a move: \
                                the referee judges the position, win, loss or draw, in front \
                                of both operators (003 e)"
            .to_string(),
        Referral::NoDeadStones { by } => format!(
            "{} showed no dead stones (`final_status_list dead` failed or could not be read; \
             its marks count as none) (003 a 1)",
            color_name(by)
        ),
        Referral::DeadStonesDiffer { strings } => format!(
            "the engines' dead stones differ on {strings} string{}: the referee judges life \
             and death string by string (003 a 1-3)",
            if strings == 1 { "" } else { "s" }
        ),
        Referral::NoScore { by } => format!(
            "{} output no result (`final_score` failed or could not be read) (003 a 2)",
            color_name(by)
        ),
        Referral::ScoreDiffers { by, claimed } => format!(
            "{}'s final_score {} differs from the count {} (003 a 3)",
            color_name(by),
            claimed.result(),
            counted.unwrap_or("-")
        ),
        Referral::Uncountable => match count {
            Err(e) => format!("the position cannot be counted: {e}"),
            Ok(_) => "the position cannot be counted".to_string(),
        },
    }
}

pub fn main(args: RefereeArgs) -> std::process::ExitCode {
    crate::engine::kill_engines_on_signals();
    let control = match args.game.time_control() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("hotstone: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let mut late = [Tenths::ZERO; 2];
    for (color, seconds) in &args.late {
        let slot = &mut late[index(*color)];
        if *slot != Tenths::ZERO {
            eprintln!(
                "hotstone: --late is given twice for {} (once per colour)",
                color_name(*color)
            );
            return std::process::ExitCode::from(2);
        }
        *slot = Tenths::seconds(*seconds);
    }
    let pairing = Pairing {
        black: args.black,
        white: args.white,
        size: args.game.board_size(),
        preset: args.game.rules,
        komi: args.game.komi(),
        control,
        seed: 1,
        late,
        event: None,
    };
    let verdict = match referee(&pairing, args.sgf.as_ref()) {
        Ok(verdict) => verdict,
        Err(e) => return crate::io::emit(Err(crate::error::InputError::new(e.0)), "referee"),
    };
    let output = serde_json::to_string_pretty(&verdict.report)
        .map(|mut s| {
            s.push('\n');
            s
        })
        .map_err(|e| crate::error::InputError::new(e.to_string()));
    let code = crate::io::emit(output, "referee");
    match verdict.sgf_error {
        // The game was played: its verdict is printed, then why the record is missing.
        Some(e) => crate::io::emit(Err(crate::error::InputError::new(e.0)), "referee"),
        None if code == std::process::ExitCode::SUCCESS
            && verdict.report.status == Status::PendingAdjudication =>
        {
            std::process::ExitCode::from(PENDING_EXIT)
        }
        None => code,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c6_final_score_is_read_as_gtp_writes_it() {
        let result = |t: &str| parse_score(t).map(|o| o.result());
        assert_eq!(result("B+3.5").as_deref(), Some("B+3.5"));
        assert_eq!(result(" W+12 ").as_deref(), Some("W+12"));
        assert_eq!(result("w+0.5").as_deref(), Some("W+0.5"));
        assert_eq!(result("0").as_deref(), Some("Draw"));
        assert_eq!(result("Jigo").as_deref(), Some("Draw"));
        for text in [
            "B+R",
            "W+T",
            "B+-3",
            "B++3",
            "B+3.3",
            "Black wins",
            "",
            "+3",
        ] {
            assert_eq!(parse_score(text), None, "{text:?}");
        }
    }
}
