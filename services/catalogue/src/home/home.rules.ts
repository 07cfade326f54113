import type { CatalogueCard, HomeSections, ListingSections } from '@streaming/contracts';

/** Spec section 9: random picks of 8 from the top 20 by rating; 12 most recent; top series 4+, up to 12. */
export const HOME_RULES = {
  pickCount: 8,
  pickPool: 20,
  latestCount: 12,
  topSeriesMinRating: 4,
  topSeriesCount: 12,
  /** Top series and animes are drawn from the best rated this many. */
  topSeriesPool: 50,
  /** Films and series pages: 12 from the top 30. */
  listingPickCount: 12,
  listingPickPool: 30,
  listingSectionSize: 12,
} as const;

/** What the films or series page sections are drawn from: best rated first, most recent first. */
export interface ListingPools {
  best: CatalogueCard[];
  recent: CatalogueCard[];
}

/** What the database gives, cached for the list freshness; the random picks are made per request. */
export interface HomePools {
  /** Featured films, best rated first (at most pickPool). */
  featuredMovies: CatalogueCard[];
  featuredSeries: CatalogueCard[];
  /** Best rated films (pickPool). */
  topMovies: CatalogueCard[];
  /** Best rated series rated 4 or more, animes left out / animes only (topSeriesPool each). */
  topSeries: CatalogueCard[];
  topAnimes: CatalogueCard[];
  latestMovies: CatalogueCard[];
  latestSeries: CatalogueCard[];
}

/** `count` distinct items drawn at random (Fisher-Yates on a copy). */
export function pickRandom<T>(pool: readonly T[], count: number, random: () => number = Math.random): T[] {
  const copy = [...pool];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

export function buildHome(pools: HomePools, random: () => number = Math.random): HomeSections {
  const r = HOME_RULES;
  const minRated = (cards: CatalogueCard[]) => cards.filter((c) => (c.rating ?? 0) >= r.topSeriesMinRating);
  return {
    // With no film marked featured, the best rated stand in, so the first carousel is never empty.
    featuredMovies: pickRandom(pools.featuredMovies.length ? pools.featuredMovies : pools.topMovies, r.pickCount, random),
    featuredSeries: pickRandom(pools.featuredSeries.length ? pools.featuredSeries : minRated([...pools.topSeries, ...pools.topAnimes]), r.pickCount, random),
    topMovies: pickRandom(pools.topMovies.slice(0, r.pickPool), r.pickCount, random),
    topSeries: pickRandom(minRated(pools.topSeries), r.topSeriesCount, random),
    topAnimes: pickRandom(minRated(pools.topAnimes), r.topSeriesCount, random),
    latestMovies: pools.latestMovies.slice(0, r.latestCount),
    latestSeries: pools.latestSeries.slice(0, r.latestCount),
  };
}

/**
 * The random source of draw number `draw` of the films / series page sections: the same numbers
 * every time (mulberry32), so a draw can be drawn again to leave its titles out of the full list.
 */
export function drawRandom(draw: number): () => number {
  let state = ((draw + 1) * 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The films / series page without filters, draw number `draw`: 12 drawn from the 30 best rated, then
 * the best rated and the most recent not already shown (no title repeated across sections). A
 * catalogue too small for that fills a section up with titles already shown rather than shrinking it:
 * each section shows 12 titles, or the whole catalogue when it has fewer, in the section's own order.
 */
export function buildListingSections(pools: ListingPools, draw: number): ListingSections {
  const r = HOME_RULES;
  const featured = pickRandom(pools.best.slice(0, r.listingPickPool), r.listingPickCount, drawRandom(draw));
  const shown = new Set(featured.map((c) => c.id));
  const take = (cards: CatalogueCard[]) => {
    const fresh = cards.filter((c) => !shown.has(c.id)).slice(0, r.listingSectionSize);
    const again = cards.filter((c) => shown.has(c.id)).slice(0, r.listingSectionSize - fresh.length);
    const chosen = new Set([...fresh, ...again].map((c) => c.id));
    const out = cards.filter((c) => chosen.has(c.id));
    for (const c of out) shown.add(c.id);
    return out;
  };
  const topRated = take(pools.best);
  const latest = take(pools.recent);
  return { draw, featured, topRated, latest };
}

/**
 * Ids of the titles 'Tous les Films' / 'Toutes les Séries' leaves out: those the sections show, when
 * they show each title once and the catalogue has more. Otherwise (a catalogue of at most 36 titles)
 * the full list shows every title, so that it is never empty below the sections.
 */
export function sectionTitleIds(pools: ListingPools, sections: ListingSections): string[] {
  const ids = [...sections.featured, ...sections.topRated, ...sections.latest].map((c) => c.id);
  const once = new Set(ids).size === ids.length;
  return once && pools.best.length > ids.length ? ids : [];
}
