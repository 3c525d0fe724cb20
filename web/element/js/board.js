// `hotstone/board`: defines <hotstone-board> and exports mount(element, options).
// The board is the Hotstone web app's own board and panels, compiled to WebAssembly
// (web/element); this file only puts it in a shadow root, forwards attributes, reads
// the lesson or record the page gives (inline script, src), and turns what the board
// says into DOM events. No rule and no word is written here. docs/embed.md.
import init, { Board, styles } from './hotstone_element.js';

/** The attributes, also the option names (`showForbidden` may be written camelCase). */
export const ATTRIBUTES = ['size', 'rules', 'komi', 'handicap', 'lesson', 'sgf', 'src', 'move',
  'lang', 'readonly', 'coordinates', 'projector', 'show-forbidden', 'panels', 'persist'];
/** The attributes that change the view only: the game, loaded or played, stays. */
const VIEW = ['lang', 'readonly', 'coordinates', 'projector', 'show-forbidden', 'panels'];
const LESSON_SCRIPT = 'script[type="text/x-hotstone-lesson"]';

let ready = null;
let sheet = null;

/**
 * The boards that take their language from the page: each is told when a `lang`
 * attribute changes anywhere in the document (a site switching its language in place),
 * by one observer for the page.
 */
const followers = new Set();
let langObserver = null;

function followPageLanguage(relang) {
  followers.add(relang);
  langObserver ??= new MutationObserver(() => {
    for (const relang of [...followers]) relang();
  });
  langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  return () => followers.delete(relang);
}

/** Loads the WebAssembly module once for every board on the page. */
function start() {
  const wasm = new URL('./hotstone_element_bg.wasm', import.meta.url);
  ready ??= init({ module_or_path: wasm })
    .then(() => {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(styles());
    })
    .catch((error) => {
      const said = `<hotstone-board>: the board could not be loaded from ${wasm.href}: `
        + String(error?.message ?? error).slice(0, 200);
      console.error(said);
      throw new Error(said);
    });
  return ready;
}

/**
 * What stands in the board's place when its WebAssembly could not be loaded: the words
 * live in that module, so this one sentence is English and written here (docs/embed.md,
 * "Bad input": `data-problem="load"`).
 */
function loadFailed(root) {
  const message = document.createElement('div');
  message.setAttribute('role', 'alert');
  message.setAttribute('part', 'message');
  message.setAttribute('data-problem', 'load');
  message.setAttribute('lang', 'en');
  message.style.cssText = 'padding: 0.8rem 1rem; border: 2px solid #d55e00; border-radius: 8px;'
    + ' font-family: var(--hotstone-font, system-ui, sans-serif); font-weight: 600;';
  message.textContent = 'The board could not be loaded. The page\'s console says why.';
  root.replaceChildren(message);
}

/** An option's value as an attribute's: text, or null when absent or false. */
function attributeValue(name, value) {
  if (value === undefined || value === null) return null;
  if (value === false) return name === 'coordinates' ? 'off' : null;
  if (value === true) return '';
  return String(value);
}

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** An option's attribute name, or null (said once in the console) when there is none. */
function optionName(name, where) {
  const attribute = kebab(String(name));
  if (ATTRIBUTES.includes(attribute)) return attribute;
  console.warn(`<hotstone-board>: ${where}: there is no option "${String(name).slice(0, 40)}"; `
    + `the options are ${ATTRIBUTES.join(', ')} (showForbidden may be written camelCase)`);
  return null;
}

/** A task's turn: what the microtasks queued before it have done is done. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Mounts a board into `element` (any element that can hold a shadow root, or a
 * <hotstone-board>) with `options` named as the attributes. Returns the handle at once;
 * `handle.ready` settles when the board is drawn.
 */
