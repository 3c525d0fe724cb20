use super::*;
use hotstone_rules::{BoardSize, Color, End, Move, Point, Preset, SetupError};

fn pt(name: &str) -> Point {
    Point::parse(name).unwrap()
}

fn nine(preset: Preset) -> Game {
    Game::new(BoardSize::NINE, preset.ruleset()).unwrap()
}

fn play(doc: &mut Document, game: &mut Game, name: &str) {
    let color = game.to_move();
    let mv = if name == "pass" {
        Move::Pass
    } else {
        Move::Play(pt(name))
    };
    game.play(color, mv).unwrap();
    game.make_obligatory_passes();
    doc.follow(game);
}

fn undo(doc: &mut Document, game: &mut Game) {
    assert!(game.undo_turn(0) > 0);
    doc.follow(game);
}

fn sgf(doc: &Document) -> String {
    // One line: the writer puts each node on a line of its own.
    crate::write_tree(doc.tree()).unwrap().replace('\n', "")
}

/// L-1: undo, another move and redo keep the line taken back as a variation; Redo
/// follows the line entered last.
#[test]
fn l1_a_move_after_undo_makes_a_variation_and_keeps_the_line() {
    let mut game = nine(Preset::Japanese);
    let mut doc = Document::of_game(&game, 0);
    play(&mut doc, &mut game, "E5");
    play(&mut doc, &mut game, "D4");
    undo(&mut doc, &mut game);
    assert_eq!(doc.line().len(), 2, "back at E5");
    play(&mut doc, &mut game, "C3");
    let text = sgf(&doc);
    assert!(text.contains(";B[ee](;W[df])(;W[cg])"), "{text}");
    assert_eq!(doc.path(), NodePath(vec![0, 1]));
    // Undo, then Redo enters C3 again (the line entered last), not D4.
    undo(&mut doc, &mut game);
    assert_eq!(
        doc.forward(&mut game),
        doc.tree().at_path(&NodePath(vec![0, 1]))
    );
    assert_eq!(game.board().get(pt("C3")), Some(Color::White));
    assert_eq!(game.board().get(pt("D4")), None);
    // Playing D4 again where it stands enters that node: no third child.
    undo(&mut doc, &mut game);
    play(&mut doc, &mut game, "D4");
    assert_eq!(doc.tree().len(), 4);
    assert_eq!(doc.path(), NodePath(vec![0, 0]));
    // Going to the other variation plays the line to it.
    let c3 = doc.tree().at_path(&NodePath(vec![0, 1])).unwrap();
    doc.go_to(&mut game, c3);
    assert_eq!(game.board().get(pt("C3")), Some(Color::White));
    assert_eq!(game.board().get(pt("D4")), None);
    assert_eq!(game.actions().len(), 2);
}

/// L-1, E-7: a record's tree is the document's: variations, comments, markup and
/// unknown properties are written back as read; the main line is shown to its end, a
/// refused move kept in the tree with the rules' verdict, and a variation plays out.
#[test]
fn l1_e7_a_record_is_kept_whole_and_its_refused_move_has_a_verdict() {
    let text = "(;GM[1]FF[4]SZ[9]C[start]XX[kept];B[ee]TR[dd]\
                (;W[ee]C[occupied];W[cc];B[gg])(;W[dd]LB[cc:a];B[cc]))";
    let tree = crate::read_first(text).unwrap();
    let start = nine(Preset::Japanese);
    let mut doc = Document::new(tree.clone(), start.clone());
    let mut game = start;
    doc.to_end(&mut game);
    assert_eq!(doc.path(), NodePath(vec![0, 0, 0, 0]));
    let refused = doc.tree().at_path(&NodePath(vec![0, 0])).unwrap();
    let verdict = doc.verdict(refused).unwrap();
    assert_eq!(verdict.as_ref().unwrap_err().code(), "occupied");
    // M-1: the refused move is skipped, White plays on.
    assert_eq!(game.board().get(pt("C7")), Some(Color::White));
    assert_eq!(game.board().get(pt("G3")), Some(Color::Black));
    let b = doc.tree().at_path(&NodePath(vec![0, 1, 0])).unwrap();
    doc.go_to(&mut game, b);
    assert_eq!(game.board().get(pt("D6")), Some(Color::White));
    assert_eq!(game.board().get(pt("C7")), Some(Color::Black));
    assert_eq!(doc.tree(), &tree);
    let again = crate::write_tree(&crate::read_first(text).unwrap()).unwrap();
    assert_eq!(sgf(&doc), again.replace('\n', ""));
}

