// What a person does in the browser, as clicks: create a table, join it by its link, and play
// turns by the rules of thumb below (decided from what the screen shows, acted by clicks only).
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Creates a table from the lobby: `others` are the seats after mine, 'friend' or 'bot:LEVEL';
 * `hints` (true/false) ticks the box (left as the lobby sets it otherwise: off between people);
 * `turnSeconds` sets the turn clock.
 */
export async function createTable(page, base, { game, others, name, rules = {}, hints, turnSeconds, sameDice }) {
  await page.goto(`${base}/`);
  await page.getByTestId(`game-${game}`).check();
  // the lobby starts with me and one bot: make the seats the test asks for
  const seatCount = async () => page.locator('[data-testid^="seat-kind-"]').count();
  while ((await seatCount()) < others.length) await page.getByTestId('add-seat').click();
  while ((await seatCount()) > others.length) await page.locator('button', { hasText: '✕' }).last().click();
  for (const [i, seat] of others.entries()) {
    const n = i + 1;
    if (seat === 'friend') await page.getByTestId(`seat-kind-${n}`).selectOption('friend');
    else {
      await page.getByTestId(`seat-kind-${n}`).selectOption('bot');
      await page.getByTestId(`seat-bot-${n}`).selectOption(seat.slice('bot:'.length));
    }
  }
  if (Object.keys(rules).length) {
    await page.locator('details.variant > summary').click();
    for (const [key, value] of Object.entries(rules)) {
      const control = page.getByTestId(`opt-${key}`);
      if (typeof value === 'boolean') await control.setChecked(value);
      else if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(String(value));
      else await control.fill(String(value));
    }
  }
  if (name) await page.getByTestId('my-name').fill(name);
  if (hints !== undefined) await page.getByTestId('hints').setChecked(hints);
  if (turnSeconds !== undefined) await page.getByTestId('turn-seconds').fill(String(turnSeconds));
  if (sameDice !== undefined) await page.getByTestId('same-dice').setChecked(sameDice);
  await page.getByTestId('create').click();
  await page.waitForURL(/\/r\/[A-Z0-9]+$/);
  return new URL(page.url()).pathname.split('/').pop();
}

export async function joinByLink(page, link, name) {
  await page.goto(link);
  await page.getByTestId('join-name').fill(name);
  await page.getByTestId('take-seat').click();
  await page.getByTestId('room').waitFor();
}

/** Waits until the room's version moves past `version` (the answer to an action), bounded. */
export async function waitPast(page, version, ms = 8000) {
  await page.waitForFunction((v) => Number(document.querySelector('[data-testid=room]')?.dataset.version) > v,
    version, { timeout: ms });
}

/** Waits until the page's seat may act (its turn, connected, nothing in flight). */
export const waitToAct = (page, options) =>
  page.waitForFunction(() => document.querySelector('[data-testid=room]')?.dataset.canAct === 'true', null, options);

export async function roomState(page) {
  return page.evaluate(() => {
    const room = document.querySelector('[data-testid=room]');
    return room ? { version: Number(room.dataset.version), canAct: room.dataset.canAct === 'true', status: room.dataset.status } : null;
  });
}

/**
 * One decision of a category game if it is this page's turn. Rule of thumb: on the first throw
 * with nothing worth 20, keep the most common face and throw again; otherwise write the best
 * category (confirming a 0). Returns what it did, or null when it was not this page's turn.
 */
