import type { CatalogueCard } from '@streaming/contracts';

/** Spec section 9: the films page shows 12 titles picked at random from the top 30. */
export const SECTION_SIZE = 12;
export const FEATURED_POOL = 30;
/** Enough candidates for a section to stay full once titles shown above are left out. */
export const SECTION_POOL = 48;

/** `count` items drawn at random without repeats (partial Fisher-Yates). */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = Math.floor(random() * pool.length);
    picked.push(pool[index]);
    pool[index] = pool[pool.length - 1];
    pool.pop();
  }
  return picked;
}

export interface BrowseSections {
  featured: CatalogueCard[];
  top: CatalogueCard[];
  latest: CatalogueCard[];
  /** Ids shown in the three sections: 'Tous les ...' leaves them out too. */
  shown: ReadonlySet<string>;
}

/** The sections of the films and series pages without filters, no title repeated from one to the next. */
export function buildSections(
  featuredPool: readonly CatalogueCard[],
  topPool: readonly CatalogueCard[],
  latestPool: readonly CatalogueCard[],
  random: () => number = Math.random,
): BrowseSections {
  const shown = new Set<string>();
  const take = (items: readonly CatalogueCard[]) => {
    const kept = items.filter((item) => !shown.has(item.id)).slice(0, SECTION_SIZE);
    for (const item of kept) shown.add(item.id);
    return kept;
  };
  const featured = take(pickRandom(featuredPool, SECTION_SIZE, random));
  const top = take(topPool);
  const latest = take(latestPool);
  return { featured, top, latest, shown };
}
