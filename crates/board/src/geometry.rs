//! Where things go in the board's SVG user space. Pure arithmetic, no DOM. Whole units:
//! an integer is written without the standard library's float formatting, which cost
//! the app several KB of wasm (issue 17).

use hotstone_rules::{BoardSize, Point};

/// Distance between two adjacent lines, in SVG user units.
pub const CELL: i32 = 40;
/// Space around the outermost lines, room for the coordinates.
pub const MARGIN: i32 = 58;
/// The wood's corner radius.
pub const WOOD_RADIUS: i32 = 6;

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
    pub fn extent(self) -> i32 {
        2 * MARGIN + self.span()
    }

    /// Length of a line, from the first to the last one.
    pub fn span(self) -> i32 {
        i32::from(self.size.get() - 1) * CELL
    }

    /// The `viewBox` attribute.
    pub fn view_box(self) -> String {
        format!("0 0 {0} {0}", self.extent())
    }

    /// The frame's `border-radius`, as a share of its width: the wood's corner radius
    /// (`WOOD_RADIUS` user units), so that the frame's shadow has the wood's corners.
    pub fn frame_radius(self) -> String {
        let hundredths = WOOD_RADIUS * 10_000 / self.extent();
        format!("{}.{:02}%", hundredths / 100, hundredths % 100)
    }

    /// x of a column's line, from the left.
    pub fn x(self, col: u8) -> i32 {
        MARGIN + i32::from(col) * CELL
    }

    /// y of a row's line; row 0 is at the bottom, SVG's y grows downwards.
    pub fn y(self, row: u8) -> i32 {
        MARGIN + i32::from(self.size.get() - 1 - row) * CELL
    }

    pub fn center(self, p: Point) -> (i32, i32) {
        (self.x(p.col()), self.y(p.row()))
    }
}

/// A point's place in the layer vectors of `board::Layers`: row by row from A1.
pub fn index(size: BoardSize, p: Point) -> usize {
    usize::from(p.row()) * usize::from(size.get()) + usize::from(p.col())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn row_one_is_drawn_at_the_bottom() {
        let g = Geometry::new(BoardSize::NINE);
        assert_eq!(g.y(0), MARGIN + 8 * CELL);
        assert_eq!(g.y(8), MARGIN);
        assert_eq!(g.x(0), MARGIN);
        assert_eq!(g.extent(), 2 * MARGIN + 8 * CELL);
    }

    #[test]
    fn the_frame_is_rounded_as_the_wood() {
        // 6 of 836 units on 19x19, 6 of 436 on 9x9.
        assert_eq!(Geometry::new(BoardSize::NINETEEN).frame_radius(), "0.71%");
        assert_eq!(Geometry::new(BoardSize::NINE).frame_radius(), "1.37%");
    }

    #[test]
    fn layer_indices_run_row_by_row() {
        let size = BoardSize::NINE;
        let indices: Vec<usize> = size.points().map(|p| index(size, p)).collect();
        assert_eq!(indices, (0..81).collect::<Vec<_>>());
    }
}
