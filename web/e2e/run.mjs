#!/usr/bin/env node
// The browser tests: starts a real `cubilete serve` (127.0.0.1, free port, temporary SQLite file,
// --bot-delay 0) serving web/dist, drives Debian's chromium through the UI, stops everything.
// Usage: npm run e2e [-- NAME-FILTER]; CUBILETE_BIN overrides the binary (default ../build/cubilete).
// Screenshots go to web/e2e/out/ (not committed).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './lib/browser.mjs';
import { runAll } from './lib/runner.mjs';
import { startServer } from './lib/server.mjs';
import { registerTests } from './tests.mjs';
import { registerTableTests } from './tables.mjs';
import { registerChanceTests } from './chances.mjs';
import { registerExpectTests } from './expect.mjs';
import { registerPhoneTests } from './phone.mjs';
import { registerPeopleTests } from './people.mjs';
import { registerAnalysisTests } from './analysis.mjs';
import { registerAccountTests } from './accounts.mjs';
import { registerHttpsTests } from './https.mjs';
import { registerDamma9Tests } from './damma9.mjs';
import { registerModerationTests } from './moderation.mjs';
import { registerLobbyTests } from './lobby.mjs';
import { registerProfileTests } from './profiles.mjs';
import { registerCoveredTests } from './covered.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const bin = process.env.CUBILETE_BIN ?? join(here, '..', '..', 'build', 'cubilete');
const web = join(here, '..', 'dist');
const out = join(here, 'out');
for (const [what, path] of [['the cubilete binary (make build)', bin], ['the built app (npm run build)', join(web, 'index.html')]])
  if (!existsSync(path)) {
    console.error(`e2e: missing ${what}: ${path}`);
    process.exit(2);
  }
mkdirSync(out, { recursive: true });
const scratch = mkdtempSync(join(tmpdir(), 'cubilete-e2e-'));
const verbose = !!process.env.E2E_VERBOSE;

const servers = [];
const env = {
  bin, web, out, scratch,
  /** A server of its own on a fresh store; `port` to come back on the same address after a stop; `env` for its environment; `args` for more flags. */
  async server({ db = join(scratch, `store-${servers.length}.db`), port = 0, env = {}, args = [] } = {}) {
    const s = await startServer({ bin, db, web, port, env, args, log: verbose ? (t) => process.stderr.write(`[serve] ${t}`) : undefined });
    servers.push(s);
    return { ...s, db };
  },
  browser: null,
  /** A function giving the address of a server of its own, started the first time it is asked (a file of tests shares one). */
  lazyServer(options = {}) {
    let started;
    return async () => (started ??= await env.server(options)).url;
  },
};

let ok = false;
try {
  env.browser = await launchBrowser();
  registerTests(env);
  registerTableTests(env);
  registerChanceTests(env);
  registerExpectTests(env);
  registerPhoneTests(env);
  registerPeopleTests(env);
  registerLobbyTests(env);
  registerAnalysisTests(env);
  registerAccountTests(env);
  registerHttpsTests(env);
  registerDamma9Tests(env);
  registerModerationTests(env);
  registerProfileTests(env);
  registerCoveredTests(env);
  ok = await runAll(process.argv[2]);
} catch (e) {
  console.error(e);
} finally {
  await env.browser?.close().catch(() => {});
  for (const s of servers) await s.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
