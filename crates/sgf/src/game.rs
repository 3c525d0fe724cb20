//! What a record's game is, for playing it through `hotstone_rules::Game`: the preset
//! a record without RU means, its main line as setup and moves in order, whether its
//! handicap is stones (H-1) or Ing handicap moves (H-2), and how a move after two
//! passes is played (M-5). The CLI's replay and the web app's upload both read records
//! through here, so that a file means the same game everywhere.

use hotstone_rules::{
    Color, End, Game, GameResult, HandicapError, HandicapStyle, Move, Played, Preset, Refusal,
    Setup, SetupError,
};

use hotstone_rules::Action;

use crate::tree::{GameInfo, GameTree, Node, NodeId, SetupProps};

/// The preset of a record without RU: the seeds' tournament rules (000, 003) are
/// Japanese.
pub const DEFAULT_PRESET: Preset = Preset::Japanese;

/// One node of the main line: setup stones to place, then a move to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineNode {
    /// Position on the main line; the root is 0.
    pub index: usize,
    pub setup: Option<Setup>,
    pub play: Option<(Color, Move)>,
}

/// The main line (first child at each node), root first. A setup node without PL
/// gives the move to the colour of the next move on the line (`FF[4]`: PL is optional
/// and the move's colour says who plays, as GNU Go, Sabaki and sgfmill read it), its
/// own move included. Handicap stones in the root with no move after them give White
/// the move (H-1), and are marked as the game's handicap.
pub fn main_line(tree: &GameTree) -> Vec<LineNode> {
    line_of(tree, &tree.main_line())
}

/// The nodes `ids` (a line from the root down, as `main_line` reads the main line):
/// setup stones to place, then a move to play, for each.
///
/// HA with black stones in the node that places them is the game's handicap (H-1): the
/// root's, as records have it, or a later node's, as a document records a free handicap
/// placed after the start (`Document`).
pub fn line_of(tree: &GameTree, ids: &[NodeId]) -> Vec<LineNode> {
    let mut line = Vec::with_capacity(ids.len());
    for (index, &id) in ids.iter().enumerate() {
        let node = tree.node(id);
        let handicap = node.info.handicap;
        let mut setup = node.setup.to_setup();
        if let Some(s) = setup.as_mut() {
            if s.to_move.is_none() && white_moves_first(handicap, s) {
                s.to_move = Some(Color::White);
            }
            // HA[N], N >= 2, with black stones: the game's handicap (H-1).
            s.handicap = stones_given(handicap, s.black.len());
        }
        line.push(LineNode {
            index,
            setup,
            play: node.mv,
        });
    }
    // From the end, so that each setup node knows the next move after it.
    let mut next: Option<Color> = None;
    for (k, node) in line.iter_mut().enumerate().rev() {
        next = node.play.map(|(color, _)| color).or(next);
        let written = tree.node(ids[k]).setup.to_move;
        if let (Some(s), Some(color), None) = (node.setup.as_mut(), next, written) {
            s.to_move = Some(color);
        }
    }
    line
}

/// Handicap stones were placed, so White plays next (H-1). HA[1] counts too: a file
/// that says handicap and places black stones means it.
fn white_moves_first(handicap: Option<u32>, setup: &Setup) -> bool {
    handicap.is_some_and(|h| h >= 1) && !setup.black.is_empty()
}

/// The handicap a root's setup gives (H-1): `HA[N]`, N >= 2, when the root places black
/// stones. HA says the number: a root may place more black stones than the handicap (a
/// position set up around it, tests/conformance/score/chinese-handicap), and White's
/// compensation is counted from HA.
fn stones_given(handicap: Option<u32>, black_stones: usize) -> Option<u32> {
    handicap.filter(|&h| h >= 2 && black_stones > 0)
}

