//! The conformance suite: every case under tests/conformance/ run through the built
//! `hotstone replay`. See tests/conformance/README.md for the layout.
//!
//! A case is named by its expectation file:
//! - `<case>.json`: exit 0, and stdout parses to exactly this JSON value;
//! - `<case>.err`: exit 2, nothing on stdout, one line on stderr that contains every
//!   non-empty line of the file.
//!
//! `<case>.sgf` is passed as the input (a case may leave it out to test a missing file)
//! and `<case>.args`, if present, holds one line of extra arguments. Files with a
//! second extension (`<name>.ko.json`) belong to other harnesses and are skipped.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn suite_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance");
    // Canonical, so that messages show a plain path; a missing folder fails below.
    std::fs::canonicalize(&root).unwrap_or(root)
}

#[derive(Debug)]
enum Expect {
    Json(Value),
    Err(Vec<String>),
}

#[derive(Debug)]
struct Case {
    name: String,
    sgf: PathBuf,
    args: Vec<String>,
    expect: Expect,
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// Every case, and every problem with the suite itself (an SGF without an expectation
/// would otherwise be skipped in silence).
fn cases() -> (Vec<Case>, Vec<String>) {
    let root = suite_root();
    let mut all = Vec::new();
    files(&root, &mut all);
    let mut cases = Vec::new();
    let mut problems = Vec::new();
    for path in &all {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        let stem = path.with_extension("");
        // `<name>.<kind>.json` (e.g. ko/*.ko.json) belongs to another harness
        // (ko_conformance.rs); its files are not replay cases.
        if stem.extension().is_some() {
            continue;
        }
        let name = stem
            .strip_prefix(&root)
            .unwrap_or(&stem)
            .display()
            .to_string();
        let has = |e: &str| stem.with_extension(e).exists();
        match ext {
            "json" | "err" if has("json") && has("err") => {
                if ext == "json" {
                    problems.push(format!("{name}: has both .json and .err"));
                }
                continue;
            }
            "json" | "err" => {}
            "sgf" | "args" if !has("json") && !has("err") => {
                problems.push(format!("{name}: .{ext} without a .json or .err"));
                continue;
            }
            _ => continue,
        }
        let text = std::fs::read_to_string(path).expect("expectation file");
        let expect = if ext == "json" {
            match serde_json::from_str(&text) {
                Ok(v) => Expect::Json(v),
                Err(e) => {
                    problems.push(format!("{name}.json is not JSON: {e}"));
                    continue;
                }
            }
        } else {
            Expect::Err(
                text.lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty())
                    .map(String::from)
                    .collect(),
            )
        };
        let args = std::fs::read_to_string(stem.with_extension("args"))
            .map(|a| a.split_whitespace().map(String::from).collect())
            .unwrap_or_default();
        cases.push(Case {
            name,
            sgf: stem.with_extension("sgf"),
            args,
            expect,
        });
    }
    (cases, problems)
}

fn run(case: &Case) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hotstone"))
        .arg("replay")
        .args(&case.args)
        .arg(&case.sgf)
        .output()
        .expect("the hotstone binary runs")
}

fn pretty(v: &Value) -> String {
    serde_json::to_string_pretty(v).expect("JSON")
}

/// The first place where two JSON values differ, as a path like `moves[3].reason`.
fn first_difference(path: &str, a: &Value, b: &Value) -> Option<String> {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let mut keys: Vec<&String> = x.keys().chain(y.keys()).collect();
            keys.sort();
            keys.dedup();
            keys.into_iter().find_map(|k| match (x.get(k), y.get(k)) {
                (Some(p), Some(q)) => first_difference(&format!("{path}.{k}"), p, q),
                _ => Some(format!("{path}.{k}")),
            })
        }
        (Value::Array(x), Value::Array(y)) => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (p, q))| first_difference(&format!("{path}[{i}]"), p, q))
            .or_else(|| (x.len() != y.len()).then(|| format!("{path} (length)"))),
        _ => (a != b).then(|| path.to_string()),
    }
}

/// `None` when the case passes, else what went wrong.
fn check(case: &Case) -> Option<String> {
    let out = run(case);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let code = out.status.code();
    match &case.expect {
        Expect::Json(expected) => {
            if code != Some(0) {
                return Some(format!("exit {code:?}, expected 0; stderr: {stderr}"));
            }
            let actual: Value = match serde_json::from_str(&stdout) {
                Ok(v) => v,
                Err(e) => return Some(format!("stdout is not one JSON document: {e}\n{stdout}")),
            };
            (actual != *expected).then(|| {
                format!(
                    "first difference at {}\n--- expected\n{}\n--- actual\n{}",
                    first_difference("$", expected, &actual).unwrap_or_default(),
                    pretty(expected),
                    pretty(&actual)
                )
            })
        }
        Expect::Err(needles) => {
            let mut problems = String::new();
            if code != Some(2) {
                let _ = writeln!(problems, "exit {code:?}, expected 2");
            }
            if !stdout.is_empty() {
                let _ = writeln!(problems, "stdout is not empty: {stdout}");
            }
            if stderr.lines().count() != 1 {
                let _ = writeln!(problems, "stderr is not one line: {stderr:?}");
            }
            if !stderr.starts_with("hotstone: ") {
                let _ = writeln!(problems, "stderr does not start with 'hotstone: '");
            }
            for needle in needles {
                if !stderr.contains(needle.as_str()) {
                    let _ = writeln!(problems, "stderr lacks {needle:?}: {stderr}");
                }
            }
            (!problems.is_empty()).then_some(problems)
        }
    }
}

#[test]
fn conformance_suite() {
    let (cases, mut failures) = cases();
    assert!(
        !cases.is_empty(),
        "no conformance cases found under {}",
        suite_root().display()
    );
    for case in &cases {
        if let Some(why) = check(case) {
            failures.push(format!("{}: {why}", case.name));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} conformance cases failed:\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}

/// `-` reads the SGF from standard input.
#[test]
fn reads_standard_input_with_a_dash() {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_hotstone"))
        .args(["replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the hotstone binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"(;SZ[7];B[dd])")
        .expect("write");
    let out = child.wait_with_output().expect("output");
    assert_eq!(out.status.code(), Some(0));
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v["size"], 7);
    assert_eq!(v["moves"][0]["point"], "D4");
}
