//! Any bytes given to the SGF reader end in game trees or an error; what is read writes
//! back and reads again to the same trees (E-7).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(trees) = hotstone_sgf::read_bytes(data) {
        if let Ok(text) = hotstone_sgf::write(&trees) {
            let again = hotstone_sgf::read(&text).expect("a written collection reads back");
            assert_eq!(again, trees, "write then read is the identity");
        }
    }
});
