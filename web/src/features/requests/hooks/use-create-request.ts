import type { CreateRequestDto } from '@streaming/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { createRequest } from '../api';
import { isQuotaReached } from '../rules';

/**
 * Sends a request. The answer carries the quota after it: shown at once; the list is read again. A
 * refusal for the quota reads the quota again too (it was used up elsewhere: another tab, another device).
 */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequestDto) => createRequest(body),
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.me.requests.quota, created.quota);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.requests.list });
    },
    onError: (error) => {
      if (isQuotaReached(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.me.requests.quota });
    },
  });
}
