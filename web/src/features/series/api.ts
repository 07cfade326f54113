import type { SeriesDetailDto } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';

/** GET /api/series/:id: the series with its seasons and episodes in order. */
export function fetchSeries(id: string, signal?: AbortSignal): Promise<SeriesDetailDto> {
  return apiRequest<SeriesDetailDto>(`/series/${encodeURIComponent(id)}`, { signal });
}
