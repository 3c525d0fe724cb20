//! The handicap phase of a game as steps to show (H-1, H-2): Ing's handicap moves with
//! White's obligatory passes, or handicap stones one by one with their placement's name.
//! A view replays and steps through these; it never changes the game.
//!
//! Ing (seed 001, "Vorgabezüge"): Black makes N board plays while White passes
//! obligatorily between them, so N plays and N-1 passes; the handicap size is N-1.
//! Stones (seed 004, Regel VII): placed before White's first move, on the conventional
//! points of `fixed_placement` (then the table names the placement) or anywhere.

use crate::board::Board;
use crate::game::{Action, Game};
use crate::handicap::{fixed_placement, HandicapKind, HandicapPoint};
use crate::moves::Move;
use crate::point::Point;
use crate::Color;

/// What one step of the handicap does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StepKind {
    /// Black's Ing handicap board play `k` of `n` (H-2).
    Play {
        /// The play's number, from 1.
        k: u32,
        /// How many Black makes.
        n: u32,
        /// Where Black played.
        point: Point,
    },
    /// White's obligatory pass after Black's play `k` of `n` (H-2).
    ObligatoryPass {
        /// The number of Black's play it follows.
        k: u32,
        /// How many Black makes.
        n: u32,
    },
    /// Handicap stone `k` of `n` (H-1); `at` says where it lies when the placement is
    /// the conventional one.
    Stone {
        /// The stone's number, from 1.
        k: u32,
        /// How many stones.
        n: u32,
        /// Where it lies.
        point: Point,
        /// Its conventional name, when the placement is the table's.
        at: Option<HandicapPoint>,
    },
}

impl StepKind {
    /// Who moves or places in this step.
    pub const fn color(self) -> Color {
        match self {
            StepKind::ObligatoryPass { .. } => Color::White,
            _ => Color::Black,
        }
    }

    /// The point a stone goes on; `None` for a pass.
    pub const fn point(self) -> Option<Point> {
        match self {
            StepKind::Play { point, .. } | StepKind::Stone { point, .. } => Some(point),
            StepKind::ObligatoryPass { .. } => None,
        }
    }
}

/// One step and the position after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandicapStep {
    /// What this step does.
    pub kind: StepKind,
    /// The position after it.
    pub board: Board,
}

/// A game's handicap as steps: the position before it, then each step in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandicapPhase {
    /// The kind of handicap.
    pub kind: HandicapKind,
    /// The position before the first step.
    pub start: Board,
    /// The steps, in order.
    pub steps: Vec<HandicapStep>,
}

impl HandicapPhase {
    /// The position at step `i` (0 = before the first step, `steps.len()` = after the
    /// last); `None` beyond.
    pub fn board_at(&self, i: usize) -> Option<&Board> {
        match i {
            0 => Some(&self.start),
            _ => self.steps.get(i - 1).map(|s| &s.board),
        }
    }
}

impl Game {
    /// The handicap phase of this game, if it has a handicap: Ing handicap moves made so
    /// far (H-2), or handicap stones placed before the first move (H-1). `None` for an
    /// even game, and for Ing handicap moves that have started but have no step yet is
    /// still `Some` with no steps.
    pub fn handicap_phase(&self) -> Option<HandicapPhase> {
        match self.handicap_action()? {
            (i, Action::HandicapMoves { n }) => self.ing_phase(i, *n),
            // Stones alone show as steps; a record's position with a handicap count
            // (HA with AB and AW) has no placement to step through.
            (i, Action::Setup(setup)) if setup.white.is_empty() => {
                self.stones_phase(i, &setup.black)
            }
            _ => None,
        }
    }

    /// Action `i` started `n` Ing handicap moves: its board plays and passes.
    fn ing_phase(&self, i: usize, n: u32) -> Option<HandicapPhase> {
        // History index k is the position after action k - 1.
        let (start, _) = self.position_at(i + 1)?;
        let mut steps = Vec::new();
        let mut played = 0;
        for (j, action) in self.actions().iter().enumerate().skip(i + 1) {
            if played == n {
                break;
            }
            let kind = match action {
                Action::Move {
                    color: Color::Black,
                    mv: Move::Play(point),
                } => {
                    played += 1;
                    StepKind::Play {
                        k: played,
                        n,
                        point: *point,
                    }
                }
                Action::Move {
                    color: Color::White,
                    mv: Move::Pass,
                } if played > 0 => StepKind::ObligatoryPass { k: played, n },
                // Nothing else belongs to the phase (the rules refuse it): it ended.
                _ => break,
            };
            let (board, _) = self.position_at(j + 1)?;
            steps.push(HandicapStep { kind, board });
        }
        Some(HandicapPhase {
            kind: HandicapKind::IngMoves { n, played },
            start,
            steps,
        })
    }

