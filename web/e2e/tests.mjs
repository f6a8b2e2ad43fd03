// The browser tests of the lobby, the languages, the category games and Farkle, each through the UI
// only (clicks and typing), against a real server.
import { execFileSync } from 'node:child_process';
import { DESKTOP, PHONE } from './lib/browser.mjs';
import { recordScores, shot, shotBoth, withPeople } from './lib/session.mjs';
import { assert, assertEqual, test } from './lib/runner.mjs';
import {
  categoryDecision, createTable, farkleDecision, horizontalOverflow, joinByLink, playToEnd, shownScores, waitToAct,
} from './lib/ui.mjs';

export function registerTests(env) {
  const base = env.lazyServer();

  test('generala: two people (Portuguese) and the optimal bot play to the end; both screens show the record\'s scores', async () => {
    const url = await base();
    const pt = { locale: 'pt-BR', device: DESKTOP };
    await withPeople(env, [pt, pt, pt], async (ana, bia, eve) => {
      // Without the served Generala's instant win, so that every game lasts its ten rounds.
      const code = await createTable(ana.page, url, { game: 'generala', others: ['friend', 'bot:optimal'], name: 'Ana', hints: true,
        rules: { served_generala_wins: false } });
      await ana.page.getByTestId('waiting').waitFor();
      assert((await ana.page.getByTestId('waiting').textContent()).includes('Esperando'), 'waiting text in Portuguese');
      const link = await ana.page.getByTestId('share-link').inputValue();
      assert(link.endsWith(`/r/${code}`) && !link.includes('token'), `share link ${link}`);
      await shot(env, ana.page, 'desktop-generala-waiting');
      await joinByLink(bia.page, link, 'Bia');
      assert(!bia.page.url().includes('token'), 'no token in the URL after joining');
      // Ana (seat 0) plays first: she asks for a hint and sees the ranking with the losses
      await ana.page.getByTestId('hint').click();
      await ana.page.getByTestId('hint-panel').locator('tbody tr').first().waitFor();
      const hintRows = await ana.page.getByTestId('hint-panel').locator('tbody tr').count();
      assert(hintRows >= 2, `hint ranks the choices (${hintRows} rows)`);
      assert(/Guardar|Marcar|Jogar todos/.test(await ana.page.getByTestId('hint-panel').textContent()), 'hint choices in Portuguese');
      await shot(env, ana.page, 'desktop-generala-hint');
      // a spectator by link: sees the table, cannot write or chat
      await eve.page.goto(`${link}?watch`);
      await eve.page.getByTestId('score-card').waitFor();
      assertEqual(await eve.page.getByTestId('turn').textContent(), 'Você está assistindo', 'spectator status');
      assertEqual(await eve.page.locator('button[data-testid^=write-]').count(), 0, 'no write buttons for a spectator');
      assertEqual(await eve.page.getByTestId('chat-input').count(), 0, 'no chat input for a spectator');
      // the chat: Bia writes, Ana reads
      await bia.page.getByTestId('chat-input').fill('Boa sorte!');
      await bia.page.getByTestId('chat-input').press('Enter');
      await ana.page.locator('.chat-list', { hasText: 'Boa sorte!' }).waitFor();
      let shotTaken = false;
      const steps = await playToEnd([ana.page, bia.page], categoryDecision, {
        onStep: async (page, n) => {
          if (!shotTaken && n >= 7 && page === ana.page) {
            shotTaken = true;
            await shot(env, ana.page, 'desktop-generala-playing');
          }
        },
    });
    assert(steps >= 10, `people made ${steps} decisions`);
    const turn = await ana.page.getByTestId('turn').textContent();
    assertEqual(turn, 'Fim de jogo', 'the end in Portuguese');
    const log = await ana.page.getByTestId('event-log').textContent();
    assert(/marcou|guardou/.test(log), 'the log tells the moves in Portuguese');
    await shot(env, ana.page, 'desktop-generala-end');
    const { record, scores } = await recordScores(env, url, code);
    assertEqual(record.game, 'generala', 'record game');
    const expected = Object.fromEntries(scores.map((s, seat) => [String(seat), s]));
    assertEqual(await shownScores(ana.page), expected, 'Ana\'s screen');
    assertEqual(await shownScores(bia.page), expected, 'Bia\'s screen');
    await eve.page.getByTestId('end-report').waitFor();
    assertEqual(await shownScores(eve.page), expected, 'the spectator\'s screen');
    await eve.context.close();
    });
  }, { timeout: 240000 });

  test('farkle: a person and a bot to the end (target 2,000 set in the lobby); refused selections say why', async () => {
    const url = await base();
    await withPeople(env, [{ locale: 'en-US', device: DESKTOP }], async (ana) => {
      const code = await createTable(ana.page, url, { game: 'farkle', others: ['bot:greedy'], name: 'Ana', rules: { target: 2000 } });
      const seen = { reason: null };
      let shotTaken = false;
      let farkleShot = false;
      await playToEnd([ana.page], async (page) => {
        const did = await farkleDecision(page, seen);
        if (did === 'keep' && !shotTaken) {
          shotTaken = true;
          await shot(env, page, 'desktop-farkle-playing');
        }
        if (!farkleShot && (await page.getByTestId('farkle-banner').count())) {
          farkleShot = true;
          await shot(env, page, 'desktop-farkle-farkle');
        }
        return did;
      }, { ms: 200000 });
      await shot(env, ana.page, 'desktop-farkle-end');
      if (seen.reason !== null) assert(/scores? nothing/.test(seen.reason), `reason shown: ${seen.reason}`);
      const { scores } = await recordScores(env, url, code);
      assertEqual(await shownScores(ana.page), Object.fromEntries(scores.map((s, i) => [String(i), s])), 'final scores');
      assert(Math.max(...scores) >= 2000, `someone reached the target: ${scores}`);
    });
  }, { timeout: 240000 });

  test('general on a phone (360x740): a whole game, nothing scrolls sideways', async () => {
    const url = await base();
    await withPeople(env, [{ locale: 'pt-BR', device: PHONE, reducedMotion: 'reduce' }], async (ana) => {
      await ana.page.goto(`${url}/`);
      await ana.page.getByTestId('create').waitFor();
      assert((await horizontalOverflow(ana.page)) <= 0, 'lobby fits the phone');
      await shot(env, ana.page, 'phone-lobby');
      await createTable(ana.page, url, { game: 'general', others: ['bot:greedy'], name: 'Ana' });
      let widest = 0;
      let shotTaken = false;
      let throwsSeen = 0;
      await playToEnd([ana.page], async (page) => {
        const did = await categoryDecision(page);
        if (did) widest = Math.max(widest, await horizontalOverflow(page));
        if (did === 'throw') {
          // the person asked for less motion: the thrown dice do not tumble
          const { thrown, moving } = await page.evaluate(() => {
            const dice = [...document.querySelectorAll('.die.rolling')];
            return { thrown: dice.length, moving: dice.filter((d) => getComputedStyle(d).animationName !== 'none').length };
          });
          throwsSeen += thrown;
          assertEqual(moving, 0, 'dice animated despite prefers-reduced-motion');
        }
        if (did && !shotTaken && (await page.locator('button[data-testid^=write-]').count()) > 0) {
          shotTaken = true;
          await shot(env, page, 'phone-general-playing');
          await page.evaluate(() => window.scrollTo(0, 0));
          await shot(env, page, 'phone-general-screen', false);
        }
        return did;
    });
    widest = Math.max(widest, await horizontalOverflow(ana.page));
    assert(widest <= 0, `the page scrolled sideways by ${widest} px`);
    assert(throwsSeen > 0, 'some thrown dice were checked for motion');
    await shot(env, ana.page, 'phone-general-end', false);
    });
  });

  test('language: the browser\'s by default, the switch changes every word and is remembered', async () => {
    const url = await base();
    await withPeople(env, [{ locale: 'es-AR', device: DESKTOP, colorScheme: 'dark' }], async (p) => {
      await p.page.goto(`${url}/`);
      await p.page.getByTestId('create').waitFor();
      assertEqual(await p.page.locator('#new-table-title').textContent(), 'Mesa nueva', 'Spanish from the browser');
      await p.page.getByTestId('language').selectOption('pt-BR');
      assertEqual(await p.page.locator('#new-table-title').textContent(), 'Nova mesa', 'Portuguese after the switch');
      assertEqual(await p.page.getByTestId('create').textContent(), 'Criar mesa', 'button in Portuguese');
      // the page's language follows the render (an effect): waited for, not read at once
      await p.page.waitForFunction(() => document.documentElement.lang === 'pt-BR', null, { timeout: 5000, polling: 50 })
        .catch(async () => assertEqual(await p.page.evaluate(() => document.documentElement.lang), 'pt-BR', 'html lang'));
      await p.page.reload();
      await p.page.getByTestId('create').waitFor();
      assertEqual(await p.page.locator('#new-table-title').textContent(), 'Nova mesa', 'remembered after a reload');
      await p.page.getByTestId('language').selectOption('en');
      await createTable(p.page, url, { game: 'generala', others: ['bot:greedy'] });
      await p.page.getByTestId('score-card').waitFor();
      assert((await p.page.getByTestId('score-card').textContent()).includes('Straight'), 'Generala\'s boxes in English (games/category/categories.ts)');
      await p.page.getByTestId('language').selectOption('es-AR');
      assertEqual(await p.page.locator('.score-card thead th').first().textContent(), 'Categoría', 'table header in Spanish');
      await shot(env, p.page, 'desktop-generala-spanish-dark');
      // my tables: the lobby lists it, and opening it seats me again from this browser's storage
      const code = new URL(p.page.url()).pathname.split('/').pop();
      await p.page.getByRole('link', { name: 'cubilete' }).click();
      const mine = p.page.getByTestId('recent').locator('li', { hasText: code });
      await mine.waitFor();
      await mine.getByRole('button', { name: 'Abrir' }).click();
      await p.page.waitForFunction(() => document.querySelector('[data-testid=room]')?.dataset.seat === '0');
      assert(!p.page.url().includes('token'), 'no token in the URL');
      assertEqual(await p.page.evaluate(() => localStorage.getItem('cubilete.rooms')?.includes('"token"')), true, 'the token kept in storage');
    });
  });

  test('rules: the engine\'s words are their one source in every language, and GET /api/games carries its English', async () => {
    const url = await base();
    const { games } = await (await fetch(`${url}/api/games`)).json();
    for (const g of games) {
      const engine = JSON.parse(execFileSync(env.bin, ['rules', g.id, '--json'], { encoding: 'utf8' }));
      assertEqual(g.rules, engine.rules, `${g.id}: GET /api/games carries \`cubilete rules ${g.id}\``);
    }
    for (const locale of ['en-US', 'pt-BR', 'es-AR']) {
      await withPeople(env, [{ locale, device: DESKTOP }], async (p) => {
        await p.page.goto(`${url}/`);
        await p.page.getByTestId('create').waitFor();
        const lang = await p.page.evaluate(() => document.documentElement.lang);
        for (const g of games) {
          await p.page.getByTestId(`game-${g.id}`).check();
          const details = p.page.locator('details.rules-summary');
          if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
          const text = p.page.getByTestId('rules-text');
          assertEqual(await text.evaluate((e) => e.lang), lang, `${g.id} in ${lang}`);
          // the engine's words in the language (`cubilete rules GAME --lang LANG`), paragraph by paragraph
          const engine = JSON.parse(execFileSync(env.bin, ['rules', g.id, '--json', '--lang', lang], { encoding: 'utf8' }));
          assertEqual(await text.locator('p').allTextContents(), engine.rules.split('\n'), `${g.id} in ${lang}: the engine's rules`);
        }
        // a long one in two paragraphs, to look at
        await p.page.getByTestId('game-general').check();
        await p.page.locator('details.rules-summary').evaluate((d) => d.scrollIntoView());
        await shotBoth(env, p.page, `rules-general-${lang}`);
      });
    }
  });

  test('keyboard, in the full browser: a die held with Space, the throw and a category written with Enter, no mouse; the thrown dice tumble', async () => {
    const url = await base();
    await withPeople({ ...env, browser: await env.fullBrowser() }, [{ locale: 'en-US', device: DESKTOP, reducedMotion: 'no-preference' }], async (p) => {
      await createTable(p.page, url, { game: 'generala', others: ['bot:greedy'] });
      await waitToAct(p.page);
      const focusOn = async (testId) => {
        for (let i = 0; i < 60; i++) {
          await p.page.keyboard.press('Tab');
          if (await p.page.evaluate((id) => document.activeElement?.dataset?.testid === id, testId)) return;
        }
        throw new Error(`Tab never reached ${testId}`);
      };
      await focusOn('die-0');
      await p.page.keyboard.press('Space');
      assertEqual(await p.page.getByTestId('die-0').getAttribute('aria-pressed'), 'true', 'die held from the keyboard');
      const version = Number(await p.page.getByTestId('room').getAttribute('data-version'));
      await focusOn('throw');
      await p.page.keyboard.press('Enter');
      await p.page.waitForFunction((v) => Number(document.querySelector('[data-testid=room]')?.dataset.version) > v &&
        document.querySelector('[data-testid=room]')?.dataset.canAct === 'true', version);
      assertEqual(await p.page.getByTestId('throws-left').textContent(), '1 throw left', 'thrown from the keyboard');
      // a person who did not ask for less motion sees the four thrown dice tumble, the held one stay
      const tumbling = await p.page.evaluate(() => [...document.querySelectorAll('[data-testid^=die-]')]
        .map((d) => getComputedStyle(d).animationName === 'tumble'));
      assertEqual(tumbling.filter(Boolean).length, 4, `the thrown dice tumble, the held one stays (${tumbling})`);
      const writable = await p.page.locator('button[data-testid^=write-]').first().getAttribute('data-testid');
      await focusOn(writable);
      await p.page.keyboard.press('Enter');
      if (await p.page.getByTestId('confirm-zero').count()) {
        await focusOn('confirm-zero-yes');
        await p.page.keyboard.press('Enter');
      }
      const key = writable.slice('write-'.length);
      await p.page.waitForFunction((k) => document.querySelector(`[data-testid="cell-0-${k}"]`)?.textContent !== '·', key);
    });
  });

  test('reconnect: the server is killed mid-game and restarted on the same store; the game goes on', async () => {
    const first = await env.server();
    await withPeople(env, [{ locale: 'en-US', device: DESKTOP }], async (p) => {
      const code = await createTable(p.page, first.url, { game: 'general', others: ['bot:greedy'], name: 'Ana' });
      for (let n = 0; n < 4;) if (await categoryDecision(p.page)) n++;
      const before = Number(await p.page.getByTestId('room').getAttribute('data-version'));
      await first.stop('SIGKILL');
      await p.page.waitForFunction(() => /reconnect/i.test(document.querySelector('[data-testid=connection]')?.textContent ?? ''), null, { timeout: 10000 });
      await shot(env, p.page, 'desktop-reconnecting');
      const again = await env.server({ db: first.db, port: first.port });
      await p.page.waitForFunction(() => document.querySelector('[data-testid=connection]')?.classList.contains('open'), null, { timeout: 20000 });
      const after = Number(await p.page.getByTestId('room').getAttribute('data-version'));
      assert(after >= before, `version after the restart ${after} >= ${before}`);
      await playToEnd([p.page], categoryDecision);
      const { scores } = await recordScores(env, again.url, code);
      assertEqual(await shownScores(p.page), Object.fromEntries(scores.map((s, i) => [String(i), s])), 'final scores after the restart');
    });
  });
}
