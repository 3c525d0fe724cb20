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
//! `JSON.stringify` runs the caller's code where its exception comes back as a value
//! (js-sys imports it with `catch`), a cycle is its error, and the text is inert:
//! serde_json has a recursion limit, and the leaves of `crate::given` skip nested values
//! without recursing. What JSON would lose or bend is settled by `plain`, the replacer
//! stringify calls on every value: a function, a symbol, bytes or a `Set` is no data
//! (JSON would drop or empty them), a BigInt or NaN no number, a `Map` with string keys
//! an object, and an array longer than [`MAX_ITEMS`] is refused before its text is made.

use core::cell::Cell;
use core::fmt;

use js_sys::{Array, ArrayBuffer, Boolean, Map, Number, Object, Reflect, Symbol};
use serde::de::DeserializeOwned;
use wasm_bindgen::prelude::*;

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
    /// Reading it threw (a getter, a `Proxy`, a cycle): what was thrown. Kept as the
    /// exception itself and worded only when shown: the replacer runs as deep in the
    /// stack as the value is nested, where nothing is allocated (an allocation cut
    /// off by a stack overflow could leave the allocator half-way).
    Threw(JsValue),
    /// A BigInt: the API's numbers are plain numbers.
    BigInt,
    /// NaN or an infinity, which JSON would make `null`.
    NotFinite(f64),
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
            Unreadable::NotFinite(n) => write!(f, "holds {}: give a finite number", number(*n)),
        }
    }
}

// JavaScript operations that can run the caller's code (`Proxy` traps, iterators) are
// imported with `catch`: an exception thrown there must come back as a value. One that
// passed through Rust would skip the release of the `Game`'s borrow.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(v: &JsValue) -> Result<bool, JsValue>;
    #[wasm_bindgen(catch, js_namespace = Array, js_name = from)]
    fn array_from(v: &JsValue) -> Result<Array, JsValue>;
    #[wasm_bindgen(catch, js_namespace = Reflect, js_name = has)]
    fn has(target: &JsValue, key: &JsValue) -> Result<bool, JsValue>;
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

fn thrown(e: &JsValue) -> Unreadable {
    Unreadable::Threw(e.clone())
}

/// The replacer: each value as JSON may carry it, or why it is no data of ours.
fn plain(v: JsValue) -> Result<JsValue, Unreadable> {
    if v.is_function() || v.is_symbol() {
        return Err(Unreadable::NotData);
    }
    // A BigInt is no number of the API's (the JS developer's review: `{ x: 2n }` was
    // taken as 2); stringify would throw for it, in words of its own.
    if v.is_bigint() {
        return Err(Unreadable::BigInt);
    }
    if let Some(n) = v.as_f64() {
        return if n.is_finite() {
            Ok(v)
        } else {
            Err(Unreadable::NotFinite(n))
        };
    }
    if !v.is_object() {
        return Ok(v);
    }
    if is_array(&v).map_err(|e| thrown(&e))? {
        let length = Reflect::get(&v, &"length".into()).map_err(|e| thrown(&e))?;
        let length = length.as_f64().unwrap_or(0.0);
        return if length > MAX_ITEMS as f64 {
            Err(Unreadable::TooLong(length))
        } else {
            Ok(v)
        };
    }
    if v.has_type::<Map>() {
        let pairs = array_from(&v).map_err(|e| thrown(&e))?;
        for pair in pairs.iter() {
            // Fresh arrays of two made by `Array.from`: reading them runs no code of the
            // caller's.
            if !Array::from(&pair).get(0).is_string() {
                return Err(Unreadable::NotData);
            }
        }
        return Object::from_entries(&pairs)
            .map(JsValue::from)
            .map_err(|e| thrown(&e));
    }
    // A boxed number or boolean is an object, as it always was here (JSON would unbox it).
    if v.is_instance_of::<Number>() || v.is_instance_of::<Boolean>() {
        return Ok(Object::new().into());
    }
    if v.has_type::<ArrayBuffer>()
        || has(&v, Symbol::iterator().as_ref()).map_err(|e| thrown(&e))?
    {
        return Err(Unreadable::NotData);
    }
    Ok(v)
}

/// The value as JSON text (`null` for `undefined`), or why it is not plain data.
pub fn json(value: &JsValue) -> Result<String, Unreadable> {
    let why = std::rc::Rc::new(Cell::new(None));
    let said = why.clone();
    let replacer = Closure::<dyn FnMut(JsValue, JsValue) -> Result<JsValue, JsValue>>::new(
        move |_key: JsValue, v: JsValue| {
            plain(v).map_err(|e| {
                said.set(Some(e));
                JsValue::NULL
            })
        },
    );
    let text = js_sys::JSON::stringify_with_replacer(value, replacer.as_ref());
    match text {
        Ok(text) => Ok(text.as_string().unwrap_or_else(|| "null".to_string())),
        Err(e) => Err(why.take().unwrap_or(Unreadable::Threw(e))),
    }
}

/// JSON text read as `T`. The leaves of `crate::given` take any value, so the one error
/// left is serde's of a field an object does not have ("unknown field `sise`, expected
/// one of `size`, ..."), said as our messages quote names.
pub fn from_json<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(said)
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
pub fn read<T: DeserializeOwned>(value: &JsValue, what: &str, method: &str) -> Result<T, JsError> {
    from_json(&text(value, what, method)?).map_err(|e| thrown_in(method, &e))
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
