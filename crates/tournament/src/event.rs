//! A tournament in progress: the file checked and replayed round by round. Each round's
//! pairings are computed from the rounds before it, and each entered result must belong
//! to one of them; so a corrected or withdrawn result re-computes everything after it.
//! `record` and `undo` return a new event or a refusal and never change `self`.

use crate::ordered;
use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::school_team::{self, MatchScore};
use crate::{
    elimination, lot, rank, round_robin, sst, tables, CountProblem, Criterion, Entry, GameKind,
    KnockoutRefusal, Outcome, Pairing, Points, SstGame, Standings, System, TournamentError,
    TournamentFile,
};

/// A round's pairings and the results entered for them (aligned; `None` = not yet).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Round {
    /// From 1.
    pub number: usize,
    pub pairings: Vec<Pairing>,
    /// Aligned with `pairings`. A game of an entrant who has withdrawn is lost without
    /// being entered (001 "Suspendierung"): its result is here all the same.
    pub results: Vec<Option<Outcome>>,
    /// Aligned with `pairings`: for a result that follows from a withdrawal rather than
    /// from play, the withdrawn entrants who forfeited it (001 "Suspendierung": "verliert
    /// seine restlichen Partien"); empty for a result entered. A forfeit is never in the
    /// file, so it is neither entered nor corrected: `undo` takes back the withdrawal.
    #[serde(skip_serializing_if = "no_forfeit")]
    pub forfeited_by: Vec<Vec<String>>,
    /// The entrants who withdrew in this round, in the order entered.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub withdrawn: Vec<String>,
}

impl Round {
    /// The pairings still waiting for a result (byes never wait).
    pub fn missing(&self) -> Vec<&Pairing> {
        self.pairings
            .iter()
            .zip(&self.results)
            .filter(|(p, r)| r.is_none() && !p.is_bye())
            .map(|(p, _)| p)
            .collect()
    }

    pub fn is_complete(&self) -> bool {
        self.missing().is_empty()
    }

    /// Whether the result of pairing `index` is a forfeit by withdrawal (see
    /// [`Round::forfeited_by`]) rather than a result played and entered.
    pub fn is_forfeit(&self, index: usize) -> bool {
        self.forfeited_by.get(index).is_some_and(|v| !v.is_empty())
    }
}

fn no_forfeit(forfeits: &[Vec<String>]) -> bool {
    forfeits.iter().all(Vec::is_empty)
}

/// A checked tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    file: TournamentFile,
    rounds: Vec<Round>,
    /// The names results may carry: players, or classes in the school team tournament.
    known: BTreeSet<String>,
    /// Who withdrew, with the round (from 1) the withdrawal was entered in.
    withdrawn: BTreeMap<String, usize>,
}

impl Event {
    /// Checks the entrants and replays the entered rounds.
    pub fn new(file: TournamentFile) -> Result<Event, TournamentError> {
        check_entrants(&file)?;
        let known = ordered::set(entrants(&file));
        let mut event = Event {
            file,
            rounds: Vec::new(),
            known,
            withdrawn: BTreeMap::new(),
        };
        let entered = event.file.rounds.clone();
        let last = entered.len();
        for (i, outcomes) in entered.into_iter().enumerate() {
            let pairings = event
                .next_pairings()?
                .ok_or(TournamentError::TournamentOver)?;
            let mut round = event.new_round(i + 1, pairings);
            let seats: BTreeMap<String, usize> = ordered::map(
                round
                    .pairings
                    .iter()
                    .enumerate()
                    .flat_map(|(i, p)| p.names().into_iter().map(move |n| (n, i))),
            );
            for outcome in outcomes {
                match outcome {
                    Outcome::Withdraw { withdraw } => event.withdraw_in(&mut round, withdraw)?,
                    outcome => event.enter(&mut round, &seats, outcome)?,
                }
            }
            if i + 1 < last && !round.is_complete() {
                return Err(TournamentError::RoundIncomplete {
                    round: i + 1,
                    missing: round
                        .missing()
                        .iter()
                        .map(|p| p.names().join(", "))
                        .collect(),
                });
            }
            event.rounds.push(round);
        }
        // A round every game of which is lost by withdrawal is over as soon as it is paired.
        while event.rounds.last().is_some_and(Round::is_complete) {
            let Some(pairings) = event.next_pairings()? else {
                break;
            };
            let round = event.new_round(event.rounds.len() + 1, pairings);
            if !round.is_complete() || round.pairings.iter().all(Pairing::is_bye) {
                break;
            }
            event.rounds.push(round);
        }
        Ok(event)
    }

