//! What JavaScript hands in, before it is checked: any value, read (`from_js`) into this
//! small tree so that every check and every error message is plain Rust (and tested
//! natively). A wrong type is then the caller's error with a sentence of ours, never
//! serde's.

use core::fmt;
use js_sys::{Array, ArrayBuffer, Map, Number, Reflect, Symbol, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A JavaScript value as given: `null` and `undefined` are both `Missing`.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Missing,
    Bool(bool),
    Number(f64),
    Text(String),
    List(Vec<Value>),
    /// The fields in the caller's order. A list rather than a map: an object has a few
    /// fields, and a map would add its own code to the wasm package.
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The field `name` of an object (`Missing` when absent or not an object).
    pub fn field(&self, name: &str) -> &Value {
        match self {
            Value::Object(fields) => fields
                .iter()
                .find(|(k, _)| k == name)
                .map_or(&Value::Missing, |(_, v)| v),
            _ => &Value::Missing,
        }
    }

    pub fn is_missing(&self) -> bool {
        matches!(self, Value::Missing)
    }

    /// The field names of an object that are not in `known`.
    pub fn unknown_fields<'a>(&'a self, known: &[&str]) -> Vec<&'a str> {
        match self {
            Value::Object(fields) => {
                let mut unknown = Vec::new();
                for (k, _) in fields {
                    if !known.contains(&k.as_str()) {
                        unknown.push(k.as_str());
                    }
                }
                unknown
            }
            _ => Vec::new(),
        }
    }

    /// A short description for error messages: `"Z99"`, `30`, `an object`, ...
    pub fn describe(&self) -> String {
        match self {
            Value::Missing => "nothing".to_string(),
            Value::Bool(b) => b.to_string(),
            Value::Number(n) => number(*n),
            Value::Text(s) => text_shown(s),
            Value::List(_) => "an array".to_string(),
            Value::Object(_) => "an object".to_string(),
        }
    }
}

/// The most characters of a string a message repeats.
const SHOWN: usize = 40;

/// A string as a message shows it: quoted, its control characters (a NUL, a line
/// break) as U+FFFD, cut after [`SHOWN`] characters with its length said, so that a
/// megabyte of bad input makes a line of message, not a megabyte.
fn text_shown(s: &str) -> String {
    let mut shown = String::new();
    for c in s.chars().take(SHOWN) {
        shown.push(if c.is_control() { '\u{FFFD}' } else { c });
    }
    let count = s.chars().count();
    if count > SHOWN {
        format!("\"{shown}…\" ({count} characters)")
    } else {
        format!("\"{shown}\"")
    }
}

/// A number as JavaScript prints it (30, not 30.0), to three decimals at most. Written
/// with integers: float formatting would add more to the package than the rest of
/// this module (docs/js-api.md, size).
pub fn number(n: f64) -> String {
    if !n.is_finite() {
        return if n.is_nan() {
            "NaN"
        } else if n > 0.0 {
            "Infinity"
        } else {
            "-Infinity"
        }
        .to_string();
    }
    if n.abs() >= 1e15 {
        return "a very large number".to_string();
    }
    let thousandths = (n.abs() * 1000.0).round() as u64;
    let sign = if n < 0.0 && thousandths > 0 { "-" } else { "" };
    let (whole, frac) = (thousandths / 1000, thousandths % 1000);
    if frac == 0 {
        format!("{sign}{whole}")
    } else {
        let digits = format!("{frac:03}");
        format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// Why a JavaScript value could not be read as plain data.
#[derive(Debug, Clone, PartialEq)]
pub enum Unreadable {
    /// A function, a symbol, bytes, a `Set`, a `Map` with other keys than strings.
    NotData,
    /// Arrays or objects nested deeper than [`MAX_DEPTH`] (or a cycle).
    TooDeep,
    /// An array, or an object's fields, longer than [`MAX_ITEMS`]: how many.
    TooLong(f64),
    /// Reading it threw (a getter, a `Proxy`): what was thrown, as far as it says.
    Threw(String),
    /// A BigInt: the API's numbers are plain numbers.
    BigInt,
}

/// How deep arrays and objects may nest: the deepest input of the API is three levels
/// (`{ dead: [{ x, y }] }`); a limit keeps a cyclic or absurd value from exhausting the
/// stack, which would leave the module broken.
pub const MAX_DEPTH: usize = 32;

/// How many items an array (or fields an object) may have: a 25x25 board has 625 points.
pub const MAX_ITEMS: usize = 10_000;

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreadable::NotData => {
                f.write_str("must be plain data (strings, numbers, arrays, objects)")
            }
            Unreadable::TooDeep => write!(
                f,
                "is nested more than {MAX_DEPTH} levels deep (or refers to itself): \
                 expected plain data a few levels deep"
            ),
            Unreadable::TooLong(n) => write!(
                f,
                "holds {} items in one array or object; at most {MAX_ITEMS} are read",
                number(*n)
            ),
            Unreadable::Threw(what) => write!(f, "could not be read: reading it threw {what}"),
            Unreadable::BigInt => f.write_str("holds a BigInt: give a plain number (9, not 9n)"),
        }
    }
}

