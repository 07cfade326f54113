import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { fetchAdminRequests } from '../api';
import { adminKeys, FRESH } from '../query-keys';
import type { RequestQuery } from '../rules/list-queries';

/** One page of the content requests matching the filters, with the counters over all of them. */
export function useBrowseRequests(query: RequestQuery) {
  return useQuery({
    queryKey: adminKeys.requests(query),
    queryFn: ({ signal }) => fetchAdminRequests(query, signal),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}
