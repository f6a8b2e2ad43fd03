// The browser test of issue 18: two players whose two-player table is solved. The hint ranks the
// choices by the chance of winning (the expected points beside it) and the end report measures
// each decision's loss in chance of winning, in percentage points.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP } from './lib/browser.mjs';
import { recordScores, shotBoth, withPeople } from './lib/session.mjs';
import { assert, assertEqual, test } from './lib/runner.mjs';
import { createTable, farkleDecision, playToEnd, roomState, shownScores } from './lib/ui.mjs';

export function registerChanceTests(env) {
  test('farkle, two players, its table solved (target 1,000): the hint and the end report speak in chances of winning', async () => {
    // A cache of this test's own, with the table of these rules (a few seconds to solve).
    const cache = join(env.scratch, 'cache-chances');
    mkdirSync(cache, { recursive: true });
    const withCache = { CUBILETE_CACHE: cache };
    execFileSync(env.bin, ['solve', 'farkle', '--players', '2', '-r', 'target=1000'],
      { env: { ...process.env, ...withCache }, stdio: 'ignore', timeout: 120000 });
    const server = await env.server({ env: withCache });

    await withPeople(env, [{ locale: 'pt-BR', device: DESKTOP }], async (ana) => {
      const code = await createTable(ana.page, server.url, { game: 'farkle', others: ['bot:optimal_turn'], name: 'Ana', rules: { target: 1000 } });
      let hinted = false;
      await playToEnd([ana.page], async (page) => {
        if (!hinted && (await roomState(page))?.canAct) {
          hinted = true;
          await page.getByTestId('hint').click();
          const panel = page.getByTestId('hint-panel');
          await panel.locator('tbody tr').first().waitFor();
          await panel.getByTestId('hint-by-chance').waitFor();
          const best = await panel.locator('tbody tr.best td').allTextContents();
          // choice, chance of winning (a percentage), its loss (0 for the best), expected points
          assertEqual(best.length, 4, 'columns of the two-player hint');
          assert(/^\d{1,3},\d%$/.test(best[1]), `the best choice's chance of winning: ${best[1]}`);
          assertEqual(best[2], '0', 'the best choice loses no chance');
          await shotBoth(env, page, 'farkle-hint-chances');
        }
        return farkleDecision(page);
      }, { ms: 200000 });
      assert(hinted, 'a hint was asked');

      const { scores } = await recordScores(env, server.url, code);
      assertEqual(await shownScores(ana.page), Object.fromEntries(scores.map((s, i) => [String(i), s])), 'final scores');
      // Ana's rule of thumb (bank from 350) is not the winning strategy: the report says what it
      // gave up, in percentage points of chance; never in points.
      const report = await ana.page.getByTestId('report-0').textContent();
      assert(/ pp/.test(report) || /perfeito/.test(report), `Ana's report in chances: ${report}`);
      assert(!/pontos esperados/.test(report), `no points in a report in chances: ${report}`);
      if (/ pp/.test(report)) assert(/Entre parênteses, ao lado de cada escolha: a chance de vencer que ela deixava/.test(report), `the numbers in brackets named: ${report}`);
      await shotBoth(env, ana.page, 'farkle-report-chances');
    });
  }, { timeout: 300000 });
}