// JavaScript operations that can run the caller's code (getters, `Proxy` traps,
// iterators) are imported with `catch`: an exception thrown there must come back as a
// value. One that passed through Rust would skip the release of the `Game`'s borrow,
// and every later call on that game would fail.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(v: &JsValue) -> Result<bool, JsValue>;
    #[wasm_bindgen(catch, js_namespace = Array, js_name = from)]
    fn array_from(v: &JsValue) -> Result<Array, JsValue>;
    #[wasm_bindgen(catch, js_namespace = Object, js_name = entries)]
    fn object_entries(v: &JsValue) -> Result<Array, JsValue>;
    #[wasm_bindgen(catch, js_namespace = Reflect, js_name = has)]
    fn has(target: &JsValue, key: &JsValue) -> Result<bool, JsValue>;
}

/// What an exception says of itself: its `message`, or what it is.
fn thrown(e: JsValue) -> Unreadable {
    let message = e
        .as_string()
        .or_else(|| Reflect::get(&e, &"message".into()).ok()?.as_string());
    Unreadable::Threw(match message {
        Some(m) => format!("\"{m}\""),
        None => "an exception".to_string(),
    })
}

/// JavaScript in, read as serde-wasm-bindgen's `deserialize_any` would read it into this
/// tree (the same cases in the same order: `null` and `undefined`, booleans, numbers
/// with safe integers as integers, strings, arrays, plain objects and `Map`s with string
/// keys), `NotData` where it would fail (a function, a symbol, bytes, a `Set`). A
/// BigInt, which serde-wasm-bindgen read in 64 bits, is refused (`Unreadable::BigInt`).
/// Walked by hand through js-sys: serde's deserialiser linked the standard library's
/// float formatting for its own error messages, which we never show (issue 15).
pub fn from_js(v: &JsValue) -> Result<Value, Unreadable> {
    read_at(v, 0)
}

