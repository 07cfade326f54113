import type { AnalyticsRange } from '@streaming/contracts';
import { useQuery } from '@tanstack/react-query';

import { fetchVisitorStats } from '../api-analytics';
import { adminKeys, FRESH } from '../query-keys';

/** The visitor cards, the chart's bars and the trend of a range. */
export function useFetchVisitorStats(range: AnalyticsRange) {
  return useQuery({
    queryKey: adminKeys.visitorStats(range),
    queryFn: ({ signal }) => fetchVisitorStats(range, signal),
    ...FRESH,
  });
}
