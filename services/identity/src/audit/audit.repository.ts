import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditChange } from '@streaming/contracts';
import type { AuditCriteria, AuditRecord } from './audit.rules.js';

/** One row of the audit log with the current addresses of its actor and member, as PostgreSQL returns it. */
export interface AuditRow {
  id: string;
  event_id: string;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  changes: Record<string, AuditChange>;
  personal_fields: string[] | null;
  client_address: string | null;
  member_id: string | null;
  occurred_at: Date;
  actor_email: string | null;
  member_email: string | null;
}

/** A row to erase: what its member's personal fields are, to rewrite `changes` without them. */
export interface MemberAuditRow {
  id: string;
  changes: Record<string, AuditChange>;
  personal_fields: string[] | null;
}

interface CountRow {
  n: number;
}

/**
 * The only code that reads and writes `audit_log`. Rows are written once (per event id) and only
 * ever changed by a member's erasure, which replaces their personal fields.
 */
@Injectable()
export class AuditRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Writes the rows in the caller's transaction; an event id already stored is left as it is.
   * `erased`: rows whose member is gone already, written with their personal fields erased.
   */
  async insert(manager: EntityManager, records: ReadonlyArray<AuditRecord & { erased?: boolean }>): Promise<void> {
    if (!records.length) return;
    const rows = records.map((r) => ({
      id: randomUUID(),
      event_id: r.eventId,
      actor_id: r.actorId,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      changes: r.changes,
      personal_fields: r.personalFields ?? null,
      client_address: r.clientAddress,
      member_id: r.memberId ?? null,
      occurred_at: r.occurredAt.toISOString(),
      erased: r.erased ?? false,
    }));
    await manager.query(
      `INSERT INTO audit_log (id, event_id, actor_id, action, target_type, target_id, changes, personal_fields, client_address, member_id, occurred_at, erased_at)
       SELECT id, event_id, actor_id, action, target_type, target_id, changes, personal_fields, client_address, member_id, occurred_at,
              CASE WHEN erased THEN now() END
         FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, event_id uuid, actor_id uuid, action text, target_type text, target_id text,
              changes jsonb, personal_fields text[], client_address text, member_id uuid, occurred_at timestamptz, erased boolean)
       ON CONFLICT (event_id) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }

  /** The member's rows not erased yet, locked until the caller's transaction ends. */
  lockOfMember(manager: EntityManager, memberId: string): Promise<MemberAuditRow[]> {
    return manager.query(
      `SELECT id, changes, personal_fields FROM audit_log WHERE member_id = $1 AND erased_at IS NULL ORDER BY id FOR UPDATE`,
      [memberId],
    );
  }

  /** Rewrites the rows' `changes` (their member's personal fields erased) and dates the erasure. */
  async setErased(manager: EntityManager, rows: ReadonlyArray<{ id: string; changes: Record<string, AuditChange> }>): Promise<void> {
    if (!rows.length) return;
    await manager.query(
      `UPDATE audit_log a SET changes = r.changes, erased_at = now()
         FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, changes jsonb)
        WHERE a.id = r.id`,
      [JSON.stringify(rows)],
    );
  }

  /**
   * A page of the log, newest first, with the actor's and the member's addresses now (none once
   * erased), and how many rows match, counted up to `countCap` + 1. Each filter has its index
   * (occurred_at, then id, after it).
   */
  async list(criteria: AuditCriteria, limit: number, offset: number, countCap: number): Promise<{ rows: AuditRow[]; matching: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (criteria.actorId) where.push(`a.actor_id = ${add(criteria.actorId)}`);
    if (criteria.actorEmail) where.push(`a.actor_id IN (SELECT id FROM users WHERE email LIKE ${add(`%${criteria.actorEmail.replace(/[%_\\]/g, '\\$&')}%`)})`);
    if (criteria.action) where.push(`a.action = ${add(criteria.action)}`);
    if (criteria.targetId) where.push(`a.target_id = ${add(criteria.targetId)}`);
    if (criteria.targetType) where.push(`a.target_type = ${add(criteria.targetType)}`);
    if (criteria.from) where.push(`a.occurred_at >= ${add(criteria.from)}`);
    if (criteria.until) where.push(`a.occurred_at < ${add(criteria.until)}`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const countParams = [...params];
    // One snapshot for the page and its count: a row stored in between shows in both or in neither.
    return this.ds.transaction('REPEATABLE READ', async (manager) => {
      const rows: AuditRow[] = await manager.query(
        `SELECT a.id, a.event_id, a.actor_id, a.action, a.target_type, a.target_id, a.changes, a.personal_fields, a.client_address,
                a.member_id, a.occurred_at, ua.email AS actor_email, um.email AS member_email
           FROM audit_log a
           LEFT JOIN users ua ON ua.id = a.actor_id
           LEFT JOIN users um ON um.id = a.member_id
          ${filter}
          ORDER BY a.occurred_at DESC, a.id DESC
          LIMIT ${add(limit)} OFFSET ${add(offset)}`,
        params,
      );
      countParams.push(countCap + 1);
      const [{ n }]: CountRow[] = await manager.query(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM audit_log a ${filter} LIMIT $${countParams.length}) matching`,
        countParams,
      );
      return { rows, matching: n };
    });
  }
}
