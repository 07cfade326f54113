/*
 * What the moderation service stores and answers (HTTP shapes: docs/api.md). Types and constants only
 * (no class-validator, no other module): the web app imports its labels as values through the package's
 * `@streaming/contracts/moderation-types` entry, without pulling the DTOs into its bundle.
 */

export const REPORT_CONTENT_TYPES = ['movie', 'series', 'episode'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

export const PROBLEM_TYPES = ['video_not_working', 'audio_issue', 'subtitle_issue', 'quality_issue', 'wrong_content', 'other'] as const;
export type ProblemType = (typeof PROBLEM_TYPES)[number];

/** The French label of each problem type (the report modal, the admin cards, the admin search). */
export const PROBLEM_LABELS: Record<ProblemType, string> = {
  video_not_working: 'La vidéo ne fonctionne pas',
  audio_issue: 'Problème audio',
  subtitle_issue: 'Problème de sous-titres',
  quality_issue: 'Mauvaise qualité vidéo',
  wrong_content: 'Mauvais contenu',
  other: 'Autre problème',
};

export const REPORT_STATUSES = ['pending', 'in_progress', 'resolved', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REQUEST_CONTENT_TYPES = ['movie', 'series'] as const;
export type RequestContentType = (typeof REQUEST_CONTENT_TYPES)[number];

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The labels members see: En attente, Approuvée, Rejetée, Ajoutée. */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Rejetée',
  completed: 'Ajoutée',
};

/** The year a content request may name (the form's bounds and the DTO's). */
export const REQUEST_YEAR_MIN = 1900;
export const REQUEST_YEAR_MAX = 2030;

/** Requests a member may open per calendar week (Monday 00:00 Europe/Paris). */
export const WEEKLY_REQUEST_LIMIT = 3;
export const REQUEST_WEEK_TIME_ZONE = 'Europe/Paris';

/** A catalogue title a report or a request points to; `title` is stored, so it stays readable once deleted. */
export interface ContentRef {
  contentType: ReportContentType;
  contentId: string;
  /** For an episode: the series it belongs to (the link goes to the series page). */
  seriesId: string | null;
  /** True once the catalogue deleted the title (or its series): `contentTitle` still names it, there is nothing to link to. */
  contentDeleted?: boolean;
}

/** A report as its author sees it: the admin's note only once the report is resolved or rejected. */
export interface MemberReport extends ContentRef {
  id: string;
  contentTitle: string;
  problemType: ProblemType;
  description: string | null;
  status: ReportStatus;
  adminNotes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What `moderation.reports.create` answers: the report, and whether this call opened it (201) or found the member's open one (200). */
export interface ReportCreated extends MemberReport {
  created: boolean;
}

/** A report in the admin list: the reporter's id, and their address joined in by the gateway. */
export interface AdminReport extends MemberReport {
  /** Null once the reporter's account was erased. */
  userId: string | null;
  /** Filled by the gateway from identity (null when erased or unknown). */
  email: string | null;
}

export interface ReportCounts {
  total: number;
  pending: number;
  in_progress: number;
  resolved: number;
  rejected: number;
}

/** The week's quota: `resetsAt` is the next Monday 00:00 Europe/Paris (ISO instant). */
export interface RequestQuota {
  used: number;
  limit: number;
  resetsAt: string;
}

/** The catalogue title that fulfilled a request ('Marquer ajouté'). */
export interface FulfilledBy {
  contentType: RequestContentType;
  contentId: string;
  title: string;
  /** True once the catalogue deleted that title. */
  deleted?: boolean;
}

/** A request as a member sees it (their own, or one they joined). */
export interface MemberRequest {
  id: string;
  contentType: RequestContentType;
  title: string;
  year: number | null;
  description: string | null;
  director: string | null;
  genre: string | null;
  status: RequestStatus;
  /** Shown to every member who asked for it: written when rejected or added (or with 'Ajouter note'). */
  adminNotes: string | null;
  fulfilledBy: FulfilledBy | null;
  /** How many members want it (the author and those who joined). */
  members: number;
  /** True when this member joined someone else's request. */
  joined: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface MemberRequests {
  items: MemberRequest[];
  quota: RequestQuota;
}

/** The answer of `POST /api/requests`: a new request (201) or an open one the member joined (200). */
export interface RequestCreated {
  request: MemberRequest;
  /** 'created': a new request took one of the week's three; 'joined': joined an open one (no quota used); 'already': the member already follows it. */
  outcome: 'created' | 'joined' | 'already';
  quota: RequestQuota;
}

export interface AdminRequest extends MemberRequest {
  /** The author; null once their account was erased. */
  userId: string | null;
  /** Filled by the gateway from identity. */
  email: string | null;
}

export interface RequestCounts {
  total: number;
  pending: number;
  approved: number;
  completed: number;
  rejected: number;
}

/** An admin list page with the queue's counters (over everything, not only the matches). */
export interface ModerationPage<T, C> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  counts: C;
}

export interface PopupMessage {
  id: string;
  title: string;
  /** Newline-separated lines. */
  content: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What GET /api/popup answers: the message over the login page, or null. */
export interface ActivePopup {
  popup: { id: string; title: string; content: string } | null;
}

export interface ContactMessage {
  id: string;
  /** The sender (an erased member's messages are deleted). */
  userId: string;
  /** The account's address now, filled by the gateway from identity (the mail's Reply-To). */
  email: string | null;
  /** The address typed in the form, shown as given. */
  typedEmail: string;
  category: string;
  subject: string;
  message: string;
  handled: boolean;
  handledAt: string | null;
  createdAt: string;
}

/** The hub's pending counts. */
export interface ModerationCounts {
  reportsPending: number;
  requestsPending: number;
  contactUnhandled: number;
}

// Event payloads (member ids only, never addresses).

export interface ReportEventData {
  reportId: string;
  userId: string | null;
  contentType: ReportContentType;
  contentId: string;
  seriesId: string | null;
  contentTitle: string;
  problemType: ProblemType;
  status: ReportStatus;
  previousStatus: ReportStatus | null;
  adminNotes: string | null;
  /** The admin who made the change (absent on creation). */
  actorId?: string;
}

export interface RequestEventData {
  requestId: string;
  /** Every member who asked for it (the author first): each hears the outcome. */
  memberIds: string[];
  contentType: RequestContentType;
  title: string;
  status: RequestStatus;
  previousStatus: RequestStatus | null;
  adminNotes: string | null;
  fulfilledBy: FulfilledBy | null;
  /** The member who joined (requestJoined only). */
  joinedBy?: string;
  actorId?: string;
}

export interface PopupEventData {
  popupId: string;
  change: 'created' | 'updated' | 'activated' | 'deleted';
}

export interface ContactEventData {
  messageId: string;
  userId: string;
  category: string;
  subject: string;
  message: string;
  /** The address typed in the form, shown in the body as given (replies go to the account's address). */
  typedEmail: string;
}
