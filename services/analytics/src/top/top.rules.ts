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

/** The titles of one kind, animes or not, with views over a period: how many. */
export interface TitleGroup {
  kind: TitleViews['kind'];
  isAnime: boolean;
  titles: number;
}

/** The titles of each (kind, anime or not) group. */
export function groupsOf(titles: readonly TitleViews[]): TitleGroup[] {
  const groups = new Map<string, TitleGroup>();
  for (const t of titles) {
    const key = `${t.kind}/${t.isAnime}`;
    const g = groups.get(key) ?? { kind: t.kind, isAnime: t.isAnime, titles: 0 };
    g.titles++;
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** How many titles each tab holds, from the groups' sizes. */
export function tabCounts(groups: readonly TitleGroup[]): Record<TopKind, number> {
  const count = (tab: TopKind) => groups.filter((g) => inTab(g, tab)).reduce((n, g) => n + g.titles, 0);
  return { all: count('all'), movie: count('movie'), series: count('series'), anime: count('anime') };
}

/**
 * The `size` first titles of a tab, ranked from 1. Only the titles with at least the views of the
 * tab's `size`-th are put in order: the same list as ordering them all. `titles` may hold only each
 * group's `size` most viewed and those tied with them (the repository reads no more): a tab is made
 * of whole groups, so its `size` first are among them.
 */
export function topOf(titles: readonly TitleViews[], tab: TopKind, size = TOP_SIZE): TopTitle[] {
  const inTabs = titles.filter((t) => inTab(t, tab));
  const views = Float64Array.from(inTabs, (t) => t.views).sort();
  const threshold = views.length > size ? views[views.length - size] : -Infinity;
  return inTabs
    .filter((t) => t.views >= threshold)
    .sort(compareTop)
    .slice(0, size)
    .map((t, i) => ({ rank: i + 1, ...t }));
}

/** The top list of a tab and how many titles each tab holds, from every title with views over the period. */
export function rankTop(titles: readonly TitleViews[], tab: TopKind, size = TOP_SIZE): { counts: Record<TopKind, number>; items: TopTitle[] } {
  return { counts: tabCounts(groupsOf(titles)), items: topOf(titles, tab, size) };
}
