import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  AdminActionEvents, SERIES_TOTALS_REFUSED,
  type AdminActionData, type AdminGenres, type AdminMovieRow, type AdminPage, type AdminSeriesCounters, type AdminSeriesRow, type AdminTitleCounters,
  type EpisodeDto, type EventEnvelope, type GenreDto, type MovieDto, type SearchResults, type SearchSuggestions, type SeriesDetailDto,
} from '@streaming/contracts';
import { connectToStackNats } from '../support/servers.js';
import { storedEvents } from '../support/stored-events.js';
import { currentTestNames } from '../support/test-env.js';
import { waitUntil } from '../support/wait-until.js';
import { call, randomIp, register, registerAdmin, type ApiResponse, type Member } from './support/api-client.js';

// The back office's catalogue through the gateway: every admin route refused to guests (401),
// members and banned members (403) and served to admins, bad queries and bodies refused in French,
// and what an admin changes shown to members at once, with its audit record.
let admin: Member;
let member: Member;
let banned: Member;
let nc: NatsConnection;

beforeAll(async () => {
  [admin, member, banned] = await Promise.all([registerAdmin(), register(), register()]);
  const ban = await call(`/api/admin/users/${banned.session.user.id}/ban`, { token: admin.accessToken, body: { reason: 'Partage de compte', days: 7 } });
  expect(ban.status).toBe(200);
  await waitUntil(() => call('/api/me', { token: banned.accessToken }), (res) => res.status === 403, { what: 'the ban to reach the gateway' });
  // As the catalogue, which reads its own events (the audit records among them).
  nc = await connectToStackNats(currentTestNames(), 'catalogue');
}, 60_000);

afterAll(() => nc?.close());

const as = <T = ApiResponse['body']>(who: Member | undefined, path: string, method = 'GET', body?: unknown) =>
  call<T>(path, { method, body, token: who?.accessToken });

const someId = '00000000-0000-4000-8000-000000000000';

/** Every admin route of the catalogue, each with a request an admin may make. */
const routes = (ids: { movie: string; series: string; episode: string; genre: string }) => [
  { method: 'GET', path: '/api/admin/movies?search=golem&sort=title' },
  { method: 'GET', path: '/api/admin/series?status=ongoing' },
  { method: 'GET', path: '/api/admin/animes?page=1&pageSize=10' },
  { method: 'GET', path: '/api/admin/genres' },
  { method: 'GET', path: `/api/admin/movies/${ids.movie}` },
  { method: 'GET', path: `/api/admin/series/${ids.series}` },
  { method: 'GET', path: `/api/admin/series/${ids.series}/episodes` },
  { method: 'GET', path: '/api/admin/tmdb/search?kind=movie&q=golem' },
  { method: 'GET', path: '/api/admin/tmdb/tv/880003' },
  { method: 'POST', path: '/api/admin/movies', body: { title: 'Film du test' } },
  { method: 'PATCH', path: `/api/admin/movies/${ids.movie}`, body: { rating: 3.5 } },
  { method: 'POST', path: '/api/admin/series', body: { title: 'Série du test' } },
  { method: 'PATCH', path: `/api/admin/series/${ids.series}`, body: { status: 'ongoing' } },
  { method: 'POST', path: `/api/admin/series/${ids.series}/episodes`, body: { seasonNumber: 9, episodeNumber: 9, title: 'Épisode du test' } },
  { method: 'PATCH', path: `/api/admin/episodes/${ids.episode}`, body: { title: 'Pilote (bis)' } },
  { method: 'POST', path: '/api/admin/genres', body: { name: `Genre ${randomUUID().slice(0, 6)}`, category: 'Spectacles' } },
  { method: 'PATCH', path: `/api/admin/genres/${ids.genre}`, body: { category: 'Spectacles' } },
  { method: 'DELETE', path: `/api/admin/episodes/${ids.episode}` },
  { method: 'DELETE', path: `/api/admin/genres/${ids.genre}?confirm=true` },
  { method: 'DELETE', path: `/api/admin/series/${ids.series}` },
  { method: 'DELETE', path: `/api/admin/movies/${ids.movie}` },
];

