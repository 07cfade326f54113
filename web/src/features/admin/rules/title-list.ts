import type { AdminTitleSort, SeriesStatus, SortOrder, VideoQuality } from '@streaming/contracts';

/** Spec section 9: the table shows 50 titles, then 50 more each time (the contracts' ADMIN_PAGE_SIZE_DEFAULT). */
export const TITLE_PAGE_SIZE = 50;

/** The choices of the filters and the form (the contracts' lists, which the web imports as types only). */
export const VIDEO_QUALITY_CHOICES = ['HD 1080p', '4K', 'HD 720p', 'SD'] as const satisfies readonly VideoQuality[];
export const SERIES_STATUS_CHOICES = ['completed', 'ongoing', 'cancelled'] as const satisfies readonly SeriesStatus[];
export const TITLE_SORT_CHOICES = ['recent', 'title', 'year', 'rating', 'views'] as const satisfies readonly AdminTitleSort[];
export const TITLE_SORT_LABELS: Record<AdminTitleSort, string> = {
  recent: 'Ajout',
  title: 'Titre',
  year: 'Année',
  rating: 'Note',
  views: 'Vues',
};

/** What the search and the collapsible filters of a title table hold ('' for no filter). */
export interface TitleFilters {
  search: string;
  genre: string;
  year: string;
  quality: VideoQuality | '';
  featured: '' | 'true' | 'false';
  isNew: '' | 'true' | 'false';
  /** Series and animes only. */
  status: SeriesStatus | '';
  sort: AdminTitleSort;
  order: SortOrder;
}

/** GET /api/admin/movies (series, animes) without its page: the same filters give the same query key. */
export interface TitleListQuery {
  pageSize: number;
  search?: string;
  genre?: string;
  year?: number;
  quality?: VideoQuality;
  featured?: boolean;
  isNew?: boolean;
  status?: SeriesStatus;
  sort?: AdminTitleSort;
  order?: SortOrder;
}

export const NO_TITLE_FILTERS: TitleFilters = {
  search: '',
  genre: '',
  year: '',
  quality: '',
  featured: '',
  isNew: '',
  status: '',
  sort: 'recent',
  order: 'desc',
};

/** A year the server takes (1870 to 2100), or nothing while the field holds something else. */
function yearOf(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d{4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= 1870 && year <= 2100 ? year : undefined;
}

/** The query of the table's pages (50 rows each, spec section 9): unset filters and the default sort left out. */
export function titleListQuery(filters: TitleFilters): TitleListQuery {
  const search = filters.search.trim();
  const year = yearOf(filters.year);
  const sorted = filters.sort !== 'recent' || filters.order !== 'desc';
  return {
    pageSize: TITLE_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(filters.genre ? { genre: filters.genre } : {}),
    ...(year !== undefined ? { year } : {}),
    ...(filters.quality ? { quality: filters.quality } : {}),
    ...(filters.featured ? { featured: filters.featured === 'true' } : {}),
    ...(filters.isNew ? { isNew: filters.isNew === 'true' } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(sorted ? { sort: filters.sort, order: filters.order } : {}),
  };
}

/** Whether the rows are narrowed (an empty table then says 'no match' and offers to clear the filters). */
export function isTitleListFiltered(query: TitleListQuery): boolean {
  return [query.search, query.genre, query.year, query.quality, query.featured, query.isNew, query.status].some((value) => value !== undefined);
}
