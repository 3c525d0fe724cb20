//! A played board's SGF proposed as its result on the tournament page. The record is read
//! and replayed as the board app reads it (`record::load`, through `hotstone_sgf::replay`);
//! its RE gives the result, or without RE the rules crate counts the final position
//! after two passes (no stones taken off as dead), unless the rules crate says the
//! record's first illegal move decides (E-4, `hotstone_rules::record_verdict`). PB and PW
//! must name the pairing's players (or a board's pupils); the proposal says which side
//! won, and how many moves of the record the rules refused (the first one named), so the
//! organiser decides with that in view. Nothing is entered until the user takes it.

use hotstone_rules::{Color, DeadStones, End, GameResult};
use hotstone_sgf::Verdict;

use super::record::{self, LoadError, SkippedMove};

/// Who sits at a pairing or board: each side's names (a board's team of pupils plays as
/// one side, X-3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sides(pub [Vec<String>; 2]);

/// A record's result as a proposal for a pairing or board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proposal {
    /// The side that won; `None` for a draw.
    pub winner: Option<usize>,
    /// The side that took Black.
    pub black: usize,
    /// PB and PW as the record has them (empty when missing).
    pub black_name: String,
    pub white_name: String,
    /// The result as RE writes it (`B+R`, `W+3.5`, `Draw`).
    pub result: String,
    /// The result is the count of the final position: the record has no RE.
    pub counted: bool,
    /// The result is the forfeit of the record's first illegal move (E-4, 003 4 f): the
    /// record has no RE, and its rules make an illegal move lose.
    pub forfeit: bool,
    /// The moves of the record the rules refused (skipped before the count): how many,
    /// and the first.
    pub refused: Option<Refused>,
}

/// Moves of a record that the rules refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub count: usize,
    pub first: SkippedMove,
}

/// Why a record gives no result for this pairing or board.
#[derive(Debug, Clone, PartialEq)]
pub enum RecordError {
    /// Not a readable SGF game: the SGF crate's message (or the rules' refusal of its
    /// setup or RU).
    Unreadable(String),
    /// A readable file without a game in it.
    NoGame,
    /// The record's game info gives no game that can start.
    CannotStart(crate::state::settings::StartError),
    /// The record's setup or Ing handicap moves were refused by the rules.
    BadSetup(hotstone_sgf::ReplayError),
    /// The record names neither player (PB, PW).
    NoNames,
    /// PB or PW names someone not at this pairing or board.
    WrongPlayers { black: String, white: String },
    /// A draw, where a game needs a winner (SST games, 001).
    Draw,
    /// RE says no result (`Void`) or one nobody can read; or there is no RE and play
    /// did not stop with two passes, so there is nothing to count.
    NoResult,
    /// RE is `?`: the result waits for the referee (`hotstone referee` writes it for an
    /// adjudication pending, E-3, C-6).
    Pending,
}

/// Reads `bytes` as the record of the game between `sides`; `draws`: whether a draw is
/// a result here (a board of a team match, X-5) or not (a game, which needs a winner).
pub fn propose(bytes: &[u8], sides: &Sides, draws: bool) -> Result<Proposal, RecordError> {
    let (loaded, refused_moves) = record::load_refused(bytes).map_err(|e| match e {
        LoadError::Unreadable(m) | LoadError::UnknownRules(m) => RecordError::Unreadable(m),
        LoadError::BadSetup(e) => RecordError::BadSetup(e),
        LoadError::NoGame => RecordError::NoGame,
        LoadError::CannotStart(e) => RecordError::CannotStart(e),
    })?;
    let name = |n: &Option<String>| n.clone().unwrap_or_default().trim().to_string();
    let (black_name, white_name) = (
        name(&loaded.info.black_player),
        name(&loaded.info.white_player),
    );
    let black = black_side(&black_name, &white_name, sides)?;
    let refused = refused_moves.first().map(|first| Refused {
        count: refused_moves.len(),
        first: first.clone(),
    });
    // E-4: where the record's rules make an illegal move lose, its first one decides.
    let forfeit = hotstone_rules::record_verdict(
        loaded.settings.preset,
        refused_moves.iter().map(|m| (m.color, &m.refusal)),
    );
    let (verdict, result, counted, forfeit) = match (loaded.info.result.as_deref(), forfeit) {
        (Some(re), _) if re.trim() == "?" => return Err(RecordError::Pending),
        (Some(re), _) if !re.trim().is_empty() => (
            hotstone_sgf::verdict(re),
            re.trim().to_string(),
            false,
            false,
        ),
        (_, Some(outcome)) => {
            let verdict = outcome.winner().map_or(Verdict::Unknown, Verdict::Won);
            (verdict, outcome.result(), false, true)
        }
        // Counting is for a game whose play stopped; a record cut off earlier has no
        // result to propose.
        _ if loaded.game.end() != Some(End::TwoPasses) => return Err(RecordError::NoResult),
        _ => {
            let dead = DeadStones::none(loaded.game.size());
            let counted = GameResult::of(&loaded.game, &dead).map_err(|_| RecordError::NoResult)?;
            let verdict = match counted.outcome.winner() {
                Some(winner) => Verdict::Won(winner),
                None if counted.outcome.is_draw() => Verdict::Draw,
                None => Verdict::NoResult,
            };
            (verdict, counted.outcome.result(), true, false)
        }
    };
    let winner = match verdict {
        Verdict::Won(Color::Black) => Some(black),
        Verdict::Won(Color::White) => Some(1 - black),
        Verdict::Draw if draws => None,
        Verdict::Draw => return Err(RecordError::Draw),
        Verdict::NoResult | Verdict::Unknown => return Err(RecordError::NoResult),
    };
    Ok(Proposal {
        winner,
        black,
        black_name,
        white_name,
        result,
        counted,
        forfeit,
        refused,
    })
}