export async function categoryDecision(page) {
  const s = await roomState(page);
  if (!s?.canAct) return null;
  const info = await page.evaluate(() => {
    const table = document.querySelector('[data-testid=category-table]');
    if (!table || table.dataset.phase !== 'decide') return null;
    const dice = [...table.querySelectorAll('[data-testid^=die-]')].map((d) => ({
      value: Number(d.dataset.value), held: d.getAttribute('aria-pressed') === 'true', id: d.dataset.testid,
    }));
    const writes = [...table.querySelectorAll('button[data-testid^=write-]')].map((b) => ({
      id: b.dataset.testid, points: b.textContent.split('+').reduce((a, x) => a + Number(x.trim() || 0), 0),
    }));
    return { throwsLeft: Number(table.dataset.throwsLeft), dice, writes };
  });
  if (!info || info.writes.length === 0) return null;
  const best = info.writes.reduce((a, b) => (b.points > a.points ? b : a));
  if (info.throwsLeft >= 2 && best.points < 20) {
    const counts = new Map();
    for (const d of info.dice) counts.set(d.value, (counts.get(d.value) ?? 0) + 1);
    const face = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0];
    for (const d of info.dice) if ((d.value === face) !== d.held) await page.getByTestId(d.id).click();
    await page.getByTestId('throw').click();
    await waitPast(page, s.version);
    return 'throw';
  }
  await page.getByTestId(best.id).click();
  if (best.points === 0) await page.getByTestId('confirm-zero-yes').click();
  await waitPast(page, s.version);
  return `write ${best.id.slice('write-'.length)} ${best.points}`;
}

/**
 * One decision of Farkle if it is this page's turn: tap the dice of the best-scoring selection
 * (after once tapping a die that scores nothing, when there is one, to see the reason shown),
 * set them aside; bank from 350 (or what the rules require), else throw on.
 */
export async function farkleDecision(page, seen = { reason: null }) {
  const s = await roomState(page);
  if (!s?.canAct) return null;
  const info = await page.evaluate(() => {
    const table = document.querySelector('[data-testid=farkle-table]');
    if (!table) return null;
    const dice = [...table.querySelectorAll('[data-testid^=die-]')].map((d) => ({ value: Number(d.dataset.value), id: d.dataset.testid }));
    const choices = [...table.querySelectorAll('[data-testid^="choice-keep "]')].map((b) =>
      b.dataset.testid.slice('choice-keep '.length).split('-').map(Number));
    const bank = table.querySelector('[data-testid=bank]');
    return { phase: table.dataset.phase, total: Number(table.dataset.turnTotal), dice, choices, canBank: !!bank && !bank.disabled };
  });
  if (!info) return null;
  if (info.phase === 'select') {
    const scoring = new Set(info.choices.flat());
    const dead = info.dice.find((d) => !scoring.has(d.value));
    if (dead && seen.reason === null) {
      await page.getByTestId(dead.id).click();
      seen.reason = await page.getByTestId('selection-reason').textContent();
      await page.getByTestId(dead.id).click();
    }
    const keep = [...info.choices[0]];
    for (const d of info.dice) {
      const at = keep.indexOf(d.value);
      if (at >= 0) {
        keep.splice(at, 1);
        await page.getByTestId(d.id).click();
      }
    }
    await page.getByTestId('set-aside').click();
    await waitPast(page, s.version);
    return 'keep';
  }
  if (info.phase === 'bank_or_roll') {
    const bank = info.canBank && info.total >= 350;
    await page.getByTestId(bank ? 'bank' : 'roll').click();
    await waitPast(page, s.version);
    return bank ? 'bank' : 'roll';
  }
  return null;
}

/** Plays until every page shows the end report, bounded by `ms`; `decide` acts for one page. */
export async function playToEnd(pages, decide, { ms = 150000, onStep = async () => {} } = {}) {
  const deadline = Date.now() + ms;
  let steps = 0;
  while (Date.now() < deadline) {
    let over = 0;
    for (const page of pages) {
      if (await page.getByTestId('end-report').count()) {
        over++;
        continue;
      }
      const did = await decide(page);
      if (did) await onStep(page, ++steps, did);
    }
    if (over === pages.length) return steps;
    await sleep(30);
  }
  throw new Error(`the game did not end within ${ms / 1000} s (${steps} decisions)`);
}

/** Final scores as the end report shows them: seat -> score. */
export async function shownScores(page) {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-testid=final-scores] li')]
    .map((li) => [li.dataset.seat, Number(li.dataset.score)])));
}

/** The page is no wider than its screen: nothing scrolls sideways. */
export async function horizontalOverflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
