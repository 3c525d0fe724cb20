//! Why a tournament file or an entered result is refused. A refusal changes nothing: every
//! operation that can fail returns a new event or this error, never half of each.

use core::fmt;

use serde::Serialize;

/// One reason, with the names at fault. `round` counts from 1.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "kebab-case")]
pub enum TournamentError {
    /// The file is not valid JSON or not of the documented shape.
    Malformed {
        reason: String,
    },
    EmptyName,
    DuplicateName {
        name: String,
    },
    UnknownName {
        name: String,
    },
    /// a team match's board names the class that won it, or says `draw` or `void`;
    /// a class of that name could not be told from those words.
    ReservedName {
        name: String,
    },
    /// The system cannot seat or pair this many entrants; `why` names the rule in the way.
    ImpossibleCount {
        count: usize,
        why: CountProblem,
    },
    /// at most three pupils share a board, so a class more than three times the size
    /// of another cannot meet it.
    ClassesCannotMeet {
        larger: String,
        larger_size: usize,
        smaller: String,
        smaller_size: usize,
    },
    /// The entered result is for entrants who do not meet in that round.
    NoSuchPairing {
        round: usize,
        names: Vec<String>,
    },
    AlreadyEntered {
        round: usize,
        names: Vec<String>,
    },
    /// A round is followed by another but lacks results.
    RoundIncomplete {
        round: usize,
        missing: Vec<String>,
    },
    /// The result has the wrong shape for the system (e.g. a table for a knockout).
    WrongResultKind {
        system: String,
        expected: String,
    },
    /// a team match has one result per board.
    WrongBoardCount {
        teams: Vec<String>,
        expected: usize,
        got: usize,
    },
    /// Every board of a team match was drawn: X-7's play-off or lot must name a winner.
    LotNeeded {
        teams: Vec<String>,
    },
    /// in-game scores are whole numbers from 0 to `MAX_SCORE`.
    ScoreOutOfRange {
        name: String,
        score: i64,
    },
    /// A play-off or lot is only for two or more entrants equal on every criterion.
    NotTied {
        names: Vec<String>,
    },
    /// A knockout game needs a winner who goes on: no draw (003 a 6: "トーナメント戦では
    /// 引き分けはありません") and no game left without a result (003 g: "トーナメントの場合，
    /// 再対局とします", the game is replayed).
    KnockoutNeedsWinner {
        kind: KnockoutRefusal,
        names: Vec<String>,
    },
    /// The entrant has already withdrawn (001 "Suspendierung").
    AlreadyWithdrawn {
        name: String,
    },
    /// A withdrawal before any result is entered: the entrant is simply not entered.
    WithdrawalBeforeStart {
        name: String,
    },
    /// Four tables (002, X-8): the withdrawal would leave `count` players for round
    /// `round`, a count no mix of tables of four and of three seats (5, or fewer than
    /// three). Refused when the withdrawal is entered, even in a round still being played.
    WithdrawalLeavesUnseatable {
        name: String,
        round: usize,
        count: usize,
    },
    /// The result of the pairing of `names` in `round` was not played but forfeited by
    /// the withdrawal of `withdrawn` (001 "Suspendierung"): it cannot be corrected; undo
    /// the withdrawal instead.
    ForfeitByWithdrawal {
        round: usize,
        names: Vec<String>,
        withdrawn: Vec<String>,
    },
    TournamentOver,
    NothingToUndo,
    /// A corrected result would change the pairings or seating of later rounds whose
    /// results are entered.
    CorrectionChangesLaterRounds {
        round: usize,
    },
}

/// Why a count of entrants cannot be paired or seated: a value, not a sentence, so that
/// every language can say it in its own words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "kebab-case")]
pub enum CountProblem {
    /// Round robin and single elimination pair players two by two: with fewer than
    /// two there is no game.
    GameNeedsTwo,
    /// a team match is one class against another, so it takes two classes.
    MatchNeedsTwoClasses,
    /// a match has as many boards as the smaller class has pupils, so a class without
    /// pupils would meet the others on no board.
    ClassWithoutPupils { class: String },
    /// never fewer than three at a table, so fewer than three players fill no table.
    TableNeedsThree,
    /// tables of four and at most three of three, never fewer than three at a table:
    /// no such mix seats the count (only 5 of the counts from three up).
    NoMixOfTables,
}

/// What a knockout game cannot end in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum KnockoutRefusal {
    Draw,
    Void,
}

impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TournamentError::*;
        match self {
            Malformed { reason } => write!(f, "not a tournament file: {reason}"),
            EmptyName => f.write_str("a name is empty"),
            DuplicateName { name } => write!(f, "the name '{name}' is given twice"),
            UnknownName { name } => write!(f, "'{name}' is not in this tournament"),
            ReservedName { name } => write!(
                f,
                "a class cannot be called '{name}': a team match's board says '{}' or '{}' \
                 with that word (X-5)",
                crate::DRAW,
                crate::VOID
            ),
            ImpossibleCount { count, why } => {
                let entrants = if *count == 1 { "entrant" } else { "entrants" };
                write!(f, "{count} {entrants} cannot be seated: ")?;
                match why {
                    CountProblem::GameNeedsTwo => f.write_str("a game needs two players"),
                    CountProblem::MatchNeedsTwoClasses => f.write_str("a match needs two classes"),
                    CountProblem::ClassWithoutPupils { class } => {
                        write!(f, "class '{class}' has no pupils")
                    }
                    CountProblem::TableNeedsThree => {
                        f.write_str("a table needs at least three players (X-8)")
                    }
                    CountProblem::NoMixOfTables => write!(
                        f,
                        "no mix of tables of four and of three seats {count} (never fewer than \
                         three at a table, X-8)"
                    ),
                }
            }
            ClassesCannotMeet {
                larger,
                larger_size,
                smaller,
                smaller_size,
            } => write!(
                f,
                "class '{larger}' ({larger_size} pupils) cannot meet class '{smaller}' \
                 ({smaller_size} pupils): at most three pupils share a board (X-3)"
            ),
            NoSuchPairing { round, names } => write!(
                f,
                "round {round} has no pairing or table of {}",
                names.join(", ")
            ),
            AlreadyEntered { round, names } => write!(
                f,
                "round {round}: the result of {} is already entered",
                names.join(", ")
            ),
            RoundIncomplete { round, missing } => write!(
                f,
                "round {round} lacks the results of {} but a later round follows",
                missing.join("; ")
            ),
            WrongResultKind { system, expected } => {
                write!(f, "a {system} tournament takes {expected} as results")
            }
            WrongBoardCount {
                teams,
                expected,
                got,
            } => write!(
                f,
                "the match {} has {expected} boards (X-3) but {got} results",
                teams.join(" - ")
            ),
            LotNeeded { teams } => write!(
                f,
                "every board of {} was drawn: name the play-off or lot winner (X-7)",
                teams.join(" - ")
            ),
            ScoreOutOfRange { name, score } => write!(
                f,
                "the score {score} of '{name}' is not a whole number from 0 to {}",
                crate::MAX_SCORE
            ),
            NotTied { names } => write!(
                f,
                "{} are not two or more entrants equal on every criterion: a play-off or lot \
                 only orders those (X-7)",
                names.join(", ")
            ),
            KnockoutNeedsWinner {
                kind: KnockoutRefusal::Draw,
                names,
            } => write!(
                f,
                "{} cannot draw: a knockout has no draws (003 a 6, \"トーナメント戦では引き分けは\
                 ありません\"); the game is replayed until it has a winner (003 g)",
                names.join(" - ")
            ),
            KnockoutNeedsWinner {
                kind: KnockoutRefusal::Void,
                names,
            } => write!(
                f,
                "{} cannot stay without a result: in a knockout the game is replayed (003 g, \
                 \"トーナメントの場合，再対局とします\"); enter the replay's winner",
                names.join(" - ")
            ),
            AlreadyWithdrawn { name } => write!(f, "'{name}' has already withdrawn"),
            WithdrawalBeforeStart { name } => write!(
                f,
                "no result is entered yet: take '{name}' off the list of entrants instead of \
                 withdrawing"
            ),
            WithdrawalLeavesUnseatable { name, round, count } => write!(
                f,
                "withdrawing '{name}' would leave {count} players for round {round}, and \
                 four-player tables cannot seat {count} (002, X-8: tables of four and at most \
                 three of three, never fewer than three at a table): the withdrawal is refused"
            ),
            ForfeitByWithdrawal {
                round,
                names,
                withdrawn,
            } => write!(
                f,
                "round {round}: {} was not played but forfeited by the withdrawal of {} (001 \
                 \"verliert seine restlichen Partien\"): there is no result to correct; undo \
                 the withdrawal instead",
                names.join(" - "),
                withdrawn.join(" and ")
            ),
            TournamentOver => f.write_str("the tournament is over: no round is left"),
            CorrectionChangesLaterRounds { round } => write!(
                f,
                "correcting round {round} would change the pairings of a later round whose \
                 results are entered: withdraw those results first"
            ),
            NothingToUndo => f.write_str("no result has been entered yet"),
        }
    }
}

impl std::error::Error for TournamentError {}
