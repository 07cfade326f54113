import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { FulfilledBy, RequestContentType, RequestStatus } from '@streaming/contracts';

/** A `content_requests` row as PostgreSQL returns it, with how many members asked for it. */
export interface RequestRow {
  id: string;
  user_id: string | null;
  content_type: RequestContentType;
  title: string;
  year: number | null;
  description: string | null;
  director: string | null;
  genre: string | null;
  status: RequestStatus;
  admin_notes: string | null;
  fulfilled_type: RequestContentType | null;
  fulfilled_id: string | null;
  fulfilled_title: string | null;
  fulfilled_deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  members: number;
}

export interface NewRequest {
  userId: string;
  contentType: RequestContentType;
  title: string;
  titleKey: string;
  year: number | null;
  description: string | null;
  director: string | null;
  genre: string | null;
}

/** The admin list's filters; `search` is a LIKE pattern already (containsPattern). */
export interface RequestFilters {
  status?: RequestStatus;
  contentType?: RequestContentType;
  search?: string;
}

/** The unique index that keeps one open request per content type and title (a concurrent creation of the same title hits it). */
export const OPEN_REQUEST_KEY = 'content_requests_open_key';

const COLUMNS = (r: string) => `${r}.id, ${r}.user_id, ${r}.content_type, ${r}.title, ${r}.year, ${r}.description, ${r}.director, ${r}.genre,
  ${r}.status, ${r}.admin_notes, ${r}.fulfilled_type, ${r}.fulfilled_id, ${r}.fulfilled_title, ${r}.fulfilled_deleted_at, ${r}.created_at,
  ${r}.updated_at, (SELECT count(*)::int FROM request_members c WHERE c.request_id = ${r}.id) AS members`;

function filterSql(f: RequestFilters): { where: string; values: unknown[] } {
  return {
    where: `($1::text IS NULL OR r.status = $1) AND ($2::text IS NULL OR r.content_type = $2)
      AND ($3::text IS NULL OR r.title ILIKE $3 OR r.director ILIKE $3 OR r.genre ILIKE $3
        OR EXISTS (SELECT 1 FROM request_members m WHERE m.request_id = r.id AND m.user_id::text ILIKE $3))`,
    values: [f.status ?? null, f.contentType ?? null, f.search ?? null],
  };
}

