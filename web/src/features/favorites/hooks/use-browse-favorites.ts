import type { ContentKind } from '@streaming/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';

import { nextPageParam } from '../../../shared/api/paging';
import { queryKeys } from '../../../shared/api/query-keys';
import { fetchFavorites } from '../api';

export const FAVORITES_PAGE_SIZE = 24;

/** The member's favourite films or series, newest first, a page at a time ('Charger plus'). */
export function useBrowseFavorites(kind: ContentKind) {
  return useInfiniteQuery({
    queryKey: queryKeys.me.favorites.list(kind),
    queryFn: ({ pageParam, signal }) => fetchFavorites(kind, pageParam, FAVORITES_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // A title added on a film page since the last visit must be there: reload when the list was marked stale.
    refetchOnMount: true,
  });
}
