import { randomUUID } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Infrastructure, PeriodicJob } from '@streaming/platform';
import { IdentityEnv } from '../config/identity.env.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { Mailer } from './mailer.js';
import type { MailContent } from './mail-templates.js';

const MAX_ATTEMPTS = 8;

/** A mail to queue: its address, its text, and where answers go when not to MAIL_FROM. */
export interface QueuedMail {
  to: string;
  content: MailContent;
  replyTo?: string;
}
const BATCH = 10;

/**
 * Mails are queued in the same transaction as what they announce and sent by this relay, which
 * retries with back-off: an SMTP outage or a restart loses nothing.
 */
@Injectable()
export class MailOutboxService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly mailer: Mailer;
  /** Every second, and after each commit that queued a mail: one pass at a time. */
  private readonly relay: PeriodicJob;

  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly outbox: MailOutboxRepository,
    env: IdentityEnv,
  ) {
    this.mailer = new Mailer(env.MAIL_FROM, env.SMTP_URL, env.MAIL_DIR, infra.logger, env.NODE_ENV !== 'production');
    this.relay = new PeriodicJob('mail relay', 1000, () => this.sendDue(), infra.logger);
  }

  /** Queues a mail in the caller's transaction: it leaves only if what it announces commits. */
  async queue(manager: EntityManager, to: string, content: MailContent, replyTo?: string): Promise<void> {
    await this.insert([{ to, content, replyTo }], manager);
  }

  /** Queues several mails in the caller's transaction (one statement); flush() after the commit sends them at once. */
  async queueAll(manager: EntityManager, mails: QueuedMail[]): Promise<void> {
    await this.insert(mails, manager);
  }

  /** Queues a mail that announces nothing else (its own statement), and sends it at once. */
  async send(to: string, content: MailContent, replyTo?: string): Promise<void> {
    await this.insert([{ to, content, replyTo }]);
    void this.flush();
  }

  private async insert(mails: QueuedMail[], manager?: EntityManager): Promise<void> {
    const now = new Date();
    await this.outbox.insert(mails.map(({ to, content, replyTo }) => ({
      id: randomUUID(),
      to,
      replyTo: replyTo ?? null,
      subject: content.subject,
      text: content.text,
      html: content.html,
      attempts: 0,
      lastError: null,
      nextAttemptAt: now,
      createdAt: now,
    })), manager);
  }

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.relay.stop();
    this.mailer.close();
  }

  /** Sends what is due now (unless a pass is going); called after each commit that queued a mail, and every second. */
  flush(): Promise<void> {
    return this.relay.run();
  }

  private async sendDue(): Promise<void> {
    if (!this.ds.isInitialized) return;
    for (;;) {
      const sent = await this.ds.transaction(async (manager) => {
        const due = await this.outbox.lockDue(manager, MAX_ATTEMPTS, BATCH);
        for (const mail of due) {
          try {
            await this.mailer.send(mail);
            await this.outbox.delete(manager, mail.id);
          } catch (err) {
            const attempts = mail.attempts + 1;
            this.infra.logger.warn({ err: (err as Error).message, mailId: mail.id, attempts }, 'mail not sent, will retry');
            const nextAttemptAt = new Date(Date.now() + Math.min(2 ** attempts * 1000, 600_000));
            await this.outbox.recordFailure(manager, mail.id, attempts, (err as Error).message.slice(0, 500), nextAttemptAt);
          }
        }
        return due.length;
      });
      if (sent < BATCH) break;
    }
  }
}
