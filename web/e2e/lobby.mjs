// The browser tests of the public lobby: two people press "play now" for Generala and
// find themselves at one table; a third sees the game among the games on now and opens it as a
// spectator; a public table made in one browser appears in another's list and leaves it when it
// fills; a lone seeker counts down to the bot offer, takes it and is seated against the bot.
// Each moment is shot at 320x640, 390x844, 844x390 and 1366x768, in pt-BR and es-AR.
import { assert, assertEqual, test } from './lib/runner.mjs';
import { shotSizes, withPeople } from './lib/session.mjs';
import { waitPast } from './lib/ui.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const PT = { locale: 'pt-BR', device: PHONE };
const ES = { locale: 'es-AR', device: PHONE };

/** Each game tile's name, how many words it has and on how many lines it is drawn. */
const tileNames = (page) => page.locator('.game-choice strong').evaluateAll((els) => els.map((e) => {
  const range = document.createRange();
  range.selectNodeContents(e);
  const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  return { name: e.textContent, words: e.textContent.split(' ').length, lines };
}));

export function registerLobbyTests(env) {
  const base = env.lazyServer();

  test('lobby: two people press play now for Generala and meet at one table; a third watches it from the list (pt-BR, es-AR)', async () => {
    const url = await base();
    await withPeople(env, [PT, ES, PT], async (ana, bia, eve) => {
      for (const p of [ana, bia, eve]) await p.page.goto(`${url}/`);
      await eve.page.getByTestId('live-empty').waitFor();
      await shotSizes(env, eve.page, 'lobby-home-pt', 'quick-play');
      await shotSizes(env, bia.page, 'lobby-home-es', 'quick-play');
      // The game tiles: every name whole, broken between words only, at 390 and at 320 px.
      for (const p of [eve, bia])
        for (const width of [390, 320]) {
          await p.page.setViewportSize({ width, height: 640 });
          for (const n of await tileNames(p.page)) assert(n.lines <= n.words, `"${n.name}" breaks inside a word at ${width} px (${n.lines} lines)`);
        }
      await shotSizes(env, eve.page, 'lobby-games-pt', 'game-multiplicacao');
      await shotSizes(env, bia.page, 'lobby-games-es', 'game-multiplicacao');
      // In Portuguese the first button is General, as the new-table form opens on it; Generala is
      // among the others.
      const home = ana.page.getByTestId('play-now-general');
      assert(/Jogar General agora/.test(await home.textContent()), `the button: ${await home.textContent()}`);
      assertEqual(await ana.page.getByTestId('game-general').isChecked(), true, 'the form opens on the same game');
      await ana.page.getByTestId('play-now-other').selectOption('generala');
      await ana.page.getByTestId('play-now-other-go').click();
      await ana.page.getByTestId('seeking').waitFor();
      assert(/Robô oferecido em \d+ s/.test(await ana.page.getByTestId('offer-countdown').textContent()), 'the countdown to the bot');
      await shotSizes(env, ana.page, 'lobby-seeking-pt', 'seeking');
      assert(/Jugar Generala ahora/.test(await bia.page.getByTestId('play-now-generala').textContent()), 'es-AR button');
      await bia.page.getByTestId('play-now-generala').click();
      // Both are seated in one room, each at their own seat.
      await ana.page.waitForURL(/\/r\/[A-Z0-9]+$/);
      await bia.page.waitForURL(/\/r\/[A-Z0-9]+$/);
      const code = new URL(ana.page.url()).pathname.split('/').pop();
      assertEqual(new URL(bia.page.url()).pathname.split('/').pop(), code, 'the same room');
      // the table is drawn before its first state names the seat: read the seat once it came
      await waitPast(ana.page, -1);
      await waitPast(bia.page, -1);
      const seats = [await ana.page.getByTestId('room').getAttribute('data-seat'), await bia.page.getByTestId('room').getAttribute('data-seat')];
      assertEqual(seats.sort().join(','), '0,1', 'one seat each');

      // The third sees it among the games on now, featured, and watches it.
      const row = eve.page.getByTestId(`live-${code}`);
      await row.waitFor({ timeout: 10000 });
      await eve.page.getByTestId('featured').waitFor();
      assert(/Partida em destaque/.test(await row.textContent()), 'the only game on is featured');
      await shotSizes(env, eve.page, 'lobby-live-pt', `live-${code}`);
      await eve.page.getByTestId(`watch-${code}`).click();
      await eve.page.waitForURL(new RegExp(`/r/${code}\\?watch$`));
      await waitPast(eve.page, -1);
      assertEqual(await eve.page.getByTestId('room').getAttribute('data-seat'), '', 'a spectator has no seat');
    });
  }, { timeout: 120000 });

  test('lobby: a public table appears in another browser\'s list and leaves it when it fills (es-AR, pt-BR)', async () => {
    const url = await base();
    await withPeople(env, [ES, PT, PT], async (carla, dani, eve) => {
      await dani.page.goto(`${url}/`);
      await dani.page.getByTestId('open-empty').waitFor();
      // Carla, signed in, makes a public Generala table with a seat for a stranger.
      await carla.page.goto(`${url}/signup`);
      await carla.page.getByTestId('account-name').fill('Carla');
      await carla.page.getByTestId('account-password').fill('mesa publica de carla');
      await carla.page.getByTestId('account-submit').click();
      await carla.page.getByTestId('profile-page').waitFor();
      await carla.page.goto(`${url}/`);
      await carla.page.getByTestId('game-generala').check();
      await carla.page.getByTestId('seat-kind-1').selectOption('friend');
      await carla.page.getByTestId('public').check();
      // Signed in, she sits under her account's name: the form says so and asks for none.
      assertEqual(await carla.page.getByTestId('my-name').count(), 0, 'no name asked of a signed-in person');
      assertEqual(await carla.page.getByTestId('playing-as').textContent(), 'Jugás como Carla, tu cuenta.', 'her name, said');
      await shotSizes(env, carla.page, 'lobby-playing-as-es', 'playing-as');
      await carla.page.getByTestId('create').click();
      await carla.page.waitForURL(/\/r\/[A-Z0-9]+$/);
      const code = new URL(carla.page.url()).pathname.split('/').pop();
      const row = dani.page.getByTestId(`open-${code}`);
      await row.waitFor({ timeout: 10000 });
      const text = await row.textContent();
      assert(/Generala/.test(text) && /1\/2 sentados/.test(text) && /de Carla/.test(text) && /Español/.test(text), `the row: ${text}`);
      assert(text.includes('(1500?)'), `her rating as the profile writes it, no thousands separator: ${text}`);
      // Her name links to her profile (the server says whose it is).
      assertEqual(await row.getByTestId('profile-link').getAttribute('href'), '/@/Carla', 'the creator\'s profile');
      await shotSizes(env, dani.page, 'lobby-open-table-pt', `open-${code}`);
      // Filters: another game hides it, its own shows it.
      await dani.page.getByTestId('filter-game').selectOption('yatzy');
      await dani.page.getByTestId('open-empty').waitFor();
      await dani.page.getByTestId('filter-game').selectOption('generala');
      await dani.page.getByTestId('filter-language').selectOption('es-AR');
      await row.waitFor();
      await dani.page.getByTestId('filter-language').selectOption('en');
      await dani.page.getByTestId('open-empty').waitFor();
      await dani.page.getByTestId('filter-language').selectOption('');
      // Eve, signed in, sits under her account's name: the table is full and leaves Dani's list.
      await eve.page.goto(`${url}/signup`);
      await eve.page.getByTestId('account-name').fill('Evelyn');
      await eve.page.getByTestId('account-password').fill('mesa publica de eve');
      await eve.page.getByTestId('account-submit').click();
      await eve.page.getByTestId('profile-page').waitFor();
      await eve.page.goto(`${url}/`);
      await eve.page.getByTestId(`sit-${code}`).click();
      await eve.page.getByTestId('take-seat').waitFor();
      assertEqual(await eve.page.getByTestId('join-name').count(), 0, 'no name asked of a signed-in person joining');
      assertEqual(await eve.page.getByTestId('playing-as').textContent(), 'Você joga como Evelyn, sua conta.', 'her name, said');
      await shotSizes(env, eve.page, 'lobby-join-playing-as-pt', 'playing-as');
      await eve.page.getByTestId('take-seat').click();
      await eve.page.getByTestId('room').waitFor();
      await row.waitFor({ state: 'detached', timeout: 10000 });
      const live = dani.page.getByTestId(`live-${code}`);
      await live.waitFor({ timeout: 10000 });
      // Among the games on now, both accounts' names are links (a guest's are not: profiles.mjs).
      const links = await live.getByTestId('profile-link').evaluateAll((els) => els.map((e) => e.getAttribute('data-account')));
      assertEqual(links.join(','), 'Carla,Evelyn', 'each account is linked');
      await shotSizes(env, dani.page, 'lobby-after-fill-pt', 'open-tables');
      await shotSizes(env, dani.page, 'lobby-live-linked-pt', `live-${code}`);
    });
  }, { timeout: 120000 });

  test('lobby: alone, the countdown ends in the bot offer; taking it seats the person against the bot (es-AR)', async () => {
    const url = await base();
    await withPeople(env, [ES], async (ana) => {
      await ana.page.goto(`${url}/`);
      // the wait offered by default is 30 s; she chooses 10: the countdown starts near it and runs down
      assertEqual(await ana.page.getByTestId('play-now-bot-after').inputValue(), '30', 'the default wait');
      await ana.page.getByTestId('play-now-bot-after').selectOption('10');
      await shotSizes(env, ana.page, 'lobby-play-now-es', 'quick-play');
      await ana.page.getByTestId('play-now-generala').click();
      const countdown = ana.page.getByTestId('offer-countdown');
      const first = Number((await countdown.textContent()).match(/\d+/)[0]);
      assert(first > 5 && first <= 10, `the countdown starts near the 10 s chosen: ${first}`);
      await ana.page.waitForFunction((n) => Number(document.querySelector('[data-testid=offer-countdown]')?.textContent.match(/\d+/)[0]) < n, first, { timeout: 5000 });
      await ana.page.getByTestId('bot-offer').waitFor({ timeout: 20000 });
      const offer = await ana.page.getByTestId('bot-offer').textContent();
      // the bot by its name in the page's language, never its id ("win_optimal")
      assert(/bot más fuerte: Óptimo/.test(offer) && !/_/.test(offer), `the offer says which bot: ${offer}`);
      await shotSizes(env, ana.page, 'lobby-bot-offer-es', 'bot-offer');
      await ana.page.getByTestId('accept-bot').click();
      await ana.page.waitForURL(/\/r\/[A-Z0-9]+$/);
      await ana.page.getByTestId('room').waitFor();
      // A cancel leaves the pool: back home, seek and cancel.
      await ana.page.goto(`${url}/`);
      await ana.page.getByTestId('play-now-generala').click();
      await ana.page.getByTestId('cancel-seek').click();
      await ana.page.getByTestId('play-now-generala').waitFor();
    });
  }, { timeout: 120000 });
}
