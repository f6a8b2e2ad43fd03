// What the browser tests share: people in browser contexts, screenshots, and the room's record
// replayed by the engine to hold what the screens show against it.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { person } from './browser.mjs';
import { assert } from './runner.mjs';

/** The room's record, replayed by the engine (`cubilete replay --json`): the scores it ends with. */
export async function recordScores(env, base, code) {
  const response = await fetch(`${base}/api/rooms/${code}/record`);
  assert(response.ok, `record of ${code}: HTTP ${response.status}`);
  const record = await response.json();
  const file = join(env.scratch, `${code}.json`);
  writeFileSync(file, JSON.stringify(record));
  const replay = JSON.parse(execFileSync(env.bin, ['replay', file, '--json'], { encoding: 'utf8' }));
  assert(replay.terminal === true, 'the replayed record ends the game');
  return { record, scores: replay.scores };
}

export const shot = (env, page, name, fullPage = true) =>
  page.screenshot({ path: join(env.out, `${name}.png`), fullPage, animations: 'disabled' });

/** Runs `fn` with one browser context per spec; no page may throw; the contexts always close. */
export async function withPeople(env, specs, fn) {
  const people = [];
  try {
    for (const spec of specs) people.push(await person(env.browser, spec));
    await fn(...people);
    for (const p of people) assert(p.errors.length === 0, `page errors: ${p.errors.map((e) => e.message).join('; ')}`);
  } finally {
    for (const p of people) await p.context.close();
  }
}


/** The same moment on a desktop and on a phone (360x740): two screenshots, the size restored. */
export async function shotBoth(env, page, name) {
  const size = page.viewportSize();
  await shot(env, page, `desktop-${name}`);
  await page.setViewportSize({ width: 360, height: 740 });
  await shot(env, page, `phone-${name}`);
  await page.setViewportSize(size);
}

/** The sizes every changed page is looked at: two phones, a phone held sideways, a laptop. */
export const SIZES = [[320, 640], [390, 844], [844, 390], [1366, 768]];

/** The moment at every size, the element `focus` (a test id) scrolled into view; the size restored. */
export async function shotSizes(env, page, name, focus) {
  const size = page.viewportSize();
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    if (focus) await page.getByTestId(focus).first().evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await shot(env, page, `${name}-${width}x${height}`, false);
  }
  await page.setViewportSize(size);
}
