import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdentityEvents } from '@streaming/contracts';
import { addToOutbox, Infrastructure, type AdminContext } from '@streaming/platform';
import { UsersRepository } from '../users/users.repository.js';
import { EmailTokensRepository } from '../auth/email-tokens.repository.js';
import { SessionsRepository } from '../auth/sessions.repository.js';
import { MailOutboxRepository } from '../mail/mail-outbox.repository.js';
import { fail } from '../auth/identity-errors.js';
import { AuditService } from '../audit/audit.service.js';
import { addressesToForget, type AccountRef } from './account-erasure.rules.js';
import { deleteRefusal } from './admin-guard.rules.js';

/** What an erasure removed, for the operator's report. */
export interface ErasedAccount {
  userId: string;
  email: string;
  /** Mails that were waiting to be sent to the member's addresses and never will be. */
  mailsDropped: number;
}

/**
 * Erases a member's account (GDPR erasure, asked of an operator with `npm run users:delete`, or of
 * an admin from the back office): the account and everything of identity's that is only the
 * member's, the member's personal fields in the audit log, then `identity.user.deleted` for the
 * services that keep rows of the member (engagement and moderation purge them) and for the gateway
 * (drops its cached access, so the member's tokens stop working).
 */
@Injectable()
export class AccountErasureService {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly users: UsersRepository,
    private readonly emailTokens: EmailTokensRepository,
    private readonly sessions: SessionsRepository,
    private readonly mailOutbox: MailOutboxRepository,
    private readonly audit: AuditService,
  ) {}

  /**
   * One transaction: the account row goes, and with it (ON DELETE CASCADE) its admin role, refresh
   * tokens, revoked access tokens, e-mail links, bans, referral keys and referrals, whichever side
   * of a referral it was on; the mails still waiting for its addresses are deleted; the event is
   * written to the outbox; the audit rows about the member keep ids only. An unknown account:
   * USER_NOT_FOUND, and nothing changes. `by`: the admin who asked from the back office, who can
   * erase neither themself (SELF_DELETE) nor an admin (ADMIN_NOT_DELETABLE: demoted first, so never
   * the last one); the deletion is recorded in the audit log. An operator's erasure has none.
   */
  async erase(ref: AccountRef, by?: AdminContext): Promise<ErasedAccount> {
    const erased = await this.ds.transaction(async (manager) => {
      const found = 'id' in ref ? await this.users.findById(ref.id, manager) : await this.users.findByEmail(ref.email, manager);
      if (!found) throw fail('USER_NOT_FOUND');
      // The member's links and sessions before the account row: the order a confirmation, a cancel
      // or a refresh takes them, so that erasing while one runs waits for it instead of deadlocking.
      const linkAddresses = await this.emailTokens.lockAddressesOf(manager, found.id);
      await this.sessions.lockRefreshTokensOf(found.id, manager);
      const user = await this.users.lockById(found.id, manager);
      if (!user) throw fail('USER_NOT_FOUND');
      if (by) {
        const refused = deleteRefusal(by.actorId, { id: user.id, isAdmin: await this.users.isAdmin(user.id, manager) });
        if (refused) throw fail(refused);
      }
      const addresses = addressesToForget([user.email, user.pendingEmail, ...linkAddresses], []);
      const heldByOthers = await this.users.addressesHeldByOthers(user.id, addresses, manager);
      const mailsDropped = await this.mailOutbox.deleteAddressedTo(manager, addressesToForget(addresses, heldByOthers));
      await this.users.delete(user.id, manager);
      await this.audit.eraseMember(manager, user.id, addresses);
      if (by) {
        await this.audit.record(manager, by, {
          action: 'user.delete', targetType: 'user', targetId: user.id, memberId: user.id, personalFields: [],
          changes: { createdAt: { before: user.createdAt.toISOString(), after: null } },
        });
      }
      // The user id only: the event outlives the account in the stream, the address must not.
      await addToOutbox(manager, IdentityEvents.deleted, { userId: user.id });
      return { userId: user.id, email: user.email, mailsDropped };
    });
    this.infra.relay?.poke();
    return erased;
  }
}
