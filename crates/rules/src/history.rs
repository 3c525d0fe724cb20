//! The situations a game has passed through, for superko and cycle detection (K-3..K-5).
//!
//! Each step stores only the points its action changed (with their previous contents),
//! all steps' changes in one flat list, so memory per move is bounded by what the move
//! changed and a move allocates nothing but amortised growth. A hash table maps a
//! position's hash to its latest step, and each step links to the previous step with the
//! same position hash; a situation is found on that chain by its player to move. A hash match is always confirmed against the stored
//! position, rebuilt by walking back the changes; the walk goes only as far back as the
//! most recent match.

use crate::Color;

/// No step.
const NONE: u32 = u32::MAX;

/// A table from a Zobrist hash to the latest step with it: open addressing with linear
/// probing over a power-of-two array, at most half full. The hashes are uniformly random
/// already, so their top bits pick the slot; one insert per move costs a few loads.
#[derive(Debug, Clone, Default)]
struct ByHash {
    /// (hash, step + 1); 0 marks an empty slot (the empty board's hash is 0 too).
    slots: Vec<(u64, u32)>,
    len: usize,
}

impl ByHash {
    /// Room for `n` hashes before the table grows.
    fn with_capacity(n: usize) -> ByHash {
        let slots = if n == 0 {
            0
        } else {
            (2 * n).next_power_of_two().max(16)
        };
        ByHash {
            slots: vec![(0, 0); slots],
            len: 0,
        }
    }

    fn slot(&self, hash: u64) -> usize {
        // `slots.len()` is a power of two of at least 16 here.
        (hash >> (64 - self.slots.len().trailing_zeros())) as usize
    }

    fn get(&self, hash: u64) -> Option<u32> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut k = self.slot(hash);
        loop {
            match self.slots[k] {
                (_, 0) => return None,
                (h, step) if h == hash => return Some(step - 1),
                _ => k = (k + 1) & mask,
            }
        }
    }

    /// Maps `hash` to `step`; returns the step it mapped to before.
    fn insert(&mut self, hash: u64, step: u32) -> Option<u32> {
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut k = self.slot(hash);
        loop {
            match self.slots[k] {
                (_, 0) => {
                    self.slots[k] = (hash, step + 1);
                    self.len += 1;
                    return None;
                }
                (h, before) if h == hash => {
                    self.slots[k].1 = step + 1;
                    return Some(before - 1);
                }
                _ => k = (k + 1) & mask,
            }
        }
    }

    fn grow(&mut self) {
        let bigger = vec![(0, 0); (2 * self.slots.len()).max(16)];
        let old = std::mem::replace(&mut self.slots, bigger);
        self.len = 0;
        for (hash, step) in old.into_iter().filter(|&(_, s)| s != 0) {
            self.insert(hash, step - 1);
        }
    }
}

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
    /// The previous step with the same position hash (either player to move: a
    /// situation is a position and a player, so one chain serves both).
    prev_position: u32,
}

#[derive(Debug, Clone, Default)]
pub(crate) struct History {
    steps: Vec<Step>,
    /// Points changed by each step's action, with what they held before.
    changes: Vec<(u16, Option<Color>)>,
    /// The latest step with each position hash.
    by_position: ByHash,
    /// A buffer for earlier positions rebuilt while confirming a recurrence.
    earlier: Vec<Option<Color>>,
}

impl History {
    /// A history with room for `moves` steps before any list grows: a game on a board
    /// of N*N points passes through about that many positions.
    pub fn with_capacity(position: u64, to_move: Color, moves: usize) -> History {
        let mut h = History {
            steps: Vec::with_capacity(moves),
            changes: Vec::with_capacity(moves),
            by_position: ByHash::with_capacity(moves),
            earlier: Vec::new(),
        };
        h.push(position, to_move, std::iter::empty(), &[]);
        h
    }

    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Notes a point the next step's action changed, with what it held before (as
    /// `push`'s `changes` do, one at a time).
    pub fn note_change(&mut self, point: u16, before: Option<Color>) {
        self.changes.push((point, before));
    }

