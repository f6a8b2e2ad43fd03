// What a person does at a table, as clicks and taps decided from what the screen
// shows: the throw by hand, Matterhorn's numbers tapped on the sheet, Multiplicação's refusals,
// Flores bets typed in the range, Triplo Seis' believe / doubt / keep / call, Damma moves by taps.
import { roomState, waitPast } from './ui.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Clicks `testId` and waits for the server's answer. */
async function actBy(page, testId, version) {
  await page.getByTestId(testId).click();
  await waitPast(page, version);
}

/** The throw by tap, if it is this page's throw. */
export async function handThrow(page, s) {
  if (!(await page.getByTestId('hand-throw').count())) return null;
  await actBy(page, 'hand-throw', s.version);
  return 'throw';
}

/** Games with nothing to decide but the throws: Centenário, Buck Dice, Ataque Yankee. */
export async function throwsOnly(page) {
  const s = await roomState(page);
  if (!s?.canAct) return null;
  return handThrow(page, s);
}

/**
 * Matterhorn: taps the numbers of the first listed move on the person's own sheet (after once
 * tapping numbers that do not go together, to read the reason) and crosses them.
 */
export async function matterhornDecision(page, seen = { reason: null }) {
  const s = await roomState(page);
  if (!s?.canAct) return null;
  if (await handThrow(page, s)) return 'throw';
  const table = page.getByTestId('race-table');
  if ((await table.getAttribute('data-deciding')) !== 'true') return null;
  const seat = Number(await page.getByTestId('room').getAttribute('data-seat'));
  const choices = await page.locator('[data-testid^="choice-cross "]').evaluateAll((els) => els.map((e) => e.dataset.testid.slice('choice-'.length)));
  const picks = (move) => {
    const out = [];
    let row = 1;
    for (const w of move.split(' ').slice(1)) {
      if (w === 'row2') row = 2;
      else out.push({ row, n: Number(w) });
    }
    return out;
  };
  if (seen.reason === null) {
    // two single numbers the dice make, tapped together: only legal if both fit at once
    const singles = choices.filter((c) => picks(c).length === 1);
    const a = singles[0];
    const b = singles.find((c) => c !== a && !choices.includes(`cross ${[...picks(a), ...picks(c)].map((p) => p.n).sort((x, y) => x - y).join(' ')}`));
    if (a && b && picks(a)[0].row === 1 && picks(b)[0].row === 1) {
      for (const p of [...picks(a), ...picks(b)]) await page.getByTestId(`race-${seat}-${p.row}-${p.n}`).click();
      seen.reason = await page.getByTestId('pick-reason').textContent();
      for (const p of [...picks(a), ...picks(b)]) await page.getByTestId(`race-${seat}-${p.row}-${p.n}`).click();
    }
  }
  // the longest listed move (cross as much as possible)
  const move = choices.reduce((best, c) => (picks(c).length > picks(best).length ? c : best), choices[0]);
  for (const p of picks(move)) await page.getByTestId(`race-${seat}-${p.row}-${p.n}`).click();
  await actBy(page, 'cross', s.version);
  return move;
}

/** Multiplicação: refuses a triple or double of 1s or 2s and a last die of 1 or 2. */
export async function multiplicacaoDecision(page) {
  const s = await roomState(page);
  if (!s?.canAct) return null;
  if (await handThrow(page, s)) return 'throw';
  if (!(await page.getByTestId('mult-decision').count())) return null;
  const dice = await page.getByTestId('dice').getAttribute('data-dice');
  const value = Math.max(...dice.split('-').map(Number));
  const choice = value <= 2 ? 'refuse' : 'accept';
  await actBy(page, choice, s.version);
  return choice;
}

/**
 * Flores Amarradas: types an amount in the range shown (once an amount out of it first, to see
 * the refusal), then bets; throws by hand.
 */
