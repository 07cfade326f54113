import type { CreateRequestDto, MemberRequests, RequestCreated, RequestQuota } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';

/** GET /api/me/requests: the member's requests and those they joined, newest first, with the week's quota. */
export function fetchMyRequests(signal?: AbortSignal): Promise<MemberRequests> {
  return apiRequest<MemberRequests>('/me/requests', { signal });
}

/** GET /api/requests/quota: requests used this week, the limit, and when the count starts over. */
export function fetchRequestQuota(signal?: AbortSignal): Promise<RequestQuota> {
  return apiRequest<RequestQuota>('/requests/quota', { signal });
}

/**
 * POST /api/requests: 201 'created' (one of the week's requests), 200 'joined' (another member's open
 * request for the same title: no quota used) or 'already' (the member follows it already).
 * 429 REQUEST_QUOTA_REACHED, 409 TITLE_ALREADY_AVAILABLE (with `title`, the catalogue's card).
 */
export function createRequest(body: CreateRequestDto): Promise<RequestCreated> {
  return apiRequest<RequestCreated>('/requests', { method: 'POST', body });
}
