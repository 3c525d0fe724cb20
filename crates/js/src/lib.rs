//! Hotstone's rules for JavaScript and TypeScript (P-1, P-3, P-4): a thin wasm-bindgen
//! layer over `hotstone-rules`, `hotstone-sgf` and the message catalogue. No rule is
//! written here: every verdict is the rules crate's, every sentence the catalogue's.
//! Values go out as the reports of `hotstone-report` through serde-wasm-bindgen (plain
//! objects, `null` for nothing); they come in as JSON text made by `JSON.stringify` and
//! read by serde_json into the argument types of `args` (`cross`, which says why not
//! serde-wasm-bindgen's reader). The TypeScript types of both are generated from the
//! same Rust types (tsify): the package's `.d.ts` has no hand-written declaration.
//!
//! A refused move is a value (`{ ok: false, code, requirement, message, stones }`); a
//! programmer error (a wrong type, an unknown preset, `"Z99"`, a broken SGF) throws a
//! JavaScript `Error` that says what was wrong and what is allowed. Every input is
//! checked before the rules see it, so no input reaches a panic, and after any error the
//! same `Game` and the module keep working.
//!
//! `scripts/package.sh` builds the npm package `hotstone` (pkg/); docs/js-api.md is the
//! reference.

pub mod args;
pub mod codes;
pub mod cross;
pub mod given;
pub mod input;
pub mod lang;
pub mod record;
pub mod score;
pub mod session;

use hotstone_report::{self as report, Captures, GameEnd, Handicap, HotStone, Rules, Sizes};
use hotstone_rules::{fixed_handicap, Game, Move, Playout, Point, Preset};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::args::PointInput;
use crate::given::{Given, List, Object};
use crate::input::ApiError;
use crate::session::Session;

/// Talc rather than the standard library's dlmalloc: smaller in the package (issue 15)
/// and, by its own benchmarks, faster; the module is single-threaded.
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

use crate::cross::read;

/// JavaScript out: plain objects and arrays, `null` for nothing (serde-wasm-bindgen, as
/// the generated `.d.ts` types them: tsify's `missing_as_null`). The reports hold no
/// map and no number past 2^53, so serialising them cannot fail.
fn write<T: Serialize + ?Sized>(value: &T) -> JsValue {
    let out = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value.serialize(&out).unwrap_or(JsValue::NULL)
}

/// The board as rows, top row first (y = 0), each point `'black'`, `'white'` or null:
/// `board()[y][x]`.
fn rows(game: &Game) -> Vec<Vec<Option<report::Color>>> {
    report::color_rows(game.size().get(), &|p| game.board().get(p))
}

fn thrown(method: &str) -> impl Fn(ApiError) -> JsError + '_ {
    move |e| JsError::new(&e.during(method).0)
}

