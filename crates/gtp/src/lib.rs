//! The Go Text Protocol (GTP version 2), the part `hotstone referee` (the controller) and
//! `hotstone gtp` (the engine) share: an engine's output cut into lines and read as
//! responses, commands written and read, responses written, vertices named. Nothing here
//! panics on what the other side sends: every oddity is a typed error. Pure: no
//! processes, no clocks (the CLI runs the engines and keeps the time).
//!
//! ```
//! use hotstone_gtp::{Lines, ResponseReader};
//! let mut reader = ResponseReader::default();
//! let answers: Vec<_> = Lines::new(&b"\n=1 D4\n\n? unknown command\n\n"[..])
//!     .filter_map(|line| reader.push(line))
//!     .collect();
//! assert_eq!(answers[0].as_ref().unwrap().text, "D4");
//! assert!(!answers[1].as_ref().unwrap().ok);
//! ```

mod command;
mod lines;
mod response;
mod vertex;

pub use command::{command, format_response, parse_command, preprocess, Command};
pub use lines::{Lines, MAX_LINE};
pub use response::{parse_response, NotGtp, Response, ResponseReader, MAX_RESPONSE_LINES};
pub use vertex::{parse_color, parse_points, parse_vertex, vertex, Vertex, VertexError};

/// A line cut to 200 characters, for an error message.
fn cut(line: &str) -> String {
    line.chars().take(200).collect()
}
