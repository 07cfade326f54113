import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchReferralStats } from '../api';

export function useFetchReferralStats() {
  return useQuery({
    queryKey: queryKeys.me.referral,
    queryFn: ({ signal }) => fetchReferralStats(signal),
  });
}
