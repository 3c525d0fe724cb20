//! What a record's RE says (SGF FF[4]): who won, a draw, no result, or nothing known.
//! Only the verdict is read; the margin and the way of winning stay in the text. The
//! rules crate writes RE (`hotstone_rules::Outcome::result`); this reads what any program
//! wrote.

use hotstone_rules::Color;

/// The verdict of an RE value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// `B+...` or `W+...`: by points, resignation (R), time (T) or forfeit (F).
    Won(Color),
    /// `0`, `Draw` (also `Jigo`).
    Draw,
    /// `Void`: the game has no result (e.g. a cycle, K-5).
    NoResult,
    /// `?`, or anything else: the result is not known.
    Unknown,
}

/// Reads an RE value, case and surrounding spaces aside.
pub fn verdict(re: &str) -> Verdict {
    let text = hotstone_text::trim(re);
    let upper = text.to_ascii_uppercase();
    match upper.as_str() {
        "0" | "DRAW" | "JIGO" => return Verdict::Draw,
        "VOID" => return Verdict::NoResult,
        _ => {}
    }
    let mut chars = upper.chars();
    match (chars.next(), chars.next()) {
        (Some('B'), Some('+')) => Verdict::Won(Color::Black),
        (Some('W'), Some('+')) => Verdict::Won(Color::White),
        _ => Verdict::Unknown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn e7_re_values_of_the_sgf_standard() {
        assert_eq!(verdict("B+R"), Verdict::Won(Color::Black));
        assert_eq!(verdict("W+3.5"), Verdict::Won(Color::White));
        assert_eq!(verdict(" w+resign "), Verdict::Won(Color::White));
        assert_eq!(verdict("B+T"), Verdict::Won(Color::Black));
        assert_eq!(
            verdict("B+0"),
            Verdict::Won(Color::Black),
            "C-3: a tie to Black"
        );
        assert_eq!(verdict("B+"), Verdict::Won(Color::Black));
        assert_eq!(verdict("0"), Verdict::Draw);
        assert_eq!(verdict("Draw"), Verdict::Draw);
        assert_eq!(verdict("Void"), Verdict::NoResult);
        assert_eq!(verdict("?"), Verdict::Unknown);
        assert_eq!(verdict(""), Verdict::Unknown);
        assert_eq!(verdict("Black wins"), Verdict::Unknown);
    }

    #[test]
    fn what_the_rules_crate_writes_reads_back() {
        use hotstone_rules::Outcome;
        let counted = Outcome::from_margin(-7, None);
        assert_eq!(verdict(&counted.result()), Verdict::Won(Color::White));
        assert_eq!(
            verdict(&Outcome::from_margin(0, None).result()),
            Verdict::Draw
        );
        assert_eq!(verdict(&Outcome::NoResult.result()), Verdict::NoResult);
        let resigned = Outcome::Resignation {
            winner: Color::Black,
        };
        assert_eq!(verdict(&resigned.result()), Verdict::Won(Color::Black));
    }
}
