//! How long the player may think on a move: the caller's most, and at most a tenth of
//! the time before the mover's next limit (the end of its main time, of a byo-yomi
//! period, of an Ing overtime's sixth), so that a running clock never runs out while
//! the computer thinks, nor costs it an overtime penalty (T-1..T-5). The caller reads
//! its own clock; this only divides.

/// The share of the time to the next limit one move may take.
const SHARE: u64 = 10;

/// The think time for a move, in milliseconds: `most`, or less when a clock is running
/// and its next limit is near (`to_next_limit`, milliseconds; `None` without a clock).
pub fn move_millis(most: u64, to_next_limit: Option<u64>) -> u64 {
    to_next_limit.map_or(most, |t| (t / SHARE).min(most))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t1_without_a_clock_the_whole_budget() {
        assert_eq!(move_millis(1000, None), 1000);
    }

    #[test]
    fn t5_a_tenth_of_the_time_to_the_next_limit_never_more_than_the_budget() {
        // Five minutes left: the budget; five seconds: half a second; 30 ms: 3 ms.
        assert_eq!(move_millis(1000, Some(300_000)), 1000);
        assert_eq!(move_millis(1000, Some(5_000)), 500);
        assert_eq!(move_millis(1000, Some(30)), 3);
        assert_eq!(move_millis(1000, Some(0)), 0);
    }
}
