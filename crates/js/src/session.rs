//! A game as the JavaScript API holds it: the rules crate's `Game`, the language its
//! sentences are in, and the preset its rules came from (a record's RU says it). The
//! game itself remembers its handicap. Plain Rust, tested natively; the
//! `#[wasm_bindgen]` layer in `lib.rs` only converts values.

use hotstone_rules::{
    fixed_handicap, Action, Color, Game, HandicapKind, HandicapStyle, Move, Point, Preset, Refusal,
};

use crate::codes;
use crate::input::{ApiError, Checked, GameOptions, ScoreOptions};
use crate::lang::Lang;
use crate::score;
use hotstone_report::{self as report, KoState, PlayResult, Refusal as RefusalView, SkippedMove};
use hotstone_sgf::{Document, KeptInfo};

#[derive(Debug, Clone)]
pub struct Session {
    pub game: Game,
    pub lang: Lang,
    /// The preset the rules came from, when they came from one (SGF's RU says it).
    pub preset: Option<Preset>,
    /// Actions made when the game was set up (handicap, a record's root): undo stops
    /// before them.
    pub initial: usize,
    /// Moves of a record's main line that the rules refused (`Game.fromSgf`): the node,
    /// the colour, the move and the refusal of each.
    pub skipped: Vec<(usize, hotstone_rules::Color, Move, hotstone_rules::Refusal)>,
    /// A record's illegal move that decides its game (E-4, `record_verdict`), with the
    /// number of actions the record made: once one of them is taken back the game is no
    /// longer the record's, and the count decides again.
    pub forfeit: Option<(hotstone_rules::Outcome, usize)>,
    /// What a record said beside its moves (`Game.fromSgf`), written back by `toSgf`.
    pub record: Option<KeptInfo>,
    /// A free handicap declared by `new Game` and not yet placed: how many stones Black
    /// places with `placeHandicap` before any move (H-1). 0 when none waits.
    pub free_handicap: u32,
    /// The game as a document (L-1, as the app keeps it): the record's whole tree, every
    /// line played and taken back, the line to the position shown. It follows the game
    /// lazily (`synced`): before an undo, a redo and `toSgf`, so that the fast path and
    /// `playout` add nothing per move.
    pub document: Document,
}

impl Session {
    /// `new Game(options)`: an empty board, the handicap given.
    pub fn new(options: &GameOptions) -> Checked<Session> {
        let mut game =
            Game::new(options.size, options.rules).map_err(|e| ApiError::new(e.to_string()))?;
        let handicap = options.handicap;
        let mut free_handicap = 0;
        if handicap > 0 {
            let err = |e: hotstone_rules::HandicapError| ApiError::new(format!("handicap: {e}"));
            match options.rules.handicap {
                HandicapStyle::Fixed => {
                    let points = fixed_handicap(options.size, handicap).map_err(err)?;
                    game.place_handicap(&points).map_err(err)?;
                }
                HandicapStyle::IngMoves => game.start_handicap_moves(handicap).map_err(err)?,
                // Black places the stones with placeHandicap(points).
                HandicapStyle::Free => {
                    if handicap < 2 {
                        return Err(err(hotstone_rules::HandicapError::TooFew {
                            stones: handicap,
                        }));
                    }
                    free_handicap = handicap;
                }
            }
        }
        let initial = game.actions().len();
        Ok(Session {
            document: Document::of_game(&game, initial),
            initial,
            game,
            lang: options.lang,
            preset: options.preset,
            skipped: Vec::new(),
            forfeit: None,
            record: None,
            free_handicap,
        })
    }

    /// Refuses a move while a declared free handicap waits to be placed: the handicap is
    /// given before the first move (H-1), and a move would drop it unseen.
    pub fn ready_to_move(&self) -> Checked<()> {
        match self.free_handicap {
            0 => Ok(()),
            n => Err(ApiError::new(format!(
                "Black places the {n} free handicap stones first, with placeHandicap(points) (H-1)"
            ))),
        }
    }

    /// The handicap as the game has it, or the free handicap that waits to be placed.
    /// Stones on the conventional points are still a free handicap when the game's
    /// rules give it free: Black chose those points (H-1).
    pub fn handicap(&self) -> Option<HandicapKind> {
        match (self.free_handicap, self.game.handicap()) {
            (0, Some(HandicapKind::Fixed { name }))
                if self.game.rules().handicap == HandicapStyle::Free =>
            {
                Some(HandicapKind::Free {
                    stones: name.stones(),
                })
            }
            (0, kind) => kind,
            (n, _) => Some(HandicapKind::Free { stones: n }),
        }
    }

