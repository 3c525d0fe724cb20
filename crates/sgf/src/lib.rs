//! SGF `FF[4]` game records for Hotstone (E-7): the whole game tree with variations, typed
//! properties (moves, setup, comments, names, markup, game info) and every other property
//! kept verbatim; read by a reader of its own, written canonically; Ing's recorder
//! numbering; what a record's game is (`game`: its main line, handicap kind, moves after
//! two passes). No rule of Go is decided here: legality is `hotstone_rules::Game`'s.
//!
//! ```
//! let trees = hotstone_sgf::read("(;SZ[9]RU[GOE];b[cc]C[first];W[])").unwrap();
//! let tree = &trees[0];
//! assert_eq!(tree.size().get(), 9);
//! assert_eq!(tree.preset(), Some(Ok(hotstone_rules::Preset::Ing)));
//! let again = hotstone_sgf::read(&hotstone_sgf::write(&trees).unwrap()).unwrap();
//! assert_eq!(again, trees);
//! ```
//!
//! See docs/sgf.md for what is read, what is kept and the canonical form.

mod collection;
mod document;
pub mod error;
pub mod game;
mod kept;
mod limits;
mod locate;
pub mod marks;
pub mod read;
mod real;
pub mod record;
mod result;
mod sort;
pub mod sorted;
mod time;
pub mod tree;
pub mod write;

pub use document::Document;
pub use error::{ErrorKind, SgfError};
pub use game::{
    end_as_recorded, enter_node, game_tree, handicap_stones, ing_handicap_moves, line_of,
    main_line, play_on, record_handicap, replay, replay_tree, result_of, LineNode, ReplayError,
    Replayed, ReplayedMove, DEFAULT_PRESET,
};
pub use kept::KeptInfo;
pub use limits::{MAX_BYTES, MAX_LINE, MAX_NODES, MAX_VALUE};
pub use locate::{locate, locate_node, location_of, Location};
pub use read::{decode, read, read_bytes, read_first};
pub use record::{record, record_line, Entry};
pub use result::{verdict, Verdict};
pub use sorted::{SortedMap, SortedSet};
pub use time::time_left;
pub use tree::{GameInfo, GameTree, Markup, Node, NodeId, NodePath, Property, SetupProps};
pub use write::{write, write_tree, write_with, WriteOptions};
