import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  CatalogueEvents, CataloguePatterns,
  type Actor,
} from '@streaming/contracts';
import { posterVersion } from '../src/shared/card.mapper.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { titles, useCatalogue } from './catalogue-context.js';

// The back office's writes: films, genres, series and episodes, their rules, access and outbox events.
const ctx = useCatalogue('admin');
const { names, ids, g, call } = ctx;
const admin: Actor = { userId: randomUUID(), isAdmin: true };
const member: Actor = { userId: randomUUID(), isAdmin: false };

describe('admin writes', () => {
  it('creates, updates and deletes a film: the change shows at once and its events go out through the outbox', async () => {
    await call(CataloguePatterns.moviesList, { sort: 'title', pageSize: 48 });
    const created = await call(CataloguePatterns.moviesCreate, { title: '  Le Golem  ', releaseYear: 1920, genreIds: [g.horreur], rating: 3.9 }, admin);
    expect(created).toMatchObject({ title: 'Le Golem', country: 'France', language: 'Français', quality: 'HD 1080p', isNew: true, isFeatured: false, rating: 3.9 });
    expect(created.posterUrl).toBe(`/api/posters/movie/${created.id}.svg?v=${posterVersion('Le Golem', 1920)}`);
    expect(created.genres.map((x) => x.slug)).toEqual(['horreur']);
    expect(titles((await call(CataloguePatterns.moviesList, { sort: 'title', pageSize: 48 })).items)).toContain('Le Golem');
    expect(titles((await call(CataloguePatterns.searchQuery, { q: 'golem' })).items)).toEqual(['Le Golem']);

    const updated = await call(CataloguePatterns.moviesUpdate, { id: created.id, title: 'Le Golem (1920)', genreIds: [g.horreur, g.drame], rating: null }, admin);
    expect(updated).toMatchObject({ title: 'Le Golem (1920)', rating: null });
    // A new title draws a new poster: its URL changes, so no browser keeps showing the old one.
    expect(updated.posterUrl).toBe(`/api/posters/movie/${created.id}.svg?v=${posterVersion('Le Golem (1920)', 1920)}`);
    expect(updated.posterUrl).not.toBe(created.posterUrl);
    expect((await call(CataloguePatterns.moviesGet, { id: created.id })).genres).toHaveLength(2);

    await call(CataloguePatterns.moviesDelete, { id: created.id }, admin);
    await expect(call(CataloguePatterns.moviesGet, { id: created.id })).rejects.toMatchObject({ status: 404 });
    await expect(call(CataloguePatterns.moviesDelete, { id: created.id }, admin)).rejects.toMatchObject({ status: 404, message: 'Film non trouvé' });

    const jsm = await jetstreamManager(ctx.catalogue.infra.nc);
    const consumer = await jsm.consumers.add(names.EVENTS_STREAM, { filter_subject: `${names.EVENTS_PREFIX}.catalogue.movie.>`, ack_policy: 'none' as never });
    const js = jetstream(ctx.catalogue.infra.nc);
    const c = await js.consumers.get(names.EVENTS_STREAM, consumer.name);
    const types: string[] = [];
    const fetchTypes = async () => {
      for await (const m of await c.fetch({ max_messages: 10, expires: 1000 })) {
        const e = m.json<{ type: string; data: { id: string } }>();
        if (e.data.id === created.id) types.push(e.type);
      }
      return types;
    };
    await waitUntil(fetchTypes, (seen) => seen.length >= 3, { timeoutMs: 5000, intervalMs: 0, what: "the film's three events" });
    expect(types).toEqual([CatalogueEvents.movieCreated, CatalogueEvents.movieUpdated, CatalogueEvents.movieDeleted]);
  });

  it("finds a new film by its new words on the next search: the lexicon's words in memory are read again after a change", async () => {
    // The words read into memory now: "metropolis" stands for the one word starting with it.
    expect(titles((await call(CataloguePatterns.searchQuery, { q: 'metropolis' })).items)).toEqual(['Metropolis']);
    const created = await call(CataloguePatterns.moviesCreate, { title: 'Les Metropolises de Lisbonne', releaseYear: 1950, genreIds: [g.drame] }, admin);
    try {
      // Found through its words ("metropolises" starts with "metropolis"), the query not being inside its title.
      expect(titles((await call(CataloguePatterns.searchQuery, { q: 'metropolis lisbonne' })).items)).toEqual(['Les Metropolises de Lisbonne']);
      expect(titles((await call(CataloguePatterns.searchQuery, { q: 'metropolis' })).items)).toEqual(['Metropolis', 'Les Metropolises de Lisbonne']);
    } finally {
      await call(CataloguePatterns.moviesDelete, { id: created.id }, admin);
    }
  });

  it('refuses writes from members and bad film data', async () => {
    await expect(call(CataloguePatterns.moviesCreate, { title: 'X' }, member)).rejects.toMatchObject({ status: 403 });
    await expect(call(CataloguePatterns.moviesCreate, { title: 'X' })).rejects.toMatchObject({ status: 401 });
    await expect(call(CataloguePatterns.moviesCreate, { title: '   ' }, admin)).rejects.toMatchObject({ status: 400, message: 'Le titre est requis.' });
    await expect(call(CataloguePatterns.moviesCreate, { title: 'X', videoUrl: 'javascript:alert(1)' }, admin)).rejects.toMatchObject({ status: 400, message: 'La vidéo doit être une adresse http(s) valide.' });
    await expect(call(CataloguePatterns.moviesCreate, { title: 'X', rating: 6 }, admin)).rejects.toMatchObject({ message: 'La note doit être un nombre entre 0 et 5.' });
    await expect(call(CataloguePatterns.moviesCreate, { title: 'X', genreIds: [randomUUID()] }, admin)).rejects.toMatchObject({ status: 400, message: 'Genre inconnu.' });
  });

  it('keeps genre names and slugs unique per category, with the back office messages', async () => {
    const menuBefore = await call(CataloguePatterns.genresList);
    const created = await call(CataloguePatterns.genresCreate, { name: 'Péplum', category: 'Films' }, admin);
    expect(created.slug).toBe('peplum');
    // The menu was cached before: it shows the new genre at once.
    const menu = await call(CataloguePatterns.genresList);
    expect(menu.categories[0].genres.length).toBe(menuBefore.categories[0].genres.length + 1);

    await expect(call(CataloguePatterns.genresCreate, { name: 'PÉPLUM', category: 'Films' }, admin)).rejects.toMatchObject({
      status: 409, message: 'Un genre avec le nom "PÉPLUM" existe déjà dans la catégorie "Films".',
    });
    await expect(call(CataloguePatterns.genresCreate, { name: 'Pèplum', category: 'Films' }, admin)).rejects.toMatchObject({
      status: 409, message: 'Un genre avec le slug "peplum" existe déjà dans la catégorie "Films". Veuillez choisir un nom différent.',
    });
    // Same name in another category is allowed; renaming itself is allowed.
    const other = await call(CataloguePatterns.genresCreate, { name: 'Péplum', category: 'Séries' }, admin);
    await call(CataloguePatterns.genresUpdate, { id: created.id, name: 'péplum' }, admin);
    await expect(call(CataloguePatterns.genresUpdate, { id: other.id, category: 'Films' }, admin)).rejects.toMatchObject({ status: 409 });

    await ctx.db.query(`INSERT INTO movie_genres (movie_id, genre_id) VALUES ($1, $2)`, [ids.metropolis, created.id]);
    expect(await call(CataloguePatterns.genresDelete, { id: created.id, confirm: true }, admin)).toEqual({ movies: 1, series: 0 });
    expect((await call(CataloguePatterns.moviesGet, { id: ids.metropolis })).genres.map((x) => x.slug).sort()).toEqual(['drame', 'science-fiction']);
    await call(CataloguePatterns.genresDelete, { id: other.id }, admin);
    await expect(call(CataloguePatterns.genresDelete, { id: other.id }, admin)).rejects.toMatchObject({ status: 404, message: 'Genre non trouvé' });
  });
});

