//! JavaScript in: an argument crosses the boundary once, as JSON text made by the
//! engine's own `JSON.stringify`, and serde_json reads the text into the argument's Rust
//! type (`crate::args`), which derives `Deserialize`; `crate::input` checks it.
//!
//! Why not serde-wasm-bindgen's `Deserializer`, which the reports' way out uses: it reads
//! the live value, calling getters and `Object.entries` through imports that do not
//! catch, and recurses without a depth limit. A getter that throws (or a `Proxy`) would
//! unwind through Rust and leave the `Game` borrowed for good, and a value nested 10,000
//! deep would overflow the module's stack (tests/js/errors.test.mjs); guarding it would
//! mean walking the value by hand first, and the getters would run twice. Here
//! `JSON.stringify` runs the caller's code in JavaScript (crates/js/js/json.js), where
//! its exceptions are caught, a cycle is its error, and the text is inert: serde_json has
//! a recursion limit, and the leaves of `crate::given` skip nested values without
//! recursing. What JSON would lose or bend is settled by `plain`, the replacer stringify
//! calls on every value: a function, a symbol, bytes or a `Set` is no data (JSON would
//! drop or empty them), a BigInt no number, NaN a number still, a `Map` with string keys
//! an object, a field left undefined one given as null,
//! and an array longer than [`MAX_ITEMS`] is refused before its text is made. The
//! replacer is JavaScript rather than a Rust closure: a call across the boundary per
//! value made `play({x, y})` a fifth slower, and a stack overflow deep in a value would
//! have cut Rust frames short.

use core::fmt;

use js_sys::{Array, Reflect};
use serde::de::DeserializeSeed;
use wasm_bindgen::prelude::*;

use crate::args::{Argument, Expect, Shape};
use crate::given::number;

/// How many items an array may have: a 25x25 board has 625 points.
pub const MAX_ITEMS: usize = 10_000;

/// Why a JavaScript value could not be read as plain data.
#[derive(Debug, Clone, PartialEq)]
pub enum Unreadable {
    /// A function, a symbol, bytes, a `Set`, a `Map` with other keys than strings.
    NotData,
    /// An array longer than [`MAX_ITEMS`]: how long.
    TooLong(f64),
    /// Reading it threw (a getter, a `Proxy`, a cycle, the engine's stack): what was thrown.
    Threw(JsValue),
    /// A BigInt: the API's numbers are plain numbers.
    BigInt,
    /// A string with a lone surrogate, which no Rust string holds.
    LoneSurrogate,
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreadable::NotData => {
                f.write_str("must be plain data (strings, numbers, arrays, objects)")
            }
            Unreadable::TooLong(n) => write!(
                f,
                "holds {} items in one array; at most {MAX_ITEMS} are read",
                number(*n)
            ),
            Unreadable::Threw(e) => write!(f, "could not be read: reading it threw {}", said_of(e)),
            Unreadable::BigInt => f.write_str("holds a BigInt: give a plain number (9, not 9n)"),
            Unreadable::LoneSurrogate => {
                f.write_str("holds a string with a lone surrogate (not well-formed UTF-16)")
            }
        }
    }
}

// The argument as JSON text, or why not (crates/js/js/json.js): JSON.stringify and its
// replacer run in JavaScript, so nothing of the caller's runs under a Rust frame, and a
// value nested deeper than the engine's stack ends in its error there, not in ours.
#[wasm_bindgen(module = "/js/json.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = json)]
    fn stringify(value: &JsValue) -> Result<JsValue, JsValue>;
}

/// What an exception says of itself: its `message` (its first line), or what it is.
fn said_of(e: &JsValue) -> String {
    let message = e
        .as_string()
        .or_else(|| Reflect::get(e, &"message".into()).ok()?.as_string());
    match message {
        Some(m) => format!("\"{}\"", m.lines().next().unwrap_or("")),
        None => "an exception".to_string(),
    }
}

/// The value as JSON text (`null` for `undefined`), or why it is not plain data.
pub fn json(value: &JsValue) -> Result<String, Unreadable> {
    let answer = stringify(value).map_err(Unreadable::Threw)?;
    if let Some(text) = answer.as_string() {
        return Ok(text);
    }
    let refused = Array::from(&answer);
    let detail = refused.get(1);
    let length = || detail.as_f64().unwrap_or(0.0);
    Err(match refused.get(0).as_f64() {
        Some(2.0) => Unreadable::TooLong(length()),
        Some(3.0) => Unreadable::Threw(detail),
        Some(4.0) => Unreadable::BigInt,
        Some(6.0) => Unreadable::LoneSurrogate,
        _ => Unreadable::NotData,
    })
}

/// JSON text read as the argument `T`. The leaves of `crate::given` take any value, so
/// the one error left is serde's of a field an object does not have ("unknown field
/// `sise`, expected one of `size`, ..."), said as our messages quote names.
pub fn from_json<T: Argument>(text: &str) -> Result<T, String> {
    shape(text, T::EXPECT).map(T::of)
}

/// JSON text read as the shape `expect` names: serde_json's entry, once for every
/// argument type (`crate::args::Argument` makes the type of the shape).
#[inline(never)]
fn shape(text: &str, expect: Expect) -> Result<Shape, String> {
    let mut reader = serde_json::Deserializer::from_str(text);
    let shape = expect.deserialize(&mut reader).map_err(said)?;
    reader.end().map_err(said)?;
    Ok(shape)
}

/// serde_json's error in our words: without its place in our text (not the caller's),
/// names quoted as ours are. Apart from `from_json`, so that each argument type does
/// not carry a copy.
#[inline(never)]
fn said(e: serde_json::Error) -> String {
    let message = e.to_string();
    let place = format!(" at line {} column {}", e.line(), e.column());
    // Compared as bytes: a `str` pattern would bring the standard library's searcher.
    let end = if message.as_bytes().ends_with(place.as_bytes()) {
        message.len() - place.len()
    } else {
        message.len()
    };
    message[..end]
        .chars()
        .map(|c| if c == '`' { '\'' } else { c })
        .collect()
}

/// JavaScript in: `value` read as `T`, or an error that names the method and the
/// argument and says what was wrong.
pub fn read<T: Argument>(value: &JsValue, what: &str, method: &str) -> Result<T, JsError> {
    read_shape(value, T::EXPECT, what, method).map(T::of)
}

#[inline(never)]
fn read_shape(value: &JsValue, expect: Expect, what: &str, method: &str) -> Result<Shape, JsError> {
    shape(&text(value, what, method)?, expect).map_err(|e| thrown_in(method, &e))
}

/// The argument as JSON text, or the error that says why it is none.
#[inline(never)]
fn text(value: &JsValue, what: &str, method: &str) -> Result<String, JsError> {
    json(value).map_err(|e| JsError::new(&format!("{method}: {what} {e}")))
}

#[inline(never)]
fn thrown_in(method: &str, e: &str) -> JsError {
    JsError::new(&format!("{method}: {e}"))
}
