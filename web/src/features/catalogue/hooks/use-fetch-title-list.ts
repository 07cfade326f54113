import type { ContentKind } from '@streaming/contracts';
import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchTitleList, type TitleListQuery } from '../api';

export const titleListKey = (kind: ContentKind, query: object) =>
  kind === 'movie' ? queryKeys.catalogue.movies(query) : queryKeys.catalogue.seriesList(query);

/** One page of films or series (the sections of the films and series pages). */
export function useFetchTitleList(kind: ContentKind, query: TitleListQuery, enabled = true) {
  return useQuery({
    queryKey: titleListKey(kind, query),
    queryFn: ({ signal }) => fetchTitleList(kind, query, signal),
    enabled,
  });
}
