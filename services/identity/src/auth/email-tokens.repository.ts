import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { EmailTokenEntity, type EmailTokenKind } from './token.entities.js';

/** The only code that reads and writes email_tokens. Every call but a link's check and the purge runs in the caller's transaction. */
@Injectable()
export class EmailTokensRepository {
  constructor(private readonly ds: DataSource) {}

  async insert(manager: EntityManager, row: EmailTokenEntity): Promise<void> {
    await manager.insert(EmailTokenEntity, row);
  }

  /** The row of a token hash, locked until the transaction ends, so that a link is only spent once. */
  findByHashForUpdate(manager: EntityManager, tokenHash: string): Promise<EmailTokenEntity | null> {
    return manager.findOne(EmailTokenEntity, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  /** The row of a token hash, read without a lock (a link checked, not spent). */
  findByHash(tokenHash: string): Promise<EmailTokenEntity | null> {
    return this.ds.manager.findOne(EmailTokenEntity, { where: { tokenHash } });
  }

  async markUsed(manager: EntityManager, id: string, at = new Date()): Promise<void> {
    await manager.update(EmailTokenEntity, { id }, { usedAt: at });
  }

  /** Spends every unused link of these kinds of one user; returns how many were still open. */
  async spendUnused(manager: EntityManager, userId: string, kinds: EmailTokenKind[], at = new Date()): Promise<number> {
    const res = await manager.update(EmailTokenEntity, { userId, kind: In(kinds), usedAt: IsNull() }, { usedAt: at });
    return res.affected ?? 0;
  }

  /**
   * Locks every link of one user until the transaction ends (links before the account row, the
   * order a confirmation or a cancel takes them) and returns the addresses they were sent to.
   */
  async lockAddressesOf(manager: EntityManager, userId: string): Promise<string[]> {
    const rows: Array<{ email: string | null }> = await manager.query(`SELECT email FROM email_tokens WHERE user_id = $1 FOR UPDATE`, [userId]);
    return rows.flatMap((r) => (r.email ? [r.email] : []));
  }

  /** Housekeeping: links expired for a week can no longer tell a member anything useful. */
  async purge(): Promise<void> {
    await this.ds.query(`DELETE FROM email_tokens WHERE expires_at < now() - interval '7 days'`);
  }
}
