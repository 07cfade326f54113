import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FavoriteEntry, FavoriteView, HistoryEntryView, MovieDto, Page, ProgressView, SeriesDetailDto, TitleProgress, ViewResult } from '@streaming/contracts';
import { newTestNames } from '../support/test-env.js';
import { dropRunResources, startTestStack } from '../support/stack.js';
import { call, eventually, grantAdmin, login, register, registerAdmin, sleep, uniqueEmail, type ApiResponse, type CallOptions, type Member } from './support/api-client.js';

/**
 * The engagement routes of the gateway (issue 9): favourites, watch progress and history, views,
 * and the users admin list's counts. Each test names its own films and series (created by an admin
 * here) and its own members, so they never depend on one another nor on the demo catalogue. The
 * titles are deleted at the end: the other API files share this stack and count the demo catalogue.
 */

const created: Array<{ kind: 'movies' | 'series'; id: string }> = [];

let admin: Member;
/** A member with an access token: `as(member)` sends with it. */
const as = (m: Member | undefined) => (path: string, opts: CallOptions = {}) => call(path, { ...opts, token: m?.accessToken });
const put = (m: Member, path: string, body?: unknown) => call(path, { method: 'PUT', token: m.accessToken, body });
const del = (m: Member, path: string) => call(path, { method: 'DELETE', token: m.accessToken });

async function createMovie(title = `Film ${randomUUID().slice(0, 8)}`): Promise<MovieDto> {
  const res = await call<MovieDto>('/api/admin/movies', { token: admin.accessToken, body: { title, durationMinutes: 10 } });
  expect(res.status).toBe(201);
  created.push({ kind: 'movies', id: res.body.id });
  return res.body;
}

/** A series with one season of `episodes` episodes. */
async function createSeries(episodes = 2): Promise<SeriesDetailDto> {
  const series = await call<SeriesDetailDto>('/api/admin/series', { token: admin.accessToken, body: { title: `Série ${randomUUID().slice(0, 8)}`, status: 'ongoing' } });
  expect(series.status).toBe(201);
  created.push({ kind: 'series', id: series.body.id });
  for (let n = 1; n <= episodes; n++) {
    const ep = await call(`/api/admin/series/${series.body.id}/episodes`, { token: admin.accessToken, body: { seasonNumber: 1, episodeNumber: n, title: `Épisode ${n}`, durationMinutes: 45 } });
    expect(ep.status).toBe(201);
  }
  return (await call<SeriesDetailDto>(`/api/series/${series.body.id}`, { token: admin.accessToken })).body;
}

async function ban(member: Member): Promise<void> {
  const res = await call(`/api/admin/users/${member.session.user.id}/ban`, { token: admin.accessToken, body: { reason: 'Partage de compte', days: 7 } });
  expect(res.status).toBe(200);
}

const progress = (m: Member, body: Record<string, unknown>) => put(m, '/api/me/progress', body);
const view = (m: Member, body: Record<string, unknown>) => call<ViewResult>('/api/views', { token: m.accessToken, body });

afterAll(async () => {
  for (const { kind, id } of created) {
    const res = await call(`/api/admin/${kind}/${id}`, { method: 'DELETE', token: admin.accessToken });
    // 404: the test deleted it itself.
    expect([204, 404]).toContain(res.status);
  }
});

beforeAll(async () => {
  admin = await registerAdmin();
}, 60_000);

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
  });

  it('banned members get 403 ACCOUNT_BANNED with the ban, and nothing is recorded for them', async () => {
    const banned = await register();
    // Something of theirs exists before the ban: the ban hides it, it does not delete it.
    expect((await put(banned, `/api/me/favorites/movie/${movie.id}`)).status).toBe(200);
    await ban(banned);
    await eventually(async () => (await as(banned)('/api/me/favorites/ids')).status === 403);
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
    await eventually(async () => (await call('/api/me/favorites/ids', { token })).status === 200);
    expect((await call('/api/me/favorites/ids', { token })).body).toEqual({ movies: [movie.id], series: [] });
    expect((await call('/api/me/history', { token })).body).toMatchObject({ items: [], total: 0 });
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
    expect((await view(member, { kind: 'movie', titleId: movie.id, count: 1000 })).status).toBe(400);
    expect((await view(member, { kind: 'movie', titleId: movie.id })).body).toEqual({ counted: true });
  });
});

