// The browser tests of what players expect: Damma saying
// why a tap does nothing, words a new player understands (legends, the fairness details closed,
// the replay's title), "my tables" telling finished from running, held dice surviving a refresh,
// the turn signal in a background tab, the remembered mute, the phone's share sheet. Each state
// is shot at 320x640, 390x844, 844x390 and 1366x768 into e2e/out/.
import { assert, assertEqual, test } from './lib/runner.mjs';
import { shotSizes as shotAt, withPeople } from './lib/session.mjs';
import { categoryDecision, createTable, roomState, waitPast, waitToAct } from './lib/ui.mjs';
import { handThrow, triploDecision } from './lib/games.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const PT = { locale: 'pt-BR', device: PHONE };
const ES = { locale: 'es-AR', device: PHONE };
const shotSizes = (env, page, name, focus) => shotAt(env, page, `expect-${name}`, focus);

/** A page in the background (or back in front), as the Page Visibility API tells it. */
const setHidden = (page, hidden) => page.evaluate((h) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
  document.dispatchEvent(new window.Event('visibilitychange'));
}, hidden);

/** What the page asked of the sound, the buzzer and the share sheet (stubs counting calls). */
function listen() {
  window.__calls = { osc: 0, noise: 0, vibrate: [], share: [] };
  const P = window.BaseAudioContext?.prototype;
  if (P) {
    const osc = P.createOscillator;
    P.createOscillator = function () { window.__calls.osc++; return osc.call(this); };
    const noise = P.createBufferSource;
    P.createBufferSource = function () { window.__calls.noise++; return noise.call(this); };
  }
  navigator.vibrate = (p) => { window.__calls.vibrate.push(p); return true; };
  navigator.share = async (d) => { window.__calls.share.push(d); };
}
const calls = (page) => page.evaluate(() => window.__calls);