    /// A round's pairings with the results that follow from withdrawals filled in.
    fn new_round(&self, number: usize, pairings: Vec<Pairing>) -> Round {
        Round {
            number,
            results: pairings.iter().map(|p| self.implied(p)).collect(),
            forfeited_by: pairings.iter().map(|p| self.forfeiters(p)).collect(),
            pairings,
            withdrawn: Vec::new(),
        }
    }

    /// The result a pairing has without being played: a game with a withdrawn player is
    /// lost by that player, by both if both withdrew (001 "Suspendierung": "verliert seine
    /// restlichen Partien"); a team match with one withdrawn class is lost by it on every
    /// board. A match of two withdrawn classes (both withdrawing in the round it was
    /// paired in) has no result to imply and is entered as played.
    fn implied(&self, pairing: &Pairing) -> Option<Outcome> {
        let gone = |n: &String| self.withdrawn.contains_key(n);
        match pairing {
            Pairing::Game { players: [a, b] } => match (gone(a), gone(b)) {
                (true, true) => Some(Outcome::BothLost {
                    lost: [a.clone(), b.clone()],
                }),
                (true, false) => Some(Outcome::Game {
                    winner: b.clone(),
                    loser: a.clone(),
                }),
                (false, true) => Some(Outcome::Game {
                    winner: a.clone(),
                    loser: b.clone(),
                }),
                (false, false) => None,
            },
            Pairing::Match { teams, boards } => {
                let winner = match (gone(&teams[0]), gone(&teams[1])) {
                    (true, false) => &teams[1],
                    (false, true) => &teams[0],
                    _ => return None,
                };
                Some(Outcome::Match(crate::TeamMatch {
                    teams: teams.clone(),
                    black: None,
                    boards: vec![winner.clone(); boards.len()],
                    lot: None,
                }))
            }
            Pairing::Table { .. } | Pairing::Bye { .. } => None,
        }
    }

    /// The withdrawn entrants whose withdrawal gives `pairing` its implied result (none
    /// when it has none: it is played and entered).
    fn forfeiters(&self, pairing: &Pairing) -> Vec<String> {
        if self.implied(pairing).is_none() {
            return Vec::new();
        }
        pairing
            .names()
            .into_iter()
            .filter(|n| self.withdrawn.contains_key(n))
            .collect()
    }

    /// Enters a withdrawal into `round`: the entrant's pairings there still without a
    /// result are lost, and the rounds after pair or seat it no more.
    fn withdraw_in(&mut self, round: &mut Round, name: String) -> Result<(), TournamentError> {
        if !self.known.contains(&name) {
            return Err(TournamentError::UnknownName { name });
        }
        if self.withdrawn.contains_key(&name) {
            return Err(TournamentError::AlreadyWithdrawn { name });
        }
        self.withdrawn.insert(name.clone(), round.number);
        round.withdrawn.push(name);
        for (i, p) in round.pairings.iter().enumerate() {
            if round.results[i].is_none() {
                round.results[i] = self.implied(p);
                round.forfeited_by[i] = self.forfeiters(p);
            }
        }
        Ok(())
    }

    /// Who has withdrawn, each with the round (from 1) the withdrawal was entered in.
    pub fn withdrawn(&self) -> &BTreeMap<String, usize> {
        &self.withdrawn
    }

    /// Reads and checks a tournament file's text.
    pub fn from_json(text: &str) -> Result<Event, TournamentError> {
        Event::new(TournamentFile::from_json(text)?)
    }

    /// The file: entrants and every result entered, ready to be saved.
    pub fn file(&self) -> &TournamentFile {
        &self.file
    }

    pub fn system(&self) -> System {
        self.file.system
    }

    /// The rounds with at least one result entered.
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// The round to play or to finish: the last entered round while it lacks results,
    /// else the next round's pairings; `None` when the tournament is over.
    pub fn current(&self) -> Result<Option<Round>, TournamentError> {
        if let Some(last) = self.rounds.last().filter(|r| !r.is_complete()) {
            return Ok(Some(last.clone()));
        }
        Ok(self
            .next_pairings()?
            .map(|pairings| self.new_round(self.rounds.len() + 1, pairings)))
    }

    pub fn is_over(&self) -> bool {
        matches!(self.current(), Ok(None))
    }