describe('favourites', () => {
  it('added films and series appear in the list with their card, newest first, and disappear when removed', async () => {
    const member = await register();
    const movie = await createMovie();
    const series = await createSeries(1);
    const added = await put(member, `/api/me/favorites/movie/${movie.id}`);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ kind: 'movie', titleId: movie.id });
    // Adding twice answers the same entry.
    const twice = await put(member, `/api/me/favorites/movie/${movie.id}`);
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual(added.body);
    await sleep(5);
    expect((await put(member, `/api/me/favorites/series/${series.id}`)).status).toBe(200);

    expect((await as(member)('/api/me/favorites/ids')).body).toEqual({ movies: [movie.id], series: [series.id] });
    const all = await as(member)('/api/me/favorites');
    expect(all.status).toBe(200);
    const page = all.body as Page<FavoriteView>;
    expect(page.total).toBe(2);
    expect(page.items.map((f) => [f.kind, f.titleId])).toEqual([
      ['series', series.id],
      ['movie', movie.id],
    ]);
    expect(page.items[1]).toEqual({ ...(added.body as FavoriteEntry), card: expect.objectContaining({ id: movie.id, kind: 'movie', title: movie.title }) });
    expect(page.items[0].card).toMatchObject({ id: series.id, kind: 'series', title: series.title });
    const films = (await as(member)('/api/me/favorites?kind=movie')).body as Page<FavoriteView>;
    expect(films.items.map((f) => f.titleId)).toEqual([movie.id]);
    const seriesTab = (await as(member)('/api/me/favorites?kind=series&page=1&pageSize=1')).body as Page<FavoriteView>;
    expect(seriesTab).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect(seriesTab.items.map((f) => f.titleId)).toEqual([series.id]);

    expect((await del(member, `/api/me/favorites/movie/${movie.id}`)).status).toBe(204);
    expect((await as(member)('/api/me/favorites/ids')).body).toEqual({ movies: [], series: [series.id] });
    expect(((await as(member)('/api/me/favorites?kind=movie')).body as Page<FavoriteView>)).toMatchObject({ items: [], total: 0 });
    const again = await del(member, `/api/me/favorites/movie/${movie.id}`);
    expect({ status: again.status, code: again.body.code, detail: again.body.detail }).toEqual({ status: 404, code: 'FAVORITE_NOT_FOUND', detail: "Ce titre n'est pas dans vos favoris." });
  });

  it('only titles that exist can be added: 404 with the catalogue message', async () => {
    const member = await register();
    const movie = await put(member, `/api/me/favorites/movie/${randomUUID()}`);
    expect({ status: movie.status, code: movie.body.code, detail: movie.body.detail }).toEqual({ status: 404, code: 'MOVIE_NOT_FOUND', detail: 'Film non trouvé' });
    const series = await put(member, `/api/me/favorites/series/${randomUUID()}`);
    expect({ status: series.status, code: series.body.code, detail: series.body.detail }).toEqual({ status: 404, code: 'SERIES_NOT_FOUND', detail: 'Série non trouvée' });
    // A film's id is not a series.
    const film = await createMovie();
    expect((await put(member, `/api/me/favorites/series/${film.id}`)).status).toBe(404);
    expect((await as(member)('/api/me/favorites/ids')).body).toEqual({ movies: [], series: [] });
  });

  it('are never visible nor removable by another member', async () => {
    const owner = await register();
    const other = await register();
    const movie = await createMovie();
    expect((await put(owner, `/api/me/favorites/movie/${movie.id}`)).status).toBe(200);
    expect((await as(other)('/api/me/favorites/ids')).body).toEqual({ movies: [], series: [] });
    expect((await as(other)('/api/me/favorites')).body).toMatchObject({ items: [], total: 0 });
    const removal = await del(other, `/api/me/favorites/movie/${movie.id}`);
    expect({ status: removal.status, code: removal.body.code }).toEqual({ status: 404, code: 'FAVORITE_NOT_FOUND' });
    expect((await as(owner)('/api/me/favorites/ids')).body).toEqual({ movies: [movie.id], series: [] });
  });

  it('a title deleted from the catalogue leaves the list', async () => {
    const member = await register();
    const kept = await createMovie();
    const gone = await createMovie();
    expect((await put(member, `/api/me/favorites/movie/${kept.id}`)).status).toBe(200);
    expect((await put(member, `/api/me/favorites/movie/${gone.id}`)).status).toBe(200);
    expect((await call(`/api/admin/movies/${gone.id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(204);
    const list = (await as(member)('/api/me/favorites')).body as Page<FavoriteView>;
    expect(list.items.map((f) => f.titleId)).toEqual([kept.id]);
    expect(list.total).toBe(1);
  });
});

describe('watch progress and history', () => {
  let member: Member;
  let other: Member;
  let film: MovieDto;
  let watched: MovieDto;
  let series: SeriesDetailDto;
  let e1: string;
  let e2: string;

  beforeAll(async () => {
    [member, other] = await Promise.all([register(), register()]);
    film = await createMovie();
    watched = await createMovie();
    series = await createSeries(2);
    [e1, e2] = series.seasons[0].episodes.map((e) => e.id);
  }, 60_000);

  it('a saved position is resumed from any device, until the film is watched to 90 % or to its end', async () => {
    const saved = await progress(member, { kind: 'movie', titleId: film.id, positionSeconds: 120, durationSeconds: 600 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ kind: 'movie', titleId: film.id, episodeId: null, positionSeconds: 120, durationSeconds: 600, completed: false });
    // Another device: a new sign-in of the same member.
    const phone = await call('/api/auth/login', { body: { email: member.email, password: member.password } });
    const onPhone = await call<TitleProgress>(`/api/me/progress/movie/${film.id}`, { token: phone.body.accessToken });
    expect(onPhone.status).toBe(200);
    expect(onPhone.headers.get('cache-control')).toBe('no-store');
    expect(onPhone.body.entries).toHaveLength(1);
    expect(onPhone.body.resume).toMatchObject({ id: (saved.body as ProgressView).id, positionSeconds: 120 });

    // 95 % watched: completed, nothing to resume.
    const late = await progress(member, { kind: 'movie', titleId: film.id, positionSeconds: 570, durationSeconds: 600 });
    expect(late.body).toMatchObject({ completed: true });
    expect((await as(member)(`/api/me/progress/movie/${film.id}`)).body.resume).toBeNull();

    // Played to its end: completed and the position cleared.
    const ended = await progress(member, { kind: 'movie', titleId: watched.id, positionSeconds: 600, durationSeconds: 600, ended: true });
    expect(ended.body).toMatchObject({ completed: true, positionSeconds: 0 });
    const read = (await as(member)(`/api/me/progress/movie/${watched.id}`)).body as TitleProgress;
    expect(read.resume).toBeNull();
    expect(read.entries).toEqual([expect.objectContaining({ completed: true, positionSeconds: 0 })]);
  });

  it('a series resumes its last episode in progress, and lists every episode watched', async () => {
    expect((await progress(member, { kind: 'episode', titleId: series.id, episodeId: e1, positionSeconds: 2600, durationSeconds: 2700 })).body).toMatchObject({ completed: true });
    await sleep(5);
    expect((await progress(member, { kind: 'episode', titleId: series.id, episodeId: e2, positionSeconds: 300, durationSeconds: 2700 })).status).toBe(200);
    const read = (await as(member)(`/api/me/progress/series/${series.id}`)).body as TitleProgress;
    expect(read.entries.map((e) => e.episodeId).sort()).toEqual([e1, e2].sort());
    expect(read.resume).toMatchObject({ kind: 'episode', titleId: series.id, episodeId: e2, positionSeconds: 300, completed: false });
    // Nothing of it is anyone else's.
    expect((await as(other)(`/api/me/progress/series/${series.id}`)).body).toEqual({ entries: [], resume: null });
  });

  it('the history lists newest first with cards and episodes; inProgress keeps what can be resumed', async () => {
    const res = await as(member)('/api/me/history');
    expect(res.status).toBe(200);
    const all = res.body as Page<HistoryEntryView>;
    // Saved in this order: film (then completed), watched (ended), e1 (completed), e2 (in progress).
    expect(all.items.map((h) => h.episodeId ?? h.titleId)).toEqual([e2, e1, watched.id, film.id]);
    expect(all.total).toBe(4);
    expect(all.items[0]).toMatchObject({ kind: 'episode', card: { id: series.id, kind: 'series', title: series.title }, episode: { id: e2, seriesId: series.id, seasonNumber: 1, episodeNumber: 2, title: 'Épisode 2' } });
    expect(all.items[3]).toMatchObject({ kind: 'movie', card: { id: film.id, kind: 'movie', title: film.title }, episode: null });
    const dates = all.items.map((h) => Date.parse(h.updatedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    // Watching the film again from the start puts it back in progress, at the top.
    await progress(member, { kind: 'movie', titleId: film.id, positionSeconds: 200, durationSeconds: 600 });
    const resume = (await as(member)('/api/me/history?inProgress=true')).body as Page<HistoryEntryView>;
    expect(resume.items.every((h) => !h.completed && h.positionSeconds > 0)).toBe(true);
    expect(resume.items.map((h) => h.episodeId ?? h.titleId)).toEqual([film.id, e2]);
    expect(resume.items[0]).toMatchObject({ positionSeconds: 200, durationSeconds: 600 });
    const paged = (await as(member)('/api/me/history?page=2&pageSize=1')).body as Page<HistoryEntryView>;
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: 4 });
    expect(paged.items.map((h) => h.episodeId)).toEqual([e2]);
  });

  it("another member never sees nor removes the member's rows; removing one and clearing all", async () => {
    expect((await as(other)('/api/me/history')).body).toMatchObject({ items: [], total: 0 });
    // The other member has a row of their own, which the member's clearing must not touch.
    expect((await progress(other, { kind: 'movie', titleId: film.id, positionSeconds: 42, durationSeconds: 600 })).status).toBe(200);
    const mine = ((await as(member)('/api/me/history')).body as Page<HistoryEntryView>).items;
    const target = mine.find((h) => h.episodeId === e1)!;
    const stolen = await del(other, `/api/me/history/${target.id}`);
    expect({ status: stolen.status, code: stolen.body.code, detail: stolen.body.detail }).toEqual({ status: 404, code: 'HISTORY_ENTRY_NOT_FOUND', detail: "Cette entrée de l'historique n'existe pas." });
    expect(((await as(member)('/api/me/history')).body as Page<HistoryEntryView>).total).toBe(4);

    expect((await del(member, `/api/me/history/${target.id}`)).status).toBe(204);
    const after = (await as(member)('/api/me/history')).body as Page<HistoryEntryView>;
    expect(after.items.map((h) => h.id)).not.toContain(target.id);
    expect(after.total).toBe(3);
    expect((await del(member, `/api/me/history/${target.id}`)).status).toBe(404);

    const cleared = await del(member, '/api/me/history');
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ removed: 3 });
    expect((await as(member)('/api/me/history')).body).toMatchObject({ items: [], total: 0 });
    expect((await as(member)(`/api/me/progress/series/${series.id}`)).body).toEqual({ entries: [], resume: null });
    const theirs = (await as(other)('/api/me/history')).body as Page<HistoryEntryView>;
    expect(theirs.items.map((h) => [h.titleId, h.positionSeconds])).toEqual([[film.id, 42]]);
  });
});

describe('views', () => {
  /**
   * Reads a film (or series) until its views count reaches `expected` (the catalogue adds views in
   * batches, the gateway keeps the read 5 s), checks it is exactly that, and with `stays`, that it
   * is still that once the gateway's copy has expired (nothing counted twice later).
   */
  async function expectViews(id: string, expected: number, path = 'movies', stays = true): Promise<void> {
    let last = -1;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      last = (await call<MovieDto>(`/api/${path}/${id}`, { token: admin.accessToken })).body.viewsCount;
      if (last >= expected) break;
      await sleep(250);
    }
    expect(last).toBe(expected);
    if (!stays) return;
    // Nothing counted twice later (a redelivery, a second batch): past the gateway's 5 s cache.
    await sleep(5500);
    expect((await call<MovieDto>(`/api/${path}/${id}`, { token: admin.accessToken })).body.viewsCount).toBe(expected);
  }

  it('count once per member and title per hour, also when sent in parallel; the film shows each counted view once', async () => {
    const movie = await createMovie();
    expect(movie.viewsCount).toBe(0);
    const [one, two] = await Promise.all([register(), register()]);
    const burst = await Promise.all(Array.from({ length: 8 }, () => view(one, { kind: 'movie', titleId: movie.id })));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(burst.filter((r) => r.body.counted).length).toBe(1);
    await expectViews(movie.id, 1, 'movies', false);
    // A reload within the hour does not count; another member's view does.
    expect((await view(one, { kind: 'movie', titleId: movie.id })).body).toEqual({ counted: false });
    const second = await view(two, { kind: 'movie', titleId: movie.id });
    expect(second.body).toEqual({ counted: true });
    expect(second.headers.get('cache-control')).toBe('no-store');
    await expectViews(movie.id, 2);
  }, 60_000);

  it('a series view counts the series, with or without the episode playing', async () => {
    const series = await createSeries(1);
    const member = await register();
    const episodeId = series.seasons[0].episodes[0].id;
    expect((await view(member, { kind: 'series', titleId: series.id, episodeId })).body).toEqual({ counted: true });
    expect((await view(member, { kind: 'series', titleId: series.id })).body).toEqual({ counted: false });
    await expectViews(series.id, 1, 'series');
  }, 60_000);

  it('a view of a title the catalogue does not have is answered and harmless', async () => {
    const member = await register();
    const res = await view(member, { kind: 'movie', titleId: randomUUID() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ counted: true });
    expect((await as(member)('/api/me/history')).body.total).toBe(0);
  });
});

describe('the users admin list', () => {
  it("shows each member's favourites and titles watched", async () => {
    const member = await register(uniqueEmail('compteur'));
    const idle = await register(uniqueEmail('compteur'));
    const movie = await createMovie();
    const series = await createSeries(2);
    const [e1, e2] = series.seasons[0].episodes.map((e) => e.id);
    expect((await put(member, `/api/me/favorites/movie/${movie.id}`)).status).toBe(200);
    expect((await put(member, `/api/me/favorites/series/${series.id}`)).status).toBe(200);
    await progress(member, { kind: 'movie', titleId: movie.id, positionSeconds: 60, durationSeconds: 600 });
    // Two episodes of one series are one title watched.
    await progress(member, { kind: 'episode', titleId: series.id, episodeId: e1, positionSeconds: 60, durationSeconds: 2700 });
    await progress(member, { kind: 'episode', titleId: series.id, episodeId: e2, positionSeconds: 60, durationSeconds: 2700 });

    const find = async (m: Member) => {
      const res = await call(`/api/admin/users?search=${encodeURIComponent(m.email)}&pageSize=10`, { token: admin.accessToken });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(1);
      return res.body.items[0];
    };
    expect(await find(member)).toMatchObject({ id: member.session.user.id, email: member.email, favorites: 2, watched: 2 });
    expect(await find(idle)).toMatchObject({ id: idle.session.user.id, favorites: 0, watched: 0 });
    const page = await call('/api/admin/users?pageSize=48', { token: admin.accessToken });
    expect(page.body.items.every((u: { favorites?: unknown; watched?: unknown }) => typeof u.favorites === 'number' && typeof u.watched === 'number')).toBe(true);
    // Members still cannot read it.
    expect((await call('/api/admin/users', { token: member.accessToken })).status).toBe(403);
  });
});

describe('when the engagement service does not answer', () => {
  // A stack of its own (this one's engagement is stopped): slow to start on a busy machine.
  it('its routes answer a quick 503 problem, the users list answers without the counts, and all is back once it returns', async () => {
    const names = newTestNames('eng');
    const stack = await startTestStack(names);
    const previous = { url: process.env.API_URL, run: process.env.TEST_RUN_ID };
    // The helpers (register, grantAdmin) act on this stack.
    process.env.API_URL = stack.url;
    process.env.TEST_RUN_ID = names.TEST_RUN_ID;
    try {
      const member = await register(uniqueEmail('panne'));
      const boss = await register(uniqueEmail('admin'));
      grantAdmin(boss.email);
      const bossToken = (await login(boss.email, boss.password)).accessToken;
      await stack.stopService('engagement');

      for (const [path, opts] of [
        ['/api/me/favorites/ids', {}],
        ['/api/me/history', {}],
        ['/api/views', { body: { kind: 'movie', titleId: randomUUID() } }],
        ['/api/me/progress', { method: 'PUT', body: { kind: 'movie', titleId: randomUUID(), positionSeconds: 60, durationSeconds: 600 } }],
      ] as const) {
        const started = Date.now();
        const res = await call(path, { ...opts, token: member.accessToken });
        expect({ path, status: res.status, code: res.body.code, detail: res.body.detail }).toEqual({
          path, status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'Service momentanément indisponible. Réessayez dans quelques instants.',
        });
        expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(Date.now() - started).toBeLessThan(3000);
      }
      const users = await call(`/api/admin/users?search=${encodeURIComponent(member.email)}`, { token: bossToken });
      expect(users.status).toBe(200);
      expect(users.body.items).toHaveLength(1);
      expect(users.body.items[0]).toMatchObject({ email: member.email });
      expect(users.body.items[0].favorites).toBeUndefined();
      const health = await call('/api/health');
      expect(health.status).toBe(503);
      expect(health.body.checks).toMatchObject({ engagement: { status: 'down' }, identity: { status: 'up' }, catalogue: { status: 'up' } });

      stack.startService('engagement');
      await eventually(async () => (await call('/api/me/favorites/ids', { token: member.accessToken })).status === 200, 60_000);
      expect((await call('/api/health')).body.checks.engagement.status).toBe('up');
      expect((await call(`/api/admin/users?search=${encodeURIComponent(member.email)}`, { token: bossToken })).body.items[0]).toMatchObject({ favorites: 0, watched: 0 });
    } finally {
      process.env.API_URL = previous.url;
      process.env.TEST_RUN_ID = previous.run;
      await stack.stop();
      await dropRunResources(names);
    }
  }, 240_000);
});
