//! Inputs the fuzz targets found (issue 20), each named after what it was.

/// fuzz target sgf_read: a vertical tab between a property's values was handed to
/// sgf-parse as a property name; the nameless property wrote back as another value of
/// the comment, so the record read back different (E-7).
#[test]
fn e7_a_vertical_tab_between_values_is_whitespace_not_a_nameless_property() {
    let trees = hotstone_sgf::read("(;C[a]\u{b}[b]\u{b}\u{3000}PB[x])").unwrap();
    let root = trees[0].node(trees[0].root());
    assert_eq!(root.comment, None, "C with two values is kept verbatim");
    assert_eq!(root.other.len(), 1);
    assert_eq!(root.other[0].id, "C");
    assert_eq!(root.other[0].values, ["a", "b"]);
    assert_eq!(root.info.black_player.as_deref(), Some("x"));
    let again = hotstone_sgf::read(&hotstone_sgf::write(&trees).unwrap()).unwrap();
    assert_eq!(again, trees);
}

/// The fuzzer's own input, ISO-8859-1 bytes with vertical tabs before `[Ing Cup]`.
#[test]
fn e7_the_latin1_record_with_vertical_tabs_reads_back_the_same() {
    let bytes: &[u8] = b"(;FF[4]CA[ISO-8859-1]SZ[9]PB[Jos\xe9]C[\x0f\x0f\x0f\x97ng]BR[9p\x9f\x86\x01\0\0\0\0\0]PW[Chang]\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b[Ing Cup]RO[\x0f\x0f\x0f\x0f\x0f\x0f\x0f\x0f\x0f\x0f\x0f\x0f\x0f\x0f\x0f\x0fGr\xfc\xdfe_;B[cc])";
    let trees = hotstone_sgf::read_bytes(bytes).unwrap();
    let again = hotstone_sgf::read(&hotstone_sgf::write(&trees).unwrap()).unwrap();
    assert_eq!(again, trees);
}

/// fuzz target sgf_replay: a record with HA[1] whose black stones came by a plain setup
/// after the root. Written back, the setup went into the root beside HA, where black
/// stones give White the move (H-1), so Black's next move was lost and the position
/// differed; the root now says PL[B] as the game had it.
#[test]
fn h1_a_plain_setup_written_into_a_root_with_ha_keeps_black_to_move() {
    use hotstone_rules::{Game, Preset};
    let text = "(;SZ[9]HA[1];AB[cc][gg];B[ef];W[];B[];W[ee];AB[cc][gg]B[])";
    let tree = &hotstone_sgf::read(text).unwrap()[0];
    let mut game = Game::new(tree.size(), Preset::Chinese.ruleset()).unwrap();
    hotstone_sgf::replay_tree(&mut game, tree).unwrap();
    let written = hotstone_sgf::game_tree(&game, tree.info().clone());
    let mut again = Game::new(tree.size(), Preset::Chinese.ruleset()).unwrap();
    hotstone_sgf::replay_tree(&mut again, &written).unwrap();
    assert_eq!(again.board(), game.board());
    assert!(hotstone_sgf::write(&[written]).unwrap().contains("PL[B]"));
}
