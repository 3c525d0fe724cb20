//! What the reader accepts at most, so that a hostile file is refused, not parsed until
//! memory runs out.

/// The longest line of nodes read. sgf-parse builds and drops its tree recursively, one
/// stack frame per node, so an absurdly long line would overflow the stack: a crash, not
/// an error. Real games stay far below (E-3 stops play at move 400). In WebAssembly the
/// engine's stack is the limit: Node 20 ran out near 5,900 nodes reading through the
/// npm package (tests/js/errors.test.mjs), so 2,000 leaves room for smaller stacks.
pub const MAX_LINE: usize = 2_000;

/// The largest input read, in bytes. A long game with every comment is a few hundred
/// kilobytes and a large collection a few megabytes; anything bigger is refused before
/// decoding or parsing begins, in time proportional to nothing.
pub const MAX_BYTES: usize = 16 * 1024 * 1024;

/// The most nodes read in one collection (every game and variation together).
pub const MAX_NODES: usize = 250_000;

/// The longest property value read, in characters (a comment of a few pages).
pub const MAX_VALUE: usize = 100_000;
