//! What the reader accepts at most, so that a hostile file is refused, not parsed until
//! memory runs out.

/// The longest line of nodes read. Real games stay far below (E-3 stops play at move
/// 400). The limit was set for sgf-parse, which built and dropped its tree recursively,
/// one stack frame per node (in WebAssembly, Node 20 ran out near 5,900 nodes); the
/// reader of our own (collection.rs) does not recurse, but the limit stays, unchanged:
/// some of what is done with a tree afterwards costs time per node times the line's
/// length (`write_with`'s recorder numbering takes each move's line from the root), so a
/// line of 250,000 nodes (`MAX_NODES`) would be slow where a refusal is immediate; and
/// so the files that read before read now, and no others.
pub const MAX_LINE: usize = 2_000;

/// The largest input read, in bytes. A long game with every comment is a few hundred
/// kilobytes and a large collection a few megabytes; anything bigger is refused before
/// decoding or parsing begins, in time proportional to nothing.
pub const MAX_BYTES: usize = 16 * 1024 * 1024;

/// The most nodes read in one collection (every game and variation together).
pub const MAX_NODES: usize = 250_000;

/// The longest property value read, in characters (a comment of a few pages).
pub const MAX_VALUE: usize = 100_000;
