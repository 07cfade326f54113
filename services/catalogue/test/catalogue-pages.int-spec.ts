import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  CataloguePatterns,
} from '@streaming/contracts';
import { titles, useCatalogue } from './catalogue-context.js';

// One film or series, similar films, posters, genre menus and pages, the home and listing sections.
const { ids, call } = useCatalogue('pages');
const SERIES_KEYS = ['vampires', 'voisin', 'kaiju', 'moyenne', 'espace'];
const movieIds = () => Object.entries(ids).filter(([k]) => !SERIES_KEYS.includes(k)).map(([, id]) => id);

describe('detail pages', () => {
  it('gives a film with its genres, or the spec message', async () => {
    const movie = await call(CataloguePatterns.moviesGet, { id: ids.metropolis });
    expect(movie).toMatchObject({ id: ids.metropolis, title: 'Metropolis', director: 'Fritz Lang', rating: 4.6, viewsCount: 12000, isFeatured: true, durationMinutes: 153 });
    expect(movie.genres.map((x) => x.slug).sort()).toEqual(['drame', 'science-fiction']);
    await expect(call(CataloguePatterns.moviesGet, { id: randomUUID() })).rejects.toMatchObject({ status: 404, code: 'MOVIE_NOT_FOUND', message: 'Film non trouvé' });
    await expect(call(CataloguePatterns.moviesGet, { id: 'abc' })).rejects.toMatchObject({ status: 400, message: 'Identifiant de film invalide.' });
  });

  it('gives a series with its seasons and episodes in order', async () => {
    const s = await call(CataloguePatterns.seriesGet, { id: ids.vampires });
    expect(s).toMatchObject({ title: 'Les Vampires', status: 'completed', isAnime: false, totalSeasons: 2, totalEpisodes: 3 });
    expect(s.seasons.map((x) => [x.seasonNumber, x.episodes.map((e) => e.title)])).toEqual([[1, ['La Tête coupée', 'La Bague qui tue']], [2, ['Le Retour']]]);
    expect((await call(CataloguePatterns.seriesGet, { id: ids.kaiju })).isAnime).toBe(true);
    expect((await call(CataloguePatterns.seriesGet, { id: ids.voisin })).seasons).toEqual([]);
    await expect(call(CataloguePatterns.seriesGet, { id: randomUUID() })).rejects.toMatchObject({ status: 404, message: 'Série non trouvée' });
  });

  it('ranks similar films with the spec scoring and badges', async () => {
    const similar = await call(CataloguePatterns.moviesSimilar, { id: ids.metropolis });
    expect(similar.map((s) => s.id)).not.toContain(ids.metropolis);
    // M: drame 10 + director 8 + 4 years 1 + rating 3 + views 1 = 23.
    expect(similar[0]).toMatchObject({ id: ids.m, score: 23, badges: ['Même réalisateur'] });
    // Nosferatu (1922) shares no genre, no director, and 5 years are not "close": not similar.
    expect(similar.find((s) => s.id === ids.nosferatu)).toBeUndefined();
    expect(similar.find((s) => s.id === ids.lune)).toMatchObject({ score: 10 + 3 + 2, badges: [] });
    expect(similar.length).toBeLessThanOrEqual(12);
    for (let i = 1; i < similar.length; i++) expect(similar[i - 1].score).toBeGreaterThanOrEqual(similar[i].score);
  });

  it('draws a poster for a title that has none', async () => {
    const { svg } = await call(CataloguePatterns.posterRender, { kind: 'series', id: ids.kaiju });
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('Kaiju');
    await expect(call(CataloguePatterns.posterRender, { kind: 'movie', id: randomUUID() })).rejects.toMatchObject({ status: 404 });
  });
});

