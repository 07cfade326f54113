import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FavoriteEntry, FavoriteIds, FavoriteView, HistoryEntryView, MovieDto, Page, SavedPosition, SeriesDetailDto, TitleProgress } from '@streaming/contracts';
import { waitForClockPast, waitUntil } from '../support/wait-until.js';
import { call, register, uniqueEmail, type ApiResponse, type Member } from './support/api-client.js';
import { admin, as, createMovie, createSeries, del, expectViews, progress, put, useEngagementFixtures, view } from './support/engagement-fixtures.js';

/**
 * The engagement routes of the gateway: favourites, watch progress and history, views,
 * and the users admin list's counts. Each test names its own films and series (created by an admin
 * here) and its own members, so they never depend on one another nor on the demo catalogue.
 * Who may call them, bad requests and an engagement outage: engagement-access.api-spec.ts.
 */
useEngagementFixtures();

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
    await waitForClockPast(Date.parse((added.body as FavoriteEntry).createdAt)); // the series is added later
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
    // Engagement itself forgets it (the ids are not composed with cards: the gateway drops nothing there).
    const ids = await waitUntil(async () => (await as(member)('/api/me/favorites/ids')).body as FavoriteIds, (found) => !found.movies.includes(gone.id), {
      what: 'engagement to forget the deleted film',
    });
    expect(ids).toEqual({ movies: [kept.id], series: [] });
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
    expect(saved.body).toEqual({ kind: 'movie', titleId: film.id, episodeId: null, positionSeconds: 120, durationSeconds: 600, completed: false, updatedAt: expect.any(String) });
    // Another device: a new sign-in of the same member.
    const phone = await call('/api/auth/login', { body: { email: member.email, password: member.password } });
    const onPhone = await call<TitleProgress>(`/api/me/progress/movie/${film.id}`, { token: phone.body.accessToken });
    expect(onPhone.status).toBe(200);
    expect(onPhone.headers.get('cache-control')).toBe('no-store');
    expect(onPhone.body.entries).toHaveLength(1);
    // The row as saved, read at once on the other device (the save was queued, then written: reads wait for it).
    expect(onPhone.body.resume).toMatchObject({ id: expect.any(String), positionSeconds: 120, updatedAt: (saved.body as SavedPosition).updatedAt });

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
    const first = await progress(member, { kind: 'episode', titleId: series.id, episodeId: e1, positionSeconds: 2600, durationSeconds: 2700 });
    expect(first.body).toMatchObject({ completed: true });
    await waitForClockPast(Date.parse((first.body as SavedPosition).updatedAt)); // the second episode is watched later
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

  it('a view or a position of a title or episode the catalogue does not have is refused with 404, and records nothing', async () => {
    const member = await register();
    const series = await createSeries(1);
    const other = await createSeries(1);
    const episodeId = series.seasons[0].episodes[0].id;
    const othersEpisode = other.seasons[0].episodes[0].id;
    const refused = (res: ApiResponse) => ({ status: res.status, code: res.body.code, detail: res.body.detail });
    const noFilm = { status: 404, code: 'MOVIE_NOT_FOUND', detail: 'Film non trouvé' };
    const noSeries = { status: 404, code: 'SERIES_NOT_FOUND', detail: 'Série non trouvée' };
    const noEpisode = { status: 404, code: 'EPISODE_NOT_FOUND', detail: 'Épisode introuvable.' };

    expect(refused(await view(member, { kind: 'movie', titleId: randomUUID() }))).toEqual(noFilm);
    // A series' id is not a film's.
    expect(refused(await view(member, { kind: 'movie', titleId: series.id }))).toEqual(noFilm);
    expect(refused(await view(member, { kind: 'series', titleId: randomUUID() }))).toEqual(noSeries);
    expect(refused(await view(member, { kind: 'series', titleId: series.id, episodeId: randomUUID() }))).toEqual(noEpisode);
    // An episode of another series.
    expect(refused(await view(member, { kind: 'series', titleId: series.id, episodeId: othersEpisode }))).toEqual(noEpisode);
    const seconds = { positionSeconds: 60, durationSeconds: 600 };
    expect(refused(await progress(member, { kind: 'movie', titleId: randomUUID(), ...seconds }))).toEqual(noFilm);
    expect(refused(await progress(member, { kind: 'episode', titleId: randomUUID(), episodeId, ...seconds }))).toEqual(noSeries);
    expect(refused(await progress(member, { kind: 'episode', titleId: series.id, episodeId: randomUUID(), ...seconds }))).toEqual(noEpisode);
    expect(refused(await progress(member, { kind: 'episode', titleId: series.id, episodeId: othersEpisode, ...seconds }))).toEqual(noEpisode);

    // Nothing was kept: no history row, and the member's first view of the series still counts
    // (the refused ones opened no window), once, as the series' only view.
    expect((await as(member)('/api/me/history')).body).toMatchObject({ items: [], total: 0 });
    expect((await as(member)(`/api/me/progress/series/${series.id}`)).body).toEqual({ entries: [], resume: null });
    expect((await view(member, { kind: 'series', titleId: series.id, episodeId })).body).toEqual({ counted: true });
    await expectViews(series.id, 1, 'series', false);
    expect((await call(`/api/series/${other.id}`, { token: admin.accessToken })).body.viewsCount).toBe(0);
  }, 60_000);

  it('a title deleted from the catalogue takes no more views nor positions', async () => {
    const member = await register();
    const movie = await createMovie();
    const seconds = { positionSeconds: 60, durationSeconds: 600 };
    expect((await progress(member, { kind: 'movie', titleId: movie.id, ...seconds })).status).toBe(200);
    expect((await call(`/api/admin/movies/${movie.id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(204);
    // Engagement forgets the row saved before the deletion, and the gateway the title, when the
    // deletion event reaches them (at once, usually; well before the gateway's 60 s would end).
    await waitUntil(() => as(member)(`/api/me/progress/movie/${movie.id}`), (res) => res.body.entries.length === 0, { what: 'engagement to forget the deleted film' });
    await waitUntil(() => view(member, { kind: 'movie', titleId: movie.id }), (res) => res.status === 404);
    const res = await progress(member, { kind: 'movie', titleId: movie.id, ...seconds });
    expect({ status: res.status, code: res.body.code, detail: res.body.detail }).toEqual({ status: 404, code: 'MOVIE_NOT_FOUND', detail: 'Film non trouvé' });
    expect((await as(member)('/api/me/history')).body).toMatchObject({ items: [], total: 0 });
  }, 30_000);
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
