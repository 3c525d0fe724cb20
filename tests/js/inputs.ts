// The arguments' types (issue 35): generated from crates/js/src/args.rs by tsify, checked
// here with `tsc --strict` (tests/js/tsconfig.json) as the reports' are in example.ts:
// what the runtime takes is typed, and what it refuses is a type error where a type can say so.
import { Game } from 'hotstone';
import type {
  GameOptions, HandicapBonus, KoRule, Lang, LangTag, Offence, PenaltyInput, PointInput,
  PointName, Preset, RuleAxes, Scoring, ScoreOptions, SgfOptions, SuicideRule, XY,
} from 'hotstone';

const axes: RuleAxes = { ko: 'situational-superko', suicide: 'allowed', scoring: 'area', komi: 7 };
const named: RuleAxes = { name: 'ing', ko: 'ing', suicide: 'multi-stone-only', scoring: 'fill-in', tieWinner: null };
// @ts-expect-error: an object of axes needs suicide and scoring
const partial: RuleAxes = { ko: 'basic' };
// @ts-expect-error: no such ruleset
const korean: Preset = 'korean';
const options: GameOptions[] = [{}, { size: 13, rules: axes }, { rules: 'japanese', handicap: 2, handicapStyle: 'free' }];
// @ts-expect-error: a typo is no option
const typo: GameOptions = { sise: 9 };
const sgf: SgfOptions = { rules: named, komi: 6.5, lang: 'ja' };
const tags: LangTag[] = ['en', 'de-AT', 'ja_JP'];
// @ts-expect-error: no such language
const french: LangTag = 'fr';
const xy: XY = { x: 2, y: 6 };
const name: PointName = 'C3';
const points: PointInput[] = [name, xy];
const offence: Offence = 'consultation';
const penalty: PenaltyInput = { color: 'white', offence };
const score: ScoreOptions = { method: 'territory', dead: points, penalties: [penalty] };
// @ts-expect-error: time penalties come from the clock, not from score()
const time: Offence = 'time';
const names: [KoRule, SuicideRule, Scoring, HandicapBonus, Lang] = ['basic', 'forbidden', 'area', 'n-minus-one', 'de'];

for (const o of options) new Game(o).free();
const game = new Game({ size: 9, rules: 'school-team' });
game.play(points[0]);
console.log(game.score(score).result, Game.fromSgf('(;SZ[9])', sgf).lang, tags, names, partial, korean, typo, french, time);
