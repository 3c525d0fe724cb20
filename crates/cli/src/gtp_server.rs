//! `hotstone gtp`: Hotstone as a GTP engine on standard input and output, so that
//! Sabaki, GoGui or `hotstone referee` can play under its rules (Ing's included).
//!
//! Besides GTP 2's commands, `hotstone-rules PRESET` picks the preset (a new game with
//! the preset's komi). `genmove` asks the computer opponent (`hotstone-player`) at
//! `--level N` (1 easiest to 5 strongest), within `--move-seconds` per move; level 0 is a
//! uniformly random legal move that does not fill one of its own eyes. Both are seeded
//! (`--seed`). final_score and final_status_list take the player's dead-stone suggestion.
//!
//! `play` and `genmove` take either colour, as GTP 2 says (a controller sets up a
//! position or free handicap stones by moves of one colour). A move for the colour not
//! to move is preceded by a change of turn, `Game::set_to_move`: a setup (SGF's PL) the
//! game records, never a pass, so the rules crate still decides every move and no pass
//! is counted. `undo` takes back one command's move together with the change of turn (or
//! the resumption after two passes) that came with it.

use std::io::{BufRead, Write};
use std::path::Path;
use std::process::ExitCode;

use clap::Args;
use hotstone_player::{suggest_dead, think, Decision, Level};
use hotstone_rules::{
    merge, Action, BoardSize, CaptureGoal, Color, End, Game, GameResult, Komi, Move, Point, Preset,
    Refusal, Ruleset, Xorshift,
};

use crate::referee::{color_name, index};
use hotstone_gtp::{self as gtp, Vertex};

/// Playouts of the dead-stone estimate behind final_score and final_status_list.
const PLAYOUTS: u32 = 200;

#[derive(Debug, Args)]
pub struct GtpArgs {
    /// The preset to start with (GTP `hotstone-rules PRESET` changes it).
    #[arg(long, value_name = "PRESET", default_value = "japanese", value_parser = crate::arguments::parse_preset)]
    pub rules: Preset,

    /// Capture Go's goal (L-4): the stones a side must capture to win, 1 to 10, with
    /// `--rules capture-go` (GTP `hotstone-rules capture-go:N` changes it).
    #[arg(long, value_name = "N", value_parser = crate::arguments::parse_capture_goal)]
    pub captures: Option<CaptureGoal>,

    /// Seed of the random player and of the dead-stone estimate: the same seed and the
    /// same commands give the same answers.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,

    /// Playing strength: 1 (just learned the rules) to 5 (the strongest); 0, the
    /// default, plays uniformly random legal moves.
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=Level::MAX as i64))]
    pub level: u8,

    /// The most CPU time a move may take, in seconds (the strongest level uses all of
    /// it). The search thread's CPU clock: a busy machine slows the answer, it does not
    /// weaken the player.
    #[arg(long, value_name = "SECONDS", default_value_t = 1.0, value_parser = parse_seconds)]
    pub move_seconds: f64,
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= 3600.0 => Ok(s),
        _ => Err(format!(
            "'{text}' is not a number of seconds more than 0 and at most 3600"
        )),
    }
}

/// The commands, as `list_commands` gives them.
pub const COMMANDS: [&str; 21] = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "showboard",
    "final_score",
    "final_status_list",
    "loadsgf",
    "time_settings",
    "time_left",
    "hotstone-rules",
    "kgs-rules",
    "hotstone-preset",
];

/// The engine's state: the game under the preset, with the komi GTP set.
pub struct Server {
    preset: Preset,
    /// Capture Go's goal when it is not the preset's first capture (L-4).
    goal: Option<CaptureGoal>,
    size: BoardSize,
    komi: Komi,
    /// Whether the controller set the komi (`komi`): a rules command keeps it then.
    komi_set: bool,
    game: Game,
    rng: Xorshift,
    seed: u64,
    /// The computer opponent's level; `None` plays random moves (level 0).
    level: Option<Level>,
    move_time: std::time::Duration,
    /// time_settings: main time, byo-yomi time, byo-yomi stones (seconds); advice only.
    time_settings: Option<(u64, u64, u64)>,
    /// time_left: each colour's milliseconds to its clock's next limit, Black's first,
    /// as the controller last said (the end of main time; in byo-yomi, the period's
    /// time shared by the stones it still needs). Its think time is a tenth of it at most.
    time_left: [Option<u64>; 2],
    /// How many actions each `play` or `genmove` added to the game, newest last: its
    /// move, after a resumption or a change of turn when it needed one. `undo` takes
    /// back one command's.
    turns: Vec<usize>,
}

