import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { isApiError } from '../../../shared/api/api-error';
import { fetchAuditPage } from '../api-audit';
import { adminKeys, FRESH } from '../query-keys';
import type { AuditListQuery } from '../rules/audit';

/** One page of the audit log, newest first; a refused filter (4xx) is not asked again. */
export function useBrowseAudit(query: AuditListQuery) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => fetchAuditPage(query, signal),
    placeholderData: keepPreviousData,
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    ...FRESH,
  });
}
