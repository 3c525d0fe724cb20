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
use hotstone_sgf::{Document, GameInfo, GameTree, KeptInfo};

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
    /// The record's whole tree, its main line shown to its end (L-1).
    pub document: Document,
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
/// time, RE while the game is as read); the document's whole tree when there is one
/// (every variation, comment and property read), else the game's line as
/// `hotstone_sgf::game_tree` writes it; with the game's clock, each move's time left
/// after it (BL, WL) on the line played.
pub fn tree(
    settings: &Settings,
    game: &Game,
    document: Option<&Document>,
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
    let (mut tree, line) = match document {
        Some(doc) => {
            let mut tree = doc.tree().clone();
            if info.result.is_none() {
                info.result = hotstone_sgf::result_of(game);
            }
            *tree.info_mut() = info;
            (tree, doc.line().to_vec())
        }
        None => {
            let tree = hotstone_sgf::game_tree(game, info);
            let line = tree.main_line();
            (tree, line)
        }
    };
    if let (Some(system), Some(clock)) = (system, clock) {
        write_times_left(&mut tree, &line, system, &clock.charges);
    }
    // A free handicap placed by clicks is a node of the document; SGF has it in the root.
    let root = tree.root();
    match tree.children(root) {
        [placed] if settings.free_placement().is_some() && tree.node(root).setup.is_empty() => {
            tree.fold_into_parent(*placed)
        }
        _ => tree,
    }
}

/// BL and WL after each move (E-7, T-1): the clock replayed over the timed turns' times
/// (`clock::turns`). The moves' turns are the last ones: a free handicap's placement,
/// Black's time too, comes before every move.
fn write_times_left(
    tree: &mut GameTree,
    line: &[hotstone_sgf::NodeId],
    system: TimeSystem,
    charges: &[(Color, Tenths)],
) {
    let moves: Vec<_> = line
        .iter()
        .copied()
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

/// The game's line as SGF text, without a document (the crash notice's download).
pub fn save(
    settings: &Settings,
    game: &Game,
    record: Option<&KeptInfo>,
    clock: Option<&GameClock>,
) -> String {
    write(&tree(settings, game, None, record, clock))
}

/// The game's document as SGF text: every variation, comment and property (L-1, E-7).
pub fn save_document(
    settings: &Settings,
    game: &Game,
    document: &Document,
    record: Option<&KeptInfo>,
    clock: Option<&GameClock>,
) -> String {
    write(&tree(settings, game, Some(document), record, clock))
}

fn write(tree: &GameTree) -> String {
    // A tree built from a legal game always writes; an error here would be a bug in the
    // writer, and the download is then just the root.
    hotstone_sgf::write_tree(tree).unwrap_or_default()
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
            .zip(moves)
            .filter_map(|(number, (color, mv, refused))| {
                refused.map(|refusal| SkippedMove {
                    number,
                    color,
                    mv,
                    refusal,
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

/// A record's main line: each move with the rules' refusal, if they refused it.
type MainLine = Vec<(Color, Move, Option<Refusal>)>;

/// `load_with`, with the record's moves as the rules took or refused them.
fn load_moves(
    bytes: &[u8],
    rules: Option<Preset>,
    komi: Option<Komi>,
) -> Result<(Loaded, MainLine), LoadError> {
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
    // The root (its setup, HA) makes the start; the main line is then shown to its end.
    let root = &line[..1];
    let handicap_stones = hotstone_sgf::handicap_stones(&tree);
    hotstone_sgf::replay(&mut game, info.handicap, handicap_stones, root)
        .map_err(LoadError::BadSetup)?;
    let initial = game.actions().len();
    let mut document = Document::new(tree, game.clone());
    document.to_end(&mut game);
    // The main line's moves, each with the rules' refusal if it was refused.
    let moves: MainLine = document.line()[1..]
        .iter()
        .filter_map(|&id| {
            let (color, mv) = document.tree().node(id).mv?;
            let refused = document.verdict(id).and_then(|v| v.clone().err());
            Some((color, mv, refused))
        })
        .collect();
    hotstone_sgf::end_as_recorded(&mut game, info.result.as_deref());
    document.follow(&game);
    let skipped = moves.iter().filter(|m| m.2.is_some()).count();
    let kept = KeptInfo::of(&info, &game);
    let loaded = Loaded {
        settings,
        game,
        initial,
        skipped,
        info,
        kept,
        document,
    };
    Ok((loaded, moves))
}

#[cfg(test)]
mod tests;
