import { describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { CataloguePatterns, EngagementEvents, type BusEvent, type ViewRecordedData } from '@streaming/contracts';
import { CatalogueCache } from '../src/cache/catalogue-cache.js';
import { ViewsRepository } from '../src/views/views.repository.js';
import { ViewsService } from '../src/views/views.service.js';
import { publishForgedEvents, publishSignedEvent } from '../../../tests/support/signed-events.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { day, useCatalogue } from './catalogue-context.js';

// engagement.view.recorded -> views_count, in batches, each event counted once.
const ctx = useCatalogue('views');
const { names, ids, call } = ctx;
const DURABLE = 'catalogue-views';

type View = BusEvent<typeof EngagementEvents.viewRecorded>;

function view(data: Partial<ViewRecordedData> & Pick<ViewRecordedData, 'kind' | 'titleId'>, id = randomUUID()): View {
  const at = new Date().toISOString();
  return { id, type: EngagementEvents.viewRecorded, occurredAt: at, data: { viewId: id, userId: randomUUID(), episodeId: null, at, ...data } };
}

/** Publishes as engagement's outbox relay does: subject `<prefix>.engagement.view.recorded`, signed, message id = event id. */
async function publish(events: View[], msgID: (e: View) => string = (e) => e.id): Promise<void> {
  const js = jetstream(ctx.catalogue.infra.nc);
  const subject = `${names.EVENTS_PREFIX}.${EngagementEvents.viewRecorded}`;
  for (let i = 0; i < events.length; i += 200) {
    await Promise.all(events.slice(i, i + 200).map((e) => publishSignedEvent(js, ctx.catalogue.infra.signing, subject, e, msgID(e))));
  }
}

async function viewsOf(table: 'movies' | 'series' | 'episodes', id: string): Promise<number | undefined> {
  const [row] = await ctx.db.query<{ views_count: number }>(`SELECT views_count FROM ${table} WHERE id = $1`, [id]);
  return row?.views_count;
}

/** Waits until every published view event is acked by the catalogue's consumer. */
async function settled(timeoutMs = 15_000): Promise<void> {
  const jsm = await jetstreamManager(ctx.catalogue.infra.nc);
  const consumer = async () => {
    const info = await jsm.consumers.info(names.EVENTS_STREAM, DURABLE);
    return { waiting: info.num_pending, unacked: info.num_ack_pending };
  };
  await waitUntil(consumer, (c) => c.waiting === 0 && c.unacked === 0, { timeoutMs, intervalMs: 50, what: 'every published view acked' });
}

const episodeIds = async (seriesId: string) =>
  (await ctx.db.query<{ id: string }>(`SELECT id FROM episodes WHERE series_id = $1 ORDER BY season_number, episode_number`, [seriesId])).map((r) => r.id);

describe('views counted from engagement.view.recorded', () => {
  it('adds film views to the film, series views to the series and, with an episode, to the episode too', async () => {
    const [e11, e12] = await episodeIds(ids.vampires);
    const before = { nosferatu: await viewsOf('movies', ids.nosferatu), vampires: await viewsOf('series', ids.vampires) };
    await publish([
      view({ kind: 'movie', titleId: ids.nosferatu }),
      view({ kind: 'movie', titleId: ids.nosferatu }),
      view({ kind: 'movie', titleId: ids.nosferatu }),
      view({ kind: 'series', titleId: ids.vampires, episodeId: e11 }),
      view({ kind: 'series', titleId: ids.vampires, episodeId: e11 }),
      view({ kind: 'series', titleId: ids.vampires, episodeId: e12 }),
      view({ kind: 'series', titleId: ids.vampires }),
    ]);
    await settled();
    expect(await viewsOf('movies', ids.nosferatu)).toBe(before.nosferatu! + 3);
    expect(await viewsOf('series', ids.vampires)).toBe(before.vampires! + 4);
    expect(await viewsOf('episodes', e11)).toBe(2);
    expect(await viewsOf('episodes', e12)).toBe(1);
    // What a member sees: the film's page and the series' page with its episode.
    expect((await call(CataloguePatterns.moviesGet, { id: ids.nosferatu })).viewsCount).toBe(before.nosferatu! + 3);
    const series = await call(CataloguePatterns.seriesGet, { id: ids.vampires });
    expect(series.viewsCount).toBe(before.vampires! + 4);
    expect(series.seasons[0].episodes.map((e) => e.viewsCount)).toEqual([2, 1]);
  });

  it('counts a redelivered event once: the same event published again, under the same or another message id', async () => {
    const before = await viewsOf('movies', ids.rues);
    const events = [view({ kind: 'movie', titleId: ids.rues }), view({ kind: 'movie', titleId: ids.rues })];
    await publish(events);
    await publish(events); // same message id: JetStream's duplicate window drops it
    await publish(events, () => randomUUID()); // another message id (a relay that lost its row after publishing): the inbox drops it
    await publish([events[0], events[0], events[1]], () => randomUUID()); // twice in one batch
    await settled();
    expect(await viewsOf('movies', ids.rues)).toBe(before! + 2);
    const [inbox] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM inbox WHERE event_id = ANY($1::uuid[])`, [events.map((e) => e.id)]);
    expect(inbox.n).toBe(2);
  });

  it("counts no view engagement's outbox did not sign (unsigned, another secret, a signed event copied under another id), and logs each", async () => {
    const before = await viewsOf('movies', ids.rues);
    const refused = jest.spyOn(ctx.catalogue.infra.logger, 'error');
    try {
      const forged = await publishForgedEvents(
        jetstream(ctx.catalogue.infra.nc), ctx.catalogue.infra.signing, `${names.EVENTS_PREFIX}.${EngagementEvents.viewRecorded}`,
        () => view({ kind: 'movie', titleId: ids.rues }),
      );
      await publish([view({ kind: 'movie', titleId: ids.rues })]);
      await settled();
      expect(await viewsOf('movies', ids.rues)).toBe(before! + 1);
      const [inbox] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM inbox WHERE event_id = ANY($1::uuid[])`, [forged]);
      expect(inbox.n).toBe(0);
      expect(refused.mock.calls.map(([fields]) => (fields as { durable?: string; reason?: string }))
        .filter((f) => f.durable === DURABLE).map((f) => f.reason)).toEqual(['unsigned', 'bad-signature', 'bad-signature']);
    } finally {
      refused.mockRestore();
    }
  });

  it('a batch committed but not acked is redelivered by JetStream and not counted again', async () => {
    const cache = ctx.catalogue.app.get(CatalogueCache);
    const before = await viewsOf('movies', ids.oedipe);
    // The batch commits, then fails before its ack (the cache drop throws, as a crash would stop it there).
    const drop = jest.spyOn(cache, 'dropForViews').mockRejectedValueOnce(new Error('crash after the commit'));
    const counted = jest.spyOn(ctx.catalogue.app.get(ViewsService), 'countBatch');
    try {
      await publish(Array.from({ length: 10 }, () => view({ kind: 'movie', titleId: ids.oedipe })));
      await waitUntil(() => counted.mock.calls.length, (n) => n >= 2, { what: 'the batch handled again' });
      await settled();
      expect(drop).toHaveBeenCalledTimes(2);
      expect(await counted.mock.results[1].value).toMatchObject({ counted: 0, repeated: 10 });
      expect(await viewsOf('movies', ids.oedipe)).toBe(before! + 10);
    } finally {
      drop.mockRestore();
      counted.mockRestore();
    }
  });

  it('a batch whose transaction fails counts nothing (its inbox rows go with it) and is counted once when redelivered', async () => {
    const repo = ctx.catalogue.app.get(ViewsRepository);
    const [e1] = await episodeIds(ids.vampires);
    const before = { movie: await viewsOf('movies', ids.aether), series: await viewsOf('series', ids.vampires), episode: await viewsOf('episodes', e1) };
    const fail = jest.spyOn(repo, 'addEpisodeViews').mockRejectedValueOnce(new Error('connection lost'));
    try {
      await publish([view({ kind: 'movie', titleId: ids.aether }), view({ kind: 'series', titleId: ids.vampires, episodeId: e1 })]);
      await waitUntil(() => fail.mock.calls.length, (n) => n >= 2, { what: 'the batch handled again' });
      await settled();
      expect(await viewsOf('movies', ids.aether)).toBe(before.movie! + 1);
      expect(await viewsOf('series', ids.vampires)).toBe(before.series! + 1);
      expect(await viewsOf('episodes', e1)).toBe(before.episode! + 1);
    } finally {
      fail.mockRestore();
    }
  });

  it('acks and ignores views of titles and episodes that no longer exist, and unreadable events', async () => {
    const gone = await ctx.db.movie({ title: 'Film retiré', created_at: day(40) });
    await ctx.db.query(`DELETE FROM movies WHERE id = $1`, [gone]);
    const before = await viewsOf('series', ids.kaiju);
    const bad = { ...view({ kind: 'movie', titleId: ids.langlois }), data: { kind: 'movie', titleId: 'pas-un-id' } } as unknown as View;
    await publish([
      view({ kind: 'movie', titleId: gone }),
      view({ kind: 'series', titleId: randomUUID(), episodeId: randomUUID() }),
      // An episode of another series, or deleted: the series still counts, the episode is ignored.
      view({ kind: 'series', titleId: ids.kaiju, episodeId: (await episodeIds(ids.vampires))[0] }),
      view({ kind: 'series', titleId: ids.kaiju, episodeId: randomUUID() }),
      bad,
    ]);
    await settled();
    expect(await viewsOf('movies', gone)).toBeUndefined();
    expect(await viewsOf('series', ids.kaiju)).toBe(before! + 2);
    expect(await viewsOf('movies', ids.langlois)).toBe(50);
  });

  it('counts thousands of views in batches of hundreds, each exactly once', async () => {
    const counted = jest.spyOn(ctx.catalogue.app.get(ViewsService), 'countBatch');
    try {
      const before = { m: await viewsOf('movies', ids.m), lune: await viewsOf('movies', ids.lune), voisin: await viewsOf('series', ids.voisin) };
      const events = Array.from({ length: 3000 }, (_, i) =>
        i % 3 === 0 ? view({ kind: 'movie', titleId: ids.m }) : i % 3 === 1 ? view({ kind: 'movie', titleId: ids.lune }) : view({ kind: 'series', titleId: ids.voisin }));
      await publish(events);
      await settled(30_000);
      expect(await viewsOf('movies', ids.m)).toBe(before.m! + 1000);
      expect(await viewsOf('movies', ids.lune)).toBe(before.lune! + 1000);
      expect(await viewsOf('series', ids.voisin)).toBe(before.voisin! + 1000);
      const sizes = counted.mock.calls.map(([batch]) => batch.length);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(3000);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(500);
      // Far fewer transactions than events (the throughput itself is measured by `npm run bench -- engagement`).
      expect(sizes.length).toBeLessThan(60);
    } finally {
      counted.mockRestore();
    }
  });

  it('drops the cached reads that show view counts in their order or titles, once per batch, and keeps the others', async () => {
    const redis = ctx.catalogue.infra.redis;
    const key = (k: string) => `${names.REDIS_PREFIX}${k}`;
    const cache = ctx.catalogue.app.get(CatalogueCache);
    const byViews = await call(CataloguePatterns.moviesList, { sort: 'views', pageSize: 48 });
    const byTitle = await call(CataloguePatterns.moviesList, { sort: 'title', pageSize: 48 });
    await call(CataloguePatterns.moviesGet, { id: ids.langlois });
    await call(CataloguePatterns.homeGet);
    expect(await redis.exists(key(cache.keys.list('movies', { sort: 'views', pageSize: 48 }).slice(names.REDIS_PREFIX.length)))).toBe(1);
    const drops = jest.spyOn(cache, 'dropForViews');
    try {
      // 'Hommage à Lang' (50 views) overtakes 'Les Chroniques d'Æther' (150 + 1) and 'Le Mépris du temps' (100).
      await publish(Array.from({ length: 200 }, () => view({ kind: 'movie', titleId: ids.langlois })));
      await settled(); // acked once its drop is done: the reads below see it at once
      expect(drops.mock.calls.length).toBeLessThanOrEqual(2);
      expect(drops.mock.calls.flatMap(([titles]) => titles.movies)).toContain(ids.langlois);
      const at = (list: typeof byViews, id: string) => list.items.findIndex((c) => c.id === id);
      const after = await call(CataloguePatterns.moviesList, { sort: 'views', pageSize: 48 });
      expect(at(after, ids.langlois)).toBeLessThan(at(byViews, ids.langlois));
      expect(after.items.find((c) => c.id === ids.langlois)?.views).toBe(250);
      expect((await call(CataloguePatterns.moviesGet, { id: ids.langlois })).viewsCount).toBe(250);
      expect(await redis.exists(key(cache.keys.list('home', {}).slice(names.REDIS_PREFIX.length)))).toBe(0);
      // A list whose order does not depend on views stays cached (its cards' counts catch up with its TTL).
      const titleList = await call(CataloguePatterns.moviesList, { sort: 'title', pageSize: 48 });
      expect(titleList).toEqual(byTitle);
    } finally {
      drops.mockRestore();
    }
  });

  it('prunes the inbox rows older than the retention, and only those', async () => {
    const old = [randomUUID(), randomUUID()];
    const recent = randomUUID();
    await ctx.db.query(`INSERT INTO inbox (event_id, type, processed_at) SELECT unnest($1::uuid[]), 'engagement.view.recorded', now() - interval '9 days'`, [old]);
    await ctx.db.query(`INSERT INTO inbox (event_id, type, processed_at) VALUES ($1, 'engagement.view.recorded', now() - interval '7 days')`, [recent]);
    expect(await ctx.catalogue.app.get(ViewsService).pruneInbox(8)).toBe(2);
    const left = await ctx.db.query<{ event_id: string }>(`SELECT event_id FROM inbox WHERE event_id = ANY($1::uuid[])`, [[...old, recent]]);
    expect(left.map((r) => r.event_id)).toEqual([recent]);
  });
});
