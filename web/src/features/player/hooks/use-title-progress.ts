import type { ContentKind, ProgressView } from '@streaming/contracts';
import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { fetchTitleProgress } from '../api';
import type { SavedPosition } from '../rules/progress';

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

/** A server progress row as the player compares it with the browser's position. */
export function toSavedPosition(row: ProgressView | null | undefined): SavedPosition | null {
  if (!row || row.completed) return null;
  const savedAt = Date.parse(row.updatedAt);
  return { positionSeconds: row.positionSeconds, durationSeconds: row.durationSeconds, savedAt: Number.isFinite(savedAt) ? savedAt : 0 };
}