    /// Enters one result into the current round; refused if it belongs to no pairing of
    /// that round, is already entered, or is not a valid result.
    /// A withdrawal (`Outcome::Withdraw`) is entered as by [`Event::withdraw`].
    pub fn record(&self, outcome: Outcome) -> Result<Event, TournamentError> {
        if let Outcome::Withdraw { withdraw } = outcome {
            return self.withdraw(withdraw);
        }
        let mut file = self.padded();
        match (self.rounds.last(), file.rounds.last_mut()) {
            (Some(round), Some(entered)) if !round.is_complete() => entered.push(outcome),
            _ => {
                if self.current()?.is_none() {
                    return Err(TournamentError::TournamentOver);
                }
                file.rounds.push(vec![outcome]);
            }
        }
        Event::new(file)
    }

    /// Withdraws `name` from the tournament (001 "Suspendierung", "Disqualifikation"). It
    /// is entered in the last round with a result: that round's games of `name` still
    /// without a result are lost, and from the next round on `name`'s games are lost
    /// (both players lose when both withdrew), it sits at no table (the tables are formed
    /// anew from those who remain, X-8) and its class is paired no more. Its results so
    /// far stand. `undo` takes it back like a result. Refused before any result is entered
    /// (leave the entrant out instead), when the tournament is over, for a name withdrawn
    /// already, and when those who remain cannot be seated.
    pub fn withdraw(&self, name: String) -> Result<Event, TournamentError> {
        if self.current()?.is_none() {
            return Err(TournamentError::TournamentOver);
        }
        let mut file = self.padded();
        if file.rounds.is_empty() {
            return Err(TournamentError::WithdrawalBeforeStart { name });
        }
        // Four tables: the next round must seat those who remain. Refused now, while
        // the round of the withdrawal may still lack results, not when it completes.
        let next = file.rounds.len() + 1;
        if self.file.system == System::FourTables
            && next <= tables::ROUNDS
            && self.known.contains(&name)
            && !self.withdrawn.contains_key(&name)
        {
            let count = self.file.players.len() - self.withdrawn.len() - 1;
            if tables::table_sizes(count).is_err() {
                return Err(TournamentError::WithdrawalLeavesUnseatable {
                    name,
                    round: next,
                    count,
                });
            }
        }
        let Some(last) = file.rounds.last_mut() else {
            return Err(TournamentError::WithdrawalBeforeStart { name });
        };
        last.push(Outcome::Withdraw { withdraw: name });
        let event = Event::new(file)?;
        event.current()?;
        Ok(event)
    }

    /// Renames the entrant `from` (a player; in the school team tournament a class or a
    /// pupil) to `to` wherever the file names it, at any time: a typo found after the
    /// first result need not stay on every standings sheet. Its results, withdrawal and
    /// decisions stay, and the pairings and standings are the same with the one name
    /// replaced. `undo` does not take it back (it is no result); the page keeps the event
    /// before it. Refused for a name not in the tournament, an empty new name, a name any
    /// entrant or pupil has already (`from` itself too: nothing would change), compared
    /// as the file's names are, exactly; and for a class, `draw` or `void`.
    pub fn rename(&self, from: &str, to: String) -> Result<Event, TournamentError> {
        let names = every_name(&self.file);
        if !names.iter().any(|n| *n == from) {
            return Err(TournamentError::UnknownName {
                name: from.to_string(),
            });
        }
        if to.trim().is_empty() {
            return Err(TournamentError::EmptyName);
        }
        if names.contains(&&to) {
            return Err(TournamentError::DuplicateName { name: to });
        }
        // The replay checks the new name as every name of a file (no class called
        // `draw` or `void`, X-5).
        Event::new(self.file.renamed(from, &to))
    }

    /// The file with an empty list for each round decided by withdrawals alone, so that
    /// the next entry goes into the round it belongs to.
    fn padded(&self) -> TournamentFile {
        let mut file = self.file.clone();
        while file.rounds.len() < self.rounds.len() {
            file.rounds.push(Vec::new());
        }
        file
    }

    /// Withdraws the last entered result.
    pub fn undo(&self) -> Result<Event, TournamentError> {
        let mut file = self.file.clone();
        // An empty round (as a hand-edited file may hold) has nothing to withdraw.
        while file.rounds.last().is_some_and(Vec::is_empty) {
            file.rounds.pop();
        }
        let last = file
            .rounds
            .last_mut()
            .ok_or(TournamentError::NothingToUndo)?;
        last.pop();
        while file.rounds.last().is_some_and(Vec::is_empty) {
            file.rounds.pop();
        }
        Event::new(file)
    }

