import type { ContentKind } from '@streaming/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchListingSections } from '../api';

/** The sections of the films or series page without filters (also asked by those routes before their page is drawn). */
export function listingSectionsQuery(kind: ContentKind) {
  return queryOptions({
    queryKey: kind === 'movie' ? queryKeys.catalogue.movieSections : queryKeys.catalogue.seriesSections,
    queryFn: ({ signal }) => fetchListingSections(kind, signal),
  });
}

export function useFetchListingSections(kind: ContentKind) {
  return useQuery(listingSectionsQuery(kind));
}
