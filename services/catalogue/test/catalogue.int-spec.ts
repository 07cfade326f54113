import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  CatalogueEvents, CataloguePatterns,
  type Actor, type CatalogueCard, type EpisodeDto, type ListingSections, type CatalogueStats, type GenreMenu, type GenrePage, type HomeSections, type MovieDto, type Page,
  type SearchResults, type SearchSuggestions, type SeriesDetailDto, type SimilarMovieCard,
} from '@streaming/contracts';
import { loadConfig, RpcClient } from '@streaming/platform';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { CatalogueEnv } from '../src/config/catalogue.env.js';
import { startCatalogue, type RunningCatalogue } from '../src/catalogue.app.js';
import { CatalogueFactory } from './factories.js';
import { normalizeText } from '../src/search/search-normalize.js';

const names = currentTestNames();
const admin: Actor = { userId: randomUUID(), isAdmin: true };
const member: Actor = { userId: randomUUID(), isAdmin: false };
let catalogue: RunningCatalogue;
let rpc: RpcClient;
let db: CatalogueFactory;
const ids: Record<string, string> = {};
const g: Record<string, string> = {};

const call = <T>(pattern: string, data: unknown = {}, actor?: Actor) => rpc.call<T>(pattern, data, { actor });
const titles = (cards: Array<{ title: string }>) => cards.map((c) => c.title);
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
const SERIES_KEYS = ['vampires', 'voisin', 'kaiju', 'moyenne', 'espace'];
const movieIds = () => Object.entries(ids).filter(([k]) => !SERIES_KEYS.includes(k)).map(([, id]) => id);

beforeAll(async () => {
  const env = loadConfig(CatalogueEnv, { ...process.env, ...names });
  catalogue = await startCatalogue(env);
  rpc = await RpcClient.connect(env.NATS_URL, env.NATS_PREFIX, 5000, 'catalogue-int-test');
  db = await CatalogueFactory.connect(names.DATABASE_URL);

  g.sf = await db.genre('Science-Fiction', 'science-fiction');
  g.drame = await db.genre('Drame', 'drame');
  g.horreur = await db.genre('Horreur', 'horreur');
  g.anime = await db.genre('Séries Animées', 'sries-animes', 'Animés');
  g.policier = await db.genre('Séries Policières', 'sries-policires', 'Séries');
  g.sfSeries = await db.genre('Science-Fiction', 'science-fiction', 'Séries');

  ids.metropolis = await db.movie({ title: 'Metropolis', release_year: 1927, director: 'Fritz Lang', country: 'Allemagne', rating: 4.6, views_count: 12000, is_featured: true, duration_minutes: 153, synopsis: 'Dans une cité futuriste, les ouvriers vivent sous la ville.', created_at: day(1) }, [g.sf, g.drame]);
  ids.m = await db.movie({ title: 'M le maudit', release_year: 1931, director: 'Fritz Lang', country: 'Allemagne', rating: 4.4, views_count: 8000, duration_minutes: 117, created_at: day(2) }, [g.drame]);
  ids.lune = await db.movie({ title: 'Le Voyage dans la Lune', release_year: 1902, director: 'Georges Méliès', quality: 'SD', rating: 4.2, views_count: 15000, duration_minutes: 14, synopsis: 'Des savants partent pour la Lune à bord d’un obus.', created_at: day(3) }, [g.sf]);
  ids.amelie = await db.movie({ title: "Le Fabuleux Destin d'Amélie Poulain", release_year: 2001, director: 'Jean-Pierre Jeunet', rating: 4.5, views_count: 30000, is_new: true, duration_minutes: 122, created_at: day(4) }, [g.drame]);
  ids.oedipe = await db.movie({ title: 'Œdipe roi', release_year: 1967, director: 'Pier Paolo Pasolini', country: 'Italie', rating: 3.8, views_count: 500, duration_minutes: 104, created_at: day(5) }, [g.drame]);
  ids.aether = await db.movie({ title: "Les Chroniques d'Æther", release_year: 2020, director: 'Claire Dubois', rating: 3.1, views_count: 150, quality: '4K', is_new: true, duration_minutes: 95, created_at: day(6) }, [g.sf]);
  ids.starwars = await db.movie({ title: 'Star Wars : Épisode IV – Un nouvel espoir', original_title: 'Star Wars', release_year: 1977, director: 'George Lucas', country: 'États-Unis', quality: '4K', rating: 4.7, views_count: 90000, duration_minutes: 121, created_at: day(7) }, [g.sf]);
  ids.nosferatu = await db.movie({ title: 'Nosferatu', original_title: 'Nosferatu, eine Symphonie des Grauens', release_year: 1922, director: 'F. W. Murnau', country: 'Allemagne', rating: 4.3, views_count: 7000, duration_minutes: 94, synopsis: 'Le comte Orlok, un vampire, quitte les Carpates.', created_at: day(8) }, [g.horreur]);
  ids.rues = await db.movie({ title: 'Les Rues de Paris', release_year: 1950, director: 'Anne Martin', rating: 3.5, views_count: 900, duration_minutes: 88, synopsis: "Un inspecteur mène l'enquête dans le Paris d'après-guerre.", created_at: day(9) });
  ids.langlois = await db.movie({ title: 'Hommage à Lang', release_year: 1995, director: 'Henri Langlois', rating: 2.5, views_count: 50, duration_minutes: 60, synopsis: 'Un portrait du cinéaste Fritz Lang.', created_at: day(10) });
  ids.sansdate = await db.movie({ title: 'Film sans date', release_year: null, rating: null, views_count: 0, duration_minutes: null, created_at: day(11) });
  ids.synopsisLang = await db.movie({ title: 'Le Mépris du temps', release_year: 1963, director: 'Autre Réalisateur', rating: 4, views_count: 100, synopsis: 'On y voit Lang jouer son propre rôle.', created_at: day(12) });

  ids.vampires = await db.series({ title: 'Les Vampires', release_year: 1915, director: 'Louis Feuillade', rating: 4.4, views_count: 6000, status: 'completed', is_featured: true, created_at: day(1) }, [g.policier], [[2, 1, 'Le Retour'], [1, 2, 'La Bague qui tue'], [1, 1, 'La Tête coupée']]);
  ids.voisin = await db.series({ title: 'Mon Voisin des Nuages', release_year: 2010, director: 'Studio Kumo', country: 'Japon', language: 'Japonais', rating: 4.6, views_count: 20000, status: 'ongoing', created_at: day(2) });
  ids.kaiju = await db.series({ title: 'Kaiju Academy', release_year: 2018, director: 'Studio Ouest', country: 'États-Unis', language: 'Anglais', rating: 4.1, views_count: 3000, status: 'ongoing', created_at: day(3) }, [g.anime]);
  ids.moyenne = await db.series({ title: 'Série Moyenne', release_year: 2005, rating: 3.2, views_count: 100, status: 'cancelled', created_at: day(4) }, [g.sfSeries]);
  ids.espace = await db.series({ title: 'Les Pionniers de l’espace', release_year: 1936, rating: 4.15, views_count: 4000, status: 'completed', created_at: day(5) }, [g.sfSeries]);
});

