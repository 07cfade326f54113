import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { fetchAdminReports } from '../api';
import { adminKeys, FRESH } from '../query-keys';
import type { ReportQuery } from '../rules/list-queries';

/** One page of the reports matching the filters, with the counters over all of them (the last page stays shown while the next loads). */
export function useBrowseReports(query: ReportQuery) {
  return useQuery({
    queryKey: adminKeys.reports(query),
    queryFn: ({ signal }) => fetchAdminReports(query, signal),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}
