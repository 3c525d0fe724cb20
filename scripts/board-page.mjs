// The page the click measurements share (click-time.mjs, click-trace.mjs,
// click-floor.mjs): the release build in dist/ (DIST=dir: another build, e.g. a copy
// from before a change) served and opened in Debian's headless Chromium, a 19x19 game
// under Ing's rules started, and in the page `window.bench`:
//   random()          a fixed pseudo-random sequence, so that runs play the same points;
//   afterFrame(then)  runs `then` after the current frame's style, layout and paint (a
//                     message posted from a frame's callback arrives only after them);
//   settle()          a promise that resolves once the next frame has been painted.
import { newGame, start } from '../tests/e2e/harness.mjs';

function helpers() {
  let seed = 12345;
  const afterFrame = (then) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = then;
    channel.port2.postMessage(0);
  };
  window.bench = {
    random: () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31),
    afterFrame,
    settle: () => new Promise((ok) => requestAnimationFrame(() => afterFrame(ok))),
  };
}

/**
 * The page, after `prepare(page)` if given; `throttle(rate)` slows its CPU `rate` times
 * (CDP's Emulation.setCPUThrottlingRate; 1 undoes it), `cdp` is its CDP session.
 */
export async function boardPage({ prepare } = {}) {
  const app = await start(process.env.DIST);
  const page = await app.open('', { viewport: { width: 1600, height: 1000 } });
  await newGame(page, { size: 19, rules: 'ing' });
  await page.waitForSelector('[data-board-size="19"]');
  if (prepare) await prepare(page);
  await page.evaluate(helpers);
  const cdp = await page.context().newCDPSession(page);
  const throttle = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { app, page, cdp, throttle };
}