describe('the catalogue admin routes', () => {
  it('answer guests 401, members and banned members 403, and admins', async () => {
    const movie = await as<MovieDto>(admin, '/api/admin/movies', 'POST', { title: 'Matrice des droits' });
    const series = await as<SeriesDetailDto>(admin, '/api/admin/series', 'POST', { title: 'Série des droits' });
    const episode = await as<EpisodeDto>(admin, `/api/admin/series/${series.body.id}/episodes`, 'POST', { seasonNumber: 1, episodeNumber: 1, title: 'Pilote' });
    const genre = await as<GenreDto>(admin, '/api/admin/genres', 'POST', { name: `Droits ${randomUUID().slice(0, 6)}`, category: 'Films' });
    const all = routes({ movie: movie.body.id, series: series.body.id, episode: episode.body.id, genre: genre.body.id });

    for (const r of all) {
      const guest = await as(undefined, r.path, r.method, r.body);
      expect({ route: `${r.method} ${r.path}`, status: guest.status }).toEqual({ route: `${r.method} ${r.path}`, status: 401 });
      const refused = await as(member, r.path, r.method, r.body);
      expect({ route: `${r.method} ${r.path}`, status: refused.status, detail: refused.body.detail }).toEqual({
        route: `${r.method} ${r.path}`, status: 403, detail: "Vous n'avez pas les permissions d'administrateur",
      });
      const bannedAnswer = await as(banned, r.path, r.method, r.body);
      expect({ route: `${r.method} ${r.path}`, status: bannedAnswer.status, code: bannedAnswer.body.code }).toEqual({ route: `${r.method} ${r.path}`, status: 403, code: 'ACCOUNT_BANNED' });
    }
    // Nothing the refused callers sent was written: the admin's calls now all succeed, in order.
    for (const r of all) {
      const res = await as(admin, r.path, r.method, r.body);
      expect({ route: `${r.method} ${r.path}`, ok: res.status >= 200 && res.status < 300 }).toEqual({ route: `${r.method} ${r.path}`, ok: true });
    }
  });

  it('refuse bad queries and bodies with a French 400, changing nothing', async () => {
    const series = await as<SeriesDetailDto>(admin, '/api/admin/series', 'POST', { title: 'Série des refus' });
    const bad: Array<[string, string, unknown, string]> = [
      ['GET', '/api/admin/movies?pageSize=0', undefined, 'La taille de page doit être un nombre entier entre 1 et 100.'],
      ['GET', '/api/admin/movies?sort=note', undefined, 'Tri inconnu : choisissez recent, title, year, rating, views.'],
      ['GET', '/api/admin/movies?genre=drame', undefined, 'Identifiant de genre invalide.'],
      ['GET', '/api/admin/movies?year=1800', undefined, "L'année doit être un nombre entier entre 1870 et 2100."],
      ['GET', '/api/admin/series?featured=peut-etre', undefined, 'Le filtre « à la une » doit valoir true ou false.'],
      ['GET', '/api/admin/animes?status=fini', undefined, 'Statut inconnu : choisissez ongoing, completed, cancelled.'],
      ['GET', `/api/admin/movies?search=${'x'.repeat(101)}`, undefined, 'La recherche est trop longue (100 caractères maximum).'],
      ['GET', '/api/admin/series/abc/episodes', undefined, 'Identifiant de série invalide.'],
      ['GET', '/api/admin/series/abc', undefined, 'Identifiant de série invalide.'],
      ['GET', '/api/admin/movies/abc', undefined, 'Identifiant de film invalide.'],
      ['POST', '/api/admin/series', { title: 'Totaux envoyés', totalSeasons: 2, totalEpisodes: 10 }, SERIES_TOTALS_REFUSED],
      ['PATCH', `/api/admin/series/${series.body.id}`, { totalEpisodes: 3 }, SERIES_TOTALS_REFUSED],
      ['POST', `/api/admin/series/${series.body.id}/episodes`, { seasonNumber: 0, episodeNumber: 1, title: 'Zéro' }, 'La saison doit être un entier supérieur ou égal à 1.'],
      ['POST', `/api/admin/series/${series.body.id}/episodes`, { seasonNumber: 1, episodeNumber: 1, title: '   ' }, "Le titre de l'épisode est requis."],
      ['POST', `/api/admin/series/${series.body.id}/episodes`, { seasonNumber: 1, episodeNumber: 1, title: 'Durée', durationMinutes: 0 }, 'La durée doit être comprise entre 1 et 1000 minutes.'],
      ['POST', '/api/admin/genres', { name: 'Genre', category: 'Films', isAnime: 'oui' }, 'Le champ « genre des animés » doit valoir true ou false.'],
      ['DELETE', `/api/admin/genres/${someId}?confirm=peut-etre`, undefined, 'La confirmation doit valoir true ou false.'],
      ['GET', '/api/admin/tmdb/search?kind=movie&q=a', undefined, 'Saisissez au moins 2 caractères pour la recherche TMDB (100 au maximum).'],
      ['GET', '/api/admin/tmdb/search?q=golem', undefined, 'Type TMDB inconnu : choisissez movie ou tv.'],
      ['GET', '/api/admin/tmdb/person/19', undefined, 'Type TMDB inconnu : choisissez movie ou tv.'],
      ['GET', '/api/admin/tmdb/movie/dix-neuf', undefined, 'Identifiant TMDB invalide : un nombre entier positif.'],
    ];
    for (const [method, path, body, detail] of bad) {
      const res = await as(admin, path, method, body);
      expect({ route: `${method} ${path}`, status: res.status, code: res.body.code, detail: res.body.detail }).toEqual({ route: `${method} ${path}`, status: 400, code: 'VALIDATION_FAILED', detail });
    }
    const read = await as<SeriesDetailDto>(admin, `/api/series/${series.body.id}`);
    expect(read.body).toMatchObject({ totalSeasons: 0, totalEpisodes: 0, seasons: [] });
  });
});

