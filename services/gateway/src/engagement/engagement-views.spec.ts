import { describe, expect, it } from '@jest/globals';
import type { CatalogueCard, EpisodeRef, FavoriteEntry, Page, ProgressView } from '@streaming/contracts';
import { composeFavorites, composeHistory, favoritesLookup, historyLookup } from './engagement-views.js';

const M1 = '11111111-1111-4111-8111-111111111111';
const M2 = '22222222-2222-4222-8222-222222222222';
const S1 = '33333333-3333-4333-8333-333333333333';
const E1 = '44444444-4444-4444-8444-444444444444';
const E2 = '55555555-5555-4555-8555-555555555555';

const card = (kind: 'movie' | 'series', id: string): CatalogueCard => ({ id, kind, title: `Titre ${id.slice(0, 4)}`, year: 2001, posterUrl: null, rating: 4, views: 3, quality: 'HD 1080p' });
const episode = (id: string, seriesId = S1): EpisodeRef => ({ id, seriesId, seasonNumber: 1, episodeNumber: 2, title: 'Pilote', durationMinutes: 42, thumbnailUrl: null });
const page = <T>(items: T[], total = items.length): Page<T> => ({ items, total, page: 1, pageSize: 24 });
const favorite = (kind: 'movie' | 'series', titleId: string, n: number): FavoriteEntry => ({ id: `fav-${n}`, kind, titleId, createdAt: `2026-01-0${n}T00:00:00.000Z` });
const row = (kind: 'movie' | 'episode', titleId: string, episodeId: string | null, n: number): ProgressView => ({
  id: `row-${n}`, kind, titleId, episodeId, positionSeconds: 60, durationSeconds: 600, completed: false, updatedAt: `2026-01-0${n}T00:00:00.000Z`,
});

describe('favourites with their cards', () => {
  it('asks the catalogue once for every title of the page, each id once', () => {
    const entries = [favorite('movie', M1, 3), favorite('series', S1, 2), favorite('movie', M2, 1)];
    expect(favoritesLookup(entries)).toEqual({ movieIds: [M1, M2], seriesIds: [S1], episodeIds: [] });
    expect(favoritesLookup([])).toBeUndefined();
  });

  it('keeps the page order, adds each card by kind and leaves out titles the catalogue no longer has', () => {
    // A film and a series may share an id: the card is matched by kind too.
    const entries = [favorite('movie', M1, 3), favorite('series', M1, 2), favorite('movie', M2, 1)];
    const out = composeFavorites(page(entries, 10), { cards: [card('movie', M2), card('movie', M1)], episodes: [] });
    expect(out.items.map((f) => [f.id, f.card.id, f.card.kind])).toEqual([
      ['fav-3', M1, 'movie'],
      ['fav-1', M2, 'movie'],
    ]);
    expect(out.total).toBe(9);
    expect(out.items[0]).toMatchObject({ kind: 'movie', titleId: M1, createdAt: '2026-01-03T00:00:00.000Z' });
  });
});

describe('history with cards and episodes', () => {
  it('asks for the films, the series of the episodes and the episodes, in one lookup', () => {
    const rows = [row('episode', S1, E1, 3), row('movie', M1, null, 2), row('episode', S1, E2, 1)];
    expect(historyLookup(rows)).toEqual({ movieIds: [M1], seriesIds: [S1], episodeIds: [E1, E2] });
    expect(historyLookup([])).toBeUndefined();
  });

  it('gives a film its card and no episode, an episode its series card and episode; gone titles and episodes are left out', () => {
    const rows = [row('episode', S1, E1, 4), row('movie', M1, null, 3), row('episode', S1, E2, 2), row('movie', M2, null, 1)];
    const out = composeHistory(page(rows), { cards: [card('series', S1), card('movie', M1)], episodes: [episode(E1)] });
    expect(out.items.map((h) => h.id)).toEqual(['row-4', 'row-3']);
    expect(out.items[0]).toMatchObject({ card: { id: S1, kind: 'series' }, episode: { id: E1, seasonNumber: 1, episodeNumber: 2 }, positionSeconds: 60 });
    expect(out.items[1]).toMatchObject({ card: { id: M1, kind: 'movie' }, episode: null });
    expect(out.total).toBe(2);
  });

  it('leaves out an episode row whose episode belongs to another series', () => {
    const out = composeHistory(page([row('episode', S1, E1, 1)]), { cards: [card('series', S1)], episodes: [episode(E1, M2)] });
    expect(out.items).toEqual([]);
  });
});