/// H-2: under Ing's handicap moves White's obligatory passes are nodes of their own,
/// and a turn taken back takes the pass with it.
#[test]
fn h2_obligatory_passes_are_nodes_and_go_with_the_turn() {
    let mut game = nine(Preset::Ing);
    game.start_handicap_moves(2).unwrap();
    let mut doc = Document::of_game(&game, 1);
    play(&mut doc, &mut game, "C3");
    assert!(sgf(&doc).contains(";B[cg];W[]"), "{}", sgf(&doc));
    assert_eq!(doc.line().len(), 3);
    undo(&mut doc, &mut game);
    assert_eq!(doc.line().len(), 1);
    doc.forward(&mut game);
    assert!(game.obligatory_pass_due());
    doc.forward(&mut game);
    assert_eq!(game.to_move(), Color::Black);
    assert_eq!(doc.line().len(), 3);
}

/// H-1: a free handicap placed in play is a node of its own whose HA says it was the
/// handicap; taken back and given again by Redo, or read back from the tree, it is the
/// handicap again.
#[test]
fn h1_a_free_placement_is_a_handicap_node() {
    let mut game = nine(Preset::Chinese);
    let mut doc = Document::of_game(&game, 0);
    game.place_handicap(&[pt("C3"), pt("G7")]).unwrap();
    doc.follow(&game);
    assert_eq!(doc.line().len(), 2);
    play(&mut doc, &mut game, "E5");
    assert!(
        sgf(&doc).contains(";HA[2]AB[cg][gc]PL[W];W[ee]"),
        "{}",
        sgf(&doc)
    );
    let placed = game.clone();
    undo(&mut doc, &mut game);
    undo(&mut doc, &mut game);
    assert_eq!(doc.line().len(), 1);
    assert_eq!(game.handicap(), None);
    doc.to_end(&mut game);
    assert_eq!(game.actions(), placed.actions());
    let mut again = Document::new(doc.tree().clone(), doc.start().clone());
    let mut g = again.start().clone();
    again.to_end(&mut g);
    assert_eq!(
        g.actions(),
        placed.actions(),
        "HA makes it the handicap again"
    );
    // Written as SGF has handicap stones: in the root.
    let first = doc.tree().children(doc.tree().root())[0];
    let folded = crate::write_tree(&doc.tree().fold_into_parent(first)).unwrap();
    assert!(
        folded
            .replace('\n', "")
            .contains("SZ[9]HA[2]AB[cg][gc]PL[W];W[ee])"),
        "{folded}"
    );
}

/// A resignation is the node's, not a node: taken back, the node stays.
#[test]
fn a_resignation_taken_back_leaves_the_node() {
    let mut game = nine(Preset::Japanese);
    let mut doc = Document::of_game(&game, 0);
    play(&mut doc, &mut game, "E5");
    game.resign(Color::White).unwrap();
    doc.follow(&game);
    assert_eq!(doc.line().len(), 2);
    assert_eq!(
        game.end(),
        Some(End::Resignation {
            loser: Color::White
        })
    );
    undo(&mut doc, &mut game);
    assert_eq!(doc.line().len(), 2, "still at E5");
    assert_eq!(game.end(), None);
    play(&mut doc, &mut game, "C3");
    assert_eq!(doc.tree().len(), 3);
}