export async function floresDecision(page, seen = { refusal: null }) {
  const s = await roomState(page);
  if (!s?.canAct) return null;
  if (await handThrow(page, s)) return 'throw';
  if (!(await page.getByTestId('amount-picker').count())) return null;
  const input = page.getByTestId('amount');
  const [min, max] = [Number(await input.getAttribute('min')), Number(await input.getAttribute('max'))];
  if (seen.refusal === null) {
    await input.fill(String(max + 3));
    seen.refusal = {
      disabled: await page.getByTestId('place-amount').isDisabled(),
      text: await page.getByTestId('amount-picker').locator('[role=alert]').textContent(),
    };
  }
  const amount = Math.min(max, min * 2);
  await input.fill(String(amount));
  await actBy(page, 'place-amount', s.version);
  return `amount ${amount}`;
}

/**
 * Triplo Seis: believes a call below 600, else doubts (when allowed); keeps the highest die;
 * calls the truth when it is allowed, else the lowest call.
 */
export async function triploDecision(page) {
  const s = await roomState(page);
  if (!s?.canAct) return null;
  if (await handThrow(page, s)) return 'throw';
  const phase = await page.getByTestId('triplo-table').getAttribute('data-phase');
  if (phase === 'respond') {
    const call = Number((await page.getByTestId('current-call').textContent()).match(/\d{3}/)[0]);
    const canDoubt = await page.getByTestId('doubt').count();
    const canBelieve = await page.getByTestId('believe').count();
    const choice = canBelieve && (!canDoubt || call < 600) ? 'believe' : 'doubt';
    await actBy(page, choice, s.version);
    return choice;
  }
  if (phase === 'keep') {
    const dice = await page.locator('[data-testid^=cup-die-]').evaluateAll((els) => els.map((e) => Number(e.dataset.value)));
    const best = dice.indexOf(Math.max(...dice));
    await page.getByTestId(`cup-die-${best}`).click();
    await actBy(page, 'keep-rethrow', s.version);
    return 'keep';
  }
  if (phase === 'call') {
    await actBy(page, 'make-call', s.version);
    return 'call';
  }
  return null;
}

/**
 * Damma: a move by taps: the first piece that can move and, step by step, its first landing
 * squares until the move is complete (stopping a capture where "Stop here" is offered only when
 * nothing more is shown). Returns the squares tapped.
 */
export async function dammaTapMove(page) {
  const s = await roomState(page);
  if (!s?.canAct) return null;
  const side = await page.getByTestId('damma-table').getAttribute('data-side');
  const pieces = await page.locator(`[data-testid^=sq-][data-piece=${side}], [data-testid^=sq-][data-piece=${side.toUpperCase()}]`)
    .evaluateAll((els) => els.map((e) => e.dataset.testid.slice(3)));
  for (const from of pieces) {
    await page.getByTestId(`sq-${from}`).click();
    if (!(await page.locator('.sq.target').count())) continue;
    const tapped = [from];
    for (let hops = 0; hops < 12; hops++) {
      const target = await page.locator('.sq.target').first().getAttribute('data-testid');
      tapped.push(target.slice(3));
      await page.getByTestId(target).click();
      await sleep(20);
      // What the page shows next: the move gone (the version moved on), further landings, or the
      // path that may end here ("stop here"). A loaded machine takes more than a moment to send a
      // finished move: wait for one of the three rather than read the page once.
      const next = await page.waitForFunction((v) => {
        if (Number(document.querySelector('[data-testid=room]')?.dataset.version) > v) return 'sent';
        if (document.querySelector('.sq.target')) return 'more';
        if (document.querySelector('[data-testid=stop-here]')) return 'stop';
        return false;
      }, s.version, { polling: 50, timeout: 10000 }).then((h) => h.jsonValue());
      if (next === 'sent') return tapped;
      if (next === 'stop') {
        await actBy(page, 'stop-here', s.version);
        return tapped;
      }
    }
  }
  return null;
}