afterAll(async () => {
  await db?.close();
  await rpc?.close();
  await catalogue?.close();
});

describe('counters and lists', () => {
  it('counts films and series', async () => {
    expect(await call<CatalogueStats>(CataloguePatterns.statsGet)).toEqual({ movies: 12, series: 5 });
  });

  it('lists films most recent first by default, paged on the server without overlap', async () => {
    const p1 = await call<Page<CatalogueCard>>(CataloguePatterns.moviesList, { pageSize: 5 });
    const p3 = await call<Page<CatalogueCard>>(CataloguePatterns.moviesList, { pageSize: 5, page: 3 });
    expect(p1).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(titles(p1.items)).toEqual(['Le Mépris du temps', 'Film sans date', 'Hommage à Lang', 'Les Rues de Paris', 'Nosferatu']);
    expect(titles(p3.items)).toEqual(['M le maudit', 'Metropolis']);
    expect(p1.items[4]).toEqual({ id: ids.nosferatu, kind: 'movie', title: 'Nosferatu', year: 1922, posterUrl: null, rating: 4.3, views: 7000, quality: 'HD 1080p' });
    const beyond = await call<Page<CatalogueCard>>(CataloguePatterns.moviesList, { pageSize: 5, page: 9 });
    expect(beyond).toMatchObject({ items: [], total: 12, page: 9 });
  });

  it('applies every film filter of the spec', async () => {
    const list = (q: Record<string, unknown>) => call<Page<CatalogueCard>>(CataloguePatterns.moviesList, { sort: 'title', ...q, pageSize: 48 }).then((p) => titles(p.items));
    expect(await list({ yearFrom: 1920, yearTo: 1931 })).toEqual(['M le maudit', 'Metropolis', 'Nosferatu']);
    expect(await list({ minRating: 4.5 })).toEqual(['Le Fabuleux Destin d\'Amélie Poulain', 'Metropolis', 'Star Wars : Épisode IV – Un nouvel espoir']);
    expect(await list({ minViews: 10000 })).toHaveLength(4);
    expect(await list({ director: 'fritz' })).toEqual(['M le maudit', 'Metropolis']);
    expect(await list({ director: 'MELIES' })).toEqual(['Le Voyage dans la Lune']);
    expect(await list({ director: 'jean pierre' })).toEqual(['Le Fabuleux Destin d\'Amélie Poulain']);
    expect(await list({ country: 'etats' })).toEqual(['Star Wars : Épisode IV – Un nouvel espoir']);
    expect(await list({ quality: '4K' })).toEqual(['Les Chroniques d\'Æther', 'Star Wars : Épisode IV – Un nouvel espoir']);
    expect(await list({ featured: true })).toEqual(['Metropolis']);
    expect(await list({ featured: false })).toHaveLength(11);
    expect(await list({ isNew: true })).toEqual(['Le Fabuleux Destin d\'Amélie Poulain', 'Les Chroniques d\'Æther']);
    expect(await list({ genre: 'horreur' })).toEqual(['Nosferatu']);
    expect(await list({ genre: 'science-fiction', minRating: 4.3 })).toEqual(['Metropolis', 'Star Wars : Épisode IV – Un nouvel espoir']);
    expect(await list({ genre: 'inconnu' })).toEqual([]);
  });

  it('sorts by rating, year, views, title and duration, empty values last in both orders', async () => {
    const list = (sort: string, order?: string) => call<Page<CatalogueCard>>(CataloguePatterns.moviesList, { sort, order, pageSize: 48 }).then((p) => titles(p.items));
    const byRating = await list('rating');
    expect(byRating.slice(0, 2)).toEqual(['Star Wars : Épisode IV – Un nouvel espoir', 'Metropolis']);
    expect(byRating.at(-1)).toBe('Film sans date');
    expect((await list('rating', 'asc')).slice(0, 1)).toEqual(['Hommage à Lang']);
    expect((await list('rating', 'asc')).at(-1)).toBe('Film sans date');
    expect((await list('year', 'asc')).slice(0, 2)).toEqual(['Le Voyage dans la Lune', 'Nosferatu']);
    expect((await list('year')).at(-1)).toBe('Film sans date');
    expect((await list('views')).slice(0, 2)).toEqual(['Star Wars : Épisode IV – Un nouvel espoir', "Le Fabuleux Destin d'Amélie Poulain"]);
    expect((await list('duration')).slice(0, 1)).toEqual(['Metropolis']);
    expect((await list('duration', 'asc')).slice(0, 1)).toEqual(['Le Voyage dans la Lune']);
    // Accent- and case-free alphabetical order: Œdipe sorts as "oedipe".
    const byTitle = await list('title');
    expect(byTitle.indexOf('Œdipe roi')).toBe(byTitle.indexOf('Nosferatu') + 1);
    expect(byTitle[0]).toBe('Film sans date');
  });

  it('refuses bad queries with a clear French message', async () => {
    await expect(call(CataloguePatterns.moviesList, { page: -1 })).rejects.toMatchObject({ status: 400, message: 'La page doit être un nombre entier supérieur ou égal à 1.' });
    await expect(call(CataloguePatterns.moviesList, { yearFrom: 3000 })).rejects.toMatchObject({ status: 400, message: "L'année de début doit être comprise entre 1900 et 2030." });
    await expect(call(CataloguePatterns.moviesList, { sort: 'popularity' })).rejects.toMatchObject({ status: 400, message: 'Tri inconnu : choisissez recent, year, rating, views, title, duration.' });
    await expect(call(CataloguePatterns.moviesList, { pageSize: 49 })).rejects.toMatchObject({ status: 400 });
    await expect(call(CataloguePatterns.moviesList, { yearFrom: 1990, yearTo: 1980 })).rejects.toMatchObject({ message: "L'année de fin doit être supérieure ou égale à l'année de début." });
    await expect(call(CataloguePatterns.seriesList, { sort: 'duration' })).rejects.toMatchObject({ message: 'Tri inconnu : choisissez recent, year, rating, views, title.' });
    await expect(call(CataloguePatterns.moviesList, { hack: 1 })).rejects.toMatchObject({ message: 'Champ inconnu : hack' });
  });

  it('lists series with status and anime filters', async () => {
    const list = (q: Record<string, unknown>) => call<Page<CatalogueCard>>(CataloguePatterns.seriesList, { sort: 'title', ...q }).then((p) => titles(p.items));
    expect(await list({ status: 'ongoing' })).toEqual(['Kaiju Academy', 'Mon Voisin des Nuages']);
    expect(await list({ anime: true })).toEqual(['Kaiju Academy', 'Mon Voisin des Nuages']);
    expect(await list({ anime: false })).toEqual(['Les Pionniers de l’espace', 'Les Vampires', 'Série Moyenne']);
    expect(await list({ genre: 'science-fiction', minRating: 4 })).toEqual(['Les Pionniers de l’espace']);
    const page = await call<Page<CatalogueCard>>(CataloguePatterns.seriesList, {});
    expect(page.items.every((c) => c.kind === 'series')).toBe(true);
  });
});

