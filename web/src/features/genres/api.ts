import type { GenrePage } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';

/** GET /api/genres/:slug: films and series of the genre, filtered, sorted and paged together. */
export function fetchGenrePage(slug: string, query: Record<string, string | number>, signal?: AbortSignal): Promise<GenrePage> {
  return apiRequest<GenrePage>(`/genres/${encodeURIComponent(slug)}${queryString(query)}`, { signal });
}