export function mount(element, options = {}) {
  const listeners = new Map();
  const values = new Map();
  for (const [key, value] of Object.entries(options)) {
    const name = optionName(key, 'mount');
    if (name) values.set(name, attributeValue(name, value));
  }
  let board = null;
  let destroyed = false;
  let fetched = 0;
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const root = document.createElement('div');
  root.setAttribute('part', 'root');
  shadow.replaceChildren(root);

  /**
   * Settles once the board has drawn what it was just given and told its game. The board
   * (Yew) draws at the end of the microtask queue; when a long drawing yields to the
   * browser, what follows it (the effects that hand over the game) comes in a later task.
   * Without it `await load()` settled before the loaded game was drawn and `handle.game`
   * was still the old one. Bounded, so that a board that stopped never holds the page.
   */
  const drawn = async () => {
    for (let n = 0; n < 1000; n++) {
      await turn();
      if (destroyed || !board || board.drawn()) return;
    }
  };

  const emit = (type, detail) => {
    element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    for (const fn of listeners.get(type) ?? []) fn(detail);
  };

  /**
   * The language: `lang` on the element, else the nearest one around it, also across the
   * shadow roots of the components it sits in (`closest` stops at a shadow root).
   */
  const language = () => {
    if (values.get('lang') != null) return values.get('lang');
    for (let node = element; node;) {
      const around = node.closest('[lang]');
      if (around) return around.getAttribute('lang');
      const root = node.getRootNode();
      node = root instanceof ShadowRoot ? root.host : null;
    }
    return null;
  };

  /** What the board is given besides the attributes: the page's lesson, src's file. */
  const source = async () => {
    const script = element.querySelector(LESSON_SCRIPT);
    const src = values.get('src');
    if (src) {
      const n = ++fetched;
      try {
        const response = await fetch(new URL(src, document.baseURI));
        if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
        const text = await response.text();
        return n === fetched ? { text, src, unreachable: null } : null;
      } catch (error) {
        return n === fetched ? { text: null, src, unreachable: String(error.message ?? error) } : null;
      }
    }
    return { text: script ? script.textContent : null, src: null, unreachable: null };
  };

  /** The page's inline lesson or src's file, read when the board starts and when they change. */
  let given = null;
  /** The language the board was last given. */
  let shownLang = null;

  /**
   * The board's options: one object, the attribute names as keys (text, or `null` when
   * absent), `lang` as found around the element. `src` is not among them: what it names
   * is read here and given as the page's source (`{ text, src, unreachable }`).
   */
  const attributes = () => {
    const options = Object.fromEntries(ATTRIBUTES.filter((n) => n !== 'src').map((n) => [n, values.get(n) ?? null]));
    options.lang = shownLang = language();
    return options;
  };

  /**
   * Draws the board again after `changed` (an attribute's name; `null`: the page's
   * lesson or src). src is fetched only when it or the lesson changed; a view attribute
   * leaves the game alone, a game one gives the page's lesson or record again (what
   * `load()` showed goes).
   */
  const refresh = async (changed) => {
    const view = VIEW.includes(changed);
    if (!given || changed === null || changed === 'src') {
      const read = await source();
      if (!read || destroyed) return;
      given = read;
    }
    try {
      await start();
    } catch (error) {
      if (!destroyed) loadFailed(root);
      throw error;
    }
    if (destroyed) return;
    if (!board) {
      shadow.adoptedStyleSheets = [sheet];
      board = new Board(root, attributes(), given, emit);
    } else {
      board.set(attributes(), view ? null : given);
    }
    await drawn();
  };

  /** The page's lesson script's text now, `null` without one. */
  const inlineLesson = () => element.querySelector(LESSON_SCRIPT)?.textContent ?? null;
  /** The children changed: does the board read something else now? (src wins over them.) */
  const lessonChanged = () => !given || (!given.src && given.text !== inlineLesson());
  // A lesson script added, edited or removed later redraws the board. Other children
  // (a "needs JavaScript" fallback the page removes, a framework's text) change nothing:
  // they neither fetch src again nor take away the game load() shows.
  const observer = new MutationObserver(() => {
    after(() => (lessonChanged() ? refresh(null) : null));
  });
  observer.observe(element, { childList: true, subtree: true, characterData: true });
  // Without its own `lang`, the board follows a change of the page's (or an ancestor's).
  const unfollow = followPageLanguage(() => {
    if (!destroyed && board && values.get('lang') == null && language() !== shownLang) after(() => refresh('lang'));
  });

  const handle = {
    ready: null,
    /** The game as it stands (`null` while a message stands in the board's place). */
    get game() {
      return board && !destroyed ? board.game() : null;
    },
    /** Shows a lesson or an SGF record given as text. */
    load(sgfOrLesson) {
      return after(() => board && (board.load(String(sgfOrLesson)), drawn()));
    },
    /** Starts the game again from the options. */
    reset() {
      return after(() => board && (board.reset(), drawn()));
    },
    /** Removes the board; the handle does nothing afterwards. */
    destroy() {
      destroyed = true;
      observer.disconnect();
      unfollow();
      board?.destroy();
      board?.free();
      board = null;
      root.remove();
    },
    /** Calls `fn(detail)` for every event of this type; returns a function that stops it. */
    on(type, fn) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type).add(fn);
      return () => listeners.get(type).delete(fn);
    },
    /** Sets one option by its attribute name (what attribute changes call). */
    set(name, value) {
      const attribute = optionName(name, 'set');
      if (!attribute) return handle.ready;
      values.set(attribute, attributeValue(attribute, value));
      return after(() => refresh(attribute));
    },
  };
  /**
   * Queues `step` after what is queued; `handle.ready` settles when it is done. When the
   * module could not be loaded, every later promise rejects with that error: the board
   * has said so in its place and in one console.error, so a page that does not await
   * them sees no second, unhandled report.
   */
  const after = (step) => {
    handle.ready = handle.ready.then(step).then(() => handle);
    handle.ready.catch(() => {});
    return handle.ready;
  };
  handle.ready = Promise.resolve();
  after(() => refresh(null));
  return handle;
}

