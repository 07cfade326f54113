import type {
  AdminPage,
  AdminSeriesCounters,
  AdminSeriesRow,
  CreateEpisodeDto,
  EpisodeDto,
  SeriesDetailDto,
  UpdateEpisodeDto,
} from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';

/** The catalogue's admin routes of the episode manager (docs/api.md, "Back office: catalogue"). */

/** What the episode manager shows of its series: the title, the poster and the totals the catalogue counted. */
export interface EpisodeManagerSeries {
  id: string;
  title: string;
  posterUrl: string | null;
  totalSeasons: number;
  totalEpisodes: number;
}

/** The admin list's search takes 100 characters at most; a title's first 100 still find it. */
const SEARCH_MAX_LENGTH = 100;
const SEARCH_PAGE_SIZE = 100;

/**
 * The series of the episode manager, fresh. The member route (GET /api/series/:id) may be answered by
 * the gateway's 5-second cache: it only gives the title to search the admin list for, whose rows are
 * read from the catalogue's primary on every call (GET /api/admin/series, never cached). The row of
 * this id gives the title, the poster and the totals; should the search miss it (its title changed a
 * moment ago), the member route's values are shown.
 */
export async function fetchEpisodeManagerSeries(id: string, signal?: AbortSignal): Promise<EpisodeManagerSeries> {
  const series = await apiRequest<SeriesDetailDto>(`/series/${encodeURIComponent(id)}`, { signal });
  const search = [...series.title].slice(0, SEARCH_MAX_LENGTH).join('');
  const page = await apiRequest<AdminPage<AdminSeriesRow, AdminSeriesCounters>>(
    `/admin/series${queryString({ search, pageSize: SEARCH_PAGE_SIZE })}`,
    { signal },
  );
  const row = page.items.find((item) => item.id === id);
  if (row) return { id, title: row.title, posterUrl: row.posterUrl, totalSeasons: row.totalSeasons, totalEpisodes: row.totalEpisodes };
  return {
    id,
    title: series.title,
    posterUrl: series.posterUrl,
    totalSeasons: series.totalSeasons ?? 0,
    totalEpisodes: series.totalEpisodes ?? 0,
  };
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
