import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What an erasure removed or anonymised, for the log. */
export interface ErasureCounts {
  contactMessages: number;
  reports: number;
  memberships: number;
  requestsDeleted: number;
  requestsAnonymised: number;
}

/**
 * Removes or anonymises what erased members left (erasure.rules.ts says what); every statement can
 * run twice: the second time it finds nothing. (Deletes and updates are read back through CTEs:
 * TypeORM answers [rows, count] for a bare one.)
 */
@Injectable()
export class ErasureRepository {
  async erase(manager: EntityManager, userIds: string[], erasedText: string): Promise<ErasureCounts> {
    const count = async (sql: string, values: unknown[]): Promise<number> => {
      const rows: unknown[] = await manager.query(sql, values);
      return rows.length;
    };
    // The member's id goes, and the description they wrote (when there is one) becomes `erasedText`.
    const anonymise = (table: 'reports' | 'content_requests') => count(
      `WITH changed AS (
         UPDATE ${table} SET user_id = NULL, description = CASE WHEN description IS NULL THEN NULL ELSE $2 END
          WHERE user_id = ANY($1::uuid[]) RETURNING id)
       SELECT id FROM changed`,
      [userIds, erasedText],
    );
    const contactMessages = await count(`WITH gone AS (DELETE FROM contact_messages WHERE user_id = ANY($1::uuid[]) RETURNING id) SELECT id FROM gone`, [userIds]);
    const reports = await anonymise('reports');
    const left: Array<{ request_id: string }> = await manager.query(
      `WITH gone AS (DELETE FROM request_members WHERE user_id = ANY($1::uuid[]) RETURNING request_id) SELECT request_id FROM gone`,
      [userIds],
    );
    // The requests nobody wants any more: those the members left, and those they opened, now without a member.
    const requestsDeleted = await count(
      `WITH gone AS (
         DELETE FROM content_requests r
          WHERE (r.id = ANY($1::uuid[]) OR r.user_id = ANY($2::uuid[]))
            AND NOT EXISTS (SELECT 1 FROM request_members m WHERE m.request_id = r.id)
          RETURNING id)
       SELECT id FROM gone`,
      [left.map((r) => r.request_id), userIds],
    );
    const requestsAnonymised = await anonymise('content_requests');
    return { contactMessages, reports, memberships: left.length, requestsDeleted, requestsAnonymised };
  }
}
