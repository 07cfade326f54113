import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import {
  AdminActionEvents, CataloguePatterns, SERIES_TOTALS_REFUSED,
  type Actor, type AdminActionData, type BusEvent, type BusPattern,
} from '@streaming/contracts';
import { storedEvents } from '../../../tests/support/stored-events.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { titles, useCatalogue } from './catalogue-context.js';

// The back office's catalogue: its tables and counters, the series totals, the anime rule, genre
// deletion and duplicates, old slugs, and the audit record of every admin write.
const ctx = useCatalogue('backoffice');
const { names, ids, g, call } = ctx;
const admin: Actor = { userId: randomUUID(), isAdmin: true };
const member: Actor = { userId: randomUUID(), isAdmin: false };

const movieTitles = async (query: object) => titles((await call(CataloguePatterns.adminMoviesList, query, admin)).items);
const auditEvents = async () =>
  (await storedEvents<BusEvent<typeof AdminActionEvents.catalogue>>(
    jetstream(ctx.catalogue.infra.nc), names.EVENTS_STREAM, `${names.EVENTS_PREFIX}.${AdminActionEvents.catalogue}`,
  )).map((e) => e.data);

describe('the film table', () => {
  it('pages, searches, filters and sorts on the server, with the counters of the whole table', async () => {
    const first = await call(CataloguePatterns.adminMoviesList, {}, admin);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 50, counters: { total: 12, featured: 1, new: 2 } });
    // Most recently added first, each row with what the table shows.
    expect(first.items[0]).toMatchObject({ title: 'Le Mépris du temps', year: 1963, rating: 4, views: 100, isFeatured: false, isNew: false, genres: [] });
    const metropolis = first.items.find((r) => r.id === ids.metropolis)!;
    expect(metropolis).toMatchObject({ director: 'Fritz Lang', durationMinutes: 153, quality: 'HD 1080p', views: 12000, isFeatured: true });
    expect(metropolis.genres.map((x) => x.name)).toEqual(['Drame', 'Science-Fiction']);

    // Three letters or more: anywhere in the title, original title or director, accents and case aside.
    expect(await movieTitles({ search: 'LANG', sort: 'title' })).toEqual(['Hommage à Lang', 'M le maudit', 'Metropolis']);
    expect(await movieTitles({ search: 'grauens' })).toEqual(['Nosferatu']);
    expect(await movieTitles({ search: 'melies' })).toEqual(['Le Voyage dans la Lune']);
    // Fewer: titles starting with it.
    expect(await movieTitles({ search: 'Mé', sort: 'title' })).toEqual(['Metropolis']);
    expect(await movieTitles({ search: '   ' })).toHaveLength(12);

    expect(await movieTitles({ genre: g.sf, sort: 'year', order: 'asc' })).toEqual([
      'Le Voyage dans la Lune', 'Metropolis', 'Star Wars : Épisode IV – Un nouvel espoir', "Les Chroniques d'Æther",
    ]);
    expect(await movieTitles({ year: 1927 })).toEqual(['Metropolis']);
    expect(await movieTitles({ quality: '4K', sort: 'views' })).toEqual(['Star Wars : Épisode IV – Un nouvel espoir', "Les Chroniques d'Æther"]);
    expect(await movieTitles({ featured: true })).toEqual(['Metropolis']);
    expect(await movieTitles({ isNew: true, sort: 'rating' })).toEqual(["Le Fabuleux Destin d'Amélie Poulain", "Les Chroniques d'Æther"]);

    const page = await call(CataloguePatterns.adminMoviesList, { sort: 'title', pageSize: 5, page: 3 }, admin);
    expect(page).toMatchObject({ total: 12, page: 3, pageSize: 5, counters: { total: 12, featured: 1, new: 2 } });
    expect(titles(page.items)).toEqual(['Œdipe roi', 'Star Wars : Épisode IV – Un nouvel espoir']);
    const filtered = await call(CataloguePatterns.adminMoviesList, { genre: g.drame, pageSize: 2 }, admin);
    expect(filtered).toMatchObject({ total: 4, counters: { total: 12 } });
  });

  it('is for admins only, and refuses a bad query with its French message', async () => {
    await expect(call(CataloguePatterns.adminMoviesList, {}, member)).rejects.toMatchObject({ status: 403 });
    await expect(call(CataloguePatterns.adminMoviesList, {})).rejects.toMatchObject({ status: 401 });
    await expect(call(CataloguePatterns.adminMoviesList, { pageSize: 101 }, admin)).rejects.toMatchObject({ status: 400, message: 'La taille de page doit être un nombre entier entre 1 et 100.' });
    await expect(call(CataloguePatterns.adminMoviesList, { genre: 'drame' }, admin)).rejects.toMatchObject({ status: 400, message: 'Identifiant de genre invalide.' });
    await expect(call(CataloguePatterns.adminMoviesList, { status: 'ongoing' }, admin)).rejects.toMatchObject({ status: 400, message: 'Champ inconnu : status' });
    await expect(call(CataloguePatterns.adminGenresList, {}, member)).rejects.toMatchObject({ status: 403 });
  });
});

