//! The hand-written SGF files in tests/sgf/ (E-7) and their expected readings. See
//! tests/sgf/README.md: `<case>.sgf` is read; `<case>.expected` is the canonical SGF it
//! must be written back as (and reading that gives the same trees again); `<case>.err`
//! holds lines the error must contain; `<case>.record` is the E-7 move list of the first
//! game's main line.

use std::path::{Path, PathBuf};

fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/sgf")
}

fn check(sgf: &Path) -> Result<(), String> {
    let with = |ext: &str| sgf.with_extension(ext);
    let bytes = std::fs::read(sgf).map_err(|e| e.to_string())?;
    let read = hotstone_sgf::read_bytes(&bytes);
    match (with("expected").exists(), with("err").exists()) {
        (true, false) => {
            let trees = read.map_err(|e| format!("not read: {e}"))?;
            let expected = std::fs::read_to_string(with("expected")).map_err(|e| e.to_string())?;
            let written = hotstone_sgf::write(&trees).map_err(|e| e.to_string())?;
            if written != expected {
                return Err(format!("written as\n{written}\nexpected\n{expected}"));
            }
            let again =
                hotstone_sgf::read(&written).map_err(|e| format!("written text not read: {e}"))?;
            // HA below 2 is read but not written (FF[4] has handicaps from 2).
            let mut without_small_ha = trees.clone();
            for tree in &mut without_small_ha {
                for id in tree.preorder() {
                    let info = &mut tree.node_mut(id).info;
                    info.handicap = info.handicap.filter(|&h| h >= 2);
                }
            }
            if again != without_small_ha {
                return Err("read(write(trees)) differs from trees".to_string());
            }
            if with("record").exists() {
                let expected =
                    std::fs::read_to_string(with("record")).map_err(|e| e.to_string())?;
                let got = hotstone_sgf::record::text(&hotstone_sgf::record(&trees[0]));
                if got != expected {
                    return Err(format!("record\n{got}\nexpected\n{expected}"));
                }
            }
            Ok(())
        }
        (false, true) => {
            let error = match read {
                Ok(_) => return Err("read, but an error was expected".to_string()),
                Err(e) => e.to_string(),
            };
            let needles = std::fs::read_to_string(with("err")).map_err(|e| e.to_string())?;
            for needle in needles.lines().map(str::trim).filter(|l| !l.is_empty()) {
                if !error.contains(needle) {
                    return Err(format!("the error lacks {needle:?}: {error}"));
                }
            }
            Ok(())
        }
        _ => Err("needs exactly one of .expected and .err".to_string()),
    }
}

#[test]
fn e7_every_hand_written_file_reads_as_expected() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder())
        .expect("tests/sgf/")
        .map(|e| e.expect("entry").path())
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let mut cases = 0;
    for path in &files {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        match ext {
            "sgf" => {
                cases += 1;
                if let Err(why) = check(path) {
                    failures.push(format!("{}: {why}", path.display()));
                }
            }
            "expected" | "err" | "record" if !path.with_extension("sgf").exists() => {
                failures.push(format!("{}: no .sgf beside it", path.display()));
            }
            _ => {}
        }
    }
    assert!(cases >= 30, "only {cases} cases found in tests/sgf/");
    assert!(
        failures.is_empty(),
        "{} of {cases} failed:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