    /// Replaces the result entered in round `round` (from 1) for the same pairing with
    /// `outcome`. Refused when that round has no result for those entrants, when the new
    /// result is invalid, or when it would change the pairings of a later round whose
    /// results are entered (withdraw those first): nothing entered is ever lost.
    pub fn correct(&self, round: usize, outcome: Outcome) -> Result<Event, TournamentError> {
        let names = outcome.names();
        // A forfeit by withdrawal has no entered result to replace: say so. (The round
        // to play may hold forfeits before any result is entered in it.)
        let paired = match round.checked_sub(1).and_then(|i| self.rounds.get(i)) {
            Some(r) => Some(r.clone()),
            None => self.current().ok().flatten().filter(|r| r.number == round),
        };
        if let Some(played) = paired {
            let forfeit = played
                .pairings
                .iter()
                .enumerate()
                .find(|(i, p)| p.is_for(&names) && played.is_forfeit(*i));
            if let Some((i, p)) = forfeit {
                return Err(TournamentError::ForfeitByWithdrawal {
                    round,
                    names: p.names(),
                    withdrawn: played.forfeited_by[i].clone(),
                });
            }
        }
        let mut file = self.file.clone();
        let entered = round
            .checked_sub(1)
            .and_then(|i| file.rounds.get_mut(i))
            .ok_or_else(|| TournamentError::NoSuchPairing {
                round,
                names: names.clone(),
            })?;
        let mut sorted = names.clone();
        ordered::sort(&mut sorted);
        let same = |o: &Outcome| {
            let mut theirs = o.names();
            ordered::sort(&mut theirs);
            theirs == sorted
        };
        let slot =
            entered
                .iter_mut()
                .find(|o| same(o))
                .ok_or_else(|| TournamentError::NoSuchPairing {
                    round,
                    names: names.clone(),
                })?;
        *slot = outcome;
        Event::new(file.clone()).map_err(|_| {
            let mut upto = file.clone();
            upto.rounds.truncate(round);
            match Event::new(upto) {
                Ok(_) => TournamentError::CorrectionChangesLaterRounds { round },
                Err(own) => own,
            }
        })
    }

    /// Records a play-off or lot among entrants tied on every criterion, best
    /// first; replaces an earlier decision about any of them.
    pub fn decide(&self, order: Vec<String>) -> Result<Event, TournamentError> {
        let standings = self.standings();
        let row = |name: &String| standings.rows.iter().find(|r| &r.name == name);
        let mut values = Vec::new();
        for name in &order {
            let found =
                row(name).ok_or_else(|| TournamentError::UnknownName { name: name.clone() })?;
            values.push(&found.values);
        }
        if order.len() < 2 || values.windows(2).any(|w| w[0] != w[1]) {
            return Err(TournamentError::NotTied { names: order });
        }
        let mut file = self.file.clone();
        file.decisions
            .retain(|d| !d.iter().any(|n| order.contains(n)));
        file.decisions.push(order);
        Event::new(file)
    }

    /// The standings after every result entered so far.
    pub fn standings(&self) -> Standings {
        let (criteria, entries) = match self.file.system {
            // 001 "Plazierung": "In einer Ausscheidung oder einem Rundenturnier werden die
            // Punktestände durch primäre und sekundäre Punkte ermittelt": X-1 alone, in
            // both. In the knockout a bye is a game won without play, so primary points
            // are the rounds come through and order the knockout by the round reached.
            System::RoundRobin | System::SingleElimination => {
                (sst::CRITERIA.to_vec(), self.sst_entries())
            }
            System::SchoolTeam => {
                let records = self.school_records(self.rounds.len());
                (
                    school_team::CRITERIA.to_vec(),
                    school_team::entries(&records, &self.file.teams),
                )
            }
            System::FourTables => (
                vec![Criterion::Points, Criterion::Shares, Criterion::Raw],
                self.table_entries(),
            ),
        };
        rank(&criteria, entries, &self.file.decisions)
    }

