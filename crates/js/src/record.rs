//! `Game.fromSgf` and `game.toSgf()`: records read and written by hotstone-sgf, the
//! record's game chosen the way `hotstone replay` and the web app's upload choose it
//! (`hotstone_sgf::game`): options win over RU and KM, RU over the default (japanese);
//! handicap stones in the root give White the move (H-1), HA under Ing starts handicap
//! moves (H-2), a record that goes on after two passes resumes play (M-5), refused moves
//! are skipped and counted.

use std::collections::BTreeSet;

use hotstone_rules::{Action, End, Game, Ruleset, Setup};
use hotstone_sgf::{GameTree, Node, SetupProps};

use crate::input::{ApiError, Checked, SgfOptions};
use crate::session::Session;

/// An SGF error with its line and column in `text`.
fn sgf_error(text: &str, e: &hotstone_sgf::SgfError) -> ApiError {
    match hotstone_sgf::locate(text, e) {
        Some(at) => ApiError::new(format!("SGF line {}, column {}: {e}", at.line, at.column)),
        None => ApiError::new(format!("SGF: {e}")),
    }
}

/// Reads the first game of an SGF collection and plays its main line.
pub fn from_sgf(text: &str, options: &SgfOptions) -> Checked<Session> {
    let trees = hotstone_sgf::read(text).map_err(|e| sgf_error(text, &e))?;
    let tree = trees
        .into_iter()
        .next()
        .ok_or_else(|| ApiError::new("SGF: no game tree found"))?;
    let info = tree.info();
    let (rules, preset) = match &options.rules {
        Some(given) => *given,
        None => match info.preset() {
            Some(Ok(p)) => (p.ruleset(), Some(p)),
            Some(Err(e)) => {
                return Err(ApiError::new(format!(
                    "SGF root node: {e}; or pass {{ rules }} to choose the rules"
                )))
            }
            None => {
                let p = hotstone_sgf::DEFAULT_PRESET;
                (p.ruleset(), Some(p))
            }
        },
    };
    let rules = Ruleset {
        komi: options.komi.or(info.komi).unwrap_or(rules.komi),
        ..rules
    };
    let mut game = Game::new(tree.size(), rules).map_err(|e| ApiError::new(e.to_string()))?;
    let stones = hotstone_sgf::handicap_stones(&tree);
    let ing_moves = hotstone_sgf::ing_handicap_moves(info.handicap, stones, rules.handicap);
    if let Some(n) = ing_moves {
        game.start_handicap_moves(n)
            .map_err(|e| ApiError::new(format!("SGF root node, HA[{n}]: {e}")))?;
    }
    let mut initial = game.actions().len();
    let mut skipped = 0;
    for node in hotstone_sgf::main_line(&tree) {
        if let Some(setup) = node.setup {
            game.setup(setup)
                .map_err(|e| ApiError::new(format!("SGF node {}: {e}", node.index)))?;
        }
        if let Some((color, mv)) = node.play {
            if hotstone_sgf::play_on(&mut game, color, mv).is_err() {
                skipped += 1;
            }
        }
        if node.index == 0 {
            initial = game.actions().len();
        }
    }
    Ok(Session {
        game,
        lang: options.lang,
        preset,
        initial,
        skipped,
    })
}

fn setup_props(setup: &Setup) -> SetupProps {
    SetupProps {
        black: setup.black.iter().copied().collect::<BTreeSet<_>>(),
        white: setup.white.iter().copied().collect(),
        empty: setup.empty.iter().copied().collect(),
        to_move: setup.to_move,
    }
}

/// The game as one SGF game tree: size, rules (RU when the rules are a preset), komi,
/// handicap, a resignation or no result as RE, setup before the first move in the root,
/// then one node per move.
pub fn tree(session: &Session) -> GameTree {
    let game = &session.game;
    let mut tree = GameTree::new(game.size());
    let root = tree.root();
    {
        let info = tree.info_mut();
        if let Some(p) = session.preset {
            info.set_preset(p);
        }
        info.komi = Some(game.rules().komi);
        // HA: the stones placed, or N for N Ing handicap moves (as the reader takes it).
        info.handicap = game.handicap().map(|h| h.compensated_stones());
        info.result = match game.end() {
            Some(End::Resignation { loser }) => Some(format!("{}+R", loser.opponent().letter())),
            Some(End::NoResult) => Some("Void".to_string()),
            _ => None,
        };
    }
    let mut at = root;
    let mut moved = false;
    for action in game.actions() {
        match action {
            Action::Move { color, mv } => {
                at = tree.add_child(at, Node::with_move(*color, *mv));
                moved = true;
            }
            Action::Setup(s) if !moved && tree.node(root).setup.is_empty() => {
                tree.node_mut(root).setup = setup_props(s);
            }
            Action::Setup(s) => {
                let node = Node {
                    setup: setup_props(s),
                    ..Node::default()
                };
                at = tree.add_child(at, node);
            }
            // HA says it; a resignation is RE; play after two passes resumes by itself.
            Action::HandicapMoves { .. } | Action::Resign { .. } | Action::Resume => {}
        }
    }
    tree
}

