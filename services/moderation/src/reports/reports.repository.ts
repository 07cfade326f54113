import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ProblemType, ReportContentType, ReportStatus } from '@streaming/contracts';

/** A `reports` row as PostgreSQL returns it. */
export interface ReportRow {
  id: string;
  user_id: string | null;
  content_type: ReportContentType;
  content_id: string;
  series_id: string | null;
  content_title: string;
  content_deleted_at: Date | null;
  problem_type: ProblemType;
  description: string | null;
  status: ReportStatus;
  admin_notes: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A `report_counts` row: how many reports have that status and content type. */
export interface ReportCountRow {
  status: ReportStatus;
  content_type: ReportContentType;
  n: number;
}

export interface NewReport {
  userId: string;
  contentType: ReportContentType;
  contentId: string;
  seriesId: string | null;
  contentTitle: string;
  problemType: ProblemType;
  description: string | null;
}

/** Up to this many matches, a search's page is read from its matches rather than along the newest-first index. */
const FEW_MATCHES = 2000;

/** The admin list's filters; `search` is a LIKE pattern already (containsPattern). */
export interface ReportFilters {
  status?: ReportStatus;
  contentType?: ReportContentType;
  search?: { titlePattern: string; problemTypes: ProblemType[]; reporterIds: string[] };
}

const COLUMNS = `id, user_id, content_type, content_id, series_id, content_title, content_deleted_at, problem_type, description, status,
  admin_notes, created_at, updated_at`;

/** The WHERE clause of the admin list and its values, from $1. */
function filterSql(f: ReportFilters): { where: string; values: unknown[] } {
  return {
    where: `($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR content_type = $2)
      AND ($3::text IS NULL OR content_title ILIKE $3 OR problem_type = ANY($4::text[]) OR user_id = ANY($5::uuid[]))`,
    values: [f.status ?? null, f.contentType ?? null, f.search?.titlePattern ?? null, f.search?.problemTypes ?? [], f.search?.reporterIds ?? []],
  };
}

/** Reads and writes `reports` (the trigger of `report_counts` counts every insert and status change). */
@Injectable()
export class ReportsRepository {
  constructor(private readonly ds: DataSource) {}

  /** The member's open report (pending or in progress) of that content and problem. */
  async openOf(userId: string, contentType: ReportContentType, contentId: string, problemType: ProblemType, db: EntityManager = this.ds.manager): Promise<ReportRow | undefined> {
    const [row]: ReportRow[] = await db.query(
      `SELECT ${COLUMNS} FROM reports
        WHERE user_id = $1 AND content_type = $2 AND content_id = $3 AND problem_type = $4 AND status IN ('pending', 'in_progress')`,
      [userId, contentType, contentId, problemType],
    );
    return row;
  }

  /**
   * Inserts a pending report; undefined when the member has an open one of that content and
   * problem already (the partial unique index `reports_open_key` decides, so two calls at once
   * cannot both insert: the second waits for the first to commit, then inserts nothing).
   */
  async insert(manager: EntityManager, r: NewReport): Promise<ReportRow | undefined> {
    const [row]: ReportRow[] = await manager.query(
      `INSERT INTO reports (id, user_id, content_type, content_id, series_id, content_title, problem_type, description, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', now(), now())
       ON CONFLICT (user_id, content_type, content_id, problem_type) WHERE status IN ('pending', 'in_progress') DO NOTHING
       RETURNING ${COLUMNS}`,
      [randomUUID(), r.userId, r.contentType, r.contentId, r.seriesId, r.contentTitle, r.problemType, r.description],
    );
    return row;
  }

  /** The member's reports, newest first, and how many there are. */
  async pageOf(userId: string, limit: number, offset: number): Promise<{ rows: ReportRow[]; total: number }> {
    const [rows, [{ n }]]: [ReportRow[], Array<{ n: number }>] = await Promise.all([
      this.ds.query(`SELECT ${COLUMNS} FROM reports WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [userId, limit, offset]),
      this.ds.query(`SELECT count(*)::int AS n FROM reports WHERE user_id = $1`, [userId]),
    ]);
    return { rows, total: n };
  }

  /**
   * A page of the admin list, newest first (an index per filter: status, content type, or none).
   * `matching`: how many reports a search matches, when there is one. When they are few, they are
   * read first and ordered here (a materialized CTE): otherwise PostgreSQL may walk the newest-first
   * index and test thousands of titles for a word a few hundred reports hold (15 ms instead of
   * 0.5 ms), while for a search matching many, that walk is the fast way (it stops at the page).
   */
  page(filters: ReportFilters, limit: number, offset: number, matching?: number): Promise<ReportRow[]> {
    const { where, values } = filterSql(filters);
    const statement = matching !== undefined && matching <= FEW_MATCHES
      ? `WITH matches AS MATERIALIZED (SELECT ${COLUMNS} FROM reports WHERE ${where})
         SELECT * FROM matches ORDER BY created_at DESC, id DESC LIMIT $6 OFFSET $7`
      : `SELECT ${COLUMNS} FROM reports WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $6 OFFSET $7`;
    return this.ds.query(statement, [...values, limit, offset]);
  }

  /** How many reports a search matches (a search only: without one, the counters answer). */
  async countMatching(filters: ReportFilters): Promise<number> {
    const { where, values } = filterSql(filters);
    const [{ n }]: Array<{ n: number }> = await this.ds.query(`SELECT count(*)::int AS n FROM reports WHERE ${where}`, values);
    return n;
  }

  /** The counters: one row per status and content type (12 rows, whatever the number of reports). */
  counts(): Promise<ReportCountRow[]> {
    return this.ds.query(`SELECT status, content_type, n::int AS n FROM report_counts`);
  }

  /** The report, locked until the end of the transaction: a concurrent change waits, then sees this one's result. */
  async lock(manager: EntityManager, id: string): Promise<ReportRow | undefined> {
    const [row]: ReportRow[] = await manager.query(`SELECT ${COLUMNS} FROM reports WHERE id = $1 FOR UPDATE`, [id]);
    return row;
  }

  /** (An UPDATE's RETURNING read through a CTE: TypeORM answers [rows, count] for a bare UPDATE.) */
  async setStatus(manager: EntityManager, id: string, status: ReportStatus, adminNotes: string | null): Promise<ReportRow> {
    const [row]: ReportRow[] = await manager.query(
      `WITH changed AS (UPDATE reports SET status = $2, admin_notes = $3, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS})
       SELECT * FROM changed`,
      [id, status, adminNotes],
    );
    return row;
  }
}