describe('series totals', () => {
  it('are counted from the episodes in the transaction of each episode change, never taken from a form', async () => {
    await expect(call(CataloguePatterns.seriesCreate, { title: 'Totaux', totalSeasons: 3 }, admin)).rejects.toMatchObject({ status: 400, message: SERIES_TOTALS_REFUSED });
    const series = await call(CataloguePatterns.seriesCreate, { title: 'Les Brigades du Tigre', country: 'France', language: 'Français' }, admin);
    await expect(call(CataloguePatterns.seriesUpdate, { id: series.id, totalEpisodes: null }, admin)).rejects.toMatchObject({ status: 400, message: SERIES_TOTALS_REFUSED });
    const before = (await call(CataloguePatterns.adminSeriesList, {}, admin)).counters;
    const row = async () => (await call(CataloguePatterns.adminSeriesList, { search: 'brigades' }, admin)).items[0];
    expect(await row()).toMatchObject({ title: 'Les Brigades du Tigre', totalSeasons: 0, totalEpisodes: 0, status: 'completed', isAnime: false });

    const add = (seasonNumber: number, episodeNumber: number, extra: object = {}) =>
      call(CataloguePatterns.episodesCreate, { seriesId: series.id, seasonNumber, episodeNumber, title: `Épisode ${seasonNumber}.${episodeNumber}`, ...extra }, admin);
    const e11 = await add(1, 1, { airDate: '', durationMinutes: null });
    expect(e11).toMatchObject({ airDate: null, durationMinutes: 45 });
    await add(1, 2, { airDate: '1974-10-05', durationMinutes: 52 });
    const e21 = await add(2, 1);
    expect(await row()).toMatchObject({ totalSeasons: 2, totalEpisodes: 3 });
    expect((await call(CataloguePatterns.adminSeriesList, {}, admin)).counters).toEqual({ ...before, episodes: before.episodes + 3 });

    // The episode manager's list, by season then number.
    expect((await call(CataloguePatterns.episodesList, { id: series.id }, admin)).map((e) => [e.seasonNumber, e.episodeNumber, e.durationMinutes])).toEqual([
      [1, 1, 45], [1, 2, 52], [2, 1, 45],
    ]);
    await call(CataloguePatterns.episodesUpdate, { id: e21.id, seasonNumber: 1, episodeNumber: 3 }, admin);
    expect(await row()).toMatchObject({ totalSeasons: 1, totalEpisodes: 3 });
    await call(CataloguePatterns.episodesDelete, { id: e11.id }, admin);
    expect(await row()).toMatchObject({ totalSeasons: 1, totalEpisodes: 2 });
    expect((await call(CataloguePatterns.seriesGet, { id: series.id })).seasons[0].episodes.map((e) => e.episodeNumber)).toEqual([2, 3]);

    // The episode form's rules (spec 001 section 5), nothing written on a refusal.
    await expect(add(0, 4)).rejects.toMatchObject({ status: 400, message: 'La saison doit être un entier supérieur ou égal à 1.' });
    await expect(add(1, 0)).rejects.toMatchObject({ status: 400, message: "Le numéro d'épisode doit être un entier supérieur ou égal à 1." });
    await expect(add(1, 4, { title: '   ' })).rejects.toMatchObject({ status: 400, message: "Le titre de l'épisode est requis." });
    await expect(add(1, 4, { durationMinutes: 0 })).rejects.toMatchObject({ status: 400, message: 'La durée doit être comprise entre 1 et 1000 minutes.' });
    await expect(call(CataloguePatterns.episodesList, { id: randomUUID() }, admin)).rejects.toMatchObject({ status: 404, message: 'Série non trouvée' });
    await expect(call(CataloguePatterns.episodesList, { id: series.id }, member)).rejects.toMatchObject({ status: 403 });
    expect(await row()).toMatchObject({ totalSeasons: 1, totalEpisodes: 2 });
  });

  it('stay exact when episodes are added at once', async () => {
    const series = await call(CataloguePatterns.seriesCreate, { title: 'Feuilleton pressé' }, admin);
    await Promise.all(Array.from({ length: 12 }, (_, i) =>
      call(CataloguePatterns.episodesCreate, { seriesId: series.id, seasonNumber: 1 + (i % 3), episodeNumber: 1 + Math.floor(i / 3), title: `Partie ${i + 1}` }, admin)));
    const [row] = await ctx.db.query<{ total_seasons: number; total_episodes: number }>(`SELECT total_seasons, total_episodes FROM series WHERE id = $1`, [series.id]);
    expect(row).toEqual({ total_seasons: 3, total_episodes: 12 });
  });
});

