//! Changing a node's markup (P-3, a teacher's marks): a shape on a point (TR, SQ, CR,
//! MA), a label (LB: the next letter or number in turn), an arrow or a line (AR, LN),
//! the points dimmed (DD), and clearing them all. A point holds one mark at a time, as
//! FF\[4\] asks of TR, SQ, CR and MA (and as the board draws one).

use hotstone_rules::{BoardSize, Point};

use crate::tree::{Node, Property};

/// A mark's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Triangle,
    Square,
    Circle,
    Cross,
}

impl Node {
    /// Puts `shape` on `p`, or takes it off where it is already: any other mark or label
    /// on `p` goes.
    pub fn toggle_shape(&mut self, p: Point, shape: Shape) {
        let m = &mut self.markup;
        let had = match shape {
            Shape::Triangle => m.triangles.contains(&p),
            Shape::Square => m.squares.contains(&p),
            Shape::Circle => m.circles.contains(&p),
            Shape::Cross => m.crosses.contains(&p),
        };
        self.unmark(p);
        if had {
            return;
        }
        let m = &mut self.markup;
        let set = match shape {
            Shape::Triangle => &mut m.triangles,
            Shape::Square => &mut m.squares,
            Shape::Circle => &mut m.circles,
            Shape::Cross => &mut m.crosses,
        };
        set.insert(p);
    }

    /// Takes a label off `p`, or puts the next one on it: the first letter from A (or
    /// number from 1) the node does not show yet, so that marks go A, B, C in turn.
    pub fn toggle_label(&mut self, p: Point, numbers: bool) {
        if self.markup.labels.get(&p).is_some() {
            self.unmark(p);
            return;
        }
        let used = |s: &str| self.markup.labels.values().any(|l| l == s);
        let next = if numbers {
            (1..).map(|n: u32| n.to_string()).find(|s| !used(s))
        } else {
            ('A'..='Z').map(String::from).find(|s| !used(s))
        };
        if let Some(text) = next {
            self.unmark(p);
            self.markup.labels.insert(p, text);
        }
    }

    /// Adds an arrow (AR) or a line (LN) from `from` to `to`, or takes it off where it
    /// is already (either way round, for a line).
    pub fn toggle_line(&mut self, from: Point, to: Point, arrow: bool) {
        let m = &mut self.markup;
        let set = if arrow { &mut m.arrows } else { &mut m.lines };
        let removed = set.remove(&(from, to)) || (!arrow && set.remove(&(to, from)));
        if !removed && from != to {
            set.insert((from, to));
        }
    }

    /// The points this node dims (DD, which holds on along the line until a node says
    /// again); none is `DD[]`, which ends an earlier dimming.
    pub fn set_dimmed(&mut self, size: BoardSize, points: &[Point]) {
        let mut values: Vec<String> = points.iter().filter_map(|&p| size.sgf(p)).collect();
        if values.is_empty() {
            values.push(String::new());
        }
        let dd = Property {
            id: "DD".into(),
            values,
        };
        match self.other.iter_mut().find(|p| p.id == "DD") {
            Some(old) => *old = dd,
            None => self.other.push(dd),
        }
    }

    /// Every mark of the node gone (its DD too, ended with `DD[]` when `dimmed_before`:
    /// a node above dims points that would otherwise stay dimmed here).
    pub fn clear_markup(&mut self, size: BoardSize, dimmed_before: bool) {
        self.markup = Default::default();
        self.other.retain(|p| p.id != "DD");
        if dimmed_before {
            self.set_dimmed(size, &[]);
        }
    }

    /// Any shape or label off `p`.
    fn unmark(&mut self, p: Point) {
        let m = &mut self.markup;
        m.triangles.remove(&p);
        m.squares.remove(&p);
        m.circles.remove(&p);
        m.crosses.remove(&p);
        m.labels.remove(&p);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(name: &str) -> Point {
        Point::parse(name).unwrap()
    }

    fn written(node: Node) -> String {
        let mut tree = crate::GameTree::new(BoardSize::NINE);
        let root = tree.root();
        tree.add_child(root, node);
        crate::write_tree(&tree).unwrap().replace('\n', "")
    }

    /// P-3: shapes toggle and replace each other, labels go A, B, C in turn (a label
    /// taken off is the next given again), arrows and lines toggle, DD is written.
    #[test]
    fn p3_marks_toggle_and_labels_go_in_turn() {
        let mut n = Node::default();
        n.toggle_shape(pt("C3"), Shape::Triangle);
        n.toggle_shape(pt("C3"), Shape::Square);
        n.toggle_shape(pt("D4"), Shape::Circle);
        n.toggle_shape(pt("D4"), Shape::Circle);
        n.toggle_shape(pt("E5"), Shape::Cross);
        n.toggle_label(pt("A1"), false);
        n.toggle_label(pt("B1"), false);
        n.toggle_label(pt("A1"), false);
        n.toggle_label(pt("C1"), false);
        n.toggle_label(pt("J9"), true);
        n.toggle_line(pt("A9"), pt("C7"), true);
        n.toggle_line(pt("A8"), pt("C8"), false);
        n.toggle_line(pt("C8"), pt("A8"), false);
        n.toggle_line(pt("B9"), pt("D7"), false);
        n.set_dimmed(BoardSize::NINE, &[pt("H1"), pt("J1")]);
        let text = written(n.clone());
        for part in [
            "SQ[cg]",
            "MA[ee]",
            "LB[bi:B][ci:A][ia:1]",
            "AR[aa:cc]",
            "LN[ba:dc]",
            "DD[hi][ii]",
        ] {
            assert!(text.contains(part), "{part} in {text}");
        }
        assert!(!text.contains("TR") && !text.contains("CR"), "{text}");
        n.clear_markup(BoardSize::NINE, true);
        assert!(written(n).ends_with(";DD[])"));
    }
}
