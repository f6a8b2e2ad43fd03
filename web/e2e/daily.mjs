// The daily challenge in the browser: today's games on the front page, one tap into an attempt
// that a reload goes on with, its end leading to the day's board, and the day's dice sealed until
// its end (the record's check waits for the reveal).
import { phone } from './lib/browser.mjs';
import { shotSizes, withPeople } from './lib/session.mjs';
import { assert, assertEqual, test } from './lib/runner.mjs';
import { categoryDecision, playToEnd } from './lib/ui.mjs';

/**
 * The share text at a guest's daily attempt's end: its head, the score beside the optimum's, the
 * accuracy and a square per decision once the analysis is computed (bounded wait), the day's
 * board; no place (a guest is on no board) and no die of the day (no number but the date's, the
 * scores and the accuracy); the copy button copies it. Returns the score shared.
 */
async function shareTextChecked(page, scoreLine, accuracyLine, copied) {
  const box = page.getByTestId('daily-share-text');
  await box.waitFor();
  let lines = [];
  for (let i = 0; i < 120; i++) {  // the optimum's score and the analysis arrive after the end, each in its time
    lines = (await box.textContent()).split('\n');
    if (lines.length === 5 && scoreLine.test(lines[1])) break;
    await page.waitForTimeout(250);
  }
  assertEqual(lines.length, 5, `the head, the score, the accuracy, the squares and the link: ${JSON.stringify(lines)}`);
  assert(/^cubilete, [^:]+: /.test(lines[0]), `the head names the game and the day: ${lines[0]}`);
  assert(scoreLine.test(lines[1]), `the score beside the optimum's: ${lines[1]}`);
  assert(accuracyLine.test(lines[2]), `the accuracy: ${lines[2]}`);
  assert(/^[🟩🟨🟧🟥]+$/u.test(lines[3]), `a square per decision: ${lines[3]}`);
  const said = await page.getByTestId('daily-share-marks').getAttribute('aria-label');
  const counted = (said.match(/\d+/g) ?? []).reduce((a, n) => a + Number(n), 0);
  assertEqual(counted, [...lines[3]].length, `a screen reader hears every square counted: ${said}`);
  assert(/\/daily\/[a-z_]+\/\d{4}-\d{2}-\d{2}$/.test(lines[4]), `the day's board: ${lines[4]}`);
  // the day of the month, the score, the optimum's and the accuracy (a whole and a tenth): no die
  const numbers = lines.slice(0, 4).join(' ').replace(/\b20\d\d\b/, '').match(/\d+/g) ?? [];
  assert(numbers.length <= 5, `no number but the day's, the scores and the accuracy: ${numbers}`);
  await page.getByTestId('daily-share-copy').click();
  await page.getByTestId('daily-share-copy').getByText(copied).waitFor();
  return lines[1].match(/^\d+/)[0];
}

/**
 * The attempt beside the optimum's game: a row per round played, each with the two games'
 * decisions, points and totals; the first round marked apart is the one the parting names, and
 * every round before it is the same in both.
 */
async function comparisonChecked(page, most, parted) {
  await page.getByTestId('daily-compare').waitFor();
  const rows = page.getByTestId('daily-rounds').locator('tbody tr');
  // a row per round the longer game played (a served Generala may end one early)
  const rounds = await rows.count();
  assert(rounds >= 1 && rounds <= most, `a row per round, at most ${most}: ${rounds}`);
  const said = await page.getByTestId('daily-parting').textContent();
  const match = parted.exec(said);
  assert(match, `the parting in words: ${said}`);
  const marks = await rows.evaluateAll((trs) => trs.map((tr) => tr.dataset.parted === 'true'));
  const first = marks.indexOf(true);
  assertEqual(first + 1, Number(match[1]), `the first round apart is the parting's: ${marks}`);
  const cells = await rows.nth(0).locator('td').allTextContents();
  assert(cells.every((c) => /\+\d+ · \d+$/.test(c)), `each game's first round with its points and total: ${cells}`);
}