/// The handicap a record gives, as a new game would be set up for it: Ing handicap
/// moves from HA under a ruleset that gives handicap as moves (H-2), otherwise HA when
/// its root places black stones (H-1, `stones_given`). `HA` without stones under stone
/// handicap rules places nothing and gives no handicap.
/// `handicap` is the root's HA, `line` the record's `main_line`.
pub fn record_handicap(
    handicap: Option<u32>,
    line: &[LineNode],
    style: HandicapStyle,
) -> Option<u32> {
    let root = line.first().and_then(|node| node.setup.as_ref());
    let stones = root.is_some_and(|setup| !setup.black.is_empty());
    ing_handicap_moves(handicap, stones, style).or_else(|| root.and_then(|setup| setup.handicap))
}

/// Does the root place black stones (the handicap given as stones)?
pub fn handicap_stones(tree: &GameTree) -> bool {
    !tree.node(tree.root()).setup.black.is_empty()
}

/// The number of Ing handicap moves a record starts with (H-2): `HA[N]` with N >= 2, no
/// black stones in the root, and a ruleset whose handicap style is Ing's moves. Black's
/// first N moves are then board plays, White's between them obligatory passes.
pub fn ing_handicap_moves(
    handicap: Option<u32>,
    handicap_stones: bool,
    style: HandicapStyle,
) -> Option<u32> {
    handicap
        .filter(|&n| n >= 2)
        .filter(|_| !handicap_stones && style == HandicapStyle::IngMoves)
}

/// Plays a record's move. A record that goes on after two passes stopped play shows
/// that play resumed (M-5: a dispute is settled on the board; Ing's second pair of
/// passes ends the game), so the game is resumed first; if the move is then refused,
/// the resumption is taken back, as a refused move changes nothing. The flag says
/// whether play resumed.
pub fn play_on(game: &mut Game, color: Color, mv: Move) -> Result<(Played, bool), Refusal> {
    match game.play(color, mv) {
        Err(Refusal::GameOver {
            end: End::TwoPasses,
        }) => {
            game.resume()?;
            match game.play(color, mv) {
                Ok(played) => Ok((played, true)),
                Err(refusal) => {
                    game.undo();
                    Err(refusal)
                }
            }
        }
        other => other.map(|played| (played, false)),
    }
}

/// One move of a record's main line as the rules took it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayedMove {
    /// The node's position on the main line (the root is 0).
    pub node: usize,
    pub color: Color,
    pub mv: Move,
    /// What the move did and whether play resumed for it (M-5), or why it was refused;
    /// a refused move is skipped and the same player stays to move.
    pub verdict: Result<(Played, bool), Refusal>,
}

/// A record's main line played through the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replayed {
    pub moves: Vec<ReplayedMove>,
    /// The game's actions that came with the root (handicap, setup): what a viewer
    /// does not take back as a move.
    pub initial: usize,
    /// Ing handicap moves started from HA (H-2): Black's board plays.
    pub ing_handicap: Option<u32>,
}

/// Why a record's game cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    /// `HA[n]` under Ing's handicap moves could not start them (H-2).
    Handicap { n: u32, error: HandicapError },
    /// A node's setup stones (AB, AW, AE, PL) were refused.
    Setup { node: usize, error: SetupError },
}

impl core::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ReplayError::Handicap { error, .. } => write!(f, "{error}"),
            ReplayError::Setup { error, .. } => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Plays a record's main line on `game` (new, with the ruleset the caller chose): Ing
/// handicap moves from HA when the rules give handicap as moves (H-2), each node's setup,
/// then its move; refused moves are reported and skipped. The CLI's replay, the web
/// app's upload and the JavaScript package all play records through here.
pub fn replay(
    game: &mut Game,
    handicap: Option<u32>,
    handicap_stones: bool,
    line: &[LineNode],
) -> Result<Replayed, ReplayError> {
    let ing_handicap = ing_handicap_moves(handicap, handicap_stones, game.rules().handicap);
    if let Some(n) = ing_handicap {
        game.start_handicap_moves(n)
            .map_err(|error| ReplayError::Handicap { n, error })?;
    }
    let mut initial = game.actions().len();
    let mut moves = Vec::new();
    for node in line {
        if let Some(m) = enter_node(game, node)? {
            moves.push(m);
        }
        if node.index == 0 {
            initial = game.actions().len();
        }
    }
    Ok(Replayed {
        moves,
        initial,
        ing_handicap,
    })
}

