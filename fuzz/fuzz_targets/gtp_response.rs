//! Whatever an engine writes ends in responses or "not GTP", and a response's text in a
//! vertex, a list of points or a typed error, never a panic: the referee's side of GTP
//! (E-4, E-6, C-6). The first byte picks the board size.
#![no_main]

use hotstone_gtp::{parse_points, parse_response, parse_vertex, Lines, ResponseReader};
use hotstone_rules::BoardSize;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&size, output)) = data.split_first() else {
        return;
    };
    let size = BoardSize::new(2 + i64::from(size) % 24).expect("2..=25 is a board size");
    let lines: Vec<String> = Lines::new(output).collect();
    let _ = parse_response(&lines);
    let mut reader = ResponseReader::default();
    for line in lines {
        if let Some(Ok(response)) = reader.push(line) {
            let _ = parse_vertex(&response.text, size);
            let _ = parse_points(&response.text, size);
        }
    }
});
