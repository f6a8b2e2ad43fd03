// The browser tests of the phone layout: a 320-pixel phone, eight seats
// on a phone, a phone held sideways, the hint as a sheet with rows to tap, the chat's unread badge,
// the lobby on a phone. Each checks what a person sees: boxes inside the screen, not covered.
import { phone } from './lib/browser.mjs';
import { assert, assertEqual, test } from './lib/runner.mjs';
import { shot, shotSizes as shotAt, withPeople } from './lib/session.mjs';
import { createTable, joinByLink, roomState, waitPast, waitToAct } from './lib/ui.mjs';

const shotSizes = (env, page, name, focus) => shotAt(env, page, `phone-${name}`, focus);

/** Visible elements that reach past the screen's sides (outside any sideways scroller of their own). */
async function clipped(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [];
    for (const el of document.querySelectorAll('.app-head *, .page *')) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || (r.right <= width + 0.5 && r.left >= -0.5) || !el.checkVisibility()) continue;
      if (getComputedStyle(el).position === 'fixed' || el.closest('.visually-hidden')) continue;
      let scroller = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (/auto|scroll/.test(getComputedStyle(p).overflowX)) scroller = true;
      if (!scroller) out.push(`${el.tagName.toLowerCase()}.${el.className?.baseVal ?? el.className} ${r.left.toFixed(0)}..${r.right.toFixed(0)}`);
    }
    return out.slice(0, 8);
  });
}

/** The element is inside the screen (not scrolled away) and nothing else covers its middle. */
async function inSight(page, locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (!r.width || r.top < -0.5 || r.left < -0.5 || r.bottom > window.innerHeight + 0.5 || r.right > window.innerWidth + 0.5) return false;
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!top && (el === top || el.contains(top));
  });
}

const box = (locator) => locator.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
});

