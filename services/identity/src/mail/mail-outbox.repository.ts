import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MailOutboxEntity } from './mail-outbox.entity.js';

/** The only code that reads and writes mail_outbox. */
@Injectable()
export class MailOutboxRepository {
  constructor(private readonly ds: DataSource) {}

  /** Queues mails (one statement) in the caller's transaction, or on their own when no manager is given. */
  async insert(mails: MailOutboxEntity[], manager: EntityManager = this.ds.manager): Promise<void> {
    if (mails.length) await manager.insert(MailOutboxEntity, mails);
  }

  /**
   * Up to `limit` mails due now with fewer than `maxAttempts` attempts, oldest first, locked until
   * the transaction ends; rows another relay holds are skipped, so two replicas never send one mail twice.
   */
  lockDue(manager: EntityManager, maxAttempts: number, limit: number): Promise<MailOutboxEntity[]> {
    return manager
      .createQueryBuilder(MailOutboxEntity, 'm')
      .where('m.next_attempt_at <= now()')
      .andWhere('m.attempts < :max', { max: maxAttempts })
      .orderBy('m.created_at')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(MailOutboxEntity, { id });
  }

  /** Deletes every waiting mail addressed to one of `addresses` (lower-case), whatever its attempts; returns how many. */
  async deleteAddressedTo(manager: EntityManager, addresses: string[]): Promise<number> {
    if (!addresses.length) return 0;
    const [{ n }]: Array<{ n: number }> = await manager.query(
      `WITH removed AS (DELETE FROM mail_outbox WHERE lower(to_address) = ANY($1::text[]) RETURNING 1) SELECT count(*)::int AS n FROM removed`,
      [addresses],
    );
    return n;
  }

  async recordFailure(manager: EntityManager, id: string, attempts: number, lastError: string, nextAttemptAt: Date): Promise<void> {
    await manager.update(MailOutboxEntity, { id }, { attempts, lastError, nextAttemptAt });
  }
}
