import type { FulfilledBy, RequestStatus } from '@streaming/contracts';
import { nextNotes } from '../reports/report.rules.js';
import { foldText } from '../shared/search.rules.js';

/**
 * The content request rules, pure: when two requests are for the same title, and which changes an
 * admin may make.
 */

/** Open: a member asking for the same title (and type) joins it instead of opening another. */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['pending', 'approved'];

/** What makes two requests the same title: the title without case, accents and punctuation ("Amélie !" = "amelie"). */
export const requestTitleKey = (title: string): string => foldText(title);

/** Where a request may go from each status: pending → approved or rejected; approved → completed; rejected or completed → pending. */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['completed'],
  rejected: ['pending'],
  completed: ['pending'],
};

export interface RequestState {
  status: RequestStatus;
  adminNotes: string | null;
  fulfilledBy: FulfilledBy | null;
}

export type RequestDecision =
  | (RequestState & { ok: true; statusChanged: boolean })
  | { ok: false; error: 'REQUEST_TRANSITION_REFUSED' | 'NOTES_REQUIRED' };

/**
 * An admin's change of a request: a transition of REQUEST_TRANSITIONS, or a note alone (no status,
 * or the status it has). 'completed' records the catalogue title that fulfils it (`fulfilledBy`,
 * looked up by the caller); going back to pending forgets it. A rejected request keeps a note.
 */
export function decideRequestChange(
  current: RequestState,
  change: { status?: RequestStatus; adminNotes?: string },
  fulfilledBy?: FulfilledBy,
): RequestDecision {
  const status = change.status ?? current.status;
  const statusChanged = status !== current.status;
  if (statusChanged && !REQUEST_TRANSITIONS[current.status].includes(status)) return { ok: false, error: 'REQUEST_TRANSITION_REFUSED' };
  if (statusChanged && status === 'completed' && !fulfilledBy) return { ok: false, error: 'REQUEST_TRANSITION_REFUSED' };
  const adminNotes = nextNotes(change.adminNotes, current.adminNotes);
  if (status === 'rejected' && adminNotes === null) return { ok: false, error: 'NOTES_REQUIRED' };
  const fulfilled = status !== 'completed' ? null : statusChanged ? (fulfilledBy ?? null) : current.fulfilledBy;
  return { ok: true, statusChanged, status, adminNotes, fulfilledBy: fulfilled };
}
