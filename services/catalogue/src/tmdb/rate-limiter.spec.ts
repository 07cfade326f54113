import { describe, expect, it } from '@jest/globals';
import { RateLimiter, retryAfterMs } from './rate-limiter.js';

describe('TMDB rate limiter', () => {
  it('spreads calls evenly at the rate, and refuses a slot past the deadline without taking it', () => {
    let now = 1000;
    const limiter = new RateLimiter(4, () => now);
    expect([limiter.reserve(5000), limiter.reserve(5000), limiter.reserve(5000)]).toEqual([1000, 1250, 1500]);
    expect(limiter.reserve(1600)).toBeNull();
    expect(limiter.reserve(5000)).toBe(1750);
    now = 3000;
    expect(limiter.reserve(3000)).toBe(3000);
  });

  it('keeps the full interval after a call that went late, and holds a caller whose slot came during a pause', () => {
    let now = 1000;
    const limiter = new RateLimiter(5, () => now);
    expect([limiter.reserve(5000), limiter.reserve(5000)]).toEqual([1000, 1200]);
    now = 1018; // the first caller woke 18 ms late
    expect(limiter.go()).toBe(0);
    now = 1200; // the second one on time: 182 ms after the first call, too soon
    expect(limiter.go()).toBe(18);
    now = 1218;
    expect(limiter.go()).toBe(0);
    expect(limiter.reserve(5000)).toBe(1418);
    limiter.pauseUntil(2000);
    now = 1418;
    expect(limiter.go()).toBe(582);
  });

  it('sends nothing before the moment TMDB named, for every caller', () => {
    let now = 0;
    const limiter = new RateLimiter(40, () => now);
    limiter.pauseUntil(2000);
    limiter.pauseUntil(1500);
    expect(limiter.pausedUntilMs).toBe(2000);
    expect(limiter.reserve(1999)).toBeNull();
    expect(limiter.reserve(3000)).toBe(2000);
    now = 5000;
    expect(limiter.reserve(5000)).toBe(5000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    expect(retryAfterMs(' 0 ', 0)).toBe(0);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:05 GMT', 1000)).toBe(4000);
    expect(retryAfterMs(null, 0)).toBe(1000);
    expect(retryAfterMs('bientôt', 0)).toBe(1000);
  });
});
