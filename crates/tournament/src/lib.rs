//! Hotstone's tournaments: the systems of the seeds computed and explained.
//!
//! - SST placement (001, X-1) for round robin and single elimination;
//! - the school team tournament (000, X-3..X-7);
//! - four-player tables (002, X-8..X-10).
//!
//! Pure: no I/O, no clock. A tournament is its file ([`TournamentFile`]: system,
//! entrants, results so far); an [`Event`] checks it, computes each round's pairings or
//! seating and the [`Standings`], each place with the [`Reason`] that decided it. Every
//! refusal is a [`TournamentError`] and changes nothing.

mod elimination;
mod error;
mod event;
mod file;
mod lot;
mod ordered;
mod pairing;
mod points;
mod rename;
mod round_robin;
mod school_team;
mod sst;
mod standing;
mod tables;

pub use error::{CountProblem, KnockoutRefusal, TournamentError};
pub use event::{Event, Round};
pub use file::{GameKind, Outcome, System, Team, TeamMatch, TournamentFile, DRAW, VOID};
pub use pairing::{BoardSeat, Pairing};
pub use points::Points;
pub use school_team::{black_on, score as score_match, units, Decider, MatchScore};
pub use sst::{sst_points, sst_points_with_byes, SstGame, SstPoints};
pub use standing::{rank, Criterion, Entry, Reason, Row, Standings};
pub use tables::{place_points, places, shares, table_sizes, MAX_SCORE};
