//! The board after play stops (C-6, C-1): dead stones dimmed, each point painted for
//! the colour it counts for, each string's standing in the agreement.

use hotstone_board::{index, Layers};
use yew::AttrValue;

use crate::i18n::{t, MarkingText, Text};
use hotstone_i18n::Lang;
use hotstone_rules::{Adjustments, Game};

use crate::state::marking::Marking;

/// Adds dead stones, territory, agreement and their words to the board's layers.
/// `adjustments` are what the count adds to the board (komi, handicap, penalties).
pub(crate) fn decorate(
    game: &Game,
    m: &Marking,
    adjustments: &Adjustments,
    lang: Lang,
    layers: &mut Layers,
) {
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
    let score = hotstone_rules::count(board, shown, game.rules(), adjustments).ok();
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
