import { Injectable } from '@nestjs/common';
import { Infrastructure } from '@streaming/platform';
import { HttpProblem } from '../errors/http-problem.js';

export interface Limit {
  count: number;
  windowSeconds: number;
}

/** DECR only a live counter: a missing key must not come back as -1 without expiry. */
const RELEASE_SCRIPT = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0`;

export function parseLimit(spec: string): Limit {
  const [count, windowSeconds] = spec.split('/').map(Number);
  return { count, windowSeconds };
}

/**
 * Fixed-window counters in Redis (INCR + EXPIRE). With Redis down, a per-process window takes
 * over, so limits still hold on one replica rather than vanishing.
 */
@Injectable()
export class RateLimiterService {
  private readonly local = new Map<string, { n: number; resetAt: number }>();

  constructor(private readonly infra: Infrastructure) {}

  /** Throws 429 with retryAfter (seconds) once `limit.count` hits were made in the window. */
  async hit(bucket: string, subject: string, limit: Limit): Promise<void> {
    const key = this.infra.cache.key('ratelimit', bucket, subject.toLowerCase());
    let n: number;
    let ttl: number;
    try {
      const res = await this.infra.redis.multi().incr(key).expire(key, limit.windowSeconds, 'NX').ttl(key).exec();
      if (!res || res.some(([err]) => err)) throw new Error('redis multi failed');
      n = Number(res[0][1]);
      ttl = Number(res[2][1]);
    } catch {
      const now = Date.now();
      const entry = this.local.get(key);
      const current = entry && entry.resetAt > now ? entry : { n: 0, resetAt: now + limit.windowSeconds * 1000 };
      current.n += 1;
      this.local.set(key, current);
      if (this.local.size > 50_000) this.prune(now);
      n = current.n;
      ttl = Math.ceil((current.resetAt - now) / 1000);
    }
    if (n > limit.count) throw HttpProblem.of('RATE_LIMITED', { retryAfter: Math.max(1, ttl) });
  }

  /**
   * Gives back one hit of the current window (a hit taken before knowing whether the attempt counts,
   * e.g. a password check that then succeeded). A window that already ended is left alone.
   */
  async release(bucket: string, subject: string): Promise<void> {
    const key = this.infra.cache.key('ratelimit', bucket, subject.toLowerCase());
    try {
      await this.infra.redis.eval(RELEASE_SCRIPT, 1, key);
    } catch {
      const entry = this.local.get(key);
      if (entry && entry.n > 0) entry.n -= 1;
    }
  }

  private prune(now: number): void {
    for (const [k, v] of this.local) if (v.resetAt <= now) this.local.delete(k);
  }
}