/// The game as SGF text.
pub fn to_sgf(session: &Session) -> Checked<String> {
    hotstone_sgf::write_tree(&tree(session)).map_err(|e| ApiError::new(format!("toSgf: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::sgf_options;
    use crate::value::build::*;
    use crate::value::Value;
    use hotstone_rules::{Color, KoRule, Komi, Move, Point};

    fn komi(s: &Session) -> Komi {
        s.game.rules().komi
    }

    const TRIPLE_KO: &str = "(;GM[1]FF[4]SZ[5]AB[aa][ba][ab][bb][cb][ac][bc][ad][bd][cd][ae][be][de]AW[ca][ea][db][eb][cc][ec][dd][ed][ee])";

    fn opts(v: Value) -> SgfOptions {
        sgf_options(&v).unwrap()
    }

    #[test]
    fn e7_options_win_over_ru_and_km() {
        let s = from_sgf("(;SZ[9]RU[Japanese]KM[6.5];B[cc])", &opts(Value::Missing)).unwrap();
        assert_eq!(s.game.rules().ko, KoRule::Basic);
        assert_eq!(komi(&s).half_points(), 13);
        let s = from_sgf(
            "(;SZ[9]RU[Japanese]KM[6.5];B[cc])",
            &opts(obj(&[("rules", text("ing")), ("komi", num(8.0))])),
        )
        .unwrap();
        assert_eq!(s.game.rules().ko, KoRule::Ing);
        assert_eq!(komi(&s).half_points(), 16);
        assert_eq!(s.move_number(), 1);
    }

    #[test]
    fn e7_the_setup_is_kept_and_undo_stops_before_it() {
        let mut s = from_sgf(TRIPLE_KO, &opts(obj(&[("rules", text("ing"))]))).unwrap();
        assert_eq!(s.game.board().count(Color::Black), 13);
        assert!(!s.undo());
        assert!(s.play(Move::Play(Point::parse("D5").unwrap())).is_ok());
        let text = to_sgf(&s).unwrap();
        assert!(
            text.contains("RU[GOE]") && text.contains("AB[aa]"),
            "{text}"
        );
        let again = from_sgf(&text, &opts(Value::Missing)).unwrap();
        assert_eq!(again.game.actions(), s.game.actions());
        assert!(again.game.hot().is_some(), "the hot stones are back");
    }

    #[test]
    fn e7_errors_name_line_and_column() {
        let e = from_sgf("(;SZ[9]\n;B[zz])", &opts(Value::Missing))
            .unwrap_err()
            .0;
        assert!(e.starts_with("SGF line 2, column 2:"), "{e}");
        let e = from_sgf("(;SZ[9]RU[Klingon])", &opts(Value::Missing))
            .unwrap_err()
            .0;
        assert!(e.contains("Klingon") && e.contains("rules"), "{e}");
        let e = from_sgf("(;SZ[9]", &opts(Value::Missing)).unwrap_err().0;
        assert!(e.starts_with("SGF line 1, column 8"), "{e}");
    }

    #[test]
    fn k5_a_record_past_the_end_skips_the_refused_move() {
        let text = "(;SZ[5]RU[Japanese]AB[aa][ba][ab][bb][cb][ac][bc][ad][bd][cd][ae][be][de]AW[ca][ea][db][eb][cc][ec][dd][ed][ee]\
            ;B[da];W[ce];B[dc];W[ca];B[de];W[cc];B[da];W[ce];B[dc];W[ca];B[de];W[cc];B[da])";
        let s = from_sgf(text, &opts(Value::Missing)).unwrap();
        assert_eq!(s.game.end(), Some(End::NoResult));
        assert_eq!(s.skipped, 1);
        assert!(to_sgf(&s).unwrap().contains("RE[Void]"));
    }
}
