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

/** A 429 RATE_LIMITED problem telling the caller when to come back (Retry-After, in whole seconds). */
export function rateLimited(retryAfterSeconds: number): HttpProblem {
  return HttpProblem.of('RATE_LIMITED', { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
}

interface Window {
  n: number;
  resetAt: number;
}

/**
 * Counters and waits in Redis, shared by every gateway replica: fixed windows (INCR + PEXPIRE NX)
 * and waits (SET NX PX). With Redis down, a per-process copy takes over, so limits still hold on one
 * replica rather than vanishing. Subjects (addresses, e-mail addresses) are compared lower-cased.
 */
@Injectable()
export class RateLimiterService {
  private readonly local = new Map<string, Window>();

  constructor(private readonly infra: Infrastructure) {}

  /** Counts one hit; throws 429 with retryAfter (seconds) once `limit.count` hits were made in the window. */
  async hit(bucket: string, subject: string, limit: Limit): Promise<void> {
    const { n, ttlMs } = await this.count(bucket, subject, limit.windowSeconds);
    if (n > limit.count) throw rateLimited(ttlMs / 1000);
  }

  /**
   * Gives back one hit of the current window (a hit taken before knowing whether the attempt counts,
   * e.g. a password check that then succeeded). A window that already ended is left alone.
   */
  async release(bucket: string, subject: string): Promise<void> {
    const key = this.key(bucket, subject);
    try {
      await this.infra.redis.eval(RELEASE_SCRIPT, 1, key);
    } catch {
      const entry = this.live(key, Date.now());
      if (entry && entry.n > 0) entry.n -= 1;
    }
  }

  /** Throws 429 if `limit.count` hits were already counted in the window, without counting this one. */
  async check(bucket: string, subject: string, limit: Limit): Promise<void> {
    const { n, ttlMs } = await this.peek(bucket, subject);
    if (n >= limit.count) throw rateLimited(ttlMs / 1000);
  }

  /** Adds one to the window's counter (started now if none) and returns it with the window's time left. */
  async count(bucket: string, subject: string, windowSeconds: number): Promise<{ n: number; ttlMs: number }> {
    const key = this.key(bucket, subject);
    try {
      const res = await this.infra.redis.multi().incr(key).pexpire(key, windowSeconds * 1000, 'NX').pttl(key).exec();
      if (!res || res.some(([err]) => err)) throw new Error('redis multi failed');
      return { n: Number(res[0][1]), ttlMs: Math.max(0, Number(res[2][1])) };
    } catch {
      const now = Date.now();
      const current = this.live(key, now) ?? { n: 0, resetAt: now + windowSeconds * 1000 };
      current.n += 1;
      this.remember(key, current, now);
      return { n: current.n, ttlMs: current.resetAt - now };
    }
  }

  /** The window's counter and time left, without counting (0 when none is running). */
  async peek(bucket: string, subject: string): Promise<{ n: number; ttlMs: number }> {
    const key = this.key(bucket, subject);
    try {
      const res = await this.infra.redis.multi().get(key).pttl(key).exec();
      if (!res || res.some(([err]) => err)) throw new Error('redis multi failed');
      return { n: Number(res[0][1] ?? 0), ttlMs: Math.max(0, Number(res[1][1])) };
    } catch {
      const entry = this.live(key, Date.now());
      return entry ? { n: entry.n, ttlMs: entry.resetAt - Date.now() } : { n: 0, ttlMs: 0 };
    }
  }

  /**
   * Starts a wait of `seconds` unless one is running. True when this caller started it (it may go
   * ahead); false when another wait is still running. Atomic, so parallel attempts cannot all pass.
   */
  async startWait(bucket: string, subject: string, seconds: number): Promise<boolean> {
    const key = this.key(bucket, subject);
    try {
      return (await this.infra.redis.set(key, '1', 'PX', Math.round(seconds * 1000), 'NX')) === 'OK';
    } catch {
      const now = Date.now();
      if (this.live(key, now)) return false;
      this.remember(key, { n: 1, resetAt: now + seconds * 1000 }, now);
      return true;
    }
  }

  /** Forgets a counter or a wait. */
  async clear(bucket: string, subject: string): Promise<void> {
    const key = this.key(bucket, subject);
    this.local.delete(key);
    try {
      await this.infra.redis.del(key);
    } catch {
      // Redis down: the local copy is gone, and Redis's copy expires by itself
    }
  }

  private key(bucket: string, subject: string): string {
    return this.infra.cache.key('ratelimit', bucket, subject.toLowerCase());
  }

  private live(key: string, now: number): Window | undefined {
    const entry = this.local.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  }

  private remember(key: string, entry: Window, now: number): void {
    this.local.set(key, entry);
    if (this.local.size > 50_000) for (const [k, v] of this.local) if (v.resetAt <= now) this.local.delete(k);
  }
}
