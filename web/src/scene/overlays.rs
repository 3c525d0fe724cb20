//! The teaching overlays (issue 37, show why), each a toggle: every string's liberties
//! counted on one of its stones, and the strings in atari ringed; both in the points'
//! accessible names too. The counts are the rules' (`Board::liberty_count`).

use hotstone_board::{index, Layers};
use hotstone_i18n::Lang;
use hotstone_rules::Board;
use yew::AttrValue;

use crate::i18n::{t, EditText, Text};

/// Adds the overlays asked for to the game's layers.
pub(crate) fn decorate(board: &Board, liberties: bool, atari: bool, lang: Lang, l: &mut Layers) {
    let size = board.size();
    for (p, _) in board.stones() {
        if board.first_of_string(p) != Some(p) {
            continue;
        }
        let n = board.liberty_count(p);
        let mut said = |i: usize, e: EditText| {
            l.labels[i] = AttrValue::from(format!("{}{}", l.labels[i], t(lang, Text::Edit(e))));
        };
        if liberties {
            let i = index(size, p);
            l.liberties[i] = Some(n.min(usize::from(u8::MAX)) as u8);
            said(i, EditText::LibertyCount(n));
        }
        if atari && n == 1 {
            for q in board.string(p) {
                let i = index(size, q);
                l.atari[i] = true;
                said(i, EditText::InAtari);
            }
        }
    }
}
