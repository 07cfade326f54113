import {
  type AdminReport, type MemberReport, type ReportContentType, type ReportCounts, type ReportEventData, type ReportStatus,
} from '@streaming/contracts';
import type { ReportCountRow, ReportRow } from './reports.repository.js';
import { noteShownToMember } from './report.rules.js';

const iso = (d: Date) => new Date(d).toISOString();

function base(row: ReportRow): Omit<MemberReport, 'adminNotes'> {
  return {
    id: row.id,
    contentType: row.content_type,
    contentId: row.content_id,
    seriesId: row.series_id,
    contentDeleted: row.content_deleted_at !== null,
    contentTitle: row.content_title,
    problemType: row.problem_type,
    description: row.description,
    status: row.status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A report as its author sees it (the note once it is resolved or rejected). */
export function toMemberReport(row: ReportRow): MemberReport {
  return { ...base(row), adminNotes: noteShownToMember(row.status, row.admin_notes) };
}

/** A report in the admin list; `email` is the gateway's to fill. */
export function toAdminReport(row: ReportRow): AdminReport {
  return { ...base(row), adminNotes: row.admin_notes, userId: row.user_id, email: null };
}

export function toReportEvent(row: ReportRow, previousStatus: ReportStatus | null, actorId?: string): ReportEventData {
  return {
    reportId: row.id,
    userId: row.user_id,
    contentType: row.content_type,
    contentId: row.content_id,
    seriesId: row.series_id,
    contentTitle: row.content_title,
    problemType: row.problem_type,
    status: row.status,
    previousStatus,
    adminNotes: row.admin_notes,
    ...(actorId ? { actorId } : {}),
  };
}

/** The counters over every report, from the per-status and content type rows. */
export function toReportCounts(rows: ReportCountRow[]): ReportCounts {
  const counts: ReportCounts = { total: 0, pending: 0, in_progress: 0, resolved: 0, rejected: 0 };
  for (const row of rows) {
    counts[row.status] += row.n;
    counts.total += row.n;
  }
  return counts;
}

/** How many reports have `status` (or any) and `contentType` (or any), from the same rows: the admin list's total without a search. */
export function countOf(rows: ReportCountRow[], status: ReportStatus | undefined, contentType: ReportContentType | undefined): number {
  return rows.filter((r) => (!status || r.status === status) && (!contentType || r.content_type === contentType)).reduce((sum, r) => sum + r.n, 0);
}
