//! Ing's recorder convention (E-7, 001 "Mitschreiber"): odd numbers for Black, even for
//! White; passes are numbered and recorded, except a pass that no board play follows;
//! no number is used twice. When the same colour moves twice in a row (after handicap
//! stones, or a setup with PL), the number the other colour would have had is skipped,
//! so that White's first move after handicap stones is 2.

use hotstone_rules::{Color, Move};

use crate::tree::{GameTree, NodeId};

/// The E-7 number of each move of a line, in order: `None` for a pass that no board play
/// follows (it is not part of the record).
pub fn numbers(moves: &[(Color, Move)]) -> Vec<Option<u32>> {
    let last_play = moves.iter().rposition(|(_, m)| matches!(m, Move::Play(_)));
    let mut next = 1u32;
    let mut out = Vec::with_capacity(moves.len());
    for (i, &(color, mv)) in moves.iter().enumerate() {
        if mv == Move::Pass && last_play.is_none_or(|last| i > last) {
            out.push(None);
            continue;
        }
        let odd = color == Color::Black;
        let number = if (next % 2 == 1) == odd {
            next
        } else {
            next + 1
        };
        next = number + 1;
        out.push(Some(number));
    }
    out
}

/// One recorded move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub number: u32,
    pub color: Color,
    pub mv: Move,
    /// The node that holds the move.
    pub node: NodeId,
}

/// The record of a line of nodes (e.g. `GameTree::main_line`), numbered by E-7.
pub fn record_line(tree: &GameTree, line: &[NodeId]) -> Vec<Entry> {
    let (mut nodes, mut plain) = (Vec::new(), Vec::new());
    for &id in line {
        if let Some(mv) = tree.node(id).mv {
            nodes.push(id);
            plain.push(mv);
        }
    }
    let mut entries = Vec::new();
    for (k, n) in numbers(&plain).into_iter().enumerate() {
        if let Some(number) = n {
            let (color, mv) = plain[k];
            entries.push(Entry {
                number,
                color,
                mv,
                node: nodes[k],
            });
        }
    }
    entries
}

/// The record of the main line.
pub fn record(tree: &GameTree) -> Vec<Entry> {
    record_line(tree, &tree.main_line())
}

/// The plain-text move list: one move a line, `<number> <B|W> <point|pass>`, points
/// named A..T (B-2).
pub fn text(entries: &[Entry]) -> String {
    entries
        .iter()
        .map(|e| format!("{} {} {}\n", e.number, e.color.letter(), e.mv))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::Point;

    const B: Color = Color::Black;
    const W: Color = Color::White;

    fn play(name: &str) -> Move {
        Move::Play(Point::parse(name).unwrap())
    }

    #[test]
    fn e7_odd_black_even_white_passes_numbered() {
        let moves = [
            (B, play("C3")),
            (W, Move::Pass),
            (B, play("D4")),
            (W, play("E5")),
            (B, Move::Pass),
            (W, Move::Pass),
        ];
        assert_eq!(
            numbers(&moves),
            [Some(1), Some(2), Some(3), Some(4), None, None],
            "the final passes are followed by no board play: left out"
        );
    }

    #[test]
    fn e7_a_pass_followed_by_a_board_play_is_recorded() {
        let moves = [(B, Move::Pass), (W, Move::Pass), (B, play("C3"))];
        assert_eq!(numbers(&moves), [Some(1), Some(2), Some(3)]);
        assert_eq!(numbers(&[(B, Move::Pass)]), [None]);
    }

    #[test]
    fn e7_white_first_after_handicap_stones_is_two_and_no_number_repeats() {
        let moves = [
            (W, play("C3")),
            (B, play("D4")),
            (B, play("E5")),
            (W, play("F6")),
        ];
        assert_eq!(numbers(&moves), [Some(2), Some(3), Some(5), Some(6)]);
    }
}