/// What a command did: its answer, and whether the session ends.
pub struct Answer {
    pub result: Result<String, String>,
    pub quit: bool,
}

fn ok(text: impl Into<String>) -> Answer {
    Answer {
        result: Ok(text.into()),
        quit: false,
    }
}

fn fail(text: impl Into<String>) -> Answer {
    Answer {
        result: Err(text.into()),
        quit: false,
    }
}

impl Server {
    /// A server at `level` (0: random moves) with at most `move_seconds` per move.
    pub fn new(preset: Preset, seed: u64, level: u8, move_seconds: f64) -> Server {
        let size = BoardSize::NINETEEN;
        let komi = preset.ruleset().komi;
        Server {
            preset,
            goal: None,
            size,
            komi,
            komi_set: false,
            game: new_game(size, preset.ruleset(), komi),
            rng: Xorshift::new(seed),
            seed,
            level: Level::new(i64::from(level)).ok(),
            move_time: std::time::Duration::from_secs_f64(move_seconds),
            time_settings: None,
            time_left: [None; 2],
            turns: Vec::new(),
        }
    }

    /// Answers one command.
    pub fn handle(&mut self, command: &gtp::Command) -> Answer {
        let args: Vec<&str> = command.args.iter().map(String::as_str).collect();
        match (command.name.as_str(), args.as_slice()) {
            ("protocol_version", _) => ok("2"),
            ("name", _) => ok("Hotstone"),
            ("version", _) => ok(env!("CARGO_PKG_VERSION")),
            ("known_command", [name]) => ok(COMMANDS.contains(name).to_string()),
            ("list_commands", _) => ok(COMMANDS.join("\n")),
            ("quit", _) => Answer {
                result: Ok(String::new()),
                quit: true,
            },
            ("boardsize", [n]) => {
                match n.parse::<i64>().ok().and_then(|n| BoardSize::new(n).ok()) {
                    Some(size) => {
                        self.size = size;
                        self.clear();
                        ok("")
                    }
                    None => fail("unacceptable size"),
                }
            }
            ("clear_board", _) => {
                self.clear();
                ok("")
            }
            ("komi", [k]) => match Komi::parse(k) {
                Ok(komi) => {
                    self.komi = komi;
                    self.komi_set = true;
                    self.replay_with_komi();
                    ok("")
                }
                Err(_) => fail("syntax error"),
            },
            ("hotstone-rules" | "hotstone-preset", [name])
                if CaptureGoal::from_ru(name).is_some() =>
            {
                // Capture Go with its goal: `capture-go:5` (RU's spellings, docs/gtp.md).
                match CaptureGoal::from_ru(name) {
                    Some(Ok(goal)) => {
                        self.preset = Preset::CaptureGo;
                        self.goal = Some(goal);
                        if !self.komi_set {
                            self.komi = Preset::CaptureGo.ruleset().komi;
                        }
                        self.replay_with_komi();
                        ok("")
                    }
                    Some(Err(e)) => fail(e.to_string()),
                    None => fail("syntax error"),
                }
            }
            ("hotstone-rules" | "hotstone-preset" | "kgs-rules", [name]) => {
                let preset = Preset::from_name(name).or_else(|e| match *name {
                    "new_zealand" => Ok(Preset::NewZealand),
                    // KGS's four names are Hotstone presets' names but new_zealand;
                    // a refusal names those four, not the presets or SGF's RU.
                    _ if command.name == "kgs-rules" => Err(format!(
                        "unknown rules '{name}': kgs-rules takes japanese, chinese, aga or \
                         new_zealand"
                    )),
                    _ => Preset::from_sgf(name).map_err(|_| e.to_string()),
                });
                match preset {
                    Ok(p) => {
                        // Only `boardsize`, `clear_board` and `loadsgf` change the
                        // position and only `komi` the komi (GTP 2): the moves stay,
                        // replayed under the new rules, and a komi the controller set
                        // stays; without one, the preset's.
                        self.preset = p;
                        self.goal = None;
                        if !self.komi_set {
                            self.komi = p.ruleset().komi;
                        }
                        self.replay_with_komi();
                        ok("")
                    }
                    Err(e) => fail(e),
                }
            }
            ("play", [color, vertex]) => self.play(color, vertex),
            ("genmove", [color]) => self.genmove(color),
            ("undo", _) => self.undo(),
            ("showboard", _) => ok(format!(
                "\n{}\n{} to move",
                self.game.board().rows().join("\n"),
                color_name(self.game.to_move())
            )),
            ("final_score", _) => self.final_score(),
            ("final_status_list", [status]) => self.final_status_list(status),
            ("loadsgf", [file, rest @ ..]) => {
                let before = rest.first().and_then(|n| n.parse::<usize>().ok());
                self.loadsgf(Path::new(file), before)
            }
            ("time_settings", [main, byo, stones]) => {
                match (main.parse(), byo.parse(), stones.parse()) {
                    (Ok(m), Ok(b), Ok(s)) => {
                        self.time_settings = Some((m, b, s));
                        ok("")
                    }
                    _ => fail("syntax error"),
                }
            }
            ("time_left", [color, time, stones]) => {
                match (
                    gtp::parse_color(color),
                    time.parse::<u64>(),
                    stones.parse::<u64>(),
                ) {
                    (Some(c), Ok(seconds), Ok(stones)) => {
                        self.time_left[index(c)] = Some(seconds * 1000 / stones.max(1));
                        ok("")
                    }
                    _ => fail("syntax error"),
                }
            }
            (name, _) if COMMANDS.contains(&name) => fail("syntax error"),
            _ => fail("unknown command"),
        }
    }