describe('admin series and episode writes', () => {
  it('create a series (anime form), add, renumber and delete episodes, totals following, then delete it all', async () => {
    const before = await call(CataloguePatterns.statsGet);
    const created = await call(CataloguePatterns.seriesCreate, { title: 'Le Voyage de Chihiro', country: 'Japon', language: 'Japonais', rating: 4.8 }, admin);
    expect(created).toMatchObject({ title: 'Le Voyage de Chihiro', status: 'completed', isNew: true, isAnime: true, seasons: [], totalSeasons: 0, totalEpisodes: 0 });
    expect(created.posterUrl).toBe(`/api/posters/series/${created.id}.svg?v=${posterVersion('Le Voyage de Chihiro', null)}`);
    expect((await call(CataloguePatterns.statsGet)).series).toBe(before.series + 1);

    const e1 = await call(CataloguePatterns.episodesCreate, { seriesId: created.id, seasonNumber: 1, episodeNumber: 1, title: 'Le Tunnel' }, admin);
    expect(e1).toMatchObject({ seasonNumber: 1, episodeNumber: 1, durationMinutes: 45, airDate: null });
    await call(CataloguePatterns.episodesCreate, { seriesId: created.id, seasonNumber: 2, episodeNumber: 1, title: 'Les Bains', airDate: '2001-07-20' }, admin);
    await expect(call(CataloguePatterns.episodesCreate, { seriesId: created.id, seasonNumber: 2, episodeNumber: 1, title: 'Doublon' }, admin))
      .rejects.toMatchObject({ status: 409, message: 'La saison 2 a déjà un épisode 1.' });
    await expect(call(CataloguePatterns.episodesCreate, { seriesId: created.id, seasonNumber: 0, episodeNumber: 1, title: 'X' }, admin))
      .rejects.toMatchObject({ status: 400, message: 'La saison doit être un entier supérieur ou égal à 1.' });
    await expect(call(CataloguePatterns.episodesCreate, { seriesId: created.id, seasonNumber: 1, episodeNumber: 2, title: 'X', airDate: '2001-02-30' }, admin))
      .rejects.toMatchObject({ status: 400, message: 'La date de diffusion doit être une date valide au format AAAA-MM-JJ.' });

    let detail = await call(CataloguePatterns.seriesGet, { id: created.id });
    expect(detail).toMatchObject({ totalSeasons: 2, totalEpisodes: 2 });
    expect(detail.seasons.map((x) => x.episodes[0].airDate)).toEqual([null, '2001-07-20']);

    await call(CataloguePatterns.episodesUpdate, { id: e1.id, seasonNumber: 2, episodeNumber: 2, title: 'Le Tunnel (suite)' }, admin);
    detail = await call(CataloguePatterns.seriesGet, { id: created.id });
    expect(detail.seasons.map((x) => [x.seasonNumber, x.episodes.map((e) => e.title)])).toEqual([[2, ['Les Bains', 'Le Tunnel (suite)']]]);
    const [{ total_seasons: seasons }] = await ctx.db.query<{ total_seasons: number }>(`SELECT total_seasons FROM series WHERE id = $1`, [created.id]);
    expect(seasons).toBe(1);

    await call(CataloguePatterns.seriesUpdate, { id: created.id, status: 'ongoing', genreIds: [g.anime] }, admin);
    expect((await call(CataloguePatterns.seriesList, { status: 'ongoing', anime: true, sort: 'title' })).items.map((c) => c.title)).toContain('Le Voyage de Chihiro');

    await call(CataloguePatterns.episodesDelete, { id: e1.id }, admin);
    await expect(call(CataloguePatterns.episodesDelete, { id: e1.id }, admin)).rejects.toMatchObject({ status: 404, message: 'Épisode introuvable.' });
    await call(CataloguePatterns.seriesDelete, { id: created.id }, admin);
    await expect(call(CataloguePatterns.seriesGet, { id: created.id })).rejects.toMatchObject({ status: 404, message: 'Série non trouvée' });
    expect(await ctx.db.query(`SELECT 1 FROM episodes WHERE series_id = $1`, [created.id])).toEqual([]);
    await expect(call(CataloguePatterns.seriesCreate, { title: 'X' }, member)).rejects.toMatchObject({ status: 403 });
  });
});
