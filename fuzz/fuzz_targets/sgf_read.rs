//! Any bytes given to the SGF reader end in game trees or an error; what is read writes
//! back and reads again to the same trees (E-7), but for HA below 2, which is read and
//! not written (FF[4] has handicaps from 2).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(mut trees) = hotstone_sgf::read_bytes(data) {
        if let Ok(text) = hotstone_sgf::write(&trees) {
            let again = hotstone_sgf::read(&text).expect("a written collection reads back");
            for tree in &mut trees {
                for id in tree.preorder() {
                    let info = &mut tree.node_mut(id).info;
                    info.handicap = info.handicap.filter(|&h| h >= 2);
                }
            }
            assert_eq!(again, trees, "write then read is the identity");
        }
    }
});
