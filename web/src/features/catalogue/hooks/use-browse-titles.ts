import type { ContentKind } from '@streaming/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';

import { nextPageParam } from '../../../shared/api/paging';
import { queryKeys } from '../../../shared/api/query-keys';
import { fetchTitleList, type TitleListQuery } from '../api';
import { GRID_PAGE_SIZE } from '../filters';

/** Films or series a page at a time ('Charger plus'), with the list's sort and filters. */
export function useBrowseTitles(kind: ContentKind, query: TitleListQuery, enabled = true) {
  return useInfiniteQuery({
    queryKey: kind === 'movie' ? queryKeys.catalogue.movies(query) : queryKeys.catalogue.seriesList(query),
    queryFn: ({ pageParam, signal }) => fetchTitleList(kind, { ...query, page: pageParam, pageSize: GRID_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled,
  });
}