/** <hotstone-board>: the attributes are `mount`'s options; `handle` is `mount`'s. */
export class HotstoneBoard extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  /** `on()`'s functions by event type: the element's, kept from one handle to the next. */
  #listeners = new Map();

  /** Has the handle call the element's functions for events of `type`. */
  #hear(type) {
    this.handle?.on(type, (detail) => {
      for (const fn of [...(this.#listeners.get(type) ?? [])]) fn(detail);
    });
  }

  connectedCallback() {
    if (this.handle) return;
    const options = {};
    for (const name of ATTRIBUTES) {
      if (this.hasAttribute(name)) options[name] = this.getAttribute(name);
    }
    this.handle = mount(this, options);
    // A board taken out of the page and put back has a new handle: what `on()` asked
    // for goes on (the DOM events' listeners do anyway).
    for (const type of this.#listeners.keys()) this.#hear(type);
  }

  disconnectedCallback() {
    // Moved elsewhere in the page: connectedCallback mounts it again.
    queueMicrotask(() => {
      if (!this.isConnected && this.handle) {
        this.handle.destroy();
        this.handle = null;
      }
    });
  }

  attributeChangedCallback(name, before, after) {
    if (this.handle && before !== after) this.handle.set(name, after);
  }

  get game() { return this.handle?.game ?? null; }
  load(text) { return this.handle?.load(text); }
  reset() { return this.handle?.reset(); }
  /** Calls `fn(detail)` for every event of this type, also after the element is put back
   * into the page or before it is in one; returns a function that stops it. */
  on(type, fn) {
    if (!this.#listeners.has(type)) {
      this.#listeners.set(type, new Set());
      this.#hear(type);
    }
    this.#listeners.get(type).add(fn);
    return () => this.#listeners.get(type).delete(fn);
  }
}

if (!customElements.get('hotstone-board')) {
  customElements.define('hotstone-board', HotstoneBoard);
}
