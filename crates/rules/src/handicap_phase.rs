//! The handicap phase of a game as steps to show (H-1, H-2): Ing's handicap moves with
//! White's obligatory passes, or fixed stones with their placement's name. Skeleton,
//! filled by issue 7.
