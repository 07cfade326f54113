import type { SearchResults, SearchSuggestions } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';

/** GET /api/search: films and series ranked by the server (title, original title, director, synopsis). */
export function fetchSearchResults(q: string, page: number, pageSize: number, signal?: AbortSignal): Promise<SearchResults> {
  return apiRequest<SearchResults>(`/search${queryString({ q, page, pageSize })}`, { signal });
}

/** GET /api/search/suggest: at most 4 films and 4 series for the header's live search. */
export function fetchSearchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return apiRequest<SearchSuggestions>(`/search/suggest${queryString({ q })}`, { signal });
}
