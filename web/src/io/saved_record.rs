//! What a game keeps of the record it was opened from survives a reload (E-7): the
//! record's game information as the root of an SGF record, beside the saved game in a key
//! of its own, and read back only onto the same game. Apart from `io::saved` so that the
//! computer player's worker, which reads games through `io::saved`, does not carry an SGF
//! reader and writer (25 KB gzipped).

use std::rc::Rc;

use hotstone_rules::Game;
use hotstone_sgf::{GameInfo, GameTree, KeptInfo};
use yew::prelude::*;

use super::saved::game_text;
use crate::state::{Settings, State};

const SAVED_KEY: &str = "hotstone.record";

const SAVED_HEADER: &str = "hotstone-record 1";

/// The record kept by `state`'s game as text for localStorage: the header, `sgf N`, the N
/// lines of an SGF root with the record's game information (its RE only while it holds:
/// `KeptInfo::info_for`), then the saved game it belongs to. Empty without a record.
pub fn saved_text(state: &State) -> String {
    let Some(record) = &state.record else {
        return String::new();
    };
    let mut tree = GameTree::new(state.game.size());
    *tree.info_mut() = record.info_for(&state.game);
    let Ok(sgf) = hotstone_sgf::write_tree(&tree) else {
        return String::new();
    };
    let mut lines = vec![
        SAVED_HEADER.to_string(),
        format!("sgf {}", sgf.lines().count()),
    ];
    lines.extend(sgf.lines().map(str::to_string));
    lines.push(game_text(&state.settings, &state.game, state.initial));
    lines.join("\n")
}

/// The record saved with this very game (its settings, start and every action), if any.
pub fn read_text(text: &str, settings: &Settings, game: &Game, initial: usize) -> Option<KeptInfo> {
    let mut lines = text.lines();
    if lines.next()? != SAVED_HEADER {
        return None;
    }
    let n: usize = lines.next()?.strip_prefix("sgf ")?.parse().ok()?;
    let sgf: Vec<&str> = lines.by_ref().take(n).collect();
    let rest: Vec<&str> = lines.collect();
    if rest.join("\n") != game_text(settings, game, initial) {
        return None;
    }
    let trees = hotstone_sgf::read(&sgf.join("\n")).ok()?;
    let info: &GameInfo = trees.first()?.info();
    Some(KeptInfo::of(info, game))
}

/// The record saved for a game read back from localStorage.
pub fn load_record(settings: &Settings, game: &Game, initial: usize) -> Option<KeptInfo> {
    let text = super::browser::load(SAVED_KEY)?;
    read_text(&text, settings, game, initial)
}

/// Gives a restored game back the record it was opened from.
pub fn restore_record(state: &mut State) {
    state.record = load_record(&state.settings, &state.game, state.initial).map(Rc::new);
}

/// Saves the record whenever the game changes (its RE may stop holding), or clears it.
#[hook]
pub fn use_saved_record(state: &UseReducerHandle<State>) {
    let state = state.clone();
    use_effect_with(state.revision, move |_| {
        super::browser::store_with(SAVED_KEY, move || saved_text(&state));
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{record, Action, Prefs};
    use hotstone_rules::Point;

    const RECORD: &str = "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]PB[Honinbo Shusaku]\
        PW[Gennan Inseki]DT[1846-09-11]EV[Ear-reddening game\\]]C[not game info]RE[B+2]\
        ;B[ee];W[cc])";

    fn opened() -> State {
        State::opened(record::load(RECORD.as_bytes()).unwrap(), Prefs::default())
    }

    fn read_back(state: &State) -> Option<KeptInfo> {
        read_text(
            &saved_text(state),
            &state.settings,
            &state.game,
            state.initial,
        )
    }

    /// E-7: what a game keeps of the record it was opened from survives a reload, its RE
    /// only while it holds.
    #[test]
    fn e7_an_opened_records_game_information_survives_a_reload() {
        let state = opened();
        let kept = read_back(&state).expect("reads back");
        assert_eq!(Some(&kept), state.record.as_deref());
        let info = kept.info_for(&state.game);
        assert_eq!(info.event.as_deref(), Some("Ear-reddening game]"));
        assert_eq!(info.result.as_deref(), Some("B+2"));

        // Saved after a move: the result no longer holds, and taking the move back after
        // the reload does not bring it back.
        let mut state = state;
        state.apply(Action::ClickedPoint(Point::parse("C3").unwrap()));
        let text = saved_text(&state);
        state.apply(Action::Undid);
        let kept = read_text(&text, &state.settings, &state.game, state.initial);
        assert_eq!(kept, None, "saved with another game");
        state.apply(Action::Redid);
        let kept = read_text(&text, &state.settings, &state.game, state.initial).unwrap();
        state.apply(Action::Undid);
        assert_eq!(kept.info_for(&state.game).result, None);
        assert_eq!(
            kept.info_for(&state.game).date.as_deref(),
            Some("1846-09-11")
        );
    }

    /// A game without a record saves none, and a record is read onto its own game only.
    #[test]
    fn a_record_is_read_back_onto_its_own_game_only() {
        let fresh = State::new(Settings::default(), Prefs::default());
        assert_eq!(saved_text(&fresh), "");
        let text = saved_text(&opened());
        assert_eq!(
            read_text(&text, &fresh.settings, &fresh.game, fresh.initial),
            None
        );
        assert_eq!(read_text("garbage", &fresh.settings, &fresh.game, 0), None);
    }
}
