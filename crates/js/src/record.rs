//! `Game.fromSgf` and `game.toSgf()`: records read, played and written by hotstone-sgf
//! (`replay_tree`, as `hotstone replay` and the web app's upload play them): options win
//! over RU and KM, RU over the default (japanese); handicap stones in the root give
//! White the move (H-1), HA under Ing starts handicap moves (H-2), a record that goes on
//! after two passes resumes play (M-5), refused moves are skipped and counted.

use hotstone_rules::{Game, Preset, Ruleset};
use hotstone_sgf::{Document, GameInfo, GameTree, KeptInfo};

use crate::input::{ApiError, Checked, SgfOptions};
use crate::session::Session;

/// An SGF error with its line and column in `text`.
fn sgf_error(text: &str, e: &hotstone_sgf::SgfError) -> ApiError {
    match hotstone_sgf::locate(text, e) {
        Some(at) => ApiError::new(format!("SGF line {}, column {}: {e}", at.line, at.column)),
        None => ApiError::new(format!("SGF: {e}")),
    }
}

/// An error found after reading, at a node of the first game's main line (0: the
/// root), at `property` when given: with its line and column when they can be found.
fn at_node(text: &str, node: usize, property: Option<&str>, message: String) -> ApiError {
    match hotstone_sgf::locate_node(text, 0, &vec![0; node], property) {
        Some(at) => ApiError::new(format!(
            "SGF line {}, column {}: {message}",
            at.line, at.column
        )),
        None => ApiError::new(format!("SGF: {message}")),
    }
}

/// Reads the first game of an SGF collection and plays its main line.
pub fn from_sgf(text: &str, options: &SgfOptions) -> Checked<Session> {
    // The first game only: a bad value in a later game stops nothing.
    let tree = hotstone_sgf::read_first(text).map_err(|e| sgf_error(text, &e))?;
    let info = tree.info();
    let (rules, preset) = match &options.rules {
        Some(given) => *given,
        None => match info.preset() {
            // RU's words beyond the preset's name: Capture Go's goal (L-4).
            Some(Ok(p)) => (info.ruleset(p), Some(p)),
            Some(Err(e)) => {
                return Err(at_node(
                    text,
                    0,
                    Some("RU["),
                    format!("{e}; or pass {{ rules }} to choose the rules"),
                ))
            }
            None => {
                let p = hotstone_sgf::DEFAULT_PRESET;
                (p.ruleset(), Some(p))
            }
        },
    };
    // The option wins over KM, so an unreadable KM is an error only without it.
    let km = match options.komi {
        Some(_) => None,
        None => tree
            .komi()
            .map_err(|e| at_node(text, 0, Some("KM["), format!("KM[{}]: {e}", e.text)))?,
    };
    let rules = Ruleset {
        komi: options.komi.or(km).unwrap_or(rules.komi),
        ..rules
    };
    let mut game = Game::new(tree.size(), rules).map_err(|e| ApiError::new(e.to_string()))?;
    let replayed = hotstone_sgf::replay_tree(&mut game, &tree).map_err(|e| match e {
        hotstone_sgf::ReplayError::Handicap { n, error } => {
            at_node(text, 0, Some("HA["), format!("HA[{n}]: {error}"))
        }
        hotstone_sgf::ReplayError::Setup { node, error } => {
            at_node(text, node, None, format!("node {node}: {error}"))
        }
    })?;
    hotstone_sgf::end_as_recorded(&mut game, tree.info().result.as_deref());
    let mut skipped = Vec::new();
    for m in &replayed.moves {
        if let Err(r) = &m.verdict {
            skipped.push((m.node, m.color, m.mv, r.clone()));
        }
    }
    // E-4: under a preset whose seed makes an illegal move lose (003 4 f), the record's
    // first illegal move decides, as `hotstone score` says (the rules crate's verdict).
    let forfeit = preset.and_then(|p| {
        let refused = replayed
            .moves
            .iter()
            .filter_map(|m| m.verdict.as_ref().err().map(|r| (m.color, r)));
        hotstone_rules::record_verdict(p, refused)
    });
    let initial = replayed.initial;
    let record = KeptInfo::of(tree.info(), &game);
    let game_actions = game.actions().len();
    // The record's whole tree as a document (L-1, as the app opens it): the root makes
    // the start, the main line is shown to its end; the game is the replayed one.
    let mut start = Game::new(tree.size(), rules).map_err(|e| ApiError::new(e.to_string()))?;
    let line = hotstone_sgf::main_line(&tree);
    let stones = hotstone_sgf::handicap_stones(&tree);
    // The root was replayed above already: it cannot fail here.
    let _ = hotstone_sgf::replay(&mut start, tree.info().handicap, stones, &line[..1]);
    let mut document = Document::new(tree, start.clone());
    document.to_end(&mut start);
    document.follow(&game);
    Ok(Session {
        game,
        lang: options.lang,
        preset,
        initial,
        skipped,
        forfeit: forfeit.map(|outcome| (outcome, game_actions)),
        record: Some(record),
        free_handicap: 0,
        document,
    })
}