describe('the back office tables', () => {
  it('page, search and count on the server, and show an admin’s change to members at once', async () => {
    const tag = randomUUID().slice(0, 8);
    const created = await as<MovieDto>(admin, '/api/admin/movies', 'POST', { title: `Le Sphinx ${tag}`, releaseYear: 1925, isFeatured: true, quality: '4K' });
    expect(created.status).toBe(201);
    const table = await as<AdminPage<AdminMovieRow, AdminTitleCounters>>(admin, `/api/admin/movies?search=${tag}`);
    expect(table.status).toBe(200);
    expect(table.headers.get('cache-control')).toBe('no-store');
    expect(table.body).toMatchObject({ total: 1, page: 1, pageSize: 50, items: [{ id: created.body.id, title: `Le Sphinx ${tag}`, year: 1925, isFeatured: true, isNew: true, views: 0, genres: [] }] });
    expect(table.body.counters.featured).toBeGreaterThanOrEqual(1);
    const first = await as<AdminPage<AdminMovieRow, AdminTitleCounters>>(admin, '/api/admin/movies?pageSize=1');
    expect(first.body.total).toBe(first.body.counters.total);

    // A member's page, search and suggestions, read (and cached by the gateway and the catalogue) before the edit, show it at once after.
    const searched = async () => (await as<SearchResults>(member, `/api/search?q=${encodeURIComponent(`sphinx ${tag}`)}`)).body.items.map((i) => i.title);
    const suggested = async () => (await as<SearchSuggestions>(member, `/api/search/suggest?q=${encodeURIComponent(`sphinx ${tag}`)}`)).body.movies.map((m) => m.title);
    expect((await as<MovieDto>(member, `/api/movies/${created.body.id}`)).body.title).toBe(`Le Sphinx ${tag}`);
    expect([await searched(), await suggested()]).toEqual([[`Le Sphinx ${tag}`], [`Le Sphinx ${tag}`]]);
    await as(admin, `/api/admin/movies/${created.body.id}`, 'PATCH', { title: `Le Sphinx d'or ${tag}` });
    expect((await as<MovieDto>(member, `/api/movies/${created.body.id}`)).body.title).toBe(`Le Sphinx d'or ${tag}`);
    expect([await searched(), await suggested()]).toEqual([[`Le Sphinx d'or ${tag}`], [`Le Sphinx d'or ${tag}`]]);

    // The series table counts the episodes; the episode manager lists them; the totals follow.
    const series = await as<SeriesDetailDto>(admin, '/api/admin/series', 'POST', { title: `Feuilleton ${tag}`, country: 'Japon', language: 'Japonais' });
    for (const [season, episode] of [[1, 1], [1, 2], [2, 1]]) {
      expect((await as(admin, `/api/admin/series/${series.body.id}/episodes`, 'POST', { seasonNumber: season, episodeNumber: episode, title: `É${season}.${episode}`, airDate: '' })).status).toBe(201);
    }
    const episodes = await as<EpisodeDto[]>(admin, `/api/admin/series/${series.body.id}/episodes`);
    expect(episodes.body.map((e) => [e.seasonNumber, e.episodeNumber, e.airDate, e.durationMinutes])).toEqual([[1, 1, null, 45], [1, 2, null, 45], [2, 1, null, 45]]);
    const animes = await as<AdminPage<AdminSeriesRow, AdminSeriesCounters>>(admin, `/api/admin/animes?search=${tag}`);
    expect(animes.body.items).toEqual([expect.objectContaining({ id: series.body.id, totalSeasons: 2, totalEpisodes: 3, isAnime: true, status: 'completed' })]);
    expect(animes.body.counters.episodes).toBeGreaterThanOrEqual(3);
    expect((await as<SeriesDetailDto>(member, `/api/series/${series.body.id}`)).body).toMatchObject({ isAnime: true, totalSeasons: 2, totalEpisodes: 3 });
    // The edit forms and the episode manager read one title from the primary: after a change, its new totals and fields at once.
    await as(admin, `/api/admin/series/${series.body.id}/episodes`, 'POST', { seasonNumber: 3, episodeNumber: 1, title: 'É3.1' });
    const fresh = await as<SeriesDetailDto>(admin, `/api/admin/series/${series.body.id}`);
    expect(fresh.headers.get('cache-control')).toBe('no-store');
    expect(fresh.body).toMatchObject({ id: series.body.id, title: `Feuilleton ${tag}`, totalSeasons: 3, totalEpisodes: 4 });
    const film = await as<MovieDto>(admin, `/api/admin/movies/${created.body.id}`);
    expect(film.body).toMatchObject({ id: created.body.id, title: `Le Sphinx d'or ${tag}`, releaseYear: 1925, quality: '4K' });
    for (const path of [`/api/admin/movies/${someId}`, `/api/admin/series/${someId}`]) {
      expect((await as(admin, path)).status).toBe(404);
    }
  });

  it('delete a used genre only after the second confirmation, and answer its old slug', async () => {
    const genre = await as<GenreDto>(admin, '/api/admin/genres', 'POST', { name: `Péplum ${randomUUID().slice(0, 4)}`, category: 'Films' });
    expect(genre.body.slug).toMatch(/^peplum-/);
    const movie = await as<MovieDto>(admin, '/api/admin/movies', 'POST', { title: 'Ben-Hur', genreIds: [genre.body.id] });
    const oldSlug = genre.body.slug.replace('peplum', 'pplum');
    const page = await as(member, `/api/genres/${oldSlug}`);
    expect(page.status).toBe(200);
    expect(page.body.genre).toMatchObject({ id: genre.body.id, slug: genre.body.slug });

    const usage = (await as<AdminGenres>(admin, '/api/admin/genres')).body.categories[0].genres.find((g) => g.id === genre.body.id);
    expect(usage).toMatchObject({ movies: 1, series: 0, isAnime: false });
    const refused = await as(admin, `/api/admin/genres/${genre.body.id}`, 'DELETE');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'GENRE_IN_USE', movies: 1, series: 0, detail: 'Ce genre est utilisé par 1 film et 0 série : confirmez pour le retirer de ces titres et le supprimer.' });
    expect((await as<MovieDto>(member, `/api/movies/${movie.body.id}`)).body.genres.map((g) => g.id)).toEqual([genre.body.id]);
    const deleted = await as(admin, `/api/admin/genres/${genre.body.id}?confirm=true`, 'DELETE');
    expect(deleted).toMatchObject({ status: 200, body: { movies: 1, series: 0 } });
    expect((await as<MovieDto>(member, `/api/movies/${movie.body.id}`)).body.genres).toEqual([]);
    expect((await as(member, `/api/genres/${genre.body.slug}`)).status).toBe(404);
  });
});