/// A game of Go under one ruleset: the rules crate's `Game` with the language its
/// messages are in. Each game holds WebAssembly memory (about 50 KB for an empty 19x19
/// game, 90 KB after 500 moves) until `free()` or the garbage collector releases it,
/// and that memory grows but never shrinks: `free()` games made in a loop (or declare
/// them with `using`). `free()` again does nothing.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    session: Session,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A new game: `{ size = 19, rules = 'simple', komi, handicap = 0, handicapStyle, lang = 'en' }`.
    /// `rules` is a preset's name or an object of axes; `komi` and `handicapStyle`
    /// override the rules' own. Throws an `Error` naming a wrong option.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "GameOptions")] options: Option<JsValue>,
    ) -> Result<JsGame, JsError> {
        let options = options.unwrap_or(JsValue::UNDEFINED);
        let options: Object<_> = read(&options, "the options object", "new Game")?;
        let options = input::game_options(&options).map_err(thrown("new Game"))?;
        let session = Session::new(&options).map_err(thrown("new Game"))?;
        Ok(JsGame { session })
    }

    /// Reads an SGF record (its first game), keeps its setup and plays its main line;
    /// moves the rules refuse are skipped (see `skipped`). `{ rules, komi }` win over the
    /// record's RU and KM. Throws an `Error` naming the line and column of a broken record.
    #[wasm_bindgen(js_name = fromSgf)]
    pub fn from_sgf(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_param_type = "SgfOptions")] options: JsValue,
    ) -> Result<JsGame, JsError> {
        let Some(text) = text.as_string() else {
            return Err(JsError::new(
                "Game.fromSgf: the record must be a string of SGF text",
            ));
        };
        let options: Object<_> = read(&options, "the options object", "Game.fromSgf")?;
        let options = input::sgf_options(&options).map_err(thrown("Game.fromSgf"))?;
        let session = record::from_sgf(&text, &options).map_err(thrown("Game.fromSgf"))?;
        Ok(JsGame { session })
    }

    fn point(&self, point: JsValue, method: &str) -> Result<Point, JsError> {
        let point: PointInput = read(&point, "the point", method)?;
        input::point(&point, self.session.game.size()).map_err(thrown(method))
    }

    /// Plays a point for the side to move. Never throws for a refused move: returns
    /// `{ ok: true, captured, hot, ataris, end, ... }` or `{ ok: false, code,
    /// requirement, message, stones }`. Throws only for a value that is not a point.
    #[wasm_bindgen(unchecked_return_type = "PlayResult")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "PointInput")] point: JsValue,
    ) -> Result<JsValue, JsError> {
        let p = self.point(point, "play")?;
        self.ready("play")?;
        Ok(write(&self.session.play(Move::Play(p))))
    }

    /// A move waits for a declared free handicap to be placed (H-1).
    fn ready(&self, method: &str) -> Result<(), JsError> {
        self.session.ready_to_move().map_err(thrown(method))
    }

    /// The side to move passes. Two passes in a row stop play (M-5).
    #[wasm_bindgen(unchecked_return_type = "PlayResult")]
    pub fn pass(&mut self) -> Result<JsValue, JsError> {
        self.ready("pass")?;
        Ok(write(&self.session.play(Move::Pass)))
    }

    /// The side to move resigns (M-4).
    #[wasm_bindgen(unchecked_return_type = "PlayResult")]
    pub fn resign(&mut self) -> Result<JsValue, JsError> {
        self.ready("resign")?;
        Ok(write(&self.session.resign()))
    }

    /// Resumes play after two passes, to settle a dispute on the board (M-5). Returns
    /// `true` if play was stopped by two passes and now goes on.
    pub fn resume(&mut self) -> bool {
        let stopped = self.session.game.end() == Some(hotstone_rules::End::TwoPasses);
        stopped && self.session.resume().is_ok()
    }

    /// Takes back the last move, resignation or `resume()`. `false` at the start; the
    /// handicap and a record's setup are never taken back.
    pub fn undo(&mut self) -> bool {
        self.session.undo()
    }

    /// Plays again the last action taken back. `false` if there is none.
    pub fn redo(&mut self) -> bool {
        self.session.redo()
    }

    /// Black places the free handicap the game was made with (`new Game({ handicap: N,
    /// handicapStyle: 'free' })`): exactly N points, before any move; White moves next,
    /// and undo never takes them back. Until then every move throws.
    #[wasm_bindgen(js_name = placeHandicap)]
    pub fn place_handicap(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "PointInput[]")] points: JsValue,
    ) -> Result<(), JsError> {
        let points: List<_> = read(&points, "points", "placeHandicap")?;
        let size = self.session.game.size();
        let points = input::points(&points, size, "points").map_err(thrown("placeHandicap"))?;
        self.session
            .place_handicap(&points)
            .map_err(thrown("placeHandicap"))
    }

    /// Whose turn it is: `'black'` or `'white'`.
    #[wasm_bindgen(getter, js_name = toMove, unchecked_return_type = "Color")]
    pub fn to_move(&self) -> String {
        report::Color::from(self.session.to_move())
            .name()
            .to_string()
    }

    /// Moves made so far (board plays and passes; not setup or handicap stones).
    #[wasm_bindgen(getter, js_name = moveNumber)]
    pub fn move_number(&self) -> usize {
        self.session.move_number()
    }

    /// How play stopped, or `null` while it goes on.
    #[wasm_bindgen(getter, unchecked_return_type = "GameEnd | null")]
    pub fn end(&self) -> JsValue {
        let lang = &self.session.lang;
        write(&self.session.game.end().map(|e| GameEnd::of(e, lang)))
    }

    /// The board's size (lines per side).
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u8 {
        self.session.game.size().get()
    }

    /// The ruleset's axes and, if it came from one, the preset's name; `handicapStyle`
    /// as this game's handicap was given (as `handicap.style` says), else the rules' own.
    #[wasm_bindgen(getter, unchecked_return_type = "Rules")]
    pub fn rules(&self) -> JsValue {
        write(&Rules::of(&self.session.rules(), self.session.preset))
    }

    /// The language of messages: `'en'`, `'de'` or `'ja'`; set it with one of them or a
    /// tag such as `'de-AT'`.
    #[wasm_bindgen(getter, unchecked_return_type = "Lang")]
    pub fn lang(&self) -> String {
        self.session.lang.code().to_string()
    }

    #[wasm_bindgen(setter)]
    pub fn set_lang(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "LangTag")] lang: JsValue,
    ) -> Result<(), JsError> {
        let lang: Given = read(&lang, "the language", "lang")?;
        self.session.lang = input::lang_tag(&lang).map_err(thrown("lang"))?;
        Ok(())
    }

    /// The game's handicap (H-1, H-2), or `null` for an even game.
    #[wasm_bindgen(getter, unchecked_return_type = "Handicap | null")]
    pub fn handicap(&self) -> JsValue {
        // A free handicap not yet placed: every stone is still to come.
        let waiting = self.session.free_handicap;
        write(
            &self
                .session
                .handicap()
                .map(|kind| Handicap::of(kind, waiting)),
        )
    }

    /// Moves of the record's main line the rules refused (`Game.fromSgf`); 0 otherwise.
    #[wasm_bindgen(getter)]
    pub fn skipped(&self) -> usize {
        self.session.skipped.len()
    }

    /// Which moves of the record the rules refused, and why: `{ node, color, refusal }`
    /// each (`Game.fromSgf`; empty otherwise).
    #[wasm_bindgen(getter, js_name = skippedMoves, unchecked_return_type = "SkippedMove[]")]
    pub fn skipped_moves(&self) -> JsValue {
        write(&self.session.skipped_moves())
    }

    /// Stones taken off the board by each player's moves.
    #[wasm_bindgen(unchecked_return_type = "Captures")]
    pub fn captures(&self) -> JsValue {
        write(&Captures::of(&self.session.game))
    }

    /// The board as rows, top row first: `board()[y][x]` is `'black'`, `'white'` or
    /// `null`, with `{x, y}` counted from the top-left as points are.
    #[wasm_bindgen(unchecked_return_type = "(Color | null)[][]")]
    pub fn board(&self) -> JsValue {
        write(&rows(&self.session.game))
    }

    /// The stone at a point: `'black'`, `'white'` or `null`.
    #[wasm_bindgen(unchecked_return_type = "Color | null")]
    pub fn at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PointInput")] point: JsValue,
    ) -> Result<JsValue, JsError> {
        let p = self.point(point, "at")?;
        let stone = self.session.game.board().get(p);
        Ok(write(&stone.map(report::Color::from)))
    }

    /// Ing: the hot stones the side to move may not remove now (K-2), each with its kind
    /// (`single`, `double`, `twin`). Empty under other rules and after any other move.
    #[wasm_bindgen(js_name = hotStones, unchecked_return_type = "HotStone[]")]
    pub fn hot_stones(&self) -> JsValue {
        write(&HotStone::now(&self.session.game))
    }

    /// Every empty point the side to move may not play, with the refusal (code,
    /// requirement, message, stones).
    #[wasm_bindgen(unchecked_return_type = "Refusal[]")]
    pub fn forbidden(&self) -> JsValue {
        write(&self.session.forbidden())
    }

    /// The state of ko: the basic ko, Ing's hot stones, the cycles completed, and under
    /// Ing the disturbing-ko bans (K-1..K-5).
    #[wasm_bindgen(js_name = koState, unchecked_return_type = "KoState")]
    pub fn ko_state(&self) -> JsValue {
        write(&self.session.ko_state())
    }

    /// Counts the position (C-1..C-5): `{ method, dead }`, the method by default the
    /// ruleset's; `dead` names one stone of each dead string. Under `fill-in`, Ing's
    /// count step by step.
    #[wasm_bindgen(unchecked_return_type = "Score")]
    pub fn score(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ScoreOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let options = options.unwrap_or(JsValue::UNDEFINED);
        let options: Object<_> = read(&options, "the options object", "score")?;
        let size = self.session.game.size();
        let options = input::score_options(&options, size).map_err(thrown("score"))?;
        let score = self.session.score(&options).map_err(thrown("score"))?;
        Ok(write(&score))
    }

    /// The game as SGF text: size, rules, komi, handicap, setup and every move, with
    /// every line taken back and played anew as a variation (L-1); a game read by
    /// `fromSgf` keeps the record's whole tree (variations, comments, markup, other
    /// properties) and its players, date, event and result (RE while the game is as read).
    #[wasm_bindgen(js_name = toSgf)]
    pub fn to_sgf(&mut self) -> Result<String, JsError> {
        record::to_sgf(&mut self.session).map_err(|e| JsError::new(&e.0))
    }

    /// An independent copy of this game.
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> JsGame {
        JsGame {
            session: self.session.clone(),
        }
    }

    // --- the fast path: numbers only, no JavaScript value made per move ---

    fn xy(&self, x: i32, y: i32) -> Option<Point> {
        let n = i32::from(self.session.game.size().get());
        if (0..n).contains(&x) && (0..n).contains(&y) {
            Point::new(x as u8, (n - 1 - y) as u8)
        } else {
            None
        }
    }

    /// The fast path: plays `{x, y}` (0-based from the top-left) for the side to move
    /// and returns 0, or leaves the game as it was and returns the refusal's number
    /// (`refusalCodes()[n - 1]`; 3 `off-board` for coordinates off the board, 13
    /// `free-handicap` while a free handicap waits). Never throws: a plain number
    /// crosses the boundary, no JavaScript value is made (issue 15).
    #[wasm_bindgen(js_name = tryPlayXY)]
    pub fn try_play_xy(&mut self, x: i32, y: i32) -> u32 {
        if self.session.free_handicap > 0 {
            return codes::FREE_HANDICAP;
        }
        match self.xy(x, y) {
            Some(p) => self.session.try_play(Move::Play(p)),
            None => codes::number_of("off-board"),
        }
    }

    /// The fast path's pass: 0, or the refusal's number; never throws.
    #[wasm_bindgen(js_name = tryPass)]
    pub fn try_pass(&mut self) -> u32 {
        if self.session.free_handicap > 0 {
            return codes::FREE_HANDICAP;
        }
        self.session.try_play(Move::Pass)
    }

    /// Would `{x, y}` be legal for the side to move? 0, or the refusal's number;
    /// nothing is played.
    #[wasm_bindgen(js_name = checkXY)]
    pub fn check_xy(&self, x: i32, y: i32) -> u32 {
        match self.xy(x, y) {
            Some(p) => self.session.check(Move::Play(p)),
            None => codes::number_of("off-board"),
        }
    }

    /// The stone at `{x, y}` as a sign, as @sabaki/go-board's: 1 black, -1 white, 0
    /// empty or off the board.
    #[wasm_bindgen(js_name = signAtXY)]
    pub fn sign_at_xy(&self, x: i32, y: i32) -> i32 {
        match self.xy(x, y).and_then(|p| self.session.game.board().get(p)) {
            Some(hotstone_rules::Color::Black) => 1,
            Some(hotstone_rules::Color::White) => -1,
            None => 0,
        }
    }

    /// The fast path for whole games (issue 17): random play from the current position
    /// by the rules crate's playout rule (`Playout`, seeded with `seed`: each turn the
    /// first point of a partial shuffle that is empty, not the mover's own eye and
    /// legal, else a pass), every move through the same check as `tryPlayXY`, until two
    /// passes in a row, 3·N·N moves or the end of the game. Returns the moves made,
    /// passes included; the game keeps them (undo, `toSgf()`). The same seed on the
    /// same position gives the same game as natively (`cargo bench`).
    pub fn playout(&mut self, seed: u32) -> Result<u32, JsError> {
        self.ready("playout")?;
        let size = self.session.game.size();
        let end = Playout::new(size, u64::from(seed)).run(&mut self.session.game);
        Ok(end.moves as u32)
    }

    /// The side to move as a sign: 1 black, -1 white.
    #[wasm_bindgen(getter, js_name = toMoveSign)]
    pub fn to_move_sign(&self) -> i32 {
        match self.session.to_move() {
            hotstone_rules::Color::Black => 1,
            hotstone_rules::Color::White => -1,
        }
    }

    /// Whether play has stopped (two passes, resignation, no result), as a boolean.
    #[wasm_bindgen(getter, js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.session.game.end().is_some()
    }
}

