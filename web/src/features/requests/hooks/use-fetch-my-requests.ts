import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchMyRequests } from '../api';

/** The member's requests, read again each time the page opens (an administrator may have answered one). */
export function useFetchMyRequests() {
  return useQuery({
    queryKey: queryKeys.me.requests.list,
    queryFn: ({ signal }) => fetchMyRequests(signal),
    staleTime: 0,
    refetchOnMount: true,
  });
}
