import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdentityEvents, type ChangePasswordDto, type IssuedSession, type UserEventData, type UserView } from '@streaming/contracts';
import { addToOutbox, Infrastructure } from '@streaming/platform';
import { IdentityEnv } from '../config/identity.env.js';
import { SessionsService } from '../auth/sessions.service.js';
import { EmailTokensService } from '../auth/email-tokens.service.js';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/password.rules.js';
import { fail } from '../auth/identity-errors.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { confirmEmailMail } from '../mail/mail-templates.js';
import { UsersRepository } from './users.repository.js';
import { toUserView } from './users.mapper.js';

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

  /** Sends a confirmation link to the new address; the address changes when it is confirmed. */
  async changeEmail(userId: string, newEmail: string): Promise<{ pendingEmail: string }> {
    const email = newEmail.trim().toLowerCase();
    await this.ds.transaction(async (manager) => {
      const user = await this.users.findById(userId, manager);
      if (!user) throw fail('USER_NOT_FOUND');
      if (user.email === email) throw fail('EMAIL_UNCHANGED');
      if (await this.users.emailInUse(email, manager)) throw fail('EMAIL_TAKEN');
      await this.users.update(userId, { pendingEmail: email }, manager);
      await addToOutbox<UserEventData>(manager, IdentityEvents.profileChanged, { userId });
      const token = await this.emailTokens.create(manager, userId, 'email_change', email);
      await this.mail.queue(manager, email, confirmEmailMail(`${this.env.APP_URL}/confirm-email#token=${token}`, true));
    });
    void this.mail.flush();
    this.infra.relay?.poke();
    return { pendingEmail: email };
  }

  /** Checks the current password, sets the new one, ends every other session and opens a new one. */
  async changePassword(userId: string, dto: ChangePasswordDto): Promise<IssuedSession> {
    const user = await this.users.findById(userId);
    if (!user) throw fail('USER_NOT_FOUND');
    if (!(await verifyPassword(user.passwordHash, dto.currentPassword))) throw fail('CURRENT_PASSWORD_WRONG');
    const problem = passwordProblem(dto.newPassword);
    if (problem === 'too_short') throw fail('NEW_PASSWORD_TOO_SHORT');
    if (problem === 'too_common') throw fail('PASSWORD_TOO_COMMON');
    const passwordHash = await hashPassword(dto.newPassword);
    const session = await this.ds.transaction(async (manager) => {
      await this.users.update(userId, { passwordHash }, manager);
      await this.sessions.revokeAll(userId, manager);
      await addToOutbox<UserEventData>(manager, IdentityEvents.passwordChanged, { userId });
      return this.sessions.issue(user, manager);
    });
    this.infra.relay?.poke();
    return session;
  }
}