/// Plays one node of a line on `game`, as `replay` does each: its setup, then its move
/// (refused: reported, and the same player stays to move). The move as the rules took
/// it, if the node has one.
pub fn enter_node(game: &mut Game, node: &LineNode) -> Result<Option<ReplayedMove>, ReplayError> {
    if let Some(setup) = &node.setup {
        let mut setup = setup.clone();
        // A turn that is already the game's is no change of turn: not recorded, so
        // that a game read from a record is the game it was written from.
        if setup.to_move == Some(game.to_move()) {
            setup.to_move = None;
        }
        // A node that only said so (`PL` of the player to move) changes nothing.
        if setup != Setup::default() {
            game.setup(setup).map_err(|error| ReplayError::Setup {
                node: node.index,
                error,
            })?;
        }
    }
    Ok(node.play.map(|(color, mv)| ReplayedMove {
        node: node.index,
        color,
        mv,
        verdict: play_on(game, color, mv),
    }))
}

/// A game as one SGF game tree: `info` in the root (a resignation or a no-result added
/// as RE when `info` has none), the starting position's stones as the root's setup, the
/// handicap stones placed before the first move there too, then one node per move. The
/// web app's download and the JavaScript package's `toSgf` both write games through
/// here; reading the tree back with `replay_tree` gives the same game (E-7).
pub fn game_tree(game: &Game, info: GameInfo) -> GameTree {
    let mut tree = GameTree::new(game.size());
    let root = tree.root();
    *tree.info_mut() = info;
    if tree.info().result.is_none() {
        tree.info_mut().result = result_of(game);
    }
    if let Some((start, to_move)) = game
        .position_at(0)
        .filter(|(b, _)| b.stones().next().is_some())
    {
        let mut setup = SetupProps {
            to_move: Some(to_move),
            ..SetupProps::default()
        };
        for (p, c) in start.stones() {
            match c {
                Color::Black => setup.black.insert(p),
                Color::White => setup.white.insert(p),
            };
        }
        tree.node_mut(root).setup = setup;
    }
    let mut at = root;
    let mut moved = false;
    for action in game.actions() {
        match action {
            Action::Move { color, mv } => {
                at = tree.add_child(at, Node::with_move(*color, *mv));
                moved = true;
            }
            // Handicap stones before the first move go into the root, as SGF has them.
            Action::Setup(s) if !moved && tree.node(root).setup.is_empty() => {
                let mut props = setup_props(s);
                // In the root, black stones and HA would give White the move (H-1): a
                // setup that was not the handicap says who moves, as in the game.
                if s.handicap.is_none() && white_moves_first(tree.info().handicap, s) {
                    props.to_move = props.to_move.or(game.position_at(0).map(|(_, c)| c));
                }
                tree.node_mut(root).setup = props;
            }
            Action::Setup(s) => {
                let node = Node {
                    setup: setup_props(s),
                    ..Node::default()
                };
                at = tree.add_child(at, node);
            }
            // HA says it; a resignation or a loss on time is RE; play after two passes
            // resumes by itself.
            Action::HandicapMoves { .. }
            | Action::Resign { .. }
            | Action::LoseOnTime { .. }
            | Action::Resume => {}
        }
    }
    tree
}

/// RE for a game that ended without a count: a resignation (`B+R`), a loss on time
/// (`B+T`), no result (`Void`, E-7) or Capture Go's captures (`B+`, L-4,
/// docs/sgf.md); `None` otherwise (a count's result is the count's to say).
pub fn result_of(game: &Game) -> Option<String> {
    GameResult::decided(game).map(|outcome| outcome.result())
}

pub(crate) fn setup_props(setup: &Setup) -> SetupProps {
    let set = |points: &[hotstone_rules::Point]| points.iter().copied().collect();
    SetupProps {
        black: set(&setup.black),
        white: set(&setup.white),
        empty: set(&setup.empty),
        to_move: setup.to_move,
    }
}

