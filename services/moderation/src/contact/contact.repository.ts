import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A `contact_messages` row as PostgreSQL returns it. */
export interface ContactRow {
  id: string;
  user_id: string;
  typed_email: string;
  category: string;
  subject: string;
  message: string;
  handled: boolean;
  handled_at: Date | null;
  created_at: Date;
}

export interface NewContact {
  userId: string;
  typedEmail: string;
  category: string;
  subject: string;
  message: string;
}

const COLUMNS = `id, user_id, typed_email, category, subject, message, handled, handled_at, created_at`;

/** Reads and writes `contact_messages`. */
@Injectable()
export class ContactRepository {
  constructor(private readonly ds: DataSource) {}

  async insert(manager: EntityManager, c: NewContact): Promise<ContactRow> {
    const [row]: ContactRow[] = await manager.query(
      `INSERT INTO contact_messages (id, user_id, typed_email, category, subject, message, handled, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, false, now()) RETURNING ${COLUMNS}`,
      [randomUUID(), c.userId, c.typedEmail, c.category, c.subject, c.message],
    );
    return row;
  }

  /** A page of the messages, newest first, by category and handled state when given, and how many match. */
  async page(filters: { category?: string; handled?: boolean }, limit: number, offset: number): Promise<{ rows: ContactRow[]; total: number }> {
    const where = `($1::text IS NULL OR category = $1) AND ($2::boolean IS NULL OR handled = $2)`;
    const values = [filters.category ?? null, filters.handled ?? null];
    const [rows, [{ n }]]: [ContactRow[], Array<{ n: number }>] = await Promise.all([
      this.ds.query(`SELECT ${COLUMNS} FROM contact_messages WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`, [...values, limit, offset]),
      this.ds.query(`SELECT count(*)::int AS n FROM contact_messages WHERE ${where}`, values),
    ]);
    return { rows, total: n };
  }

  /** Messages nobody handled yet (a partial index holds exactly those). */
  async unhandledCount(): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await this.ds.query(`SELECT count(*)::int AS n FROM contact_messages WHERE NOT handled`);
    return n;
  }

  /** The message, locked until the end of the transaction. */
  async lock(manager: EntityManager, id: string): Promise<ContactRow | undefined> {
    const [row]: ContactRow[] = await manager.query(`SELECT ${COLUMNS} FROM contact_messages WHERE id = $1 FOR UPDATE`, [id]);
    return row;
  }

  /** Marks the message handled (now) or not. Marking it handled again keeps the first time. */
  async setHandled(manager: EntityManager, id: string, handled: boolean): Promise<ContactRow> {
    const [row]: ContactRow[] = await manager.query(
      `WITH changed AS (
         UPDATE contact_messages SET handled = $2, handled_at = CASE WHEN $2 THEN coalesce(handled_at, now()) END WHERE id = $1 RETURNING ${COLUMNS})
       SELECT * FROM changed`,
      [id, handled],
    );
    return row;
  }
}
