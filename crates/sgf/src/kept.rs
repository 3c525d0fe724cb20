//! What a game opened from a record keeps of the record's game information when it is
//! written again (E-7): its players, ranks, date, event, round, place and time settings
//! as they were, and its result (RE) only while the game is as it was read (no move made
//! or taken back since): a result says how the recorded game ended, not the one played on
//! from it. Size, rules, komi and handicap are not kept: they are written from the game
//! itself. The JavaScript API's `toSgf` and the web app's download both write through this.

use hotstone_rules::{Action, Game};

use crate::tree::GameInfo;

/// A record's game information, kept beside the game played from it.
#[derive(Debug, Clone, PartialEq)]
pub struct KeptInfo {
    /// Without KM, HA, RU and RE.
    info: GameInfo,
    result: Option<String>,
    /// The game's actions when it was read: RE holds while they are the game's.
    actions: Vec<Action>,
}

impl KeptInfo {
    /// What is kept of `info`, the game information of the record `game` was read from.
    pub fn of(info: &GameInfo, game: &Game) -> KeptInfo {
        KeptInfo {
            info: GameInfo {
                komi: None,
                handicap: None,
                rules: None,
                result: None,
                ..info.clone()
            },
            result: info.result.clone(),
            actions: game.actions().to_vec(),
        }
    }

    /// The game information to write `game` with: the record's, its RE only if `game` is
    /// still as read. KM, HA and RU are left for the caller to write from the game.
    pub fn info_for(&self, game: &Game) -> GameInfo {
        GameInfo {
            result: if self.actions == game.actions() {
                self.result.clone()
            } else {
                None
            },
            ..self.info.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hotstone_rules::{BoardSize, Color, Komi, Move, Point, Preset};

    fn read_info() -> GameInfo {
        GameInfo {
            komi: Some(Komi::from_half_points(13)),
            handicap: Some(2),
            rules: Some("Japanese".into()),
            result: Some("B+R".into()),
            black_player: Some("Honinbo Shusaku".into()),
            white_player: Some("Gennan Inseki".into()),
            black_rank: Some("4d".into()),
            white_rank: Some("8d".into()),
            date: Some("1846-09-11".into()),
            event: Some("Ear-reddening game".into()),
            round: Some("1".into()),
            time_limit: hotstone_rules::Decimal::parse("3600"),
            overtime: Some("none".into()),
            place: Some("Osaka".into()),
        }
    }

    /// E-7: the record's own information survives; KM, HA and RU do not (the game says
    /// them), and RE only while the game is as read.
    #[test]
    fn e7_kept_info_drops_the_result_once_the_game_changes() {
        let mut game = Game::new(BoardSize::NINE, Preset::Japanese.ruleset()).unwrap();
        let c3 = Move::Play(Point::parse("C3").unwrap());
        game.play(Color::Black, c3).unwrap();
        let kept = KeptInfo::of(&read_info(), &game);
        let as_read = kept.info_for(&game);
        assert_eq!(
            as_read,
            GameInfo {
                komi: None,
                handicap: None,
                rules: None,
                ..read_info()
            }
        );
        game.play(Color::White, Move::Pass).unwrap();
        let played_on = kept.info_for(&game);
        assert_eq!(played_on.result, None);
        assert_eq!(played_on.date.as_deref(), Some("1846-09-11"));
        // Taken back to the position as read, by another way: the same actions again.
        game.undo().unwrap();
        assert_eq!(kept.info_for(&game).result.as_deref(), Some("B+R"));
    }
}
