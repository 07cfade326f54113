import type {
  CreateEpisodeDto,
  EpisodeDto,
  SeriesDetailDto,
  UpdateEpisodeDto,
} from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';

/** The catalogue's admin routes of the episode manager (docs/api.md, "Back office: catalogue"). */

/** GET /api/admin/series/:id: the series as the catalogue's primary has it now (title, poster, totals), never from a cache. */
export function fetchEpisodeManagerSeries(id: string, signal?: AbortSignal): Promise<SeriesDetailDto> {
  return apiRequest<SeriesDetailDto>(`/admin/series/${encodeURIComponent(id)}`, { signal });
}

/** GET /api/admin/series/:id/episodes: every episode, by season then number (404 SERIES_NOT_FOUND). */
export function fetchAdminEpisodes(seriesId: string, signal?: AbortSignal): Promise<EpisodeDto[]> {
  return apiRequest<EpisodeDto[]>(`/admin/series/${encodeURIComponent(seriesId)}/episodes`, { signal });
}

/** POST /api/admin/series/:id/episodes (201); 409 EPISODE_TAKEN when the season has that number already. */
export function createEpisode(seriesId: string, body: CreateEpisodeDto): Promise<EpisodeDto> {
  return apiRequest<EpisodeDto>(`/admin/series/${encodeURIComponent(seriesId)}/episodes`, { method: 'POST', body });
}

/** PATCH /api/admin/episodes/:id; 409 EPISODE_TAKEN as above. */
export function updateEpisode(id: string, body: UpdateEpisodeDto): Promise<EpisodeDto> {
  return apiRequest<EpisodeDto>(`/admin/episodes/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** DELETE /api/admin/episodes/:id (204); the series' totals are counted again. */
export function deleteEpisode(id: string): Promise<void> {
  return apiRequest<void>(`/admin/episodes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
