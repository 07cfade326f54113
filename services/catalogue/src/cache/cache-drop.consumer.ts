import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Infrastructure } from '@streaming/platform';
import { CatalogueCache, isAuditRecord } from './catalogue-cache.js';

/**
 * Drops the cached reads a `catalogue.*` event makes stale: the Redis keys, and the in-process copies
 * of the same CatalogueCache the handlers read through (one instance, injected by Nest). One durable
 * consumer for all replicas (Redis is shared); dropping twice is harmless, so no inbox is needed.
 * A drop Redis did not do (away, or timing out) fails the batch: it is delivered again and the
 * drop tried again, so a stale copy does not outlive Redis's trouble by its TTL.
 * Started once the module is up; Infrastructure.close() stops it.
 */
@Injectable()
export class CacheDropConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly infra: Infrastructure,
    private readonly cache: CatalogueCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.infra.consume({
      durable: 'catalogue-cache-drop',
      filters: ['catalogue.>'],
      maxBatch: 200,
      handle: (events) => this.handle(events),
    });
  }

  /** One batch of catalogue events; the audit records of admin actions change nothing cached (their change's own event drops it). */
  async handle(events: Parameters<CatalogueCache['dropFor']>[0]): Promise<void> {
    const changes = events.filter((e) => !isAuditRecord(e));
    if (changes.length && !(await this.cache.dropFor(changes))) throw new Error('catalogue cache: drop not done in Redis, to try again');
  }
}