    /// Adds the step an action made: `changes` are the points it changed with what they
    /// held before (after those noted with `note_change`), `current` the position after
    /// it. Returns the most recent earlier
    /// step with the same situation, confirmed point by point.
    pub fn push(
        &mut self,
        position: u64,
        to_move: Color,
        changes: impl IntoIterator<Item = (u16, Option<Color>)>,
        current: &[Option<Color>],
    ) -> Option<usize> {
        let k = self.steps.len() as u32;
        self.changes.extend(changes);
        let prev_position = self.by_position.insert(position, k).unwrap_or(NONE);
        self.steps.push(Step {
            to_move,
            changes_end: self.changes.len() as u32,
            first: k,
            occurrences: 0,
            prev_position,
        });
        let earlier = self.confirm(prev_position, current, Some(to_move));
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
                ..last
            });
        }
    }

    /// Whether some step has this position hash (a cheap pre-check).
    pub fn might_hold_position(&self, hash: u64) -> bool {
        self.by_position.get(hash).is_some()
    }

    /// Whether some step has this position hash with `to_move` to move (a cheap
    /// pre-check: a position recurs rarely, and its chain is short).
    pub fn might_hold_situation(&self, position: u64, to_move: Color) -> bool {
        let mut c = self.by_position.get(position).unwrap_or(NONE);
        while c != NONE {
            let step = &self.steps[c as usize];
            if step.to_move == to_move {
                return true;
            }
            c = step.prev_position;
        }
        false
    }

    /// The most recent step whose position equals `target` (and whose player to move
    /// is `to_move`, if given); `target` comes with the indices where it differs from
    /// `current`, the position of the last step; `earlier` is a buffer for the positions
    /// rebuilt on the way back.
    pub fn same_position(
        &self,
        hash: u64,
        to_move: Option<Color>,
        target: (&[Option<Color>], &[u16]),
        current: &[Option<Color>],
        earlier: &mut Vec<Option<Color>>,
    ) -> Option<usize> {
        let latest = self.by_position.get(hash)?;
        self.confirm_against(latest, target, current, to_move, earlier)
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
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn position_at(&self, k: usize, current: &[Option<Color>]) -> Vec<Option<Color>> {
        let mut cells = current.to_vec();
        for j in (k + 1..self.steps.len()).rev() {
            self.undo_step(j, &mut cells);
        }
        cells
    }

    /// The player to move at history index `k`.
    #[cfg_attr(hotstone_size, optimize(size))]
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

    /// The latest step from `candidate` back along the chain of equal position hashes
    /// whose situation equals the last step's (whose position is `current`).
    fn confirm(
        &mut self,
        candidate: u32,
        current: &[Option<Color>],
        to_move: Option<Color>,
    ) -> Option<usize> {
        if candidate == NONE || current.is_empty() {
            return None;
        }
        let mut earlier = std::mem::take(&mut self.earlier);
        let found = self.confirm_against(candidate, (current, &[]), current, to_move, &mut earlier);
        self.earlier = earlier;
        found
    }

    /// Walks back from the last step, newest candidate first (from `latest` along the
    /// chain of equal position hashes), comparing the rebuilt position with `target`
    /// (given with the indices where it differs from `current`), and stops at the first
    /// match: a hash alone never decides, and the walk is only as long as the distance
    /// to that match.
    fn confirm_against(
        &self,
        latest: u32,
        (target, differs): (&[Option<Color>], &[u16]),
        current: &[Option<Color>],
        to_move: Option<Color>,
        cells: &mut Vec<Option<Color>>,
    ) -> Option<usize> {
        if current.is_empty() {
            return None;
        }
        cells.clear();
        cells.extend_from_slice(current);
        let mut k = self.steps.len() - 1;
        let mut c = latest;
        while c != NONE {
            let at = c as usize;
            while k > at {
                self.undo_step(k, cells);
                k -= 1;
            }
            // The rebuilt position differs from `current` only where the steps after
            // `at` changed something, and `target` only at `differs`: comparing those
            // points compares the whole boards.
            let walked = self.steps[at].changes_end as usize..self.changes.len();
            let same = |&i: &u16| cells[i as usize] == target[i as usize];
            let same_player = to_move.is_none_or(|t| self.steps[at].to_move == t);
            if same_player
                && self.changes[walked].iter().map(|(i, _)| i).all(same)
                && differs.iter().all(same)
            {
                return Some(at);
            }
            c = self.steps[at].prev_position;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn by_hash_keeps_the_latest_step_through_collisions_and_growth() {
        let mut t = ByHash::default();
        assert_eq!(t.get(0), None);
        // Keys sharing their top bits land in the same slot and probe onwards.
        let keys: Vec<u64> = (0..100u64).map(|k| k | (7 << 60)).collect();
        for (step, &k) in keys.iter().enumerate() {
            assert_eq!(t.insert(k, step as u32), None);
        }
        assert_eq!(
            t.insert(0, 500),
            None,
            "the empty board's hash is a key too"
        );
        for (step, &k) in keys.iter().enumerate() {
            assert_eq!(t.get(k), Some(step as u32));
        }
        assert_eq!(t.insert(keys[3], 700), Some(3));
        assert_eq!(t.get(keys[3]), Some(700));
        assert_eq!(t.get(0), Some(500));
        assert_eq!(t.get(1 << 40), None);
    }

    #[test]
    fn k4_a_recurring_situation_is_found_and_counted() {
        let (a, b) = (
            vec![None, Some(Color::Black)],
            vec![Some(Color::White), None],
        );
        let mut h = History::with_capacity(0, Color::Black, 0);
        // Step 1: a position; step 2: another; step 3: the first again, same player.
        assert_eq!(h.push(11, Color::White, [(1, None)], &a), None);
        assert_eq!(
            h.push(22, Color::Black, [(0, None), (1, Some(Color::Black))], &b),
            None
        );
        let back = [(0, Some(Color::White)), (1, None)];
        assert_eq!(h.push(11, Color::White, back, &a), Some(1));
        assert_eq!((h.first(3), h.occurrences(3)), (Some(1), 2));
        assert_eq!(h.position_at(1, &a), a);
        assert_eq!(h.position_at(2, &a), b);
    }
}
