//! What the user's actions do to the game: a click plays (or places a handicap stone),
//! pass, resign, undo and redo a turn, a new game, an opened record, a cycle stepped.
//! Every rule is the rules crate's; this only routes and says what happened.

use super::*;

impl State {
    pub(super) fn move_cursor(&mut self, d: Direction) -> bool {
        let n = self.size().get();
        let (col, row) = (self.cursor.col(), self.cursor.row());
        let (col, row) = match d {
            Direction::Left => (col.saturating_sub(1), row),
            Direction::Right => ((col + 1).min(n - 1), row),
            Direction::Down => (col, row.saturating_sub(1)),
            Direction::Up => (col, (row + 1).min(n - 1)),
        };
        match Point::new(col, row) {
            Some(p) if p != self.cursor => {
                self.cursor = p;
                true
            }
            _ => false,
        }
    }

    /// L on the board: the cursor to the last stone played; said when there is none
    /// (no move yet, or the last was a pass).
    pub(super) fn cursor_to_last_move(&mut self) -> bool {
        match self.game.last_play() {
            Some(p) if p == self.cursor => false,
            Some(p) => {
                self.cursor = p;
                true
            }
            None => {
                self.say(Said::NoLastMove);
                true
            }
        }
    }

    /// Records a change of the game: closes the views of the old game, lets the
    /// marking view follow the end of play, says what happened.
    pub(crate) fn changed(&mut self, said: Said) {
        // The document follows the game: a move enters its node (a new one, or the one
        // already there), a turn taken back leaves it (L-1).
        self.document.follow(&self.game);
        self.view = View::Board;
        if !matches!(said, Said::LostOnTime(_)) {
            self.follow_clock(matches!(said, Said::Replayed | Said::Stepped { .. }));
        }
        marking::follow(&mut self.marking, &self.game);
        self.revision = self.revision.wrapping_add(1);
        self.say(said);
    }

    pub(crate) fn say(&mut self, said: Said) {
        let n = self.said.as_ref().map_or(0, |(_, n)| n.wrapping_add(1));
        self.said = Some((said, n));
    }

    /// The point of the refused board play that the notice explains: after the page is
    /// loaded in another language (io/page_lang.rs) it is explained again.
    pub fn refused_point(&self) -> Option<Point> {
        match &self.notice {
            Some(Said::Refused { refusal, .. }) => refusal.point(),
            _ => None,
        }
    }

    /// Explains the refusal of a play at `point` by the side to move as the rules give it
    /// now, without playing (a reload keeps the game, not the notice beside it).
    pub fn refuse_again(&mut self, point: Point) {
        let color = self.game.to_move();
        if let Err(refusal) = self.game.clone().play(color, Move::Play(point)) {
            self.notice = Some(Said::Refused { color, refusal });
        }
    }

    pub(crate) fn refuse(&mut self, said: Said) {
        self.notice = Some(said.clone());
        self.say(said);
    }

    pub(super) fn click(&mut self, p: Point) {
        self.cursor = p;
        if self.leaves_view() {
            return;
        }
        if self.mark(p) {
            return;
        }
        if self.editor.is_some() {
            self.edit_point(p);
            return;
        }
        if let Some(left) = self.placing_left() {
            self.place(p, left);
            return;
        }
        if self.follows_variation(p) {
            return;
        }
        let color = self.game.to_move();
        if self.redoes(color, Move::Play(p)) {
            return;
        }
        match self.game.play(color, Move::Play(p)) {
            Ok(played) => {
                self.notice = None;
                let said = Self::describe_play(color, p, &played);
                self.game.make_obligatory_passes();
                self.changed(said);
            }
            Err(refusal) => self.refuse(Said::Refused { color, refusal }),
        }
    }

    /// Free handicap placement: a click adds a stone or takes one back; the last one
    /// puts them all on the board through the rules crate.
    pub(super) fn place(&mut self, p: Point, left: u32) {
        if let Some(i) = self.placing.iter().position(|&q| q == p) {
            self.placing.remove(i);
            self.changed(Said::Placed {
                point: p,
                left: left + 1,
            });
            return;
        }
        if self.game.board().get(p).is_some() {
            let refusal = Refusal::Occupied { point: p };
            self.refuse(Said::Refused {
                color: Color::Black,
                refusal,
            });
            return;
        }
        self.placing.push(p);
        if left > 1 {
            self.changed(Said::Placed {
                point: p,
                left: left - 1,
            });
            return;
        }
        let points = std::mem::take(&mut self.placing);
        match self.game.place_handicap(&points) {
            Ok(()) => {
                self.notice = None;
                self.changed(Said::Placed { point: p, left: 0 });
            }
            Err(e) => {
                self.placing = points;
                self.placing.pop();
                self.refuse(Said::HandicapRefused(e));
            }
        }
    }