export function registerDailyTests(env) {
  const base = env.lazyServer();

  test('daily challenge: one tap from the front page into today\'s game, a reload goes on with it, the end leads to the board, the game beside the optimum\'s and a share text without the dice; the dice stay sealed (pt-BR, es-AR)', async () => {
    const url = await base();
    await withPeople(env, [phone(390, 844, 'pt-BR'), phone(320, 640, 'es-AR')], async (bia, eva) => {
      const page = bia.page;
      await page.goto(`${url}/`);
      await page.getByTestId('daily-strip').waitFor();
      const games = await page.locator('[data-testid^=daily-play-]').count();
      assertEqual(games, 6, 'every game with a daily challenge, each with its button');
      const first = await page.locator('.daily-game').first().getAttribute('data-testid');
      assertEqual(first, 'daily-general', 'the language\'s own game first (General in pt-BR)');
      assert(/Entre na sua conta/.test(await page.getByTestId('daily-guest').textContent()), 'a guest is told how to be ranked');
      await shotSizes(env, page, 'daily-strip-pt-BR', 'daily-strip');
      await page.getByTestId('daily-play-yatzy').click();
      await page.waitForURL(/\/r\/[A-Z0-9]+$/);
      const code = page.url().split('/r/')[1];
      // A few decisions, then a reload: the same attempt goes on.
      let decided = 0;
      while (decided < 3) if (await categoryDecision(page)) decided++;
      await page.reload();
      await page.goto(`${url}/`);
      await page.getByTestId('daily-yatzy').waitFor();
      assertEqual(await page.getByTestId('daily-yatzy').getAttribute('data-status'), 'playing', 'the strip knows the attempt');
      await page.getByTestId('daily-play-yatzy').click();
      await page.waitForURL(new RegExp(`/r/${code}$`));
      await playToEnd([page], categoryDecision);
      assertEqual(await page.getByTestId('rematch').count(), 0, 'no rematch: one attempt a day');
      assert(/^Com os mesmos dados, o jogador ótimo fez \d+ pontos\.$/.test(await page.getByTestId('daily-optimum').textContent()),
        'the optimum\'s score on the same dice, beside the person\'s');
      await page.getByTestId('fairness').evaluate((e) => { e.open = true; });
      assert(/lacrados/.test(await page.getByTestId('fair-sealed').textContent()), 'the check waits for the day\'s end');
      assertEqual(await page.getByTestId('check-dice').count(), 0, 'no check of a sealed record');
      await shotSizes(env, page, 'daily-end-pt-BR', 'end-daily-board');
      const shared = await shareTextChecked(page, /^\d+ pontos; com os mesmos dados, o jogador ótimo fez \d+$/, /^Precisão \d+(,\d)?%$/, 'Copiado!');
      await shotSizes(env, page, 'daily-share-pt-BR', 'daily-share');
      await comparisonChecked(page, 15, /^As mesmas decisões do jogador ótimo até a rodada (\d+)\. Ali você escolheu .+; o jogador ótimo escolheu .+\./);
      await shotSizes(env, page, 'daily-compare-pt-BR', 'daily-compare');
      // The parting opens in the analysis on that very decision.
      const link = await page.getByTestId('daily-parting-analysis').getAttribute('href');
      await page.getByTestId('daily-parting-analysis').click();
      await page.getByTestId('analysis-position').waitFor({ timeout: 60000 });
      assertEqual(await page.getByTestId('analysis-position').getAttribute('data-index'), link.split('#step-')[1],
        'the analysis opens on the decision where the games parted');
      await page.goBack();
      await page.getByTestId('end-daily-board').click();
      await page.getByTestId('daily-board-page').waitFor();
      await page.getByTestId('daily-entrants').waitFor();
      assertEqual(await page.getByTestId('daily-entrants').textContent(), '1 jogando', 'the day counts the attempt');
      await page.getByTestId('daily-board-empty').waitFor();  // a guest's attempt ranks nobody
      await page.getByTestId('daily-not-ranked').waitFor();
      await page.getByTestId('daily-sealed').waitFor();
      await page.getByTestId('daily-optimum').waitFor();  // the person's attempt is over: the optimum may be shown
      await shotSizes(env, page, 'daily-board-pt-BR', 'daily-board-page');
      await page.goto(`${url}/`);
      await page.getByTestId('daily-board-yatzy').waitFor();
      assertEqual(await page.getByTestId('daily-board-yatzy').textContent(), `Feito: ${shared} pontos`, 'the strip says the score the text shared');

      // Spanish: the strip and the board (a guest's attempts are its address's: the same one here).
      const other = eva.page;
      await other.goto(`${url}/`);
      await other.getByTestId('daily-strip').waitFor();
      assertEqual(await other.locator('.daily-game').first().getAttribute('data-testid'), 'daily-generala', 'Generala first in es-AR');
      assert(/^Listo: \d+ puntos$/.test(await other.getByTestId('daily-board-yatzy').textContent()), 'the address\'s attempt, in Spanish');
      await shotSizes(env, other, 'daily-strip-es-AR', 'daily-strip');
      await other.getByTestId('daily-board-yatzy').click();
      await other.getByTestId('daily-entrants').waitFor();
      assertEqual(await other.getByTestId('daily-entrants').textContent(), '1 jugando');
      await shotSizes(env, other, 'daily-board-es-AR', 'daily-board-page');
      // Nobody watches the attempt before the day is over.
      await other.goto(`${url}/r/${code}?watch`);
      await other.getByText(/sellados/).first().waitFor();

      // The day's Generala, played to its end in Spanish: the share text in Spanish.
      await other.goto(`${url}/`);
      await other.getByTestId('daily-play-generala').click();
      await other.waitForURL(/\/r\/[A-Z0-9]+$/);
      await playToEnd([other], categoryDecision);
      await shareTextChecked(other, /^\d+ puntos; con los mismos dados, el jugador óptimo hizo \d+$/, /^Precisión \d+(,\d)?%$/, '¡Copiado!');
      await shotSizes(env, other, 'daily-share-es-AR', 'daily-share');
      await comparisonChecked(other, 10, /^Las mismas decisiones del jugador óptimo hasta la ronda (\d+)\. Ahí elegiste .+; el jugador óptimo eligió .+\./);
      await shotSizes(env, other, 'daily-compare-es-AR', 'daily-compare');
    });
  });

  test('daily challenge on the profile: the streak and the attempts, the analysis only to the player before the reveal (pt-BR, es-AR)', async () => {
    const url = await base();
    await withPeople(env, [phone(390, 844, 'pt-BR'), phone(320, 640, 'es-AR')], async (dora, eli) => {
      const page = dora.page;
      const name = `dora_${Date.now() % 100000}`;
      await page.goto(`${url}/signup`);
      await page.getByTestId('account-name').fill(name);
      await page.getByTestId('account-password').fill('dados na mesa 42');
      await page.getByTestId('account-submit').click();
      await page.getByTestId('profile-page').waitFor();
      assertEqual(await page.getByTestId('profile-daily').count(), 0, 'no daily section before a first attempt');
      await page.goto(`${url}/`);
      await page.getByTestId('daily-play-crag').click();
      await page.waitForURL(/\/r\/[A-Z0-9]+$/);
      const code = page.url().split('/r/')[1];
      await playToEnd([page], categoryDecision);
      await page.getByTestId('daily-share').waitFor();
      await page.goto(`${url}/@/${name}`);
      await page.getByTestId('profile-daily').waitFor();
      assertEqual(await page.getByTestId('profile-daily-streak').textContent(), '1 dia seguido · recorde: 1', 'a first day makes a streak of one');
      const mine = page.getByTestId(`profile-daily-${code}`);
      assert(/^Feito: \d+ pontos$/.test(await mine.getByTestId('profile-daily-result').textContent()), 'the attempt\'s score');
      assert(/não classificada/.test(await mine.textContent()), 'an account made today is not ranked');
      await mine.getByRole('link', { name: 'Classificação', exact: true }).waitFor();
      await mine.getByRole('link', { name: 'Habilidade e sorte', exact: true }).waitFor();
      await shotSizes(env, page, 'daily-profile-pt-BR', 'profile-daily');
      const listed = page.getByTestId(`profile-game-${code}`);
      assertEqual(await listed.locator('.badge').count(), 0, 'a game played alone is won against nobody');
      assert(!/contra/.test(await listed.textContent()), `nobody to be against: ${await listed.textContent()}`);

      const other = eli.page;
      await other.goto(`${url}/@/${name}`);
      await other.getByTestId('profile-daily').waitFor();
      assertEqual(await other.getByTestId('profile-daily-streak').textContent(), '1 día seguido · récord: 1');
      const seen = other.getByTestId(`profile-daily-${code}`);
      await seen.getByRole('link', { name: 'Tabla', exact: true }).waitFor();
      assertEqual(await seen.getByRole('link', { name: 'Habilidad y suerte', exact: true }).count(), 0, 'nobody else reads the attempt before the day\'s dice are out');
      await shotSizes(env, other, 'daily-profile-es-AR', 'profile-daily');
    });
  });
}
