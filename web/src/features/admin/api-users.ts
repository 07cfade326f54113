import type { AdminBanResult, AdminUsersPage } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';
import { queryString } from '../../shared/api/query-string';
import type { AdminUsersQuery } from './rules/users';

/** The back office's members routes (docs/api.md, "Back office: members and audit"); each is refused with 403 to a member. */

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** GET /api/admin/users: a slice of the search and filter, newest first, with the five counters over every account. */
export function fetchAdminUsers(query: AdminUsersQuery, page: number, signal?: AbortSignal): Promise<AdminUsersPage> {
  return apiRequest<AdminUsersPage>(`/admin/users${queryString({ ...query, page })}`, { signal });
}

/** PUT /api/admin/users/:id/admin (204); 409 LAST_ADMIN when it would leave no admin. */
export function setUserAdmin(id: string, isAdmin: boolean): Promise<void> {
  return apiRequest<void>(`${userPath(id)}/admin`, { method: 'PUT', body: { isAdmin } });
}

/** POST /api/admin/users/:id/ban: days 0 is a permanent ban; the answer carries the success text. */
export function banUser(id: string, body: { reason: string; days: number }): Promise<AdminBanResult> {
  return apiRequest<AdminBanResult>(`${userPath(id)}/ban`, { method: 'POST', body });
}

/** DELETE /api/admin/users/:id/ban (204); 409 NOT_BANNED. */
export function unbanUser(id: string): Promise<void> {
  return apiRequest<void>(`${userPath(id)}/ban`, { method: 'DELETE' });
}

/** DELETE /api/admin/users/:id (204): the account is erased, for good. */
export function deleteUser(id: string): Promise<void> {
  return apiRequest<void>(userPath(id), { method: 'DELETE' });
}

/** POST /api/admin/users/:id/email (202); 429 past the admin's hourly limit. */
export function sendUserEmail(id: string, body: { subject: string; message: string }): Promise<void> {
  return apiRequest<void>(`${userPath(id)}/email`, { method: 'POST', body });
}
