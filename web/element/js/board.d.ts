// Types of `hotstone/board` (docs/embed.md).

/** The options of `mount`, named as <hotstone-board>'s attributes. */
export interface BoardOptions {
  /** Lines on each side, 2 to 25 (19 by default). */
  size?: number | string;
  /** A preset (`ing`, `japanese`, `simple`, `chinese`, `aga`, `new-zealand`, `tromp-taylor`, `school-team`, `computer-tournament`, `capture-go`). */
  rules?: string;
  /** White's komi in points, e.g. `6.5` (the preset's by default). */
  komi?: number | string;
  /** Handicap stones (or Ing's handicap moves under `ing`). */
  handicap?: number | string;
  /** A built-in lesson's id, e.g. `triple-ko`. */
  lesson?: string;
  /** An SGF record, inline. */
  sgf?: string;
  /** The URL of an SGF record or a lesson file. */
  src?: string;
  /** Show the record at this move. */
  move?: number | string;
  /** The board's language; without it the nearest `lang` around the element. */
  lang?: 'en' | 'de' | 'ja' | string;
  /** Shows the game; nothing can be played. */
  readonly?: boolean;
  /** On unless false. */
  coordinates?: boolean;
  /** High contrast, large labels, thick lines. */
  projector?: boolean;
  /** Crosses on every point the side to move may not play, without hovering. */
  'show-forbidden'?: boolean;
  /** `show-forbidden`, camelCase. */
  showForbidden?: boolean;
  /** Which of the app's panels appear: status, lesson, ko, legend, fill-in, handicap, marking, controls. */
  panels?: string;
  /** The localStorage key the game is kept under; without it nothing is written. */
  persist?: string;
}

/** A move played: the package's own report of a move (`game.play()`'s `Played`, generated from hotstone-report). */
export type MoveDetail = import('../index.js').Played;
/** A move the rules refused; the game is unchanged. */
export interface RefusedDetail {
  /** The point asked for, e.g. `C5`. */
  point: string;
  /** The rule's stable code: `ko`, `hot-stone`, `suicide`, `occupied`, ... */
  code: string;
  /** The requirement ID of the rule, e.g. `K-2`. */
  requirement: string;
  /** The refusal in the board's language. */
  message: string;
}
/** Play stopped or the game ended (also again when a count's result changes). */
export interface EndDetail {
  /** The result as SGF's RE (`B+R`, `W+1.5`, `Void`), or null while none is decided. */
  result: string | null;
  /** How: two passes, a resignation, no result (a triple ko), time, or Capture Go's goal. */
  end: 'two-passes' | 'resignation' | 'no-result' | 'time' | 'captures';
  /** The winner, null for none yet or a draw. */
  winner: 'black' | 'white' | null;
  /** What happened, in the board's language. */
  message: string;
}
/** A step shown in a view that steps: a ko cycle, the fill-in count, a handicap replay. */
export interface StepDetail {
  /** Which view. */
  kind: 'cycle' | 'fill-in' | 'handicap';
  /** The step shown, from 0. */
  step: number;
  /** How many steps the view has. */
  of: number;
  /** The step's caption, in the board's language. */
  message: string;
}
/** The element's events by type; each is a `CustomEvent` that bubbles out of the shadow root (`composed`). */
export interface BoardEvents {
  /** A move was played (by a click, a key, a button). */
  'hotstone-move': MoveDetail;
  /** A move was refused by the rules. */
  'hotstone-refused': RefusedDetail;
  /** Play stopped or the game ended. */
  'hotstone-end': EndDetail;
  /** A stepping view showed a step. */
  'hotstone-step': StepDetail;
}

/** The game as it stands. */
export interface GameView {
  /** Lines on each side. */
  size: number;
  /** The preset's name. */
  rules: string;
  /** White's komi in points. */
  komi: number;
  /** The side to move. */
  toMove: 'black' | 'white';
  /** Moves played (passes included). */
  moves: number;
  /** How the game ended (an `EndDetail['end']` code), or null. */
  end: string | null;
  /** Top row first: X Black, O White, . empty. */
  rows: string[];
  /** The hot stones the side to move may not remove now (K-2): the package's `HotStone[]`. */
  hot: import('../index.js').HotStone[];
  /** The empty points the side to move may not play, with the rule's code. */
  forbidden: { point: string; code: string }[];
  /** The game as an SGF record, with every variation. */
  sgf: string;
}

/** What `mount` returns: the board's game and what can be done with it. */
export interface BoardHandle {
  /** Settles with the handle when the board (or its message) is drawn. */
  ready: Promise<BoardHandle>;
  /** The game as it stands; null while a message stands in the board's place. */
  readonly game: GameView | null;
  /** Shows a lesson or an SGF record given as text; settles once it is drawn. */
  load(sgfOrLesson: string): Promise<BoardHandle>;
  /** Starts the game again from the options. */
  reset(): Promise<BoardHandle>;
  /** Removes the board; the handle does nothing afterwards. */
  destroy(): void;
  /** Calls `fn(detail)` for every event of this type; returns a function that stops it. */
  on<K extends keyof BoardEvents>(type: K, fn: (detail: BoardEvents[K]) => void): () => void;
  /** Sets one option by its attribute name (as an attribute change does). */
  set(name: string, value: unknown): Promise<BoardHandle>;
}

/** The attributes, also the option names. */
export const ATTRIBUTES: string[];
/**
 * Mounts a board into `element` (any element that can hold a shadow root) with `options`
 * named as the attributes; returns the handle at once (`handle.ready` settles when drawn).
 */
export function mount(element: Element, options?: BoardOptions): BoardHandle;

/** `<hotstone-board>`: its attributes are `mount`'s options. */
export class HotstoneBoard extends HTMLElement {
  /** `mount`'s handle; a new one each time the element is put into a page. */
  handle: BoardHandle | null;
  /** The game as it stands (`handle.game`). */
  readonly game: GameView | null;
  /** Shows a lesson or an SGF record given as text (`handle.load`). */
  load(text: string): Promise<BoardHandle> | undefined;
  /** Starts the game again from the attributes (`handle.reset`). */
  reset(): Promise<BoardHandle> | undefined;
  /** Kept by the element: still called after the element is taken out of the page and put back. */
  on<K extends keyof BoardEvents>(type: K, fn: (detail: BoardEvents[K]) => void): () => void;
}

/** The element's events as the DOM delivers them: `CustomEvent`s carrying `BoardEvents`' details. */
export type BoardEventMap = { [K in keyof BoardEvents]: CustomEvent<BoardEvents[K]> };

declare global {
  interface HTMLElementTagNameMap { 'hotstone-board': HotstoneBoard }
  // So that `el.addEventListener('hotstone-move', (e) => e.detail.point)` type-checks
  // (issue 39).
  interface HTMLElementEventMap extends BoardEventMap {}
}
