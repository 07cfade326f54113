import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchHistory } from '../api';

/** The home row shows at most 12 titles. */
export const RESUME_ROW_SIZE = 12;

/**
 * What the member can resume ('Reprendre la lecture' on /home): not completed, position > 0, newest
 * first. Read again each time /home opens (the cached row is shown meanwhile).
 */
export function useFetchInProgress(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.me.history.inProgress,
    queryFn: ({ signal }) => fetchHistory({ page: 1, pageSize: RESUME_ROW_SIZE, inProgress: true }, signal),
    enabled,
    staleTime: 0,
    refetchOnMount: true,
  });
}
