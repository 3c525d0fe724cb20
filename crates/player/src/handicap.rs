//! Where the player puts its own handicap stones when the rules let Black place them
//! freely (H-1: New Zealand, Tromp-Taylor and the like).

use hotstone_rules::{check_free_placement, fixed_handicap, Board, HandicapError, Point};

/// The player's free placement of `stones` handicap stones on `board` (empty at the
/// start of a game): the conventional points where the board's size has them for that
/// count (`fixed_handicap`: the star points, in their order), else points spread over
/// the board away from its edges, each as far as can be from the ones before. The
/// rules crate checks the placement (`check_free_placement`): its refusal is returned.
pub fn handicap_points(board: &Board, stones: u32) -> Result<Vec<Point>, HandicapError> {
    let size = board.size();
    let conventional = fixed_handicap(size, stones)
        .ok()
        .filter(|points| points.iter().all(|&p| board.get(p).is_none()));
    let points = conventional.unwrap_or_else(|| spread(board, stones as usize));
    check_free_placement(board, &points)?;
    Ok(points)
}

/// `n` empty points chosen one by one, each the farthest (by the smaller of its row and
/// column distances to the stones before) from those already chosen, starting near the
/// lower left: first among the points off the two outer lines, then anywhere.
fn spread(board: &Board, n: usize) -> Vec<Point> {
    let size = board.size();
    let edge = size.get().saturating_sub(1);
    let margin = if size.get() >= 7 { 2 } else { 1 };
    let inner = |p: &Point| {
        let lines = [p.col(), p.row(), edge - p.col(), edge - p.row()];
        lines.iter().all(|&d| d >= margin)
    };
    let empty: Vec<Point> = size.points().filter(|&p| board.get(p).is_none()).collect();
    let mut pool: Vec<Point> = empty.iter().copied().filter(inner).collect();
    let mut chosen: Vec<Point> = Vec::new();
    while chosen.len() < n {
        if pool.is_empty() {
            pool = empty
                .iter()
                .copied()
                .filter(|p| !chosen.contains(p))
                .collect();
            if pool.is_empty() {
                break;
            }
        }
        let distance = |p: &Point| {
            chosen
                .iter()
                .map(|q| {
                    let dc = p.col().abs_diff(q.col()) as u32;
                    let dr = p.row().abs_diff(q.row()) as u32;
                    dc * dc + dr * dr
                })
                .min()
                .unwrap_or(u32::MAX)
        };
        // The first of the farthest in the board's order (lower left first).
        let Some(best) =
            pool.iter()
                .copied()
                .reduce(|a, b| if distance(&b) > distance(&a) { b } else { a })
        else {
            break;
        };
        pool.retain(|&p| p != best);
        chosen.push(best);
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::BoardSize;

    fn p(s: &str) -> Point {
        Point::parse(s).unwrap()
    }

    #[test]
    fn h1_the_conventional_points_where_the_size_has_them() {
        let board = Board::new(BoardSize::NINE);
        assert_eq!(
            handicap_points(&board, 4).unwrap(),
            fixed_handicap(BoardSize::NINE, 4).unwrap()
        );
        // Seed 004: 3 stones on 7x7 are C3, E5, E3.
        let seven = Board::new(BoardSize::SEVEN);
        assert_eq!(
            handicap_points(&seven, 3).unwrap(),
            vec![p("C3"), p("E5"), p("E3")]
        );
    }

    #[test]
    fn h1_elsewhere_spread_off_the_edges_and_checked_by_the_rules() {
        // 5 stones on 8x8 (even sizes have 4 conventional points at most).
        let board = Board::new(BoardSize::new(8).unwrap());
        let points = handicap_points(&board, 5).unwrap();
        assert_eq!(points.len(), 5);
        assert!(check_free_placement(&board, &points).is_ok());
        for q in &points {
            assert!(
                (2..=5).contains(&q.col()) && (2..=5).contains(&q.row()),
                "{q}"
            );
        }
        // 5x5 has no conventional placement: two stones, apart, off the edge.
        let small = Board::new(BoardSize::new(5).unwrap());
        let two = handicap_points(&small, 2).unwrap();
        assert_eq!(two.len(), 2);
        assert!(two.iter().all(|q| (1..=3).contains(&q.col())));
        assert!(two[0].col().abs_diff(two[1].col()) + two[0].row().abs_diff(two[1].row()) >= 2);
        // One stone is not a handicap: the rules' refusal.
        assert_eq!(
            handicap_points(&small, 1),
            Err(HandicapError::TooFew { stones: 1 })
        );
    }
}
