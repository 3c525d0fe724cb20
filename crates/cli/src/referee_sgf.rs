//! The record of a refereed game (E-7) written through hotstone-sgf: RU, KM, TM, RE,
//! PB/PW, each move's time left (BL/WL, in seconds), and the verdict with its reason in
//! the root comment (with a late arrival, T-4) (and in the last node's, when a move was refused). A verdict that
//! waits for the human referee (E-3, C-6) has `RE[?]`, SGF's "unknown result": the
//! root comment says why, and holds Hotstone's proposal, marked as one.

use hotstone_rules::{Color, Move, Tenths, TimeSystem};
use hotstone_sgf::{GameTree, Node, SgfError};

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
        info.set_rules(pairing.preset, &pairing.ruleset());
        info.komi = Some(pairing.komi);
        info.result = Some(report.result.clone().unwrap_or_else(|| "?".to_string()));
        let (black, white, event) = match &pairing.event {
            Some(event) => (&pairing.black, &pairing.white, event.as_str()),
            None => (&report.black.name, &report.white.name, "hotstone referee"),
        };
        info.black_player = Some(black.clone());
        info.white_player = Some(white.clone());
        info.set_time_system(system);
        info.event = Some(event.to_string());
    }
    let root = tree.root();
    let mut comment = match &report.result {
        Some(result) => format!(
            "{result} ({}, {}): {}",
            report.reason.code(),
            report.requirement,
            report.detail
        ),
        None => format!(
            "Pending adjudication: no result yet ({}, {}): {}",
            report.reason.code(),
            report.requirement,
            report.detail
        ),
    };
    if let Some(a) = &report.adjudication {
        for r in &a.referee_decides {
            comment.push_str(&format!(
                "\nReferee decides ({}, {}): {}.",
                r.code, r.requirement, r.detail
            ));
        }
        for (side, claim) in [("Black", &a.claims.black), ("White", &a.claims.white)] {
            comment.push_str(&format!(
                "\n{side} claims: dead {}, final_score {}.",
                claim
                    .dead
                    .as_ref()
                    .map_or("(no answer)".to_string(), |d| if d.is_empty() {
                        "none".to_string()
                    } else {
                        d.join(" ")
                    }),
                claim.final_score.as_deref().unwrap_or("(no answer)")
            ));
        }
        if let Some(p) = &a.proposal {
            comment.push_str(&format!(
                "\nProposal, not a result: {}. {}.",
                p.result, p.detail
            ));
        }
    }
    for (side, report) in [("Black", &report.black), ("White", &report.white)] {
        if let Some(late) = report.late_seconds {
            comment.push_str(&format!(
                "\n{side} arrived {late} s late: twice that came off its base time (T-4)."
            ));
        }
    }
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
        node.other.push(hotstone_sgf::time_left(color, left));
        at = tree.add_child(at, node);
    }
    hotstone_sgf::write_tree(&tree)
}
