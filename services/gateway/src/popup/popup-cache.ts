import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModerationEvents, type ActivePopup } from '@streaming/contracts';
import { Infrastructure } from '@streaming/platform';
import { GatewayEnv } from '../config/gateway.env.js';

/** What a GenerationCache needs of Redis (ioredis answers both). */
export interface GenerationCounter {
  get(key: string): Promise<string | null>;
  incr(key: string): Promise<number>;
}

/** What it needs of the platform's cache-aside helper (Cache: Redis errors become misses). */
export interface AnswerStore {
  key(...parts: string[]): string;
  getOrLoad<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
}

/**
 * One answer shared by every replica through Redis, keyed by a generation number that each change
 * increments. An answer loaded before a change and stored after it lands under the old generation,
 * which nobody reads any more: a slow load can never hide a change (as deleting one key could).
 * With Redis away, every read loads.
 */
export class GenerationCache<T> {
  private readonly generationKey: string;

  constructor(
    private readonly counter: GenerationCounter,
    private readonly store: AnswerStore,
    private readonly name: string,
    private readonly ttlSeconds: number,
  ) {
    this.generationKey = store.key(name, 'generation');
  }

  async get(load: () => Promise<T>): Promise<T> {
    let generation: string | null;
    try {
      generation = await this.counter.get(this.generationKey);
    } catch {
      return load();
    }
    return this.store.getOrLoad(this.store.key(this.name, generation ?? '0'), this.ttlSeconds, load);
  }

  /** Makes every stored answer stale; throws when Redis cannot be told. */
  async drop(): Promise<void> {
    await this.counter.incr(this.generationKey);
  }
}

/**
 * The answer of GET /api/popup (the same for everyone), kept until a popup changes: on
 * `moderation.popup.changed` (a durable consumer: one replica drops it; a drop refused while Redis is
 * away is retried until done) and at once after an admin write through this gateway.
 */
@Injectable()
export class PopupCache implements OnApplicationBootstrap {
  private readonly answers: GenerationCache<ActivePopup>;

  constructor(
    private readonly infra: Infrastructure,
    env: GatewayEnv,
  ) {
    this.answers = new GenerationCache(infra.redis, infra.cache, 'gateway:popup', env.POPUP_CACHE_TTL_SECONDS);
  }

  get(load: () => Promise<ActivePopup>): Promise<ActivePopup> {
    return this.answers.get(load);
  }

  /** After an admin write through this gateway; should Redis refuse now, the event drops it later. */
  async dropAfterWrite(requestId: string): Promise<void> {
    try {
      await this.answers.drop();
    } catch (err) {
      this.infra.logger.warn({ requestId, err }, 'popup cache: drop failed, left to moderation.popup.changed');
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.infra.consume({
      durable: 'gateway-popup-cache',
      filters: [ModerationEvents.popupChanged],
      handle: () => this.answers.drop(),
    });
  }
}