    /// How the handicap was given (H-1, H-2), as `game.rules` and `game.handicap` both
    /// report it: as this game's handicap was given, else the rules' own style. A
    /// record's stones off the conventional points are a free handicap whatever the
    /// style of its RU (the JS developer's review: the two disagreed).
    pub fn handicap_style(&self) -> HandicapStyle {
        match self.handicap() {
            Some(HandicapKind::Fixed { .. }) => HandicapStyle::Fixed,
            Some(HandicapKind::Free { .. }) => HandicapStyle::Free,
            Some(HandicapKind::IngMoves { .. }) => HandicapStyle::IngMoves,
            None => self.game.rules().handicap,
        }
    }

    /// The rules as the game reports them: its ruleset, the handicap style as the
    /// handicap was given.
    pub fn rules(&self) -> hotstone_rules::Ruleset {
        self.game.rules().with_handicap_style(self.handicap_style())
    }

    pub fn to_move(&self) -> Color {
        self.game.to_move()
    }

    /// Moves made so far: board plays and passes.
    pub fn move_number(&self) -> usize {
        self.game
            .actions()
            .iter()
            .filter(|a| matches!(a, Action::Move { .. }))
            .count()
    }

    /// Plays a move for the side to move; a refused move changes nothing.
    pub fn play(&mut self, mv: Move) -> PlayResult {
        let color = self.game.to_move();
        match self.game.play(color, mv) {
            Ok(played) => PlayResult::Played(report::Played::of(
                &self.game,
                color,
                mv,
                &played,
                self.move_number(),
                &self.lang,
            )),
            // A refusal names its point, also one (game over) the rules give none.
            Err(refusal) => {
                PlayResult::Refused(RefusalView::of(&refusal, color, point(mv), &self.lang))
            }
        }
    }

    /// The fast path: 0 for a legal move (played), else the refusal's number. A legal
    /// move goes through `Game::try_play`, which builds no report; only a refused one
    /// asks the rules why.
    pub fn try_play(&mut self, mv: Move) -> u32 {
        let color = self.game.to_move();
        if self.game.try_play(color, mv) {
            return 0;
        }
        match self.game.check(color, mv) {
            Err(refusal) => codes::number(&refusal),
            // try_play and check are the same rules; they cannot disagree.
            Ok(()) => 0,
        }
    }

    /// Would this move be legal for the side to move? 0, or the refusal's number.
    pub fn check(&self, mv: Move) -> u32 {
        match self.game.check(self.game.to_move(), mv) {
            Ok(()) => 0,
            Err(refusal) => codes::number(&refusal),
        }
    }

    /// The side to move resigns (M-4).
    pub fn resign(&mut self) -> PlayResult {
        let color = self.game.to_move();
        match self.game.resign(color) {
            Ok(()) => PlayResult::Played(report::Played::resigned(
                color,
                self.move_number(),
                self.game.end(),
                &self.lang,
            )),
            Err(refusal) => PlayResult::Refused(RefusalView::of(&refusal, color, None, &self.lang)),
        }
    }

    /// Resumes play after two passes (M-5). Refused after a resignation or no result.
    pub fn resume(&mut self) -> Result<(), Refusal> {
        self.game.resume()
    }

    /// The document, told what the game did since it last looked (`Document::follow`):
    /// new actions enter nodes (a move already in the tree enters that child, another one
    /// a variation).
    pub fn synced(&mut self) -> &Document {
        self.document.follow(&self.game);
        &self.document
    }

    /// Takes back the last action, never one the game was set up with; the line taken
    /// back stays in the document, for redo (L-1).
    pub fn undo(&mut self) -> bool {
        self.synced();
        let undone = self.game.actions().len() > self.initial && self.game.undo().is_some();
        self.document.follow(&self.game);
        if self
            .forfeit
            .is_some_and(|(_, made)| self.game.actions().len() < made)
        {
            self.forfeit = None;
        }
        undone
    }

    /// Redo: enters the next node of the line taken back (the one entered last), one
    /// action as undo takes back one; false at the end of the line.
    pub fn redo(&mut self) -> bool {
        self.synced();
        // A resignation or play resumed, taken back, has no node of its own: the game
        // plays it again, and the document follows.
        let own = self
            .game
            .redo_line()
            .next()
            .is_some_and(|a| !matches!(a, Action::Move { .. } | Action::Setup(_)));
        if own {
            let redone = self.game.redo().is_some();
            self.document.follow(&self.game);
            return redone;
        }
        self.document.forward(&mut self.game).is_some()
    }