    /// The scored team matches of the first `upto` rounds, each with whether it was a
    /// knockout match (both classes still in when it was paired), and the byes given.
    pub fn school_history(&self, upto: usize) -> (Vec<(MatchScore, bool)>, Vec<String>) {
        let mut matches: Vec<(MatchScore, bool)> = Vec::new();
        let mut byes = Vec::new();
        for round in self.rounds.iter().take(upto) {
            let before = school_team::records(&self.file.teams, &matches, &byes);
            let alive = |n: &String| before.get(n).is_some_and(|r| r.in_knockout);
            for (p, r) in round.pairings.iter().zip(&round.results) {
                match (p, r) {
                    (Pairing::Match { teams, boards }, Some(Outcome::Match(m))) => {
                        if let Ok(s) = school_team::score(teams, boards.len(), m) {
                            matches.push((s, teams.iter().all(alive)));
                        }
                    }
                    (Pairing::Bye { name }, _) => byes.push(name.clone()),
                    _ => {}
                }
            }
        }
        (matches, byes)
    }

    /// Every class's record after the first `upto` rounds; a class that withdrew is out
    /// of the knockout.
    fn school_records(&self, upto: usize) -> BTreeMap<String, school_team::Record> {
        let (matches, byes) = self.school_history(upto);
        let mut records = school_team::records(&self.file.teams, &matches, &byes);
        for name in self.withdrawn.keys() {
            if let Some(r) = records.get_mut(name) {
                r.in_knockout = false;
            }
        }
        records
    }

    // ---- replay ----

    /// The next round's pairings from the rounds replayed so far; `None` when over.
    fn next_pairings(&self) -> Result<Option<Vec<Pairing>>, TournamentError> {
        let round = self.rounds.len();
        let players = &self.file.players;
        Ok(match self.file.system {
            System::RoundRobin => (round < round_robin::rounds(players.len()))
                .then(|| round_robin::pairings(players, round)),
            System::SingleElimination => {
                let alive = self.alive_in_bracket();
                (alive.len() > 1).then(|| elimination::pairings(&alive, round == 0))
            }
            System::SchoolTeam => {
                let records = self.school_records(round);
                let teams: Vec<crate::Team> = self
                    .file
                    .teams
                    .iter()
                    .filter(|t| !self.withdrawn.contains_key(&t.name))
                    .cloned()
                    .collect();
                if records.values().filter(|r| r.in_knockout).count() <= 1 {
                    None
                } else {
                    Some(school_team::pairings(
                        &teams,
                        &records,
                        self.file.seed,
                        round,
                    )?)
                }
            }
            System::FourTables => {
                if round >= tables::ROUNDS {
                    None
                } else {
                    let mut order: Vec<String> = if round == 0 {
                        lot::shuffled(players, self.file.seed, 0)
                    } else {
                        self.standings().rows.into_iter().map(|r| r.name).collect()
                    };
                    order.retain(|n| !self.withdrawn.contains_key(n));
                    let mut rest = order.as_slice();
                    let mut seating = Vec::new();
                    for (i, size) in tables::table_sizes(order.len())?.into_iter().enumerate() {
                        let (table, tail) = rest.split_at(size);
                        rest = tail;
                        seating.push(Pairing::Table {
                            table: i + 1,
                            players: table.to_vec(),
                        });
                    }
                    Some(seating)
                }
            }
        })
    }

