// Types of `hotstone/board` (docs/embed.md).

/** The options of `mount`, named as <hotstone-board>'s attributes. */
export interface BoardOptions {
  size?: number | string;
  rules?: string;
  komi?: number | string;
  handicap?: number | string;
  /** A built-in lesson's id, e.g. `triple-ko`. */
  lesson?: string;
  /** An SGF record, inline. */
  sgf?: string;
  /** The URL of an SGF record or a lesson file. */
  src?: string;
  /** Show the record at this move. */
  move?: number | string;
  lang?: 'en' | 'de' | 'ja' | string;
  readonly?: boolean;
  /** On unless false. */
  coordinates?: boolean;
  projector?: boolean;
  'show-forbidden'?: boolean;
  showForbidden?: boolean;
  /** Which of the app's panels appear: status, lesson, ko, legend, fill-in, handicap, marking, controls. */
  panels?: string;
  /** The localStorage key the game is kept under; without it nothing is written. */
  persist?: string;
}

/** A move played: the package's own report of a move (`game.play()`'s `Played`, generated from hotstone-report). */
export type MoveDetail = import('../index.js').Played;
export interface RefusedDetail { point: string; code: string; requirement: string; message: string }
export interface EndDetail { result: string | null; end: 'two-passes' | 'resignation' | 'no-result' | 'time'; winner: 'black' | 'white' | null; message: string }
export interface StepDetail { kind: 'cycle' | 'fill-in' | 'handicap'; step: number; of: number; message: string }
export interface BoardEvents {
  'hotstone-move': MoveDetail;
  'hotstone-refused': RefusedDetail;
  'hotstone-end': EndDetail;
  'hotstone-step': StepDetail;
}

/** The game as it stands. */
export interface GameView {
  size: number;
  rules: string;
  komi: number;
  toMove: 'black' | 'white';
  moves: number;
  end: string | null;
  /** Top row first: X Black, O White, . empty. */
  rows: string[];
  /** The hot stones the side to move may not remove now (K-2): the package's `HotStone[]`. */
  hot: import('../index.js').HotStone[];
  forbidden: { point: string; code: string }[];
  sgf: string;
}

export interface BoardHandle {
  /** Settles with the handle when the board (or its message) is drawn. */
  ready: Promise<BoardHandle>;
  readonly game: GameView | null;
  load(sgfOrLesson: string): Promise<BoardHandle>;
  reset(): Promise<BoardHandle>;
  destroy(): void;
  on<K extends keyof BoardEvents>(type: K, fn: (detail: BoardEvents[K]) => void): () => void;
  set(name: string, value: unknown): Promise<BoardHandle>;
}

export const ATTRIBUTES: string[];
export function mount(element: Element, options?: BoardOptions): BoardHandle;

export class HotstoneBoard extends HTMLElement {
  handle: BoardHandle | null;
  readonly game: GameView | null;
  load(text: string): Promise<BoardHandle> | undefined;
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