describe('genres and home', () => {
  it('groups genres by category for the menus', async () => {
    const menu = await call(CataloguePatterns.genresList);
    expect(menu.categories.map((c) => [c.category, c.genres.map((x) => x.name)])).toEqual([
      ['Films', ['Drame', 'Horreur', 'Science-Fiction']],
      ['Séries', ['Science-Fiction', 'Séries Policières']],
      ['Animés', ['Séries Animées']],
      ['Spectacles', []],
      ['Documentaires', []],
    ]);
  });

  it('shows the films and series of a genre with filters, sort and paging', async () => {
    const page = await call(CataloguePatterns.genresPage, { slug: 'science-fiction', sort: 'rating', pageSize: 3 });
    expect(page.genre.slug).toBe('science-fiction');
    expect(page.counts).toEqual({ movies: 4, series: 2 });
    expect(page.total).toBe(6);
    expect(page.items.map((c) => [c.kind, c.title])).toEqual([['movie', 'Star Wars : Épisode IV – Un nouvel espoir'], ['movie', 'Metropolis'], ['movie', 'Le Voyage dans la Lune']]);
    const p2 = await call(CataloguePatterns.genresPage, { slug: 'science-fiction', sort: 'rating', pageSize: 3, page: 2 });
    expect(p2.items.map((c) => [c.kind, c.title])).toEqual([['series', 'Les Pionniers de l’espace'], ['series', 'Série Moyenne'], ['movie', "Les Chroniques d'Æther"]]);
    const filtered = await call(CataloguePatterns.genresPage, { slug: 'science-fiction', yearFrom: 1900, yearTo: 1940, kind: 'series' });
    expect(titles(filtered.items)).toEqual(['Les Pionniers de l’espace']);
    expect(filtered.counts).toEqual({ movies: 0, series: 1 });
    await expect(call(CataloguePatterns.genresPage, { slug: 'inexistant' })).rejects.toMatchObject({ status: 404, message: 'Genre non trouvé' });
  });

  it('sorts a genre by duration: the films longest (or shortest) first, then the series, which have none', async () => {
    const byDuration = (order: 'asc' | 'desc') => call(CataloguePatterns.genresPage, { slug: 'science-fiction', sort: 'duration', order });
    const long = await byDuration('desc');
    expect(long.items.map((c) => c.title)).toEqual([
      'Metropolis', 'Star Wars : Épisode IV – Un nouvel espoir', "Les Chroniques d'Æther", 'Le Voyage dans la Lune',
      ...long.items.filter((c) => c.kind === 'series').map((c) => c.title),
    ]);
    expect(long.items.slice(4).map((c) => c.kind)).toEqual(['series', 'series']);
    const short = await byDuration('asc');
    expect(short.items.slice(0, 4).map((c) => c.title)).toEqual(['Le Voyage dans la Lune', "Les Chroniques d'Æther", 'Star Wars : Épisode IV – Un nouvel espoir', 'Metropolis']);
    expect(short.items.slice(4).map((c) => c.kind)).toEqual(['series', 'series']);
    // Paged: the second page goes on where the first stopped.
    const p2 = await call(CataloguePatterns.genresPage, { slug: 'science-fiction', sort: 'duration', order: 'desc', pageSize: 3, page: 2 });
    expect(p2.items.map((c) => c.id)).toEqual(long.items.slice(3, 6).map((c) => c.id));
  });

  it('builds the home sections with the spec rules', async () => {
    const home = await call(CataloguePatterns.homeGet);
    expect(titles(home.featuredMovies)).toEqual(['Metropolis']);
    expect(titles(home.featuredSeries)).toEqual(['Les Vampires']);
    expect(home.topMovies).toHaveLength(8);
    expect(home.latestMovies.map((c) => c.title).slice(0, 3)).toEqual(['Le Mépris du temps', 'Film sans date', 'Hommage à Lang']);
    expect(home.latestMovies).toHaveLength(12);
    expect(titles(home.topAnimes).sort()).toEqual(['Kaiju Academy', 'Mon Voisin des Nuages']);
    expect(titles(home.topSeries).sort()).toEqual(['Les Pionniers de l’espace', 'Les Vampires']);
    expect(Object.keys(home.latestSeries[0]).sort()).toEqual(['id', 'kind', 'posterUrl', 'quality', 'rating', 'title', 'views', 'year']);
  });
});

describe('films and series pages', () => {
  it('give all three sections even with fewer titles than they show, and leave none out of the full list', async () => {
    const movies = await call(CataloguePatterns.moviesSections);
    // 12 films in all: the 12 best rated are all featured, and the other sections show them again.
    const all = Object.values(ids).filter((id) => movieIds().includes(id)).sort();
    for (const section of [movies.featured, movies.topRated, movies.latest]) expect(section.map((c) => c.id).sort()).toEqual(all);
    const series = await call(CataloguePatterns.seriesSections);
    for (const section of [series.featured, series.topRated, series.latest]) {
      expect(section).toHaveLength(5);
      expect(section.every((c) => c.kind === 'series')).toBe(true);
    }
    const everyFilm = await call(CataloguePatterns.moviesList, { excludeSections: movies.draw });
    expect(everyFilm.total).toBe(12);
  });
});
