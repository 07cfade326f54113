import type {
  AdminReport,
  AdminRequest,
  ContactMessage,
  ModerationCounts,
  ModerationPage,
  Page,
  PopupMessage,
  ReportCounts,
  RequestCounts,
  SavePopupDto,
  UpdateReportDto,
  UpdateRequestDto,
} from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';
import type { ContactQuery, ReportQuery, RequestQuery } from './rules/list-queries';

/** The admin routes of the moderation service (docs/api.md); each is refused with 403 to a member. */

/** GET /api/admin/moderation/counts: the hub's pending counts. */
export function fetchModerationCounts(signal?: AbortSignal): Promise<ModerationCounts> {
  return apiRequest<ModerationCounts>('/admin/moderation/counts', { signal });
}

/** GET /api/admin/reports: a page of the matches, with the counters over every report. */
export function fetchAdminReports(query: ReportQuery, signal?: AbortSignal): Promise<ModerationPage<AdminReport, ReportCounts>> {
  return apiRequest<ModerationPage<AdminReport, ReportCounts>>(`/admin/reports${queryString({ ...query })}`, { signal });
}

/** PATCH /api/admin/reports/:id: a transition (409 REPORT_TRANSITION_REFUSED when the report moved meanwhile). */
export function updateReport(id: string, body: UpdateReportDto): Promise<AdminReport> {
  return apiRequest<AdminReport>(`/admin/reports/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** GET /api/admin/requests: a page of the matches, with the counters over every request. */
export function fetchAdminRequests(query: RequestQuery, signal?: AbortSignal): Promise<ModerationPage<AdminRequest, RequestCounts>> {
  return apiRequest<ModerationPage<AdminRequest, RequestCounts>>(`/admin/requests${queryString({ ...query })}`, { signal });
}

/** PATCH /api/admin/requests/:id: a transition, a note, or both (409 REQUEST_TRANSITION_REFUSED). */
export function updateRequest(id: string, body: UpdateRequestDto): Promise<AdminRequest> {
  return apiRequest<AdminRequest>(`/admin/requests/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** GET /api/admin/popups: every login message, newest first. */
export async function fetchPopups(signal?: AbortSignal): Promise<PopupMessage[]> {
  return (await apiRequest<{ items: PopupMessage[] }>('/admin/popups', { signal })).items;
}

/** POST /api/admin/popups (201); saved as active, it deactivates the others. */
export function createPopup(body: SavePopupDto): Promise<PopupMessage> {
  return apiRequest<PopupMessage>('/admin/popups', { method: 'POST', body });
}

/** PATCH /api/admin/popups/:id. */
export function updatePopup(id: string, body: SavePopupDto): Promise<PopupMessage> {
  return apiRequest<PopupMessage>(`/admin/popups/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** POST /api/admin/popups/:id/activate: this one active, every other one inactive. */
export function activatePopup(id: string): Promise<PopupMessage> {
  return apiRequest<PopupMessage>(`/admin/popups/${encodeURIComponent(id)}/activate`, { method: 'POST' });
}

/** DELETE /api/admin/popups/:id (204). */
export function deletePopup(id: string): Promise<void> {
  return apiRequest<void>(`/admin/popups/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** A page of contact messages, with how many are still to handle (over all of them). */
export interface ContactMessagesPage extends Page<ContactMessage> {
  unhandled: number;
}

/** GET /api/admin/contact: newest first. */
export function fetchContactMessages(query: ContactQuery, signal?: AbortSignal): Promise<ContactMessagesPage> {
  return apiRequest<ContactMessagesPage>(`/admin/contact${queryString({ ...query })}`, { signal });
}

/** PATCH /api/admin/contact/:id. */
export function updateContactMessage(id: string, handled: boolean): Promise<ContactMessage> {
  return apiRequest<ContactMessage>(`/admin/contact/${encodeURIComponent(id)}`, { method: 'PATCH', body: { handled } });
}
