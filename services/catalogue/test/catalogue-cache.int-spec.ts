import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  CatalogueEvents, CataloguePatterns,
} from '@streaming/contracts';
import { loadConfig, RpcClient } from '@streaming/platform';
import { CacheDropConsumer } from '../src/cache/cache-drop.consumer.js';
import { CatalogueCache } from '../src/cache/catalogue-cache.js';
import { startCatalogue } from '../src/catalogue.app.js';
import { CatalogueEnv } from '../src/config/catalogue.env.js';
import { publishSignedEvent } from '../../../tests/support/signed-events.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { day, titles, useCatalogue } from './catalogue-context.js';

// The Redis cache of reads, dropped by catalogue events; every read still answered with Redis down.
const ctx = useCatalogue('cache');
const { names, ids, call } = ctx;

describe('cache', () => {
  const redisKeys = (pattern: string) => ctx.catalogue.infra.redis.keys(`${names.REDIS_PREFIX}${pattern}`);

  it('keeps lists and counters in Redis and drops them on a catalogue event', async () => {
    await call(CataloguePatterns.statsGet);
    const before = await call(CataloguePatterns.seriesList, { sort: 'title' });
    expect((await redisKeys('catalogue:lists:series:*')).length).toBeGreaterThan(0);
    expect(await redisKeys('catalogue:stats')).toHaveLength(1);

    // A change made elsewhere (another replica, a script): cached reads still show the old state...
    const id = await ctx.db.series({ title: 'Arrivée Tardive', created_at: day(30) });
    expect(titles((await call(CataloguePatterns.seriesList, { sort: 'title' })).items)).toEqual(titles(before.items));
    // ...until its event arrives.
    const js = jetstream(ctx.catalogue.infra.nc);
    await publishSignedEvent(js, ctx.catalogue.infra.signing, `${names.EVENTS_PREFIX}.${CatalogueEvents.seriesCreated}`, { id: randomUUID(), type: CatalogueEvents.seriesCreated, occurredAt: new Date().toISOString(), data: { id } });
    await waitUntil(() => call(CataloguePatterns.seriesList, { sort: 'title' }), (p) => titles(p.items).includes('Arrivée Tardive'), { what: 'the new series in the list' });
    expect((await call(CataloguePatterns.statsGet)).series).toBe(6);
    await ctx.db.query(`DELETE FROM series WHERE id = $1`, [id]);
    await publishSignedEvent(js, ctx.catalogue.infra.signing, `${names.EVENTS_PREFIX}.${CatalogueEvents.seriesDeleted}`, { id: randomUUID(), type: CatalogueEvents.seriesDeleted, occurredAt: new Date().toISOString(), data: { id } });
    await waitUntil(() => call(CataloguePatterns.statsGet), (s) => s.series === 5, { what: 'the deleted series out of the counters' });
  });
});

describe('one CatalogueCache per process', () => {
  it("the drop consumer clears the in-process copies the handlers' reads filled, so the next read reaches the database", async () => {
    const { app } = ctx.catalogue;
    const consumer = app.get(CacheDropConsumer);
    expect(Reflect.get(consumer, 'cache')).toBe(app.get(CatalogueCache));

    const read = async () => (await call(CataloguePatterns.moviesGet, { id: ids.m })).title;
    const event = (type: string) => ({ id: randomUUID(), type, occurredAt: new Date().toISOString(), data: { id: ids.m } });
    try {
      expect(await read()).toBe('M le maudit');
      // Changed behind the cache's back: the read is answered from this process's memory (and Redis).
      await ctx.db.query(`UPDATE movies SET title = 'M le maudit (version restaurée)' WHERE id = $1`, [ids.m]);
      expect(await read()).toBe('M le maudit');
      // The consumer's drop alone (no event reaches this process's follower): memory and Redis are
      // both forgotten at once, not a second later when the memory copy would expire.
      await consumer.handle([event(CatalogueEvents.movieUpdated)]);
      expect(await read()).toBe('M le maudit (version restaurée)');
    } finally {
      await ctx.db.query(`UPDATE movies SET title = 'M le maudit' WHERE id = $1`, [ids.m]);
      await consumer.handle([event(CatalogueEvents.movieUpdated)]);
    }
    expect(await read()).toBe('M le maudit');
  });
});