describe('the anime rule', () => {
  const animeTitles = async () => titles((await call(CataloguePatterns.adminAnimesList, { sort: 'title' }, admin)).items);
  const memberAnimes = async () => titles((await call(CataloguePatterns.seriesList, { anime: true, sort: 'title' })).items);

  it('is one rule for the member pages and the back office: Japon, Japonais, or the anime genre found by id', async () => {
    expect(await animeTitles()).toEqual(['Kaiju Academy', 'Mon Voisin des Nuages']);
    expect(await memberAnimes()).toEqual(await animeTitles());
    expect((await call(CataloguePatterns.seriesGet, { id: ids.kaiju })).isAnime).toBe(true);
    const animes = await call(CataloguePatterns.adminAnimesList, {}, admin);
    expect(animes.counters).toMatchObject({ total: 2, featured: 0, new: 0 });
    expect(animes.items.every((r) => r.isAnime)).toBe(true);

    // Renamed (its slug changes), the genre is still the anime genre: the rule knows it by id.
    await call(CataloguePatterns.genresUpdate, { id: g.anime, name: 'Japanimation' }, admin);
    expect(await animeTitles()).toEqual(['Kaiju Academy', 'Mon Voisin des Nuages']);
    // Another genre chosen: the first one stops being it, in the same change.
    await call(CataloguePatterns.genresUpdate, { id: g.sfSeries, isAnime: true }, admin);
    expect(await animeTitles()).toEqual(['Les Pionniers de l’espace', 'Mon Voisin des Nuages', 'Série Moyenne']);
    expect(await memberAnimes()).toEqual(await animeTitles());
    const genres = (await call(CataloguePatterns.adminGenresList, {}, admin)).categories.flatMap((c) => c.genres);
    expect(genres.filter((x) => x.isAnime).map((x) => x.id)).toEqual([g.sfSeries]);
    await call(CataloguePatterns.genresUpdate, { id: g.anime, name: 'Séries Animées', isAnime: true }, admin);
    expect(await animeTitles()).toEqual(['Kaiju Academy', 'Mon Voisin des Nuages']);
  });
});

