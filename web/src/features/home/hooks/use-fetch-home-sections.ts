import { queryOptions, useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchHomeSections } from '../api';

/** The home carousels (also asked by the /home route before its page is drawn: app/routing/prefetch.ts). */
export const homeSectionsQuery = queryOptions({
  queryKey: queryKeys.catalogue.home,
  queryFn: ({ signal }) => fetchHomeSections(signal),
});

export function useFetchHomeSections() {
  return useQuery(homeSectionsQuery);
}
