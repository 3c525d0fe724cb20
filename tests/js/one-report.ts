// One report of a move (issue 35): the package's `play()` answer and the embedded
// board's `hotstone-move` event detail are one type, `Played`, generated from the Rust
// report (hotstone-report). Compiled with `tsc --strict` (tests/js/tsconfig.json maps
// 'hotstone' and 'hotstone/board' to pkg/): one function takes both.
import { Game } from 'hotstone';
import type { Played } from 'hotstone';
import type { BoardEvents, BoardHandle } from 'hotstone/board';

/** One line for a move, whoever reported it: the package or the board. */
function line(move: Played): string {
  const hot = move.hot.map((h) => `${h.point} (${h.kind})`).join(' ');
  const end = move.end ? `; ${move.end.message}` : '';
  return `${move.moveNumber}. ${move.color} ${move.point ?? 'pass'}, captured ${move.captured.length}, hot ${hot}${end}`;
}

const game = new Game({ size: 9, rules: 'ing' });
const answer = game.play('E5');
if (answer.ok) console.log(line(answer));

// The board's event detail is the same type, so the same function takes it.
export function follow(board: BoardHandle): () => void {
  return board.on('hotstone-move', (detail) => console.log(line(detail)));
}
const detail: BoardEvents['hotstone-move'] | undefined = undefined;
if (detail) console.log(line(detail));
