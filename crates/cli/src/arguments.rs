//! The option values several commands share, read for clap: `--rules PRESET`,
//! `--komi K` and `--captures N` (the rules crate's names and steps; its errors as clap's message).

use hotstone_rules::{CaptureGoal, Komi, Preset};

pub fn parse_preset(text: &str) -> Result<Preset, String> {
    Preset::from_name(text).map_err(|e| e.to_string())
}

/// Capture Go's goal (L-4): 1 to 10 stones.
pub fn parse_capture_goal(text: &str) -> Result<CaptureGoal, String> {
    CaptureGoal::parse(text).map_err(|e| e.to_string())
}

pub fn parse_komi(text: &str) -> Result<Komi, String> {
    Komi::parse(text).map_err(|e| e.to_string())
}
