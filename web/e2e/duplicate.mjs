// Same dice for everyone (a duplicate room) in the browser: a person ticks it in the new table's
// form, a friend joins by the link, a bot takes the third seat; each opens their own card from the
// match and plays it at their own pace; the match shows another's total only through the rounds
// the viewer finished; at the end the ranking has every seat with its card, and the cards met the
// same dice (the first throw of every round, read from the records).
import { DESKTOP, phone } from './lib/browser.mjs';
import { lookedAtEverySize } from './lib/looked.mjs';
import { shotSizes, withPeople } from './lib/session.mjs';
import { assert, assertEqual, test } from './lib/runner.mjs';
import { categoryDecision, createTable, playToEnd } from './lib/ui.mjs';

/** The match's row of `seat` as the page shows it: its rounds and total cells' words. */
async function row(page, seat) {
  const cells = await page.getByTestId(`match-seat-${seat}`).locator('td').allTextContents();
  return { total: cells.at(-1) };
}

/** Every size, as lookedAtEverySize, and the table of seats never cut at its panel's edge. */
const looked = (page, where) => lookedAtEverySize(page, where, async (p, width, height) => {
  const cut = await p.evaluate(() => {
    const panel = document.querySelector('[data-testid=match-progress]');
    const table = panel?.querySelector('table');
    return table ? table.getBoundingClientRect().right - panel.getBoundingClientRect().right : 0;
  });
  assert(cut <= 0, `${where} at ${width}x${height}: the seats' table runs ${cut} px past its panel`);
});

/** The first throw of every round of a finished card's record. */
async function firstThrows(url, room) {
  const record = await (await fetch(`${url}/api/rooms/${room}/record`)).json();
  const throws = [];
  let fresh = true;
  for (const a of record.actions) {
    if (a.startsWith('throw ') && fresh) throws.push(a);
    fresh = a.startsWith('score ');
  }
  return throws;
}

export function registerDuplicateTests(env) {
  const base = env.lazyServer();

  test('same dice for everyone: a match of two people (phone pt-BR, desktop es-AR) and a bot, each playing their own card, totals only through one\'s own rounds, the ranking with every card on the same dice', async () => {
    const url = await base();
    await withPeople(env, [phone(390, 844, 'pt-BR'), { locale: 'es-AR', device: { ...DESKTOP, viewport: { width: 1366, height: 768 } } }],
      async (ana, eva) => {
        const code = await createTable(ana.page, url, { game: 'yatzy', others: ['friend', 'bot:greedy'], name: 'Ana', sameDice: true });
        await ana.page.getByTestId('match').waitFor();
        assert(/Mesmos dados/.test(await ana.page.getByTestId('same-dice-badge').textContent()), 'the badge in Portuguese');
        await ana.page.getByTestId('waiting').waitFor();
        // Eva joins by the link as at any table, and lands on the match.
        await eva.page.goto(`${url}/r/${code}`);
        await eva.page.getByTestId('join-name').fill('Eva');
        await eva.page.getByTestId('take-seat').click();
        await eva.page.getByTestId('match').waitFor();
        // Both are seated: each is offered their own card.
        for (const p of [ana.page, eva.page]) await p.getByTestId('my-card').waitFor();
        await shotSizes(env, ana.page, 'duplicate-match-pt-BR', 'match-progress');
        await looked(ana.page, 'the match (pt-BR)');

        // Ana plays her whole card; Eva has played none: she sees Ana finished, and no total.
        await ana.page.getByTestId('my-card').click();
        await ana.page.getByTestId('match-banner').waitFor();
        await ana.page.getByTestId('category-table').waitFor();
        await shotSizes(env, ana.page, 'duplicate-card-pt-BR', 'match-banner');
        await looked(ana.page, 'a card of the match (pt-BR)');
        await playToEnd([ana.page], categoryDecision);
        await eva.page.getByTestId('match-seat-0').getByText(/terminó/).waitFor();
        assertEqual((await row(eva.page, 0)).total.trim().startsWith('—'), true, 'no total of a round Eva has not played');
        assertEqual(await eva.page.getByTestId('card-0').count(), 0, 'no way into Ana\'s card before the end');
        await shotSizes(env, eva.page, 'duplicate-match-es-AR', 'match-progress');
        await looked(eva.page, 'the match (es-AR)');

        // Eva plays hers; at its end she goes back to the match, which ends once the bot is done too.
        await eva.page.getByTestId('my-card').click();
        await eva.page.getByTestId('room').waitFor();
        await playToEnd([eva.page], categoryDecision);
        await shotSizes(env, eva.page, 'duplicate-card-end-es-AR', 'back-to-match');
        await eva.page.getByTestId('back-to-match').click();
        await eva.page.getByTestId('end-report').waitFor({ timeout: 60000 });
        for (const seat of [0, 1, 2]) await eva.page.getByTestId(`card-${seat}`).waitFor();
        assert(/Posiciones finales/.test(await eva.page.getByTestId('match-progress').textContent()), 'the ranking in Spanish');
        await shotSizes(env, eva.page, 'duplicate-end-es-AR', 'match-progress');
        await looked(eva.page, 'the match\'s end (es-AR)');
        await ana.page.goto(`${url}/r/${code}`);
        await ana.page.getByTestId('end-report').waitFor();
        await shotSizes(env, ana.page, 'duplicate-end-pt-BR', 'match-progress');

        // Every card met the same dice: the first throw of each round is everyone's.
        const rooms = [];
        for (const seat of [0, 1, 2]) rooms.push((await eva.page.getByTestId(`card-${seat}`).getAttribute('href')).split('/r/')[1]);
        const throws = await Promise.all(rooms.map((room) => firstThrows(url, room)));
        assertEqual(throws[0].length, 15, 'a first throw for each of the fifteen rounds');
        assertEqual(throws[1], throws[0], 'Eva met Ana\'s dice');
        assertEqual(throws[2], throws[0], 'the bot met Ana\'s dice');
      });
  });
}
