//! The learner's answer where a goal asks for a value, not a move: a game's result
//! (`GOAL[result]`) or a number (`GOAL[number]`). Both in half points, so that 0.5 and
//! komi's halves compare exactly (C-5).

use core::fmt;

use hotstone_rules::{count, Adjustments, Color, DeadStones, Game, Outcome};

/// A value the learner gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Answer {
    /// Who won and by how much; `winner` `None` for a draw (margin 0).
    Result {
        winner: Option<Color>,
        margin_half: u32,
    },
    /// A number, in half points (`27.5` is 55).
    Number { half: i64 },
}

impl Answer {
    /// Reads a result as SGF's `RE` writes it: `B+5`, `W+0.5`, `0` or `Draw` (a draw).
    pub fn parse_result(text: &str) -> Option<Answer> {
        let text = text.trim();
        if text == "0" || text.eq_ignore_ascii_case("draw") {
            return Some(Answer::Result {
                winner: None,
                margin_half: 0,
            });
        }
        let (color, margin) = text.split_once('+')?;
        let winner = Color::parse(color.trim())?;
        let half = half_points(margin)?;
        (half > 0).then_some(Answer::Result {
            winner: Some(winner),
            margin_half: u32::try_from(half).ok()?,
        })
    }

    /// Reads a number: `27`, `27.5`, `-3`, `0,5` (a decimal comma, as German writes it).
    pub fn parse_number(text: &str) -> Option<Answer> {
        half_points(text).map(|half| Answer::Number { half })
    }

    /// The result a count decided; `None` for a game not decided by counting.
    pub fn of_outcome(outcome: &Outcome) -> Option<Answer> {
        match *outcome {
            Outcome::Counted {
                winner,
                margin_half,
                ..
            } => Some(Answer::Result {
                winner: if margin_half == 0 { None } else { winner },
                margin_half,
            }),
            _ => None,
        }
    }
}

/// A decimal in steps of a half: `5`, `0.5`, `-3`, `2,5`.
fn half_points(text: &str) -> Option<i64> {
    let text = text.trim().replace(',', ".");
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, text.as_str()),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: i64 = whole.parse().ok()?;
    let half = match fraction.trim_end_matches('0') {
        "" => 0,
        "5" => 1,
        _ => return None,
    };
    whole.checked_mul(2)?.checked_add(half).map(|h| sign * h)
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let half = |f: &mut fmt::Formatter<'_>, h: i64| {
            let sign = if h < 0 { "-" } else { "" };
            let fraction = if h.abs() % 2 == 1 { ".5" } else { "" };
            write!(f, "{sign}{}{fraction}", h.abs() / 2)
        };
        match *self {
            Answer::Result { winner: None, .. } => f.write_str("0"),
            Answer::Result {
                winner: Some(c),
                margin_half,
            } => {
                write!(f, "{c}+")?;
                half(f, margin_half.into())
            }
            Answer::Number { half: h } => half(f, h),
        }
    }
}

/// The result the game's rules count at its position, with no dead stones (C-1, C-2,
/// C-4): what `GOAL[result]` asks.
pub fn counted(game: &Game) -> Option<Answer> {
    let dead = DeadStones::none(game.size());
    let score = count(game.board(), &dead, game.rules(), &Adjustments::of(game)).ok()?;
    Answer::of_outcome(&score.outcome)
}