    /// Puts one result into `round` after checking it against the round's pairings.
    fn enter(
        &self,
        round: &mut Round,
        seats: &BTreeMap<String, usize>,
        outcome: Outcome,
    ) -> Result<(), TournamentError> {
        let names = outcome.names();
        if let Some(name) = names.iter().find(|n| !self.known.contains(*n)) {
            return Err(TournamentError::UnknownName { name: name.clone() });
        }
        // A game's kind is taken where the system takes it (`System::takes`, the one
        // place that says so); a knockout refuses a draw or a void by the seed's rule.
        let game_kind = match outcome {
            Outcome::Game { .. } => Some(GameKind::Won),
            Outcome::Draw { .. } => Some(GameKind::Draw),
            Outcome::Void { .. } => Some(GameKind::Void),
            Outcome::BothLost { .. } => Some(GameKind::BothLost),
            _ => None,
        };
        let expected = match (self.file.system, game_kind) {
            (System::RoundRobin | System::SingleElimination, Some(kind))
                if self.file.system.takes(kind) =>
            {
                Ok(())
            }
            (System::SingleElimination, Some(GameKind::Draw)) => {
                let kind = KnockoutRefusal::Draw;
                return Err(TournamentError::KnockoutNeedsWinner { kind, names });
            }
            (System::SingleElimination, Some(GameKind::Void)) => {
                let kind = KnockoutRefusal::Void;
                return Err(TournamentError::KnockoutNeedsWinner { kind, names });
            }
            (System::RoundRobin | System::SingleElimination, _) => Err("games"),
            (System::SchoolTeam, _) => matches!(outcome, Outcome::Match(_))
                .then_some(())
                .ok_or("team matches"),
            (System::FourTables, _) => matches!(outcome, Outcome::Table(_))
                .then_some(())
                .ok_or("tables"),
        };
        if let Err(expected) = expected {
            return Err(TournamentError::WrongResultKind {
                system: self.file.system.name().to_string(),
                expected: expected.to_string(),
            });
        }
        // Each entrant sits at one pairing of a round: find it by the first name. A table
        // may leave out who withdrew during the round, if three remain: it is then scored
        // as a table of three (X-9's 5-3-1, X-10's virtual fourth player).
        let without_withdrawn = |p: &Pairing| {
            let mut with = names.clone();
            with.extend(
                p.names()
                    .into_iter()
                    .filter(|n| round.withdrawn.contains(n) && !names.contains(n)),
            );
            matches!(p, Pairing::Table { .. }) && names.len() >= 3 && p.is_for(&with)
        };
        let index = names
            .first()
            .and_then(|first| seats.get(first).copied())
            .filter(|&i| round.pairings[i].is_for(&names) || without_withdrawn(&round.pairings[i]))
            .ok_or_else(|| TournamentError::NoSuchPairing {
                round: round.number,
                names: names.clone(),
            })?;
        if round.results[index].is_some() {
            return Err(TournamentError::AlreadyEntered {
                round: round.number,
                names,
            });
        }
        match (&round.pairings[index], &outcome) {
            (Pairing::Match { teams, boards }, Outcome::Match(m)) => {
                school_team::score(teams, boards.len(), m)?;
            }
            (_, Outcome::Table(scores)) => {
                let out_of_range = |s: &i64| !(0..=tables::MAX_SCORE).contains(s);
                if let Some((name, score)) = scores.iter().find(|(_, s)| out_of_range(s)) {
                    return Err(TournamentError::ScoreOutOfRange {
                        name: name.clone(),
                        score: *score,
                    });
                }
            }
            _ => {}
        }
        round.results[index] = Some(outcome);
        Ok(())
    }

    // ---- standings per system ----

    /// The scored games; a game without result is left out (000: "aus der Gesamtwertung
    /// herausnehmen"), as a bye is.
    fn games(&self) -> Vec<SstGame> {
        self.rounds
            .iter()
            .flat_map(|r| r.results.iter().flatten())
            .filter_map(|o| match o {
                Outcome::Game { winner, loser } => Some(SstGame::won(winner, loser)),
                Outcome::Draw { draw: [a, b] } => Some(SstGame::drawn(a, b)),
                Outcome::BothLost { lost: [a, b] } => Some(SstGame::both_lost(a, b)),
                _ => None,
            })
            .collect()
    }

    /// X-1 entries; in single elimination a bye counts as a game won (see `standings`).
    fn sst_entries(&self) -> Vec<Entry> {
        let byes: Vec<String> = if self.file.system == System::SingleElimination {
            self.rounds
                .iter()
                .flat_map(|r| &r.pairings)
                .filter_map(|p| match p {
                    Pairing::Bye { name } => Some(name.clone()),
                    _ => None,
                })
                .collect()
        } else {
            Vec::new()
        };
        let points = sst::sst_points_with_byes(&self.file.players, &self.games(), &byes);
        self.file
            .players
            .iter()
            .map(|name| Entry {
                name: name.clone(),
                values: points.get(name).copied().unwrap_or_default().values(),
            })
            .collect()
    }

    /// Single elimination: the players still in, in bracket order (a round's byes first,
    /// then its winners in the order of its games).
    fn alive_in_bracket(&self) -> Vec<String> {
        let mut alive = self.file.players.clone();
        for round in &self.rounds {
            alive = round
                .pairings
                .iter()
                .zip(&round.results)
                .filter_map(|(p, r)| match (p, r) {
                    (Pairing::Bye { name }, _) => Some(name.clone()),
                    (_, Some(Outcome::Game { winner, .. })) => Some(winner.clone()),
                    _ => None,
                })
                .collect();
        }
        alive
    }

