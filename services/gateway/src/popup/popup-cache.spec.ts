import { describe, expect, it } from '@jest/globals';
import type { ActivePopup } from '@streaming/contracts';
import { GenerationCache, type AnswerStore, type GenerationCounter } from './popup-cache.js';

/** Redis as a map; `down` makes every call fail as when Redis is away. */
class FakeRedis implements GenerationCounter, AnswerStore {
  readonly values = new Map<string, unknown>();
  down = false;

  key(...parts: string[]): string {
    return `test:${parts.join(':')}`;
  }

  async get(key: string): Promise<string | null> {
    if (this.down) throw new Error('redis down');
    const value = this.values.get(key);
    return value === undefined ? null : String(value);
  }

  async incr(key: string): Promise<number> {
    if (this.down) throw new Error('redis down');
    const next = Number(this.values.get(key) ?? 0) + 1;
    this.values.set(key, next);
    return next;
  }

  /** As Cache.getOrLoad: a Redis error is a miss, a failed store is skipped. */
  async getOrLoad<T>(key: string, _ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    if (!this.down && this.values.has(key)) return this.values.get(key) as T;
    const value = await load();
    if (!this.down) this.values.set(key, value);
    return value;
  }
}

const popup = (title: string): ActivePopup => ({ popup: { id: '33333333-3333-4333-8333-333333333333', title, content: 'Ligne 1\nLigne 2' } });

describe('the login popup cache', () => {
  it('answers from Redis until a change, then loads again', async () => {
    const redis = new FakeRedis();
    const cache = new GenerationCache<ActivePopup>(redis, redis, 'gateway:popup', 300);
    let loads = 0;
    const load = async () => popup(`v${++loads}`);
    expect(await cache.get(load)).toEqual(popup('v1'));
    expect(await cache.get(load)).toEqual(popup('v1'));
    await cache.drop();
    expect(await cache.get(load)).toEqual(popup('v2'));
    expect(loads).toBe(2);
  });

  it('never serves an answer loaded before a change and stored after it', async () => {
    const redis = new FakeRedis();
    const cache = new GenerationCache<ActivePopup>(redis, redis, 'gateway:popup', 300);
    let release!: () => void;
    const slow = cache.get(() => new Promise<ActivePopup>((resolve) => (release = () => resolve(popup('avant')))));
    await new Promise((resolve) => setImmediate(resolve));
    await cache.drop();
    release();
    expect(await slow).toEqual(popup('avant'));
    expect(await cache.get(async () => popup('après'))).toEqual(popup('après'));
  });

  it('loads on every read while Redis is away, and refuses to drop silently', async () => {
    const redis = new FakeRedis();
    const cache = new GenerationCache<ActivePopup>(redis, redis, 'gateway:popup', 300);
    await cache.get(async () => popup('ancien'));
    redis.down = true;
    let loads = 0;
    const load = async () => popup(`direct ${++loads}`);
    expect(await cache.get(load)).toEqual(popup('direct 1'));
    expect(await cache.get(load)).toEqual(popup('direct 2'));
    await expect(cache.drop()).rejects.toThrow('redis down');
  });
});
