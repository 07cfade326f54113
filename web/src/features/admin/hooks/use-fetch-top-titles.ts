import type { AnalyticsRange, TopKind } from '@streaming/contracts';
import { useQuery } from '@tanstack/react-query';

import { fetchTopTitles } from '../api-analytics';
import { adminKeys, FRESH } from '../query-keys';

/** A tab's 10 most viewed titles over a range, with the number of titles viewed in each tab. */
export function useFetchTopTitles(range: AnalyticsRange, kind: TopKind) {
  return useQuery({
    queryKey: adminKeys.topTitles(range, kind),
    queryFn: ({ signal }) => fetchTopTitles(range, kind, signal),
    ...FRESH,
  });
}
