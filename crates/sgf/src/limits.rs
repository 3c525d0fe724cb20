//! What the reader accepts at most, so that a hostile file is refused, not parsed until
//! memory runs out.

/// The longest line of nodes read. sgf-parse builds and drops its tree recursively, one
/// stack frame per node, so an absurdly long line would overflow the stack: a crash, not
/// an error. Real games stay far below (E-3 stops play at move 400). In WebAssembly the
/// engine's stack is the limit: Node 20 ran out near 5,900 nodes reading through the
/// npm package (tests/js/errors.test.mjs), so 2,000 leaves room for smaller stacks.
pub const MAX_LINE: usize = 2_000;
