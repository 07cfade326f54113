/**
 * Seconds one address must wait before its next sign-in attempt on one account, after its
 * `attempts`-th attempt in the window: none for the first `free - 1`, then 1, 2, 4, 8… up to `max`.
 * A wait slows guessing without locking the member out: other addresses are not affected.
 */
export function loginWaitSeconds(attempts: number, free: number, max: number): number {
  if (attempts < free) return 0;
  return Math.min(max, 2 ** Math.min(attempts - free, 30));
}
