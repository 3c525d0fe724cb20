//! The situations a game has passed through, for superko and cycle detection (K-3..K-5).
//!
//! Each step stores only the points its action changed (with their previous contents)
//! and the hashes, so memory per move is bounded by what the move changed. A hash match
//! is always confirmed against the stored position, rebuilt by walking back the changes;
//! the walk goes only as far back as the most recent match.

use std::collections::HashMap;

use crate::Color;

#[derive(Debug, Clone)]
pub(crate) struct Step {
    to_move: Color,
    /// Points changed by the action that led here, with what they held before.
    changes: Vec<(u16, Option<Color>)>,
    /// The first step with the same situation (this one, if it never occurred before):
    /// equal situations share it, so a ban can name its situation by one number.
    first: u32,
}

#[derive(Debug, Clone, Default)]
pub(crate) struct History {
    steps: Vec<Step>,
    by_position: HashMap<u64, Vec<u32>>,
    by_situation: HashMap<u64, Vec<u32>>,
    /// How many times each situation (by its first step) has occurred.
    occurrences: HashMap<u32, u32>,
}

impl History {
    pub fn new(position: u64, to_move: Color) -> History {
        let mut h = History::default();
        h.push(position, to_move, Vec::new(), &[]);
        h
    }

    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Adds the step an action made. `current` is the position after it. Returns the
    /// most recent earlier step with the same situation, confirmed point by point.
    pub fn push(
        &mut self,
        position: u64,
        to_move: Color,
        changes: Vec<(u16, Option<Color>)>,
        current: &[Option<Color>],
    ) -> Option<usize> {
        let k = self.steps.len() as u32;
        let key = crate::zobrist::situation(position, to_move);
        self.steps.push(Step {
            to_move,
            changes,
            first: k,
        });
        let earlier = match self.by_situation.get(&key) {
            Some(candidates) => self.latest(candidates, current, Some(to_move)),
            None => None,
        };
        let first = earlier.map_or(k, |e| self.steps[e].first);
        self.steps[k as usize].first = first;
        *self.occurrences.entry(first).or_insert(0) += 1;
        self.by_position.entry(position).or_default().push(k);
        self.by_situation.entry(key).or_default().push(k);
        earlier
    }

    /// Adds a step for an action that changes nothing (a resignation, a resumption):
    /// the same situation as before, not a new occurrence of it.
    pub fn push_unchanged(&mut self) {
        if let Some(last) = self.steps.last() {
            let step = Step {
                changes: Vec::new(),
                ..last.clone()
            };
            self.steps.push(step);
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
        let candidates = self.by_position.get(&hash)?;
        self.confirm(candidates, target, current, None)
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
        let candidates = self.by_situation.get(&key)?;
        self.confirm(candidates, target, current, Some(to_move))
    }

    /// The first step of the situation at step `k`: equal situations give equal numbers.
    pub fn first(&self, k: usize) -> Option<usize> {
        self.steps.get(k).map(|s| s.first as usize)
    }

    /// How many times the situation at step `k` has occurred so far.
    pub fn occurrences(&self, k: usize) -> usize {
        self.steps
            .get(k)
            .and_then(|s| self.occurrences.get(&s.first))
            .map_or(0, |&n| n as usize)
    }

    /// The stones at history index `k`, rebuilt from `current` (the last step's).
    pub fn position_at(&self, k: usize, current: &[Option<Color>]) -> Vec<Option<Color>> {
        let mut cells = current.to_vec();
        for step in self.steps.iter().skip(k + 1).rev() {
            for &(i, before) in &step.changes {
                cells[i as usize] = before;
            }
        }
        cells
    }

    /// The player to move at history index `k`.
    pub fn to_move_at(&self, k: usize) -> Option<Color> {
        self.steps.get(k).map(|s| s.to_move)
    }

    /// The latest earlier step (before the last one) among `candidates` whose situation
    /// equals the last step's.
    fn latest(
        &self,
        candidates: &[u32],
        current: &[Option<Color>],
        to_move: Option<Color>,
    ) -> Option<usize> {
        let last = self.steps.len() as u32 - 1;
        let earlier: Vec<u32> = candidates.iter().copied().filter(|&c| c < last).collect();
        self.confirm(&earlier, current, current, to_move)
    }

    /// Walks back from the last step, newest candidate first, comparing the rebuilt
    /// position with `target`, and stops at the first match: a hash alone never decides,
    /// and the walk is only as long as the distance to that match.
    fn confirm(
        &self,
        candidates: &[u32],
        target: &[Option<Color>],
        current: &[Option<Color>],
        to_move: Option<Color>,
    ) -> Option<usize> {
        if candidates.is_empty() || current.is_empty() {
            return None;
        }
        let mut cells = current.to_vec();
        let mut k = self.steps.len() - 1;
        for &c in candidates.iter().rev() {
            let c = c as usize;
            while k > c {
                for &(i, before) in &self.steps[k].changes {
                    cells[i as usize] = before;
                }
                k -= 1;
            }
            let same_player = to_move.is_none_or(|t| self.steps[c].to_move == t);
            if same_player && cells == target {
                return Some(c);
            }
        }
        None
    }
}
