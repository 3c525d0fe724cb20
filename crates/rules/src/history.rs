//! The situations a game has passed through, for superko and cycle detection (K-3..K-5).
//!
//! Each step stores only the points its action changed (with their previous contents),
//! all steps' changes in one flat list, so memory per move is bounded by what the move
//! changed and a move allocates nothing but amortised growth. Hash tables map a
//! position's or situation's hash to its latest step, and each step links to the
//! previous step with the same hash. A hash match is always confirmed against the stored
//! position, rebuilt by walking back the changes; the walk goes only as far back as the
//! most recent match.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::Color;

/// No step.
const NONE: u32 = u32::MAX;

/// Zobrist hashes are uniformly random already: the tables use them as they are.
#[derive(Debug, Clone, Copy, Default)]
struct ZobristHasher(u64);

impl Hasher for ZobristHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

type ByHash = HashMap<u64, u32, BuildHasherDefault<ZobristHasher>>;

#[derive(Debug, Clone, Copy)]
struct Step {
    to_move: Color,
    /// End of this step's changes in `History::changes` (they start where the previous
    /// step's end).
    changes_end: u32,
    /// The first step with the same situation (this one, if it never occurred before):
    /// equal situations share it, so a ban can name its situation by one number.
    first: u32,
    /// At a first step: how many times its situation has occurred so far.
    occurrences: u32,
    /// The previous step with the same position hash, and with the same situation hash.
    prev_position: u32,
    prev_situation: u32,
}

#[derive(Debug, Clone, Default)]
pub(crate) struct History {
    steps: Vec<Step>,
    /// Points changed by each step's action, with what they held before.
    changes: Vec<(u16, Option<Color>)>,
    /// The latest step with each position hash, and with each situation hash.
    by_position: ByHash,
    by_situation: ByHash,
}

impl History {
    pub fn new(position: u64, to_move: Color) -> History {
        let mut h = History::default();
        h.push(position, to_move, std::iter::empty(), &[]);
        h
    }

    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Adds the step an action made: `changes` are the points it changed with what they
    /// held before, `current` the position after it. Returns the most recent earlier
    /// step with the same situation, confirmed point by point.
    pub fn push(
        &mut self,
        position: u64,
        to_move: Color,
        changes: impl IntoIterator<Item = (u16, Option<Color>)>,
        current: &[Option<Color>],
    ) -> Option<usize> {
        let k = self.steps.len() as u32;
        let key = crate::zobrist::situation(position, to_move);
        self.changes.extend(changes);
        let prev_position = self.by_position.insert(position, k).unwrap_or(NONE);
        let prev_situation = self.by_situation.insert(key, k).unwrap_or(NONE);
        self.steps.push(Step {
            to_move,
            changes_end: self.changes.len() as u32,
            first: k,
            occurrences: 0,
            prev_position,
            prev_situation,
        });
        let earlier = self.confirm(prev_situation, |s| s.prev_situation, current, Some(to_move));
        let first = earlier.map_or(k, |e| self.steps[e].first);
        self.steps[k as usize].first = first;
        self.steps[first as usize].occurrences += 1;
        earlier
    }

    /// Adds a step for an action that changes nothing (a resignation, a resumption):
    /// the same situation as before, not a new occurrence of it, and no candidate for
    /// later matches (its earlier twin is one).
    pub fn push_unchanged(&mut self) {
        if let Some(&last) = self.steps.last() {
            self.steps.push(Step {
                changes_end: self.changes.len() as u32,
                occurrences: 0,
                prev_position: NONE,
                prev_situation: NONE,
                ..last
            });
        }
    }

    /// Whether some step has this position hash (a cheap pre-check).
    pub fn might_hold_position(&self, hash: u64) -> bool {
        self.by_position.contains_key(&hash)
    }

    /// Whether some step has this situation hash (a cheap pre-check).
    pub fn might_hold_situation(&self, position: u64, to_move: Color) -> bool {
        self.by_situation
            .contains_key(&crate::zobrist::situation(position, to_move))
    }

    /// The most recent step whose position equals `target`; `current` is the position
    /// of the last step.
    pub fn same_position(
        &self,
        hash: u64,
        target: &[Option<Color>],
        current: &[Option<Color>],
    ) -> Option<usize> {
        let latest = *self.by_position.get(&hash)?;
        self.confirm_against(latest, |s| s.prev_position, target, current, None)
    }

    /// The most recent step whose situation equals the given one.
    pub fn same_situation(
        &self,
        position: u64,
        to_move: Color,
        target: &[Option<Color>],
        current: &[Option<Color>],
    ) -> Option<usize> {
        let key = crate::zobrist::situation(position, to_move);
        let latest = *self.by_situation.get(&key)?;
        self.confirm_against(latest, |s| s.prev_situation, target, current, Some(to_move))
    }

    /// The first step of the situation at step `k`: equal situations give equal numbers.
    pub fn first(&self, k: usize) -> Option<usize> {
        self.steps.get(k).map(|s| s.first as usize)
    }

    /// How many times the situation at step `k` has occurred so far.
    pub fn occurrences(&self, k: usize) -> usize {
        self.steps
            .get(k)
            .map_or(0, |s| self.steps[s.first as usize].occurrences as usize)
    }

    /// The stones at history index `k`, rebuilt from `current` (the last step's).
    pub fn position_at(&self, k: usize, current: &[Option<Color>]) -> Vec<Option<Color>> {
        let mut cells = current.to_vec();
        for j in (k + 1..self.steps.len()).rev() {
            self.undo_step(j, &mut cells);
        }
        cells
    }

    /// The player to move at history index `k`.
    pub fn to_move_at(&self, k: usize) -> Option<Color> {
        self.steps.get(k).map(|s| s.to_move)
    }

    /// Restores in `cells` what step `j`'s action changed.
    fn undo_step(&self, j: usize, cells: &mut [Option<Color>]) {
        let start = if j == 0 {
            0
        } else {
            self.steps[j - 1].changes_end as usize
        };
        let end = self.steps[j].changes_end as usize;
        for &(i, before) in &self.changes[start..end] {
            cells[i as usize] = before;
        }
    }

    /// The latest step from `candidate` back along `prev` whose situation equals the last
    /// step's (whose position is `current`).
    fn confirm(
        &self,
        candidate: u32,
        prev: impl Fn(&Step) -> u32,
        current: &[Option<Color>],
        to_move: Option<Color>,
    ) -> Option<usize> {
        if candidate == NONE || current.is_empty() {
            return None;
        }
        self.confirm_against(candidate, prev, current, current, to_move)
    }

    /// Walks back from the last step, newest candidate first (from `latest` along
    /// `prev`), comparing the rebuilt position with `target`, and stops at the first
    /// match: a hash alone never decides, and the walk is only as long as the distance
    /// to that match.
    fn confirm_against(
        &self,
        latest: u32,
        prev: impl Fn(&Step) -> u32,
        target: &[Option<Color>],
        current: &[Option<Color>],
        to_move: Option<Color>,
    ) -> Option<usize> {
        if current.is_empty() {
            return None;
        }
        let mut cells = current.to_vec();
        let mut k = self.steps.len() - 1;
        let mut c = latest;
        while c != NONE {
            let at = c as usize;
            while k > at {
                self.undo_step(k, &mut cells);
                k -= 1;
            }
            let same_player = to_move.is_none_or(|t| self.steps[at].to_move == t);
            if same_player && cells == target {
                return Some(at);
            }
            c = prev(&self.steps[at]);
        }
        None
    }
}
