import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { nextPageParam } from '../../../shared/api/paging';
import { fetchAdminTitles } from '../api-catalogue';
import { adminKeys, FRESH } from '../query-keys';
import type { TitleKind } from '../rules/title-kinds';
import type { TitleListQuery } from '../rules/title-list';

/**
 * The pages of a film, series or anime table loaded so far (50 rows each), with the counters of the
 * whole table on each. The rows of the previous filters stay shown while the new ones load.
 */
export function useBrowseTitles(kind: TitleKind, query: TitleListQuery) {
  return useInfiniteQuery({
    queryKey: adminKeys.catalogue(kind, query),
    queryFn: ({ pageParam, signal }) => fetchAdminTitles(kind, { ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}
