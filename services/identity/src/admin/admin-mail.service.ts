import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminMailDto } from '@streaming/contracts';
import type { AdminContext } from '@streaming/platform';
import { IdentityEnv } from '../config/identity.env.js';
import { UsersRepository } from '../users/users.repository.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { adminMessageMail } from '../mail/mail-templates.js';
import { fail } from '../auth/identity-errors.js';
import { AuditService } from '../audit/audit.service.js';

/**
 * A mail an admin writes to a member from the back office ("Envoyer un email"): queued in the mail
 * outbox with its audit row, in one transaction, then sent at once (SMTP when configured, retried
 * from the outbox otherwise). Answers go to support (Reply-To), never to the admin's own address.
 */
@Injectable()
export class AdminMailService {
  constructor(
    private readonly ds: DataSource,
    private readonly users: UsersRepository,
    private readonly mails: MailOutboxService,
    private readonly audit: AuditService,
    private readonly env: IdentityEnv,
  ) {}

  /**
   * USER_NOT_FOUND for an unknown or erased account. The account's row is locked while the mail is
   * queued, as an erasure locks it: the mail is queued before an erasure (which then drops it with
   * the member's other waiting mails) or finds the account gone.
   */
  async send(targetId: string, by: AdminContext, mail: AdminMailDto): Promise<void> {
    const subject = mail.subject.trim();
    await this.ds.transaction(async (manager) => {
      const user = await this.users.lockById(targetId, manager);
      if (!user) throw fail('USER_NOT_FOUND');
      await this.mails.queue(manager, user.email, adminMessageMail(subject, mail.message, this.env.SUPPORT_EMAIL), this.env.SUPPORT_EMAIL);
      // The subject stays in the log; the address and the message are the member's data, erased with them.
      await this.audit.record(manager, by, {
        action: 'user.email', targetType: 'user', targetId: user.id, memberId: user.id, personalFields: ['to', 'message'],
        changes: { to: { before: null, after: user.email }, subject: { before: null, after: subject }, message: { before: null, after: mail.message } },
      });
    });
    void this.mails.flush();
  }
}
