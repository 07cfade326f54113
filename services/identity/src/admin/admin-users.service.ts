import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EMAIL_MATCH_MAX, IdentityEvents, type AdminUserCounts, type AdminUserRow, type AdminUsersPage, type ListUsersQuery } from '@streaming/contracts';
import { addToOutbox, Infrastructure, paging, type AdminContext } from '@streaming/platform';
import { UsersRepository } from '../users/users.repository.js';
import { fail } from '../auth/identity-errors.js';
import { AuditService } from '../audit/audit.service.js';
import { AdminUsersRepository, type AdminUserListRow } from './admin-users.repository.js';
import { roleChangeRefusal } from './admin-guard.rules.js';

/** Rows per page of the back office's users table when the caller names no size. */
const ADMIN_USERS_PAGE_SIZE = 50;

/** The back office's users table: one query per page, counts grouped, never one query per row. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly users: UsersRepository,
    private readonly adminUsers: AdminUsersRepository,
    private readonly audit: AuditService,
  ) {}

  /**
   * The page of the search and filter, and the five counters over every account. Without a search,
   * the filter's counter is the page's total (no second count of the table).
   */
  async list(query: ListUsersQuery): Promise<AdminUsersPage> {
    const { page, pageSize, offset } = paging(query, ADMIN_USERS_PAGE_SIZE);
    const criteria = { search: query.search?.trim().toLowerCase() || undefined, filter: query.filter };
    const [rows, counts, searched] = await Promise.all([
      this.adminUsers.listPage(criteria, pageSize, offset),
      this.adminUsers.counts(),
      criteria.search ? this.adminUsers.countMatching(criteria) : undefined,
    ]);
    return {
      items: rows.map(toAdminUserRow),
      total: searched ?? filterCount(counts, query.filter),
      page,
      pageSize,
      counts,
    };
  }

  /**
   * The current address of each id (null once erased, or for an id nobody has): the admin lists of
   * moderation, which keep member ids only, ask for a whole page at once.
   */
  async emails(ids: string[]): Promise<{ emails: Record<string, string | null> }> {
    const found = await this.users.emailsOf(ids);
    return { emails: Object.fromEntries(ids.map((id) => [id, found.get(id.toLowerCase()) ?? null])) };
  }

  /** The ids of the members whose address contains `search` (trimmed, case aside), at most EMAIL_MATCH_MAX. */
  async matchEmail(search: string): Promise<{ ids: string[] }> {
    return { ids: await this.users.idsWithEmailContaining(search.trim(), EMAIL_MATCH_MAX) };
  }

  /**
   * Grants or removes the admin role. The last admin keeps it (LAST_ADMIN): the target's row, then
   * every admin row, are locked, so two demotions at once cannot leave nobody. `by`: the admin who
   * acts, recorded in the audit log with the change (an operator's grant has none).
   */
  async setAdmin(targetId: string, isAdmin: boolean, by?: AdminContext): Promise<void> {
    const changed = await this.ds.transaction(async (manager) => {
      if (!(await this.users.lockById(targetId, manager))) throw fail('USER_NOT_FOUND');
      const admins = await this.adminUsers.lockAdminIds(manager);
      const refused = roleChangeRefusal({ id: targetId, isAdmin: admins.includes(targetId) }, isAdmin, admins.length);
      if (refused) throw fail(refused);
      const changed = await this.users.setAdmin(targetId, isAdmin, randomUUID(), manager);
      if (!changed) return false;
      await addToOutbox(manager, IdentityEvents.roleChanged, { userId: targetId });
      if (by) {
        await this.audit.record(manager, by, {
          action: 'user.role', targetType: 'user', targetId, memberId: targetId, personalFields: [], changes: { isAdmin: { before: !isAdmin, after: isAdmin } },
        });
      }
      return true;
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

/** The counter that is the total of a filter. */
function filterCount(counts: AdminUserCounts, filter: ListUsersQuery['filter']): number {
  switch (filter) {
    case 'admin': return counts.admins;
    case 'regular': return counts.regular;
    case 'recent': return counts.recent;
    case 'active': return counts.active;
    default: return counts.total;
  }
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

function toAdminUserRow(r: AdminUserListRow): AdminUserRow {
  return {
    id: r.id,
    email: r.email,
    createdAt: new Date(r.created_at).toISOString(),
    lastSignInAt: iso(r.last_sign_in_at),
    emailConfirmedAt: iso(r.email_confirmed_at),
    bannedUntil: iso(r.banned_until),
    isBanned: r.is_banned,
    isAdmin: r.is_admin,
    referralCount: Number(r.referral_count),
  };
}
