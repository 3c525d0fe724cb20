//! Playing against the computer (issue 21): who the computer is (a level and a colour,
//! part of the game's settings), when it is due to move, its reply arriving from the
//! worker, undo taking back its reply with the user's move, and the hint.
//!
//! The search itself runs in a Web Worker (`src/bin/player_worker.rs`), so the page never
//! freezes; this module holds what is asked and answered. The core plays the answer
//! through the rules crate (`state/opponent.rs`); a reply for a position that has
//! changed since it was asked is dropped.

use hotstone_player::Level;
use hotstone_rules::{Color, Move, Point};

/// The computer opponent of a game: its level and the colour it plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Computer {
    pub level: Level,
    pub color: Color,
}

/// What the worker is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Task {
    /// The computer's move, to be played.
    Move,
    /// The best move for the user, to be shown (not played).
    Hint,
}

impl Task {
    pub const fn code(self) -> &'static str {
        match self {
            Task::Move => "move",
            Task::Hint => "hint",
        }
    }

    pub fn from_code(code: &str) -> Option<Task> {
        [Task::Move, Task::Hint]
            .into_iter()
            .find(|t| t.code() == code)
    }
}

/// A question for the worker: the task, the position it is about (the state's revision),
/// the level, and the game as the saved format writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub task: Task,
    pub revision: u32,
    pub level: Level,
    /// The most the worker may think, in milliseconds (`hotstone_player::move_millis`:
    /// less than [`MOVE_MILLIS`] when the computer's clock nears a limit).
    pub millis: u64,
    pub game: String,
}

/// The most time a move may take in the browser, in milliseconds (the strongest level
/// uses all of it; the others stop at their playouts first).
pub const MOVE_MILLIS: u64 = 1000;

impl Request {
    /// The message posted to the worker: one header line, then the game.
    pub fn message(&self) -> String {
        format!(
            "{} {} {} {}\n{}",
            self.task.code(),
            self.revision,
            self.level.get(),
            self.millis,
            self.game
        )
    }

    pub fn parse(message: &str) -> Option<Request> {
        let (head, game) = message.split_once('\n')?;
        let mut words = head.split_whitespace();
        Some(Request {
            task: Task::from_code(words.next()?)?,
            revision: words.next()?.parse().ok()?,
            level: Level::new(words.next()?.parse().ok()?).ok()?,
            millis: words.next()?.parse().ok()?,
            game: game.to_string(),
        })
    }
}

/// The worker's answer: the task, the revision it was asked for, and a move (`None`:
/// the computer resigns).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reply {
    pub task: Task,
    pub revision: u32,
    pub mv: Option<Move>,
}

impl Reply {
    pub fn message(&self) -> String {
        let mv = self.mv.map_or("resign".to_string(), |m| m.to_string());
        format!("{} {} {mv}", self.task.code(), self.revision)
    }

    pub fn parse(message: &str) -> Option<Reply> {
        let mut words = message.split_whitespace();
        let task = Task::from_code(words.next()?)?;
        let revision = words.next()?.parse().ok()?;
        let mv = match words.next()? {
            "resign" => None,
            m => Some(Move::parse(m).ok()?),
        };
        Some(Reply { task, revision, mv })
    }
}

/// The level the hint thinks at: the strongest of the beginner-friendly ones' playouts
/// without chance (level 3).
pub const HINT_LEVEL: u8 = 3;

/// A hint shown on the board: the best move for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hint {
    Play(Point),
    Pass,
}

#[cfg(test)]
pub(crate) mod tests;
