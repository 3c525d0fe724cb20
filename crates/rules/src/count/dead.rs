//! Dead stones: marking and unmarking whole strings, merging the two players' marks
//! into agreed-alive, agreed-dead and disputed (C-6), and what a dispute leads to (M-5).
//! The suggestion to start marking from is the computer player's estimate
//! (`hotstone_player::suggest_dead`), with `pass_alive` for the last word.

use core::fmt;

use crate::board::Board;
use crate::point::{BoardSize, Point};
use crate::refusal::Refusal;
use crate::rules::{KoRule, Ruleset, Scoring};
use crate::{Color, Game};

/// Stones marked dead, always whole strings when marked through this type.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DeadStones {
    size: BoardSize,
    marked: Vec<bool>,
}

/// Why a mark was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeadError {
    /// The point is not on the board.
    OffBoard {
        /// The point marked.
        point: Point,
        /// The board's size.
        size: BoardSize,
    },
    /// Only stones can be dead.
    NoStone {
        /// The point marked.
        point: Point,
    },
    /// The marks belong to a board of another size.
    SizeMismatch {
        /// The board's size.
        board: BoardSize,
        /// The size the marks were made for.
        marks: BoardSize,
    },
}

impl fmt::Display for DeadError {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeadError::OffBoard { point, size } => {
                write!(f, "{point} is not on the {size} board")
            }
            DeadError::NoStone { point } => {
                write!(f, "{point} holds no stone: only stones can be marked dead")
            }
            DeadError::SizeMismatch { board, marks } => write!(
                f,
                "the marks are for a {marks} board, but the board is {board}"
            ),
        }
    }
}

impl std::error::Error for DeadError {}

impl DeadStones {
    /// Nothing marked.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn none(size: BoardSize) -> DeadStones {
        DeadStones {
            size,
            marked: vec![false; size.area()],
        }
    }

    /// Marks the string through each point. A point without a stone is an error.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn from_points(
        board: &Board,
        points: impl IntoIterator<Item = Point>,
    ) -> Result<DeadStones, DeadError> {
        let mut dead = DeadStones::none(board.size());
        for p in points {
            dead.mark(board, p)?;
        }
        Ok(dead)
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// The board size the marks are for.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// Whether the stone at `p` is marked dead.
    pub fn is_dead(&self, p: Point) -> bool {
        self.size.contains(p) && self.marked[self.size.index(p)]
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    /// Whether no stone is marked dead.
    pub fn is_empty(&self) -> bool {
        !self.marked.contains(&true)
    }

    /// The marked points, sorted.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn points(&self) -> Vec<Point> {
        // A loop, not iterator adapters compiled at the crate's opt-level (issue 15).
        let mut v = Vec::new();
        for p in self.size.points() {
            if self.is_dead(p) {
                v.push(p);
            }
        }
        hotstone_text::sort(&mut v);
        v
    }

    /// The string through `p`, checked.
    #[cfg_attr(hotstone_size, optimize(size))]
    fn string(&self, board: &Board, p: Point) -> Result<Vec<Point>, DeadError> {
        if board.size() != self.size {
            return Err(DeadError::SizeMismatch {
                board: board.size(),
                marks: self.size,
            });
        }
        if !self.size.contains(p) {
            return Err(DeadError::OffBoard {
                point: p,
                size: self.size,
            });
        }
        if board.get(p).is_none() {
            return Err(DeadError::NoStone { point: p });
        }
        Ok(board.string(p))
    }

    #[cfg_attr(hotstone_size, optimize(size))]
    fn set(&mut self, string: &[Point], dead: bool) {
        for &s in string {
            self.marked[self.size.index(s)] = dead;
        }
    }

    /// Marks the whole string through `p` dead; returns its stones.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn mark(&mut self, board: &Board, p: Point) -> Result<Vec<Point>, DeadError> {
        let string = self.string(board, p)?;
        self.set(&string, true);
        Ok(string)
    }

    /// Marks the whole string through `p` alive again; returns its stones.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn unmark(&mut self, board: &Board, p: Point) -> Result<Vec<Point>, DeadError> {
        let string = self.string(board, p)?;
        self.set(&string, false);
        Ok(string)
    }

    /// Marks the string through `p` dead if it was alive, alive if it was dead (a click
    /// in the UI). Returns whether it is dead now.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn toggle(&mut self, board: &Board, p: Point) -> Result<bool, DeadError> {
        let string = self.string(board, p)?;
        let dead = !self.is_dead(p);
        self.set(&string, dead);
        Ok(dead)
    }
}

/// A string one player marked dead and the other did not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dispute {
    /// The string's stones, sorted.
    pub stones: Vec<Point>,
    /// The player who says it is dead.
    pub dead_by: Color,
}

/// The two players' marks merged (C-6), string by string in board order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Agreement {
    /// Strings both players left alive.
    pub alive: Vec<Vec<Point>>,
    /// Strings both players marked dead.
    pub dead: Vec<Vec<Point>>,
    /// Strings one player marked dead and the other did not.
    pub disputed: Vec<Dispute>,
}

/// What follows an agreement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Settlement {
    /// Both agree on every string: count with the agreed dead stones.
    Count,
    /// Under Ing a dispute is settled on the board: play resumes (M-5, 001 "Leben und
    /// Tod werden durch Entfernen von Steinen entschieden").
    ResumePlay,
    /// Elsewhere a referee decides (C-6, 003 a).
    Referee,
}

