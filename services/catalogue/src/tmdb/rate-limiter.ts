/**
 * The pace of the calls to TMDB from this process: at most `perSecond` a second (calls are spread
 * evenly, one every 1000/perSecond ms), and none before a moment TMDB named (a 429's Retry-After),
 * for every caller at once. `reserve` answers when the caller may send, or null when that is after
 * its deadline (the caller then gives up without sending). When that moment comes, `go` tells the
 * caller how much longer to wait: a caller that woke late sent later than its slot, and the next one
 * must still leave the full interval after it; a 429 may have come in the meantime.
 */
export class RateLimiter {
  private next = 0;
  private pausedUntil = 0;
  private lastSent = -Infinity;
  private readonly interval: number;

  constructor(
    perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.interval = 1000 / perSecond;
  }

  /** The moment (epoch ms) this call may go, its slot taken; null if that is past `deadline` (nothing taken). */
  reserve(deadline: number): number | null {
    const at = Math.max(this.now(), this.next, this.pausedUntil);
    if (at > deadline) return null;
    this.next = at + this.interval;
    return at;
  }

  /**
   * At a reserved moment: 0 when the call may go now (it is then counted as sent, and the slots not
   * given yet start a full interval after it), else the milliseconds still to wait before asking again.
   */
  go(): number {
    const now = this.now();
    const wait = Math.max(this.lastSent + this.interval, this.pausedUntil) - now;
    if (wait > 0) return wait;
    this.lastSent = now;
    this.next = Math.max(this.next, now + this.interval);
    return 0;
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
