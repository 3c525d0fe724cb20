//! What the reader accepts at most, so that a hostile file is refused, not parsed until
//! memory runs out.

/// The longest line of nodes read. The reader of our own (collection.rs) does not
/// recurse, but some of what is done with a tree afterwards costs time per node times
/// the line's length (`write_with`'s recorder numbering takes each move's line from the
/// root: about 2 s for a line of 10,000 nodes, 8.5 s for 20,000, in a release build),
/// so a line of 250,000 nodes (`MAX_NODES`) would be slow where a refusal is immediate.
/// It was 2,000 (set for sgf-parse, which recursed per node), which refused games the
/// engine itself writes (issue 15): a game of passes and resumptions, or a long game on
/// 25x25 (a playout stops at 3·N·N = 1,875 moves there, passes aside). 10,000 is five
/// times that cap; reading and plain writing stay a few milliseconds.
pub const MAX_LINE: usize = 10_000;

/// The largest input read, in bytes. A long game with every comment is a few hundred
/// kilobytes and a large collection a few megabytes; anything bigger is refused before
/// decoding or parsing begins, in time proportional to nothing.
pub const MAX_BYTES: usize = 16 * 1024 * 1024;

/// The most nodes read in one collection (every game and variation together).
pub const MAX_NODES: usize = 250_000;

/// The longest property value read, in characters (a comment of a few pages).
pub const MAX_VALUE: usize = 100_000;