    /// points, shares and raw scores summed over the tables entered.
    fn table_entries(&self) -> Vec<Entry> {
        let mut sums: BTreeMap<&String, [Points; 3]> = BTreeMap::new();
        for result in self.rounds.iter().flat_map(|r| r.results.iter().flatten()) {
            let Outcome::Table(scores) = result else {
                continue;
            };
            let (names, raw): (Vec<&String>, Vec<i64>) =
                scores.iter().map(|(n, s)| (n, *s)).unzip();
            let points = tables::place_points(&raw);
            let shares = tables::shares(&raw);
            for (i, name) in names.into_iter().enumerate() {
                let sum = sums.entry(name).or_default();
                sum[0] += points[i];
                sum[1] += shares[i];
                sum[2] += Points::whole(raw[i]);
            }
        }
        self.file
            .players
            .iter()
            .map(|name| Entry {
                name: name.clone(),
                values: sums.get(name).copied().unwrap_or_default().to_vec(),
            })
            .collect()
    }
}

fn entrants(file: &TournamentFile) -> Vec<String> {
    match file.system {
        System::SchoolTeam => file.teams.iter().map(|t| t.name.clone()).collect(),
        _ => file.players.clone(),
    }
}

/// Every name the file gives: the players, or the classes and their pupils (unique
/// across the file).
fn every_name(file: &TournamentFile) -> Vec<&String> {
    match file.system {
        System::SchoolTeam => file
            .teams
            .iter()
            .flat_map(|t| std::iter::once(&t.name).chain(&t.players))
            .collect(),
        _ => file.players.iter().collect(),
    }
}

/// Names present, unique and non-empty, no class called `draw` or `void`; a count
/// the system can pair or seat; classes that can all meet one another; decisions
/// about known entrants.
fn check_entrants(file: &TournamentFile) -> Result<(), TournamentError> {
    let names = entrants(file);
    let mut all: Vec<&String> = names.iter().collect();
    if file.system == System::SchoolTeam {
        all.extend(file.teams.iter().flat_map(|t| &t.players));
    } else if !file.teams.is_empty() {
        return Err(TournamentError::Malformed {
            reason: format!("a {} tournament has players, not teams", file.system.name()),
        });
    }
    if file.system == System::SchoolTeam && !file.players.is_empty() {
        return Err(TournamentError::Malformed {
            reason: "a school-team tournament has teams (classes with their pupils), not players"
                .to_string(),
        });
    }
    let mut seen = BTreeSet::new();
    for name in all {
        if name.trim().is_empty() {
            return Err(TournamentError::EmptyName);
        }
        if !seen.insert(name) {
            return Err(TournamentError::DuplicateName { name: name.clone() });
        }
    }
    // A board's result is the winning class's name or one of these words.
    if file.system == System::SchoolTeam {
        if let Some(name) = names
            .iter()
            .find(|n| *n == crate::DRAW || *n == crate::VOID)
        {
            return Err(TournamentError::ReservedName { name: name.clone() });
        }
    }
    let count = names.len();
    let too_few = |why| TournamentError::ImpossibleCount { count, why };
    match file.system {
        System::RoundRobin | System::SingleElimination if count < 2 => {
            return Err(too_few(CountProblem::GameNeedsTwo))
        }
        System::SchoolTeam => {
            if count < 2 {
                return Err(too_few(CountProblem::MatchNeedsTwoClasses));
            }
            if let Some(empty) = file.teams.iter().find(|t| t.players.is_empty()) {
                return Err(TournamentError::ImpossibleCount {
                    count: 0,
                    why: CountProblem::ClassWithoutPupils {
                        class: empty.name.clone(),
                    },
                });
            }
            let smallest = file.teams.iter().min_by_key(|t| t.players.len());
            let largest = file.teams.iter().max_by_key(|t| t.players.len());
            if let (Some(s), Some(l)) = (smallest, largest) {
                school_team::seat(l, s)?;
            }
        }
        System::FourTables => {
            tables::table_sizes(count)?;
        }
        _ => {}
    }
    for decision in &file.decisions {
        let mut seen = BTreeSet::new();
        for name in decision {
            if !names.contains(name) {
                return Err(TournamentError::UnknownName { name: name.clone() });
            }
            if !seen.insert(name) {
                return Err(TournamentError::DuplicateName { name: name.clone() });
            }
        }
    }
    Ok(())
}
