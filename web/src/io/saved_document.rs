//! The document survives a reload (L-1): the game's whole tree as SGF, the node shown
//! and the line Redo follows, beside the saved game in a key of its own, and read back
//! only onto the same game (`io::saved`'s text of it is kept with it). Apart from
//! `io::saved` so that the computer player's worker, which reads games through
//! `io::saved`, carries no SGF reader and writer.

use hotstone_sgf::NodePath;
use yew::prelude::*;

use super::saved::game_text;
use crate::state::State;

const SAVED_KEY: &str = "hotstone.document";
const SAVED_HEADER: &str = "hotstone-document 1";

/// A path as `0.1.0` (the child taken at each step from the root; empty for the root).
fn path_text(path: &NodePath) -> String {
    let parts: Vec<String> = path.0.iter().map(usize::to_string).collect();
    parts.join(".")
}

fn read_path(text: &str) -> Option<NodePath> {
    if text.is_empty() {
        return Some(NodePath::default());
    }
    text.split('.')
        .map(|c| c.parse().ok())
        .collect::<Option<Vec<usize>>>()
        .map(NodePath)
}

/// The document as text for localStorage: the header, `at PATH`, `end PATH`, `sgf N`, the
/// N lines of the tree as SGF, then the saved game it belongs to.
pub fn saved_text(state: &State) -> String {
    let doc = &state.document;
    let Ok(sgf) = hotstone_sgf::write_tree(doc.tree()) else {
        return String::new();
    };
    let end = doc.tree().path(doc.line_end());
    let mut lines = vec![
        SAVED_HEADER.to_string(),
        format!("at {}", path_text(&doc.path())),
        format!("end {}", path_text(&end)),
        format!("sgf {}", sgf.lines().count()),
    ];
    lines.extend(sgf.lines().map(str::to_string));
    lines.push(game_text(&state.settings, &state.game, state.initial));
    lines.join("\n")
}

/// Puts the saved document back onto `state`'s game, if it was saved with this very game.
/// False when a saved document did not fit (the game keeps its one line).
pub fn read_into(text: &str, state: &mut State) -> bool {
    let read = || {
        let mut lines = text.lines();
        if lines.next()? != SAVED_HEADER {
            return None;
        }
        let at = read_path(lines.next()?.strip_prefix("at ")?.trim())?;
        let end = read_path(lines.next()?.strip_prefix("end ")?.trim())?;
        let n: usize = lines.next()?.strip_prefix("sgf ")?.parse().ok()?;
        let sgf: Vec<&str> = lines.by_ref().take(n).collect();
        let rest: Vec<&str> = lines.collect();
        if rest.join("\n") != game_text(&state.settings, &state.game, state.initial) {
            return None;
        }
        let tree = hotstone_sgf::read_first(&sgf.join("\n")).ok()?;
        state.document.restored(tree, &at, &end, &state.game)
    };
    match read() {
        Some(doc) => {
            state.document = doc;
            true
        }
        None => false,
    }
}

/// Gives a restored game back its document.
pub fn restore_document(state: &mut State) {
    if let Some(text) = super::browser::load(SAVED_KEY) {
        read_into(&text, state);
    }
}

/// Saves the document whenever the game changes.
#[hook]
pub fn use_saved_document(state: &UseReducerHandle<State>) {
    let state = state.clone();
    use_effect_with(state.revision, move |_| {
        super::browser::store_with(SAVED_KEY, move || saved_text(&state));
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Action, Prefs, Settings};
    use hotstone_rules::Point;

    fn pt(n: &str) -> Point {
        Point::parse(n).unwrap()
    }

    /// What a reload does: the game from `io::saved`'s text, then the document on it.
    fn reloaded(s: &State) -> State {
        let text = game_text(&s.settings, &s.game, s.initial);
        let saved = super::super::saved::read_game(&text).unwrap();
        let mut back = State::restored(saved.settings, saved.game, saved.initial, Prefs::default());
        assert!(read_into(&saved_text(s), &mut back));
        back
    }

    /// L-1: a reload keeps every variation, the node shown and the line Redo follows.
    #[test]
    fn l1_the_variations_and_the_redo_line_survive_a_reload() {
        let mut s = State::new(Settings::default(), Prefs::default());
        for p in ["E5", "D4"] {
            s.apply(Action::ClickedPoint(pt(p)));
        }
        s.apply(Action::Undid);
        s.apply(Action::ClickedPoint(pt("C3")));
        s.apply(Action::Undid);
        let back = reloaded(&s);
        assert_eq!(back.sgf(), s.sgf());
        assert_eq!(back.document.path(), s.document.path());
        let mut back = back;
        back.apply(Action::Redid);
        assert_eq!(
            back.game.board().get(pt("C3")),
            Some(hotstone_rules::Color::White)
        );
        assert_eq!(back.game.board().get(pt("D4")), None);
    }

    /// A saved document of another game is not put onto this one.
    #[test]
    fn a_document_is_read_back_onto_its_own_game_only() {
        let mut s = State::new(Settings::default(), Prefs::default());
        s.apply(Action::ClickedPoint(pt("E5")));
        let text = saved_text(&s);
        let mut other = State::new(Settings::default(), Prefs::default());
        other.apply(Action::ClickedPoint(pt("C3")));
        assert!(!read_into(&text, &mut other));
        assert!(!read_into("hotstone-document 1\nat x", &mut other));
        assert_eq!(other.document.line().len(), 2);
    }
}
