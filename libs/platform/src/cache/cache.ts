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

/** Tries of one command of a drop that times out (below). */
export const DROP_TRIES = 3;
/** Pause before a drop's command is sent again after a timeout. */
const DROP_PAUSE_MS = 100;

/**
 * One command of a drop, sent again when it timed out: Redis is up but did not answer within the
 * command timeout (busy, or this process's event loop held up past it). A stale copy left behind
 * would be served until its TTL, so a timeout is worth DROP_TRIES tries; other errors (Redis away,
 * no connection) fail at once.
 */
async function dropping<T>(command: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await command();
    } catch (err) {
      if (attempt >= DROP_TRIES || !(err instanceof Error && /timed out/i.test(err.message))) throw err;
      await new Promise((resolve) => setTimeout(resolve, DROP_PAUSE_MS));
    }
  }
}

/**
 * Cache-aside helper. Every method swallows Redis errors: a missing cache means the caller goes
 * to PostgreSQL, never that the request hangs or fails. The drops answer whether they were done.
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

  /**
   * Deletes keys; answers whether they are gone (false: Redis away, or still timing out after
   * DROP_TRIES). A caller that must not leave a stale copy behind (an event's consumer) fails its
   * batch on false, so that the drop is tried again.
   */
  async del(...keys: string[]): Promise<boolean> {
    if (!keys.length) return true;
    try {
      await dropping(() => this.redis.del(...keys));
      return true;
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, keys }, 'cache del failed');
      return false;
    }
  }

  /** Deletes every key under a prefix (SCAN, never KEYS); answers whether they are gone, as `del`. */
  async delByPrefix(prefix: string): Promise<boolean> {
    try {
      let cursor = '0';
      do {
        const [next, keys] = await dropping(() => this.redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500));
        cursor = next;
        if (keys.length) await dropping(() => this.redis.del(...keys));
      } while (cursor !== '0');
      return true;
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, prefix }, 'cache prefix drop failed');
      return false;
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
