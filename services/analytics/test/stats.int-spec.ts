import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  AnalyticsPatterns, CatalogueEvents, EngagementEvents, TOP_KINDS, type AnalyticsRange, type TopTitles, type VisitorStats,
} from '@streaming/contracts';
import { RpcCallError } from '@streaming/platform';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { addDays, parisDay, parisDayStart, periodOf } from '../src/shared/paris-days.rules.js';
import { ExportRepository } from '../src/export/export.repository.js';
import { exportCsv } from '../src/export/export.rules.js';
import { rankTop } from '../src/top/top.rules.js';
import { ViewsService } from '../src/views/views.service.js';
import { VisitsService } from '../src/visits/visits.service.js';
import { admin, catalogueChanged, member, useAnalytics } from './analytics-context.js';

// The analytics screen's figures, read from the counts kept as visits and views arrive, proved
// equal to the same figures computed from the raw visits and views (the slow way) over a year of
// history, written by the service's own code at past dates.
const ctx = useAnalytics('stats');

/** A repeatable pseudo-random sequence (a failure can be replayed). */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const today = parisDay(new Date());
/** An instant on a Paris day (`hour` hours after its midnight). */
const on = (day: string, hour: number) => new Date(parisDayStart(day).getTime() + hour * 3600_000);
const stats = (range: AnalyticsRange) => ctx.call(AnalyticsPatterns.visitorsStats, { range }, admin()) as Promise<VisitorStats>;
const top = (range: AnalyticsRange, kind?: string) => ctx.call(AnalyticsPatterns.topList, kind ? { range, kind } : { range }, admin()) as Promise<TopTitles>;

const titles: Array<{ kind: 'movie' | 'series'; id: string; title: string }> = [];

beforeAll(async () => {
  // 60 visitors over 400 days: a few come often, most now and then, some several times a day.
  const next = random(42);
  const visits = ctx.analytics.app.get(VisitsService);
  for (let v = 0; v < 60; v++) {
    const id = randomUUID();
    const times = 1 + Math.floor(next() ** 3 * 40);
    for (let i = 0; i < times; i++) {
      const day = addDays(today, -Math.floor(next() * 400));
      await visits.record(id, on(day, 1 + next() * 22));
      if (next() < 0.2) await visits.record(id, on(day, 23.5));
    }
  }
  // Today's visitors, surely.
  for (let v = 0; v < 3; v++) await visits.record(randomUUID(), new Date());

  // 45 titles of the catalogue (15 films, 15 series, 15 animes: more than a top list holds in each), views over 400 days, heavier on some.
  const anime = await ctx.titles.genre('Animés japonais', `anime-${randomUUID().slice(0, 8)}`, 'Animés', true);
  for (let i = 0; i < 45; i++) {
    const kind = i % 3 === 0 ? 'movie' : 'series';
    const title = `Titre ${i % 20}`;
    const id = kind === 'movie' ? await ctx.titles.movie({ title }) : await ctx.titles.series({ title }, i % 3 === 2 ? [anime] : []);
    await catalogueChanged(ctx, kind === 'movie' ? CatalogueEvents.movieCreated : CatalogueEvents.seriesCreated, { id, title });
    titles.push({ kind, id, title });
  }
  const events = [];
  for (let n = 0; n < 6000; n++) {
    const t = titles[Math.floor(next() ** 2 * titles.length)];
    const at = on(addDays(today, -Math.floor(next() * 400)), next() * 24).toISOString();
    events.push({ id: randomUUID(), type: EngagementEvents.viewRecorded, occurredAt: at, data: { viewId: randomUUID(), userId: randomUUID(), kind: t.kind, titleId: t.id, episodeId: null, at } });
  }
  const views = ctx.analytics.app.get(ViewsService);
  for (let i = 0; i < events.length; i += 500) await views.countBatch(events.slice(i, i + 500));
  await waitUntil(async () => (await ctx.db.query(`SELECT count(*)::int AS n FROM titles WHERE described_at IS NULL OR stale_since IS NOT NULL`)).rows[0].n, (n) => n === 0, { what: 'every title described' });
  await waitUntil(async () => (await top('1y', 'anime')).counts.anime, (n) => n === 15, { what: 'the animes known' });
}, 120_000);

