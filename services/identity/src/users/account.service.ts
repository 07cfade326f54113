import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  IdentityEvents,
  type ChangeEmailDto, type ChangePasswordDto, type IdentityErrorCode, type IssuedEmailChangeCancel, type IssuedSession,
  type PendingEmailChange, type UserView,
} from '@streaming/contracts';
import { addToOutbox, Infrastructure } from '@streaming/platform';
import { IdentityEnv } from '../config/identity.env.js';
import { SessionsService } from '../auth/sessions.service.js';
import { EmailTokensService } from '../auth/email-tokens.service.js';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/password.rules.js';
import { fail } from '../auth/identity-errors.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { confirmEmailMail, emailChangeRequestedMail, passwordChangedMail } from '../mail/mail-templates.js';
import { UsersRepository } from './users.repository.js';
import { toUserView } from './users.mapper.js';
import { cancelOutcome, type CancelOutcome } from './email-change.rules.js';
import type { UserEntity } from './user.entity.js';

const CANCEL_REFUSALS: Record<Exclude<CancelOutcome, 'cancel'>, IdentityErrorCode> = {
  invalid: 'EMAIL_CANCEL_LINK_INVALID',
  already_cancelled: 'EMAIL_CHANGE_ALREADY_CANCELLED',
  already_confirmed: 'EMAIL_CHANGE_ALREADY_CONFIRMED',
  expired: 'EMAIL_CANCEL_LINK_EXPIRED',
  not_pending: 'EMAIL_CHANGE_NOT_PENDING',
};

/** What a member does with their own account. Every method takes the caller's id. */
@Injectable()
export class AccountService {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly env: IdentityEnv,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly emailTokens: EmailTokensService,
    private readonly mail: MailOutboxService,
  ) {}

  async me(userId: string): Promise<UserView> {
    const [user, isAdmin] = await Promise.all([this.users.findById(userId), this.users.isAdmin(userId)]);
    if (!user) throw fail('USER_NOT_FOUND');
    return toUserView(user, isAdmin);
  }

  /**
   * Checks the current password, then mails a confirmation link to the new address (the address
   * changes when it is opened) and, to the current address, a notice with a link that cancels it.
   */
  async changeEmail(userId: string, dto: ChangeEmailDto): Promise<PendingEmailChange> {
    const email = dto.email.trim().toLowerCase();
    await this.requireCurrentPassword(userId, dto.currentPassword);
    await this.ds.transaction(async (manager) => {
      const user = await this.users.findById(userId, manager);
      if (!user) throw fail('USER_NOT_FOUND');
      if (user.email === email) throw fail('EMAIL_UNCHANGED');
      if (await this.users.emailInUse(email, manager)) throw fail('EMAIL_TAKEN');
      // Links before the account row, in the order a confirmation or a cancel locks them.
      const confirmToken = await this.emailTokens.create(manager, userId, 'email_change', email);
      // Both links live as long as each other; a cancel link stays tied to the request it announces.
      const cancelToken = await this.emailTokens.create(manager, userId, 'email_change_cancel', email, { replacePrevious: false });
      await this.users.update(userId, { pendingEmail: email }, manager);
      await addToOutbox(manager, IdentityEvents.profileChanged, { userId });
      await this.mail.queue(manager, email, confirmEmailMail(`${this.env.APP_URL}/confirm-email#token=${confirmToken}`, true));
      await this.mail.queue(manager, user.email, emailChangeRequestedMail(email, `${this.env.APP_URL}/cancel-email-change#token=${cancelToken}`));
    });
    this.afterCommit();
    return { pendingEmail: email };
  }

  /**
   * The cancel link of the old address: drops the pending address and spends its confirmation link.
   * The confirmation links are spent before the account is read, so that a confirmation running at
   * the same time either finishes first (and the answer says so) or finds its link spent.
   */
  async cancelEmailChange(token: string): Promise<IssuedEmailChangeCancel> {
    const result = await this.ds.transaction(async (manager) => {
      const link = await this.emailTokens.find(manager, token, ['email_change_cancel']);
      if (link && !link.usedAt) await this.emailTokens.spendUnused(manager, link.userId, ['email_change']);
      const user = link ? await this.users.findById(link.userId, manager) : null;
      const outcome = cancelOutcome(link, user, new Date());
      if (outcome !== 'cancel') throw fail(CANCEL_REFUSALS[outcome]);
      const { userId, email: cancelledEmail } = link!;
      await this.emailTokens.spendUnused(manager, userId, ['email_change_cancel']);
      await this.users.update(userId, { pendingEmail: null }, manager);
      await addToOutbox(manager, IdentityEvents.profileChanged, { userId });
      return { userId, email: user!.email, cancelledEmail: cancelledEmail! };
    });
    this.infra.relay?.poke();
    return result;
  }

  /** Checks the current password, sets the new one, ends every other session, opens a new one and tells the address. */
  async changePassword(userId: string, dto: ChangePasswordDto): Promise<IssuedSession> {
    const user = await this.requireCurrentPassword(userId, dto.currentPassword);
    const problem = passwordProblem(dto.newPassword);
    if (problem === 'too_short') throw fail('NEW_PASSWORD_TOO_SHORT');
    if (problem === 'too_common') throw fail('PASSWORD_TOO_COMMON');
    const passwordHash = await hashPassword(dto.newPassword);
    const session = await this.ds.transaction(async (manager) => {
      await this.users.update(userId, { passwordHash }, manager);
      await this.sessions.revokeAll(userId, manager);
      await addToOutbox(manager, IdentityEvents.passwordChanged, { userId });
      await this.mail.queue(manager, user.email, passwordChangedMail(new Date(), `${this.env.APP_URL}/forgot-password`));
      return this.sessions.issue(user, manager);
    });
    this.afterCommit();
    return session;
  }

  private async requireCurrentPassword(userId: string, currentPassword: string): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw fail('USER_NOT_FOUND');
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw fail('CURRENT_PASSWORD_WRONG');
    return user;
  }

  private afterCommit(): void {
    this.infra.relay?.poke();
    void this.mail.flush();
  }
}
