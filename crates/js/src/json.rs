//! JavaScript out: a view writes itself as JSON text, which one `JSON.parse` turns into
//! the plain objects, arrays, strings, numbers, booleans and `null`s the API returns,
//! fields in the order written. Instead of serde-wasm-bindgen (one call across the
//! boundary per field, serde's generic code and a cache of keys): smaller (issue 15,
//! docs/performance.md "Sizes"). Every number the API gives is a count or a multiple of
//! 0.5 (komi, points, margins), written exactly with integers: no float formatting.

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    // Our text is JSON by construction, so this never throws.
    #[wasm_bindgen(js_namespace = JSON, js_name = parse)]
    fn json_parse(text: &str) -> JsValue;
}

/// JSON text being written. Every value is followed by a comma, which closing an object
/// or array (and `finish`) takes back: no state for "first item or not".
#[derive(Default)]
pub struct Json(String);

/// A value the API returns.
pub trait ToJson {
    fn json(&self, out: &mut Json);
}

impl Json {
    /// The value as JSON text (tests read it).
    pub fn text<T: ToJson + ?Sized>(value: &T) -> String {
        let mut out = Json::default();
        value.json(&mut out);
        out.0.pop();
        out.0
    }

    fn raw(&mut self, s: &str) {
        self.0.push_str(s);
    }

    /// `{`: then `key` and a value per field, then `close`.
    pub fn object(&mut self) -> &mut Self {
        self.0.push('{');
        self
    }

    pub fn array(&mut self) -> &mut Self {
        self.0.push('[');
        self
    }

    /// Ends the object or array opened last: `}` or `]`.
    pub fn close(&mut self, bracket: char) {
        if self.0.ends_with(',') {
            self.0.pop();
        }
        self.0.push(bracket);
        self.0.push(',');
    }

    /// A field's name (never one that needs escaping); its value follows.
    pub fn key(&mut self, name: &str) -> &mut Self {
        self.0.push('"');
        self.raw(name);
        self.raw("\":");
        self
    }

    /// A field: `"name":value,`.
    pub fn field(&mut self, name: &str, value: &dyn ToJson) -> &mut Self {
        self.key(name);
        value.json(self);
        self
    }

    pub fn null(&mut self) {
        self.raw("null,");
    }

    /// A whole number.
    pub fn uint(&mut self, n: u64) {
        let mut digits = [0u8; 20];
        let mut i = digits.len();
        let mut n = n;
        loop {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        for &d in &digits[i..] {
            self.0.push(d as char);
        }
        self.0.push(',');
    }

    /// A number of half points: `-3.5` for -7.
    pub fn half(&mut self, half: i64) {
        if half < 0 {
            self.0.push('-');
        }
        let h = half.unsigned_abs();
        self.uint(h / 2);
        if h % 2 == 1 {
            self.0.pop();
            self.raw(".5,");
        }
    }

    pub fn string(&mut self, s: &str) {
        self.0.push('"');
        for c in s.chars() {
            match c {
                '"' => self.raw("\\\""),
                '\\' => self.raw("\\\\"),
                c if c < ' ' => {
                    const HEX: &[u8; 16] = b"0123456789abcdef";
                    self.raw("\\u00");
                    self.0.push(HEX[c as usize >> 4] as char);
                    self.0.push(HEX[c as usize & 15] as char);
                }
                c => self.0.push(c),
            }
        }
        self.raw("\",");
    }

    /// The JavaScript value of the text written.
    pub fn parse(mut self) -> JsValue {
        self.0.pop();
        json_parse(&self.0)
    }
}

impl ToJson for str {
    fn json(&self, out: &mut Json) {
        out.string(self);
    }
}

impl ToJson for String {
    fn json(&self, out: &mut Json) {
        out.string(self);
    }
}

impl ToJson for &str {
    fn json(&self, out: &mut Json) {
        out.string(self);
    }
}

impl ToJson for bool {
    fn json(&self, out: &mut Json) {
        out.raw(if *self { "true," } else { "false," });
    }
}

impl ToJson for u8 {
    fn json(&self, out: &mut Json) {
        out.uint(u64::from(*self));
    }
}

impl ToJson for u32 {
    fn json(&self, out: &mut Json) {
        out.uint(u64::from(*self));
    }
}

impl ToJson for usize {
    fn json(&self, out: &mut Json) {
        out.uint(*self as u64);
    }
}

/// A number that is a multiple of 0.5 (komi, points, margins: the rules count in half
/// points), written exactly.
impl ToJson for f64 {
    fn json(&self, out: &mut Json) {
        debug_assert!(
            (*self * 2.0).fract() == 0.0,
            "{self} is not a multiple of 0.5"
        );
        out.half((*self * 2.0) as i64);
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn json(&self, out: &mut Json) {
        match self {
            Some(v) => v.json(out),
            None => out.null(),
        }
    }
}

impl<T: ToJson> ToJson for [T] {
    fn json(&self, out: &mut Json) {
        out.array();
        for item in self {
            item.json(out);
        }
        out.close(']');
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn json(&self, out: &mut Json) {
        self.as_slice().json(out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Two;
    impl ToJson for Two {
        fn json(&self, out: &mut Json) {
            out.object()
                .field("a", &Some(-7.5))
                .field("b", &vec!["x\"\\\n\u{1f}é"])
                .field("c", &None::<u32>)
                .field("d", &Vec::<u8>::new())
                .field("e", &0.0)
                .close('}');
        }
    }

    #[test]
    fn json_text() {
        assert_eq!(
            Json::text(&Two),
            r#"{"a":-7.5,"b":["x\"\\\n\u001fé"],"c":null,"d":[],"e":0}"#.replace("\\n", "\\u000a")
        );
        assert_eq!(
            Json::text(&vec![0u32, 9, 10, 4294967295]),
            "[0,9,10,4294967295]"
        );
        assert_eq!(
            Json::text(&[-1.0, -0.5, 0.5, 6.5, 1000.0][..]),
            "[-1,-0.5,0.5,6.5,1000]"
        );
        assert_eq!(Json::text(&true), "true");
    }
}
