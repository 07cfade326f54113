import { useQuery } from '@tanstack/react-query';

import { fetchModerationCounts } from '../api';
import { adminKeys, FRESH } from '../query-keys';

/** The hub's pending counts: reports, requests and contact messages waiting for an admin. */
export function useFetchModerationCounts() {
  return useQuery({
    queryKey: adminKeys.counts,
    queryFn: ({ signal }) => fetchModerationCounts(signal),
    ...FRESH,
  });
}
