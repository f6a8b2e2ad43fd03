// Puzzles in the browser (docs/puzzles.md), on a server whose store `cubilete puzzles generate --db`
// seeded with Yatzy puzzles: a visitor's streak on a phone (pt-BR), three right answers played on
// the table as in a game, then a wrong one that ends it; on a desktop (es-AR) an account's puzzle
// of the day, rated, and after a game played with the rule of thumb's mistakes, those mistakes
// back to review. The right answer of each puzzle is read from `cubilete puzzles show --json`,
// never from the page.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DESKTOP, phone } from './lib/browser.mjs';
import { lookedAtEverySize as looked } from './lib/looked.mjs';
import { shotSizes, withPeople } from './lib/session.mjs';
import { assert, assertEqual, test } from './lib/runner.mjs';
import { categoryDecision, createTable, playToEnd } from './lib/ui.mjs';

/** The whole puzzle shown on the page, as the command line reads it from the store. */
function whole(env, db, page) {
  return page.getByTestId('puzzle').getAttribute('data-id').then((id) =>
    JSON.parse(execFileSync(env.bin, ['puzzles', 'show', id, '--db', db, '--json'], { encoding: 'utf8' })));
}

const isBest = (puzzle, move) => puzzle.best.some((b) => JSON.stringify(b) === JSON.stringify(move));
const wrongMove = (puzzle) => puzzle.choices.map((c) => c.move).find((mv) => !isBest(puzzle, mv));

/** Plays `move` on the category table as a person would: the dice to keep held and thrown, or a category written. */
async function play(page, move) {
  const table = page.getByTestId('category-table');
  await table.waitFor();
  if (move.kind === 'score') {
    await page.getByTestId(`write-${move.category}`).click();
    if (await page.getByTestId('confirm-zero').count()) await page.getByTestId('confirm-zero-yes').click();
    return;
  }
  assertEqual(move.kind, 'keep', `a category game's choice: ${JSON.stringify(move)}`);
  const want = new Map();
  for (const d of move.dice) want.set(d, (want.get(d) ?? 0) + 1);
  const dice = table.locator('[data-testid^=die-]');
  for (let i = 0; i < await dice.count(); i++) {
    const die = dice.nth(i);
    const value = Number(await die.getAttribute('data-value'));
    const held = (await die.getAttribute('aria-pressed')) === 'true';
    const keep = (want.get(value) ?? 0) > 0;
    if (keep) want.set(value, want.get(value) - 1);
    if (keep !== held) await die.click();
  }
  await page.getByTestId('throw').click();
}

/** Answers the shown puzzle right (or wrong) on its table; returns the verdict's panel. */
async function answer(env, db, page, right) {
  await page.getByTestId('puzzle').waitFor();
  const puzzle = await whole(env, db, page);
  assertEqual(puzzle.game, 'yatzy', 'the store holds Yatzy puzzles');
  await play(page, right ? puzzle.best[0] : wrongMove(puzzle));
  const verdict = page.getByTestId('puzzle-verdict');
  await verdict.waitFor();
  assertEqual(await page.getByTestId('puzzle-result').getAttribute('data-correct'), String(right), 'the verdict');
  const listed = await page.getByTestId('puzzle-choice').count();
  assertEqual(listed, puzzle.choices.length, 'every choice in the verdict');
  assertEqual(await page.getByTestId('puzzle-choice').first().getAttribute('data-right'), 'true', 'the best first');
  return { puzzle, verdict };
}

