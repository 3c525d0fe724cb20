// The element's events typed where a page listens for them (issue 39): `board/index.d.ts`
// adds them to HTMLElementEventMap, so `addEventListener` hands each listener its
// `CustomEvent` with the detail's type. Compiled with `tsc --strict` (tsconfig.json).
import 'hotstone/board';
import type { Played } from 'hotstone';

const el = document.querySelector('hotstone-board');
el?.addEventListener('hotstone-move', (e) => {
  const move: Played = e.detail;
  console.log(move.point ?? 'pass', e.detail.hot.map((h) => h.point));
});
el?.addEventListener('hotstone-refused', (e) => console.log(e.detail.code.toUpperCase(), e.detail.requirement));
el?.addEventListener('hotstone-end', (e) => console.log(e.detail.winner ?? 'none'));
el?.addEventListener('hotstone-step', (e) => console.log(e.detail.step, e.detail.of));
// A page's own events keep their types.
el?.addEventListener('click', (e) => console.log(e.clientX));
