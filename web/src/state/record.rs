//! SGF download and upload through `hotstone-sgf` (E-7). The reader and writer are the
//! SGF crate's, and so is what a record's game is (`hotstone_sgf::game`, shared with
//! `hotstone replay`): RU picks the preset (japanese without one), KM the komi, black
//! stones in the root with HA give White the move (H-1), HA without them under a ruleset
//! of Ing handicap moves starts those (H-2), a record that goes on after two passes
//! resumes play (M-5). Refused moves are skipped. What the download keeps of an opened
//! record's game information is `hotstone_sgf::KeptInfo`'s to say (E-7), as in the
//! JavaScript API's `toSgf`.

use hotstone_rules::{
    Clock, Color, Game, HandicapStyle, Komi, Move, Preset, Refusal, Tenths, TimeSystem,
};
use hotstone_sgf::{GameInfo, GameTree, KeptInfo};

use crate::state::clock::GameClock;
use crate::state::settings::Settings;

/// A game read from a file.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub settings: Settings,
    pub game: Game,
    /// Actions the record's root made (setup, handicap): undo stops before them.
    pub initial: usize,
    /// Moves of the main line the rules refused (skipped).
    pub skipped: usize,
    /// The record's game info as read (names in full, RE).
    pub info: GameInfo,
    /// What the game's download keeps of it.
    pub kept: KeptInfo,
}

/// A move of a record's main line the rules refused, and skipped (`refused`: only the
/// tournament page asks, so the board page's module does not carry it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedMove {
    /// The record's move nodes counted from 1, refused ones included (as `hotstone
    /// replay` numbers them).
    pub number: usize,
    pub color: Color,
    pub mv: Move,
    pub refusal: Refusal,
}

/// Why a file gives no game.
#[derive(Debug, Clone, PartialEq)]
pub enum LoadError {
    /// The SGF crate's message (node and property named).
    Unreadable(String),
    NoGame,
    UnknownRules(String),
    /// The record's setup (AB, AW, AE) or Ing handicap moves (HA) were refused by the
    /// rules: said in the page's language.
    BadSetup(hotstone_sgf::ReplayError),
    /// The record's game info gives no game that can start (a handicap the board has no
    /// points for, a komi out of steps): said with the new-game dialog's words.
    CannotStart(crate::state::settings::StartError),
}

/// The game as one SGF game tree: its settings as game info (size, rules, komi,
/// handicap, names, the clock as TM and OT) over what it keeps of the record it was
/// opened from, if any (the record's names in full, ranks, date, event, round, place,
/// time, RE while the game is as read), written by `hotstone_sgf::game_tree`; with the
/// game's clock, each move's time left after it (BL, WL).
pub fn tree(
    settings: &Settings,
    game: &Game,
    record: Option<&KeptInfo>,
    clock: Option<&GameClock>,
) -> GameTree {
    let kept = record.map_or_else(GameInfo::default, |k| k.info_for(game));
    let name = |n: &String| Some(n.clone()).filter(|n| !n.is_empty());
    let mut info = GameInfo {
        komi: Some(settings.komi),
        handicap: (settings.handicap >= 2).then_some(settings.handicap),
        black_player: kept.black_player.clone().or_else(|| name(&settings.black)),
        white_player: kept.white_player.clone().or_else(|| name(&settings.white)),
        ..kept
    };
    info.set_preset(settings.preset);
    let system = settings.clock.system();
    if let Some(system) = system {
        info.set_time_system(system);
    }
    let mut tree = hotstone_sgf::game_tree(game, info);
    if let (Some(system), Some(clock)) = (system, clock) {
        write_times_left(&mut tree, system, &clock.charges);
    }
    tree
}

/// BL and WL after each move (E-7, T-1): the clock replayed over the timed turns' times
/// (`clock::turns`). The moves' turns are the last ones: a free handicap's placement,
/// Black's time too, comes before every move.
fn write_times_left(tree: &mut GameTree, system: TimeSystem, charges: &[(Color, Tenths)]) {
    let moves: Vec<_> = tree
        .main_line()
        .into_iter()
        .filter_map(|id| tree.node(id).mv.map(|(color, _)| (id, color)))
        .collect();
    let (Some(first), Ok(mut clock)) = (charges.len().checked_sub(moves.len()), Clock::new(system))
    else {
        return;
    };
    for (i, &(color, t)) in charges.iter().enumerate() {
        let _ = clock.spend(color, t);
        match i.checked_sub(first).map(|k| moves[k]) {
            Some((id, mover)) if mover == color => {
                let left = clock.allowance(color);
                tree.node_mut(id)
                    .other
                    .push(hotstone_sgf::time_left(color, left));
            }
            _ => {}
        }
    }
}

