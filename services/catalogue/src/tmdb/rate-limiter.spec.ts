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
