import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { CatalogueEvents } from '@streaming/contracts';
import type { Infrastructure } from '@streaming/platform';
import type { DataSource } from 'typeorm';
import { CatalogueEnv } from '../config/catalogue.env.js';
import { CatalogueReads } from '../database/catalogue-reads.js';
import { CatalogueCache, LOCAL_TTL_MS } from './catalogue-cache.js';

/** Records what would be dropped in Redis. */
class FakeCache {
  dropped: string[] = [];
  prefixes: string[] = [];
  key = (...parts: Array<string | number>) => `p:${parts.join(':')}`;
  del = async (...keys: string[]) => void this.dropped.push(...keys);
  delByPrefix = async (prefix: string) => void this.prefixes.push(prefix);
  reads: string[] = [];
  sets = new Map<string, Set<string>>();
  addToSet = async (key: string, member: string) => void this.sets.set(key, (this.sets.get(key) ?? new Set()).add(member));
  popAll = async (key: string) => {
    const members = [...(this.sets.get(key) ?? [])];
    this.sets.delete(key);
    return members;
  };
  getOrLoad = async <T>(key: string, _ttl: number, load: () => Promise<T>): Promise<T> => {
    this.reads.push(key);
    return load();
  };
}

/** Reads of a catalogue with a read replica (no query is run here). */
const replicatedReads = () =>
  new CatalogueReads({ options: { type: 'postgres', replication: { master: {}, slaves: [{}] } } } as unknown as DataSource, { primaryAfterChangeMs: 5000 });

const make = (reads = replicatedReads()) => {
  const fake = new FakeCache();
  return { fake, reads, cache: new CatalogueCache({ cache: fake } as unknown as Infrastructure, new CatalogueEnv(), reads) };
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

  it('a drop sends the refills that follow to the primary, not to a replica that may lag', async () => {
    const a = make();
    expect(a.reads.source()).toBe('replica');
    await a.cache.dropFor([{ type: CatalogueEvents.seriesUpdated, data: { id: 's1' } }]);
    expect(a.reads.source()).toBe('primary');
    const b = make();
    await b.cache.dropAll();
    expect(b.reads.source()).toBe('primary');
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

describe('catalogue cache in memory', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('asks Redis once a second for a read, readers meanwhile sharing it', async () => {
    const { fake, cache } = make();
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.list('home', {}, load), cache.list('home', {}, load)]);
    expect(a).toEqual({ n: 1 });
    expect(b).toBe(a);
    now += LOCAL_TTL_MS - 1;
    expect(await cache.list('home', {}, load)).toBe(a);
    expect(fake.reads).toHaveLength(1);
    now += 1;
    expect(await cache.list('home', {}, load)).toEqual({ n: 2 });
    expect(fake.reads).toHaveLength(2);
    // Other queries are other entries.
    expect(await cache.list('movies', { page: 2 }, load)).toEqual({ n: 3 });
  });

  it('forgets everything on a drop, and never keeps a failed read', async () => {
    const { fake, cache } = make();
    let loads = 0;
    const load = async () => ++loads;
    await cache.stats(load);
    await cache.dropFor([{ type: CatalogueEvents.movieUpdated, data: { id: 'm1' } }]);
    expect(await cache.stats(load)).toBe(2);
    await cache.dropAll();
    expect(await cache.stats(load)).toBe(3);
    const failing = () => Promise.reject(new Error('not found'));
    await expect(cache.movie('m1', failing)).rejects.toThrow('not found');
    expect(await cache.movie('m1', async () => 'found')).toBe('found');
    expect(fake.reads.filter((k) => k.endsWith('movie:m1'))).toHaveLength(2);
  });
});

describe('drops after a batch of views', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('tracks the lists whose order or titles depend on views, once stored, and only those', async () => {
    const { fake, cache } = make();
    const load = async () => 'x';
    await cache.list('movies', { sort: 'views', page: 1 }, load);
    await cache.list('genre:drame', { minViews: 100 }, load);
    await cache.list('movies', { excludeSections: 2 }, load);
    await cache.list('home', {}, load);
    await cache.list('movies', { sort: 'recent' }, load);
    await cache.list('series', { sort: 'rating' }, load);
    const tracked = [...(fake.sets.get('p:catalogue:lists:by-views') ?? [])];
    expect(tracked).toHaveLength(4);
    expect(tracked).toContain(cache.keys.list('movies', { sort: 'views', page: 1 }));
    expect(tracked).not.toContain(cache.keys.list('movies', { sort: 'recent' }));
  });

  it('drops, once for the batch, the viewed titles\' pages, the pools and the tracked lists; nothing else, and no read goes to the primary', async () => {
    const { fake, cache, reads } = make();
    await cache.list('movies', { sort: 'views' }, async () => 'x');
    await cache.list('movies', { sort: 'views', page: 2 }, async () => 'x');
    await cache.dropForViews({ movies: ['m1', 'm2', 'm1'], series: ['s1'] });
    expect(fake.prefixes).toEqual([]);
    expect(fake.dropped.sort()).toEqual([
      cache.keys.movie('m1'), cache.keys.movie('m2'), cache.keys.series('s1'),
      cache.keys.list('home', {}), cache.keys.list('movies', { sort: 'views' }), cache.keys.list('movies', { sort: 'views', page: 2 }),
      cache.keys.list('sections:movies', {}), cache.keys.list('sections:series', {}),
    ].sort());
    expect(new Set(fake.dropped).size).toBe(fake.dropped.length);
    // The set was emptied: the next batch drops only what was stored since.
    fake.dropped = [];
    await cache.dropForViews({ movies: ['m3'], series: [] });
    expect(fake.dropped).not.toContain(cache.keys.list('movies', { sort: 'views' }));
    expect(reads.source()).toBe('replica');
  });

  it('forgets in memory the lists that depend on views and the viewed titles, and keeps the others', async () => {
    const { fake, cache } = make();
    jest.spyOn(Date, 'now').mockImplementation(() => 5_000_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.list('movies', { sort: 'views' }, load);
    await cache.list('movies', { sort: 'title' }, load);
    await cache.movie('m1', load);
    await cache.movie('m2', load);
    fake.reads = [];
    await cache.dropForViews({ movies: ['m1'], series: [] });
    await cache.list('movies', { sort: 'views' }, load);
    await cache.list('movies', { sort: 'title' }, load);
    await cache.movie('m1', load);
    await cache.movie('m2', load);
    expect(fake.reads.sort()).toEqual([cache.keys.list('movies', { sort: 'views' }), cache.keys.movie('m1')].sort());
  });
});
