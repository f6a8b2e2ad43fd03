// A small test runner for the browser tests. Tests are registered in groups (one per file): a
// group's tests run one after another, in order, since a later one may build on an earlier one's
// server. Groups run side by side on `workers` workers, each taking the next group when it is
// free: a browser test spends most of its time waiting for the page or the server (about 0.4 of a
// core), so two at once take about half the time. Each test has its own time limit; a closing line
// says "N passed, N failed".
const groups = [];
let current = null;

/** Registers the tests `register` adds as one group, run in order. */
export function group(name, register) {
  current = { name, tests: [] };
  groups.push(current);
  try {
    register();
  } finally {
    current = null;
  }
}

export function test(name, fn, { timeout = 180000 } = {}) {
  if (!current) throw new Error(`test "${name}" is registered outside a group`);
  current.tests.push({ name, fn, timeout });
}

async function runOne(t) {
  const start = Date.now();
  let timer;
  try {
    await Promise.race([
      t.fn(),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`timed out after ${t.timeout / 1000} s`)), t.timeout); }),
    ]);
    console.log(`✓ ${t.name} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
    return true;
  } catch (e) {
    console.log(`✗ ${t.name} (${((Date.now() - start) / 1000).toFixed(1)} s)\n  ${e?.stack ?? e}`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the tests whose name holds `filter` (all without one), groups in registration order. */
export async function runAll(filter, { workers = 1 } = {}) {
  const queue = groups
    .map((g) => ({ ...g, tests: g.tests.filter((t) => !filter || t.name.includes(filter)) }))
    .filter((g) => g.tests.length > 0);
  let passed = 0;
  let failed = 0;
  const worker = async () => {
    for (let g; (g = queue.shift());)
      for (const t of g.tests) {
        if (await runOne(t)) passed++;
        else failed++;
      }
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0;
}

export function assert(condition, message) {
  if (!condition) throw new Error(`assertion failed: ${message}`);
}

export function assertEqual(actual, expected, message) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${message}: expected ${e}, got ${a}`);
}
