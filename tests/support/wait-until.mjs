// The one polling helper of the tests, in plain ESM so that the fault tests' and the benchmarks'
// .mjs helpers use it too; tests/support/wait-until.ts gives it to the TypeScript tests, with its types
// (wait-until.d.mts).
import { inspect } from 'node:util';

/**
 * Reads `read()` until `ok(value)` holds and returns the last value read (see wait-until.d.mts).
 * @template T
 * @param {() => T | Promise<T>} read
 * @param {(value: T) => boolean} [ok]
 * @param {{ timeoutMs?: number, intervalMs?: number, what?: string }} [options]
 * @returns {Promise<T>}
 */
export async function waitUntil(read, ok = Boolean, options = {}) {
  const { timeoutMs = 10_000, intervalMs = 100, what = 'the condition' } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let last;
    try {
      const value = await read();
      if (ok(value)) return value;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() >= deadline) {
      const seen = 'value' in last ? `last value: ${show(last.value)}` : `last read failed: ${show(last.error)}`;
      throw new Error(`waited ${timeoutMs} ms for ${what}; ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, Math.max(0, deadline - Date.now()))));
  }
}

function show(value) {
  return inspect(value, { depth: 4, breakLength: Infinity, maxArrayLength: 20, maxStringLength: 500 });
}

/**
 * Waits until this machine's clock is past `epochMs` (see wait-until.d.mts).
 * @param {number} epochMs
 * @returns {Promise<void>}
 */
export async function waitForClockPast(epochMs) {
  await waitUntil(() => Date.now(), (now) => now > epochMs, { timeoutMs: Math.max(0, epochMs - Date.now()) + 1000, intervalMs: 5, what: `the clock to pass ${new Date(epochMs).toISOString()}` });
}
