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
  /** Lower-cased, trimmed; matched anywhere in the e-mail address or the id. */
  search?: string;
  filter?: ListUsersQuery['filter'];
  limit: number;
  offset: number;
}

/** The back office's read of users with their role, active ban and referral count, and the admins' lock. */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * One page: the page's ids first (sign-up order, through users_created_at_idx), then the role,
   * active ban and referral count of those rows only; and how many accounts match. Never one query
   * per row, never the whole table joined for a page.
   */
  async listPage(criteria: AdminUserListCriteria): Promise<{ rows: AdminUserListRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (criteria.search) {
      params.push(`%${criteria.search.replace(/[%_\\]/g, '\\$&')}%`);
      where.push(`(u.email LIKE $${params.length} OR u.id::text LIKE $${params.length})`);
    }
    switch (criteria.filter) {
      case 'admin': where.push('EXISTS (SELECT 1 FROM admin_users a WHERE a.user_id = u.id)'); break;
      case 'regular': where.push('NOT EXISTS (SELECT 1 FROM admin_users a WHERE a.user_id = u.id)'); break;
      case 'recent': where.push(`u.created_at > now() - interval '7 days'`); break;
      case 'active': where.push(`u.last_sign_in_at > now() - interval '30 days'`); break;
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const countParams = [...params];
    params.push(criteria.limit, criteria.offset);
    const rows: AdminUserListRow[] = await this.ds.query(
      `WITH page AS (
         SELECT u.id, u.email, u.created_at, u.last_sign_in_at, u.email_confirmed_at
           FROM users u
          ${filter}
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
    const [{ n }]: Array<{ n: number }> = await this.ds.query(`SELECT count(*)::int AS n FROM users u ${filter}`, countParams);
    return { rows, total: n };
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
