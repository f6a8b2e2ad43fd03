// A small test runner for the browser tests: named tests run one after another, each with its own
// time limit, and a closing line "N passed, N failed".
const tests = [];

export function test(name, fn, { timeout = 180000 } = {}) {
  tests.push({ name, fn, timeout });
}

export async function runAll(filter) {
  let passed = 0;
  let failed = 0;
  for (const t of tests) {
    if (filter && !t.name.includes(filter)) continue;
    const start = Date.now();
    let timer;
    try {
      await Promise.race([
        t.fn(),
        new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`timed out after ${t.timeout / 1000} s`)), t.timeout); }),
      ]);
      passed++;
      console.log(`✓ ${t.name} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
    } catch (e) {
      failed++;
      console.log(`✗ ${t.name} (${((Date.now() - start) / 1000).toFixed(1)} s)\n  ${e?.stack ?? e}`);
    } finally {
      clearTimeout(timer);
    }
  }
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
