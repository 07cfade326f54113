import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchSimilarMovies } from '../api';

export function useFetchSimilarMovies(id: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.catalogue.similarMovies(id),
    queryFn: ({ signal }) => fetchSimilarMovies(id, signal),
    enabled,
  });
}
