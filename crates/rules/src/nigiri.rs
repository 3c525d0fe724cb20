//! Colour choice by nigiri (H-4, 001 "Farbwahl", 000, 003): the older player takes a
//! handful of white stones, the other guesses "odd" or "even". A right guess lets the
//! guesser choose Black or White; a wrong one lets the older player choose.
//!
//! The rules crate has no random source: the handful and the guess are given, or drawn
//! from a `Randomness` the caller passes in, so that every outcome can be tested.

use crate::Color;

/// Odd or even.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Parity {
    /// An odd number of stones.
    Odd,
    /// An even number of stones.
    Even,
}

impl Parity {
    /// The parity of `n`.
    pub const fn of(n: u32) -> Parity {
        if n % 2 == 1 {
            Parity::Odd
        } else {
            Parity::Even
        }
    }
}

/// The two players of a nigiri.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// The older player, who takes the handful of white stones.
    Holder,
    /// The other player, who guesses.
    Guesser,
}

/// A nigiri as it happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Nigiri {
    /// White stones in the holder's hand.
    pub stones: u32,
    /// The guesser's guess.
    pub guess: Parity,
    /// Who chooses the colour: the guesser when right, else the holder.
    pub chooser: Role,
}

/// NigiriColours after the chooser has chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NigiriColours {
    /// The colour of the player who held the stones.
    pub holder: Color,
    /// The colour of the player who guessed.
    pub guesser: Color,
}

/// A nigiri needs stones in the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EmptyHand;

impl core::fmt::Display for EmptyHand {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("a nigiri needs at least one stone in the hand")
    }
}

impl std::error::Error for EmptyHand {}

impl Nigiri {
    /// The nigiri for a handful and a guess.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn new(stones: u32, guess: Parity) -> Result<Nigiri, EmptyHand> {
        if stones == 0 {
            return Err(EmptyHand);
        }
        Ok(Nigiri {
            stones,
            guess,
            chooser: chooser(stones, guess),
        })
    }

    /// Did the guesser guess right?
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn guessed_right(&self) -> bool {
        self.chooser == Role::Guesser
    }

    /// The colours once the chooser has chosen `choice` for themself.
    #[cfg_attr(hotstone_size, optimize(size))]
    pub fn colours(&self, choice: Color) -> NigiriColours {
        match self.chooser {
            Role::Guesser => NigiriColours {
                guesser: choice,
                holder: choice.opponent(),
            },
            Role::Holder => NigiriColours {
                holder: choice,
                guesser: choice.opponent(),
            },
        }
    }
}

/// A source of randomness: a number in `0..bound` (`bound` >= 1). An answer out of
/// range is taken modulo `bound`.
pub trait Randomness {
    /// A number in `0..bound`.
    fn below(&mut self, bound: u32) -> u32;
}

impl<F: FnMut(u32) -> u32> Randomness for F {
    #[cfg_attr(hotstone_size, optimize(size))]
    fn below(&mut self, bound: u32) -> u32 {
        self(bound)
    }
}

/// A nigiri with a random handful of 1 to `max_hand` stones (at least 1) and a random
/// guess, drawn from `random`.
#[cfg_attr(hotstone_size, optimize(size))]
pub fn draw(random: &mut impl Randomness, max_hand: u32) -> Nigiri {
    let max_hand = max_hand.max(1);
    let stones = 1 + random.below(max_hand) % max_hand;
    let guess = if random.below(2) % 2 == 0 {
        Parity::Odd
    } else {
        Parity::Even
    };
    Nigiri {
        stones,
        guess,
        chooser: chooser(stones, guess),
    }
}

/// The guesser chooses after a right guess, the holder after a wrong one.
#[cfg_attr(hotstone_size, optimize(size))]
fn chooser(stones: u32, guess: Parity) -> Role {
    if Parity::of(stones) == guess {
        Role::Guesser
    } else {
        Role::Holder
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn h4_a_right_guess_lets_the_guesser_choose() {
        let n = Nigiri::new(7, Parity::Odd).unwrap();
        assert!(n.guessed_right());
        assert_eq!(n.chooser, Role::Guesser);
        assert_eq!(
            n.colours(Color::Black),
            NigiriColours {
                guesser: Color::Black,
                holder: Color::White
            }
        );
    }

    #[test]
    fn h4_a_wrong_guess_lets_the_holder_choose() {
        let n = Nigiri::new(12, Parity::Odd).unwrap();
        assert_eq!(n.chooser, Role::Holder);
        assert_eq!(n.colours(Color::White).holder, Color::White);
        assert_eq!(n.colours(Color::White).guesser, Color::Black);
        assert_eq!(Nigiri::new(0, Parity::Even), Err(EmptyHand));
    }

    #[test]
    fn h4_randomness_is_passed_in() {
        // A scripted source: a handful of 4 + 1 = 5 stones, then the guess "odd".
        let mut script = [4u32, 0].into_iter();
        let mut source = |_bound: u32| script.next().unwrap_or(0);
        let n = draw(&mut source, 30);
        assert_eq!((n.stones, n.guess), (5, Parity::Odd));
        assert!(n.guessed_right());
        // Out-of-range answers are folded into range; an empty hand never happens.
        let mut wild = |_bound: u32| u32::MAX;
        let n = draw(&mut wild, 0);
        assert_eq!(n.stones, 1);
    }
}
