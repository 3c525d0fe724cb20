// The package's API only: not the types wasm-bindgen's glue loads itself with (its
// internals; the JS developer's review), nor its init and initSync, which this entry
// replaces. Each type of the generated hotstone.d.ts is named (tests/js/init.test.mjs).
export { Game, handicapPoints, presets, refusalCodes, sizes } from './hotstone.js';
export type {
  Ban,
  Bowls,
  Captures,
  Color,
  Cycle,
  CycleMove,
  FillIn,
  FillInSide,
  FillInStep,
  GameEnd,
  GameJSON,
  GameOptions,
  Handicap,
  HandicapBonus,
  HandicapStyle,
  HotStone,
  KoRule,
  KoState,
  Lang,
  LangTag,
  Offence,
  Penalty,
  PenaltyInput,
  PlayResult,
  Played,
  PointInput,
  PointName,
  Preset,
  Refusal,
  RefusalCode,
  RuleAxes,
  Rules,
  Score,
  ScoreOptions,
  Scoring,
  SgfOptions,
  SideCount,
  Sizes,
  SkippedMove,
  SuicideRule,
  XY,
} from './hotstone.js';
import type { GameJSON } from './hotstone.js';

declare module './hotstone.js' {
  interface Game {
    /**
     * What `JSON.stringify(game)` writes: `{ size, rules, lang, toMove, moveNumber, end,
     * sgf }`; `Game.fromSgf(json.sgf, { rules: json.rules, lang: json.lang })` reads it back.
     */
    toJSON(): GameJSON;
  }
}

/** Anything the rules can be loaded from: a URL, a Response, the bytes or a compiled module. */
export type Source =
  | string
  | URL
  | Response
  | Promise<Response>
  | ArrayBuffer
  | ArrayBufferView
  | WebAssembly.Module;

/**
 * Loads the rules. With no argument (or null) the module beside the package's entry is used
 * (fetched in a browser, read from the file system in Node, as is a file: URL); also
 * wasm-bindgen's own form `{ module_or_path }`. Calling it again does nothing.
 */
export default function init(source?: Source | { module_or_path: Source } | null): Promise<void>;

/**
 * Loads the rules synchronously from the bytes of hotstone_bg.wasm or a WebAssembly.Module,
 * or from `{ module }` (wasm-bindgen's own form of the same).
 */
export function initSync(
  module:
    | ArrayBuffer
    | ArrayBufferView
    | WebAssembly.Module
    | { module: ArrayBuffer | ArrayBufferView | WebAssembly.Module },
): void;
