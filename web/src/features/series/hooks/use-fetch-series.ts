import { queryOptions, useQuery } from '@tanstack/react-query';

import { isApiError } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { fetchSeries } from '../api';

/** A series (also asked by the /series/:id route before its page is drawn: app/routing/prefetch.ts). */
export function seriesQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.catalogue.series(id),
    queryFn: ({ signal }) => fetchSeries(id, signal),
    // A missing series or a malformed id will not appear on a second try.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

export function useFetchSeries(id: string) {
  return useQuery(seriesQuery(id));
}
