import type { CatalogueCard, CatalogueStats, ContentKind, GenreMenu, ListingSections, Page } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';

/** GET /api/catalogue/stats: the header's film and series counters. */
export function fetchCatalogueStats(signal?: AbortSignal): Promise<CatalogueStats> {
  return apiRequest<CatalogueStats>('/catalogue/stats', { signal });
}

/** GET /api/genres: genres grouped by category, for the FILMS and SÉRIES menus and the filters. */
export function fetchGenreMenu(signal?: AbortSignal): Promise<GenreMenu> {
  return apiRequest<GenreMenu>('/genres', { signal });
}

/** A list query: sort, order, filters and paging, as the API names them. */
export type TitleListQuery = Record<string, string | number>;

/** GET /api/movies or /api/series: one page of cards, filtered, sorted and paged by the server. */
export function fetchTitleList(kind: ContentKind, query: TitleListQuery, signal?: AbortSignal): Promise<Page<CatalogueCard>> {
  return apiRequest<Page<CatalogueCard>>(`/${kind === 'movie' ? 'movies' : 'series'}${queryString(query)}`, { signal });
}

/**
 * GET /api/movies/sections or /api/series/sections: the films or series page without filters (featured,
 * best rated, latest), drawn by the server with no title in two sections. Its `draw`, passed as
 * `excludeSections` to fetchTitleList, gets every other title ('Tous les Films').
 */
export function fetchListingSections(kind: ContentKind, signal?: AbortSignal): Promise<ListingSections> {
  return apiRequest<ListingSections>(`/${kind === 'movie' ? 'movies' : 'series'}/sections`, { signal });
}
