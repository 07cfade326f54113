import type { ContentKind } from '@streaming/contracts';
import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchListingSections } from '../api';

/** The sections of the films or series page without filters. */
export function useFetchListingSections(kind: ContentKind) {
  return useQuery({
    queryKey: kind === 'movie' ? queryKeys.catalogue.movieSections : queryKeys.catalogue.seriesSections,
    queryFn: ({ signal }) => fetchListingSections(kind, signal),
  });
}