    /// What a board play did, for the live region.
    pub(super) fn describe_play(color: Color, point: Point, played: &Played) -> Said {
        Said::Played {
            color,
            point,
            captured: played.captured.len(),
            self_removed: played.self_removed.len(),
            atari: played.ataris.len(),
            hot: played.hot.is_some(),
            cycle: played.cycle.as_ref().map(|c| c.length()),
            end: played.end,
            played: Rc::new(played.clone()),
        }
    }

    pub(super) fn pass(&mut self) {
        if self.leaves_view() || self.placing_left().is_some() {
            return;
        }
        let color = self.game.to_move();
        if self.redoes(color, Move::Pass) {
            return;
        }
        match self.game.play(color, Move::Pass) {
            Ok(played) => {
                self.notice = None;
                self.changed(Said::Passed {
                    color,
                    end: played.end,
                });
            }
            Err(refusal) => self.refuse(Said::Refused { color, refusal }),
        }
    }

    pub(super) fn resign(&mut self) {
        let color = self.game.to_move();
        match self.game.resign(color) {
            Ok(()) => {
                self.notice = None;
                self.changed(Said::Resigned { color });
            }
            Err(refusal) => self.refuse(Said::Refused { color, refusal }),
        }
    }

    pub(super) fn take_back(&mut self) -> bool {
        if self.placing_left().is_some() && self.placing.pop().is_some() {
            self.changed(Said::TookBack);
            return true;
        }
        if let Some(refusal) = self.game.undo_turn_refused() {
            // A loss on time stands (T-5): said, nothing taken back.
            let color = self.game.to_move();
            self.refuse(Said::Refused { color, refusal });
            return true;
        }
        let undone = if self.settings.computer.is_some() {
            self.computer_take_back()
        } else {
            self.game.undo_turn(self.initial)
        };
        if undone == 0 {
            return false;
        }
        self.notice = None;
        self.changed(Said::TookBack);
        true
    }

    /// The move Redo would enter played again by hand (a click, Pass) is a redo: each
    /// turn keeps its own time (T-1..T-3), as Redo gives. Another move makes a variation
    /// beside it (`Document::follow`).
    fn redoes(&mut self, color: Color, mv: Move) -> bool {
        let next = self.document.next().map(|id| self.document.tree().node(id));
        let same = next.is_some_and(|n| n.mv == Some((color, mv)) && n.setup.is_empty());
        same && self.replay()
    }

    /// Redo: the node the line goes on to, and White's obligatory passes after it (H-2).
    pub(super) fn replay(&mut self) -> bool {
        if self.document.forward(&mut self.game).is_none() {
            return false;
        }
        while self.game.obligatory_pass_due() && self.document.forward(&mut self.game).is_some() {}
        self.notice = None;
        self.changed(Said::Replayed);
        true
    }

    pub(super) fn start_new_game(&mut self, confirmed: bool) -> bool {
        let progress = self.has_progress();
        let Some(dialog) = &mut self.dialog else {
            return false;
        };
        let started = dialog
            .draft
            .settings()
            .and_then(|s| s.start().map(|g| (s, g)));
        let (settings, game) = match started {
            Ok(ok) => ok,
            Err(e) => {
                dialog.error = Some(e);
                return true;
            }
        };
        if !confirmed && progress {
            dialog.confirming = true;
            return true;
        }
        let prefs = self.prefs;
        let said = self.said.take();
        *self = State::with_game(settings, game, prefs);
        self.said = said;
        self.changed(Said::NewGame);
        true
    }

    pub(super) fn open_sgf(&mut self, bytes: &[u8]) {
        self.pending = None;
        match record::load(bytes) {
            Ok(loaded) if self.has_progress() => self.pending = Some(Box::new(loaded)),
            Ok(loaded) => self.replace_with(loaded),
            Err(e) => self.refuse(Said::SgfUnreadable(e)),
        }
    }

    /// A game read from a file replaces this one (the preferences stay).
    pub(super) fn replace_with(&mut self, loaded: Loaded) {
        let skipped = loaded.skipped;
        let said = self.said.take();
        *self = State::opened(loaded, self.prefs);
        self.said = said;
        let moves = self.moves_played();
        self.changed(Said::OpenedSgf { moves, skipped });
    }
}