/// The side that took Black: PB names it, PW names the other; a name left out is
/// taken from the other one, but at least one must be there.
fn black_side(black: &str, white: &str, sides: &Sides) -> Result<usize, RecordError> {
    if black.is_empty() && white.is_empty() {
        return Err(RecordError::NoNames);
    }
    let fits = |name: &str, side: usize| name.is_empty() || names_side(name, &sides.0[side]);
    (0..2)
        .find(|&b| fits(black, b) && fits(white, 1 - b))
        .ok_or_else(|| RecordError::WrongPlayers {
            black: black.to_string(),
            white: white.to_string(),
        })
}

/// Whether a PB or PW value names `side`: each name in it (a team's names joined by
/// `+`, `,`, `&` or `/`) is one of the side's, letter case aside.
fn names_side(value: &str, side: &[String]) -> bool {
    let mut names = value
        .split(['+', ',', '&', '/'])
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .peekable();
    names.peek().is_some() && names.all(|n| side.iter().any(|s| same_name(s.trim(), n)))
}

/// Whether two names are the same, letter case aside: A-Z and the Latin-1 letters
/// À-Þ (as German, French or Scandinavian names write them) fold to lower case, other
/// scripts compare as written. Not `to_lowercase`, whose Unicode table cost the app
/// 4 KB gzipped (issue 17); a name that does not match is said, never guessed.
fn same_name(a: &str, b: &str) -> bool {
    let fold = |c: char| match c {
        'A'..='Z' | 'À'..='Ö' | 'Ø'..='Þ' => char::from_u32(u32::from(c) + 32).unwrap_or(c),
        _ => c,
    };
    a.chars().map(fold).eq(b.chars().map(fold))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sides(a: &[&str], b: &[&str]) -> Sides {
        let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect();
        Sides([v(a), v(b)])
    }

    #[test]
    fn x1_re_gives_the_winner_of_the_pairing() {
        let s = sides(&["Ing"], &["Kato"]);
        let p = propose(b"(;SZ[9]PB[Kato]PW[Ing]RE[W+R];B[ee];W[cc])", &s, false).unwrap();
        assert_eq!(p.black, 1, "Kato took Black");
        assert_eq!(p.winner, Some(0), "White, Ing, won");
        assert_eq!((p.result.as_str(), p.counted), ("W+R", false));
        let p = propose(b"(;SZ[9]PB[ing]RE[B+3.5])", &s, false).unwrap();
        assert_eq!((p.black, p.winner), (0, Some(0)), "PW left out, case aside");
    }

    #[test]
    fn x1_names_match_letter_case_aside_umlauts_too() {
        assert!(same_name("Jürgen Müller", "JÜRGEN MÜLLER"));
        assert!(same_name("Åsa Øberg", "åsa øBERG"));
        assert!(same_name("加藤", "加藤"));
        assert!(!same_name("Jürgen", "Jurgen"));
        assert!(!same_name("Ida", "Ida Schmidt"));
        let s = sides(&["Jürgen"], &["Kato"]);
        let p = propose("(;SZ[9]PB[JÜRGEN]RE[B+R])".as_bytes(), &s, false).unwrap();
        assert_eq!((p.black, p.winner), (0, Some(0)));
    }

    #[test]
    fn x3_x5_a_board_of_a_team_match_and_a_draw() {
        let s = sides(&["Ali"], &["Eli", "Finn"]);
        let p = propose(b"(;SZ[9]PB[Finn + Eli]PW[Ali]RE[0])", &s, true).unwrap();
        assert_eq!((p.black, p.winner), (1, None));
        let game = propose(b"(;SZ[9]PB[Finn]PW[Ali]RE[Draw])", &s, false);
        assert_eq!(game, Err(RecordError::Draw), "a game needs a winner");
        let p = propose(b"(;SZ[9]PB[Ali]PW[Eli]RE[W+2])", &s, false).unwrap();
        assert_eq!(
            (p.black, p.winner),
            (0, Some(1)),
            "one pupil of the team named"
        );
    }

    #[test]
    fn c1_without_re_the_final_position_is_counted() {
        // 5x5 under Japanese rules, komi 6.5: a wall of Black stones, nothing of
        // White's; every empty point is Black's territory.
        let sgf = b"(;SZ[5]RU[Japanese]PB[Ing]PW[Kato];B[da];W[];B[db];W[];B[dc];W[];B[dd];W[];B[de];W[];B[])";
        let p = propose(sgf, &sides(&["Ing"], &["Kato"]), false).unwrap();
        assert!(p.counted);
        assert_eq!(p.winner, Some(0));
        assert_eq!(p.result, "B+13.5", "20 points of territory less komi");
    }

    /// A record without RE is counted after the moves the rules refused are skipped: the
    /// proposal says how many, and the first with its rule (M-1, E-4), so the organiser
    /// decides knowing it.
    #[test]
    fn e4_the_proposal_says_which_moves_the_rules_refused() {
        let s = sides(&["Ing"], &["Kato"]);
        // W[da] is occupied (move 2), B[da] too (move 5): both skipped, and the wall of
        // Black stones is counted as before.
        let sgf = b"(;SZ[5]RU[Japanese]PB[Ing]PW[Kato];B[da];W[da];W[];B[db];B[da];W[];B[dc];W[];B[dd];W[];B[de];W[];B[])";
        let p = propose(sgf, &s, false).unwrap();
        assert!(p.counted && !p.forfeit);
        assert_eq!(p.result, "B+13.5");
        let refused = p.refused.expect("refused moves are said");
        assert_eq!(refused.count, 2);
        let first = refused.first;
        assert_eq!((first.number, first.color), (2, Color::White));
        assert_eq!(first.mv.to_string(), "D5");
        assert_eq!(
            (first.refusal.code(), first.refusal.requirement()),
            ("occupied", "M-1")
        );

        let clean = propose(b"(;SZ[9]PB[Ing]PW[Kato]RE[W+R];B[ee];W[cc])", &s, false).unwrap();
        assert_eq!(clean.refused, None);

        // Where the rules make an illegal move lose (003 4 f), the rules crate's verdict
        // is proposed: Kato's (White's) illegal move forfeits.
        let ct = b"(;SZ[9]RU[computer-tournament]PB[Ing]PW[Kato];B[ee];W[ee];W[cc];B[];W[])";
        let p = propose(ct, &s, false).unwrap();
        assert!(p.forfeit && !p.counted);
        assert_eq!((p.result.as_str(), p.winner), ("B+F", Some(0)));
        assert_eq!(p.refused.map(|r| r.count), Some(1));
    }

    #[test]
    fn bad_records_say_why() {
        let s = sides(&["Ing"], &["Kato"]);
        assert!(matches!(
            propose(b"(;SZ[9]PB[Ing", &s, false),
            Err(RecordError::Unreadable(_))
        ));
        assert_eq!(
            propose(b"(;SZ[9]RE[B+R])", &s, false),
            Err(RecordError::NoNames)
        );
        assert!(
            matches!(propose(b"", &s, false), Err(RecordError::Unreadable(m)) if m.contains("empty")),
            "an empty file says so"
        );
        assert_eq!(
            propose(b"(;SZ[9]PB[Lee]PW[Kato]RE[B+R])", &s, false),
            Err(RecordError::WrongPlayers {
                black: "Lee".into(),
                white: "Kato".into()
            })
        );
        assert_eq!(
            propose(b"(;SZ[9]PB[Ing]PW[Ing]RE[B+R])", &s, false),
            Err(RecordError::WrongPlayers {
                black: "Ing".into(),
                white: "Ing".into()
            }),
            "one player on both sides"
        );
        assert_eq!(
            propose(b"(;SZ[9]PB[Ing]PW[Kato]RE[Void])", &s, false),
            Err(RecordError::NoResult)
        );
        assert_eq!(
            propose(b"(;SZ[9]PB[Ing]PW[Kato]RE[?])", &s, false),
            Err(RecordError::Pending),
            "RE[?]: the referee's adjudication is pending (E-3, C-6)"
        );
        assert_eq!(
            propose(b"(;SZ[9]PB[Ing]PW[Kato]RE[Black wins])", &s, false),
            Err(RecordError::NoResult)
        );
        assert_eq!(
            propose(b"(;SZ[9]PB[Ing]PW[Kato];B[ee];W[cc])", &s, false),
            Err(RecordError::NoResult),
            "no RE, and play went on"
        );
    }
}
