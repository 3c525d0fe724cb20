//! Where things go in the board's SVG user space. Pure arithmetic, no DOM.

use hotstone_rules::{BoardSize, Point};

/// Distance between two adjacent lines, in SVG user units.
pub const CELL: f64 = 40.0;
/// Space around the outermost lines, room for the coordinates.
pub const MARGIN: f64 = 44.0;

/// The layout of one board size: line positions and the SVG viewBox.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Geometry {
    size: BoardSize,
}

impl Geometry {
    pub const fn new(size: BoardSize) -> Geometry {
        Geometry { size }
    }

    /// Width and height of the whole drawing.
    pub fn extent(self) -> f64 {
        2.0 * MARGIN + self.span()
    }

    /// Length of a line, from the first to the last one.
    pub fn span(self) -> f64 {
        f64::from(self.size.get() - 1) * CELL
    }

    /// The `viewBox` attribute.
    pub fn view_box(self) -> String {
        format!("0 0 {0} {0}", self.extent())
    }

    /// x of a column's line, from the left.
    pub fn x(self, col: u8) -> f64 {
        MARGIN + f64::from(col) * CELL
    }

    /// y of a row's line; row 0 is at the bottom, SVG's y grows downwards.
    pub fn y(self, row: u8) -> f64 {
        MARGIN + f64::from(self.size.get() - 1 - row) * CELL
    }

    pub fn center(self, p: Point) -> (f64, f64) {
        (self.x(p.col()), self.y(p.row()))
    }
}

/// The star points (hoshi) usually drawn on a board of this size: the 3-3 points on
/// 7..12, the 4-4 points from 13 up, the sides from 15 up and the centre of odd boards.
pub fn star_points(size: BoardSize) -> Vec<Point> {
    let n = size.get();
    if n < 7 {
        return Vec::new();
    }
    let edge = if n >= 13 { 3 } else { 2 };
    let (near, far, mid) = (edge, n - 1 - edge, n / 2);
    let mut lines = vec![near, far];
    if n >= 15 && n % 2 == 1 {
        lines.push(mid);
    }
    let mut points: Vec<Point> = lines
        .iter()
        .flat_map(|&c| lines.iter().filter_map(move |&r| Point::new(c, r)))
        .collect();
    if n % 2 == 1 && !lines.contains(&mid) {
        points.extend(Point::new(mid, mid));
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(size: BoardSize) -> Vec<String> {
        let mut v: Vec<String> = star_points(size).iter().map(|p| p.to_string()).collect();
        v.sort();
        v
    }

    #[test]
    fn row_one_is_drawn_at_the_bottom() {
        let g = Geometry::new(BoardSize::NINE);
        assert_eq!(g.y(0), MARGIN + 8.0 * CELL);
        assert_eq!(g.y(8), MARGIN);
        assert_eq!(g.x(0), MARGIN);
        assert_eq!(g.extent(), 2.0 * MARGIN + 8.0 * CELL);
    }

    #[test]
    fn star_points_of_the_usual_sizes() {
        assert_eq!(names(BoardSize::NINE), ["C3", "C7", "E5", "G3", "G7"]);
        assert_eq!(star_points(BoardSize::NINETEEN).len(), 9);
        assert!(names(BoardSize::NINETEEN).contains(&"K10".to_string()));
        assert_eq!(
            names(BoardSize::new(13).unwrap()),
            ["D10", "D4", "G7", "K10", "K4"]
        );
        assert!(star_points(BoardSize::new(5).unwrap()).is_empty());
    }
}
