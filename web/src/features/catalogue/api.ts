import { apiRequest } from '../../shared/api/client';

/** GET /api/catalogue/stats: the header's film and series counters. */
export interface CatalogueStats {
  movies: number;
  series: number;
}

export function fetchCatalogueStats(signal?: AbortSignal): Promise<CatalogueStats> {
  return apiRequest<CatalogueStats>('/catalogue/stats', { signal });
}
