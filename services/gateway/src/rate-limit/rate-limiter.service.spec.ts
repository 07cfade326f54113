import { describe, expect, it } from '@jest/globals';
import type { Infrastructure } from '@streaming/platform';
import type { GatewayEnv } from '../config/gateway.env.js';
import { LoginThrottle } from './login-throttle.service.js';
import { RateLimiterService, parseLimit } from './rate-limiter.service.js';
import { ResetMailThrottle } from './reset-mail-throttle.service.js';

const down = async () => {
  throw new Error('down');
};
/** Redis that always fails, as when it is down: the per-process windows must take over. */
const infraWithoutRedis = {
  cache: { key: (...parts: string[]) => parts.join(':') },
  redis: {
    multi: () => {
      const chain = { incr: () => chain, pexpire: () => chain, pttl: () => chain, get: () => chain, exec: down };
      return chain;
    },
    set: down,
    del: down,
  },
} as unknown as Infrastructure;

const retryAfterOf = async (p: Promise<unknown>): Promise<number> => {
  try {
    await p;
  } catch (err) {
    return (err as { response: { extra: { retryAfter: number } } }).response.extra.retryAfter;
  }
  return 0;
};

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

  it('lets only one of two callers start the same wait', async () => {
    const limiter = new RateLimiterService(infraWithoutRedis);
    expect(await limiter.startWait('w', 'x', 2)).toBe(true);
    expect(await limiter.startWait('w', 'x', 2)).toBe(false);
    await limiter.clear('w', 'x');
    expect(await limiter.startWait('w', 'x', 2)).toBe(true);
  });
});

describe('sign-in throttle', () => {
  const env = { RATE_LIMIT_LOGIN: '5/900', RATE_LIMIT_LOGIN_ADDRESS: '8/900', LOGIN_MAX_DELAY_SECONDS: 900 } as GatewayEnv;

  it('makes one address wait on one account after 5 attempts, without touching other addresses', async () => {
    const throttle = new LoginThrottle(new RateLimiterService(infraWithoutRedis), env);
    for (let i = 0; i < 5; i++) await throttle.admit('1.1.1.1', 'alice@exemple.fr');
    expect(await retryAfterOf(throttle.admit('1.1.1.1', 'alice@exemple.fr'))).toBe(1);
    expect(await retryAfterOf(throttle.admit('1.1.1.1', 'ALICE@exemple.fr'))).toBe(1);
    await expect(throttle.admit('2.2.2.2', 'alice@exemple.fr')).resolves.toBeUndefined();
    await expect(throttle.admit('1.1.1.1', 'bob@exemple.fr')).resolves.toBeUndefined();
  });

  it('forgets the pair after a successful sign-in', async () => {
    const throttle = new LoginThrottle(new RateLimiterService(infraWithoutRedis), env);
    for (let i = 0; i < 5; i++) await throttle.admit('1.1.1.1', 'alice@exemple.fr');
    await throttle.succeeded('1.1.1.1', 'alice@exemple.fr');
    for (let i = 0; i < 4; i++) await expect(throttle.admit('1.1.1.1', 'alice@exemple.fr')).resolves.toBeUndefined();
  });

  it('limits the failures of one address over all accounts', async () => {
    const throttle = new LoginThrottle(new RateLimiterService(infraWithoutRedis), env);
    for (let i = 0; i < 8; i++) {
      await throttle.admit('3.3.3.3', `m${i}@exemple.fr`);
      await throttle.failed('3.3.3.3');
    }
    expect(await retryAfterOf(throttle.admit('3.3.3.3', 'new@exemple.fr'))).toBe(900);
    await expect(throttle.admit('4.4.4.4', 'new@exemple.fr')).resolves.toBeUndefined();
  });
});

describe('reset mail throttle', () => {
  const env = { RATE_LIMIT_RESET_MAIL: '2/3600', RATE_LIMIT_RESET_MAIL_ADDRESS: '4/3600' } as GatewayEnv;

  it('lets one mail a minute go to an address, up to the window count, without refusing anyone', async () => {
    const limiter = new RateLimiterService(infraWithoutRedis);
    const throttle = new ResetMailThrottle(limiter, env);
    expect(await throttle.admit('1.1.1.1', 'alice@exemple.fr')).toBe(true);
    expect(await throttle.admit('2.2.2.2', 'Alice@exemple.fr')).toBe(false);
    expect(await throttle.admit('3.3.3.3', 'bob@exemple.fr')).toBe(true);
    await limiter.clear('reset-mail-gap', 'alice@exemple.fr'); // a minute later
    expect(await throttle.admit('2.2.2.2', 'alice@exemple.fr')).toBe(true);
    await limiter.clear('reset-mail-gap', 'alice@exemple.fr');
    expect(await throttle.admit('2.2.2.2', 'alice@exemple.fr')).toBe(false);
  });

  it('answers 429 to a client address that asks too often, whatever the targets', async () => {
    const throttle = new ResetMailThrottle(new RateLimiterService(infraWithoutRedis), env);
    for (let i = 0; i < 4; i++) await throttle.admit('1.1.1.1', `cible-${i}@exemple.fr`);
    await expect(throttle.admit('1.1.1.1', 'autre@exemple.fr')).rejects.toMatchObject({ response: { code: 'RATE_LIMITED' } });
    expect(await throttle.admit('2.2.2.2', 'autre@exemple.fr')).toBe(true);
  });
});
