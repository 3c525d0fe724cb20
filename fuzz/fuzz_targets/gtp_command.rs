//! Whatever a controller sends `hotstone gtp` is read as commands or skipped, never a
//! panic; a response the server writes reads back as it was meant, and a command read
//! and written again reads back the same (GTP 2).
#![no_main]

use hotstone_gtp::{
    command, format_response, parse_command, preprocess, Command, Lines, Response, ResponseReader,
    MAX_LINE,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for line in Lines::new(data) {
        let Some(clean) = preprocess(&line) else {
            continue;
        };
        let Some(read) = parse_command(&clean) else {
            continue;
        };
        // The same command written by the referee (no id) reads back word for word.
        if read.name.parse::<u64>().is_err() {
            let args: Vec<&str> = read.args.iter().map(String::as_str).collect();
            let again = preprocess(&command(&read.name, &args)).and_then(|l| parse_command(&l));
            let meant = Command {
                id: None,
                name: read.name.clone(),
                args: read.args.clone(),
            };
            assert_eq!(again, Some(meant), "a command reads back");
        }
        // Any text as an answer: the referee reads its non-blank lines, trimmed.
        if line.len() < MAX_LINE {
            let text = line.replace('\u{1}', "\n");
            let ok = read.args.len() % 2 == 0;
            let result = if ok {
                Ok(text.clone())
            } else {
                Err(text.clone())
            };
            let written = format_response(read.id, &result);
            let mut reader = ResponseReader::default();
            let got: Vec<_> = Lines::new(written.as_bytes())
                .filter_map(|l| reader.push(l))
                .collect();
            let meant: Vec<&str> = text
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect();
            let meant = Response {
                ok,
                text: meant.join("\n"),
            };
            assert_eq!(got, [Ok(meant)], "a response reads back");
        }
    }
});
