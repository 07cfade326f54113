import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { nextPageParam } from '../../../shared/api/paging';
import { fetchAdminUsers } from '../api-users';
import { adminKeys, FRESH } from '../query-keys';
import type { AdminUsersQuery } from '../rules/users';

/**
 * The members list of a search and filter, newest first, a slice of 50 at a time (spec section 9). The
 * slices already shown stay while another search loads.
 */
export function useBrowseUsers(query: AdminUsersQuery) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ pageParam, signal }) => fetchAdminUsers(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}
