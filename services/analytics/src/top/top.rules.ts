import { TOP_SIZE, type TopKind, type TopTitle } from '@streaming/contracts';

/** A title with its views over a period (already added up per title). */
export type TitleViews = Omit<TopTitle, 'rank'>;

/** Which tab a title belongs to besides 'all': films; series that are not animes; animes (as the catalogue said). */
export function inTab(t: Pick<TitleViews, 'kind' | 'isAnime'>, tab: TopKind): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'movie':
      return t.kind === 'movie';
    case 'series':
      return t.kind === 'series' && !t.isAnime;
    case 'anime':
      return t.kind === 'series' && t.isAnime;
  }
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/**
 * The order of a top list, the same whatever order the titles come in: most views first; equal
 * views by title in French alphabetical order (accents and case aside); equal titles by kind, then
 * id. No two titles compare equal, so the list never changes between two reads of the same counts.
 */
export function compareTop(a: TitleViews, b: TitleViews): number {
  return b.views - a.views || collator.compare(a.title, b.title) || a.kind.localeCompare(b.kind) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The top list of a tab (its `size` first titles, ranked from 1) and how many titles each tab holds. */
export function rankTop(titles: readonly TitleViews[], tab: TopKind, size = TOP_SIZE): { counts: Record<TopKind, number>; items: TopTitle[] } {
  const count = (k: TopKind) => titles.filter((t) => inTab(t, k)).length;
  const counts = { all: count('all'), movie: count('movie'), series: count('series'), anime: count('anime') };
  const items = titles
    .filter((t) => inTab(t, tab))
    .sort(compareTop)
    .slice(0, size)
    .map((t, i) => ({ rank: i + 1, ...t }));
  return { counts, items };
}
