// The browser tests of fairness between people: a person who leaves a
// game between people is not replaced by a bot unasked; the one who stays sees who left and when
// the game may be claimed, claims it, and the end says so (and measures nothing that was not
// decided); a stranger opening the finished room is offered its result and replay; hints are off
// between people unless the creator turns them on; the turn clock counts down, warns, and its
// move says the clock played. Each moment is shot at 320x640, 390x844, 844x390 and 1366x768.
import { assert, assertEqual, test } from './lib/runner.mjs';
import { shotSizes, withPeople } from './lib/session.mjs';
import { createTable, joinByLink, roomState, waitToAct } from './lib/ui.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const PT = { locale: 'pt-BR', device: PHONE };
const ES = { locale: 'es-AR', device: PHONE };

export function registerPeopleTests(env) {
  // a person is away after 1 s and the game may be claimed 3 s after they left
  const base = env.lazyServer({ args: ['--away-timeout', '1', '--claim-after', '3'] });

  test('people: whoever leaves is not played by a bot; the one who stays claims the game; a stranger is offered the result (pt-BR, es-AR)', async () => {
    const url = await base();
    await withPeople(env, [PT, ES, PT], async (ana, bia, eve) => {
      await ana.page.goto(`${url}/`);
      await ana.page.getByTestId('game-general').check();
      await ana.page.getByTestId('seat-kind-1').selectOption('friend');
      assertEqual(await ana.page.getByTestId('hints').isChecked(), false, 'between people hints start off');
      const code = await createTable(ana.page, url, { game: 'general', others: ['friend'], name: 'Ana' });
      await joinByLink(bia.page, `${url}/r/${code}`, 'Bia');
      await waitToAct(ana.page);
      assertEqual(await ana.page.getByTestId('hint').count(), 0, 'no hint button at a table without hints');
      assert(/desligadas/.test(await ana.page.getByTestId('rules-hints').textContent()), 'the table\'s rules say hints are off');
      const version = (await roomState(bia.page)).version;

      // Ana, to move, leaves. Bia sees who left and when she may claim; no bot plays Ana's turn.
      await ana.page.close();
      const bar = bia.page.getByTestId('claim-bar');
      await bar.waitFor();
      assert(/Ana se fue de la mesa/.test(await bar.textContent()), `who left: ${await bar.textContent()}`);
      assert(/en 0:0\d/.test(await bar.textContent()), `when the claim is possible: ${await bar.textContent()}`);
      assertEqual(await bia.page.getByTestId('claim').isDisabled(), true, 'the claim waits for its time');
      await shotSizes(env, bia.page, 'people-claim-wait', 'claim-bar');
      await bia.page.waitForFunction(() => !document.querySelector('[data-testid=claim]')?.disabled, null, { timeout: 10000 });
      assertEqual((await roomState(bia.page)).version, version, 'nobody played the turn of the one who left');
      assert(/ahora/.test(await bar.textContent()), 'the claim is possible now');
      await shotSizes(env, bia.page, 'people-claim-now', 'claim-bar');
      await bia.page.getByTestId('claim').click();

      // The end: left by Ana, won by Bia, and nothing of Bia's measured (she decided nothing).
      await bia.page.getByTestId('end-report').waitFor();
      assert(/Ana abandonó/.test(await bia.page.getByTestId('abandoned').textContent()), 'the end says who left');
      assert(/Bia/.test(await bia.page.getByTestId('winner').textContent()), 'the one who stayed wins');
      const report = await bia.page.getByTestId('end-report').textContent();
      assert(!/perfecto/i.test(report), `no perfection where nothing was decided: ${report}`);
      assertEqual(await bia.page.getByTestId('round').isVisible(), false, 'no round or throws left under a game that ended');
      assertEqual((await roomState(bia.page)).version, version, 'a claim is not an action');
      await shotSizes(env, bia.page, 'people-claimed', 'end-report');

      // A stranger opening the finished room: the game is over, its result and replay offered.
      await eve.page.goto(`${url}/r/${code}`);
      await eve.page.getByTestId('finished').waitFor();
      assert(/terminou/.test(await eve.page.getByTestId('finished').textContent()), 'the stranger is told the game is over');
      assertEqual(await eve.page.getByTestId('finished-replay').count(), 1, 'the replay is offered');
      await shotSizes(env, eve.page, 'people-finished-stranger', 'join-prompt');
      await eve.page.getByTestId('watch').click();
      await eve.page.getByTestId('abandoned').waitFor();

      // Its analysis: the game stopped before its end, so no seat's last value is called its result.
      await eve.page.goto(`${url}/r/${code}/analysis`);
      await eve.page.getByTestId('analysis-unfinished').waitFor({ timeout: 30000 });
      assert(/parou antes do fim/.test(await eve.page.getByTestId('analysis-unfinished').textContent()), 'the analysis says the game stopped early');
      for (const line of await eve.page.getByTestId('analysis-result').allTextContents())
        assert(/→ Na última jogada /.test(line) && !/Resultado/.test(line), `a claimed game's last value, not a result: ${line}`);
      // nobody decided anything: nobody is praised for playing every decision best
      for (const sentence of await eve.page.getByTestId('analysis-sentence').allTextContents())
        assert(/não teve nenhuma decisão a tomar\.$/.test(sentence), `no praise without a decision: ${sentence}`);
      await shotSizes(env, eve.page, 'people-claimed-analysis', 'analysis-seats');
    });
  }, { timeout: 150000 });

  test('people: the turn clock counts down, warns the person, and says when it played (pt-BR)', async () => {
    const url = await base();
    await withPeople(env, [PT], async (ana) => {
      const page = ana.page;
      await createTable(page, url, { game: 'general', others: ['bot:greedy'], name: 'Ana', turnSeconds: 12 });
      const clock = page.getByTestId('turn-clock');
      await clock.waitFor();
      assertEqual(await clock.getAttribute('data-seat'), '0', 'Ana\'s clock');
      const left = Number(await clock.getAttribute('data-left'));
      assert(left > 5 && left <= 12, `seconds left: ${left}`);
      assert(/Seu tempo: 0:\d\d/.test(await clock.textContent()), await clock.textContent());
      // under 10 s: the warning
      await page.getByTestId('clock-warn').waitFor({ timeout: 8000 });
      await shotSizes(env, page, 'people-clock-warn', 'turn-clock');
      // at zero the bot plays Ana's turn, and the log says the clock played
      await page.locator('[data-testid=event-log] li[data-by=clock]').first().waitFor({ timeout: 20000 });
      assert(/o tempo acabou/.test(await page.locator('[data-testid=event-log] li[data-by=clock]').first().textContent()), 'the log says the clock played');
      await shotSizes(env, page, 'people-clock-played', 'event-log');
    });
  }, { timeout: 90000 });
}
