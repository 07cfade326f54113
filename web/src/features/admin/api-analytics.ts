import type { AnalyticsRange, TopKind, TopTitles, VisitorStats } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';

/** The admin routes of the analytics service (docs/api.md, "Analytics"); each is refused with 403 to a member. */

/** GET /api/admin/analytics/visitors: the cards, the chart's bars and the trend of a range. */
export function fetchVisitorStats(range: AnalyticsRange, signal?: AbortSignal): Promise<VisitorStats> {
  return apiRequest<VisitorStats>(`/admin/analytics/visitors${queryString({ range })}`, { signal });
}

/** GET /api/admin/analytics/top: a tab's 10 most viewed titles of the range, with the count of titles per tab. */
export function fetchTopTitles(range: AnalyticsRange, kind: TopKind, signal?: AbortSignal): Promise<TopTitles> {
  return apiRequest<TopTitles>(`/admin/analytics/top${queryString({ range, kind })}`, { signal });
}
