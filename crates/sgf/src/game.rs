//! What a record's game is, for playing it through `hotstone_rules::Game`: the preset
//! a record without RU means, its main line as setup and moves in order, whether its
//! handicap is stones (H-1) or Ing handicap moves (H-2), and how a move after two
//! passes is played (M-5). The CLI's replay and the web app's upload both read records
//! through here, so that a file means the same game everywhere.

use hotstone_rules::{Color, End, Game, HandicapStyle, Move, Played, Preset, Refusal, Setup};

use crate::tree::GameTree;

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

/// The main line (first child at each node), root first. Handicap stones in the root
/// give White the move unless PL says otherwise, and are marked as the game's handicap
/// (H-1).
pub fn main_line(tree: &GameTree) -> Vec<LineNode> {
    let handicap = tree.info().handicap;
    tree.main_line()
        .into_iter()
        .enumerate()
        .map(|(index, id)| {
            let node = tree.node(id);
            let mut setup = node.setup.to_setup();
            if let Some(s) = setup.as_mut().filter(|_| index == 0) {
                if s.to_move.is_none() && white_moves_first(handicap, s) {
                    s.to_move = Some(Color::White);
                }
                // HA[N], N >= 2, with black stones: the game's handicap (H-1).
                s.handicap = handicap.filter(|&h| h >= 2 && !s.black.is_empty());
            }
            LineNode {
                index,
                setup,
                play: node.mv,
            }
        })
        .collect()
}

/// Handicap stones were placed, so White plays next (H-1). HA[1] counts too: a file
/// that says handicap and places black stones means it.
fn white_moves_first(handicap: Option<u32>, setup: &Setup) -> bool {
    handicap.is_some_and(|h| h >= 1) && !setup.black.is_empty()
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
}