/// The game as one SGF game tree, as the app downloads it: the document's whole tree
/// (every variation, comment, markup and property read, L-1), its root's game
/// information the game's: size, RU when the rules are a preset, KM, HA, RE for a
/// resignation or no result; a record's own game information as `KeptInfo` keeps it.
pub fn tree(session: &mut Session) -> GameTree {
    let mut tree = session.synced().tree().clone();
    let game = &session.game;
    let mut info = session
        .record
        .as_ref()
        .map_or_else(GameInfo::default, |kept| kept.info_for(game));
    if let Some(p) = session.preset {
        info.set_rules(p, game.rules());
        // RU[Japanese] would read back as japanese: these two keep their own name, which
        // the reader takes as a preset (issue 15; E-4's forfeit under computer-tournament).
        if matches!(p, Preset::SchoolTeam | Preset::ComputerTournament) {
            info.rules = Some(p.name().to_string());
        }
    }
    info.komi = Some(game.rules().komi);
    // HA: the stones placed, or N for N Ing handicap moves (as the reader takes it).
    info.handicap = game.handicap().map(|h| h.compensated_stones());
    if info.result.is_none() {
        info.result = hotstone_sgf::result_of(game);
    }
    *tree.info_mut() = info;
    tree
}

/// The game as SGF text.
pub fn to_sgf(session: &mut Session) -> Checked<String> {
    hotstone_sgf::write_tree(&tree(session)).map_err(|e| ApiError::new(format!("toSgf: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::build::*;
    use hotstone_rules::{Color, End, KoRule, Komi, Move, Point};

    fn komi(s: &Session) -> Komi {
        s.game.rules().komi
    }

    const TRIPLE_KO: &str = "(;GM[1]FF[4]SZ[5]AB[aa][ba][ab][bb][cb][ac][bc][ad][bd][cd][ae][be][de]AW[ca][ea][db][eb][cc][ec][dd][ed][ee])";

    fn opts(v: Value) -> SgfOptions {
        sgf_options(&v).unwrap()
    }

    #[test]
    fn e7_options_win_over_ru_and_km() {
        let s = from_sgf("(;SZ[9]RU[Japanese]KM[6.5];B[cc])", &opts(Value::Null)).unwrap();
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

    /// E-4 (003 4 f): under computer-tournament a record's illegal move loses, as
    /// `hotstone score` says; under japanese the count decides.
    /// Taking back a move of the record makes the game another one: the count decides.
    #[test]
    fn e4_a_record_s_illegal_move_forfeits_under_computer_tournament() {
        let record = "(;SZ[9]RU[Japanese]KM[6.5];B[ee];W[ee];W[cc];B[];W[])";
        let all = || crate::input::ScoreOptions {
            method: None,
            dead: Vec::new(),
            penalties: Vec::new(),
        };
        let ct = opts(obj(&[("rules", text("computer-tournament"))]));
        let mut s = from_sgf(record, &ct).unwrap();
        let score = s.score(&all()).unwrap();
        assert_eq!(score.result, "B+F");
        assert_eq!(score.margin, None);
        assert!(s.undo());
        assert_ne!(
            s.score(&all()).unwrap().result,
            "B+F",
            "no longer the record"
        );
        let s = from_sgf(record, &opts(Value::Null)).unwrap();
        assert_eq!(s.score(&all()).unwrap().result, "W+6.5");
    }

    /// E-7 (issue 15): a resigned game reads back ended so; a count's result, and RE
    /// before the moves' own end, change nothing.
    #[test]
    fn e7_re_resignation_and_time_end_the_game_read_back() {
        let none = || opts(Value::Null);
        let s = from_sgf("(;SZ[9]RE[B+R];B[ee];W[cc])", &none()).unwrap();
        assert_eq!(
            s.game.end(),
            Some(End::Resignation {
                loser: Color::White
            })
        );
        assert_eq!(s.move_number(), 2);
        let s = from_sgf("(;SZ[9]RE[w+resign];B[ee])", &none()).unwrap();
        assert_eq!(
            s.game.end(),
            Some(End::Resignation {
                loser: Color::Black
            })
        );
        for re in ["B+3.5", "W+F", "W+T", "Void", "0", "?", "B-R"] {
            let s = from_sgf(&format!("(;SZ[9]RE[{re}];B[ee])"), &none()).unwrap();
            assert_eq!(s.game.end(), None, "{re}");
        }
        let s = from_sgf("(;SZ[9]RE[B+R];B[ee];W[];B[])", &none()).unwrap();
        assert_eq!(
            s.game.end(),
            Some(End::TwoPasses),
            "the moves ended it first"
        );
        // Undo takes the resignation back, as after resign().
        let mut s = from_sgf("(;SZ[9]RE[B+R];B[ee];W[cc])", &none()).unwrap();
        assert!(s.undo());
        assert_eq!(s.game.end(), None);
        assert_eq!(s.move_number(), 2);
    }

    /// E-4 (issue 15): school-team and computer-tournament write their own names in RU
    /// and read back as themselves (RU[Japanese] read back as japanese).
    #[test]
    fn e7_school_team_and_computer_tournament_keep_their_preset() {
        for name in ["school-team", "computer-tournament"] {
            let o = opts(obj(&[("rules", text(name))]));
            let mut s = from_sgf("(;SZ[9];B[ee])", &o).unwrap();
            let written = to_sgf(&mut s).unwrap();
            assert!(written.contains(&format!("RU[{name}]")), "{written}");
            let again = from_sgf(&written, &opts(Value::Null)).unwrap();
            assert_eq!(again.preset.map(|p| p.name()), Some(name));
        }
    }

    #[test]
    fn e7_the_setup_is_kept_and_undo_stops_before_it() {
        let mut s = from_sgf(TRIPLE_KO, &opts(obj(&[("rules", text("ing"))]))).unwrap();
        assert_eq!(s.game.board().count(Color::Black), 13);
        assert!(!s.undo());
        assert!(s.play(Move::Play(Point::parse("D5").unwrap())).is_ok());
        let text = to_sgf(&mut s).unwrap();
        assert!(
            text.contains("RU[GOE]") && text.contains("AB[aa]"),
            "{text}"
        );
        let again = from_sgf(&text, &opts(Value::Null)).unwrap();
        assert_eq!(again.game.actions(), s.game.actions());
        assert!(again.game.hot().is_some(), "the hot stones are back");
    }

    #[test]
    fn e7_errors_name_line_and_column() {
        let e = from_sgf("(;SZ[9]\n;B[zz])", &opts(Value::Null))
            .unwrap_err()
            .0;
        assert!(e.starts_with("SGF line 2, column 2:"), "{e}");
        let e = from_sgf("(;SZ[9]RU[Klingon])", &opts(Value::Null))
            .unwrap_err()
            .0;
        assert!(e.contains("Klingon") && e.contains("rules"), "{e}");
        let e = from_sgf("(;SZ[9]", &opts(Value::Null)).unwrap_err().0;
        assert!(e.starts_with("SGF line 1, column 8"), "{e}");
    }

    /// E-7: what a record says beside its moves survives `fromSgf` then `toSgf`; its
    /// result only while the game is the one recorded.
    #[test]
    fn e7_a_records_game_information_is_written_back() {
        let record = "(;SZ[9]RU[Japanese]KM[6.5]PB[Honinbo Shusaku]PW[Gennan Inseki]BR[4d]WR[8d]\
            DT[1846-09-11]EV[Castle game]RO[1]PC[Osaka]TM[3600]OT[none]RE[B+2];B[cc];W[gg])";
        let mut s = from_sgf(record, &opts(Value::Null)).unwrap();
        let written = to_sgf(&mut s).unwrap();
        for prop in [
            "PB[Honinbo Shusaku]",
            "PW[Gennan Inseki]",
            "BR[4d]",
            "WR[8d]",
            "DT[1846-09-11]",
            "EV[Castle game]",
            "RO[1]",
            "PC[Osaka]",
            "TM[3600]",
            "OT[none]",
            "RE[B+2]",
            "KM[6.5]",
        ] {
            assert!(written.contains(prop), "{prop} in {written}");
        }
        assert!(s.play(Move::Play(Point::parse("E5").unwrap())).is_ok());
        let played_on = to_sgf(&mut s).unwrap();
        assert!(!played_on.contains("RE["), "a move since: {played_on}");
        assert!(played_on.contains("PB[Honinbo Shusaku]"), "{played_on}");
        assert!(s.undo());
        assert!(
            to_sgf(&mut s).unwrap().contains("RE[B+2]"),
            "as recorded again"
        );
        // Options still win over the record's komi and rules.
        let mut s = from_sgf(record, &opts(obj(&[("rules", text("ing"))]))).unwrap();
        let written = to_sgf(&mut s).unwrap();
        assert!(
            written.contains("RU[GOE]") && written.contains("KM[6.5]"),
            "{written}"
        );
    }

    /// E-7, L-1: toSgf writes the record's whole tree: game-info texts without a field
    /// of their own (GN, AP), unknown properties, comments, markup and variations.
    #[test]
    fn e7_l1_to_sgf_keeps_the_records_tree() {
        let record =
            "(;SZ[9]GN[Final]PB[Ing]AP[foxwq]XX[y]C[root note];B[cc]TR[dd](;W[gg])(;W[gc]))";
        let mut s = from_sgf(record, &opts(Value::Null)).unwrap();
        assert_eq!(s.move_number(), 2, "the main line shown to its end");
        let written = to_sgf(&mut s).unwrap();
        for kept in [
            "PB[Ing]",
            "W[gg]",
            "GN[Final]",
            "AP[foxwq]",
            "XX[y]",
            "C[root note]",
            "TR[dd]",
            "(;W[gc])",
        ] {
            assert!(written.contains(kept), "{kept} in {written}");
        }
    }

    /// L-1: a move after undo keeps the line taken back as a variation; redo follows
    /// the line entered last.
    #[test]
    fn l1_a_move_after_undo_is_a_variation_and_redo_follows_it() {
        let mut s = from_sgf("(;SZ[9];B[cc];W[gg])", &opts(Value::Null)).unwrap();
        let e5 = Move::Play(Point::parse("E5").unwrap());
        assert!(s.undo());
        assert!(s.play(e5).is_ok());
        assert!(s.undo());
        assert!(s.redo());
        assert_eq!(
            s.game.actions().last(),
            Some(&hotstone_rules::Action::Move {
                color: Color::White,
                mv: e5
            })
        );
        assert!(!s.redo(), "the end of the line");
        let written = to_sgf(&mut s).unwrap();
        assert!(written.contains("(;W[gg])\n(;W[ee])"), "{written}");
    }

    /// C-4, M-1: `KM[]` is no komi; a KM that is no komi is an error only without the
    /// komi option; White's first move after a setup without PL is played.
    #[test]
    fn c4_m1_records_as_other_programs_write_them() {
        let empty = "(;SZ[19]KM[]RE[白胜43.5目];B[pc];W[pq])";
        assert_eq!(
            komi(&from_sgf(empty, &opts(Value::Null)).unwrap()).half_points(),
            13
        );
        let given = from_sgf(empty, &opts(obj(&[("komi", num(7.5))]))).unwrap();
        assert_eq!(komi(&given).half_points(), 15);
        let bad = "(;SZ[9]\nKM[six];B[cc])";
        let e = from_sgf(bad, &opts(Value::Null)).unwrap_err().0;
        assert!(
            e.starts_with("SGF line 2, column 1:") && e.contains("KM[six]"),
            "{e}"
        );
        assert!(from_sgf(bad, &opts(obj(&[("komi", num(7.5))]))).is_ok());
        let s = from_sgf(
            "(;GM[1]FF[4]SZ[9]AB[cc][dc][ec]AW[cd][dd][ed]C[White to play];W[fc];B[fd];W[gd])",
            &opts(Value::Null),
        )
        .unwrap();
        assert!(s.skipped.is_empty());
        assert_eq!(s.move_number(), 3);
        let s = from_sgf("(;SZ[9]RU[Korean];B[cc])", &opts(Value::Null)).unwrap();
        assert_eq!(s.preset, Some(hotstone_rules::Preset::Japanese));
    }

    #[test]
    fn k5_a_record_past_the_end_skips_the_refused_move() {
        let text = "(;SZ[5]RU[Japanese]AB[aa][ba][ab][bb][cb][ac][bc][ad][bd][cd][ae][be][de]AW[ca][ea][db][eb][cc][ec][dd][ed][ee]\
            ;B[da];W[ce];B[dc];W[ca];B[de];W[cc];B[da];W[ce];B[dc];W[ca];B[de];W[cc];B[da])";
        let mut s = from_sgf(text, &opts(Value::Null)).unwrap();
        assert_eq!(s.game.end(), Some(End::NoResult));
        // The thirteenth move, after the game ended with no result (K-5).
        let [(node, color, _, refusal)] = &s.skipped[..] else {
            panic!("{:?}", s.skipped);
        };
        assert_eq!(
            (*node, *color, refusal.code()),
            (13, hotstone_rules::Color::Black, "game-over")
        );
        assert!(to_sgf(&mut s).unwrap().contains("RE[Void]"));
    }
}
