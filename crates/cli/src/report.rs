//! The JSON document `hotstone replay` prints. Field names and codes are a stable
//! interface (the conformance suite in tests/conformance/ pins them); optional per-move
//! fields are skipped when they carry nothing, so new ones can be added without
//! touching old expectations.

use hotstone_rules::{Color, HandicapMove, Move, Played, Point, Refusal};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    pub size: u8,
    /// The preset's name, e.g. `japanese`.
    pub rules: &'static str,
    pub komi: f64,
    /// Capture Go's goal (L-4): the captured stones that win; left out in the full game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub capture_goal: Option<u32>,
    pub moves: Vec<MoveReport>,
    /// Ing handicap moves (H-2), when the game has them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub handicap: Option<HandicapReport>,
    /// How the game ended (`End::code()`), or null while it goes on.
    pub end: Option<&'static str>,
    #[serde(rename = "final")]
    pub final_position: FinalPosition,
}

/// Ing handicap moves (H-2): `RU[GOE]HA[N]` without AB. Black makes `moves` board
/// plays while White passes; the handicap size is one less.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandicapReport {
    /// Always `ing-moves`.
    pub style: &'static str,
    pub moves: u32,
    pub size: u32,
}

/// One move node of the file, legal or not.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MoveReport {
    /// Counts the file's move nodes from 1, refused ones included.
    pub number: usize,
    pub color: char,
    /// A..T name (B-2) or `pass`.
    pub point: String,
    pub legal: bool,
    /// Opposing stones removed; present on every legal board play, even when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub captured: Option<Vec<String>>,
    /// The mover's own stones removed (suicide where the ruleset allows it).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub self_removed: Vec<String>,
    /// Under ing, the hot stones this board play left (K-2), sorted; omitted when none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub hot: Vec<String>,
    /// The situation this move made occurred before: a completed cycle (K-3, K-5).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cycle: Option<CycleReport>,
    /// The move came after two passes had stopped play, and play resumed (M-5).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub resumed: bool,
    /// In Ing handicap moves (H-2): `play` for Black's handicap board plays,
    /// `obligatory-pass` for White's passes between them (they do not stop play).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub handicap: Option<&'static str>,
    /// `Refusal::code()` of a refused move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<&'static str>,
    /// With `--explain`, the rule behind a refusal in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<Explanation>,
}

/// A completed cycle: its length in moves, the player of its first board play (the
/// disturber under ing) and, under ing, the play banned to that player (K-3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CycleReport {
    pub length: usize,
    pub disturber: char,
    pub banned: Option<String>,
    /// How many times the situation has now occurred (2 the first time).
    pub occurrence: usize,
}

impl CycleReport {
    fn of(played: &Played) -> Option<CycleReport> {
        let cycle = played.cycle.as_ref()?;
        let (disturber, _) = cycle.first_board_play()?;
        Some(CycleReport {
            length: cycle.length(),
            disturber: disturber.letter(),
            banned: played.ban.as_ref().map(|b| b.point.to_string()),
            occurrence: cycle.occurrence,
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Explanation {
    pub rule: &'static str,
    /// The requirement ID (shared/spec/requirements.md).
    pub requirement: &'static str,
    pub text: String,
    /// The stones the rule is about (hot stones, the suicidal string, the ko stone).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub stones: Vec<String>,
    /// For the disturber rule: the cycle's moves, e.g. `["B E1", "W A5", "B pass"]`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cycle: Vec<String>,
}

impl Explanation {
    /// The rules crate's own explanation of a refusal, as JSON.
    pub fn of(refusal: &Refusal) -> Explanation {
        let e = refusal.explain();
        let cycle = e
            .cycle
            .map(|c| {
                c.moves
                    .iter()
                    .map(|(color, mv)| format!("{color} {mv}"))
                    .collect()
            })
            .unwrap_or_default();
        Explanation {
            rule: e.rule,
            requirement: e.requirement,
            text: e.text,
            stones: names(&e.stones),
            cycle,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FinalPosition {
    /// Top row first: `X` Black, `O` White, `.` empty.
    pub rows: Vec<String>,
    pub to_move: char,
    pub captures: Captures,
}

/// Stones each colour's moves took off the board (`Game::prisoners`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Captures {
    #[serde(rename = "B")]
    pub black: usize,
    #[serde(rename = "W")]
    pub white: usize,
}

fn names(points: &[Point]) -> Vec<String> {
    points.iter().map(Point::to_string).collect()
}

impl MoveReport {
    /// A move the game accepted.
    pub fn legal(number: usize, color: Color, mv: Move, played: &Played) -> MoveReport {
        MoveReport {
            number,
            color: color.letter(),
            point: mv.to_string(),
            legal: true,
            captured: matches!(mv, Move::Play(_)).then(|| names(&played.captured)),
            self_removed: names(&played.self_removed),
            hot: played
                .hot
                .as_ref()
                .map(|h| names(&h.points()))
                .unwrap_or_default(),
            cycle: CycleReport::of(played),
            resumed: false,
            handicap: played.handicap.map(|h| match h {
                HandicapMove::Play { .. } => "play",
                HandicapMove::ObligatoryPass { .. } => "obligatory-pass",
            }),
            reason: None,
            explanation: None,
        }
    }

    /// A move the game refused; it was not applied.
    pub fn refused(
        number: usize,
        color: Color,
        mv: Move,
        refusal: &Refusal,
        explain: bool,
    ) -> MoveReport {
        MoveReport {
            number,
            color: color.letter(),
            point: mv.to_string(),
            legal: false,
            captured: None,
            self_removed: Vec::new(),
            hot: Vec::new(),
            cycle: None,
            resumed: false,
            handicap: None,
            reason: Some(refusal.code()),
            explanation: explain.then(|| Explanation::of(refusal)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn pt(name: &str) -> Point {
        Point::parse(name).unwrap()
    }

    #[test]
    fn m3_a_legal_play_always_lists_its_captures() {
        let quiet = MoveReport::legal(1, Color::Black, Move::Play(pt("C3")), &Played::default());
        assert_eq!(
            serde_json::to_value(&quiet).unwrap(),
            json!({"number": 1, "color": "B", "point": "C3", "legal": true, "captured": []})
        );
        let pass = MoveReport::legal(2, Color::White, Move::Pass, &Played::default());
        assert_eq!(
            serde_json::to_value(&pass).unwrap(),
            json!({"number": 2, "color": "W", "point": "pass", "legal": true})
        );
        let suicide = Played {
            self_removed: vec![pt("A2"), pt("A3")],
            ..Played::default()
        };
        let v = serde_json::to_value(MoveReport::legal(
            3,
            Color::Black,
            Move::Play(pt("A2")),
            &suicide,
        ))
        .unwrap();
        assert_eq!(v["self_removed"], json!(["A2", "A3"]));
    }

    #[test]
    fn k1_a_refusal_carries_its_code_and_on_request_its_rule() {
        let ko = Refusal::Ko {
            point: pt("B3"),
            retakes: pt("C3"),
        };
        let plain = MoveReport::refused(2, Color::White, Move::Play(pt("B3")), &ko, false);
        assert_eq!(
            serde_json::to_value(&plain).unwrap(),
            json!({"number": 2, "color": "W", "point": "B3", "legal": false, "reason": "ko"})
        );
        let explained = MoveReport::refused(2, Color::White, Move::Play(pt("B3")), &ko, true);
        let v = serde_json::to_value(&explained).unwrap();
        assert_eq!(v["explanation"]["rule"], "ko");
        assert_eq!(v["explanation"]["requirement"], "K-1");
        assert_eq!(v["explanation"]["text"], ko.to_string());
    }
}
