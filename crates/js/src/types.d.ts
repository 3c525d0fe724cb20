/** A player, and the colour of that player's stones. */
export type Color = 'black' | 'white';

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

/** A ruleset as the game reports it: its axes, and the preset's name (null for axes given as an object). */
export interface Rules {
  name: Preset | null;
  ko: KoRule;
  suicide: SuicideRule;
  scoring: Scoring;
  komi: number;
  /** As the game's handicap was given (the same as `game.handicap.style`), else the rules' own. */
  handicapStyle: HandicapStyle;
  handicapBonus: HandicapBonus;
  tieWinner: Color | null;
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

/** A penalty a count took (X-3's offences, T-2's Ing time). */
export interface Penalty {
  against: Color;
  points: number;
  reason: 'move-order' | 'consultation' | 'time';
  requirement: string;
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

/** Ing's hot stone (K-2): a stone the opponent may not remove with the very next move. */
export interface HotStone {
  point: PointName;
  kind: 'single' | 'double' | 'twin';
}

/** How play stopped. */
export interface GameEnd {
  code: 'two-passes' | 'resignation' | 'no-result' | 'time';
  /** After a resignation or a loss on time the other player; otherwise null (a count decides, or no result). */
  winner: Color | null;
  /** A sentence in the game's language. */
  message: string;
}

/** A game's handicap (H-1, H-2). */
export interface Handicap {
  /** 'fixed' (the conventional points), 'free' (placed anywhere) or 'ing-moves'; the same as `game.rules.handicapStyle`. */
  style: HandicapStyle;
  /** The handicap: the stones, or N-1 for N Ing handicap moves. */
  size: number;
  /** What White's compensation is counted from: the stones, or Black's N handicap board plays. */
  stones: number;
  /** Ing handicap moves Black still owes, or the stones of a free handicap not yet placed; 0 otherwise. */
  left: number;
}

/** One move of a cycle; `point` is null for a pass. */
export interface CycleMove {
  color: Color;
  point: PointName | null;
}

/** A completed cycle: a situation occurred again (K-3, K-5). */
export interface Cycle {
  length: number;
  /** How many times the situation has now occurred (2 on the first recurrence). */
  occurrence: number;
  /** History indices of the earlier and this occurrence (0 = the empty board; each setup, handicap and move adds one, so a record with setup starts at 1). */
  from: number;
  to: number;
  plays: CycleMove[];
  /** The player of the cycle's first board play. */
  disturber: Color | null;
  /** Under Ing, the play the disturber may not make again in that situation (K-3). */
  banned: PointName | null;
}

/** Ing: a play the disturber may never make again in one situation (K-3). */
export interface Ban {
  color: Color;
  point: PointName;
  /** History index of the situation the ban holds in. */
  situation: number;
  cycle: Cycle;
}

/** A legal move and what it did. */
export interface Played {
  ok: true;
  color: Color;
  /** Null for a pass or a resignation. */
  point: PointName | null;
  moveNumber: number;
  captured: PointName[];
  /** The mover's own stones removed by a suicide the rules allow. */
  selfRemoved: PointName[];
  /** Under Ing, the hot stones this play left (K-2). */
  hot: HotStone[];
  /** Opponent strings this play left with one liberty, one stone each. */
  ataris: PointName[];
  cycle: Cycle | null;
  end: GameEnd | null;
}

/** A refused move: which rule, its requirement ID, and a sentence in the game's language. */
export interface Refusal {
  ok: false;
  code: RefusalCode;
  /** The requirement (M-1, K-2, ...) that refuses the move. */
  requirement: string;
  /** Why, as one sentence in the game's language. */
  message: string;
  /** The rule's name in a few words, in the game's language ("hot stone"). */
  rule: string;
  /** The stones the refusal is about: the hot stones, the ko stone, the string that would die. */
  stones: PointName[];
  point: PointName | null;
}

/** A move of a record the rules refused (`Game.fromSgf`), skipped. */
export interface SkippedMove {
  /** The move's node on the record's main line; the root is 0. */
  node: number;
  color: Color;
  refusal: Refusal;
}

export type PlayResult = Played | Refusal;

/** The state of ko for the side to move. */
export interface KoState {
  rule: KoRule;
  /** A basic ko the side to move may not retake now: the point (K-1). */
  ko: PointName | null;
  /** Ing: the hot stones the side to move may not remove now (K-2). */
  hot: HotStone[];
  /** The most recent completed cycle. */
  cycle: Cycle | null;
  cycles: Cycle[];
  /** Ing: every ban made so far (K-3). */
  bans: Ban[];
  /** Ing: the bans that forbid a play to the side to move right now. */
  bannedNow: Ban[];
}

/** One side's count. */
export interface SideCount {
  stones: number;
  territory: number;
  prisoners: number;
  dead: number;
  area: number;
  /** What counts under the method: area, or territory plus prisoners. */
  points: number;
}

/** One side's figures in Ing's fill-in count (C-2). */
export interface FillInSide {
  onBoard: number;
  inBowl: number;
  filled: number;
  used: number;
  left: number;
  winningPoints: number;
  winningPointsLeft: number;
  losingStones: number;
}

/** One step of Ing's fill-in count, in the order a board shows them. */
export interface FillInStep {
  step:
    | 'supply'
    | 'remove-dead'
    | 'bowls'
    | 'compensation'
    | 'penalty'
    | 'fill-territory'
    | 'fill-shared'
    | 'shared-left-empty'
    | 'winning-points'
    | 'left-in-bowls'
    | 'losing-stones'
    | 'difference';
  color: Color | null;
  points: PointName[];
  stones: number | null;
  place: string | null;
  bowls: { black: number; white: number } | null;
  difference: number | null;
  /**
   * What the step does, as one sentence in the game's `lang` (`'en'`, `'de'`, `'ja'`):
   * the caption the Hotstone app shows for it, from the same catalogue.
   */
  text: string;
}

/** Ing's fill-in count (C-2, C-3, B-4). */
export interface FillIn {
  stonesEach: number;
  black: FillInSide;
  white: FillInSide;
  shared: number;
  sharedEach: number;
  sharedLeftEmpty: PointName | null;
  compensationTo: Color | null;
  compensationStones: number;
  compensationRemainder: number;
  /** Black's lead by the seed's count. */
  difference: number;
  steps: FillInStep[];
}

/** A counted position. */
export interface Score {
  method: Scoring;
  komi: number;
  black: SideCount;
  white: SideCount;
  shared: number;
  seki: PointName[];
  dead: PointName[];
  handicapBonus: number;
  penalties: Penalty[];
  winner: Color | null;
  margin: number | null;
  /** As SGF's RE writes it: `B+3`, `W+0.5`, `Draw`, `Void`. */
  result: string;
  /**
   * Whether the game had ended (two passes, a resignation, time, no result) when
   * counted. A game in play is counted as its board stands: no dame filled, no stone
   * dead unless named in `dead`, so `result` is then no verdict.
   */
  ended: boolean;
  /** Who each point counts for, rows top first as `board()`. */
  owners: (Color | null)[][];
  fillIn: FillIn | null;
}

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