    /// Black places the free handicap the game was made with (H-1), all its stones at
    /// once, before the first move; undo never takes them back.
    pub fn place_handicap(&mut self, points: &[Point]) -> Checked<()> {
        let n = self.free_handicap;
        if n == 0 {
            // Placed already, or never asked for: say which.
            let placed =
                self.game.rules().handicap == HandicapStyle::Free && self.game.handicap().is_some();
            return Err(ApiError::new(if placed {
                "the free handicap is placed already (once, before the first move)"
            } else {
                "this game has no free handicap to place: make it with \
                 new Game({ handicap: N, handicapStyle: 'free' })"
            }));
        }
        if points.len() != n as usize {
            return Err(ApiError::new(format!(
                "the game's free handicap is {n} stones; got {} points",
                points.len()
            )));
        }
        self.game
            .place_handicap(points)
            .map_err(|e| ApiError::new(e.to_string()))?;
        self.free_handicap = 0;
        self.initial = self.game.actions().len();
        // The stones are the start, in the root as SGF has them (no move came before).
        self.document = Document::of_game(&self.game, self.initial);
        Ok(())
    }

    /// Every empty point the side to move may not play, with the refusal; after the
    /// end every one is refused (game over), each naming its point.
    pub fn forbidden(&self) -> Vec<RefusalView> {
        let mover = self.game.to_move();
        report::each(&self.game.forbidden(), |(p, r)| {
            RefusalView::of(r, mover, Some(*p), &self.lang)
        })
    }

    /// The record's moves the rules refused, each with its node and colour, the refusal
    /// said in the game's language as `play()` says it (naming the move's own point when
    /// the rules name none, as the wrong player's refusal).
    pub fn skipped_moves(&self) -> Vec<SkippedMove> {
        report::each(&self.skipped, |(node, color, mv, refusal)| SkippedMove {
            node: *node,
            color: (*color).into(),
            refusal: RefusalView::of(refusal, *color, point(*mv), &self.lang),
        })
    }

    pub fn ko_state(&self) -> KoState {
        KoState::of(&self.game)
    }

    pub fn score(&self, options: &ScoreOptions) -> Checked<report::Score> {
        // X-3's offences are the school-team rules' (000), as the rules crate says.
        if !options.penalties.is_empty() && !self.preset.is_some_and(Preset::has_team_penalties) {
            let rules = self.preset.map_or("rules of your own", Preset::name);
            return Err(ApiError::new(format!(
                "penalties are for school-team rules (000, X-3), not {rules}"
            )));
        }
        score::score(&self.game, options, self.lang, self.forfeit.map(|(o, _)| o))
    }
}

