import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { addDays, parisDay } from '../src/shared/paris-days.rules.js';
import { VIEWS_DURABLE } from '../src/views/views.consumer.js';
import { ViewsService } from '../src/views/views.service.js';
import { countedViews, publishView, useAnalytics } from './analytics-context.js';

// Views as engagement publishes them, counted by analytics beside the catalogue: each event once,
// on its Paris day, whichever of the two consumers is down meanwhile.
const ctx = useAnalytics('views');

const catalogueViews = async (ids: string[]) =>
  (await ctx.titles.query<{ n: number }>(`SELECT coalesce(sum(views_count), 0)::int AS n FROM movies WHERE id = ANY($1::uuid[])`, [ids]))[0].n;
const rawViews = async (ids: string[]) => (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM view_events WHERE title_id = ANY($1::uuid[])`, [ids])).rows[0].n;

/** The consumer's state in the stream: nothing waiting, nothing unacked. */
async function drained(durable: string): Promise<boolean> {
  const info = await (await jetstreamManager(ctx.catalogue.infra.nc)).consumers.info(ctx.names.EVENTS_STREAM, durable);
  return info.num_pending === 0 && info.num_ack_pending === 0;
}

describe('views counted by analytics', () => {
  it('counts each event once, a copy published again past the duplicate window included, and keeps no member id', async () => {
    const film = randomUUID();
    const ids = [await publishView(ctx, { kind: 'movie', titleId: film }), await publishView(ctx, { kind: 'movie', titleId: film })];
    // The same envelope stored a second time under another message id (a relay resending after 2 minutes).
    await publishView(ctx, { kind: 'movie', titleId: film }, ids[0], randomUUID());
    await waitUntil(() => countedViews(ctx, film), (n) => n >= 2, { what: 'two views counted' });
    await waitUntil(() => drained(VIEWS_DURABLE), Boolean, { what: 'every view delivered and acked', timeoutMs: 30_000 });
    expect(await countedViews(ctx, film)).toBe(2);
    const { rows } = await ctx.db.query(`SELECT * FROM view_events WHERE title_id = $1 ORDER BY event_id`, [film]);
    expect(rows.map((r) => r.event_id)).toEqual([...ids].sort());
    expect(Object.keys(rows[0]).sort()).toEqual(['day', 'episode_id', 'event_id', 'kind', 'title_id', 'viewed_at']);
  });

  it('counts a view for the Paris day it was counted on, even when it arrives days later', async () => {
    const film = randomUUID();
    const today = parisDay(new Date());
    // 23:30 in Paris the day before yesterday (a view held back while NATS or analytics was away).
    const twoDaysAgo = new Date(Date.parse(`${addDays(today, -2)}T21:30:00Z`));
    await publishView(ctx, { kind: 'movie', titleId: film, at: twoDaysAgo });
    await publishView(ctx, { kind: 'movie', titleId: film });
    await waitUntil(() => countedViews(ctx, film), (n) => n === 2, { what: 'two views counted' });
    const { rows } = await ctx.db.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, views FROM title_day_views WHERE title_id = $1 ORDER BY day`, [film]);
    expect(rows).toEqual([{ day: parisDay(twoDaysAgo), views: 1 }, { day: today, views: 1 }]);
    const months = await ctx.db.query(`SELECT to_char(month, 'YYYY-MM') AS month, views FROM title_month_views WHERE title_id = $1 ORDER BY month`, [film]);
    const expected = parisDay(twoDaysAgo).slice(0, 7) === today.slice(0, 7) ? [{ month: today.slice(0, 7), views: 2 }] : [{ month: parisDay(twoDaysAgo).slice(0, 7), views: 1 }, { month: today.slice(0, 7), views: 1 }];
    expect(months.rows).toEqual(expected);
  });

  it("counts every view once after being down while views arrived, and the catalogue's count is neither held back nor changed", async () => {
    const films = [
      await ctx.titles.movie({ title: 'La Jetée', views_count: 0 }),
      await ctx.titles.movie({ title: 'Pickpocket', views_count: 0 }),
      await ctx.titles.movie({ title: 'Playtime', views_count: 0 }),
    ];
    const first = 30;
    for (let i = 0; i < first; i++) await publishView(ctx, { kind: 'movie', titleId: films[i % 3] });
    const counted = async () => (await Promise.all(films.map((f) => countedViews(ctx, f)))).reduce((a, b) => a + b, 0);
    await waitUntil(counted, (n) => n === first, { what: 'the first views counted by analytics' });

    await ctx.stop();
    const whileDown = 90;
    const sent: string[] = [];
    for (let i = 0; i < whileDown; i++) sent.push(await publishView(ctx, { kind: 'movie', titleId: films[i % 3] }));
    // Two of them stored again under new message ids: the same events, to be counted once by both consumers.
    await publishView(ctx, { kind: 'movie', titleId: films[0] }, sent[0], randomUUID());
    await publishView(ctx, { kind: 'movie', titleId: films[1] }, sent[1], randomUUID());
    // The catalogue counts them all while analytics is away.
    await waitUntil(() => catalogueViews(films), (n) => n === first + whileDown, { what: 'the catalogue counting without analytics', timeoutMs: 30_000 });
    expect(await counted()).toBe(first);

    await ctx.start();
    await waitUntil(counted, (n) => n === first + whileDown, { what: 'analytics catching up', timeoutMs: 30_000 });
    await waitUntil(() => drained(VIEWS_DURABLE), Boolean, { what: 'every view delivered to analytics and acked', timeoutMs: 30_000 });
    await waitUntil(() => drained('catalogue-views'), Boolean, { what: 'every view delivered to the catalogue and acked', timeoutMs: 30_000 });
    expect(await counted()).toBe(first + whileDown);
    expect(await rawViews(films)).toBe(first + whileDown);
    expect(await Promise.all(films.map((f) => countedViews(ctx, f)))).toEqual([40, 40, 40]);
    expect(await catalogueViews(films)).toBe(first + whileDown);
  });

  it('acks and ignores a view it cannot read, without holding back the others of its batch', async () => {
    const film = randomUUID();
    await publishView(ctx, { kind: 'movie', titleId: 'pas-un-identifiant' });
    await publishView(ctx, { kind: 'movie', titleId: film });
    await waitUntil(() => countedViews(ctx, film), (n) => n === 1, { what: 'the readable view counted' });
    await waitUntil(() => drained(VIEWS_DURABLE), Boolean, { what: 'both events acked', timeoutMs: 30_000 });
  });

  it('prunes the raw views past their retention and keeps their daily counts', async () => {
    const film = randomUUID();
    const old = new Date(Date.now() - (ctx.env.VIEW_EVENTS_RETENTION_DAYS + 2) * 86_400_000);
    await publishView(ctx, { kind: 'movie', titleId: film, at: old });
    await waitUntil(() => countedViews(ctx, film), (n) => n === 1, { what: 'the old view counted' });
    const removed = await ctx.analytics.app.get(ViewsService).pruneRaw(ctx.env.VIEW_EVENTS_RETENTION_DAYS);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await rawViews([film])).toBe(0);
    expect(await countedViews(ctx, film)).toBe(1);
  });
});
