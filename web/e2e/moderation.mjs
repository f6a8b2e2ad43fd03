// The browser test of reports and moderation: a player reports another's chat line and
// seat from the table (a reason, a few words, a confirmation) in pt-BR and es-AR; `cubilete admin`
// run against the server's store reads the reports, mutes one player (the muted line is refused
// in words) and removes a line (everyone sees "removed by a moderator" in their language), then
// closes the room (both pages say so and lead back to the lobby). Each
// moment is shot at 320x640, 390x844, 844x390 and 1366x768.
import { spawnSync } from 'node:child_process';
import { assert, assertEqual, test } from './lib/runner.mjs';
import { shotSizes, withPeople } from './lib/session.mjs';
import { createTable, joinByLink } from './lib/ui.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const PT = { locale: 'pt-BR', device: PHONE };
const ES = { locale: 'es-AR', device: { viewport: { width: 1366, height: 768 } } };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function registerModerationTests(env) {
  test('moderation: a player reports a chat line and a seat; a mute and a removed line reach the table (pt-BR, es-AR)', async () => {
    const server = await env.server();
    const admin = (...args) => {
      const r = spawnSync(env.bin, ['admin', '--db', server.db, '--as', 'e2e', ...args], { encoding: 'utf8' });
      assertEqual(r.status, 0, `admin ${args.join(' ')}: ${r.stdout}${r.stderr}`);
      return r.stdout;
    };
    await withPeople(env, [PT, ES], async (ana, bia) => {
      const code = await createTable(ana.page, server.url, { game: 'general', others: ['friend'], name: 'Ana' });
      await joinByLink(bia.page, `${server.url}/r/${code}`, 'Bia');
      const say = async (page, text) => {
        await page.getByTestId('chat-input').fill(text);
        await page.getByTestId('chat-input').press('Enter');
      };
      await say(ana.page, 'vocês são péssimos');
      await bia.page.getByTestId('chat').getByText('vocês são péssimos').waitFor();

      // Bia reports Ana's line: a reason, a few words, the confirmation, then thanks.
      await bia.page.getByTestId('chat-report').first().click();
      const dialog = bia.page.getByTestId('report-dialog');
      await dialog.waitFor();
      assert(/Denunciar este mensaje de Ana/.test(await dialog.textContent()), await dialog.textContent());
      assertEqual(await bia.page.getByTestId('report-next').isDisabled(), true, 'a reason first');
      await bia.page.getByTestId('report-reason-abuse').check();
      await bia.page.getByTestId('report-text').fill('nos insulta');
      await shotSizes(env, bia.page, 'moderation-report-es', 'report-dialog');
      await bia.page.getByTestId('report-next').click();
      assert(/¿Mandar esta denuncia sobre Ana\?/.test(await dialog.textContent()), await dialog.textContent());
      await shotSizes(env, bia.page, 'moderation-report-confirm-es', 'report-dialog');
      await bia.page.getByTestId('report-send').click();
      await bia.page.getByTestId('report-sent').waitFor();
      await bia.page.getByRole('button', { name: 'Cerrar' }).click();
      assertEqual(await dialog.count(), 0, 'the dialog closes');

      // Ana reports Bia's seat, in Portuguese.
      assertEqual(await ana.page.getByTestId('chat-report').count(), 0, 'nobody reports their own line');
      await ana.page.getByTestId('seat-report').click();
      const hers = ana.page.getByTestId('report-dialog');
      assert(/Denunciar Bia/.test(await hers.textContent()), await hers.textContent());
      await ana.page.getByTestId('report-reason-name').check();
      await shotSizes(env, ana.page, 'moderation-report-pt', 'report-dialog');
      await ana.page.getByTestId('report-next').click();
      await ana.page.getByTestId('report-send').click();
      await ana.page.getByTestId('report-sent').waitFor();
      await ana.page.getByRole('button', { name: 'Fechar' }).click();

      const reports = admin('reports', '--open');
      assert(/vocês são péssimos/.test(reports) && /says: nos insulta/.test(reports), reports);
      assert(/reported Bia \(seat 1\) for name/.test(reports), reports);

      // A mute: Ana's next line is refused, in words; Bia may still talk.
      admin('--reason', 'insults', 'mute', '127.0.0.1', '--for', '10m');
      await sleep(1200);
      await say(ana.page, 'e agora?');
      const notice = ana.page.getByTestId('chat-notice');
      await notice.waitFor();
      assert(/Um moderador silenciou você/.test(await notice.textContent()), await notice.textContent());
      assertEqual(await ana.page.getByTestId('chat').getByText('e agora?').count(), 0, 'the muted line is not shown');
      await shotSizes(env, ana.page, 'moderation-muted-pt', 'chat');
      admin('unmute', '127.0.0.1');

      // The line removed: both pages show its place, not its words.
      const id = /chat line (\d+):/.exec(reports)[1];
      admin('--reason', 'insult', 'delete-chat', code, id);
      await bia.page.getByTestId('chat-removed').waitFor();
      assert(/eliminado por un moderador/.test(await bia.page.getByTestId('chat').textContent()), 'es-AR says it');
      await ana.page.getByTestId('chat-removed').waitFor();
      assert(!/péssimos/.test(await bia.page.getByTestId('chat').textContent()), 'the words are gone');
      await shotSizes(env, bia.page, 'moderation-removed-es', 'chat');
      assert(/delete-chat room/.test(admin('log')), 'the admin log has it');
      // The room closed: both pages say so in their language and lead back to the lobby, not to
      // a room that is no more.
      admin('--reason', 'abuse', 'close-room', code);
      await ana.page.getByTestId('closed-home').waitFor();
      assert(/Um moderador fechou esta mesa/.test(await ana.page.getByTestId('error').textContent()), 'pt-BR says it');
      await bia.page.getByTestId('closed-home').waitFor();
      assert(/Un moderador cerró esta mesa/.test(await bia.page.getByTestId('error').textContent()), 'es-AR says it');
      await shotSizes(env, bia.page, 'moderation-closed-es', 'error');
      await bia.page.getByTestId('closed-home').click();
      await bia.page.waitForURL((u) => new URL(u).pathname === '/');
    });
  }, { timeout: 120000 });

  test('moderation: a one-time reset link sets a new password once (pt-BR, es-AR)', async () => {
    const server = await env.server();
    const signup = await fetch(`${server.url}/api/account/signup`, {
      method: 'POST', body: JSON.stringify({ name: 'carla', password: 'an old password' }),
    });
    assertEqual(signup.status, 201, 'the account');
    const issued = spawnSync(env.bin, ['admin', '--db', server.db, 'reset-link', 'carla', '--url', server.url], { encoding: 'utf8' });
    assertEqual(issued.status, 0, issued.stderr);
    const link = issued.stdout.trim();
    assert(link.startsWith(`${server.url}/reset#`), link);
    await withPeople(env, [PT, ES], async (carla, other) => {
      await carla.page.goto(link);
      await carla.page.getByTestId('reset-password').fill('a brand new password');
      await shotSizes(env, carla.page, 'moderation-reset-pt', 'reset-page');
      await carla.page.getByTestId('reset-submit').click();
      await carla.page.getByTestId('reset-done').waitFor();
      assertEqual(new URL(carla.page.url()).hash, '', 'the used token leaves the address bar');
      await shotSizes(env, carla.page, 'moderation-reset-done-pt', 'reset-page');
      // Used once: the same link again is refused in words.
      await other.page.goto(link);
      await other.page.getByTestId('reset-password').fill('yet another password');
      await other.page.getByTestId('reset-submit').click();
      const error = other.page.getByTestId('reset-error');
      await error.waitFor();
      assert(/ya se usó o venció/.test(await error.textContent()), await error.textContent());
      await shotSizes(env, other.page, 'moderation-reset-used-es', 'reset-page');
    });
    const signin = await fetch(`${server.url}/api/account/signin`, {
      method: 'POST', body: JSON.stringify({ name: 'carla', password: 'a brand new password' }),
    });
    assertEqual(signin.status, 200, 'the new password signs in');
  }, { timeout: 60000 });
}
