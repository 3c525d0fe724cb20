//! The situations a game has passed through, for superko and cycle detection (K-3..K-5).
//!
//! Each step stores only the points its action changed (with their previous contents)
//! and the hashes, so memory per move is bounded by what the move changed. A hash match
//! is always confirmed against the stored position, rebuilt by walking back the changes.

use std::collections::HashMap;

use crate::Color;

#[derive(Debug, Clone)]
pub(crate) struct Step {
    pub to_move: Color,
    /// Points changed by the action that led here, with what they held before.
    pub changes: Vec<(u16, Option<Color>)>,
}

#[derive(Debug, Clone, Default)]
pub(crate) struct History {
    steps: Vec<Step>,
    by_position: HashMap<u64, Vec<u32>>,
    by_situation: HashMap<u64, Vec<u32>>,
}

impl History {
    pub fn new(position: u64, to_move: Color) -> History {
        let mut h = History::default();
        h.push(position, to_move, Vec::new(), true);
        h
    }

    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Adds a step; `indexed` steps can be found by hash (an action that changes
    /// nothing, such as a resignation, is not indexed).
    pub fn push(
        &mut self,
        position: u64,
        to_move: Color,
        changes: Vec<(u16, Option<Color>)>,
        indexed: bool,
    ) {
        let k = self.steps.len() as u32;
        if indexed {
            self.by_position.entry(position).or_default().push(k);
            self.by_situation
                .entry(crate::zobrist::situation(position, to_move))
                .or_default()
                .push(k);
        }
        self.steps.push(Step { to_move, changes });
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

    /// Earlier steps whose position equals `target` (stones per point), newest last.
    /// `current` is the position of the last step.
    pub fn same_position(
        &self,
        hash: u64,
        target: &[Option<Color>],
        current: &[Option<Color>],
    ) -> Vec<usize> {
        let candidates = self.by_position.get(&hash).map_or(&[][..], |v| &v[..]);
        self.confirm(candidates, target, current, None)
    }

    /// Earlier steps whose situation (position and player to move) equals the given one.
    pub fn same_situation(
        &self,
        position: u64,
        to_move: Color,
        target: &[Option<Color>],
        current: &[Option<Color>],
    ) -> Vec<usize> {
        let key = crate::zobrist::situation(position, to_move);
        let candidates = self.by_situation.get(&key).map_or(&[][..], |v| &v[..]);
        self.confirm(candidates, target, current, Some(to_move))
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

    /// Walks back from the last step once, comparing the rebuilt position at each
    /// candidate with `target`: a hash alone never decides.
    fn confirm(
        &self,
        candidates: &[u32],
        target: &[Option<Color>],
        current: &[Option<Color>],
        to_move: Option<Color>,
    ) -> Vec<usize> {
        if candidates.is_empty() {
            return Vec::new();
        }
        let mut cells = current.to_vec();
        let mut found = Vec::new();
        let mut k = self.steps.len() - 1;
        for &c in candidates.iter().rev() {
            let c = c as usize;
            while k > c {
                for &(i, before) in &self.steps[k].changes {
                    cells[i as usize] = before;
                }
                k -= 1;
            }
            if cells == target && to_move.is_none_or(|t| self.steps[c].to_move == t) {
                found.push(c);
            }
        }
        found.reverse();
        found
    }
}
