import type { HistoryEntryView, Page } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';

/** GET /api/me/history: newest first; `inProgress` keeps what can be resumed (not completed, position > 0). */
export function fetchHistory(query: { page: number; pageSize: number; inProgress?: boolean }, signal?: AbortSignal): Promise<Page<HistoryEntryView>> {
  return apiRequest<Page<HistoryEntryView>>(`/me/history${queryString({ page: query.page, pageSize: query.pageSize, inProgress: query.inProgress })}`, {
    signal,
  });
}

/** DELETE /api/me/history/{id}: one entry. */
export function removeHistoryEntry(id: string): Promise<void> {
  return apiRequest<void>(`/me/history/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/me/history: every entry of the member. */
export function clearHistory(): Promise<{ removed: number }> {
  return apiRequest<{ removed: number }>('/me/history', { method: 'DELETE' });
}
