import type { HistoryEntryView, Page } from '@streaming/contracts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '../../../shared/api/query-keys';
import { clearBrowserPositions } from '../../player/browser-positions';
import { clearHistory } from '../api';

const EMPTY_PAGE: Page<HistoryEntryView> = { items: [], total: 0, page: 1, pageSize: 0 };

/**
 * 'Tout effacer': every entry of the member, and with them the home row and the positions this
 * browser kept (else the next visit would resume there and bring the entries back).
 */
export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearHistory,
    onSuccess: async () => {
      clearBrowserPositions();
      await queryClient.cancelQueries({ queryKey: queryKeys.me.history.all });
      queryClient.setQueryData<InfiniteData<Page<HistoryEntryView>, number>>(queryKeys.me.history.list, (data) =>
        data ? { pages: [{ ...EMPTY_PAGE, pageSize: data.pages[0]?.pageSize ?? 0 }], pageParams: [1] } : data,
      );
      queryClient.setQueryData<Page<HistoryEntryView>>(queryKeys.me.history.inProgress, (data) => (data ? { ...data, items: [], total: 0 } : data));
    },
  });
}
