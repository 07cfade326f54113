import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { MovieDto, SeriesDetailDto } from '@streaming/contracts';
import { newTestNames } from '../support/test-env.js';
import { dropRunResources, startTestStack } from '../support/stack.js';
import { waitUntil } from '../support/wait-until.js';
import { call, grantAdmin, login, register, uniqueEmail, type ApiResponse, type Member } from './support/api-client.js';
import { admin, as, ban, createMovie, createSeries, del, expectViews, progress, put, useEngagementFixtures, view } from './support/engagement-fixtures.js';

/**
 * Who may call the engagement routes (guests 401, banned members 403, other sites refused), the
 * bad requests they refuse with the French message, and what they answer while the engagement
 * service is away. The routes' behaviour: engagement.api-spec.ts.
 */
useEngagementFixtures();

describe('who may call the engagement routes', () => {
  let movie: MovieDto;
  let series: SeriesDetailDto;
  const routes = () => {
    const episodeId = series.seasons[0].episodes[0].id;
    // `member`: what a member with nothing recorded gets, in this order (the favourite is added, then removed).
    return [
      { method: 'GET', path: '/api/me/favorites', member: 200 },
      { method: 'GET', path: '/api/me/favorites?kind=series', member: 200 },
      { method: 'GET', path: '/api/me/favorites/ids', member: 200 },
      { method: 'PUT', path: `/api/me/favorites/movie/${movie.id}`, member: 200 },
      { method: 'DELETE', path: `/api/me/favorites/movie/${movie.id}`, member: 204 },
      { method: 'GET', path: `/api/me/progress/series/${series.id}`, member: 200 },
      { method: 'PUT', path: '/api/me/progress', body: { kind: 'episode', titleId: series.id, episodeId, positionSeconds: 30, durationSeconds: 2700 }, member: 200 },
      { method: 'GET', path: '/api/me/history?inProgress=true', member: 200 },
      { method: 'DELETE', path: `/api/me/history/${randomUUID()}`, member: 404 },
      { method: 'DELETE', path: '/api/me/history', member: 200 },
      { method: 'POST', path: '/api/views', body: { kind: 'movie', titleId: movie.id }, member: 200 },
    ];
  };

  beforeAll(async () => {
    movie = await createMovie();
    series = await createSeries(1);
  }, 60_000);

  it('guests get 401 on every route, and nothing is recorded', async () => {
    for (const r of routes()) {
      const res = await call(r.path, { method: r.method, body: r.body });
      expect({ route: `${r.method} ${r.path}`, status: res.status, code: res.body.code }).toEqual({ route: `${r.method} ${r.path}`, status: 401, code: 'UNAUTHENTICATED' });
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
    // The guest's view was not counted: once a member's view of the film shows, the film has that one only.
    expect((await view(await register(), { kind: 'movie', titleId: movie.id })).body).toEqual({ counted: true });
    await expectViews(movie.id, 1, 'movies', false);
  }, 60_000);

  it('banned members get 403 ACCOUNT_BANNED with the ban, and nothing is recorded for them', async () => {
    const banned = await register();
    // Something of theirs exists before the ban: the ban hides it, it does not delete it.
    expect((await put(banned, `/api/me/favorites/movie/${movie.id}`)).status).toBe(200);
    await ban(banned);
    await waitUntil(() => as(banned)('/api/me/favorites/ids'), (res) => res.status === 403);
    for (const r of routes()) {
      const res = await as(banned)(r.path, { method: r.method, body: r.body });
      expect({ route: `${r.method} ${r.path}`, status: res.status, code: res.body.code }).toEqual({ route: `${r.method} ${r.path}`, status: 403, code: 'ACCOUNT_BANNED' });
      expect(res.body.ban).toMatchObject({ reason: 'Partage de compte', type: 'TEMPORAIRE' });
    }
    // Unbanned, the member finds the favourite they had, and no trace of the refused calls.
    expect((await call(`/api/admin/users/${banned.session.user.id}/ban`, { method: 'DELETE', token: admin.accessToken })).status).toBe(204);
    const again = await call('/api/auth/login', { body: { email: banned.email, password: banned.password } });
    expect(again.status).toBe(200);
    const token = again.body.accessToken as string;
    await waitUntil(() => call('/api/me/favorites/ids', { token }), (res) => res.status === 200);
    expect((await call('/api/me/favorites/ids', { token })).body).toEqual({ movies: [movie.id], series: [] });
    expect((await call('/api/me/history', { token })).body).toMatchObject({ items: [], total: 0 });
    expect((await call(`/api/me/progress/series/${series.id}`, { token })).body).toEqual({ entries: [], resume: null });
    // The refused view was not counted: their first view of the film counts now.
    expect((await call('/api/views', { token, body: { kind: 'movie', titleId: movie.id } })).body).toEqual({ counted: true });
  });

  it('members reach every route; no answer about a member may be stored by a cache', async () => {
    const member = await register();
    for (const r of routes()) {
      const res = await as(member)(r.path, { method: r.method, body: r.body });
      expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({ route: `${r.method} ${r.path}`, status: r.member });
      if (res.status === 200) expect({ route: `${r.method} ${r.path}`, cache: res.headers.get('cache-control') }).toEqual({ route: `${r.method} ${r.path}`, cache: 'no-store' });
    }
  });

  it('state-changing calls from another site are refused before anything changes', async () => {
    const member = await register();
    const foreign = { origin: 'https://pirate.exemple.com' };
    const add = await call(`/api/me/favorites/movie/${movie.id}`, { method: 'PUT', token: member.accessToken, headers: foreign });
    expect({ status: add.status, code: add.body.code }).toEqual({ status: 403, code: 'FOREIGN_ORIGIN' });
    const save = await call('/api/me/progress', { method: 'PUT', token: member.accessToken, headers: { 'sec-fetch-site': 'cross-site' }, body: { kind: 'movie', titleId: movie.id, positionSeconds: 60, durationSeconds: 600 } });
    expect(save.status).toBe(403);
    const seen = await call('/api/views', { token: member.accessToken, headers: foreign, body: { kind: 'movie', titleId: movie.id } });
    expect(seen.status).toBe(403);
    expect((await as(member)('/api/me/favorites/ids')).body).toEqual({ movies: [], series: [] });
    expect((await as(member)('/api/me/history')).body.total).toBe(0);
    // The refused view was not counted: the member's first view still counts.
    expect((await view(member, { kind: 'movie', titleId: movie.id })).body).toEqual({ counted: true });
  });
});

describe('bad requests are refused with the French message, and change nothing', () => {
  let member: Member;
  let movie: MovieDto;
  beforeAll(async () => {
    member = await register();
    movie = await createMovie();
  }, 60_000);

  const expect400 = (res: ApiResponse, detail: string) => {
    expect({ status: res.status, code: res.body.code, detail: res.body.detail }).toEqual({ status: 400, code: 'VALIDATION_FAILED', detail });
  };

  it('favourites: an unknown kind or a bad id', async () => {
    expect400(await put(member, `/api/me/favorites/film/${movie.id}`), 'Type inconnu : choisissez movie ou series.');
    expect400(await put(member, '/api/me/favorites/movie/pas-un-uuid'), 'Identifiant de titre invalide.');
    expect400(await del(member, '/api/me/favorites/episode/' + movie.id), 'Type inconnu : choisissez movie ou series.');
    expect400(await as(member)('/api/me/favorites?kind=films'), 'Type inconnu : choisissez movie ou series.');
    expect400(await as(member)('/api/me/favorites?pageSize=500'), 'La taille de page doit être un nombre entier entre 1 et 48.');
    expect400(await as(member)('/api/me/progress/episode/' + movie.id), 'Type inconnu : choisissez movie ou series.');
    expect((await as(member)('/api/me/favorites/ids')).body).toEqual({ movies: [], series: [] });
  });

  it('progress: wrong types, missing episode, out-of-range seconds, unknown fields', async () => {
    const seconds = 'La position et la durée sont des nombres de secondes entre 0 et 86400.';
    const base = { kind: 'movie', titleId: movie.id, positionSeconds: 60, durationSeconds: 600 };
    expect400(await progress(member, { ...base, positionSeconds: '60' }), seconds);
    expect400(await progress(member, { ...base, positionSeconds: -1 }), seconds);
    expect400(await progress(member, { ...base, durationSeconds: 0 }), seconds);
    expect400(await progress(member, { ...base, durationSeconds: 90_000 }), seconds);
    expect400(await progress(member, { ...base, kind: 'series' }), 'Type inconnu : choisissez movie ou episode.');
    expect400(await progress(member, { ...base, kind: 'episode' }), "Identifiant d'épisode invalide.");
    expect400(await progress(member, { ...base, episodeId: null }), "Identifiant d'épisode invalide.");
    // A film has no episode: refused by the gateway before anything is queued.
    expect400(await progress(member, { ...base, episodeId: randomUUID() }), "Un film n'a pas d'épisode : retirez episodeId.");
    expect400(await progress(member, { ...base, titleId: 'abc' }), 'Identifiant de titre invalide.');
    expect400(await progress(member, { ...base, ended: 'oui' }), 'Le champ ended doit être un booléen.');
    const unknown = await progress(member, { ...base, userId: randomUUID() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toMatch(/userId/);
    const notJson = await call('/api/me/progress', { method: 'PUT', token: member.accessToken, rawBody: 'positionSeconds=60', contentType: 'application/x-www-form-urlencoded' });
    expect(notJson.status).toBe(415);
    const progressNow = await as(member)(`/api/me/progress/movie/${movie.id}`);
    expect(progressNow.body).toEqual({ entries: [], resume: null });
  });

  it('history: a bad filter, page or entry id', async () => {
    expect400(await as(member)('/api/me/history?inProgress=peut-etre'), 'Le filtre inProgress doit valoir true ou false.');
    expect400(await as(member)('/api/me/history?page=0'), 'La page doit être un nombre entier supérieur ou égal à 1.');
    expect400(await del(member, '/api/me/history/pas-un-uuid'), "Identifiant d'entrée d'historique invalide.");
  });

  it('views: an unknown kind, a bad title or episode id, extra fields; none counts', async () => {
    expect400(await view(member, { kind: 'episode', titleId: movie.id }), 'Type inconnu : choisissez movie ou series.');
    expect400(await view(member, { kind: 'movie', titleId: 42 }), 'Identifiant de titre invalide.');
    expect400(await view(member, { kind: 'series', titleId: movie.id, episodeId: 'x' }), "Identifiant d'épisode invalide.");
    // null is not an episode either (nor a crash of the gateway's title check).
    expect400(await view(member, { kind: 'series', titleId: movie.id, episodeId: null }), "Identifiant d'épisode invalide.");
    expect400(await view(member, { kind: 'movie', titleId: movie.id, episodeId: null }), "Identifiant d'épisode invalide.");
    expect((await view(member, { kind: 'movie', titleId: movie.id, count: 1000 })).status).toBe(400);
    expect((await view(member, { kind: 'movie', titleId: movie.id })).body).toEqual({ counted: true });
  });
});

describe('when the engagement service does not answer', () => {
  // A stack of its own (this one's engagement is stopped): slow to start on a busy machine.
  it('its routes answer a quick 503 problem, progress saves are kept for it, the users list answers without the counts, and all is back once it returns', async () => {
    const names = newTestNames('eng');
    const stack = await startTestStack(names);
    const previous = { url: process.env.API_URL, run: process.env.TEST_RUN_ID, nats: process.env.TEST_NATS_URL };
    // The helpers (register, grantAdmin) act on this stack.
    process.env.API_URL = stack.url;
    process.env.TEST_RUN_ID = names.TEST_RUN_ID;
    process.env.TEST_NATS_URL = stack.natsUrl;
    try {
      const member = await register(uniqueEmail('panne'));
      const boss = await register(uniqueEmail('admin'));
      grantAdmin(boss.email);
      const bossToken = (await login(boss.email, boss.password)).accessToken;
      // A film of this stack's catalogue: views and positions of unknown titles are refused (404) before engagement is asked.
      const film = await call<MovieDto>('/api/admin/movies', { token: bossToken, body: { title: 'Film de la panne', durationMinutes: 10 } });
      expect(film.status).toBe(201);
      await stack.stopService('engagement');

      for (const [path, opts] of [
        ['/api/me/favorites/ids', {}],
        ['/api/me/history', {}],
        ['/api/views', { body: { kind: 'movie', titleId: film.body.id } }],
      ] as const) {
        const started = Date.now();
        const res = await call(path, { ...opts, token: member.accessToken });
        expect({ path, status: res.status, code: res.body.code, detail: res.body.detail }).toEqual({
          path, status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'Service momentanément indisponible. Réessayez dans quelques instants.',
        });
        expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(Date.now() - started).toBeLessThan(3000);
      }
      // A position saved meanwhile is kept in the progress queue (answered once stored) and written when engagement is back.
      const saved = await call('/api/me/progress', { method: 'PUT', token: member.accessToken, body: { kind: 'movie', titleId: film.body.id, positionSeconds: 60, durationSeconds: 600 } });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ kind: 'movie', titleId: film.body.id, positionSeconds: 60, completed: false });
      const users = await call(`/api/admin/users?search=${encodeURIComponent(member.email)}`, { token: bossToken });
      expect(users.status).toBe(200);
      expect(users.body.items).toHaveLength(1);
      expect(users.body.items[0]).toMatchObject({ email: member.email });
      expect(users.body.items[0].favorites).toBeUndefined();
      const health = await call('/api/health');
      expect(health.status).toBe(503);
      expect(health.body.checks).toMatchObject({ engagement: { status: 'down' }, identity: { status: 'up' }, catalogue: { status: 'up' } });

      stack.startService('engagement');
      await waitUntil(() => call('/api/me/favorites/ids', { token: member.accessToken }), (res) => res.status === 200, { timeoutMs: 60_000 });
      expect((await call('/api/health')).body.checks.engagement.status).toBe('up');
      const history = await call('/api/me/history', { token: member.accessToken });
      expect(history.body.items.map((h: { titleId: string; positionSeconds: number }) => [h.titleId, h.positionSeconds])).toEqual([[film.body.id, 60]]);
      expect((await call(`/api/admin/users?search=${encodeURIComponent(member.email)}`, { token: bossToken })).body.items[0]).toMatchObject({ favorites: 0, watched: 1 });
    } finally {
      process.env.API_URL = previous.url;
      process.env.TEST_RUN_ID = previous.run;
      process.env.TEST_NATS_URL = previous.nats;
      await stack.stop();
      await dropRunResources(names);
    }
  }, 240_000);
});
