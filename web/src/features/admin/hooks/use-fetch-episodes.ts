import { useQuery } from '@tanstack/react-query';

import { fetchAdminEpisodes, fetchEpisodeManagerSeries } from '../api-episodes';
import { adminKeys, FRESH } from '../query-keys';

/** The episode manager's series: title, poster and the totals the catalogue counted from the episodes. */
export function useFetchEpisodeSeries(seriesId: string) {
  return useQuery({
    queryKey: adminKeys.episodeSeries(seriesId),
    queryFn: ({ signal }) => fetchEpisodeManagerSeries(seriesId, signal),
    ...FRESH,
  });
}

/** Every episode of the series, by season then number. */
export function useFetchEpisodes(seriesId: string) {
  return useQuery({
    queryKey: adminKeys.episodes(seriesId),
    queryFn: ({ signal }) => fetchAdminEpisodes(seriesId, signal),
    ...FRESH,
  });
}