    fn clear(&mut self) {
        self.game = new_game(self.size, self.ruleset(), self.komi);
        self.turns.clear();
        self.time_left = [None; 2];
    }

    /// The preset's ruleset with the goal a rules command or an SGF set.
    fn ruleset(&self) -> Ruleset {
        let rules = self.preset.ruleset();
        match (rules.capture_goal, self.goal) {
            (Some(_), Some(goal)) => rules.with_capture_goal(Some(goal)),
            _ => rules,
        }
    }

    /// A komi set during a game: the same moves under the new komi.
    fn replay_with_komi(&mut self) {
        let actions = self.game.actions().to_vec();
        let turns = std::mem::take(&mut self.turns);
        self.clear();
        self.turns = turns;
        // Each action was legal before; under the new komi it still is.
        for a in actions {
            match a {
                Action::Move { color, mv } => {
                    let _ = hotstone_sgf::play_on(&mut self.game, color, mv);
                }
                Action::Resign { color } => {
                    let _ = self.game.resign(color);
                }
                Action::Setup(setup) => {
                    let _ = self.game.setup(setup);
                }
                // A change of turn after two passes needs play resumed before it.
                Action::Resume => {
                    let _ = self.game.resume();
                }
                _ => {}
            }
        }
    }

    fn play(&mut self, color: &str, vertex: &str) -> Answer {
        let Some(color) = gtp::parse_color(color) else {
            return fail("syntax error");
        };
        let mv = match gtp::parse_vertex(vertex, self.size) {
            Ok(Vertex::Move(mv)) => mv,
            Ok(Vertex::Resign) => {
                return match self.resign(color) {
                    Ok(()) => ok(""),
                    Err(r) => fail(format!("illegal move: {r}")),
                }
            }
            Err(_) => return fail("illegal move"),
        };
        match self.play_for(color, mv) {
            Ok(()) => ok(""),
            Err(r) => fail(format!("illegal move: {r}")),
        }
    }

    /// Plays `mv` for `color`, whichever colour is to move: on the game made ready for
    /// `color` (`ready_for`), where the rules crate decides the move. A refused move
    /// changes nothing, not even the turn.
    fn play_for(&mut self, color: Color, mv: Move) -> Result<(), Refusal> {
        let before = self.game.actions().len();
        match ready_for(&self.game, color) {
            None => {
                self.game.play(color, mv)?;
            }
            Some(mut game) => {
                game.play(color, mv)?;
                self.game = game;
            }
        }
        self.turns.push(self.game.actions().len() - before);
        Ok(())
    }

