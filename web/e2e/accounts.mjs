// The browser tests of accounts and ratings: an account made in the browser, a rated game against a bot
// played to its end (the table saying it is rated, the end its rating change, the fairness check
// naming the bot's seat as giving no seed), the rating moved on the profile (with its chart), the same account signed in
// from a second browser finding the game, the game's accuracy and luck on the profile with a link
// to its analysis; the pages looked at in pt-BR and es-AR at every size.
import { DESKTOP } from './lib/browser.mjs';
import { shot, shotSizes, withPeople } from './lib/session.mjs';
import { assert, assertEqual, test } from './lib/runner.mjs';
import { categoryDecision, horizontalOverflow, playToEnd } from './lib/ui.mjs';

export function registerAccountTests(env) {
  const base = env.lazyServer();

  test('accounts: sign up, a rated game against a bot to the end, the rating on the profile, found again from a second browser', async () => {
    const url = await base();
    const name = `ana_${Date.now() % 100000}`;
    const password = 'dados na mesa 42';
    await withPeople(env, [{ locale: 'pt-BR', device: DESKTOP }, { locale: 'es-AR', device: DESKTOP }], async (ana, other) => {
      const page = ana.page;
      await page.goto(`${url}/`);
      await page.getByTestId('sign-in-link').click();
      await page.getByTestId('signin-page').waitFor();
      await page.locator('a[href="/signup"]').click();
      await page.getByTestId('signup-page').waitFor();
      await shotSizes(env, page, 'accounts-signup-pt-BR', 'signup-page');
      // refused first: a password too short, said in Portuguese
      await page.getByTestId('account-name').fill(name);
      await page.getByTestId('account-password').evaluate((e) => e.removeAttribute('minlength'));
      await page.getByTestId('account-password').fill('curta');
      await page.getByTestId('account-submit').click();
      assert((await page.getByTestId('account-error').textContent()).includes('8 a 128'), 'weak password refused in Portuguese');
      await page.getByTestId('account-password').fill(password);
      await page.getByTestId('account-submit').click();
      await page.getByTestId('profile-page').waitFor();
      assertEqual(await page.getByTestId('who-am-i').textContent(), name, 'the header says who is signed in');
      assertEqual(await page.getByTestId('rating-crag').getAttribute('data-games'), '0', 'no rated game yet');

      // a rated Crag game against the greedy bot, from the lobby (no hints offered once it is rated)
      await page.goto(`${url}/`);
      await page.getByTestId('game-crag').check();
      await page.getByTestId('seat-kind-1').selectOption('bot');
      await page.getByTestId('seat-bot-1').selectOption('greedy');
      await page.getByTestId('rated').check();
      assertEqual(await page.getByTestId('hints').count(), 0, 'a rated game offers no hints');
      await shotSizes(env, page, 'accounts-lobby-rated-pt-BR', 'rated');
      await page.getByTestId('create').click();
      await page.waitForURL(/\/r\/[A-Z0-9]+$/);
      const room = new URL(page.url()).pathname.split('/').pop();
      // the table says it is rated, beside its name and in its rules
      assertEqual(await page.getByTestId('rated-badge').textContent(), 'Valendo rating', 'the table says it is rated');
      assertEqual(await page.getByTestId('rules-rated').getAttribute('data-rated'), 'true', 'its rules say it is rated');
      assert(/^Valendo rating: o resultado muda o rating/.test(await page.getByTestId('rules-rated').textContent()), 'in Portuguese');
      await shotSizes(env, page, 'accounts-table-rated-pt-BR', 'rated-badge');
      const steps = await playToEnd([page], categoryDecision);
      assert(steps >= 10, `${steps} decisions`);
      // the end: the rating change, her own first (the bot has none)
      const change = page.getByTestId('rating-changes').locator('li');
      assertEqual(await change.count(), 1, 'one rated seat');
      assert(/\(você\).*1500 → \d+\?? \([+−±]\d+\)/.test(await change.first().textContent()), `the change: ${await change.first().textContent()}`);
      assert(await change.first().evaluate((li) => li.classList.contains('mine')), 'her own change is marked');
      await shotSizes(env, page, 'accounts-end-rated-pt-BR', 'rating-changes');
      // the fairness check passes and says the bot's seat mixed in no seed of its own
      await page.getByTestId('check-dice').click();
      assertEqual(await page.getByTestId('verify-result').getAttribute('data-seedless'), '1', 'the bot gave no seed');
      assert(/O lugar 2 é um robô/.test(await page.getByTestId('seedless').textContent()), 'said per seat in Portuguese');

      // the profile: one rated game, a rating that moved, its chart, the game with its change
      await page.goto(`${url}/@/${name}`);
      await page.getByTestId('rating-chart').waitFor();
      const row = page.getByTestId('rating-crag');
      assertEqual(await row.getAttribute('data-games'), '1', 'one rated game counted');
      assert(Number(await row.getAttribute('data-rating')) !== 1500, 'the rating moved');
      await page.getByTestId(`profile-game-${room}`).waitFor();
      assert(/→/.test(await page.getByTestId(`profile-game-${room}`).textContent()), 'the game shows its rating change');
      assertEqual(await horizontalOverflow(page), 0, 'nothing wider than the screen');
      await shotSizes(env, page, 'accounts-profile-pt-BR', 'ratings');
      // skill and luck: the game's analysis (computed when it ended) on the profile, read again
      // until it is there (bounded), with its accuracy and luck, and a link to the analysis
      const skill = page.getByTestId('profile-skill-crag');
      for (let i = 0; i < 20 && (await skill.count()) === 0; ++i) {
        await page.waitForTimeout(500);
        await page.reload();
        await page.getByTestId('profile-page').waitFor();
      }
      assert(/precisão média \d+(,\d)?%/.test(await skill.getByTestId('mean-accuracy').textContent()), 'the mean accuracy in Portuguese');
      assert(/sorte média [+−]/.test(await skill.getByTestId('mean-luck').textContent()), 'the mean luck, signed');
      await skill.locator('svg.profile-skill-chart').waitFor();
      await shotSizes(env, page, 'accounts-profile-skill-pt-BR', 'profile-skill');
      await page.getByTestId(`profile-game-${room}`).locator(`a[href="/r/${room}/analysis"]`).click();
      await page.waitForURL(new RegExp(`/r/${room}/analysis$`));
      await page.goto(`${url}/account`);
      await page.getByTestId('account-page').waitFor();
      await shotSizes(env, page, 'accounts-account-pt-BR', 'account-page');

      // a second browser (Spanish): signs in and finds the game
      const p2 = other.page;
      await p2.goto(`${url}/signin`);
      await p2.getByTestId('account-name').fill(name.toUpperCase());
      await p2.getByTestId('account-password').fill('no es esta');
      await p2.getByTestId('account-submit').click();
      assert((await p2.getByTestId('account-error').textContent()).includes('Ninguna cuenta'), 'the refusal in Spanish');
      await shotSizes(env, p2, 'accounts-signin-error-es-AR', 'signin-page');
      await p2.getByTestId('account-password').fill(password);
      await p2.getByTestId('account-submit').click();
      await p2.getByTestId('profile-page').waitFor();
      await p2.getByTestId(`profile-game-${room}`).waitFor();
      assertEqual(await p2.getByTestId('rating-crag').getAttribute('data-games'), '1', 'the same rating from the second browser');
      await p2.getByTestId('rating-chart').waitFor();
      assertEqual(await horizontalOverflow(p2), 0, 'nothing wider than the screen (es-AR)');
      await shotSizes(env, p2, 'accounts-profile-es-AR', 'ratings');
      assert(/precisión media/.test(await p2.getByTestId('profile-skill-crag').textContent()), 'skill and luck in Spanish');
      await shotSizes(env, p2, 'accounts-profile-skill-es-AR', 'profile-skill');
      // The leaderboard opens on the game she plays, says in words what it takes to be listed,
      // and where she stands.
      await p2.goto(`${url}/leaderboard`);
      await p2.getByTestId('leaderboard-standing').waitFor();
      assertEqual(await p2.getByTestId('leaderboard-game').inputValue(), 'crag', 'her own game first');
      await p2.getByTestId('leaderboard-empty').waitFor();
      const standing = await p2.getByTestId('leaderboard-standing').textContent();
      assert(/^Todavía no aparecés: tu rating es \d+\? ± \d+; el ± baja con cada partida con rating, hasta 80 o menos, y después alcanza con jugar 3 partidas con rating cada 30 días\.$/.test(standing), `where she stands: ${standing}`);
      assert(!/desvío/.test(await p2.getByTestId('leaderboard-page').textContent()), 'no jargon');
      await shotSizes(env, p2, 'accounts-leaderboard-es-AR', 'leaderboard-page');
      await page.goto(`${url}/leaderboard`);
      await page.getByTestId('leaderboard-standing').waitFor();
      assert(/^Você ainda não aparece: seu rating é \d+\? ± \d+;/.test(await page.getByTestId('leaderboard-standing').textContent()), 'where she stands, in Portuguese');
      await shotSizes(env, page, 'accounts-leaderboard-pt-BR', 'leaderboard-page');
      // signing out there leaves the first browser signed in
      await p2.goto(`${url}/account`);
      await p2.getByTestId('sign-out').click();
      await p2.getByTestId('sign-in-link').waitFor();
      await page.goto(`${url}/account`);
      assertEqual(await page.getByTestId('account-name-shown').textContent(), name, 'still signed in on the first');
      await shot(env, p2, 'accounts-signed-out-es-AR');
    });
  }, { timeout: 240000 });
}
