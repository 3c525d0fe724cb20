//! `score()`: the rules crate counts (C-1..C-5); this module only picks the method and
//! hands over the dead stones (the game gives its prisoners and handicap). The count is
//! reported as `hotstone_report::Score`, Ing's fill-in steps included, each said in the
//! game's language by the catalogue the app captions them with.

use hotstone_report::Score;
use hotstone_rules::{count, Adjustments, DeadStones, Game, GameResult, Outcome, Ruleset};

use crate::input::{ApiError, Checked, ScoreOptions};
use crate::lang::{self, Lang};

/// Counts the game's position: the dead strings through `options.dead` are taken off,
/// under `options.method` or the ruleset's own. A game that ended without result keeps
/// no result (K-5), whatever the count, and its fill-in steps say so too. Sentences are
/// in `lang`. `forfeit`: a record's illegal move that decided the game (E-4).
pub fn score(
    game: &Game,
    options: &ScoreOptions,
    lang: Lang,
    forfeit: Option<Outcome>,
) -> Checked<Score> {
    let board = game.board();
    let dead = DeadStones::from_points(board, options.dead.iter().copied())
        .map_err(|e| ApiError::new(format!("dead: {e}")))?;
    let rules = Ruleset {
        scoring: options.method.unwrap_or(game.rules().scoring),
        ..*game.rules()
    };
    let adjustments = Adjustments {
        penalties: options.penalties.clone(),
        ..Adjustments::of(game)
    };
    let score = count(board, &dead, &rules, &adjustments)
        .map_err(|e| ApiError::new(lang::count_error(lang, &e)))?;
    // A resignation, a loss on time or no result decided the game; the count shows the
    // position beside it.
    let outcome = forfeit
        .or_else(|| GameResult::decided(game))
        .unwrap_or(score.outcome);
    Ok(Score::of(
        &score,
        &rules,
        outcome,
        game.end().is_some(),
        &lang,
    ))
}