    fn resign(&mut self, color: Color) -> Result<(), Refusal> {
        self.game.resign(color)?;
        self.turns.push(1);
        Ok(())
    }

    /// Takes back the last `play` or `genmove`: its move with the change of turn or the
    /// resumption it needed; in a loaded game, its moves and setups one by one.
    fn undo(&mut self) -> Answer {
        if self.game.actions().is_empty() {
            return fail("cannot undo");
        }
        for _ in 0..self.turns.pop().unwrap_or(1) {
            self.game.undo();
        }
        ok("")
    }

    fn genmove(&mut self, color: &str) -> Answer {
        let Some(color) = gtp::parse_color(color) else {
            return fail("syntax error");
        };
        if let Some(End::Resignation { .. } | End::NoResult) = self.game.end() {
            return fail("the game is over");
        }
        // The position as `color` would move in it, whoever is to move now.
        let probe = ready_for(&self.game, color).unwrap_or_else(|| self.game.clone());
        let mv = match self.level {
            None => random_move(&probe, &mut self.rng),
            Some(level) => match self.think(&probe, level) {
                Some(mv) => mv,
                None => {
                    return match self.resign(color) {
                        Ok(()) => ok("resign"),
                        Err(r) => fail(r.to_string()),
                    }
                }
            },
        };
        match self.play_for(color, mv) {
            Ok(()) => ok(gtp::vertex(mv)),
            Err(r) => fail(r.to_string()),
        }
    }

    /// The player's move in `probe` (play going on, the player to move the one asked)
    /// within the level's playouts and the move time; `None` when it resigns.
    fn think(&self, probe: &Game, level: Level) -> Option<Move> {
        // Each move its own seed, the same for the same game.
        let seed = self.seed ^ (self.game.actions().len() as u64).wrapping_mul(0x9E37_79B9);
        let started = thread_time();
        let limit = self.move_limit(probe.to_move());
        // Under a controller's clock (time_left) the bound is wall time too: the clock
        // runs on a loaded machine while the search waits for a core.
        let clocked = self.time_left[index(probe.to_move())].is_some();
        let wall = std::time::Instant::now();
        let analysis = think(probe, &level.settings(seed), &mut |_| {
            thread_time().saturating_sub(started) >= limit || (clocked && wall.elapsed() >= limit)
        });
        match analysis.decision {
            Decision::Play(p) => Some(Move::Play(p)),
            Decision::Pass => Some(Move::Pass),
            Decision::Resign => None,
        }
    }

    /// The most `color` may think on a move: the move time, or a tenth of what its
    /// clock has left before the next limit (time_left), whichever is less.
    fn move_limit(&self, color: Color) -> std::time::Duration {
        let most = u64::try_from(self.move_time.as_millis()).unwrap_or(u64::MAX);
        let left = self.time_left[index(color)];
        std::time::Duration::from_millis(hotstone_player::move_millis(most, left))
    }

    fn dead(&self) -> hotstone_rules::DeadStones {
        suggest_dead(self.game.board(), self.seed, PLAYOUTS)
    }

    fn final_score(&self) -> Answer {
        match GameResult::of(&self.game, &self.dead()) {
            Ok(r) if r.outcome.is_draw() => ok("0"),
            Ok(r) => ok(r.outcome.result()),
            Err(e) => fail(format!("cannot score: {e}")),
        }
    }

    fn final_status_list(&self, status: &str) -> Answer {
        let dead = self.dead();
        let board = self.game.board();
        let want_dead = match status {
            "dead" => true,
            "alive" => false,
            "seki" => return ok(""),
            _ => return fail("syntax error"),
        };
        // The estimate merged with itself: its strings, dead or alive, in board order.
        let strings = merge(board, &dead, &dead);
        let list = if want_dead {
            strings.dead
        } else {
            strings.alive
        };
        let lines: Vec<String> = list
            .iter()
            .map(|string| {
                let names: Vec<String> = string.iter().map(Point::to_string).collect();
                names.join(" ")
            })
            .collect();
        ok(lines.join("\n"))
    }

