//! E-7, L-1: a record opened in the app and downloaded again is the same record: every
//! variation, comment, markup and property kept, over the project's SGF corpora
//! (tests/sgf, tests/conformance). Only the root's game information is the app's to
//! write (its settings: RU, KM, HA), and what the record said there is kept.
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};

use hotstone_sgf::{GameInfo, GameTree};
use hotstone_web::state::{record, Action, Prefs, State};

fn sgf_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sgf_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "sgf") {
            out.push(path);
        }
    }
}

fn corpus() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests");
    let mut files = Vec::new();
    sgf_files(&root.join("sgf"), &mut files);
    sgf_files(&root.join("conformance"), &mut files);
    files.sort();
    files
}

/// The tree without its root's game information.
fn without_info(mut tree: GameTree) -> GameTree {
    *tree.info_mut() = GameInfo::default();
    tree
}

#[test]
fn e7_l1_a_record_opened_and_downloaded_is_the_same_record() {
    let mut opened = 0;
    let mut with_variations = 0;
    for path in corpus() {
        let bytes = std::fs::read(&path).unwrap();
        let Ok(loaded) = record::load(&bytes) else {
            continue; // Unreadable records and games that cannot start: said, not opened.
        };
        let original = hotstone_sgf::read_bytes(&bytes).unwrap().remove(0);
        let state = State::opened(loaded, Prefs::default());
        let text = state.sgf();
        let again = hotstone_sgf::read(&text)
            .unwrap_or_else(|e| panic!("{}: the download reads back: {e}\n{text}", path.display()))
            .remove(0);
        assert_eq!(
            without_info(again.clone()),
            without_info(original.clone()),
            "{}: {text}",
            path.display()
        );
        let (was, is) = (original.info(), again.info());
        for (name, a, b) in [
            ("PB", &was.black_player, &is.black_player),
            ("PW", &was.white_player, &is.white_player),
            ("DT", &was.date, &is.date),
            ("EV", &was.event, &is.event),
            ("RE", &was.result, &is.result),
        ] {
            if a.is_some() {
                assert_eq!(a, b, "{}: {name} kept", path.display());
            }
        }
        opened += 1;
        with_variations += usize::from(
            original
                .preorder()
                .iter()
                .any(|&id| original.children(id).len() > 1),
        );
    }
    assert!(opened >= 60, "the corpus opened: {opened} records");
    assert!(
        with_variations >= 2,
        "records with variations: {with_variations}"
    );
}

/// L-1: in the app, undo, another move and redo keep the line taken back; the download
/// has both lines.
#[test]
fn l1_undo_move_redo_in_the_app_keeps_the_variation() {
    let loaded = record::load(b"(;GM[1]FF[4]SZ[9]C[A lesson];B[ee]C[centre];W[cc];B[gg])").unwrap();
    let mut s = State::opened(loaded, Prefs::default());
    let pt = |n: &str| hotstone_rules::Point::parse(n).unwrap();
    assert!(s.apply(Action::Undid));
    assert!(s.apply(Action::Undid));
    assert!(s.apply(Action::ClickedPoint(pt("G7"))));
    assert!(s.apply(Action::Undid));
    assert!(s.apply(Action::Redid));
    assert_eq!(
        s.game.board().get(pt("G7")),
        Some(hotstone_rules::Color::White)
    );
    let text = s.sgf().replace('\n', "");
    assert!(
        text.contains(";B[ee]C[centre](;W[cc];B[gg])(;W[gc])"),
        "{text}"
    );
}
