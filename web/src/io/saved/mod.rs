//! The game survives a reload: its settings and action list go to localStorage as a few
//! lines of text, and are replayed through the rules crate on load. The view
//! preferences are stored apart. URL parameters are read here too.

use hotstone_rules::{
    Action as GameAction, BoardSize, Color, Game, HandicapStyle, Komi, Move, Point, Preset, Setup,
    TimeLoss, TimeReason,
};

use crate::state::clock::{ClockKind, ClockSetting};
use crate::state::{MoveNumbers, Prefs, Settings};
use hotstone_i18n::Lang;

pub(super) const GAME_KEY: &str = "hotstone.game";
pub(super) const PREFS_KEY: &str = "hotstone.prefs";
const GAME_HEADER: &str = "hotstone-game 1";

fn style_name(s: HandicapStyle) -> &'static str {
    match s {
        HandicapStyle::Fixed => "fixed",
        HandicapStyle::Free => "free",
        HandicapStyle::IngMoves => "ing-moves",
    }
}

fn style_from(name: &str) -> Option<HandicapStyle> {
    [
        HandicapStyle::Fixed,
        HandicapStyle::Free,
        HandicapStyle::IngMoves,
    ]
    .into_iter()
    .find(|&s| style_name(s) == name)
}

fn point_list(points: &[Point]) -> String {
    points
        .iter()
        .map(Point::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

fn parse_points(text: &str) -> Option<Vec<Point>> {
    text.split(',')
        .filter(|s| !s.is_empty())
        .map(|s| Point::parse(s).ok())
        .collect()
}

fn action_line(a: &GameAction) -> String {
    match a {
        GameAction::Move { color, mv } => format!("move {} {mv}", color.letter()),
        GameAction::Resign { color } => format!("resign {}", color.letter()),
        GameAction::LoseOnTime { color, reason } => {
            format!("time-loss {} {}", color.letter(), reason.code())
        }
        GameAction::Resume => "resume".into(),
        GameAction::HandicapMoves { n } => format!("handicap-moves {n}"),
        GameAction::Setup(s) => {
            let mut line = format!(
                "setup B:{} W:{} E:{} to:{}",
                point_list(&s.black),
                point_list(&s.white),
                point_list(&s.empty),
                s.to_move.map_or('-', Color::letter)
            );
            if let Some(n) = s.handicap {
                line += &format!(" HA:{n}");
            }
            line
        }
    }
}

fn parse_action(line: &str) -> Option<GameAction> {
    let mut words = line.split_whitespace();
    let action = match words.next()? {
        "move" => GameAction::Move {
            color: Color::parse(words.next()?)?,
            mv: Move::parse(words.next()?).ok()?,
        },
        "resign" => GameAction::Resign {
            color: Color::parse(words.next()?)?,
        },
        "time-loss" => GameAction::LoseOnTime {
            color: Color::parse(words.next()?)?,
            reason: TimeReason::from_code(words.next()?)?,
        },
        "resume" => GameAction::Resume,
        "handicap-moves" => GameAction::HandicapMoves {
            n: words.next()?.parse().ok()?,
        },
        "setup" => {
            let mut setup = Setup::default();
            for word in words {
                let (key, value) = word.split_once(':')?;
                match key {
                    "B" => setup.black = parse_points(value)?,
                    "W" => setup.white = parse_points(value)?,
                    "E" => setup.empty = parse_points(value)?,
                    "to" => setup.to_move = Color::parse(value),
                    "HA" => setup.handicap = Some(value.parse().ok()?),
                    _ => return None,
                }
            }
            GameAction::Setup(setup)
        }
        _ => return None,
    };
    Some(action)
}

/// A game as text: the settings, how many actions started it, then one action a line.
pub fn game_text(settings: &Settings, game: &Game, initial: usize) -> String {
    let mut lines = vec![
        GAME_HEADER.to_string(),
        format!("size {}", settings.size.get()),
        format!("preset {}", settings.preset.name()),
        format!("komi {}", settings.komi.half_points()),
        format!(
            "handicap {} {}",
            settings.handicap,
            style_name(settings.style)
        ),
        format!("black {}", settings.black),
        format!("white {}", settings.white),
    ];
    if let Some(id) = &settings.lesson {
        lines.push(format!("lesson {id}"));
    }
    let c = settings.clock;
    match c.kind {
        ClockKind::None => {}
        ClockKind::ByoYomi | ClockKind::IngSeconds => lines.push(format!(
            "clock {} {} {} {}",
            c.kind.code(),
            c.minutes,
            c.periods,
            c.seconds
        )),
        ClockKind::Absolute | ClockKind::IngPenalty => {
            lines.push(format!("clock {} {}", c.kind.code(), c.minutes));
        }
    }
    if let Some(c) = settings.computer {
        lines.push(format!("computer {} {}", c.level.get(), c.color.letter()));
    }
    lines.push(format!("initial {initial}"));
    lines.extend(game.actions().iter().map(action_line));
    // The turns taken back are the document's (`io::saved_document`); `redo` lines of a
    // save from before it are still read (`read_game`).
    lines.join("\n")
}

/// A game read back from localStorage.
#[derive(Debug, Clone)]
pub struct SavedGame {
    pub settings: Settings,
    pub game: Game,
    /// How many actions started it (a lesson's, a handicap's).
    pub initial: usize,
    /// Saved actions that no longer replay (an older version's save, a hand edit): they
    /// are dropped from the first one that fails, and the page says so.
    pub lost: usize,
    /// How many actions taken back Redo can play again.
    pub redoable: usize,
}

/// A game read back: its settings, the game replayed, how many actions started it and
/// how many were lost. `None` if the text is not a saved game or its settings do not
/// start one.
pub fn read_game(text: &str) -> Option<SavedGame> {
    let mut lines = text.lines();
    if lines.next()? != GAME_HEADER {
        return None;
    }
    let mut settings = Settings::default();
    let mut initial = 0;
    let mut actions = Vec::new();
    let mut redo = Vec::new();
    for line in lines {
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "size" => settings.size = BoardSize::new(rest.parse().ok()?).ok()?,
            "preset" => settings.preset = Preset::from_name(rest).ok()?,
            "komi" => settings.komi = Komi::from_half_points(rest.parse().ok()?),
            "handicap" => {
                let (n, style) = rest.split_once(' ')?;
                settings.handicap = n.parse().ok()?;
                settings.style = style_from(style)?;
            }
            "black" => settings.black = rest.to_string(),
            "white" => settings.white = rest.to_string(),
            "lesson" => settings.lesson = Some(rest.to_string()),
            "clock" => {
                // `clock KIND MINUTES [PERIODS SECONDS]`: a game saved before the
                // periods could be chosen has the usual ones.
                let mut words = rest.split(' ');
                let kind = ClockKind::from_code(words.next()?)?;
                let mut clock = ClockSetting::new(kind, words.next()?.parse().ok()?);
                if let (Some(periods), Some(seconds)) = (words.next(), words.next()) {
                    clock.periods = periods.parse().ok()?;
                    clock.seconds = seconds.parse().ok()?;
                }
                settings.clock = clock;
            }
            "computer" => {
                let (level, color) = rest.split_once(' ')?;
                settings.computer = Some(crate::state::computer::Computer {
                    level: hotstone_player::Level::new(level.parse().ok()?).ok()?,
                    color: Color::parse(color)?,
                });
            }
            "initial" => initial = rest.parse().ok()?,
            "redo" => redo.push(parse_action(rest)?),
            _ => actions.push(parse_action(line)?),
        }
    }
    let mut game = settings.base_game().ok()?;
    let mut lost = 0;
    for (i, action) in actions.iter().enumerate() {
        if !replay(&mut game, &settings, action) {
            lost = actions.len() - i;
            break;
        }
    }
    // The redo line is played and taken back again; it is dropped where it no longer
    // replays, and with the game's own lost actions (it followed them).
    let mut redoable = 0;
    if lost == 0 {
        redoable = redo
            .iter()
            .take_while(|a| replay(&mut game, &settings, a))
            .count();
        for _ in 0..redoable {
            game.undo();
        }
    }
    let initial = initial.min(game.actions().len());
    Some(SavedGame {
        settings,
        game,
        initial,
        lost,
        redoable,
    })
}

/// Plays a saved action on the game; false when the rules refuse it.
fn replay(game: &mut Game, settings: &Settings, action: &GameAction) -> bool {
    match action {
        GameAction::Move { color, mv } => game.play(*color, *mv).is_ok(),
        GameAction::Resign { color } => game.resign(*color).is_ok(),
        GameAction::LoseOnTime { color, reason } => game
            .lose_on_time(TimeLoss {
                loser: *color,
                reason: *reason,
            })
            .is_ok(),
        GameAction::Resume => game.resume().is_ok(),
        GameAction::HandicapMoves { n } => game.start_handicap_moves(*n).is_ok(),
        GameAction::Setup(s) => game.setup(handicap_of_old_save(settings, s)).is_ok(),
    }
}

/// Games saved before setups carried `HA:` placed their handicap stones as a plain
/// setup; the settings' handicap count says they were the handicap (H-1).
fn handicap_of_old_save(settings: &Settings, setup: &Setup) -> Setup {
    let stones = setup.handicap.is_none()
        && settings.lesson.is_none()
        && settings.handicap >= 2
        && setup.white.is_empty()
        && setup.black.len() == settings.handicap as usize;
    Setup {
        handicap: if stones {
            Some(settings.handicap)
        } else {
            setup.handicap
        },
        ..setup.clone()
    }
}

pub fn prefs_text(p: &Prefs) -> String {
    let flag = |b: bool| if b { "1" } else { "0" };
    format!(
        "lang {}\ncoordinates {}\nnumbers {}\nprojector {}\nforbidden {}\nliberties {}\natari {}",
        p.lang.code(),
        flag(p.coordinates),
        match p.numbers {
            MoveNumbers::Off => "0",
            MoveNumbers::All => "1",
            MoveNumbers::Last => "last",
        },
        flag(p.projector),
        p.show_forbidden.map_or("auto", flag),
        flag(p.liberties),
        flag(p.atari)
    )
}

/// Stored preferences over `base` (a stored value replaces the base's).
pub fn read_prefs(text: &str, base: Prefs) -> Prefs {
    let mut p = base;
    for line in text.lines() {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        let on = value == "1";
        match key {
            "lang" => p.lang = Lang::from_tag(value).unwrap_or(p.lang),
            "coordinates" => p.coordinates = on,
            "numbers" => {
                p.numbers = match value {
                    "1" => MoveNumbers::All,
                    "last" => MoveNumbers::Last,
                    _ => MoveNumbers::Off,
                }
            }
            "projector" => p.projector = on,
            "forbidden" => p.show_forbidden = (value != "auto").then_some(on),
            "liberties" => p.liberties = on,
            "atari" => p.atari = on,
            _ => {}
        }
    }
    p
}

#[cfg(test)]
mod tests;