    fn loadsgf(&mut self, file: &Path, before: Option<usize>) -> Answer {
        let Ok(bytes) = std::fs::read(file) else {
            return fail("cannot load file");
        };
        let trees = match hotstone_sgf::read_bytes(&bytes) {
            Ok(t) if !t.is_empty() => t,
            _ => return fail("cannot load file"),
        };
        let tree = &trees[0];
        self.size = tree.size();
        if let Some(Ok(p)) = tree.preset() {
            self.preset = p;
            self.goal = tree.info().ruleset(p).capture_goal;
        }
        self.komi = tree.info().komi.unwrap_or(self.preset.ruleset().komi);
        self.clear();
        // GTP: the position before move `before` (counted from 1) is played.
        let limit = before.map_or(usize::MAX, |n| n.saturating_sub(1));
        let mut moves = 0;
        for node in hotstone_sgf::main_line(tree) {
            if let Some(setup) = node.setup {
                if self.game.setup(setup).is_err() {
                    return fail("cannot load file");
                }
            }
            if let Some((color, mv)) = node.play {
                if moves >= limit {
                    break;
                }
                if hotstone_sgf::play_on(&mut self.game, color, mv).is_err() {
                    return fail("cannot load file: an illegal move");
                }
                moves += 1;
            }
        }
        ok("")
    }
}

/// The calling thread's CPU time so far (wall time where there is no such clock).
#[cfg(unix)]
fn thread_time() -> std::time::Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime only writes the timespec it is given, which lives here.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    if ok {
        std::time::Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
    } else {
        wall_time()
    }
}

#[cfg(not(unix))]
fn thread_time() -> std::time::Duration {
    wall_time()
}

/// Time since the first call: the fallback clock.
fn wall_time() -> std::time::Duration {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed()
}

fn new_game(size: BoardSize, mut rules: Ruleset, komi: Komi) -> Game {
    rules.komi = komi;
    Game::new(size, rules).unwrap_or_else(|_| {
        Game::new(BoardSize::NINETEEN, rules).expect("an empty board has no strings to refuse")
    })
}

/// The game made ready for a move of `color` when it is not: play stopped by two passes
/// resumed (M-5, as a record shows a move after them), and the move given to `color` by
/// a change of turn (`Game::set_to_move`, a setup the game records). `None` when the
/// game is ready as it is, or over (its own `play` then says so).
fn ready_for(game: &Game, color: Color) -> Option<Game> {
    let resume = game.end() == Some(End::TwoPasses);
    let turn = (resume || game.end().is_none()) && game.to_move() != color;
    if !resume && !turn {
        return None;
    }
    let mut ready = game.clone();
    if resume {
        let _ = ready.resume();
    }
    // Play goes on here, so the change of turn is accepted.
    let _ = ready.set_to_move(color);
    Some(ready)
}

/// A uniformly random legal board play for the player to move that does not fill one of
/// its own eyes; a pass when there is none. The rules crate says what is legal
/// (`Game::check`).
pub fn random_move(game: &Game, rng: &mut Xorshift) -> Move {
    let color = game.to_move();
    let board = game.board();
    let candidates: Vec<Point> = game
        .size()
        .points()
        .filter(|&p| board.get(p).is_none() && !board.is_eye_of(p, color))
        .filter(|&p| game.check(color, Move::Play(p)).is_ok())
        .collect();
    if candidates.is_empty() {
        Move::Pass
    } else {
        Move::Play(candidates[rng.below(candidates.len())])
    }
}

