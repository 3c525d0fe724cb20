//! Clock properties on exact tenths (T-1..T-4). Requirement IDs refer to
//! ../shared/spec/requirements.md.

use hotstone_rules::{ing_penalty, Clock, Color, Tenths, TimeReason, TimeSystem};
use proptest::prelude::*;

const B: Color = Color::Black;
const W: Color = Color::White;

proptest! {
    /// T-2: the penalty rises only one tenth past each sixth of the base time (and the
    /// loss comes one tenth past half), never anywhere else.
    #[test]
    fn t2_penalty_rises_exactly_one_tenth_past_each_sixth(base in 1u64..200_000, k in 0u64..=3) {
        let base_t = Tenths::new(base);
        // The last tenth within k sixths: floor(k * base / 6).
        let edge = k * base / 6;
        let within = ing_penalty(base_t, Tenths::new(edge));
        let past = ing_penalty(base_t, Tenths::new(edge + 1));
        let expected_within = match k { 0 => Some(0), 1 => Some(2), 2 => Some(4), _ => Some(6) };
        let expected_past = match k { 0 => Some(2), 1 => Some(4), 2 => Some(6), _ => None };
        // With a tiny base, sixths collapse into one tenth; only check where they differ.
        if k == 0 || edge > (k - 1) * base / 6 {
            prop_assert_eq!(within, expected_within);
        }
        prop_assert_eq!(past.is_none(), k == 3 || (edge + 1) * 2 > base);
        if edge + 1 < (k + 1) * base / 6 || k == 3 {
            prop_assert_eq!(past, expected_past);
        }
    }

    /// T-2: more extra time never lowers the penalty.
    #[test]
    fn t2_penalty_never_falls(base in 1u64..100_000, a in 0u64..100_000, b in 0u64..100_000) {
        let (lo, hi) = (a.min(b), a.max(b));
        let p = |e| ing_penalty(Tenths::new(base), Tenths::new(e)).map_or(8, |p| p);
        prop_assert!(p(lo) <= p(hi));
    }

    /// T-1: a side loses on time exactly when its moves' total exceeds the main time,
    /// however the total is split into moves.
    #[test]
    fn t1_absolute_loss_iff_total_exceeds_main(main in 1u64..10_000, moves in prop::collection::vec(0u64..3_000, 1..20)) {
        let mut clock = Clock::new(TimeSystem::Absolute { main: Tenths::new(main) }).unwrap();
        let mut total = 0;
        for &m in &moves {
            total += m;
            let r = clock.spend(B, Tenths::new(m));
            prop_assert_eq!(r.is_err(), total > main);
            if r.is_err() {
                prop_assert_eq!(clock.loss().map(|l| (l.loser, l.reason)), Some((B, TimeReason::Absolute)));
                break;
            }
            prop_assert_eq!(clock.side(B).main_left, Tenths::new(main - total));
        }
    }

    /// T-2: opposite penalties cancel: at most one side pays, the difference of the raw
    /// penalties; and whoever first runs past half of the base time loses, whatever the
    /// other side owes.
    #[test]
    fn t2_penalties_cancel_and_first_past_half_loses(base in 60u64..50_000, moves in prop::collection::vec((any::<bool>(), 0u64..20_000), 1..30)) {
        let base_t = Tenths::new(base);
        let mut clock = Clock::new(TimeSystem::IngPenalty { base: base_t }).unwrap();
        let mut used = [0u64; 2];
        for &(white, m) in &moves {
            let c = if white { W } else { B };
            let i = usize::from(white);
            used[i] += m;
            let extra = used[i].saturating_sub(base);
            match clock.spend(c, Tenths::new(m)) {
                Ok(_) => prop_assert!(extra * 2 <= base),
                Err(loss) => {
                    prop_assert!(extra * 2 > base);
                    prop_assert_eq!(loss.loser, c);
                    prop_assert_eq!(loss.reason, TimeReason::IngPenalty);
                    break;
                }
            }
            let raw = used.map(|u| ing_penalty(base_t, Tenths::new(u.saturating_sub(base))).unwrap());
            let [pb, pw] = clock.penalties();
            prop_assert!(pb == 0 || pw == 0);
            prop_assert_eq!(i64::from(pb) - i64::from(pw), i64::from(raw[0]) - i64::from(raw[1]));
        }
    }

    /// Byo-yomi and SZ: a move may take its main time left plus all the periods left,
    /// and not a tenth more.
    #[test]
    fn t3_allowance_is_the_exact_limit(main in 0u64..1_000, periods in 1u32..5, period in 1u64..600, first in 0u64..3_000, sz in any::<bool>()) {
        let system = if sz {
            TimeSystem::IngSeconds { base: Tenths::new(main), overruns: periods - 1, seconds: Tenths::new(period) }
        } else {
            TimeSystem::ByoYomi { main: Tenths::new(main), periods, period: Tenths::new(period) }
        };
        let mut clock = Clock::new(system).unwrap();
        let allowance = clock.allowance(W);
        prop_assert_eq!(allowance, Tenths::new(main + u64::from(periods) * period));
        let mut over = clock.clone();
        prop_assert!(over.spend(W, Tenths::new(allowance.get() + 1)).is_err());
        if first <= allowance.get() {
            prop_assert!(clock.spend(W, Tenths::new(first)).is_ok());
            prop_assert!(clock.side(W).periods_left >= 1);
        }
    }
}

