import { describe, expect, it } from '@jest/globals';
import { CatalogueEvents } from '@streaming/contracts';
import type { Infrastructure } from '@streaming/platform';
import { CatalogueEnv } from '../config/catalogue.env.js';
import { CatalogueCache } from './catalogue-cache.js';

/** Records what would be dropped in Redis. */
class FakeCache {
  dropped: string[] = [];
  prefixes: string[] = [];
  key = (...parts: Array<string | number>) => `p:${parts.join(':')}`;
  del = async (...keys: string[]) => void this.dropped.push(...keys);
  delByPrefix = async (prefix: string) => void this.prefixes.push(prefix);
}

const make = () => {
  const fake = new FakeCache();
  return { fake, cache: new CatalogueCache({ cache: fake } as unknown as Infrastructure, new CatalogueEnv()) };
};

describe('catalogue cache keys', () => {
  it('hash queries whatever the property order, ignoring absent values', () => {
    expect(CatalogueCache.hash({ a: 1, b: 'x', c: undefined })).toBe(CatalogueCache.hash({ b: 'x', a: 1 }));
    expect(CatalogueCache.hash({ a: 1 })).not.toBe(CatalogueCache.hash({ a: 2 }));
  });

  it('a film change drops lists, counters, that film and similar lists', async () => {
    const { fake, cache } = make();
    await cache.dropFor([{ type: CatalogueEvents.movieUpdated, data: { id: 'm1' } }]);
    expect(fake.prefixes.sort()).toEqual(['p:catalogue:lists', 'p:catalogue:similar']);
    expect(fake.dropped.sort()).toEqual(['p:catalogue:item:movie:m1', 'p:catalogue:stats']);
  });

  it('an episode change drops its series page; a genre change drops everything', async () => {
    const a = make();
    await a.cache.dropFor([{ type: CatalogueEvents.episodeCreated, data: { id: 'e1', seriesId: 's1' } }]);
    expect(a.fake.dropped).toContain('p:catalogue:item:series:s1');
    const b = make();
    await b.cache.dropFor([{ type: CatalogueEvents.movieCreated, data: { id: 'm' } }, { type: CatalogueEvents.genreDeleted, data: { id: 'g' } }]);
    expect(b.fake.prefixes).toEqual(['p:catalogue']);
  });
});
