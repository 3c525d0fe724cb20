// The TypeScript example (P-4): compiled with `tsc --strict --noEmit` in the test suite
// (tests/js/tsconfig.json maps 'hotstone' to pkg/), so the package's types are checked
// against real use: a refusal narrowed by `ok`, points as names or {x, y}, the ko state,
// a fill-in count.
import init, { Game, handicapPoints, presets, refusalCodes } from 'hotstone';
import type { GameJSON, GameOptions, PlayResult, Refusal, Score, HotStone, KoState, RefusalCode } from 'hotstone';
// The package's types only: wasm-bindgen's own are not among them.
// @ts-expect-error: InitOutput is wasm-bindgen's
import type { InitOutput } from 'hotstone';
// @ts-expect-error: SyncInitInput is wasm-bindgen's
import type { SyncInitInput } from 'hotstone';
// @ts-expect-error: InitInput is wasm-bindgen's
import type { InitInput } from 'hotstone';

await init();

const options: GameOptions = { size: 5, rules: 'ing', lang: 'de' };
const game = new Game(options);
const fromRecord: Game = Game.fromSgf('(;SZ[5]AB[aa][ba][ab][bb][cb][ac][bc][ad][bd][cd][ae][be][de]AW[ca][ea][db][eb][cc][ec][dd][ed][ee])', {
  rules: 'ing',
});

function say(result: PlayResult): string {
  if (result.ok) {
    const hot: HotStone[] = result.hot;
    return `captured ${result.captured.join(' ')}; hot ${hot.map((h) => `${h.point} (${h.kind})`).join(' ')}`;
  }
  const refusal: Refusal = result;
  const code: RefusalCode = refusal.code;
  return `${code} (${refusal.requirement}): ${refusal.message}`;
}

console.log(say(fromRecord.play('D5')));
console.log(say(fromRecord.play({ x: 2, y: 0 })));
const state: KoState = fromRecord.koState();
const banned: string[] = state.bannedNow.map((b) => b.point);
console.log(state.rule, state.hot.length, banned);

game.play('C3');
game.pass();
const end = game.pass().ok ? game.end : null;
if (end !== null) console.log(end.code, end.message);
const score: Score = game.score({ method: 'fill-in', dead: [] });
console.log(score.result, score.fillIn?.steps.map((s) => s.step));

const board: ('black' | 'white' | null)[][] = game.board();
const n: number = game.tryPlayXY(0, 0);
const code: string | undefined = refusalCodes()[n - 1];
console.log(board.length, code, handicapPoints(19, 4), presets().map((p) => p.name));
console.log(game.toMove, game.moveNumber, game.toSgf().length);
const plain = new Game();
console.log(plain.size, plain.score().result, Game.fromSgf('(;SZ[9])').size);
plain.free();
game.free();
// Issue 15: a language tag such as 'de-AT' is what the runtime takes, for the options and
// the setter; free() and dispose may come twice.
const tagged = new Game({ size: 9, lang: 'de-AT' });
tagged.lang = 'ja-JP';
const spoken: 'en' | 'de' | 'ja' = tagged.lang;
console.log(spoken, Game.fromSgf('(;SZ[9])', { lang: 'de_CH' }).lang);
tagged[Symbol.dispose]();
tagged.free();
// A game as JSON (what JSON.stringify(game) writes) and back from its record.
const kept = new Game({ size: 9 });
kept.play('E5');
const saved: GameJSON = JSON.parse(JSON.stringify(kept));
const restored = Game.fromSgf(saved.sgf, { rules: saved.rules, lang: saved.lang });
console.log(saved.size, saved.toMove, saved.moveNumber, saved.end?.code, restored.toJSON().sgf === saved.sgf);
