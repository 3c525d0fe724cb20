//! Penalty points and why they were given: time (T-2, Ing's SP clock), a wrong move
//! order in a team (X-3, one point) and consultation (X-3, ten points). Every count
//! (territory, area, fill-in) takes them with their reason, so a result can say why.

use crate::Color;

/// Why a side pays penalty points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PenaltyReason {
    /// Ing's SP clock: extra time past the base time (T-2), after opposite penalties
    /// cancelled (`Clock::time_penalties`).
    Time,
    /// A team moved out of its fixed order (000, X-3): one point, an extra prisoner.
    MoveOrder,
    /// A team consulted about a move (000, X-3): ten points.
    Consultation,
}

impl PenaltyReason {
    /// The team offences of 000, each with the seed's price: what a referee gives
    /// by hand (time penalties come from the clock).
    pub const OFFENCES: [PenaltyReason; 2] =
        [PenaltyReason::MoveOrder, PenaltyReason::Consultation];

    /// The team offence with this code (`move-order`, `consultation`).
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn offence(code: &str) -> Option<PenaltyReason> {
        PenaltyReason::OFFENCES
            .into_iter()
            .find(|r| r.code() == code)
    }

    /// The reason's stable code.
    pub const fn code(self) -> &'static str {
        match self {
            PenaltyReason::Time => "time",
            PenaltyReason::MoveOrder => "move-order",
            PenaltyReason::Consultation => "consultation",
        }
    }

    /// The requirement ID of the rule behind the penalty.
    pub const fn requirement(self) -> &'static str {
        match self {
            PenaltyReason::Time => "T-2",
            PenaltyReason::MoveOrder | PenaltyReason::Consultation => "X-3",
        }
    }

    /// The points the seed sets for one offence (000: 1 for the move order, 10 for
    /// consultation); time penalties come from the clock (2, 4 or 6).
    pub const fn points(self) -> Option<u32> {
        match self {
            PenaltyReason::Time => None,
            PenaltyReason::MoveOrder => Some(1),
            PenaltyReason::Consultation => Some(10),
        }
    }
}

/// Points deducted from `against`'s count (added to the opponent's), and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Penalty {
    /// The player the penalty is against.
    pub against: Color,
    /// The points, counted for the other player.
    pub points: u32,
    /// Why it was given.
    pub reason: PenaltyReason,
}

impl Penalty {
    /// One offence of a team rule at the seed's price.
    pub const fn offence(against: Color, reason: PenaltyReason) -> Option<Penalty> {
        match reason.points() {
            Some(points) => Some(Penalty {
                against,
                points,
                reason,
            }),
            None => None,
        }
    }
}

/// The penalty points `color` pays in all.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn total(penalties: &[Penalty], color: Color) -> u32 {
    penalties
        .iter()
        .filter(|p| p.against == color)
        .map(|p| p.points)
        .sum()
}