export function registerExpectTests(env) {
  const base = env.lazyServer();

  test('expect: damma says why a tap does nothing; legends, the record\'s details closed, the replay\'s title; my tables tell finished from running (pt-BR)', async () => {
    const url = await base();
    await withPeople(env, [PT], async (ana) => {
      const page = ana.page;
      // a5 is boxed in (nowhere to go, nothing to take); a1 may go to a2 or b1
      const start = 'wbb../bb.b./bbb../.b.../w...w w -';
      const over = await createTable(page, url, { game: 'damma', others: ['bot:greedy'], name: 'Ana', rules: { start } });
      await page.getByTestId('damma-board').waitFor();
      await waitToAct(page);
      const reason = async (...squares) => {
        for (const sq of squares) await page.getByTestId(`sq-${sq}`).click();
        return page.getByTestId('tap-reason').textContent();
      };
      assert(/^Essa peça é de .+: toque numa das suas \(brancas\)\.$/.test(await reason('b2')), 'an opponent\'s piece');
      assert(/A peça de a5 não pode se mexer/.test(await reason('a5')), 'a blocked piece');
      assertEqual(await reason('d5'), 'd5 está vazia: primeiro toque numa peça sua.', 'an empty square, nothing picked');
      assertEqual(await reason('a1', 'e3'), 'A peça de a1 não pode ir para e3: os pontos mostram aonde ela pode ir.', 'a square the piece cannot reach');
      assertEqual(await page.locator('.sq.selected').getAttribute('data-testid'), 'sq-a1', 'the piece stays picked');
      await shotSizes(env, page, 'damma-why', 'tap-reason');
      await page.getByTestId('sq-a2').click();
      await page.getByTestId('tap-reason').waitFor({ state: 'detached' });
      assert(/Peças comidas pelas brancas: \d+, pelas pretas: \d+/.test(await page.getByTestId('last-move').textContent()), 'who took whom, in words');
      await waitToAct(page);
      await page.getByTestId('resign').click();
      await page.getByTestId('resign-yes').click();
      await page.getByTestId('end-report').waitFor();
      // the record: the download in plain sight, the command line behind "details"
      const record = page.getByTestId('fairness');
      await record.getByTestId('download-record').waitFor();
      assertEqual(await record.getByTestId('fair-details').evaluate((d) => d.open), false, 'the details start closed');
      assertEqual(await record.locator('pre.command').isVisible(), false, 'no command line for a casual player');
      await record.getByTestId('fair-details').locator('summary').click();
      assert(await record.locator('pre.command').isVisible(), 'the command line for the curious');
      await shotSizes(env, page, 'damma-record', 'fair-details');
      // no share sheet where the browser has none
      if (await page.evaluate(() => typeof navigator.share === 'undefined'))
        assertEqual(await page.getByTestId('share-sheet').count(), 0, 'no share button without a share sheet');
      await page.getByTestId('end-replay').click();
      await page.getByTestId('replay').waitFor();
      assert((await page.locator('.replay h1').textContent()).startsWith('A partida lance a lance: Damma'), 'the replay\'s title in Portuguese');
      // my tables: the finished one and a running one, with who plays there
      const running = await createTable(page, url, { game: 'general', others: ['bot:greedy'], name: 'Ana' });
      await page.getByTestId('room').waitFor();
      await page.goto(`${url}/`);
      const done = page.getByTestId(`recent-${over}`);
      const live = page.getByTestId(`recent-${running}`);
      await page.locator(`[data-testid=recent-${over}][data-status=over]`).waitFor();
      await page.locator(`[data-testid=recent-${running}][data-status=playing]`).waitFor();
      assert(/terminada · com Ana, /.test(await done.getByTestId('recent-status').textContent()), 'the finished table and who played');
      assert(/em andamento · com Ana, /.test(await live.getByTestId('recent-status').textContent()), 'the running table');
      await shotSizes(env, page, 'my-tables', 'recent');
    });
  }, { timeout: 60000 });

  test('expect: held dice survive a refresh; the hint says what it expects; the turn signal in the background; the mute remembered; the share sheet (es-AR)', async () => {
    const url = await base();
    await withPeople(env, [ES], async (bo) => {
      const page = bo.page;
      await bo.context.addInitScript(listen);
      const code = await createTable(page, url, { game: 'generala', others: ['bot:greedy'], name: 'Bo' });
      await waitToAct(page);
      // the hint's numbers, explained
      await page.getByTestId('hint').click();
      await page.getByTestId('hint-measure').waitFor();
      assert((await page.getByTestId('hint-panel').locator('thead').textContent()).includes('total esperado'), 'the column says what is expected');
      assert((await page.getByTestId('hint-measure').textContent()).startsWith('Total esperado: el promedio del total de tu planilla'), 'and a sentence says it');
      await shotSizes(env, page, 'hint-expected', 'hint-measure');
      await page.getByTestId('hint-panel').getByRole('button', { name: 'Ocultar la pista' }).click();
      // two dice held, the page reloaded: still held
      const pressed = () => page.locator('[data-testid^=die-]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-pressed')));
      for (const d of ['die-0', 'die-2']) await page.getByTestId(d).click();
      const version = (await roomState(page)).version;
      await page.reload();
      await waitToAct(page);
      assertEqual(await pressed(), ['true', 'false', 'true', 'false', 'false'], 'held after the refresh');
      assertEqual((await roomState(page)).version, version, 'the same moment of the game');
      const key = `cubilete.held.${code}`;
      assert(await page.evaluate((k) => window.sessionStorage.getItem(k) !== null, key), 'kept in the tab\'s session');
      await page.getByTestId('throw').click();
      await waitPast(page, version);
      await page.waitForFunction((k) => window.sessionStorage.getItem(k) === null, key);
      assert((await calls(page)).noise > 0, 'the dice were heard');
      // the turn comes back while the tab is in the background: title, icon, chime, buzz
      const title = await page.title();
      const icon = () => page.evaluate(() => document.querySelector('link[rel~=icon]').href);
      const plainIcon = await icon();
      await setHidden(page, true);
      for (let i = 0; i < 100; i++) {
        const did = await categoryDecision(page);
        if (did?.startsWith('write')) break;
        if (!did) await page.waitForTimeout(30);
      }
      await page.waitForFunction(() => document.title.startsWith('● Te toca · '));
      assert((await icon()).includes('dc2626'), 'the icon marked');
      const heard = await calls(page);
      assert(heard.osc > 0, 'the chime');
      assertEqual(heard.vibrate.length, 1, 'one buzz');
      await setHidden(page, false);
      assertEqual(await page.title(), title, 'the title back once the tab is in front');
      assertEqual(await icon(), plainIcon, 'the icon back');
      // the mute, remembered; no sound while muted
      await page.getByTestId('sound-toggle').click();
      assertEqual(await page.getByTestId('sound-toggle').getAttribute('aria-pressed'), 'true', 'muted');
      await page.reload();
      await waitToAct(page);
      assertEqual(await page.getByTestId('sound-toggle').getAttribute('aria-pressed'), 'true', 'still muted after a reload');
      const before = await calls(page);
      await page.getByTestId('die-0').click(); // a gesture: sound would be allowed now
      if (await page.getByTestId('throw').isEnabled()) {
        const v = (await roomState(page)).version;
        await page.getByTestId('throw').click();
        await waitPast(page, v);
        assertEqual((await calls(page)).noise, before.noise, 'muted: no dice heard');
      }
      await shotSizes(env, page, 'sound-toggle', 'sound-toggle');
      // the share sheet beside the copy button
      const box = page.locator('details', { has: page.getByTestId('share-sheet') });
      await box.locator('summary').click();
      await page.getByTestId('share-sheet').click();
      await page.waitForFunction(() => window.__calls.share.length === 1);
      const shared = (await calls(page)).share[0];
      assert(shared.url.endsWith(`/r/${code}`), `the room's link shared: ${shared.url}`);
      assertEqual(shared.text, 'Vení a jugar a los dados conmigo en cubilete', 'with a line of text');
      await shotSizes(env, page, 'share', 'share-sheet');
    });
  }, { timeout: 60000 });

  test('expect: the dice chosen survive a refresh at every table that chooses: Farkle\'s set-aside, Triplo Seis\' cup, Matterhorn\'s numbers (pt-BR)', async () => {
    const url = await base();
    await withPeople(env, [PT], async (ana) => {
      const page = ana.page;
      const pressed = (sel) => page.locator(sel).evaluateAll((els) => els.map((e) => `${e.dataset.testid}:${e.getAttribute('aria-pressed')}`));
      /** Plays with `step` until `ready` holds on this page's turn; then what is chosen, reloaded, is still chosen. */
      const survives = async (what, sel, ready, step, choose) => {
        for (let i = 0; i < 60 && !(await ready()); i++) if (!(await step())) await page.waitForTimeout(40);
        assert(await ready(), `${what}: the moment to choose came`);
        await choose();
        const before = await pressed(sel);
        assert(before.some((p) => p.endsWith(':true')), `${what}: something chosen`);
        const { version } = await roomState(page);
        await page.reload();
        await waitToAct(page);
        assertEqual((await roomState(page)).version, version, `${what}: the same moment`);
        assertEqual(await pressed(sel), before, `${what}: still chosen after the refresh`);
      };

      // Farkle: the scoring dice of the first listed set-aside, tapped; the button says their points
      await createTable(page, url, { game: 'farkle', others: ['bot:greedy'], name: 'Ana' });
      const farkleReady = async () => (await roomState(page))?.canAct && (await page.getByTestId('farkle-table').getAttribute('data-phase')) === 'select';
      await survives('farkle', '[data-testid^=die-]', farkleReady, async () => {
        const s = await roomState(page);
        if (!s?.canAct) return false;
        if (await handThrow(page, s)) return true;
        for (const id of ['bank', 'roll']) {
          if (!(await page.getByTestId(id).count()) || !(await page.getByTestId(id).isEnabled())) continue;
          await page.getByTestId(id).click();
          await waitPast(page, s.version);
          return true;
        }
        return false;
      }, async () => {
        const keep = (await page.locator('[data-testid^="choice-keep "]').first().getAttribute('data-testid')).slice('choice-keep '.length).split('-').map(Number);
        const dice = await page.locator('[data-testid^=die-]').evaluateAll((els) => els.map((e) => Number(e.dataset.value)));
        for (const [i, d] of dice.entries()) {
          const at = keep.indexOf(d);
          if (at < 0) continue;
          keep.splice(at, 1);
          await page.getByTestId(`die-${i}`).click();
        }
      });
      assert(await page.getByTestId('set-aside').isEnabled(), 'farkle: set aside at once after the refresh');
      await shotSizes(env, page, 'farkle-held', 'dice');

      // Triplo Seis: believe until the cup is mine to keep from; the highest die kept
      await createTable(page, url, { game: 'triplo_seis', others: ['bot:bluffer', 'bot:bluffer'], name: 'Ana' });
      const triploReady = async () => (await roomState(page))?.canAct && (await page.getByTestId('triplo-table').getAttribute('data-phase')) === 'keep';
      await survives('triplo', '[data-testid^=cup-die-]', triploReady, () => triploDecision(page), async () => {
        const dice = await page.locator('[data-testid^=cup-die-]').evaluateAll((els) => els.map((e) => Number(e.dataset.value)));
        await page.getByTestId(`cup-die-${dice.indexOf(Math.max(...dice))}`).click();
      });
      assert(/1|2/.test(await page.getByTestId('keep-rethrow').textContent()), 'triplo: the button counts the dice still to throw');
      await shotSizes(env, page, 'triplo-held', 'cup');

      // Matterhorn: after the throw, the numbers of the first listed move tapped on my sheet
      await createTable(page, url, { game: 'matterhorn', others: ['bot:optimal'], name: 'Ana' });
      const raceReady = async () => (await roomState(page))?.canAct && (await page.getByTestId('race-table').getAttribute('data-deciding')) === 'true';
      await survives('matterhorn', 'button[data-testid^=race-0-]', raceReady, async () => {
        const s = await roomState(page);
        return s?.canAct && handThrow(page, s);
      }, async () => {
        const move = (await page.locator('[data-testid^="choice-cross "]').first().getAttribute('data-testid')).slice('choice-'.length);
        let row = 1;
        for (const w of move.split(' ').slice(1)) {
          if (w === 'row2') row = 2;
          else await page.getByTestId(`race-0-${row}-${w}`).click();
        }
      });
      assert(await page.getByTestId('cross').isEnabled(), 'matterhorn: cross at once after the refresh');
    });
  }, { timeout: 40000 });

  test('expect: the theme switch goes round the system\'s, light and dark, and is remembered (pt-BR, es-AR)', async () => {
    const url = await base();
    const DARK_ES = { ...ES, colorScheme: 'dark' };
    await withPeople(env, [PT, DARK_ES], async (ana, bia) => {
      const background = (page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const LIGHT = 'rgb(244, 241, 234)', DARK = 'rgb(23, 23, 20)';
      // Ana's system is light: the switch starts on the system's, then light, then dark.
      await ana.page.goto(`${url}/`);
      const toggle = ana.page.getByTestId('theme-toggle');
      assertEqual(await toggle.getAttribute('data-theme-choice'), 'system', 'the system\'s to begin with');
      assertEqual(await background(ana.page), LIGHT, 'a light system, a light page');
      assertEqual(await toggle.getAttribute('aria-label'), 'Tema: o do sistema (toque para claro)', 'the switch says what it is and does');
      await toggle.click();
      assertEqual(await ana.page.evaluate(() => document.documentElement.dataset.theme), 'light', 'light chosen');
      await toggle.click();
      assertEqual(await background(ana.page), DARK, 'dark chosen over a light system');
      await ana.page.reload();
      await ana.page.getByTestId('theme-toggle').waitFor();
      assertEqual(await ana.page.getByTestId('theme-toggle').getAttribute('data-theme-choice'), 'dark', 'remembered');
      assertEqual(await background(ana.page), DARK, 'dark after a reload');
      await shotSizes(env, ana.page, 'theme-dark-pt', 'theme-toggle');
      // Bia's system is dark: the page is dark until she picks light.
      await bia.page.goto(`${url}/`);
      assertEqual(await background(bia.page), DARK, 'a dark system, a dark page');
      await bia.page.getByTestId('theme-toggle').click();
      assertEqual(await background(bia.page), LIGHT, 'light chosen over a dark system');
      await shotSizes(env, bia.page, 'theme-light-es', 'theme-toggle');
    });
  });

  test('expect: multiplicação explains the penalty in its sums (es-AR)', async () => {
    const url = await base();
    await withPeople(env, [ES], async (bo) => {
      const page = bo.page;
      await createTable(page, url, { game: 'multiplicacao', others: ['bot:random'], name: 'Bo' });
      assertEqual(await page.getByTestId('penalty-legend').count(), 0, 'no legend before a penalty');
      for (let i = 0; i < 40 && !(await page.getByTestId('penalty-legend').count()); i++) {
        const s = await roomState(page);
        if (!s?.canAct) {
          await page.waitForTimeout(30);
          continue;
        }
        if (await handThrow(page, s)) continue;
        if (!(await page.getByTestId('mult-decision').count())) continue;
        const stage = await page.getByTestId('mult-table').getAttribute('data-stage');
        await page.getByTestId(stage === 'last' ? 'refuse' : 'accept').click();
        await waitPast(page, s.version);
      }
      await page.getByTestId('penalty-legend').waitFor();
      assert((await page.getByTestId('penalty-legend').textContent()).startsWith('− 3 o − 4 en la cuenta: la multa por tirar de nuevo el último dado'), 'the penalty explained');
      await shotSizes(env, page, 'mult-penalty', 'penalty-legend');
    });
  }, { timeout: 40000 });
}
