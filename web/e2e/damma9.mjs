// The browser tests of Damma on the 9x9 board: a game between a phone (pt-BR, taps)
// and a desktop (es-AR) from a position chosen in the lobby's form, with a double capture tapped
// jump by jump, a fault huffed by a tap, the end-of-game report, the replay and the analysis;
// and the full 9x9 start against a bot on a phone, its squares in reach, the engine's best move
// on the board. Each moment is shot at 320x640, 390x844, 844x390 and 1366x768 into e2e/out/.
import { DESKTOP, PHONE } from './lib/browser.mjs';
import { assert, assertEqual, test } from './lib/runner.mjs';
import { recordScores, shotSizes as shotAt, withPeople } from './lib/session.mjs';
import { createTable, horizontalOverflow, joinByLink, waitPast, waitToAct } from './lib/ui.mjs';
import { dammaTapMove } from './lib/games.mjs';

const PT = { locale: 'pt-BR', device: PHONE };
const ES_DESKTOP = { locale: 'es-AR', device: DESKTOP };
const ES_PHONE = { locale: 'es-AR', device: { ...PHONE, viewport: { width: 390, height: 844 } } };
const shotSizes = (env, page, name, focus) => shotAt(env, page, `damma9-${name}`, focus);
const version = async (page) => Number(await page.getByTestId('room').getAttribute('data-version'));
const squares = (page, selector) => page.locator(selector).evaluateAll((els) => els.map((e) => e.dataset.testid.slice(3)).sort());

/** Every square of the board on screen, none narrower than `min` pixels, nothing wider than the screen. */
async function boardInReach(page, min) {
  const sizes = await page.locator('[data-testid^=sq-]').evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { w: r.width, h: r.height, right: r.right, left: r.left };
  }));
  assertEqual(sizes.length, 81, 'a square for each of the 81');
  const width = page.viewportSize().width;
  for (const s of sizes) {
    assert(s.w >= min && s.h >= min, `a square of ${s.w.toFixed(1)}x${s.h.toFixed(1)} px at ${width} px wide (at least ${min})`);
    assert(s.left >= 0 && s.right <= width + 0.5, `a square off the screen (${s.left}-${s.right} of ${width})`);
  }
  assertEqual(await horizontalOverflow(page), 0, `nothing scrolls sideways at ${width} px`);
}

