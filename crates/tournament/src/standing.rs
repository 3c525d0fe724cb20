//! Standings: entrants ordered by a system's criteria, best first, each place with the
//! reason that decided it (the criterion that separated it from the row above, with both
//! values). Entrants equal on every criterion share a place until a play-off or lot
//! (X-7's last step), entered as a decision, orders them.

use crate::ordered;
use core::cmp::Ordering;

use serde::Serialize;

use crate::Points;

/// A column of a standings table, in the words of the seeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Criterion {
    /// school-team: 1 while in the knockout or as its winner.
    Knockout,
    /// X-1 primary points: games won (in single elimination a bye too, a game won without
    /// play, so that they count the rounds come through).
    Wins,
    /// the wins of the opponents one defeated (SODOS).
    A1,
    /// the wins of the other opponents.
    A2,
    /// the secondary points (A1 + A2) of the opponents one defeated.
    B1,
    /// the secondary points of the other opponents.
    B2,
    /// matches won.
    VictoryPoints,
    /// the opponents' victory points.
    OpponentsPoints,
    /// board points per board game played.
    BoardPointsPerGame,
    /// board points on board 1, 2, 3.
    Board1,
    Board2,
    Board3,
    /// tournament points (5-3-2-1, 5-3-1).
    Points,
    /// the sum of one's relative shares of one's tables.
    Shares,
    /// the sum of one's in-game scores.
    Raw,
}

impl Criterion {
    /// The column header.
    pub fn label(self) -> &'static str {
        use Criterion::*;
        match self {
            Knockout => "knockout",
            Wins => "wins",
            A1 => "A1",
            A2 => "A2",
            B1 => "B1",
            B2 => "B2",
            VictoryPoints => "victory points",
            OpponentsPoints => "opponents' points",
            BoardPointsPerGame => "board points per game",
            Board1 => "board 1",
            Board2 => "board 2",
            Board3 => "board 3",
            Points => "points",
            Shares => "shares",
            Raw => "in-game points",
        }
    }
}

/// Why a row stands where it does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Reason {
    /// The only entrant.
    Alone,
    /// First place: ahead of the second on `criterion`.
    Ahead { criterion: Criterion, of: String },
    /// Behind the row above on `criterion`, equal on every criterion before it.
    Behind { criterion: Criterion, of: String },
    /// Equal on every criterion; a play-off or lot put it `ahead` of or behind `of`.
    Decision { of: String, ahead: bool },
    /// Equal on every criterion with `with`, and no decision entered: the place is shared.
    Shared { with: String },
}

/// One row of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Row {
    /// 1 for the first; shared places repeat (1, 1, 3).
    pub place: usize,
    pub name: String,
    /// One value per criterion of the standings.
    pub values: Vec<Points>,
    pub reason: Reason,
    /// The reason as an English sentence.
    pub explanation: String,
}

/// A standings table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standings {
    pub criteria: Vec<Criterion>,
    pub rows: Vec<Row>,
}

/// An entrant's values, aligned with the criteria.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub values: Vec<Points>,
}

/// Orders `entries` best first (higher is better on every criterion), applying entered
/// `decisions` (lists of names, best first) to entrants equal on every criterion.
pub fn rank(criteria: &[Criterion], entries: Vec<Entry>, decisions: &[Vec<String>]) -> Standings {
    let mut sorted = entries;
    // Stable: entrants equal on everything keep the order they were entered in.
    ordered::sort_by(&mut sorted, |a, b| a.values > b.values);
    let mut decided = vec![false; sorted.len()];
    let mut start = 0;
    while start < sorted.len() {
        let end = start
            + sorted[start..]
                .iter()
                .take_while(|e| e.values == sorted[start].values)
                .count();
        if end - start > 1 {
            if let Some(order) = decision_for(&sorted[start..end], decisions) {
                let at = |e: &Entry| order.iter().position(|n| *n == e.name);
                ordered::sort_by(&mut sorted[start..end], |a, b| at(a) < at(b));
                decided[start..end].iter_mut().for_each(|d| *d = true);
            }
        }
        start = end;
    }
    let mut rows: Vec<Row> = Vec::with_capacity(sorted.len());
    for i in 0..sorted.len() {
        let reason = reason(criteria, &sorted, &decided, i);
        let place = match (&reason, rows.last()) {
            (Reason::Shared { .. }, Some(above)) if i > 0 => above.place,
            _ => i + 1,
        };
        let explanation = explain(criteria, &sorted, i, &reason);
        rows.push(Row {
            place,
            name: sorted[i].name.clone(),
            values: sorted[i].values.clone(),
            reason,
            explanation,
        });
    }
    Standings {
        criteria: criteria.to_vec(),
        rows,
    }
}