/// E-7: RE says how the recorded game ended; a resignation (`B+R`, `W+Resign`), as the
/// app's download and the package's `toSgf` write it, ends the game so at the end of its
/// main line, when the moves have not already stopped play. The app's upload and the
/// package's `fromSgf` both call it after `replay_tree`. A count's result is the count's
/// to say, `Void` the moves' (K-5), `+F` the record's verdict (E-4); a loss on time
/// (`+T`) is not read: the rules know no time loss without its reason (T-1..T-5).
pub fn end_as_recorded(game: &mut Game, re: Option<&str>) {
    // By hand rather than `verdict`, which the npm package has no other use for (its
    // bytes).
    let re = hotstone_text::trim(re.unwrap_or_default()).as_bytes();
    let loser = match re.first().map(u8::to_ascii_uppercase) {
        Some(b'B') => Color::White,
        Some(b'W') => Color::Black,
        _ => return,
    };
    if re.get(1) != Some(&b'+') {
        return;
    }
    // A refusal here can only be "the game is over": the moves ended it already.
    let _ = match re.get(2).map(u8::to_ascii_uppercase) {
        Some(b'R') => game.resign(loser),
        _ => Ok(()),
    };
}

/// Plays the main line of `tree` on `game`, as `replay` does.
pub fn replay_tree(game: &mut Game, tree: &GameTree) -> Result<Replayed, ReplayError> {
    replay(
        game,
        tree.info().handicap,
        handicap_stones(tree),
        &main_line(tree),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::{BoardSize, Point};

    fn pt(name: &str) -> Point {
        Point::parse(name).unwrap()
    }

    fn tree(text: &str) -> GameTree {
        crate::read(text).unwrap().remove(0)
    }

    #[test]
    fn h1_handicap_stones_without_pl_give_white_the_move() {
        let line = main_line(&tree("(;SZ[9]HA[2]AB[cc][gg];W[ee])"));
        let setup = line[0].setup.as_ref().unwrap();
        assert_eq!(setup.black, [pt("C7"), pt("G3")]);
        assert_eq!(setup.to_move, Some(Color::White));
        assert_eq!(line[1].play, Some((Color::White, Move::Play(pt("E5")))));
        let to_move = |text: &str| main_line(&tree(text))[0].setup.as_ref().unwrap().to_move;
        assert_eq!(to_move("(;SZ[9]HA[2]AB[cc][gg]PL[B])"), Some(Color::Black));
        assert_eq!(to_move("(;SZ[9]HA[1]AB[cc])"), Some(Color::White));
        assert_eq!(to_move("(;SZ[9]AB[cc])"), None, "no HA: no change");
        assert_eq!(to_move("(;SZ[9]HA[0]AB[cc])"), None);
        let later = main_line(&tree("(;SZ[9]HA[2];B[aa];AB[cc])"));
        assert_eq!(later[2].setup.as_ref().unwrap().to_move, None, "root only");
    }

    /// M-1, E-7: a setup node without PL gives the move to the colour of the next move
    /// on the line (FF[4]: PL is optional), in the root and later; PL still wins.
    #[test]
    fn m1_a_setup_without_pl_gives_the_move_to_the_next_move_s_colour() {
        let all_legal = |text: &str| {
            let t = tree(text);
            let mut game = Game::new(t.size(), Preset::Japanese.ruleset()).unwrap();
            let r = replay_tree(&mut game, &t).unwrap();
            r.moves
                .iter()
                .map(|m| m.verdict.is_ok())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            all_legal(
                "(;GM[1]FF[4]SZ[9]AB[cc][dc][ec]AW[cd][dd][ed]C[White to play];W[fc];B[fd];W[gd])"
            ),
            [true; 3]
        );
        assert_eq!(all_legal("(;SZ[19]AB[dp][pd];W[pp];B[dd])"), [true; 2]);
        assert_eq!(
            all_legal("(;SZ[9];B[ee];W[cc];AB[gg][gc];W[dd];B[ff])"),
            [true; 4]
        );
        assert_eq!(
            all_legal("(;SZ[9]AB[cc]AW[ee]W[dd];B[ff])"),
            [true; 2],
            "its own move"
        );
        let line = main_line(&tree("(;SZ[9]AB[cc];W[ee])"));
        assert_eq!(line[0].setup.as_ref().unwrap().to_move, Some(Color::White));
        // PL wins, and HA with stones and a black move after them is Black's.
        assert_eq!(all_legal("(;SZ[9]AB[cc]PL[B];W[ee];B[ff])"), [false, true]);
        assert_eq!(all_legal("(;SZ[9]HA[2]AB[cc][gg];B[ee])"), [true]);
        // No setup: moves of one colour in a row stay out of turn (M-1; the conformance
        // case handicap/japanese-ha-without-stones).
        assert_eq!(
            all_legal("(;SZ[19]HA[2];B[dp];B[pd];W[dd])"),
            [true, false, true]
        );
    }

    /// H-1: HA with black stones in the root is the handicap; HA without stones under
    /// stone handicap rules gives none, under Ing's moves it starts them.
    #[test]
    fn h1_ha_without_stones_gives_no_handicap_under_stone_rules() {
        let fixed = HandicapStyle::Fixed;
        let of = |text: &str, style| {
            let t = tree(text);
            record_handicap(t.info().handicap, &main_line(&t), style)
        };
        assert_eq!(of("(;SZ[9]HA[2]AB[cc][gg])", fixed), Some(2));
        assert_eq!(of("(;SZ[9]HA[100])", fixed), None, "no stones placed");
        assert_eq!(
            of("(;SZ[9]HA[1]AB[cc])", fixed),
            None,
            "one stone: no handicap"
        );
        assert_eq!(of("(;SZ[9]HA[4])", HandicapStyle::IngMoves), Some(4));
        assert_eq!(of("(;SZ[9])", fixed), None);
    }

    #[test]
    fn h2_ing_handicap_moves_need_ha_two_no_stones_and_ing_style() {
        let ing = HandicapStyle::IngMoves;
        assert_eq!(ing_handicap_moves(Some(4), false, ing), Some(4));
        assert_eq!(ing_handicap_moves(Some(1), false, ing), None);
        assert_eq!(ing_handicap_moves(None, false, ing), None);
        assert_eq!(ing_handicap_moves(Some(4), true, ing), None, "stones given");
        assert_eq!(
            ing_handicap_moves(Some(4), false, HandicapStyle::Fixed),
            None
        );
        assert!(handicap_stones(&tree("(;HA[2]AB[cc][dd])")));
        assert!(!handicap_stones(&tree("(;HA[2]AW[cc])")));
    }

    #[test]
    fn m5_a_move_after_two_passes_resumes_play_and_a_refused_one_does_not() {
        let mut game = Game::new(BoardSize::new(5).unwrap(), Preset::Japanese.ruleset()).unwrap();
        game.play(Color::Black, Move::Play(pt("C3"))).unwrap();
        game.play(Color::White, Move::Pass).unwrap();
        game.play(Color::Black, Move::Pass).unwrap();
        assert_eq!(game.end(), Some(End::TwoPasses));
        let before = game.actions().len();
        assert!(matches!(
            play_on(&mut game, Color::White, Move::Play(pt("C3"))),
            Err(Refusal::Occupied { .. })
        ));
        assert_eq!(game.actions().len(), before, "the resumption is taken back");
        assert_eq!(game.end(), Some(End::TwoPasses));
        let (_, resumed) = play_on(&mut game, Color::White, Move::Play(pt("D4"))).unwrap();
        assert!(resumed);
        assert_eq!(game.end(), None);
        let (_, resumed) = play_on(&mut game, Color::Black, Move::Play(pt("B2"))).unwrap();
        assert!(!resumed);
    }

    /// H-2, M-1: a record's main line is played once for every caller: Ing handicap
    /// moves from HA, a refused move reported and skipped, the root's actions counted.
    #[test]
    fn h2_m1_replay_starts_handicap_moves_and_skips_a_refused_move() {
        let t = tree("(;SZ[9]RU[GOE]HA[2];B[cc];W[];B[gg];W[gg];W[ee])");
        let mut game = Game::new(t.size(), Preset::Ing.ruleset()).unwrap();
        let r = replay_tree(&mut game, &t).unwrap();
        assert_eq!(r.ing_handicap, Some(2));
        assert_eq!(r.initial, 1, "the handicap moves came with the root");
        assert_eq!(r.moves.len(), 5);
        assert_eq!(r.moves[3].verdict.as_ref().unwrap_err().code(), "occupied");
        assert!(
            r.moves[4].verdict.is_ok(),
            "White plays on after the refusal"
        );
        assert_eq!(game.board().get(pt("E5")), Some(Color::White));
    }

    #[test]
    fn m1_replay_names_the_node_whose_setup_is_refused() {
        let t = tree("(;SZ[9];B[ee];AB[aa]AW[ab][ba])");
        let mut game = Game::new(t.size(), Preset::Japanese.ruleset()).unwrap();
        let e = replay_tree(&mut game, &t).unwrap_err();
        assert!(matches!(e, ReplayError::Setup { node: 2, .. }), "{e:?}");
    }

    /// E-7, H-1: a game written as a tree and played back is the same game: its
    /// handicap stones in the root, its moves, its resignation as RE.
    #[test]
    fn e7_h1_a_game_tree_replays_to_the_same_game() {
        use hotstone_rules::fixed_handicap;
        let size = hotstone_rules::BoardSize::NINE;
        let mut game = Game::new(size, Preset::Japanese.ruleset()).unwrap();
        game.place_handicap(&fixed_handicap(size, 2).unwrap())
            .unwrap();
        for (c, p) in [
            (Color::White, "E5"),
            (Color::Black, "C7"),
            (Color::White, "G3"),
        ] {
            game.play(c, Move::Play(pt(p))).unwrap();
        }
        game.resign(Color::Black).unwrap();
        let info = GameInfo {
            handicap: Some(2),
            ..GameInfo::default()
        };
        let text = crate::write_tree(&game_tree(&game, info)).unwrap();
        let back = tree(&text);
        assert_eq!(back.info().result.as_deref(), Some("W+R"));
        let mut again = Game::new(size, Preset::Japanese.ruleset()).unwrap();
        let r = replay_tree(&mut again, &back).unwrap();
        assert!(r.moves.iter().all(|m| m.verdict.is_ok()));
        assert_eq!(again.board(), game.board());
        assert_eq!(again.handicap(), game.handicap());
    }

    /// E-7, M-1: a change of turn (`Game::set_to_move`) is written as a node with PL
    /// (in the root before the first move) and read back as the same setup.
    #[test]
    fn e7_m1_a_change_of_turn_is_written_as_pl_and_read_back() {
        let size = BoardSize::new(7).unwrap();
        let mut game = Game::new(size, Preset::Japanese.ruleset()).unwrap();
        game.set_to_move(Color::White).unwrap();
        game.play(Color::White, Move::Play(pt("C3"))).unwrap();
        game.play(Color::Black, Move::Play(pt("E5"))).unwrap();
        game.set_to_move(Color::Black).unwrap();
        game.play(Color::Black, Move::Play(pt("D4"))).unwrap();
        let text = crate::write_tree(&game_tree(&game, GameInfo::default())).unwrap();
        let flat = text.replace('\n', "");
        assert!(
            flat.contains("SZ[7]PL[W];W[ce];B[ec];PL[B];B[dd]"),
            "{text}"
        );
        let mut again = Game::new(size, Preset::Japanese.ruleset()).unwrap();
        let r = replay_tree(&mut again, &tree(&text)).unwrap();
        assert!(r.moves.iter().all(|m| m.verdict.is_ok()));
        assert_eq!(again.actions(), game.actions());
        assert_eq!(again.to_move(), Color::White);
    }
}
