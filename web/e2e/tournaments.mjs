// An arena in the browser (docs/tournaments.md): Ana on a phone (pt-BR) makes a Crag arena and
// joins it, Beto on a desktop (es-AR) finds it in the list and joins; both are paired at once, play
// the game to its end on the table, are brought back to the tournament without a click, see the
// standings move live, and are paired again. A tournament's minute lasts three seconds here
// (CUBILETE_TEST_TOURNAMENT_MINUTE_MS); both people are on one address, so the server is told
// people share addresses.
import { DESKTOP, phone } from './lib/browser.mjs';
import { lookedAtEverySize as looked } from './lib/looked.mjs';
import { shotSizes, withPeople } from './lib/session.mjs';
import { assert, assertEqual, test } from './lib/runner.mjs';
import { categoryDecision, playToEnd } from './lib/ui.mjs';

async function signUp(page, url, name) {
  await page.goto(`${url}/signup`);
  await page.getByTestId('account-name').fill(name);
  await page.getByTestId('account-password').fill('dados na mesa 42');
  await page.getByTestId('account-submit').click();
  await page.getByTestId('profile-page').waitFor();
}

/** The scores the standings show, by name (null once the page went on to the next game). */
async function shownStandings(page) {
  try {
    return await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-testid=tournament-row]')]
      .map((row) => [row.dataset.name, Number(row.querySelector('[data-testid=tournament-score]').textContent.replace(/\D/g, ''))])));
  } catch {
    return null;
  }
}

