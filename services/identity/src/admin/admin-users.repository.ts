import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminUserCounts, ListUsersQuery } from '@streaming/contracts';

/** One row of the back office's users table, as PostgreSQL returns it. */
export interface AdminUserListRow {
  id: string;
  email: string;
  created_at: Date;
  last_sign_in_at: Date | null;
  email_confirmed_at: Date | null;
  /** End of the active ban; null when permanent or not banned. */
  banned_until: Date | null;
  is_banned: boolean;
  is_admin: boolean;
  /** bigint: pg returns it as a string. */
  referral_count: string;
}

export interface AdminUserListCriteria {
  /** Lower-cased, trimmed: anywhere in the e-mail address, or the beginning of the id. */
  search?: string;
  filter?: ListUsersQuery['filter'];
}

/** What may begin an id: hex digits and dashes. */
const ID_PREFIX = /^[0-9a-f-]{1,36}$/;

/** The WHERE clause of a search and a filter, and its parameters (from $1). */
function userFilter(criteria: AdminUserListCriteria): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  if (criteria.search) {
    // Any part of the address (users_email_trgm_idx), or the beginning of the id (users_id_prefix_idx).
    params.push(`%${criteria.search.replace(/[%_\\]/g, '\\$&')}%`);
    const byEmail = `u.email LIKE $${params.length}`;
    if (ID_PREFIX.test(criteria.search)) {
      params.push(`${criteria.search}%`);
      where.push(`(${byEmail} OR u.id::text LIKE $${params.length})`);
    } else {
      where.push(byEmail);
    }
  }
  switch (criteria.filter) {
    case 'admin': where.push('EXISTS (SELECT 1 FROM admin_users a WHERE a.user_id = u.id)'); break;
    case 'regular': where.push('NOT EXISTS (SELECT 1 FROM admin_users a WHERE a.user_id = u.id)'); break;
    case 'recent': where.push(`u.created_at > now() - interval '7 days'`); break;
    case 'active': where.push(`u.last_sign_in_at > now() - interval '30 days'`); break;
  }
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** The back office's read of users with their role, active ban and referral count, and the admins' lock. */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * One page: the page's ids first (sign-up order, through users_created_at_idx), then the role,
   * active ban and referral count of those rows only. Never one query per row, never the whole table
   * joined for a page.
   */
  async listPage(criteria: AdminUserListCriteria, limit: number, offset: number): Promise<AdminUserListRow[]> {
    const { sql, params } = userFilter(criteria);
    params.push(limit, offset);
    return this.ds.query(
      `WITH page AS (
         SELECT u.id, u.email, u.created_at, u.last_sign_in_at, u.email_confirmed_at
           FROM users u
          ${sql}
          ORDER BY u.created_at DESC, u.id
          LIMIT $${params.length - 1} OFFSET $${params.length})
       SELECT p.id, p.email, p.created_at, p.last_sign_in_at, p.email_confirmed_at,
              b.banned_until, (b.id IS NOT NULL) AS is_banned,
              EXISTS (SELECT 1 FROM admin_users a WHERE a.user_id = p.id) AS is_admin,
              (SELECT count(*) FROM user_referrals r WHERE r.referrer_id = p.id) AS referral_count
         FROM page p
         LEFT JOIN LATERAL (SELECT id, banned_until FROM bans
                             WHERE user_id = p.id AND lifted_at IS NULL AND (banned_until IS NULL OR banned_until > now())
                             ORDER BY created_at DESC LIMIT 1) b ON true
        ORDER BY p.created_at DESC, p.id`,
      params,
    );
  }

  /** How many accounts a search (and a filter) matches; without a search, the counters say it. */
  async countMatching(criteria: AdminUserListCriteria): Promise<number> {
    const { sql, params } = userFilter(criteria);
    const [{ n }]: Array<{ n: number }> = await this.ds.query(`SELECT count(*)::int AS n FROM users u ${sql}`, params);
    return n;
  }

  /** The users page's five counters, over every account, in one statement (each count on its index). */
  async counts(): Promise<AdminUserCounts> {
    const [row]: Array<Omit<AdminUserCounts, 'regular'>> = await this.ds.query(
      `SELECT (SELECT count(*) FROM users)::int AS total,
              (SELECT count(*) FROM admin_users)::int AS admins,
              (SELECT count(*) FROM users WHERE created_at > now() - interval '7 days')::int AS recent,
              (SELECT count(*) FROM users WHERE last_sign_in_at > now() - interval '30 days')::int AS active`,
    );
    return { ...row, regular: row.total - row.admins };
  }

  /**
   * The admins' ids, every admin row locked until the caller's transaction ends: two demotions run
   * one after the other, so the second counts the admins the first left (the last one stays).
   */
  async lockAdminIds(manager: EntityManager): Promise<string[]> {
    const rows: Array<{ user_id: string }> = await manager.query(`SELECT user_id FROM admin_users ORDER BY user_id FOR UPDATE`);
    return rows.map((r) => r.user_id);
  }
}
