import {
  ModerationEvents, PROBLEM_LABELS,
  type BusEvent, type FulfilledBy, type ReportEventData, type RequestEventData,
} from '@streaming/contracts';
import { reportOutcomeMail, requestOutcomeMail, type MailContent } from '../mail/mail-templates.js';

/** The moderation events whose outcomes members hear about by mail. */
export const OUTCOME_FILTERS = [ModerationEvents.reportStatusChanged, ModerationEvents.requestStatusChanged] as const;

export type OutcomeEvent = BusEvent<(typeof OUTCOME_FILTERS)[number]>;

/** One mail, the same for every member it goes to. */
export interface OutcomeMail {
  memberIds: string[];
  content: MailContent;
}

/** The page of the title that fulfilled a request, on the site (`appUrl`: APP_URL). */
export function titleLink(appUrl: string, title: Pick<FulfilledBy, 'contentType' | 'contentId'>): string {
  return `${appUrl.replace(/\/+$/, '')}/${title.contentType === 'movie' ? 'movie' : 'series'}/${encodeURIComponent(title.contentId)}`;
}

/**
 * What a change of status tells members: a report resolved or rejected, to its author; a request
 * approved, added or rejected, to every member who asked for it (each once). Null for any other
 * change (taken in hand, back to pending, a note alone), and for a report whose author was erased.
 */
export function outcomeMail(event: OutcomeEvent, appUrl: string): OutcomeMail | null {
  const data = event.data;
  if (data.status === data.previousStatus) return null;
  return event.type === ModerationEvents.reportStatusChanged ? reportMail(event.data) : requestMail(event.data, appUrl);
}

function reportMail(report: ReportEventData): OutcomeMail | null {
  if (!report.userId || (report.status !== 'resolved' && report.status !== 'rejected')) return null;
  const problemLabel = PROBLEM_LABELS[report.problemType] ?? report.problemType;
  return {
    memberIds: [report.userId],
    content: reportOutcomeMail({ contentTitle: report.contentTitle, problemLabel, outcome: report.status, notes: report.adminNotes }),
  };
}

function requestMail(request: RequestEventData, appUrl: string): OutcomeMail | null {
  if (request.status === 'pending') return null;
  // A title the catalogue deleted since has no page left to link to.
  const added = request.status === 'completed' && request.fulfilledBy && !request.fulfilledBy.deleted
    ? { title: request.fulfilledBy.title, kind: request.fulfilledBy.contentType, href: titleLink(appUrl, request.fulfilledBy) }
    : undefined;
  return {
    memberIds: [...new Set(request.memberIds)],
    content: requestOutcomeMail({ title: request.title, outcome: request.status, notes: request.adminNotes, added }),
  };
}
