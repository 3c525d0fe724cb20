//! After play stops: marking dead stones (C-6), each player's marking, their
//! agreement, and under Ing resuming play to settle a dispute (M-5).
//!
//! The view opens when the game ends by two passes, starting from the rules crate's
//! seeded suggestion (`suggest_dead`), and closes when play resumes or the passes are
//! undone. Every rule question goes to the rules crate: strings are toggled with
//! `DeadStones::toggle`, two players' marks merged with `merge`, a dispute settled with
//! `Agreement::settle`, the position counted with `GameResult` and `count::compare`.
//! This module holds only the view's state and its reducer (tested natively below).

use hotstone_rules::{compare, merge, suggest_dead, Agreement, Comparison, Lineup};
use hotstone_rules::{Adjustments, BoardSize, Color, DeadStones, End, Game, GameResult, Point};
use yew::prelude::*;

use crate::i18n::{t, MarkingText, Text};
use crate::state::{Said, State};
use hotstone_board::index;
use hotstone_board::Layers;

/// The suggestion's seed: the same position always gets the same suggestion.
const SEED: u64 = 7;
/// Marking steps kept for "Undo mark".
const UNDO_DEPTH: usize = 200;

/// Playouts for the suggestion: fewer on larger boards, so that 19x19 stays responsive
/// (docs/web/marking.md has the measured times).
pub fn playouts(size: BoardSize) -> u32 {
    match size.get() {
        0..=9 => 48,
        10..=13 => 32,
        _ => 16,
    }
}

/// Who marks: one person for both (a teacher), or each player separately (C-6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    One,
    Each,
}

impl Mode {
    pub const fn code(self) -> &'static str {
        match self {
            Mode::One => "one",
            Mode::Each => "each",
        }
    }
}

/// Which komi the comparison of counts uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompareKomi {
    /// The game's komi and handicap compensation for every method.
    Game,
    /// Each method's customary ruleset: Japanese, Chinese, Ing.
    Customary,
}

/// The marks as they stand: what "Undo mark" goes back to.
#[derive(Debug, Clone, PartialEq)]
pub struct Marks {
    pub mode: Mode,
    /// One marking (used in `Mode::One`).
    pub one: DeadStones,
    /// Each player's marking (used in `Mode::Each`).
    pub black: DeadStones,
    pub white: DeadStones,
}

/// The marking view's state while play has stopped.
#[derive(Debug, Clone, PartialEq)]
pub struct Marking {
    /// The position the marks belong to: the board's hash and the number of actions.
    pub key: (u64, usize),
    pub suggestion: DeadStones,
    pub marks: Marks,
    /// Whose marks a click changes in `Mode::Each`.
    pub marker: Color,
    pub compare: CompareKomi,
    undo: Vec<Marks>,
}

/// What the user did in the marking view.
#[derive(Debug, Clone, PartialEq)]
pub enum MarkingAction {
    ChoseMode(Mode),
    /// In `Mode::Each`: whose marks the next clicks change.
    ChoseMarker(Color),
    /// Back to the rules crate's suggestion.
    Reset,
    UndoMark,
    /// Under Ing a dispute is settled on the board: play resumes (M-5).
    ResumeToSettle,
    ChoseCompare(CompareKomi),
}

/// What the live region says about marking.
#[derive(Debug, Clone, PartialEq)]
pub enum MarkingSaid {
    /// A string was marked dead or alive again; `by` is the player in `Mode::Each`.
    Marked {
        point: Point,
        stones: usize,
        dead: bool,
        by: Option<Color>,
        disputed: usize,
    },
    /// Only stones can be marked.
    NoStone(Point),
    Mode(Mode),
    Marker(Color),
    Reset,
    UndidMark,
    /// Play resumed to settle this many disputed strings (M-5).
    Resumed(usize),
}

impl Marking {
    fn new(game: &Game) -> Marking {
        let board = game.board();
        let suggestion = suggest_dead(board, SEED, playouts(board.size()));
        Marking {
            key: key(game),
            marks: Marks {
                mode: Mode::One,
                one: suggestion.clone(),
                black: suggestion.clone(),
                white: suggestion.clone(),
            },
            suggestion,
            marker: Color::Black,
            compare: CompareKomi::Game,
            undo: Vec::new(),
        }
    }

    /// The marks a click changes and the board shows as dead.
    pub fn shown(&self) -> &DeadStones {
        match (self.marks.mode, self.marker) {
            (Mode::One, _) => &self.marks.one,
            (Mode::Each, Color::Black) => &self.marks.black,
            (Mode::Each, Color::White) => &self.marks.white,
        }
    }

