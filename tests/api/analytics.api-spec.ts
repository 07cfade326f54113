import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import type { TopTitles, VisitorStats } from '@streaming/contracts';
import { currentTestNames } from '../support/test-env.js';
import { waitUntil } from '../support/wait-until.js';
import { call, randomIp, register, type Member } from './support/api-client.js';
import { admin, as, ban, createMovie, createSeries, useEngagementFixtures, view } from './support/engagement-fixtures.js';

useEngagementFixtures();

const ADMIN_ROUTES = ['/api/admin/analytics/visitors?range=7d', '/api/admin/analytics/top?range=30d', '/api/admin/analytics/top?range=1y&kind=anime'];
const visit = (visitorId: unknown, opts: { ip?: string; token?: string } = {}) => call('/api/visits', { body: { visitorId }, ...opts });
const stats = (range: string) => as(admin)(`/api/admin/analytics/visitors?range=${range}`);
const top = (query: string) => as(admin)(`/api/admin/analytics/top?${query}`);

describe('who may read the analytics', () => {
  it('guests get 401, members and banned members 403 with the spec text, admins 200', async () => {
    const member = await register();
    const banned = await register();
    await ban(banned);
    for (const path of ADMIN_ROUTES) {
      expect({ path, status: (await call(path)).status }).toEqual({ path, status: 401 });
      const forbidden = await as(member)(path);
      expect({ path, status: forbidden.status, detail: forbidden.body.detail }).toEqual({ path, status: 403, detail: "Vous n'avez pas les permissions d'administrateur" });
      expect({ path, status: (await as(banned)(path)).status }).toEqual({ path, status: 403 });
      const ok = await as(admin)(path);
      expect({ path, status: ok.status, cache: ok.headers.get('cache-control') }).toEqual({ path, status: 200, cache: 'no-store' });
    }
  });
});

describe('bad ranges and tabs', () => {
  it('are refused with 400 and a French message, for both routes', async () => {
    for (const path of ['/api/admin/analytics/visitors', '/api/admin/analytics/top']) {
      for (const query of ['', '?range=', '?range=365d', '?range=7', '?range=7d&range=30d', '?range=1Y']) {
        const res = await as(admin)(`${path}${query}`);
        expect({ query, status: res.status, type: res.headers.get('content-type') }).toEqual({ query, status: 400, type: expect.stringContaining('application/problem+json') });
        expect(res.body.detail).toMatch(/Période inconnue : choisissez 7d, 30d, 1y\.|invalide/);
      }
      expect((await as(admin)(`${path}?range=7d&extra=1`)).status).toBe(400);
    }
    const badTab = await top('range=7d&kind=films');
    expect({ status: badTab.status, detail: badTab.body.detail }).toEqual({ status: 400, detail: 'Onglet inconnu : choisissez all, movie, series, anime.' });
  });
});

describe('visits', () => {
  it("count a browser once a Paris day, from guests and members alike, in today's visitors and the unique visitors of every range", async () => {
    const before = (await stats('7d')).body as VisitorStats;
    const member = await register();
    const [guestId, memberId] = [randomUUID(), randomUUID()];
    expect((await visit(guestId)).status).toBe(204);
    expect((await visit(guestId)).status).toBe(204);
    expect((await visit(memberId, { token: member.accessToken })).status).toBe(204);
    for (const range of ['7d', '30d', '1y']) {
      const s = (await stats(range)).body as VisitorStats;
      expect(s.today.visitors).toBeGreaterThanOrEqual(before.today.visitors + 2);
      expect(s.uniqueVisitors).toBeGreaterThanOrEqual(before.uniqueVisitors + 2);
      expect(s.points.at(-1)?.visitors).toBeGreaterThanOrEqual(before.today.visitors + 2);
      expect(s.granularity).toBe(range === '1y' ? 'month' : 'day');
    }
  });

  it('refuse anything but a UUID (400, French message), and more than the limit per address (429 with Retry-After), other addresses unaffected', async () => {
    for (const bad of ['abc', '', 42, null, `${randomUUID()}x`]) {
      const res = await visit(bad);
      expect({ bad, status: res.status, detail: res.body.detail }).toEqual({ bad, status: 400, detail: "L'identifiant de visiteur doit être un UUID." });
    }
    expect((await call('/api/visits', { body: { visitorId: randomUUID(), userId: randomUUID() } })).status).toBe(400);
    expect((await call('/api/visits', { body: {} })).status).toBe(400);

    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 61; i++) statuses.push((await visit(randomUUID(), { ip })).status);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    const refused = await visit(randomUUID(), { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await visit(randomUUID(), { ip: randomIp() })).status).toBe(204);
  });

  it("reach analytics without the member or the client address: its log of the call holds neither", async () => {
    const member: Member = await register();
    const ip = randomIp();
    const visitorId = randomUUID();
    expect((await visit(visitorId, { ip, token: member.accessToken })).status).toBe(204);
    const logDir = join(fileURLToPath(new URL('../../var/log/', import.meta.url)), `test-${currentTestNames().TEST_RUN_ID}`);
    const analyticsLog = () => readFileSync(join(logDir, readdirSync(logDir).find((f) => f === 'analytics.log') ?? 'analytics.log'), 'utf8');
    const lines = await waitUntil(
      () => analyticsLog().split('\n').filter((l) => l.includes('analytics.visits.record')),
      (found) => found.length > 0,
      { what: "analytics' log of the visit" },
    );
    const text = analyticsLog();
    expect(lines.length).toBeGreaterThan(0);
    expect(text).not.toContain(ip);
    expect(text).not.toContain(member.session.user.id);
    expect(text).not.toContain(member.email);
  });
});

describe('top lists', () => {
  it("list this period's most viewed titles from the members' views, each in its tab, with its catalogue name", async () => {
    const [film, series] = [await createMovie(), await createSeries(1)];
    const viewers = await Promise.all([register(), register(), register()]);
    for (const m of viewers) expect((await view(m, { kind: 'movie', titleId: film.id })).status).toBe(200);
    expect((await view(viewers[0], { kind: 'series', titleId: series.id })).status).toBe(200);

    const listed = await waitUntil(
      async () => ((await top('range=7d&kind=all')).body as TopTitles).items.find((t) => t.id === film.id),
      (t) => t?.views === 3,
      { what: 'the film counted three times in the top list', timeoutMs: 20_000 },
    );
    expect(listed).toMatchObject({ kind: 'movie', title: film.title, isAnime: false, views: 3 });
    const movies = (await top('range=7d&kind=movie')).body as TopTitles;
    expect(movies.items.every((t) => t.kind === 'movie')).toBe(true);
    expect(movies.items.map((t) => t.rank)).toEqual(movies.items.map((_, i) => i + 1));
    expect(movies.counts.all).toBe(movies.counts.movie + movies.counts.series + movies.counts.anime);
    const shows = await waitUntil(
      async () => ((await top('range=30d&kind=series')).body as TopTitles).items.find((t) => t.id === series.id),
      Boolean,
      { what: 'the series in the series tab', timeoutMs: 20_000 },
    );
    expect(shows).toMatchObject({ kind: 'series', isAnime: false, views: 1 });
  });
});
