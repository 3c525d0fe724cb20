//! The `hotstone score` conformance cases in tests/conformance/score/ (see the README
//! there). Files carry a second extension, `<case>.score.*`, so the replay harness
//! (conformance.rs) leaves them alone:
//! - `<case>.score.sgf`: the input;
//! - `<case>.score.args` (optional): one line of arguments put before the file;
//! - `<case>.score.json`: exit 0, and stdout is one JSON document that *contains* this
//!   one: every key given must be there with an equal value (objects may have more
//!   keys; arrays must have the same length, element by element);
//! - `<case>.score.warn` (with a `.json`): stderr is one line starting
//!   `hotstone: warning: ` and containing every non-empty line of the file; without
//!   it, stderr is empty;
//! - `<case>.score.err`: exit 2, nothing on stdout, one line on stderr starting
//!   `hotstone: ` and containing every non-empty line of the file.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn suite() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance/score")
}

/// Where `actual` fails to contain `expected`, as a path like `$.fill_in.steps[3]`.
fn missing(path: &str, expected: &Value, actual: &Value) -> Option<String> {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => e.iter().find_map(|(k, v)| match a.get(k) {
            Some(w) => missing(&format!("{path}.{k}"), v, w),
            None => Some(format!("{path}.{k} (absent)")),
        }),
        (Value::Array(e), Value::Array(a)) if e.len() == a.len() => e
            .iter()
            .zip(a)
            .enumerate()
            .find_map(|(i, (v, w))| missing(&format!("{path}[{i}]"), v, w)),
        (Value::Array(_), Value::Array(_)) => Some(format!("{path} (length)")),
        (e, a) => (e != a).then(|| format!("{path}: expected {e}, got {a}")),
    }
}

fn check(stem: &Path) -> Option<String> {
    let with = |ext: &str| PathBuf::from(format!("{}.{ext}", stem.display()));
    let args: Vec<String> = std::fs::read_to_string(with("args"))
        .map(|a| a.split_whitespace().map(String::from).collect())
        .unwrap_or_default();
    let out = Command::new(env!("CARGO_BIN_EXE_hotstone"))
        .arg("score")
        .args(&args)
        .arg(with("sgf"))
        .output()
        .expect("the hotstone binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    if let Ok(text) = std::fs::read_to_string(with("json")) {
        let expected: Value = match serde_json::from_str(&text) {
            Ok(v) => v,
            Err(e) => return Some(format!("the .json is not JSON: {e}")),
        };
        if out.status.code() != Some(0) {
            return Some(format!(
                "exit {:?}, expected 0: {stderr}",
                out.status.code()
            ));
        }
        let actual: Value = match serde_json::from_str(&stdout) {
            Ok(v) => v,
            Err(e) => return Some(format!("stdout is not one JSON document: {e}\n{stdout}")),
        };
        if let Some(m) = missing("$", &expected, &actual) {
            return Some(format!("{m}\n{stdout}"));
        }
        return match std::fs::read_to_string(with("warn")) {
            Err(_) => (!stderr.is_empty()).then(|| format!("stderr is not empty: {stderr}")),
            Ok(needles) => (stderr.lines().count() != 1
                || !stderr.starts_with("hotstone: warning: ")
                || needles
                    .lines()
                    .map(str::trim)
                    .any(|n| !n.is_empty() && !stderr.contains(n)))
            .then(|| format!("stderr is not the warning {needles:?}: {stderr:?}")),
        };
    }
    let needles = std::fs::read_to_string(with("err")).expect("a .json or .err");
    let mut problems = Vec::new();
    if out.status.code() != Some(2) {
        problems.push(format!("exit {:?}, expected 2", out.status.code()));
    }
    if !stdout.is_empty() {
        problems.push(format!("stdout is not empty: {stdout}"));
    }
    if stderr.lines().count() != 1 || !stderr.starts_with("hotstone: ") {
        problems.push(format!("stderr is not one 'hotstone: ' line: {stderr:?}"));
    }
    for needle in needles.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if !stderr.contains(needle) {
            problems.push(format!("stderr lacks {needle:?}: {stderr}"));
        }
    }
    (!problems.is_empty()).then(|| problems.join("\n"))
}

#[test]
fn score_conformance_cases() {
    let mut stems: Vec<PathBuf> = std::fs::read_dir(suite())
        .expect("tests/conformance/score exists")
        .map(|e| e.expect("directory entry").path())
        .filter_map(|p| {
            let name = p.file_name()?.to_str()?.to_string();
            let stem = name
                .strip_suffix(".score.json")
                .or_else(|| name.strip_suffix(".score.err"))?;
            Some(p.with_file_name(format!("{stem}.score")))
        })
        .collect();
    stems.sort();
    assert!(
        stems.len() >= 12,
        "the score suite has lost cases: {stems:?}"
    );
    let failures: Vec<String> = stems
        .iter()
        .filter_map(|s| check(s).map(|why| format!("{}: {why}", s.display())))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} score cases failed:\n\n{}",
        failures.len(),
        stems.len(),
        failures.join("\n\n")
    );
}

/// Every `.score.sgf` has an expectation.
#[test]
fn every_input_has_an_expectation() {
    for entry in std::fs::read_dir(suite()).expect("tests/conformance/score exists") {
        let path = entry.expect("directory entry").path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if let Some(stem) = name.strip_suffix(".score.sgf") {
            let has = |ext: &str| path.with_file_name(format!("{stem}.score.{ext}")).exists();
            assert!(
                has("json") || has("err"),
                "{name} has no .score.json or .score.err"
            );
        }
    }
}
