import type { HistoryEntryView, Page } from '@streaming/contracts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';

import { isApiError } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
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

/**
 * Removes one entry of the history. It leaves the list when the server has answered (an entry already
 * gone, removed on another device, counts as removed).
 */
export function useRemoveHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await removeHistoryEntry(id);
      } catch (error) {
        if (!isApiError(error, 'HISTORY_ENTRY_NOT_FOUND')) throw error;
      }
    },
    onSuccess: async (_data, id) => {
      queryClient.setQueryData<HistoryPages>(queryKeys.me.history.list, (data) => withoutEntry(data, id));
      // Later pages moved up by one: read them again (the list keeps showing meanwhile), and the home row too.
      await queryClient.invalidateQueries({ queryKey: queryKeys.me.history.all });
    },
  });
}
