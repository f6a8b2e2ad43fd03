// The browser tests of names that lead to profiles and of reports from spectators.
// A guest plays a bot, signs up in the same browser and finds the game on their
// profile; their name at the table, in the result, the replay and the analysis now links there
// (reached by the keyboard, its focus drawn); then they delete the account with its password: the
// profile answers "no such player" in words and the finished table shows the neutral name
// `deleted` (docs/online-table.md, Deleting an account), linked nowhere. A signed-in spectator
// reports a player from the table; a guest spectator is offered no flag (PROTOCOL.md, Moderation:
// a report comes from a seat's token or a session). Each moment is shot at 320x640, 390x844,
// 844x390 and 1366x768 in pt-BR or es-AR.
import { spawnSync } from 'node:child_process';
import { coveredWhileScrolling } from './lib/covered.mjs';
import { assert, assertEqual, test } from './lib/runner.mjs';
import { shot, shotSizes, SIZES, withPeople } from './lib/session.mjs';
import { categoryDecision, createTable, horizontalOverflow, joinByLink, playToEnd } from './lib/ui.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1366, height: 768 } };

/** Presses Tab (at most `limit` times) until the focus is on `selector`; the element focused, or null. */
async function tabTo(page, selector, limit = 80) {
  await page.locator('body').focus();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return page.locator(':focus');
  }
  return null;
}

/** No page of the room is wider than its screen at any of the sizes looked at. */
async function fitsEverySize(page, what) {
  const size = page.viewportSize();
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    assertEqual(await horizontalOverflow(page), 0, `${what} at ${width}x${height}: nothing wider than the screen`);
  }
  await page.setViewportSize(size);
}