export function registerPuzzleTests(env) {
  const db = join(env.scratch, 'puzzles.db');
  let started;
  const base = async () => {
    if (!started) {
      execFileSync(env.bin, ['puzzles', 'generate', '--game', 'yatzy', '--games', '3', '--seed', '1', '--db', db], { stdio: 'ignore' });
      started = await env.server({ db });
    }
    return started.url;
  };

  test('puzzles: a visitor\'s streak on a phone (pt-BR), three right on the table and one wrong that ends it', async () => {
    const url = await base();
    await withPeople(env, [phone(390, 844, 'pt-BR')], async (ana) => {
      const page = ana.page;
      await page.goto(`${url}/`);
      await page.getByTestId('puzzles-link').click();
      await page.getByTestId('puzzle-page').waitFor();
      await page.getByTestId('puzzle-mode-streak').click();
      await page.waitForURL(/\/puzzles\/streak$/);
      await page.getByTestId('puzzle').waitFor();
      assert(/Encontre a escolha/.test(await page.getByTestId('puzzle-ask').textContent()), 'the question in Portuguese');
      await shotSizes(env, page, 'puzzles-streak-pt-BR', 'puzzle');
      await looked(page, 'a streak\'s puzzle (pt-BR)');
      for (let k = 1; k <= 3; k++) {
        await answer(env, db, page, true);
        assertEqual(await page.getByTestId('puzzle-streak-result').textContent(), `Sequência: ${k}`, `the streak after ${k}`);
        if (k === 1) {
          await shotSizes(env, page, 'puzzles-right-pt-BR', 'puzzle-verdict');
          await looked(page, 'a right answer (pt-BR)');
        }
        await page.keyboard.press('Enter');  // the next puzzle
        await page.getByTestId('puzzle-verdict').waitFor({ state: 'detached' });
      }
      const { verdict } = await answer(env, db, page, false);
      assert(/A sequência termina em 3/.test(await verdict.textContent()), 'the streak ends at 3');
      const sentence = await page.getByTestId('puzzle-choice').filter({ has: page.locator('.tag:not(.good)') }).textContent();
      assert(/vale [\d,]+ pontos a mais que/.test(sentence), `the choice against the best in words: ${sentence}`);
      await shotSizes(env, page, 'puzzles-streak-over-pt-BR', 'puzzle-verdict');
      await looked(page, 'the streak\'s end (pt-BR)');
      await page.getByTestId('puzzle-new-streak').click();
      await page.getByTestId('puzzle-streak').getByText('Sequência: 0').waitFor();
    });
  });

  test('puzzles: an account\'s puzzle of the day, rated, and its own mistakes back to review, on a desktop (es-AR)', async () => {
    const url = await base();
    await withPeople(env, [{ locale: 'es-AR', device: { ...DESKTOP, viewport: { width: 1366, height: 768 } } }], async (eva) => {
      const page = eva.page;
      await page.goto(`${url}/signup`);
      await page.getByTestId('account-name').fill(`eva_${Date.now() % 100000}`);
      await page.getByTestId('account-password').fill('dados en la mesa 42');
      await page.getByTestId('account-submit').click();
      await page.getByTestId('profile-page').waitFor();

      await page.goto(`${url}/puzzles/mistakes`);
      assert(/No tenés errores/.test(await page.getByTestId('puzzle-failure').textContent()), 'no mistakes before a game');

      await page.goto(`${url}/puzzles/daily`);
      await page.getByTestId('puzzle').waitFor();
      assertEqual(await page.locator('h1').first().textContent(), 'Problema del día', 'the day\'s puzzle');
      await answer(env, db, page, true);
      assert(/Tu rating de problemas: 1\.500 → 1\.[5-9]\d\d \(\+\d+\)/.test(await page.getByTestId('puzzle-rating-change').textContent()),
        'a right answer raises the rating');
      await shotSizes(env, page, 'puzzles-daily-es-AR', 'puzzle-verdict');
      await looked(page, 'the day\'s puzzle answered (es-AR)');
      // After the day's, the rated ones; a theme practised there is unrated and about that theme.
      await page.getByTestId('puzzle-next').click();
      await page.waitForURL(/\/puzzles$/);
      await page.getByTestId('puzzle').waitFor();
      const themed = page.waitForResponse((r) => r.url().includes('theme=scratch'));
      await page.getByTestId('puzzle-theme').selectOption('scratch');
      await themed;
      await page.getByTestId('puzzle').waitFor();
      const practised = await answer(env, db, page, true);
      assert(practised.puzzle.themes.includes('scratch'), `a puzzle of the theme: ${practised.puzzle.themes}`);
      assertEqual(await page.getByTestId('puzzle-unrated').count(), 1, 'a theme\'s practice is not rated');

      // A game against a bot with the rule of thumb's choices, which miss many a best one.
      await createTable(page, url, { game: 'yatzy', others: ['bot:greedy'] });
      await playToEnd([page], categoryDecision);
      let shown = false;
      for (let i = 0; i < 60 && !shown; i++) {  // the game's analysis finds its mistakes after its end
        await page.goto(`${url}/puzzles/mistakes`);
        await page.locator('[data-testid=puzzle], [data-testid=puzzle-failure]').first().waitFor();
        shown = await page.getByTestId('puzzle').count() > 0;
        if (!shown) await page.waitForTimeout(500);
      }
      assert(shown, 'a mistake of the game comes back');
      assertEqual(await page.getByTestId('puzzle').getAttribute('data-game'), 'yatzy', 'from the game played');
      await shotSizes(env, page, 'puzzles-mistake-es-AR', 'puzzle');
      await answer(env, db, page, false);
      assert(/Vuelve el /.test(await page.getByTestId('puzzle-review').textContent()), 'a missed mistake comes back later');
      assertEqual(await page.getByTestId('puzzle-unrated').count(), 1, 'reviews rate nothing');
      await shotSizes(env, page, 'puzzles-mistake-answered-es-AR', 'puzzle-verdict');
      await looked(page, 'a mistake reviewed (es-AR)');
    });
  });
}