/// The line Redo follows survives as a node (`line_end`, `choose_line`), so a reload can
/// restore it.
#[test]
fn the_line_redo_follows_is_a_node() {
    let mut game = nine(Preset::Japanese);
    let mut doc = Document::of_game(&game, 0);
    play(&mut doc, &mut game, "E5");
    play(&mut doc, &mut game, "D4");
    undo(&mut doc, &mut game);
    play(&mut doc, &mut game, "C3");
    undo(&mut doc, &mut game);
    undo(&mut doc, &mut game);
    let end = doc.line_end();
    let mut again = Document::new(doc.tree().clone(), doc.start().clone());
    again.choose_line(end);
    let mut g = again.start().clone();
    again.to_end(&mut g);
    assert_eq!(g.board().get(pt("C3")), Some(Color::White));
}

/// P-2: one sitting's edits make one setup node (AB, AW, AE, PL), which reads back into
/// the same position; play goes on from it under the game's rules, and an edit after a
/// move makes a node of its own.
#[test]
fn p2_edits_make_one_setup_node_that_reads_back() {
    let mut game = nine(Preset::Ing);
    let mut doc = Document::of_game(&game, 0);
    let b = Some(Color::Black);
    let w = Some(Color::White);
    assert_eq!(doc.set_up(&mut game, &[(pt("C3"), b)], None), Ok(true));
    assert_eq!(doc.set_up(&mut game, &[(pt("D4"), w)], None), Ok(true));
    assert_eq!(doc.set_up(&mut game, &[(pt("E5"), b)], None), Ok(true));
    assert_eq!(doc.set_up(&mut game, &[(pt("E5"), None)], None), Ok(true));
    assert_eq!(doc.set_up(&mut game, &[], Some(Color::White)), Ok(true));
    assert_eq!(doc.tree().len(), 2, "one setup node");
    assert_eq!(game.actions().len(), 1, "one setup in the game");
    assert_eq!(game.to_move(), Color::White);
    assert!(sgf(&doc).contains(";AB[cg]AW[df]PL[W]"), "{}", sgf(&doc));
    // Play on: White's move is a node after the setup; an edit then is a new node.
    play(&mut doc, &mut game, "F6");
    assert!(!doc.edits_in_place());
    assert_eq!(doc.set_up(&mut game, &[(pt("A1"), b)], None), Ok(true));
    assert_eq!(doc.tree().len(), 4);
    // The record reads back into the same position.
    let text = crate::write_tree(doc.tree()).unwrap();
    let tree = crate::read_first(&text).unwrap();
    let mut back = Document::new(tree, nine(Preset::Ing));
    let mut again = nine(Preset::Ing);
    back.to_end(&mut again);
    assert_eq!(again.board(), game.board());
    assert_eq!(again.to_move(), game.to_move());
}

/// P-2: a setup leaving a string without liberties is refused with the rules' typed
/// error, and nothing changes; a setup that changes nothing adds no node.
#[test]
fn p2_a_setup_without_liberties_is_refused_and_nothing_changes() {
    let mut game = nine(Preset::Japanese);
    let mut doc = Document::of_game(&game, 0);
    let b = Some(Color::Black);
    let w = Some(Color::White);
    doc.set_up(&mut game, &[(pt("A2"), w), (pt("B1"), w)], None)
        .unwrap();
    let before = (game.clone(), sgf(&doc));
    assert_eq!(
        doc.set_up(&mut game, &[(pt("A1"), b)], None),
        Err(SetupError::NoLiberties {
            strings: vec![pt("A1")]
        })
    );
    assert_eq!(game.board(), before.0.board());
    assert_eq!(sgf(&doc), before.1);
    play(&mut doc, &mut game, "E5");
    let n = doc.tree().len();
    assert_eq!(doc.set_up(&mut game, &[(pt("E5"), b)], None), Ok(false));
    assert_eq!(doc.tree().len(), n);
}
