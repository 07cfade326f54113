import type { HomeSections } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';

/** GET /api/home: the home carousels, picked by the server. */
export function fetchHomeSections(signal?: AbortSignal): Promise<HomeSections> {
  return apiRequest<HomeSections>('/home', { signal });
}
