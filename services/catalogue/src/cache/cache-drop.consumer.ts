import type { Infrastructure } from '@streaming/platform';
import type { CatalogueCache } from './catalogue-cache.js';

/**
 * Drops the cached reads a `catalogue.*` event makes stale. One durable consumer for all replicas
 * (Redis is shared); dropping twice is harmless, so no inbox is needed.
 */
export function startCacheDropConsumer(infra: Infrastructure, cache: CatalogueCache) {
  return infra.consume({
    durable: 'catalogue-cache-drop',
    filters: ['catalogue.>'],
    batchSize: 200,
    handle: (events) => cache.dropFor(events),
  });
}
