import { inspect } from 'node:util';

export interface WaitOptions {
  /** How long to keep reading before failing (default 10 s). */
  timeoutMs?: number;
  /** The pause between two reads (default 100 ms). */
  intervalMs?: number;
  /** What is awaited, in words, for the failure message ("the ban to reach the gateway"). */
  what?: string;
}

/**
 * The one polling helper of the tests: reads `read()` until `ok(value)` holds, and returns the last value read.
 * Without `ok`, waits for a truthy value. A read that throws counts as not yet (the error is kept for the
 * message). On timeout it fails saying what was awaited and the last value (or error) seen.
 * Use it for anything that happens asynchronously (events reaching a cache, a row written by a consumer,
 * a mail arriving) instead of a fixed sleep.
 */
export async function waitUntil<T>(read: () => T | Promise<T>, ok: (value: T) => boolean = Boolean, options: WaitOptions = {}): Promise<T> {
  const { timeoutMs = 10_000, intervalMs = 100, what = 'the condition' } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let last: { value: T } | { error: unknown };
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

function show(value: unknown): string {
  return inspect(value, { depth: 4, breakLength: Infinity, maxArrayLength: 20, maxStringLength: 500 });
}
