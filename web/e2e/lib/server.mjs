// A real `cubilete serve` for the browser tests: on 127.0.0.1, a temporary SQLite file, bots
// without delay, the built app from web/dist; `env` adds to its environment (e.g. CUBILETE_CACHE),
// `args` to its flags (e.g. --claim-after 2).
// Every wait is bounded; stop() always ends it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function startServer({ bin, db, web, port = 0, env = {}, args: extra = [], log = () => {} }) {
  // Every test page comes from 127.0.0.1: the per-address limits (docs/security.md) are off here.
  const noLimits = ['--rooms-per-minute', '--joins-per-minute', '--chats-per-minute', '--connects-per-minute',
    '--sockets-per-address', '--rule-sets-per-hour'].flatMap((flag) => [flag, '0']);
  const args = ['serve', '--host', '127.0.0.1', '--port', String(port), '--db', db, '--bot-delay', '0', '--web', web,
    ...noLimits, ...extra];
  const proc = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    log(String(chunk));
  };
  proc.stdout.on('data', collect);
  proc.stderr.on('data', collect);
  const exited = once(proc, 'exit');

  // "cubilete serve: listening on http://127.0.0.1:PORT/ ..." tells the port (also when it was 0).
  let found = null;
  for (let i = 0; i < 200 && !found; i++) {
    found = output.match(/listening on http:\/\/127\.0\.0\.1:(\d+)\//);
    if (!found) {
      if (proc.exitCode !== null) throw new Error(`cubilete serve exited (${proc.exitCode}):\n${output}`);
      await sleep(50);
    }
  }
  if (!found) {
    proc.kill('SIGKILL');
    throw new Error(`cubilete serve did not say where it listens within 10 s:\n${output}`);
  }
  const url = `http://127.0.0.1:${found[1]}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not accepting yet
    }
    if (i === 99) throw new Error('cubilete serve never answered /healthz');
    await sleep(50);
  }

  return {
    url,
    port: Number(found[1]),
    output: () => output,
    /** Stops the server: SIGTERM (a clean stop) or SIGKILL (a crash); bounded either way. */
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill(signal);
      const timeout = sleep(5000).then(() => 'timeout');
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        proc.kill('SIGKILL');
        await Promise.race([exited, sleep(2000)]);
      }
    },
  };
}
