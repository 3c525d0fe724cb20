//! Whatever the other side sends, reading it never panics; what one side writes, the
//! other reads back (issue 20).

use hotstone_gtp::{
    command, format_response, parse_command, parse_points, parse_response, parse_vertex,
    preprocess, Command, Lines, Response, ResponseReader,
};
use hotstone_rules::BoardSize;
use proptest::prelude::*;

proptest! {
    #[test]
    fn any_text_reads_without_panicking(lines in proptest::collection::vec(".{0,40}", 0..5), size in 2i64..=25) {
        let size = BoardSize::new(size).unwrap();
        let _ = parse_response(&lines);
        for l in &lines {
            let _ = parse_vertex(l, size);
            let _ = parse_points(l, size);
            if let Some(clean) = preprocess(l) {
                let _ = parse_command(&clean);
            }
        }
    }

    /// A response `hotstone gtp` writes is read back by the referee as it was meant:
    /// the same status, the text's non-blank lines trimmed.
    #[test]
    fn a_written_response_reads_back(id in proptest::option::of(any::<u64>()), ok in any::<bool>(), text in "(.|\n){0,80}") {
        let written = format_response(id, &if ok { Ok(text.clone()) } else { Err(text.clone()) });
        let mut reader = ResponseReader::default();
        let got: Vec<_> = Lines::new(written.as_bytes()).filter_map(|l| reader.push(l)).collect();
        let meant: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
        prop_assert_eq!(got, vec![Ok(Response { ok, text: meant.join("\n") })]);
    }

    /// A command the referee writes is read back by `hotstone gtp` word for word.
    #[test]
    fn a_written_command_reads_back(name in "[a-z_-]{1,12}", args in proptest::collection::vec("[!-\"$-~]{1,8}", 0..4)) {
        let words: Vec<&str> = args.iter().map(String::as_str).collect();
        let line = command(&name, &words);
        let got = preprocess(&line).and_then(|l| parse_command(&l));
        prop_assert_eq!(got, Some(Command { id: None, name, args }));
    }
}
