// Two players whose two-player table is solved. The hint ranks the choices by the chance of winning
// (the expected points beside it) and the end report measures each decision's loss in chance of
// winning, in percentage points. A table the server solves itself (serve --two-player-table): the
// analysis judges by the chance of winning and says so in words, and the bot that plays for points
// is told apart rather than called an erring player.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP } from './lib/browser.mjs';
import { recordScores, shotBoth, shotSizes, withPeople } from './lib/session.mjs';
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
      assert(/ p\.p\./.test(report) || /perfeito/.test(report), `Ana's report in chances: ${report}`);
      assert(!/pontos esperados/.test(report), `no points in a report in chances: ${report}`);
      if (/ p\.p\./.test(report)) assert(/Entre parênteses, ao lado de cada escolha: a chance de vencer que ela deixava/.test(report), `the numbers in brackets named: ${report}`);
      await shotBoth(env, ana.page, 'farkle-report-chances');
    });
  }, { timeout: 300000 });

  test('analysis by the chance of winning once the server has solved the table: said in words, the points bot not judged, opening on my first marked decision (pt-BR, es-AR)', async () => {
    const cache = join(env.scratch, 'cache-prepared');
    mkdirSync(cache, { recursive: true });
    const server = await env.server({ env: { CUBILETE_CACHE: cache }, args: ['--two-player-table', 'farkle:target=500'] });
    // The server solves it in the background (a second or two): wait for the file, bounded.
    const ready = () => readdirSync(cache).some((f) => f.includes('.duel.') && !f.includes('tmp'));
    for (let i = 0; i < 600 && !ready(); i++) await new Promise((r) => setTimeout(r, 100));
    assert(ready(), 'the server wrote the table into its cache');

    await withPeople(env, [{ locale: 'pt-BR', device: DESKTOP }, { locale: 'es-AR', device: DESKTOP }], async (ana, bia) => {
      const code = await createTable(ana.page, server.url, { game: 'farkle', others: ['bot:optimal_turn'], name: 'Ana', rules: { target: 500 } });
      await playToEnd([ana.page], (page) => farkleDecision(page), { ms: 200000 });
      await ana.page.getByTestId('end-analysis').click();
      await ana.page.waitForURL(new RegExp(`/r/${code}/analysis$`));
      await ana.page.getByTestId('analysis-position').waitFor({ timeout: 30000 });
      const doc = await (await fetch(`${server.url}/api/rooms/${code}/analysis`)).json();
      assertEqual(doc.measure, 'win_chance', 'judged by the chance of winning');
      assertEqual(doc.seats[1].aim, 'turn_points', 'the bot plays for points');
      const page = ana.page;
      const measure = await page.getByTestId('analysis-measure').textContent();
      assert(/^Medida pela chance de vencer: cada escolha é comparada/.test(measure), `what is measured, in words: ${measure}`);
      const sentences = await page.getByTestId('analysis-sentence').allTextContents();
      assert(/é um bot que joga com perfeição para fazer mais pontos a cada vez: esta análise mede outra coisa/.test(sentences[1]),
        `the bot is not called an erring player: ${sentences[1]}`);
      assert(!/perdeu .* nas próprias escolhas/.test(sentences[1]), `no verdict on the bot: ${sentences[1]}`);
      // No mark on the bot's line, and the page opens on my first marked decision (else my costliest).
      const mine = doc.steps.filter((s) => s.kind === 'decision' && s.loss !== undefined && !s.forced && s.seat === 0);
      const opening = mine.find((s) => s.judgement) ?? mine.reduce((w, d) => (!w || d.loss > w.loss ? d : w), null);
      assertEqual(await page.getByTestId('analysis-position').getAttribute('data-index'), String(opening.index), 'my first costly decision open');
      assert(doc.steps.every((s) => s.seat !== 1 || !s.judgement), 'no judgement on the bot');
      assertEqual(await page.getByTestId('analysis-scale-high').textContent(), '100%', 'the chart\'s scale, top');
      assertEqual(await page.getByTestId('analysis-scale-low').textContent(), '0%', 'the chart\'s scale, bottom');
      await shotSizes(env, page, 'analysis-chances-pt-BR', 'analysis-seats');

      // A spectator in Spanish: the same words in Spanish, opening on the costliest judged decision.
      await bia.page.goto(`${server.url}/r/${code}/analysis`);
      await bia.page.getByTestId('analysis-seats').waitFor({ timeout: 30000 });
      const es = await bia.page.getByTestId('analysis-sentence').allTextContents();
      assert(/es un bot que juega a la perfección para hacer más puntos en cada turno/.test(es[1]), `es-AR: ${es[1]}`);
      assert(/^Medido por la chance de ganar/.test(await bia.page.getByTestId('analysis-measure').textContent()), 'es-AR: the measure in words');
      await shotSizes(env, bia.page, 'analysis-chances-es-AR', 'analysis-chart');
    });
  }, { timeout: 300000 });
}
