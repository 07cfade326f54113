import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { generateReferralKey } from '../api';

export function useGenerateReferralKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReferralKey,
    onSuccess: (stats) => queryClient.setQueryData(queryKeys.me.referral, stats),
  });
}