/// The game as SGF text.
pub fn save(
    settings: &Settings,
    game: &Game,
    record: Option<&KeptInfo>,
    clock: Option<&GameClock>,
) -> String {
    // A tree built from a legal game always writes; an error here would be a bug in the
    // writer, and the download is then just the root.
    hotstone_sgf::write_tree(&tree(settings, game, record, clock)).unwrap_or_default()
}

/// A file name for the download: size, rules and players.
pub fn file_name(settings: &Settings) -> String {
    let mut parts = vec![
        "hotstone".to_string(),
        settings.size.to_string(),
        settings.preset.name().to_string(),
    ];
    // Letters, digits and `-` of ASCII, and any other script's characters but spaces:
    // not `char::is_alphanumeric`, whose Unicode table costs the app about 2 KB (issue 17).
    let keep = |c: &char| match c.is_ascii() {
        true => c.is_ascii_alphanumeric() || *c == '-',
        false => !c.is_whitespace() && !c.is_control(),
    };
    for name in [&settings.black, &settings.white] {
        let clean: String = name.chars().filter(keep).collect();
        if !clean.is_empty() {
            parts.push(clean);
        }
    }
    format!("{}.sgf", parts.join("-"))
}

/// Reads the first game of an SGF file (UTF-8, or the character set its CA names): its
/// main line, played through the rules.
pub fn load(bytes: &[u8]) -> Result<Loaded, LoadError> {
    load_with(bytes, None, None)
}

/// `load`, with the moves of the record the rules refused, in the record's order.
pub fn load_refused(bytes: &[u8]) -> Result<(Loaded, Vec<SkippedMove>), LoadError> {
    load_moves(bytes, None, None).map(|(loaded, moves)| {
        let refused = (1..)
            .zip(&moves)
            .filter_map(|(number, m)| {
                m.verdict.as_ref().err().map(|refusal| SkippedMove {
                    number,
                    color: m.color,
                    mv: m.mv,
                    refusal: refusal.clone(),
                })
            })
            .collect();
        (loaded, refused)
    })
}

/// `load`, with rules and a komi given beside the record, as the package's
/// `Game.fromSgf(text, { rules, komi })`: the rules given win over its RU, the komi given
/// over its KM, and a komi neither gives is the preset's.
pub fn load_with(
    bytes: &[u8],
    rules: Option<Preset>,
    komi: Option<Komi>,
) -> Result<Loaded, LoadError> {
    load_moves(bytes, rules, komi).map(|(loaded, _)| loaded)
}

