import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdentityEvents, type AdminUserRow, type ListUsersQuery, type Page } from '@streaming/contracts';
import { addToOutbox, Infrastructure } from '@streaming/platform';
import { UsersRepository } from '../users/users.repository.js';
import { fail } from '../auth/identity-errors.js';

interface UserRowSql {
  id: string;
  email: string;
  created_at: Date;
  last_sign_in_at: Date | null;
  email_confirmed_at: Date | null;
  banned_until: Date | null;
  is_banned: boolean;
  is_admin: boolean;
  referral_count: string;
  total: string;
}

/** The back office's users table: one query per page, counts grouped, never one query per row. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly users: UsersRepository,
  ) {}

  async list(query: ListUsersQuery): Promise<Page<AdminUserRow>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.search?.trim()) {
      params.push(`%${query.search.trim().toLowerCase().replace(/[%_\\]/g, '\\$&')}%`);
      where.push(`(u.email LIKE $${params.length} OR u.id::text LIKE $${params.length})`);
    }
    switch (query.filter) {
      case 'admin': where.push('a.user_id IS NOT NULL'); break;
      case 'regular': where.push('a.user_id IS NULL'); break;
      case 'recent': where.push(`u.created_at > now() - interval '7 days'`); break;
      case 'active': where.push(`u.last_sign_in_at > now() - interval '30 days'`); break;
    }
    params.push(pageSize, (page - 1) * pageSize);
    const rows: UserRowSql[] = await this.ds.query(
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
    return {
      items: rows.map((r) => ({
        id: r.id,
        email: r.email,
        createdAt: new Date(r.created_at).toISOString(),
        lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at).toISOString() : null,
        emailConfirmedAt: r.email_confirmed_at ? new Date(r.email_confirmed_at).toISOString() : null,
        bannedUntil: r.banned_until ? new Date(r.banned_until).toISOString() : null,
        isBanned: r.is_banned,
        isAdmin: r.is_admin,
        referralCount: Number(r.referral_count),
      })),
      total: rows.length ? Number(rows[0].total) : 0,
      page,
      pageSize,
    };
  }

  async setAdmin(targetId: string, isAdmin: boolean): Promise<void> {
    const changed = await this.ds.transaction(async (manager) => {
      if (!(await this.users.findById(targetId, manager))) throw fail('USER_NOT_FOUND');
      const changed = await this.users.setAdmin(targetId, isAdmin, randomUUID(), manager);
      if (changed) await addToOutbox(manager, IdentityEvents.roleChanged, { userId: targetId });
      return changed;
    });
    if (changed) this.infra.relay?.poke();
  }

  /** Used by `npm run admin:grant -- email`. */
  async grantByEmail(email: string): Promise<string> {
    const user = await this.users.findByEmail(email);
    if (!user) throw fail('USER_NOT_FOUND');
    await this.setAdmin(user.id, true);
    return user.id;
  }
}
