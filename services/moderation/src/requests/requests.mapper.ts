import {
  REQUEST_STATUSES,
  type AdminRequest, type FulfilledBy, type MemberRequest, type RequestCounts, type RequestEventData, type RequestStatus,
} from '@streaming/contracts';
import type { RequestState } from './request.rules.js';
import type { RequestRow } from './requests.repository.js';

const iso = (d: Date) => new Date(d).toISOString();

export function fulfilledOf(row: RequestRow): FulfilledBy | null {
  if (!row.fulfilled_id || !row.fulfilled_type || row.fulfilled_title === null) return null;
  return { contentType: row.fulfilled_type, contentId: row.fulfilled_id, title: row.fulfilled_title, deleted: row.fulfilled_deleted_at !== null };
}

/** What the request rules look at. */
export const toRequestState = (row: RequestRow): RequestState => ({ status: row.status, adminNotes: row.admin_notes, fulfilledBy: fulfilledOf(row) });

/** A request as `userId` sees it: `joined` when someone else opened it. */
export function toMemberRequest(row: RequestRow, userId: string): MemberRequest {
  return {
    id: row.id,
    contentType: row.content_type,
    title: row.title,
    year: row.year,
    description: row.description,
    director: row.director,
    genre: row.genre,
    status: row.status,
    adminNotes: row.admin_notes,
    fulfilledBy: fulfilledOf(row),
    members: row.members,
    joined: row.user_id !== userId,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A request in the admin list (its author's id; `email` is the gateway's to fill). */
export function toAdminRequest(row: RequestRow): AdminRequest {
  return { ...toMemberRequest(row, row.user_id ?? ''), joined: false, userId: row.user_id, email: null };
}

export function toRequestEvent(row: RequestRow, memberIds: string[], previousStatus: RequestStatus | null, extra: { joinedBy?: string; actorId?: string } = {}): RequestEventData {
  return {
    requestId: row.id,
    memberIds,
    contentType: row.content_type,
    title: row.title,
    status: row.status,
    previousStatus,
    adminNotes: row.admin_notes,
    fulfilledBy: fulfilledOf(row),
    ...extra,
  };
}

export function toRequestCounts(rows: Array<{ status: RequestStatus; n: number }>): RequestCounts {
  const counts: RequestCounts = { total: 0, pending: 0, approved: 0, completed: 0, rejected: 0 };
  for (const row of rows) {
    if (!REQUEST_STATUSES.includes(row.status)) continue;
    counts[row.status] += row.n;
    counts.total += row.n;
  }
  return counts;
}