describe('detail pages', () => {
  it('gives a film with its genres, or the spec message', async () => {
    const movie = await call<MovieDto>(CataloguePatterns.moviesGet, { id: ids.metropolis });
    expect(movie).toMatchObject({ id: ids.metropolis, title: 'Metropolis', director: 'Fritz Lang', rating: 4.6, viewsCount: 12000, isFeatured: true, durationMinutes: 153 });
    expect(movie.genres.map((x) => x.slug).sort()).toEqual(['drame', 'science-fiction']);
    await expect(call(CataloguePatterns.moviesGet, { id: randomUUID() })).rejects.toMatchObject({ status: 404, code: 'MOVIE_NOT_FOUND', message: 'Film non trouvé' });
    await expect(call(CataloguePatterns.moviesGet, { id: 'abc' })).rejects.toMatchObject({ status: 400, message: 'Identifiant de film invalide.' });
  });

  it('gives a series with its seasons and episodes in order', async () => {
    const s = await call<SeriesDetailDto>(CataloguePatterns.seriesGet, { id: ids.vampires });
    expect(s).toMatchObject({ title: 'Les Vampires', status: 'completed', isAnime: false, totalSeasons: 2, totalEpisodes: 3 });
    expect(s.seasons.map((x) => [x.seasonNumber, x.episodes.map((e) => e.title)])).toEqual([[1, ['La Tête coupée', 'La Bague qui tue']], [2, ['Le Retour']]]);
    expect((await call<SeriesDetailDto>(CataloguePatterns.seriesGet, { id: ids.kaiju })).isAnime).toBe(true);
    expect((await call<SeriesDetailDto>(CataloguePatterns.seriesGet, { id: ids.voisin })).seasons).toEqual([]);
    await expect(call(CataloguePatterns.seriesGet, { id: randomUUID() })).rejects.toMatchObject({ status: 404, message: 'Série non trouvée' });
  });

  it('ranks similar films with the spec scoring and badges', async () => {
    const similar = await call<SimilarMovieCard[]>(CataloguePatterns.moviesSimilar, { id: ids.metropolis });
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
    const { svg } = await call<{ svg: string }>(CataloguePatterns.posterRender, { kind: 'series', id: ids.kaiju });
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('Kaiju');
    await expect(call(CataloguePatterns.posterRender, { kind: 'movie', id: randomUUID() })).rejects.toMatchObject({ status: 404 });
  });
});