export function registerProfileTests(env) {
  test('profiles: a guest plays a bot, signs up and keeps the game, names link to the profile; deleting the account leaves "deleted"', async () => {
    const server = await env.server();
    const url = server.url;
    // A Portuguese name with its accents: a link to it is the name's escaped form.
    const name = `Conceição_${Date.now() % 100000}`;
    const profileAt = `/@/${encodeURIComponent(name)}`;
    const password = 'um dado e nada mais';
    await withPeople(env, [{ locale: 'pt-BR', device: DESK }, { locale: 'es-AR', device: PHONE }], async (lia, other) => {
      const page = lia.page;
      // A guest's game against a bot, played to its end: no name there belongs to an account.
      const code = await createTable(page, url, { game: 'crag', others: ['bot:greedy'], name: 'Lia' });
      await playToEnd([page], categoryDecision);
      assertEqual(await page.getByTestId('seat-list').getByTestId('profile-link').count(), 0, 'a guest\'s and a bot\'s names are plain text');
      assertEqual(await page.getByTestId('final-scores').getByTestId('profile-link').count(), 0, 'the result names no account');

      // A letter no name may have is named in the page's words.
      await page.goto(`${url}/signup`);
      await page.getByTestId('account-name').fill('Straße');
      await page.getByTestId('account-password').fill(password);
      await page.getByTestId('account-submit').click();
      const refusal = await page.getByTestId('account-error').textContent();
      assert(refusal.includes('“ß” não pode estar num nome'), `the refused letter in words: ${refusal}`);
      await shotSizes(env, page, 'profiles-refused-letter-pt-BR', 'account-error');
      await other.page.goto(`${url}/signup`);
      await other.page.getByTestId('account-name').fill('Ærøskøbing');
      await other.page.getByTestId('account-password').fill(password);
      await other.page.getByTestId('account-submit').click();
      const rechazo = await other.page.getByTestId('account-error').textContent();
      assert(rechazo.includes('“Æ” no puede ser parte de un nombre de cuenta'), `es-AR names the letter: ${rechazo}`);
      await shotSizes(env, other.page, 'profiles-refused-letter-es-AR', 'account-error');

      // Signing up in the same browser keeps that game: it is on the new profile. The name is
      // typed with a combining tilde and cedilla, as some keyboards send it.
      await page.getByTestId('account-name').fill(name.normalize('NFD'));
      await page.getByTestId('account-password').fill(password);
      await page.getByTestId('account-submit').click();
      await page.getByTestId('profile-page').waitFor();
      await page.getByTestId(`profile-game-${code}`).waitFor();
      assertEqual(new URL(page.url()).pathname, profileAt, 'the profile at the composed name');
      assert((await page.getByTestId('profile-page').textContent()).includes(name), 'the profile under the name, composed');
      // Each section under a heading of its own, every word in the page's language.
      const headings = await page.locator('[data-testid=profile-page] h2').allTextContents();
      assertEqual(new Set(headings).size, headings.length, `no two sections share a heading: ${headings.join(' | ')}`);
      assertEqual(await page.getByTestId('profile-games').locator(`a[href="/r/${code}/replay"]`).textContent(), 'Rever', 'the replay link in Portuguese');
      await shotSizes(env, page, 'profiles-profile-pt-BR', 'profile-games');

      // The finished table: the seat and the result now link to the profile; the bot stays plain.
      await page.goto(`${url}/r/${code}`);
      const seatLink = page.getByTestId('seat-list').getByTestId('profile-link');
      await seatLink.waitFor();
      assertEqual(await seatLink.count(), 1, 'one seat is an account\'s');
      assertEqual(await seatLink.getAttribute('href'), profileAt, 'the seat links to the profile');
      assertEqual(await seatLink.textContent(), name, 'under the account\'s name');
      assertEqual(await page.getByTestId('final-scores').getByTestId('profile-link').getAttribute('href'), profileAt, 'the result links too');
      // reached by the keyboard, with its focus drawn
      const focused = await tabTo(page, '[data-testid=seat-list] [data-testid=profile-link]');
      assert(focused !== null, 'the seat\'s link is reached with Tab');
      const outline = await focused.evaluate((e) => getComputedStyle(e).outlineStyle);
      assert(outline !== 'none', `the focused link shows its focus (outline ${outline})`);
      await shotSizes(env, page, 'profiles-room-link-pt-BR', 'seat-list');
      await fitsEverySize(page, 'the finished table');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${url}${profileAt}`);
      await page.getByTestId('profile-page').waitFor();

      // The replay and the analysis name the players the same way.
      await page.goto(`${url}/r/${code}/replay`);
      const players = page.getByTestId('replay-players');
      await players.waitFor();
      assertEqual(await players.getByTestId('profile-link').getAttribute('href'), profileAt, 'the replay links the player');
      await shotSizes(env, page, 'profiles-replay-pt-BR', 'replay-players');
      await page.goto(`${url}/r/${code}/analysis`);
      await page.getByTestId('analysis-seats').getByTestId('profile-link').waitFor({ timeout: 60000 });
      await shotSizes(env, page, 'profiles-analysis-pt-BR', 'analysis-seats');

      // A spectator elsewhere (es-AR, a phone) sees the same links: at the table, in the replay, in the analysis.
      const watcher = other.page;
      await watcher.goto(`${url}/r/${code}?watch`);
      await watcher.getByTestId('seat-list').getByTestId('profile-link').waitFor();
      assertEqual(await watcher.getByTestId('final-scores').getByTestId('profile-link').getAttribute('href'), profileAt, 'the spectator\'s result links too');
      await shotSizes(env, watcher, 'profiles-room-link-es-AR', 'final-scores');
      await fitsEverySize(watcher, 'the finished table (es-AR)');
      await watcher.goto(`${url}/r/${code}/replay`);
      await watcher.getByTestId('replay-players').getByTestId('profile-link').waitFor();
      await shotSizes(env, watcher, 'profiles-replay-es-AR', 'replay-players');
      await fitsEverySize(watcher, 'the replay (es-AR)');
      await watcher.goto(`${url}/r/${code}/analysis`);
      await watcher.getByTestId('analysis-seats').getByTestId('profile-link').waitFor({ timeout: 60000 });
      await shotSizes(env, watcher, 'profiles-analysis-es-AR', 'analysis-seats');
      await fitsEverySize(watcher, 'the analysis (es-AR)');

      // Deleting: a wrong password is refused in words and changes nothing; the right one deletes.
      await page.goto(`${url}/account`);
      await page.getByTestId('delete-password').fill('not the password');
      await page.getByTestId('delete-account').click();
      assert(/senha não está certa/.test(await page.getByTestId('delete-error').textContent()), 'the wrong password, said in Portuguese');
      await page.getByTestId('delete-password').fill(password);
      await shotSizes(env, page, 'profiles-delete-pt-BR', 'delete-account');
      await page.getByTestId('delete-account').click();
      await page.waitForURL(`${url}/`);
      await page.getByTestId('sign-in-link').waitFor();

      // The profile is gone, said in words (the server answers 404 no_such_player).
      const gone = await fetch(`${url}/api/players/${encodeURIComponent(name)}`);
      assertEqual(gone.status, 404, 'the profile is gone from the API');
      await page.goto(`${url}${profileAt}`);
      const error = page.getByTestId('profile-error');
      await error.waitFor();
      assertEqual(await error.textContent(), `Não há jogador chamado ${name}.`, 'the missing profile in words');
      await shotSizes(env, page, 'profiles-gone-pt-BR', 'profile-error');

      // The finished table keeps the game under the neutral name, linked nowhere: for the person
      // who played it (their seat's token still in this browser) and for a spectator.
      for (const [who, p, path] of [['the player', page, `/r/${code}`], ['a spectator', other.page, `/r/${code}?watch`]]) {
        await p.goto(`${url}${path}`);
        await p.getByTestId('final-scores').waitFor();
        const scores = await p.getByTestId('final-scores').textContent();
        assert(scores.includes('deleted') && !scores.includes(name), `${who} sees the neutral name in the result: ${scores}`);
        const seats = await p.getByTestId('seat-list').textContent();
        assert(seats.includes('deleted') && !seats.includes(name), `${who} sees the neutral name on the seat: ${seats}`);
        assertEqual(await p.getByTestId('profile-link').count(), 0, `${who}: no link to a deleted account`);
      }
      await shotSizes(env, other.page, 'profiles-deleted-room-es-AR', 'seat-list');
      await other.page.goto(`${url}/r/${code}/replay`);
      await other.page.getByTestId('replay-players').waitFor();
      assert((await other.page.getByTestId('replay-players').textContent()).includes('deleted'), 'the replay names the neutral name');
      assertEqual(await other.page.getByTestId('profile-link').count(), 0, 'the replay links no deleted account');
    });
  }, { timeout: 240000 });

  test('profiles: a signed-in spectator reports a player from the table; a guest spectator has no flag', async () => {
    const server = await env.server();
    const url = server.url;
    await withPeople(env, [{ locale: 'pt-BR', device: PHONE }, { locale: 'es-AR', device: PHONE },
      { locale: 'pt-BR', device: { viewport: { width: 320, height: 640 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true } },
      { locale: 'es-AR', device: DESK }], async (ana, bia, carla, dani) => {
      // Carla signs up first: her sign-up keeps no seat (she holds none).
      await carla.page.goto(`${url}/signup`);
      await carla.page.getByTestId('account-name').fill('carla');
      await carla.page.getByTestId('account-password').fill('olhando de fora');
      await carla.page.getByTestId('account-submit').click();
      await carla.page.getByTestId('profile-page').waitFor();

      const code = await createTable(ana.page, url, { game: 'general', others: ['friend'], name: 'Ana' });
      await joinByLink(bia.page, `${url}/r/${code}`, 'Bia');
      await ana.page.getByTestId('chat-input').fill('sai daqui');
      await ana.page.getByTestId('chat-input').press('Enter');

      // The guest spectator reads the chat, with no flag anywhere.
      await dani.page.goto(`${url}/r/${code}?watch`);
      await dani.page.getByTestId('chat').getByText('sai daqui').waitFor();
      assertEqual(await dani.page.locator('button.report-flag').count(), 0, 'a guest spectator has no report flag');

      // The signed-in spectator has a flag on each person's seat and line.
      const page = carla.page;
      await page.goto(`${url}/r/${code}?watch`);
      await page.getByTestId('chat').getByText('sai daqui').waitFor();
      assertEqual(await page.getByTestId('room').getAttribute('data-seat'), '', 'Carla watches');
      assertEqual(await page.getByTestId('seat-report').count(), 2, 'a flag on both seats');
      assertEqual(await page.getByTestId('chat-report').count(), 1, 'a flag on the chat line');
      await shotSizes(env, page, 'profiles-spectator-flags-pt-BR', 'seat-list');
      await page.getByTestId('chat-report').click();
      const dialog = page.getByTestId('report-dialog');
      await dialog.waitFor();
      assert(/Ana/.test(await dialog.textContent()), await dialog.textContent());
      await page.getByTestId('report-reason-abuse').check();
      await page.getByTestId('report-text').fill('expulsa quem joga');
      await shotSizes(env, page, 'profiles-spectator-report-pt-BR', 'report-dialog');
      await page.getByTestId('report-next').click();
      await page.getByTestId('report-send').click();
      await page.getByTestId('report-sent').waitFor();
      await page.getByRole('button', { name: 'Fechar' }).click();

      // The moderators read it as a spectator's, from Carla's account.
      const listed = spawnSync(env.bin, ['admin', '--db', server.db, 'reports', '--open'], { encoding: 'utf8' });
      assertEqual(listed.status, 0, listed.stderr);
      assert(/a spectator reported Ana \(seat 0\) for abuse/.test(listed.stdout), listed.stdout);
      assert(/chat line \d+: sai daqui/.test(listed.stdout) && /says: expulsa quem joga/.test(listed.stdout), listed.stdout);
      assert(/from address 127\.0\.0\.1, account #\d+/.test(listed.stdout), listed.stdout);

      // Never oneself: Carla sits at a table of her own with Bia, and watches it from another
      // device signed in as herself: only Bia's seat and lines carry a flag.
      const own = await createTable(page, url, { game: 'general', others: ['friend'] });
      await joinByLink(bia.page, `${url}/r/${own}`, 'Bia');
      await page.getByTestId('chat-input').fill('minha mesa');
      await page.getByTestId('chat-input').press('Enter');
      await bia.page.getByTestId('chat-input').fill('y la mía');
      await bia.page.getByTestId('chat-input').press('Enter');
      await dani.page.goto(`${url}/signin`);
      await dani.page.getByTestId('account-name').fill('carla');
      await dani.page.getByTestId('account-password').fill('olhando de fora');
      await dani.page.getByTestId('account-submit').click();
      await dani.page.getByTestId('profile-page').waitFor();
      await dani.page.goto(`${url}/r/${own}?watch`);
      await dani.page.getByTestId('chat').getByText('y la mía').waitFor();
      await dani.page.getByTestId('chat').getByText('minha mesa').waitFor();
      assertEqual(await dani.page.getByTestId('seat-report').count(), 1, 'a flag on Bia\'s seat only');
      assertEqual(await dani.page.getByTestId('chat-report').count(), 1, 'a flag on Bia\'s line only');
      assert(/Bia/.test(await dani.page.getByTestId('seat-report').getAttribute('aria-label')), 'the flag is Bia\'s');
    });
  }, { timeout: 120000 });

  test('profiles: at 320x640 and 844x390 the chat button never covers a report flag, a seat or a chat line, and still shows while seats and chat are out of sight', async () => {
    const server = await env.server();
    const url = server.url;
    const small = { viewport: { width: 320, height: 640 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
    await withPeople(env, [{ locale: 'pt-BR', device: small }, { locale: 'es-AR', device: PHONE }], async (ana, bia) => {
      const code = await createTable(ana.page, url, { game: 'general', others: ['friend'], name: 'Ana Maria' });
      await joinByLink(bia.page, `${url}/r/${code}`, 'Bia Fernanda');
      for (const line of ['hola', 'una frase larga que en un teléfono chico ocupa dos renglones o más', 'otra'])
        await bia.page.getByTestId('chat-input').fill(line).then(() => bia.page.getByTestId('chat-input').press('Enter'));
      const page = ana.page;
      await page.getByTestId('chat').getByText('otra').waitFor();
      for (const [width, height] of [[320, 640], [844, 390]]) {
        await page.setViewportSize({ width, height });
        // the top of the page: seats and chat out of sight, the button there to reach the chat
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByTestId('chat-open').waitFor();
        // every scroll position, top to bottom: no flag, seat or chat line (nor anything else) under the button
        assertEqual(await coveredWhileScrolling(page, 'the room, its seats and chat'), [], 'under the chat button');
      }
      // looked at: the seats at the screen's foot, at every size
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        await page.getByTestId('seat-list').evaluate((e) => e.scrollIntoView({ block: 'end' }));
        await page.waitForTimeout(100);
        await shot(env, page, `profiles-seats-foot-pt-BR-${width}x${height}`, false);
      }
    });
  }, { timeout: 120000 });
}
