import { beforeAll, describe, expect, it } from '@jest/globals';
import { CataloguePatterns, LISTING_SECTION_DRAWS, type CatalogueCard, type ListingSections, type Page } from '@streaming/contracts';
import { day, useCatalogue } from './catalogue-context.js';

// 'Tous les Films' / 'Toutes les Séries': the full list without the titles the page's sections show,
// asked for with the sections' draw number, paged by the server.
const ctx = useCatalogue('alltitles');
const { call } = ctx;

const EXTRA_MOVIES = 100;
const EXTRA_SERIES = 40;
const PAGE = 24;

beforeAll(async () => {
  // Enough titles for full sections (36) and several pages after them; ratings and dates spread.
  for (let i = 0; i < EXTRA_MOVIES; i++) {
    await ctx.db.movie({ title: `Film ${String(i).padStart(3, '0')}`, rating: (i * 37) % 50 / 10, views_count: i * 13, created_at: day(20 + ((i * 53) % EXTRA_MOVIES)) });
  }
  for (let i = 0; i < EXTRA_SERIES; i++) {
    await ctx.db.series({ title: `Série ${String(i).padStart(3, '0')}`, rating: (i * 17) % 50 / 10, created_at: day(20 + i) });
  }
});

type Pattern = typeof CataloguePatterns.moviesList | typeof CataloguePatterns.seriesList;

/** Every page of a list, in order, until the server says there is no more. */
async function allPages(pattern: Pattern, query: Record<string, unknown>): Promise<Array<Page<CatalogueCard>>> {
  const pages: Array<Page<CatalogueCard>> = [];
  for (let page = 1; page <= 20; page++) {
    const p = await call(pattern, { ...query, page, pageSize: PAGE });
    pages.push(p);
    if (p.page * p.pageSize >= p.total) break;
  }
  return pages;
}

const ids = (cards: CatalogueCard[]) => cards.map((c) => c.id);
const shownIn = (s: ListingSections) => ids([...s.featured, ...s.topRated, ...s.latest]);

describe.each([
  { kind: 'films', sections: CataloguePatterns.moviesSections, list: CataloguePatterns.moviesList, count: 12 + EXTRA_MOVIES },
  { kind: 'séries', sections: CataloguePatterns.seriesSections, list: CataloguePatterns.seriesList, count: 5 + EXTRA_SERIES },
] as const)('the full list of $kind under the sections', ({ sections, list, count }) => {
  it('leaves out exactly the titles the sections show, in full pages that cover every other title once', async () => {
    const s = await call(sections);
    expect(Number.isInteger(s.draw) && s.draw >= 0 && s.draw < LISTING_SECTION_DRAWS).toBe(true);
    const shown = shownIn(s);
    expect(shown).toHaveLength(36);

    for (const sort of [{}, { sort: 'title' }, { sort: 'rating', order: 'asc' }]) {
      const pages = await allPages(list, { ...sort, excludeSections: s.draw });
      const rest = pages.flatMap((p) => ids(p.items));
      expect(rest.filter((id) => shown.includes(id))).toEqual([]);
      // Each title once, and with the sections' titles, the whole catalogue.
      expect(new Set(rest).size).toBe(rest.length);
      expect(rest.length + shown.length).toBe(count);
      for (const p of pages) expect(p.total).toBe(count - shown.length);
      // Full pages but the last: one request per page, nothing to fetch more for.
      expect(pages.slice(0, -1).every((p) => p.items.length === PAGE)).toBe(true);
      expect(pages.at(-1)!.items.length).toBe(rest.length - PAGE * (pages.length - 1));
    }

    // The same order as the plain list, with the sections' titles taken out.
    const plain = (await allPages(list, {})).flatMap((p) => ids(p.items));
    const rest = (await allPages(list, { excludeSections: s.draw })).flatMap((p) => ids(p.items));
    expect(rest).toEqual(plain.filter((id) => !shown.includes(id)));
  });

  it('gives the same page again for the same draw, and each draw leaves out its own titles', async () => {
    // The sections are drawn at random per request: collect a few draws.
    const byDraw = new Map<number, string[]>();
    for (let i = 0; i < 40 && byDraw.size < 3; i++) {
      const s = await call(sections);
      const seen = byDraw.get(s.draw);
      if (seen) expect(shownIn(s)).toEqual(seen);
      else byDraw.set(s.draw, shownIn(s));
    }
    expect(byDraw.size).toBeGreaterThanOrEqual(2);
    for (const [draw, shown] of byDraw) {
      const page2 = await call(list, { excludeSections: draw, page: 2, pageSize: PAGE });
      expect(await call(list, { excludeSections: draw, page: 2, pageSize: PAGE })).toEqual(page2);
      const rest = (await allPages(list, { excludeSections: draw })).flatMap((p) => ids(p.items));
      expect(rest.filter((id) => shown.includes(id))).toEqual([]);
      expect(rest.length + shown.length).toBe(count);
    }
  });
});

describe('a draw number that does not exist', () => {
  it('is refused with a French message', async () => {
    const message = `Le tirage des sections à exclure doit être un nombre entier entre 0 et ${LISTING_SECTION_DRAWS - 1}.`;
    await expect(call(CataloguePatterns.moviesList, { excludeSections: LISTING_SECTION_DRAWS })).rejects.toMatchObject({ status: 400, message });
    await expect(call(CataloguePatterns.seriesList, { excludeSections: -1 })).rejects.toMatchObject({ status: 400, message });
    await expect(call(CataloguePatterns.moviesList, { excludeSections: 1.5 })).rejects.toMatchObject({ status: 400, message });
  });
});
