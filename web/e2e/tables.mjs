// The browser tests of the games tests.mjs leaves out: each played to its end through the UI
// (people and bots together), Triplo Seis' secrets seen from three browsers, Damma by taps, the
// fairness check against `cubilete verify`, replays and rematches; screenshots of each table on a
// desktop and a phone.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, phone } from './lib/browser.mjs';
import { recordScores, shotBoth, shotSizes, withPeople } from './lib/session.mjs';
import { assert, assertEqual, test } from './lib/runner.mjs';
import { categoryDecision, createTable, farkleDecision, joinByLink, playToEnd, shownScores } from './lib/ui.mjs';
import { floresDecision, matterhornDecision, multiplicacaoDecision, throwsOnly, triploDecision } from './lib/games.mjs';

const EN = { locale: 'en-US', device: DESKTOP };

/** Every text frame a page receives over its WebSockets, in order. */
function recordFrames(page) {
  const frames = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString())));
  return frames;
}

/**
 * What a page that does not hold the cup shows of the cup's dice: nothing. The cup is closed with
 * no die in it, the holder's lines of the round say how many dice, never which, and the log tells
 * the holder's throws without their dice.
 */
async function cupStaysShut(page, holderName) {
  return page.evaluate((holder) => {
    const problems = [];
    const cup = document.querySelector('[data-testid=cup]');
    if (cup && (cup.dataset.open !== 'false' || cup.querySelector('[data-testid^=cup-die-]'))) problems.push('the cup is open');
    for (const li of document.querySelectorAll('[data-testid=cup-turns] li'))
      if (li.querySelector('strong')?.textContent === holder && /saw|kept [1-6]/.test(li.textContent)) problems.push(`turn line: ${li.textContent}`);
    for (const li of document.querySelectorAll('[data-testid=event-log] li'))
      // how many dice were kept is public ("kept 1 die under the cup"), which ones are not
      if (li.textContent.startsWith(holder) && /[1-6] [1-6] [1-6]|kept [1-6](?! dic?e)/.test(li.textContent)) problems.push(`log: ${li.textContent}`);
    return problems;
  }, holderName);
}

/** Plays a game to its end, screenshots it once mid-game and at the end, and holds the final scores to the record. */
async function playAndCheck(env, url, code, pages, decide, { name, shotAfter = 3, ms } = {}) {
  let shotTaken = false;
  const steps = await playToEnd(pages, decide, {
    ms,
    onStep: async (page, n) => {
      if (!shotTaken && n >= shotAfter && page === pages[0]) {
        shotTaken = true;
        await shotBoth(env, page, `${name}-playing`);
      }
    },
  });
  await shotBoth(env, pages[0], `${name}-end`);
  const { scores } = await recordScores(env, url, code);
  const expected = Object.fromEntries(scores.map((s, seat) => [String(seat), s]));
  for (const page of pages) assertEqual(await shownScores(page), expected, `${name}: final scores on screen`);
  return steps;
}