/// The entered decision naming every entrant of a tied group, if there is one.
fn decision_for<'a>(group: &[Entry], decisions: &'a [Vec<String>]) -> Option<&'a Vec<String>> {
    decisions
        .iter()
        .find(|d| group.iter().all(|e| d.contains(&e.name)))
}

fn reason(criteria: &[Criterion], rows: &[Entry], decided: &[bool], i: usize) -> Reason {
    let (other, ahead) = match (i, rows.len()) {
        (0, 1) => return Reason::Alone,
        (0, _) => (1, true),
        _ => (i - 1, false),
    };
    let of = rows[other].name.clone();
    match first_difference(&rows[i].values, &rows[other].values) {
        Some(k) if ahead => Reason::Ahead {
            criterion: criteria[k],
            of,
        },
        Some(k) => Reason::Behind {
            criterion: criteria[k],
            of,
        },
        None if decided[i] => Reason::Decision { of, ahead },
        None => Reason::Shared { with: of },
    }
}

fn first_difference(a: &[Points], b: &[Points]) -> Option<usize> {
    a.iter()
        .zip(b)
        .position(|(x, y)| x.cmp(y) != Ordering::Equal)
}

fn explain(criteria: &[Criterion], rows: &[Entry], i: usize, reason: &Reason) -> String {
    let value = |name: &str, c: Criterion| -> String {
        let k = criteria.iter().position(|x| *x == c).unwrap_or(0);
        rows.iter()
            .find(|e| e.name == name)
            .and_then(|e| e.values.get(k))
            .map(|v| v.to_string())
            .unwrap_or_default()
    };
    let me = &rows[i].name;
    match reason {
        Reason::Alone => "the only entrant".to_string(),
        Reason::Ahead { criterion, of } => format!(
            "ahead of {of} on {}: {} to {}",
            criterion.label(),
            value(me, *criterion),
            value(of, *criterion)
        ),
        Reason::Behind { criterion, of } => format!(
            "behind {of} on {}: {} to {}",
            criterion.label(),
            value(me, *criterion),
            value(of, *criterion)
        ),
        Reason::Decision { of, ahead: true } => {
            format!("equal with {of} on every criterion; ahead by play-off or lot")
        }
        Reason::Decision { of, ahead: false } => {
            format!("equal with {of} on every criterion; behind by play-off or lot")
        }
        Reason::Shared { with } => format!(
            "equal with {with} on every criterion: the place is shared until a play-off or lot"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(name: &str, values: &[i64]) -> Entry {
        Entry {
            name: name.to_string(),
            values: values.iter().map(|v| Points::whole(*v)).collect(),
        }
    }

    const TWO: [Criterion; 2] = [Criterion::Wins, Criterion::A1];

    #[test]
    fn x1_a_tie_on_wins_is_broken_by_a1_and_said_so() {
        let s = rank(
            &TWO,
            vec![
                entry("b", &[2, 1]),
                entry("a", &[2, 3]),
                entry("c", &[1, 9]),
            ],
            &[],
        );
        let names: Vec<_> = s.rows.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "c"]);
        assert_eq!(
            s.rows[0].reason,
            Reason::Ahead {
                criterion: Criterion::A1,
                of: "b".into()
            }
        );
        assert_eq!(s.rows[1].explanation, "behind a on A1: 1 to 3");
        assert_eq!(
            s.rows[2].reason,
            Reason::Behind {
                criterion: Criterion::Wins,
                of: "b".into()
            }
        );
        assert_eq!(
            s.rows.iter().map(|r| r.place).collect::<Vec<_>>(),
            [1, 2, 3]
        );
    }

    #[test]
    fn x7_equal_on_everything_shares_until_a_decision() {
        let tied = vec![
            entry("a", &[1, 1]),
            entry("b", &[1, 1]),
            entry("c", &[0, 0]),
        ];
        let s = rank(&TWO, tied.clone(), &[]);
        assert_eq!(
            s.rows.iter().map(|r| r.place).collect::<Vec<_>>(),
            [1, 1, 3]
        );
        assert_eq!(s.rows[1].reason, Reason::Shared { with: "a".into() });
        let s = rank(&TWO, tied, &[vec!["b".into(), "a".into()]]);
        assert_eq!(s.rows[0].name, "b");
        assert_eq!(
            s.rows[0].reason,
            Reason::Decision {
                of: "a".into(),
                ahead: true
            }
        );
        assert_eq!(
            s.rows.iter().map(|r| r.place).collect::<Vec<_>>(),
            [1, 2, 3]
        );
    }
}