/** The same figures from the raw visits: distinct visitors per day, per month of the range, over the range. */
async function visitorsFromRaw(range: AnalyticsRange) {
  const { from, to, granularity } = periodOf(range, new Date());
  const q = async (sql: string) => (await ctx.db.query(sql, [from, to])).rows;
  const perBar = await q(
    granularity === 'day'
      ? `SELECT to_char(day, 'YYYY-MM-DD') AS period, count(DISTINCT visitor_id)::int AS n FROM visits WHERE day BETWEEN $1 AND $2 GROUP BY 1`
      : `SELECT to_char(day, 'YYYY-MM') AS period, count(DISTINCT visitor_id)::int AS n FROM visits WHERE day BETWEEN $1 AND $2 GROUP BY 1`,
  );
  const [unique] = await q(`SELECT count(DISTINCT visitor_id)::int AS n FROM visits WHERE day BETWEEN $1 AND $2`);
  return { perBar: Object.fromEntries(perBar.map((r) => [r.period, r.n])), unique: unique.n };
}

describe('visitor stats', () => {
  it.each(['7d', '30d', '1y'] as const)('answer for %s what the raw visits say: distinct visitors per bar and over the range, today', async (range) => {
    const s = await stats(range);
    const raw = await visitorsFromRaw(range);
    expect(s.uniqueVisitors).toBe(raw.unique);
    expect(Object.fromEntries(s.points.filter((p) => p.visitors > 0).map((p) => [p.period, p.visitors]))).toEqual(raw.perBar);
    expect(s.today).toEqual({ date: today, visitors: (await visitorsFromRaw('7d')).perBar[today] });
    expect(s.today.visitors).toBeGreaterThanOrEqual(3);
  });

  it('draws 7 and 30 days by day and a year by month, from the range start to today', async () => {
    const week = await stats('7d');
    expect(week).toMatchObject({ range: '7d', granularity: 'day', from: addDays(today, -6), to: today });
    expect(week.points.map((p) => p.period)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today, -n)));
    expect((await stats('30d')).points).toHaveLength(30);
    const year = await stats('1y');
    expect(year).toMatchObject({ granularity: 'month', from: addDays(today, -364), to: today });
    expect(year.points[0]).toMatchObject({ period: year.from.slice(0, 7), from: year.from });
    expect(year.points.at(-1)).toMatchObject({ period: today.slice(0, 7), to: today });
    expect(year.points.length).toBeGreaterThanOrEqual(12);
    expect(year.points.length).toBeLessThanOrEqual(13);
  });

  it("gives the trend from the days' counts, halves compared", async () => {
    const s = await stats('30d');
    const first = s.points.slice(0, 15).reduce((a, p) => a + p.visitors, 0);
    const second = s.points.slice(15).reduce((a, p) => a + p.visitors, 0);
    expect(first).toBeGreaterThan(0);
    const percent = Math.round(((second - first) / first) * 1000) / 10;
    expect(s.trend).toEqual({ direction: percent > 5 ? 'up' : percent < -5 ? 'down' : 'stable', percent });
  });
});

