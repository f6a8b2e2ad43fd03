// The browser test of the analysis page (docs/analysis.md): finish a game of
// Multiplicação against the optimal bot (accepting everything), open "skill and luck" from the end of the game; the
// summary says what the dice and the player's own choices did, the chart and the list of decisions
// render, a decision opens its position with the choice made and the best one, and the page
// matches the server's document. Shot at 320x640, 390x844, 844x390 and 1366x768, in pt-BR and
// es-AR, into e2e/out/.
import { assert, assertEqual, test } from './lib/runner.mjs';
import { shotSizes, withPeople } from './lib/session.mjs';
import { createTable, playToEnd, roomState, waitPast } from './lib/ui.mjs';
import { handThrow } from './lib/games.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

const CASES = [
  { locale: 'pt-BR', you: /^(Os dados lhe deram|Você perdeu|Os dados foram neutros para você) .+ (nas suas escolhas|da melhor forma)\.$/ },
  { locale: 'es-AR', you: /^(Los dados te dieron|Perdiste|Los dados fueron parejos para vos) .+ (por tus decisiones|de la mejor manera)\.$/ },
];

/** A careless player of Multiplicação: throws by hand and accepts every triple, double and last
 * die, which the analysis finds costly wherever refusing was better. */
async function careless(page) {
  const s = await roomState(page);
  if (!s?.canAct) return null;
  if (await handThrow(page, s)) return 'throw';
  if (!(await page.getByTestId('mult-decision').count())) return null;
  await page.getByTestId('accept').click();
  await waitPast(page, s.version);
  return 'accept';
}

export function registerAnalysisTests(env) {
  const base = env.lazyServer();
  for (const c of CASES)
    test(`analysis: a finished game's skill and luck, summary, chart and a decision's position (${c.locale})`, async () => {
      await withPeople(env, [{ locale: c.locale, device: PHONE }], async (ana) => {
        const { page } = ana;
        const url = await base();
        const code = await createTable(page, url, { game: 'multiplicacao', others: ['bot:optimal'], rules: { rounds: 10 } });
        await playToEnd([page], careless);
        await page.getByTestId('end-analysis').click();
        await page.waitForURL(new RegExp(`/r/${code}/analysis$`));
        await page.getByTestId('analysis').waitFor({ timeout: 30000 });
        const doc = await (await fetch(`${url}/api/rooms/${code}/analysis`)).json();
        assertEqual(await page.getByTestId('analysis').getAttribute('data-measure'), doc.measure, 'the server\'s measure');
        assertEqual(await page.getByTestId('analysis-seat').count(), doc.seats.length, 'a card per seat');
        // my seat (0) is spoken to; the bot's in the third person
        const mine = (await page.getByTestId('analysis-sentence').first().textContent()).trim();
        assert(c.you.test(mine), `the summary speaks to me: ${mine}`);
        await page.getByTestId('analysis-chart').waitFor();
        const lines = await page.locator('[data-testid=analysis-chart] polyline').count();
        assertEqual(lines, doc.seats.length, 'a line per seat');
        const throws = doc.steps.filter((s) => s.kind === 'throw').length;
        assertEqual(await page.locator('[data-testid=analysis-chart] rect').count(), throws, 'a bar per throw');
        const reviewed = doc.steps.filter((s) => s.kind === 'decision' && s.loss !== undefined && !s.forced);
        assert(reviewed.length > 0, 'decisions to review');
        assertEqual(await page.getByTestId('analysis-decision').count(), reviewed.length, 'every decision listed');
        await shotSizes(env, page, `analysis-summary-${c.locale}`, 'analysis-seats');
        // The costliest decision is open at once, and opens again when clicked: the choice made
        // beside the best one, the table drawn.
        // Ten rounds of accepting everything: refusing was better somewhere (five rounds were
        // sometimes all rightly accepted).
        const myDecisions = reviewed.filter((s) => s.seat === 0);
        const worst = myDecisions.reduce((a, b) => (b.loss > a.loss ? b : a), myDecisions[0]);
        assert(worst && worst.loss > 0, 'accepting everything cost something');
        await page.locator(`[data-testid=analysis-decision][data-index="${worst.index}"]`).click();
        const position = page.getByTestId('analysis-position');
        await position.waitFor();
        assertEqual(await position.getAttribute('data-index'), String(worst.index), 'the decision clicked');
        await position.getByTestId('analysis-played').waitFor();
        await position.getByTestId('analysis-best').waitFor();
        await position.getByTestId('dice').first().waitFor();
        assert((await position.getByTestId('analysis-played').textContent()) !== (await position.getByTestId('analysis-best').textContent()),
          'the choice made and the best one differ');
        if (worst.judgement) assert(await page.getByTestId('analysis-mark').count() > 0, 'the errors marked on the chart');
        await shotSizes(env, page, `analysis-position-${c.locale}`, 'analysis-position');
        // Another decision opens its own position.
        const other = reviewed.find((d) => d.index !== worst.index);
        if (other) {
          await page.locator(`[data-testid=analysis-decision][data-index="${other.index}"]`).click();
          await page.waitForFunction((i) => document.querySelector('[data-testid=analysis-position]')?.dataset.index === String(i), other.index);
        }
        // A link anyone can open: the same page in a fresh visit.
        await page.goto(`${url}/r/${code}/analysis`);
        await page.getByTestId('analysis-chart').waitFor();
      });
    }, { timeout: 240000 });
}
