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
export function waitUntil<T>(read: () => T | Promise<T>, ok?: (value: T) => boolean, options?: WaitOptions): Promise<T>;

/**
 * Waits until this machine's clock (the services' clock too) is past `epochMs`: for a test whose next
 * write must be dated later than an earlier one, or fall in a later second than a token's issue time.
 */
export function waitForClockPast(epochMs: number): Promise<void>;
