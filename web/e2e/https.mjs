// A game through nginx over https:// and wss:// under the site's security headers:
// deploy/nginx's HTTPS site in front of a server, as tests/deploy/nginx_tls_test.sh starts them and
// names in CUBILETE_HTTPS_URL. Without that address there is nothing to test: the test is not
// registered and says so. Every console error fails it, a CSP violation first of all.
import { DESKTOP } from './lib/browser.mjs';
import { multiplicacaoDecision } from './lib/games.mjs';
import { assert, assertEqual, test } from './lib/runner.mjs';
import { shot } from './lib/session.mjs';
import { createTable, playToEnd } from './lib/ui.mjs';

export function registerHttpsTests(env) {
  const base = process.env.CUBILETE_HTTPS_URL;
  if (!base) {
    console.log('e2e: the https test is skipped: CUBILETE_HTTPS_URL (the address of nginx in front of a server) is not set; the ctest test deploy_nginx_tls sets it');
    return;
  }

  test(`https: a person and a bot play multiplicação through nginx over https:// and wss:// with no console error (${base})`, async () => {
    // The certificate is the test's own self-signed one: the browser is told to accept it.
    const context = await env.browser.newContext({ ...DESKTOP, locale: 'en-US', ignoreHTTPSErrors: true });
    context.setDefaultTimeout(10000);
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // Chromium logs the app's "who am I" question answered 401 (nobody is signed in) as an error:
      // that answer is the protocol's, not a failure; every other error counts.
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/^Failed to load resource: the server responded with a status of 401/.test(msg.text())) errors.push(msg.text());
      });
      // A violation is reported by the console too; the event names the directive for the failure.
      await page.addInitScript(() => document.addEventListener('securitypolicyviolation',
        (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`)));
      const sockets = [];
      page.on('websocket', (ws) => sockets.push(ws.url()));
      const code = await createTable(page, base, { game: 'multiplicacao', others: ['bot:optimal'], name: 'Ana', rules: { rounds: 3 } });
      assertEqual(new URL(page.url()).origin, base, 'the room is on the https:// address');
      const steps = await playToEnd([page], multiplicacaoDecision);
      assert(steps >= 3, `Ana made ${steps} decisions`);
      await page.getByTestId('end-report').waitFor();
      await shot(env, page, 'https-multiplicacao-end');
      assert(sockets.length > 0 && sockets.every((u) => u.startsWith(`wss://${new URL(base).host}/ws`)),
        `the sockets went over wss:// through nginx: ${sockets.join(', ')}`);
      const record = await page.evaluate(async (c) => (await fetch(`/api/rooms/${c}/record`)).json(), code);
      assertEqual(record.game, 'multiplicacao', 'the record is served over https');
      assertEqual(errors, [], 'console errors');
    } finally {
      await context.close();
    }
  }, { timeout: 90000 });
}