impl Agreement {
    #[cfg_attr(hotstone_size, optimize(size))]
    /// Whether the players agree on every string.
    pub fn is_settled(&self) -> bool {
        self.disputed.is_empty()
    }

    /// The agreed-dead stones, to count with.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn dead_stones(&self, size: BoardSize) -> DeadStones {
        let mut d = DeadStones::none(size);
        for string in &self.dead {
            for &p in string {
                if size.contains(p) {
                    d.marked[size.index(p)] = true;
                }
            }
        }
        d
    }

    /// What the ruleset does next: count, resume play (Ing), or call the referee.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn settlement(&self, rules: &Ruleset) -> Settlement {
        if self.is_settled() {
            Settlement::Count
        } else if rules.ko == KoRule::Ing || rules.scoring == Scoring::IngFillIn {
            Settlement::ResumePlay
        } else {
            Settlement::Referee
        }
    }

    /// Applies the settlement to a stopped game: under Ing a dispute resumes play
    /// (`Game::resume`). Returns what was decided.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn settle(&self, game: &mut Game) -> Result<Settlement, Refusal> {
        let settlement = self.settlement(game.rules());
        if settlement == Settlement::ResumePlay {
            game.resume()?;
        }
        Ok(settlement)
    }
}

/// Merges the marks of Black and White (C-6): a string both mark dead is agreed dead,
/// one neither marks is agreed alive, the others are disputed. A string counts as marked
/// by a player when any of its stones is.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn merge(board: &Board, black: &DeadStones, white: &DeadStones) -> Agreement {
    let size = board.size();
    let mut seen = vec![false; size.area()];
    let mut agreement = Agreement::default();
    for p in size.points() {
        if board.get(p).is_none() || seen[size.index(p)] {
            continue;
        }
        let string = board.string(p);
        for &s in &string {
            seen[size.index(s)] = true;
        }
        let by = |marks: &DeadStones| string.iter().any(|&s| marks.is_dead(s));
        match (by(black), by(white)) {
            (true, true) => agreement.dead.push(string),
            (false, false) => agreement.alive.push(string),
            (true, false) => agreement.disputed.push(Dispute {
                stones: string,
                dead_by: Color::Black,
            }),
            (false, true) => agreement.disputed.push(Dispute {
                stones: string,
                dead_by: Color::White,
            }),
        }
    }
    agreement
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BoardSize, Preset};

    fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    fn board() -> Board {
        Board::from_rows(&[
            ".......", //
            ".OO....", //
            ".......", //
            "XXXXXXX", //
            "OOOOOOO", //
            "....X..", //
            ".......",
        ])
        .unwrap()
    }

    #[test]
    fn c6_marking_one_stone_marks_its_string_and_unmarking_too() {
        let b = board();
        let mut d = DeadStones::none(b.size());
        assert_eq!(d.mark(&b, p("C6")).unwrap(), vec![p("B6"), p("C6")]);
        assert!(d.is_dead(p("B6")));
        assert_eq!(d.toggle(&b, p("B6")), Ok(false));
        assert!(d.is_empty());
        assert_eq!(d.toggle(&b, p("B6")), Ok(true));
        d.unmark(&b, p("B6")).unwrap();
        assert!(d.is_empty());
        assert_eq!(
            d.mark(&b, p("A7")),
            Err(DeadError::NoStone { point: p("A7") })
        );
        assert!(matches!(
            d.mark(&b, p("H8")),
            Err(DeadError::OffBoard { .. })
        ));
        let mut other = DeadStones::none(BoardSize::NINE);
        assert!(matches!(
            other.mark(&b, p("B6")),
            Err(DeadError::SizeMismatch { .. })
        ));
    }

    #[test]
    fn c6_merge_gives_agreed_alive_agreed_dead_and_disputed() {
        let b = board();
        let black = DeadStones::from_points(&b, [p("B6"), p("E2")]).unwrap();
        let white = DeadStones::from_points(&b, [p("B6")]).unwrap();
        let a = merge(&b, &black, &white);
        assert_eq!(a.dead, vec![vec![p("B6"), p("C6")]]);
        assert_eq!(
            a.disputed,
            vec![Dispute {
                stones: vec![p("E2")],
                dead_by: Color::Black
            }]
        );
        assert_eq!(a.alive.len(), 2, "row 4 and row 3");
        assert!(!a.is_settled());
        assert_eq!(a.dead_stones(b.size()).points(), vec![p("B6"), p("C6")]);
        assert_eq!(
            a.settlement(&Preset::Japanese.ruleset()),
            Settlement::Referee
        );
        assert_eq!(a.settlement(&Preset::Ing.ruleset()), Settlement::ResumePlay);
        let agreed = merge(&b, &white, &white);
        assert_eq!(agreed.settlement(&Preset::Ing.ruleset()), Settlement::Count);
    }

    #[test]
    fn m5_under_ing_a_dispute_resumes_play() {
        use crate::{Game, Move};
        let mut game = Game::new(BoardSize::SEVEN, Preset::Ing.ruleset()).unwrap();
        game.play(Color::Black, Move::Play(p("D4"))).unwrap();
        game.play(Color::White, Move::Pass).unwrap();
        game.play(Color::Black, Move::Pass).unwrap();
        assert!(game.end().is_some());
        let b = game.board().clone();
        let white_says = DeadStones::from_points(&b, [p("D4")]).unwrap();
        let a = merge(&b, &DeadStones::none(b.size()), &white_says);
        assert_eq!(a.settle(&mut game), Ok(Settlement::ResumePlay));
        assert_eq!(game.end(), None, "play goes on");
    }
}