/// `load_with`, with the record's moves as the rules took or refused them.
fn load_moves(
    bytes: &[u8],
    rules: Option<Preset>,
    komi: Option<Komi>,
) -> Result<(Loaded, Vec<hotstone_sgf::ReplayedMove>), LoadError> {
    let trees =
        hotstone_sgf::read_bytes(bytes).map_err(|e| LoadError::Unreadable(e.to_string()))?;
    let tree = trees.into_iter().next().ok_or(LoadError::NoGame)?;
    let info = tree.info().clone();
    let preset = match (rules, info.preset()) {
        (Some(p), _) => p,
        (None, Some(Ok(p))) => p,
        (None, Some(Err(e))) => return Err(LoadError::UnknownRules(e.text)),
        (None, None) => hotstone_sgf::DEFAULT_PRESET,
    };
    let rules = preset.ruleset();
    // The handicap the record gives (H-1: HA with stones in the root; H-2: Ing's moves):
    // HA without stones gives none.
    let line = hotstone_sgf::main_line(&tree);
    let handicap = hotstone_sgf::record_handicap(info.handicap, &line, rules.handicap).unwrap_or(0);
    let ing_moves = hotstone_sgf::ing_handicap_moves(
        info.handicap,
        hotstone_sgf::handicap_stones(&tree),
        rules.handicap,
    );
    // The komi given wins over KM, so an unreadable KM is an error only without it.
    let km = match komi {
        Some(_) => None,
        None => tree
            .komi()
            .map_err(|e| LoadError::Unreadable(e.to_string()))?,
    };
    let mut settings = Settings {
        size: tree.size(),
        komi: komi.or(km).unwrap_or(rules.komi),
        handicap: if handicap >= 2 { handicap } else { 0 },
        style: if ing_moves.is_some() {
            HandicapStyle::IngMoves
        } else {
            HandicapStyle::Fixed
        },
        black: info.black_player.clone().unwrap_or_default(),
        white: info.white_player.clone().unwrap_or_default(),
        ..Settings::even(tree.size(), preset)
    };
    settings.black = settings.black.chars().take(40).collect();
    settings.white = settings.white.chars().take(40).collect();
    let mut game = settings.base_game().map_err(LoadError::CannotStart)?;
    let replayed = hotstone_sgf::replay_tree(&mut game, &tree).map_err(LoadError::BadSetup)?;
    hotstone_sgf::end_as_recorded(&mut game, info.result.as_deref());
    let initial = replayed.initial;
    let skipped = replayed.moves.iter().filter(|m| m.verdict.is_err()).count();
    let kept = KeptInfo::of(&info, &game);
    let loaded = Loaded {
        settings,
        game,
        initial,
        skipped,
        info,
        kept,
    };
    Ok((loaded, replayed.moves))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_download_is_named_by_size_rules_and_players_in_any_script() {
        let settings = Settings {
            black: "Jürgen Müller".into(),
            white: "加藤 正夫".into(),
            ..Settings::default()
        };
        let name = file_name(&settings);
        assert!(name.ends_with("-JürgenMüller-加藤正夫.sgf"), "{name}");
        let settings = Settings {
            black: "O'Brien/../x".into(),
            white: " ".into(),
            ..Settings::default()
        };
        assert!(file_name(&settings).ends_with("-OBrienx.sgf"));
    }
    use crate::state::lessons;
    use crate::state::{Action, Prefs, State};
    use hotstone_rules::Color;
    use hotstone_rules::{BoardSize, Point, Preset};

    fn pt(n: &str) -> Point {
        Point::parse(n).unwrap()
    }

    fn played(settings: Settings, moves: &[&str]) -> State {
        let mut s = State::new(settings, Prefs::default());
        for m in moves {
            if *m == "pass" {
                s.apply(Action::Passed);
            } else {
                s.apply(Action::ClickedPoint(pt(m)));
            }
        }
        s
    }

    /// E-7, T-1: a timed game's download has its clock (TM, OT) and each move's time
    /// left after it (BL, WL); an untimed one none of them.
    #[test]
    fn e7_a_timed_game_records_its_clock_and_each_moves_time_left() {
        use crate::state::clock::{ClockKind, ClockSetting};
        use hotstone_rules::Tenths;
        let mut settings = Settings::even(BoardSize::NINE, Preset::Japanese);
        settings.clock = ClockSetting::new(ClockKind::ByoYomi, 1);
        let mut s = State::new(settings, Prefs::default());
        s.apply(Action::ClockTicked(Tenths::seconds(12)));
        s.apply(Action::ClickedPoint(pt("E5")));
        s.apply(Action::ClockTicked(Tenths::new(35)));
        s.apply(Action::ClickedPoint(pt("C3")));
        s.apply(Action::ClockTicked(Tenths::seconds(50)));
        s.apply(Action::Passed);
        let text = save(&s.settings, &s.game, s.record.as_deref(), s.clock.as_ref());
        assert!(text.contains("TM[60]OT[5x30 byo-yomi]"), "{text}");
        // Black: 60 s - 12 s of main time, with five periods of 30 s after it; then
        // White 60 s - 3.5 s; Black's pass took the rest of its main time and 2 s more,
        // a period's.
        assert!(text.contains(";B[ee]BL[198.0]"), "{text}");
        assert!(text.contains(";W[cg]WL[206.5]"), "{text}");
        assert!(text.contains(";B[]BL[150.0]"), "{text}");
        let untimed = played(
            Settings::even(BoardSize::NINE, Preset::Japanese),
            &["E5", "C3"],
        );
        let text = save(
            &untimed.settings,
            &untimed.game,
            untimed.record.as_deref(),
            untimed.clock.as_ref(),
        );
        assert!(
            !text.contains("TM[") && !text.contains("BL[") && !text.contains("OT["),
            "{text}"
        );
        // The times are no obstacle to reading the record back.
        let timed = save(&s.settings, &s.game, s.record.as_deref(), s.clock.as_ref());
        assert_eq!(load(timed.as_bytes()).unwrap().game.actions().len(), 3);
    }

    /// E-7: a resigned record opens resigned, as the npm package's `fromSgf` reads it
    /// (one reader, `hotstone_sgf::end_as_recorded`), and its download says so again.
    #[test]
    fn e7_a_resigned_record_opens_resigned() {
        let loaded = load(b"(;GM[1]SZ[9]RE[W+Resign];B[ee];W[cc])").unwrap();
        assert_eq!(
            loaded.game.end(),
            Some(hotstone_rules::End::Resignation {
                loser: Color::Black
            })
        );
        let text = save(&loaded.settings, &loaded.game, Some(&loaded.kept), None);
        assert!(text.contains("RE[W+"), "{text}");
        // A count's result is the count's to say: the game is not ended by RE[B+3].
        let counted = load(b"(;GM[1]SZ[9]RE[B+3];B[ee];W[cc])").unwrap();
        assert_eq!(counted.game.end(), None);
    }

    #[test]
    fn a_game_round_trips_through_sgf() {
        let mut settings = Settings::even(BoardSize::NINE, Preset::Ing);
        settings.black = "Aiko".into();
        let s = played(settings, &["E5", "D4", "pass", "C3"]);
        let text = save(&s.settings, &s.game, s.record.as_deref(), s.clock.as_ref());
        assert!(text.contains("RU[GOE]"), "{text}");
        assert!(text.contains("PB[Aiko]"), "{text}");
        assert!(text.contains("KM[8]"), "{text}");
        let loaded = load(text.as_bytes()).unwrap();
        assert_eq!(loaded.settings.preset, Preset::Ing);
        assert_eq!(loaded.settings.black, "Aiko");
        assert_eq!(loaded.game.actions(), s.game.actions());
        assert_eq!(loaded.skipped, 0);
    }

    /// E-7: an opened record's own game information (full names, ranks, date, event,
    /// round, place, time) is in its download; its RE only while the game is as read,
    /// and a new game keeps none of it.
    #[test]
    fn e7_an_opened_record_keeps_its_game_information_in_the_download() {
        let black = "A name for Black that is longer than the forty characters of the dialog";
        let record = format!(
            "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]PB[{black}]PW[Gennan Inseki]BR[4d]WR[8d]\
             DT[1846-09-11]EV[Ear-reddening game]RO[1]PC[Osaka]TM[3600]OT[none]RE[B+2]\
             ;B[ee];W[cc])"
        );
        let mut s = State::new(Settings::default(), Prefs::default());
        s.apply(Action::OpenedSgf(record.into_bytes()));
        assert_eq!(s.game.actions().len(), 2);
        let text = save(&s.settings, &s.game, s.record.as_deref(), s.clock.as_ref());
        for kept in [
            format!("PB[{black}]"),
            "PW[Gennan Inseki]".to_string(),
            "BR[4d]".to_string(),
            "WR[8d]".to_string(),
            "DT[1846-09-11]".to_string(),
            "EV[Ear-reddening game]".to_string(),
            "RO[1]".to_string(),
            "PC[Osaka]".to_string(),
            "TM[3600]".to_string(),
            "OT[none]".to_string(),
            "RE[B+2]".to_string(),
            "KM[6.5]".to_string(),
            "RU[Japanese]".to_string(),
        ] {
            assert!(text.contains(&kept), "{kept} is lost: {text}");
        }
        s.apply(Action::ClickedPoint(pt("C3")));
        let text = save(&s.settings, &s.game, s.record.as_deref(), s.clock.as_ref());
        assert!(
            !text.contains("RE["),
            "the recorded result is not this game's: {text}"
        );
        assert!(text.contains("EV[Ear-reddening game]"), "{text}");
        s.apply(Action::Undid);
        let text = save(&s.settings, &s.game, s.record.as_deref(), s.clock.as_ref());
        assert!(text.contains("RE[B+2]"), "back as read: {text}");

        s.apply(Action::OpenedNewGame);
        s.apply(Action::StartedNewGame);
        s.apply(Action::ConfirmedDiscard);
        assert!(s.dialog.is_none());
        assert!(s.record.is_none());
        let text = save(&s.settings, &s.game, s.record.as_deref(), s.clock.as_ref());
        assert!(!text.contains("EV["), "{text}");
    }

    #[test]
    fn fixed_handicap_goes_into_the_root_and_comes_back() {
        let mut settings = Settings::even(BoardSize::NINE, Preset::Japanese);
        settings.handicap = 2;
        let s = played(settings, &["E5"]);
        let text = save(&s.settings, &s.game, s.record.as_deref(), s.clock.as_ref());
        assert!(
            text.contains("HA[2]") && text.contains("AB[cg][gc]"),
            "{text}"
        );
        let loaded = load(text.as_bytes()).unwrap();
        assert_eq!(loaded.initial, 1);
        assert_eq!(loaded.game.board(), s.game.board());
        assert_eq!(loaded.game.to_move(), Color::Black);
    }

    /// H-1: the new game's settings take the handicap the record gives, not HA[100]
    /// from a record that placed nothing.
    #[test]
    fn h1_the_settings_take_the_handicap_the_record_gives() {
        let loaded = load(b"(;SZ[9]RU[Japanese]HA[2]AB[cc][gg];W[ee])").unwrap();
        assert_eq!(loaded.settings.handicap, 2);
        let loaded = load(b"(;SZ[9]RU[Japanese]HA[100];B[ee])").unwrap();
        assert_eq!(loaded.settings.handicap, 0);
        assert_eq!(loaded.game.handicap(), None);
        assert!(
            loaded.settings.start().is_ok(),
            "a new game from these settings starts"
        );
    }

    #[test]
    fn ing_handicap_moves_and_a_lesson_round_trip() {
        let mut settings = Settings::even(BoardSize::NINE, Preset::Ing);
        settings.handicap = 2;
        let s = played(settings, &["C3", "G7", "E5"]);
        let loaded =
            load(save(&s.settings, &s.game, s.record.as_deref(), s.clock.as_ref()).as_bytes())
                .unwrap();
        assert_eq!(loaded.settings.style, HandicapStyle::IngMoves);
        assert_eq!(loaded.game.actions(), s.game.actions());

        let lesson = lessons::find("triple-ko").unwrap();
        let s = played(Settings::lesson(&lesson, None), &["D5"]);
        let loaded =
            load(save(&s.settings, &s.game, s.record.as_deref(), s.clock.as_ref()).as_bytes())
                .unwrap();
        assert_eq!(loaded.game.board(), s.game.board());
        assert!(loaded.game.hot().is_some(), "the hot stones are back");
    }

    #[test]
    fn what_the_cli_reads_the_board_reads() {
        let loaded = load(b"(;SZ[5]RU[Japanese];B[cc];W[cc];W[dd])").unwrap();
        assert_eq!(loaded.settings.size.get(), 5);
        assert_eq!(loaded.skipped, 1, "occupied: refused, and White plays on");
        let (_, refused) = load_refused(b"(;SZ[5]RU[Japanese];B[cc];W[cc];W[dd])").unwrap();
        let first = &refused[0];
        assert_eq!((first.number, first.color), (2, Color::White));
        assert_eq!(first.mv, Move::Play(pt("C3")));
        assert_eq!(
            (first.refusal.code(), first.refusal.requirement()),
            ("occupied", "M-1")
        );
        assert_eq!(loaded.game.actions().len(), 2);
        assert_eq!(
            load(b"(;SZ[9]RU[Klingon])").unwrap_err(),
            LoadError::UnknownRules("Klingon".into())
        );
        assert!(matches!(load(b"(;SZ[9]"), Err(LoadError::Unreadable(_))));
        assert_eq!(load(b"(;SZ[9])").unwrap().settings.preset, Preset::Japanese);
    }
}
