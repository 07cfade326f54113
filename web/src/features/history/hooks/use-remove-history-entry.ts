import type { HistoryEntryView, Page } from '@streaming/contracts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';

import { isApiError } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { clearBrowserPosition } from '../../player/browser-positions';
import type { VideoRef } from '../../player/rules/storage';
import { removeHistoryEntry } from '../api';

type HistoryPages = InfiniteData<Page<HistoryEntryView>, number>;

function withoutEntry(data: HistoryPages | undefined, id: string): HistoryPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const items = page.items.filter((item) => item.id !== id);
      return { ...page, items, total: page.total - (page.items.length - items.length) };
    }),
  };
}

/** The video of a history entry, as the player keeps its position in the browser. */
export function entryVideo(entry: Pick<HistoryEntryView, 'kind' | 'titleId' | 'episodeId'>): VideoRef {
  return entry.kind === 'episode' && entry.episodeId ? { kind: 'episode', titleId: entry.titleId, episodeId: entry.episodeId } : { kind: 'movie', titleId: entry.titleId };
}

/**
 * Removes one entry of the history, and the position this browser kept of it (else the next visit
 * would resume there and the next save would bring the entry back). It leaves the list when the server
 * has answered (an entry already gone, removed on another device, counts as removed).
 */
export function useRemoveHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: HistoryEntryView) => {
      try {
        await removeHistoryEntry(entry.id);
      } catch (error) {
        if (!isApiError(error, 'HISTORY_ENTRY_NOT_FOUND')) throw error;
      }
      clearBrowserPosition(entryVideo(entry));
    },
    onSuccess: (_data, entry) => {
      queryClient.setQueryData<HistoryPages>(queryKeys.me.history.list, (data) => withoutEntry(data, entry.id));
      // Later pages moved up by one: read them again (the list keeps showing meanwhile), and the home row
      // too. Not awaited: the entry is gone from the list at once, and the focus can move on.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.history.all });
    },
  });
}