describe('a drop Redis is slow to answer', () => {
  const listKeys = () => ctx.catalogue.infra.redis.keys(`${names.REDIS_PREFIX}catalogue:lists:series:*`);
  const seriesEvent = () => ({ id: randomUUID(), type: CatalogueEvents.seriesUpdated, occurredAt: new Date().toISOString(), data: { id: ids.s } });
  /**
   * Holds the catalogue's own Redis connection for `seconds`: a BLPOP nobody feeds, so the commands
   * sent after it wait on the server past the client's command timeout (answered later, too late).
   */
  const holdRedis = (seconds: number) => {
    void ctx.catalogue.infra.redis.blpop(`${names.REDIS_PREFIX}nothing-${randomUUID()}`, seconds).catch(() => undefined);
  };
  const cacheList = async () => {
    await call(CataloguePatterns.seriesList, { sort: 'title', page: 2 });
    expect(await listKeys()).not.toHaveLength(0);
  };

  it('is tried again when it timed out: the cached lists are gone once the drop resolves', async () => {
    await cacheList();
    holdRedis(0.35);
    await expect(ctx.catalogue.app.get(CacheDropConsumer).handle([seriesEvent()])).resolves.toBeUndefined();
    expect(await listKeys()).toEqual([]);
  });

  it('still not done after its tries, fails the batch, and the event delivered again drops the lists', async () => {
    await cacheList();
    holdRedis(2);
    await expect(ctx.catalogue.app.get(CacheDropConsumer).handle([seriesEvent()])).rejects.toThrow(/drop not done/);
    await waitUntil(() => ctx.catalogue.infra.redis.ping(), (pong) => pong === 'PONG', { what: "the catalogue's Redis connection free again" });
    await cacheList();
    holdRedis(2);
    const js = jetstream(ctx.catalogue.infra.nc);
    await publishSignedEvent(js, ctx.catalogue.infra.signing, `${names.EVENTS_PREFIX}.${CatalogueEvents.seriesUpdated}`, seriesEvent());
    await waitUntil(listKeys, (keys) => keys.length === 0, { what: 'the cached lists dropped by the event delivered again', timeoutMs: 8000 });
  });
});

describe('with Redis stopped', () => {
  it('every read still answers from PostgreSQL', async () => {
    // A second instance whose Redis is unreachable, on its own subject prefix and event stream.
    const env = loadConfig(CatalogueEnv, {
      ...process.env, ...names, REDIS_URL: 'redis://127.0.0.1:9', NATS_PREFIX: `${names.NATS_PREFIX}nored`,
      EVENTS_STREAM: `${names.EVENTS_STREAM}_NORED`, EVENTS_PREFIX: `${names.EVENTS_PREFIX}_nored`,
    });
    const noRedis = await startCatalogue(env);
    const client = await RpcClient.connect(env, 'catalogue-int-nored', 5000);
    try {
      const started = Date.now();
      expect(await client.call(CataloguePatterns.statsGet, {})).toEqual({ movies: 12, series: 5 });
      expect((await client.call(CataloguePatterns.moviesList, { director: 'lang' })).total).toBe(3);
      expect((await client.call(CataloguePatterns.homeGet, {})).latestMovies).toHaveLength(12);
      expect((await client.call(CataloguePatterns.genresList, {})).categories).toHaveLength(5);
      expect((await client.call(CataloguePatterns.moviesGet, { id: ids.nosferatu })).title).toBe('Nosferatu');
      expect((await client.call(CataloguePatterns.searchQuery, { q: 'murnau' })).total).toBe(1);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await client.close();
      await noRedis.close();
      const jsm = await jetstreamManager(ctx.catalogue.infra.nc);
      await jsm.streams.delete(env.EVENTS_STREAM).catch(() => undefined);
    }
  });
});
