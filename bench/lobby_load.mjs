#!/usr/bin/env node
// The lobby under load (issue 30, closing note): SOCKETS lobby sockets watch the list on one
// instance while RATE public tables a second open and fill (two seats: created, then joined), for
// SECONDS. Each socket times the table_added and table_removed of every table from the moment its
// request was sent; the figures are the delay's percentiles over every (socket, message), and how
// many never came. A benchmark, outside the pass/fail tests. Run it holding the CPU lock:
//   flock /tmp/cubilete-cpu.lock node --experimental-websocket bench/lobby_load.mjs build/cubilete \
//     [SOCKETS=2000] [RATE=200] [SECONDS=10]
// The client runs on the same machine as the server and shares its cores.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../web/e2e/lib/server.mjs';

const [bin = 'build/cubilete', socketsArg = '2000', rateArg = '200', secondsArg = '10'] = process.argv.slice(2);
const SOCKETS = Number(socketsArg), RATE = Number(rateArg), SECONDS = Number(secondsArg);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const scratch = mkdtempSync(join(tmpdir(), 'cubilete-lobby-load-'));
writeFileSync(join(scratch, 'index.html'), '<!doctype html><title>load</title>');  // serve wants a page
const server = await startServer({
  bin, db: join(scratch, 'load.db'), web: scratch,
  args: ['--public-tables-per-address', '0', '--max-rooms', '1000000', '--threads', '2'],
});
const ws = server.url.replace('http:', 'ws:');

// When each table's news was asked for ("added ROOM": its creation was sent; "removed ROOM": its
// join was sent), and when each socket got it (the news may come before the HTTP answer names
// the room: the arrivals are kept and timed at the end).
const sentAt = new Map();
const arrivals = new Map();  // key -> Float64Array of arrival times, one per socket
let received = 0;
const onMessage = (text) => {
  const now = performance.now();
  const m = JSON.parse(text);
  const key = m.type === 'table_added' ? `added ${m.table.room}` : m.type === 'table_removed' ? `removed ${m.room}` : null;
  if (!key) return;
  let times = arrivals.get(key);
  if (!times) arrivals.set(key, (times = { n: 0, at: new Float64Array(SOCKETS) }));
  if (times.n < SOCKETS) times.at[times.n++] = now;
  received++;
};

const sockets = [];
for (let i = 0; i < SOCKETS; i++) {
  const s = new WebSocket(`${ws}/ws?lobby=1`);
  s.onmessage = (e) => onMessage(String(e.data));
  sockets.push(new Promise((resolve, reject) => { s.onopen = () => resolve(s); s.onerror = reject; }));
  if (i % 100 === 99) await sleep(20);  // the kernel's accept queue
}
const open = await Promise.all(sockets);
await sleep(500);

const post = (path, body) => fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  .then((r) => r.json());
let tables = 0, failures = 0;
const started = performance.now();
const work = [];
while (performance.now() - started < SECONDS * 1000) {
  const due = Math.floor(((performance.now() - started) / 1000) * RATE);
  for (; tables < due; tables++) {
    const t0 = performance.now();
    work.push(post('/api/rooms', { game: 'generala', seats: [{}, {}], public: true, language: 'es-AR' }).then(async (made) => {
      if (!made.room) throw new Error(JSON.stringify(made));
      sentAt.set(`added ${made.room}`, t0);
      sentAt.set(`removed ${made.room}`, performance.now());
      const joined = await post(`/api/rooms/${made.room}/join`, {});
      if (!joined.token) throw new Error(JSON.stringify(joined));
    }).catch(() => failures++));
  }
  await sleep(5);
}
await Promise.all(work);
await sleep(3000);  // the last news on its way
for (const s of open) s.close();
await server.stop();
rmSync(scratch, { recursive: true, force: true });

const delays = [];
for (const [key, times] of arrivals) {
  const at = sentAt.get(key);
  if (at !== undefined) for (let i = 0; i < times.n; i++) delays.push(times.at[i] - at);
}
delays.sort((a, b) => a - b);
const q = (p) => (delays.length ? delays[Math.min(delays.length - 1, Math.floor(p * delays.length))] : NaN);
const expected = (tables - failures) * 2 * SOCKETS;
console.log(JSON.stringify({
  sockets: SOCKETS, tables_per_second: RATE, seconds: SECONDS, tables, failed_requests: failures,
  messages_expected: expected, messages_received: received, timed: delays.length,
  delay_ms: { p50: q(0.5), p90: q(0.9), p99: q(0.99), max: delays.at(-1) },
  tables_achieved_per_second: (tables - failures) / SECONDS,
}));
