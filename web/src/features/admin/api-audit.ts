import type { AuditPage } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';
import type { AuditListQuery } from './rules/audit';

/**
 * GET /api/admin/audit: a page of the admins' actions, newest first (docs/api.md). A range whose end
 * comes before its start is refused with 400 AUDIT_RANGE_INVALID and the server's French message.
 */
export function fetchAuditPage(query: AuditListQuery, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest<AuditPage>(`/admin/audit${queryString({ ...query })}`, { signal });
}
