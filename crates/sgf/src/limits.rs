//! What the reader accepts at most, so that a hostile file is refused, not parsed until
//! memory runs out.

/// The longest line of nodes read. sgf-parse builds and drops its tree recursively, one
/// stack frame per node, so an absurdly long line would overflow the stack: a crash, not
/// an error. Real games stay far below (E-3 stops play at move 400).
pub const MAX_LINE: usize = 10_000;