describe('genres', () => {
  it('list every category with its count and each genre with its usage', async () => {
    const { categories } = await call(CataloguePatterns.adminGenresList, {}, admin);
    expect(categories.map((c) => [c.category, c.count])).toEqual([['Films', 3], ['Séries', 2], ['Animés', 1], ['Spectacles', 0], ['Documentaires', 0]]);
    expect(categories[0].genres.map((x) => [x.name, x.movies, x.series])).toEqual([['Drame', 4, 0], ['Horreur', 1, 0], ['Science-Fiction', 4, 0]]);
    expect(categories[2].genres[0]).toMatchObject({ id: g.anime, isAnime: true, movies: 0, series: 1 });
  });

  it('refuse duplicates with the back office messages, the genre itself excepted when edited', async () => {
    const created = await call(CataloguePatterns.genresCreate, { name: 'Comédie musicale', category: 'Films' }, admin);
    expect(created).toMatchObject({ name: 'Comédie musicale', slug: 'comedie-musicale', category: 'Films' });
    await expect(call(CataloguePatterns.genresCreate, { name: 'COMÉDIE MUSICALE', category: 'Films' }, admin)).rejects.toMatchObject({
      status: 409, message: 'Un genre avec le nom "COMÉDIE MUSICALE" existe déjà dans la catégorie "Films".',
    });
    await expect(call(CataloguePatterns.genresCreate, { name: 'Comedie   musicale !', category: 'Films' }, admin)).rejects.toMatchObject({
      status: 409, message: 'Un genre avec le slug "comedie-musicale" existe déjà dans la catégorie "Films". Veuillez choisir un nom différent.',
    });
    const other = await call(CataloguePatterns.genresCreate, { name: 'Comédie musicale', category: 'Spectacles' }, admin);
    expect((await call(CataloguePatterns.genresUpdate, { id: created.id, name: 'comédie MUSICALE' }, admin)).name).toBe('comédie MUSICALE');
    await expect(call(CataloguePatterns.genresUpdate, { id: other.id, category: 'Films' }, admin)).rejects.toMatchObject({ status: 409 });
    await expect(call(CataloguePatterns.genresCreate, { name: '日本', category: 'Films' }, admin)).rejects.toMatchObject({ status: 400, code: 'GENRE_SLUG_EMPTY' });
  });

  it('delete a used genre only once confirmed, its links and itself in one transaction', async () => {
    const genre = await call(CataloguePatterns.genresCreate, { name: 'Cape et épée', category: 'Films' }, admin);
    const unused = await call(CataloguePatterns.genresCreate, { name: 'Inutilisé', category: 'Films' }, admin);
    expect(await call(CataloguePatterns.genresDelete, { id: unused.id }, admin)).toEqual({ movies: 0, series: 0 });
    await call(CataloguePatterns.moviesUpdate, { id: ids.m, genreIds: [g.drame, genre.id] }, admin);
    await ctx.db.query(`INSERT INTO series_genres (series_id, genre_id) VALUES ($1, $2), ($3, $2)`, [ids.vampires, genre.id, ids.espace]);

    await expect(call(CataloguePatterns.genresDelete, { id: genre.id }, admin)).rejects.toMatchObject({
      status: 409, code: 'GENRE_IN_USE', message: 'Ce genre est utilisé par 1 film et 2 séries : confirmez pour le retirer de ces titres et le supprimer.',
      extra: { movies: 1, series: 2 },
    });
    expect((await call(CataloguePatterns.moviesGet, { id: ids.m })).genres.map((x) => x.name).sort()).toEqual(['Cape et épée', 'Drame']);
    expect(await call(CataloguePatterns.genresDelete, { id: genre.id, confirm: true }, admin)).toEqual({ movies: 1, series: 2 });
    expect((await call(CataloguePatterns.moviesGet, { id: ids.m })).genres.map((x) => x.name)).toEqual(['Drame']);
    expect(await ctx.db.query(`SELECT 1 FROM series_genres WHERE genre_id = $1 UNION ALL SELECT 1 FROM movie_genres WHERE genre_id = $1`, [genre.id])).toEqual([]);
    await expect(call(CataloguePatterns.genresDelete, { id: genre.id, confirm: true }, admin)).rejects.toMatchObject({ status: 404, message: 'Genre non trouvé' });
    await expect(call(CataloguePatterns.genresDelete, { id: genre.id, confirm: 'oui' }, admin)).rejects.toMatchObject({ status: 400 });
  });

  it('answer the slugs the original product gave (accented letters dropped) with the genre they named', async () => {
    const comedie = await call(CataloguePatterns.genresCreate, { name: 'Comédie', category: 'Films' }, admin);
    expect(comedie.slug).toBe('comedie');
    await call(CataloguePatterns.moviesUpdate, { id: ids.amelie, genreIds: [g.drame, comedie.id] }, admin);
    const page = await call(CataloguePatterns.genresPage, { slug: 'comdie' });
    expect(page.genre).toMatchObject({ id: comedie.id, slug: 'comedie', name: 'Comédie' });
    expect(titles(page.items)).toEqual(["Le Fabuleux Destin d'Amélie Poulain"]);
    expect(titles((await call(CataloguePatterns.moviesList, { genre: 'comdie' })).items)).toEqual(["Le Fabuleux Destin d'Amélie Poulain"]);
    expect(titles((await call(CataloguePatterns.genresPage, { slug: 'series-animees' })).items)).toEqual(['Kaiju Academy']);
    expect(titles((await call(CataloguePatterns.genresPage, { slug: 'sries-animes' })).items)).toEqual(['Kaiju Academy']);
  });
});

