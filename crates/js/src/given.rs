//! What a caller gave, as serde reads it: the leaves of the API's arguments. A leaf
//! takes any JSON value and keeps what it was (`Given`), never failing, so that the
//! checks of `crate::input`, which know the field's name and place, say in their own
//! words what they expected and what they got ("size must be a whole number from 2 to
//! 25; got \"nine\""; "dead[1]: a point is ..."), never serde's ("invalid type: string,
//! expected u8"). `Object`, `Each` and `List` read nested objects and arrays the same
//! way, keeping what was given instead when it is not one; the only error serde itself
//! says is a field an object does not have. Every leaf asks the deserialiser for `deserialize_any` (or
//! `deserialize_option`), never for a typed value: serde_json's typed readers describe a
//! wrong value with the standard library's float formatting, which the package would
//! then carry (issue 15).

use core::fmt;
use serde::de::{self, DeserializeOwned, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;

/// A value as given: `null` and `undefined` (or a field left out) are `Missing`; an
/// array or an object is only said to be one (its contents are skipped).
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Given {
    #[default]
    Missing,
    Bool(bool),
    Number(f64),
    Text(String),
    List,
    Object,
}

impl Given {
    pub fn is_missing(&self) -> bool {
        matches!(self, Given::Missing)
    }

    /// A short description for error messages: `"Z99"`, `30`, `an object`, ...
    pub fn describe(&self) -> String {
        match self {
            Given::Missing => "nothing".to_string(),
            Given::Bool(b) => b.to_string(),
            Given::Number(n) => number(*n),
            Given::Text(s) => text_shown(s),
            Given::List => "an array".to_string(),
            Given::Object => "an object".to_string(),
        }
    }
}

impl fmt::Display for Given {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// The most characters of a string a message repeats.
const SHOWN: usize = 40;

/// A string as a message shows it: quoted, its control characters (a NUL, a line
/// break) as U+FFFD, cut after [`SHOWN`] characters with its length said, so that a
/// megabyte of bad input makes a line of message, not a megabyte.
pub fn text_shown(s: &str) -> String {
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
/// with integers: float formatting would add more to the package than this module
/// (docs/js-api.md, size).
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

/// What a leaf makes of a value: of a scalar (or nothing), of an array, of an object.
/// One type implements it, `crate::args::Expect`, which says by its value (not its type)
/// which argument's shape an array or an object is read as: serde_json's reader of any
/// value, which each visitor type would carry a copy of, is then in the package once.
pub trait Reader<'de>: Copy {
    type Value;
    fn given(self, given: Given) -> Self::Value;
    fn list<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        skip_list(seq).map(|g| self.given(g))
    }
    fn object<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        skip_object(map).map(|g| self.given(g))
    }
}

/// An array's items skipped (without recursing): `Given::List`.
pub fn skip_list<'de, A: SeqAccess<'de>>(mut seq: A) -> Result<Given, A::Error> {
    while seq.next_element::<IgnoredAny>()?.is_some() {}
    Ok(Given::List)
}

/// An object's entries skipped (without recursing): `Given::Object`.
pub fn skip_object<'de, A: MapAccess<'de>>(mut map: A) -> Result<Given, A::Error> {
    while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
    Ok(Given::Object)
}

/// Reads any value into a `Given`, or what the reader makes of an array or an object.
struct Reading<R>(R);

