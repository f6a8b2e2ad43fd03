// The browser tests that nothing floating lies over what a person reads or taps: on every page a
// person meets (the home page with the new table's form open, sign-in, a Generala room in play with
// the hint closed and open, the room at the end with its report, the analysis, a profile, the
// leaderboard, a Damma room), at 320x640, 390x844 and 844x390, the page scrolled from top to bottom
// (lib/covered.mjs says what counts as covered).
import { phone } from './lib/browser.mjs';
import { coveredWhileScrolling } from './lib/covered.mjs';
import { assert, test } from './lib/runner.mjs';
import { shotSizes, SIZES, withPeople } from './lib/session.mjs';
import { categoryDecision, createTable, joinByLink, playToEnd, roomState, waitPast, waitToAct } from './lib/ui.mjs';

const PHONES = SIZES.filter(([width]) => width < 900);

/** What is covered on the page at every phone size, added to `problems`; the size restored. */
async function everyPhone(problems, page, where) {
  const size = page.viewportSize();
  for (const [width, height] of PHONES) {
    await page.setViewportSize({ width, height });
    problems.push(...(await coveredWhileScrolling(page, where)));
  }
  await page.setViewportSize(size);
}

/** The lobby with the new table's form open: the rules' text and the variant's controls shown. */
async function lobbyOpen(page, url, game) {
  await page.goto(`${url}/`);
  await page.getByTestId(`game-${game}`).check();
  for (const details of ['details.rules-summary', 'details.variant'])
    await page.locator(details).evaluate((d) => { d.open = true; });
}

export function registerCoveredTests(env) {
  const base = env.lazyServer();

  test('nothing covered (pt-BR, es-AR at 320x640, 390x844, 844x390): sign-in, the home page\'s form, a Generala room in play, its hint, its end, the analysis, the profile, the leaderboard', async () => {
    const url = await base();
    const name = `ana_${Date.now() % 100000}`;
    await withPeople(env, [phone(390, 844, 'pt-BR'), phone(390, 844, 'es-AR')], async (ana, bia) => {
      const { page } = ana;
      const problems = [];
      await page.goto(`${url}/signin`);
      await page.getByTestId('signin-page').waitFor();
      await everyPhone(problems, page, 'sign-in (pt-BR)');
      await bia.page.goto(`${url}/signin`);
      await bia.page.getByTestId('signin-page').waitFor();
      await everyPhone(problems, bia.page, 'sign-in (es-AR)');
      await page.goto(`${url}/signup`);
      await page.getByTestId('account-name').fill(name);
      await page.getByTestId('account-password').fill('dados na mesa 42');
      await page.getByTestId('account-submit').click();
      await page.getByTestId('profile-page').waitFor();

      await lobbyOpen(page, url, 'generala');
      await everyPhone(problems, page, 'the home page, the form open (pt-BR)');
      await shotSizes(env, page, 'covered-lobby-pt-BR', 'player-count');
      await lobbyOpen(bia.page, url, 'generala');
      await everyPhone(problems, bia.page, 'the home page, the form open (es-AR)');
      await shotSizes(env, bia.page, 'covered-lobby-es-AR', 'player-count');

      // Ana and Bia at one table, hints on; Bia's line leaves Ana an unread badge on the chat's button
      const code = await createTable(page, url, { game: 'generala', others: ['friend'], hints: true });
      await joinByLink(bia.page, `${url}/r/${code}`, 'Bia Fernanda');
      await bia.page.getByTestId('chat-input').fill('¡Suerte, Ana! Que los dados te acompañen');
      await bia.page.getByTestId('chat-input').press('Enter');
      await waitToAct(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('chat-unread').waitFor();
      const s = await roomState(page);
      await page.getByTestId('throw').click();
      await waitPast(page, s.version);
      await waitToAct(page);
      // looked at first, while the badge is unread: the check scrolls the chat into sight
      await shotSizes(env, page, 'covered-play-pt-BR', 'score-card');
      await everyPhone(problems, page, 'Generala in play (pt-BR)');
      await everyPhone(problems, bia.page, 'Generala in play, watching the other\'s turn (es-AR)');
      await shotSizes(env, bia.page, 'covered-play-es-AR', 'score-card');
      await page.getByTestId('hint').click();
      await page.getByTestId('hint-panel').locator('tbody tr').first().waitFor();
      await everyPhone(problems, page, 'Generala in play, the hint open (pt-BR)');
      await shotSizes(env, page, 'covered-hint-pt-BR', 'throw');
      await page.getByTestId('hint-panel').getByRole('button', { name: /Esconder/ }).click();

      await playToEnd([page, bia.page], categoryDecision);
      await everyPhone(problems, page, 'Generala at the end (pt-BR)');
      await shotSizes(env, page, 'covered-end-pt-BR', 'final-scores');
      await everyPhone(problems, bia.page, 'Generala at the end (es-AR)');
      await shotSizes(env, bia.page, 'covered-end-es-AR', 'final-scores');

      await page.goto(`${url}/r/${code}/analysis`);
      await page.getByTestId('analysis').waitFor({ timeout: 60000 });
      await everyPhone(problems, page, 'the analysis (pt-BR)');
      await page.goto(`${url}/@/${name}`);
      await page.getByTestId('profile-page').waitFor();
      await everyPhone(problems, page, 'the profile (pt-BR)');
      await page.goto(`${url}/leaderboard`);
      await page.getByTestId('leaderboard-page').waitFor();
      await everyPhone(problems, page, 'the leaderboard (pt-BR)');
      assert(!problems.length, `what a person reads or taps, under a fixed or sticky part:\n  ${problems.join('\n  ')}`);
    });
  }, { timeout: 420000 });

  test('nothing covered (es-AR at 320x640, 390x844, 844x390): a Damma room in play, its hint closed and open', async () => {
    const url = await base();
    await withPeople(env, [phone(390, 844, 'es-AR')], async (ana) => {
      const { page } = ana;
      const problems = [];
      await createTable(page, url, { game: 'damma', others: ['bot:greedy'], name: 'Ana', hints: true });
      await waitToAct(page);
      await everyPhone(problems, page, 'Damma in play (es-AR)');
      await shotSizes(env, page, 'covered-damma-es-AR', 'damma-board');
      await page.getByTestId('hint').click();
      await page.getByTestId('hint-panel').waitFor();
      await everyPhone(problems, page, 'Damma in play, the hint open (es-AR)');
      await shotSizes(env, page, 'covered-damma-hint-es-AR', 'damma-board');
      assert(!problems.length, `what a person reads or taps, under a fixed or sticky part:\n  ${problems.join('\n  ')}`);
    });
  }, { timeout: 180000 });
}
