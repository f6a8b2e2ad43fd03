// A page looked at the way a person would at every size (session.mjs SIZES): nothing scrolls
// sideways, and on phones nothing floating lies over what is read (covered.mjs) at any scroll
// position. `alsoAt(page, width, height)` checks more at each size.
import { coveredWhileScrolling } from './covered.mjs';
import { assert, assertEqual } from './runner.mjs';
import { SIZES } from './session.mjs';
import { horizontalOverflow } from './ui.mjs';

export async function lookedAtEverySize(page, where, alsoAt = async () => {}) {
  const problems = [];
  const size = page.viewportSize();
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    assert(await horizontalOverflow(page) <= 0, `${where} at ${width}x${height} scrolls sideways`);
    await alsoAt(page, width, height);
    if (width < 900) problems.push(...(await coveredWhileScrolling(page, where)));
  }
  await page.setViewportSize(size);
  assertEqual(problems, [], `nothing covered on ${where}`);
}