/** Reads and writes `content_requests` and `request_members`. */
@Injectable()
export class RequestsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Holds the member's quota lock until the end of the transaction: two requests of one member are
   * counted and written one after the other, so that a fourth one in a week is refused however
   * they arrive. (A transaction-level advisory lock, keyed in moderation's own space.)
   */
  async lockMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('moderation.request_quota'), hashtext($1))`, [userId]);
  }

  /** How many requests the member opened since `since` (their own rows that used the quota; joining uses none). */
  async usedSince(userId: string, since: Date, db: EntityManager = this.ds.manager): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await db.query(
      `SELECT count(*)::int AS n FROM request_members WHERE user_id = $1 AND counted_in_week AND joined_at >= $2`,
      [userId, since],
    );
    return n;
  }

  /**
   * The open request (pending or approved) for that type and title key, held against a status
   * change until the end of the transaction (FOR SHARE): a member who joins it is in the member
   * list of any status change that follows.
   */
  async openFor(manager: EntityManager, contentType: RequestContentType, titleKey: string): Promise<RequestRow | undefined> {
    const [row]: RequestRow[] = await manager.query(
      `SELECT ${COLUMNS('r')} FROM content_requests r
        WHERE r.content_type = $1 AND r.title_key = $2 AND r.status IN ('pending', 'approved') FOR SHARE OF r`,
      [contentType, titleKey],
    );
    return row;
  }

  /** Inserts a pending request (a concurrent one of the same type and key fails on OPEN_REQUEST_KEY). */
  async insert(manager: EntityManager, r: NewRequest): Promise<string> {
    const id = randomUUID();
    await manager.query(
      `INSERT INTO content_requests (id, user_id, content_type, title, title_key, year, description, director, genre, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', now(), now())`,
      [id, r.userId, r.contentType, r.title, r.titleKey, r.year, r.description, r.director, r.genre],
    );
    return id;
  }

  /** Adds the member to the request; false when they were in it already. `countedInWeek`: the author's row, which used the quota. */
  async addMember(manager: EntityManager, requestId: string, userId: string, countedInWeek: boolean): Promise<boolean> {
    const rows: Array<{ user_id: string }> = await manager.query(
      `INSERT INTO request_members (request_id, user_id, joined_at, counted_in_week) VALUES ($1, $2, now(), $3)
       ON CONFLICT (request_id, user_id) DO NOTHING RETURNING user_id`,
      [requestId, userId, countedInWeek],
    );
    return rows.length > 0;
  }

  /** Every member of the request, the author first, then by the time they joined. */
  async memberIds(requestId: string, db: EntityManager = this.ds.manager): Promise<string[]> {
    const rows: Array<{ user_id: string }> = await db.query(
      `SELECT user_id FROM request_members WHERE request_id = $1 ORDER BY counted_in_week DESC, joined_at, user_id`,
      [requestId],
    );
    return rows.map((r) => r.user_id);
  }

  async get(id: string, db: EntityManager = this.ds.manager): Promise<RequestRow | undefined> {
    const [row]: RequestRow[] = await db.query(`SELECT ${COLUMNS('r')} FROM content_requests r WHERE r.id = $1`, [id]);
    return row;
  }

  /** The requests the member opened or joined, the latest they took part in first. */
  mine(userId: string): Promise<RequestRow[]> {
    return this.ds.query(
      `SELECT ${COLUMNS('r')} FROM request_members m JOIN content_requests r ON r.id = m.request_id
        WHERE m.user_id = $1 ORDER BY m.joined_at DESC, r.id DESC`,
      [userId],
    );
  }

  /** A page of the admin list, newest first. */
  page(filters: RequestFilters, limit: number, offset: number): Promise<RequestRow[]> {
    const { where, values } = filterSql(filters);
    return this.ds.query(
      `SELECT ${COLUMNS('r')} FROM content_requests r WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $4 OFFSET $5`,
      [...values, limit, offset],
    );
  }

  async countMatching(filters: RequestFilters): Promise<number> {
    const { where, values } = filterSql(filters);
    const [{ n }]: Array<{ n: number }> = await this.ds.query(`SELECT count(*)::int AS n FROM content_requests r WHERE ${where}`, values);
    return n;
  }

  /** How many requests have each status (one grouped count over the status index). */
  countsByStatus(): Promise<Array<{ status: RequestStatus; n: number }>> {
    return this.ds.query(`SELECT status, count(*)::int AS n FROM content_requests GROUP BY status`);
  }

  /** The request, locked until the end of the transaction: a concurrent change waits, then sees this one's result. */
  async lock(manager: EntityManager, id: string): Promise<RequestRow | undefined> {
    const [row]: RequestRow[] = await manager.query(`SELECT ${COLUMNS('r')} FROM content_requests r WHERE r.id = $1 FOR UPDATE OF r`, [id]);
    return row;
  }

  /** Writes an admin's change (reopening a title that has another open request fails on OPEN_REQUEST_KEY). */
  async update(manager: EntityManager, id: string, change: { status: RequestStatus; adminNotes: string | null; fulfilledBy: FulfilledBy | null }): Promise<void> {
    const f = change.fulfilledBy;
    await manager.query(
      `UPDATE content_requests SET status = $2, admin_notes = $3, fulfilled_type = $4, fulfilled_id = $5, fulfilled_title = $6,
         fulfilled_deleted_at = CASE WHEN $5::uuid IS NOT DISTINCT FROM fulfilled_id THEN fulfilled_deleted_at END, updated_at = now()
        WHERE id = $1`,
      [id, change.status, change.adminNotes, f?.contentType ?? null, f?.contentId ?? null, f?.title ?? null],
    );
  }
}