export function registerDamma9Tests(env) {
  const base = env.lazyServer();

  test('damma 9x9 between a phone and a desktop: a double capture tapped, a fault huffed, the report, the replay and the analysis', async () => {
    const url = await base();
    await withPeople(env, [PT, ES_DESKTOP], async (ana, bia) => {
      // White a1 takes b2 and d4 (a1xc3xe5); Black's g6 could take g5, so a quiet move leaves it at fault
      const start = '.b......./........./........./......b../......w../...b...../........./.b......./w........ w -';
      // the form: the board is a choice in words, and the start field follows it
      await ana.page.goto(`${url}/`);
      await ana.page.getByTestId('game-damma').check();
      assertEqual(await ana.page.getByTestId('player-count').textContent(), '2 jogadores', 'a game for exactly two says two');
      await ana.page.locator('details.variant > summary').click();
      const boardOption = ana.page.getByTestId('opt-board');
      assertEqual(await boardOption.locator('option').allTextContents(), ['5x5, 12 peças cada', '9x9, 40 peças cada'], 'the boards in words');
      await boardOption.selectOption('9');
      assert((await ana.page.getByTestId('opt-start').inputValue()).startsWith('bbbbbbbbb/'), 'the start field shows the 9x9 start');
      assertEqual(await horizontalOverflow(ana.page), 0, 'the 9x9 start\'s long default wraps in the form');
      await shotSizes(env, ana.page, 'form-pt-BR', 'opt-board');
      await createTable(ana.page, url, { game: 'damma', others: ['friend'], name: 'Ana', rules: { board: '9', start } });
      await joinByLink(bia.page, await ana.page.getByTestId('share-link').inputValue(), 'Bia');
      const anaBoard = ana.page.getByTestId('damma-board');
      await anaBoard.waitFor();
      assertEqual(await anaBoard.getAttribute('data-size'), '9', 'a 9x9 board');
      assertEqual(await bia.page.getByTestId('damma-board').getAttribute('data-flipped'), 'true', 'Black sees the board turned');
      assertEqual(await bia.page.locator('.file-coord').allTextContents(), ['i', 'h', 'g', 'f', 'e', 'd', 'c', 'b', 'a'], 'Black reads the files from i');
      assertEqual(await ana.page.locator('.file-coord').allTextContents(), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], 'White reads them from a');
      await waitToAct(ana.page);
      await boardInReach(ana.page, 30);
      // the double capture, one jump per tap: after c3 she may stop or go on to e5
      let v = await version(ana.page);
      await ana.page.getByTestId('sq-a1').tap();
      assertEqual(await squares(ana.page, '.sq.target'), ['a2', 'b1', 'c3'], 'where a1 may go');
      await ana.page.getByTestId('sq-c3').tap();
      await ana.page.getByTestId('stop-here').waitFor();
      assertEqual(await squares(ana.page, '.sq.target'), ['e5'], 'the capture goes on to e5');
      assertEqual(await squares(ana.page, '.sq.on-path'), ['c3'], 'the path so far marked');
      await shotSizes(env, ana.page, 'capture-pt-BR', 'damma-board');
      await ana.page.getByTestId('sq-e5').tap();
      await waitPast(bia.page, v);
      assertEqual(await bia.page.getByTestId('sq-b2').getAttribute('data-piece'), '', 'b2 taken');
      assertEqual(await bia.page.getByTestId('sq-d4').getAttribute('data-piece'), '', 'd4 taken');
      assertEqual(await bia.page.getByTestId('sq-e5').getAttribute('data-piece'), 'w', 'the man on e5');
      assertEqual(await squares(bia.page, '.sq.last'), ['a1', 'c3', 'e5'], 'the last move marked for Black');
      // Bia moves b9-b8 although g6 could take g5: g6 is at fault
      await waitToAct(bia.page);
      v = await version(bia.page);
      await bia.page.getByTestId('sq-b9').click();
      await bia.page.getByTestId('sq-b8').click();
      await waitPast(ana.page, v);
      await ana.page.locator('[data-testid=sq-g6] .fault').waitFor();
      assertEqual(await squares(ana.page, '.sq.huffable'), ['g6'], 'the piece at fault offered to huff');
      assert(/g6/.test(await ana.page.getByTestId('damma-status').textContent()), 'the fault told');
      await shotSizes(env, ana.page, 'fault-pt-BR', 'damma-board');
      // Ana huffs it with two taps
      v = await version(ana.page);
      await ana.page.getByTestId('sq-g6').tap();
      await ana.page.getByTestId('huff').tap();
      await waitPast(bia.page, v);
      assertEqual(await bia.page.getByTestId('sq-g6').getAttribute('data-piece'), '', 'the huffed piece is gone');
      assert(/g6/.test(await bia.page.getByTestId('event-log').textContent()), 'the huff in the log');
      await shotSizes(env, bia.page, 'after-huff-es-AR', 'damma-board');
      // Bia, one man against two, resigns; both see the report
      await waitToAct(bia.page);
      await bia.page.getByTestId('resign').click();
      await bia.page.getByTestId('resign-yes').click();
      for (const p of [ana.page, bia.page]) await p.getByTestId('end-report').waitFor({ timeout: 30000 });
      assert(/Ana/.test(await ana.page.getByTestId('damma-end').textContent()), 'Ana wins');
      assert(await ana.page.locator('.damma-table .table-status', { hasText: 'Brancas: Ana · Pretas: Bia' }).isVisible(), 'who played which side, still said at the end');
      // who took whom, in words
      assert(/Peças comidas pelas brancas: 3, pelas pretas: 0/.test(await ana.page.getByTestId('last-move').textContent()), 'three black pieces taken by White on the 9x9 board');
      // one unit everywhere, the analysis's: the report speaks of chances, never of men of evaluation
      const report = await ana.page.getByTestId('end-report').textContent();
      assert(!/peças de avaliação/.test(report), `the report in the analysis's unit: ${report}`);
      await shotSizes(env, ana.page, 'end-pt-BR', 'end-report');
      const code = new URL(ana.page.url()).pathname.split('/').pop();
      const { record } = await recordScores(env, url, code);
      assertEqual(record.actions, ['a1xc3xe5', 'b9-b8', 'huff g6', 'resign'], 'the record holds the game');
      // the replay, as Black saw it: the 9x9 start, then the capture
      await bia.page.getByTestId('end-replay').click();
      await bia.page.locator('[data-testid=replay] [data-testid=damma-board][data-size="9"]').waitFor();
      assertEqual(await bia.page.getByTestId('sq-b2').getAttribute('data-piece'), 'b', 'at the start b2 stands');
      await bia.page.getByTestId('replay-forward').click();
      await bia.page.locator('[data-testid=sq-e5][data-piece=w]').waitFor();
      await shotSizes(env, bia.page, 'replay-es-AR', 'damma-board');
      // the analysis of both seats' decisions on the large board
      await ana.page.getByTestId('end-analysis').tap();
      await ana.page.getByTestId('analysis').waitFor({ timeout: 30000 });
      // whole sentences in Portuguese: no dice, so the choices begin the sentence and no luck is drawn
      for (const sentence of await ana.page.getByTestId('analysis-sentence').allTextContents())
        assert(/^[A-ZÀ-Ý]/.test(sentence), `a sentence begins with a capital: ${sentence}`);
      assert(!/sorte/.test(await ana.page.getByTestId('analysis-caption').textContent()), 'no luck in a game without dice');
      assert(!/\bresign\b/.test(await ana.page.getByTestId('analysis').textContent()), 'the resignation in Portuguese');
      await ana.page.locator('[data-testid=analysis-decision]').first().tap();
      await ana.page.locator('[data-testid=analysis-position] [data-testid=damma-board][data-size="9"]').waitFor();
      await shotSizes(env, ana.page, 'analysis-pt-BR', 'analysis-position');
    });
  }, { timeout: 240000 });

  test('damma 9x9 on a phone against a bot: the full start in reach, the engine\'s best move marked, moves by taps (es-AR)', async () => {
    const url = await base();
    await withPeople(env, [ES_PHONE], async (ana) => {
      const page = ana.page;
      await createTable(page, url, { game: 'damma', others: ['bot:greedy'], name: 'Ana', rules: { board: '9' } });
      await page.getByTestId('damma-board').waitFor();
      await waitToAct(page);
      assertEqual(await page.locator('[data-testid^=sq-][data-piece=w]').count(), 40, 'forty white men');
      assertEqual(await page.locator('[data-testid^=sq-][data-piece=b]').count(), 40, 'forty black men');
      for (const [width, height] of [[320, 640], [360, 740], [390, 844]]) {
        await page.setViewportSize({ width, height });
        await boardInReach(page, width < 360 ? 27 : 30);
      }
      // the engine within its budget, its best move on the board
      await page.getByTestId('hint').tap();
      await page.getByTestId('engine-eval').waitFor({ timeout: 15000 });
      // the engine in the analysis's unit: a chance of winning, each move's loss in points of it
      const said = await page.getByTestId('engine-eval').textContent();
      assert(/El motor ve (\d+(,\d)?% de chance de ganar|victoria en|derrota en)/.test(said), `the engine's verdict as a chance: ${said}`);
      assert(/como la mide el análisis/.test(await page.getByTestId('hint-by-chance').textContent()), 'ranked by the chance, said so');
      const heads = await page.locator('[data-testid=hint-panel] thead th').allTextContents();
      assert(!heads.some((h) => /evaluación/.test(h)), `no second unit beside the chance: ${heads.join(' | ')}`);
      assert(await page.locator('.sq.best').count() >= 2, 'the best move marked: from and to');
      // the hint's sheet leaves the squares in reach on the smallest phone
      await page.setViewportSize({ width: 320, height: 640 });
      await boardInReach(page, 27);
      await page.setViewportSize({ width: 390, height: 844 });
      await shotSizes(env, page, 'start-hint-es-AR', 'damma-board');
      // a few moves by taps against the bot, then the board turned
      for (let i = 0; i < 3; i++) {
        await waitToAct(page, { timeout: 15000 });
        const v = await version(page);
        assert(await dammaTapMove(page), 'a move made by taps');
        await waitPast(page, v);
      }
      await page.getByTestId('turn-board').tap();
      assertEqual(await page.getByTestId('damma-board').getAttribute('data-flipped'), 'true', 'the board turned on request');
      await shotSizes(env, page, 'turned-es-AR', 'damma-board');
    });
  }, { timeout: 180000 });
}