impl<'de, R: Reader<'de>> Visitor<'de> for Reading<R> {
    type Value = R::Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any value")
    }
    fn visit_none<E: de::Error>(self) -> Result<R::Value, E> {
        Ok(self.0.given(Given::Missing))
    }
    fn visit_unit<E: de::Error>(self) -> Result<R::Value, E> {
        Ok(self.0.given(Given::Missing))
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<R::Value, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<R::Value, E> {
        Ok(self.0.given(Given::Bool(b)))
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<R::Value, E> {
        Ok(self.0.given(Given::Number(n as f64)))
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<R::Value, E> {
        Ok(self.0.given(Given::Number(n as f64)))
    }
    fn visit_f64<E: de::Error>(self, n: f64) -> Result<R::Value, E> {
        Ok(self.0.given(Given::Number(n)))
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<R::Value, E> {
        // NaN and the infinities, which JSON cannot write, as crates/js/js/json.js marks them.
        let n = match s.strip_prefix('\0') {
            Some("NaN") => f64::NAN,
            Some("Infinity") => f64::INFINITY,
            Some("-Infinity") => f64::NEG_INFINITY,
            _ => return Ok(self.0.given(Given::Text(s.to_string()))),
        };
        Ok(self.0.given(Given::Number(n)))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<R::Value, A::Error> {
        self.0.list(seq)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<R::Value, A::Error> {
        self.0.object(map)
    }
}

/// Reads a leaf: through `deserialize_option`, so that a field left out is read as
/// `null` is (serde's derive asks a missing field for an option).
pub fn read<'de, R: Reader<'de>, D: Deserializer<'de>>(
    d: D,
    reader: R,
) -> Result<R::Value, D::Error> {
    d.deserialize_option(Reading(reader))
}

/// An object read as `T` (its fields checked by `T`'s derive), nothing, or what was
/// given instead (`crate::args` reads it).
pub struct Object<T>(pub Result<Option<T>, Given>);

/// An object read as `T` where nothing is no answer either (an item of a list), or what
/// was given instead.
pub struct Each<T>(pub Result<T, Given>);

/// An array of `T`s (nothing is an empty one), or what was given instead.
pub struct List<T>(pub Result<Vec<T>, Given>);

impl<T> Default for List<T> {
    fn default() -> Self {
        List(Ok(Vec::new()))
    }
}

/// An array's items read as `T`s.
pub fn items<'de, T: Deserialize<'de>, A: SeqAccess<'de>>(mut seq: A) -> Result<Vec<T>, A::Error> {
    let mut items = Vec::new();
    while let Some(item) = seq.next_element::<T>()? {
        items.push(item);
    }
    Ok(items)
}

/// The name `text` as one of `T`'s (a unit enum deriving `Deserialize`), or the names
/// `T` has: serde's derive lists them to `unknown_variant`, caught here.
pub fn named<T: DeserializeOwned>(text: &str) -> Result<T, &'static [&'static str]> {
    T::deserialize(de::value::StrDeserializer::<Names>::new(text)).map_err(|e| e.0)
}

/// The names `T` takes.
pub fn names<T: DeserializeOwned>() -> &'static [&'static str] {
    named::<T>("\0").err().unwrap_or(&[])
}

/// The error `named` reads through: the names serde's derive would accept.
#[derive(Debug)]
struct Names(&'static [&'static str]);

impl fmt::Display for Names {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown name")
    }
}

impl std::error::Error for Names {}

impl de::Error for Names {
    fn custom<M: fmt::Display>(_: M) -> Self {
        Names(&[])
    }
    fn unknown_variant(_: &str, expected: &'static [&'static str]) -> Self {
        Names(expected)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_describe_themselves_as_javascript_writes_them() {
        let num = Given::Number;
        assert_eq!(num(30.0).describe(), "30");
        assert_eq!(num(2.5).describe(), "2.5");
        assert_eq!(num(-6.25).describe(), "-6.25");
        assert_eq!(num(0.1 + 0.2).describe(), "0.3");
        assert_eq!(num(f64::NAN).describe(), "NaN");
        let text = |s: &str| Given::Text(s.to_string());
        assert_eq!(text("Z99").describe(), "\"Z99\"");
        // A long or odd string is named, not repeated (issue 15's review: a 1 MB rules
        // string gave a 1 MB message, a NUL went into it raw).
        assert_eq!(text("a\0b").describe(), "\"a\u{FFFD}b\"");
        let long = "x".repeat(1_000_000);
        assert_eq!(
            text(&long).describe(),
            format!("\"{}…\" (1000000 characters)", "x".repeat(40))
        );
        assert_eq!(Given::Object.describe(), "an object");
        assert_eq!(Given::Missing.describe(), "nothing");
    }

    #[test]
    fn leaves_keep_what_was_given() {
        let read = |json: &str| serde_json::from_str::<Given>(json).unwrap();
        assert_eq!(read("null"), Given::Missing);
        assert_eq!(read("9"), Given::Number(9.0));
        assert_eq!(read("-6.5"), Given::Number(-6.5));
        assert_eq!(read("\"C3\""), Given::Text("C3".to_string()));
        assert_eq!(read("[[1], {\"a\": [2]}]"), Given::List);
        assert!(matches!(read("\"\\u0000NaN\""), Given::Number(n) if n.is_nan()));
        assert_eq!(
            read("\"\\u0000-Infinity\""),
            Given::Number(f64::NEG_INFINITY)
        );
        assert_eq!(read("{\"a\": {\"b\": null}}"), Given::Object);
        // Deeper than serde_json's recursion limit: skipped without recursion.
        let deep = format!("{}1{}", "[".repeat(10_000), "]".repeat(10_000));
        assert_eq!(read(&deep), Given::List);
    }

    #[test]
    fn names_come_from_the_derive() {
        #[derive(Deserialize, Debug, PartialEq)]
        #[serde(rename_all = "kebab-case")]
        enum Two {
            OneName,
            Other,
        }
        assert_eq!(named::<Two>("one-name"), Ok(Two::OneName));
        assert_eq!(named::<Two>("x"), Err(&["one-name", "other"][..]));
    }
}
