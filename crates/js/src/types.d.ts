/** A point as named on the board: a column letter (A..Z without I) and a row number, row 1 at the bottom: `"C3"`. */
export type PointName = string;

/** A point counted from 0 at the top-left, as @sabaki/go-board counts: `{ x: 2, y: 6 }` is C3 on 9x9. */
export interface XY {
  x: number;
  y: number;
}

/** Wherever a point is taken, a name or `{x, y}`. Points returned are always names. */
export type PointInput = PointName | XY;

/** The languages of the messages. */
export type Lang = 'en' | 'de' | 'ja';

/** A language as given: `Lang`, or a tag whose primary subtag is one, such as `'de-AT'`. */
export type LangTag = Lang | `${Lang}-${string}` | `${Lang}_${string}`;

/** The named rulesets. */
export type Preset =
  | 'ing'
  | 'japanese'
  | 'simple'
  | 'chinese'
  | 'aga'
  | 'new-zealand'
  | 'tromp-taylor'
  | 'school-team'
  | 'computer-tournament';

export type KoRule = 'basic' | 'positional-superko' | 'situational-superko' | 'ing';
export type SuicideRule = 'forbidden' | 'multi-stone-only' | 'allowed';
export type Scoring = 'area' | 'territory' | 'fill-in';
export type HandicapStyle = 'fixed' | 'free' | 'ing-moves';
export type HandicapBonus = 'none' | 'n' | 'n-minus-one';

/** A ruleset as an object of axes: `ko`, `suicide` and `scoring` are needed. */
export interface RuleAxes {
  /** A preset's name when these are its axes (as `game.rules` reports them), else null or absent. */
  name?: Preset | null;
  ko: KoRule;
  suicide: SuicideRule;
  scoring: Scoring;
  /** Points in steps of 0.5; 0 unless given. */
  komi?: number;
  /** 'fixed' unless given. */
  handicapStyle?: HandicapStyle;
  /** What White receives per handicap stone; 'none' unless given. */
  handicapBonus?: HandicapBonus;
  /** Who wins a tie in a handicap game; a draw stands unless given (or null). */
  tieWinner?: Color | null;
}

/** What `new Game(options)` takes; every field is optional. */
export interface GameOptions {
  /** Lines per side, 2..25; 19 unless given. */
  size?: number;
  /** A preset's name or an object of axes; 'simple' unless given. */
  rules?: Preset | RuleAxes;
  /** Points in steps of 0.5; the rules' own unless given. */
  komi?: number;
  /** Handicap stones (or, with 'ing-moves', Black's handicap board plays); 0 unless given. */
  handicap?: number;
  /** How the handicap is given; the rules' own unless given. */
  handicapStyle?: HandicapStyle;
  /** The language of messages ('de-AT' reads as 'de'); 'en' unless given. */
  lang?: LangTag;
}

/** What `Game.fromSgf(text, options)` takes: each wins over the record's own. */
export interface SgfOptions {
  rules?: Preset | RuleAxes;
  komi?: number;
  lang?: LangTag;
}

/** What `score(options)` takes. */
export interface ScoreOptions {
  /** The counting method; the ruleset's own unless given. */
  method?: Scoring;
  /** One stone of each dead string (the whole string is taken off). */
  dead?: PointInput[];
  /** A team's offences in a school-team game (000, X-3), each at the seed's price. */
  penalties?: { color: Color; offence: 'move-order' | 'consultation' }[];
}

/** The stable refusal codes; `refusalCodes()` lists them in the fast path's number order. */
export type RefusalCode =
  | 'game-over'
  | 'wrong-player'
  | 'off-board'
  | 'occupied'
  | 'suicide'
  | 'single-stone-suicide'
  | 'ko'
  | 'superko'
  | 'hot-stone'
  | 'disturber'
  | 'handicap-pass'
  | 'handicap-play'
  | 'free-handicap';

/**
 * A game as `JSON.stringify(game)` writes it (`game.toJSON()`): what a user keeps of it.
 * `Game.fromSgf(json.sgf, { rules: json.rules, lang: json.lang })` reads it back.
 */
export interface GameJSON {
  size: number;
  rules: Rules;
  lang: Lang;
  toMove: Color;
  moveNumber: number;
  end: GameEnd | null;
  /** The game as `toSgf()` writes it. */
  sgf: string;
}
