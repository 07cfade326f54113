import { useInfiniteQuery } from '@tanstack/react-query';

import { nextPageParam } from '../../../shared/api/paging';
import { queryKeys } from '../../../shared/api/query-keys';
import { fetchMyReports } from '../api';

export const MY_REPORTS_PAGE_SIZE = 10;

/**
 * The member's reports, newest first, a page at a time. Read again each time the profile opens: an
 * administrator may have answered one meanwhile.
 */
export function useBrowseMyReports() {
  return useInfiniteQuery({
    queryKey: queryKeys.me.reports.list,
    queryFn: ({ pageParam, signal }) => fetchMyReports({ page: pageParam, pageSize: MY_REPORTS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
    refetchOnMount: true,
  });
}
