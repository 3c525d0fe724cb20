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