describe('visits', () => {
  it('keeps one row per visitor and Paris day: the first visit of the day is new, the next ones move its time only', async () => {
    const id = randomUUID();
    const first = await ctx.call(AnalyticsPatterns.visitsRecord, { visitorId: id });
    const again = await ctx.call(AnalyticsPatterns.visitsRecord, { visitorId: id.toUpperCase() });
    expect([first, again]).toEqual([{ firstToday: true }, { firstToday: false }]);
    const { rows } = await ctx.db.query(`SELECT * FROM visits WHERE visitor_id = $1`, [id]);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]).sort()).toEqual(['day', 'last_visit', 'visitor_id']);
  });

  it('counts ten first visits of the same visitor at once as one', async () => {
    const id = randomUUID();
    const before = (await stats('7d')).today.visitors;
    const answers = await Promise.all(Array.from({ length: 10 }, () => ctx.call(AnalyticsPatterns.visitsRecord, { visitorId: id })));
    expect(answers.filter((a) => a.firstToday)).toHaveLength(1);
    expect((await stats('7d')).today.visitors).toBe(before + 1);
  });

  it('refuses an id that is not a UUID, with a French message, and writes nothing', async () => {
    for (const bad of [{ visitorId: 'abc' }, {}, { visitorId: randomUUID(), ip: '10.0.0.1' }]) {
      const err = await ctx.call(AnalyticsPatterns.visitsRecord, bad).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RpcCallError);
      expect(err).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await ctx.call(AnalyticsPatterns.visitsRecord, { visitorId: 'abc' }).catch((e: RpcCallError) => e.message))).toBe("L'identifiant de visiteur doit être un UUID.");
  });
});

describe('top lists', () => {
  it.each(['7d', '30d', '1y'] as const)('rank the titles of %s by their views in the raw views, each tab counted', async (range) => {
    const { from, to } = periodOf(range, new Date());
    const { rows } = await ctx.db.query(
      `SELECT v.kind, v.title_id AS id, t.title, t.poster_url AS "posterUrl", t.is_anime AS "isAnime", count(*)::int AS views
         FROM view_events v JOIN titles t ON t.kind = v.kind AND t.id = v.title_id
        WHERE v.day BETWEEN $1 AND $2 GROUP BY 1, 2, 3, 4, 5`,
      [from, to],
    );
    for (const kind of TOP_KINDS) {
      const answer = await top(range, kind);
      expect(answer).toEqual({ range, from, to, kind, ...rankTop(rows, kind) });
    }
    expect((await top(range)).kind).toBe('all');
  });
});

describe('who may read the stats', () => {
  it('refuses members (403) and callers without an actor (401)', async () => {
    for (const pattern of [AnalyticsPatterns.visitorsStats, AnalyticsPatterns.topList]) {
      await expect(ctx.call(pattern, { range: '7d' }, member())).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN_ADMIN' });
      await expect(ctx.call(pattern, { range: '7d' })).rejects.toMatchObject({ status: 401 });
    }
  });

  it('refuses an unknown range or tab with a French message', async () => {
    for (const range of ['365d', '', 'all', 7]) {
      await expect(ctx.call(AnalyticsPatterns.visitorsStats, { range }, admin())).rejects.toMatchObject({ status: 400, message: 'Période inconnue : choisissez 7d, 30d, 1y.' });
    }
    await expect(ctx.call(AnalyticsPatterns.topList, {}, admin())).rejects.toMatchObject({ status: 400 });
    await expect(ctx.call(AnalyticsPatterns.topList, { range: '7d', kind: 'films' }, admin())).rejects.toMatchObject({
      status: 400, message: 'Onglet inconnu : choisissez all, movie, series, anime.',
    });
  });
});

describe('the export of daily views per title', () => {
  it('has one line per title and Paris day of the period, with the views the raw views give', async () => {
    const { from, to } = periodOf('30d', new Date());
    const rows = await new ExportRepository().dailyViews(ctx.analytics.infra.dataSource!.manager, from, to);
    const raw = await ctx.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, title_id AS id, count(*)::int AS views FROM view_events WHERE day BETWEEN $1 AND $2 GROUP BY 1, 2, 3 ORDER BY 1, 4 DESC`,
      [from, to],
    );
    expect(rows.map((r) => [r.day, r.kind, r.id, r.views]).sort()).toEqual(raw.rows.map((r) => [r.day, r.kind, r.id, r.views]).sort());
    expect(rows.map((r) => r.day)).toEqual([...rows.map((r) => r.day)].sort());
    expect(rows.every((r) => r.inCatalogue && titles.some((t) => t.id === r.id && t.title === r.title))).toBe(true);
    const lines = exportCsv(rows).split('\r\n');
    expect(lines).toHaveLength(rows.length + 2);
  });
});
