#!/usr/bin/env node
// The browser tests: starts a real `cubilete serve` (127.0.0.1, free port, temporary SQLite file,
// --bot-delay 0) serving web/dist, drives Debian's Chromium through the UI (lib/browser.mjs says
// which build), stops everything.
// Usage: npm run e2e [-- NAME-FILTER]; CUBILETE_BIN overrides the binary (default ../build/cubilete).
// Screenshots go to web/e2e/out/ (not committed).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, FULL_CHROMIUM, launchBrowser } from './lib/browser.mjs';
import { group, runAll } from './lib/runner.mjs';
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
import { registerDailyTests } from './daily.mjs';
import { registerDuplicateTests } from './duplicate.mjs';
import { registerPuzzleTests } from './puzzles.mjs';
import { registerTournamentTests } from './tournaments.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const bin = process.env.CUBILETE_BIN ?? join(here, '..', '..', 'build', 'cubilete');
const web = join(here, '..', 'dist');
const out = join(here, 'out');
for (const [what, path] of [['the cubilete binary (make build)', bin], ['the built app (npm run build)', join(web, 'index.html')],
  ['chromium-headless-shell (scripts/install-deps.sh)', CHROMIUM], ['chromium (scripts/install-deps.sh)', FULL_CHROMIUM]])
  if (!existsSync(path)) {
    console.error(`e2e: missing ${what}: ${path}`);
    process.exit(2);
  }
mkdirSync(out, { recursive: true });
const scratch = mkdtempSync(join(tmpdir(), 'cubilete-e2e-'));
const verbose = !!process.env.E2E_VERBOSE;
// Groups of tests side by side: E2E_WORKERS=2 took 7.5 minutes here against 8 one after another,
// and on 2 cores a bot's search beside another file's tests can outlast a step's time limit, so
// `make test` runs them one after another (the default, 1).
const workers = Number(process.env.E2E_WORKERS ?? 1);
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`e2e: E2E_WORKERS must be a whole number of at least 1, not "${process.env.E2E_WORKERS}"`);
  process.exit(2);
}

const servers = [];
let fullBrowser = null;
let stores = 0; // named when asked for: two workers may be starting a server at once
const env = {
  bin, web, out, scratch,
  /** A server of its own on a fresh store; `port` to come back on the same address after a stop; `env` for its environment; `args` for more flags. */
  async server({ db = join(scratch, `store-${stores++}.db`), port = 0, env = {}, args = [] } = {}) {
    const s = await startServer({ bin, db, web, port, env, args, log: verbose ? (t) => process.stderr.write(`[serve] ${t}`) : undefined });
    servers.push(s);
    return { ...s, db };
  },
  browser: null,
  /** The full browser, started the first time a test asks for it. */
  fullBrowser() {
    return (fullBrowser ??= launchBrowser(FULL_CHROMIUM));
  },
  /** A function giving the address of a server of its own, started the first time it is asked (a file of tests shares one). */
  lazyServer(options = {}) {
    let started;
    return async () => (started ??= await env.server(options)).url;
  },
};

let ok = false;
try {
  env.browser = await launchBrowser();
  // Longest first (their measured lengths), so that the workers finish about together.
  group('tables', () => registerTableTests(env));
  group('covered', () => registerCoveredTests(env));
  group('tests', () => registerTests(env));
  group('phone', () => registerPhoneTests(env));
  group('profiles', () => registerProfileTests(env));
  group('expect', () => registerExpectTests(env));
  group('lobby', () => registerLobbyTests(env));
  group('chances', () => registerChanceTests(env));
  group('people', () => registerPeopleTests(env));
  group('damma9', () => registerDamma9Tests(env));
  group('moderation', () => registerModerationTests(env));
  group('https', () => registerHttpsTests(env));
  group('analysis', () => registerAnalysisTests(env));
  group('accounts', () => registerAccountTests(env));
  group('daily', () => registerDailyTests(env));
  group('duplicate', () => registerDuplicateTests(env));
  group('puzzles', () => registerPuzzleTests(env));
  group('tournaments', () => registerTournamentTests(env));
  ok = await runAll(process.argv[2], { workers });
} catch (e) {
  console.error(e);
} finally {
  await env.browser?.close().catch(() => {});
  await fullBrowser?.then((b) => b.close()).catch(() => {});
  for (const s of servers) await s.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