/// T-2: the SP clock's penalty, after cancelling, goes into every count (territory,
/// area, fill-in) with its reason, and moves the margin by exactly its points.
#[test]
fn t2_penalty_points_go_into_every_count_with_their_reason() {
    use hotstone_rules::{
        compare, Adjustments, Board, DeadStones, FillInStep, Lineup, Method, Penalty, PenaltyReason,
    };
    let mut clock = Clock::new(TimeSystem::IngPenalty {
        base: Tenths::minutes(60),
    })
    .unwrap();
    clock.spend(B, Tenths::minutes(75)).unwrap(); // 15 minutes extra: 4 points
    clock.spend(W, Tenths::minutes(61)).unwrap(); // 1 minute extra: 2 points
    let penalties = clock.time_penalties();
    assert_eq!(
        penalties,
        [Penalty {
            against: B,
            points: 2,
            reason: PenaltyReason::Time
        }],
        "4 against 2 cancel to 2 against Black"
    );
    let board = Board::from_rows(&[".X.O.", "XX.OO", ".XO..", "XXO..", ".XO.."]).unwrap();
    let dead = DeadStones::none(board.size());
    let rules = hotstone_rules::Preset::Ing.ruleset();
    let plain = compare(
        &board,
        &dead,
        &Lineup::of_game(&rules),
        &Adjustments::default(),
    );
    let adj = Adjustments {
        penalties: penalties.clone(),
        ..Adjustments::default()
    };
    let fined = compare(&board, &dead, &Lineup::of_game(&rules), &adj);
    for method in [Method::Territory, Method::Area, Method::FillIn] {
        let a = plain.column(method).score.as_ref().unwrap();
        let b = fined.column(method).score.as_ref().unwrap();
        assert_eq!(b.penalties, penalties, "{method:?}");
        assert_eq!(b.penalty(B), 2);
        assert_eq!(b.penalty(W), 0);
        assert_eq!(a.margin_half() - b.margin_half(), 4, "{method:?}: 2 points");
    }
    let fill_in = fined.column(Method::FillIn).score.as_ref().unwrap();
    let step = fill_in
        .fill_in
        .as_ref()
        .unwrap()
        .steps
        .iter()
        .find(|s| matches!(s, FillInStep::Penalty { .. }))
        .unwrap();
    assert_eq!(
        *step,
        FillInStep::Penalty {
            against: B,
            stones: 1,
            remainder: 0,
            reason: PenaltyReason::Time
        }
    );
    assert!(step
        .to_string()
        .starts_with("Time penalty (T-2) against Black"));
}

/// a team's move-order error costs one point: an odd penalty the fill-in count
/// tells as a remainder, not a stone; consultation costs ten.
#[test]
fn x3_team_penalties_carry_their_reason_and_price() {
    use hotstone_rules::{Penalty, PenaltyReason};
    let order = Penalty::offence(W, PenaltyReason::MoveOrder).unwrap();
    assert_eq!((order.points, order.reason.requirement()), (1, "X-3"));
    assert_eq!(
        Penalty::offence(B, PenaltyReason::Consultation).map(|p| p.points),
        Some(10)
    );
    assert_eq!(
        Penalty::offence(B, PenaltyReason::Time),
        None,
        "the clock prices it"
    );
}
