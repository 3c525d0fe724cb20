//! The record of a refereed game (E-7) written through hotstone-sgf: RU, KM, TM, RE,
//! PB/PW, each move's time left (BL/WL, in seconds), and the verdict with its reason in
//! the root comment (and in the last node's, when a move was refused).

use hotstone_rules::{Color, Move, Tenths, TimeSystem};
use hotstone_sgf::{GameTree, Node, Property, SgfError};

use crate::referee_report::{Pairing, Report};

/// The SGF text of the game.
pub fn record(
    pairing: &Pairing,
    system: TimeSystem,
    moves: &[(Color, Move, Tenths)],
    report: &Report,
) -> Result<String, SgfError> {
    let mut tree = GameTree::new(pairing.size);
    {
        let info = tree.info_mut();
        info.set_preset(pairing.preset);
        info.komi = Some(pairing.preset.ruleset().komi);
        info.result = Some(report.result.clone());
        info.black_player = Some(report.black.name.clone());
        info.white_player = Some(report.white.name.clone());
        info.time_limit = Some(system.main().get() as f64 / 10.0);
        info.overtime = None;
        info.event = Some("hotstone referee".to_string());
    }
    let root = tree.root();
    let mut comment = format!(
        "{} ({}, {}): {}",
        report.result,
        report.reason.code(),
        report.requirement,
        report.detail
    );
    for r in &report.replays {
        comment.push_str(&format!(
            "\nReplayed after move {}: {} ({} s left in all).",
            r.moves, r.detail, r.time_left_total
        ));
    }
    tree.node_mut(root).comment = Some(comment);
    let mut at = root;
    for &(color, mv, left) in moves {
        let mut node = Node::with_move(color, mv);
        node.other.push(Property {
            id: match color {
                Color::Black => "BL",
                Color::White => "WL",
            }
            .to_string(),
            values: vec![format!("{:.1}", left.get() as f64 / 10.0)],
        });
        at = tree.add_child(at, node);
    }
    hotstone_sgf::write_tree(&tree)
}
