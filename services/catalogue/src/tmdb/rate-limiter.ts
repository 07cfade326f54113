/**
 * The pace of the calls to TMDB from this process: at most `perSecond` a second (calls are spread
 * evenly, one every 1000/perSecond ms), and none before a moment TMDB named (a 429's Retry-After),
 * for every caller at once. `reserve` answers when the caller may send, or null when that is after
 * its deadline (the caller then gives up without sending).
 */
export class RateLimiter {
  private next = 0;
  private pausedUntil = 0;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The moment (epoch ms) this call may go, its slot taken; null if that is past `deadline` (nothing taken). */
  reserve(deadline: number): number | null {
    const at = Math.max(this.now(), this.next, this.pausedUntil);
    if (at > deadline) return null;
    this.next = at + 1000 / this.perSecond;
    return at;
  }

  /** TMDB asked to wait until `until` (epoch ms): no call goes before. */
  pauseUntil(until: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, until);
  }

  /** When calls may go again after a pause (0 when not paused). */
  get pausedUntilMs(): number {
    return this.pausedUntil;
  }
}

/**
 * A 429's Retry-After in milliseconds from `now`: delay-seconds or an HTTP date (RFC 9110); 1 s when
 * absent or unreadable (TMDB sends seconds).
 */
export function retryAfterMs(header: string | null, now: number): number {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  if (!Number.isNaN(date)) return Math.max(0, date - now);
  return 1000;
}