describe('the audit record of admin writes', () => {
  it('goes out with every change (who, from where, what, before and after), never with a refused one', async () => {
    const ip = '203.0.113.7';
    const as = <P extends BusPattern>(pattern: P, data: object) => call(pattern, data, admin, ip);
    const known = new Set((await auditEvents()).map((e) => JSON.stringify(e)));

    const movie = await as(CataloguePatterns.moviesCreate, { title: 'Le Golem', releaseYear: 1920, genreIds: [g.horreur] });
    await expect(as(CataloguePatterns.moviesCreate, { title: 'X', genreIds: [randomUUID()] })).rejects.toMatchObject({ status: 400 });
    await expect(as(CataloguePatterns.genresCreate, { name: 'Drame', category: 'Films' })).rejects.toMatchObject({ status: 409 });
    await as(CataloguePatterns.moviesUpdate, { id: movie.id, title: 'Le Golem (1920)', rating: 3.9, genreIds: [g.horreur, g.drame] });
    const series = await as(CataloguePatterns.seriesCreate, { title: 'Judex' });
    const episode = await as(CataloguePatterns.episodesCreate, { seriesId: series.id, seasonNumber: 1, episodeNumber: 1, title: "L'Ombre mystérieuse" });
    await as(CataloguePatterns.moviesDelete, { id: movie.id });

    const events = await waitUntil(async () => (await auditEvents()).filter((e) => !known.has(JSON.stringify(e))), (list) => list.length >= 5, {
      timeoutMs: 10_000, what: 'the five audit records',
    });
    expect(events.map((e: AdminActionData) => [e.action, e.targetType, e.targetId])).toEqual([
      ['movie.create', 'movie', movie.id], ['movie.update', 'movie', movie.id], ['series.create', 'series', series.id],
      ['episode.create', 'episode', episode.id], ['movie.delete', 'movie', movie.id],
    ]);
    for (const e of events) expect(e).toMatchObject({ actorId: admin.userId, clientAddress: ip });
    const [created, updated, , addedEpisode, deleted] = events;
    expect(created.changes).toMatchObject({
      title: { before: null, after: 'Le Golem' }, releaseYear: { before: null, after: 1920 }, country: { before: null, after: 'France' },
      genres: { before: null, after: ['Horreur'] },
    });
    expect(updated.changes).toEqual({
      title: { before: 'Le Golem', after: 'Le Golem (1920)' }, rating: { before: null, after: 3.9 }, genres: { before: ['Horreur'], after: ['Drame', 'Horreur'] },
    });
    expect(addedEpisode.changes).toMatchObject({ seriesId: { before: null, after: series.id }, title: { before: null, after: "L'Ombre mystérieuse" }, durationMinutes: { before: null, after: 45 } });
    expect(deleted.changes).toMatchObject({ title: { before: 'Le Golem (1920)', after: null }, rating: { before: 3.9, after: null } });
  });
});