    /// Action `i` placed handicap stones: one step per stone, in the table's order and
    /// named when they are the conventional points, else in the order given.
    fn stones_phase(&self, i: usize, black: &[Point]) -> Option<HandicapPhase> {
        let (start, _) = self.position_at(i)?;
        let n = black.len() as u32;
        let kind = self.handicap()?;
        let order: Vec<(Point, Option<HandicapPoint>)> = match kind {
            HandicapKind::Fixed { .. } => fixed_placement(self.size(), n)
                .ok()?
                .into_iter()
                .map(|(p, at)| (p, Some(at)))
                .collect(),
            _ => black.iter().map(|&p| (p, None)).collect(),
        };
        let mut board = start.clone();
        let mut steps = Vec::with_capacity(order.len());
        for (k, (point, at)) in (1..).zip(order) {
            // Setup stones are placed, not played: nothing is captured (the setup was
            // accepted as a whole, so no string is left without liberties).
            board.edit([(point, Some(Color::Black))]);
            steps.push(HandicapStep {
                kind: StepKind::Stone { k, n, point, at },
                board: board.clone(),
            });
        }
        Some(HandicapPhase { kind, start, steps })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{handicap, BoardSize, PlacementName, Preset};

    fn pt(name: &str) -> Point {
        Point::parse(name).unwrap()
    }

    fn ing(size: BoardSize, n: u32) -> Game {
        let mut game = Game::new(size, Preset::Ing.ruleset()).unwrap();
        game.start_handicap_moves(n).unwrap();
        game
    }

    fn play_all(game: &mut Game, moves: &[&str]) {
        for m in moves {
            let color = game.to_move();
            let mv = if *m == "pass" {
                Move::Pass
            } else {
                Move::Play(pt(m))
            };
            game.play(color, mv).unwrap();
        }
    }

    #[test]
    fn h2_four_handicap_moves_are_four_plays_and_three_passes_handicap_three() {
        let mut game = ing(BoardSize::NINE, 4);
        play_all(
            &mut game,
            &["C3", "pass", "G7", "pass", "G3", "pass", "C7", "E5", "D4"],
        );
        let phase = game.handicap_phase().unwrap();
        assert_eq!(phase.kind, HandicapKind::IngMoves { n: 4, played: 4 });
        assert_eq!(phase.kind.size(), 3, "N board plays = handicap N-1 (H-2)");
        assert!(!phase.kind.active());
        let kinds: Vec<StepKind> = phase.steps.iter().map(|s| s.kind).collect();
        assert_eq!(
            kinds,
            [
                StepKind::Play {
                    k: 1,
                    n: 4,
                    point: pt("C3")
                },
                StepKind::ObligatoryPass { k: 1, n: 4 },
                StepKind::Play {
                    k: 2,
                    n: 4,
                    point: pt("G7")
                },
                StepKind::ObligatoryPass { k: 2, n: 4 },
                StepKind::Play {
                    k: 3,
                    n: 4,
                    point: pt("G3")
                },
                StepKind::ObligatoryPass { k: 3, n: 4 },
                StepKind::Play {
                    k: 4,
                    n: 4,
                    point: pt("C7")
                },
            ],
            "White's free move E5 after the 4th play is not part of the phase"
        );
        assert_eq!(phase.start.stones().count(), 0);
        assert_eq!(phase.board_at(1).unwrap().get(pt("C3")), Some(Color::Black));
        assert_eq!(phase.board_at(1).unwrap().stones().count(), 1);
        assert_eq!(
            phase.board_at(2),
            phase.board_at(1),
            "a pass changes nothing"
        );
        assert_eq!(phase.board_at(7).unwrap().count(Color::Black), 4);
        assert_eq!(phase.board_at(7).unwrap().count(Color::White), 0);
        assert!(phase.board_at(8).is_none());
        assert_eq!(kinds[1].color(), Color::White);
        assert_eq!(kinds[1].point(), None);
    }

    #[test]
    fn h2_the_phase_so_far_while_black_still_owes_plays() {
        let mut game = ing(BoardSize::NINE, 4);
        let phase = game.handicap_phase().unwrap();
        assert!(phase.steps.is_empty());
        assert!(phase.kind.active());
        play_all(&mut game, &["E5", "pass"]);
        let phase = game.handicap_phase().unwrap();
        assert_eq!(phase.kind, HandicapKind::IngMoves { n: 4, played: 1 });
        assert_eq!(phase.steps.len(), 2);
        assert!(phase.kind.active());
        game.undo();
        game.undo();
        assert_eq!(
            game.handicap_phase().unwrap().steps.len(),
            0,
            "undo follows"
        );
    }

    #[test]
    fn h1_fixed_stones_step_in_the_tables_order_with_its_name() {
        let mut game = Game::new(BoardSize::SEVEN, Preset::Simple.ruleset()).unwrap();
        // Seed 004's three stones on 7x7, given in another order.
        game.place_handicap(&[pt("E3"), pt("C3"), pt("E5")])
            .unwrap();
        play_all(&mut game, &["D4"]);
        let phase = game.handicap_phase().unwrap();
        assert_eq!(
            phase.kind,
            HandicapKind::Fixed {
                name: PlacementName::ThreeCorners
            }
        );
        assert_eq!(phase.kind.size(), 3);
        let kinds: Vec<StepKind> = phase.steps.iter().map(|s| s.kind).collect();
        let stone = |k, point: &str, at| StepKind::Stone {
            k,
            n: 3,
            point: pt(point),
            at: Some(at),
        };
        assert_eq!(
            kinds,
            [
                stone(1, "C3", HandicapPoint::LowerLeft),
                stone(2, "E5", HandicapPoint::UpperRight),
                stone(3, "E3", HandicapPoint::LowerRight),
            ]
        );
        assert_eq!(phase.board_at(2).unwrap().stones().count(), 2);
        assert_eq!(
            phase.board_at(3).unwrap().get(pt("D4")),
            None,
            "before White's move"
        );
    }

    #[test]
    fn h1_nine_stones_on_seven_by_seven_fill_every_handicap_point() {
        let mut game = Game::new(BoardSize::SEVEN, Preset::Simple.ruleset()).unwrap();
        let nine = handicap::fixed_handicap(BoardSize::SEVEN, 9).unwrap();
        game.place_handicap(&nine).unwrap();
        let phase = game.handicap_phase().unwrap();
        assert_eq!(
            phase.kind,
            HandicapKind::Fixed {
                name: PlacementName::CornersSidesAndCentre
            }
        );
        let last = phase.steps.last().unwrap().kind;
        assert_eq!(
            last,
            StepKind::Stone {
                k: 9,
                n: 9,
                point: pt("D4"),
                at: Some(HandicapPoint::Centre)
            }
        );
    }

    #[test]
    fn h1_free_stones_have_no_name() {
        let mut game = Game::new(BoardSize::NINE, Preset::NewZealand.ruleset()).unwrap();
        game.place_handicap(&[pt("A1"), pt("E5")]).unwrap();
        let phase = game.handicap_phase().unwrap();
        assert_eq!(phase.kind, HandicapKind::Free { stones: 2 });
        assert!(phase
            .steps
            .iter()
            .all(|s| matches!(s.kind, StepKind::Stone { at: None, .. })));
        // Two of the four conventional corners are not the diagonal placement.
        let mut game = Game::new(BoardSize::NINE, Preset::Simple.ruleset()).unwrap();
        game.place_handicap(&[pt("C3"), pt("G3")]).unwrap();
        assert_eq!(
            game.handicap_phase().unwrap().kind,
            HandicapKind::Free { stones: 2 }
        );
    }

    #[test]
    fn h1_h2_an_even_game_or_a_position_setup_has_no_handicap() {
        let mut game = Game::new(BoardSize::NINE, Preset::Ing.ruleset()).unwrap();
        assert_eq!(game.handicap_phase(), None);
        play_all(&mut game, &["C3", "pass"]);
        assert_eq!(game.handicap_phase(), None);
        // White stones or Black to move: a position, not a handicap.
        let mut game = Game::new(BoardSize::NINE, Preset::Simple.ruleset()).unwrap();
        game.setup(crate::Setup {
            black: vec![pt("C3"), pt("G7")],
            white: vec![pt("E5")],
            to_move: Some(Color::White),
            ..crate::Setup::default()
        })
        .unwrap();
        assert_eq!(game.handicap_phase(), None);
    }
}
