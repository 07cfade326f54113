import { queryOptions, useQuery } from '@tanstack/react-query';

import { isApiError } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { fetchMovie } from '../api';

/** A film (also asked by the /movie/:id route before its page is drawn: app/routing/prefetch.ts). */
export function movieQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.catalogue.movie(id),
    queryFn: ({ signal }) => fetchMovie(id, signal),
    // A missing film or a malformed id will not appear on a second try.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

export function useFetchMovie(id: string) {
  return useQuery(movieQuery(id));
}