fn read_at(v: &JsValue, depth: usize) -> Result<Value, Unreadable> {
    if v.loose_eq(&JsValue::NULL) {
        return Ok(Value::Missing);
    }
    if let Some(b) = v.as_bool() {
        return Ok(Value::Bool(b));
    }
    // A BigInt is no number of the API's (the JS developer's review: `{ x: 2n }` was
    // taken as 2). Its digits are not repeated: reading them cost the package 0.3 KB.
    if v.is_bigint() {
        return Err(Unreadable::BigInt);
    }
    if let Some(n) = v.as_f64() {
        // A safe integer crossed as an i64, so -0 arrives as 0.
        let n = if Number::is_safe_integer(v) {
            n as i64 as f64
        } else {
            n
        };
        return Ok(Value::Number(n));
    }
    if let Some(text) = v.as_string() {
        return Ok(Value::Text(text));
    }
    if !v.is_object() {
        return Err(Unreadable::NotData);
    }
    if depth >= MAX_DEPTH {
        return Err(Unreadable::TooDeep);
    }
    if is_array(v).map_err(thrown)? {
        let length = Reflect::get(v, &"length".into()).map_err(thrown)?;
        let length = length.as_f64().unwrap_or(0.0);
        if length > MAX_ITEMS as f64 {
            return Err(Unreadable::TooLong(length));
        }
        let mut items = Vec::with_capacity(length as usize);
        for i in 0..length as u32 {
            let item = Reflect::get_u32(v, i).map_err(thrown)?;
            items.push(read_at(&item, depth + 1)?);
        }
        return Ok(Value::List(items));
    }
    if v.has_type::<Uint8Array>() || v.has_type::<ArrayBuffer>() {
        return Err(Unreadable::NotData);
    }
    // A `Map`'s pairs through its iterator, a plain object's through `Object.entries`.
    let pairs = if v.has_type::<Map>() {
        array_from(v).map_err(thrown)?
    } else if has(v, Symbol::iterator().as_ref()).map_err(thrown)? {
        return Err(Unreadable::NotData);
    } else {
        object_entries(v).map_err(thrown)?
    };
    if pairs.length() as usize > MAX_ITEMS {
        return Err(Unreadable::TooLong(pairs.length().into()));
    }
    let mut fields = Vec::with_capacity(pairs.length() as usize);
    for pair in pairs.iter() {
        // Fresh arrays of two made by `Object.entries` or `Array.from`: reading them
        // runs no code of the caller's.
        let pair = pair.unchecked_into::<Array>();
        let key = pair.get(0).as_string().ok_or(Unreadable::NotData)?;
        fields.push((key, read_at(&pair.get(1), depth + 1)?));
    }
    Ok(Value::Object(fields))
}

/// Builds values in tests: `obj(&[("size", num(9.0))])`.
#[cfg(test)]
pub mod build {
    use super::Value;

    pub fn num(n: f64) -> Value {
        Value::Number(n)
    }

    pub fn text(s: &str) -> Value {
        Value::Text(s.to_string())
    }

    pub fn obj(fields: &[(&str, Value)]) -> Value {
        Value::Object(
            fields
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        )
    }

    pub fn xy(x: f64, y: f64) -> Value {
        obj(&[("x", num(x)), ("y", num(y))])
    }
}

#[cfg(test)]
mod tests {
    use super::build::*;
    use super::*;

    #[test]
    fn values_describe_themselves_as_javascript_writes_them() {
        assert_eq!(num(30.0).describe(), "30");
        assert_eq!(num(2.5).describe(), "2.5");
        assert_eq!(num(-6.25).describe(), "-6.25");
        assert_eq!(num(0.1 + 0.2).describe(), "0.3");
        assert_eq!(num(f64::NAN).describe(), "NaN");
        assert_eq!(text("Z99").describe(), "\"Z99\"");
        // A long or odd string is named, not repeated (issue 15's review: a 1 MB rules
        // string gave a 1 MB message, a NUL went into it raw).
        assert_eq!(text("a\0b").describe(), "\"a\u{FFFD}b\"");
        let long = "x".repeat(1_000_000);
        assert_eq!(
            text(&long).describe(),
            format!("\"{}…\" (1000000 characters)", "x".repeat(40))
        );
        assert_eq!(xy(1.0, 2.0).describe(), "an object");
        assert_eq!(Value::Missing.describe(), "nothing");
    }

    #[test]
    fn fields_and_unknown_fields() {
        let v = obj(&[("size", num(9.0)), ("sise", num(9.0))]);
        assert_eq!(v.field("size"), &num(9.0));
        assert!(v.field("komi").is_missing());
        assert_eq!(v.unknown_fields(&["size"]), ["sise"]);
        assert!(num(1.0).field("x").is_missing());
    }
}
