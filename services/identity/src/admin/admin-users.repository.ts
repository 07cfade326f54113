import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ListUsersQuery } from '@streaming/contracts';

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

interface AdminUserListRowWithTotal extends AdminUserListRow {
  total: string;
}

export interface AdminUserListCriteria {
  /** Lower-cased, trimmed; matched anywhere in the e-mail address or the id. */
  search?: string;
  filter?: ListUsersQuery['filter'];
  limit: number;
  offset: number;
}

/** The back office's read of users with their role, active ban and referral count. */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly ds: DataSource) {}

  /** One query per page: counts grouped, never one query per row. */
  async listPage(criteria: AdminUserListCriteria): Promise<{ rows: AdminUserListRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (criteria.search) {
      params.push(`%${criteria.search.replace(/[%_\\]/g, '\\$&')}%`);
      where.push(`(u.email LIKE $${params.length} OR u.id::text LIKE $${params.length})`);
    }
    switch (criteria.filter) {
      case 'admin': where.push('a.user_id IS NOT NULL'); break;
      case 'regular': where.push('a.user_id IS NULL'); break;
      case 'recent': where.push(`u.created_at > now() - interval '7 days'`); break;
      case 'active': where.push(`u.last_sign_in_at > now() - interval '30 days'`); break;
    }
    params.push(criteria.limit, criteria.offset);
    const rows: AdminUserListRowWithTotal[] = await this.ds.query(
      `SELECT u.id, u.email, u.created_at, u.last_sign_in_at, u.email_confirmed_at,
              b.banned_until, (b.id IS NOT NULL) AS is_banned, (a.user_id IS NOT NULL) AS is_admin,
              COALESCE(r.n, 0) AS referral_count, count(*) OVER () AS total
         FROM users u
         LEFT JOIN admin_users a ON a.user_id = u.id
         LEFT JOIN LATERAL (SELECT id, banned_until FROM bans
                             WHERE user_id = u.id AND lifted_at IS NULL AND (banned_until IS NULL OR banned_until > now())
                             ORDER BY created_at DESC LIMIT 1) b ON true
         LEFT JOIN (SELECT referrer_id, count(*) AS n FROM user_referrals GROUP BY referrer_id) r ON r.referrer_id = u.id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY u.created_at DESC, u.id
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { rows, total: rows.length ? Number(rows[0].total) : 0 };
  }
}