export function registerTableTests(env) {
  const base = env.lazyServer();

  test('centenário: a person throws by tap against a bot to the end; the sheets fill', async () => {
    const url = await base();
    await withPeople(env, [EN], async (ana) => {
      const code = await createTable(ana.page, url, { game: 'centenario', others: ['bot:random'], name: 'Ana' });
      await ana.page.getByTestId('hand-throw').waitFor();
      const steps = await playAndCheck(env, url, code, [ana.page], throwsOnly, { name: 'centenario' });
      assert(steps >= 3, `Ana threw ${steps} times`);
    });
  });

  test('matterhorn: numbers tapped on the sheet, a grouping the dice cannot make refused with its reason, the hint in throws', async () => {
    const url = await base();
    await withPeople(env, [EN], async (ana) => {
      const code = await createTable(ana.page, url, { game: 'matterhorn', others: ['bot:optimal'], name: 'Ana' });
      const seen = { reason: null };
      let hinted = false;
      await playAndCheck(env, url, code, [ana.page], async (page) => {
        if (!hinted && (await page.getByTestId('hint').count())) {
          hinted = true;
          await page.getByTestId('hint').click();
          await page.getByTestId('hint-panel').locator('tbody tr').first().waitFor();
          const text = await page.getByTestId('hint-panel').textContent();
          assert(/throws to go/.test(text) && /Cross/.test(text), `the hint counts throws: ${text}`);
          await shotBoth(env, page, 'matterhorn-hint');
        }
        return matterhornDecision(page, seen);
      }, { name: 'matterhorn', shotAfter: 6, ms: 200000 });
      assert(hinted, 'a hint was asked');
      if (seen.reason !== null) assert(/cannot make these numbers|Row 2 opens/.test(seen.reason), `reason shown: ${seen.reason}`);
    });
  }, { timeout: 240000 });

  test('multiplicação: two people and a bot, refusals where the rules allow, the hint ranks accept and refuse', async () => {
    const url = await base();
    await withPeople(env, [EN, EN], async (ana, bia) => {
      const code = await createTable(ana.page, url, { game: 'multiplicacao', others: ['friend', 'bot:optimal'], name: 'Ana', rules: { rounds: 3 }, hints: true });
      const link = await ana.page.getByTestId('share-link').inputValue();
      await joinByLink(bia.page, link, 'Bia');
      let hinted = false;
      await playAndCheck(env, url, code, [ana.page, bia.page], async (page) => {
        if (!hinted && (await page.getByTestId('mult-decision').count()) && (await page.getByTestId('hint').count())) {
          hinted = true;
          await page.getByTestId('hint').click();
          await page.getByTestId('hint-panel').locator('tbody tr').nth(1).waitFor();
          const rows = await page.getByTestId('hint-panel').locator('tbody tr td:first-child').allTextContents();
          assertEqual(rows.sort(), ['Accept', 'Refuse'], 'the hint ranks both answers');
        }
        return multiplicacaoDecision(page);
      }, { name: 'multiplicacao', shotAfter: 4 });
      // a rematch: one tap each, the same seats and rules, a new room and new dice
      await ana.page.getByTestId('rematch').click();
      await bia.page.getByTestId('rematch-votes').waitFor();
      await bia.page.getByTestId('rematch').click();
      for (const p of [ana.page, bia.page]) {
        await p.waitForURL((u) => /\/r\/[A-Z0-9]+$/.test(u.pathname) && !u.pathname.endsWith(code));
        await p.locator('[data-testid=room][data-status=playing]').waitFor();
      }
      assertEqual(new URL(ana.page.url()).pathname, new URL(bia.page.url()).pathname, 'both in the same new room');
      const again = await (await fetch(`${url}/api/rooms/${new URL(ana.page.url()).pathname.split('/').pop()}`)).json();
      assertEqual(again.seats.map((x) => x.name ?? x.bot), ['Ana', 'Bia', 'optimal'], 'the same seats');
      assertEqual(again.rules.rounds, '3', 'the same rules');
      assertEqual(again.previous, code, 'a rematch of the first room');
      assertEqual(await bia.page.getByTestId('room').getAttribute('data-seat'), '1', 'Bia keeps her seat');
      // Back at the first room (its link, her seat remembered): the way to the rematch is shown, she stays.
      await ana.page.goto(`${url}/r/${code}`);
      await ana.page.getByTestId('rematch-ready').waitFor();
      assertEqual(new URL(ana.page.url()).pathname, `/r/${code}`, 'coming back to the finished room does not bounce');
    });
  });

  test('buck dice and ataque yankee: people throw by tap to the end; chips settled with their reasons', async () => {
    const url = await base();
    await withPeople(env, [EN], async (ana) => {
      let code = await createTable(ana.page, url, { game: 'buck_dice', others: ['bot:random'], name: 'Ana', rules: { target: 5 } });
      await playAndCheck(env, url, code, [ana.page], throwsOnly, { name: 'buck-dice' });
      let settlement = await ana.page.getByTestId('settlements').textContent();
      assert(/the target less the points|double the target/.test(settlement), `buck dice settlement says why: ${settlement}`);
      code = await createTable(ana.page, url, { game: 'ataque_yankee', others: ['bot:random', 'bot:random'], name: 'Ana', rules: { target: 30 } });
      await playAndCheck(env, url, code, [ana.page], throwsOnly, { name: 'ataque-yankee' });
      settlement = await ana.page.getByTestId('settlements').textContent();
      assert(/difference of totals/.test(settlement), `yankee settlement says why: ${settlement}`);
    });
  });

  test('flores amarradas: bets in the range shown (one out of it refused), the banker\'s and bettors\' throws, odds on request', async () => {
    const url = await base();
    await withPeople(env, [{ locale: 'pt-BR', device: DESKTOP }], async (ana) => {
      const code = await createTable(ana.page, url, {
        game: 'flores_amarradas', others: ['bot:steady', 'bot:steady'], name: 'Ana', rules: { rounds: 3, max_bet: 30, bank_passing: 'rotate' },
      });
      const seen = { refusal: null };
      let against = false;
      await ana.page.getByTestId('odds').locator('summary').click();
      assert(/2\/81/.test(await ana.page.getByTestId('odds').textContent()), 'the banker\'s edge on request');
      await playAndCheck(env, url, code, [ana.page], async (page) => {
        if (!against && (await page.getByTestId('flores-table').getAttribute('data-phase')) === 'bettor_throw') {
          against = true;
          const odds = await page.getByTestId('odds').textContent();
          assert(/contra o ponto/.test(odds), `the chances against the banker's point: ${odds}`);
          await shotBoth(env, page, 'flores-odds');
        }
        return floresDecision(page, seen);
      }, { name: 'flores', shotAfter: 5, ms: 200000 });
      assert(seen.refusal?.disabled === true && /Permitido/.test(seen.refusal.text), `an amount out of range is refused: ${JSON.stringify(seen.refusal)}`);
      const settlement = await ana.page.getByTestId('chip-ledger').textContent();
      assert(/banca|ponto/.test(settlement), `settlements with reasons: ${settlement}`);
    });
  }, { timeout: 240000 });

  test('triplo seis, three browsers and a bot: before each showdown no frame and no screen of those without the cup holds its dice', async () => {
    const url = await base();
    await withPeople(env, [EN, EN, EN], async (ana, bia, caio) => {
      const people = [ana, bia, caio];
      const frames = people.map((p) => recordFrames(p.page));
      const code = await createTable(ana.page, url, { game: 'triplo_seis', others: ['friend', 'friend', 'bot:bluffer'], name: 'Ana', rules: { rounds: 3 }, hints: true });
      const link = await ana.page.getByTestId('share-link').inputValue();
      await joinByLink(bia.page, link, 'Bia');
      await joinByLink(caio.page, link, 'Caio');
      const names = ['Ana', 'Bia', 'Caio', 'Bot 4'];
      let domChecks = 0;
      let hinted = false;
      await playAndCheck(env, url, code, people.map((p) => p.page), async (page) => {
        // the exact chance of beating the call, for the holder choosing what to keep
        if (!hinted && (await page.getByTestId('hint').count())) {
          hinted = true;
          await page.getByTestId('hint').click();
          await page.getByTestId('hint-panel').locator('tbody tr').first().waitFor();
          assert(/%/.test(await page.getByTestId('hint-panel').textContent()), 'the hint gives chances');
          await shotBoth(env, page, 'triplo-hint');
        }
        const did = await triploDecision(page);
        if (did) {
          // everybody else, now: the cup's holder is the only one who sees under it
          for (const p of people) {
            const table = p.page.getByTestId('triplo-table');
            if (!(await table.count())) continue;
            const holder = Number(await table.getAttribute('data-holder'));
            const seat = Number(await p.page.getByTestId('room').getAttribute('data-seat'));
            const phase = await table.getAttribute('data-phase');
            if (holder === seat || phase === 'over' || phase === 'throw') continue;
            const problems = await cupStaysShut(p.page, names[holder]);
            assertEqual(problems, [], `${names[seat]}'s screen while ${names[holder]} holds the cup`);
            domChecks++;
          }
        }
        return did;
      }, { name: 'triplo', shotAfter: 4, ms: 200000 });
      assert(domChecks > 5, `screens checked ${domChecks} times`);

      // Every frame against the truth, now revealed: for each version the replay seen by everyone
      // tells who held the cup and what was under it.
      const truth = new Map();
      const truthAt = async (v) => {
        if (!truth.has(v)) truth.set(v, (await (await fetch(`${url}/api/rooms/${code}/replay/all/${v}`)).json()).view);
        return truth.get(v);
      };
      let secretsChecked = 0;
      for (const [seat, list] of frames.entries()) {
        for (const text of list) {
          const msg = JSON.parse(text);
          if (msg.type !== 'state' || msg.status !== 'playing') continue;
          const all = await truthAt(msg.version);
          const holder = all.phase === 'respond' ? all.caller : all.seat;
          if (holder === seat || !['respond', 'keep', 'rethrow', 'call'].includes(all.phase) || !all.dice) continue;
          assert(msg.view.dice === null, `${names[seat]} was sent the dice under the cup at version ${msg.version}`);
          for (const t of msg.view.turns) if (t.seat !== seat) assert(!('seen' in t), `${names[seat]} was sent ${names[t.seat]}'s dice`);
          // the holder's dice nowhere in the frame (under any key that holds dice, or in a move),
          // unless this seat knows them itself
          const key = (dice) => (dice ? dice.join(',') : '');
          const known = new Set([msg.view.last_revealed, ...msg.view.turns.filter((t) => t.seat === seat).flatMap((t) => [t.seen, t.after])].map(key));
          const shown = new RegExp(`"(dice|seen|kept|after|last_revealed)":\\[${key(all.dice)}\\]`);
          if (!known.has(key(all.dice))) assert(!shown.test(text), `${names[seat]}'s frame at version ${msg.version} holds ${all.dice}`);
          secretsChecked++;
        }
      }
      assert(secretsChecked > 10, `frames checked against the hidden dice: ${secretsChecked}`);

      // The replay, step by step as Bia saw it: someone else's cup stays shut; seen by everyone it opens.
      const page = bia.page;
      await page.getByTestId('end-replay').click();
      await page.getByTestId('replay').waitFor();
      assertEqual(await page.getByTestId('replay').getAttribute('data-viewer'), '1', 'Bia replays her own seat');
      const steps = Number(await page.getByTestId('replay').getAttribute('data-steps'));
      const { record } = await recordScores(env, url, code);
      assertEqual(steps, record.actions.length, 'every action of the record');
      let step = 0;
      const at = async (n) => page.waitForFunction((x) => document.querySelector('[data-testid=replay]')?.dataset.step === String(x) &&
        document.querySelector('[data-testid=triplo-table]'), n);
      let hidden = null;
      while (step < steps && hidden === null) {
        await page.getByTestId('replay-forward').click();
        await at(++step);
        const t = page.getByTestId('triplo-table');
        // 'call' follows every throw; 'keep' only a belief, and a short game may have none but Bia's
        if (['keep', 'call'].includes(await t.getAttribute('data-phase')) && (await t.getAttribute('data-holder')) !== '1') hidden = step;
      }
      assert(hidden !== null, 'a step where someone else held the cup');
      assertEqual(await page.getByTestId('cup').getAttribute('data-open'), 'false', `as Bia saw step ${hidden}: the cup shut`);
      assertEqual(await page.locator('[data-testid^=cup-die-]').count(), 0, 'no dice shown to Bia');
      await shotBoth(env, page, 'replay-triplo');
      await page.getByTestId('replay-viewer').selectOption('all');
      await page.locator('[data-testid=cup][data-open=true]').waitFor();
      assertEqual(await page.locator('[data-testid^=cup-die-]').count(), 3, 'seen by everyone: the dice under the cup');
      // back with the keyboard, forward again
      await page.keyboard.press('ArrowLeft');
      await at(hidden - 1);
      await page.keyboard.press('End');
      await at(steps);
      assert((await page.getByTestId('replay-action').textContent()).length > 3, 'the last action told');
    });
  }, { timeout: 240000 });

  test('damma against a bot: the engine asked, a double capture tapped jump by jump ends the game', async () => {
    const url = await base();
    await withPeople(env, [EN], async (ana) => {
      const start = '...../...b./...../.b.../w...w w -';
      const code = await createTable(ana.page, url, { game: 'damma', others: ['bot:greedy'], name: 'Ana', rules: { start } });
      const page = ana.page;
      await page.getByTestId('damma-board').waitFor();
      assertEqual(await page.getByTestId('damma-board').getAttribute('data-flipped'), 'false', 'White sees rank 1 at the bottom');
      // the engine, in a game against a bot: the capture of both pieces wins at once
      await page.getByTestId('hint').click();
      await page.getByTestId('engine-eval').waitFor();
      const engine = await page.getByTestId('engine-eval').textContent();
      assert(/sees a win in 1 ply/.test(engine) && /a1×c3×e5/.test(engine), `the engine sees the win: ${engine}`);
      await page.getByTestId('sq-a1').click();
      const targets = await page.locator('.sq.target').evaluateAll((els) => els.map((e) => e.dataset.testid).sort());
      assertEqual(targets, ['sq-a2', 'sq-b1', 'sq-c3'], 'where a1 may go');
      await page.getByTestId('sq-c3').click();
      // one jump made: stop here, or go on to e5
      await page.getByTestId('stop-here').waitFor();
      assertEqual(await page.locator('.sq.target').evaluateAll((els) => els.map((e) => e.dataset.testid)), ['sq-e5'], 'the capture goes on to e5');
      await shotBoth(env, page, 'damma-capture');
      const version = Number(await page.getByTestId('room').getAttribute('data-version'));
      await page.getByTestId('sq-e5').click();
      await page.getByTestId('end-report').waitFor();
      assertEqual(await page.getByTestId('damma-end').textContent(), 'Ana (White) wins: the other side has no pieces left.', 'the end in words');
      assert(Number(await page.getByTestId('room').getAttribute('data-version')) === version + 1, 'one move');
      assertEqual(await page.getByTestId('last-move').evaluate((e) => e.textContent.includes('a1×c3×e5')), true, 'the last move told');
      await shotBoth(env, page, 'damma-end');
      const { record } = await recordScores(env, url, code);
      assertEqual(record.actions, ['a1xc3xe5'], 'the record holds the move');
      // the replay: the start position, then the capture
      await page.getByTestId('end-replay').click();
      await page.locator('[data-testid=replay][data-steps="1"]').waitFor();
      await page.locator('[data-testid=sq-a1][data-piece=w]').waitFor();
      assertEqual(await page.getByTestId('sq-b2').getAttribute('data-piece'), 'b', 'at the start b2 stands');
      await page.getByTestId('replay-forward').click();
      await page.locator('[data-testid=sq-e5][data-piece=W]').waitFor();
      assertEqual(await page.getByTestId('sq-b2').getAttribute('data-piece'), '', 'after the capture b2 is empty');
    });
  });

  test('damma between two browsers: a fault marked and huffed by a tap, a draw offered and accepted; Black sees its side of the board', async () => {
    const url = await base();
    await withPeople(env, [EN, { locale: 'es-AR', device: DESKTOP }], async (ana, bia) => {
      const start = '...../...../....b/..b../w.w.. w -';
      await createTable(ana.page, url, { game: 'damma', others: ['friend'], name: 'Ana', rules: { start } });
      await joinByLink(bia.page, await ana.page.getByTestId('share-link').inputValue(), 'Bia');
      await bia.page.getByTestId('damma-board').waitFor();
      assertEqual(await bia.page.getByTestId('damma-board').getAttribute('data-flipped'), 'true', 'Black sees the board turned');
      // no engine between people
      assertEqual(await ana.page.getByTestId('hint').count(), 0, 'no hint button between people');
      // Ana plays a quiet move although c1 could capture: c1 is at fault
      let v = Number(await ana.page.getByTestId('room').getAttribute('data-version'));
      await ana.page.getByTestId('sq-a1').click();
      await ana.page.getByTestId('sq-a2').click();
      await bia.page.waitForFunction((x) => Number(document.querySelector('[data-testid=room]')?.dataset.version) > x, v);
      await bia.page.locator('[data-testid=sq-c1] .fault').waitFor();
      assert(/c1/.test(await bia.page.getByTestId('damma-status').textContent()), 'the fault is told');
      await shotBoth(env, bia.page, 'damma-fault');
      // Bia huffs it by tapping it
      v = Number(await bia.page.getByTestId('room').getAttribute('data-version'));
      await bia.page.getByTestId('sq-c1').click();
      await bia.page.getByTestId('huff').click();
      await ana.page.waitForFunction((x) => Number(document.querySelector('[data-testid=room]')?.dataset.version) > x, v);
      assertEqual(await ana.page.getByTestId('sq-c1').getAttribute('data-piece'), '', 'the huffed piece is gone');
      assert(/huffed the piece on c1/.test(await ana.page.getByTestId('event-log').textContent()), 'the huff in the log');
      // Ana offers a draw, then moves; Bia accepts
      await ana.page.getByTestId('offer-draw').click();
      await ana.page.getByTestId('draw-pending').waitFor();
      await ana.page.getByTestId('sq-a2').click();
      await ana.page.getByTestId('sq-a3').click();
      await bia.page.getByTestId('draw-offered').waitFor();
      await shotBoth(env, bia.page, 'damma-draw-offered');
      await bia.page.getByTestId('accept-draw').click();
      for (const p of [ana.page, bia.page]) await p.getByTestId('end-report').waitFor();
      assertEqual(await ana.page.getByTestId('damma-end').textContent(), 'Draw by agreement.', 'the draw in English');
      assertEqual(await bia.page.getByTestId('damma-end').textContent(), 'Tablas de común acuerdo.', 'the draw in Spanish');
      assertEqual(await ana.page.getByTestId('winner').textContent(), 'Tie: Ana, Bia', 'a shared result');
    });
  });

  test('dice by position: offered to a table of one, dealt by round and throw, checked so in the browser as by cubilete verify', async () => {
    const url = await base();
    await withPeople(env, [phone(320, 640, 'pt-BR'), phone(390, 844, 'es-AR')], async (bia, eva) => {
      const page = bia.page;
      // With a second seat the option is not offered: the server would refuse it.
      await page.goto(`${url}/`);
      await page.getByTestId('game-crag').check();
      await page.locator('details.variant > summary').click();
      assertEqual(await page.getByTestId('opt-dice').count(), 0, 'no dice by position for two seats');
      await page.locator('button', { hasText: '✕' }).last().click();
      await page.getByTestId('opt-dice').waitFor();
      const labels = await page.getByTestId('opt-dice').locator('option').allTextContents();
      assert(labels.some((l) => /mesmos para todos/.test(l)), `the choice in Portuguese: ${labels}`);
      await page.getByTestId('opt-dice').selectOption('duplicate');
      await shotSizes(env, page, 'dice-by-position-option-pt-BR', 'opt-dice');
      const code = await createTable(page, url, { game: 'crag', others: [], name: 'Bia', rules: { dice: 'duplicate' } });
      await playToEnd([page], categoryDecision);
      await page.getByTestId('check-dice').click();
      await page.locator('[data-testid=verify-result][data-ok=true]').waitFor();
      const said = await page.getByTestId('check-throws').textContent();
      assert(/rodada e jogada/.test(said), `the check says it dealt by round and throw: ${said}`);
      await shotSizes(env, page, 'dice-by-position-check-pt-BR', 'check-throws');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-record').click()]);
      const file = join(env.scratch, download.suggestedFilename());
      await download.saveAs(file);
      const engine = JSON.parse(spawnSync(env.bin, ['verify', file, '--json'], { encoding: 'utf8' }).stdout);
      assert(engine.ok && engine.checked.some((l) => /at its round and throw/.test(l)), `cubilete verify deals by position too: ${engine.failure}`);
      const record = JSON.parse(readFileSync(file, 'utf8'));
      assertEqual([record.rules.dice, record.positions[0]], ['duplicate', [1, 1]], `room ${code}: the rule and the positions are in the record`);
      // A throw said to come from another round: the browser and the engine both refuse it.
      record.positions[0] = [2, 1];
      const moved = join(env.scratch, 'moved-position.json');
      writeFileSync(moved, JSON.stringify(record).replace(/"seed":\d+/, `"seed":${readFileSync(file, 'utf8').match(/"seed":\s*(\d+)/)[1]}`));
      await eva.page.goto(`${url}/verify`);
      await eva.page.getByTestId('record-file').setInputFiles(moved);
      await eva.page.locator('[data-testid=verify-result][data-ok=false]').waitFor();
      const why = await eva.page.getByTestId('check-throws').textContent();
      assert(/rondas y tiros/.test(why), `the browser says the positions do not follow a game's turns: ${why}`);
      await shotSizes(env, eva.page, 'dice-by-position-moved-es-AR', 'check-throws');
      assertEqual(spawnSync(env.bin, ['verify', moved]).status, 1, 'cubilete verify refuses it too');
    });
  });

  test('farkle of a fixed number of turns: the table counts the turns, with no target, to the end', async () => {
    const url = await base();
    await withPeople(env, [phone(320, 640, 'es-AR'), phone(390, 844, 'pt-BR')], async (eva, bia) => {
      // The first turn, or the second when the first throw was a farkle (it ends the turn at once).
      for (const [person, turnWords] of [[eva, /^Turno [12] de 2$/], [bia, /^Vez [12] de 2$/]]) {
        const page = person.page;
        await createTable(page, url, { game: 'farkle', others: [], rules: { turns: 2, entry: 0, dice: 'duplicate' } });
        await page.getByTestId('farkle-turn').waitFor();
        const said = await page.getByTestId('farkle-turn').textContent();
        assert(turnWords.test(said), `the turn is counted: ${said}`);
        await shotSizes(env, page, `farkle-turns-${person === eva ? 'es-AR' : 'pt-BR'}`, 'farkle-table');
        await playToEnd([page], (p) => farkleDecision(p));
        assert(/2/.test(await page.getByTestId('farkle-turn').textContent()), 'the last turn shown at the end');
      }
    });
  });

  test('fairness: the browser\'s check agrees with cubilete verify on the downloaded record and fails where it fails on tampered ones', async () => {
    const url = await base();
    await withPeople(env, [EN], async (ana) => {
      const page = ana.page;
      const code = await createTable(page, url, { game: 'ataque_yankee', others: ['bot:random'], name: 'Ana', rules: { target: 20 } });
      const commitment = await page.getByTestId('commitment').textContent();
      assert(/^[0-9a-f]{64}$/.test(commitment), `the commitment from the start: ${commitment}`);
      await playToEnd([page], throwsOnly);
      await page.getByTestId('check-dice').click();
      await page.getByTestId('verify-result').waitFor();
      assertEqual(await page.getByTestId('verify-result').getAttribute('data-ok'), 'true', 'the browser finds the dice fair');
      assertEqual(await page.getByTestId('server-seed').evaluate((e) => e.textContent.length), 64, 'the server seed revealed');
      await shotBoth(env, page, 'fairness');
      // the record as downloaded, checked by the engine
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-record').click()]);
      assertEqual(download.suggestedFilename(), `cubilete-ataque_yankee-${code}.json`, 'the file name the command line shows');
      assert((await page.getByTestId('verify-command').textContent()).includes(download.suggestedFilename()), 'the command names the file');
      const file = join(env.scratch, download.suggestedFilename());
      await download.saveAs(file);
      const verify = (f) => {
        const r = spawnSync(env.bin, ['verify', f, '--json'], { encoding: 'utf8' });
        return { status: r.status, ...JSON.parse(r.stdout) };
      };
      const engine = verify(file);
      assertEqual([engine.status, engine.ok], [0, true], 'cubilete verify passes the downloaded record');
      const throws = Number(engine.checked.find((l) => /chance outcomes/.test(l)).match(/each of the (\d+) chance/)[1]);
      const shown = await page.getByTestId('check-throws').textContent();
      assert(shown.includes(`All ${throws} throws`), `the browser checked as many throws as the engine (${throws}): ${shown}`);
      assert(JSON.parse(execFileSync(env.bin, ['replay', file, '--json'], { encoding: 'utf8' })).terminal, 'cubilete replay reads it');

      // tampered records, checked on the /verify page and by the engine
      const original = readFileSync(file, 'utf8');
      const record = JSON.parse(original);
      const k = record.actions.findIndex((a) => a.startsWith('throw '));
      const dice = record.actions[k].slice(6).split('-').map(Number);
      dice[0] = dice[0] === 1 ? 2 : 1;
      const tampered = original.replace(`"${record.actions[k]}"`, `"throw ${dice.sort((a, b) => a - b).join('-')}"`);
      const seedFlipped = original.replace(record.server_seed, (record.server_seed[0] === 'a' ? 'b' : 'a') + record.server_seed.slice(1));
      await page.goto(`${url}/verify`);
      for (const [name, text, failing] of [['tampered-throw', tampered, 'check-throws'], ['tampered-seed', seedFlipped, 'check-commitment']]) {
        const f = join(env.scratch, `${name}.json`);
        writeFileSync(f, text);
        await page.getByTestId('record-file').setInputFiles(f);
        // The check that fails for this file, not the page's result: the result of the file
        // before (false too) is still on the page until this one's is shown.
        await page.locator(`[data-testid=${failing}][data-ok=false]`).waitFor();
        await page.locator('[data-testid=verify-result][data-ok=false]').waitFor();
        assertEqual(await page.getByTestId(failing).getAttribute('data-ok'), 'false', `${name}: the browser's ${failing} fails`);
        const e = verify(f);
        assertEqual([e.status, e.ok], [1, false], `${name}: cubilete verify fails too`);
        if (name === 'tampered-throw') {
          const at = e.failure.match(/record action (\d+) is '[^']*' but the seed deals 'throw ([1-6-]+)'/);
          assert(at, `the engine names the action: ${e.failure}`);
          assertEqual(await page.getByTestId('check-throws').getAttribute('data-action'), at[1], 'both name the same action');
          assertEqual(await page.getByTestId('check-throws').getAttribute('data-dealt'), at[2], 'both deal the same dice there');
          await shotBoth(env, page, 'verify-tampered');
        } else {
          assert(/commitment mismatch/.test(e.failure), `the engine finds the commitment wrong: ${e.failure}`);
        }
      }
    });
  });
}
