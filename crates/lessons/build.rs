//! The built-in lessons as a table, written at build time into `$OUT_DIR/built_in.rs`
//! (included by `src/builtin.rs`): the app finds a lesson by its id without reading text,
//! so a module that shows only built-in lessons (the computer player's worker) links no
//! lesson reader (issue 17). This split is deliberately naive: `parse` stays the format's
//! one reader, and a test checks that every row of the table equals what `parse` reads
//! from the same file (`tests/built_in.rs`).

use std::fmt::Write;

/// The built-in lesson files, in the order the new-game dialog lists them: first the
/// beginners' lessons after seed 004's leaflet (rules I to VII on 7x7, simple rules), then
/// the Ing ko cases of `docs/rules/ing-ko.md`.
const FILES: [&str; 13] = [
    "first-moves",
    "capture-one-stone",
    "capture-three-stones",
    "counting",
    "komi",
    "ko-rule",
    "handicap",
    "basic-ko",
    "double-ko-seki",
    "triple-ko",
    "eternal-life",
    "sending-two-returning-one",
    "cycle-with-passes",
];

/// The languages in `Lang::index` order.
const LANGS: [&str; 3] = ["en", "de", "ja"];

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut texts = String::new();
    let mut table = String::new();
    for name in FILES {
        let path = dir.join(format!("{name}.txt"));
        println!("cargo:rerun-if-changed={}", path.display());
        let text = std::fs::read_to_string(&path).expect("a built-in lesson file");
        writeln!(texts, "    include_str!({:?}),", path.display().to_string()).unwrap();
        table.push_str(&entry(&text));
    }
    let n = FILES.len();
    let out = format!(
        "/// The built-in lesson files as text, in the dialog's order.\n\
         pub const BUILT_IN: [&str; {n}] = [\n{texts}];\n\n\
         /// The same lessons, split at build time (build.rs).\n\
         static TABLE: [Entry; {n}] = [\n{table}];\n"
    );
    let path = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("built_in.rs");
    std::fs::write(path, out).unwrap();
    course();
}

/// The course's SGF lessons (`course/GROUP/ID.sgf`) copied into `$OUT_DIR/course/`
/// without the words of the languages this build leaves out (`CDE`, `NJA`, `GNDE`...:
/// the page is built once per language, issue 17); `C`, `N` and `GN`, the words as
/// written, stay in every build, since a language without its own falls back to them.
fn course() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("course");
    let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("course");
    println!("cargo:rerun-if-changed={}", dir.display());
    let left_out: Vec<String> = LANGS
        .iter()
        .filter(|code| std::env::var_os(format!("CARGO_FEATURE_{}", code.to_uppercase())).is_none())
        .flat_map(|code| ["C", "N", "GN"].map(|base| format!("{base}{}", code.to_uppercase())))
        .collect();
    for group in std::fs::read_dir(&dir).expect("crates/lessons/course") {
        let group = group.unwrap().path();
        if !group.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", group.display());
        let into = out.join(group.file_name().unwrap());
        std::fs::create_dir_all(&into).unwrap();
        for file in std::fs::read_dir(&group).unwrap() {
            let file = file.unwrap().path();
            println!("cargo:rerun-if-changed={}", file.display());
            let text = std::fs::read_to_string(&file).expect("a course lesson");
            std::fs::write(
                into.join(file.file_name().unwrap()),
                without(&text, &left_out),
            )
            .unwrap();
        }
    }
}

/// The SGF text without the properties named (identifier and values): a scan that knows
/// values (`[...]` with `\` escapes) from the rest, so a text never loses a word.
fn without(sgf: &str, ids: &[String]) -> String {
    let mut out = String::with_capacity(sgf.len());
    let chars: Vec<char> = sgf.chars().collect();
    let mut i = 0;
    let mut dropping = false;
    while i < chars.len() {
        let c = chars[i];
        if c == '[' {
            // A value: copied whole (or dropped with its property), escapes and all.
            let start = i;
            i += 1;
            while i < chars.len() && chars[i] != ']' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            if !dropping {
                out.extend(&chars[start..i.min(chars.len())]);
            }
            continue;
        }
        if c.is_ascii_uppercase() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_uppercase() {
                i += 1;
            }
            let id: String = chars[start..i].iter().collect();
            dropping = ids.contains(&id);
            if !dropping {
                out.push_str(&id);
            }
            continue;
        }
        if !c.is_whitespace() {
            dropping = false;
        }
        if !(dropping && c.is_whitespace()) {
            out.push(c);
        }
        i += 1;
    }
    out
}

/// One `Entry { .. }` of the table: the `key = value` lines before `rows =`, then the rows
/// as one string of `X`, `O` and `.`, top row first.
fn entry(text: &str) -> String {
    let mut lines = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    let (mut id, mut rules, mut black) = ("", "", true);
    let mut title = [None; 3];
    let mut about = [None; 3];
    for line in lines.by_ref() {
        let (key, value) = line.split_once('=').expect("key = value");
        let (key, value) = (key.trim(), value.trim());
        match key {
            "rows" => break,
            "id" => id = value,
            "rules" => rules = value,
            "to-move" => black = value.eq_ignore_ascii_case("black"),
            _ => {
                let (field, code) = key.split_once('.').expect("title.LANG or about.LANG");
                let lang = LANGS.iter().position(|l| *l == code).expect("en, de or ja");
                match field {
                    "title" => title[lang] = Some(value),
                    _ => about[lang] = Some(value),
                }
            }
        }
    }
    // A language the build leaves out (the crate's features: the web page is built once
    // per language, issue 17) keeps no words here; `Lesson::title` falls back.
    for (lang, code) in LANGS.iter().enumerate() {
        if std::env::var_os(format!("CARGO_FEATURE_{}", code.to_uppercase())).is_none() {
            (title[lang], about[lang]) = (None, None);
        }
    }
    let rows: Vec<&str> = lines.collect();
    let cells: String = rows.concat().split_whitespace().collect();
    format!(
        "    Entry {{ id: {id:?}, rules: {rules:?}, black: {black}, size: {}, cells: {cells:?}, \
         title: {title:?}, about: {about:?} }},\n",
        rows.len()
    )
}
