import { describe, expect, it } from '@jest/globals';
import type { Infrastructure } from '@streaming/platform';
import { RateLimiterService, parseLimit } from './rate-limiter.service.js';

/** Redis that always fails, as when it is down: the per-process window must take over. */
const infraWithoutRedis = {
  cache: { key: (...parts: string[]) => parts.join(':') },
  redis: { multi: () => ({ incr() { return this; }, expire() { return this; }, ttl() { return this; }, exec: async () => { throw new Error('down'); } }) },
} as unknown as Infrastructure;

describe('rate limiter', () => {
  it('parses count/seconds', () => {
    expect(parseLimit('5/3600')).toEqual({ count: 5, windowSeconds: 3600 });
  });

  it('still limits when Redis is down, per subject, with a Retry-After', async () => {
    const limiter = new RateLimiterService(infraWithoutRedis);
    const limit = { count: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await limiter.hit('login', 'a@exemple.fr', limit);
    await expect(limiter.hit('login', 'A@exemple.fr', limit)).rejects.toMatchObject({ response: { code: 'RATE_LIMITED', extra: { retryAfter: 60 } } });
    await expect(limiter.hit('login', 'b@exemple.fr', limit)).resolves.toBeUndefined();
  });
});
