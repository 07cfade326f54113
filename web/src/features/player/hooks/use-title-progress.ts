import type { ContentKind } from '@streaming/contracts';
import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchTitleProgress } from '../api';

/**
 * The member's progress on a film or a series, asked again at every page visit (another device may
 * have moved on). A failure is only logged: the page plays from the browser's own position then.
 */
export function useTitleProgress(kind: ContentKind, id: string) {
  return useQuery({
    queryKey: queryKeys.me.progress(kind, id),
    queryFn: async ({ signal }) => {
      try {
        return await fetchTitleProgress(kind, id, signal);
      } catch (error) {
        if (!signal.aborted) console.warn('Lecture de la progression impossible', error);
        return { entries: [], resume: null };
      }
    },
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}
