import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchRequestQuota } from '../api';

/** The week's quota, read again each time the page opens (a week may have started since). */
export function useFetchRequestQuota() {
  return useQuery({
    queryKey: queryKeys.me.requests.quota,
    queryFn: ({ signal }) => fetchRequestQuota(signal),
    staleTime: 0,
    refetchOnMount: true,
  });
}
