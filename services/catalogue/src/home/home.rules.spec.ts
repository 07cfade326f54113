import { describe, expect, it } from '@jest/globals';
import type { CatalogueCard } from '@streaming/contracts';
import { buildHome, buildListingSections, drawRandom, pickRandom, sectionTitleIds, type HomePools } from './home.rules.js';

const card = (i: number, rating: number | null = 3, kind: 'movie' | 'series' = 'movie'): CatalogueCard => ({
  id: `${kind}-${i}`, kind, title: `Titre ${i}`, year: 2000, posterUrl: null, rating, views: 0, quality: 'SD',
});
/** A deterministic random source. */
const seeded = (seed: number) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

const pools = (over: Partial<HomePools> = {}): HomePools => ({
  featuredMovies: [],
  featuredSeries: [],
  topMovies: Array.from({ length: 20 }, (_, i) => card(i, 5 - i * 0.1)),
  topSeries: Array.from({ length: 30 }, (_, i) => card(i, 4.9 - i * 0.05, 'series')),
  topAnimes: [card(100, 4.2, 'series'), card(101, 3.5, 'series')],
  latestMovies: Array.from({ length: 15 }, (_, i) => card(200 + i)),
  latestSeries: Array.from({ length: 3 }, (_, i) => card(300 + i, 3, 'series')),
  ...over,
});