/// A move's point: `None` for a pass.
fn point(mv: Move) -> Option<Point> {
    match mv {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::build::*;

    fn pt(n: &str) -> Move {
        Move::Play(Point::parse(n).unwrap())
    }

    fn session(size: f64, rules: &str) -> Session {
        Session::new(&game_options(&obj(&[("size", num(size)), ("rules", text(rules))])).unwrap())
            .unwrap()
    }

    fn refused(a: PlayResult) -> RefusalView {
        match a {
            PlayResult::Refused(r) => r,
            PlayResult::Played(p) => panic!("played: {p:?}"),
        }
    }

    #[test]
    fn k1_k4_a_basic_ko_is_refused_as_a_value() {
        // B D3 takes the white stone at C3; White's retake at C3 is refused.
        let moves = ["C4", "D4", "B3", "E3", "C2", "D2", "A5", "C3", "D3"];
        for (rules, code, requirement) in [("simple", "superko", "K-4"), ("japanese", "ko", "K-1")]
        {
            let mut s = session(5.0, rules);
            for m in moves {
                assert!(s.play(pt(m)).is_ok(), "{m}");
            }
            let r = refused(s.play(pt("C3")));
            assert_eq!((r.code, r.requirement), (code, requirement), "{rules}");
            assert_eq!(s.try_play(pt("C3")), codes::number_of(code));
            assert_eq!(s.check(pt("C3")), codes::number_of(code));
            assert_eq!(s.move_number(), 9, "a refused move changes nothing");
            assert_eq!(s.try_play(pt("A1")), 0);
        }
    }

    #[test]
    fn m1_occupied_and_undo_redo() {
        let mut s = session(9.0, "japanese");
        assert!(s.play(pt("E5")).is_ok());
        let r = refused(s.play(pt("E5")));
        assert_eq!(r.code, "occupied");
        assert_eq!(r.point.as_deref(), Some("E5"));
        assert!(s.undo());
        assert!(!s.undo(), "nothing left to undo");
        assert!(s.redo());
        assert_eq!(s.to_move(), Color::White);
    }

    #[test]
    fn h1_fixed_handicap_is_kept_from_undo() {
        let s = game_options(&obj(&[
            ("size", num(9.0)),
            ("rules", text("japanese")),
            ("handicap", num(2.0)),
        ]))
        .unwrap();
        let mut s = Session::new(&s).unwrap();
        assert_eq!(s.to_move(), Color::White);
        assert!(!s.undo());
        assert_eq!(s.game.board().count(Color::Black), 2);
    }

    fn free(size: f64, rules: &str, n: f64) -> Session {
        let o = game_options(&obj(&[
            ("size", num(size)),
            ("rules", text(rules)),
            ("handicap", num(n)),
            ("handicapStyle", text("free")),
        ]))
        .unwrap();
        Session::new(&o).unwrap()
    }

    fn points(names: &[&str]) -> Vec<Point> {
        names.iter().map(|n| Point::parse(n).unwrap()).collect()
    }

    /// H-1: a free handicap declared by `new Game` waits for exactly its stones, before
    /// any move, once; undo keeps them.
    #[test]
    fn h1_a_free_handicap_is_placed_whole_before_any_move() {
        let mut s = free(9.0, "japanese", 3.0);
        assert_eq!(s.handicap(), Some(HandicapKind::Free { stones: 3 }));
        assert!(s
            .ready_to_move()
            .unwrap_err()
            .0
            .contains("3 free handicap stones first"));
        let two = s.place_handicap(&points(&["C3", "G7"])).unwrap_err();
        assert!(
            two.0.contains("free handicap is 3 stones; got 2"),
            "{}",
            two.0
        );
        assert_eq!(
            s.game.board().count(Color::Black),
            0,
            "a refused placement places nothing"
        );
        s.place_handicap(&points(&["C3", "G7", "E5"])).unwrap();
        assert!(s.ready_to_move().is_ok());
        assert_eq!(s.to_move(), Color::White);
        assert_eq!(s.handicap(), Some(HandicapKind::Free { stones: 3 }));
        let again = s.place_handicap(&points(&["A1", "A2", "A3"])).unwrap_err();
        assert!(again.0.contains("placed already"), "{}", again.0);
        assert!(!s.undo(), "undo never takes the handicap back");
        assert!(s.play(pt("D4")).is_ok());
        assert!(s.undo());
        assert!(!s.undo());
        assert_eq!(s.game.board().count(Color::Black), 3);
    }

    /// H-1: a free handicap placed on the conventional points is still free, in the
    /// handicap and in the rules reported (the JS developer's review).
    #[test]
    fn h1_the_handicap_style_is_as_the_handicap_was_given() {
        let mut s = free(9.0, "japanese", 2.0);
        assert_eq!(s.handicap_style(), HandicapStyle::Free);
        s.place_handicap(&points(&["C3", "G7"])).unwrap();
        assert_eq!(s.game.handicap().map(|h| h.size()), Some(2));
        assert_eq!(s.handicap(), Some(HandicapKind::Free { stones: 2 }));
        assert_eq!(s.rules().handicap, HandicapStyle::Free);
        let fixed = game_options(&obj(&[
            ("size", num(9.0)),
            ("rules", text("japanese")),
            ("handicap", num(2.0)),
        ]))
        .unwrap();
        assert_eq!(
            Session::new(&fixed).unwrap().rules().handicap,
            HandicapStyle::Fixed
        );
        assert_eq!(
            session(9.0, "ing").rules().handicap,
            HandicapStyle::IngMoves
        );
    }

    /// penalties are the school-team rules' (000); under others they are refused.
    #[test]
    fn x3_penalties_only_under_school_team() {
        let penalty = hotstone_rules::Penalty::offence(
            Color::White,
            hotstone_rules::PenaltyReason::Consultation,
        )
        .unwrap();
        let options = ScoreOptions {
            method: None,
            dead: Vec::new(),
            penalties: vec![penalty],
        };
        let e = session(9.0, "simple").score(&options).unwrap_err().0;
        assert!(
            e.ends_with("penalties are for school-team rules (000, X-3), not simple"),
            "{e}"
        );
        let mut own = session(9.0, "simple");
        own.preset = None;
        let e = own.score(&options).unwrap_err().0;
        assert!(e.ends_with("not rules of your own"), "{e}");
        let school = session(9.0, "school-team").score(&options).unwrap();
        assert_eq!(school.penalties.len(), 1);
    }

    /// H-1: only a game made with a free handicap places one.
    #[test]
    fn h1_place_handicap_is_refused_without_a_free_handicap() {
        let mut even = session(9.0, "japanese");
        let e = even.place_handicap(&points(&["C3", "G7"])).unwrap_err();
        assert!(e.0.contains("no free handicap"), "{}", e.0);
        let o = game_options(&obj(&[
            ("size", num(9.0)),
            ("rules", text("ing")),
            ("handicap", num(3.0)),
        ]))
        .unwrap();
        let mut ing = Session::new(&o).unwrap();
        assert!(ing.place_handicap(&points(&["C3", "G7", "E5"])).is_err());
        assert_eq!(ing.game.board().count(Color::Black), 0);
    }

    #[test]
    fn h2_ing_handicap_moves_make_white_pass() {
        let o = game_options(&obj(&[
            ("size", num(9.0)),
            ("rules", text("ing")),
            ("handicap", num(2.0)),
        ]))
        .unwrap();
        let mut s = Session::new(&o).unwrap();
        assert!(s.play(pt("C3")).is_ok());
        assert_eq!(refused(s.play(pt("G7"))).code, "handicap-pass");
        assert!(s.play(Move::Pass).is_ok());
    }

    /// P-4, C-2, B-4: the fill-in steps are said in the game's language, by the catalogue
    /// that captions them in the app.
    #[test]
    fn p4_fill_in_steps_are_said_in_the_game_s_language() {
        let fill_in = ScoreOptions {
            method: Some(hotstone_rules::Scoring::IngFillIn),
            dead: Vec::new(),
            penalties: Vec::new(),
        };
        let supply = [
            ("en", "Each bowl holds 24 stones, half the board's points less one; its measuring frame shows them in holes of 5."),
            ("de", "Jede Dose enthält 24 Steine, die Hälfte der Brettpunkte minus eins; der Messrahmen zeigt sie in Löchern zu je 5."),
            ("ja", "各碁笥に24子あります（盤の交点の半分から1を引いた数）。計量枠の穴に5子ずつ入れて確かめます。"),
        ];
        for (lang, sentence) in supply {
            let o = game_options(&obj(&[
                ("size", num(7.0)),
                ("rules", text("ing")),
                ("lang", text(lang)),
            ]))
            .unwrap();
            let s = Session::new(&o).unwrap();
            let steps = s.score(&fill_in).unwrap().fill_in.unwrap().steps;
            assert_eq!(steps[0].step, "supply");
            assert_eq!(steps[0].text, sentence, "{lang}");
        }
    }

    #[test]
    fn m4_resignation_ends_the_game() {
        let mut s = session(9.0, "ing");
        let PlayResult::Played(p) = s.resign() else {
            panic!("refused")
        };
        let end = p.end.unwrap();
        assert_eq!(
            (end.code, end.winner),
            ("resignation", Some(report::Color::White))
        );
        assert_eq!(refused(s.play(pt("E5"))).code, "game-over");
        assert_eq!(refused(s.resign()).code, "game-over");
    }

    /// M-5 (issue 15): after the end each refusal names its point, as before it.
    #[test]
    fn m5_refusals_after_the_end_name_their_point() {
        let mut s = session(5.0, "simple");
        assert!(s.play(pt("C3")).is_ok());
        assert!(s.play(Move::Pass).is_ok());
        assert!(s.play(Move::Pass).is_ok());
        let r = refused(s.play(pt("A1")));
        assert_eq!((r.code, r.point.as_deref()), ("game-over", Some("A1")));
        let forbidden = s.forbidden();
        assert_eq!(forbidden.len(), 24);
        assert!(forbidden.iter().all(|f| f.point.is_some()));
        assert_eq!(forbidden[0].point.as_deref(), Some("A1"));
    }

    /// M-4, E-2: after a resignation `score()` still counts the board, but the result
    /// is the resignation's, whoever leads on the board.
    #[test]
    fn m4_score_after_a_resignation_gives_the_resignation_s_result() {
        let mut s = session(9.0, "japanese");
        assert!(s.play(pt("E5")).is_ok());
        assert!(s.play(Move::Pass).is_ok());
        // Black, far ahead on the board, resigns.
        assert!(s.resign().is_ok());
        let options = ScoreOptions {
            method: None,
            dead: Vec::new(),
            penalties: Vec::new(),
        };
        let score = s.score(&options).unwrap();
        assert_eq!(score.result, "W+R");
        assert_eq!(score.winner, Some(report::Color::White));
        assert_eq!(score.margin, None);
        assert_eq!(score.black.area, 81, "the board is still counted");
    }
}