export function registerPhoneTests(env) {
  const base = env.lazyServer();

  test('phone layout: 320 (pt-BR, es-AR): the lobby says what the site is, create in reach, the language\'s game; the table fits; the hint is a sheet of rows to tap', async () => {
    const url = await base();
    await withPeople(env, [phone(320, 640, 'pt-BR')], async (ana) => {
      const { page } = ana;
      await page.goto(`${url}/`);
      await page.getByTestId('create').waitFor();
      assert(await inSight(page, page.getByTestId('about')), 'a line says what the site is');
      assert(/dados/.test(await page.getByTestId('about').textContent()), 'the line in Portuguese');
      assert(await inSight(page, page.getByTestId('create')), '"create" in sight without scrolling');
      assert(await page.getByTestId('game-general').isChecked(), 'General by default in Portuguese');
      const placeholder = await page.getByTestId('my-name').evaluate((el) => ({ text: el.placeholder, style: getComputedStyle(el, '::placeholder').fontStyle }));
      assert(!/^\p{Lu}\p{Ll}+$/u.test(placeholder.text) && placeholder.style === 'italic', `the name placeholder looks like a name: ${JSON.stringify(placeholder)}`);
      const head = await box(page.locator('.app-head'));
      // Below 520 px the account links take a row of their own under the name, the sound and the
      // language (shortened to fit beside them: styles.css); two rows are 76 px at 320 px, a third
      // would push "create" down.
      assert(head.bottom - head.top < 84, `the header takes more than its two rows (${head.bottom - head.top} px)`);
      assertEqual(await clipped(page), [], 'lobby: nothing past the screen');
      await shot(env, page, 'phone320-lobby', false);
      await page.getByTestId('language').selectOption('es-AR');
      assert(await page.getByTestId('game-generala').isChecked(), 'Generala by default in Spanish');
      await page.locator('details.variant > summary').click();
      assertEqual(await clipped(page), [], 'the rules open: nothing past the screen');
      await shot(env, page, 'phone320-lobby-es', false);
      await page.getByTestId('language').selectOption('pt-BR');

      await createTable(page, url, { game: 'general', others: ['bot:greedy'], name: 'Ana Beatriz' });
      await waitToAct(page);
      const s = await roomState(page);
      await page.getByTestId('throw').click();
      await waitPast(page, s.version);
      await waitToAct(page);
      const first = await box(page.getByTestId('die-0'));
      const fifth = await box(page.getByTestId('die-4'));
      assertEqual(fifth.top, first.top, 'the five dice in one row');
      assertEqual(await clipped(page), [], 'table: nothing past the screen');
      await shot(env, page, 'phone320-table');

      // the hint: a sheet at the screen's foot; the dice and the throw stay in sight; rows play
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('hint').click();
      await page.getByTestId('hint-panel').locator('tbody tr').first().waitFor();
      assertEqual(await clipped(page), [], 'with the hint: nothing past the screen');
      assert(await inSight(page, page.getByTestId('die-4')), 'the dice in sight beside the hint');
      assert(await inSight(page, page.getByTestId('throw')), 'the throw in sight beside the hint');
      assert(await inSight(page, page.getByTestId('hint-play-0')), 'the hint\'s best choice in sight');
      await shot(env, page, 'phone320-hint', false);
      const rows = await page.getByTestId('hint-panel').locator('tbody tr').count();
      const more = page.getByTestId('hint-more');
      if (await more.count()) {
        const n = Number((await more.textContent()).match(/\d+/)[0]);
        await more.click();
        assertEqual(await page.getByTestId('hint-panel').locator('tbody tr').count(), rows + n, '"and N more" opens');
      }
      const v = (await roomState(page)).version;
      const choice = page.getByTestId('hint-play-1');
      await choice.scrollIntoViewIfNeeded();
      assert(await inSight(page, choice), 'a hint row in sight');
      await choice.click();
      await waitPast(page, v);
      await page.getByTestId('hint-panel').waitFor({ state: 'detached' });
    });
  });

  test('phone layout: eight seats on phones (pt-BR 390, es-AR 320): the mover\'s column and "this throw" in sight, a 0 asked where the finger is, the chat\'s unread badge', async () => {
    const url = await base();
    await withPeople(env, [phone(390, 844, 'pt-BR'), phone(320, 640, 'es-AR')], async (ana, bia) => {
      const code = await createTable(ana.page, url, { game: 'general', others: ['friend', ...Array(6).fill('bot:greedy')], name: 'Ana' });
      await joinByLink(bia.page, `${url}/r/${code}`, 'Bia');
      await waitToAct(ana.page);
      const s = await roomState(ana.page);
      await ana.page.getByTestId('throw').click();
      await waitPast(ana.page, s.version);
      await waitToAct(ana.page);
      await bia.page.locator('button[data-testid^=card-seat-]').first().waitFor();
      // the card: no sideways scrolling, every write button and the mover's column in sight of width
      for (const [who, page] of [['Ana', ana.page], ['Bia', bia.page]]) {
        const card = await page.locator('.card-scroll').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        assert(card.scroll <= card.client, `${who}: the card scrolls sideways (${card.scroll} > ${card.client})`);
        assertEqual(await clipped(page), [], `${who}: nothing past the screen`);
        const mover = await box(page.locator('.score-card thead th.current'));
        assert(mover.right <= page.viewportSize().width, `${who}: the mover's column in sight`);
        assertEqual(await page.locator('[data-testid^=card-seat-]').count(), 8, `${who}: eight totals above the card`);
      }
      const writes = await ana.page.locator('button[data-testid^=write-]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
      assert(writes.length > 0 && writes.every((r) => r <= 390), `Ana's write buttons in sight: ${writes}`);
      // Bia (not moving) sees Ana's column and her own; a tap on a seat's total shows that seat instead
      const shownColumns = async () => bia.page.locator('.score-card thead th.num').evaluateAll((els) =>
        els.filter((e) => e.offsetWidth > 0 && !e.classList.contains('preview-col')).map((e) => e.textContent));
      assertEqual(await shownColumns(), ['Ana', 'Bia'], 'Bia sees the mover and herself');
      await bia.page.getByTestId('card-seat-5').click();
      assertEqual((await shownColumns()).length, 2, 'two columns after the tap');
      assert((await shownColumns())[1] !== 'Bia', 'the tapped seat replaces hers');
      await shot(env, ana.page, 'phone390-eight-seats', false);
      await shot(env, bia.page, 'phone320-eight-seats-es', false);

      // a 0 at the card's foot, tapped at the screen's foot: asked right there; a second tap writes nothing
      const zero = ana.page.locator('button.write.zero').last();
      assert((await zero.count()) === 1, 'a 0 to write');
      const key = (await zero.getAttribute('data-testid')).slice('write-'.length);
      await zero.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await zero.click();
      const question = ana.page.getByTestId('confirm-zero');
      await question.waitFor();
      assert(await inSight(ana.page, question), 'the question in sight');
      const [q, b] = [await box(question), await box(zero)];
      assert(Math.abs(q.top - b.bottom) < 120, `the question beside the finger (${q.top} vs ${b.bottom})`);
      await shot(env, ana.page, 'phone390-confirm-zero', false);
      await zero.click();
      await ana.page.waitForTimeout(300);
      assertEqual(await ana.page.getByTestId(`cell-0-${key}`).textContent(), '·', 'a second tap on the 0 writes nothing');
      assert(await question.isVisible(), 'the question stays');
      await ana.page.getByRole('button', { name: 'Cancelar' }).click();

      // the chat: Bia writes mid-game; Ana, at the top of her table, sees a badge and reads it in one tap
      await ana.page.evaluate(() => window.scrollTo(0, 0));
      await bia.page.getByTestId('chat-input').fill('Vamos, Ana!');
      await bia.page.getByTestId('chat-input').press('Enter');
      const badge = ana.page.getByTestId('chat-unread');
      await badge.waitFor();
      assertEqual(await badge.textContent(), '1', 'one unread message');
      assert(await inSight(ana.page, ana.page.getByTestId('chat-open')), 'the chat button in sight');
      await shot(env, ana.page, 'phone390-chat-badge', false);
      await ana.page.getByTestId('chat-open').click();
      assert(await inSight(ana.page, ana.page.getByTestId('chat-input')), 'the chat input in sight');
      assert(await inSight(ana.page, ana.page.locator('.chat-list li', { hasText: 'Vamos, Ana!' })), 'the message in sight');
      await ana.page.getByTestId('chat-input').fill('Já vou!');
      await ana.page.getByTestId('chat-input').press('Enter');
      await bia.page.locator('.chat-list li', { hasText: 'Já vou!' }).waitFor({ state: 'attached' });
      await shot(env, ana.page, 'phone390-chat-open', false);
      await ana.page.getByTestId('chat-close').click();
      await ana.page.evaluate(() => window.scrollTo(0, 0));
      await ana.page.getByTestId('chat-open').waitFor();
      assertEqual(await badge.count(), 0, 'read, and my own message is not unread');
    });
  });

  test('phone layout: the chat said before a reload is not unread after it; what comes later is (pt-BR 390)', async () => {
    const url = await base();
    await withPeople(env, [phone(390, 844, 'pt-BR'), phone(1366, 768, 'pt-BR')], async (ana, bia) => {
      const code = await createTable(ana.page, url, { game: 'general', others: ['friend'], name: 'Ana' });
      await joinByLink(bia.page, `${url}/r/${code}`, 'Bia');
      await waitToAct(ana.page);
      const badge = ana.page.getByTestId('chat-unread');
      const say = async (text) => {
        await bia.page.getByTestId('chat-input').fill(text);
        await bia.page.getByTestId('chat-input').press('Enter');
        await ana.page.locator('.chat-list li', { hasText: text }).waitFor({ state: 'attached' });
      };
      await say('Oi, Ana!');
      await say('Tudo bem?');
      await badge.waitFor();
      assertEqual(await badge.textContent(), '2', 'two unread before the reload');
      // a slow network: what the server sends arrives 400 ms late (in order), after the page knows the chat is out of sight
      await ana.page.routeWebSocket(/\/ws/, (ws) => {
        const server = ws.connectToServer();
        server.onMessage((msg) => setTimeout(() => ws.send(msg), 400));
      });
      await ana.page.reload();
      await waitToAct(ana.page);
      await ana.page.locator('.chat-list li', { hasText: 'Tudo bem?' }).waitFor({ state: 'attached' });
      await ana.page.evaluate(() => window.scrollTo(0, 0));
      await ana.page.getByTestId('chat-open').waitFor();
      await ana.page.waitForTimeout(200);
      assertEqual(await badge.count(), 0, 'the lines re-sent after the reload are not unread');
      await say('Sua vez!');
      await badge.waitFor();
      assertEqual(await badge.textContent(), '1', 'a line after the reload is');
      await shotSizes(env, ana.page, 'chat-after-reload');
    });
  });

  test('phone layout: held sideways (844x390): the dice, the throw and the card on the first screen; the hint beside the dice', async () => {
    const url = await base();
    await withPeople(env, [phone(844, 390, 'es-AR')], async (ana) => {
      const { page } = ana;
      await createTable(page, url, { game: 'generala', others: ['bot:greedy'], name: 'Ana' });
      await waitToAct(page);
      const s = await roomState(page);
      await page.getByTestId('throw').click();
      await waitPast(page, s.version);
      await waitToAct(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const id of ['die-0', 'die-4', 'throw']) assert(await inSight(page, page.getByTestId(id)), `${id} in sight`);
      const rows = page.locator('.score-card tbody tr[data-category]');
      for (const i of [0, 1, 2]) assert(await inSight(page, rows.nth(i).locator('th')), `card row ${i + 1} in sight`);
      assertEqual(await clipped(page), [], 'nothing past the screen');
      await shot(env, page, 'landscape-table', false);
      await page.getByTestId('hint').click();
      await page.getByTestId('hint-panel').locator('tbody tr').first().waitFor();
      for (const id of ['die-0', 'die-4', 'throw']) assert(await inSight(page, page.getByTestId(id)), `${id} in sight beside the hint`);
      assert(await inSight(page, page.getByTestId('hint-play-0')), 'the best choice in sight');
      await shot(env, page, 'landscape-hint', false);
    });
  });

  // every other table held sideways: what to look at (the dice, the cup, the board) and what to press on the first screen
  const SIDEWAYS = [
    ['farkle', ['bot:greedy']], ['triplo_seis', ['bot:bluffer', 'bot:bluffer']], ['centenario', ['bot:random']],
    ['matterhorn', ['bot:optimal']], ['multiplicacao', ['bot:random']], ['buck_dice', ['bot:random']],
    ['ataque_yankee', ['bot:random']], ['flores_amarradas', ['bot:steady', 'bot:steady']], ['damma', ['bot:greedy']],
  ];
  const LOOK = '[data-testid=dice], [data-testid=cup], [data-testid=damma-board]';
  const PRESS = ['hand-throw', 'set-aside', 'place-amount', 'make-call', 'believe', 'accept'].map((id) => `[data-testid=${id}]`).join(', ');
  test('phone layout: held sideways (844x390, pt-BR and es-AR): every table\'s dice or board and its main button on the first screen', async () => {
    const url = await base();
    await withPeople(env, [phone(844, 390, 'pt-BR'), phone(844, 390, 'es-AR')], async (ana, bo) => {
      const problems = [];
      const want = (ok, what) => ok || problems.push(what);
      const sideways = async (page, game, others) => {
        await createTable(page, url, { game, others, name: 'Ana' });
        await waitToAct(page);
        const check = async (moment) => {
          await page.evaluate(() => window.scrollTo(0, 0));
          const look = page.locator(LOOK).first();
          const bounds = await box(look);
          want(bounds.top >= 0 && bounds.bottom <= 390, `${game} ${moment}: the dice or board on the first screen (${bounds.top.toFixed(0)}..${bounds.bottom.toFixed(0)})`);
          if (game !== 'damma') want(await inSight(page, page.locator(PRESS).first()), `${game} ${moment}: the main button on the first screen`);
          else {
            const squares = await page.locator('[data-testid^=sq-]').all();
            for (const sq of squares) want(await inSight(page, sq), `damma: ${await sq.getAttribute('data-testid')} in sight, not covered`);
          }
          const past = await clipped(page);
          want(past.length === 0, `${game} ${moment}: past the screen: ${past}`);
        };
        await check('first turn');
        if (game === 'farkle') {
          // the busiest moment: six dice to pick from, the reason and the button
          const s = await roomState(page);
          if (await page.getByTestId('hand-throw').count()) {
            await page.getByTestId('hand-throw').click();
            await waitPast(page, s.version);
          }
          await waitToAct(page);
          if ((await page.getByTestId('farkle-table').getAttribute('data-phase')) === 'select') {
            await check('choosing');
            want(await inSight(page, page.getByTestId('die-5')), 'farkle: the sixth die on the first screen');
          }
        }
        await shotSizes(env, page, `sideways-${game}-${await page.evaluate(() => document.documentElement.lang)}`);
      };
      const half = Math.ceil(SIDEWAYS.length / 2);
      await Promise.all([
        (async () => { for (const [g, o] of SIDEWAYS.slice(0, half)) await sideways(ana.page, g, o); })(),
        (async () => { for (const [g, o] of SIDEWAYS.slice(half)) await sideways(bo.page, g, o); })(),
      ]);
      assertEqual(problems, [], 'held sideways');
    });
  }, { timeout: 40000 });
}
