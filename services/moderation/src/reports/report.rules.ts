import { PROBLEM_LABELS, PROBLEM_TYPES, type ProblemType, type ReportStatus } from '@streaming/contracts';
import { foldText } from '../shared/search.rules.js';

/**
 * The report rules, pure: which status changes an admin may make, what happens to the note, how an
 * episode is named, which problem types an admin search names.
 */

/** Where a report may go from each status: pending → in_progress; pending or in_progress → resolved or rejected. Nothing else. */
export const REPORT_TRANSITIONS: Record<ReportStatus, readonly ReportStatus[]> = {
  pending: ['in_progress', 'resolved', 'rejected'],
  in_progress: ['resolved', 'rejected'],
  resolved: [],
  rejected: [],
};

/** Open: the member's second report of the same content and problem is answered with this one. */
export const OPEN_REPORT_STATUSES: readonly ReportStatus[] = ['pending', 'in_progress'];

/** A note as given: trimmed, blank clears it (null), absent keeps `current`. */
export function nextNotes(given: string | undefined, current: string | null): string | null {
  if (given === undefined) return current;
  const trimmed = given.trim();
  return trimmed === '' ? null : trimmed;
}

export type ReportDecision =
  | { ok: true; status: ReportStatus; adminNotes: string | null }
  | { ok: false; error: 'REPORT_TRANSITION_REFUSED' | 'NOTES_REQUIRED' };

/**
 * An admin's change of a report: a transition of REPORT_TRANSITIONS (anything else, the same
 * status again included, is refused: two admins taking the same report, the second one learns it
 * was taken), and a rejection keeps a note.
 */
export function decideReportChange(current: { status: ReportStatus; adminNotes: string | null }, change: { status: ReportStatus; adminNotes?: string }): ReportDecision {
  if (!REPORT_TRANSITIONS[current.status].includes(change.status)) return { ok: false, error: 'REPORT_TRANSITION_REFUSED' };
  const adminNotes = nextNotes(change.adminNotes, current.adminNotes);
  if (change.status === 'rejected' && adminNotes === null) return { ok: false, error: 'NOTES_REQUIRED' };
  return { ok: true, status: change.status, adminNotes };
}

/** The note a member sees on their report: once it is resolved or rejected (the admin's working notes before that stay with the admins). */
export function noteShownToMember(status: ReportStatus, adminNotes: string | null): string | null {
  return status === 'resolved' || status === 'rejected' ? adminNotes : null;
}

/** How a report names an episode: "<series title> — S<season>E<episode> <episode title>". */
export function episodeTitle(seriesTitle: string, seasonNumber: number, episodeNumber: number, title: string): string {
  return `${seriesTitle} — S${seasonNumber}E${episodeNumber} ${title}`.trim();
}

/** The problem types whose French label (or code) contains the search, case and accents aside ("audio", "sous-titres", "qualite"). */
export function problemTypesMatching(search: string): ProblemType[] {
  const folded = foldText(search);
  if (!folded) return [];
  return PROBLEM_TYPES.filter((type) => foldText(PROBLEM_LABELS[type]).includes(folded) || foldText(type).includes(folded));
}
