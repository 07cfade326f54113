import { describe, expect, it } from '@jest/globals';
import { CataloguePatterns } from '@streaming/contracts';
import { titles, useCatalogue } from './catalogue-context.js';

// Counters, the films and series lists: every filter and sort, paging, bad queries.
const { ids, call } = useCatalogue('lists');

describe('counters and lists', () => {
  it('counts films and series', async () => {
    expect(await call(CataloguePatterns.statsGet)).toEqual({ movies: 12, series: 5 });
  });

  it('lists films most recent first by default, paged on the server without overlap', async () => {
    const p1 = await call(CataloguePatterns.moviesList, { pageSize: 5 });
    const p3 = await call(CataloguePatterns.moviesList, { pageSize: 5, page: 3 });
    expect(p1).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(titles(p1.items)).toEqual(['Le Mépris du temps', 'Film sans date', 'Hommage à Lang', 'Les Rues de Paris', 'Nosferatu']);
    expect(titles(p3.items)).toEqual(['M le maudit', 'Metropolis']);
    expect(p1.items[4]).toEqual({ id: ids.nosferatu, kind: 'movie', title: 'Nosferatu', year: 1922, posterUrl: null, rating: 4.3, views: 7000, quality: 'HD 1080p' });
    const beyond = await call(CataloguePatterns.moviesList, { pageSize: 5, page: 9 });
    expect(beyond).toMatchObject({ items: [], total: 12, page: 9 });
  });

  it('applies every film filter of the spec', async () => {
    const list = (q: Record<string, unknown>) => call(CataloguePatterns.moviesList, { sort: 'title', ...q, pageSize: 48 }).then((p) => titles(p.items));
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
    const list = (sort: string, order?: string) => call(CataloguePatterns.moviesList, { sort, order, pageSize: 48 }).then((p) => titles(p.items));
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
    const list = (q: Record<string, unknown>) => call(CataloguePatterns.seriesList, { sort: 'title', ...q }).then((p) => titles(p.items));
    expect(await list({ status: 'ongoing' })).toEqual(['Kaiju Academy', 'Mon Voisin des Nuages']);
    expect(await list({ anime: true })).toEqual(['Kaiju Academy', 'Mon Voisin des Nuages']);
    expect(await list({ anime: false })).toEqual(['Les Pionniers de l’espace', 'Les Vampires', 'Série Moyenne']);
    expect(await list({ genre: 'science-fiction', minRating: 4 })).toEqual(['Les Pionniers de l’espace']);
    const page = await call(CataloguePatterns.seriesList, {});
    expect(page.items.every((c) => c.kind === 'series')).toBe(true);
  });
});
