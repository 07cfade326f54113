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

/**
 * The top list of a tab (its `size` first titles, ranked from 1) and how many titles each tab holds.
 * Only the titles with at least the views of the tab's `size`-th are put in order (thousands of
 * titles with a few views each need no ordering by name): the same list as ordering them all.
 */
export function rankTop(titles: readonly TitleViews[], tab: TopKind, size = TOP_SIZE): { counts: Record<TopKind, number>; items: TopTitle[] } {
  const count = (k: TopKind) => titles.filter((t) => inTab(t, k)).length;
  const counts = { all: count('all'), movie: count('movie'), series: count('series'), anime: count('anime') };
  const inTabs = titles.filter((t) => inTab(t, tab));
  const views = Float64Array.from(inTabs, (t) => t.views).sort();
  const threshold = views.length > size ? views[views.length - size] : -Infinity;
  const items = inTabs
    .filter((t) => t.views >= threshold)
    .sort(compareTop)
    .slice(0, size)
    .map((t, i) => ({ rank: i + 1, ...t }));
  return { counts, items };
}