describe('home rules (spec section 9)', () => {
  it('picks distinct random items', () => {
    const pool = Array.from({ length: 20 }, (_, i) => i);
    const picked = pickRandom(pool, 8, seeded(7));
    expect(picked).toHaveLength(8);
    expect(new Set(picked).size).toBe(8);
    expect(picked.every((x) => pool.includes(x))).toBe(true);
    expect(pickRandom(pool, 8, seeded(8))).not.toEqual(picked);
    expect(pickRandom([1, 2], 8)).toHaveLength(2);
    expect(pool).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('draws 8 top films from the 20 best rated', () => {
    const home = buildHome(pools({ topMovies: Array.from({ length: 30 }, (_, i) => card(i, 5 - i * 0.1)) }), seeded(3));
    expect(home.topMovies).toHaveLength(8);
    expect(home.topMovies.every((c) => Number(c.id.split('-')[1]) < 20)).toBe(true);
  });

  it('shows the 12 most recent as new, in order', () => {
    const home = buildHome(pools(), seeded(1));
    expect(home.latestMovies.map((c) => c.id)).toEqual(Array.from({ length: 12 }, (_, i) => `movie-${200 + i}`));
    expect(home.latestSeries).toHaveLength(3);
  });

  it('keeps top series rated 4 or more, up to 12, and animes apart', () => {
    const home = buildHome(pools({ topSeries: [...pools().topSeries, card(400, 3.9, 'series')] }), seeded(5));
    expect(home.topSeries).toHaveLength(12);
    expect(home.topSeries.every((c) => (c.rating ?? 0) >= 4)).toBe(true);
    expect(home.topAnimes.map((c) => c.id)).toEqual(['series-100']);
    expect(home.topSeries.map((c) => c.id)).not.toContain('series-100');
  });

  it('features the featured titles, or the best rated when none is featured', () => {
    const featured = [card(900, 2), card(901, 2.5)];
    expect(buildHome(pools({ featuredMovies: featured }), seeded(2)).featuredMovies.map((c) => c.id).sort()).toEqual(['movie-900', 'movie-901']);
    const fallback = buildHome(pools(), seeded(2)).featuredMovies;
    expect(fallback).toHaveLength(8);
    expect(fallback.every((c) => Number(c.id.split('-')[1]) < 20)).toBe(true);
  });
});

describe('films and series page sections (spec section 2)', () => {
  it('draws 12 from the 30 best rated and never repeats a title across sections', () => {
    const best = Array.from({ length: 54 }, (_, i) => card(i, 5 - i * 0.05));
    const recent = [card(53), card(52), card(1), ...Array.from({ length: 20 }, (_, i) => card(100 + i))];
    const s = buildListingSections({ best, recent }, 11);
    expect(s.featured).toHaveLength(12);
    expect(s.featured.every((c) => Number(c.id.split('-')[1]) < 30)).toBe(true);
    expect(s.topRated).toHaveLength(12);
    expect(s.latest).toHaveLength(12);
    const ids = [...s.featured, ...s.topRated, ...s.latest].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The best rated not featured, in rating order.
    const notFeatured = best.filter((c) => !s.featured.includes(c)).slice(0, 12);
    expect(s.topRated).toEqual(notFeatured);
  });

  it('gives the same sections for the same draw number, and lists the ids they show', () => {
    const best = Array.from({ length: 54 }, (_, i) => card(i, 5 - i * 0.05));
    const recent = Array.from({ length: 54 }, (_, i) => card(100 + i));
    const a = buildListingSections({ best, recent }, 5);
    expect(a.draw).toBe(5);
    expect(buildListingSections({ best, recent }, 5)).toEqual(a);
    const ids = sectionTitleIds({ best, recent }, a);
    expect(ids).toHaveLength(36);
    expect(ids).toEqual([...a.featured, ...a.topRated, ...a.latest].map((c) => c.id));
    // Draws differ from one another: 16 draws give (nearly) 16 different featured sets.
    const featuredSets = new Set(Array.from({ length: 16 }, (_, d) => buildListingSections({ best, recent }, d).featured.map((c) => c.id).sort().join()));
    expect(featuredSets.size).toBeGreaterThanOrEqual(15);
    const r = drawRandom(0);
    const values = Array.from({ length: 1000 }, r);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(Math.min(...values)).toBeLessThan(0.01);
    expect(Math.max(...values)).toBeGreaterThan(0.99);
  });

  it('keeps the three sections full with 13 titles, repeating titles only once the catalogue runs out', () => {
    // 13 series: the best rated are series-0 … series-12, the most recent series-12 … series-0.
    const best = Array.from({ length: 13 }, (_, i) => card(i, 5 - i * 0.1, 'series'));
    const recent = [...best].reverse();
    const pools = { best, recent };
    for (let draw = 0; draw < 16; draw++) {
      const s = buildListingSections(pools, draw);
      expect([s.featured.length, s.topRated.length, s.latest.length]).toEqual([12, 12, 12]);
      for (const section of [s.featured, s.topRated, s.latest]) expect(new Set(section.map((c) => c.id)).size).toBe(12);
      // The one title not featured comes first in the next section; each section keeps its own order.
      const left = best.find((c) => !s.featured.includes(c))!;
      expect(s.topRated).toContain(left);
      expect(s.topRated).toEqual(best.filter((c) => s.topRated.includes(c)));
      expect(s.latest).toEqual(recent.slice(0, 12));
      // Titles repeat, so the full list below leaves none out.
      expect(sectionTitleIds(pools, s)).toEqual([]);
    }
  });

  it('shows each title once as soon as the catalogue has more titles than the sections', () => {
    for (const size of [36, 37, 40]) {
      const best = Array.from({ length: size }, (_, i) => card(i, 5 - i * 0.1));
      const recent = Array.from({ length: size }, (_, i) => card(size - 1 - i));
      const s = buildListingSections({ best, recent }, 4);
      const ids = [...s.featured, ...s.topRated, ...s.latest].map((c) => c.id);
      expect(new Set(ids).size).toBe(36);
      // 36 titles: all in the sections, and the full list shows them all again rather than nothing.
      expect(sectionTitleIds({ best, recent }, s)).toEqual(size > 36 ? ids : []);
    }
  });

  it('copes with a small catalogue', () => {
    const pools = { best: [card(1), card(2)], recent: [card(2), card(1)] };
    const s = buildListingSections(pools, 3);
    expect(s.featured.map((c) => c.id).sort()).toEqual(['movie-1', 'movie-2']);
    expect(s.topRated.map((c) => c.id)).toEqual(['movie-1', 'movie-2']);
    expect(s.latest.map((c) => c.id)).toEqual(['movie-2', 'movie-1']);
    expect(sectionTitleIds(pools, s)).toEqual([]);
    const none = buildListingSections({ best: [], recent: [] }, 0);
    expect([none.featured, none.topRated, none.latest]).toEqual([[], [], []]);
  });
});
