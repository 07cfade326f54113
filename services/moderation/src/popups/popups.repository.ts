import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A `popup_messages` row as PostgreSQL returns it. */
export interface PopupRow {
  id: string;
  title: string;
  content: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface PopupFields {
  title: string;
  content: string;
  isActive: boolean;
}

const COLUMNS = `id, title, content, is_active, created_at, updated_at`;

/** Reads and writes `popup_messages` (at most one active: the partial unique index `popup_messages_one_active_key`). */
@Injectable()
export class PopupsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Makes the popup writes of concurrent transactions run one after the other (a transaction-level
   * advisory lock, in moderation's own key space): two activations at once both succeed, the later
   * one wins, instead of the second failing on the one-active index.
   */
  async lockWrites(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('moderation.popups'), 0)`);
  }

  /** Every popup, newest first. */
  list(): Promise<PopupRow[]> {
    return this.ds.query(`SELECT ${COLUMNS} FROM popup_messages ORDER BY created_at DESC, id DESC`);
  }

  async active(): Promise<PopupRow | undefined> {
    const [row]: PopupRow[] = await this.ds.query(`SELECT ${COLUMNS} FROM popup_messages WHERE is_active`);
    return row;
  }

  /** Deactivates every popup but `keepId`. */
  async deactivateOthers(manager: EntityManager, keepId: string | null): Promise<void> {
    await manager.query(`UPDATE popup_messages SET is_active = false, updated_at = now() WHERE is_active AND id IS DISTINCT FROM $1`, [keepId]);
  }

  async insert(manager: EntityManager, p: PopupFields): Promise<PopupRow> {
    const [row]: PopupRow[] = await manager.query(
      `INSERT INTO popup_messages (id, title, content, is_active, created_at, updated_at) VALUES ($1, $2, $3, $4, now(), now()) RETURNING ${COLUMNS}`,
      [randomUUID(), p.title, p.content, p.isActive],
    );
    return row;
  }

  /** (UPDATE and DELETE read back through a CTE: TypeORM answers [rows, count] for a bare one.) */
  async update(manager: EntityManager, id: string, p: PopupFields): Promise<PopupRow | undefined> {
    const [row]: PopupRow[] = await manager.query(
      `WITH changed AS (UPDATE popup_messages SET title = $2, content = $3, is_active = $4, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS})
       SELECT * FROM changed`,
      [id, p.title, p.content, p.isActive],
    );
    return row;
  }

  async activate(manager: EntityManager, id: string): Promise<PopupRow | undefined> {
    const [row]: PopupRow[] = await manager.query(
      `WITH changed AS (UPDATE popup_messages SET is_active = true, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}) SELECT * FROM changed`,
      [id],
    );
    return row;
  }

  async get(manager: EntityManager, id: string): Promise<PopupRow | undefined> {
    const [row]: PopupRow[] = await manager.query(`SELECT ${COLUMNS} FROM popup_messages WHERE id = $1`, [id]);
    return row;
  }

  /** False when there was no such popup. */
  async delete(manager: EntityManager, id: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`WITH gone AS (DELETE FROM popup_messages WHERE id = $1 RETURNING id) SELECT id FROM gone`, [id]);
    return rows.length > 0;
  }
}