/// The conventional handicap points (H-1) for `count` stones on a `size` board, as
/// names, in the order they are placed. Throws for sizes outside 7..19 and counts
/// without a placement.
#[wasm_bindgen(js_name = handicapPoints, unchecked_return_type = "string[]")]
pub fn handicap_points(
    #[wasm_bindgen(unchecked_param_type = "number")] size: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
) -> Result<JsValue, JsError> {
    let size: Given = read(&size, "the size", "handicapPoints")?;
    let size = input::size(&size).map_err(thrown("handicapPoints"))?;
    let count: Given = read(&count, "the count", "handicapPoints")?;
    let count = input::whole(&count, "count", 0, 361).map_err(thrown("handicapPoints"))?;
    let points = fixed_handicap(size, count as u32)
        .map_err(|e| JsError::new(&format!("handicapPoints: {e}")))?;
    Ok(write(&report::names(&points)))
}

/// The named rulesets and their axes.
#[wasm_bindgen(unchecked_return_type = "Rules[]")]
pub fn presets() -> JsValue {
    write(&report::each(&Preset::ALL, |p| {
        Rules::of(&p.ruleset(), Some(*p))
    }))
}

/// The refusal codes in the fast path's number order: `refusalCodes()[n - 1]` is the
/// code of number `n`.
#[wasm_bindgen(js_name = refusalCodes, unchecked_return_type = "RefusalCode[]")]
pub fn refusal_codes() -> JsValue {
    write(&codes::codes())
}

/// Board sizes the rules accept: `{ min: 2, max: 25 }`.
#[wasm_bindgen(js_name = sizes, unchecked_return_type = "Sizes")]
pub fn sizes() -> JsValue {
    write(&Sizes::ALL)
}