    fn shown_mut(&mut self) -> &mut DeadStones {
        match (self.marks.mode, self.marker) {
            (Mode::One, _) => &mut self.marks.one,
            (Mode::Each, Color::Black) => &mut self.marks.black,
            (Mode::Each, Color::White) => &mut self.marks.white,
        }
    }

    /// The merged view (C-6): one marking agrees with itself.
    pub fn agreement(&self, game: &Game) -> Agreement {
        let board = game.board();
        match self.marks.mode {
            Mode::One => merge(board, &self.marks.one, &self.marks.one),
            Mode::Each => merge(board, &self.marks.black, &self.marks.white),
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Are the marks the suggestion, untouched?
    pub fn is_suggestion(&self) -> bool {
        let s = &self.suggestion;
        match self.marks.mode {
            Mode::One => self.marks.one == *s,
            Mode::Each => self.marks.black == *s && self.marks.white == *s,
        }
    }

    fn remember(&mut self) {
        if self.undo.len() == UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.undo.push(self.marks.clone());
    }
}

/// The identity of a stopped position: marks saved for another one are ignored.
fn key(game: &Game) -> (u64, usize) {
    (game.board().hash(), game.actions().len())
}

/// What counting needs besides the board: the game's prisoners and handicap (H-1, H-2).
pub fn adjustments(state: &State) -> Adjustments {
    Adjustments::of(&state.game)
}

/// The game's result with the agreed dead stones, once nothing is disputed.
pub fn result(state: &State) -> Option<GameResult> {
    let m = state.marking.as_ref()?;
    let agreement = m.agreement(&state.game);
    if !agreement.is_settled() {
        return None;
    }
    let dead = agreement.dead_stones(state.size());
    GameResult::with(&state.game, &dead, &adjustments(state)).ok()
}

/// Territory, area and fill-in side by side with the agreed dead stones.
pub fn comparison(state: &State) -> Option<Comparison> {
    let m = state.marking.as_ref()?;
    let agreement = m.agreement(&state.game);
    if !agreement.is_settled() {
        return None;
    }
    let dead = agreement.dead_stones(state.size());
    let lineup = match m.compare {
        CompareKomi::Game => Lineup::of_game(state.game.rules()),
        CompareKomi::Customary => Lineup::customary(),
    };
    Some(compare(
        state.game.board(),
        &dead,
        &lineup,
        &adjustments(state),
    ))
}

/// Applies a marking action; false when nothing changed.
pub(crate) fn apply(state: &mut State, action: MarkingAction) -> bool {
    if state.fill_in.is_some() {
        return false;
    }
    if action == MarkingAction::ResumeToSettle {
        return resume_to_settle(state);
    }
    let Some(m) = state.marking.as_mut() else {
        return false;
    };
    let said = match action {
        MarkingAction::ChoseMode(mode) => {
            if m.marks.mode == mode {
                return false;
            }
            m.remember();
            if mode == Mode::Each {
                // Each player starts from the marking agreed so far.
                m.marks.black = m.marks.one.clone();
                m.marks.white = m.marks.one.clone();
                m.marker = Color::Black;
            } else {
                // One marking keeps what both agreed dead.
                m.marks.one = m.agreement(&state.game).dead_stones(state.game.size());
            }
            m.marks.mode = mode;
            MarkingSaid::Mode(mode)
        }
        MarkingAction::ChoseMarker(color) => {
            if m.marks.mode != Mode::Each || m.marker == color {
                return false;
            }
            m.marker = color;
            MarkingSaid::Marker(color)
        }
        MarkingAction::Reset => {
            if m.is_suggestion() {
                return false;
            }
            m.remember();
            m.marks.one = m.suggestion.clone();
            m.marks.black = m.suggestion.clone();
            m.marks.white = m.suggestion.clone();
            MarkingSaid::Reset
        }
        MarkingAction::UndoMark => match m.undo.pop() {
            Some(marks) => {
                m.marks = marks;
                MarkingSaid::UndidMark
            }
            None => return false,
        },
        MarkingAction::ChoseCompare(c) => {
            if m.compare == c {
                return false;
            }
            m.compare = c;
            return true;
        }
        MarkingAction::ResumeToSettle => return false,
    };
    state.say(Said::Marking(said));
    true
}

/// Under Ing, a dispute resumes play (M-5, `Agreement::settle`).
fn resume_to_settle(state: &mut State) -> bool {
    let Some(m) = state.marking.as_ref() else {
        return false;
    };
    let agreement = m.agreement(&state.game);
    let disputed = agreement.disputed.len();
    if disputed == 0 {
        return false;
    }
    match agreement.settle(&mut state.game) {
        Ok(hotstone_rules::Settlement::ResumePlay) if state.game.end().is_none() => {
            state.notice = None;
            state.changed(Said::Marking(MarkingSaid::Resumed(disputed)));
            true
        }
        _ => false,
    }
}

/// A click on the board while marking; true when marking took it: the whole string
/// through the point is marked dead, or alive again.
pub(crate) fn clicked(state: &mut State, point: Point) -> bool {
    let Some(m) = state.marking.as_mut() else {
        return false;
    };
    let board = state.game.board();
    if board.get(point).is_none() {
        state.say(Said::Marking(MarkingSaid::NoStone(point)));
        return true;
    }
    m.remember();
    let by = (m.marks.mode == Mode::Each).then_some(m.marker);
    let dead = match m.shown_mut().toggle(board, point) {
        Ok(dead) => dead,
        Err(_) => {
            m.undo.pop();
            return true;
        }
    };
    let stones = board.string(point).len();
    let disputed = m.agreement(&state.game).disputed.len();
    state.say(Said::Marking(MarkingSaid::Marked {
        point,
        stones,
        dead,
        by,
        disputed,
    }));
    true
}

/// Called after every change of the game: opens the view when play stopped by two
/// passes, keeps it while the position is the same, closes it otherwise.
pub(crate) fn after_change(state: &mut State) {
    if state.game.end() != Some(End::TwoPasses) {
        state.marking = None;
        return;
    }
    let k = key(&state.game);
    if state.marking.as_ref().is_some_and(|m| m.key == k) {
        return;
    }
    state.marking = Some(Marking::new(&state.game));
}

/// Adds dead stones, territory, agreement and their words to the board's layers.
pub(crate) fn decorate(state: &State, layers: &mut Layers) {
    if state.cycle_view.is_some() {
        return;
    }
    let Some(m) = state.marking.as_ref() else {
        return;
    };
    let game = &state.game;
    let size = game.size();
    let board = game.board();
    let shown = m.shown();
    let agreement = m.agreement(game);
    let mut standing: Vec<Option<&'static str>> = vec![None; size.area()];
    let strings = [(&agreement.alive, "alive"), (&agreement.dead, "dead")];
    for (list, code) in strings {
        for string in list {
            for &p in string {
                standing[index(size, p)] = Some(code);
            }
        }
    }
    for d in &agreement.disputed {
        for &p in &d.stones {
            standing[index(size, p)] = Some("disputed");
        }
    }
    // Territory paints at once from the marks shown, as the game's ruleset counts them.
    let score = hotstone_rules::count(board, shown, game.rules(), &adjustments(state)).ok();
    let lang = state.prefs.lang;
    for p in size.points() {
        let i = index(size, p);
        let stone = board.get(p);
        let dead = stone.is_some() && shown.is_dead(p);
        layers.dimmed[i] = dead;
        layers.agreement[i] = standing[i];
        let owner = score.as_ref().and_then(|s| s.owner(p));
        if stone.is_none() || dead {
            layers.paint[i] = owner;
        }
        let disputed = standing[i] == Some("disputed");
        let words = t(
            lang,
            Text::Marking(MarkingText::PointState {
                dead,
                disputed,
                territory: layers.paint[i],
            }),
        );
        if !words.is_empty() {
            let label = format!("{}{words}", layers.labels[i]);
            layers.labels[i] = AttrValue::from(label);
        }
    }
}

const SAVE_HEADER: &str = "hotstone-marking 1";

/// The marking as a few lines of text for localStorage.
pub fn marking_text(m: &Marking) -> String {
    let list = |d: &DeadStones| {
        d.points()
            .iter()
            .map(Point::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        "{SAVE_HEADER}\nkey {} {}\nmode {}\nmarker {}\ncompare {}\none {}\nblack {}\nwhite {}\n",
        m.key.0,
        m.key.1,
        m.marks.mode.code(),
        m.marker.letter(),
        match m.compare {
            CompareKomi::Game => "game",
            CompareKomi::Customary => "customary",
        },
        list(&m.marks.one),
        list(&m.marks.black),
        list(&m.marks.white),
    )
}

/// Reads saved marks over the state's marking, if they belong to its position.
pub fn read_marking(state: &mut State, text: &str) -> bool {
    let game = &state.game;
    let Some(m) = state.marking.as_mut() else {
        return false;
    };
    let mut lines = text.lines();
    if lines.next() != Some(SAVE_HEADER) {
        return false;
    }
    let mut saved = m.clone();
    for line in lines {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let points = || -> Option<DeadStones> {
            let points: Option<Vec<Point>> = rest
                .split(',')
                .filter(|s| !s.is_empty())
                .map(|s| Point::parse(s).ok())
                .collect();
            DeadStones::from_points(game.board(), points?).ok()
        };
        match word {
            "key" => {
                let mut w = rest.split(' ');
                let hash = w.next().and_then(|s| s.parse::<u64>().ok());
                let len = w.next().and_then(|s| s.parse::<usize>().ok());
                if (hash, len) != (Some(m.key.0), Some(m.key.1)) {
                    return false;
                }
                saved.key = m.key;
            }
            "mode" => {
                saved.marks.mode = match rest {
                    "each" => Mode::Each,
                    _ => Mode::One,
                }
            }
            "marker" => saved.marker = Color::parse(rest).unwrap_or(Color::Black),
            "compare" => {
                saved.compare = match rest {
                    "customary" => CompareKomi::Customary,
                    _ => CompareKomi::Game,
                }
            }
            "one" | "black" | "white" => {
                let Some(d) = points() else { return false };
                match word {
                    "one" => saved.marks.one = d,
                    "black" => saved.marks.black = d,
                    _ => saved.marks.white = d,
                }
            }
            _ => {}
        }
    }
    // Without a matching key line nothing is restored.
    if !text.lines().any(|l| l.starts_with("key ")) {
        return false;
    }
    *m = saved;
    true
}

const STORAGE_KEY: &str = "hotstone.marking";

/// Restores a saved marking on load.
pub(crate) fn restore(state: &mut State) {
    if state.marking.is_none() {
        return;
    }
    if let Some(text) = crate::storage::browser::load(STORAGE_KEY) {
        read_marking(state, &text);
    }
}

/// Saves the marking whenever it changes.
#[hook]
pub fn use_saved_marking(state: &UseReducerHandle<State>) {
    use_effect_with(state.marking.clone(), |m| {
        let text = m.as_ref().map(marking_text).unwrap_or_default();
        crate::storage::browser::store(STORAGE_KEY, &text);
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Action, Prefs, Settings};
    use hotstone_rules::Preset;

    fn pt(n: &str) -> Point {
        Point::parse(n).unwrap()
    }

    /// A 7x7 game that ends: Black's wall on row 4 (and D5 in White's half, dead),
    /// White's wall on row 3, then two passes.
    fn ended(preset: Preset) -> State {
        let mut s = State::new(Settings::even(BoardSize::SEVEN, preset), Prefs::default());
        let moves = [
            "A4", "A3", "B4", "B3", "C4", "C3", "D4", "D3", "E4", "E3", "F4", "F3", "G4", "G3",
            "D2",
        ];
        for m in moves {
            s.apply(Action::ClickedPoint(pt(m)));
        }
        s.apply(Action::Passed);
        s.apply(Action::Passed);
        s
    }

    fn act(s: &mut State, a: MarkingAction) -> bool {
        s.apply(Action::Marking(a))
    }

    #[test]
    fn c6_two_passes_open_the_marking_from_the_suggestion() {
        let s = ended(Preset::Simple);
        assert_eq!(s.game.end(), Some(End::TwoPasses));
        let m = s.marking.as_ref().expect("the marking view is open");
        assert!(m.shown().is_dead(pt("D2")), "{:?}", m.shown().points());
        assert!(!m.shown().is_dead(pt("A4")));
        assert!(m.is_suggestion());
        let agreement = m.agreement(&s.game);
        assert!(agreement.is_settled(), "the suggestion is agreed");
        assert_eq!(agreement.dead, vec![vec![pt("D2")]]);
        assert!(result(&s).is_some());
    }

    #[test]
    fn c6_a_click_toggles_the_whole_string_and_territory_follows() {
        let mut s = ended(Preset::Simple);
        let l = crate::scene::layers(&s);
        let size = s.size();
        let i = |n| index(size, pt(n));
        assert!(l.dimmed[i("D2")]);
        assert_eq!(l.paint[i("D2")], Some(Color::White), "a dead stone's point");
        assert_eq!(l.paint[i("A7")], Some(Color::Black));
        assert_eq!(l.agreement[i("D2")], Some("dead"));
        assert_eq!(l.agreement[i("A4")], Some("alive"));
        assert!(l.labels[i("D2")].contains("dead"), "{}", l.labels[i("D2")]);

        // Mark White's wall dead: the whole string, and the lower half turns Black.
        s.apply(Action::ClickedPoint(pt("C3")));
        let m = s.marking.as_ref().unwrap();
        assert!(m.shown().is_dead(pt("G3")), "the string through C3");
        let l = crate::scene::layers(&s);
        assert_eq!(l.paint[i("A1")], Some(Color::Black));
        assert_eq!(
            s.game.board().get(pt("C3")),
            Some(Color::White),
            "no stone moved"
        );
        let Some((Said::Marking(MarkingSaid::Marked { stones, dead, .. }), _)) = &s.said else {
            panic!("{:?}", s.said)
        };
        assert_eq!((*stones, *dead), (7, true));

        // Undo mark, then a click on an empty point changes nothing.
        assert!(act(&mut s, MarkingAction::UndoMark));
        assert!(!s.marking.as_ref().unwrap().shown().is_dead(pt("C3")));
        s.apply(Action::ClickedPoint(pt("A1")));
        assert!(s.marking.as_ref().unwrap().is_suggestion());
        assert!(!act(&mut s, MarkingAction::Reset), "already the suggestion");
    }

    #[test]
    fn c6_each_player_marks_and_the_merge_shows_a_dispute() {
        let mut s = ended(Preset::Japanese);
        assert!(act(&mut s, MarkingAction::ChoseMode(Mode::Each)));
        // White says D2 lives: a disputed string.
        assert!(act(&mut s, MarkingAction::ChoseMarker(Color::White)));
        s.apply(Action::ClickedPoint(pt("D2")));
        let m = s.marking.as_ref().unwrap();
        assert!(m.marks.black.is_dead(pt("D2")));
        assert!(!m.marks.white.is_dead(pt("D2")));
        let a = m.agreement(&s.game);
        assert_eq!(a.disputed.len(), 1);
        assert_eq!(a.disputed[0].dead_by, Color::Black);
        assert!(result(&s).is_none(), "no result while disputed");
        let l = crate::scene::layers(&s);
        assert_eq!(l.agreement[index(s.size(), pt("D2"))], Some("disputed"));
        assert!(l.labels[index(s.size(), pt("D2"))].contains("disputed"));
        // Not Ing: the referee decides; resuming is not the marking's to do.
        assert!(!act(&mut s, MarkingAction::ResumeToSettle));
        assert_eq!(s.game.end(), Some(End::TwoPasses));
        // Reset: both back to the suggestion, agreed again.
        assert!(act(&mut s, MarkingAction::Reset));
        assert!(s.marking.as_ref().unwrap().agreement(&s.game).is_settled());
    }

    #[test]
    fn m5_under_ing_a_dispute_resumes_play_and_the_view_closes() {
        let mut s = ended(Preset::Ing);
        act(&mut s, MarkingAction::ChoseMode(Mode::Each));
        act(&mut s, MarkingAction::ChoseMarker(Color::White));
        s.apply(Action::ClickedPoint(pt("D2")));
        assert!(act(&mut s, MarkingAction::ResumeToSettle));
        assert_eq!(s.game.end(), None, "play goes on");
        assert!(s.marking.is_none());
        assert_eq!(
            s.said.as_ref().unwrap().0,
            Said::Marking(MarkingSaid::Resumed(1))
        );
        // Two more passes stop it again: a fresh marking.
        s.apply(Action::Passed);
        s.apply(Action::Passed);
        assert!(s.marking.as_ref().unwrap().is_suggestion());
    }

    #[test]
    fn undoing_the_pass_closes_the_view_and_redo_reopens_it() {
        let mut s = ended(Preset::Simple);
        s.apply(Action::ClickedPoint(pt("C3")));
        assert!(s.apply(Action::Undid));
        assert!(s.marking.is_none());
        assert!(s.apply(Action::Redid));
        assert!(s.marking.as_ref().unwrap().is_suggestion());
    }

    #[test]
    fn marks_survive_a_reload_of_the_same_position_only() {
        let mut s = ended(Preset::Simple);
        act(&mut s, MarkingAction::ChoseMode(Mode::Each));
        s.apply(Action::ClickedPoint(pt("C3")));
        act(&mut s, MarkingAction::ChoseCompare(CompareKomi::Customary));
        let text = marking_text(s.marking.as_ref().unwrap());
        let mut fresh = ended(Preset::Simple);
        assert!(read_marking(&mut fresh, &text));
        let (a, b) = (fresh.marking.as_ref().unwrap(), s.marking.as_ref().unwrap());
        assert_eq!(a.marks, b.marks);
        assert_eq!(a.compare, CompareKomi::Customary);
        // Another position: ignored.
        let mut other = ended(Preset::Simple);
        other.apply(Action::Undid);
        other.apply(Action::Undid);
        other.apply(Action::ClickedPoint(pt("A1")));
        other.apply(Action::Passed);
        other.apply(Action::Passed);
        assert!(!read_marking(&mut other, &text));
        assert!(other.marking.as_ref().unwrap().is_suggestion());
        assert!(!read_marking(&mut fresh, "garbage"));
    }

    #[test]
    fn c1_c4_the_comparison_counts_the_agreed_position() {
        // Black 21 points and 7 stones, White 14 points, 7 stones and D2 as a prisoner.
        let mut s = ended(Preset::Japanese);
        let c = comparison(&s).unwrap();
        let area = c.column(hotstone_rules::Method::Area);
        let score = area.score.as_ref().unwrap();
        assert_eq!(score.black.dead, 1, "D2 agreed dead");
        let results: Vec<String> = c
            .columns
            .iter()
            .map(|col| col.outcome().unwrap().result())
            .collect();
        // The game's komi 6.5 for all three: the prisoner decides territory for White,
        // Black's extra stone decides area and fill-in.
        assert_eq!(results, ["W+0.5", "B+0.5", "B+0.5"]);
        assert!(!c.same_winner());
        assert!(c.reasons.iter().any(|r| r.code() == "stones-and-prisoners"));
        // Each method's customary komi: all for White.
        act(&mut s, MarkingAction::ChoseCompare(CompareKomi::Customary));
        let c = comparison(&s).unwrap();
        assert!(c.same_winner());
        assert!(c.reasons.iter().any(|r| r.code() == "compensation"));
    }

    #[test]
    fn c6_the_keyboard_toggles_a_string_like_a_click() {
        let mut s = ended(Preset::Simple);
        s.apply(Action::FocusedPoint(pt("E3")));
        s.apply(Action::PressedPlayKey);
        assert!(s.marking.as_ref().unwrap().shown().is_dead(pt("A3")));
        s.apply(Action::PressedPlayKey);
        assert!(!s.marking.as_ref().unwrap().shown().is_dead(pt("A3")));
        assert_eq!(s.game.board().get(pt("E3")), Some(Color::White));
    }

    #[test]
    fn c6_each_mode_shows_the_chosen_players_marks_and_one_mode_keeps_the_agreed() {
        let mut s = ended(Preset::Simple);
        assert!(
            !act(&mut s, MarkingAction::ChoseMarker(Color::White)),
            "no marker in one marking"
        );
        act(&mut s, MarkingAction::ChoseMode(Mode::Each));
        // Black alone marks White's wall dead: the board shows Black's marks.
        s.apply(Action::ClickedPoint(pt("C3")));
        let l = crate::scene::layers(&s);
        assert!(l.dimmed[index(s.size(), pt("C3"))]);
        assert_eq!(l.agreement[index(s.size(), pt("C3"))], Some("disputed"));
        // White's marks do not have it.
        act(&mut s, MarkingAction::ChoseMarker(Color::White));
        let l = crate::scene::layers(&s);
        assert!(!l.dimmed[index(s.size(), pt("C3"))]);
        assert!(l.dimmed[index(s.size(), pt("D2"))], "both agree D2 is dead");
        // Back to one marking: only what both agreed stays dead.
        act(&mut s, MarkingAction::ChoseMode(Mode::One));
        let m = s.marking.as_ref().unwrap();
        assert!(m.shown().is_dead(pt("D2")));
        assert!(!m.shown().is_dead(pt("C3")));
        // Undo mark goes back to each player's marks, the dispute included.
        assert!(act(&mut s, MarkingAction::UndoMark));
        let m = s.marking.as_ref().unwrap();
        assert_eq!(m.marks.mode, Mode::Each);
        assert_eq!(m.agreement(&s.game).disputed.len(), 1);
    }

    #[test]
    fn the_suggestion_on_19x19_is_bounded() {
        assert_eq!(playouts(BoardSize::NINETEEN), 16);
        assert!(playouts(BoardSize::SEVEN) > playouts(BoardSize::NINETEEN));
    }
}
