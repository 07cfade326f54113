import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AdminUserEntity, UserEntity } from './user.entity.js';

/** The only code that reads and writes users and admin_users. */
@Injectable()
export class UsersRepository {
  constructor(private readonly ds: DataSource) {}

  private m(manager?: EntityManager): EntityManager {
    return manager ?? this.ds.manager;
  }

  findById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.m(manager).findOneBy(UserEntity, { id });
  }

  findByEmail(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.m(manager).findOneBy(UserEntity, { email: email.trim().toLowerCase() });
  }

  /**
   * The current address of each of `ids` that has an account, in one query; an id without one
   * (erased, unknown) is absent from the map.
   */
  emailsOf(ids: readonly string[]): Promise<Map<string, string>> {
    return this.addresses(ids, this.ds.manager, '');
  }

  /**
   * emailsOf in the caller's transaction, the rows share-locked until it ends: a mail queued with
   * these addresses commits before an erasure or an address change of the same account starts (the
   * erasure then deletes it with the account's other waiting mails), or after it ended (and then
   * finds the account gone, or its new address).
   */
  lockEmailsOf(ids: readonly string[], manager: EntityManager): Promise<Map<string, string>> {
    return this.addresses(ids, manager, 'ORDER BY id FOR SHARE');
  }

  private async addresses(ids: readonly string[], manager: EntityManager, tail: string): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows: Array<{ id: string; email: string }> = await manager.query(
      `SELECT id, email FROM users WHERE id = ANY($1::uuid[]) ${tail}`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.id, r.email]));
  }

  /**
   * The ids of the accounts whose address contains `text` (case aside; `%`, `_` and `\` taken as
   * themselves), newest accounts first, at most `limit`.
   */
  async idsWithEmailContaining(text: string, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.ds.query(
      `SELECT id FROM users WHERE email ILIKE $1 ESCAPE '\\' ORDER BY created_at DESC, id LIMIT $2`,
      [`%${text.replace(/[%_\\]/g, '\\$&')}%`, limit],
    );
    return rows.map((r) => r.id);
  }

  /** The account's row, locked until the caller's transaction ends; null when there is none (any more). */
  lockById(id: string, manager: EntityManager): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Which of `addresses` (lower-case) another account than `userId` has as its address or its pending one. */
  async addressesHeldByOthers(userId: string, addresses: string[], manager: EntityManager): Promise<string[]> {
    if (!addresses.length) return [];
    const rows: Array<{ address: string }> = await manager.query(
      `SELECT email AS address FROM users WHERE id <> $1 AND email = ANY($2::text[])
       UNION
       SELECT pending_email FROM users WHERE id <> $1 AND pending_email = ANY($2::text[])`,
      [userId, addresses],
    );
    return rows.map((r) => r.address);
  }

  /**
   * Deletes the account; PostgreSQL deletes with it every row that references it (admin role,
   * refresh tokens, revoked access tokens, e-mail links, bans, referral keys and referrals: ON DELETE
   * CASCADE). Returns false when there was no such account.
   */
  async delete(id: string, manager: EntityManager): Promise<boolean> {
    const [{ n }]: Array<{ n: number }> = await manager.query(
      `WITH removed AS (DELETE FROM users WHERE id = $1 RETURNING 1) SELECT count(*)::int AS n FROM removed`,
      [id],
    );
    return n > 0;
  }

  async emailInUse(email: string, manager?: EntityManager): Promise<boolean> {
    return (await this.m(manager).countBy(UserEntity, { email: email.trim().toLowerCase() })) > 0;
  }

  async insert(user: UserEntity, manager: EntityManager): Promise<void> {
    await manager.insert(UserEntity, user);
  }

  async update(id: string, patch: Partial<UserEntity>, manager?: EntityManager): Promise<void> {
    await this.m(manager).update(UserEntity, { id }, { ...patch, updatedAt: new Date() });
  }

  async isAdmin(userId: string, manager?: EntityManager): Promise<boolean> {
    return (await this.m(manager).countBy(AdminUserEntity, { userId })) > 0;
  }

  /** Returns true when the role actually changed. */
  async setAdmin(userId: string, isAdmin: boolean, id: string, manager: EntityManager): Promise<boolean> {
    if (isAdmin) {
      const rows: unknown[] = await manager.query(
        `INSERT INTO admin_users (id, user_id, role, created_at) VALUES ($1, $2, 'admin', now()) ON CONFLICT (user_id) DO NOTHING RETURNING id`,
        [id, userId],
      );
      return rows.length > 0;
    }
    const res = await manager.delete(AdminUserEntity, { userId });
    return (res.affected ?? 0) > 0;
  }
}
