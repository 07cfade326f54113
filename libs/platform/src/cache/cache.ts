import { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.js';

/** ioredis with a short command timeout and no offline queue: when Redis is down, calls fail fast. */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    commandTimeout: 200,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
  // Errors are reported through the calls that fail; this keeps ioredis from printing each reconnect.
  redis.on('error', () => undefined);
  return redis;
}

/**
 * Cache-aside helper. Every method swallows Redis errors: a missing cache means the caller goes
 * to PostgreSQL, never that the request hangs or fails.
 */
export class Cache {
  constructor(
    readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  key(...parts: Array<string | number>): string {
    return `${this.prefix}${parts.join(':')}`;
  }

  async get<T>(key: string): Promise<T | undefined> {
    try {
      const raw = await this.redis.get(key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    } catch (err) {
      this.logger.debug({ err: (err as Error).message, key }, 'cache get skipped');
      return undefined;
    }
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    try {
      await this.redis.set(key, JSON.stringify(value), 'EX', ttlSeconds);
    } catch (err) {
      this.logger.debug({ err: (err as Error).message, key }, 'cache set skipped');
    }
  }

  async del(...keys: string[]): Promise<void> {
    if (!keys.length) return;
    try {
      await this.redis.del(...keys);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, keys }, 'cache del failed');
    }
  }

  /** Deletes every key under a prefix (SCAN, never KEYS). */
  async delByPrefix(prefix: string): Promise<void> {
    try {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await this.redis.del(...keys);
      } while (cursor !== '0');
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, prefix }, 'cache prefix drop failed');
    }
  }

  /** Adds `member` to the set `key` and gives the set `ttlSeconds` to live (a tracking index of other keys). */
  async addToSet(key: string, member: string, ttlSeconds: number): Promise<void> {
    try {
      await this.redis.multi().sadd(key, member).expire(key, ttlSeconds).exec();
    } catch (err) {
      this.logger.debug({ err: (err as Error).message, key }, 'cache set add skipped');
    }
  }

  /**
   * Takes every member out of the set `key` and answers them (SPOP, so a member added meanwhile is
   * either answered now or kept for the next call, never lost). Redis down: what was taken so far.
   */
  async popAll(key: string): Promise<string[]> {
    const members: string[] = [];
    try {
      for (;;) {
        const popped = await this.redis.spop(key, 1000);
        members.push(...popped);
        if (popped.length < 1000) return members;
      }
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, key }, 'cache set pop failed');
      return members;
    }
  }

  async getOrLoad<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const hit = await this.get<T>(key);
    if (hit !== undefined) return hit;
    const value = await load();
    await this.set(key, value, ttlSeconds);
    return value;
  }
}