describe('genres and home', () => {
  it('groups genres by category for the menus', async () => {
    const menu = await call<GenreMenu>(CataloguePatterns.genresList);
    expect(menu.categories.map((c) => [c.category, c.genres.map((x) => x.name)])).toEqual([
      ['Films', ['Drame', 'Horreur', 'Science-Fiction']],
      ['Séries', ['Science-Fiction', 'Séries Policières']],
      ['Animés', ['Séries Animées']],
      ['Spectacles', []],
      ['Documentaires', []],
    ]);
  });

  it('shows the films and series of a genre with filters, sort and paging', async () => {
    const page = await call<GenrePage>(CataloguePatterns.genresPage, { slug: 'science-fiction', sort: 'rating', pageSize: 3 });
    expect(page.genre.slug).toBe('science-fiction');
    expect(page.counts).toEqual({ movies: 4, series: 2 });
    expect(page.total).toBe(6);
    expect(page.items.map((c) => [c.kind, c.title])).toEqual([['movie', 'Star Wars : Épisode IV – Un nouvel espoir'], ['movie', 'Metropolis'], ['movie', 'Le Voyage dans la Lune']]);
    const p2 = await call<GenrePage>(CataloguePatterns.genresPage, { slug: 'science-fiction', sort: 'rating', pageSize: 3, page: 2 });
    expect(p2.items.map((c) => [c.kind, c.title])).toEqual([['series', 'Les Pionniers de l’espace'], ['series', 'Série Moyenne'], ['movie', "Les Chroniques d'Æther"]]);
    const filtered = await call<GenrePage>(CataloguePatterns.genresPage, { slug: 'science-fiction', yearFrom: 1900, yearTo: 1940, kind: 'series' });
    expect(titles(filtered.items)).toEqual(['Les Pionniers de l’espace']);
    expect(filtered.counts).toEqual({ movies: 0, series: 1 });
    await expect(call(CataloguePatterns.genresPage, { slug: 'inexistant' })).rejects.toMatchObject({ status: 404, message: 'Genre non trouvé' });
  });

  it('builds the home sections with the spec rules', async () => {
    const home = await call<HomeSections>(CataloguePatterns.homeGet);
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
  it('give their sections without repeating a title', async () => {
    const movies = await call<ListingSections>(CataloguePatterns.moviesSections);
    // 12 films in all: the 12 best rated are all featured, nothing left for the other sections.
    expect(movies.featured.map((c) => c.id).sort()).toEqual(Object.values(ids).filter((id) => movieIds().includes(id)).sort());
    expect(movies.topRated).toEqual([]);
    expect(movies.latest).toEqual([]);
    const series = await call<ListingSections>(CataloguePatterns.seriesSections);
    expect(series.featured).toHaveLength(5);
    expect(series.featured.every((c) => c.kind === 'series')).toBe(true);
  });
});

describe('search', () => {
  it('normalises text in PostgreSQL exactly as in TypeScript', async () => {
    const samples = ['Star Wars : Épisode IV – Un nouvel espoir', "L'Œuvre au noir", 'Cæsar & Cléopâtre', '  JEAN-PIERRE   Jeunet ', 'Straße', 'Ça, c’est « Paris » !', '2001 : l’odyssée'];
    for (const sample of samples) {
      const [{ n }] = await db.query<{ n: string }>(`SELECT norm_text($1) AS n`, [sample]);
      expect({ sample, n }).toEqual({ sample, n: normalizeText(sample) });
    }
  });

  const search = (q: string, extra: Record<string, unknown> = {}) => call<SearchResults>(CataloguePatterns.searchQuery, { q, ...extra });
  const found = async (q: string) => titles((await search(q)).items);

  it('ignores accents, case, colons and dashes, and collapses spaces', async () => {
    expect(await found('AMELIE')).toEqual(["Le Fabuleux Destin d'Amélie Poulain"]);
    expect(await found('star wars episode iv')).toEqual(['Star Wars : Épisode IV – Un nouvel espoir']);
    expect(await found('  star   wars:  épisode-IV ')).toEqual(['Star Wars : Épisode IV – Un nouvel espoir']);
    expect(await found('jean-pierre')).toEqual(["Le Fabuleux Destin d'Amélie Poulain"]);
  });

  it('finds œ with oe and æ with ae', async () => {
    expect(await found('oedipe')).toEqual(['Œdipe roi']);
    expect(await found('Œdipe')).toEqual(['Œdipe roi']);
    expect(await found('aether')).toEqual(["Les Chroniques d'Æther"]);
  });

  it('tolerates one typo in a word', async () => {
    expect(await found('nosfreatu')).toEqual(['Nosferatu']);
    expect(await found('metropolys')).toEqual(['Metropolis']);
    expect(await found('vampirs')).toContain('Les Vampires');
  });

  it('ignores words of 2 letters or fewer', async () => {
    const res = await search('le la de');
    expect(res).toMatchObject({ items: [], total: 0, terms: [] });
    expect((await search('M')).items).toEqual([]);
  });

  it('ranks title 5, original title 3, director 2, synopsis 0.5', async () => {
    const res = await search('lang');
    // Hommage à Lang: title 5, director Langlois 2 (word beginning), synopsis 0.5, query in the title 10.
    // Equal scores go to the better rated.
    expect(titles(res.items)).toEqual(['Hommage à Lang', 'Metropolis', 'M le maudit', 'Le Mépris du temps']);
    expect(res.items.map((i) => i.score)).toEqual([17.5, 2, 2, 0.5]);
  });

  it('uses synonyms', async () => {
    expect(await found('policier')).toContain('Les Rues de Paris');
    expect(await found('épouvante vampire')).toContain('Nosferatu');
  });

  it('needs every word, or falls back to any word when none has them all', async () => {
    expect(await found('fritz metropolis')).toEqual(['Metropolis']);
    // Nosferatu's synonyms (vampire, dracula) bring Les Vampires too.
    const any = await found('metropolis nosferatu');
    expect(any.sort()).toEqual(['Les Vampires', 'Metropolis', 'Nosferatu']);
  });

  it('pages the results and filters by kind', async () => {
    const p1 = await search('les', { pageSize: 2 });
    expect(p1.total).toBeGreaterThan(2);
    const p2 = await search('les', { pageSize: 2, page: 2 });
    expect(p2.items.map((i) => i.id)).not.toContain(p1.items[0].id);
    const series = await search('les', { kind: 'series' });
    expect(series.items.every((i) => i.kind === 'series')).toBe(true);
    expect(titles(series.items)).toContain('Les Vampires');
  });

  it('suggests 4 films and 4 series from 2 characters, matching titles, original titles and directors', async () => {
    expect(await call<SearchSuggestions>(CataloguePatterns.searchSuggest, { q: 'm' })).toEqual({ movies: [], series: [] });
    const le = await call<SearchSuggestions>(CataloguePatterns.searchSuggest, { q: 'le' });
    expect(le.movies).toHaveLength(4);
    expect(le.series.length).toBeGreaterThan(0);
    const fritz = await call<SearchSuggestions>(CataloguePatterns.searchSuggest, { q: 'FRITZ' });
    expect(titles(fritz.movies).sort()).toEqual(['M le maudit', 'Metropolis']);
    expect(fritz.movies[0]).toEqual(expect.objectContaining({ director: 'Fritz Lang', kind: 'movie' }));
    const orig = await call<SearchSuggestions>(CataloguePatterns.searchSuggest, { q: 'symphonie des grauens' });
    expect(titles(orig.movies)).toEqual(['Nosferatu']);
    const typo = await call<SearchSuggestions>(CataloguePatterns.searchSuggest, { q: 'nosfreatu' });
    expect(titles(typo.movies)).toEqual(['Nosferatu']);
    const prefix = await call<SearchSuggestions>(CataloguePatterns.searchSuggest, { q: 'vamp' });
    expect(titles(prefix.series)).toEqual(['Les Vampires']);
  });
});

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let v = await read();
  while (!ok(v) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    v = await read();
  }
  return v;
}

describe('cache', () => {
  const redisKeys = (pattern: string) => catalogue.infra.redis.keys(`${names.REDIS_PREFIX}${pattern}`);

  it('keeps lists and counters in Redis and drops them on a catalogue event', async () => {
    await call(CataloguePatterns.statsGet);
    const before = await call<Page<CatalogueCard>>(CataloguePatterns.seriesList, { sort: 'title' });
    expect((await redisKeys('catalogue:lists:series:*')).length).toBeGreaterThan(0);
    expect(await redisKeys('catalogue:stats')).toHaveLength(1);

    // A change made elsewhere (another replica, a script): cached reads still show the old state...
    const id = await db.series({ title: 'Arrivée Tardive', created_at: day(30) });
    expect(titles((await call<Page<CatalogueCard>>(CataloguePatterns.seriesList, { sort: 'title' })).items)).toEqual(titles(before.items));
    // ...until its event arrives.
    const js = jetstream(catalogue.infra.nc);
    await js.publish(`${names.EVENTS_PREFIX}.${CatalogueEvents.seriesCreated}`, JSON.stringify({ id: randomUUID(), type: CatalogueEvents.seriesCreated, occurredAt: new Date().toISOString(), data: { id } }));
    const after = await waitFor(() => call<Page<CatalogueCard>>(CataloguePatterns.seriesList, { sort: 'title' }), (p) => titles(p.items).includes('Arrivée Tardive'));
    expect(titles(after.items)).toContain('Arrivée Tardive');
    expect((await call<CatalogueStats>(CataloguePatterns.statsGet)).series).toBe(6);
    await db.query(`DELETE FROM series WHERE id = $1`, [id]);
    await js.publish(`${names.EVENTS_PREFIX}.${CatalogueEvents.seriesDeleted}`, JSON.stringify({ id: randomUUID(), type: CatalogueEvents.seriesDeleted, occurredAt: new Date().toISOString(), data: { id } }));
    await waitFor(() => call<CatalogueStats>(CataloguePatterns.statsGet), (s) => s.series === 5);
  });
});

describe('admin writes', () => {
  it('creates, updates and deletes a film: the change shows at once and its events go out through the outbox', async () => {
    await call(CataloguePatterns.moviesList, { sort: 'title', pageSize: 48 });
    const created = await call<MovieDto>(CataloguePatterns.moviesCreate, { title: '  Le Golem  ', releaseYear: 1920, genreIds: [g.horreur], rating: 3.9 }, admin);
    expect(created).toMatchObject({ title: 'Le Golem', country: 'France', language: 'Français', quality: 'HD 1080p', isNew: true, isFeatured: false, rating: 3.9 });
    expect(created.posterUrl).toBe(`/api/posters/movie/${created.id}.svg`);
    expect(created.genres.map((x) => x.slug)).toEqual(['horreur']);
    expect(titles((await call<Page<CatalogueCard>>(CataloguePatterns.moviesList, { sort: 'title', pageSize: 48 })).items)).toContain('Le Golem');
    expect(titles((await call<SearchResults>(CataloguePatterns.searchQuery, { q: 'golem' })).items)).toEqual(['Le Golem']);

    const updated = await call<MovieDto>(CataloguePatterns.moviesUpdate, { id: created.id, title: 'Le Golem (1920)', genreIds: [g.horreur, g.drame], rating: null }, admin);
    expect(updated).toMatchObject({ title: 'Le Golem (1920)', rating: null });
    expect((await call<MovieDto>(CataloguePatterns.moviesGet, { id: created.id })).genres).toHaveLength(2);

    await call(CataloguePatterns.moviesDelete, { id: created.id }, admin);
    await expect(call(CataloguePatterns.moviesGet, { id: created.id })).rejects.toMatchObject({ status: 404 });
    await expect(call(CataloguePatterns.moviesDelete, { id: created.id }, admin)).rejects.toMatchObject({ status: 404, message: 'Film non trouvé' });

    const jsm = await jetstreamManager(catalogue.infra.nc);
    const consumer = await jsm.consumers.add(names.EVENTS_STREAM, { filter_subject: `${names.EVENTS_PREFIX}.catalogue.movie.>`, ack_policy: 'none' as never });
    const js = jetstream(catalogue.infra.nc);
    const c = await js.consumers.get(names.EVENTS_STREAM, consumer.name);
    const types: string[] = [];
    const deadline = Date.now() + 5000;
    while (types.length < 3 && Date.now() < deadline) {
      for await (const m of await c.fetch({ max_messages: 10, expires: 1000 })) {
        const e = m.json<{ type: string; data: { id: string } }>();
        if (e.data.id === created.id) types.push(e.type);
      }
    }
    expect(types).toEqual([CatalogueEvents.movieCreated, CatalogueEvents.movieUpdated, CatalogueEvents.movieDeleted]);
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
    const menuBefore = await call<GenreMenu>(CataloguePatterns.genresList);
    const created = await call<{ id: string; slug: string }>(CataloguePatterns.genresCreate, { name: 'Péplum', category: 'Films' }, admin);
    expect(created.slug).toBe('pplum');
    // The menu was cached before: it shows the new genre at once.
    const menu = await call<GenreMenu>(CataloguePatterns.genresList);
    expect(menu.categories[0].genres.length).toBe(menuBefore.categories[0].genres.length + 1);

    await expect(call(CataloguePatterns.genresCreate, { name: 'PÉPLUM', category: 'Films' }, admin)).rejects.toMatchObject({
      status: 409, message: 'Un genre avec le nom "PÉPLUM" existe déjà dans la catégorie "Films".',
    });
    await expect(call(CataloguePatterns.genresCreate, { name: 'Pèplum', category: 'Films' }, admin)).rejects.toMatchObject({
      status: 409, message: 'Un genre avec le slug "pplum" existe déjà dans la catégorie "Films". Veuillez choisir un nom différent.',
    });
    // Same name in another category is allowed; renaming itself is allowed.
    const other = await call<{ id: string }>(CataloguePatterns.genresCreate, { name: 'Péplum', category: 'Séries' }, admin);
    await call(CataloguePatterns.genresUpdate, { id: created.id, name: 'péplum' }, admin);
    await expect(call(CataloguePatterns.genresUpdate, { id: other.id, category: 'Films' }, admin)).rejects.toMatchObject({ status: 409 });

    await db.query(`INSERT INTO movie_genres (movie_id, genre_id) VALUES ($1, $2)`, [ids.metropolis, created.id]);
    expect(await call(CataloguePatterns.genresDelete, { id: created.id }, admin)).toEqual({ movies: 1, series: 0 });
    expect((await call<MovieDto>(CataloguePatterns.moviesGet, { id: ids.metropolis })).genres.map((x) => x.slug).sort()).toEqual(['drame', 'science-fiction']);
    await call(CataloguePatterns.genresDelete, { id: other.id }, admin);
    await expect(call(CataloguePatterns.genresDelete, { id: other.id }, admin)).rejects.toMatchObject({ status: 404, message: 'Genre non trouvé' });
  });
});

describe('admin series and episode writes', () => {
  it('create a series (anime form), add, renumber and delete episodes, totals following, then delete it all', async () => {
    const before = await call<CatalogueStats>(CataloguePatterns.statsGet);
    const created = await call<SeriesDetailDto>(CataloguePatterns.seriesCreate, { title: 'Le Voyage de Chihiro', country: 'Japon', language: 'Japonais', rating: 4.8 }, admin);
    expect(created).toMatchObject({ title: 'Le Voyage de Chihiro', status: 'completed', isNew: true, isAnime: true, seasons: [], totalEpisodes: null });
    expect(created.posterUrl).toBe(`/api/posters/series/${created.id}.svg`);
    expect((await call<CatalogueStats>(CataloguePatterns.statsGet)).series).toBe(before.series + 1);

    const e1 = await call<EpisodeDto>(CataloguePatterns.episodesCreate, { seriesId: created.id, seasonNumber: 1, episodeNumber: 1, title: 'Le Tunnel' }, admin);
    expect(e1).toMatchObject({ seasonNumber: 1, episodeNumber: 1, durationMinutes: 45, airDate: null });
    await call(CataloguePatterns.episodesCreate, { seriesId: created.id, seasonNumber: 2, episodeNumber: 1, title: 'Les Bains', airDate: '2001-07-20' }, admin);
    await expect(call(CataloguePatterns.episodesCreate, { seriesId: created.id, seasonNumber: 2, episodeNumber: 1, title: 'Doublon' }, admin))
      .rejects.toMatchObject({ status: 409, message: 'La saison 2 a déjà un épisode 1.' });
    await expect(call(CataloguePatterns.episodesCreate, { seriesId: created.id, seasonNumber: 0, episodeNumber: 1, title: 'X' }, admin))
      .rejects.toMatchObject({ status: 400, message: 'La saison doit être un entier supérieur ou égal à 1.' });
    await expect(call(CataloguePatterns.episodesCreate, { seriesId: created.id, seasonNumber: 1, episodeNumber: 2, title: 'X', airDate: '2001-02-30' }, admin))
      .rejects.toMatchObject({ status: 400, message: 'La date de diffusion doit être une date valide au format AAAA-MM-JJ.' });

    let detail = await call<SeriesDetailDto>(CataloguePatterns.seriesGet, { id: created.id });
    expect(detail).toMatchObject({ totalSeasons: 2, totalEpisodes: 2 });
    expect(detail.seasons.map((x) => x.episodes[0].airDate)).toEqual([null, '2001-07-20']);

    await call(CataloguePatterns.episodesUpdate, { id: e1.id, seasonNumber: 2, episodeNumber: 2, title: 'Le Tunnel (suite)' }, admin);
    detail = await call<SeriesDetailDto>(CataloguePatterns.seriesGet, { id: created.id });
    expect(detail.seasons.map((x) => [x.seasonNumber, x.episodes.map((e) => e.title)])).toEqual([[2, ['Les Bains', 'Le Tunnel (suite)']]]);
    const [{ total_seasons: seasons }] = await db.query<{ total_seasons: number }>(`SELECT total_seasons FROM series WHERE id = $1`, [created.id]);
    expect(seasons).toBe(1);

    await call(CataloguePatterns.seriesUpdate, { id: created.id, status: 'ongoing', genreIds: [g.anime] }, admin);
    expect((await call<Page<CatalogueCard>>(CataloguePatterns.seriesList, { status: 'ongoing', anime: true, sort: 'title' })).items.map((c) => c.title)).toContain('Le Voyage de Chihiro');

    await call(CataloguePatterns.episodesDelete, { id: e1.id }, admin);
    await expect(call(CataloguePatterns.episodesDelete, { id: e1.id }, admin)).rejects.toMatchObject({ status: 404, message: 'Épisode introuvable.' });
    await call(CataloguePatterns.seriesDelete, { id: created.id }, admin);
    await expect(call(CataloguePatterns.seriesGet, { id: created.id })).rejects.toMatchObject({ status: 404, message: 'Série non trouvée' });
    expect(await db.query(`SELECT 1 FROM episodes WHERE series_id = $1`, [created.id])).toEqual([]);
    await expect(call(CataloguePatterns.seriesCreate, { title: 'X' }, member)).rejects.toMatchObject({ status: 403 });
  });
});

describe('with Redis stopped', () => {
  it('every read still answers from PostgreSQL', async () => {
    // A second instance whose Redis is unreachable, on its own subject prefix and event stream.
    const env = loadConfig(CatalogueEnv, {
      ...process.env, ...names, REDIS_URL: 'redis://127.0.0.1:9', NATS_PREFIX: `${names.NATS_PREFIX}nored`,
      EVENTS_STREAM: `${names.EVENTS_STREAM}_NORED`, EVENTS_PREFIX: `${names.EVENTS_PREFIX}_nored`,
    });
    const noRedis = await startCatalogue(env);
    const client = await RpcClient.connect(env.NATS_URL, env.NATS_PREFIX, 5000, 'catalogue-int-nored');
    try {
      const started = Date.now();
      expect(await client.call<CatalogueStats>(CataloguePatterns.statsGet, {})).toEqual({ movies: 12, series: 5 });
      expect((await client.call<Page<CatalogueCard>>(CataloguePatterns.moviesList, { director: 'lang' })).total).toBe(3);
      expect((await client.call<HomeSections>(CataloguePatterns.homeGet, {})).latestMovies).toHaveLength(12);
      expect((await client.call<GenreMenu>(CataloguePatterns.genresList, {})).categories).toHaveLength(5);
      expect((await client.call<MovieDto>(CataloguePatterns.moviesGet, { id: ids.nosferatu })).title).toBe('Nosferatu');
      expect((await client.call<SearchResults>(CataloguePatterns.searchQuery, { q: 'murnau' })).total).toBe(1);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await client.close();
      await noRedis.close();
      const jsm = await jetstreamManager(catalogue.infra.nc);
      await jsm.streams.delete(env.EVENTS_STREAM).catch(() => undefined);
    }
  });
});
