import { useInfiniteQuery } from '@tanstack/react-query';

import { nextPageParam } from '../../../shared/api/paging';
import { queryKeys } from '../../../shared/api/query-keys';
import { fetchHistory } from '../api';

export const HISTORY_PAGE_SIZE = 20;

/**
 * The member's watch history, newest first, a page at a time. Always read again when the page opens:
 * the player saves positions (on this device or another one) without going through this cache.
 */
export function useBrowseHistory() {
  return useInfiniteQuery({
    queryKey: queryKeys.me.history.list,
    queryFn: ({ pageParam, signal }) => fetchHistory({ page: pageParam, pageSize: HISTORY_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
    refetchOnMount: true,
  });
}
