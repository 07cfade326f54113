import type { CreateReportDto, MemberReport, Page } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';

/**
 * POST /api/reports: 201 with the new report, or 200 with the member's open report for the same title
 * and problem (reporting it twice adds nothing). The title is read by the server from the catalogue.
 */
export function createReport(body: CreateReportDto): Promise<MemberReport> {
  return apiRequest<MemberReport>('/reports', { method: 'POST', body });
}

/** GET /api/me/reports: the member's own reports, newest first. */
export function fetchMyReports(query: { page: number; pageSize: number }, signal?: AbortSignal): Promise<Page<MemberReport>> {
  return apiRequest<Page<MemberReport>>(`/me/reports${queryString(query)}`, { signal });
}