describe('the audit record of a catalogue change', () => {
  it('names the admin and the client address the gateway saw, with the fields before and after', async () => {
    const ip = randomIp();
    const created = await call<MovieDto>('/api/admin/movies', { token: admin.accessToken, ip, body: { title: 'Audit', rating: 2.5 } });
    await call(`/api/admin/movies/${created.body.id}`, { method: 'PATCH', token: admin.accessToken, ip, body: { rating: 4 } });
    const names = currentTestNames();
    const records = await waitUntil(
      async () => (await storedEvents<EventEnvelope<AdminActionData>>(jetstream(nc), names.EVENTS_STREAM, `${names.EVENTS_PREFIX}.${AdminActionEvents.catalogue}`))
        .map((e) => e.data).filter((d) => d.targetId === created.body.id),
      (list) => list.length === 2,
      { what: "the film's two audit records" },
    );
    expect(records).toEqual([
      expect.objectContaining({ actorId: admin.session.user.id, clientAddress: ip, action: 'movie.create', targetType: 'movie', changes: expect.objectContaining({ rating: { before: null, after: 2.5 } }) }),
      { actorId: admin.session.user.id, clientAddress: ip, action: 'movie.update', targetType: 'movie', targetId: created.body.id, changes: { rating: { before: 2.5, after: 4 } } },
    ]);
  });
});
