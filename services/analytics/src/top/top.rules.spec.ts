import { describe, expect, it } from '@jest/globals';
import { compareTop, groupsOf, inTab, rankTop, tabCounts, topOf, type TitleViews } from './top.rules.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const title = (n: number, views: number, fields: Partial<TitleViews> = {}): TitleViews => ({
  id: id(n), kind: 'movie', isAnime: false, title: `Titre ${n}`, posterUrl: null, views, ...fields,
});

/** Every order of `items` (a few thousand at most for the sizes used here). */
function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield items;
    return;
  }
  for (const [i, item] of items.entries()) for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) yield [item, ...rest];
}

describe('the top 10 of a period', () => {
  it('ranks by views, keeps the ten first and numbers them from 1', () => {
    const titles = Array.from({ length: 15 }, (_, i) => title(i, (i * 7) % 15));
    const { items } = rankTop(titles, 'all');
    expect(items.map((t) => t.views)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(items.map((t) => t.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('breaks ties by title in French order (accents and case aside, numbers by value), then kind, then id: the same list whatever the input order', () => {
    const tied = [
      title(5, 3, { title: 'Été 85' }),
      title(4, 3, { title: 'eden' }),
      title(3, 3, { title: 'Zorro' }),
      title(2, 3, { title: 'Film 10' }),
      title(1, 3, { title: 'Film 9' }),
      title(7, 3, { title: 'Zorro', kind: 'series' }),
      title(6, 3, { title: 'Zorro' }),
    ];
    const expected = ['eden', 'Été 85', 'Film 9', 'Film 10', `Zorro movie ${id(3)}`, `Zorro movie ${id(6)}`, `Zorro series ${id(7)}`];
    const show = (t: TitleViews) => (t.title === 'Zorro' ? `Zorro ${t.kind} ${t.id}` : t.title);
    for (const order of permutations(tied)) expect(rankTop(order, 'all').items.map(show)).toEqual(expected);
  });

  it('never finds two different titles equal', () => {
    const a = title(1, 3, { title: 'Même titre' });
    const b = title(2, 3, { title: 'même TITRE' });
    expect(compareTop(a, b)).toBeLessThan(0);
    expect(compareTop(b, a)).toBeGreaterThan(0);
    expect(compareTop(a, { ...a })).toBe(0);
  });

  it('puts films in the films tab, series that are not animes in the series tab, animes in the animes tab, and counts each tab', () => {
    const titles = [
      title(1, 50, { kind: 'movie' }),
      title(2, 40, { kind: 'series' }),
      title(3, 30, { kind: 'series', isAnime: true }),
      title(4, 20, { kind: 'movie' }),
      title(5, 10, { kind: 'series', isAnime: true }),
    ];
    expect(rankTop(titles, 'movie').items.map((t) => t.id)).toEqual([id(1), id(4)]);
    expect(rankTop(titles, 'series').items.map((t) => t.id)).toEqual([id(2)]);
    const animes = rankTop(titles, 'anime');
    expect(animes.items.map((t) => [t.rank, t.id])).toEqual([[1, id(3)], [2, id(5)]]);
    expect(animes.counts).toEqual({ all: 5, movie: 2, series: 1, anime: 2 });
  });

  it('answers empty lists and zero counts for a period without views', () => {
    expect(rankTop([], 'all')).toEqual({ counts: { all: 0, movie: 0, series: 0, anime: 0 }, items: [] });
  });
});

describe('the top 10 among thousands of titles', () => {
  it('is the same list as ordering every title, with many ties at the tenth place', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const titles = Array.from({ length: 3000 }, (_, i) =>
      title(i, 1 + Math.floor(next() ** 6 * 40), { kind: next() < 0.5 ? 'movie' : 'series', isAnime: next() < 0.3, title: `Titre ${Math.floor(next() * 500)}` }),
    );
    for (const tab of ['all', 'movie', 'series', 'anime'] as const) {
      const all = titles.filter((t) => inTab(t, tab)).sort(compareTop).slice(0, 10);
      expect(rankTop(titles, tab).items.map((t) => t.id)).toEqual(all.map((t) => t.id));
    }
  });
});

describe('the top 10 from each group\'s first titles only (what the repository reads)', () => {
  it('is the same list and the same counts as from every title', () => {
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const titles = Array.from({ length: 2000 }, (_, i) =>
      title(i, 1 + Math.floor(next() ** 5 * 30), { kind: next() < 0.6 ? 'movie' : 'series', title: `Titre ${Math.floor(next() * 300)}` }),
    ).map((t) => ({ ...t, isAnime: t.kind === 'series' && next() < 0.4 }));
    // Per (kind, anime or not) group: its titles ranked by views with ties sharing a rank (SQL's rank()), rank 10 at most.
    const firsts = groupsOf(titles).flatMap((g) => {
      const members = titles.filter((t) => t.kind === g.kind && t.isAnime === g.isAnime);
      return members.filter((t) => members.filter((o) => o.views > t.views).length < 10);
    });
    expect(firsts.length).toBeLessThan(titles.length / 4);
    for (const tab of ['all', 'movie', 'series', 'anime'] as const) {
      expect(topOf(firsts, tab)).toEqual(rankTop(titles, tab).items);
    }
    expect(tabCounts(groupsOf(titles))).toEqual(rankTop(titles, 'all').counts);
    expect(tabCounts(groupsOf(titles)).all).toBe(2000);
  });
});