export function registerTournamentTests(env) {
  const base = env.lazyServer({
    env: { CUBILETE_TEST_TOURNAMENT_MINUTE_MS: '3000' },
    args: ['--rated-same-address', '--tournament-rest', '1000', '--tournament-schedule', 'none'],
  });

  test('tournaments: an arena on a phone (pt-BR) and a desktop (es-AR): joined, paired, a game, back, standings live, paired again', async () => {
    const url = await base();
    const stamp = Date.now() % 100000;
    const anaName = `ana_t${stamp}`, betoName = `beto_t${stamp}`;
    await withPeople(env, [phone(390, 844, 'pt-BR'), { locale: 'es-AR', device: { ...DESKTOP, viewport: { width: 1366, height: 768 } } }],
      async (ana, beto) => {
        await signUp(ana.page, url, anaName);
        await signUp(beto.page, url, betoName);
        // Ana makes an arena from the lobby's link.
        const a = ana.page;
        await a.goto(`${url}/`);
        await a.getByTestId('tournaments-link').click();
        await a.getByTestId('tournaments-page').waitFor();
        await a.getByTestId('tournament-create').waitFor();
        await a.getByTestId('tournament-game').selectOption('crag');
        await a.getByTestId('tournament-minutes').fill('60');
        await shotSizes(env, a, 'tournaments-create-pt-BR', 'tournament-create');
        await looked(a, 'the tournaments page (pt-BR)');
        await a.getByTestId('tournament-create-submit').click();
        await a.getByTestId('tournament-page').waitFor();
        const id = a.url().split('/t/')[1];
        assert(/Arena · /.test(await a.locator('h1').first().textContent()), 'the arena\'s title');
        assert(/Termina em \d+:\d\d/.test(await a.getByTestId('tournament-clock').textContent()), 'its clock in Portuguese');
        await a.getByTestId('tournament-join').click();
        await a.getByTestId('tournament-waiting').waitFor();
        await shotSizes(env, a, 'tournament-waiting-pt-BR', 'tournament-clock');
        await looked(a, 'an arena waiting for a partner (pt-BR)');

        // Beto finds it on the front page, among the tournaments running, and joins.
        const b = beto.page;
        await b.goto(`${url}/`);
        const line = b.getByTestId('tournament-strip').locator(`[data-testid=tournament-line][data-id="${id}"]`);
        await line.waitFor();
        assert(/inscripto/.test(await line.textContent()), `the line says its entrants in Spanish: ${await line.textContent()}`);
        await shotSizes(env, b, 'lobby-tournaments-es-AR', 'tournament-strip');
        await looked(b, 'the front page with its tournaments (es-AR)');
        await line.locator('a').click();
        await b.getByTestId('tournament-page').waitFor();
        assert(/Termina en \d+:\d\d/.test(await b.getByTestId('tournament-clock').textContent()), 'its clock in Spanish');
        await b.getByTestId('tournament-join').click();

        // Both are paired at once: their pages open the same room.
        await a.waitForURL(/\/r\/[A-Z0-9]{6}$/, { timeout: 15000 });
        await b.waitForURL(/\/r\/[A-Z0-9]{6}$/, { timeout: 15000 });
        const first = a.url().split('/r/')[1];
        assertEqual(b.url().split('/r/')[1], first, 'paired together');
        await playToEnd([a, b], categoryDecision);
        await a.getByTestId('tournament-next').waitFor();
        assertEqual(await a.getByTestId('rematch').count(), 0, 'a tournament game has no rematch');
        await shotSizes(env, b, 'tournament-game-over-es-AR', 'tournament-next');
        // Back to the tournament without a click, the standings moved, and a second pairing.
        await a.waitForURL(new RegExp(`/t/${id}$`), { timeout: 10000 });
        await b.waitForURL(new RegExp(`/t/${id}$`), { timeout: 10000 });
        // The standings moved live (read while the page shows them: the next pairing takes it on).
        let standings = null;
        for (let i = 0; i < 40 && b.url().includes('/t/'); i++) {
          const shown = await shownStandings(b);
          if (shown && shown[anaName] !== undefined && shown[betoName] !== undefined) {
            standings = shown;
            break;
          }
          await b.waitForTimeout(50);
        }
        if (standings) assert(standings[anaName] + standings[betoName] >= 2, `the game's points are in the standings: ${JSON.stringify(standings)}`);
        await a.waitForURL(/\/r\/[A-Z0-9]{6}$/, { timeout: 15000 });
        await b.waitForURL(/\/r\/[A-Z0-9]{6}$/, { timeout: 15000 });
        const second = a.url().split('/r/')[1];
        assert(second !== first, 'a new game, not the old room');
        assertEqual(b.url().split('/r/')[1], second, 'paired together again (nobody else is there)');
        // The tournament's page as it stands, and a pause: the page says so and keeps the score.
        await a.goto(`${url}/t/${id}`);
        await a.getByTestId('tournament-standings').waitFor();
        const after = await shownStandings(a);
        assert(after[anaName] + after[betoName] >= 2, `the first game's points stand: ${JSON.stringify(after)}`);
        await shotSizes(env, a, 'tournament-standings-pt-BR', 'tournament-standings');
        await looked(a, 'the arena\'s standings (pt-BR)');
        await a.getByTestId('tournament-pause').click();
        await a.getByTestId('tournament-paused').waitFor();
        assert(/pausa/.test(await a.getByTestId('tournament-paused').textContent()), 'the pause said in Portuguese');
        await b.goto(`${url}/t/${id}`);
        await b.getByTestId('tournament-standings').waitFor();
        await looked(b, 'the arena\'s standings (es-AR)');
      });
  });

  test('tournaments: everyone on the same dice on a desktop (es-AR): the game played from the page, then the seed, the optimum and each game', async () => {
    const url = await base();
    const stamp = Date.now() % 100000;
    await withPeople(env, [{ locale: 'es-AR', device: { ...DESKTOP, viewport: { width: 1366, height: 768 } } }], async (eva) => {
      const page = eva.page;
      await signUp(page, url, `eva_d${stamp}`);
      await page.goto(`${url}/tournaments`);
      await page.getByTestId('tournament-kind').selectOption('duplicate');
      await page.getByTestId('tournament-game').selectOption('generala');
      await page.getByTestId('tournament-minutes').fill('10');  // thirty seconds here
      await page.getByTestId('tournament-create-submit').click();
      await page.getByTestId('tournament-page').waitFor();
      assert(/Mismos dados · /.test(await page.locator('h1').first().textContent()), 'a same-dice tournament');
      assert(/Dados comprometidos: [0-9a-f]{64}/.test(await page.getByTestId('tournament-commitment').textContent()), 'its commitment');
      await page.getByTestId('tournament-join').click();
      await page.getByTestId('tournament-play').click();
      await page.waitForURL(/\/r\/[A-Z0-9]{6}$/);
      await playToEnd([page], categoryDecision);
      await page.getByTestId('tournament-back').click();
      await page.getByTestId('tournament-page').waitFor();
      await page.getByTestId('tournament-mine').waitFor();
      assertEqual(await page.getByTestId('tournament-play').count(), 0, 'one game each');
      // The end: the seed, the optimum's score on the same dice, each score a link to its game.
      await page.locator('[data-testid=tournament-page][data-status=finished]').waitFor({ timeout: 45000 });
      await page.reload();
      await page.getByTestId('tournament-seed').waitFor();
      await page.getByTestId('tournament-optimum').waitFor({ timeout: 30000 });
      assert(/El bot óptimo hizo [\d.]+ con los mismos dados/.test(await page.getByTestId('tournament-optimum').textContent()),
        'the optimum in Spanish');
      assertEqual(await page.locator('[data-testid=tournament-score] a').count(), 1, 'the score opens the game');
      await shotSizes(env, page, 'tournament-same-dice-over-es-AR', 'tournament-standings');
      await looked(page, 'a finished same-dice tournament (es-AR)');
    });
  });
}
