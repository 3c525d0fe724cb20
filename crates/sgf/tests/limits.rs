//! Hostile records are refused with a clear error, not parsed until memory or the stack
//! runs out (issue 20; E-7's records from the web can be of any size).

use hotstone_sgf::{read, read_bytes, ErrorKind, MAX_BYTES, MAX_LINE, MAX_NODES, MAX_VALUE};

#[test]
fn an_input_over_the_byte_limit_is_refused_before_decoding() {
    let mut big = b"(;SZ[9]C[".to_vec();
    big.resize(MAX_BYTES + 1, b'x');
    let e = read_bytes(&big).unwrap_err();
    assert_eq!(
        e.kind,
        ErrorKind::TooLarge {
            bytes: MAX_BYTES + 1
        }
    );
    assert!(e.to_string().contains("at most"), "{e}");
}

#[test]
fn a_collection_of_too_many_nodes_is_refused() {
    // Many short games: each line stays short, the whole is too much.
    let game = "(;;;;;;;;;;)";
    let text = game.repeat(MAX_NODES / 10 + 1);
    let e = read(&text).unwrap_err();
    assert_eq!(e.kind, ErrorKind::TooManyNodes);
}

/// The count of `;` that sends a text through the first, counting pass is only a bound:
/// `;` in the text around the trees and in values are no nodes, and such a text reads.
#[test]
fn semicolons_that_are_no_nodes_do_not_refuse_a_collection() {
    let text = format!(
        "{}(;SZ[9]C[{}];B[cc])",
        ";".repeat(MAX_NODES + 1),
        "\\];".repeat(10)
    );
    let trees = read(&text).unwrap();
    assert_eq!(trees.len(), 1);
    // Over the limit after such text, the refusal is the same as without it.
    let game = "(;;;;;;;;;;)";
    let over = format!(
        "{};{}",
        ";".repeat(MAX_NODES),
        game.repeat(MAX_NODES / 10 + 1)
    );
    assert_eq!(
        read(&over).unwrap_err().to_string(),
        read(&game.repeat(MAX_NODES / 10 + 1))
            .unwrap_err()
            .to_string()
    );
}

#[test]
fn a_value_over_the_length_limit_is_refused() {
    let text = format!("(;SZ[9]C[{}])", "a".repeat(MAX_VALUE + 1));
    let e = read(&text).unwrap_err();
    assert_eq!(e.kind, ErrorKind::ValueTooLong);
    let fits = format!("(;SZ[9]C[{}])", "a".repeat(MAX_VALUE));
    assert!(read(&fits).is_ok());
}

#[test]
fn deeply_nested_variations_are_refused_not_a_stack_overflow() {
    let depth = MAX_LINE + 10;
    let text = format!("{}{}", "(;B[aa]".repeat(depth), ")".repeat(depth));
    let e = read(&text).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::TooDeep { .. }), "{:?}", e.kind);
}
