//! The option values several commands share, read for clap: `--rules PRESET` and
//! `--komi K` (the rules crate's names and steps; its errors as clap's message).

use hotstone_rules::{Komi, Preset};

pub fn parse_preset(text: &str) -> Result<Preset, String> {
    Preset::from_name(text).map_err(|e| e.to_string())
}

pub fn parse_komi(text: &str) -> Result<Komi, String> {
    Komi::parse(text).map_err(|e| e.to_string())
}
