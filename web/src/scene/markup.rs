//! The record's markup at the node shown (L-1, P-3): its triangles, squares, circles,
//! crosses and labels, the points it dims (DD, which holds down the line until a node
//! ends it), its arrows and lines, and the next move of each variation where the node
//! has several; each in the point's accessible name too.

use hotstone_board::{index, Layers, Line, Mark, Marker};
use hotstone_i18n::Lang;
use hotstone_rules::{BoardSize, Move, Point};
use hotstone_sgf::{Document, Markup};
use yew::AttrValue;

use crate::i18n::{t, MarkWord, RecordText, Text};

/// Adds the node's markup and its variations' next moves to the game's layers.
pub(crate) fn decorate(document: &Document, lang: Lang, l: &mut Layers) {
    let tree = document.tree();
    let size = tree.size();
    let at = document.current();
    let node = tree.node(at);
    let mut words = draw(&node.markup, size, l);
    // A mark on the last move stands in for its dot.
    for (p, _) in &words {
        let i = index(size, *p);
        if l.markers[i] == Some(Marker::LastMove) {
            l.markers[i] = None;
        }
    }
    let dimmed = document
        .line()
        .iter()
        .rev()
        .find_map(|&id| hotstone_sgf::read::dimmed(tree.node(id), size))
        .unwrap_or_default();
    for &p in dimmed.iter().filter(|&&p| size.contains(p)) {
        l.dim[index(size, p)] = true;
        words.push((p, MarkWord::Dimmed));
    }
    let children = tree.children(at);
    if children.len() > 1 {
        for (k, &child) in children.iter().enumerate().take(usize::from(u8::MAX)) {
            if let Some((color, Move::Play(p))) = tree.node(child).mv {
                let i = index(size, p);
                if size.contains(p) && l.stones[i].is_none() && l.variations[i].is_none() {
                    l.variations[i] = Some((k as u8 + 1, color));
                    words.push((p, MarkWord::Variation(k + 1)));
                }
            }
        }
    }
    for (p, w) in words {
        let i = index(size, p);
        let said = t(lang, Text::Record(RecordText::Mark(w)));
        l.labels[i] = AttrValue::from(format!("{}{said}", l.labels[i]));
    }
}

/// A record's shapes, labels, arrows and lines into the board's layers (the page's node
/// and the course's step alike); the points marked, with the words of their marks.
pub(crate) fn draw<'m>(
    m: &'m Markup,
    size: BoardSize,
    l: &mut Layers,
) -> Vec<(Point, MarkWord<'m>)> {
    let shapes = [
        (&m.triangles, Mark::Triangle),
        (&m.squares, Mark::Square),
        (&m.circles, Mark::Circle),
        (&m.crosses, Mark::Cross),
    ];
    let mut words: Vec<(Point, MarkWord)> = Vec::new();
    for (points, mark) in shapes {
        for &p in points.iter().filter(|&&p| size.contains(p)) {
            l.marks[index(size, p)] = Some(mark.clone());
            words.push((p, word(&mark)));
        }
    }
    for (&p, text) in m.labels.iter().filter(|(p, _)| size.contains(**p)) {
        l.marks[index(size, p)] = Some(Mark::Label(AttrValue::from(text.clone())));
        words.push((p, MarkWord::Label(text)));
    }
    let lines = m.lines.iter().map(|&(from, to)| (from, to, false));
    let arrows = m.arrows.iter().map(|&(from, to)| (from, to, true));
    l.lines = arrows
        .chain(lines)
        .filter(|(from, to, _)| size.contains(*from) && size.contains(*to))
        .map(|(from, to, arrow)| Line { from, to, arrow })
        .collect();
    words
}

fn word(mark: &Mark) -> MarkWord<'static> {
    match mark {
        Mark::Triangle => MarkWord::Triangle,
        Mark::Square => MarkWord::Square,
        Mark::Circle => MarkWord::Circle,
        _ => MarkWord::Cross,
    }
}