/// Runs the engine on standard input and output until `quit` or the end of input.
pub fn main(args: GtpArgs) -> ExitCode {
    let goal = match crate::replay::choose_capture_goal(args.captures, None, args.rules) {
        Ok(goal) => goal,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let mut server = Server::new(args.rules, args.seed, args.level, args.move_seconds);
    server.goal = goal;
    server.clear();
    let mut stdin = std::io::stdin().lock();
    let mut out = std::io::stdout().lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match stdin.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        // A byte that is not UTF-8 is a character the command cannot use, not the end
        // of the session: the line is read with it replaced and answered.
        let line = String::from_utf8_lossy(&bytes);
        let Some(clean) = gtp::preprocess(&line) else {
            continue;
        };
        // Every command line gets one answer (GTP 2, 2.6), a line with only an id too.
        let (id, answer) = match gtp::parse_command(&clean) {
            Some(command) => (command.id, server.handle(&command)),
            None => (
                clean.parse().ok(),
                fail("syntax error: no command after the id"),
            ),
        };
        let text = gtp::format_response(id, &answer.result);
        if out
            .write_all(text.as_bytes())
            .and_then(|()| out.flush())
            .is_err()
            || answer.quit
        {
            break;
        }
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn command(line: &str) -> gtp::Command {
        gtp::parse_command(line).expect("a command")
    }

    /// GTP 2: a rules command (a KGS extension, or Hotstone's) keeps the moves and a
    /// komi the controller set; without one it takes the preset's komi.
    #[test]
    fn a_rules_command_keeps_the_position_and_the_komi_set() {
        let mut s = Server::new(Preset::Japanese, 1, 0, 1.0);
        for line in ["boardsize 7", "komi 0", "play b D4", "kgs-rules chinese"] {
            assert!(s.handle(&command(line)).result.is_ok(), "{line}");
        }
        assert_eq!(
            s.handle(&command("final_score")).result,
            Ok("B+49".to_string())
        );
        let mut fresh = Server::new(Preset::Japanese, 1, 0, 1.0);
        for line in ["boardsize 7", "kgs-rules chinese"] {
            assert!(fresh.handle(&command(line)).result.is_ok(), "{line}");
        }
        assert_eq!(
            fresh.handle(&command("final_score")).result,
            Ok("W+7.5".to_string())
        );
    }

    /// L-4: `hotstone-rules capture-go:N` plays Capture Go to N captures; the capture
    /// that reaches it ends the game, one below it does not.
    #[test]
    fn l4_hotstone_rules_sets_capture_go_and_its_goal() {
        let mut s = Server::new(Preset::Japanese, 1, 0, 1.0);
        // White's D4 surrounded on three sides; Black takes it at D5.
        let moves = [
            "play b C4",
            "play w D4",
            "play b E4",
            "play w A7",
            "play b D3",
        ];
        for line in ["boardsize 7", "hotstone-rules capture-go:2"]
            .iter()
            .chain(&moves)
        {
            assert!(s.handle(&command(line)).result.is_ok(), "{line}");
        }
        assert!(s.handle(&command("play w A6")).result.is_ok());
        assert!(s.handle(&command("play b D5")).result.is_ok());
        assert_eq!(s.game.prisoners(Color::Black), 1);
        assert_eq!(s.game.end(), None, "one capture of two");
        for line in ["boardsize 7", "hotstone-rules capture-go"]
            .iter()
            .chain(&moves)
        {
            assert!(s.handle(&command(line)).result.is_ok(), "{line}");
        }
        assert!(s.handle(&command("play w A6")).result.is_ok());
        assert!(s.handle(&command("play b D5")).result.is_ok());
        assert_eq!(
            s.game.end(),
            Some(End::Captures {
                winner: Color::Black
            }),
            "the first capture wins"
        );
        assert!(s
            .handle(&command("hotstone-rules capture-go:11"))
            .result
            .is_err_and(|e| e.contains("from 1 to 10")));
    }

    /// T-1, T-5: time_left bounds the think time to a tenth of what is left before the
    /// next limit: the end of main time, or in byo-yomi the period shared by its stones.
    #[test]
    fn t5_time_left_bounds_the_think_time() {
        let mut s = Server::new(Preset::Japanese, 1, 3, 5.0);
        assert_eq!(s.move_limit(Color::Black), Duration::from_secs(5));
        assert!(s.handle(&command("time_left b 20 0")).result.is_ok());
        assert_eq!(s.move_limit(Color::Black), Duration::from_secs(2));
        assert_eq!(
            s.move_limit(Color::White),
            Duration::from_secs(5),
            "Black's clock only"
        );
        assert!(s.handle(&command("time_left w 30 5")).result.is_ok());
        assert_eq!(s.move_limit(Color::White), Duration::from_millis(600));
        assert!(s.handle(&command("time_left b 600 0")).result.is_ok());
        assert_eq!(
            s.move_limit(Color::Black),
            Duration::from_secs(5),
            "never over the move time"
        );
        assert!(s.handle(&command("time_left b x 0")).result.is_err());
        assert!(s.handle(&command("clear_board")).result.is_ok());
        assert_eq!(
            s.move_limit(Color::White),
            Duration::from_secs(5),
            "a new game forgets it"
        );
    }
}
